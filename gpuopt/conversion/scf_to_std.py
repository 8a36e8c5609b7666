"""scf -> std control flow, as MLIR 14's SCFToStandard.cpp lowers it: one pattern per op, applied the way
`applyPartialConversion` applies them, so that the blocks come out in mlir-opt 14's order.

The driver collects every op up front (pre-order; a region's blocks from the entry along successors, as
`computeConversionSet` does, and any block no branch reaches is an error), then legalizes the scf ops in
that order; the scf ops a pattern creates (ParallelLowering's scf.for nest) are legalized right after it.
Each pattern edits the IR through gpuopt/ir/rewrite.py: a region's blocks are spliced into the parent
region between the block split at the op and its continuation.
"""

from __future__ import annotations

from typing import ClassVar

from gpuopt.conversion.framework import reachable_in_conversion_order
from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods, scf
from gpuopt.dialects.arith import CmpIOp
from gpuopt.dialects.std import BranchOp, CondBranchOp
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.ir.rewrite import Builder, inline_region_before, merge_block_before, replace_op, split_block

ILLEGAL_OPS = frozenset({"scf.for", "scf.if", "scf.parallel", "scf.while", "scf.execute_region"})
"""The ops the pass must remove; everything else is legal (markUnknownOpDynamicallyLegal)."""

_SLT = 2
"""arith::CmpIPredicate::slt."""


class MatchFailure(Exception):
    """The pattern does not apply to this op (upstream's notifyMatchFailure)."""


class RewritePattern:
    """Rewrites one op named `root` in place; patterns with a higher `benefit` are tried first."""

    root: ClassVar[str]
    benefit: ClassVar[int] = 1

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        raise NotImplementedError


def _br(dest: Block, operands: list[Value], loc: object) -> Operation:
    return ods.create(BranchOp, [list(operands)], [], {}, successors=[dest], loc=loc)


def _cond_br(cond: Value, true: Block, true_args: list[Value], false: Block, false_args: list[Value],
             loc: object) -> Operation:
    return ods.create(CondBranchOp, [cond, list(true_args), list(false_args)], [], {}, successors=[true, false],
                      loc=loc)


def _parent_region(block: Block) -> Region:
    assert block.parent is not None
    return block.parent


class ForLowering(RewritePattern):
    """init block -> condition block (the body's entry, with the induction variable and the carried values as
    arguments) -> body blocks -> back to the condition; the loop exits to the block after the op."""

    root = "scf.for"

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        assert isinstance(op, scf.ForOp)
        loc = op.loc
        init_block = op.parent
        assert init_block is not None
        end_block = split_block(init_block, op)
        region = op.regions[0]
        condition_block = region.blocks[0]
        first_body_block = split_block(condition_block, condition_block.ops[0] if condition_block.ops else None)
        last_body_block = region.blocks[-1]
        inline_region_before(region, _parent_region(end_block), end_block)
        iv = condition_block.args[0]

        terminator = last_body_block.ops[-1]
        rewriter.set_insertion_point_to_end(last_body_block)
        add = ods.REGISTRY["arith.addi"]
        stepped = rewriter.create(ods.create(add, [iv, op.step], [iv.type], loc=loc)).result
        rewriter.create(_br(condition_block, [stepped, *terminator.operands], loc))
        terminator.erase()

        rewriter.set_insertion_point_to_end(init_block)
        rewriter.create(_br(condition_block, [op.lowerBound, *op.initArgs], loc))

        rewriter.set_insertion_point_to_end(condition_block)
        comparison = rewriter.create(ods.create(CmpIOp, [iv, op.upperBound], [T.i1],
                                                {"predicate": A.IntegerAttr(_SLT)}, loc=loc))
        rewriter.create(_cond_br(comparison.result, first_body_block, [], end_block, [], loc))
        replace_op(op, list(condition_block.args[1:]))


class IfLowering(RewritePattern):
    """condition block -> then blocks / else blocks -> continuation (with the results as arguments) -> the
    rest of the original block."""

    root = "scf.if"

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        loc = op.loc
        cond_block = op.parent
        assert cond_block is not None
        remaining = split_block(cond_block, op)
        if not op.results:
            continue_block = remaining
        else:
            continue_block = rewriter.create_block(remaining, [r.type for r in op.results])
            rewriter.create(_br(remaining, [], loc))

        then_region, else_region = op.regions
        then_block = then_region.blocks[0]
        self._branch_to(then_region, continue_block, rewriter, loc)
        inline_region_before(then_region, _parent_region(continue_block), continue_block)

        else_block = continue_block
        if else_region.blocks:
            else_block = else_region.blocks[0]
            self._branch_to(else_region, continue_block, rewriter, loc)
            inline_region_before(else_region, _parent_region(continue_block), continue_block)

        rewriter.set_insertion_point_to_end(cond_block)
        rewriter.create(_cond_br(op.operands[0], then_block, [], else_block, [], loc))
        replace_op(op, list(continue_block.args))

    @staticmethod
    def _branch_to(region: Region, dest: Block, rewriter: Builder, loc: object) -> None:
        last = region.blocks[-1]
        terminator = last.ops[-1]
        rewriter.set_insertion_point_to_end(last)
        rewriter.create(_br(dest, list(terminator.operands), loc))
        terminator.erase()


