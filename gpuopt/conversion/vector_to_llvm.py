"""vector -> LLVM (MLIR 14's ConvertVectorToLLVM.cpp): one conversion pattern per source op, plus the
vector-to-vector rewrites 14 runs inside the same conversion (n-D fma, strided slices, transfer masks,
1-D create_mask), whose new vector ops the driver converts in their turn.

1-D vectors map to LLVM vectors and n-D ones to arrays of them (the type converter); ops on n-D vectors
other than the ones lowered here are left to the greedy phase of the pass (vector_transforms.py).
"""

from __future__ import annotations

from typing import Any

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, index_constant
from gpuopt.conversion.memref_lowering import strided_element_ptr
from gpuopt.dialects import arith, llvm, ods, std
from gpuopt.dialects import memref as M
from gpuopt.dialects import vector as V
from gpuopt.dialects import vector_contract as VC
from gpuopt.dialects import vector_memory as VM
from gpuopt.dialects import vector_shape as VS
from gpuopt.dialects.llvm import ExtractElementOp, InsertElementOp, ShuffleVectorOp
from gpuopt.dialects.vector_folds import i64_array
from gpuopt.dialects.vector_shape import int_list
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


def intrinsic(mnemonic: str) -> type[Operation]:
    """The class of `llvm.intr.<mnemonic>` (llvm_intr is imported at its first use)."""
    from gpuopt.dialects import op_class

    cls = op_class(f"llvm.intr.{mnemonic}")
    if cls is None:
        raise MatchFailure(f"the LLVM intrinsic op 'llvm.intr.{mnemonic}' is not available")
    return cls


def make(rw: ConversionPatternRewriter, cls: type[Operation], operands: list[Any], results: list[Any],
         attributes: dict[str, A.Attribute] | None = None) -> Value:
    """An op of `cls` created at the rewriter's insertion point; its first result (None when it has none)."""
    op = rw.create(ods.create(cls, operands, results, attributes))
    return op.results[0] if op.results else None  # type: ignore[return-value]


def i64_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    """`llvm.mlir.constant(N : i64) : i64`."""
    return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, T.i64), T.i64)).results[0]


def extract_one(rw: ConversionPatternRewriter, value: Value, element: T.Type, rank: int, pos: int) -> Value:
    """extractOne: an element of a 1-D vector (at an index constant), else a member of an array."""
    if rank == 1:
        return rw.create(ExtractElementOp.build(value, index_constant(rw, pos))).results[0]
    return rw.create(llvm.ExtractValueOp.build(value, [pos])).results[0]


def insert_one(rw: ConversionPatternRewriter, into: Value, value: Value, rank: int, pos: int) -> Value:
    """insertOne: into a 1-D vector (at an index constant), else into an array."""
    if rank == 1:
        return rw.create(InsertElementOp.build(into, value, index_constant(rw, pos))).results[0]
    return rw.create(llvm.InsertValueOp.build(into, value, [pos])).results[0]


# ---------------------------------------------------------------------------------------------------------
# Memory: alignment and addresses

def preferred_alignment(t: T.Type) -> int:
    """The default data layout's preferred alignment of an LLVM type (bytes): scalars and vectors by their
    size rounded up to a power of two, pointers 8."""
    if isinstance(t, T.LLVMPointerType):
        return 8
    if isinstance(t, T.VectorType):
        bits = t.shape[0] * preferred_alignment(t.element_type) * 8 if t.element_type != T.i1 else t.shape[0]
        size = max(1, (bits + 7) // 8)
    elif isinstance(t, T.LLVMArrayType):
        return preferred_alignment(t.element_type)
    else:
        size = max(1, (int(getattr(t, "width", 64)) + 7) // 8)
    power = 1
    while power < size:
        power *= 2
    return power


def memref_alignment(rw: ConversionPatternRewriter, memref: T.MemRefType, base: Value) -> int:
    """getMemRefOpAlignment: the element type's preferred alignment, raised to what `memref.assume_alignment`
    ops on the base promise."""
    element = rw.converter.convert_type(memref.element_type)
    if element is None:
        raise MatchFailure(f"the element type of '{memref}' has no LLVM lowering")
    align = preferred_alignment(element)
    assumed = 1
    for use in base.uses:
        owner = use.owner
        if owner.op_name == "memref.assume_alignment":
            a = owner.attributes.get("alignment")
            n = getattr(a, "value", 1)
            from math import gcd
            assumed = assumed * n // gcd(assumed, n)
    return max(align, assumed)


def cast_data_ptr(rw: ConversionPatternRewriter, ptr: Value, memref: T.MemRefType, vector: T.Type) -> Value:
    """castDataPtr: the element pointer as a pointer to the vector, in the memref's address space."""
    return rw.create(llvm.BitcastOp.build(ptr, rw.converter.pointer(vector, memref.memory_space_number))).result


# ---------------------------------------------------------------------------------------------------------
# Conversion patterns

class VectorBitCastOpConversion(ConversionPattern):
    root = V.BitCastOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        result: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        if len(result.shape) != 1:
            raise MatchFailure("only 1-D vectors are lowered")
        t = self.converter.convert_type(result)
        rw.replace_op(op, [rw.create(llvm.BitcastOp.build(adaptor.operands[0], t)).result])


class VectorMatmulOpConversion(ConversionPattern):
    root = VC.MatmulOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        attrs = {k: op.attributes[k] for k in ("lhs_rows", "lhs_columns", "rhs_columns")}
        res = make(rw, intrinsic("matrix.multiply"), [adaptor.lhs, adaptor.rhs],
                   [self.converter.convert_type(op.res.type)], attrs)  # type: ignore[attr-defined]
        rw.replace_op(op, [res])


class VectorFlatTransposeOpConversion(ConversionPattern):
    root = VC.FlatTransposeOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        attrs = {k: op.attributes[k] for k in ("rows", "columns")}
        res = make(rw, intrinsic("matrix.transpose"), [adaptor.matrix],
                   [self.converter.convert_type(op.res.type)], attrs)  # type: ignore[attr-defined]
        rw.replace_op(op, [res])


def _vector_address(pattern: ConversionPattern, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter,
                    vector_type: T.VectorType) -> tuple[Value, int, T.Type]:
    """The pointer to the vector at `base[indices]`, the alignment and the LLVM vector type."""
    if len(vector_type.shape) > 1:
        raise MatchFailure("only 1-D vectors are lowered")
    memref: T.MemRefType = op.base.type  # type: ignore[attr-defined]
    align = memref_alignment(rw, memref, op.base)  # type: ignore[attr-defined]
    vtype = pattern.converter.convert_type(vector_type)
    ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.base), memref, adaptor.indices)
    return cast_data_ptr(rw, ptr, memref, vtype), align, vtype  # type: ignore[arg-type]


