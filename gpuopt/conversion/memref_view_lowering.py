"""memref -> LLVM for the views (MLIR 14's MemRefToLLVM): subview, reinterpret_cast, reshape, expand_shape and
collapse_shape, transpose and view each build a new descriptor over the source's buffer.  The op order follows
14's C++ (the constants each helper makes, and when), which is what the output shows.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, index_constant
from gpuopt.dialects import llvm, memref
from gpuopt.dialects.memref_views import reassociation, static_values, subview_result_type
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.affine import AffineMap
from gpuopt.ir.core import Operation, Value
from gpuopt.ir.strided import DYNAMIC_STRIDE, strides_and_offset


def i64_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    """`llvm.mlir.constant(N : i64)` of the index type (the subview lowering's getI64IntegerAttr)."""
    return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, T.i64), rw.converter.index_type)).result


def _descriptor_type(rw: ConversionPatternRewriter, t: T.Type) -> T.Type:
    converted = rw.converter.convert_type(t)
    if converted is None:
        raise MatchFailure(f"'{t}' has no LLVM descriptor type")
    return converted


def _element_pointer(rw: ConversionPatternRewriter, t: T.MemRefType) -> T.Type:
    return rw.converter.pointer(rw.converter.convert_type(t.element_type), t.memory_space_number)


class SubViewOpLowering(ConversionPattern):
    """The source's pointers; the offset moved by `offset_i * stride_i` (a constant when the inferred layout
    says so); sizes and strides from the innermost kept dimension outwards, a dynamic stride as the
    source's times the subview's."""

    root = memref.SubViewOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        source_type: T.MemRefType = op.source.type  # type: ignore[attr-defined]
        view_type: T.MemRefType = op.result_.type  # type: ignore[attr-defined]
        inferred = subview_result_type(source_type, static_values(op, "static_offsets"),
                                       static_values(op, "static_sizes"), static_values(op, "static_strides"))
        target_type = _descriptor_type(rw, view_type)
        found = strides_and_offset(inferred)
        if found is None or rw.converter.convert_type(source_type.element_type) is None:
            raise MatchFailure("the inferred subview type is not strided")
        dropped = op.dropped_dims()  # type: ignore[attr-defined]
        if dropped is None:  # (14 asserts)
            raise MatchFailure("unable to find unused dims of subview")
        strides, offset = found
        source = MemRefDescriptor(adaptor.source)
        target = MemRefDescriptor.undef(rw, target_type)
        element_ptr = _element_pointer(rw, view_type)
        target.set_allocated_ptr(rw, rw.create(llvm.BitcastOp.build(source.allocated_ptr(rw), element_ptr)).result)
        target.set_aligned_ptr(rw, rw.create(llvm.BitcastOp.build(source.aligned_ptr(rw), element_ptr)).result)
        stride_values = [source.stride(rw, i) for i in range(inferred.rank)]
        dynamic_offsets, dynamic_sizes, dynamic_strides = (list(adaptor.offsets), list(adaptor.sizes),
                                                           list(adaptor.strides))
        if offset != DYNAMIC_STRIDE:
            target.set_constant_offset(rw, offset)
        else:
            base = source.offset(rw)
            offsets = iter(dynamic_offsets)
            for i, o in enumerate(static_values(op, "static_offsets")[:inferred.rank]):
                value = next(offsets) if o == DYNAMIC_STRIDE else i64_constant(rw, o)
                product = rw.create(llvm.MulOp.build(value, stride_values[i])).result
                base = rw.create(llvm.AddOp.build(base, product)).result
            target.set_offset(rw, base)
        sizes = static_values(op, "static_sizes")
        view_strides = static_values(op, "static_strides")
        j = view_type.rank - 1
        for i in reversed(range(inferred.rank)):
            if j < 0:
                break
            if i in dropped:
                continue
            if sizes[i] == T.DYNAMIC:
                size = dynamic_sizes[sum(1 for s in sizes[:i] if s == T.DYNAMIC)]
            else:
                size = i64_constant(rw, sizes[i])
            if strides[i] != DYNAMIC_STRIDE:
                stride = i64_constant(rw, strides[i])
            else:
                if view_strides[i] == DYNAMIC_STRIDE:
                    stride = dynamic_strides[sum(1 for s in view_strides[:i] if s == DYNAMIC_STRIDE)]
                else:
                    stride = i64_constant(rw, view_strides[i])
                stride = rw.create(llvm.MulOp.build(stride, stride_values[i])).result
            target.set_size(rw, j, size)
            target.set_stride(rw, j, stride)
            j -= 1
        rw.replace_op(op, [target.value])


