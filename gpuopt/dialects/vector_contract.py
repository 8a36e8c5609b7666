"""vector (MLIR 14): contractions and reductions with a combining kind (contract, outerproduct,
multi_reduction, scan) and the flattened matrix ops (matrix_multiply, flat_transpose), with 14's syntax and
verifier messages.

`vector.contract` and `vector.outerproduct` keep 14's hand-written forms (vector.lark), quirks included:
contract drops the attribute dictionary written after its operands (14's parser overwrites it with the
leading one), and outerproduct prints its attributes only when it has an accumulator.

Part of the vector dialect: gpuopt/dialects/vector.py imports this module.
"""

from __future__ import annotations

import re
from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import I32, I64, AnyAttr
from gpuopt.dialects.ods import NoSideEffect, attribute, op, operand, result, variadic_operand
from gpuopt.dialects.traits import AllTypesMatch
from gpuopt.dialects.vector import (
    ANY_VECTOR,
    ANY_VECTOR_ANY_RANK,
    COMBINING_KIND,
    I64_ARRAY,
    A_error,
    CombiningKindAttr,
    _same_element_type,
    element_type,
    kind_supports,
    map_parts,
)
from gpuopt.dialects.vector_shape import int_list
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

ANY_VECTOR_OF_I1 = ods.Constraint("vector of 1-bit signless integer values",
                                  lambda t: isinstance(t, T.VectorType) and t.element_type == T.i1)
AFFINE_MAP_ARRAY = AnyAttr("AffineMap array attribute",
                           lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(e, A.AffineMapAttr)
                                                                        for e in a.elements))
ARRAY = AnyAttr("array attribute", lambda a: isinstance(a, A.ArrayAttr))
BOOL = AnyAttr("bool attribute", lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i1)


def _kind(op: Operation) -> str:
    """The op's combining kind (the default `add` when a DefaultValuedAttr is absent)."""
    attr = op.attributes.get("kind")
    return attr.kind if isinstance(attr, CombiningKindAttr) else "add"


def _default_kind(attributes: dict[str, A.Attribute]) -> dict[str, A.Attribute]:
    if "kind" not in attributes:
        attributes["kind"] = CombiningKindAttr("add")
    return attributes


# ---------------------------------------------------------------------------------------------------------
# vector.contract

def map_dims(attr: A.Attribute) -> tuple[int, int, list[str]]:
    parts = map_parts(attr)
    return parts if parts is not None else (0, 0, [])


def _dim(expr: str) -> int | None:
    m = re.fullmatch(r"d(\d+)", expr)
    return int(m.group(1)) if m else None


def _dim_map(maps: list[list[str]], iterators: list[A.Attribute], target: str) -> list[tuple[int, int]]:
    """getDimMap: (lhs dim, rhs dim) of each `target` iterator that both operands index."""
    pairs = []
    for i, it in enumerate(iterators):
        if not isinstance(it, A.StringAttr) or it.value != target:
            continue
        name = f"d{i}"
        if name in maps[0] and name in maps[1]:
            pairs.append((maps[0].index(name), maps[1].index(name)))
    return pairs