def _align_i32(align: int) -> dict[str, A.Attribute]:
    return {"alignment": A.IntegerAttr(align, T.i32)}


class VectorLoadOpConversion(ConversionPattern):
    root = V.LoadOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr, align, _ = _vector_address(self, op, adaptor, rw, op.result_.type)  # type: ignore[attr-defined]
        rw.replace_op(op, [rw.create(llvm.LoadOp.build(ptr, alignment=align)).result])


class VectorMaskedLoadOpConversion(ConversionPattern):
    root = VM.MaskedLoadOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr, align, vtype = _vector_address(self, op, adaptor, rw, op.result_.type)  # type: ignore[attr-defined]
        res = make(rw, intrinsic("masked.load"), [ptr, adaptor.mask, [adaptor.pass_thru]], [vtype], _align_i32(align))
        rw.replace_op(op, [res])


class VectorStoreOpConversion(ConversionPattern):
    root = V.StoreOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr, align, _ = _vector_address(self, op, adaptor, rw, op.valueToStore.type)  # type: ignore[attr-defined]
        rw.create(llvm.StoreOp.build(adaptor.valueToStore, ptr, alignment=align))
        rw.erase_op(op)


class VectorMaskedStoreOpConversion(ConversionPattern):
    root = VM.MaskedStoreOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr, align, _ = _vector_address(self, op, adaptor, rw, op.valueToStore.type)  # type: ignore[attr-defined]
        make(rw, intrinsic("masked.store"), [adaptor.valueToStore, ptr, adaptor.mask], [], _align_i32(align))
        rw.erase_op(op)


def _indexed_ptrs(pattern: ConversionPattern, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter,
                  vector: T.VectorType) -> tuple[Value, int]:
    """getIndexedPtrs: a vector of pointers, the element pointer at `base[indices]` offset by each index."""
    memref: T.MemRefType = op.base.type  # type: ignore[attr-defined]
    align = memref_alignment(rw, memref, op.base)  # type: ignore[attr-defined]
    ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.base), memref, adaptor.indices)
    found = M.strides_and_offset(memref)
    if found is None or (found[0] and found[0][-1] != 1) or memref.memory_space_number != 0:
        raise MatchFailure("the memref needs a unit innermost stride in address space 0")
    ptrs_type = llvm.LLVMFixedVectorType(vector.shape[0], pattern.converter.element_pointer(memref))
    ptrs = rw.create(llvm.GEPOp.build(ptr, [adaptor.index_vec], ptrs_type)).result
    return ptrs, align


class VectorGatherOpConversion(ConversionPattern):
    root = VM.GatherOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        vector: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        ptrs, align = _indexed_ptrs(self, op, adaptor, rw, vector)
        res = make(rw, intrinsic("masked.gather"), [ptrs, adaptor.mask, [adaptor.pass_thru]],
                   [self.converter.convert_type(vector)], _align_i32(align))
        rw.replace_op(op, [res])


class VectorScatterOpConversion(ConversionPattern):
    root = VM.ScatterOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptrs, align = _indexed_ptrs(self, op, adaptor, rw, op.valueToStore.type)  # type: ignore[attr-defined]
        make(rw, intrinsic("masked.scatter"), [adaptor.valueToStore, ptrs, adaptor.mask], [], _align_i32(align))
        rw.erase_op(op)


