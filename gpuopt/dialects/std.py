"""std: the control-flow and call ops of MLIR 14's standard dialect (`return`, `call`, `br`, ...)."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import (ANY, I1, AttrSizedOperandSegments, NoSideEffect, Terminator, op, operand,
                                 variadic_operand, variadic_result)
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


def successor_operands(op: Operation, index: int) -> list:
    """The operands forwarded to successor `index` (br: all; cond_br: by segment)."""
    if isinstance(op, CondBranchOp):
        return op.true_operands if index == 0 else op.false_operands
    return list(op.operands)


def print_successor(p: Any, block: Any, operands: list) -> str:
    text = p.block_name(block)
    if operands:
        text += f"({p.values(operands)} : {p.types([v.type for v in operands])})"
    return text


@op("std.return", traits=(Terminator, NoSideEffect), keyword="return", aliases=("func.return",))
class ReturnOp(Operation):
    operands_ = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, uses, types = items
        return ods.create(cls, [p.uses(uses, types)], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("return" + p.attr_dict(self.attributes))
        if self.operands:
            p.write(f" {p.values(self.operands)} : {p.types([v.type for v in self.operands])}")

    def verify(self) -> None:
        from gpuopt.dialects.builtin import FuncOp

        parent = self.parent_op
        if not isinstance(parent, FuncOp):
            raise self.error(f"expects parent op 'builtin.func'")
        results = parent.function_type.results
        if len(results) != len(self.operands):
            raise self.error(f"has {len(self.operands)} operands, but enclosing function (@{parent.sym_name}) "
                             f"returns {len(results)}")
        for i, (v, t) in enumerate(zip(self.operands, results)):
            if v.type != t:
                raise self.error(f"type of return operand {i} ({v.type}) doesn't match function result type "
                                 f"({t}) in function @{parent.sym_name}")


@op("std.call", aliases=("func.call",))
class CallOp(Operation):
    operands_ = variadic_operand()
    results_ = variadic_result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        callee, uses, attrs, ftype = items
        return ods.create(cls, [p.uses(uses, list(ftype.inputs))], [list(ftype.results)],
                          {"callee": callee, **(attrs or {})}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"call {self.attributes['callee']}({p.values(self.operands)})"
                f"{p.attr_dict(self.attributes, elide=('callee',))} : {p.type(self._ftype())}")

    def _ftype(self) -> T.FunctionType:
        return T.FunctionType(tuple(v.type for v in self.operands), tuple(r.type for r in self.results))


@op("std.call_indirect", aliases=("func.call_indirect",))
class CallIndirectOp(Operation):
    callee = operand(ods.of_type(T.FunctionType, description="function type"))
    operands_ = variadic_operand()
    results_ = variadic_result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        callee, uses, attrs, ftype = items
        return ods.create(cls, [p.use(callee, ftype), p.uses(uses, list(ftype.inputs))], [list(ftype.results)],
                          attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"call_indirect {p.value(self.callee)}({p.values(self.operands[1:])})"
                f"{p.attr_dict(self.attributes)} : {p.type(self.callee.type)}")


@op("std.constant", traits=(NoSideEffect, ods.ConstantLike), aliases=("func.constant",))
class ConstantOp(Operation):
    """In MLIR 14 `std.constant` only names functions: `%f = constant @g : (i32) -> i32`."""

    result_ = ods.result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, sym, type_ = items
        return ods.create(cls, [], [type_], {**(attrs or {}), "value": sym}, loc=loc)

    def result_names(self) -> list[tuple[int, str]]:
        value = self.attributes.get("value")
        return [(0, "f")] if isinstance(value, A.SymbolRefAttr) else []

    def print_custom(self, p: Any) -> None:
        p.write(f"constant{p.attr_dict(self.attributes, elide=('value',))} {self.attributes['value']} : "
                f"{p.type(self.result.type)}")


@op("std.br", traits=(Terminator,), aliases=("cf.br",))
class BranchOp(Operation):
    dest_operands = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        succ, attrs = items
        return ods.create(cls, [succ.args], [], attrs, successors=[succ], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("br " + print_successor(p, self.successors[0], list(self.operands)) + p.attr_dict(self.attributes))


@op("std.cond_br", traits=(Terminator, AttrSizedOperandSegments), aliases=("cf.cond_br",))
class CondBranchOp(Operation):
    condition = operand(I1)
    true_operands = variadic_operand()
    false_operands = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        cond, t, f, attrs = items
        return ods.create(cls, [p.use(cond, T.i1), t.args, f.args], [], attrs, successors=[t, f], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"cond_br {p.value(self.condition)}, {print_successor(p, self.successors[0], self.true_operands)}, "
                f"{print_successor(p, self.successors[1], self.false_operands)}"
                f"{p.attr_dict(self.attributes, elide=('operand_segment_sizes',))}")


@op("std.select", traits=(NoSideEffect,), aliases=("arith.select",))
class SelectOp(Operation):
    condition = operand(ods.Constraint("bool-like", lambda t: t == T.i1 or (
        isinstance(t, T.VectorType) and t.element_type == T.i1)))
    true_value = operand(ANY)
    false_value = operand(ANY)
    result_ = ods.result(ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        c, a, b, attrs, type_ = items
        return ods.create(cls, [p.use(c, T.i1), p.use(a, type_), p.use(b, type_)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"select {p.values(self.operands)}{p.attr_dict(self.attributes)} : {p.type(self.result.type)}")

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
        """select(true, a, b) = a, select(false, a, b) = b, select(c, a, a) = a."""
        if self.true_value is self.false_value:
            return self.true_value
        if isinstance(consts[0], A.IntegerAttr) and consts[0].type == T.i1:
            return self.true_value if consts[0].value else self.false_value
        return None
