"""What an `llvm::Module` holds that `llvmlite.ir.Module` does not, filled by the translation, read by the writer.

llvmlite's IR objects carry the values, types and instructions; LLVM 14's text also depends on the order
of the module's globals and functions (intrinsics are appended when first used), on attribute sets and
calling conventions, on metadata attachments and named metadata, and on the use-list order of blocks (the
`; preds =` comments).  Those live here, keyed by the llvmlite objects.
"""

from __future__ import annotations

from llvmlite import ir

from gpuopt.translate.datalayout import DataLayout
from gpuopt.translate.fnattrs import Attribute, attribute_set
from gpuopt.translate.metadata import MDNode, MetadataContext
from gpuopt.valueclass import dataclass, field


@dataclass
class FunctionInfo:
    attributes: list[Attribute] = field(default_factory=list)
    params: dict[int, list[Attribute]] = field(default_factory=dict)
    calling_convention: str = ""
    metadata: list[tuple[str, MDNode]] = field(default_factory=list)

    def function_set(self) -> tuple[Attribute, ...]:
        return attribute_set(self.attributes)

    def param_set(self, index: int) -> tuple[Attribute, ...]:
        return attribute_set(self.params.get(index, []))


class ModuleInfo:
    """The llvmlite module plus the rest of an llvm::Module (see the module docstring)."""

    def __init__(self, module: ir.Module, name: str) -> None:
        self.module = module
        self.name = name
        self.data_layout = DataLayout()
        self.triple = ""
        self.global_variables: list[ir.GlobalVariable] = []
        self.functions: list[ir.Function] = []
        self.function_info: dict[ir.Function, FunctionInfo] = {}
        self.named_metadata: dict[str, list[MDNode]] = {}
        self.md = MetadataContext()
        self.predecessors: dict[ir.Block, list[ir.Block]] = {}
        self.instruction_metadata: dict[int, list[tuple[str, MDNode]]] = {}
        self._keep: list[ir.Instruction] = []

    def info(self, fn: ir.Function) -> FunctionInfo:
        found = self.function_info.get(fn)
        if found is None:
            found = self.function_info[fn] = FunctionInfo()
        return found

    def function(self, name: str) -> ir.Function | None:
        value = self.module.globals.get(name)
        return value if isinstance(value, ir.Function) else None

    def get_or_insert_function(self, name: str, ftype: ir.FunctionType) -> ir.Function:
        """Module::getOrInsertFunction: the existing function, or a new declaration at the end."""
        existing = self.function(name)
        if existing is not None:
            return existing
        fn = ir.Function(self.module, ftype, name)
        self.functions.append(fn)
        return fn

    def add_named_metadata(self, name: str, node: MDNode) -> None:
        self.named_metadata.setdefault(name, []).append(node)

    def attach(self, instr: ir.Instruction, kind: str, node: MDNode) -> None:
        """An instruction's metadata attachment; `dbg` comes first, the others in LLVM's kind order."""
        self._keep.append(instr)
        entries = self.instruction_metadata.setdefault(id(instr), [])
        entries[:] = [e for e in entries if e[0] != kind] + [(kind, node)]
        entries.sort(key=lambda e: _KIND_ORDER.get(e[0], len(_KIND_ORDER)))

    def metadata_of(self, instr: ir.Instruction) -> list[tuple[str, MDNode]]:
        return self.instruction_metadata.get(id(instr), [])

    def add_edge(self, source: ir.Block, dest: ir.Block) -> None:
        """A branch from `source` to `dest` was created: LLVM's use list puts the newest use first."""
        self.predecessors.setdefault(dest, []).insert(0, source)


_KIND_ORDER = {"dbg": 0, "tbaa": 1, "prof": 2, "fpmath": 3, "range": 4, "nontemporal": 9, "llvm.loop": 18}
