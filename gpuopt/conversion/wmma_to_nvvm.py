"""`gpu.subgroup_mma_*` -> NVVM's wmma ops (upstream's WmmaOpsToNvvm.cpp at LLVM 14).

A `!gpu.mma_matrix` lowers to the LLVM struct of one thread's share of the fragment (NVVM::inferMMAType:
eight `vector<2xf16>` for an f16 A or B operand, four for an f16 accumulator, eight f32 for an f32
accumulator, four i32 for tf32), so that `nvvm.wmma.load` / `.mma` / `.store` take and give it as it is.
The A, B and C operands are always row-major (14 lowers no other layout), the missing dimension of a
load comes from the shapes NVVM has intrinsics for, and the tile's first element is addressed as
`memref.load` addresses it (the memref's strides); `leadDimension` is the intrinsic's stride operand.

One difference from 14 on purpose: `maxf`/`minf` end in `select %isnan, %nan, %max` (later upstream) where
14 writes `select %isnan, %max, %nan`, which gives NaN for every pair of ordered operands.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.gpu_ops_lowering import GpuTypeConverter
from gpuopt.conversion.memref_descriptor import MemRefDescriptor
from gpuopt.conversion.memref_lowering import strided_element_ptr
from gpuopt.dialects import gpu, llvm
from gpuopt.dialects import nvvm as N
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

UNSUPPORTED = "Unsupported WMMA variant."

_FRAGMENTS = {"AOp": "a", "BOp": "b", "COp": "c"}


def mma_element_type(t: T.MMAMatrixType) -> str:
    """The NVVM element type of a matrix: f16, f32 for an accumulator of f32, tf32 for f32 operands."""
    if t.element_type == T.f16:
        return "f16"
    return "f32" if t.operand == "COp" else "tf32"


def mma_struct_type(t: T.MMAMatrixType) -> T.LLVMStructType:
    """convertMMAToLLVMType: the struct of one thread's share of the fragment."""
    element, count = N.mma_fragment(mma_element_type(t), _FRAGMENTS[t.operand])
    return T.LLVMStructType((element,) * count)


class NVVMTypeConverter(GpuTypeConverter):
    """convert-gpu-to-nvvm's converter: the kernel lowerings' one, plus `!gpu.mma_matrix` (14 adds that
    conversion in this pass only)."""

    def _convert(self, t: T.Type) -> T.Type | None:
        if isinstance(t, T.MMAMatrixType):
            return mma_struct_type(t)
        return super()._convert(t)


_SHAPE_ORDER = ((16, 16, 16), (32, 8, 16), (8, 32, 16), (16, 16, 8))
"""The shapes of NVVM's wmma intrinsics in the order MLIR 14 searches them when inferring a dimension."""


def _complete_shape(t: T.MMAMatrixType, eltype: str) -> tuple[int, int, int]:
    """(m, n, k) of a load or store: two from the matrix's shape (A: m x k, B: k x n, C: m x n), the third
    the first intrinsic shape that has them (0 when none)."""
    rows, cols = t.shape
    known = {"AOp": (rows, None, cols), "BOp": (None, cols, rows), "COp": (rows, cols, None)}[t.operand]
    frag = _FRAGMENTS[t.operand]
    for shape in _SHAPE_ORDER:
        if all(k is None or k == s for k, s in zip(known, shape)) and (shape, frag, eltype) in N.WMMA_SHAPES_LDST:
            return shape
    return tuple(0 if k is None else k for k in known)  # type: ignore[return-value]


def _check_llvm_operands(operands: list[Value]) -> None:
    if not all(llvm.is_compatible(v.type) for v in operands):
        raise MatchFailure("cannot convert if operands aren't of LLVM type.")


def _shape_attrs(shape: tuple[int, int, int]) -> dict[str, A.Attribute]:
    return {k: A.IntegerAttr(v, T.i32) for k, v in zip("mnk", shape)}


