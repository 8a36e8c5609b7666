"""vector (MLIR 14): the ops that reshape, slice and mask vectors (shape_cast, transpose, strided slices,
reshape, extract_map/insert_map, constant_mask/create_mask, vscale), with 14's formats and verifier
messages.

Part of the vector dialect: gpuopt/dialects/vector.py imports this module.
"""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.dialects.ods import AttrSizedOperandSegments, NoSideEffect, attribute, op, operand, result, variadic_operand
from gpuopt.dialects.traits import AllTypesMatch
from gpuopt.dialects.vector import ANY_VECTOR, I64_ARRAY, INDEX, _positions, _same_element_type
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

MASK_ANY_RANK = ods.Constraint("vector of 1-bit signless integer values",
                               lambda t: isinstance(t, T.VectorType) and t.element_type == T.i1,
                               type_class=T.VectorType)


def int_list(attr: A.Attribute | None) -> list[int]:
    """The values of an integer array attribute."""
    return [int(getattr(e, "value", 0)) for e in _positions(attr)]


def product(values: list[int] | tuple[int, ...]) -> int:
    n = 1
    for v in values:
        n *= v
    return n


def is_valid_shape_cast(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """isValidShapeCast: each dimension of the lower-rank `a` is the product of a contiguous run of `b`'s
    (trailing 1s belong to the run before them)."""
    i = j = 0
    while i < len(a) and j < len(b):
        dim_b = 1
        while dim_b < a[i] and j < len(b):
            dim_b *= b[j]
            j += 1
        if a[i] != dim_b:
            break
        i += 1
        if i < len(a) and all(d == 1 for d in a[i:]):
            i = len(a)
        if j < len(b) and all(d == 1 for d in b[j:]):
            j = len(b)
    return i == len(a) and j == len(b)


@op("vector.shape_cast", traits=(NoSideEffect,), format="$source attr-dict `:` type($source) `to` type($result_)")
class ShapeCastOp(Operation):
    """`%r = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>`."""

    source = operand(ANY_VECTOR)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        src: T.VectorType = self.source.type
        dst: T.VectorType = self.result_.type
        if src.element_type != dst.element_type:
            raise self.error("source/result vectors must have same element type")
        if product(src.shape) != product(dst.shape):
            raise self.error("source/result number of elements must match")
        if len(src.shape) < len(dst.shape) and not is_valid_shape_cast(src.shape, dst.shape) or \
                len(src.shape) > len(dst.shape) and not is_valid_shape_cast(dst.shape, src.shape):
            raise self.error("invalid shape cast")


@op("vector.transpose", traits=(NoSideEffect,),
    format="$vector `,` $transp attr-dict `:` type($vector) `to` type($result_)")
class TransposeOp(Operation):
    """`%r = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>`."""

    vector = operand(ANY_VECTOR)
    transp = attribute(I64_ARRAY)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.vector.type, self.result_.type, "operand and result have same element type")
        src: T.VectorType = self.vector.type
        dst: T.VectorType = self.result_.type
        rank = len(dst.shape)
        if len(src.shape) != rank:
            raise self.error(f"vector result rank mismatch: {rank}")
        transp = int_list(self.attributes["transp"])
        if len(transp) != rank:
            raise self.error(f"transposition length mismatch: {len(transp)}")
        seen: set[int] = set()
        for index, i in enumerate(transp):
            if not 0 <= i < rank:
                raise self.error(f"transposition index out of range: {i}")
            if i in seen:
                raise self.error(f"duplicate position index: {i}")
            seen.add(i)
            if dst.shape[index] != src.shape[i]:
                raise self.error(f"dimension size mismatch at: {i}")


def _confined_to_shape(op: Operation, values: list[int], shape: tuple[int, ...], name: str,
                       half_open: bool = True, low: int = 0) -> None:
    """isIntegerArrayAttrConfinedToShape."""
    for index, (v, size) in enumerate(zip(values, shape)):
        high = size if half_open else size + 1
        if v < low or v >= high:
            raise op.error(f"expected {name} dimension {index} to be confined to [{low}, {high})")


def _strides_are_one(op: Operation, strides: list[int]) -> None:
    """isIntegerArrayAttrConfinedToRange(strides, 1, 1, halfOpen=false)."""
    for v in strides:
        if not 1 <= v < 2:
            raise op.error("expected strides to be confined to [1, 2)")


def _sum_confined(op: Operation, a: list[int], b: list[int], shape: tuple[int, ...], names: str) -> None:
    """isSumOfIntegerArrayAttrConfinedToShape(halfOpen=false): its message names [1, size + 1) although the
    check admits 0."""
    for index, (x, y, size) in enumerate(zip(a, b, shape)):
        if x + y < 0 or x + y >= size + 1:
            raise op.error(f"expected sum({names}) dimension {index} to be confined to [1, {size + 1})")


