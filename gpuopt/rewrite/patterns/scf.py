"""scf's canonicalization patterns as MLIR 14 has them (SCF.cpp), one class per upstream pattern.

Every op a pattern builds is built as upstream's builders build it through the rewriter: a terminator that
`ensureTerminator` adds inside a new op is reported to the greedy driver before the op itself, and ops moved
by a block merge or a region splice are not reported at all.  The greedy driver's worklist, and so where
constants land and the order of the output, depends on it.  ForOp's two tensor patterns
(LastTensorLoadCanonicalization, ForOpTensorCastFolder) are not here: gpuopt has no tensor dialect.
"""

from __future__ import annotations

from collections.abc import Sequence

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.cloning import IRMapping, clone_op, clone_region_into
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, replace_all_uses


def _scf(name: str) -> type[Operation]:
    return ods.REGISTRY[f"scf.{name}"]


def _defining(value: Value, name: str) -> Operation | None:
    owner = getattr(value, "op", None)
    return owner if owner is not None and owner.op_name == name else None


def _constant_int(value: Value) -> int | None:
    """The value of an `arith.constant` holding an integer (getDefiningOp<arith::ConstantOp>)."""
    owner = _defining(value, "arith.constant")
    attr = owner.attributes.get("value") if owner is not None else None
    return attr.value if isinstance(attr, A.IntegerAttr) else None


def _constant_index(value: Value) -> int | None:
    """getDefiningOp<arith::ConstantIndexOp>: an `arith.constant` of index type."""
    return _constant_int(value) if value.type == T.index else None


def _signed64(value: int) -> int:
    value &= (1 << 64) - 1
    return value - (1 << 64) if value >> 63 else value


def _insert(rewriter: PatternRewriter, name: str, operands: list, result_types: list | None = None,
            loc: object = None, successors: list[Block] | None = None) -> Operation:
    return rewriter.insert(ods.create(ods.REGISTRY[name], operands, result_types, successors=successors, loc=loc))


def _bool_constant(rewriter: PatternRewriter, value: bool, loc: object) -> Value:
    from gpuopt.dialects.arith import ConstantOp

    new = ConstantOp.build(A.bool_attr(value))
    new.loc = loc
    return rewriter.insert(new).results[0]


def _yield(values: Sequence[Value], loc: object) -> Operation:
    return ods.create(_scf("yield"), [list(values)], [], loc=loc)


def _terminated_block(rewriter: PatternRewriter, arg_types: Sequence[T.Type], loc: object) -> Block:
    """A block ending in an empty scf.yield that the rewriter built (ensureTerminator, buildTerminatedBody):
    the yield is reported inserted now, before the op that will hold the block."""
    block = Block(list(arg_types))
    rewriter.notify_inserted(block.append(_yield([], loc)))
    return block


def _region_contains(region: Region, op: Operation) -> bool:
    """Region::isAncestor(op->getParentRegion())."""
    block = op.parent
    while block is not None:
        current = block.parent
        if current is region:
            return True
        owner = current.parent if current is not None else None
        block = owner.parent if owner is not None else None
    return False


def replace_op_with_region(rewriter: PatternRewriter, op: Operation, region: Region,
                           args: Sequence[Value] = ()) -> None:
    """replaceOpWithRegion: the single block of `region` is inlined before `op`, whose results become the
    operands of the block's terminator; the terminator is erased."""
    block = region.blocks[0]
    terminator = block.ops[-1]
    rewriter.merge_block_before(block, op.parent, op, list(args))  # type: ignore[arg-type]
    rewriter.replace_op(op, list(terminator.operands))
    rewriter.erase_op(terminator)


# -- scf.for ---------------------------------------------------------------------------------------------

def _new_for(rewriter: PatternRewriter, op: Operation, inits: list[Value]) -> Operation:
    """`rewriter.create<scf::ForOp>(loc, lb, ub, step, inits)`: a body with an empty yield only when nothing
    is carried."""
    body = (_terminated_block(rewriter, [T.index], op.loc) if not inits
            else Block([T.index, *(v.type for v in inits)]))
    new = ods.create(_scf("for"), [*op.operands[:3], list(inits)], [[v.type for v in inits]],
                     regions=[Region([body])], loc=op.loc)
    return rewriter.insert(new)


