"""LLVM-dialect module -> LLVM module, in the steps and order of MLIR 14's `translateModuleToLLVMIR`.

The order matters because LLVM's text shows it: the module starts with the `malloc` and `free`
declarations 14 always inserts (for memref allocations coming from the standard dialect's lowering), then
gets every `llvm.func` signature in module order, the globals, and the function bodies; intrinsics are
appended as they are first used.  In each function, blocks keep their MLIR order but are filled in
reverse post-order (definitions before uses), branches passing values to a block that they reach twice
go through an extra block (14's ensureDistinctSuccessors), and block arguments become phi nodes whose
incoming values are added last, in the order of the block's MLIR predecessors (newest use first).
Dialect attributes on a function (`nvvm.kernel`, `rocdl.kernel`) are handed to the dialect's amender.
Anything without a translation raises a `DiagnosticError` at the op, never a Python error.
"""

from __future__ import annotations

from llvmlite import ir

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import llvm as L
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.translate import constants as C
from gpuopt.translate.common import NotConstant, not_translatable, op_error, successor_operands
from gpuopt.translate.datalayout import DataLayout, InvalidDataLayout
from gpuopt.translate.debuginfo import DebugTranslation
from gpuopt.translate.fnattrs import ENUM_ATTRIBUTES, INT_ATTRIBUTES, Attribute
from gpuopt.translate.llmodule import ModuleInfo
from gpuopt.translate.metadata import MDNode
from gpuopt.translate.registry import AMENDERS, HANDLERS, load_all
from gpuopt.translate.types import TypeTranslator, UnsupportedType
from gpuopt.valueclass import dataclass, field

MODULE_NAME = "LLVMDialectModule"

SKIPPED_TOP_LEVEL = frozenset({"gpu.module", "gpu.module_end"})
"""Top-level ops holding device code, which is compiled separately (to the `gpu.binary` blob): skipped, so
the host side of a module that still has its kernels translates; and the terminator of a `gpu.module`, so
that a kernel module translates by itself (the serialization passes translate each one, as 14's do)."""

_I8P = ir.PointerType(ir.IntType(8))
_RESERVED = {"malloc": ir.FunctionType(_I8P, [ir.IntType(64)]), "free": ir.FunctionType(ir.VoidType(), [_I8P])}