def strided_slice_type(vector: T.VectorType, sizes: list[int]) -> T.VectorType:
    """inferStridedSliceOpResultType: the sizes, then the source's remaining dimensions."""
    return T.VectorType((*sizes, *vector.shape[len(sizes):]), vector.element_type)


@op("vector.extract_strided_slice", traits=(NoSideEffect,),
    format="$vector attr-dict `:` type($vector) `to` type(results)")
class ExtractStridedSliceOp(Operation):
    """`%r = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} :
    vector<4x8x16xf32> to vector<2x4x16xf32>`."""

    vector = operand(ANY_VECTOR)
    offsets = attribute(I64_ARRAY)
    sizes = attribute(I64_ARRAY)
    strides = attribute(I64_ARRAY)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.vector.type, self.result_.type, "operand and result have same element type")
        vector: T.VectorType = self.vector.type
        offsets, sizes, strides = (int_list(self.attributes[k]) for k in ("offsets", "sizes", "strides"))
        if not len(offsets) == len(sizes) == len(strides):
            raise self.error("expected offsets, sizes and strides attributes of same size")
        for name, values in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
            if len(values) > len(vector.shape):
                raise self.error(f"expected {name} attribute of rank smaller than vector rank")
        _confined_to_shape(self, offsets, vector.shape, "offsets")
        _confined_to_shape(self, sizes, vector.shape, "sizes", half_open=False, low=1)
        _strides_are_one(self, strides)
        _sum_confined(self, offsets, sizes, vector.shape, "offsets, sizes")
        expected = strided_slice_type(vector, sizes)
        if self.result_.type != expected:
            raise self.error(f"expected result type to be '{expected}'")


@op("vector.insert_strided_slice", traits=(NoSideEffect, AllTypesMatch("dest", "res")),
    format="$source `,` $dest attr-dict `:` type($source) `into` type($dest)")
class InsertStridedSliceOp(Operation):
    """`%r = vector.insert_strided_slice %v, %w {offsets = [0, 0, 2], strides = [1, 1]} : vector<2x4xf32> into
    vector<16x4x8xf32>`."""

    source = operand(ANY_VECTOR)
    dest = operand(ANY_VECTOR)
    offsets = attribute(I64_ARRAY)
    strides = attribute(I64_ARRAY)
    res = result(ANY_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.source.type, self.res.type, "operand #0 and result have same element type")
        src: T.VectorType = self.source.type
        dst: T.VectorType = self.dest.type
        offsets, strides = int_list(self.attributes["offsets"]), int_list(self.attributes["strides"])
        if len(offsets) != len(dst.shape):
            raise self.error("expected offsets of same size as destination vector rank")
        if len(strides) != len(src.shape):
            raise self.error("expected strides of same size as source vector rank")
        if len(src.shape) > len(dst.shape):
            raise self.error("expected source rank to be smaller than destination rank")
        _confined_to_shape(self, offsets, dst.shape, "offsets")
        _strides_are_one(self, strides)
        padded = [0] * (len(dst.shape) - len(src.shape)) + list(src.shape)
        _sum_confined(self, offsets, padded, dst.shape, "offsets, source vector shape")


@op("vector.reshape", traits=(AttrSizedOperandSegments, NoSideEffect),
    format="$vector `,` `[` $input_shape `]` `,` `[` $output_shape `]` `,` $fixed_vector_sizes attr-dict `:` "
           "type($vector) `to` type($result_)")
class ReshapeOp(Operation):
    """`%r = vector.reshape %v, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>`."""

    vector = operand(ANY_VECTOR)
    input_shape = variadic_operand(INDEX)
    output_shape = variadic_operand(INDEX)
    fixed_vector_sizes = attribute(I64_ARRAY)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        src: T.VectorType = self.vector.type
        dst: T.VectorType = self.result_.type
        fixed = int_list(self.attributes["fixed_vector_sizes"])
        if len(src.shape) != len(self.input_shape) + len(fixed):
            raise self.plain_error(f"invalid input shape for vector type '{src}'")
        if len(dst.shape) != len(self.output_shape) + len(fixed):
            raise self.plain_error(f"invalid output shape for vector type '{dst}'")
        # MLIR 14 compares fixed size i with dimension rank - n - i (not rank - n + i), kept as it is
        for what, t in (("input", src), ("output", dst)):
            for i, size in enumerate(fixed):
                if size != t.shape[len(t.shape) - len(fixed) - i]:
                    raise self.plain_error(f"fixed vector size must match {what} vector for dim {i}")
        sizes = [_constant_index(v) for v in (*self.input_shape, *self.output_shape)]
        if all(s is not None for s in sizes):
            n = len(self.input_shape)
            if product(sizes[:n]) != product(sizes[n:]):  # type: ignore[arg-type]
                raise self.plain_error("product of input and output shape sizes must match")

    def plain_error(self, message: str) -> DiagnosticError:
        """emitError (not emitOpError): the message without the op's name."""
        return DiagnosticError.at(self.loc, message)