class VectorExpandLoadOpConversion(ConversionPattern):
    root = VM.ExpandLoadOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        vtype = self.converter.convert_type(op.result_.type)  # type: ignore[attr-defined]
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.base), op.base.type, adaptor.indices)  # type: ignore[attr-defined]
        rw.replace_op(op, [make(rw, intrinsic("masked.expandload"), [ptr, adaptor.mask, adaptor.pass_thru], [vtype])])


class VectorCompressStoreOpConversion(ConversionPattern):
    root = VM.CompressStoreOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.base), op.base.type, adaptor.indices)  # type: ignore[attr-defined]
        make(rw, intrinsic("masked.compressstore"), [adaptor.valueToStore, ptr, adaptor.mask], [])
        rw.erase_op(op)


_INT_REDUCTIONS = {"add": "add", "mul": "mul", "minui": "umin", "minsi": "smin", "maxui": "umax", "maxsi": "smax",
                   "and": "and", "or": "or", "xor": "xor"}


class VectorReductionOpConversion(ConversionPattern):
    """`vector.reduction` -> `llvm.intr.vector.reduce.*`; float add and mul take the accumulator (or 0 / 1)
    and `reassoc` from the pass option."""

    root = V.ReductionOp

    def __init__(self, converter: Any, reassociate: bool = False) -> None:
        super().__init__(converter)
        self.reassociate = reassociate

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        kind = op.attributes["kind"].value  # type: ignore[attr-defined]
        elt = op.dest.type  # type: ignore[attr-defined]
        t = self.converter.convert_type(elt)
        operand = adaptor.operands[0]
        if isinstance(elt, (T.IntegerType, T.IndexType)):
            name = _INT_REDUCTIONS.get(kind)
            if name is None:
                raise MatchFailure(f"no integer reduction '{kind}'")
            rw.replace_op(op, [make(rw, intrinsic(f"vector.reduce.{name}"), [operand], [t])])
            return
        if not isinstance(elt, T.FloatType):
            raise MatchFailure(f"reductions of '{elt}' are not lowered")
        if kind in ("add", "mul"):
            if len(adaptor.operands) > 1:
                acc = adaptor.operands[1]
            else:
                start = A.FloatAttr(0.0 if kind == "add" else 1.0, elt)
                acc = rw.create(llvm.ConstantOp.build(start, t)).result
            res = make(rw, intrinsic(f"vector.reduce.f{kind}"), [acc, operand], [t],
                       {"reassoc": A.bool_attr(self.reassociate)})
        elif kind in ("minf", "maxf"):
            res = make(rw, intrinsic(f"vector.reduce.f{kind[:3]}"), [operand], [t])
        else:
            raise MatchFailure(f"no float reduction '{kind}'")
        rw.replace_op(op, [res])


class VectorShuffleOpConversion(ConversionPattern):
    """Two 1-D vectors of one type: llvm.shufflevector; otherwise each picked element (or row) is extracted
    and inserted into an undef."""

    root = V.ShuffleOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        v1_type: T.VectorType = op.v1.type  # type: ignore[attr-defined]
        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        llvm_type = self.converter.convert_type(vector)
        if llvm_type is None:
            raise MatchFailure(f"'{vector}' has no LLVM lowering")
        mask = op.attributes["mask"]
        rank = len(vector.shape)
        if rank == 1 and v1_type == op.v2.type:  # type: ignore[attr-defined]
            rw.replace_op(op, [rw.create(ShuffleVectorOp.build(adaptor.v1, adaptor.v2, mask)).results[0]])
            return
        element = llvm_type.element_type
        insert = rw.create(llvm.UndefOp.build(llvm_type)).results[0]
        for ins_pos, m in enumerate(int_list(mask)):
            value, pos = adaptor.v1, m
            if pos >= v1_type.shape[0]:
                value, pos = adaptor.v2, pos - v1_type.shape[0]
            extracted = extract_one(rw, value, element, rank, pos)
            insert = insert_one(rw, insert, extracted, rank, ins_pos)
        rw.replace_op(op, [insert])


class VectorExtractElementOpConversion(ConversionPattern):
    root = V.ExtractElementOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        if not vector.shape:  # a 0-D vector is a one-element LLVM vector
            position = index_constant(rw, 0)
        else:
            position = adaptor.position
        rw.replace_op(op, [rw.create(ExtractElementOp.build(adaptor.vector, position)).results[0]])


class VectorExtractOpConversion(ConversionPattern):
    """An array member (extractvalue), then an element of the 1-D vector at an i64 constant."""

    root = V.ExtractOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        result_type = op.result_.type  # type: ignore[attr-defined]
        llvm_type = self.converter.convert_type(result_type)
        if llvm_type is None:
            raise MatchFailure(f"'{result_type}' has no LLVM lowering")
        position = int_list(op.attributes["position"])
        if not position:
            rw.replace_op(op, [adaptor.vector])
            return
        if isinstance(result_type, T.VectorType):
            rw.replace_op(op, [rw.create(llvm.ExtractValueOp.build(adaptor.vector, position)).results[0]])
            return
        extracted = adaptor.vector
        if len(position) > 1:
            extracted = rw.create(llvm.ExtractValueOp.build(extracted, position[:-1])).results[0]
        constant = i64_constant(rw, position[-1])
        rw.replace_op(op, [rw.create(ExtractElementOp.build(extracted, constant)).results[0]])


