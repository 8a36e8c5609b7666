"""memref -> LLVM (MLIR 14's MemRefToLLVM): allocations, globals, element access, casts, copies, atomics.

Every function here creates its ops in the order MLIR 14's C++ does, because that order is what the output
shows.  `memref_descriptor_sizes` is getMemRefDescriptorSizes (constants for static sizes, running strides
from the innermost dimension, size in bytes as `ptrtoint(gep(null, n))`), `strided_element_ptr` is
getStridedElementPtr.  The view ops are in memref_view_lowering.py, the ops that make blocks
(alloca_scope, generic_atomic_rmw) in memref_block_lowering.py.
"""

from __future__ import annotations

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import (
    MemRefDescriptor,
    UnrankedMemRefDescriptor,
    i32_constant,
    index_constant,
)
from gpuopt.dialects import llvm, memref
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.ir.strided import DYNAMIC_STRIDE, strides_and_offset


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


def strided_element_ptr(rw: ConversionPatternRewriter, desc: MemRefDescriptor, t: T.MemRefType,
                        indices: list[Value]) -> Value:
    """getStridedElementPtr: aligned + offset + sum(index_i * stride_i), static strides and offset as constants
    (a unit stride and a zero offset left out).  A layout that is not strided is refused (14 reads garbage
    strides for it; later MLIR does not convert its type)."""
    found = strides_and_offset(t)
    if found is None:
        raise MatchFailure(f"the layout of '{t}' is not strided")
    strides, offset = found
    base = desc.aligned_ptr(rw)
    index: Value | None = None
    if offset != 0:
        index = desc.offset(rw) if offset == DYNAMIC_STRIDE else index_constant(rw, offset)
    for i, increment in enumerate(indices):
        if strides[i] != 1:
            stride = desc.stride(rw, i) if strides[i] == DYNAMIC_STRIDE else index_constant(rw, strides[i])
            increment = rw.create(llvm.MulOp.build(increment, stride)).result
        index = increment if index is None else rw.create(llvm.AddOp.build(index, increment)).result
    if index is None:
        return base
    return rw.create(llvm.GEPOp.build(base, [index], base.type)).result


def size_in_bytes(rw: ConversionPatternRewriter, element_type: T.Type) -> Value:
    """getSizeInBytes: `ptrtoint(gep(null : T*, 1))` (in address space 0)."""
    c = rw.converter
    ptr = c.pointer(c.convert_type(element_type))
    null = rw.create(llvm.NullOp.build(ptr)).result
    gep = rw.create(llvm.GEPOp.build(null, [index_constant(rw, 1)], ptr)).result
    return rw.create(llvm.PtrToIntOp.build(gep, c.index_type)).result


def create_aligned(rw: ConversionPatternRewriter, value: Value, alignment: Value) -> Value:
    """`value` rounded up to a multiple of `alignment`: (v + a - 1) - (v + a - 1) % a (createAligned)."""
    one = index_constant(rw, 1)
    bump = rw.create(llvm.SubOp.build(alignment, one)).result
    bumped = rw.create(llvm.AddOp.build(value, bump)).result
    rest = rw.create(llvm.URemOp.build(bumped, alignment)).result
    return rw.create(llvm.SubOp.build(bumped, rest)).result


def identity_convertible(rw: ConversionPatternRewriter, t: T.Type) -> T.MemRefType:
    """isConvertibleAndHasIdentityMaps, as a match condition."""
    if not isinstance(t, T.MemRefType) or t.layout is not None or rw.converter.convert_type(t.element_type) is None:
        raise MatchFailure(f"only memrefs with an identity layout are lowered, got '{t}'")
    return t


def intrinsic(rw: ConversionPatternRewriter, name: str, operands: list[Value], results: list[T.Type] | None = None
              ) -> Operation:
    """An `llvm.intr.*` op, by name (gpuopt/dialects/llvm_intr.py declares them; it loads at the first)."""
    from gpuopt.dialects import op_class

    cls = op_class(name)
    return rw.create(cls(cls.name, operands, list(results or [])))


