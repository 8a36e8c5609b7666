"""vector (MLIR 14): every op of 14's VectorOps.td, with 14's syntax and verifier messages.

This module holds the element, transfer and load/store ops and the combining-kind attribute
(`#vector.kind<add>`); vector_contract.py (contract, outerproduct, multi_reduction, scan, the flattened matrix
ops), vector_shape.py (shape_cast, transpose, strided slices, reshape, extract_map/insert_map, masks, vscale)
and vector_memory.py (maskedload/store, gather/scatter, expandload/compressstore) hold the rest and register
with it.  Where 14 declares an `assemblyFormat` the op has a `format=`; the others keep 14's hand-written
parsers (vector.lark).  Some of 14's own quirks are kept on purpose: `vector.reduction` names its kind with a
string (`"add"`), `vector.extract` and `vector.shuffle` do not check a generic form's result type against the
one their custom form infers, and `vector.splat` does not exist yet (14 has `splat` in std).
"""

from __future__ import annotations

import re
from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import AnyAttr, AttrKind, StrAttr
from gpuopt.dialects.ods import (
    ANY,
    AttrSizedOperandSegments,
    NoSideEffect,
    attribute,
    op,
    operand,
    optional_operand,
    optional_result,
    result,
    variadic_operand,
)
from gpuopt.dialects.traits import AllTypesMatch, TypesMatchWith
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.tokens import Token
from gpuopt.valueclass import dataclass

# ---------------------------------------------------------------------------------------------------------
# Constraints, as 14's ODS describes them.

ANY_VECTOR = ods.Constraint("vector of any type values",
                            lambda t: isinstance(t, T.VectorType) and len(t.shape) > 0, type_class=T.VectorType)
ANY_VECTOR_ANY_RANK = ods.Constraint("vector of any type values", lambda t: isinstance(t, T.VectorType),
                                     type_class=T.VectorType)
ANY_SHAPED = ods.Constraint("shaped of any type values", lambda t: isinstance(t, T.ShapedType))
ANY_MEMREF = ods.of_type(T.MemRefType, description="memref of any type values")
STATIC_MEMREF = ods.Constraint("statically shaped memref of any type values",
                               lambda t: isinstance(t, T.MemRefType) and t.has_static_shape,
                               type_class=T.MemRefType)
RANKED_TENSOR = ods.Constraint("ranked tensor of any type values", lambda t: isinstance(t, T.RankedTensorType))
I1_VECTOR = ods.Constraint("vector of 1-bit signless integer values",
                           lambda t: isinstance(t, T.VectorType) and len(t.shape) > 0 and t.element_type == T.i1)
INT_OR_INDEX = ods.Constraint("signless integer or index",
                              lambda t: isinstance(t, T.IndexType)
                              or (isinstance(t, T.IntegerType) and t.is_signless))
INDEX = ods.INDEX


def _is_int_array(a: A.Attribute, width: int) -> bool:
    return isinstance(a, A.ArrayAttr) and all(isinstance(e, A.IntegerAttr) and getattr(e.type, "width", 0) == width
                                              for e in a.elements)


I64_ARRAY = AnyAttr("64-bit integer array attribute", lambda a: _is_int_array(a, 64))
BOOL_ARRAY = AnyAttr("1-bit boolean array attribute", lambda a: _is_int_array(a, 1))
AFFINE_MAP = AnyAttr("AffineMap attribute", lambda a: isinstance(a, A.AffineMapAttr))


def element_type(t: T.Type) -> T.Type:
    """getElementTypeOrSelf."""
    return t.element_type if isinstance(t, T.ShapedType) else t


def bit_width(t: T.Type) -> int:
    """The default data layout's size of a scalar or vector type, in bits."""
    if isinstance(t, T.IndexType):
        return 64
    if isinstance(t, T.VectorType):
        n = 1
        for d in t.shape:
            n *= d
        return n * bit_width(t.element_type)
    return int(getattr(t, "width", 0))


def _positions(attr: A.Attribute | None) -> list[Any]:
    return list(attr.elements) if isinstance(attr, A.ArrayAttr) else []


def _same_element_type(op: Operation, a: T.Type, b: T.Type, summary: str) -> None:
    """PredOpTrait<summary, TCresVTEtIsSameAsOp...>: two element types match."""
    if element_type(a) != element_type(b):
        raise op.error(f"failed to verify that {summary}")


# ---------------------------------------------------------------------------------------------------------
# The combining kind of contractions and reductions: `#vector.kind<add>` (`<add>` in declarative formats).

COMBINING_KINDS = ("add", "mul", "minui", "minsi", "minf", "maxui", "maxsi", "maxf", "and", "or", "xor")
"""MLIR 14's CombiningKind cases, in the order of its bit enum."""


