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
    """`{rank, ptr<i8> to a ranked descriptor}`."""

    def __init__(self, value: Value) -> None:
        self.value = value

    @classmethod
    def pack(cls, rw: ConversionPatternRewriter, struct_type: T.Type, fields: list[Value]) -> UnrankedMemRefDescriptor:
        value = rw.create(llvm.UndefOp.build(struct_type)).result
        for i, f in enumerate(fields):
            value = rw.create(llvm.InsertValueOp.build(value, f, [i])).result
        return cls(value)

    def unpack(self, rw: ConversionPatternRewriter) -> list[Value]:
        return [rw.create(llvm.ExtractValueOp.build(self.value, [i])).result for i in range(2)]

    def unpack_ptr(self, rw: ConversionPatternRewriter) -> Value:
        """The `ptr<i8>` to the ranked descriptor."""
        return rw.create(llvm.ExtractValueOp.build(self.value, [1])).result


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