class VectorFMAOp1DConversion(ConversionPattern):
    """A 1-D `vector.fma` is `llvm.intr.fmuladd`."""

    root = V.FMAOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        if len(op.lhs.type.shape) != 1:  # type: ignore[attr-defined]
            raise MatchFailure("n-D fma is unrolled first", applies=False)
        res = make(rw, intrinsic("fmuladd"), [adaptor.lhs, adaptor.rhs, adaptor.acc], [adaptor.lhs.type])
        rw.replace_op(op, [res])


class VectorInsertElementOpConversion(ConversionPattern):
    root = V.InsertElementOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        dest: T.VectorType = op.dest.type  # type: ignore[attr-defined]
        position = index_constant(rw, 0) if not dest.shape else adaptor.position
        rw.replace_op(op, [rw.create(InsertElementOp.build(adaptor.dest, adaptor.source, position)).results[0]])


class VectorInsertOpConversion(ConversionPattern):
    """A vector into an array (insertvalue), or an element into the 1-D vector at the position (extracted
    from and inserted back into the array when it is n-D)."""

    root = V.InsertOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        dest: T.VectorType = op.dest.type  # type: ignore[attr-defined]
        llvm_type = self.converter.convert_type(dest)
        if llvm_type is None:
            raise MatchFailure(f"'{dest}' has no LLVM lowering")
        position = int_list(op.attributes["position"])
        if not position:
            rw.replace_op(op, [adaptor.source])
            return
        if isinstance(op.source.type, T.VectorType):  # type: ignore[attr-defined]
            rw.replace_op(op, [rw.create(llvm.InsertValueOp.build(adaptor.dest, adaptor.source, position)).results[0]])
            return
        extracted = adaptor.dest
        if len(position) > 1:
            extracted = rw.create(llvm.ExtractValueOp.build(extracted, position[:-1])).results[0]
        constant = i64_constant(rw, position[-1])
        inserted = rw.create(InsertElementOp.build(extracted, adaptor.source, constant)).results[0]
        if len(position) > 1:
            inserted = rw.create(llvm.InsertValueOp.build(adaptor.dest, inserted, position[:-1])).results[0]
        rw.replace_op(op, [inserted])


def contiguous_strides(t: T.MemRefType) -> list[int] | None:
    """computeContiguousStrides: the strides when the memory is contiguous (identity layouts, or static strides
    that multiply out), else None."""
    found = M.strides_and_offset(t)
    if found is None:
        return None
    strides = list(found[0])
    if strides and strides[-1] != 1:
        return None
    if t.layout is None or getattr(t.layout, "is_identity", False):
        return strides
    for i in range(len(strides) - 1):
        if t.shape[i + 1] == T.DYNAMIC or M.DYNAMIC_STRIDE in (strides[i], strides[i + 1]) \
                or strides[i] != strides[i + 1] * t.shape[i + 1]:
            return None
    return strides


class VectorTypeCastOpConversion(ConversionPattern):
    """A new descriptor: the source's pointers cast to the vector element, offset 0, static sizes and strides."""

    root = V.TypeCastOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src: T.MemRefType = op.memref.type  # type: ignore[attr-defined]
        dst: T.MemRefType = op.result_.type  # type: ignore[attr-defined]
        if not (src.has_static_shape and dst.has_static_shape):
            raise MatchFailure("only static shapes are cast")
        target = self.converter.convert_type(dst)
        src_strides, dst_strides = contiguous_strides(src), contiguous_strides(dst)
        if not isinstance(adaptor.memref.type, T.LLVMStructType) or not isinstance(target, T.LLVMStructType) \
                or src_strides is None or dst_strides is None or M.DYNAMIC_STRIDE in dst_strides:
            raise MatchFailure("only contiguous buffers with static strides are cast")
        source = MemRefDescriptor(adaptor.memref)
        desc = MemRefDescriptor.undef(rw, target)
        element_ptr = target.body_types[0]  # type: ignore[index]
        allocated = rw.create(llvm.BitcastOp.build(source.allocated_ptr(rw), element_ptr)).result
        desc.set_allocated_ptr(rw, allocated)
        aligned = rw.create(llvm.BitcastOp.build(source.aligned_ptr(rw), element_ptr)).result
        desc.set_aligned_ptr(rw, aligned)
        desc.set_offset(rw, rw.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.index), T.i64)).result)
        for i, size in enumerate(dst.shape):
            desc.set_size(rw, i, rw.create(llvm.ConstantOp.build(A.IntegerAttr(size, T.index), T.i64)).result)
            stride = rw.create(llvm.ConstantOp.build(A.IntegerAttr(dst_strides[i], T.index), T.i64)).result
            desc.set_stride(rw, i, stride)
        rw.replace_op(op, [desc.value])


_PRINTERS = {"f32": ("printF32", T.f32), "f64": ("printF64", T.f64), "i64": ("printI64", T.i64),
             "u64": ("printU64", T.i64)}