@dataclass(frozen=True)
class CombiningKindAttr(A.Attribute):
    """`#vector.kind<add>` (MLIR 14's CombiningKindAttr, a one-case bit enum)."""

    kind: str

    def render(self) -> str:
        return f"#vector.kind<{self.kind}>"


_KEYWORD = re.compile(r"[A-Za-z_][\w$.]*")
_SPACE = re.compile(r"\s*")


def parse_kind_body(text: str) -> tuple[str, int, str | None]:
    """Reads `<add>` as CombiningKindAttr::parse does: (the kind, or "" on error; where the error is; the
    error's message, None when `text` is fine).  An unknown kind word is reported at offset -1 (the caller's
    name location); `expected valid keyword` is the one error a custom op's parser prefixes."""
    pos = _SPACE.match(text, 1).end()
    word = _KEYWORD.match(text, pos)
    if word is None:
        return "", pos, "expected valid keyword"
    if word.group() not in COMBINING_KINDS:
        return "", -1, f"Unknown combining kind: {word.group()}"
    end = _SPACE.match(text, word.end()).end()
    if text[end:end + 1] != ">" or end + 1 != len(text):
        return "", end, "expected '>'"
    return word.group(), 0, None


def _read_attribute(spelling: str) -> A.Attribute | None:
    """The vector dialect's attributes (VectorDialect::parseAttribute): only `kind<...>`."""
    m = re.match(r"#vector\.([A-Za-z_][\w$]*)", spelling)
    if m is None:
        return None
    if m.group(1) != "kind":
        raise ods.DialectAttrError(8, f"Unknown attribute type: {m.group(1)}")
    body = spelling[m.end():]
    if not body.startswith("<"):
        raise ods.DialectAttrError(m.end(), "expected '<'")
    kind, offset, message = parse_kind_body(body)
    if message is not None:
        raise ods.DialectAttrError(8 if offset < 0 else m.end() + offset, message)
    return CombiningKindAttr(kind)


ods.DIALECT_ATTR_PARSERS["vector"] = _read_attribute


class CombiningKind(AttrKind):
    """Vector_CombiningKindAttr in a declarative format: `<add>` or the full `#vector.kind<add>`, printed
    stripped (`<add>`), as MLIR 14's parseCustomAttributeWithFallback and printStrippedAttrOrType do."""

    symbol = "vector_kind"
    description = "Kind of combining function for contractions and reductions"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, CombiningKindAttr)

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        if isinstance(parsed, tuple):
            mark, attr = parsed
            if not str(mark).startswith("#"):
                raise p.error(mark, "expected '<'")
            if not isinstance(attr, CombiningKindAttr):
                raise p.custom_error(mark, op_name, "invalid kind of attribute specified")
            return attr
        token: Token = parsed
        kind, offset, message = parse_kind_body(str(token))
        if message is None:
            return CombiningKindAttr(kind)
        if message.startswith("expected '>'"):
            raise p.error(_token_at(p, token.start_pos + offset), message)
        where = _op_name_token(p, token, op_name) if offset < 0 else _token_at(p, token.start_pos + offset)
        raise p.custom_error(where, op_name, message)

    def print(self, p: Any, attr: A.Attribute) -> str:
        if isinstance(attr, CombiningKindAttr):
            return f"<{attr.kind}>"
        return p.attr(attr)  # type: ignore[no-any-return]


COMBINING_KIND = CombiningKind()


def _token_at(p: Any, pos: int) -> Token:
    """A zero-width token at offset `pos` of the buffer (for errors inside a token)."""
    text: str = p.text
    line = text.count("\n", 0, pos) + 1
    return Token("POS", "", pos, line, pos - text.rfind("\n", 0, pos))


def _op_name_token(p: Any, token: Token, op_name: str) -> Token:
    """The op name before `token`: where a custom parser's getNameLoc points (the kind directly follows the
    name in every format that spells it)."""
    pos = p.text.rfind(op_name, 0, token.start_pos)
    return _token_at(p, pos if pos >= 0 else token.start_pos)


def _kind_of(p: Any, items: list[Any]) -> Any:
    """`vector_kind`: the OPAQUE_BODY token of `<add>`, or (its first token, an attribute)."""
    return items[0] if len(items) == 1 else (items[0], items[1])


GRAMMAR_CALLBACKS = {"vector_kind": _kind_of, "vector_masks": lambda p, items: list(items)}


def kind_supports(kind: str, elt: T.Type) -> bool:
    """isSupportedCombiningKind: which element types a combining kind applies to."""
    int_like = isinstance(elt, (T.IndexType, T.IntegerType))
    if kind in ("add", "mul"):
        return int_like or isinstance(elt, T.FloatType)
    if kind in ("minf", "maxf"):
        return isinstance(elt, T.FloatType)
    return int_like


