"""MemRefDescriptor: reads and builds the `{allocated, aligned, offset, sizes[R], strides[R]}` struct
through `llvm.extractvalue` / `llvm.insertvalue`, in the order MLIR 14 emits them."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from gpuopt.dialects import llvm
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Value

if TYPE_CHECKING:
    from gpuopt.conversion.framework import ConversionPatternRewriter


class MemRefDescriptor:
    ALLOCATED, ALIGNED, OFFSET, SIZES, STRIDES = 0, 1, 2, 3, 4

    def __init__(self, value: Value) -> None:
        self.value = value

    @property
    def struct_type(self) -> T.LLVMStructType:
        assert isinstance(self.value.type, T.LLVMStructType)
        return self.value.type

    @classmethod
    def undef(cls, rw: ConversionPatternRewriter, struct_type: T.Type) -> MemRefDescriptor:
        return cls(rw.create(llvm.UndefOp.build(struct_type)).results[0])

    def _get(self, rw: ConversionPatternRewriter, position: tuple[int, ...]) -> Value:
        return rw.create(llvm.ExtractValueOp.build(self.value, position)).results[0]

    def _set(self, rw: ConversionPatternRewriter, position: tuple[int, ...], v: Value) -> None:
        self.value = rw.create(llvm.InsertValueOp.build(self.value, v, position)).results[0]

    def allocated_ptr(self, rw: ConversionPatternRewriter) -> Value:
        return self._get(rw, (self.ALLOCATED,))

    def aligned_ptr(self, rw: ConversionPatternRewriter) -> Value:
        return self._get(rw, (self.ALIGNED,))

    def offset(self, rw: ConversionPatternRewriter) -> Value:
        return self._get(rw, (self.OFFSET,))

    def size(self, rw: ConversionPatternRewriter, i: int) -> Value:
        return self._get(rw, (self.SIZES, i))

    def stride(self, rw: ConversionPatternRewriter, i: int) -> Value:
        return self._get(rw, (self.STRIDES, i))

    def set_allocated_ptr(self, rw: ConversionPatternRewriter, v: Value) -> None:
        self._set(rw, (self.ALLOCATED,), v)

    def set_aligned_ptr(self, rw: ConversionPatternRewriter, v: Value) -> None:
        self._set(rw, (self.ALIGNED,), v)

    def set_offset(self, rw: ConversionPatternRewriter, v: Value) -> None:
        self._set(rw, (self.OFFSET,), v)

    def set_size(self, rw: ConversionPatternRewriter, i: int, v: Value) -> None:
        self._set(rw, (self.SIZES, i), v)

    def set_stride(self, rw: ConversionPatternRewriter, i: int, v: Value) -> None:
        self._set(rw, (self.STRIDES, i), v)

    def set_constant_offset(self, rw: ConversionPatternRewriter, value: int) -> None:
        self.set_offset(rw, index_constant(rw, value))

    def set_constant_size(self, rw: ConversionPatternRewriter, i: int, value: int) -> None:
        self.set_size(rw, i, index_constant(rw, value))

    def set_constant_stride(self, rw: ConversionPatternRewriter, i: int, value: int) -> None:
        self.set_stride(rw, i, index_constant(rw, value))

    @classmethod
    def from_buffer(cls, rw: ConversionPatternRewriter, struct_type: T.Type, ptr: Value, sizes: list[Value],
                    strides: list[Value], aligned: Value | None = None) -> MemRefDescriptor:
        """A fresh allocation: the pointers `ptr` and `aligned` (`ptr` when None), offset 0, then all sizes
        and all strides (MLIR's createMemRefDescriptor order)."""
        desc = cls.undef(rw, struct_type)
        desc.set_allocated_ptr(rw, ptr)
        desc.set_aligned_ptr(rw, ptr if aligned is None else aligned)
        desc.set_offset(rw, index_constant(rw, 0))
        for i, size in enumerate(sizes):
            desc.set_size(rw, i, size)
        for i, stride in enumerate(strides):
            desc.set_stride(rw, i, stride)
        return desc

    @classmethod
    def pack(cls, rw: ConversionPatternRewriter, struct_type: T.Type, fields: list[Value], rank: int
             ) -> MemRefDescriptor:
        """From expanded function arguments: ptr, ptr, offset, sizes..., strides... (size i then stride i)."""
        desc = cls.undef(rw, struct_type)
        desc.set_allocated_ptr(rw, fields[0])
        desc.set_aligned_ptr(rw, fields[1])
        desc.set_offset(rw, fields[2])
        for i in range(rank):
            desc.set_size(rw, i, fields[3 + i])
            desc.set_stride(rw, i, fields[3 + rank + i])
        return desc

    def unpack(self, rw: ConversionPatternRewriter, rank: int) -> list[Value]:
        """Into call arguments: ptr, ptr, offset, all sizes, then all strides."""
        fields = [self.allocated_ptr(rw), self.aligned_ptr(rw), self.offset(rw)]
        fields += [self.size(rw, i) for i in range(rank)]
        fields += [self.stride(rw, i) for i in range(rank)]
        return fields


class UnrankedMemRefDescriptor:
    """`{rank, ptr<i8> to a ranked descriptor}`; the static methods read and write the ranked descriptor it
    points to through `ElemType**` pointers, as MLIR 14's UnrankedMemRefDescriptor does."""

    RANK, DESCRIPTOR = 0, 1

    def __init__(self, value: Value) -> None:
        self.value = value

    @classmethod
    def undef(cls, rw: ConversionPatternRewriter, struct_type: T.Type) -> UnrankedMemRefDescriptor:
        return cls(rw.create(llvm.UndefOp.build(struct_type)).result)

    @classmethod
    def pack(cls, rw: ConversionPatternRewriter, struct_type: T.Type, fields: list[Value]) -> UnrankedMemRefDescriptor:
        desc = cls.undef(rw, struct_type)
        for i, f in enumerate(fields):
            desc._set(rw, i, f)
        return desc

    def _set(self, rw: ConversionPatternRewriter, position: int, v: Value) -> None:
        self.value = rw.create(llvm.InsertValueOp.build(self.value, v, [position])).result

    def set_rank(self, rw: ConversionPatternRewriter, v: Value) -> None:
        self._set(rw, self.RANK, v)

    def set_memref_desc_ptr(self, rw: ConversionPatternRewriter, v: Value) -> None:
        self._set(rw, self.DESCRIPTOR, v)

    def rank(self, rw: ConversionPatternRewriter) -> Value:
        return rw.create(llvm.ExtractValueOp.build(self.value, [self.RANK])).result

    def unpack(self, rw: ConversionPatternRewriter) -> list[Value]:
        return [rw.create(llvm.ExtractValueOp.build(self.value, [i])).result for i in range(2)]

    def unpack_ptr(self, rw: ConversionPatternRewriter) -> Value:
        """The `ptr<i8>` to the ranked descriptor (memRefDescPtr)."""
        return rw.create(llvm.ExtractValueOp.build(self.value, [self.DESCRIPTOR])).result

    # -- the ranked descriptor behind the pointer -------------------------------------------------------
    @staticmethod
    def _field_ptr(rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type, field: int) -> Value:
        """`ElemType**` to the allocated (0) or aligned (1) pointer field, or to the offset field (2) before it
        is cast to `index*`."""
        typed = rw.create(llvm.BitcastOp.build(desc_ptr, elem_ptr_ptr)).result
        if field == 0:
            return typed
        position = index_constant(rw, field)
        return rw.create(llvm.GEPOp.build(typed, [position], elem_ptr_ptr)).result

    @classmethod
    def allocated_ptr(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type) -> Value:
        return rw.create(llvm.LoadOp.build(cls._field_ptr(rw, desc_ptr, elem_ptr_ptr, 0))).result

    @classmethod
    def aligned_ptr(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type) -> Value:
        return rw.create(llvm.LoadOp.build(cls._field_ptr(rw, desc_ptr, elem_ptr_ptr, 1))).result

    @classmethod
    def _offset_ptr(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type) -> Value:
        field = cls._field_ptr(rw, desc_ptr, elem_ptr_ptr, 2)
        return rw.create(llvm.BitcastOp.build(field, rw.converter.pointer(rw.converter.index_type))).result

    @classmethod
    def offset(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type) -> Value:
        return rw.create(llvm.LoadOp.build(cls._offset_ptr(rw, desc_ptr, elem_ptr_ptr))).result

    @classmethod
    def set_allocated_ptr(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type, v: Value) -> None:
        rw.create(llvm.StoreOp.build(v, cls._field_ptr(rw, desc_ptr, elem_ptr_ptr, 0)))

    @classmethod
    def set_aligned_ptr(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type, v: Value) -> None:
        rw.create(llvm.StoreOp.build(v, cls._field_ptr(rw, desc_ptr, elem_ptr_ptr, 1)))

    @classmethod
    def set_offset(cls, rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.Type, v: Value) -> None:
        rw.create(llvm.StoreOp.build(v, cls._offset_ptr(rw, desc_ptr, elem_ptr_ptr)))

    @staticmethod
    def size_base_ptr(rw: ConversionPatternRewriter, desc_ptr: Value, elem_ptr_ptr: T.LLVMPointerType) -> Value:
        """`index*` to the first size: the ranked descriptor seen as `{T*, T*, index, index}`, field 3."""
        c = rw.converter
        elem_ptr = elem_ptr_ptr.pointee
        struct_ptr = c.pointer(T.LLVMStructType((elem_ptr, elem_ptr, c.index_type, c.index_type)))
        typed = rw.create(llvm.BitcastOp.build(desc_ptr, struct_ptr)).result
        zero = index_constant(rw, 0)
        i32_constant(rw, 3)  # (made and left unused, as 14 does: the GEP builder takes the constant's value)
        return rw.create(llvm.GEPOp.build(typed, [zero, 3], c.pointer(c.index_type))).result

    @staticmethod
    def stride_base_ptr(rw: ConversionPatternRewriter, size_base: Value, rank: Value) -> Value:
        c = rw.converter
        return rw.create(llvm.GEPOp.build(size_base, [rank], c.pointer(c.index_type))).result

    @staticmethod
    def set_size(rw: ConversionPatternRewriter, size_base: Value, index: Value, size: Value) -> None:
        c = rw.converter
        ptr = rw.create(llvm.GEPOp.build(size_base, [index], c.pointer(c.index_type))).result
        rw.create(llvm.StoreOp.build(size, ptr))

    @staticmethod
    def set_stride(rw: ConversionPatternRewriter, stride_base: Value, index: Value, stride: Value) -> None:
        c = rw.converter
        ptr = rw.create(llvm.GEPOp.build(stride_base, [index], c.pointer(c.index_type))).result
        rw.create(llvm.StoreOp.build(stride, ptr))

    def allocation_size(self, rw: ConversionPatternRewriter) -> Value:
        """computeSizes: the bytes of the ranked descriptor, `2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)`."""
        c = rw.converter
        one = index_constant(rw, 1)
        two = index_constant(rw, 2)
        pointer_size = index_constant(rw, 8)
        index_size = index_constant(rw, (c.index_type.width + 7) // 8)
        pointers = rw.create(llvm.MulOp.build(two, pointer_size)).result
        double_rank = rw.create(llvm.MulOp.build(two, self.rank(rw))).result
        plus_one = rw.create(llvm.AddOp.build(double_rank, one)).result
        indices = rw.create(llvm.MulOp.build(plus_one, index_size)).result
        return rw.create(llvm.AddOp.build(pointers, indices)).result


def index_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    """`llvm.mlir.constant(N : index) : i64`, as MLIR's createIndexConstant."""
    return rw.create(llvm.ConstantOp.build(_index_attr(value), rw.converter.index_type)).results[0]


def i32_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    return rw.create(llvm.ConstantOp.build(_i32_attr(value), T.i32)).results[0]


# Shared per value: every launch makes the same small constants (attributes are immutable).
@lru_cache(maxsize=1024)
def _index_attr(value: int) -> A.IntegerAttr:
    return A.IntegerAttr(value, T.index)


@lru_cache(maxsize=1024)
def _i32_attr(value: int) -> A.IntegerAttr:
    return A.IntegerAttr(value, T.i32)
