"""LLVM IR text as LLVM 14's AsmWriter prints it (what `mlir-translate-14 --mlir-to-llvmir` writes).

The llvmlite module is the IR; this is the printer, because llvmlite's own differs from LLVM's in every
line: it quotes all names (`@"copy"`), names every value, and spaces types its own way.  Here, as in LLVM:
  - names are quoted only when they need it; unnamed values, arguments and blocks are numbered per function
    in order (arguments, then each block and its non-void instructions), and a block's label line carries
    `; preds = ...` in use-list order (the newest branch first);
  - identified structs are numbered and listed in the order LLVM's TypeFinder meets them;
  - typed pointers (`i8 addrspace(1)*`), struct spacing (`{ i32, float }`), `c"..."` strings, floats as
    `1.500000e+00` when six significant digits give the value back, else hexadecimal;
  - attribute groups (`#0`) numbered in function order; metadata numbered in the order the slot tracker
    meets it (named metadata first, then each function's attachments as the function is printed).
"""

from __future__ import annotations

import math

import llvmlite
from llvmlite import ir
from llvmlite.ir import instructions as I

from gpuopt.ir.attributes import apfloat_to_string, float_bits
from gpuopt.translate import constants as C
from gpuopt.translate.constants import ConstExpr
from gpuopt.translate.fnattrs import Attribute, attribute_set, escape_llvm, set_text
from gpuopt.translate.llmodule import ModuleInfo
from gpuopt.translate.metadata import DINode, MDNode, MDString, MDTuple, ValueAsMetadata
from gpuopt.translate.types import NumberedStructType, OtherFloatType

_FMF_ORDER = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")


def write_module(info: ModuleInfo) -> str:
    return Writer(info).write()


def llvm_name(name: str, prefix: str) -> str:
    """PrintLLVMName: `prefix` + the name, quoted and escaped unless it is `[a-zA-Z._-][a-zA-Z._0-9-]*` (the
    printer quotes `$`, which the parser would accept)."""
    plain = bool(name) and not name[0].isdigit() and all(
        (c.isascii() and c.isalnum()) or c in "-._" for c in name)
    return prefix + (name if plain else f'"{escape_llvm(name)}"')


def _metadata_identifier(name: str) -> str:
    ok_first = name[:1].isascii() and (name[:1].isalpha() or name[:1] in "-$._")
    if ok_first and all((c.isascii() and c.isalnum()) or c in "-$._" for c in name):
        return name
    return "".join(c if (c.isascii() and c.isalnum()) or c in "-$._" else f"\\{ord(c):02X}" for c in name)


def float_text(value: float, ty: ir.Type) -> str:
    """WriteAPFloatInternal: float and double as `%e` with 6 digits when that reads back exactly, else the
    (double) bit pattern in hex; the other float types always in their hex forms."""
    kind = C.float_kind(ty)
    if kind in ("f32", "f64"):
        if not (math.isinf(value) or math.isnan(value)):
            text = apfloat_to_string(value, "f64", 6, 0, False)
            if float(text) == value:
                return text
        return f"0x{float_bits(value, 'f64'):016X}"
    return C.other_float_hex(value, kind or "f64")