def pointers_and_offset(rw: ConversionPatternRewriter, t: T.Type, value: Value, with_offset: bool
                        ) -> tuple[Value, Value, Value | None]:
    """extractPointersAndOffset: from a ranked descriptor, or from the ranked one an unranked one points to."""
    if isinstance(t, T.MemRefType):
        desc = MemRefDescriptor(value)
        allocated, aligned = desc.allocated_ptr(rw), desc.aligned_ptr(rw)
        return allocated, aligned, desc.offset(rw) if with_offset else None
    c = rw.converter
    elem_ptr_ptr = c.pointer(c.pointer(c.convert_type(t.element_type), _space(t)))  # type: ignore[attr-defined]
    desc_ptr = UnrankedMemRefDescriptor(value).unpack_ptr(rw)
    allocated = UnrankedMemRefDescriptor.allocated_ptr(rw, desc_ptr, elem_ptr_ptr)
    aligned = UnrankedMemRefDescriptor.aligned_ptr(rw, desc_ptr, elem_ptr_ptr)
    offset = UnrankedMemRefDescriptor.offset(rw, desc_ptr, elem_ptr_ptr) if with_offset else None
    return allocated, aligned, offset


def _space(t: T.Type) -> int:
    space = getattr(t, "memory_space", None)
    return space.value if isinstance(space, A.IntegerAttr) else 0


class ReinterpretCastOpLowering(ConversionPattern):
    """The source's pointers with the op's offset, sizes and strides."""

    root = memref.ReinterpretCastOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        target_type: T.MemRefType = op.result_.type  # type: ignore[attr-defined]
        desc = MemRefDescriptor.undef(rw, _descriptor_type(rw, target_type))
        allocated, aligned, _ = pointers_and_offset(rw, op.source.type, adaptor.source, False)  # type: ignore[attr-defined]
        desc.set_allocated_ptr(rw, allocated)
        desc.set_aligned_ptr(rw, aligned)
        offset = static_values(op, "static_offsets")[0]
        if offset == DYNAMIC_STRIDE:
            desc.set_offset(rw, adaptor.offsets[0])
        else:
            desc.set_constant_offset(rw, offset)
        sizes, strides = iter(adaptor.sizes), iter(adaptor.strides)
        static_sizes, static_strides = static_values(op, "static_sizes"), static_values(op, "static_strides")
        for i in range(target_type.rank):
            if static_sizes[i] == T.DYNAMIC:
                desc.set_size(rw, i, next(sizes))
            else:
                desc.set_constant_size(rw, i, static_sizes[i])
            if static_strides[i] == DYNAMIC_STRIDE:
                desc.set_stride(rw, i, next(strides))
            else:
                desc.set_constant_stride(rw, i, static_strides[i])
        rw.replace_op(op, [desc.value])