class ModuleTranslation:
    """One translation of a `builtin.module` whose body holds LLVM-dialect globals and functions."""

    def __init__(self, top: Operation, debug_info: bool = True) -> None:
        load_all()
        self.top = top
        self.debug_info = debug_info
        self.context = ir.Context()
        self.module = ir.Module(MODULE_NAME, context=self.context)
        self.info = ModuleInfo(self.module, MODULE_NAME)
        self.types = TypeTranslator(self.context)
        self.globals: dict[str, ir.GlobalValue] = {}
        self.debug: DebugTranslation

    def type(self, t: T.Type, op: Operation) -> ir.Type:
        try:
            return self.types.translate(t)
        except UnsupportedType as e:
            raise op_error(op, f"cannot translate type: {e}") from None

    def run(self) -> ModuleInfo:
        self._module_attributes()
        for name, ftype in _RESERVED.items():
            self.info.get_or_insert_function(name, ftype)
        self.debug = DebugTranslation(self.top, self.info, self.debug_info)
        global_ops: list[L.GlobalOp] = []
        func_ops: list[L.LLVMFuncOp] = []
        for op in (o for r in self.top.regions for b in r.blocks for o in b.ops):
            if isinstance(op, L.GlobalOp):
                global_ops.append(op)
            elif isinstance(op, L.LLVMFuncOp):
                func_ops.append(op)
            elif op.op_name not in SKIPPED_TOP_LEVEL:
                raise not_translatable(op)
        functions = [(op, self._declare_function(op)) for op in func_ops]
        variables = [(op, self._declare_global(op)) for op in global_ops]
        for op, gv in variables:
            self._initialize_global(op, gv)
        for op, fn in functions:
            if not op.is_declaration:
                FunctionTranslation(self, op, fn).run()
                self._amend(op, fn)
        self.types.finish()
        return self.info

    def _module_attributes(self) -> None:
        layout = self.top.attributes.get("llvm.data_layout")
        if isinstance(layout, A.StringAttr):
            try:
                self.info.data_layout = DataLayout(layout.value)
            except InvalidDataLayout as e:
                raise op_error(self.top, f"cannot translate 'llvm.data_layout': {e}") from None
            self.module.data_layout = layout.value
        triple = self.top.attributes.get("llvm.target_triple")
        if isinstance(triple, A.StringAttr):
            self.info.triple = self.module.triple = triple.value

    def _amend(self, op: Operation, fn: ir.Function) -> None:
        for name, value in sorted(op.attributes.items()):
            amender = AMENDERS.get(name)
            if amender is not None:
                amender(self, op, fn, name, value)

    # -- globals ------------------------------------------------------------------------------------------
    def _declare_global(self, op: L.GlobalOp) -> ir.GlobalVariable:
        """14's convertGlobals: a string value makes the type (`[N x i8]`); `thread_local_` is not translated
        (14 drops it too)."""
        name = op.attributes["sym_name"].value  # type: ignore[attr-defined]
        _require_name(op, name)
        value_type = self.type(op.global_type, op)
        initializer = None
        if op.value is not None:
            if isinstance(op.value, A.StringAttr):
                initializer = C.string(op.value.value.encode("utf-8", errors="surrogateescape"))
                value_type = initializer.type
            else:
                initializer = self.constant(op.value, value_type, op)
        gv = ir.GlobalVariable(self.module, value_type, name, addrspace=op.addr_space)
        gv.data_layout = self.info.data_layout  # for the folder (the alignment of a global's address)
        linkage = L.linkage_of(op)
        gv.linkage = "" if linkage == "external" else linkage
        gv.global_constant = "constant" in op.attributes
        unnamed = op.attributes.get("unnamed_addr")
        gv.unnamed = {1: "local_unnamed_addr", 2: "unnamed_addr"}.get(
            unnamed.value if isinstance(unnamed, A.IntegerAttr) else 0, "")
        alignment = op.attributes.get("alignment")
        if isinstance(alignment, A.IntegerAttr) and alignment.value:
            gv.align = alignment.value
        section = op.attributes.get("section")
        if isinstance(section, A.StringAttr):
            gv.section = section.value
        gv.initializer = self._kept_initializer(gv, initializer)
        self.globals[name] = gv
        self.info.global_variables.append(gv)
        return gv

    @staticmethod
    def _kept_initializer(gv: ir.GlobalVariable, init: ir.Constant | None) -> ir.Constant | None:
        """14's shouldDropGlobalInitializer: external globals with no value, and extern_weak ones, are
        declarations; other globals without a value get `undef` (an initializer region returning `undef`
        is a value: the global is defined here)."""
        drop = (gv.linkage == "" and init is None) or gv.linkage == "extern_weak"
        if drop:
            return None
        return init if init is not None else C.undef(gv.value_type)

    def _initialize_global(self, op: L.GlobalOp, gv: ir.GlobalVariable) -> None:
        region = op.regions[0] if op.regions else None
        if region is None or not region.blocks or not region.blocks[0].ops:
            return
        value = InitializerTranslation(self, op).run(region.blocks[0])
        gv.initializer = self._kept_initializer(gv, value)

    def constant(self, attr: A.Attribute, ty: ir.Type, op: Operation) -> ir.Constant:
        try:
            return C.from_attribute(attr, ty, self.globals)
        except C.UnsupportedConstant as e:
            raise op_error(op, f"cannot translate constant: {e}") from None

    # -- functions ----------------------------------------------------------------------------------------
    def _declare_function(self, op: L.LLVMFuncOp) -> ir.Function:
        for i, t in enumerate(op.function_type.params):
            if isinstance(t, T.LLVMStructType) and t.body_types is None:
                raise op_error(op, f"cannot translate: argument #{i} has the opaque struct type '{t}' (LLVM 15+ "
                                   "rejects unsized argument types)")
        ftype = self.type(op.function_type, op)
        name = op.sym_name
        _require_name(op, name)
        existing = self.info.function(name)
        if existing is not None and str(existing.function_type) != str(ftype):
            raise op_error(op, f"cannot translate '@{name}': LLVM 14's translation declares it as "
                               f"'{existing.function_type}' (mlir-translate 14 crashes here)")
        fn = self.info.get_or_insert_function(name, ftype)
        linkage = op.linkage
        fn.linkage = "" if linkage == "external" else linkage
        self.info.info(fn).attributes += self._passthrough(op)
        self.globals[name] = fn
        return fn

    def _passthrough(self, op: L.LLVMFuncOp) -> list[Attribute]:
        """14's forwardPassthroughAttributes: known enum names, `[name, value]` pairs of integer attributes,
        and anything else as string attributes."""
        passthrough = op.attributes.get("passthrough")
        if not isinstance(passthrough, A.ArrayAttr):
            return []
        out = []
        for item in passthrough.elements:
            if isinstance(item, A.StringAttr):
                if item.value in INT_ATTRIBUTES:
                    raise op_error(op, f"LLVM attribute '{item.value}' expects a value")
                out.append(Attribute(item.value, string=item.value not in ENUM_ATTRIBUTES))
                continue
            pair = item.elements if isinstance(item, A.ArrayAttr) else ()
            if len(pair) != 2 or not all(isinstance(p, A.StringAttr) for p in pair):
                raise op_error(op, "expected 'passthrough' to contain string or array attributes")
            key, value = pair[0].value, pair[1].value  # type: ignore[attr-defined]
            if key in ENUM_ATTRIBUTES:
                raise op_error(op, f"LLVM attribute '{key}' does not expect a value, found '{value}'")
            if key in INT_ATTRIBUTES:
                if not value.isdigit():
                    raise op_error(op, f"LLVM attribute '{key}' expects an integer value")
                out.append(Attribute(key, int(value)))
            else:
                out.append(Attribute(key, value, string=True))
        return out

    def _argument_attributes(self, op: L.LLVMFuncOp, fn: ir.Function) -> None:
        """`llvm.noalias` and `llvm.align` on a definition's arguments (14 drops the other argument
        attributes, and all of them on declarations)."""
        arg_attrs = op.attributes.get("arg_attrs")
        if not isinstance(arg_attrs, A.ArrayAttr):
            return
        params = self.info.info(fn).params
        for i, (arg, attrs) in enumerate(zip(fn.args, arg_attrs.elements)):
            if not isinstance(attrs, A.DictionaryAttr):
                continue
            for key, value in attrs.entries:
                if key not in ("llvm.noalias", "llvm.align"):
                    continue
                if not isinstance(arg.type, ir.PointerType):
                    raise op_error(op, f"{key} attribute attached to LLVM non-pointer argument")
                if key == "llvm.noalias":
                    params.setdefault(i, []).append(Attribute("noalias"))
                elif isinstance(value, A.IntegerAttr):
                    params.setdefault(i, []).append(Attribute("align", value.value))


