"""The LLVM dialect's intrinsic ops (`llvm.intr.*`) to LLVM IR, as MLIR 14's llvmBuilders write them.

Most ops are one call of their intrinsic with their own operands: the name is the op's `intrinsic`, mangled
with the types its class lists as overloaded (results first, then operands: `llvm.powi.f32.i32`,
`llvm.get.active.lane.mask.v4i1.i32`), declared on first use with LLVM 14's attributes
(translate/intrinsics.py).  The others follow 14's builders: the masked loads and stores put the alignment
attribute among the arguments (and an undef pass-through when there is none), the matrix ops append their
shape, the column-major load and store mark the pointer argument `align` (the ABI alignment of the element
type, as LLVM's MatrixBuilder does), and `vector.reduce.fadd/fmul` set the `reassoc` fast-math flag on the
call when the op's `reassoc` attribute is true.  As IRBuilder, none of them folds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from llvmlite import ir

from gpuopt.dialects import llvm_intr as I
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.translate import constants as C
from gpuopt.translate.fnattrs import Attribute
from gpuopt.translate.intrinsics import call_intrinsic, mangle
from gpuopt.translate.registry import handles

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation

_I1 = ir.IntType(1)
_I32 = ir.IntType(32)


def intrinsic_name(base: str, types: list[ir.Type]) -> str:
    """Intrinsic::getName: the base name and each overloaded type's mangling, dot-separated."""
    return ".".join([base, *(mangle(t) for t in types)])


def _result(ft: FunctionTranslation, op: Operation) -> ir.Type:
    return ft.mt.type(op.results[0].type, op) if op.results else ir.VoidType()


def _attr(op: Operation, name: str) -> int:
    value = op.attributes[name]
    assert isinstance(value, A.IntegerAttr)  # (the verifier has checked the kind)
    return value.value


_SPECIAL = {I.MaskedLoadOp, I.MaskedStoreOp, I.masked_gather, I.masked_scatter, I.MatrixMultiplyOp,
            I.MatrixTransposeOp, I.MatrixColumnMajorLoadOp, I.MatrixColumnMajorStoreOp,
            I.OPS["vector.reduce.fadd"], I.OPS["vector.reduce.fmul"]}


@handles(*(cls.name for cls in I.OPS.values() if cls not in _SPECIAL))
def _call(ft: FunctionTranslation, op: Operation) -> ir.Value | None:
    """LLVM_IntrOpBase's builder: the intrinsic called with the op's operands."""
    cls = type(op)
    assert issubclass(cls, I.IntrOp)
    args = ft.operands(op)
    result = _result(ft, op)
    overloaded = [result] * len(cls.overloaded_results) + [args[i].type for i in cls.overloaded_operands]
    call = call_intrinsic(ft, intrinsic_name(cls.intrinsic, overloaded), result, args)
    return call if op.results else None


@handles("llvm.intr.vector.reduce.fadd", "llvm.intr.vector.reduce.fmul")
def _reduction_with_start(ft: FunctionTranslation, op: Operation) -> ir.Value:
    """LLVM_VectorReductionAcc: `reassoc` is the call's fast-math flag (14's builder sets nothing else)."""
    start, vector = ft.operands(op)
    result = _result(ft, op)
    name = intrinsic_name(type(op).intrinsic, [vector.type])  # type: ignore[attr-defined]
    call = call_intrinsic(ft, name, result, [start, vector])
    reassoc = op.attributes.get("reassoc")
    if isinstance(reassoc, A.IntegerAttr) and reassoc.value:
        call.fastmath_flags = ("reassoc",)
    return call


@handles("llvm.intr.masked.load", "llvm.intr.masked.gather")
def _masked_load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    """IRBuilder::CreateMaskedLoad/Gather: (pointer(s), alignment, mask, pass-through or undef)."""
    ptr, mask, *pass_thru = ft.operands(op)
    result = _result(ft, op)
    args = [ptr, C.const_int(_I32, _attr(op, "alignment")), mask, pass_thru[0] if pass_thru else C.undef(result)]
    return call_intrinsic(ft, intrinsic_name(type(op).intrinsic, [result, ptr.type]), result, args)  # type: ignore


@handles("llvm.intr.masked.store", "llvm.intr.masked.scatter")
def _masked_store(ft: FunctionTranslation, op: Operation) -> None:
    """IRBuilder::CreateMaskedStore/Scatter: (value, pointer(s), alignment, mask)."""
    value, ptr, mask = ft.operands(op)
    args = [value, ptr, C.const_int(_I32, _attr(op, "alignment")), mask]
    call_intrinsic(ft, intrinsic_name(type(op).intrinsic, [value.type, ptr.type]), ir.VoidType(), args)  # type: ignore


@handles("llvm.intr.matrix.multiply")
def _matrix_multiply(ft: FunctionTranslation, op: Operation) -> ir.Value:
    lhs, rhs = ft.operands(op)
    result = _result(ft, op)
    shape = [C.const_int(_I32, _attr(op, n)) for n in ("lhs_rows", "lhs_columns", "rhs_columns")]
    return call_intrinsic(ft, intrinsic_name("llvm.matrix.multiply", [result, lhs.type, rhs.type]), result,
                          [lhs, rhs, *shape])


@handles("llvm.intr.matrix.transpose")
def _matrix_transpose(ft: FunctionTranslation, op: Operation) -> ir.Value:
    (matrix,) = ft.operands(op)
    result = _result(ft, op)
    shape = [C.const_int(_I32, _attr(op, n)) for n in ("rows", "columns")]
    return call_intrinsic(ft, intrinsic_name("llvm.matrix.transpose", [result]), result, [matrix, *shape])


def _memory_shape(op: Operation) -> list[ir.Value]:
    """The column-major ops' trailing arguments: isVolatile, rows, columns."""
    return [C.const_int(_I1, _attr(op, "isVolatile")), C.const_int(_I32, _attr(op, "rows")),
            C.const_int(_I32, _attr(op, "columns"))]


def _element_alignment(ft: FunctionTranslation, vector: ir.Type) -> int:
    element = vector.element if isinstance(vector, ir.VectorType) else vector
    return ft.mt.info.data_layout.abi_alignment(element)


@handles("llvm.intr.matrix.column.major.load")
def _column_major_load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    """MatrixBuilder::CreateColumnMajorLoad: the result is rows x columns elements of the op's element type."""
    data, stride = ft.operands(op)
    declared = _result(ft, op)
    element = declared.element if isinstance(declared, ir.VectorType) else declared
    result = ir.VectorType(element, _attr(op, "rows") * _attr(op, "columns"))
    name = intrinsic_name("llvm.matrix.column.major.load", [result, stride.type])
    call = call_intrinsic(ft, name, result, [data, stride, *_memory_shape(op)])
    call.param_attributes = {0: [Attribute("align", _element_alignment(ft, declared))]}
    return call


@handles("llvm.intr.matrix.column.major.store")
def _column_major_store(ft: FunctionTranslation, op: Operation) -> None:
    matrix, data, stride = ft.operands(op)
    name = intrinsic_name("llvm.matrix.column.major.store", [matrix.type, stride.type])
    call = call_intrinsic(ft, name, ir.VoidType(), [matrix, data, stride, *_memory_shape(op)])
    call.param_attributes = {1: [Attribute("align", _element_alignment(ft, matrix.type))]}
