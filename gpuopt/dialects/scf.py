"""scf (MLIR 14): structured control flow — loops, conditionals, parallel loops with reductions, and
single-entry regions — with MLIR 14's custom forms, implicit `scf.yield`s and verifier messages.

`scf.for`, `scf.if`, `scf.while`, `scf.parallel`, `scf.reduce` and `scf.execute_region` write their syntax by
hand upstream, so they keep a rule in scf.lark; the three terminators use declarative formats.
`convert-scf-to-std` (gpuopt/passes/scf_to_std.py) lowers them to blocks and branches.
"""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import (
    ANY,
    I1,
    INDEX,
    AttrSizedOperandSegments,
    NoSideEffect,
    RecursiveSideEffects,
    Terminator,
    op,
    operand,
    region,
    variadic_operand,
    variadic_result,
)
from gpuopt.dialects.traits import HasParent, verify_single_block_terminator
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.rewrite.patterns import patterns_of
from gpuopt.syntax import ParseContext, PrintContext, Token, region_with_entry_args

_YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.parallel", "scf.while")


def _yield() -> type[Operation]:
    return YieldOp


# -- shared checks ---------------------------------------------------------------------------------------

def _region_count(op: Operation, n: int) -> None:
    """OpTrait::OneRegion / NRegions<n>, checked before anything reads the regions."""
    if len(op.regions) != n:
        raise op.error("requires one region" if n == 1 else f"expected {n} regions")


def _single_block_with_yield(op: Operation) -> None:
    """SingleBlockImplicitTerminator<"scf.yield"> with SizedRegion<1>: each non-empty region is one block
    ending in scf.yield."""
    verify_single_block_terminator(op, "scf.yield")