class Writer:
    def __init__(self, info: ModuleInfo) -> None:
        self.info = info
        self.struct_numbers: dict[str, int] = {}
        self.named_structs: list[ir.IdentifiedStructType] = []
        self.numbered_structs: list[ir.IdentifiedStructType] = []
        self.md_slots: dict[int, int] = {}
        self.md_nodes: list[MDNode] = []
        self.attr_groups: dict[tuple[Attribute, ...], int] = {}
        self.locals: dict[int, int] = {}
        self.out: list[str] = []

    # -- module ----------------------------------------------------------------------------------------------
    def write(self) -> str:
        info = self.info
        self._find_types()
        for nodes in info.named_metadata.values():
            for node in nodes:
                self._md_slot(node)
        for fn in info.functions:
            attrs = info.info(fn).function_set() if fn in info.function_info else ()
            if attrs and attrs not in self.attr_groups:
                self.attr_groups[attrs] = len(self.attr_groups)
        w = self.out.append
        w(f"; ModuleID = '{info.name}'\n")
        w(f'source_filename = "{escape_llvm(info.name)}"\n')
        if info.data_layout.text:
            w(f'target datalayout = "{info.data_layout.text}"\n')
        if info.triple:
            w(f'target triple = "{info.triple}"\n')
        if self.numbered_structs or self.named_structs:
            w("\n")
            for struct in self.numbered_structs:
                w(f"%{self.struct_numbers[struct.name]} = type {self._struct_body(struct)}\n")
            for struct in self.named_structs:
                w(f"{llvm_name(struct.name, '%')} = type {self._struct_body(struct)}\n")
        if info.global_variables:
            w("\n")
            for gv in info.global_variables:
                w(self._global(gv) + "\n")
        for fn in info.functions:
            w("\n")
            self._function(fn)
        if self.attr_groups:
            w("\n")
            for attrs, number in self.attr_groups.items():
                w(f"attributes #{number} = {{ {set_text(attrs, in_group=True)} }}\n")
        if info.named_metadata:
            w("\n")
            for name, nodes in info.named_metadata.items():
                refs = ", ".join(f"!{self.md_slots[id(n)]}" for n in nodes)
                w(f"!{_metadata_identifier(name)} = !{{{refs}}}\n")
        if self.md_nodes:
            w("\n")
            for i, node in enumerate(self.md_nodes):
                w(f"!{i} = {self._md_body(node)}\n")
        return "".join(self.out)

    # -- types -----------------------------------------------------------------------------------------------
    def _find_types(self) -> None:
        """TypeFinder::run: identified structs in the order the module's values reach them."""
        seen_types: set[str] = set()
        seen_values: set[int] = set()
        found: list[ir.IdentifiedStructType] = []

        def visit_type(t: ir.Type) -> None:
            tk = _type_key(t)
            if tk in seen_types:
                return
            seen_types.add(tk)
            stack = [t]
            while stack:
                t = stack.pop()
                if isinstance(t, ir.IdentifiedStructType):
                    found.append(t)
                for sub in reversed(_subtypes(t)):
                    sk = _type_key(sub)
                    if sk not in seen_types:
                        seen_types.add(sk)
                        stack.append(sub)

        def visit_value(v: object) -> None:
            if not isinstance(v, ir.Constant) or id(v) in seen_values:
                return
            seen_values.add(id(v))
            visit_type(v.type)
            if isinstance(v, ConstExpr):
                if v.source_type is not None:
                    visit_type(v.source_type)
                for o in v.operands:
                    visit_value(o)
            elif isinstance(v.constant, list):
                for o in v.constant:
                    visit_value(o)

        def visit_node(node: MDNode, seen: set[int]) -> None:
            if id(node) in seen:
                return
            seen.add(id(node))
            if isinstance(node, MDTuple):
                for o in node.operands:
                    if isinstance(o, ValueAsMetadata):
                        visit_value(o.value)
                    elif isinstance(o, MDNode):
                        visit_node(o, seen)

        for gv in self.info.global_variables:
            visit_type(gv.value_type)
            if gv.initializer is not None:
                visit_value(gv.initializer)
        for fn in self.info.functions:
            visit_type(ir.PointerType(fn.function_type))
            for block in fn.blocks:
                for instr in block.instructions:
                    visit_type(instr.type)
                    for o in _operands(instr):
                        visit_value(o)
                    if isinstance(instr, I.GEPInstr):
                        visit_type(instr.source_etype)
                    if isinstance(instr, I.AllocaInstr):
                        visit_type(instr.allocated_type)
                    for kind, node in self.info.metadata_of(instr):
                        if kind != "dbg":
                            visit_node(node, set())
        for nodes in self.info.named_metadata.values():
            for node in nodes:
                visit_node(node, set())
        for struct in found:
            if isinstance(struct, NumberedStructType):
                self.struct_numbers[struct.name] = len(self.numbered_structs)
                self.numbered_structs.append(struct)
            else:
                self.named_structs.append(struct)

    def type(self, t: ir.Type) -> str:
        if isinstance(t, ir.IdentifiedStructType):
            if t.name in self.struct_numbers:
                return f"%{self.struct_numbers[t.name]}"
            if isinstance(t, NumberedStructType):
                return f"%{t.number}"
            return llvm_name(t.name, "%")
        if isinstance(t, ir.PointerType):
            space = f" addrspace({t.addrspace})" if t.addrspace else ""
            if t.is_opaque or not llvmlite.ir_layer_typed_pointers_enabled:
                return "ptr" + space
            return f"{self.type(t.pointee)}{space}*"
        if isinstance(t, ir.LiteralStructType):
            return self._struct_body(t)
        if isinstance(t, ir.ArrayType):
            return f"[{t.count} x {self.type(t.element)}]"
        if isinstance(t, ir.VectorType):
            return f"<{t.count} x {self.type(t.element)}>"
        if isinstance(t, ir.FunctionType):
            params = [self.type(p) for p in t.args] + (["..."] if t.var_arg else [])
            return f"{self.type(t.return_type)} ({', '.join(params)})"
        if isinstance(t, OtherFloatType):
            return t.name
        return str(t)

    def _struct_body(self, t: ir.BaseStructType) -> str:
        if isinstance(t, ir.IdentifiedStructType) and t.is_opaque:
            return "opaque"
        members = ", ".join(self.type(e) for e in t.elements or ())
        body = f"{{ {members} }}" if members else "{}"
        return f"<{body}>" if t.packed else body

    # -- values ----------------------------------------------------------------------------------------------
    def ref(self, v: object) -> str:
        """WriteAsOperandInternal without the type."""
        if isinstance(v, ir.GlobalValue):
            return llvm_name(v.name, "@")
        if isinstance(v, ir.Constant):
            return self.constant(v)
        if isinstance(v, (ir.Block, ir.Argument, ir.Instruction)):
            number = self.locals.get(id(v))
            return f"%{number}" if number is not None else "<badref>"
        raise TypeError(f"cannot print {v!r}")

    def typed(self, v: ir.Value) -> str:
        return f"{self.type(v.type)} {self.ref(v)}"

    def constant(self, c: ir.Constant) -> str:
        """WriteConstantInternal."""
        if isinstance(c, ConstExpr):
            return self._const_expr(c)
        if isinstance(c, C.PoisonValue):
            return "poison"
        value = c.constant
        t = c.type
        if value is ir.Undefined:
            return "undef"
        if isinstance(t, ir.IntType):
            if t.width == 1:
                return "true" if value else "false"
            return str(value)
        if C.float_kind(t):
            return float_text(value, t)
        if value is None:
            return "null" if isinstance(t, ir.PointerType) else "zeroinitializer"
        if isinstance(value, bytearray):
            return f'c"{escape_llvm(value)}"'
        members = ", ".join(self.typed(m) for m in value)
        if isinstance(t, ir.ArrayType):
            return f"[{members}]"
        if isinstance(t, ir.VectorType):
            return f"<{members}>"
        body = f"{{ {members} }}" if members else "{}"
        return f"<{body}>" if t.packed else body

    def _const_expr(self, e: ConstExpr) -> str:
        text = e.opcode
        if e.opcode == "getelementptr" and e.inbounds:
            text += " inbounds"
        if e.predicate:
            text += " " + e.predicate
        parts = []
        if e.opcode == "getelementptr":
            parts.append(self.type(e.source_type))
        parts += [self.typed(o) for o in e.operands]
        parts += [str(i) for i in e.indices]
        inner = ", ".join(parts)
        if e.opcode in ("trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext",
                        "ptrtoint", "inttoptr", "bitcast", "addrspacecast"):
            inner += f" to {self.type(e.type)}"
        return f"{text} ({inner})"

    # -- globals ---------------------------------------------------------------------------------------------
    def _global(self, gv: ir.GlobalVariable) -> str:
        parts = [llvm_name(gv.name, "@"), "="]
        if gv.initializer is None and not gv.linkage:
            parts.append("external")
        if gv.linkage:
            parts.append(gv.linkage)
        storage = getattr(gv, "thread_local", "")
        if storage:
            parts.append(storage)
        unnamed = getattr(gv, "unnamed", "")
        if unnamed:
            parts.append(unnamed)
        if gv.type.addrspace:
            parts.append(f"addrspace({gv.type.addrspace})")
        parts.append("constant" if gv.global_constant else "global")
        parts.append(self.type(gv.value_type))
        text = " ".join(parts)
        if gv.initializer is not None:
            text += " " + self.ref(gv.initializer)
        if gv.section:
            text += f', section "{escape_llvm(gv.section)}"'
        if gv.align:
            text += f", align {gv.align}"
        return text

    # -- functions -------------------------------------------------------------------------------------------
    def _function(self, fn: ir.Function) -> None:
        w = self.out.append
        info = self.info.info(fn)
        attrs = info.function_set()
        words = " ".join(a.text() for a in attrs if not a.string)
        if words:
            w(f"; Function Attrs: {words}\n")
        self._number_locals(fn)
        declaration = not fn.blocks
        for _, node in info.metadata:
            self._md_slot(node)
        for block in fn.blocks:
            for instr in block.instructions:
                for _, node in self.info.metadata_of(instr):
                    self._md_slot(node)
        head = ["declare" if declaration else "define"]
        if fn.linkage:
            head.append(fn.linkage)
        if info.calling_convention:
            head.append(info.calling_convention)
        head.append(self.type(fn.function_type.return_type))
        params = []
        for i, arg in enumerate(fn.args):
            pieces = [self.type(arg.type)]
            pset = info.param_set(i)
            if pset:
                pieces.append(set_text(pset))
            if not declaration:
                pieces.append(self.ref(arg))
            params.append(" ".join(pieces))
        if fn.function_type.var_arg:
            params.append("...")
        text = " ".join(head) + f" {llvm_name(fn.name, '@')}({', '.join(params)})"
        if attrs:
            text += f" #{self.attr_groups[attrs]}"
        if declaration:
            w(text + "\n")
            return
        for kind, node in info.metadata:
            text += f" !{kind} !{self.md_slots[id(node)]}"
        w(text + " {\n")
        for i, block in enumerate(fn.blocks):
            if i:
                label = f"\n{self.locals[id(block)]}:"
                preds = self.info.predecessors.get(block, [])
                comment = "; preds = " + ", ".join(self.ref(p) for p in preds) if preds else "; No predecessors!"
                w((label.ljust(51) if len(label) < 51 else label + " ") + comment + "\n")
            for instr in block.instructions:
                w("  " + self._instruction(instr) + self._attachments(instr) + "\n")
        w("}\n")

    def _number_locals(self, fn: ir.Function) -> None:
        self.locals = {}
        n = 0
        for arg in fn.args:
            self.locals[id(arg)] = n
            n += 1
        for block in fn.blocks:
            self.locals[id(block)] = n
            n += 1
            for instr in block.instructions:
                if not isinstance(instr.type, ir.VoidType):
                    self.locals[id(instr)] = n
                    n += 1

    def _attachments(self, instr: ir.Instruction) -> str:
        return "".join(f", !{kind} !{self.md_slots[id(node)]}" for kind, node in self.info.metadata_of(instr))

    def _instruction(self, instr: ir.Instruction) -> str:
        prefix = "" if isinstance(instr.type, ir.VoidType) else f"{self.ref(instr)} = "
        return prefix + self._body(instr)

    def _body(self, instr: ir.Instruction) -> str:  # noqa: C901 - one case per instruction kind, as AsmWriter
        op = instr.opname
        if isinstance(instr, I.Ret):
            return "ret void" if instr.return_value is None else f"ret {self.typed(instr.return_value)}"
        if isinstance(instr, I.ConditionalBranch):
            cond, true, false = instr.operands
            return f"br {self.typed(cond)}, label {self.ref(true)}, label {self.ref(false)}"
        if isinstance(instr, I.Branch):
            return f"br label {self.ref(instr.operands[0])}"
        if isinstance(instr, I.SwitchInstr):
            cases = "".join(f"\n    {self.typed(v)}, label {self.ref(b)}" for v, b in instr.cases)
            return f"switch {self.typed(instr.value)}, label {self.ref(instr.default)} [{cases}\n  ]"
        if isinstance(instr, I.Unreachable):
            return "unreachable"
        if isinstance(instr, I.PhiInstr):
            incoming = ", ".join(f"[ {self.ref(v)}, {self.ref(b)} ]" for v, b in instr.incomings)
            return f"phi{_fmf(instr)} {self.type(instr.type)} {incoming}"
        if isinstance(instr, I.CallInstr):
            return self._call(instr)
        if isinstance(instr, I.AllocaInstr):
            text = f"alloca {self.type(instr.allocated_type)}"
            size = instr.operands[0] if instr.operands else None
            if size is not None and not (C.is_int(size) and size.constant == 1 and size.type.width == 32):
                text += f", {self.typed(size)}"
            if instr.align:
                text += f", align {instr.align}"
            if instr.type.addrspace:
                text += f", addrspace({instr.type.addrspace})"
            return text
        if isinstance(instr, I.LoadInstr):
            volatile = " volatile" if getattr(instr, "volatile", False) else ""
            ptr = instr.operands[0]
            text = f"load{volatile} {self.type(instr.type)}, {self.typed(ptr)}"
            return text + (f", align {instr.align}" if instr.align else "")
        if isinstance(instr, I.StoreInstr):
            volatile = " volatile" if getattr(instr, "volatile", False) else ""
            value, ptr = instr.operands
            text = f"store{volatile} {self.typed(value)}, {self.typed(ptr)}"
            return text + (f", align {instr.align}" if instr.align else "")
        if isinstance(instr, I.AtomicRMW):
            ptr, value = instr.operands
            return (f"atomicrmw {instr.operation} {self.typed(ptr)}, {self.typed(value)} {instr.ordering}, "
                    f"align {instr.align}")
        if isinstance(instr, I.CmpXchg):
            ptr, cmp, value = instr.operands
            return (f"cmpxchg {self.typed(ptr)}, {self.typed(cmp)}, {self.typed(value)} {instr.ordering} "
                    f"{instr.failordering}, align {instr.align}")
        if isinstance(instr, I.GEPInstr):
            inbounds = " inbounds" if instr.inbounds else ""
            operands = ", ".join(self.typed(o) for o in [instr.pointer, *instr.indices])
            return f"getelementptr{inbounds} {self.type(instr.source_etype)}, {operands}"
        if isinstance(instr, I.CastInstr):
            return f"{op} {self.typed(instr.operands[0])} to {self.type(instr.type)}"
        if isinstance(instr, I.CompareInstr):
            lhs, rhs = instr.operands
            return f"{op}{_fmf(instr)} {instr.op} {self.type(lhs.type)} {self.ref(lhs)}, {self.ref(rhs)}"
        if isinstance(instr, I.SelectInstr):
            return f"select{_fmf(instr)} " + ", ".join(self.typed(o) for o in instr.operands)
        if isinstance(instr, I.ExtractValue):
            indices = "".join(f", {i}" for i in instr.indices)
            return f"extractvalue {self.typed(instr.aggregate)}{indices}"
        if isinstance(instr, I.InsertValue):
            indices = "".join(f", {i}" for i in instr.indices)
            return f"insertvalue {self.typed(instr.aggregate)}, {self.typed(instr.value)}{indices}"
        if isinstance(instr, I.Fence):
            scope = f' syncscope("{escape_llvm(instr.targetscope)}")' if instr.targetscope else ""
            return f"fence{scope} {instr.ordering}"
        operands = instr.operands
        if op == "shufflevector":  # (every operand typed, even where the mask's type is the vectors')
            return "shufflevector " + ", ".join(self.typed(o) for o in operands)
        if all(str(o.type) == str(operands[0].type) for o in operands):
            return f"{op}{_fmf(instr)} {self.type(operands[0].type)} " + ", ".join(self.ref(o) for o in operands)
        return f"{op}{_fmf(instr)} " + ", ".join(self.typed(o) for o in operands)

    def _call(self, instr: I.CallInstr) -> str:
        callee = instr.callee
        ftype = callee.function_type if isinstance(callee, ir.Function) else callee.type.pointee
        shown = self.type(ftype) if ftype.var_arg else self.type(ftype.return_type)
        params = getattr(instr, "param_attributes", None)  # call-site parameter attributes (`float* align 4 %0`)
        if params:
            args = ", ".join(f"{self.type(a.type)} {set_text(attribute_set(params[i]))} {self.ref(a)}" if i in params
                             else self.typed(a) for i, a in enumerate(instr.args))
        else:
            args = ", ".join(self.typed(a) for a in instr.args)
        cconv = getattr(instr, "calling_convention", "")
        cconv = f" {cconv}" if cconv else ""
        return f"call{_fmf(instr)}{cconv} {shown} {self.ref(callee)}({args})"

    # -- metadata --------------------------------------------------------------------------------------------
    def _md_slot(self, node: MDNode) -> None:
        """SlotTracker::CreateMetadataSlot: a pre-order walk over node operands."""
        stack = [node]
        while stack:
            n = stack.pop()
            if id(n) in self.md_slots:
                continue
            self.md_slots[id(n)] = len(self.md_nodes)
            self.md_nodes.append(n)
            stack.extend(reversed(n.children))

    def _md_ref(self, o: object) -> str:
        if o is None:
            return "null"
        if isinstance(o, MDNode):
            return f"!{self.md_slots[id(o)]}"
        if isinstance(o, MDString):
            return f'!"{escape_llvm(o.value)}"'
        if isinstance(o, ValueAsMetadata):
            return self.typed(o.value)
        return str(o)

    def _md_body(self, node: MDNode) -> str:
        distinct = "distinct " if node.distinct else ""
        if isinstance(node, MDTuple):
            return distinct + "!{" + ", ".join(self._md_ref(o) for o in node.operands) + "}"
        assert isinstance(node, DINode)
        fields = ", ".join(f"{name}: {self._md_ref(value)}" for name, value in node.fields)
        return f"{distinct}!{node.kind}({fields})"