class ForOpIterArgsFolder(RewritePattern):
    """Drops the iter_args that are yielded unchanged, or unused with their init yielded or their result
    unused: their init values stand for them."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.regions[0].blocks[0]
        yield_op = block.ops[-1]
        inits = list(op.operands[3:])
        keep: list[bool] = []
        transfer: list[Value | None] = [None]
        new_inits: list[Value] = []
        new_results: list[Value | None] = []
        for init, arg, res, yielded in zip(inits, block.args[1:], op.results, list(yield_op.operands)):
            forwarded = arg is yielded or (not arg.uses and (init is yielded or not res.uses))
            keep.append(not forwarded)
            if forwarded:
                transfer.append(init)
                new_results.append(init)
                continue
            new_inits.append(init)
            transfer.append(None)
            new_results.append(None)
        if all(keep):
            return False
        new = _new_for(rewriter, op, new_inits)
        new_block = new.regions[0].blocks[0]
        transfer[0] = new_block.args[0]
        k = 0
        for i, value in enumerate(new_results):
            if value is None:
                transfer[1 + i] = new_block.args[1 + k]
                new_results[i] = new.results[k]
                k += 1
        if not new_inits:
            rewriter.merge_block_before(block, new_block, new_block.ops[-1], transfer)
            rewriter.erase_op(new_block.ops[-2])
            rewriter.replace_op(op, new_results)
            return True
        rewriter.merge_blocks(block, new_block, transfer)
        merged = new_block.ops[-1]
        rewriter.set_insertion_point(merged)
        rewriter.insert(_yield([v for v, k in zip(merged.operands, keep) if k], merged.loc))
        rewriter.erase_op(merged)
        rewriter.replace_op(op, new_results)
        return True


class SimplifyTrivialLoops(RewritePattern):
    """A loop that cannot iterate is replaced by its init values; one that iterates once by its body."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lb, ub, step = op.operands[:3]
        inits = list(op.operands[3:])
        if lb is ub:
            rewriter.replace_op(op, inits)
            return True
        lbv, ubv = _constant_int(lb), _constant_int(ub)
        if lbv is None or ubv is None:
            return False
        lbv, ubv = _signed64(lbv), _signed64(ubv)
        if lbv >= ubv:
            rewriter.replace_op(op, inits)
            return True
        stepv = _constant_int(step)
        if stepv is None:
            return False
        if _signed64(lbv + stepv) >= ubv:
            replace_op_with_region(rewriter, op, op.regions[0], [lb, *inits])
            return True
        return False


# -- scf.if ----------------------------------------------------------------------------------------------

def _new_if(rewriter: PatternRewriter, cond: Value, types: list[T.Type], then: Block | None, otherwise: Block | None,
            loc: object, attributes: dict | None = None) -> Operation:
    regions = [Region([then] if then is not None else []), Region([otherwise] if otherwise is not None else [])]
    new = ods.create(_scf("if"), [cond], [list(types)], attributes, regions=regions, loc=loc)
    return rewriter.insert(new)