def element_size_in_bytes(rw: ConversionPatternRewriter, t: T.Type) -> int:
    """The data layout size of a memref element (DataLayout::getTypeSize with the default layout)."""
    if isinstance(t, T.VectorType):
        return t.num_elements * element_size_in_bytes(rw, t.element_type)
    if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
        ptr_fields = 2 if isinstance(t, T.MemRefType) else 1
        index_fields = (1 + 2 * t.rank) if isinstance(t, T.MemRefType) else 1
        return 8 * ptr_fields + rw.converter.index_type.width // 8 * index_fields
    return (rw.converter.element_size_in_bits(t) + 7) // 8


# ---------------------------------------------------------------------------------------------------------
# Allocations and globals.


class AllocLikeLowering(ConversionPattern):
    """AllocLikeOpLLVMLowering: the sizes and strides of the result type, a buffer from `allocate`, and a
    fresh descriptor of them."""

    def allocate(self, op: Operation, rw: ConversionPatternRewriter, t: T.MemRefType, size_bytes: Value
                 ) -> tuple[Value, Value]:
        raise NotImplementedError

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = identity_convertible(rw, op.results[0].type)
        sizes, strides, size_bytes = memref_descriptor_sizes(rw, t, list(adaptor.operands))
        allocated, aligned = self.allocate(op, rw, t, size_bytes)
        desc = MemRefDescriptor.from_buffer(rw, rw.converter.convert_type(t), allocated, sizes, strides, aligned)
        rw.replace_op(op, [desc.value])


def _alignment(op: Operation) -> int | None:
    attr = op.attributes.get("alignment")
    return attr.value if isinstance(attr, A.IntegerAttr) else None


class AllocOpLowering(AllocLikeLowering):
    """`malloc`, over-allocating by the alignment (an explicit one, or the element's size for elements
    that are not scalars) and rounding the pointer up to it."""

    root = memref.AllocOp

    def allocate(self, op: Operation, rw: ConversionPatternRewriter, t: T.MemRefType, size_bytes: Value
                 ) -> tuple[Value, Value]:
        c = rw.converter
        alignment: Value | None = None
        explicit = _alignment(op)
        if explicit is not None:
            alignment = index_constant(rw, explicit)
        elif not isinstance(t.element_type, (T.IntegerType, T.IndexType, T.FloatType)) or (
                isinstance(t.element_type, T.IntegerType) and not t.element_type.is_signless):
            alignment = size_in_bytes(rw, t.element_type)
        if alignment is not None:
            size_bytes = rw.create(llvm.AddOp.build(size_bytes, alignment)).result
        element_ptr = c.element_pointer(t)
        declare_function(rw, "malloc", T.LLVMFunctionType(c.void_ptr, (c.index_type,)), at_start=True)
        raw = rw.create(llvm.CallOp.build("malloc", [size_bytes], c.void_ptr)).result
        allocated = rw.create(llvm.BitcastOp.build(raw, element_ptr)).result
        if alignment is None:
            return allocated, allocated
        address = rw.create(llvm.PtrToIntOp.build(allocated, c.index_type)).result
        rounded = create_aligned(rw, address, alignment)
        return allocated, rw.create(llvm.IntToPtrOp.build(rounded, element_ptr)).result


MIN_ALIGNED_ALLOC_ALIGNMENT = 16
"""AlignedAllocOpLowering::kMinAlignedAllocAlignment (aligned_alloc needs a power of two)."""