class VectorPrintOpConversion(ConversionPattern):
    """The vector unrolled into calls of the runner utils' `printOpen`, `printF32`/`printF64`/`printI64`/
    `printU64` (integers extended to 64 bits, booleans with zeros), `printComma`, `printClose` and
    `printNewline`; the extensions are arith ops, which the driver converts in their turn."""

    root = V.PrintOp
    legalize_created = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        print_type = op.source.type  # type: ignore[attr-defined]
        if self.converter.convert_type(print_type) is None:
            raise MatchFailure(f"'{print_type}' has no LLVM lowering")
        vector = print_type if isinstance(print_type, T.VectorType) else None
        elt = vector.element_type if vector is not None else print_type
        conversion = None
        if elt == T.f32:
            printer = "f32"
        elif elt == T.f64:
            printer = "f64"
        elif isinstance(elt, T.IndexType):
            printer = "u64"
        elif isinstance(elt, T.IntegerType) and elt.width <= 64:
            if elt.signedness == "u":
                printer, conversion = "u64", "extui" if elt.width < 64 else None
            else:
                printer = "i64"
                conversion = "extui" if elt.width == 1 else "extsi" if elt.width < 64 else None
        else:
            raise MatchFailure(f"no runtime function prints '{elt}'")
        name, arg = _PRINTERS[printer]
        self._declare(rw, name, [arg])
        if vector is not None and not vector.shape:  # a 0-D vector prints as one element
            vector = T.VectorType((1,), vector.element_type)
        rank = len(vector.shape) if vector is not None else 0
        self._ranks(rw, adaptor.source, vector, name, rank, conversion)
        self._call(rw, "printNewline")
        rw.erase_op(op)

    def _declare(self, rw: ConversionPatternRewriter, name: str, params: list[T.Type]) -> None:
        declare_function(rw, name, T.LLVMFunctionType(T.llvm_void, tuple(params)), at_start=True)

    def _call(self, rw: ConversionPatternRewriter, name: str, args: list[Value] | None = None) -> None:
        if not args:
            self._declare(rw, name, [])
        rw.create(llvm.CallOp.build(name, args or [], None))

    def _ranks(self, rw: ConversionPatternRewriter, value: Value, vector: T.VectorType | None, printer: str,
               rank: int, conversion: str | None) -> None:
        if rank == 0:
            if conversion is not None:
                value = rw.create(ods.create(arith.CAST_OPS[f"arith.{conversion}"], [value], [T.i64])).results[0]
            rw.create(llvm.CallOp.build(printer, [value], None))
            return
        assert vector is not None
        self._call(rw, "printOpen")
        self._declare(rw, "printComma", [])
        dim = vector.shape[0]
        for d in range(dim):
            reduced = T.VectorType(vector.shape[1:], vector.element_type) if rank > 1 else None
            element = self.converter.convert_type(reduced if reduced is not None else vector.element_type)
            nested = extract_one(rw, value, element, rank, d)  # type: ignore[arg-type]
            self._ranks(rw, nested, reduced, printer, rank - 1, conversion)
            if d != dim - 1:
                rw.create(llvm.CallOp.build("printComma", [], None))
        self._call(rw, "printClose")


# ---------------------------------------------------------------------------------------------------------
# Vector-to-vector rewrites that 14 runs inside the conversion (their new ops are converted in turn)

class VecBuilder:
    """Creates vector, arith and std ops for the in-conversion rewrites, at the rewriter's insertion point."""

    def __init__(self, rw: ConversionPatternRewriter) -> None:
        self.rw = rw

    def make(self, cls: type[Operation], operands: list[Any], results: list[Any],
             attributes: dict[str, A.Attribute] | None = None) -> Value:
        return make(self.rw, cls, operands, results, attributes)

    def constant(self, attr: A.Attribute) -> Value:
        return self.rw.create(arith.ConstantOp.build(attr)).results[0]

    def zero_splat(self, t: T.VectorType) -> Value:
        """`splat` of a zero of `t`'s element type (what 14's rewrites insert their pieces into)."""
        elt = t.element_type
        zero = self.constant(A.FloatAttr(0.0, elt) if isinstance(elt, T.FloatType) else A.IntegerAttr(0, elt))
        return self.make(std.SplatOp, [zero], [t])

    def extract(self, vector: Value, position: list[int]) -> Value:
        return self.make(V.ExtractOp, [vector], [V.extract_result_type(vector.type, position)],  # type: ignore[arg-type]
                         {"position": i64_array(position)})

    def insert(self, source: Value, dest: Value, position: list[int]) -> Value:
        return self.make(V.InsertOp, [source, dest], [dest.type], {"position": i64_array(position)})

    def extract_one(self, vector: Value, offset: int) -> Value:
        """extractOne of the strided-slice rewrites: vector.extract, or extractelement at an index constant."""
        t: T.VectorType = vector.type  # type: ignore[assignment]
        if len(t.shape) > 1:
            return self.extract(vector, [offset])
        index = self.constant(A.IntegerAttr(offset, T.index))
        return self.make(V.ExtractElementOp, [vector, index], [t.element_type])

    def insert_one(self, value: Value, into: Value, offset: int) -> Value:
        t: T.VectorType = into.type  # type: ignore[assignment]
        if len(t.shape) > 1:
            return self.insert(value, into, [offset])
        index = self.constant(A.IntegerAttr(offset, T.index))
        return self.make(V.InsertElementOp, [value, into, index], [t])

    def shuffle(self, v1: Value, v2: Value, mask: list[int], result: T.Type | None = None) -> Value:
        t: T.VectorType = v1.type  # type: ignore[assignment]
        out = result if result is not None else T.VectorType((len(mask), *t.shape[1:]), t.element_type)
        return self.make(V.ShuffleOp, [v1, v2], [out], {"mask": i64_array(mask)})