def _sized_regions(op: Operation, names: tuple[str, ...]) -> None:
    """ODS `SizedRegion<1>` on the named regions."""
    for i, (r, name) in enumerate(zip(op.regions, names)):
        if name and len(r.blocks) != 1:
            raise op.error(f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks")


def _constant_index(v: Value) -> int | None:
    owner = getattr(v, "op", None)
    if owner is not None and owner.op_name == "arith.constant" and v.type == T.index:
        value = owner.attributes.get("value")
        if isinstance(value, A.IntegerAttr):
            return value.value
    return None


def _edge_types(op: Operation, edges: list[tuple[str, str, list[T.Type], list[T.Type]]]) -> None:
    """RegionBranchOpInterface::verifyTypes: along each control-flow edge the forwarded types match the
    successor's inputs (the messages keep upstream's double space)."""
    for source, target, have, want in edges:
        if len(have) != len(want):
            raise op.error(f" region control flow edge from {source} to {target}: source has {len(have)} "
                           f"operands, but target successor needs {len(want)}")
        for i, (a, b) in enumerate(zip(have, want)):
            if a != b:
                raise op.error(f" along control flow edge from {source} to {target}: source type #{i} '{a}' "
                               f"should match input type #{i} '{b}'")


def _terminator_types(r: Region) -> list[T.Type] | None:
    if not r.blocks or not r.blocks[-1].ops:
        return None
    last = r.blocks[-1].ops[-1]
    if isinstance(last, ConditionOp):
        return [v.type for v in last.args]
    if isinstance(last, YieldOp):
        return [v.type for v in last.operands]
    return None


def _arrow_types(p: PrintContext, ts: list[T.Type]) -> str:
    """printOptionalArrowTypeList: nothing, ` -> T` or ` -> (T, U)`."""
    if not ts:
        return ""
    if len(ts) == 1 and not isinstance(ts[0], T.FunctionType):
        return f" -> {p.type(ts[0])}"
    return f" -> ({p.types(ts)})"


def _assignments(p: PrintContext, args: list[Value], inits: list[Value]) -> str:
    return "(" + ", ".join(f"{p.value(a)} = {p.value(v)}" for a, v in zip(args, inits)) + ")"


# -- scf.for ---------------------------------------------------------------------------------------------

@op("scf.for", traits=(RecursiveSideEffects,))
class ForOp(Operation):
    """`scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) { ... }`: the body's arguments are
    the induction variable and the loop-carried values; its yield feeds the next iteration."""

    lowerBound = operand(INDEX)
    upperBound = operand(INDEX)
    step = operand(INDEX)
    initArgs = variadic_operand(ANY)
    results_ = variadic_result(ANY)
    body_region = region(terminator=_yield)
    canonicalization_patterns = patterns_of("scf", "ForOpIterArgsFolder", "SimplifyTrivialLoops")

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def induction_var(self) -> Value:
        return self.body.args[0]

    @property
    def region_iter_args(self) -> list[Value]:
        return list(self.body.args[1:])

    @classmethod
    def build(cls, lower: Value, upper: Value, step: Value, iter_args: list[Value]) -> ForOp:
        """As upstream's builder: a body with the induction variable and one argument per loop-carried value,
        ending in an empty scf.yield only when nothing is carried."""
        body = Block([T.index, *(v.type for v in iter_args)])
        if not iter_args:
            body.append(YieldOp(YieldOp.name))
        return ods.create(cls, [lower, upper, step, list(iter_args)], [[v.type for v in iter_args]],  # type: ignore[return-value]
                          regions=[Region([body])])

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        iv, lb, ub, step, assignments, types, body, attrs = items
        bounds = p.uses([lb, ub, step], [T.index] * 3)
        assignments = assignments or []
        names = [iv, *(a for a, _ in assignments)]
        inits = [v for _, v in assignments]
        result_types: list[T.Type] = list(types or [])
        iter_values = p.uses(inits[:len(result_types)], result_types[:len(inits)])
        if len(inits) != len(result_types):
            raise p.custom_error(loc, cls.name, "mismatch in number of loop-carried values and defined values")
        body = region_with_entry_args(p, body, names, [T.index, *result_types])
        ods.ensure_terminator(_yield, body, loc)
        return ods.create(cls, [*bounds, iter_values], [result_types], attrs, regions=[body], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        r = self.regions[0] if self.regions else None
        if (r is None or len(r.blocks) != 1 or len(self.operands) < 3
                or len(r.blocks[0].args) != len(self.operands) - 2):
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        inits = self.initArgs
        p.write(f"scf.for {p.value(self.induction_var)} = {p.value(self.lowerBound)} to "
                f"{p.value(self.upperBound)} step {p.value(self.step)}")
        if inits:
            p.write(" iter_args" + _assignments(p, self.region_iter_args, inits))
            p.write(f" -> ({p.types([v.type for v in inits])})")
        p.write(" ")
        p.region(r, print_entry_args=False, print_terminator=bool(inits))
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        _region_count(self, 1)
        _single_block_with_yield(self)
        _sized_regions(self, ("region",))
        step = _constant_index(self.step)
        if step is not None and step <= 0:
            raise self.error("constant step operand must be positive")
        body = self.body
        if not body.args or body.args[0].type != T.index:
            raise self.error("expected body first argument to be an index argument for the induction variable")
        n = len(self.results)
        if n == 0:
            return
        if len(self.initArgs) != n:
            raise self.error("mismatch in number of loop-carried values and defined values")
        if len(body.args) - 1 != n:
            raise self.error("mismatch in number of basic block args and defined values")
        for i, (init, arg, res) in enumerate(zip(self.initArgs, body.args[1:], self.results)):
            if init.type != res.type:
                raise self.error(f"types mismatch between {i}th iter operand and defined value")
            if arg.type != res.type:
                raise self.error(f"types mismatch between {i}th iter region arg and defined value")
        iter_types = [a.type for a in body.args[1:]]
        result_types = [r.type for r in self.results]
        edges = [("parent operands", "Region #0", [v.type for v in self.initArgs], iter_types)]
        yielded = _terminator_types(self.regions[0])
        if yielded is not None:
            edges += [("Region #0", "Region #0", yielded, iter_types), ("Region #0", "parent results", yielded,
                                                                         result_types)]
        _edge_types(self, edges)


# -- scf.if ----------------------------------------------------------------------------------------------

@op("scf.if", traits=(RecursiveSideEffects,))
class IfOp(Operation):
    """`scf.if %c -> (T) { ... } else { ... }`; the else region may be empty when nothing is returned."""

    condition = operand(I1)
    results_ = variadic_result(ANY)
    thenRegion = region(terminator=_yield)
    elseRegion = region(terminator=_yield)
    canonicalization_patterns = patterns_of("scf", "CombineIfs", "CombineNestedIfs", "ConditionPropagation",
                                            "ConvertTrivialIfToSelect", "RemoveEmptyElseBranch",
                                            "RemoveStaticCondition", "RemoveUnusedResults",
                                            "ReplaceIfYieldWithConditionOrValue")

    def fold(self, consts: list) -> object:
        """`scf.if (xori %c, true)` with an else region -> `scf.if %c` with the regions swapped."""
        from gpuopt.rewrite import IN_PLACE
        from gpuopt.rewrite.folder import operand_constant

        if not self.regions[1].blocks:
            return None
        xor = getattr(self.operands[0], "op", None)
        if xor is None or xor.op_name != "arith.xori":
            return None
        one = operand_constant(xor.operands[1])
        if not isinstance(one, A.IntegerAttr) or one.value & 1 != 1:
            return None
        self.set_operand(0, xor.operands[0])
        then, otherwise = self.regions
        then.blocks, otherwise.blocks = otherwise.blocks, then.blocks
        for r in self.regions:
            for b in r.blocks:
                b.parent = r
        return IN_PLACE

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        cond, types, then, otherwise, attrs = items
        ods.ensure_terminator(_yield, then, loc)
        if otherwise is None:
            otherwise = Region()
        else:
            ods.ensure_terminator(_yield, otherwise, loc)
        return ods.create(cls, [p.use(cond, T.i1)], [list(types or [])], attrs, regions=[then, otherwise], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        if len(self.regions) != 2:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        types = [r.type for r in self.results]
        p.write(f"scf.if {p.value(self.condition)}")
        if types:
            p.write(f" -> ({p.types(types)})")
        p.write(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(types))
        if self.regions[1].blocks:
            p.write(" else ")
            p.region(self.regions[1], print_entry_args=False, print_terminator=bool(types))
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        _region_count(self, 2)
        _single_block_with_yield(self)
        _sized_regions(self, ("thenRegion", ""))
        if self.results and not self.regions[1].blocks:
            raise self.error("must have an else block if defining values")
        want = [r.type for r in self.results]
        edges = []
        for i, r in enumerate(self.regions):
            yielded = _terminator_types(r)
            if yielded is not None:
                edges.append((f"Region #{i}", "parent results", yielded, want))
        _edge_types(self, edges)


# -- scf.while -------------------------------------------------------------------------------------------

@op("scf.while", traits=(RecursiveSideEffects,))
class WhileOp(Operation):
    """`scf.while (%a = %init) : (T) -> U { ...; scf.condition(%c) %v : U } do { ^bb0(%v: U): ... }`."""

    inits = variadic_operand(ANY)
    results_ = variadic_result(ANY)
    before = region()
    after = region()
    canonicalization_patterns = patterns_of("scf", "WhileConditionTruth", "WhileUnusedResult", "WhileCmpCond",
                                            "WhileUnusedArg")

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        assignments, type_start, ftype, before, after, attrs = items
        assignments = assignments or []
        inputs = list(ftype.inputs)
        if len(inputs) != len(assignments):
            raise p.custom_error(type_start, cls.name, "expected as many input types as operands (expected "
                                 f"{len(assignments)} got {len(inputs)})")
        inits = p.uses([v for _, v in assignments], inputs)
        before = region_with_entry_args(p, before, [a for a, _ in assignments], inputs)
        if not after.blocks:
            after.add_block(Block())
        return ods.create(cls, [inits], [list(ftype.results)], attrs, regions=[before, after], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        if len(self.regions) != 2 or not self.regions[0].blocks:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        args = self.regions[0].blocks[0].args
        p.write("scf.while")
        if self.operands:
            p.write(" " + _assignments(p, list(args), list(self.operands)))
        p.write(f" : {p.function_type([v.type for v in self.operands], [r.type for r in self.results])} ")
        p.region(self.regions[0], print_entry_args=False)
        p.write(" do ")
        p.region(self.regions[1])
        p.write(p.attr_dict(self.attributes, keyword=True))

    def verify(self) -> None:
        _region_count(self, 2)
        _sized_regions(self, ("before", "after"))
        before, after = self.regions[0].blocks[0], self.regions[1].blocks[0]
        edges = [("parent operands", "Region #0", [v.type for v in self.inits], [a.type for a in before.args])]
        cond = _terminator_types(self.regions[0])
        if cond is not None and isinstance(before.ops[-1], ConditionOp):
            edges += [("Region #0", "Region #1", cond, [a.type for a in after.args]),
                      ("Region #0", "parent results", cond, [r.type for r in self.results])]
        yielded = _terminator_types(self.regions[1])
        if yielded is not None and isinstance(after.ops[-1], YieldOp):
            edges.append(("Region #1", "Region #0", yielded, [a.type for a in before.args]))
        _edge_types(self, edges)
        for r, cls, message in ((before, ConditionOp, "expects the 'before' region to terminate with 'scf.condition'"),
                                (after, YieldOp, "expects the 'after' region to terminate with 'scf.yield'")):
            last = r.ops[-1] if r.ops else None
            if not isinstance(last, cls):
                err = self.error(message)
                if last is not None:
                    err.note("terminator here", last.loc)
                raise err


# -- scf.parallel, scf.reduce ----------------------------------------------------------------------------

@op("scf.parallel", traits=(AttrSizedOperandSegments, RecursiveSideEffects))
class ParallelOp(Operation):
    """`scf.parallel (%i, %j) = (%a, %b) to (%c, %d) step (%e, %f) init (%x) -> T { ... }`: one induction
    variable per bound; each scf.reduce in the body combines into one result."""

    lowerBound = variadic_operand(INDEX)
    upperBound = variadic_operand(INDEX)
    step = variadic_operand(INDEX)
    initVals = variadic_operand(ANY)
    results_ = variadic_result(ANY)
    body_region = region(terminator=_yield)
    canonicalization_patterns = patterns_of("scf", "CollapseSingleIterationLoops", "RemoveEmptyParallelLoops",
                                            "MergeNestedParallelLoops")

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        ivs, lower, upper, steps, inits, types, body, attrs = items
        ivs = ivs[1]
        bounds = []
        for start, group in (lower, upper, steps):
            if len(group) != len(ivs):
                raise p.custom_error(start, cls.name, f"expected {len(ivs)} operands")
            bounds.append(p.uses(group, [T.index] * len(group)))
        result_types = list(types or [])
        init_values = p.uses(inits[1], result_types) if inits else []
        body = region_with_entry_args(p, body, ivs, [T.index] * len(ivs))
        ods.ensure_terminator(_yield, body, loc)
        return ods.create(cls, [*bounds, init_values], [result_types], attrs, regions=[body], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        r = self.regions[0] if self.regions else None
        if r is None or len(r.blocks) != 1:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        p.write(f"scf.parallel ({p.values(self.body.args)}) = ({p.values(self.lowerBound)}) to "
                f"({p.values(self.upperBound)}) step ({p.values(self.step)})")
        if self.initVals:
            p.write(f" init ({p.values(self.initVals)})")
        p.write(_arrow_types(p, [v.type for v in self.results]) + " ")
        p.region(r, print_entry_args=False)
        p.write(p.attr_dict(self.attributes, elide=("operand_segment_sizes",)))

    def verify(self) -> None:
        _region_count(self, 1)
        _single_block_with_yield(self)
        _sized_regions(self, ("region",))
        steps = self.step
        if not steps:
            raise self.error("needs at least one tuple element for lowerBound, upperBound and step")
        for s in steps:
            value = _constant_index(s)
            if value is not None and value <= 0:
                raise self.error("constant step operand must be positive")
        body = self.body
        if len(body.args) != len(steps):
            raise self.error(f"expects the same number of induction variables: {len(body.args)} as bound and "
                             f"step values: {len(steps)}")
        if any(a.type != T.index for a in body.args):
            raise self.error("expects arguments for the induction variable to be of index type")
        terminator = body.ops[-1]
        if terminator.operands:
            raise terminator.error("not allowed to have operands inside 'scf.parallel'")
        reductions = [o for o in body.ops if isinstance(o, ReduceOp)]
        n = len(self.results)
        if n != len(reductions):
            raise self.error(f"expects number of results: {n} to be the same as number of reductions: "
                             f"{len(reductions)}")
        if n != len(self.initVals):
            raise self.error(f"expects number of results: {n} to be the same as number of initial values: "
                             f"{len(self.initVals)}")
        for res, reduce in zip(self.results, reductions):
            if res.type != reduce.operand_.type:
                raise reduce.error(f"expects type of reduce: '{reduce.operand_.type}' to be the same as result "
                                   f"type: '{res.type}'")


@op("scf.reduce", traits=(HasParent("scf.parallel"),))
class ReduceOp(Operation):
    """`scf.reduce(%v) : T { ^bb0(%lhs: T, %rhs: T): ... scf.reduce.return %r : T }` (no attributes printed)."""

    operand_ = operand(ANY)
    reductionOperator = region()

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        value, type_, body = items
        return ods.create(cls, [p.use(value, type_)], [], {}, regions=[body], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        if len(self.regions) != 1 or len(self.operands) != 1:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        p.write(f"scf.reduce({p.value(self.operand_)})  : {p.type(self.operand_.type)} ")
        p.region(self.regions[0])

    def verify(self) -> None:
        _region_count(self, 1)
        _sized_regions(self, ("reductionOperator",))
        t = self.operand_.type
        block = self.regions[0].blocks[0]
        if not block.ops:
            raise self.error("the block inside reduce should not be empty")
        if len(block.args) != 2 or any(a.type != t for a in block.args):
            raise self.error(f"expects two arguments to reduce block of type '{t}'")
        if not isinstance(block.ops[-1], ReduceReturnOp):
            raise self.error("the block inside reduce should be terminated with a 'scf.reduce.return' op")


@op("scf.reduce.return", traits=(HasParent("scf.reduce"), NoSideEffect, Terminator),
    format="$result_ attr-dict `:` type($result_)")
class ReduceReturnOp(Operation):
    result_ = operand(ANY)

    def verify(self) -> None:
        reduce = self.parent_op
        want = reduce.operands[0].type if reduce is not None and reduce.operands else None
        if want != self.result_.type:
            raise self.error(f"needs to have type '{want}' (the type of the enclosing ReduceOp)")


# -- scf.execute_region ----------------------------------------------------------------------------------

@op("scf.execute_region")
class ExecuteRegionOp(Operation):
    """`scf.execute_region -> T { ... }`: a region of any number of blocks run once; its yields give the
    results."""

    results_ = variadic_result(ANY)
    body_region = region()
    canonicalization_patterns = patterns_of("scf", "SingleBlockExecuteInliner", "MultiBlockExecuteInliner")

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        types, body, attrs = items
        return ods.create(cls, [], [list(types or [])], attrs, regions=[body], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        if len(self.regions) != 1:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        p.write("scf.execute_region" + _arrow_types(p, [r.type for r in self.results]) + " ")
        p.region(self.regions[0], print_entry_args=False)
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        _region_count(self, 1)
        body = self.regions[0]
        if not body.blocks:
            raise self.error("region needs to have at least one block")
        if body.blocks[0].args:
            raise self.error("region cannot have any arguments")


# -- terminators -----------------------------------------------------------------------------------------

@op("scf.yield", traits=(HasParent(*_YIELD_PARENTS), NoSideEffect, Terminator),
    format="attr-dict ($results_^ `:` type($results_))?")
class YieldOp(Operation):
    """The terminator of scf regions: the values an iteration, a branch or a region produces."""

    results_ = variadic_operand(ANY)

    @classmethod
    def build(cls, values: list[Value]) -> YieldOp:
        return ods.create(cls, [list(values)], [])  # type: ignore[return-value]


@op("scf.condition", traits=(HasParent("scf.while"), NoSideEffect, Terminator),
    format="`(` $condition `)` attr-dict ($args^ `:` type($args))?")
class ConditionOp(Operation):
    """Ends scf.while's `before` region: continue with `args` into `after` when `condition`, else exit."""

    condition = operand(I1)
    args = variadic_operand(ANY)


def _pair(p: Any, items: list[Any]) -> tuple[Token, Token]:
    return items[0], items[1]


GRAMMAR_CALLBACKS = {
    "scf_assignments": lambda p, items: [i for i in items if i is not None],
    "scf_assignment": _pair,
    "scf_value_list": lambda p, items: (items[0], items[1] or []),
    "scf_one_type": lambda p, items: [items[0]],
    "scf_type_list": lambda p, items: items[0] or [],
}

__all__ = ["ConditionOp", "ExecuteRegionOp", "ForOp", "IfOp", "ParallelOp", "ReduceOp", "ReduceReturnOp",
           "WhileOp", "YieldOp"]