class AlignedAllocOpLowering(AllocLikeLowering):
    """`use-aligned-alloc`: `aligned_alloc(alignment, size)`, the alignment the op's or the element size's
    next power of two (at least 16), the size padded to a multiple of it unless its static part is one."""

    root = memref.AllocOp

    def allocate(self, op: Operation, rw: ConversionPatternRewriter, t: T.MemRefType, size_bytes: Value
                 ) -> tuple[Value, Value]:
        c = rw.converter
        element_size = element_size_in_bytes(rw, t.element_type)
        alignment = _alignment(op)
        if alignment is None:
            alignment = max(MIN_ALIGNED_ALLOC_ALIGNMENT, 1 << max(element_size - 1, 0).bit_length())
        align = index_constant(rw, alignment)
        static_bytes = element_size
        for d in t.shape:
            if d != T.DYNAMIC:
                static_bytes *= d
        if static_bytes % alignment:
            size_bytes = create_aligned(rw, size_bytes, align)
        declare_function(rw, "aligned_alloc", T.LLVMFunctionType(c.void_ptr, (c.index_type, c.index_type)),
                         at_start=True)
        raw = rw.create(llvm.CallOp.build("aligned_alloc", [align, size_bytes], c.void_ptr)).result
        allocated = rw.create(llvm.BitcastOp.build(raw, c.element_pointer(t))).result
        return allocated, allocated


class AllocaOpLowering(AllocLikeLowering):
    root = memref.AllocaOp

    def allocate(self, op: Operation, rw: ConversionPatternRewriter, t: T.MemRefType, size_bytes: Value
                 ) -> tuple[Value, Value]:
        c = rw.converter
        ptr = rw.create(llvm.AllocaOp.build(size_bytes, c.element_pointer(t), c.convert_type(t.element_type),
                                            _alignment(op))).result
        return ptr, ptr


def global_type(rw: ConversionPatternRewriter, t: T.MemRefType) -> T.Type:
    """convertGlobalMemrefTypeToLLVM: nested arrays of the element type (the element type for rank 0)."""
    out = rw.converter.convert_type(t.element_type)
    for d in reversed(t.shape):
        out = T.LLVMArrayType(d, out)
    return out


class GetGlobalMemrefOpLowering(AllocLikeLowering):
    """The global's first element as the aligned pointer, 0xdeadbeef as the allocated one (never freed)."""

    root = memref.GetGlobalOp

    def allocate(self, op: Operation, rw: ConversionPatternRewriter, t: T.MemRefType, size_bytes: Value
                 ) -> tuple[Value, Value]:
        c = rw.converter
        space = t.memory_space_number
        address = rw.create(llvm.AddressOfOp.build(op.attributes["name"].root,  # type: ignore[attr-defined]
                                                   c.pointer(global_type(rw, t), space))).result
        element_ptr = c.element_pointer(t)
        zero = index_constant(rw, 0)
        gep = rw.create(llvm.GEPOp.build(address, [zero] * (t.rank + 1), element_ptr)).result
        dead_beef = int_ptr_constant(rw, 0xDEADBEEF)
        allocated = rw.create(llvm.IntToPtrOp.build(dead_beef, element_ptr)).result
        return allocated, gep


class GlobalMemrefOpLowering(ConversionPattern):
    """An `llvm.mlir.global` of nested arrays: external when public, an `undef` initializer when
    uninitialized, the splat value for rank 0."""

    root = memref.GlobalOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = identity_convertible(rw, op.type)  # type: ignore[attr-defined]
        array = global_type(rw, t)
        visibility = op.attributes.get("sym_visibility")
        linkage = "private" if isinstance(visibility, A.StringAttr) and visibility.value == "private" else "external"
        init = op.attributes.get("initial_value")
        value: A.Attribute | None = None
        if isinstance(init, A.DenseElementsAttr):
            value = init
            if t.rank == 0:
                value = _splat(init)
        new = llvm.GlobalOp.build(array, op.attributes["sym_name"].value, value, linkage,  # type: ignore[attr-defined]
                                  "constant" in op.attributes, t.memory_space_number)
        alignment = _alignment(op)
        if alignment:
            new.attributes["alignment"] = A.IntegerAttr(alignment, T.i64)
        if isinstance(init, A.UnitAttr):
            from gpuopt.ir.core import Block

            block = Block()
            new.regions[0].add_block(block)
            undef = llvm.UndefOp.build(array)
            block.append(undef)
            block.append(llvm.ReturnOp.build([undef.result]))
            for o in block.ops:
                o.loc = op.loc
        rw.create(new)
        rw.erase_op(op)