class VectorFMAOpNDRewritePattern(ConversionPattern):
    """An n-D fma: one (n-1)-D fma per leading position, inserted into a splat of zero."""

    root = V.FMAOp
    remaps_operands = False
    legalize_created = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t: T.VectorType = op.lhs.type  # type: ignore[attr-defined]
        if len(t.shape) < 2:
            raise MatchFailure("1-D fma is converted directly", applies=False)
        b = VecBuilder(rw)
        desc = b.zero_splat(t)
        for i in range(t.shape[0]):
            a, c, d = (b.extract(v, [i]) for v in (op.lhs, op.rhs, op.acc))  # type: ignore[attr-defined]
            fma = b.make(V.FMAOp, [a, c, d], [a.type])
            desc = b.insert(fma, desc, [i])
        rw.replace_op(op, [desc])


class VectorInsertStridedSliceOpDifferentRankRewritePattern(ConversionPattern):
    """A k-D slice into an n-D vector (k < n): into the (n-k)-level subvector it lands in, inserted back."""

    root = VS.InsertStridedSliceOp
    remaps_operands = False
    legalize_created = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src: T.VectorType = op.source.type  # type: ignore[attr-defined]
        dst: T.VectorType = op.dest.type  # type: ignore[attr-defined]
        offsets, strides = int_list(op.attributes["offsets"]), int_list(op.attributes["strides"])
        rank_diff = len(dst.shape) - len(src.shape)
        if not offsets or rank_diff == 0:
            raise MatchFailure("same ranks", applies=False)
        b = VecBuilder(rw)
        outer = offsets[:rank_diff]
        extracted = b.extract(op.dest, outer)  # type: ignore[attr-defined]
        inner = b.make(VS.InsertStridedSliceOp, [op.source, extracted], [extracted.type],  # type: ignore[attr-defined]
                       {"offsets": i64_array(offsets[rank_diff:]), "strides": i64_array(strides)})
        rw.replace_op(op, [b.insert(inner, op.dest, outer)])  # type: ignore[attr-defined]


class VectorInsertStridedSliceOpSameRankRewritePattern(ConversionPattern):
    """Same ranks: 1-D slices by two shuffles; n-D ones row by row."""

    root = VS.InsertStridedSliceOp
    remaps_operands = False
    legalize_created = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        src: T.VectorType = op.source.type  # type: ignore[attr-defined]
        dst: T.VectorType = op.dest.type  # type: ignore[attr-defined]
        offsets, strides = int_list(op.attributes["offsets"]), int_list(op.attributes["strides"])
        if not offsets or len(src.shape) != len(dst.shape):
            raise MatchFailure("different ranks", applies=False)
        if src == dst:
            rw.replace_op(op, [op.source])  # type: ignore[attr-defined]
            return
        b = VecBuilder(rw)
        offset, size, stride = offsets[0], src.shape[0], strides[0]
        if len(src.shape) == 1:
            n_src, n_dest = src.shape[0], dst.shape[0]
            scale = [i if i < n_src else 0 for i in range(n_dest)]
            scaled = b.shuffle(op.source, op.source, scale)  # type: ignore[attr-defined]
            end = offset + size * stride
            mask = [n_dest + i if i < offset or i >= end or (i - offset) % stride else (i - offset) // stride
                    for i in range(n_dest)]
            rw.replace_op(op, [b.shuffle(scaled, op.dest, mask)])  # type: ignore[attr-defined]
            return
        res = op.dest  # type: ignore[attr-defined]
        for idx, off in enumerate(range(offset, offset + size * stride, stride)):
            piece = b.extract_one(op.source, idx)  # type: ignore[attr-defined]
            if isinstance(piece.type, T.VectorType):
                dest_piece = b.extract_one(op.dest, off)  # type: ignore[attr-defined]
                piece = b.make(VS.InsertStridedSliceOp, [piece, dest_piece], [dest_piece.type],
                               {"offsets": i64_array(offsets[1:]), "strides": i64_array(strides[1:])})
            res = b.insert_one(piece, res, off)
        rw.replace_op(op, [res])


