"""memref (MLIR 14), continued: the view ops (subview, reinterpret_cast, reshape, expand_shape/collapse_shape,
transpose).  Imported by gpuopt.dialects.memref, whose ops these are.

The views derive their result layouts from their source's strided layout (gpuopt.ir.strided) exactly as 14
does, because the verifier compares the written result type with the inferred one and prints the inferred
one in its message.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import AnyAttr
from gpuopt.dialects.format import custom_directive
from gpuopt.dialects.memref import ANY_RANKED_OR_UNRANKED
from gpuopt.dialects.ods import (
    ANY_MEMREF,
    INDEX,
    AttrSizedOperandSegments,
    NoSideEffect,
    attribute,
    op,
    operand,
    result,
    variadic_operand,
)
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.affine import AffineMap
from gpuopt.ir.core import Operation, Value
from gpuopt.ir.strided import (
    DYNAMIC_STRIDE,
    canonicalize_strided_layout,
    is_strided,
    strided_linear_layout,
    strided_type,
    strides_and_offset,
    strides_and_offset_exprs,
    with_layout,
)
from gpuopt.rewrite.patterns import patterns_of

# ---------------------------------------------------------------------------------------------------------
# Offsets, sizes and strides: `[%a, 4]` lists of values and constants (OffsetSizeAndStrideOpInterface).


def i64_array(values: list[int]) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.IntegerAttr(v, T.i64) for v in values))


def static_values(op: Operation, name: str) -> list[int]:
    attr = op.attributes.get(name)
    return [a.value for a in attr.elements] if isinstance(attr, A.ArrayAttr) else []  # type: ignore[attr-defined]


def _dynamic_marker(kind: str) -> int:
    return T.DYNAMIC if kind == "sizes" else DYNAMIC_STRIDE


def mixed(op: Operation, kind: str) -> list[int | Value]:
    """getMixedOffsets/Sizes/Strides: each entry a constant, or the operand standing for a dynamic one."""
    values = iter(getattr(op, kind))
    marker = _dynamic_marker(kind)
    return [next(values) if v == marker else v for v in static_values(op, f"static_{kind}")]


def _mixed_list(dynamic: int) -> type:
    class _List:
        @staticmethod
        def parse(p: Any, parts: list[Any], op_name: str) -> tuple[list[Any], A.ArrayAttr]:
            tokens: list[Any] = []
            values: list[int] = []
            for item in parts[0] or []:
                if isinstance(item, int):
                    values.append(item)
                else:
                    tokens.append(item)
                    values.append(dynamic)
            return tokens, i64_array(values)

        @staticmethod
        def print(p: Any, op: Operation, values: list[Value], static: A.Attribute) -> str:
            dynamic_values = iter(values)
            entries = [p.value(next(dynamic_values)) if a.value == dynamic else str(a.value)  # type: ignore[attr-defined]
                       for a in getattr(static, "elements", ())]
            return "[" + ", ".join(entries) + "]"

    return _List


custom_directive("OperandsOrIntegersOffsetsOrStridesList", "memref_mixed_list")(_mixed_list(DYNAMIC_STRIDE))
custom_directive("OperandsOrIntegersSizesList", "memref_mixed_list")(_mixed_list(T.DYNAMIC))


def _mixed_item(p: Any, items: list[Any]) -> Any:
    """A list entry: a `%value` token, or a constant (`4`, `-1`, `4 : i32`)."""
    token = items[0]
    if token.type == "VALUE_ID":
        return token
    return ods.int_literal(token)


def verify_offsets_sizes_strides(op: Operation, max_ranks: tuple[int, int, int]) -> None:
    """verifyOffsetSizeAndStrideOp (14 reports these without the op's name)."""
    offsets, sizes, strides = (static_values(op, f"static_{k}") for k in ("offsets", "sizes", "strides"))
    if not (len(offsets) == 1 and max_ranks[0] == 1) and len(offsets) != len(sizes):
        raise DiagnosticError.at(op.loc, f"expected mixed offsets rank to match mixed sizes rank ({len(offsets)} vs "
                                         f"{len(sizes)}) so the rank of the result type is well-formed.")
    if len(sizes) != len(strides):
        raise DiagnosticError.at(op.loc, f"expected mixed sizes rank to match mixed strides rank ({len(sizes)} vs "
                                         f"{len(strides)}) so the rank of the result type is well-formed.")
    for kind, rank, values in (("offset", max_ranks[0], offsets), ("size", max_ranks[1], sizes),
                               ("stride", max_ranks[2], strides)):
        if len(values) != rank:
            raise DiagnosticError.at(op.loc, f"expected {rank} {kind} values")
        marker = _dynamic_marker(kind + "s")
        expected = sum(1 for v in values if v == marker)
        if len(getattr(op, kind + "s")) != expected:
            raise DiagnosticError.at(op.loc, f"expected {expected} dynamic {kind} values")


_I64_ARRAY = AnyAttr("64-bit integer array attribute",
                     lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(e, A.IntegerAttr) and e.type == T.i64
                                                                  for e in a.elements))