def _splat(init: A.DenseElementsAttr) -> A.Attribute:
    """The one element of a rank-0 dense attribute, as a typed scalar attribute."""
    element = init.type.element_type  # type: ignore[attr-defined]
    value = init.values[0]
    if isinstance(element, T.FloatType):
        return A.FloatAttr(float(value), element)
    return A.IntegerAttr(int(value), element)


def int_ptr_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    """createIndexAttrConstant with getIntPtrType: `llvm.mlir.constant(N : index) : i64` whatever the index
    bitwidth (pointers are 64-bit)."""
    return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, T.index), T.IntegerType(64))).result


def memory_space_of(t: T.Type) -> int:
    space = getattr(t, "memory_space", None)
    return space.value if isinstance(space, A.IntegerAttr) else 0


class DeallocOpLowering(ConversionPattern):
    root = memref.DeallocOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        declare_function(rw, "free", T.LLVMFunctionType(T.llvm_void, (rw.converter.void_ptr,)), at_start=True)
        ptr = MemRefDescriptor(adaptor.operands[0]).allocated_ptr(rw)
        void = rw.create(llvm.BitcastOp.build(ptr, rw.converter.void_ptr)).result
        rw.create(llvm.CallOp.build("free", [void], None))
        rw.erase_op(op)


# ---------------------------------------------------------------------------------------------------------
# Element access.


class LoadOpLowering(ConversionPattern):
    root = memref.LoadOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.operands[0]), op.operands[0].type, adaptor.operands[1:])
        rw.replace_op(op, [rw.create(llvm.LoadOp.build(ptr)).result])


class StoreOpLowering(ConversionPattern):
    root = memref.StoreOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.operands[1]), op.operands[1].type, adaptor.operands[2:])
        rw.create(llvm.StoreOp.build(adaptor.operands[0], ptr))
        rw.erase_op(op)


class PrefetchOpLowering(ConversionPattern):
    """`llvm.intr.prefetch(ptr, isWrite, locality, isDataCache)`, the flags as i32 constants."""

    root = memref.PrefetchOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.operands[0]), op.operands[0].type, adaptor.operands[1:])
        flags = [i32_constant(rw, op.attributes[k].value)  # type: ignore[attr-defined]
                 for k in ("isWrite", "localityHint", "isDataCache")]
        intrinsic(rw, "llvm.intr.prefetch", [ptr, *flags])
        rw.erase_op(op)


class AtomicRMWOpLowering(ConversionPattern):
    """`llvm.atomicrmw` for the kinds LLVM has (14 leaves maxf, minf, mulf and muli to memref-expand, which
    rewrites them into generic_atomic_rmw); identity layouts only, as 14."""

    root = memref.AtomicRMWOp
    KINDS = {"addf": "fadd", "addi": "add", "assign": "xchg", "maxs": "max", "maxu": "umax", "mins": "min",
             "minu": "umin", "ori": "_or", "andi": "_and"}

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = identity_convertible(rw, op.memref.type)  # type: ignore[attr-defined]
        kind = self.KINDS.get(op.kind)  # type: ignore[attr-defined]
        if kind is None:
            raise MatchFailure(f"atomic_rmw '{op.kind}' has no LLVM atomicrmw operation")  # type: ignore[attr-defined]
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.memref), t, list(adaptor.indices))
        rw.replace_op(op, [rw.create(llvm.AtomicRMWOp.build(kind, ptr, adaptor.value)).result])


class AssumeAlignmentOpLowering(ConversionPattern):
    """`llvm.intr.assume((ptrtoint(aligned) & (alignment - 1)) == 0)`."""

    root = memref.AssumeAlignmentOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        alignment = op.attributes["alignment"].value  # type: ignore[attr-defined]
        ptr = MemRefDescriptor(adaptor.memref).aligned_ptr(rw)
        int_ptr = T.IntegerType(64)
        zero = int_ptr_constant(rw, 0)
        mask = int_ptr_constant(rw, alignment - 1)
        address = rw.create(llvm.PtrToIntOp.build(ptr, int_ptr)).result
        masked = rw.create(llvm.AndOp.build(address, mask)).result
        condition = rw.create(llvm.ICmpOp.build("eq", masked, zero)).result
        intrinsic(rw, "llvm.intr.assume", [condition])
        rw.erase_op(op)


