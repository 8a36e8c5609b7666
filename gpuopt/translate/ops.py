"""One translation per LLVM-dialect op kind, as MLIR 14's `llvmBuilder`s do it with `llvm::IRBuilder<>`.

A handler gets the function being translated (its builder is at the op's block) and the op, and returns the
LLVM value of the op's result, if it has one.  As with IRBuilder, an operation whose operands are all
constants is folded (`translate/folder.py`) instead of emitted, and a cast to the type a value already has
is the value itself.  Constants (`llvm.mlir.constant`, `null`, `undef`, `addressof`) are LLVM constants, not
instructions, as mlir-translate makes them too.  The same handlers evaluate global initializer regions,
where anything that would need an instruction is an error.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from llvmlite import ir

from gpuopt.dialects import llvm as L
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.translate import constants as C
from gpuopt.translate import folder as F
from gpuopt.translate.common import CASTS, op_error, pointee_of, positions, struct_indices
from gpuopt.translate.registry import handles

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation

_BINARY = {
    "llvm.add": "add", "llvm.sub": "sub", "llvm.mul": "mul", "llvm.udiv": "udiv", "llvm.sdiv": "sdiv",
    "llvm.urem": "urem", "llvm.srem": "srem", "llvm.and": "and", "llvm.or": "or", "llvm.xor": "xor",
    "llvm.shl": "shl", "llvm.lshr": "lshr", "llvm.ashr": "ashr", "llvm.fadd": "fadd", "llvm.fsub": "fsub",
    "llvm.fmul": "fmul", "llvm.fdiv": "fdiv", "llvm.frem": "frem",
}
_BUILDER_METHODS = {"and": "and_", "or": "or_"}
_FASTMATH = re.compile(r"#llvm\.fastmath<([^>]*)>")
_FASTMATH_FLAGS = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"}
_ALL_FLAGS = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")


def fastmath(op: Operation) -> tuple[str, ...]:
    """The op's `fastmathFlags` (`fast` stands for all seven)."""
    attr = op.attributes.get("fastmathFlags")
    m = _FASTMATH.fullmatch(str(attr)) if attr is not None else None
    if m is None:
        return ()
    flags = [f.strip() for f in m.group(1).split(",") if f.strip() and f.strip() != "none"]
    out: set[str] = set()
    for f in flags:
        if f == "fast":
            out.update(_ALL_FLAGS)
        elif f in _FASTMATH_FLAGS:
            out.add(f)
        else:
            raise op_error(op, f"cannot translate fast-math flag '{f}'")
    return tuple(f for f in _ALL_FLAGS if f in out)


def is_fp_math(ty: ir.Type) -> bool:
    """FPMathOperator's test for calls, phis and selects: a floating-point (vector) result."""
    if isinstance(ty, ir.VectorType):
        ty = ty.element
    return C.float_kind(ty) is not None


def _all_constant(*values: ir.Value) -> bool:
    return all(C.is_constant(v) for v in values)


# -- control flow and calls ----------------------------------------------------------------------------


@handles("llvm.return")
def _return(ft: FunctionTranslation, op: Operation) -> None:
    if op.operands:
        ft.builder.ret(ft.value(op.operands[0], op))
    else:
        ft.builder.ret_void()


@handles("llvm.br")
def _br(ft: FunctionTranslation, op: Operation) -> None:
    dest = ft.successor(op, 0)
    ft.builder.branch(dest)
    ft.edge(dest)


@handles("llvm.cond_br")
def _cond_br(ft: FunctionTranslation, op: Operation) -> None:
    assert isinstance(op, L.CondBrOp)
    true_dest, false_dest = ft.successor(op, 0), ft.successor(op, 1)
    instr = ft.builder.cbranch(ft.value(op.condition, op), true_dest, false_dest)
    ft.edge(false_dest)
    ft.edge(true_dest)
    _branch_weights(ft, op, instr)


