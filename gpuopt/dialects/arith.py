"""arith: integer and float arithmetic, comparisons, casts and constants (MLIR 14)."""

from __future__ import annotations

import math
from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import ANY, FLOAT_LIKE, SIGNLESS_INT_LIKE, NoSideEffect, op, operand, result
from gpuopt.dialects.traits import SameOperandsAndResultType, verify_elementwise, verify_same_operands_and_result_shape
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.patterns import patterns_of

CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                   "une", "uno", "true"]


class BinaryOp(Operation):
    """`%r = arith.addi %a, %b : T` — operands and result share one type."""

    lhs = operand()
    rhs = operand()
    result_ = result()


def _binary(name: str, constraint: ods.Constraint) -> type[Operation]:
    cls = type(name.split(".")[1].title().replace("_", "") + "Op", (BinaryOp,), {
        "lhs": operand(constraint), "rhs": operand(constraint), "result_": result(constraint),
        "__doc__": f"`{name}`",
    })
    traits: tuple = (NoSideEffect, SameOperandsAndResultType())
    if name.split(".")[1] in COMMUTATIVE:
        traits = (ods.Commutative, *traits)
    return op(name, traits=traits, format="$lhs `,` $rhs attr-dict `:` type($result_)")(cls)


COMMUTATIVE = {"addi", "muli", "andi", "ori", "xori", "addf", "mulf", "maxf", "minf"}


INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi",
              "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"]
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maxf", "minf"]
BINARY_OPS = {f"arith.{n}": _binary(f"arith.{n}", SIGNLESS_INT_LIKE) for n in INT_BINARY}
BINARY_OPS.update({f"arith.{n}": _binary(f"arith.{n}", FLOAT_LIKE) for n in FLOAT_BINARY})


@op("arith.negf", traits=(NoSideEffect,), syntax="arith_unary")
class NegFOp(Operation):
    operand_ = operand(FLOAT_LIKE)
    result_ = result(FLOAT_LIKE)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, attrs, type_ = items
        return ods.create(cls, [p.use(a, type_)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name} {p.value(self.operands[0])}{p.attr_dict(self.attributes)} : {p.type(self.result.type)}")


def _scalar_of(t: T.Type, *, memref: bool = False) -> T.Type | None:
    """getTypeIfLike / getTypeIfLikeOrMemRef: the element type of a vector or tensor (or memref), the type
    itself when it is not shaped; None for another shaped type."""
    shaped = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)
    if memref:
        shaped += (T.MemRefType,)
    if isinstance(t, shaped):
        return t.element_type  # type: ignore[attr-defined, no-any-return]
    if isinstance(t, (T.ShapedType, T.UnrankedMemRefType, T.UnrankedTensorType)):
        return None
    return t


def _width_change(grow: bool, kind: type) -> Any:
    def compatible(src: T.Type, dst: T.Type) -> bool:
        a, b = _scalar_of(src), _scalar_of(dst)
        if not isinstance(a, kind) or not isinstance(b, kind):
            return False
        return b.width > a.width if grow else b.width < a.width  # type: ignore[attr-defined, no-any-return]
    return compatible


def _converts(src_kind: type, dst_kind: type) -> Any:
    def compatible(src: T.Type, dst: T.Type) -> bool:
        return isinstance(_scalar_of(src), src_kind) and isinstance(_scalar_of(dst), dst_kind)
    return compatible


def _signless(t: T.Type | None) -> bool:
    return isinstance(t, T.IntegerType) and t.is_signless


def _index_cast_compatible(src: T.Type, dst: T.Type) -> bool:
    a, b = _scalar_of(src, memref=True), _scalar_of(dst, memref=True)
    return (isinstance(a, T.IndexType) and _signless(b)) or (_signless(a) and isinstance(b, T.IndexType))


def _bitcast_compatible(src: T.Type, dst: T.Type) -> bool:
    a, b = _scalar_of(src, memref=True), _scalar_of(dst, memref=True)
    if not isinstance(a, (T.IntegerType, T.FloatType)) or not isinstance(b, (T.IntegerType, T.FloatType)):
        return False
    return a.width == b.width


def _like(check: Any) -> Any:
    """A scalar constraint extended to vectors and tensors of it."""
    return lambda t: check(t) or (isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType))
                                  and check(t.element_type))