def _extract(rw: ConversionPatternRewriter, struct: Value, i: int) -> Value:
    """`llvm.extractvalue %s[i : i32]` (14 builds these positions with getI32ArrayAttr)."""
    element = struct.type.body_types[i]  # type: ignore[attr-defined]
    return rw.create(llvm.ExtractValueOp(llvm.ExtractValueOp.name, [struct], [element],
                                         {"position": _i32_position(i)})).result


def _insert(rw: ConversionPatternRewriter, struct: Value, value: Value, i: int) -> Value:
    return rw.create(llvm.InsertValueOp(llvm.InsertValueOp.name, [struct, value], [struct.type],
                                        {"position": _i32_position(i)})).result


def _i32_position(i: int) -> A.ArrayAttr:
    return A.ArrayAttr((A.IntegerAttr(i, T.i32),))


def _unpack(rw: ConversionPatternRewriter, struct: Value) -> list[Value]:
    return [_extract(rw, struct, i) for i in range(len(struct.type.body_types))]  # type: ignore[attr-defined]


class WmmaLoadOpToNVVMLowering(ConversionPattern):
    root = gpu.SubgroupMmaLoadMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_llvm_operands(adaptor.operands)
        matrix: T.MMAMatrixType = op.res.type  # type: ignore[attr-defined]
        eltype = mma_element_type(matrix)
        frag = _FRAGMENTS[matrix.operand]
        shape = _complete_shape(matrix, eltype)
        if (shape, frag, eltype) not in N.WMMA_SHAPES_LDST:
            raise MatchFailure(UNSUPPORTED)
        lead = op.attributes["leadDimension"]
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.src_memref), op.src_memref.type, adaptor.indices)
        stride = rw.create(llvm.ConstantOp.build(lead, T.i32)).result
        attrs = {**_shape_attrs(shape), "layout": N.MMA_LAYOUT.attr("row"), "eltype": N.MMA_TYPE.attr(eltype),
                 "frag": N.MMA_FRAG.attr(frag)}
        load = rw.create(N.WMMALoadOp(N.WMMALoadOp.name, [ptr, stride], [mma_struct_type(matrix)], attrs))
        rw.replace_op(op, [load.result])


class WmmaStoreOpToNVVMLowering(ConversionPattern):
    root = gpu.SubgroupMmaStoreMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_llvm_operands(adaptor.operands)
        matrix: T.MMAMatrixType = op.src.type  # type: ignore[attr-defined]
        eltype = mma_element_type(matrix)
        shape = _complete_shape(matrix, eltype)
        if (shape, "c", eltype) not in N.WMMA_SHAPES_LDST:
            raise MatchFailure(UNSUPPORTED)
        values = _unpack(rw, adaptor.src)
        lead = op.attributes["leadDimension"]
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.dst_memref), op.dst_memref.type, adaptor.indices)
        stride = rw.create(llvm.ConstantOp.build(lead, T.i32)).result
        attrs = {**_shape_attrs(shape), "layout": N.MMA_LAYOUT.attr("row"), "eltype": N.MMA_TYPE.attr(eltype)}
        rw.create(N.WMMAStoreOp(N.WMMAStoreOp.name, [ptr, *values, stride], [], attrs))
        rw.erase_op(op)


class WmmaMmaOpToNVVMLowering(ConversionPattern):
    root = gpu.SubgroupMmaComputeOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_llvm_operands(adaptor.operands)
        a_type: T.MMAMatrixType = op.op_a.type  # type: ignore[attr-defined]
        c_type: T.MMAMatrixType = op.op_c.type  # type: ignore[attr-defined]
        shape = (c_type.shape[0], c_type.shape[1], a_type.shape[1])
        source, dest = mma_element_type(a_type), mma_element_type(c_type)
        if (shape, source, dest) not in N.WMMA_SHAPES_MMA:
            raise MatchFailure(UNSUPPORTED)
        args = [v for operand in adaptor.operands for v in _unpack(rw, operand)]
        row = N.MMA_LAYOUT.attr("row")
        attrs = {**_shape_attrs(shape), "layoutA": row, "layoutB": row, "eltypeA": N.MMA_TYPE.attr(source),
                 "eltypeB": N.MMA_TYPE.attr(dest)}
        mma = rw.create(N.WMMAMmaOp(N.WMMAMmaOp.name, args, [adaptor.op_c.type], attrs))
        rw.replace_op(op, [mma.result])


