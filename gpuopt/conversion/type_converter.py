"""LLVMTypeConverter: builtin and GPU types -> LLVM-dialect types, as MLIR 14 lowers them.

`pointer(element, space)` is the one place that makes pointer types, so an opaque-pointer flavour
(`!llvm.ptr` everywhere, no bitcasts) is a constructor flag away rather than a rewrite of every pattern.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpuopt.ir import types as T
from gpuopt.ir.attributes import IntegerAttr
from gpuopt.valueclass import dataclass

if TYPE_CHECKING:
    from gpuopt.conversion.framework import ConversionPatternRewriter
    from gpuopt.ir.core import Value


@dataclass(frozen=True)
class SignatureConversion:
    """How each original function argument maps onto the converted (expanded) argument list."""

    inputs: list[list[T.Type]]  # per original argument: the converted types it expands to
    llvm_type: T.LLVMFunctionType

    def arg_range(self, i: int) -> tuple[int, int]:
        start = sum(len(x) for x in self.inputs[:i])
        return start, start + len(self.inputs[i])


class LLVMTypeConverter:
    def __init__(self, index_bitwidth: int = 64, opaque_pointers: bool = False,
                 use_bare_ptr_call_conv: bool = False) -> None:
        self.index_type = T.IntegerType(index_bitwidth)
        self.opaque_pointers = opaque_pointers
        self.use_bare_ptr_call_conv = use_bare_ptr_call_conv
        """MLIR 14's bare-pointer calling convention: function signatures (arguments and results) take a
        statically shaped, statically strided memref as a pointer to its element type; a function whose
        signature has another memref is not converted."""
        self._cache: dict[T.Type, T.Type | None] = {}
        # Types are immutable but not interned, and hashing a nested one (a descriptor struct) walks all of it:
        # the hot lookups go by object identity first.  Each entry keeps its key object alive, so an id is
        # never reused for another object while its entry exists.
        self._by_id: dict[int, tuple[T.Type, T.Type | None]] = {}
        self._pointers: dict[tuple[int, int], tuple[T.Type | None, T.LLVMPointerType]] = {}
        self._signatures: dict[T.FunctionType, SignatureConversion | None] = {}
        self._element_pointers: dict[int, tuple[T.MemRefType, T.LLVMPointerType]] = {}
        self._legal: dict[int, tuple[T.Type, bool]] = {}
        self.async_structural = False
        """populateAsyncStructuralTypeConversionsAndLegality (`--gpu-to-llvm`): `!async.token` stays and
        `!async.value<T>` holds T converted; otherwise async types have no LLVM lowering here."""
        self.void_ptr = self.pointer(T.i8)
        """`void *` of the runtime ABI: `!llvm.ptr<i8>`."""

    # -- pointers -----------------------------------------------------------------------------
    def pointer(self, element: T.Type | None, address_space: int = 0) -> T.LLVMPointerType:
        """One pointer type object per (element object, address space): the lowering asks for the same few
        pointer types for every op, and a shared object renders its spelling once."""
        key = (id(element), address_space)
        hit = self._pointers.get(key)
        if hit is not None:
            return hit[1]
        ptr = T.LLVMPointerType(None if self.opaque_pointers else element, address_space)
        self._pointers[key] = (element, ptr)
        return ptr

    # -- types --------------------------------------------------------------------------------
    def convert_type(self, t: T.Type) -> T.Type | None:
        """The LLVM type of `t`, or None when `t` has no LLVM lowering."""
        hit = self._by_id.get(id(t))
        if hit is not None:
            return hit[1]
        if t in self._cache:
            out = self._cache[t]
        else:
            out = self._cache[t] = self._convert(t)
        self._by_id[id(t)] = (t, out)
        return out

    def is_legal_type(self, t: T.Type) -> bool:
        """Whether `t` is already its own LLVM lowering (converted values keep their type)."""
        known = self._legal.get(id(t))
        if known is None:
            out = self.convert_type(t)
            known = self._legal[id(t)] = (t, out is t or out == t)
        return known[1]

    def _convert(self, t: T.Type) -> T.Type | None:
        if isinstance(t, T.IndexType):
            return self.index_type
        if isinstance(t, T.IntegerType) and not t.is_signless:  # (signedness is not an LLVM notion)
            return T.IntegerType(t.width)
        if isinstance(t, (T.IntegerType, T.FloatType, T.LLVMType)):
            return t
        if isinstance(t, T.VectorType):  # n-D vectors: arrays of 1-D vectors, 0-D ones of one element (14)
            element = self.convert_type(t.element_type)
            if element is None:
                return None
            out: T.Type = T.VectorType((t.shape[-1] if t.shape else 1,), element, min(t.num_scalable, 1))
            for size in reversed(t.shape[:-1]):
                out = T.LLVMArrayType(size, out)
            return out
        if isinstance(t, T.AsyncTokenType):
            return self.void_ptr
        if isinstance(t, T.MemRefType):
            return self.memref_descriptor_type(t)
        if isinstance(t, T.UnrankedMemRefType):
            return T.LLVMStructType((self.index_type, self.void_ptr))
        if isinstance(t, T.FunctionType):
            sig = self.convert_function_signature(t)
            return None if sig is None else self.pointer(sig.llvm_type)
        if self.async_structural and type(t).__module__ == "gpuopt.dialects.async_":
            from gpuopt.dialects import async_

            if isinstance(t, async_.TokenType):
                return t
            if isinstance(t, async_.ValueType):
                inner = self.convert_type(t.value_type)
                return None if inner is None else async_.ValueType(inner)
        return None

    def memref_descriptor_type(self, t: T.MemRefType) -> T.LLVMStructType | None:
        """`!llvm.struct<(ptr<T, AS>, ptr<T, AS>, i64, array<R x i64>, array<R x i64>)>` (rank 0: 3 fields)."""
        element = self.convert_type(t.element_type)
        if element is None or not self.is_supported_memref(t):
            return None
        ptr = self.pointer(element, t.memory_space_number)
        fields: tuple[T.Type, ...] = (ptr, ptr, self.index_type)
        if t.rank:
            array = T.LLVMArrayType(t.rank, self.index_type)
            fields += (array, array)
        return T.LLVMStructType(fields)

    @staticmethod
    def is_supported_memref(t: T.MemRefType) -> bool:
        return t.memory_space is None or isinstance(t.memory_space, IntegerAttr)

    def element_pointer(self, t: T.MemRefType) -> T.LLVMPointerType:
        """The pointer to `t`'s converted element type in its address space (the descriptor's pointers)."""
        hit = self._element_pointers.get(id(t))
        if hit is not None:
            return hit[1]
        ptr = self.pointer(self.convert_type(t.element_type), t.memory_space_number)
        self._element_pointers[id(t)] = (t, ptr)
        return ptr

    def memref_expanded_types(self, t: T.Type) -> list[T.Type] | None:
        """A memref function argument becomes its descriptor fields: ptr, ptr, offset, sizes..., strides..."""
        if isinstance(t, T.MemRefType):
            desc = self.convert_type(t)
            if not isinstance(desc, T.LLVMStructType):
                return None
            ptr = desc.body_types[0]  # type: ignore[index]
            return [ptr, ptr, self.index_type] + [self.index_type] * (2 * t.rank)
        if isinstance(t, T.UnrankedMemRefType):
            return [self.index_type, self.void_ptr]
        converted = self.convert_type(t)
        return None if converted is None else [converted]

    def convert_function_signature(self, ftype: T.FunctionType) -> SignatureConversion | None:
        """Worked out once per distinct signature (every function of a module often has the same one)."""
        if ftype in self._signatures:
            return self._signatures[ftype]
        sig = self._signatures[ftype] = self._convert_signature(ftype)
        return sig

    # -- the bare-pointer calling convention --------------------------------------------------------
    def bare_ptr(self, t: T.Type) -> T.LLVMPointerType | None:
        """convertMemRefToBarePtr: the element pointer of a memref with static shape, strides and offset."""
        if not isinstance(t, T.MemRefType) or not t.has_static_shape or self.convert_type(t) is None:
            return None
        from gpuopt.ir.strided import DYNAMIC_STRIDE, strides_and_offset

        found = strides_and_offset(t)
        if found is None or DYNAMIC_STRIDE in found[0] or found[1] == DYNAMIC_STRIDE:
            return None
        return self.element_pointer(t)

    def convert_calling_convention_type(self, t: T.Type) -> T.Type | None:
        """A function argument or result type: a memref is a bare pointer under the bare-pointer convention."""
        if self.use_bare_ptr_call_conv and isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
            return self.bare_ptr(t)
        return self.convert_type(t)

    def descriptor_from_bare_ptr(self, rw: ConversionPatternRewriter, t: T.MemRefType, ptr: Value) -> Value:
        """MemRefDescriptor::fromStaticShape: `ptr` as both pointers, then the static offset, and each
        dimension's size and stride."""
        from gpuopt.conversion.memref_descriptor import MemRefDescriptor, index_constant
        from gpuopt.ir.strided import strides_and_offset

        strides, offset = strides_and_offset(t)  # type: ignore[misc]  # (bare_ptr checked they are static)
        desc = MemRefDescriptor.undef(rw, self.convert_type(t))  # type: ignore[arg-type]
        desc.set_allocated_ptr(rw, ptr)
        desc.set_aligned_ptr(rw, ptr)
        desc.set_offset(rw, index_constant(rw, offset))
        for i, size in enumerate(t.shape):
            desc.set_size(rw, i, index_constant(rw, size))
            desc.set_stride(rw, i, index_constant(rw, strides[i]))
        return desc.value

    def keeps_argument_materializations(self) -> bool:
        """MLIR 14 erases the unused descriptors packed from expanded memref arguments, but not the ones its
        bare-pointer function conversion builds (a rewrite of its own, not a materialization)."""
        return self.use_bare_ptr_call_conv

    def _convert_signature(self, ftype: T.FunctionType) -> SignatureConversion | None:
        inputs: list[list[T.Type]] = []
        for t in ftype.inputs:
            if self.use_bare_ptr_call_conv and isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
                bare = self.bare_ptr(t)
                if bare is None:
                    return None
                inputs.append([bare])
                continue
            expanded = self.memref_expanded_types(t)
            if expanded is None:
                return None
            inputs.append(expanded)
        result = self.pack_function_results(list(ftype.results))
        if result is None:
            return None
        params = tuple(x for group in inputs for x in group)
        if not all(T.is_llvm_compatible(t) for t in (*params, result)):
            return None  # (an !async.token that --gpu-to-llvm's structural conversion keeps: no LLVM function)
        return SignatureConversion(inputs, T.LLVMFunctionType(result, params))

    def pack_function_results(self, results: list[T.Type]) -> T.Type | None:
        """No result -> void, one -> itself, several -> a literal struct of them (memrefs as bare pointers under
        the bare-pointer convention)."""
        converted = [self.convert_calling_convention_type(r) for r in results]
        if any(c is None or not T.is_llvm_compatible(c) for c in converted):
            return None  # (LLVMStructType::getChecked fails on a kept !async.token as on an unconverted type)
        if not converted:
            return T.llvm_void
        if len(converted) == 1:
            return converted[0]
        return T.LLVMStructType(tuple(converted))  # type: ignore[arg-type]

    def materialize_argument(self, rw: ConversionPatternRewriter, original: T.Type, values: list[Value]) -> Value:
        """The argument materialization of a converted signature: a memref argument expanded to its descriptor
        fields is packed back into a descriptor (with `rw.create`), any other argument is its one value."""
        if self.use_bare_ptr_call_conv and isinstance(original, T.MemRefType) and len(values) == 1:
            return self.descriptor_from_bare_ptr(rw, original, values[0])
        if isinstance(original, (T.MemRefType, T.UnrankedMemRefType)):
            from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor

            struct = self.convert_type(original)
            if isinstance(original, T.MemRefType):
                return MemRefDescriptor.pack(rw, struct, values, original.rank).value
            return UnrankedMemRefDescriptor.pack(rw, struct, values).value
        return values[0]

    def element_size_in_bits(self, t: T.Type) -> int:
        if isinstance(t, (T.IntegerType, T.FloatType)):
            return t.width
        if isinstance(t, T.IndexType):
            return self.index_type.width
        if isinstance(t, T.LLVMPointerType):
            return 64
        raise ValueError(f"no known size for {t}")