class ExecuteRegionLowering(RewritePattern):
    """The region's blocks are inlined; each scf.yield branches to the rest of the block, whose new arguments
    are the results."""

    root = "scf.execute_region"

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        loc = op.loc
        cond_block = op.parent
        assert cond_block is not None
        remaining = split_block(cond_block, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(cond_block)
        rewriter.create(_br(region.blocks[0], [], loc))
        for block in region.blocks:
            terminator = block.ops[-1] if block.ops else None
            if isinstance(terminator, scf.YieldOp):
                rewriter.set_insertion_point_to_end(block)
                rewriter.create(_br(remaining, list(terminator.operands), loc))
                terminator.erase()
        inline_region_before(region, _parent_region(remaining), remaining)
        values = [remaining.add_argument(r.type, loc) for r in op.results]
        replace_op(op, values)


class WhileLowering(RewritePattern):
    """before blocks (scf.condition -> cond_br to the after blocks or out) -> after blocks (scf.yield -> br
    back to the before blocks); the results are the values scf.condition forwards."""

    root = "scf.while"

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        loc = op.loc
        current = op.parent
        assert current is not None
        continuation = split_block(current, op)
        before_region, after_region = op.regions
        after, after_last = after_region.blocks[0], after_region.blocks[-1]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        region = _parent_region(continuation)
        inline_region_before(after_region, region, continuation)
        inline_region_before(before_region, region, after)

        rewriter.set_insertion_point_to_end(current)
        rewriter.create(_br(before, list(op.operands), loc))

        condition = before_last.ops[-1]
        args = list(condition.operands[1:])
        rewriter.set_insertion_point_to_end(before_last)
        rewriter.create(_cond_br(condition.operands[0], after, args, continuation, [], loc))
        condition.erase()

        yield_op = after_last.ops[-1]
        rewriter.set_insertion_point_to_end(after_last)
        rewriter.create(_br(before, list(yield_op.operands), loc))
        yield_op.erase()
        replace_op(op, args)


class DoWhileLowering(RewritePattern):
    """An scf.while whose `after` region only forwards its arguments: the before blocks loop on themselves."""

    root = "scf.while"
    benefit = 2

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        after_region = op.regions[1]
        if len(after_region.blocks) != 1:
            raise MatchFailure("do-while simplification applicable to single-block 'after' region only")
        after_block = after_region.blocks[0]
        if len(after_block.ops) != 1:
            raise MatchFailure("do-while simplification applicable only if 'after' region has no payload")
        yield_op = after_block.ops[0]
        if not isinstance(yield_op, scf.YieldOp) or len(yield_op.operands) != len(after_block.args) or any(
                a is not b for a, b in zip(yield_op.operands, after_block.args)):
            raise MatchFailure("do-while simplification applicable only to forwarding 'after' regions")

        loc = op.loc
        current = op.parent
        assert current is not None
        continuation = split_block(current, op)
        before_region = op.regions[0]
        before, before_last = before_region.blocks[0], before_region.blocks[-1]
        inline_region_before(before_region, _parent_region(continuation), continuation)

        rewriter.set_insertion_point_to_end(current)
        rewriter.create(_br(before, list(op.operands), loc))

        condition = before_last.ops[-1]
        args = list(condition.operands[1:])
        rewriter.set_insertion_point_to_end(before_last)
        rewriter.create(_cond_br(condition.operands[0], before, args, continuation, [], loc))
        condition.erase()
        replace_op(op, args)


class ParallelLowering(RewritePattern):
    """A nest of scf.for (lowered in turn), one per dimension; the reductions' blocks are merged into the
    innermost body, combining into the loop-carried values."""

    root = "scf.parallel"

    def match_and_rewrite(self, op: Operation, rewriter: Builder) -> None:
        assert isinstance(op, scf.ParallelOp)
        loc = op.loc
        iter_args: list[Value] = list(op.initVals)
        ivs: list[Value] = []
        loop_results: list[Value] = list(iter_args)
        rewriter.set_insertion_point(op)
        first = True
        for lower, upper, step in zip(op.lowerBound, op.upperBound, op.step):
            for_op = scf.ForOp.build(lower, upper, step, iter_args)
            for_op.loc = loc
            rewriter.create(for_op)
            ivs.append(for_op.induction_var)
            iter_args = for_op.region_iter_args
            if first:
                loop_results = list(for_op.results)
                first = False
            elif for_op.results:
                rewriter.set_insertion_point_to_end(rewriter.block)  # type: ignore[arg-type]
                yield_op = scf.YieldOp.build(list(for_op.results))
                yield_op.loc = loc
                rewriter.create(yield_op)
            rewriter.set_insertion_point_to_start(for_op.body)

        body = op.body
        yield_operands: list[Value] = []
        for reduce in [o for o in body.ops if isinstance(o, scf.ReduceOp)]:
            reduce_block = reduce.regions[0].blocks[0]
            arg = iter_args[len(yield_operands)]
            terminator = reduce_block.ops[-1]
            yield_operands.append(terminator.operands[0])
            terminator.erase()
            merge_block_before(reduce_block, body, reduce, [arg, reduce.operands[0]])
            reduce.erase()

        body.ops[-1].erase()
        new_body = rewriter.block
        assert new_body is not None
        merge_block_before(body, new_body, new_body.ops[-1] if new_body.ops else None, ivs)

        if yield_operands:
            rewriter.set_insertion_point_to_end(new_body)
            final = scf.YieldOp.build(yield_operands)
            final.loc = loc
            rewriter.create(final)
        replace_op(op, loop_results)


PATTERNS: tuple[type[RewritePattern], ...] = (
    ForLowering, IfLowering, ParallelLowering, WhileLowering, ExecuteRegionLowering, DoWhileLowering)
"""populateLoopToStdConversionPatterns."""


def lower_scf_to_std(root: Operation) -> None:
    """Lowers every scf.for, scf.if, scf.parallel, scf.while and scf.execute_region under `root`."""
    patterns = _patterns()
    for op in _conversion_set(root):
        if op.op_name in ILLEGAL_OPS and op.parent is not None:
            _legalize(op, patterns)


def _patterns() -> dict[str, list[RewritePattern]]:
    patterns: dict[str, list[RewritePattern]] = {}
    for cls in sorted(PATTERNS, key=lambda c: -c.benefit):
        patterns.setdefault(cls.root, []).append(cls())
    return patterns


def legalize(op: Operation) -> None:
    """Lowers one scf op (and the scf ops its pattern makes), for conversions that lower only some of them
    (async-to-async-runtime: those holding async ops in coroutines)."""
    _legalize(op, _patterns())


def conversion_set(root: Operation) -> list[Operation]:
    """The ops under `root` in the order MLIR's applyPartialConversion legalizes them (see `_conversion_set`)."""
    return _conversion_set(root)


def _legalize(op: Operation, patterns: dict[str, list[RewritePattern]]) -> None:
    _fold_in_place(op)
    reasons = []
    for pattern in patterns.get(op.op_name, ()):
        rewriter = Builder()
        rewriter.set_insertion_point(op)
        try:
            pattern.match_and_rewrite(op, rewriter)
        except MatchFailure as failure:
            reasons.append(str(failure))
            continue
        for created in rewriter.created:
            if created.op_name in ILLEGAL_OPS and created.parent is not None:
                _legalize(created, patterns)
        return
    raise DiagnosticError.at(op.loc, f"failed to legalize operation '{op.op_name}'")


def _fold_in_place(op: Operation) -> None:
    """legalizeWithFold comes first: of the scf ops only scf.if folds, in place (a negated condition swaps
    the regions), which 14's conversion keeps although it counts as no fold."""
    from gpuopt.rewrite.folder import operand_constant

    fold = getattr(op, "fold", None)
    if fold is not None:
        fold([operand_constant(v) for v in op.operands])


def _conversion_set(root: Operation) -> list[Operation]:
    """computeConversionSet: the ops under `root` in pre-order (an op, then the ops of its regions, then its
    next sibling), a region's blocks visited from the entry along successors, the last successor first; a
    block no branch reaches is an error.  An explicit stack keeps deep nests off Python's recursion limit."""
    out: list[Operation] = []
    todo = [o for r in root.regions for o in _region_ops(root, r)][::-1]
    while todo:
        current = todo.pop()
        out.append(current)
        if current.regions:
            todo.extend(reversed([o for r in current.regions for o in _region_ops(current, r)]))
    return out


def _region_ops(owner: Operation, region: Region) -> list[Operation]:
    """The ops of `region`'s blocks, blocks in conversion order."""
    order = reachable_in_conversion_order(region)
    if len(order) != len(region.blocks):
        raise DiagnosticError.at(owner.loc, "unreachable blocks were not converted")
    return [o for b in order for o in b.ops]