# ---------------------------------------------------------------------------------------------------------
# Affine maps of the transfer ops, read from their canonical text.

def map_parts(attr: A.Attribute | None) -> tuple[int, int, list[str]] | None:
    """(dims, symbols, result expressions) of an affine map attribute."""
    if not isinstance(attr, A.AffineMapAttr):
        return None
    m = re.fullmatch(r"\(([^)]*)\)(?:\[([^\]]*)\])? -> \((.*)\)", attr.map_text)
    if m is None:
        return None
    dims = len([d for d in m.group(1).split(",") if d.strip()])
    symbols = len([s for s in (m.group(2) or "").split(",") if s.strip()])
    results, depth, current = [], 0, ""
    for ch in m.group(3):
        if ch == "," and depth == 0:
            results.append(current.strip())
            current = ""
            continue
        depth += (ch == "(") - (ch == ")")
        current += ch
    if current.strip():
        results.append(current.strip())
    return dims, symbols, results


def minor_identity_map(dims: int, results: int) -> A.AffineMapAttr:
    names = ", ".join(f"d{i}" for i in range(dims))
    outs = ", ".join(f"d{i}" for i in range(dims - results, dims))
    return A.AffineMapAttr(f"({names}) -> ({outs})")


def is_minor_identity(attr: A.Attribute | None) -> bool:
    parts = map_parts(attr)
    if parts is None:
        return False
    dims, symbols, results = parts
    return symbols == 0 and len(results) <= dims and results == [f"d{i}" for i in range(dims - len(results), dims)]


def transfer_map(shaped: T.Type, vector: T.VectorType) -> A.AffineMapAttr:
    """getTransferMinorIdentityMap: the vector's dimensions are the source's minor ones."""
    elt = element_type(shaped)
    elt_rank = len(elt.shape) if isinstance(elt, T.VectorType) else 0
    rank = len(shaped.shape) if isinstance(shaped, T.ShapedType) else 0
    return minor_identity_map(rank, len(vector.shape) - elt_rank)


def transfer_mask_type(vector: T.VectorType, attr: A.Attribute | None) -> T.VectorType:
    """The mask's type: the vector's shape without its broadcast dimensions, of i1."""
    parts = map_parts(attr)
    results = parts[2] if parts else []
    shape = tuple(d for d, e in zip(vector.shape, results) if re.fullmatch(r"d\d+", e))
    return T.VectorType(shape, T.i1)


# ---------------------------------------------------------------------------------------------------------
# Ops with declarative formats.

@op("vector.broadcast", traits=(NoSideEffect,), format="$source attr-dict `:` type($source) `to` type($vector)")
class BroadcastOp(Operation):
    """`%v = vector.broadcast %f : f32 to vector<4xf32>`."""

    source = operand(ANY)
    vector = result(ANY_VECTOR_ANY_RANK)

    def verify(self) -> None:
        src, dst = self.source.type, self.vector.type
        _same_element_type(self, src, dst, "source operand and result have same element type")
        if not isinstance(src, T.VectorType):
            if isinstance(src, (T.IntegerType, T.IndexType, T.FloatType)):
                return
            raise self.error("source type is not a vector")
        if len(src.shape) > len(dst.shape):
            raise self.error("source rank higher than destination rank")
        lead = len(dst.shape) - len(src.shape)
        for i, s in enumerate(src.shape):
            if s != 1 and s != dst.shape[lead + i]:
                raise self.error(f"dimension mismatch ({s} vs. {dst.shape[lead + i]})")


@op("vector.insert", traits=(NoSideEffect, AllTypesMatch("dest", "res")),
    format="$source `,` $dest $position attr-dict `:` type($source) `into` type($dest)")
class InsertOp(Operation):
    """`%r = vector.insert %v, %w [0] : vector<4xf32> into vector<2x4xf32>`."""

    source = operand(ANY)
    dest = operand(ANY_VECTOR)
    position = attribute(I64_ARRAY)
    res = result(ANY_VECTOR)

    def verify(self) -> None:
        _same_element_type(self, self.source.type, self.res.type,
                           "source operand and result have same element type")
        positions = _positions(self.attributes.get("position"))
        dest: T.VectorType = self.dest.type  # type: ignore[assignment]
        if len(positions) > len(dest.shape):
            raise self.error("expected position attribute of rank smaller than dest vector rank")
        src = self.source.type
        if isinstance(src, T.VectorType) and len(src.shape) + len(positions) != len(dest.shape):
            raise self.error("expected position attribute rank + source rank to match dest vector rank")
        if not isinstance(src, T.VectorType) and len(positions) != len(dest.shape):
            raise self.error("expected position attribute rank to match the dest vector rank")
        for i, p in enumerate(positions):
            if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < dest.shape[i]:
                raise self.error(f"expected position attribute #{i + 1} to be a non-negative integer smaller than "
                                 "the corresponding dest vector dimension")