@op("vector.contract", traits=(NoSideEffect,))
class ContractionOp(Operation):
    """`%r = vector.contract {indexing_maps = [...], iterator_types = [...], kind = #vector.kind<add>} %a, %b,
    %acc : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>` (optional lhs and rhs masks after %acc)."""

    lhs = operand(ANY_VECTOR)
    rhs = operand(ANY_VECTOR)
    acc = operand()
    masks = variadic_operand(ANY_VECTOR_OF_I1)
    indexing_maps = attribute(AFFINE_MAP_ARRAY)
    iterator_types = attribute(ARRAY)
    kind = attribute(COMBINING_KIND, optional=True)
    result_ = result()

    TRAIT_ATTRS = ("indexing_maps", "iterator_types", "kind")

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        mark, trait, lhs, rhs, acc, masks, _ignored, type_mark, types, result_type = items
        if not isinstance(trait, A.DictionaryAttr):
            raise p.custom_error(mark, cls.name, "invalid kind of attribute specified")
        if len(types) < 2:
            raise p.custom_error(type_mark, cls.name, "expected two operand types")
        attributes = _default_kind(dict(trait.entries))
        values = [p.use(lhs, types[0]), p.use(rhs, types[1]), p.use(acc, result_type)]
        masks = masks or []
        if masks and len(masks) != 2:
            raise A_error(loc, f"custom op '{cls.name}' expected zero or exactly 2 vector mask operands")
        mask_values = []
        if masks:
            for token, t in zip(masks, types[:2]):
                if not isinstance(t, T.VectorType):
                    raise p.custom_error(type_mark, cls.name, "expected vector operand types with masks")
                mask_values.append(p.use(token, T.VectorType(t.shape, T.i1, t.num_scalable)))
        return ods.create(cls, [*values, mask_values], [result_type], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        trait = [(k, v) for k, v in sorted(self.attributes.items()) if k in self.TRAIT_ATTRS]
        masks = f", {p.values(self.masks)}" if len(self.masks) == 2 else ""
        p.write(f"vector.contract {p.attr(A.DictionaryAttr(tuple(trait)))} {p.value(self.lhs)}, "
                f"{p.value(self.rhs)}, {p.value(self.acc)}{masks}"
                f"{p.attr_dict(self.attributes, elide=self.TRAIT_ATTRS)} : {p.type(self.lhs.type)}, "
                f"{p.type(self.rhs.type)} into {p.type(self.result_.type)}")

    def verify(self) -> None:
        if element_type(self.lhs.type) != element_type(self.rhs.type):
            raise self.error("failed to verify that lhs and rhs have same element type")
        _same_element_type(self, self.acc.type, self.result_.type,
                           "third operand acc and result have same element type")
        lhs: T.VectorType = self.lhs.type
        rhs: T.VectorType = self.rhs.type
        maps = list(self.attributes["indexing_maps"].elements)  # type: ignore[attr-defined]
        if len(maps) != 3:
            raise self.error("expected an indexing map for each vector operand")
        iterators = list(self.attributes["iterator_types"].elements)  # type: ignore[attr-defined]
        results: list[list[str]] = []
        for index, m in enumerate(maps):
            dims, symbols, exprs = map_dims(m)
            if symbols:
                raise self.error(f"expected indexing map {index} to have no symbols")
            operand_type = self.operands[index].type
            rank = len(operand_type.shape) if isinstance(operand_type, T.VectorType) else 0
            if dims != len(iterators):
                raise self.error(f"expected indexing map {index} to have {len(iterators)} number of inputs")
            if len(exprs) != rank:
                raise self.error(f"expected indexing map {index} to have {rank} number of outputs")
            positions = [_dim(e) for e in exprs]
            if None in positions or len(set(positions)) != len(positions):
                raise self.error(f"expected indexing map {index} to be a projected permutation of its inputs")
            results.append(exprs)
        contracting = _dim_map(results, iterators, "reduction")
        batch = _dim_map(results, iterators, "parallel")
        if not contracting:
            raise self.error("expected at least one contracting dimension pair")
        if any(lhs.shape[a] != rhs.shape[b] for a, b in contracting):
            raise self.error("invalid contracting dimension map")
        if any(lhs.shape[a] != rhs.shape[b] for a, b in batch):
            raise self.error("invalid batch dimension map")
        self._verify_output_shape(results, contracting, batch)
        if len(self.masks) == 2 and (len(self.masks[0].type.shape) != len(lhs.shape)
                                     or len(self.masks[1].type.shape) != len(rhs.shape)):
            raise self.error("invalid vector mask rank")
        res = self.result_.type
        if not kind_supports(_kind(self), element_type(res)):
            raise self.error("unsupported contraction type")

    def _verify_output_shape(self, results: list[list[str]], contracting: list[tuple[int, int]],
                             batch: list[tuple[int, int]]) -> None:
        lhs: T.VectorType = self.lhs.type
        rhs: T.VectorType = self.rhs.type
        acc, res = self.acc.type, self.result_.type
        lhs_contracting = {a for a, _ in contracting}
        rhs_skipped = {b for _, b in contracting} | {b for _, b in batch}
        free = [d for i, d in enumerate(lhs.shape) if i not in lhs_contracting] + \
               [d for i, d in enumerate(rhs.shape) if i not in rhs_skipped]
        if not free:
            if isinstance(res, T.VectorType) or isinstance(acc, T.VectorType):
                raise self.error("invalid accumulator/result vector shape")
            return
        if not isinstance(res, T.VectorType) or not isinstance(acc, T.VectorType):
            raise self.error("invalid accumulator/result vector shape")
        extents: dict[int, int] = {}
        for t, exprs in ((lhs, results[0]), (rhs, results[1])):
            for size, e in zip(t.shape, exprs):
                extents.setdefault(_dim(e) or 0, size)
        if any(_dim(e) not in extents for e in results[2]):  # (MLIR 14 asserts; later upstream's message)
            raise self.error("expected all dimensions to get an extent as either a LHS or RHS dimension")
        shape = tuple(extents[_dim(e) or 0] for e in results[2])
        expected = T.VectorType(shape, res.element_type)
        if res != expected or acc != expected:
            raise self.error(f"invalid accumulator/result vector shape, expected: '{expected}'")


# ---------------------------------------------------------------------------------------------------------
# vector.outerproduct

@op("vector.outerproduct", traits=(NoSideEffect,))
class OuterProductOp(Operation):
    """`%r = vector.outerproduct %a, %b[, %acc] : vector<4xf32>, vector<8xf32>` (a 1-D lhs and a scalar rhs is
    an AXPY)."""

    lhs = operand(ANY_VECTOR)
    rhs = operand()
    acc = variadic_operand(ANY_VECTOR)
    kind = attribute(COMBINING_KIND, optional=True)
    result_ = result(ANY_VECTOR)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        uses, attrs, lhs_type, rhs_type = items
        uses = uses or []
        if len(uses) < 2:
            raise A_error(loc, f"custom op '{cls.name}' expected at least 2 operands")
        if not isinstance(lhs_type, T.VectorType):
            raise A_error(loc, f"custom op '{cls.name}' expected vector type for operand #1")
        elt = lhs_type.element_type
        shape = (lhs_type.shape[0], rhs_type.shape[0]) if isinstance(rhs_type, T.VectorType) else lhs_type.shape[:1]
        result_type = T.VectorType(shape, elt)
        attributes = _default_kind(p.merge_attributes(loc, cls.name, attrs, []))
        acc = [p.use(uses[2], result_type)] if len(uses) > 2 else []  # (14 ignores further operands)
        return ods.create(cls, [p.use(uses[0], lhs_type), p.use(uses[1], rhs_type), acc], [result_type], attributes,
                          loc=loc)

    def print_custom(self, p: Any) -> None:
        acc = f", {p.values(self.acc)}{p.attr_dict(self.attributes)}" if self.acc else ""
        p.write(f"vector.outerproduct {p.value(self.lhs)}, {p.value(self.rhs)}{acc} : {p.type(self.lhs.type)}, "
                f"{p.type(self.rhs.type)}")

    def verify(self) -> None:
        res: T.VectorType = self.result_.type
        _same_element_type(self, self.lhs.type, res, "lhs operand and result have same element type")
        _same_element_type(self, self.rhs.type, res, "rhs operand and result have same element type")
        lhs: T.VectorType = self.lhs.type
        rhs = self.rhs.type
        if len(lhs.shape) != 1:
            raise self.error("expected 1-d vector for operand #1")
        if isinstance(rhs, T.VectorType):
            if len(rhs.shape) != 1:
                raise self.error("expected 1-d vector for operand #2")
            if len(res.shape) != 2:
                raise self.error("expected 2-d vector result")
            if lhs.shape[0] != res.shape[0]:
                raise self.error("expected #1 operand dim to match result dim #1")
            if rhs.shape[0] != res.shape[1]:
                raise self.error("expected #2 operand dim to match result dim #2")
        else:
            if len(res.shape) != 1:
                raise self.error("expected 1-d vector result")
            if lhs.shape[0] != res.shape[0]:
                raise self.error("expected #1 operand dim to match result dim #1")
        if self.acc and self.acc[0].type != res:
            raise self.error("expected operand #3 of same type as result type")
        if not kind_supports(_kind(self), res.element_type):
            raise self.error("unsupported outerproduct type")


# ---------------------------------------------------------------------------------------------------------
# Reductions with a kind

def reduced_type(vector: T.VectorType, dims: list[int]) -> T.Type:
    """MultiDimReductionOp::inferDestType: the kept dimensions, or the element type when none is kept."""
    shape = tuple(d for i, d in enumerate(vector.shape) if i not in dims)
    return T.VectorType(shape, vector.element_type) if shape else vector.element_type


@op("vector.multi_reduction", traits=(NoSideEffect,),
    format="$kind `,` $source attr-dict $reduction_dims `:` type($source) `to` type($dest)")
class MultiDimReductionOp(Operation):
    """`%r = vector.multi_reduction <add>, %v [1, 3] : vector<4x8x16x32xf32> to vector<4x16xf32>`."""

    kind = attribute(COMBINING_KIND)
    source = operand(ANY_VECTOR)
    reduction_dims = attribute(I64_ARRAY)
    dest = result()

    def verify(self) -> None:
        _same_element_type(self, self.source.type, self.dest.type, "source operand and result have same element type")
        expected = reduced_type(self.source.type, int_list(self.attributes["reduction_dims"]))
        if expected != self.dest.type:
            raise A_error(self.loc, f"invalid output vector type: '{self.dest.type}' (expected: '{expected}')")


@op("vector.scan", traits=(NoSideEffect, AllTypesMatch("source", "dest"),
                           AllTypesMatch("initial_value", "accumulated_value")),
    format="$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)")
class ScanOp(Operation):
    """`%dest, %acc = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} :
    vector<4x8xf32>, vector<4xf32>`."""

    kind = attribute(COMBINING_KIND)
    source = operand(ANY_VECTOR)
    initial_value = operand(ANY_VECTOR_ANY_RANK)
    reduction_dim = attribute(I64)
    inclusive = attribute(BOOL)
    dest = result(ANY_VECTOR)
    accumulated_value = result(ANY_VECTOR_ANY_RANK)

    @staticmethod
    def result_names(op: Operation) -> list[tuple[int, str]]:
        """14 names the results after their ODS names."""
        return [(0, "dest"), (1, "accumulated_value")]

    def verify(self) -> None:
        src: T.VectorType = self.source.type
        init: T.VectorType = self.initial_value.type
        dim = self.attributes["reduction_dim"].value  # type: ignore[attr-defined]
        rank = len(src.shape)
        if dim >= rank:
            raise self.error(f"reduction dimension {dim} has to be less than {rank}")
        if len(init.shape) != rank - 1:
            raise self.error(f"initial value rank {len(init.shape)} has to be equal to {rank - 1}")
        if init.shape != src.shape[:dim] + src.shape[dim + 1:]:
            raise self.error("incompatible input/initial value shapes")


# ---------------------------------------------------------------------------------------------------------
# Flattened matrix ops (the counterparts of llvm.intr.matrix.*)

MATRIX_VECTOR = ods.Constraint(
    "vector of signless integer or signed integer or index or floating-point values of ranks 1",
    lambda t: isinstance(t, T.VectorType) and len(t.shape) == 1 and (
        isinstance(t.element_type, (T.IndexType, T.FloatType))
        or (isinstance(t.element_type, T.IntegerType) and t.element_type.signedness != "u")),
    type_class=T.VectorType)


@op("vector.matrix_multiply", traits=(NoSideEffect,),
    format="$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)")
class MatmulOp(Operation):
    """`%c = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 16 : i32, rhs_columns = 3 : i32} :
    (vector<64xf64>, vector<48xf64>) -> vector<12xf64>`."""

    lhs = operand(MATRIX_VECTOR)
    rhs = operand(MATRIX_VECTOR)
    lhs_rows = attribute(I32)
    lhs_columns = attribute(I32)
    rhs_columns = attribute(I32)
    res = result(MATRIX_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.lhs.type, self.res.type, "lhs operand and result have same element type")
        _same_element_type(self, self.rhs.type, self.res.type, "rhs operand and result have same element type")


@op("vector.flat_transpose", traits=(NoSideEffect,), format="$matrix attr-dict `:` type($matrix) `->` type($res)")
class FlatTransposeOp(Operation):
    """`%t = vector.flat_transpose %m {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>`."""

    matrix = operand(MATRIX_VECTOR)
    rows = attribute(I32)
    columns = attribute(I32)
    res = result(MATRIX_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.matrix.type, self.res.type, "source operand and result have same element type")