_FIXED_INT = ods.Constraint("signless-fixed-width-integer-like", _like(_signless))
_FLOAT = ods.Constraint("floating-point-like", _like(lambda t: isinstance(t, T.FloatType)))
_INDEX_CASTABLE = ods.Constraint(
    "signless-integer-like or memref of signless-integer",
    lambda t: _like(lambda e: _signless(e) or isinstance(e, T.IndexType))(t)
    or (isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and (_signless(t.element_type)
                                                                 or isinstance(t.element_type, T.IndexType))))
_BITCASTABLE = ods.Constraint(
    "signless-integer-or-float-like or memref of signless-integer or float",
    lambda t: _like(lambda e: _signless(e) or isinstance(e, (T.IndexType, T.FloatType)))(t)
    or (isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and (_signless(t.element_type)
                                                                 or isinstance(t.element_type, T.FloatType))))


class CastOp(Operation):
    """`%r = arith.index_cast %a : index to i32`.  MLIR 14 checks, in order: the same shape, the cast's own
    rule (areCastCompatible: widths, kinds), elementwise mapping, then the operand and result constraints."""

    in_ = operand(ods.unchecked())
    out = result(ods.unchecked())
    compatible: Any = None
    constraints: tuple[ods.Constraint, ods.Constraint] = (ods.ANY, ods.ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, attrs, src, dst = items
        return ods.create(cls, [p.use(a, src)], [dst], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name} {p.value(self.operands[0])}{p.attr_dict(self.attributes)} : "
                f"{p.type(self.operands[0].type)} to {p.type(self.result.type)}")

    def verify(self) -> None:
        verify_same_operands_and_result_shape(self)
        src, dst = self.operands[0].type, self.result.type
        if not type(self).compatible(src, dst):
            raise self.error(f"operand type '{src}' and result type '{dst}' are cast incompatible")
        verify_elementwise(self)
        for what, t, c in (("operand", src, self.constraints[0]), ("result", dst, self.constraints[1])):
            if not c(t):
                raise self.error(f"{what} #0 must be {c.description}, but got '{t}'")


_CASTS: dict[str, tuple[Any, ods.Constraint, ods.Constraint]] = {
    "extui": (_width_change(True, T.IntegerType), _FIXED_INT, _FIXED_INT),
    "extsi": (_width_change(True, T.IntegerType), _FIXED_INT, _FIXED_INT),
    "extf": (_width_change(True, T.FloatType), _FLOAT, _FLOAT),
    "trunci": (_width_change(False, T.IntegerType), _FIXED_INT, _FIXED_INT),
    "truncf": (_width_change(False, T.FloatType), _FLOAT, _FLOAT),
    "uitofp": (_converts(T.IntegerType, T.FloatType), _FIXED_INT, _FLOAT),
    "sitofp": (_converts(T.IntegerType, T.FloatType), _FIXED_INT, _FLOAT),
    "fptoui": (_converts(T.FloatType, T.IntegerType), _FLOAT, _FIXED_INT),
    "fptosi": (_converts(T.FloatType, T.IntegerType), _FLOAT, _FIXED_INT),
    "index_cast": (_index_cast_compatible, _INDEX_CASTABLE, _INDEX_CASTABLE),
    "bitcast": (_bitcast_compatible, _BITCASTABLE, _BITCASTABLE),
}

CAST_OPS = {
    f"arith.{n}": op(f"arith.{n}", traits=(NoSideEffect,), syntax="arith_cast")(
        type(n.title().replace("_", "") + "Op", (CastOp,), {
            "__doc__": f"`arith.{n}`", "compatible": staticmethod(rule), "constraints": (src, dst)}))
    for n, (rule, src, dst) in _CASTS.items()
}


BOOL_LIKE = ods.Constraint("bool-like", lambda t: t == T.i1 or (
    isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)) and t.element_type == T.i1))