def _elt(t: T.Type) -> T.Type:
    return t.element_type  # type: ignore[attr-defined, no-any-return]


@op("vector.extractelement",
    traits=(NoSideEffect, TypesMatchWith("vector", "result_", _elt, "result type matches element type of vector "
                                                                   "operand")),
    format="$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)")
class ExtractElementOp(Operation):
    """`%e = vector.extractelement %v[%i : i32] : vector<4xf32>` (no position for a 0-D vector)."""

    vector = operand(ANY_VECTOR_ANY_RANK)
    position = optional_operand(INT_OR_INDEX)
    result_ = result(ANY)

    def verify(self) -> None:
        _verify_element_position(self, self.vector.type)


def _verify_element_position(op: Operation, t: T.VectorType) -> None:
    position = op.position  # type: ignore[attr-defined]
    if len(t.shape) == 0:
        if position is not None:
            raise op.error("expected position to be empty with 0-D vector")
        return
    if len(t.shape) != 1:
        raise op.error("unexpected >1 vector rank")
    if position is None:
        raise op.error("expected position for 1-D vector")


@op("vector.insertelement",
    traits=(NoSideEffect,
            TypesMatchWith("result_", "source", _elt, "source operand type matches element type of result"),
            AllTypesMatch("dest", "result_")),
    format="$source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:` type($result_)")
class InsertElementOp(Operation):
    """`%r = vector.insertelement %f, %v[%i : i32] : vector<4xf32>`."""

    source = operand(ANY)
    dest = operand(ANY_VECTOR_ANY_RANK)
    position = optional_operand(INT_OR_INDEX)
    result_ = result(ANY_VECTOR_ANY_RANK)

    def verify(self) -> None:
        _verify_element_position(self, self.dest.type)


def _unit_stride_minor(op: Operation, t: T.MemRefType) -> None:
    from gpuopt.dialects.memref import strides_and_offset

    found = strides_and_offset(t)
    if t.rank and (found is None or found[0][-1] != 1):
        raise op.error("most minor memref dim must have unit stride")


@op("vector.load", format="$base `[` $indices `]` attr-dict `:` type($base) `,` type($result_)")
class LoadOp(Operation):
    """`%v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`."""

    memory_effects = ("read",)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    result_ = result(ANY_VECTOR)

    def verify(self) -> None:
        memref: T.MemRefType = self.base.type  # type: ignore[assignment]
        vector: T.VectorType = self.result_.type
        _unit_stride_minor(self, memref)
        elt = memref.element_type
        if isinstance(elt, T.VectorType):
            if elt != vector:
                raise self.error("base memref and result vector types should match")
            elt = elt.element_type
        if vector.element_type != elt:
            raise self.error("base and result element types should match")
        if len(self.indices) != memref.rank:
            raise self.error(f"requires {memref.rank} indices")


@op("vector.store", format="$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)")
class StoreOp(Operation):
    """`vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`."""

    memory_effects = ("write",)
    valueToStore = operand(ANY_VECTOR)
    base = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)

    def verify(self) -> None:
        memref: T.MemRefType = self.base.type  # type: ignore[assignment]
        vector: T.VectorType = self.valueToStore.type
        _unit_stride_minor(self, memref)
        elt = memref.element_type
        if isinstance(elt, T.VectorType):
            if elt != vector:
                raise self.error("base memref and valueToStore vector types should match")
            elt = elt.element_type
        if vector.element_type != elt:
            raise self.error("base and valueToStore element type should match")
        if len(self.indices) != memref.rank:
            raise self.error(f"requires {memref.rank} indices")


@op("vector.fma", traits=(NoSideEffect, AllTypesMatch("lhs", "rhs", "acc", "result_")),
    format="$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)")
class FMAOp(Operation):
    """`%r = vector.fma %a, %b, %c : vector<4xf32>` (a * b + c, element-wise)."""

    lhs = operand(ANY_VECTOR)
    rhs = operand(ANY_VECTOR)
    acc = operand(ANY_VECTOR)
    result_ = result(ANY_VECTOR)


@op("vector.bitcast", traits=(NoSideEffect,), format="$source attr-dict `:` type($source) `to` type($result_)")
class BitCastOp(Operation):
    """`%r = vector.bitcast %v : vector<4xf32> to vector<8xf16>`."""

    source = operand(ANY_VECTOR_ANY_RANK)
    result_ = result(ANY_VECTOR_ANY_RANK)

    def verify(self) -> None:
        src: T.VectorType = self.source.type
        dst: T.VectorType = self.result_.type
        if len(src.shape) != len(dst.shape):
            raise self.error("failed to verify that all of {source, result} have same rank")
        for i in range(len(src.shape) - 1):
            if src.shape[i] != dst.shape[i]:
                raise self.error(f"dimension size mismatch at: {i}")
        src_bits, dst_bits = bit_width(src.element_type), bit_width(dst.element_type)
        if not src.shape:
            if src_bits != dst_bits:
                raise self.error("source/result bitwidth of the 0-D vector element types must be equal")
        elif src_bits * src.shape[-1] != dst_bits * dst.shape[-1]:
            raise self.error("source/result bitwidth of the minor 1-D vectors must be equal")