# ---------------------------------------------------------------------------------------------------------
# subview


def _saturated(a: int, b: int, combine: Any) -> int:
    return DYNAMIC_STRIDE if DYNAMIC_STRIDE in (a, b) else combine(a, b)


def subview_result_type(source: T.MemRefType, offsets: list[int], sizes: list[int], strides: list[int]
                        ) -> T.MemRefType:
    """SubViewOp::inferResultType: the source's offset moved by the static offsets, its strides scaled."""
    found = strides_and_offset(source)
    assert found is not None, "subview of a memref that is not strided"
    source_strides, offset = found
    for o, s in zip(offsets, source_strides):
        offset = _saturated(offset, _saturated(o, s, int.__mul__), int.__add__)
    target = [_saturated(s, t, int.__mul__) for s, t in zip(source_strides, strides)]
    return strided_type(source, sizes, target, offset)


def rank_reduction_mask(original: tuple[int, ...], reduced: tuple[int, ...]) -> set[int] | None:
    """computeRankReductionMask: the unit dimensions of `original` dropped to give `reduced`."""
    dropped: set[int] = set()
    j = 0
    for i, size in enumerate(original):
        if j < len(reduced) and size == reduced[j]:
            j += 1
            continue
        dropped.add(i)
        if size != 1:
            return None
    return dropped if j == len(reduced) else None


