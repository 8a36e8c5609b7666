"""Rewrite patterns and the rewriter they edit the IR through, after MLIR 14's PatternMatch.h.

A pattern is a small class per rewrite, named like upstream's:

    class SimplifyDimOfAllocOp(RewritePattern):
        root = "memref.dim"                      # the op it matches (None: any op)
        benefit = 1

        def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
            ...                                  # return False without touching the IR when it does not apply
            rewriter.replace_op(op, [value])
            return True

An op class offers its patterns with a classmethod `canonicalization_patterns()` returning instances (its
`getCanonicalizationPatterns`); the patterns may be rooted at other ops, as upstream's are.  Every IR change
goes through the rewriter, so the driver that listens to it (greedy.py) sees insertions and erasures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Protocol

from gpuopt.ir.core import Block, Operation, Region, Value


def replace_all_uses(old: Value, new: Value | None) -> None:
    """Value::replaceAllUsesWith with MLIR's use-list order.  MLIR pushes a new use at the head of the list and
    walks it from the head; `Value.uses` keeps them oldest first, so MLIR's walk is `reversed(uses)`, and a
    replacement moves the uses over in that order (which the greedy driver's worklist order depends on)."""
    if new is old:
        return
    if new is None:
        assert not old.uses, "a replaced value still in use"
        return
    for use in reversed(old.uses):
        use.owner.operands[use.index] = new
        new.uses.append(use)
    old.uses = []


def users(value: Value) -> list[Operation]:
    """The users of `value` in MLIR's use-list order (most recent use first)."""
    return [use.owner for use in reversed(value.uses)]


class RewritePattern:
    root: ClassVar[str | None] = None
    benefit: ClassVar[int] = 1
    named: ClassVar[bool] = False
    """Whether `disable-patterns`/`enable-patterns` can name it.  MLIR 14 names a pattern by its C++ type, so
    only the patterns upstream declares outside an anonymous namespace answer to their bare class name."""

    @property
    def debug_name(self) -> str:
        name = type(self).__name__
        return name if self.named else f"(anonymous namespace)::{name}"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        raise NotImplementedError


class Listener(Protocol):
    def notify_inserted(self, op: Operation) -> None: ...
    def notify_root_replaced(self, op: Operation) -> None: ...
    def notify_removed(self, op: Operation) -> None: ...


class _NoListener:
    def notify_inserted(self, op: Operation) -> None:
        pass

    def notify_root_replaced(self, op: Operation) -> None:
        pass

    def notify_removed(self, op: Operation) -> None:
        pass


class PatternRewriter:
    """Builds ops at an insertion point (before `point`, or at the end of `block` when `point` is None) and
    reports every change to its listener."""

    def __init__(self, listener: Listener | None = None) -> None:
        self.listener: Listener = listener or _NoListener()
        self.block: Block | None = None
        self.point: Operation | None = None

    # -- insertion point --------------------------------------------------------------------------------
    def set_insertion_point(self, op: Operation) -> None:
        self.block, self.point = op.parent, op

    def set_insertion_point_after(self, op: Operation) -> None:
        block = op.parent
        assert block is not None
        i = block.ops.index(op)
        self.block, self.point = block, block.ops[i + 1] if i + 1 < len(block.ops) else None

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.block, self.point = block, block.ops[0] if block.ops else None

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.block, self.point = block, None

    # -- building ---------------------------------------------------------------------------------------
    def insert(self, op: Operation) -> Operation:
        block = self.block
        assert block is not None, "no insertion point"
        if self.point is None:
            block.append(op)
        else:
            block.insert(block.ops.index(self.point), op)
        self.listener.notify_inserted(op)
        return op

    # -- changing ---------------------------------------------------------------------------------------
    def replace_op(self, op: Operation, values: Sequence[Value | None]) -> None:
        """None stands for a result without uses (upstream passes a null Value)."""
        assert len(values) == len(op.results)
        self.listener.notify_root_replaced(op)
        for old, new in zip(op.results, values):
            replace_all_uses(old, new)
        self.erase_op(op)

    def replace_op_with_new(self, op: Operation, new: Operation) -> Operation:
        self.set_insertion_point(op)
        self.insert(new)
        self.replace_op(op, new.results)
        return new

    def erase_op(self, op: Operation) -> None:
        self.listener.notify_removed(op)
        op.erase()

    def erase_block(self, block: Block) -> None:
        for op in reversed(list(block.ops)):
            self.erase_op(op)
        if block.parent is not None:
            block.parent.blocks.remove(block)
            block.parent = None

    def update_root_in_place(self, op: Operation, action: Callable[[], None]) -> None:
        action()

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        replace_all_uses(old, new)

    def merge_blocks(self, source: Block, dest: Block, args: Sequence[Value | None] = ()) -> None:
        """Moves `source`'s ops to the end of `dest`, its arguments replaced by `args` (None for an argument
        without uses), and erases it."""
        self.merge_block_before(source, dest, None, args)

    def merge_block_before(self, source: Block, dest: Block, before: Operation | None,
                           args: Sequence[Value | None] = ()) -> None:
        """RewriterBase::mergeBlockBefore: `source`'s ops move into `dest` before `before` (its end when
        None), its arguments replaced by `args`; `source` is erased.  Moved ops are not reported as inserted,
        as upstream's splice is not."""
        from gpuopt.ir.rewrite import merge_ops

        for arg, value in zip(source.args, args):
            if value is not None:
                replace_all_uses(arg, value)
        merge_ops(source, dest, before)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        from gpuopt.ir.rewrite import split_block

        return split_block(block, before)

    def inline_region_before(self, region: Region, dest: Region, before: Block | None = None) -> None:
        from gpuopt.ir.rewrite import inline_region_before

        inline_region_before(region, dest, before)

    def notify_inserted(self, op: Operation) -> None:
        """For an op a builder put inside an op being built (a terminator ensured through the rewriter):
        upstream's listener hears of it before the op that holds it."""
        self.listener.notify_inserted(op)

    def insert_built(self, op: Operation) -> Operation:
        """Inserts an op whose regions a builder filled through the rewriter: the nested ops are reported
        first (post-order, as OpBuilder::clone reports a clone's regions), then the op."""
        from gpuopt.ir.regions import post_order

        for nested in post_order(op):
            if nested is not op:
                self.listener.notify_inserted(nested)
        return self.insert(op)
