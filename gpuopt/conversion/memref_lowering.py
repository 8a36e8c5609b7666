"""memref -> LLVM: descriptor sizes, operand promotion for calls, and the memref op patterns.

`memref_descriptor_sizes` follows MLIR 14's getMemRefDescriptorSizes exactly (constants for static sizes,
running strides from the innermost dimension, size in bytes as `ptrtoint(gep(null, n))`), because the
order of the ops it creates is visible in the output.
"""

from __future__ import annotations

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, index_constant
from gpuopt.dialects import llvm, memref
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


def memref_descriptor_sizes(rw: ConversionPatternRewriter, t: T.MemRefType, dynamic_sizes: list[Value]
                            ) -> tuple[list[Value], list[Value], Value]:
    sizes: list[Value] = []
    dynamic = iter(dynamic_sizes)
    for size in t.shape:
        sizes.append(next(dynamic) if size == T.DYNAMIC else index_constant(rw, size))
    strides: list[Value | None] = [None] * t.rank
    stride = 1
    running = index_constant(rw, 1)
    for i in reversed(range(t.rank)):
        strides[i] = running
        size = t.shape[i]
        if size == 0:
            continue
        use_size_as_stride = stride == 1
        if size == T.DYNAMIC:
            stride = T.DYNAMIC
        if stride != T.DYNAMIC:
            stride *= size
        if use_size_as_stride:
            running = sizes[i]
        elif stride == T.DYNAMIC:
            running = rw.create(llvm.MulOp.build(running, sizes[i])).result
        else:
            running = index_constant(rw, stride)
    element_ptr = rw.converter.element_pointer(t)
    null = rw.create(llvm.NullOp.build(element_ptr)).result
    gep = rw.create(llvm.GEPOp.build(null, [running], element_ptr)).result
    size_bytes = rw.create(llvm.PtrToIntOp.build(gep, rw.converter.index_type)).result
    return sizes, strides, size_bytes  # type: ignore[return-value]


def promote_operands(rw: ConversionPatternRewriter, originals: list[Value], converted: list[Value]) -> list[Value]:
    """Call arguments: a memref operand is passed as its descriptor's fields, other operands as they are."""
    out: list[Value] = []
    for orig, new in zip(originals, converted):
        if isinstance(orig.type, T.MemRefType):
            out.extend(MemRefDescriptor(new).unpack(rw, orig.type.rank))
        elif isinstance(orig.type, T.UnrankedMemRefType):
            out.extend(UnrankedMemRefDescriptor(new).unpack(rw))
        else:
            out.append(new)
    return out


def strided_element_ptr(rw: ConversionPatternRewriter, desc: MemRefDescriptor, t: T.MemRefType, indices: list[Value]
                   ) -> Value:
    """The element pointer for `indices`: aligned + sum(index_i * stride_i) (static strides as constants)."""
    base = desc.aligned_ptr(rw)
    strides = _static_strides(t)
    offset: Value | None = None
    for i, index in enumerate(indices):
        if strides[i] == 1:
            term = index
        else:
            stride = desc.stride(rw, i) if strides[i] == T.DYNAMIC else index_constant(rw, strides[i])
            term = rw.create(llvm.MulOp.build(index, stride)).result
        offset = term if offset is None else rw.create(llvm.AddOp.build(offset, term)).result
    if offset is None:
        return base
    return rw.create(llvm.GEPOp.build(base, [offset], base.type)).result


def _static_strides(t: T.MemRefType) -> list[int]:
    strides = [1] * t.rank
    running = 1
    for i in reversed(range(t.rank)):
        strides[i] = running
        if running != T.DYNAMIC:
            running = T.DYNAMIC if t.shape[i] == T.DYNAMIC else running * t.shape[i]
    return strides


def _require_lowerable(t: T.Type) -> T.MemRefType:
    if not isinstance(t, T.MemRefType) or t.layout is not None:
        raise MatchFailure(f"only memrefs with an identity layout are lowered, got '{t}'")
    return t


class AllocLikeLowering(ConversionPattern):
    """memref.alloc (malloc) and memref.alloca (llvm.alloca)."""

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = _require_lowerable(op.results[0].type)
        alignment_attr = op.attributes.get("alignment")
        alignment = alignment_attr.value if isinstance(alignment_attr, A.IntegerAttr) else None
        sizes, strides, size_bytes = memref_descriptor_sizes(rw, t, adaptor.dynamic_sizes)
        element_ptr = rw.converter.element_pointer(t)
        aligned: Value | None = None
        if self.root is memref.AllocaOp:
            ptr = rw.create(llvm.AllocaOp.build(size_bytes, element_ptr, rw.converter.convert_type(t.element_type),
                                                alignment)).result
        else:
            if alignment:  # over-allocate by the alignment, then round the pointer up to it
                align = index_constant(rw, alignment)
                size_bytes = rw.create(llvm.AddOp.build(size_bytes, align)).result
            declare_function(rw, "malloc", T.LLVMFunctionType(rw.converter.void_ptr, (rw.converter.index_type,)),
                             at_start=True)
            raw = rw.create(llvm.CallOp.build("malloc", [size_bytes], rw.converter.void_ptr)).result
            ptr = rw.create(llvm.BitcastOp.build(raw, element_ptr)).result
            if alignment:
                aligned = _align_up(rw, ptr, align)
        desc = MemRefDescriptor.from_buffer(rw, rw.converter.convert_type(t), ptr, sizes, strides, aligned)
        rw.replace_op(op, [desc.value])