# ---------------------------------------------------------------------------------------------------------
# dim, rank, cast, copy.


class DimOpLowering(ConversionPattern):
    root = memref.DimOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.operands[0].type
        if isinstance(t, T.UnrankedMemRefType):
            rw.replace_op(op, [self._unranked(op, adaptor, rw, t)])
            return
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

    @staticmethod
    def _unranked(op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter, t: T.UnrankedMemRefType) -> Value:
        """The size behind the ranked descriptor: seen as a rank-0 descriptor, the offset field, then
        `index + 1` further."""
        c = rw.converter
        space = memory_space_of(t)
        scalar = c.convert_type(T.MemRefType((), t.element_type))
        desc_ptr = UnrankedMemRefDescriptor(adaptor.operands[0]).unpack_ptr(rw)
        typed = rw.create(llvm.BitcastOp.build(desc_ptr, c.pointer(scalar, space))).result
        index_ptr = c.pointer(c.index_type, space)
        i32_constant(rw, 2)
        offset_ptr = rw.create(llvm.GEPOp.build(typed, [index_constant(rw, 0), 2], index_ptr)).result
        plus_one = rw.create(llvm.AddOp.build(index_constant(rw, 1), adaptor.operands[1])).result
        size_ptr = rw.create(llvm.GEPOp.build(offset_ptr, [plus_one], index_ptr)).result
        return rw.create(llvm.LoadOp.build(size_ptr)).result


class RankOpLowering(ConversionPattern):
    root = memref.RankOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.operands[0].type
        if isinstance(t, T.UnrankedMemRefType):
            rw.replace_op(op, [UnrankedMemRefDescriptor(adaptor.operands[0]).rank(rw)])
        else:
            rw.replace_op(op, [index_constant(rw, t.rank)])  # type: ignore[attr-defined]


def promote_descriptor(rw: ConversionPatternRewriter, value: Value) -> Value:
    """promoteOneMemRefDescriptor: the descriptor stored in a one-element stack slot; the slot."""
    c = rw.converter
    one = index_constant(rw, 1)
    slot = rw.create(llvm.AllocaOp.build(one, c.pointer(value.type), value.type)).result
    rw.create(llvm.StoreOp.build(value, slot))
    return slot


class CastOpLowering(ConversionPattern):
    """Ranked -> ranked casts keep the descriptor; ranked -> unranked spills it to the stack."""

    root = memref.CastOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src, dst = op.operands[0].type, op.results[0].type
        value = adaptor.operands[0]
        c = rw.converter
        if isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType):
            if c.convert_type(src) != c.convert_type(dst):
                raise MatchFailure("the source and result descriptors differ")
            rw.replace_op(op, [value])
            return
        if isinstance(src, T.MemRefType) and isinstance(dst, T.UnrankedMemRefType):
            slot = promote_descriptor(rw, value)
            void = rw.create(llvm.BitcastOp.build(slot, c.void_ptr)).result
            rank = rw.create(llvm.ConstantOp.build(A.IntegerAttr(src.rank, T.i64), c.index_type)).result
            desc = UnrankedMemRefDescriptor.pack(rw, c.convert_type(dst), [rank, void])
            rw.replace_op(op, [desc.value])
            return
        if isinstance(src, T.UnrankedMemRefType) and isinstance(dst, T.MemRefType):
            desc_type = c.convert_type(dst)
            ptr = UnrankedMemRefDescriptor(value).unpack_ptr(rw)
            typed = rw.create(llvm.BitcastOp.build(ptr, c.pointer(desc_type))).result
            rw.replace_op(op, [rw.create(llvm.LoadOp.build(typed)).result])
            return
        raise MatchFailure(f"memref.cast from '{src}' to '{dst}' is not supported")