def memref_rank_reduction_mask(original: T.MemRefType, reduced: T.MemRefType, sizes: list[int | Value]
                               ) -> set[int] | None:
    """computeMemRefRankReductionMask: a size-1 dimension is dropped only when its stride is dropped too."""
    dropped: set[int] = set()
    if original.rank == reduced.rank:
        return dropped
    dropped = {i for i, s in enumerate(sizes) if isinstance(s, int) and s == 1}
    a, b = strides_and_offset(original), strides_and_offset(reduced)
    if a is None or b is None:
        return None
    unaccounted, wanted = Counter(a[0]), Counter(b[0])
    for i in sorted(dropped):
        stride = a[0][i]
        if unaccounted[stride] > wanted[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == wanted[stride]:
            dropped.discard(i)
        else:
            return None
    return dropped if len(dropped) + reduced.rank == original.rank else None


def _subview_mismatch(original: T.MemRefType, candidate: T.MemRefType, sizes: list[int | Value]) -> str | None:
    """isRankReducedMemRefType: why `candidate` is neither `original` nor a rank-reduced version of it."""
    if original == candidate:
        return None
    if candidate.rank > original.rank:
        return "rank"
    if rank_reduction_mask(original.shape, candidate.shape) is None:
        return "sizes"
    if original.element_type != candidate.element_type:
        return "element"
    if memref_rank_reduction_mask(original, candidate, sizes) is None:
        return "layout"
    if original.memory_space != candidate.memory_space:
        return "space"
    a, b = strides_and_offset_exprs(original), strides_and_offset_exprs(candidate)
    if a is None or b is None or a[1] != b[1]:
        return "layout"
    return None


@op("memref.subview", traits=(NoSideEffect, AttrSizedOperandSegments),
    format="$source `` custom<OperandsOrIntegersOffsetsOrStridesList>($offsets, $static_offsets) "
           "custom<OperandsOrIntegersSizesList>($sizes, $static_sizes) "
           "custom<OperandsOrIntegersOffsetsOrStridesList>($strides, $static_strides) "
           "attr-dict `:` type($source) `to` type($result_)")
class SubViewOp(Operation):
    """`%v = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, #map>`."""

    source = operand(ANY_MEMREF)
    offsets = variadic_operand(INDEX)
    sizes = variadic_operand(INDEX)
    strides = variadic_operand(INDEX)
    result_ = result(ANY_MEMREF)
    static_offsets = attribute(_I64_ARRAY)
    static_sizes = attribute(_I64_ARRAY)
    static_strides = attribute(_I64_ARRAY)
    canonicalization_patterns = patterns_of("memref", "OpWithOffsetSizesAndStridesConstantArgumentFolder",
                                            "SubViewOpMemRefCastFolder", "TrivialSubViewOpFolder")

    def verify(self) -> None:
        base: T.MemRefType = self.source.type  # type: ignore[assignment]
        view: T.MemRefType = self.result_.type  # type: ignore[assignment]
        verify_offsets_sizes_strides(self, (base.rank,) * 3)  # type: ignore[arg-type]
        if base.memory_space != view.memory_space:
            raise DiagnosticError.at(self.loc, f"different memory spaces specified for base memref type '{base}' "
                                               f"and subview memref type '{view}'")
        if not is_strided(base):
            raise DiagnosticError.at(self.loc, f"base type '{base}' is not strided")
        expected = subview_result_type(base, static_values(self, "static_offsets"),
                                       static_values(self, "static_sizes"), static_values(self, "static_strides"))
        mismatch = _subview_mismatch(expected, view, mixed(self, "sizes"))
        if mismatch is None:
            return
        message = {
            "rank": "expected result rank to be smaller or equal to the source rank. ",
            "sizes": f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of result "
                     f"sizes) ",
            "element": f"expected result element type to be '{expected.element_type}'",
            "space": "expected result and source memory spaces to match.",
            "layout": f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of result "
                      f"layout) ",
        }[mismatch]
        raise DiagnosticError.at(self.loc, message)

    def dropped_dims(self) -> set[int] | None:
        """getDroppedDims: the source dimensions the (rank-reducing) result leaves out; None where they do not
        match up with the source's strides (14 asserts; its release build crashes), which canonicalization
        can bring about by making the source more static."""
        return memref_rank_reduction_mask(self.source.type, self.result_.type,  # type: ignore[arg-type]
                                          mixed(self, "sizes"))

    def fold(self, consts: list[A.Attribute | None]) -> Value | None:
        """A subview whose static result type is its source's is the source."""
        t = self.result_.type
        if isinstance(t, T.MemRefType) and t.has_static_shape and t == self.source.type:
            return self.source
        return None


# ---------------------------------------------------------------------------------------------------------
# reinterpret_cast


@op("memref.reinterpret_cast", traits=(NoSideEffect, AttrSizedOperandSegments),
    format="$source `to` `offset` `` `:` custom<OperandsOrIntegersOffsetsOrStridesList>($offsets, $static_offsets) "
           "`` `,` `sizes` `` `:` custom<OperandsOrIntegersSizesList>($sizes, $static_sizes) `` `,` `strides` "
           "`` `:` custom<OperandsOrIntegersOffsetsOrStridesList>($strides, $static_strides) "
           "attr-dict `:` type($source) `to` type($result_)")
class ReinterpretCastOp(Operation):
    """`%v = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<*xf32> to
    memref<?x4xf32>`."""

    source = operand(ANY_RANKED_OR_UNRANKED)
    offsets = variadic_operand(INDEX)
    sizes = variadic_operand(INDEX)
    strides = variadic_operand(INDEX)
    result_ = result(ANY_MEMREF)
    static_offsets = attribute(_I64_ARRAY)
    static_sizes = attribute(_I64_ARRAY)
    static_strides = attribute(_I64_ARRAY)

    def verify(self) -> None:
        """14 reports these without the op's name."""
        src = self.source.type
        dst: T.MemRefType = self.result_.type  # type: ignore[assignment]
        verify_offsets_sizes_strides(self, (1, dst.rank, dst.rank))
        if src.memory_space != dst.memory_space:  # type: ignore[attr-defined]
            raise DiagnosticError.at(self.loc, f"different memory spaces specified for source type '{src}' and "
                                               f"result memref type '{dst}'")
        if src.element_type != dst.element_type:  # type: ignore[attr-defined]
            raise DiagnosticError.at(self.loc, f"different element types specified for source type '{src}' and "
                                               f"result memref type '{dst}'")
        for i, (actual, expected) in enumerate(zip(dst.shape, static_values(self, "static_sizes"))):
            if T.DYNAMIC not in (actual, expected) and actual != expected:
                raise DiagnosticError.at(self.loc, f"expected result type with size = {expected} instead of {actual} "
                                                   f"in dim = {i}")
        found = strides_and_offset(dst)
        if found is None:
            raise DiagnosticError.at(self.loc, f"expected result type to have strided layout but found '{dst}'")
        strides, offset = found
        expected_offset = static_values(self, "static_offsets")[0]
        if DYNAMIC_STRIDE not in (offset, expected_offset) and offset != expected_offset:
            raise DiagnosticError.at(self.loc, f"expected result type with offset = {offset} instead of "
                                               f"{expected_offset}")
        for i, (actual, expected) in enumerate(zip(strides, static_values(self, "static_strides"))):
            if DYNAMIC_STRIDE not in (actual, expected) and actual != expected:
                raise DiagnosticError.at(self.loc, f"expected result type with stride = {expected} instead of "
                                                   f"{actual} in dim = {i}")


# ---------------------------------------------------------------------------------------------------------
# reshape, expand_shape, collapse_shape

_SHAPE_OPERAND = ods.Constraint(
    "1D memref of signless integer or index values",
    lambda t: isinstance(t, T.MemRefType) and t.rank == 1
    and ((isinstance(t.element_type, T.IntegerType) and t.element_type.is_signless)
         or isinstance(t.element_type, T.IndexType)))


@op("memref.reshape", traits=(NoSideEffect,),
    format="$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
class ReshapeOp(Operation):
    """`%r = memref.reshape %m(%shape) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>`."""

    source = operand(ANY_RANKED_OR_UNRANKED)
    shape = operand(_SHAPE_OPERAND)
    result_ = result(ANY_RANKED_OR_UNRANKED)

    def verify(self) -> None:
        src, dst = self.source.type, self.result_.type
        if src.element_type != dst.element_type:  # type: ignore[attr-defined]
            raise self.error("element types of source and destination memref types should be the same")
        if isinstance(src, T.MemRefType) and src.layout is not None:
            raise self.error("source memref type should have identity affine map")
        length = self.shape.type.shape[0]  # type: ignore[attr-defined]
        if isinstance(dst, T.MemRefType):
            if dst.layout is not None:
                raise self.error("result memref type should have identity affine map")
            if length == T.DYNAMIC:
                raise self.error("cannot use shape operand with dynamic length to reshape to statically-ranked "
                                 "memref type")
            if length != dst.rank:
                raise self.error("length of shape operand differs from the result's memref rank")


_STRIDED = ods.Constraint("strided memref of any type values",
                          lambda t: isinstance(t, T.MemRefType) and is_strided(t), type_class=T.MemRefType)
_INDEX_LISTS = AnyAttr("Array of 64-bit integer array attributes",
                       lambda a: isinstance(a, A.ArrayAttr) and all(_I64_ARRAY.check(e) for e in a.elements))


def reassociation(op: Operation) -> list[list[int]]:
    attr = op.attributes["reassociation"]
    return [[e.value for e in group.elements] for group in attr.elements]  # type: ignore[attr-defined]


def _is_reshapable_band(start: int, extent: int, sizes: tuple[int, ...], strides: list[A.AffineExpr]) -> bool:
    """isReshapableDimBand: a band of static sizes whose strides nest (`stride_i == stride_i+1 * size_i+1`)."""
    if extent == 1:
        return True
    if sizes[start] == T.DYNAMIC:
        return False
    for i in range(start, start + extent - 1):
        if sizes[i + 1] == T.DYNAMIC:
            return False
        if strides[i] != A.affine_mul(strides[i + 1], ("c", sizes[i + 1])):
            return False
    return True


def collapsed_type(t: T.MemRefType, groups: list[list[int]]) -> T.MemRefType:
    """computeReshapeCollapsedType: the sizes multiplied within each group, the layout kept where the group's
    strides nest and made dynamic where they do not."""
    found = strides_and_offset_exprs(t)
    assert found is not None, "expected strided memref"
    strides, offset = found
    identity = t.layout is None
    sizes: list[int] = []
    new_strides: list[A.AffineExpr | None] = []
    current = 0
    for group in groups:
        extent = len(group)
        size = 1
        stride: A.AffineExpr | None = strides[current + extent - 1]
        if identity or _is_reshapable_band(current, extent, t.shape, strides):
            for d in range(extent):
                if t.shape[current + d] == T.DYNAMIC:
                    size = T.DYNAMIC
                    break
                size *= t.shape[current + d]
        else:
            size = T.DYNAMIC
            stride = None
        sizes.append(size)
        new_strides.append(stride)
        current += extent
    if canonicalize_strided_layout(t).layout is None:
        return with_layout(t, None, sizes)
    int_offset = offset[1] if offset[0] == "c" else DYNAMIC_STRIDE
    int_strides = [s[1] if s is not None and s[0] == "c" else DYNAMIC_STRIDE for s in new_strides]
    return canonicalize_strided_layout(with_layout(t, strided_linear_layout(int_strides, int_offset), sizes))


def _reassociation_valid(groups: list[list[int]], dims: int) -> int | None:
    """isReassociationValid: the index of the first group that is not the next run of dimensions."""
    expected = 0
    for i, group in enumerate(groups):
        if not group:  # (14 asserts on an empty group)
            return i
        for d in group:
            if d != expected:
                return i
            expected += 1
    if groups and expected != dims:
        return len(groups) - 1
    return None


class _ReassociativeReshape(Operation):
    src = operand(_STRIDED)
    result_ = result(_STRIDED)
    reassociation = attribute(_INDEX_LISTS)
    expanding = False

    def verify(self) -> None:
        src: T.MemRefType = self.src.type  # type: ignore[assignment]
        dst: T.MemRefType = self.result_.type  # type: ignore[assignment]
        expanded, collapsed = (dst, src) if self.expanding else (src, dst)
        groups = reassociation(self)
        if expanded.rank < collapsed.rank:
            raise self.error(f"expected the type '{expanded}' to have higher rank than the type = '{collapsed}'")
        if expanded.rank == 0:
            raise self.error("expected non-zero memref ranks")
        if expanded.rank == collapsed.rank:
            raise self.error("expected to collapse or expand dims")
        if collapsed.rank == 0:
            if any(d != 1 for d in expanded.shape):
                raise self.error("invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank "
                                 "tensor/memref")
        else:
            self._verify_groups(expanded, collapsed, groups)
        expected = collapsed_type(expanded, groups)
        if collapsed != expected:
            raise self.error(f"expected collapsed type to be '{expected}', but got '{collapsed}'")

    def _verify_groups(self, expanded: T.MemRefType, collapsed: T.MemRefType, groups: list[list[int]]) -> None:
        if collapsed.rank != len(groups):
            raise self.error(f"expected rank of the collapsed type({collapsed.rank}) to be the number of "
                             f"reassociation maps({len(groups)})")
        dims = max((d for g in groups for d in g), default=-1) + 1
        if dims != expanded.rank:
            raise self.error(f"expected reassociation map #0 of same rank as expanded memref({expanded.rank}), but "
                             f"got {dims}")
        invalid = _reassociation_valid(groups, dims)
        if invalid is not None:
            raise self.error(f"expected reassociation map #{invalid} to be valid and contiguous")
        start = 0
        for i, group in enumerate(groups):
            dynamic: int | None = None
            static = 1
            for k in range(len(group)):
                size = expanded.shape[start + k]
                if size == T.DYNAMIC:
                    if self.expanding and dynamic is not None:
                        raise self.error(f"invalid to have a single dimension ({i}) expanded into multiple dynamic "
                                         f"dims ({start + dynamic},{start + k})")
                    dynamic = k
                else:
                    static *= size
            if dynamic is not None:
                if collapsed.shape[i] != T.DYNAMIC:
                    raise self.error(f"expected dimension {i} of collapsed type to be dynamic since one or more of "
                                     f"the corresponding dimensions in the expanded type is dynamic")
            elif collapsed.shape[i] != static:
                raise self.error(f"expected dimension {i} of collapsed type to be static value of {static}")
            start += len(group)

    def fold(self, consts: list[A.Attribute | None]) -> Value | None:
        """foldReshapeOp: the inverse of the reshape that made its source, back to that one's source type."""
        inverse = getattr(self.src, "op", None)
        wanted = CollapseShapeOp if self.expanding else ExpandShapeOp
        if type(inverse) is wanted and inverse.src.type == self.result_.type:  # type: ignore[union-attr]
            return inverse.src  # type: ignore[union-attr, no-any-return]
        return None


_RESHAPE_FORMAT = "$src $reassociation attr-dict `:` type($src) `into` type($result_)"


@op("memref.expand_shape", traits=(NoSideEffect,), format=_RESHAPE_FORMAT)
class ExpandShapeOp(_ReassociativeReshape):
    """`%e = memref.expand_shape %m [[0, 1], [2]] : memref<?x?xf32> into memref<?x4x?xf32>`."""

    expanding = True

    @classmethod
    def canonicalization_patterns(cls) -> list:
        from gpuopt.rewrite.patterns.memref import CollapseMixedReshapeOps, CollapseReshapeOps

        return [CollapseReshapeOps(cls.name), CollapseMixedReshapeOps(cls.name, "memref.collapse_shape")]


@op("memref.collapse_shape", traits=(NoSideEffect,), format=_RESHAPE_FORMAT)
class CollapseShapeOp(_ReassociativeReshape):
    """`%c = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>`."""

    @classmethod
    def canonicalization_patterns(cls) -> list:
        from gpuopt.rewrite.patterns.memref import (
            CollapseMixedReshapeOps,
            CollapseReshapeOps,
            CollapseShapeOpMemRefCastFolder,
        )

        return [CollapseReshapeOps(cls.name), CollapseMixedReshapeOps(cls.name, "memref.expand_shape"),
                CollapseShapeOpMemRefCastFolder()]


# ---------------------------------------------------------------------------------------------------------
# transpose


def transposed_type(t: T.MemRefType, permutation: AffineMap) -> T.MemRefType:
    """inferTransposeResultType: permuted sizes, and the strided layout composed with the permutation."""
    sizes = [t.shape[r[1]] for r in permutation.results]
    found = strides_and_offset(t)
    assert found is not None
    return with_layout(t, strided_linear_layout(*found).compose(permutation), sizes)


@op("memref.transpose", traits=(NoSideEffect,))
class TransposeOp(Operation):
    """`%t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>`."""

    in_ = operand(_STRIDED)
    result_ = result(_STRIDED)
    permutation = attribute(AnyAttr("AffineMap attribute", lambda a: isinstance(a, A.AffineMapAttr)))

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        source, map_tokens, attrs, src_type, dst_type = items
        text = " ".join(map_tokens)
        try:
            permutation = A.AffineMapAttr(A.canonical_affine_map(text))
        except A.AffineSyntaxError as e:
            raise p.error(map_tokens[0], str(e)) from None
        if not isinstance(src_type, T.MemRefType):  # (14 reads the result type as any type)
            raise p.custom_error(map_tokens[0], cls.name, "invalid kind of type specified")
        return ods.create(cls, [p.use(source, src_type)], [dst_type], {"permutation": permutation, **(attrs or {})},
                          loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.transpose {p.value(self.in_)} {self.attributes['permutation'].map_text}"  # type: ignore[attr-defined]
                f"{p.attr_dict(self.attributes, elide=('permutation',))} : {p.type(self.in_.type)} to "
                f"{p.type(self.result_.type)}")

    def verify(self) -> None:
        permutation = AffineMap.of(self.attributes["permutation"])
        assert permutation is not None
        src: T.MemRefType = self.in_.type  # type: ignore[assignment]
        if not permutation.is_permutation:
            raise self.error("expected a permutation map")
        if permutation.dims != src.rank:
            raise self.error("expected a permutation map of same rank as the input")
        expected = transposed_type(src, permutation)
        if self.result_.type != expected:
            raise self.error(f"output type '{self.result_.type}' does not match transposed input type '{src}', "
                             f"'{expected}'")

    # (No fold: 14's takes the source of a memref.cast without changing the result type, which leaves a
    # transpose its own verifier rejects; later MLIR dropped that fold.)


GRAMMAR_CALLBACKS = {
    "memref_mixed_list": lambda p, items: [i for i in items if i is not None],
    "memref_mixed_item": _mixed_item,
    "memref_mixed_negative": lambda p, items: -ods.int_literal(items[0]),
    "memref_affine_map": lambda p, items: [t for t in items if t is not None],
}