class WmmaConstantOpToNVVMLowering(ConversionPattern):
    """The value, made a vector first when the fragment holds vectors, in every member of the struct."""

    root = gpu.SubgroupMmaConstantMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_llvm_operands(adaptor.operands)
        value = adaptor.operands[0]
        struct = mma_struct_type(op.res.type)  # type: ignore[attr-defined]
        element = struct.body_types[0]  # type: ignore[index]
        if isinstance(element, T.VectorType):
            vector = rw.create(llvm.UndefOp.build(element)).result
            for i in range(element.shape[0]):
                index = rw.create(llvm.ConstantOp.build(A.IntegerAttr(i, T.i32), T.i32)).result
                vector = rw.create(llvm.InsertElementOp.build(vector, value, index)).result
            value = vector
        matrix = rw.create(llvm.UndefOp.build(struct)).result
        for i in range(len(struct.body_types)):  # type: ignore[arg-type]
            matrix = _insert(rw, matrix, value, i)
        rw.replace_op(op, [matrix])


def min_max(rw: ConversionPatternRewriter, lhs: Value, rhs: Value, is_min: bool, nan: A.Attribute) -> Value:
    """createMinMaxF of later upstream: NaN (the constant `nan`) when either operand is NaN, else the smaller or
    larger."""
    cmp = rw.create(llvm.FCmpOp.build("olt" if is_min else "ogt", lhs, rhs)).result
    chosen = rw.create(llvm.SelectOp.build(cmp, lhs, rhs)).result
    is_nan = rw.create(llvm.FCmpOp.build("uno", lhs, rhs)).result
    nan_value = rw.create(llvm.ConstantOp.build(nan, lhs.type)).result
    return rw.create(llvm.SelectOp.build(is_nan, nan_value, chosen)).result


_SCALAR_OPS = {"addf": llvm.FAddOp, "mulf": llvm.FMulOp, "divf": llvm.FDivOp}


class WmmaElementwiseOpToNVVMLowering(ConversionPattern):
    """Member by member: extract from every operand, compute, insert into the result."""

    root = gpu.SubgroupMmaElementwiseOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_llvm_operands(adaptor.operands)
        if len(adaptor.operands) != 2:  # 14 builds an invalid llvm op here (or crashes, for maxf and minf)
            raise MatchFailure("the elementwise operations take two operands")
        kind: str = op.operation  # type: ignore[attr-defined]
        struct = mma_struct_type(op.res.type)  # type: ignore[attr-defined]
        matrix = rw.create(llvm.UndefOp.build(struct)).result
        for i in range(len(struct.body_types)):  # type: ignore[arg-type]
            lhs, rhs = (_extract(rw, v, i) for v in adaptor.operands)
            if kind in _SCALAR_OPS:
                element = rw.create(_SCALAR_OPS[kind].build(lhs, rhs)).result
            else:
                scalar = lhs.type.element_type if isinstance(lhs.type, T.VectorType) else lhs.type
                # 14's scalar NaN attribute, also for a vector (gpuopt-translate splats it; mlir-translate 14 fails)
                element = min_max(rw, lhs, rhs, kind == "minf", A.FloatAttr(float("nan"), scalar))
            matrix = _insert(rw, matrix, element, i)
        rw.replace_op(op, [matrix])


def wmma_to_nvvm_patterns(converter: GpuTypeConverter) -> list[ConversionPattern]:
    """populateGpuWMMAToNVVMConversionPatterns."""
    return [WmmaLoadOpToNVVMLowering(converter), WmmaMmaOpToNVVMLowering(converter),
            WmmaStoreOpToNVVMLowering(converter), WmmaConstantOpToNVVMLowering(converter),
            WmmaElementwiseOpToNVVMLowering(converter)]