class RemoveUnusedResults(RewritePattern):
    """An scf.if with unused results becomes one that yields only the used ones."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        used = [r for r in op.results if r.uses]
        if len(used) == len(op.results):
            return False
        new = _new_if(rewriter, op.operands[0], [r.type for r in used], Block(), Block(), op.loc)
        for source, dest in zip(op.regions, new.regions):
            target = dest.blocks[0]
            rewriter.merge_blocks(source.blocks[0], target)
            terminator = target.ops[-1]
            terminator.set_operands([terminator.operands[r.index] for r in used])
        values: list[Value | None] = [None] * len(op.results)
        for r, new_result in zip(used, new.results):
            values[r.index] = new_result
        rewriter.replace_op(op, values)
        return True


class RemoveStaticCondition(RewritePattern):
    """scf.if on a constant is replaced by the region it takes (or erased)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = _constant_int(op.operands[0])
        if value is None:
            return False
        if value:
            replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class ConvertTrivialIfToSelect(RewritePattern):
    """An scf.if whose regions only yield becomes a select per result that differs."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        then, otherwise = op.regions[0].blocks[0], op.regions[1].blocks[0]
        if len(then.ops) != 1 or len(otherwise.ops) != 1:
            return False
        cond = op.operands[0]
        results = []
        for t, f in zip(list(then.ops[0].operands), list(otherwise.ops[0].operands)):
            if t is f:
                results.append(t)
            else:
                results.append(_insert(rewriter, "std.select", [cond, t, f], [t.type], op.loc).results[0])
        rewriter.replace_op(op, results)
        return True


class ConditionPropagation(RewritePattern):
    """Inside the then region the condition is true, inside the else region false."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cond = op.operands[0]
        if _defining(cond, "arith.constant") is not None:
            return False
        changed = False
        constants: dict[bool, Value] = {}
        then, otherwise = op.regions
        for use in list(reversed(cond.uses)):
            owner = use.owner
            if _region_contains(then, owner):
                value = True
            elif _region_contains(otherwise, owner):
                value = False
            else:
                continue
            changed = True
            if value not in constants:
                constants[value] = _bool_constant(rewriter, value, op.loc)
            owner.set_operand(use.index, constants[value])
        return changed