def _flat_shape(t: T.MemRefType) -> tuple[tuple[int, ...], T.Type]:
    shape, elt = tuple(t.shape), t.element_type
    if isinstance(elt, T.VectorType):
        shape, elt = shape + tuple(elt.shape), elt.element_type
    return shape, elt


@op("vector.type_cast", traits=(NoSideEffect,), format="$memref attr-dict `:` type($memref) `to` type($result_)")
class TypeCastOp(Operation):
    """`%r = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf32>>`."""

    memref = operand(STATIC_MEMREF)
    result_ = result(ANY_MEMREF)

    def verify(self) -> None:
        src: T.MemRefType = self.memref.type  # type: ignore[assignment]
        dst: T.MemRefType = self.result_.type  # type: ignore[assignment]
        if src.layout is not None and not getattr(src.layout, "is_identity", False):
            raise self.error("expects operand to be a memref with identity layout")
        if dst.layout is not None and not getattr(dst.layout, "is_identity", False):
            raise self.error("expects result to be a memref with identity layout")
        if src.memory_space != dst.memory_space:
            raise self.error("expects result in same memory space")
        (src_shape, src_elt), (dst_shape, dst_elt) = _flat_shape(src), _flat_shape(dst)
        if src_elt != dst_elt:
            raise self.error(f"expects result and operand with same underlying scalar type: '{dst}'")
        if src_shape != dst_shape:
            raise self.error(f"expects concatenated result and operand shapes to be equal: '{dst}'")


@op("vector.print", format="$source attr-dict `:` type($source)")
class PrintOp(Operation):
    """`vector.print %v : vector<4xf32>`: prints `( 1, 2, 3, 4 )` and a newline through the runner utils."""

    source = operand(ANY)


# ---------------------------------------------------------------------------------------------------------
# Ops whose custom forms 14 parses by hand (vector.lark).

REDUCTION_KINDS = ("add", "mul", "minui", "minsi", "minf", "maxui", "maxsi", "maxf", "and", "or", "xor")