class CopyOpLowering(ConversionPattern):
    """memcpy of the elements between identity-layout memrefs, else `memrefCopy(elementSize, &src, &dst)` on
    unranked descriptors (the runtime walks the strides)."""

    root = memref.CopyOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src, dst = op.operands[0].type, op.operands[1].type
        if all(isinstance(t, T.MemRefType) and t.layout is None for t in (src, dst)):
            self._memcpy(op, adaptor, rw, src)  # type: ignore[arg-type]
        else:
            self._call(op, adaptor, rw, src, dst)
        rw.erase_op(op)

    @staticmethod
    def _memcpy(op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter, t: T.MemRefType) -> None:
        source = MemRefDescriptor(adaptor.operands[0])
        count = index_constant(rw, 1)
        for i in range(t.rank):
            count = rw.create(llvm.MulOp.build(count, source.size(rw, i))).result
        total = rw.create(llvm.MulOp.build(count, size_in_bytes(rw, t.element_type))).result
        src_ptr = source.aligned_ptr(rw)
        dst_ptr = MemRefDescriptor(adaptor.operands[1]).aligned_ptr(rw)
        volatile = rw.create(llvm.ConstantOp.build(A.bool_attr(False), T.i1)).result
        rw.create(llvm.MemcpyIntrOp.build(dst_ptr, src_ptr, total, volatile))

    @staticmethod
    def _call(op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter, src: T.Type, dst: T.Type) -> None:
        c = rw.converter

        def unranked(value: Value, t: T.Type) -> Value:
            if not isinstance(t, T.MemRefType):
                return value
            rank = index_constant(rw, t.rank)
            void = rw.create(llvm.BitcastOp.build(promote_descriptor(rw, value), c.void_ptr)).result
            struct = c.convert_type(T.UnrankedMemRefType(t.element_type, t.memory_space))
            return UnrankedMemRefDescriptor.pack(rw, struct, [rank, void]).value

        source = unranked(adaptor.operands[0], src)
        target = unranked(adaptor.operands[1], dst)
        one = index_constant(rw, 1)
        slots = []
        for value in (source, target):
            slot = rw.create(llvm.AllocaOp.build(one, c.pointer(value.type), value.type)).result
            rw.create(llvm.StoreOp.build(value, slot))
            slots.append(slot)
        element_bits = c.element_size_in_bits(src.element_type)  # type: ignore[attr-defined]
        size = index_constant(rw, element_bits // 8)
        declare_function(rw, "memrefCopy", T.LLVMFunctionType(T.llvm_void, (c.index_type, slots[0].type,
                                                                             slots[1].type)), at_start=True)
        rw.create(llvm.CallOp.build("memrefCopy", [size, *slots], None))


def memref_to_llvm_patterns(converter, use_aligned_alloc: bool = False) -> list[ConversionPattern]:
    from gpuopt.conversion.memref_block_lowering import AllocaScopeOpLowering, GenericAtomicRMWOpLowering
    from gpuopt.conversion.memref_view_lowering import (
        CollapseShapeOpLowering,
        ExpandShapeOpLowering,
        ReinterpretCastOpLowering,
        ReshapeOpLowering,
        SubViewOpLowering,
        TransposeOpLowering,
        ViewOpLowering,
    )

    alloc = AlignedAllocOpLowering if use_aligned_alloc else AllocOpLowering
    return [cls(converter) for cls in (
        AllocaOpLowering, AllocaScopeOpLowering, AtomicRMWOpLowering, AssumeAlignmentOpLowering, DimOpLowering,
        GenericAtomicRMWOpLowering, GlobalMemrefOpLowering, GetGlobalMemrefOpLowering, LoadOpLowering,
        CastOpLowering, CopyOpLowering, ReinterpretCastOpLowering, ReshapeOpLowering, PrefetchOpLowering,
        RankOpLowering, ExpandShapeOpLowering, CollapseShapeOpLowering, StoreOpLowering, SubViewOpLowering,
        TransposeOpLowering, ViewOpLowering, alloc, DeallocOpLowering)]
