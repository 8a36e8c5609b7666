"""One translation per LLVM-dialect op kind, registered by name in `HANDLERS`.

A handler gets the function being translated (its IR builder is at the op's block) and the op, and returns
the LLVM value of the op's result, if it has one.  Constants (`llvm.mlir.constant`, `null`, `undef`,
`addressof`) are LLVM constants, not instructions, as mlir-translate makes them too.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from llvmlite import ir

from gpuopt.dialects import llvm as L
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.translate import constants as C
from gpuopt.translate.common import CASTS, op_error, pointee_of, positions, struct_indices

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation

_BINARY = {
    "llvm.add": "add", "llvm.sub": "sub", "llvm.mul": "mul", "llvm.udiv": "udiv", "llvm.sdiv": "sdiv",
    "llvm.urem": "urem", "llvm.srem": "srem", "llvm.and": "and_", "llvm.or": "or_", "llvm.xor": "xor",
    "llvm.shl": "shl", "llvm.lshr": "lshr", "llvm.ashr": "ashr", "llvm.fadd": "fadd", "llvm.fsub": "fsub",
    "llvm.fmul": "fmul", "llvm.fdiv": "fdiv", "llvm.frem": "frem",
}
_ICMP = {"eq": ("unsigned", "=="), "ne": ("unsigned", "!="), "slt": ("signed", "<"), "sle": ("signed", "<="),
         "sgt": ("signed", ">"), "sge": ("signed", ">="), "ult": ("unsigned", "<"), "ule": ("unsigned", "<="),
         "ugt": ("unsigned", ">"), "uge": ("unsigned", ">=")}
_FASTMATH = re.compile(r"#llvm\.fastmath<([^>]*)>")
_FASTMATH_FLAGS = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"}


def _fastmath(op: Operation) -> tuple[str, ...]:
    attr = op.attributes.get("fastmathFlags")
    m = _FASTMATH.fullmatch(str(attr)) if attr is not None else None
    if m is None:
        return ()
    flags = tuple(f.strip() for f in m.group(1).split(",") if f.strip() and f.strip() != "none")
    unknown = [f for f in flags if f not in _FASTMATH_FLAGS]
    if unknown:
        raise op_error(op, f"cannot translate fast-math flag '{unknown[0]}'")
    return flags


class _VolatileLoad(ir.LoadInstr):
    def descr(self, buf: list[str]) -> None:
        super().descr(buf)
        buf[-1] = buf[-1].replace("load ", "load volatile ", 1)


class _VolatileStore(ir.StoreInstr):
    def descr(self, buf: list[str]) -> None:
        super().descr(buf)
        buf[-1] = buf[-1].replace("store ", "store volatile ", 1)


Handler = Callable[["FunctionTranslation", Operation], "ir.Value | None"]
HANDLERS: dict[str, Handler] = {}


def handles(*names: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for name in names:
            HANDLERS[name] = fn
        return fn

    return register




# -- control flow and calls ----------------------------------------------------------------------------


@handles("llvm.return")
def _return(ft: FunctionTranslation, op: Operation) -> None:
    if op.operands:
        ft.builder.ret(ft.value(op.operands[0], op))
    else:
        ft.builder.ret_void()


@handles("llvm.br")
def _br(ft: FunctionTranslation, op: Operation) -> None:
    ft.builder.branch(ft.blocks[op.successors[0]])
    ft.branch(op, op.successors[0], list(op.operands))


@handles("llvm.cond_br")
def _cond_br(ft: FunctionTranslation, op: Operation) -> None:
    assert isinstance(op, L.CondBrOp)
    true_dest, false_dest = op.successors
    instr = ft.builder.cbranch(ft.value(op.condition, op), ft.blocks[true_dest], ft.blocks[false_dest])
    weights = op.attributes.get("branch_weights")
    if isinstance(weights, A.DenseElementsAttr):
        module = ft.mt.module
        node = module.add_metadata([ir.MetaDataString(module, "branch_weights"),
                                    *(ir.Constant(ir.IntType(32), int(w)) for w in weights.as_list())])
        instr.set_metadata("prof", node)
    ft.branch(op, true_dest, op.true_dest_operands)
    ft.branch(op, false_dest, op.false_dest_operands)


@handles("llvm.switch")
def _switch(ft: FunctionTranslation, op: Operation) -> None:
    assert isinstance(op, L.SwitchOp)
    value = ft.value(op.value, op)
    default, *cases = op.successors
    instr = ft.builder.switch(value, ft.blocks[default])
    ft.branch(op, default, op.default_operands)
    values = op.attributes.get("case_values")
    case_values = values.as_list() if isinstance(values, A.DenseElementsAttr) else []
    for i, (case, dest) in enumerate(zip(case_values, cases)):
        instr.add_case(ir.Constant(value.type, C.wrap_int(int(case), value.type.width)), ft.blocks[dest])
        ft.branch(op, dest, op.case_operands_of(i))


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
    instr = ft.builder.call(fn, args, fastmath=_fastmath(op))
    return instr if op.results else None


@handles("llvm.intr.memcpy")
def _memcpy(ft: FunctionTranslation, op: Operation) -> None:
    dst, src, length, volatile = ft.operands(op)
    b = ft.builder
    # overloads on pointers to types without an intrinsic mangling here go through i8 pointers
    if not _mangles(dst.type):
        dst = b.bitcast(dst, ir.PointerType(ir.IntType(8), dst.type.addrspace))
    if not _mangles(src.type):
        src = b.bitcast(src, ir.PointerType(ir.IntType(8), src.type.addrspace))
    fn = ft.mt.module.declare_intrinsic("llvm.memcpy", [dst.type, src.type, length.type])
    b.call(fn, [dst, src, length, volatile])


def _mangles(t: ir.Type) -> bool:
    pointee = getattr(t, "pointee", None)
    return pointee is None or isinstance(pointee, (ir.IntType, ir.HalfType, ir.FloatType, ir.DoubleType))


# -- constants and globals ---------------------------------------------------------------------------------


@handles("llvm.mlir.constant")
def _constant(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, L.ConstantOp)
    return ft.mt.constant(op.value, ft.mt.type(op.results[0].type, op), op)


@handles("llvm.mlir.null")
def _null(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return ir.Constant(ft.mt.type(op.results[0].type, op), None)


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


@handles("llvm.alloca")
def _alloca(ft: FunctionTranslation, op: Operation) -> ir.Value:
    result_type = op.results[0].type
    assert isinstance(result_type, T.LLVMPointerType)
    if result_type.address_space != 0:
        raise op_error(op, "cannot translate an alloca in a non-default address space")
    instr = ft.builder.alloca(ft.mt.type(pointee_of(op, result_type), op), size=ft.value(op.operands[0], op))
    _set_alignment(op, instr)
    return instr


def _set_alignment(op: Operation, instr: ir.Instruction) -> None:
    alignment = op.attributes.get("alignment")
    if isinstance(alignment, A.IntegerAttr) and alignment.value:
        instr.align = alignment.value


@handles("llvm.load")
def _load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    ptr = ft.value(op.operands[0], op)
    instr = ft.builder.load(ptr, typ=ft.mt.type(op.results[0].type, op))
    _set_alignment(op, instr)
    if "volatile_" in op.attributes:
        instr.__class__ = _VolatileLoad
    return instr


@handles("llvm.store")
def _store(ft: FunctionTranslation, op: Operation) -> None:
    value, ptr = ft.operands(op)
    instr = ft.builder.store(value, ptr)
    _set_alignment(op, instr)
    if "volatile_" in op.attributes:
        instr.__class__ = _VolatileStore


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
            indices.append(ir.Constant(ir.IntType(32), i))
    source = ft.mt.type(pointee_of(op, op.base.type), op)
    instr = ft.builder.gep(base, indices, source_etype=source)
    instr.type = ft.mt.type(op.results[0].type, op)
    return instr


# -- aggregates ---------------------------------------------------------------------------------------------


@handles("llvm.extractvalue")
def _extractvalue(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return ft.builder.extract_value(ft.value(op.operands[0], op), positions(op))


@handles("llvm.insertvalue")
def _insertvalue(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, L.InsertValueOp)
    return ft.builder.insert_value(ft.value(op.container, op), ft.value(op.value, op), positions(op))


# -- arithmetic, comparisons, casts ---------------------------------------------------------------------------


@handles(*_BINARY)
def _binary(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    method = getattr(ft.builder, _BINARY[op.op_name])
    if op.op_name.startswith("llvm.f"):
        return method(lhs, rhs, flags=_fastmath(op))
    return method(lhs, rhs)


@handles("llvm.fneg")
def _fneg(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return ft.builder.fneg(ft.value(op.operands[0], op), flags=_fastmath(op))


@handles("llvm.icmp")
def _icmp(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    kind, symbol = _ICMP[L.ICMP_PREDICATES[op.attributes["predicate"].value]]  # type: ignore[attr-defined]
    compare = ft.builder.icmp_signed if kind == "signed" else ft.builder.icmp_unsigned
    return compare(symbol, lhs, rhs)


@handles("llvm.fcmp")
def _fcmp(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    predicate = L.FCMP_PREDICATES[op.attributes["predicate"].value].lstrip("_")  # type: ignore[attr-defined]
    return ft.builder.fcmp_ordered(predicate, lhs, rhs, flags=_fastmath(op))


@handles("llvm.select")
def _select(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return ft.builder.select(*ft.operands(op))


@handles(*CASTS)
def _cast(ft: FunctionTranslation, op: Operation) -> ir.Value:
    method = getattr(ft.builder, CASTS[op.op_name])
    return method(ft.value(op.operands[0], op), ft.mt.type(op.results[0].type, op))