def _align_up(rw: ConversionPatternRewriter, ptr: Value, alignment: Value) -> Value:
    """`ptr` rounded up to a multiple of `alignment`: (p + a - 1) - (p + a - 1) % a, as MLIR 14 computes it."""
    address = rw.create(llvm.PtrToIntOp.build(ptr, rw.converter.index_type)).result
    one = index_constant(rw, 1)
    bump = rw.create(llvm.SubOp.build(alignment, one)).result
    bumped = rw.create(llvm.AddOp.build(address, bump)).result
    rest = rw.create(llvm.URemOp.build(bumped, alignment)).result
    rounded = rw.create(llvm.SubOp.build(bumped, rest)).result
    return rw.create(llvm.IntToPtrOp.build(rounded, ptr.type)).result


class AllocOpLowering(AllocLikeLowering):
    root = memref.AllocOp


class AllocaOpLowering(AllocLikeLowering):
    root = memref.AllocaOp


class DeallocOpLowering(ConversionPattern):
    root = memref.DeallocOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        declare_function(rw, "free", T.LLVMFunctionType(T.llvm_void, (rw.converter.void_ptr,)), at_start=True)
        ptr = MemRefDescriptor(adaptor.operands[0]).allocated_ptr(rw)
        void = rw.create(llvm.BitcastOp.build(ptr, rw.converter.void_ptr)).result
        rw.create(llvm.CallOp.build("free", [void], None))
        rw.erase_op(op)


class LoadOpLowering(ConversionPattern):
    root = memref.LoadOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = _require_lowerable(op.operands[0].type)
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.operands[0]), t, adaptor.operands[1:])
        rw.replace_op(op, [rw.create(llvm.LoadOp.build(ptr)).result])


class StoreOpLowering(ConversionPattern):
    root = memref.StoreOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = _require_lowerable(op.operands[1].type)
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.operands[1]), t, adaptor.operands[2:])
        rw.create(llvm.StoreOp.build(adaptor.operands[0], ptr))
        rw.erase_op(op)


class DimOpLowering(ConversionPattern):
    root = memref.DimOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.operands[0].type
        if not isinstance(t, T.MemRefType):
            raise MatchFailure("memref.dim of an unranked memref is not supported yet")
        index_def = getattr(op.operands[1], "op", None)
        value = index_def.attributes.get("value") if index_def is not None else None
        if not isinstance(value, A.IntegerAttr):
            # A dynamic index: spill the sizes array to the stack and load the element.
            c = rw.converter
            zero = index_constant(rw, 0)
            one = index_constant(rw, 1)
            sizes = rw.create(llvm.ExtractValueOp.build(adaptor.operands[0], [MemRefDescriptor.SIZES])).result
            slot = rw.create(llvm.AllocaOp.build(one, c.pointer(sizes.type), sizes.type)).result
            rw.create(llvm.StoreOp.build(sizes, slot))
            element = rw.create(llvm.GEPOp.build(slot, [zero, adaptor.operands[1]], c.pointer(c.index_type)))
            rw.replace_op(op, [rw.create(llvm.LoadOp.build(element.result)).result])
            return
        i = value.value
        if t.shape[i] != T.DYNAMIC:
            rw.replace_op(op, [index_constant(rw, t.shape[i])])
            return
        rw.replace_op(op, [MemRefDescriptor(adaptor.operands[0]).size(rw, i)])


class CastOpLowering(ConversionPattern):
    """Ranked -> ranked casts keep the descriptor; ranked -> unranked spills it to the stack."""

    root = memref.CastOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src, dst = op.operands[0].type, op.results[0].type
        value = adaptor.operands[0]
        if isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType):
            rw.replace_op(op, [value])
            return
        if isinstance(src, T.MemRefType) and isinstance(dst, T.UnrankedMemRefType):
            c = rw.converter
            one = index_constant(rw, 1)
            slot = rw.create(llvm.AllocaOp.build(one, c.pointer(value.type), value.type)).result
            rw.create(llvm.StoreOp.build(value, slot))
            void = rw.create(llvm.BitcastOp.build(slot, c.void_ptr)).result
            rank = rw.create(llvm.ConstantOp.build(A.IntegerAttr(src.rank, T.i64), c.index_type)).result
            desc = UnrankedMemRefDescriptor.pack(rw, c.convert_type(dst), [rank, void])
            rw.replace_op(op, [desc.value])
            return
        if isinstance(src, T.UnrankedMemRefType) and isinstance(dst, T.MemRefType):
            c = rw.converter
            desc_type = c.convert_type(dst)
            ptr = UnrankedMemRefDescriptor(value).unpack_ptr(rw)
            typed = rw.create(llvm.BitcastOp.build(ptr, c.pointer(desc_type))).result
            rw.replace_op(op, [rw.create(llvm.LoadOp.build(typed)).result])
            return
        raise MatchFailure(f"memref.cast from '{src}' to '{dst}' is not supported yet")


def memref_to_llvm_patterns(converter) -> list[ConversionPattern]:
    return [cls(converter) for cls in (AllocOpLowering, AllocaOpLowering, DeallocOpLowering, LoadOpLowering,
                                       StoreOpLowering, DimOpLowering, CastOpLowering)]