class ReshapeOpLowering(ConversionPattern):
    """A shape of dynamic length (an unranked result): a ranked descriptor on the stack, filled by a loop from
    the last dimension down (sizes from the shape, strides as running products).  A shape of static length
    is left to memref-expand, as 14 does."""

    root = memref.ReshapeOp
    creates_blocks = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        shape_type: T.MemRefType = op.shape.type  # type: ignore[attr-defined]
        if shape_type.has_static_shape:
            raise MatchFailure("a reshape with a shape of static length is lowered through memref-expand")
        c = rw.converter
        index = c.index_type
        shape = MemRefDescriptor(adaptor.shape)
        rank = shape.size(rw, 0)
        target_type = op.result_.type  # type: ignore[attr-defined]
        target = UnrankedMemRefDescriptor.undef(rw, _descriptor_type(rw, target_type))
        target.set_rank(rw, rank)
        desc_ptr = rw.create(llvm.AllocaOp.build(target.allocation_size(rw), c.void_ptr, T.i8)).result
        target.set_memref_desc_ptr(rw, desc_ptr)
        allocated, aligned, offset = pointers_and_offset(rw, op.source.type, adaptor.source, True)  # type: ignore[attr-defined]
        elem_ptr_ptr = c.pointer(c.pointer(c.convert_type(target_type.element_type), _space(target_type)))
        UnrankedMemRefDescriptor.set_allocated_ptr(rw, desc_ptr, elem_ptr_ptr, allocated)
        UnrankedMemRefDescriptor.set_aligned_ptr(rw, desc_ptr, elem_ptr_ptr, aligned)
        UnrankedMemRefDescriptor.set_offset(rw, desc_ptr, elem_ptr_ptr, offset)  # type: ignore[arg-type]
        sizes_base = UnrankedMemRefDescriptor.size_base_ptr(rw, desc_ptr, elem_ptr_ptr)
        strides_base = UnrankedMemRefDescriptor.stride_base_ptr(rw, sizes_base, rank)
        shape_ptr = shape.aligned_ptr(rw)
        one = index_constant(rw, 1)
        last = rw.create(llvm.SubOp.build(rank, one)).result

        # init -> cond(i, stride) -> body -> cond ... -> remainder (the ops after the reshape)
        init = rw.block
        region = init.parent  # type: ignore[union-attr]
        remaining = rw.split_block(init, op)  # type: ignore[arg-type]
        cond = rw.create_block(region, None, [index, index])  # type: ignore[arg-type]
        rw.merge_blocks(remaining, cond)
        rw.create(llvm.BrOp.build(cond, [last, one]))
        i, stride = cond.args
        with rw.insertion_at_start(cond):
            zero = index_constant(rw, 0)
            more = rw.create(llvm.ICmpOp.build("sge", i, zero)).result
        moved = cond.ops[2]  # the first op after the reshape (there is one: its block's terminator at least)
        body = rw.split_block(cond, moved)
        with rw.insertion_at_start(body):
            size_ptr = rw.create(llvm.GEPOp.build(shape_ptr, [i], c.pointer(index))).result
            size = rw.create(llvm.LoadOp.build(size_ptr)).result
            UnrankedMemRefDescriptor.set_size(rw, sizes_base, i, size)
            UnrankedMemRefDescriptor.set_stride(rw, strides_base, i, stride)
            next_stride = rw.create(llvm.MulOp.build(stride, size)).result
            decrement = rw.create(llvm.SubOp.build(i, one)).result
            rw.create(llvm.BrOp.build(cond, [decrement, next_stride]))
        remainder = rw.split_block(body, moved)
        with rw.insertion_at_end(cond):
            rw.create(llvm.CondBrOp.build(more, body, [], remainder, []))
        rw.replace_op(op, [target.value])


def _expanded_to_collapsed(groups: list[list[int]]) -> dict[int, int]:
    return {d: i for i, group in enumerate(groups) for d in group}


class _ReassociatingReshapeLowering(ConversionPattern):
    """ReassociatingReshapeOpConversion: identity layouts unless both shapes are static; each result size a
    constant, or computed
    from the source's sizes (a product when collapsing, a quotient when expanding); strides constant when
    static, else running products of the sizes from the innermost dimension."""

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src: T.MemRefType = op.src.type  # type: ignore[attr-defined]
        dst: T.MemRefType = op.result_.type  # type: ignore[attr-defined]
        if (not src.has_static_shape or not dst.has_static_shape) and (src.layout is not None
                                                                         or dst.layout is not None):
            raise MatchFailure("only empty layout map is supported")  # (static shapes need no layout rule)
        found = strides_and_offset(dst)
        if found is None:
            raise MatchFailure("failed to get stride and offset exprs")
        strides, _ = found
        source = MemRefDescriptor(adaptor.src)
        target = MemRefDescriptor.undef(rw, _descriptor_type(rw, dst))
        target.set_allocated_ptr(rw, source.allocated_ptr(rw))
        target.set_aligned_ptr(rw, source.aligned_ptr(rw))
        target.set_offset(rw, source.offset(rw))
        groups = reassociation(op)
        if dst.rank < src.rank:
            shape = [self._collapsed_size(rw, source, src, dst, groups, d) for d in range(dst.rank)]
        else:
            to_collapsed = _expanded_to_collapsed(groups)
            shape = [self._expanded_size(rw, source, src, dst, groups, to_collapsed, d) for d in range(dst.rank)]
        values = [index_constant(rw, s) if isinstance(s, int) else s for s in shape]
        for d, v in enumerate(values):
            target.set_size(rw, d, v)
        if DYNAMIC_STRIDE not in strides:
            for d, s in enumerate(strides):
                target.set_constant_stride(rw, d, s)
        else:
            stride = index_constant(rw, 1)
            for d in reversed(range(len(values))):
                target.set_stride(rw, d, stride)
                stride = rw.create(llvm.MulOp.build(values[d], stride)).result
        rw.replace_op(op, [target.value])

    @staticmethod
    def _collapsed_size(rw: ConversionPatternRewriter, source: MemRefDescriptor, src: T.MemRefType,
                        dst: T.MemRefType, groups: list[list[int]], d: int) -> int | Value:
        if dst.shape[d] != T.DYNAMIC:
            return dst.shape[d]
        size = index_constant(rw, 1)
        for k in groups[d]:
            factor = source.size(rw, k) if src.shape[k] == T.DYNAMIC else index_constant(rw, src.shape[k])
            size = rw.create(llvm.MulOp.build(size, factor)).result
        return size

    @staticmethod
    def _expanded_size(rw: ConversionPatternRewriter, source: MemRefDescriptor, src: T.MemRefType,
                       dst: T.MemRefType, groups: list[list[int]], to_collapsed: dict[int, int], d: int
                       ) -> int | Value:
        if dst.shape[d] != T.DYNAMIC:
            return dst.shape[d]
        collapsed = to_collapsed[d]
        others = 1
        for k in groups[collapsed]:
            if k != d:
                others *= dst.shape[k]
        whole = source.size(rw, collapsed) if src.shape[collapsed] == T.DYNAMIC \
            else index_constant(rw, src.shape[collapsed])
        return rw.create(llvm.SDivOp.build(whole, index_constant(rw, others))).result


