"""arith: integer and float arithmetic, comparisons, casts and constants (MLIR 14)."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import ANY, FLOAT_LIKE, SIGNLESS_INT_LIKE, NoSideEffect, op, operand, result
from gpuopt.dialects.traits import SameOperandsAndResultType, verify_elementwise, verify_same_operands_and_result_shape
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
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


i1_like = T.i1_like
"""The result type of a comparison (re-exported for the lowerings that build one)."""


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


from gpuopt.dialects import arith_folds  # noqa: E402, F401  (attaches the folders)