class ReplaceIfYieldWithConditionOrValue(RewritePattern):
    """Results yielding the same value on both sides become that value; those yielding true/false become
    the condition (false/true: its negation)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        true_yield = op.regions[0].blocks[-1].ops[-1]
        false_yield = op.regions[1].blocks[-1].ops[-1]
        rewriter.set_insertion_point(op)
        cond = op.operands[0]
        changed = False
        for t, f, result in zip(list(true_yield.operands), list(false_yield.operands), op.results):
            if t is f:
                if result.uses:
                    replace_all_uses(result, t)
                    changed = True
                continue
            tc = _defining(t, "arith.constant")
            if tc is None or not (isinstance(tc.results[0].type, T.IntegerType) and tc.results[0].type.width == 1):
                continue
            if _defining(f, "arith.constant") is None:
                continue
            tv, fv = _constant_int(t), _constant_int(f)
            if not tv and fv and result.uses:
                true = _bool_constant(rewriter, True, op.loc)
                negated = _insert(rewriter, "arith.xori", [cond, true], [cond.type], op.loc).results[0]
                replace_all_uses(result, negated)
                changed = True
            if tv and not fv and result.uses:
                replace_all_uses(result, cond)
                changed = True
        return changed


class CombineIfs(RewritePattern):
    """Two consecutive scf.ifs on one condition become one (unless the second uses the first's results)."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        assert block is not None
        i = block.ops.index(op)
        if i == 0:
            return False
        prev = block.ops[i - 1]
        if prev.op_name != "scf.if" or prev.operands[0] is not op.operands[0]:
            return False
        if any(use.owner is op or _region_contains_any(op, use.owner) for r in prev.results for use in r.uses):
            return False
        types = [r.type for r in prev.results] + [r.type for r in op.results]
        then = _terminated_block(rewriter, [], op.loc) if not types else Block()
        combined = _new_if(rewriter, op.operands[0], types, then, None, op.loc)
        rewriter.erase_block(combined.regions[0].blocks[-1])
        then_yield, then_yield2 = prev.regions[0].blocks[-1].ops[-1], op.regions[0].blocks[-1].ops[-1]
        rewriter.inline_region_before(prev.regions[0], combined.regions[0])
        combined_then = combined.regions[0].blocks[-1]
        rewriter.merge_blocks(op.regions[0].blocks[-1], combined_then)
        rewriter.set_insertion_point_to_end(combined_then)
        rewriter.insert(_yield([*then_yield.operands, *then_yield2.operands], then_yield2.loc))
        rewriter.erase_op(then_yield)
        rewriter.erase_op(then_yield2)
        rewriter.inline_region_before(prev.regions[1], combined.regions[1])
        if op.regions[1].blocks:
            if not combined.regions[1].blocks:
                rewriter.inline_region_before(op.regions[1], combined.regions[1])
            else:
                combined_else = combined.regions[1].blocks[-1]
                else_yield, else_yield2 = combined_else.ops[-1], op.regions[1].blocks[-1].ops[-1]
                rewriter.merge_blocks(op.regions[1].blocks[-1], combined_else)
                rewriter.set_insertion_point_to_end(combined_else)
                rewriter.insert(_yield([*else_yield.operands, *else_yield2.operands], else_yield2.loc))
                rewriter.erase_op(else_yield)
                rewriter.erase_op(else_yield2)
        n = len(prev.results)
        rewriter.replace_op(prev, combined.results[:n])
        rewriter.replace_op(op, combined.results[n:])
        return True


def _region_contains_any(op: Operation, user: Operation) -> bool:
    """Operation::isAncestor: `user` is `op` or nested in it."""
    return any(_region_contains(r, user) for r in op.regions)


class CombineNestedIfs(RewritePattern):
    """scf.if %a { scf.if %b { ... } } (no results, no else) -> scf.if (%a and %b) { ... }."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results or op.regions[1].blocks:
            return False
        then = op.regions[0].blocks[-1]
        if len(then.ops) != 2:
            return False
        nested = then.ops[0]
        if nested.op_name != "scf.if" or nested.results or nested.regions[1].blocks:
            return False
        cond = _insert(rewriter, "arith.andi", [op.operands[0], nested.operands[0]], [T.i1], op.loc).results[0]
        new = _new_if(rewriter, cond, [], _terminated_block(rewriter, [], op.loc), None, op.loc)
        new_block = new.regions[0].blocks[0]
        rewriter.erase_op(new_block.ops[-1])
        rewriter.merge_blocks(nested.regions[0].blocks[-1], new_block)
        rewriter.erase_op(op)
        return True


class RemoveEmptyElseBranch(RewritePattern):
    """An else region that only yields (and no results) is dropped."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results or not op.regions[1].blocks or len(op.regions[1].blocks[-1].ops) != 1:
            return False
        new = _new_if(rewriter, op.operands[0], [], None, None, op.loc, dict(op.attributes))
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        rewriter.erase_op(op)
        return True


# -- scf.while -------------------------------------------------------------------------------------------

def _new_while(rewriter: PatternRewriter, op: Operation, types: list[T.Type], inits: list[Value]) -> Operation:
    new = ods.create(_scf("while"), [list(inits)], [list(types)], regions=[Region(), Region()], loc=op.loc)
    return rewriter.insert(new)


class WhileConditionTruth(RewritePattern):
    """In the after region, an argument that receives the condition is true."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        term = op.regions[0].blocks[0].ops[-1]
        cond = term.operands[0]
        true: Value | None = None
        replaced = False
        for value, arg in zip(term.operands[1:], op.regions[1].blocks[0].args):
            if value is cond and arg.uses:
                if true is None:
                    true = _bool_constant(rewriter, True, op.loc)
                replace_all_uses(arg, true)
                replaced = True
        return replaced


class WhileUnusedResult(RewritePattern):
    """Results unused after the loop and in the after region are no longer passed on."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        term = op.regions[0].blocks[0].ops[-1]
        after = op.regions[1].blocks[0]
        kept: list[int] = []
        for i, (result, arg) in enumerate(zip(op.results, after.args)):
            if result.uses or arg.uses:
                kept.append(i)
        if len(kept) == len(op.results):
            return False
        args = list(term.operands[1:])
        rewriter.set_insertion_point(term)
        condition = ods.create(_scf("condition"), [term.operands[0], [args[i] for i in kept]], [], loc=term.loc)
        rewriter.replace_op_with_new(term, condition)
        rewriter.set_insertion_point(op)
        types = [op.results[i].type for i in kept]
        new = _new_while(rewriter, op, types, list(op.operands))
        new_after = Block()
        for i in kept:
            new_after.add_argument(op.results[i].type, op.loc)
        new.regions[1].add_block(new_after)
        rewriter.set_insertion_point_to_end(new_after)
        results: list[Value | None] = [None] * len(op.results)
        after_args: list[Value | None] = [None] * len(op.results)
        for k, i in enumerate(kept):
            results[i] = new.results[k]
            after_args[i] = new_after.args[k]
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        rewriter.merge_blocks(after, new_after, after_args)
        rewriter.replace_op(op, results)
        return True


class WhileCmpCond(RewritePattern):
    """In the after region, a cmpi repeating (or inverting) the condition's cmpi on the passed values is a
    constant (created, as upstream creates it, before the loop)."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import CMPI_PREDICATES, ConstantOp
        from gpuopt.rewrite.patterns.arith import _INVERSE

        term = op.regions[0].blocks[0].ops[-1]
        cmp = _defining(term.operands[0], "arith.cmpi")
        if cmp is None:
            return False
        pred = cmp.attributes["predicate"].value  # type: ignore[attr-defined]
        inverse = CMPI_PREDICATES.index(_INVERSE[CMPI_PREDICATES[pred]])
        changed = False
        for value, arg in zip(list(term.operands[1:]), op.regions[1].blocks[0].args):
            for i in (0, 1):
                if value is not cmp.operands[i]:
                    continue
                for use in list(reversed(arg.uses)):
                    cmp2 = use.owner
                    if cmp2.op_name != "arith.cmpi" or cmp2.parent is None:
                        continue
                    if cmp2.operands[1 - i] is not cmp.operands[1 - i]:
                        continue
                    pred2 = cmp2.attributes["predicate"].value  # type: ignore[attr-defined]
                    if pred2 == pred:
                        same = True
                    elif pred2 == inverse:
                        same = False
                    else:
                        continue
                    new = ConstantOp.build(A.bool_attr(same))
                    new.loc = cmp2.loc
                    rewriter.insert(new)
                    rewriter.replace_op(cmp2, new.results)
                    changed = True
        return changed


class WhileUnusedArg(RewritePattern):
    """Arguments of the before region without uses are dropped with their init and yielded values."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before = op.regions[0].blocks[0]
        if all(arg.uses for arg in before.args):
            return False
        yield_op = op.regions[1].blocks[0].ops[-1]
        new_yields, new_inits = [], []
        for arg, yielded, init in zip(before.args, list(yield_op.operands), list(op.operands)):
            if arg.uses:
                new_yields.append(yielded)
                new_inits.append(init)
        before.args = [a for a in before.args if a.uses]
        for i, a in enumerate(before.args):
            a.index = i
        new = _new_while(rewriter, op, [r.type for r in op.results], new_inits)
        for source, dest in zip(op.regions, new.regions):
            rewriter.inline_region_before(source, dest)
        rewriter.replace_op(op, new.results)
        rewriter.set_insertion_point(yield_op)
        rewriter.replace_op_with_new(yield_op, _yield(new_yields, yield_op.loc))
        return True


# -- scf.parallel ----------------------------------------------------------------------------------------

def _new_parallel(rewriter: PatternRewriter, op: Operation, lbs: list[Value], ubs: list[Value], steps: list[Value],
                  inits: list[Value], body: Block) -> Operation:
    new = ods.create(_scf("parallel"), [lbs, ubs, steps, inits], [[v.type for v in inits]],
                     regions=[Region([body])], loc=op.loc)
    return rewriter.insert(new)


def _parallel_groups(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value]]:
    return list(op.lowerBound), list(op.upperBound), list(op.step), list(op.initVals)  # type: ignore[attr-defined]