class ExpandShapeOpLowering(_ReassociatingReshapeLowering):
    root = memref.ExpandShapeOp


class CollapseShapeOpLowering(_ReassociatingReshapeLowering):
    root = memref.CollapseShapeOp


class TransposeOpLowering(ConversionPattern):
    """The source's pointers and offset, each size and stride moved to its permuted place."""

    root = memref.TransposeOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        source = MemRefDescriptor(adaptor.operands[0])
        permutation = AffineMap.of(op.attributes["permutation"])
        assert permutation is not None
        if permutation.is_identity:
            rw.replace_op(op, [source.value])
            return
        target = MemRefDescriptor.undef(rw, _descriptor_type(rw, op.results[0].type))
        target.set_allocated_ptr(rw, source.allocated_ptr(rw))
        target.set_aligned_ptr(rw, source.aligned_ptr(rw))
        target.set_offset(rw, source.offset(rw))
        for position, expr in enumerate(permutation.results):
            target.set_size(rw, expr[1], source.size(rw, position))
            target.set_stride(rw, expr[1], source.stride(rw, position))
        rw.replace_op(op, [target.value])


class ViewOpLowering(ConversionPattern):
    """A byte buffer seen as a contiguous memref: the aligned pointer moved by the byte shift, offset 0,
    sizes from the type or the operands, strides constant or running products of the inner sizes."""

    root = memref.ViewOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        view_type: T.MemRefType = op.result_.type  # type: ignore[attr-defined]
        target_type = _descriptor_type(rw, view_type)
        found = strides_and_offset(view_type)
        if found is None:
            raise MatchFailure("cannot cast to non-strided shape")
        strides, offset = found
        source = MemRefDescriptor(adaptor.source)
        target = MemRefDescriptor.undef(rw, target_type)
        src_type: T.MemRefType = op.source.type  # type: ignore[attr-defined]
        element_ptr = rw.converter.pointer(rw.converter.convert_type(view_type.element_type),
                                           src_type.memory_space_number)
        target.set_allocated_ptr(rw, rw.create(llvm.BitcastOp.build(source.allocated_ptr(rw), element_ptr)).result)
        aligned = source.aligned_ptr(rw)
        shifted = rw.create(llvm.GEPOp.build(aligned, [adaptor.byte_shift], aligned.type)).result
        target.set_aligned_ptr(rw, rw.create(llvm.BitcastOp.build(shifted, element_ptr)).result)
        target.set_offset(rw, index_constant(rw, offset))
        if view_type.rank == 0:
            rw.replace_op(op, [target.value])
            return
        if strides[-1] != 1:
            raise MatchFailure("cannot cast to non-contiguous shape")
        dynamic = list(adaptor.sizes)
        stride: Value | None = None
        next_size: Value | None = None
        for i in reversed(range(view_type.rank)):
            if view_type.shape[i] != T.DYNAMIC:
                size = index_constant(rw, view_type.shape[i])
            else:
                size = dynamic[sum(1 for d in view_type.shape[:i] if d == T.DYNAMIC)]
            target.set_size(rw, i, size)
            if strides[i] != DYNAMIC_STRIDE:
                stride = index_constant(rw, strides[i])
            elif next_size is not None:
                stride = rw.create(llvm.MulOp.build(stride, next_size)).result if stride is not None else next_size
            else:
                stride = index_constant(rw, 1)
            target.set_stride(rw, i, stride)
            next_size = size
        rw.replace_op(op, [target.value])
