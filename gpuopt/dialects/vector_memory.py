"""vector (MLIR 14): the masked and indexed memory ops (maskedload/maskedstore, gather/scatter,
expandload/compressstore), 1-D vectors at a memref position, with 14's formats and verifier messages.

Part of the vector dialect: gpuopt/dialects/vector.py imports this module.
"""

from __future__ import annotations

from gpuopt.dialects import ods
from gpuopt.dialects.ods import op, operand, result, variadic_operand
from gpuopt.dialects.vector import ANY_MEMREF, INDEX
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation


def _vector_of_rank_1(description: str, element: type | tuple[type, ...] | T.Type | None = None) -> ods.Constraint:
    """VectorOfRank<[1]> / VectorOfRankAndType<[1], [...]> (14's description: `... of ranks 1`)."""

    def check(t: T.Type) -> bool:
        if not isinstance(t, T.VectorType) or len(t.shape) != 1:
            return False
        if element is None:
            return True
        if isinstance(element, T.Type):
            return t.element_type == element
        return isinstance(t.element_type, element)

    return ods.Constraint(description, check, type_class=T.VectorType)


MASK_1D = _vector_of_rank_1("vector of 1-bit signless integer values of ranks 1", T.i1)
ANY_1D = _vector_of_rank_1(" of ranks 1")
"""VectorOfRank<[1]>: MLIR 14 describes it with an empty type list, hence "must be  of ranks 1"."""
INDEX_1D = _vector_of_rank_1("vector of integer or index values of ranks 1", (T.IntegerType, T.IndexType))


def _check_base(op: Operation, value_type: T.VectorType, what: str) -> None:
    """What every masked op checks first: element types and the index count."""
    memref: T.MemRefType = op.base.type  # type: ignore[attr-defined]
    if value_type.element_type != memref.element_type:
        raise op.error(f"base and {what} element type should match")
    if len(op.indices) != memref.rank:  # type: ignore[attr-defined]
        raise op.error(f"requires {memref.rank} indices")


def _check_dim(op: Operation, value_type: T.VectorType, other: T.Type, what: str, of: str) -> None:
    if value_type.shape[0] != other.shape[0]:  # type: ignore[attr-defined]
        raise op.error(f"expected {what} dim to match {of} dim")


class _MaskedRead(Operation):
    """maskedload and expandload: `%r = vector.<op> %base[%i], %mask, %pass_thru : memref, mask, pass_thru into
    result`."""

    memory_effects = ("read",)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    mask = operand(MASK_1D)
    pass_thru = operand(ANY_1D)
    result_ = result(ANY_1D)

    def verify(self) -> None:
        vector: T.VectorType = self.result_.type
        _check_base(self, vector, "result")
        _check_dim(self, vector, self.mask.type, "result", "mask")
        if vector != self.pass_thru.type:
            raise self.error("expected pass_thru of same type as result type")


class _MaskedWrite(Operation):
    """maskedstore and compressstore: `vector.<op> %base[%i], %mask, %value : memref, mask, value`."""

    memory_effects = ("write",)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    mask = operand(MASK_1D)
    valueToStore = operand(ANY_1D)

    def verify(self) -> None:
        vector: T.VectorType = self.valueToStore.type
        _check_base(self, vector, "valueToStore")
        _check_dim(self, vector, self.mask.type, "valueToStore", "mask")


_READ_FORMAT = ("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
                "type($pass_thru) `into` type($result_)")
_WRITE_FORMAT = ("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
                 "type($valueToStore)")


@op("vector.maskedload", format=_READ_FORMAT)
class MaskedLoadOp(_MaskedRead):
    """Reads the lanes whose mask bit is set from `base[i...]`, the others from `pass_thru`."""


@op("vector.expandload", format=_READ_FORMAT)
class ExpandLoadOp(_MaskedRead):
    """Reads consecutive elements into the lanes whose mask bit is set, the others from `pass_thru`."""


@op("vector.maskedstore", format=_WRITE_FORMAT)
class MaskedStoreOp(_MaskedWrite):
    """Writes the lanes whose mask bit is set to `base[i...]`."""


@op("vector.compressstore", format=_WRITE_FORMAT)
class CompressStoreOp(_MaskedWrite):
    """Writes the lanes whose mask bit is set to consecutive elements from `base[i...]`."""


@op("vector.gather", format="$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` "
                            "type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` "
                            "type($result_)")
class GatherOp(Operation):
    """`%r = vector.gather %base[%c0][%idx], %mask, %pass_thru : memref<?xf32>, vector<16xi32>, vector<16xi1>,
    vector<16xf32> into vector<16xf32>`."""

    memory_effects = ("read",)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    index_vec = operand(INDEX_1D)
    mask = operand(MASK_1D)
    pass_thru = operand(ANY_1D)
    result_ = result(ANY_1D)

    def verify(self) -> None:
        vector: T.VectorType = self.result_.type
        _check_base(self, vector, "result")
        _check_dim(self, vector, self.index_vec.type, "result", "indices")
        _check_dim(self, vector, self.mask.type, "result", "mask")
        if vector != self.pass_thru.type:
            raise self.error("expected pass_thru of same type as result type")


@op("vector.scatter", format="$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $valueToStore attr-dict `:` "
                             "type($base) `,` type($index_vec) `,` type($mask) `,` type($valueToStore)")
class ScatterOp(Operation):
    """`vector.scatter %base[%c0][%idx], %mask, %value : memref<?xf32>, vector<16xi32>, vector<16xi1>,
    vector<16xf32>`."""

    memory_effects = ("write",)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    index_vec = operand(INDEX_1D)
    mask = operand(MASK_1D)
    valueToStore = operand(ANY_1D)

    def verify(self) -> None:
        vector: T.VectorType = self.valueToStore.type
        _check_base(self, vector, "valueToStore")
        _check_dim(self, vector, self.index_vec.type, "valueToStore", "indices")
        _check_dim(self, vector, self.mask.type, "valueToStore", "mask")