def _branch_weights(ft: FunctionTranslation, op: Operation, instr: ir.Instruction) -> None:
    weights = op.attributes.get("branch_weights")
    if isinstance(weights, A.DenseElementsAttr):
        from gpuopt.translate.metadata import MDString, constant

        i32 = ir.IntType(32)
        node = ft.mt.info.md.tuple([MDString("branch_weights"),
                                    *(constant(C.const_int(i32, int(w))) for w in weights.as_list())])
        ft.mt.info.attach(instr, "prof", node)


@handles("llvm.switch")
def _switch(ft: FunctionTranslation, op: Operation) -> None:
    assert isinstance(op, L.SwitchOp)
    value = ft.value(op.value, op)
    default = ft.successor(op, 0)
    instr = ft.builder.switch(value, default)
    ft.edge(default)
    values = op.attributes.get("case_values")
    case_values = values.as_list() if isinstance(values, A.DenseElementsAttr) else []
    for i, case in enumerate(case_values):
        dest = ft.successor(op, i + 1)
        instr.add_case(C.const_int(value.type, int(case)), dest)
        ft.edge(dest)
    _branch_weights(ft, op, instr)


@handles("llvm.unreachable")
def _unreachable(ft: FunctionTranslation, op: Operation) -> None:
    ft.builder.unreachable()


@handles("llvm.call")
def _call(ft: FunctionTranslation, op: Operation) -> ir.Value | None:
    assert isinstance(op, L.CallOp)
    callee = op.callee
    if callee is not None:
        fn = ft.mt.globals.get(callee)
        if not isinstance(fn, ir.Function):
            raise op_error(op, f"cannot translate call: '{callee}' is not an LLVM function of this module")
    else:
        fn = ft.value(op.operands[0], op)
    args = [ft.value(v, op) for v in op.arg_operands]
    instr = ft.builder.call(fn, args)
    if is_fp_math(instr.type):
        instr.fastmath_flags = fastmath(op)
    return instr if op.results else None


# -- constants and globals ---------------------------------------------------------------------------------


@handles("llvm.mlir.constant")
def _constant(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, L.ConstantOp)
    return ft.mt.constant(op.value, ft.mt.type(op.results[0].type, op), op)