class CollapseSingleIterationLoops(RewritePattern):
    """Dimensions that iterate once are dropped (their induction variables become the lower bounds); a loop
    with none left is replaced by its body, reductions combined with the init values."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lbs, ubs, steps, inits = _parallel_groups(op)
        body = op.regions[0].blocks[0]
        mapping = IRMapping()
        new_lbs, new_ubs, new_steps = [], [], []
        for lb, ub, step, iv in zip(lbs, ubs, steps, body.args):
            lbc, ubc, stepc = _constant_index(lb), _constant_index(ub), _constant_index(step)
            if (lbc is not None and ubc is not None and stepc is not None
                    and 0 < _signed64(ubc - lbc) <= stepc):
                mapping.map(iv, lb)
            else:
                new_lbs.append(lb)
                new_ubs.append(ub)
                new_steps.append(step)
        if len(new_lbs) == len(lbs):
            return False
        if not new_lbs:
            results: list[Value] = []
            for child in body.ops[:-1]:
                if child.op_name != "scf.reduce":
                    _clone(rewriter, child, mapping)
                    continue
                reduce_block = child.regions[0].blocks[0]
                mapping.map(reduce_block.args[0], inits[len(results)])
                mapping.map(reduce_block.args[1], mapping.lookup(child.operands[0]))
                for nested in reduce_block.ops[:-1]:
                    _clone(rewriter, nested, mapping)
                results.append(mapping.lookup(reduce_block.ops[-1].operands[0]))
            rewriter.replace_op(op, results)
            return True
        built = _terminated_block(rewriter, [T.index] * len(new_lbs), op.loc)
        new = _new_parallel(rewriter, op, new_lbs, new_ubs, new_steps, inits, built)
        cloned = Region()
        clone_region_into(op.regions[0], cloned, mapping)
        rewriter.inline_region_before(cloned, new.regions[0], built)
        rewriter.replace_op(op, new.results)
        return True


def _clone(rewriter: PatternRewriter, op: Operation, mapping: IRMapping) -> Operation:
    """rewriter.clone(op, mapping): the copy's nested ops are reported inserted, then the copy."""
    return rewriter.insert_built(clone_op(op, mapping))