class CmpOp(Operation):
    lhs = operand()
    rhs = operand()
    result_ = result(BOOL_LIKE)
    predicates: list[str] = []

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        pred, a, b, attrs, type_ = items
        word = p.string_value(pred) if pred.type == "STRING" else str(pred)
        if word not in cls.predicates:
            raise p.custom_error(pred, cls.name, "expected string or keyword containing one of the following enum "
                                 f"values for attribute 'predicate' [{', '.join(cls.predicates)}]")
        attributes = {"predicate": A.IntegerAttr(cls.predicates.index(word)), **(attrs or {})}
        return ods.create(cls, [p.use(a, type_), p.use(b, type_)], [i1_like(type_)], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        pred = self.attributes["predicate"]
        p.write(f"{self.name} {self.predicates[pred.value]}, {p.values(self.operands)}"  # type: ignore[attr-defined]
                f"{p.attr_dict(self.attributes, elide=('predicate',))} : {p.type(self.operands[0].type)}")

    def verify(self) -> None:
        """SameTypeOperands and Elementwise (14's native traits), then the i1 result of the operands' shape."""
        if self.operands and any(v.type != self.operands[0].type for v in self.operands):
            raise self.error("requires all operands to have the same type")
        verify_elementwise(self)
        if self.operands and self.results and self.result.type != i1_like(self.operands[0].type):
            raise self.error("failed to verify that result type has i1 element type and same shape as operands")


def predicate_attr(count: int) -> ods.Attr:
    """The `predicate` of a comparison: an i64 case number (MLIR 14's enum attribute), checked before use."""
    return ods.Attr("predicate",
                    lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i64 and 0 <= a.value < count,
                    "allowed 64-bit signless integer cases: " + ", ".join(map(str, range(count))))


def i1_like(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.num_scalable)
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1)
    return T.i1


@op("arith.cmpi", traits=(NoSideEffect,), syntax="arith_cmp")
class CmpIOp(CmpOp):
    lhs = operand(SIGNLESS_INT_LIKE)
    rhs = operand(SIGNLESS_INT_LIKE)
    predicates = CMPI_PREDICATES
    required_attributes = (predicate_attr(len(CMPI_PREDICATES)),)


@op("arith.cmpf", traits=(NoSideEffect,), syntax="arith_cmp")
class CmpFOp(CmpOp):
    lhs = operand(FLOAT_LIKE)
    rhs = operand(FLOAT_LIKE)
    predicates = CMPF_PREDICATES
    required_attributes = (predicate_attr(len(CMPF_PREDICATES)),)


@op("arith.constant", traits=(NoSideEffect, ods.ConstantLike), syntax="arith_constant")
class ConstantOp(Operation):
    """`%c8 = arith.constant 8 : index`; the value attribute carries the type."""

    required_attributes = (ods.Attr("value"),)

    result_ = result(ANY)

    @classmethod
    def build(cls, value: A.Attribute) -> ConstantOp:
        return cls(cls.name, [], [value.type], {"value": value})  # type: ignore[attr-defined]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, value = items
        type_ = getattr(value, "type", None)
        if type_ is None:
            raise A_error(p, loc, "expected attribute with a type")
        return ods.create(cls, [], [type_], {**(attrs or {}), "value": value}, loc=loc)

    @property
    def value(self) -> A.Attribute:
        return self.attributes["value"]

    def result_names(self) -> list[tuple[int, str]]:
        v = self.value
        if isinstance(v, A.IntegerAttr):
            if isinstance(v.type, T.IndexType):  # (tested first: the common case, and cheaper than `==`)
                return [(0, f"c{v.value}")]
            if v.type == T.i1:
                return [(0, "true" if v.value else "false")]
            return [(0, f"c{v.value}_{v.type}")]
        return [(0, "cst")]

    def print_custom(self, p: Any) -> None:
        p.write(f"arith.constant{p.attr_dict(self.attributes, elide=('value',))} {p.attr(self.value)}")

    def verify(self) -> None:
        if getattr(self.value, "type", None) != self.result.type:
            raise self.error("value must be an integer, float, or elements attribute")


def A_error(p: Any, loc: Any, message: str) -> Exception:
    from gpuopt.diagnostics import DiagnosticError

    return DiagnosticError.at(loc, message)


# ---------------------------------------------------------------------------------------------------------
# Folding.  MLIR's dialect conversion folds an op before it tries patterns, so `--gpu-to-llvm` output shows
# these folds (`arith.index_cast` of a constant becomes a constant).  The rules are the MLIR 14 folders for
# scalar integer and float operands: an op folds to an existing value, to a new constant, or not at all.

def _int_value(a: A.Attribute | None) -> int | None:
    return a.value if isinstance(a, A.IntegerAttr) else None


def _wrap_int(value: int, t: T.Type) -> int:
    width = 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)
    if width == 1:
        return value & 1
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _unsigned(value: int, t: T.Type) -> int:
    width = 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)
    return value & ((1 << width) - 1)


def _width(t: T.Type) -> int:
    return 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)