@op("vector.reduction", traits=(NoSideEffect,))
class ReductionOp(Operation):
    """`%r = vector.reduction "add", %v : vector<16xf32> into f32` (an f32/f64 add or mul may take an
    accumulator: `"add", %v, %acc`)."""

    kind = attribute(StrAttr())
    vector = operand(ANY_VECTOR)
    acc = variadic_operand(ANY)
    dest = result(ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        kind, uses, vector_type, dest_type = items
        if len(uses) not in (1, 2):
            raise A_error(loc, f"custom op '{cls.name}' unsupported number of operands")
        values = [p.use(uses[0], vector_type)] + ([p.use(uses[1], dest_type)] if len(uses) > 1 else [])
        return ods.create(cls, [values[0], values[1:]], [dest_type], {"kind": kind}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"vector.reduction {p.attr(self.attributes['kind'])}, {p.values(self.operands)} : "
                f"{p.type(self.vector.type)} into {p.type(self.dest.type)}")

    def verify(self) -> None:
        _same_element_type(self, self.vector.type, self.dest.type, "source operand and result have same element type")
        rank = len(self.vector.type.shape)
        if rank != 1:
            raise self.error(f"unsupported reduction rank: {rank}")
        kind = self.attributes["kind"].value  # type: ignore[attr-defined]
        if kind not in REDUCTION_KINDS:
            raise self.error(f"unknown reduction kind: {kind}")
        elt = self.dest.type
        int_like = isinstance(elt, T.IndexType) or isinstance(elt, T.IntegerType)
        is_float = isinstance(elt, T.FloatType)
        supported = (int_like or is_float) if kind in ("add", "mul") else is_float if kind in ("minf", "maxf") \
            else int_like
        if not supported:
            raise self.error(f"unsupported reduction type ''{elt}'' for kind '{kind}'")
        if self.acc:
            if kind not in ("add", "mul"):
                raise self.error(f"no accumulator for reduction kind: {kind}")
            if not is_float:
                raise self.error(f"no accumulator for type: '{elt}'")


def A_error(loc: Any, message: str) -> Exception:
    from gpuopt.diagnostics import DiagnosticError

    return DiagnosticError.at(loc, message)


def extract_result_type(vector: T.VectorType, positions: list[Any]) -> T.Type:
    """inferExtractOpResultType: the element type, or the vector of the remaining dimensions."""
    if len(positions) == len(vector.shape):
        return vector.element_type
    return T.VectorType(tuple(vector.shape[len(positions):]), vector.element_type)


@op("vector.extract", traits=(NoSideEffect,))
class ExtractOp(Operation):
    """`%r = vector.extract %v[1] : vector<2x4xf32>` (the result type follows from the positions)."""

    vector = operand(ANY_VECTOR)
    position = attribute(I64_ARRAY)
    result_ = result(ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, attr_mark, position, attrs, type_mark, type_ = items
        if not isinstance(type_, T.VectorType):
            raise p.custom_error(type_mark, cls.name, "expected vector type")
        if not isinstance(position, A.ArrayAttr) or len(position.elements) > len(type_.shape):
            raise p.custom_error(attr_mark, cls.name, "expected position attribute of rank smaller than vector rank")
        attributes = p.merge_attributes(loc, cls.name, attrs, [("position", position)])
        return ods.create(cls, [p.use(value, type_)], [extract_result_type(type_, list(position.elements))],
                          attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"vector.extract {p.value(self.vector)}{p.attr(self.attributes['position'])}"
                f"{p.attr_dict(self.attributes, elide=('position',))} : {p.type(self.vector.type)}")

    def verify(self) -> None:
        _same_element_type(self, self.vector.type, self.result_.type,
                           "source operand and result have same element type")
        vector: T.VectorType = self.vector.type
        positions = _positions(self.attributes.get("position"))
        if len(positions) > len(vector.shape):
            raise self.error("expected position attribute of rank smaller than vector rank")
        for i, p in enumerate(positions):
            if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < vector.shape[i]:
                raise self.error(f"expected position attribute #{i + 1} to be a non-negative integer smaller than "
                                 "the corresponding vector dimension")


@op("vector.shuffle", traits=(NoSideEffect,))
class ShuffleOp(Operation):
    """`%r = vector.shuffle %a, %b [0, 3] : vector<2xf32>, vector<2xf32>` (the result's leading dimension
    is the mask's length)."""

    v1 = operand(ANY_VECTOR)
    v2 = operand(ANY_VECTOR)
    mask = attribute(I64_ARRAY)
    vector = result(ANY_VECTOR)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, b, mask, attrs, ta, tb = items
        values = [p.use(a, ta), p.use(b, tb)]
        if not isinstance(mask, A.ArrayAttr):
            raise A_error(loc, f"custom op '{cls.name}' missing mask attribute")
        if not mask.elements:
            raise A_error(loc, f"custom op '{cls.name}' invalid mask length")
        attributes = p.merge_attributes(loc, cls.name, attrs, [("mask", mask)])
        shape = (len(mask.elements), *getattr(ta, "shape", (0,))[1:])
        return ods.create(cls, values, [T.VectorType(shape, element_type(ta))], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"vector.shuffle {p.values(self.operands)} {p.attr(self.attributes['mask'])}"
                f"{p.attr_dict(self.attributes, elide=('mask',))} : {p.type(self.v1.type)}, {p.type(self.v2.type)}")

    def verify(self) -> None:
        res, a, b = self.vector.type, self.v1.type, self.v2.type
        _same_element_type(self, a, res, "first operand v1 and result have same element type")
        _same_element_type(self, b, res, "second operand v2 and result have same element type")
        if not len(res.shape) == len(a.shape) == len(b.shape):
            raise self.error("rank mismatch")
        for r in range(1, len(a.shape)):
            if not res.shape[r] == a.shape[r] == b.shape[r]:
                raise self.error("dimension mismatch")
        mask = _positions(self.attributes.get("mask"))
        if len(mask) != res.shape[0]:
            raise self.error("mask length mismatch")
        size = a.shape[0] + b.shape[0]
        for i, m in enumerate(mask):
            if not isinstance(m, A.IntegerAttr) or not 0 <= m.value < size:
                raise self.error(f"mask index #{i + 1} out of range")


# ---------------------------------------------------------------------------------------------------------
# Transfer ops.

def _transfer_types(p: Any, name: str, mark: Any, types: list[T.Type], vector_first: bool) -> tuple[T.Type, T.Type]:
    if len(types) != 2:
        raise p.custom_error(mark, name, "requires two types")
    vector, shaped = types if vector_first else types[::-1]
    if vector_first and not isinstance(vector, T.VectorType):
        raise p.custom_error(mark, name, "requires vector type")
    if not isinstance(shaped, (T.MemRefType, T.RankedTensorType)):
        raise p.custom_error(mark, name, "requires memref or ranked tensor type")
    if not isinstance(vector, T.VectorType):
        raise p.custom_error(mark, name, "requires vector type")
    return vector, shaped


def _transfer_attrs(p: Any, loc: Any, name: str, attrs: dict[str, A.Attribute] | None, shaped: T.Type,
                    vector: T.VectorType) -> dict[str, A.Attribute]:
    attributes = dict(attrs or {})
    if "operand_segment_sizes" in attributes:
        raise p.custom_error(loc, name, "attribute 'operand_segment_sizes' occurs more than once in the attribute "
                                        "list")
    if "permutation_map" not in attributes:
        attributes["permutation_map"] = transfer_map(shaped, vector)
    return attributes


def _mask_use(p: Any, token: Any, name: str, shaped: T.Type, vector: T.VectorType,
              attributes: dict[str, A.Attribute]) -> Value | None:
    if token is None:
        return None
    if isinstance(element_type(shaped), T.VectorType):
        raise p.custom_error(token, name, "does not support masks with vector element type")
    return p.use(token, transfer_mask_type(vector, attributes["permutation_map"]))


def _print_transfer_attrs(op: Operation, p: Any) -> str:
    elide = ["operand_segment_sizes"]
    if is_minor_identity(op.attributes.get("permutation_map")):
        elide.append("permutation_map")
    in_bounds = op.attributes.get("in_bounds")
    if not (isinstance(in_bounds, A.ArrayAttr) and any(getattr(b, "value", 0) for b in in_bounds.elements)):
        elide.append("in_bounds")
    return p.attr_dict(op.attributes, elide=tuple(elide))  # type: ignore[no-any-return]


def _verify_transfer(op: Operation, shaped: T.Type, vector: T.VectorType, mask: Value | None) -> None:
    """verifyTransferOp and verifyPermutationMap, in 14's order."""
    if "masked" in op.attributes:
        raise op.error("masked attribute has been removed. Use in_bounds instead.")
    if not isinstance(shaped, (T.MemRefType, T.RankedTensorType)):
        raise op.error("requires source to be a memref or ranked tensor type")
    map_attr = op.attributes["permutation_map"]
    dims, symbols, results = map_parts(map_attr) or (0, 0, [])
    elt = shaped.element_type
    if isinstance(elt, T.VectorType):
        source_bits = bit_width(elt.element_type) * elt.shape[-1]
        result_bits = bit_width(vector.element_type) * (vector.shape[-1] if vector.shape else 1)
        if result_bits % source_bits:
            raise op.error("requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                           "bitwidth of the minor 1-D vector of the source")
        if len(elt.shape) > len(vector.shape):
            raise op.error("requires source vector element and vector result ranks to match.")
        if len(results) != len(vector.shape) - len(elt.shape):
            raise op.error("requires a permutation_map with result dims of the same rank as the vector type")
        if mask is not None:
            raise op.error("does not support masks with vector element type")
    else:
        minor = vector.shape[-1] if vector.shape else 1
        if (bit_width(vector.element_type) * minor) % max(bit_width(elt), 1):
            raise op.error("requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                           "bitwidth of the source element type")
        if len(results) != len(vector.shape):
            raise op.error("requires a permutation_map with result dims of the same rank as the vector type")
        if mask is not None and mask.type != transfer_mask_type(vector, map_attr):
            raise op.error(f"expects mask type consistent with permutation map: {mask.type}")
    if symbols:
        raise op.error("requires permutation_map without symbols")
    if dims != len(shaped.shape):
        raise op.error("requires a permutation_map with input dims of the same rank as the source type")
    in_bounds = op.attributes.get("in_bounds")
    if isinstance(in_bounds, A.ArrayAttr):
        if len(results) != len(in_bounds.elements):
            raise op.error(f"expects the optional in_bounds attr of same rank as permutation_map results: "
                           f"{map_attr} vs inBounds of size: {len(in_bounds.elements)}")
        for r, b in zip(results, in_bounds.elements):
            if re.fullmatch(r"-?\d+", r) and not getattr(b, "value", 0):
                raise op.error("requires broadcast dimensions to be in-bounds")


def _verify_permutation_map(op: Operation) -> None:
    dims, _, results = map_parts(op.attributes["permutation_map"]) or (0, 0, [])
    seen: set[str] = set()
    for r in results:
        if re.fullmatch(r"-?\d+", r):
            if int(r) != 0:
                raise op.error("requires a projected permutation_map (at most one dim or the zero constant can "
                               "appear in each result)")
            continue
        if not re.fullmatch(r"d\d+", r):
            raise op.error("requires a projected permutation_map (at most one dim or the zero constant can appear "
                           "in each result)")
        if r in seen:
            raise op.error("requires a permutation_map that is a permutation (found one dim used more than once)")
        seen.add(r)


@op("vector.transfer_read", traits=(AttrSizedOperandSegments,))
class TransferReadOp(Operation):
    """`%v = vector.transfer_read %m[%i, %j], %pad {permutation_map = ..., in_bounds = [true]} : memref<..>,
    vector<..>`; an absent permutation map is the minor identity, and is not printed."""

    source = operand(ANY_SHAPED)
    indices = variadic_operand(INDEX)
    permutation_map = attribute(AFFINE_MAP)
    padding = operand(ANY)
    mask = optional_operand(I1_VECTOR)
    in_bounds = attribute(BOOL_ARRAY, optional=True)
    vector = result(ANY_VECTOR_ANY_RANK)

    def memory_effects(self) -> tuple[str, ...]:
        """14's getEffects: it reads a memref; on a tensor it has no effect."""
        return ("read",) if isinstance(self.source.type, T.MemRefType) else ()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        source, indices, padding, mask, attrs, mark, types = items
        vector, shaped = _transfer_types(p, cls.name, mark, types, vector_first=False)
        attributes = _transfer_attrs(p, loc, cls.name, attrs, shaped, vector)
        values = [p.use(source, shaped), p.uses(indices, [T.index] * len(indices or [])),
                  p.use(padding, shaped.element_type)]
        mask_value = _mask_use(p, mask, cls.name, shaped, vector, attributes)
        return ods.create(cls, [*values, mask_value], [vector], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        mask = f", {p.value(self.mask)}" if self.mask is not None else ""
        p.write(f"vector.transfer_read {p.value(self.source)}[{p.values(self.indices)}], {p.value(self.padding)}"
                f"{mask}{_print_transfer_attrs(self, p)} : {p.type(self.source.type)}, {p.type(self.vector.type)}")

    def verify(self) -> None:
        shaped, vector = self.source.type, self.vector.type
        if len(self.indices) != len(shaped.shape):
            raise self.error(f"requires {len(shaped.shape)} indices")
        _verify_transfer(self, shaped, vector, self.mask)
        padding, elt = self.padding.type, shaped.element_type
        if isinstance(elt, T.VectorType):
            if elt != padding:
                raise self.error("requires source element type and padding type to match.")
        else:
            if not isinstance(padding, (T.IntegerType, T.IndexType, T.FloatType)):
                raise self.error("requires valid padding vector elemental type")
            if padding != elt:
                raise self.error("requires formal padding and source of the same elemental type")
        _verify_permutation_map(self)


@op("vector.transfer_write", traits=(AttrSizedOperandSegments,))
class TransferWriteOp(Operation):
    """`vector.transfer_write %v, %m[%i, %j] : vector<..>, memref<..>`; on a tensor it returns the new tensor."""

    vector = operand(ANY_VECTOR_ANY_RANK)
    source = operand(ANY_SHAPED)
    indices = variadic_operand(INDEX)
    permutation_map = attribute(AFFINE_MAP)
    mask = optional_operand(I1_VECTOR)
    in_bounds = attribute(BOOL_ARRAY, optional=True)
    result_ = optional_result(RANKED_TENSOR)

    def memory_effects(self) -> tuple[str, ...]:
        """14's getEffects: it writes a memref; on a tensor it has no effect."""
        return ("write",) if isinstance(self.source.type, T.MemRefType) else ()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        vector_tok, source, indices, mask, attrs, mark, types = items
        vector, shaped = _transfer_types(p, cls.name, mark, types, vector_first=True)
        attributes = _transfer_attrs(p, loc, cls.name, attrs, shaped, vector)
        values = [p.use(vector_tok, vector), p.use(source, shaped), p.uses(indices, [T.index] * len(indices or []))]
        mask_value = _mask_use(p, mask, cls.name, shaped, vector, attributes)
        results = [shaped] if isinstance(shaped, T.RankedTensorType) else []
        return ods.create(cls, [*values, mask_value], results, attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        mask = f", {p.value(self.mask)}" if self.mask is not None else ""
        p.write(f"vector.transfer_write {p.value(self.vector)}, {p.value(self.source)}[{p.values(self.indices)}]"
                f"{mask}{_print_transfer_attrs(self, p)} : {p.type(self.vector.type)}, {p.type(self.source.type)}")

    def verify(self) -> None:
        shaped, vector = self.source.type, self.vector.type
        if len(self.indices) != len(shaped.shape):
            raise self.error(f"requires {len(shaped.shape)} indices")
        _, _, results = map_parts(self.attributes["permutation_map"]) or (0, 0, [])
        if any(re.fullmatch(r"-?\d+", r) and int(r) == 0 for r in results):
            raise self.error("should not have broadcast dimensions")
        _verify_transfer(self, shaped, vector, self.mask)
        _verify_permutation_map(self)


# The rest of the dialect (registered with it).
from gpuopt.dialects import vector_contract, vector_memory, vector_shape  # noqa: E402, F401
from gpuopt.dialects.vector_folds import materialize_constant  # noqa: E402, F401