class RemoveEmptyParallelLoops(RewritePattern):
    """A loop with a dimension whose bounds are one value does not iterate: its init values replace it."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lbs, ubs, _, inits = _parallel_groups(op)
        if any(lb is ub for lb, ub in zip(lbs, ubs)):
            rewriter.replace_op(op, inits)
            return True
        return False


class MergeNestedParallelLoops(RewritePattern):
    """A loop whose body is only a loop independent of it becomes one loop over both sets of dimensions."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = op.regions[0].blocks[0]
        if len(outer.ops) != 2 or outer.ops[0].op_name != "scf.parallel":
            return False
        inner = outer.ops[0]
        lbs, ubs, steps, inits = _parallel_groups(op)
        ilbs, iubs, isteps, iinits = _parallel_groups(inner)
        bounds = {id(v) for v in (*ilbs, *iubs, *isteps)}
        if any(id(arg) in bounds for arg in outer.args):
            return False
        if inits or iinits:
            return False
        inner_body = inner.regions[0].blocks[0]
        body = Block([T.index] * (len(outer.args) + len(inner_body.args)))
        mapping = IRMapping()
        for old, new in zip([*outer.args, *inner_body.args], body.args):
            mapping.map(old, new)
        rewriter.set_insertion_point_to_end(body)
        for child in inner_body.ops[:-1]:
            _clone(rewriter, child, mapping)
        rewriter.notify_inserted(body.append(_yield([], op.loc)))
        rewriter.set_insertion_point(op)
        new = ods.create(_scf("parallel"), [[*lbs, *ilbs], [*ubs, *iubs], [*steps, *isteps], []], [[]],
                         regions=[Region([body])], loc=op.loc)
        rewriter.replace_op_with_new(op, new)
        return True


# -- scf.execute_region ----------------------------------------------------------------------------------

class SingleBlockExecuteInliner(RewritePattern):
    """An scf.execute_region of one block is replaced by that block."""

    root = "scf.execute_region"
    named = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.regions[0].blocks) != 1:
            return False
        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """An scf.execute_region in a function (or another execute_region) becomes blocks of its parent: a
    branch into its entry, its yields branches to the block after it, whose arguments are its results."""

    root = "scf.execute_region"
    named = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = op.parent_op
        if parent is None or parent.op_name not in ("builtin.func", "scf.execute_region"):
            return False
        prev = op.parent
        assert prev is not None
        post = rewriter.split_block(prev, op)
        rewriter.set_insertion_point_to_end(prev)
        region = op.regions[0]
        _insert(rewriter, "std.br", [[]], [], op.loc, [region.blocks[0]])
        for block in region.blocks:
            last = block.ops[-1] if block.ops else None
            if last is not None and last.op_name == "scf.yield":
                rewriter.set_insertion_point(last)
                _insert(rewriter, "std.br", [list(last.operands)], [], last.loc, [post])
                rewriter.erase_op(last)
        rewriter.inline_region_before(region, post.parent, post)  # type: ignore[arg-type]
        args = [post.add_argument(r.type, op.loc) for r in op.results]
        rewriter.replace_op(op, args)
        return True
