"""arith's canonicalization patterns as MLIR 14 declares them (ArithmeticCanonicalization.td): constants
combined through chains of addi/subi, negated comparisons, and casts of casts."""

from __future__ import annotations

from collections.abc import Callable

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern


def _defining(value: Value, name: str) -> Operation | None:
    owner = getattr(value, "op", None)
    return owner if owner is not None and owner.op_name == name else None


def _int_constant(value: Value) -> A.IntegerAttr | None:
    """`(Arith_ConstantOp APIntAttr:$c)`: an arith.constant holding an integer."""
    owner = _defining(value, "arith.constant")
    attr = owner.attributes.get("value") if owner is not None else None
    return attr if isinstance(attr, A.IntegerAttr) else None


def _wrap(value: int, t: T.Type) -> int:
    from gpuopt.dialects.arith_folds import _wrap_int

    return _wrap_int(value, t)


def _create(rewriter: PatternRewriter, name: str, operands: list[Value], result_types: list[T.Type],
            attributes: dict[str, A.Attribute] | None = None, loc: object = None) -> Operation:
    cls = ods.REGISTRY[name]
    op = cls(name, operands, result_types, attributes or {}, loc=loc)
    return rewriter.insert(op)


class _ConstantChain(RewritePattern):
    """op(inner(...), c1) or op(c1, inner(...)) with one constant inside `inner` -> new_op with the constants
    combined.  `inner_const_lhs`: the inner constant is the inner op's lhs; `outer_const_lhs`: c1 is the
    outer lhs; `result_const_lhs`: the new op takes the combined constant as lhs."""

    inner: str
    inner_const_lhs: bool
    outer_const_lhs: bool
    new_op: str
    result_const_lhs: bool
    combine: Callable[[int, int], int]  # (c0, c1) -> the new constant

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        nested_value, c1_value = (rhs, lhs) if self.outer_const_lhs else (lhs, rhs)
        inner = _defining(nested_value, self.inner)
        if inner is None:
            return False
        c0_value, x = (inner.operands[0], inner.operands[1]) if self.inner_const_lhs else \
            (inner.operands[1], inner.operands[0])
        c0, c1 = _int_constant(c0_value), _int_constant(c1_value)
        if c0 is None or c1 is None:
            return False
        t = op.results[0].type
        const = _create(rewriter, "arith.constant", [], [t],
                        {"value": A.IntegerAttr(_wrap(type(self).combine(c0.value, c1.value), t), t)}, op.loc)
        operands = [const.results[0], x] if self.result_const_lhs else [x, const.results[0]]
        new = _create(rewriter, self.new_op, operands, [t], loc=op.loc)
        rewriter.replace_op(op, new.results)
        return True


def _chain(name: str, root: str, inner: str, inner_const_lhs: bool, outer_const_lhs: bool, new_op: str,
           result_const_lhs: bool, combine: Callable[[int, int], int]) -> type[RewritePattern]:
    return type(name, (_ConstantChain,), {
        "root": root, "inner": inner, "inner_const_lhs": inner_const_lhs, "outer_const_lhs": outer_const_lhs,
        "new_op": new_op, "result_const_lhs": result_const_lhs, "combine": staticmethod(combine),
        "__doc__": f"upstream's {name}"})


ADD, SUB = "arith.addi", "arith.subi"
# addi(addi(x, c0), c1) -> addi(x, c0 + c1)
AddIAddConstant = _chain("AddIAddConstant", ADD, ADD, False, False, ADD, False, lambda c0, c1: c0 + c1)
# addi(subi(x, c0), c1) -> addi(x, c1 - c0)
AddISubConstantRHS = _chain("AddISubConstantRHS", ADD, SUB, False, False, ADD, False, lambda c0, c1: c1 - c0)
# addi(subi(c0, x), c1) -> subi(c0 + c1, x)
AddISubConstantLHS = _chain("AddISubConstantLHS", ADD, SUB, True, False, SUB, True, lambda c0, c1: c0 + c1)
# subi(addi(x, c0), c1) -> addi(x, c0 - c1)
SubIRHSAddConstant = _chain("SubIRHSAddConstant", SUB, ADD, False, False, ADD, False, lambda c0, c1: c0 - c1)
# subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
SubILHSAddConstant = _chain("SubILHSAddConstant", SUB, ADD, False, True, SUB, True, lambda c0, c1: c1 - c0)
# subi(subi(x, c0), c1) -> subi(x, c0 + c1)
SubIRHSSubConstantRHS = _chain("SubIRHSSubConstantRHS", SUB, SUB, False, False, SUB, False,
                               lambda c0, c1: c0 + c1)