class Builder(ir.IRBuilder):
    """llvmlite's IRBuilder, remembering the instructions it inserts (they get the op's `!dbg`)."""

    def __init__(self) -> None:
        super().__init__()
        self.inserted: list[ir.Instruction] = []

    def _insert(self, instr: ir.Instruction) -> None:
        super()._insert(instr)
        self.inserted.append(instr)

    def insert(self, instr: ir.Instruction) -> None:
        self._insert(instr)


class _ConstantBuilder:
    """Stands in for the builder in a global initializer: asking it for an instruction is an error."""

    def __getattr__(self, name: str) -> object:
        raise NotConstant(name)


@dataclass(eq=False)
class _Dummy:
    """A block ensureDistinctSuccessors adds: one branch to `target`, for the `position`-th successor of
    `terminator`."""

    target: Block
    terminator: Operation
    position: int
    args: list[ir.PhiInstr] = field(default_factory=list)


class FunctionTranslation:
    """The body of one `llvm.func`: blocks, phi nodes for block arguments, and the value map."""

    def __init__(self, mt: ModuleTranslation, op: L.LLVMFuncOp, fn: ir.Function) -> None:
        self.mt = mt
        self.op = op
        self.fn = fn
        self.values: dict[Value, ir.Value] = {}
        self.blocks: dict[Block | _Dummy, ir.Block] = {}
        self.redirect: dict[tuple[int, int], _Dummy] = {}
        self.builder: Builder | _ConstantBuilder = Builder()
        self.scope: MDNode | None = None

    def run(self) -> None:
        mt = self.mt
        mt._argument_attributes(self.op, self.fn)
        self.scope = mt.debug.subprogram(self.op)
        if self.scope is not None:
            mt.info.info(self.fn).metadata.append(("dbg", self.scope))
        region = self.op.body
        dummies = self._distinct_successors(region.blocks)
        units: list[Block | _Dummy] = [*region.blocks, *dummies]
        for unit in units:
            self.blocks[unit] = self.fn.append_basic_block()
        for arg, value in zip(region.blocks[0].args, self.fn.args):
            self.values[arg] = value
        for unit in self._topological(units):
            self._convert(unit, unit is region.blocks[0])
        self._connect_phis(units)

    # -- blocks -------------------------------------------------------------------------------------------
    def _distinct_successors(self, blocks: list[Block]) -> list[_Dummy]:
        """A successor with arguments met again in the same terminator gets a block of its own."""
        dummies = []
        for block in blocks:
            term = block.terminator
            if term is None:
                continue
            seen: set[int] = set()
            for i, succ in enumerate(term.successors):
                if not succ.args:
                    continue
                if id(succ) in seen:
                    dummy = _Dummy(succ, term, i)
                    self.redirect[(id(term), i)] = dummy
                    dummies.append(dummy)
                seen.add(id(succ))
        return dummies

    def _successors(self, unit: Block | _Dummy) -> list[Block | _Dummy]:
        if isinstance(unit, _Dummy):
            return [unit.target]
        term = unit.terminator
        if term is None:
            return []
        return [self.redirect.get((id(term), i), s) for i, s in enumerate(term.successors)]

    def _topological(self, units: list[Block | _Dummy]) -> list[Block | _Dummy]:
        """getTopologicallySortedBlocks: reverse post-order from each block not yet reached, in order."""
        order: list[Block | _Dummy] = []
        placed: set[int] = set()
        for start in units:
            if id(start) in placed:
                continue
            seen = {id(start)}
            post: list[Block | _Dummy] = []
            stack: list[tuple[Block | _Dummy, int]] = [(start, 0)]
            while stack:
                unit, i = stack.pop()
                succs = self._successors(unit)
                if i < len(succs):
                    stack.append((unit, i + 1))
                    if id(succs[i]) not in seen:
                        seen.add(id(succs[i]))
                        stack.append((succs[i], 0))
                else:
                    post.append(unit)
            for unit in reversed(post):
                if id(unit) not in placed:
                    placed.add(id(unit))
                    order.append(unit)
        return order

    def _convert(self, unit: Block | _Dummy, entry: bool) -> None:
        builder = self.builder
        assert isinstance(builder, Builder)
        builder.position_at_end(self.blocks[unit])
        if isinstance(unit, _Dummy):
            for t in unit.target.args:
                unit.args.append(builder.phi(self.mt.type(t.type, self.op)))
            builder.branch(self.blocks[unit.target])
            self.edge(self.blocks[unit.target])
            self._attach_location(unit.terminator, builder.inserted[-1:])
            return
        if not entry:
            for arg in unit.args:
                self.values[arg] = builder.phi(self.mt.type(arg.type, self.op))
        for op in unit.ops:
            builder.inserted = []
            self.translate(op)
            self._attach_location(op, builder.inserted)

    def _attach_location(self, op: Operation, instrs: list[ir.Instruction]) -> None:
        loc = self.mt.debug.location(op.loc, self.scope)
        if loc is not None:
            for instr in instrs:
                self.mt.info.attach(instr, "dbg", loc)

    def _predecessors(self, units: list[Block | _Dummy]) -> dict[int, list[tuple[Operation | _Dummy, int]]]:
        """Each unit's MLIR predecessors as (terminator, successor position), newest use first."""
        uses: dict[int, list[tuple[Operation | _Dummy, int]]] = {}
        for unit in units:
            if isinstance(unit, _Dummy):
                continue
            term = unit.terminator
            if term is None:
                continue
            for i, succ in enumerate(term.successors):
                target = self.redirect.get((id(term), i), succ)
                uses.setdefault(id(target), []).append((term, i))
        for unit in units:
            if isinstance(unit, _Dummy):
                uses.setdefault(id(unit.target), []).append((unit, 0))
        return {k: v[::-1] for k, v in uses.items()}

    def _connect_phis(self, units: list[Block | _Dummy]) -> None:
        preds = self._predecessors(units)
        for unit in units[1:]:
            phis = unit.args if isinstance(unit, _Dummy) else [self.values[a] for a in unit.args]
            for index, phi in enumerate(phis):
                for source, position in preds.get(id(unit), []):
                    if isinstance(source, _Dummy):
                        value = source.args[index]
                        block = self.blocks[source]
                    else:
                        value = self.value(successor_operands(source, position)[index], source)
                        block = self.blocks[source.parent]  # type: ignore[index]
                    phi.add_incoming(value, block)

    # -- ops ----------------------------------------------------------------------------------------------
    def value(self, v: Value, user: Operation) -> ir.Value:
        try:
            return self.values[v]
        except KeyError:
            raise op_error(user, "cannot translate: operand is not defined before this use (unreachable "
                                 "definition?)") from None

    def operands(self, op: Operation) -> list[ir.Value]:
        return [self.value(v, op) for v in op.operands]

    def successor(self, op: Operation, index: int) -> ir.Block:
        """The LLVM block the `index`-th successor of terminator `op` branches to."""
        target = self.redirect.get((id(op), index), op.successors[index])
        return self.blocks[target]

    def edge(self, dest: ir.Block) -> None:
        assert isinstance(self.builder, Builder)
        self.mt.info.add_edge(self.builder.block, dest)

    def translate(self, op: Operation) -> None:
        handler = HANDLERS.get(op.op_name)
        if handler is None:
            raise not_translatable(op)
        try:
            result = handler(self, op)
        except (DiagnosticError, NotConstant):
            raise
        except (TypeError, ValueError, AttributeError, AssertionError, IndexError, KeyError) as e:
            raise op_error(op, f"cannot translate '{op.op_name}': {e}") from None
        if op.results:
            assert result is not None
            self.values[op.results[0]] = result