def _checked(value: int, t: T.Type) -> int | None:
    """A signed result, or None when it overflows `t` (APInt's *_ov: MLIR 14 does not fold then)."""
    return value if _wrap_int(value, t) == value else None


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


_INT_FOLDS = {
    "arith.addi": lambda a, b, t: a + b,
    "arith.subi": lambda a, b, t: a - b,
    "arith.muli": lambda a, b, t: a * b,
    "arith.divui": lambda a, b, t: _unsigned(a, t) // _unsigned(b, t) if b else None,
    "arith.divsi": lambda a, b, t: _checked(_trunc_div(a, b), t) if b else None,
    "arith.ceildivui": lambda a, b, t: -(-_unsigned(a, t) // _unsigned(b, t)) if b else None,
    "arith.ceildivsi": lambda a, b, t: _checked(-(-a // b), t) if b else None,
    "arith.floordivsi": lambda a, b, t: _checked(a // b, t) if b else None,
    "arith.remui": lambda a, b, t: _unsigned(a, t) % _unsigned(b, t) if b else None,
    "arith.remsi": lambda a, b, t: a - _trunc_div(a, b) * b if b else None,
    "arith.andi": lambda a, b, t: a & b,
    "arith.ori": lambda a, b, t: a | b,
    "arith.xori": lambda a, b, t: a ^ b,
    "arith.maxsi": lambda a, b, t: max(a, b),
    "arith.minsi": lambda a, b, t: min(a, b),
    "arith.maxui": lambda a, b, t: a if _unsigned(a, t) >= _unsigned(b, t) else b,
    "arith.minui": lambda a, b, t: a if _unsigned(a, t) <= _unsigned(b, t) else b,
}
_SAME_OPERAND_TO_LHS = {"arith.andi", "arith.ori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"}
_SAME_OPERAND_TO_ZERO = {"arith.subi", "arith.xori"}
_RHS_ZERO_TO_LHS = {"arith.addi", "arith.subi", "arith.ori", "arith.xori"}
_RHS_ONE_TO_LHS = {"arith.muli", "arith.divui", "arith.divsi", "arith.ceildivui", "arith.ceildivsi",
                   "arith.floordivsi"}
def _ieee_div(a: float, b: float) -> float:
    """a / b as APFloat divides: x / ±0 is ±inf, 0 / 0 (and NaN operands) the default quiet NaN."""
    if b == 0 and not math.isnan(b):
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


_FLOAT_FOLDS = {
    "arith.addf": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.divf": _ieee_div,
}


def _is_float(attr: A.Attribute | None, value: float) -> bool:
    """Whether `attr` is the float constant `value`, the sign of a zero included (MLIR's m_*Float matchers),
    or a splat of it."""
    if (isinstance(attr, A.DenseElementsAttr) and attr.is_splat and attr.hex_text is None
            and isinstance(attr.type.element_type, T.FloatType)):  # type: ignore[attr-defined]
        attr = A.FloatAttr(float(attr.values[0]), attr.type.element_type)  # type: ignore[attr-defined]
    return (isinstance(attr, A.FloatAttr) and attr.nan_bits is None and attr.value == value
            and math.copysign(1.0, attr.value) == math.copysign(1.0, value))


def _fold_binary(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    lhs, rhs = op.operands
    t = op.results[0].type
    a, b = _int_value(consts[0]), _int_value(consts[1])
    name = op.name
    if name in _INT_FOLDS and isinstance(t, (T.IntegerType, T.IndexType)):
        all_ones = b is not None and _unsigned(b, t) == _unsigned(-1, t)
        if b == 0 and name == "arith.xori":  # xor(x, 0) -> x is tried before xor(x, x) -> 0
            return lhs
        if lhs is rhs and name in _SAME_OPERAND_TO_ZERO:
            return A.IntegerAttr(0, t)
        if b == 0 and name in _RHS_ZERO_TO_LHS:
            return lhs
        if b == 1 and name in _RHS_ONE_TO_LHS:
            return lhs
        if b == 0 and name in ("arith.muli", "arith.andi"):  # the existing zero, not a new constant
            return rhs
        if all_ones and name == "arith.andi":
            return lhs
        if all_ones and name == "arith.ori":
            return A.IntegerAttr(_wrap_int(-1, t), t)
        if b == 1 and name in ("arith.remui", "arith.remsi"):
            return A.IntegerAttr(0, t)
        extreme = _fold_extreme(name, lhs, rhs, b, t)
        if extreme is not None:
            return extreme
        chained = _fold_chain(name, lhs, rhs)
        if chained is not None:
            return chained
        if a is not None and b is not None:
            value = _INT_FOLDS[name](a, b, t)
            if value is not None:
                return A.IntegerAttr(_wrap_int(value, t), t)
        if lhs is rhs and name in _SAME_OPERAND_TO_LHS:  # after constant folding: and(c, c) is a new constant
            return lhs
        return None
    if name in ("arith.maxf", "arith.minf"):
        return _fold_float_extreme(name, lhs, rhs, consts, t)
    if name not in _FLOAT_FOLDS:
        return None
    # MLIR 14's identities come before constant folding and give back an existing value
    if (name == "arith.addf" and _is_float(consts[1], -0.0)) or (name == "arith.subf" and _is_float(consts[1], 0.0)):
        return lhs
    if name in ("arith.mulf", "arith.divf") and _is_float(consts[1], 1.0):
        return lhs
    if name == "arith.mulf" and _is_float(consts[0], 1.0):
        return rhs
    if isinstance(consts[0], A.FloatAttr) and isinstance(consts[1], A.FloatAttr):
        if math.isnan(consts[0].value) or math.isnan(consts[1].value):
            return _nan_operand(name, consts[0], consts[1], t)
        value = _FLOAT_FOLDS[name](consts[0].value, consts[1].value)
        if math.isnan(value):  # an invalid operation gives APFloat's default NaN, which is positive
            value = math.copysign(math.nan, 1.0)
        return A.FloatAttr(A._round_to(value, t.kind), t)  # type: ignore[attr-defined]
    return None


def _fold_extreme(name: str, lhs: Value, rhs: Value, b: int | None, t: T.Type) -> Value | None:
    """max/min against the type's extreme values: maxsi(x, MAX) = MAX, maxsi(x, MIN) = x, and so on."""
    if not name.startswith(("arith.max", "arith.min")):
        return None
    if lhs is rhs:
        return lhs
    if b is None:
        return None
    w = _width(t)
    if name.endswith("si"):
        low, high, v = -(1 << (w - 1)), (1 << (w - 1)) - 1, b
    else:
        low, high, v = 0, (1 << w) - 1, _unsigned(b, t)
    absorbing, neutral = (high, low) if name.startswith("arith.max") else (low, high)
    if v == absorbing:
        return rhs
    if v == neutral:
        return lhs
    return None


def _nan_bits(attr: A.FloatAttr, t: T.Type) -> int:
    return attr.nan_bits if attr.nan_bits is not None else A.float_bits(attr.value, t.kind)  # type: ignore[attr-defined]


def _nan_operand(name: str, a: A.FloatAttr, b: A.FloatAttr, t: T.Type) -> A.FloatAttr:
    """APFloat's arithmetic on a NaN operand: the first NaN's payload comes through, quiet; multiplication
    and division clear its sign."""
    width = 16 if t.kind == "bf16" else int(t.kind[1:])  # type: ignore[attr-defined]
    sign = 1 << (width - 1)
    bits = _nan_bits(a, t) if math.isnan(a.value) else _nan_bits(b, t)
    bits |= 1 << (A.FLOAT_SEMANTICS[t.kind][0] - 2)  # type: ignore[attr-defined]
    if name in ("arith.mulf", "arith.divf"):
        bits &= ~sign
    return A.FloatAttr(math.nan, t, nan_bits=bits)


def _fold_float_extreme(name: str, lhs: Value, rhs: Value, consts: list[A.Attribute | None],
                        t: T.Type) -> A.Attribute | Value | None:
    """maxf(x, x) = x, maxf(x, -inf) = x (minf: +inf), and llvm::maximum/minimum of two constants."""
    if lhs is rhs:
        return lhs
    neutral = -math.inf if name == "arith.maxf" else math.inf
    if _is_float(consts[1], neutral):
        return lhs
    a, b = consts
    if isinstance(a, A.FloatAttr) and isinstance(b, A.FloatAttr):
        x, y = a.value, b.value
        if math.isnan(x) or math.isnan(y):  # llvm::maximum/minimum: the NaN operand
            return a if math.isnan(x) else b
        if x == y == 0:
            neg = math.copysign(1, x) < 0 or math.copysign(1, y) < 0
            pos = math.copysign(1, x) > 0 or math.copysign(1, y) > 0
            value = (-0.0 if not pos else 0.0) if name == "arith.maxf" else (-0.0 if neg else 0.0)
        else:
            value = max(x, y) if name == "arith.maxf" else min(x, y)
        return A.FloatAttr(value, t)
    return None


def _defining(value: Value, name: str) -> Operation | None:
    """The op named `name` that defines `value` (during a conversion: the original op, as MLIR sees it)."""
    owner = getattr(value, "op", None)
    return owner if owner is not None and owner.op_name == name else None


def _fold_chain(name: str, lhs: Value, rhs: Value) -> Value | None:
    """MLIR 14's folds through the defining op: addi(subi(a, b), b) -> a, addi(b, subi(a, b)) -> a and
    xori(xori(x, a), a) -> x."""
    if name == "arith.addi":
        sub = _defining(lhs, "arith.subi")
        if sub is not None and sub.operands[1] is rhs:
            return sub.operands[0]
        sub = _defining(rhs, "arith.subi")
        if sub is not None and sub.operands[1] is lhs:
            return sub.operands[0]
    elif name == "arith.xori":
        prev = _defining(lhs, "arith.xori")
        if prev is not None and prev.operands[1] is rhs:
            return prev.operands[0]
    return None


def _fold_cmpi(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    pred = CMPI_PREDICATES[op.attributes["predicate"].value]  # type: ignore[attr-defined]
    lhs, rhs = op.operands
    if lhs is rhs and isinstance(op.results[0].type, T.IntegerType):
        return A.bool_attr(pred in ("eq", "sle", "sge", "ule", "uge"))
    a, b = _int_value(consts[0]), _int_value(consts[1])
    if a is None or b is None or not isinstance(op.results[0].type, T.IntegerType):
        return None
    t = lhs.type
    ua, ub = _unsigned(a, t), _unsigned(b, t)
    table = {"eq": a == b, "ne": a != b, "slt": a < b, "sle": a <= b, "sgt": a > b, "sge": a >= b,
             "ult": ua < ub, "ule": ua <= ub, "ugt": ua > ub, "uge": ua >= ub}
    return A.bool_attr(table[pred])


def _fold_cmpf(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    """MLIR 14 folds cmpf only when both operands are float constants (even for `true`/`false`), or one is a
    NaN constant."""
    a, b = consts
    if isinstance(a, A.FloatAttr) and math.isnan(a.value):  # one NaN operand decides: both may as well be
        b = a
    if isinstance(b, A.FloatAttr) and math.isnan(b.value):
        a = b
    if not (isinstance(a, A.FloatAttr) and isinstance(b, A.FloatAttr)) or not isinstance(op.results[0].type,
                                                                                        T.IntegerType):
        return None
    pred = CMPF_PREDICATES[op.attributes["predicate"].value]  # type: ignore[attr-defined]
    x, y = float(a.value), float(b.value)
    unordered = math.isnan(x) or math.isnan(y)
    ordered = {"eq": x == y, "gt": x > y, "ge": x >= y, "lt": x < y, "le": x <= y, "ne": x != y}
    if pred in ("false", "true"):
        return A.bool_attr(pred == "true")
    if pred in ("ord", "uno"):
        return A.bool_attr(unordered == (pred == "uno"))
    if pred[0] == "o":
        return A.bool_attr(not unordered and ordered[pred[1:]])
    return A.bool_attr(unordered or ordered[pred[1:]])


def _fold_int_cast(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    a = _int_value(consts[0])
    t = op.results[0].type
    if a is None or not isinstance(t, (T.IntegerType, T.IndexType)):
        return None
    if op.name == "arith.extui":
        a = _unsigned(a, op.operands[0].type)
    elif op.name == "arith.extsi":  # sign-extended from the source width (an i1 true is -1)
        w = _width(op.operands[0].type)
        a = _unsigned(a, op.operands[0].type)
        a = a - (1 << w) if a >> (w - 1) else a
    return A.IntegerAttr(_wrap_int(a, t), t)


def _fold_trunci(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    """trunci(ext[su]i(x)) = x when x has the result's type; else a constant operand truncated."""
    owner = getattr(op.operands[0], "op", None)
    if owner is not None and owner.op_name in ("arith.extui", "arith.extsi") \
            and owner.operands[0].type == op.results[0].type:
        return owner.operands[0]
    return _fold_int_cast(op, consts)


def _fold_ext(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    """ext(ext(x)) of one kind extends x directly (updated in place, as MLIR 14 does); constants extend."""
    owner = getattr(op.operands[0], "op", None)
    if owner is not None and owner.op_name == op.op_name:
        op.set_operand(0, owner.operands[0])
        return op.results[0]
    return _fold_int_cast(op, consts)


def _fold_int_to_float(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    a = _int_value(consts[0])
    t = op.results[0].type
    if a is None or not isinstance(t, T.FloatType):
        return None
    if op.op_name == "arith.uitofp":
        a = _unsigned(a, op.operands[0].type)
    from fractions import Fraction

    return A.FloatAttr(A.round_float(Fraction(a), t.kind), t)


def _fold_float_to_int(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or a.nan_bits is not None or not isinstance(t, T.IntegerType):
        return None
    if math.isnan(a.value) or math.isinf(a.value):
        return None
    value = int(a.value)  # toward zero
    w = t.width
    low, high = ((0, (1 << w) - 1) if op.op_name == "arith.fptoui" else (-(1 << (w - 1)), (1 << (w - 1)) - 1))
    if not low <= value <= high:
        return None
    return A.IntegerAttr(_wrap_int(value, t), t)


def fold(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
    """The folded result of `op` given its constant operands (None where an operand is not constant)."""
    if isinstance(op, BinaryOp):
        return _fold_binary(op, consts)
    if isinstance(op, CmpIOp):
        return _fold_cmpi(op, consts)
    if isinstance(op, CmpFOp):
        return _fold_cmpf(op, consts)
    if op.name == "arith.index_cast":
        return _fold_int_cast(op, consts)
    if op.name == "arith.trunci":
        return _fold_trunci(op, consts)
    if op.name in ("arith.extsi", "arith.extui"):
        return _fold_ext(op, consts)
    if op.name in ("arith.sitofp", "arith.uitofp"):
        return _fold_int_to_float(op, consts)
    if op.name in ("arith.fptosi", "arith.fptoui"):
        return _fold_float_to_int(op, consts)
    if op.name == "arith.truncf":
        return _fold_truncf(op, consts)
    return None


def _fold_truncf(op: Operation, consts: list[A.Attribute | None]) -> A.Attribute | None:
    """MLIR 14 folds a truncf of a constant only when the value survives the truncation unchanged."""
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or a.nan_bits is not None or not isinstance(t, T.FloatType):
        return None
    value = A._round_to(a.value, t.kind)  # type: ignore[attr-defined]
    return A.FloatAttr(value, t) if value == a.value else None


for _cls in (BinaryOp, CmpIOp, CmpFOp, *CAST_OPS.values()):
    _cls.fold = fold  # type: ignore[attr-defined]

_CANONICALIZATIONS = {
    "arith.addi": ("AddIAddConstant", "AddISubConstantRHS", "AddISubConstantLHS"),
    "arith.subi": ("SubIRHSAddConstant", "SubILHSAddConstant", "SubIRHSSubConstantRHS", "SubIRHSSubConstantLHS",
                   "SubILHSSubConstantRHS", "SubILHSSubConstantLHS"),
    "arith.xori": ("XOrINotCmpI",),
    "arith.andi": ("AndOfExtUI", "AndOfExtSI"),
    "arith.ori": ("OrOfExtUI", "OrOfExtSI"),
    "arith.index_cast": ("IndexCastOfIndexCast", "IndexCastOfExtSI"),
    "arith.extsi": ("ExtSIOfExtUI",),
    "arith.bitcast": ("BitcastOfBitcast",),
}
"""Each op's canonicalization patterns (gpuopt/rewrite/patterns/arith.py), in upstream's order."""

for _name, _patterns in _CANONICALIZATIONS.items():
    ods.REGISTRY[_name].canonicalization_patterns = patterns_of("arith", *_patterns)  # type: ignore[attr-defined]


def materialize_constant(value: A.Attribute, type_: T.Type) -> Operation | None:
    """The dialect's constant materializer: an `arith.constant` when `value` is a typed attribute of `type_`
    (integers, floats, elements) as arith::ConstantOp::isBuildableWith requires."""
    if not isinstance(value, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr, A.SparseElementsAttr,
                              A.OpaqueElementsAttr)):
        return None
    if getattr(value, "type", None) != type_:
        return None
    if isinstance(value, A.IntegerAttr) and not (isinstance(type_, T.IndexType)
                                                 or (isinstance(type_, T.IntegerType) and type_.is_signless)):
        return None
    return ConstantOp.build(value)