class VectorExtractStridedSliceOpRewritePattern(ConversionPattern):
    """One offset: a shuffle; more: row by row into a splat of zero."""

    root = VS.ExtractStridedSliceOp
    remaps_operands = False
    legalize_created = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        dst: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        offsets, sizes, strides = (int_list(op.attributes[k]) for k in ("offsets", "sizes", "strides"))
        offset, size, stride = offsets[0], sizes[0], strides[0]
        b = VecBuilder(rw)
        picked = list(range(offset, offset + size * stride, stride))
        if len(offsets) == 1:
            rw.replace_op(op, [b.shuffle(op.vector, op.vector, picked, dst)])  # type: ignore[attr-defined]
            return
        elt = dst.element_type
        res = b.zero_splat(dst)
        for idx, off in enumerate(picked):
            one = b.extract_one(op.vector, off)  # type: ignore[attr-defined]
            inner_type = T.VectorType((*sizes[1:], *one.type.shape[len(sizes) - 1:]), elt)
            extracted = b.make(VS.ExtractStridedSliceOp, [one], [inner_type],
                               {"offsets": i64_array(offsets[1:]), "sizes": i64_array(sizes[1:]),
                                "strides": i64_array(strides[1:])})
            res = b.insert_one(extracted, res, idx)
        rw.replace_op(op, [res])


def _vector_comparison(b: VecBuilder, index_optimizations: bool, dim: int, bound: Value,
                       offset: Value | None = None) -> Value:
    """buildVectorComparison: [0 .. dim-1] (+ offset) < bound, in i32 when indices may be assumed to fit."""
    idx = T.i32 if index_optimizations else T.i64
    shape: tuple[int, ...] = () if dim == 0 else (dim,)
    values = (0,) if dim == 0 else tuple(range(dim))
    indices = b.constant(A.DenseElementsAttr(values, T.VectorType(shape, idx)))
    if offset is not None:
        o = _cast_to_index_like(b, idx, offset)
        indices = b.make(arith.BINARY_OPS["arith.addi"], [b.make(std.SplatOp, [o], [indices.type]), indices],
                         [indices.type])
    bounds = b.make(std.SplatOp, [_cast_to_index_like(b, idx, bound)], [indices.type])
    return b.make(arith.CmpIOp, [indices, bounds], [arith.i1_like(indices.type)],
                  {"predicate": A.IntegerAttr(arith.CMPI_PREDICATES.index("slt"))})


def _cast_to_index_like(b: VecBuilder, target: T.Type, value: Value) -> Value:
    """createCastToIndexLike."""
    if value.type == target:
        return value
    if isinstance(target, T.IndexType) != isinstance(value.type, T.IndexType):
        return b.make(arith.CAST_OPS["arith.index_cast"], [value], [target])
    name = "extsi" if target.width > value.type.width else "trunci"  # type: ignore[attr-defined]
    return b.make(arith.CAST_OPS[f"arith.{name}"], [value], [target])


class VectorCreateMaskOpConversion(ConversionPattern):
    """A 0-D or 1-D create_mask is a vector comparison of the lane indices with its size."""

    root = VS.CreateMaskOp
    remaps_operands = False
    legalize_created = True

    def __init__(self, converter: Any, index_optimizations: bool = True) -> None:
        super().__init__(converter)
        self.index_optimizations = index_optimizations

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t: T.VectorType = op.results[0].type
        if len(t.shape) > 1:
            raise MatchFailure("n-D masks are unrolled by the greedy phase")
        mask = _vector_comparison(VecBuilder(rw), self.index_optimizations, t.shape[0] if t.shape else 0,
                                  op.operands[0])
        rw.replace_op(op, [mask])


class MaterializeTransferMask(ConversionPattern):
    """An out-of-bounds 1-D transfer gets the in-bounds mask [i .. i+n-1] < dim (and-ed with its own mask)
    and becomes in bounds (14 updates the op in place; here a copy with the mask replaces it)."""

    remaps_operands = False
    legalize_created = True

    def __init__(self, converter: Any, root: type[Operation], index_optimizations: bool = True) -> None:
        super().__init__(converter)
        self.root = root
        self.index_optimizations = index_optimizations

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.conversion.vector_transforms import _out_of_bounds

        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        indices = list(op.indices)  # type: ignore[attr-defined]
        if not _out_of_bounds(op) or len(vector.shape) > 1 or not indices:
            raise MatchFailure("in bounds", applies=False)
        b = VecBuilder(rw)
        last = len(indices) - 1
        dim = _create_or_fold_dim(b, op.source, last)  # type: ignore[attr-defined]
        mask = _vector_comparison(b, self.index_optimizations, VS.product(vector.shape), dim, indices[last])
        if op.mask is not None:  # type: ignore[attr-defined]
            mask = b.make(arith.BINARY_OPS["arith.andi"], [mask, op.mask], [mask.type])  # type: ignore[attr-defined]
        groups = [op.source, indices, op.padding, mask] if isinstance(op, V.TransferReadOp) \
            else [op.vector, op.source, indices, mask]  # type: ignore[attr-defined]
        attributes = {k: v for k, v in op.attributes.items() if k != "operand_segment_sizes"}
        attributes["in_bounds"] = A.ArrayAttr((A.bool_attr(True),))
        new = rw.create(ods.create(type(op), groups, [r.type for r in op.results], attributes))
        rw.replace_op(op, list(new.results))