class InitializerTranslation(FunctionTranslation):
    """A global's initializer region, evaluated with the op handlers into one constant."""

    def __init__(self, mt: ModuleTranslation, op: L.GlobalOp) -> None:
        self.mt = mt
        self.op = op  # type: ignore[assignment]
        self.values = {}
        self.builder = _ConstantBuilder()

    def run(self, block: Block) -> ir.Constant:  # type: ignore[override]
        for op in block.ops:
            if isinstance(op, L.ReturnOp):
                value = self.value(op.operands[0], op)
                assert C.is_constant(value)
                return value  # type: ignore[return-value]
            try:
                self.translate(op)
            except NotConstant:
                raise op_error(op, f"cannot translate '{op.op_name}' in a global initializer: not a constant "
                                   "expression") from None
            if op.results and not C.is_constant(self.values[op.results[0]]):
                raise op_error(op, f"cannot translate '{op.op_name}' in a global initializer: not a constant "
                                   "expression")
        raise op_error(block.ops[-1], "global initializer region does not return a value")


def translate_module(top: Operation, debug_info: bool = True) -> ModuleInfo:
    """The translation of a verified `builtin.module` (or `gpu.module`) of LLVM-dialect ops (raises
    DiagnosticError); `debug_info=False` leaves out the line tables whatever the locations say."""
    return ModuleTranslation(top, debug_info).run()


def _require_name(op: Operation, name: str) -> None:
    """LLVM would number a global without a name (`@0`); llvmlite cannot make one, so it is an error here."""
    if not name:
        raise op_error(op, f"cannot translate '{op.op_name}' with an empty symbol name")
