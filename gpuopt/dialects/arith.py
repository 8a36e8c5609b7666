"""arith: integer and float arithmetic, comparisons, casts and constants (MLIR 14)."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import ANY, FLOAT_LIKE, SIGNLESS_INT_LIKE, NoSideEffect, op, operand, result
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                   "une", "uno", "true"]


class BinaryOp(Operation):
    """`%r = arith.addi %a, %b : T` — operands and result share one type."""

    lhs = operand()
    rhs = operand()
    result_ = result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, b, attrs, type_ = items
        return ods.create(cls, [p.use(a, type_), p.use(b, type_)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name} {p.values(self.operands)}{p.attr_dict(self.attributes)} : {p.type(self.result.type)}")

    def verify(self) -> None:
        t = self.result.type
        if any(v.type != t for v in self.operands):
            raise self.error("requires the same type for all operands and results")


def _binary(name: str, constraint: ods.Constraint) -> type[Operation]:
    cls = type(name.split(".")[1].title().replace("_", "") + "Op", (BinaryOp,), {
        "lhs": operand(constraint), "rhs": operand(constraint), "result_": result(constraint),
        "__doc__": f"`{name}`",
    })
    return op(name, traits=(NoSideEffect,), syntax="arith_binary")(cls)


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


class CastOp(Operation):
    """`%r = arith.index_cast %a : index to i32`."""

    in_ = operand()
    out = result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, attrs, src, dst = items
        return ods.create(cls, [p.use(a, src)], [dst], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name} {p.value(self.operands[0])}{p.attr_dict(self.attributes)} : "
                f"{p.type(self.operands[0].type)} to {p.type(self.result.type)}")


CAST_OPS = {
    f"arith.{n}": op(f"arith.{n}", traits=(NoSideEffect,), syntax="arith_cast")(
        type(n.title() + "Op", (CastOp,), {"__doc__": f"`arith.{n}`"}))
    for n in ["extui", "extsi", "extf", "trunci", "truncf", "uitofp", "sitofp", "fptoui", "fptosi", "index_cast",
              "bitcast"]
}


class CmpOp(Operation):
    lhs = operand()
    rhs = operand()
    result_ = result()
    predicates: list[str] = []

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        pred, a, b, attrs, type_ = items
        if str(pred) not in cls.predicates:
            raise p.error(pred, f"{str(pred)!r} is not a valid predicate for '{cls.name}'".replace("'", '"', 2)
                          if False else f"invalid predicate '{pred}'")
        attributes = {"predicate": A.IntegerAttr(cls.predicates.index(str(pred))), **(attrs or {})}
        return ods.create(cls, [p.use(a, type_), p.use(b, type_)], [i1_like(type_)], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        pred = self.attributes["predicate"]
        p.write(f"{self.name} {self.predicates[pred.value]}, {p.values(self.operands)}"  # type: ignore[attr-defined]
                f"{p.attr_dict(self.attributes, elide=('predicate',))} : {p.type(self.operands[0].type)}")


def i1_like(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1)
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1)
    return T.i1


@op("arith.cmpi", traits=(NoSideEffect,), syntax="arith_cmp")
class CmpIOp(CmpOp):
    lhs = operand(SIGNLESS_INT_LIKE)
    rhs = operand(SIGNLESS_INT_LIKE)
    predicates = CMPI_PREDICATES


@op("arith.cmpf", traits=(NoSideEffect,), syntax="arith_cmp")
class CmpFOp(CmpOp):
    lhs = operand(FLOAT_LIKE)
    rhs = operand(FLOAT_LIKE)
    predicates = CMPF_PREDICATES


@op("arith.constant", traits=(NoSideEffect, ods.ConstantLike), syntax="arith_constant")
class ConstantOp(Operation):
    """`%c8 = arith.constant 8 : index`; the value attribute carries the type."""

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
            if v.type == T.i1:
                return [(0, "true" if v.value else "false")]
            if isinstance(v.type, T.IndexType):
                return [(0, f"c{v.value}")]
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