def _constant_index(value: object) -> int | None:
    """The value of an `arith.constant N : index` defining `value`, else None (ConstantIndexOp)."""
    owner = getattr(value, "op", None)
    attr = getattr(owner, "attributes", {}).get("value") if getattr(owner, "op_name", "") == "arith.constant" \
        else None
    if isinstance(attr, A.IntegerAttr) and attr.type == T.index:
        return attr.value
    return None


def _distributed(op: Operation, big: T.VectorType, small: T.VectorType, what: str) -> None:
    """What extract_map and insert_map check: same ranks, sizes that divide, one id per distributed dim."""
    if len(big.shape) != len(small.shape):
        raise op.error("expected source and destination vectors of same rank")
    count = 0
    for b, s in zip(big.shape, small.shape):
        if s == 0 or b % s:
            raise op.error(what)
        count += b != s
    if count != len(op.ids):  # type: ignore[attr-defined]
        raise op.error("expected number of ids must match the number of dimensions distributed")


@op("vector.extract_map", traits=(NoSideEffect,),
    format="$vector `[` $ids `]` attr-dict `:` type($vector) `to` type(results)")
class ExtractMapOp(Operation):
    """`%r = vector.extract_map %v[%id] : vector<32xf32> to vector<1xf32>`."""

    vector = operand(ANY_VECTOR)
    ids = variadic_operand(INDEX)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        _distributed(self, self.vector.type, self.result_.type,
                     "source vector dimensions must be a multiple of destination vector dimensions")


@op("vector.insert_map", traits=(NoSideEffect, AllTypesMatch("dest", "result_")),
    format="$vector `,` $dest `[` $ids `]` attr-dict `:` type($vector) `into` type($result_)")
class InsertMapOp(Operation):
    """`%r = vector.insert_map %e, %v[%id] : vector<1xf32> into vector<32xf32>`."""

    vector = operand(ANY_VECTOR)
    dest = operand(ANY_VECTOR)
    ids = variadic_operand(INDEX)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        _distributed(self, self.result_.type, self.vector.type,
                     "destination vector size must be a multiple of source vector size")


@op("vector.constant_mask", traits=(NoSideEffect,), format="$mask_dim_sizes attr-dict `:` type(results)")
class ConstantMaskOp(Operation):
    """`%m = vector.constant_mask [3, 2] : vector<4x3xi1>` (rows 0-2, columns 0-1 set)."""

    mask_dim_sizes = attribute(I64_ARRAY)
    result_ = result(MASK_ANY_RANK)

    def verify(self) -> None:
        t: T.VectorType = self.result_.type
        sizes = int_list(self.attributes["mask_dim_sizes"])
        if not t.shape:
            if len(sizes) != 1:
                raise DiagnosticError.at(self.loc, "array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise DiagnosticError.at(self.loc, "mask dim size must be either 0 or 1 for 0-D vectors")
            return
        if len(sizes) != len(t.shape):
            raise self.error("must specify array attr of size equal vector result rank")
        for size, dim in zip(sizes, t.shape):
            if not 0 <= size <= dim:
                raise self.error("array attr of size out of bounds of vector result dimension size")
        if 0 in sizes and any(sizes):
            raise self.error("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")


@op("vector.create_mask", traits=(NoSideEffect,), format="$operands_ attr-dict `:` type(results)")
class CreateMaskOp(Operation):
    """`%m = vector.create_mask %c3, %c2 : vector<4x3xi1>`."""

    operands_ = variadic_operand(INDEX)
    result_ = result(MASK_ANY_RANK)

    def verify(self) -> None:
        t: T.VectorType = self.result_.type
        if not t.shape:
            if len(self.operands) != 1:
                raise self.error("must specify exactly one operand for 0-D create_mask")
        elif len(self.operands) != len(t.shape):
            raise self.error("must specify an operand for each result vector dimension")


@op("vector.vscale", traits=(NoSideEffect,), format="attr-dict")
class VectorScaleOp(Operation):
    """`%s = vector.vscale`: the runtime multiple of scalable vector sizes."""

    res = result(INDEX)
