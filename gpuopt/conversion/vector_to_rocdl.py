"""vector -> ROCDL (MLIR 14's VectorToROCDL.cpp): a 1-D `vector.transfer_read`/`write` that may run out of
bounds, of 2 or 4 elements, on global memory (address space 0 or 1), becomes a MUBUF buffer load or store,
whose hardware bounds check returns zeros past the buffer.  Everything else is left to convert-vector-to-llvm's
patterns (in-bounds transfers become plain loads and stores) or stays, as in 14.

The buffer descriptor is 14's: the element's address in the first two dwords, -1 (no size limit) in the
third, 0x27000 (the data format) in the fourth.  Like 14, the pattern ignores a transfer's mask.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, index_constant
from gpuopt.conversion.memref_lowering import strided_element_ptr
from gpuopt.dialects import llvm, rocdl
from gpuopt.dialects import vector as V
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

BUFFER_CONFIG = (0, 0, -1, 0x27000)
_I32X4 = T.VectorType((4,), T.i32)
_I64X2 = T.VectorType((2,), T.i64)


def _first_dim_in_bounds(op: Operation) -> bool:
    """TransferOp::isDimInBounds(0): a broadcast dimension, or one marked in bounds."""
    _, _, results = V.map_parts(op.attributes["permutation_map"]) or (0, 0, [])
    if results and not results[0].startswith("d"):
        return True
    flags = op.attributes.get("in_bounds")
    return isinstance(flags, A.ArrayAttr) and bool(getattr(flags.elements[0], "value", 0))


class VectorTransferConversion(ConversionPattern):
    """A 1-D transfer that may run out of bounds -> `rocdl.buffer.load` / `rocdl.buffer.store`."""

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        permutation = op.attributes["permutation_map"]
        _, _, results = V.map_parts(permutation) or (0, 0, [])
        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        if not results or len(vector.shape) > 1 or not op.indices:  # type: ignore[attr-defined]
            raise MatchFailure("only 1-D transfers with indices become buffer operations")
        if not V.is_minor_identity(permutation):
            raise MatchFailure("the permutation map is not a minor identity")
        if _first_dim_in_bounds(op):
            raise MatchFailure("an in-bounds transfer is left to convert-vector-to-llvm's patterns")
        if vector.shape[0] not in (2, 4):
            raise MatchFailure("only transfers of 2 or 4 elements become buffer operations")
        memref = op.source.type  # type: ignore[attr-defined]
        if not isinstance(memref, T.MemRefType) or memref.memory_space_number not in (0, 1):
            raise MatchFailure("buffer operations read and write global memory (address space 0 or 1) only")
        data = strided_element_ptr(rw, MemRefDescriptor(adaptor.source), memref, adaptor.indices)
        config = rw.create(llvm.ConstantOp.build(A.DenseElementsAttr(BUFFER_CONFIG, _I32X4), _I32X4)).result
        halves = rw.create(llvm.BitcastOp.build(config, _I64X2)).result
        address = rw.create(llvm.PtrToIntOp.build(data, T.i64)).result
        rsrc = rw.create(llvm.InsertElementOp.build(halves, address, index_constant(rw, 0))).result
        rsrc = rw.create(llvm.BitcastOp.build(rsrc, _I32X4)).result
        false = rw.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.i1), T.i1)).result
        zero = rw.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.i32), T.i32)).result
        self.rewrite_transfer(op, adaptor, rw, [rsrc, zero, zero, false, false])

    def rewrite_transfer(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter,
                         operands: list[Value]) -> None:
        raise NotImplementedError


class TransferReadConversion(VectorTransferConversion):
    root = V.TransferReadOp

    def rewrite_transfer(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter,
                         operands: list[Value]) -> None:
        vector = self.converter.convert_type(op.vector.type)  # type: ignore[attr-defined]
        load = rw.create(rocdl.MubufLoadOp(rocdl.MubufLoadOp.name, operands, [vector], {}))  # type: ignore[call-arg]
        rw.replace_op(op, [load.results[0]])


class TransferWriteConversion(VectorTransferConversion):
    root = V.TransferWriteOp

    def rewrite_transfer(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter,
                         operands: list[Value]) -> None:
        rw.create(rocdl.MubufStoreOp(rocdl.MubufStoreOp.name, [adaptor.vector, *operands], [], {}))  # type: ignore
        rw.erase_op(op)


def vector_to_rocdl_patterns(converter: object) -> list[ConversionPattern]:
    """populateVectorToROCDLConversionPatterns."""
    return [TransferReadConversion(converter), TransferWriteConversion(converter)]