@handles("llvm.mlir.null")
def _null(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return C.null(ft.mt.type(op.results[0].type, op))


@handles("llvm.mlir.undef")
def _undef(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return C.undef(ft.mt.type(op.results[0].type, op))


@handles("llvm.mlir.addressof")
def _addressof(ft: FunctionTranslation, op: Operation) -> ir.Value:
    name = op.attributes["global_name"].root  # type: ignore[attr-defined]
    target = ft.mt.globals.get(name)
    if target is None:
        raise op_error(op, f"cannot translate: no global or function named '{name}' in the module")
    return target


# -- memory -------------------------------------------------------------------------------------------------


def _alignment(op: Operation) -> int:
    alignment = op.attributes.get("alignment")
    return alignment.value if isinstance(alignment, A.IntegerAttr) else 0


@handles("llvm.alloca")
def _alloca(ft: FunctionTranslation, op: Operation) -> ir.Value:
    result_type = op.results[0].type
    assert isinstance(result_type, T.LLVMPointerType)
    element = ft.mt.type(pointee_of(op, result_type), op)
    instr = ft.builder.alloca(element, size=ft.value(op.operands[0], op))
    instr.type = ir.PointerType(element, result_type.address_space)
    instr.align = _alignment(op) or ft.mt.info.data_layout.pref_alignment(element)
    return instr


@handles("llvm.load")
def _load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    ptr = ft.value(op.operands[0], op)
    ty = ft.mt.type(op.results[0].type, op)
    instr = ft.builder.load(ptr, typ=ty)
    instr.align = _alignment(op) or ft.mt.info.data_layout.abi_alignment(ty)
    instr.volatile = "volatile_" in op.attributes
    return instr


@handles("llvm.store")
def _store(ft: FunctionTranslation, op: Operation) -> None:
    value, ptr = ft.operands(op)
    instr = ft.builder.store(value, ptr)
    instr.align = _alignment(op) or ft.mt.info.data_layout.abi_alignment(value.type)
    instr.volatile = "volatile_" in op.attributes


@handles("llvm.getelementptr")
def _gep(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, L.GEPOp)
    base = ft.value(op.base, op)
    dynamic = iter(op.indices)
    indices: list[ir.Value] = []
    for i in struct_indices(op):
        if i == L.DYNAMIC_INDEX:
            v = next(dynamic, None)
            if v is None:
                raise op_error(op, "cannot translate: more dynamic index markers than index operands")
            indices.append(ft.value(v, op))
        else:
            indices.append(C.const_int(ir.IntType(32), i))
    source = ft.mt.type(pointee_of(op, op.base.type), op)
    if F.indexed_type(source, indices) is None:
        raise op_error(op, "cannot translate: invalid GEP indices for the element type")
    if _all_constant(base, *indices):
        return F.fold_gep(source, base, indices)  # type: ignore[arg-type]
    instr = ft.builder.gep(base, indices, source_etype=source)
    instr.type = ft.mt.type(op.results[0].type, op)
    return instr


# -- aggregates ---------------------------------------------------------------------------------------------


@handles("llvm.extractvalue")
def _extractvalue(ft: FunctionTranslation, op: Operation) -> ir.Value:
    container = ft.value(op.operands[0], op)
    if C.is_constant(container):
        return F.fold_extractvalue(container, positions(op))  # type: ignore[arg-type]
    return ft.builder.extract_value(container, positions(op))


@handles("llvm.insertvalue")
def _insertvalue(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, L.InsertValueOp)
    container, value = ft.value(op.container, op), ft.value(op.value, op)
    if _all_constant(container, value):
        return F.fold_insertvalue(container, value, positions(op))  # type: ignore[arg-type]
    return ft.builder.insert_value(container, value, positions(op))


@handles("llvm.extractelement")
def _extractelement(ft: FunctionTranslation, op: Operation) -> ir.Value:
    vector, index = ft.operands(op)
    if _all_constant(vector, index):
        return F.fold_extractelement(vector, index)  # type: ignore[arg-type]
    return ft.builder.extract_element(vector, index)


@handles("llvm.insertelement")
def _insertelement(ft: FunctionTranslation, op: Operation) -> ir.Value:
    vector, value, index = ft.operands(op)
    if _all_constant(vector, value, index):
        return F.fold_insertelement(vector, value, index)  # type: ignore[arg-type]
    return ft.builder.insert_element(vector, value, index)


@handles("llvm.shufflevector")
def _shufflevector(ft: FunctionTranslation, op: Operation) -> ir.Value:
    v1, v2 = ft.operands(op)
    mask = [int(getattr(m, "value", -1)) for m in op.attributes["mask"].elements]  # type: ignore[attr-defined]
    if _all_constant(v1, v2):
        return F.fold_shufflevector(v1, v2, mask)  # type: ignore[arg-type]
    mask_type = ir.VectorType(ir.IntType(32), len(mask))
    lanes = C.aggregate(mask_type, [C.undef(ir.IntType(32)) if m < 0 else C.const_int(ir.IntType(32), m)
                                    for m in mask])  # (LLVM's canonical mask: all zeros is zeroinitializer)
    instr = _ShuffleVector(ft.builder.block, v1, v2, lanes)
    ft.builder._insert(instr)
    return instr


class _ShuffleVector(ir.Instruction):
    """`shufflevector`, without llvmlite's checks, which refuse a -1 (undef) lane and print some operands
    without their type."""

    def __init__(self, parent: ir.Block, v1: ir.Value, v2: ir.Value, mask: ir.Constant) -> None:
        super().__init__(parent, ir.VectorType(v1.type.element, mask.type.count), "shufflevector", [v1, v2, mask])

    def descr(self, buf: list[str]) -> None:
        operands = ", ".join(f"{v.type} {v.get_reference()}" for v in self.operands)
        buf.append(f"shufflevector {operands}{self._stringify_metadata(leading_comma=True)}\n")


# -- arithmetic, comparisons, casts ---------------------------------------------------------------------------


@handles(*_BINARY)
def _binary(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    opcode = _BINARY[op.op_name]
    if _all_constant(lhs, rhs):
        return F.fold_binary(opcode, lhs, rhs)  # type: ignore[arg-type]
    instr = getattr(ft.builder, _BUILDER_METHODS.get(opcode, opcode))(lhs, rhs)
    if opcode.startswith("f"):
        instr.fastmath_flags = fastmath(op)
    return instr


@handles("llvm.fneg")
def _fneg(ft: FunctionTranslation, op: Operation) -> ir.Value:
    value = ft.value(op.operands[0], op)
    if C.is_constant(value):
        return F.fold_fneg(value)  # type: ignore[arg-type]
    instr = ft.builder.fneg(value)
    instr.fastmath_flags = fastmath(op)
    return instr


@handles("llvm.icmp")
def _icmp(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    predicate = L.ICMP_PREDICATES[op.attributes["predicate"].value]  # type: ignore[attr-defined]
    if _all_constant(lhs, rhs):
        return F.fold_compare("icmp", predicate, lhs, rhs)  # type: ignore[arg-type]
    instr = ir.instructions.ICMPInstr(ft.builder.block, predicate, lhs, rhs)
    ft.builder.insert(instr)
    return instr


@handles("llvm.fcmp")
def _fcmp(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    predicate = L.FCMP_PREDICATES[op.attributes["predicate"].value].lstrip("_")  # type: ignore[attr-defined]
    if _all_constant(lhs, rhs):
        return F.fold_compare("fcmp", predicate, lhs, rhs)  # type: ignore[arg-type]
    instr = ir.instructions.FCMPInstr(ft.builder.block, predicate, lhs, rhs)
    ft.builder.insert(instr)
    instr.fastmath_flags = fastmath(op)
    return instr


@handles("llvm.select")
def _select(ft: FunctionTranslation, op: Operation) -> ir.Value:
    cond, true, false = ft.operands(op)
    if _all_constant(cond, true, false):
        return F.fold_select(cond, true, false)  # type: ignore[arg-type]
    return ft.builder.select(cond, true, false)


@handles(*CASTS)
def _cast(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return cast(ft, CASTS[op.op_name], ft.value(op.operands[0], op), ft.mt.type(op.results[0].type, op))


def cast(ft: FunctionTranslation, opcode: str, value: ir.Value, ty: ir.Type) -> ir.Value:
    """IRBuilder::CreateCast: the value itself for a no-op cast, a folded constant, or an instruction."""
    if str(value.type) == str(ty) and value.type == ty:
        return value
    if C.is_constant(value):
        return F.fold_cast(opcode, value, ty)
    return getattr(ft.builder, opcode)(value, ty)


# -- atomics -------------------------------------------------------------------------------------------------


def _store_size(ft: FunctionTranslation, ty: ir.Type) -> int:
    """The alignment IRBuilder gives an atomic without one: the value's store size."""
    return (ft.mt.info.data_layout.size_in_bits(ty) + 7) // 8


@handles("llvm.atomicrmw")
def _atomicrmw(ft: FunctionTranslation, op: Operation) -> ir.Value:
    ptr, val = ft.operands(op)
    instr = ft.builder.atomic_rmw(op.bin_op.lstrip("_"), ptr, val, op.ordering)  # type: ignore[attr-defined]
    instr.align = _store_size(ft, val.type)
    return instr


@handles("llvm.cmpxchg")
def _cmpxchg(ft: FunctionTranslation, op: Operation) -> ir.Value:
    ptr, cmp, val = ft.operands(op)
    instr = ft.builder.cmpxchg(ptr, cmp, val, op.ordering("success"),  # type: ignore[attr-defined]
                               op.ordering("failure"))  # type: ignore[attr-defined]
    instr.align = _store_size(ft, val.type)
    return instr