def _fmf(instr: ir.Instruction) -> str:
    flags = set(getattr(instr, "fastmath_flags", ()) or ())
    if not flags:
        return ""
    if flags >= set(_FMF_ORDER):
        return " fast"
    return "".join(f" {f}" for f in _FMF_ORDER if f in flags)


def _type_key(t: ir.Type) -> str:
    if isinstance(t, ir.IdentifiedStructType):
        return "%struct:" + t.name
    return f"{type(t).__name__}:{t}"


def _subtypes(t: ir.Type) -> list[ir.Type]:
    if isinstance(t, ir.PointerType):
        return [] if t.is_opaque else [t.pointee]
    if isinstance(t, ir.BaseStructType):
        return list(t.elements or ())
    if isinstance(t, (ir.ArrayType, ir.VectorType)):
        return [t.element]
    if isinstance(t, ir.FunctionType):
        return [t.return_type, *t.args]
    return []


def _operands(instr: ir.Instruction) -> list[object]:
    if isinstance(instr, I.CallInstr):
        return [*instr.args, instr.callee]
    if isinstance(instr, I.PhiInstr):
        return [v for v, _ in instr.incomings]
    if isinstance(instr, I.SwitchInstr):
        return [instr.value, *(v for v, _ in instr.cases)]
    if isinstance(instr, I.GEPInstr):
        return [instr.pointer, *instr.indices]
    return list(getattr(instr, "operands", ()))