def _create_or_fold_dim(b: VecBuilder, source: Value, index: int) -> Value:
    """createOrFoldDimOp on a memref: `memref.dim`, folded to a constant for a static size (the index constant
    it was built with stays, as 14's createOrFold leaves it)."""
    position = b.constant(A.IntegerAttr(index, T.index))
    t = source.type
    if isinstance(t, T.ShapedType) and t.shape[index] != T.DYNAMIC:
        return b.constant(A.IntegerAttr(t.shape[index], T.index))
    return b.make(M.DimOp, [source, position], [T.index])


class TransferLowering(ConversionPattern):
    """populateVectorTransferLoweringPatterns inside the conversion: the greedy phase's rewrite patterns,
    applied to the transfers and one-element loads and stores the conversion meets."""

    remaps_operands = False
    legalize_created = True

    def __init__(self, converter: Any, pattern: Any) -> None:
        super().__init__(converter)
        self.pattern = pattern
        self.root = pattern.root

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        rewriter = _ConversionRewriterShim(rw)
        if not self.pattern.match_and_rewrite(op, rewriter):
            raise MatchFailure(f"{type(self.pattern).__name__} does not apply", applies=False)


class _ConversionRewriterShim:
    """The PatternRewriter interface of the greedy patterns, over the conversion rewriter."""

    def __init__(self, rw: ConversionPatternRewriter) -> None:
        self.rw = rw

    def insert(self, op: Operation) -> Operation:
        return self.rw.create(op)

    def replace_op(self, op: Operation, values: list[Value]) -> None:
        self.rw.replace_op(op, list(values))

    def erase_op(self, op: Operation) -> None:
        self.rw.erase_op(op)


def vector_to_llvm_patterns(converter: Any, reassociate_fp_reductions: bool = False,
                            index_optimizations: bool = True) -> list[ConversionPattern]:
    """The conversion's patterns, in 14's order (populateVectorMaskMaterializationPatterns,
    populateVectorTransferLoweringPatterns, the matrix patterns, populateVectorToLLVMConversionPatterns)."""
    patterns: list[ConversionPattern] = [
        VectorCreateMaskOpConversion(converter, index_optimizations),
        MaterializeTransferMask(converter, V.TransferReadOp, index_optimizations),
        MaterializeTransferMask(converter, V.TransferWriteOp, index_optimizations),
    ]
    patterns += transfer_patterns(converter)
    patterns += [VectorMatmulOpConversion(converter), VectorFlatTransposeOpConversion(converter)]
    return patterns + conversion_patterns(converter, reassociate_fp_reductions)


def transfer_patterns(converter: Any, max_rank: int | None = None) -> list[ConversionPattern]:
    """populateVectorTransferLoweringPatterns inside a conversion: in-bounds transfers of at most `max_rank`
    dimensions to vector loads and stores."""
    from gpuopt.conversion.vector_transforms import transfer_lowering_patterns

    return [TransferLowering(converter, p) for p in transfer_lowering_patterns(max_rank)]


def conversion_patterns(converter: Any, reassociate_fp_reductions: bool = False) -> list[ConversionPattern]:
    """populateVectorToLLVMConversionPatterns without its transfer lowering (of rank 1, which the callers add
    where 14 has it): what other lowerings, such as convert-gpu-to-rocdl, take from this one."""
    patterns: list[ConversionPattern] = [
        VectorFMAOpNDRewritePattern(converter),
        VectorInsertStridedSliceOpDifferentRankRewritePattern(converter),
        VectorInsertStridedSliceOpSameRankRewritePattern(converter),
        VectorExtractStridedSliceOpRewritePattern(converter),
        VectorReductionOpConversion(converter, reassociate_fp_reductions)]
    patterns += [cls(converter) for cls in (
        VectorBitCastOpConversion, VectorShuffleOpConversion, VectorExtractElementOpConversion,
        VectorExtractOpConversion, VectorFMAOp1DConversion, VectorInsertElementOpConversion,
        VectorInsertOpConversion, VectorPrintOpConversion, VectorTypeCastOpConversion, VectorLoadOpConversion,
        VectorMaskedLoadOpConversion, VectorStoreOpConversion, VectorMaskedStoreOpConversion,
        VectorGatherOpConversion, VectorScatterOpConversion, VectorExpandLoadOpConversion,
        VectorCompressStoreOpConversion)]
    return patterns


def kernel_vector_patterns(module: Operation, converter: Any) -> list[ConversionPattern]:
    """Vector ops in another lowering's conversion (convert-gpu-to-host's kernels): when `module` holds vector
    ops, first the greedy phase of convert-vector-to-llvm on it (with 14's default options), then the
    conversion's patterns, whose rewrites legalize what they create whatever the driver does."""
    from gpuopt.conversion.vector_transforms import lowering_patterns
    from gpuopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_and_fold_greedily

    if any(nested.op_name.startswith("vector.") for nested in module.walk()):
        config = GreedyRewriteConfig(top_down=False, seed_constants=False)
        apply_patterns_and_fold_greedily(list(module.regions), lowering_patterns(), config)
    return vector_to_llvm_patterns(converter)
