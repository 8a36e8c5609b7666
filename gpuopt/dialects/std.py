"""std: the control-flow and call ops of MLIR 14's standard dialect (`return`, `call`, `br`, ...)."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.builtin import FuncOp
from gpuopt.dialects.ods import (
    ANY,
    I1,
    AttrSizedOperandSegments,
    NoSideEffect,
    Terminator,
    op,
    operand,
    variadic_operand,
    variadic_result,
)
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.patterns import patterns_of


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
        parent = self.parent_op
        if not isinstance(parent, FuncOp):
            raise self.error("expects parent op 'builtin.func'")
        results = parent.function_type.results
        if len(results) != len(self.operands):
            raise self.error(f"has {len(self.operands)} operands, but enclosing function (@{parent.sym_name}) "
                             f"returns {len(results)}")
        for i, (v, t) in enumerate(zip(self.operands, results)):
            if v.type is not t and v.type != t:
                raise self.error(f"type of return operand {i} ({v.type}) doesn't match function result type "
                                 f"({t}) in function @{parent.sym_name}")


def _lookup_func(op: Operation, name: str) -> Operation | None:
    """The builtin.func `name` in the nearest enclosing symbol table (calls may not target llvm.func)."""
    from gpuopt.dialects.ods import lookup_symbol

    found = lookup_symbol(op, name)
    return found if found is not None and found.op_name == "builtin.func" else None


def _func_type(func: Operation) -> T.FunctionType | None:
    attr = func.attributes.get("type")
    return attr.value if isinstance(attr, A.TypeAttr) and isinstance(attr.value, T.FunctionType) else None


@op("std.call", aliases=("func.call",))
class CallOp(Operation):
    operands_ = variadic_operand()
    results_ = variadic_result()
    required_attributes = (ods.Attr("callee", lambda a: isinstance(a, A.SymbolRefAttr) and not a.nested,
                                    message="requires a 'callee' symbol reference attribute"),)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        callee, uses, attrs, ftype = items
        return ods.create(cls, [p.uses(uses, list(ftype.inputs))], [list(ftype.results)],
                          {"callee": callee, **(attrs or {})}, loc=loc)

    def verify(self) -> None:
        name = self.attributes["callee"].root  # type: ignore[attr-defined]
        callee = _lookup_func(self, name)
        if callee is None:
            raise self.error(f"'{name}' does not reference a valid function")
        ftype = _func_type(callee)
        if ftype is None:
            return  # a malformed `type` is reported when the callee itself is verified
        if len(ftype.inputs) != len(self.operands):
            raise self.error("incorrect number of operands for callee")
        for i, (expected, value) in enumerate(zip(ftype.inputs, self.operands)):
            if value.type != expected:
                raise self.error(f"operand type mismatch: expected operand type '{expected}', but provided "
                                 f"'{value.type}' for operand number {i}")
        if len(ftype.results) != len(self.results):
            raise self.error("incorrect number of results for callee")
        for i, (expected, result_) in enumerate(zip(ftype.results, self.results)):
            if result_.type != expected:
                raise self.error(f"result type mismatch at index {i}")

    def print_custom(self, p: Any) -> None:
        p.write(f"call {self.attributes['callee']}({p.values(self.operands)})"
                f"{p.attr_dict(self.attributes, elide=('callee',))} : {p.type(self._ftype())}")

    def _ftype(self) -> T.FunctionType:
        return T.FunctionType(tuple(v.type for v in self.operands), tuple(r.type for r in self.results))


@op("std.call_indirect", aliases=("func.call_indirect",))
class CallIndirectOp(Operation):
    canonicalization_patterns = patterns_of("std", "SimplifyIndirectCallWithKnownCallee")
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
    required_attributes = (ods.Attr("value"),)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, sym, type_ = items
        return ods.create(cls, [], [type_], {**(attrs or {}), "value": sym}, loc=loc)

    def result_names(self) -> list[tuple[int, str]]:
        value = self.attributes.get("value")
        return [(0, "f")] if isinstance(value, A.SymbolRefAttr) else []

    def verify(self) -> None:
        value, type_ = self.attributes["value"], self.result.type
        if isinstance(type_, T.FunctionType):
            if not isinstance(value, A.SymbolRefAttr) or value.nested:
                raise self.error("requires 'value' to be a function reference")
            callee = _lookup_func(self, value.root)
            if callee is None:
                raise self.error(f"reference to undefined function '{value.root}'")
            ftype = _func_type(callee)
            if ftype is not None and ftype != type_:
                raise self.error("reference to function with mismatched type")
            return
        if isinstance(type_, T.NoneType) and isinstance(value, A.UnitAttr):
            return
        raise self.error(f"unsupported 'value' attribute: {value}")

    def print_custom(self, p: Any) -> None:
        p.write(f"constant{p.attr_dict(self.attributes, elide=('value',))} {self.attributes['value']} : "
                f"{p.type(self.result.type)}")


@op("std.br", traits=(Terminator,), aliases=("cf.br",))
class BranchOp(Operation):
    successor_operand_groups = ("dest_operands",)
    canonicalization_patterns = patterns_of("std", "BranchOpCanonicalize")
    dest_operands = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        succ, attrs = items
        return ods.create(cls, [succ.args], [], attrs, successors=[succ], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("br " + print_successor(p, self.successors[0], list(self.operands)) + p.attr_dict(self.attributes))


@op("std.cond_br", traits=(Terminator, AttrSizedOperandSegments), aliases=("cf.cond_br",))
class CondBranchOp(Operation):
    successor_operand_groups = ("true_operands", "false_operands")
    canonicalization_patterns = patterns_of("std", "SimplifyConstCondBranchPred", "SimplifyPassThroughCondBranch",
                                            "SimplifyCondBranchIdenticalSuccessors",
                                            "SimplifyCondBranchFromCondBranchOnSameCondition",
                                            "CondBranchTruthPropagation")
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
    """`%r = select %c, %a, %b : T`; a vector condition prints its type too: `: vector<4xi1>, vector<4xf32>`."""

    condition = operand(ods.Constraint("bool-like", lambda t: t == T.i1 or (
        isinstance(t, (T.VectorType, T.RankedTensorType)) and t.element_type == T.i1)))
    true_value = operand(ANY)
    false_value = operand(ANY)
    result_ = ods.result(ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        c, a, b, attrs, types = items
        cond_type, type_ = (T.i1, types[0]) if len(types) == 1 else (types[0], types[1])
        if len(types) > 2:
            raise p.error(c, "expected 1 or 2 types")
        return ods.create(cls, [p.use(c, cond_type), p.use(a, type_), p.use(b, type_)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        cond = self.condition.type
        types = p.type(self.result.type) if cond == T.i1 else f"{p.type(cond)}, {p.type(self.result.type)}"
        p.write(f"select {p.values(self.operands)}{p.attr_dict(self.attributes)} : {types}")

    def verify(self) -> None:
        t = self.result.type
        if self.true_value.type != t or self.false_value.type != t:
            raise self.error("requires the same type for all operands and results")
        cond = self.condition.type
        if cond != T.i1:
            shape = getattr(t, "shape", None)
            if type(cond) is not type(t) or cond.shape != shape:  # type: ignore[attr-defined]
                raise self.error("expected condition type to have the same shape as the result type, expected "
                                 f"'{T.i1_like(t)}', but got '{cond}'")

    canonicalization_patterns = patterns_of("std", "SelectI1Simplify", "SelectToExtUI")

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
        """select(true, a, b) = a, select(false, a, b) = b (a splat condition too), select(c, a, a) = a,
        select(c, true, false) = c, and select(a == b, a, b) = b (a != b: a)."""
        if self.true_value is self.false_value:
            return self.true_value
        from gpuopt.rewrite.folder import match_int

        condition = match_int(consts[0])  # m_One / m_Zero: a splat condition decides too
        if condition is not None:
            return self.true_value if condition else self.false_value
        if self.result.type == T.i1 and _int_const(self.true_value) == 1 and _int_const(self.false_value) == 0:
            return self.condition
        cmp = getattr(self.condition, "op", None)
        if cmp is not None and cmp.op_name == "arith.cmpi" and cmp.attributes["predicate"].value in (0, 1):
            a, b = cmp.operands
            t, f = self.true_value, self.false_value
            if (a is t and b is f) or (b is t and a is f):
                return t if cmp.attributes["predicate"].value == 1 else f
        return None


def _int_const(v: Value) -> int | None:
    owner = getattr(v, "op", None)
    if owner is None or not ods.has_trait(owner, ods.ConstantLike):
        return None
    value = owner.attributes.get("value")
    return value.value if isinstance(value, A.IntegerAttr) else None


@op("std.switch", traits=(Terminator, AttrSizedOperandSegments), aliases=("cf.switch",))
class SwitchOp(Operation):
    """`switch %flag : i32, [default: ^bb1(%a : f32), 42: ^bb2]`; the operands of the cases are split by the
    `case_operand_segments` attribute, and the case values live in `case_values`."""

    canonicalization_patterns = patterns_of("std", "SimplifySwitchWithOnlyDefault", "DropSwitchCasesThatMatchDefault",
                                            "SimplifyConstSwitchValue", "SimplifyPassThroughSwitch",
                                            "SimplifySwitchFromSwitchOnSameCondition",
                                            "SimplifySwitchFromDefaultSwitchOnSameCondition")

    flag = operand(ods.Constraint("integer", lambda t: isinstance(t, T.IntegerType)))
    default_operands = variadic_operand()
    case_operands = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        flag, type_, default, *rest = items
        attrs = rest[-1]
        cases = [c for c in rest[:-1] if c is not None]
        width = type_.width if isinstance(type_, T.IntegerType) else 64
        values = [_wrap_signed(v, width) for v, _ in cases]
        sizes = [len(s.args) for _, s in cases]
        attributes: dict[str, A.Attribute] = {
            "case_operand_segments": _dense_i32(sizes, T.RankedTensorType((len(sizes),), T.i32))}
        if cases:
            attributes["case_values"] = _dense_i32(values, T.VectorType((len(values),), type_))
        attributes.update(attrs or {})
        flat = [v for _, s in cases for v in s.args]
        return ods.create(cls, [p.use(flag, type_), default.args, flat], [], attributes,
                          successors=[default, *(s for _, s in cases)], loc=loc)

    def case_operands_of(self, i: int) -> list[Value]:
        sizes = _ints(self.attributes.get("case_operand_segments"))
        start = sum(sizes[:i])
        return list(self.case_operands[start:start + (sizes[i] if i < len(sizes) else 0)])

    def print_custom(self, p: Any) -> None:
        indent = "  " * p.indent
        p.write(f"switch {p.value(self.flag)} : {p.type(self.flag.type)}, [\n{indent}  default: "
                f"{print_successor(p, self.successors[0], list(self.default_operands))}")
        values = _ints(self.attributes.get("case_values"))
        if values:
            width = self.flag.type.width if isinstance(self.flag.type, T.IntegerType) else 64
            for i, v in enumerate(values):
                p.write(f",\n{indent}  {v & ((1 << width) - 1)}: "
                        f"{print_successor(p, self.successors[i + 1], self.case_operands_of(i))}")
            p.write("\n" + indent)
        p.write("]" + p.attr_dict(self.attributes,
                                  elide=("operand_segment_sizes", "case_values", "case_operand_segments")))

    def verify(self) -> None:
        n_cases = len(self.successors) - 1
        values = self.attributes.get("case_values")
        if values is None and n_cases:
            raise self.error(f"number of case values (0) and case destinations ({n_cases}) should match")
        if values is not None:
            count = len(_ints(values))
            if count != n_cases:
                raise self.error(f"number of case values ({count}) and case destinations ({n_cases}) should match")
            element = getattr(values.type, "element_type", None)  # type: ignore[attr-defined]
            if element != self.flag.type:
                raise self.error(f"'case_values' should have the same type as flag ('{element}' vs "
                                 f"'{self.flag.type}')")


def _ints(a: A.Attribute | None) -> list[int]:
    return [int(v) for v in a.as_list()] if isinstance(a, A.DenseElementsAttr) else []


def _wrap_signed(value: int, width: int) -> int:
    value &= (1 << width) - 1
    return value - (1 << width) if width > 1 and value >> (width - 1) else value


def _dense_i32(values: list[int], type_: T.Type) -> A.DenseElementsAttr:
    same = len(values) > 1 and all(v == values[0] for v in values)
    return A.DenseElementsAttr(tuple(values[:1] if same else values), type_)


@op("std.assert", aliases=("cf.assert",))
class AssertOp(Operation):
    """`assert %cond, "message"`."""

    arg = operand(I1)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.syntax import string_value as A_string

        cond, msg, attrs = items
        return ods.create(cls, [p.use(cond, T.i1)], [], {"msg": A.StringAttr(A_string(msg)), **(attrs or {})},
                          loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"assert {p.value(self.arg)}, {p.attr(self.attributes['msg'])}"
                f"{p.attr_dict(self.attributes, elide=('msg',))}")

    def verify(self) -> None:
        if not isinstance(self.attributes.get("msg"), A.StringAttr):
            raise self.error("requires attribute 'msg'")


@op("std.splat", traits=(NoSideEffect,))
class SplatOp(Operation):
    """`%v = splat %f : vector<4xf32>` broadcasts a scalar to a vector or statically shaped tensor."""

    input = operand(ANY)
    aggregate = ods.result(ods.Constraint(
        "vector of any type values or statically shaped tensor of any type values",
        lambda t: isinstance(t, T.VectorType) or (isinstance(t, T.RankedTensorType) and t.has_static_shape)))

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, attrs, type_ = items
        element = getattr(type_, "element_type", type_)
        return ods.create(cls, [p.use(value, element)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"splat {p.value(self.input)}{p.attr_dict(self.attributes)} : {p.type(self.aggregate.type)}")

    def verify(self) -> None:
        if self.input.type != getattr(self.aggregate.type, "element_type", None):
            raise self.error("failed to verify that operand type matches element type of result")

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | None:
        """A splat of an integer or float constant is a splat elements constant (SplatOp::fold)."""
        c = consts[0]
        if not isinstance(c, (A.IntegerAttr, A.FloatAttr)):
            return None
        return A.DenseElementsAttr((c.value,), self.aggregate.type)


GRAMMAR_CALLBACKS = {
    "std_switch_case": lambda p, items: (_int_token(items[0]), items[1]),
    "std_switch_negative_case": lambda p, items: (-_int_token(items[0]), items[1]),
}


def _int_token(token: Any) -> int:
    text = str(token)
    return int(text, 16) if text.startswith("0x") else int(text)


def materialize_constant(value: A.Attribute, type_: T.Type) -> Operation | None:
    """StandardOpsDialect::materializeConstant: arith's constant when it can hold the value, else a
    function-reference `constant`."""
    from gpuopt.dialects.arith import materialize_constant as arith_constant

    op = arith_constant(value, type_)
    if op is not None:
        return op
    if isinstance(value, A.SymbolRefAttr) and isinstance(type_, T.FunctionType):
        return ods.create(ConstantOp, [], [type_], {"value": value})
    return None