# subi(subi(c0, x), c1) -> subi(c0 - c1, x)
SubIRHSSubConstantLHS = _chain("SubIRHSSubConstantLHS", SUB, SUB, True, False, SUB, True, lambda c0, c1: c0 - c1)
# subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
SubILHSSubConstantRHS = _chain("SubILHSSubConstantRHS", SUB, SUB, False, True, SUB, True, lambda c0, c1: c0 + c1)
# subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
SubILHSSubConstantLHS = _chain("SubILHSSubConstantLHS", SUB, SUB, True, True, ADD, False, lambda c0, c1: c1 - c0)

_INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle", "ult": "uge",
            "uge": "ult", "ule": "ugt", "ugt": "ule"}


class XOrINotCmpI(RewritePattern):
    """xori(cmpi(pred, a, b), true) -> cmpi(inverse(pred), a, b)."""

    root = "arith.xori"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import CMPI_PREDICATES
        from gpuopt.rewrite.folder import operand_constant

        cmp = _defining(op.operands[0], "arith.cmpi")
        one = operand_constant(op.operands[1])
        if cmp is None or not (isinstance(one, A.IntegerAttr) and one.type == T.i1 and one.value):
            return False
        pred = CMPI_PREDICATES[cmp.attributes["predicate"].value]  # type: ignore[attr-defined]
        attrs = dict(cmp.attributes)
        attrs["predicate"] = A.IntegerAttr(CMPI_PREDICATES.index(_INVERSE[pred]), T.i64)
        new = _create(rewriter, "arith.cmpi", list(cmp.operands), [op.results[0].type], attrs, op.loc)
        rewriter.replace_op(op, new.results)
        return True


class _CastOfCast(RewritePattern):
    """cast2(cast1(x)): replaced by x when `to_source` and the types agree, else by `new_op(x)`."""

    inner: str
    new_op: str | None = None

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _defining(op.operands[0], self.inner)
        if inner is None:
            return False
        x = inner.operands[0]
        if self.new_op is None:
            if x.type != op.results[0].type:
                return False
            rewriter.replace_op(op, [x])
            return True
        new = _create(rewriter, self.new_op, [x], [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new.results)
        return True


class IndexCastOfIndexCast(_CastOfCast):
    """index_cast(index_cast(x)) -> x when x has the result's type."""

    root = inner = "arith.index_cast"


class IndexCastOfExtSI(_CastOfCast):
    """index_cast(extsi(x)) -> index_cast(x)."""

    root, inner, new_op = "arith.index_cast", "arith.extsi", "arith.index_cast"


class ExtSIOfExtUI(_CastOfCast):
    """extsi(extui(x)) -> extui(x)."""

    root, inner, new_op = "arith.extsi", "arith.extui", "arith.extui"


class BitcastOfBitcast(_CastOfCast):
    """bitcast(bitcast(x)) -> x (the types agree: bitcasts keep the width)."""

    root = inner = "arith.bitcast"


class _LogicOfExt(RewritePattern):
    """op(ext(x), ext(y)) -> ext(op(x, y)) when x and y have one type."""

    ext: str

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        a, b = (_defining(v, self.ext) for v in op.operands)
        if a is None or b is None or a.operands[0].type != b.operands[0].type:
            return False
        x, y = a.operands[0], b.operands[0]
        inner = _create(rewriter, op.op_name, [x, y], [x.type], loc=op.loc)
        new = _create(rewriter, self.ext, inner.results, [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new.results)
        return True


class AndOfExtUI(_LogicOfExt):
    root, ext = "arith.andi", "arith.extui"


class AndOfExtSI(_LogicOfExt):
    root, ext = "arith.andi", "arith.extsi"


class OrOfExtUI(_LogicOfExt):
    root, ext = "arith.ori", "arith.extui"


class OrOfExtSI(_LogicOfExt):
    root, ext = "arith.ori", "arith.extsi"
