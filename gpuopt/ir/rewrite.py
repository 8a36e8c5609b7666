"""Structural edits of the IR, as MLIR 14's RewriterBase offers them: split a block, move a region's blocks
into another region, merge a block into another, replace or erase an op, and a builder that inserts the ops
it creates at an insertion point and remembers them.

Lowerings that turn regions into control flow (convert-scf-to-std) are written with these, so that they
read like upstream's patterns: `split_block(block, op)`, `inline_region_before(region, dest)`, ...  Each
edit moves whole lists; none is pass-specific.
"""

from __future__ import annotations

from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.ir.types import Type


def split_block(block: Block, before: Operation | None) -> Block:
    """Block::splitBlock: moves `before` and every op after it into a new block inserted right after `block`
    (None: an empty new block); returns the new block."""
    new = Block()
    index = block.ops.index(before) if before is not None else len(block.ops)
    moved = block.ops[index:]
    del block.ops[index:]
    for op in moved:
        op.parent = new
    new.ops = moved
    region = block.parent
    if region is not None:
        region.blocks.insert(region.blocks.index(block) + 1, new)
        new.parent = region
    return new


def inline_region_before(region: Region, dest: Region, before: Block | None = None) -> None:
    """RewriterBase::inlineRegionBefore: moves every block of `region` into `dest`, before `before` (at the
    end when None); `region` is left empty."""
    blocks = region.blocks
    region.blocks = []
    index = dest.blocks.index(before) if before is not None else len(dest.blocks)
    dest.blocks[index:index] = blocks
    for block in blocks:
        block.parent = dest


def erase_block(block: Block) -> None:
    """Removes an (emptied) block from its region."""
    if block.parent is not None:
        block.parent.blocks.remove(block)
        block.parent = None


def merge_block_before(source: Block, dest: Block, before: Operation | None, values: list[Value]) -> None:
    """RewriterBase::mergeBlockBefore / mergeBlocks: the arguments of `source` are replaced by `values`, its ops
    move into `dest` before `before` (at the end when None), and `source` is erased."""
    for arg, value in zip(source.args, values):
        arg.replace_all_uses_with(value)
    merge_ops(source, dest, before)


def merge_ops(source: Block, dest: Block, before: Operation | None) -> None:
    """Moves every op of `source` into `dest` before `before` (at the end when None) and erases `source`."""
    ops = source.ops
    source.ops = []
    for op in ops:
        op.parent = dest
    index = dest.ops.index(before) if before is not None else len(dest.ops)
    dest.ops[index:index] = ops
    erase_block(source)


def replace_op(op: Operation, values: list[Value]) -> None:
    """Replaces every use of the op's results by `values`, then erases it."""
    for old, new in zip(op.results, values):
        old.replace_all_uses_with(new)
    op.erase()


def replace_op_with_new(op: Operation, new: Operation) -> Operation:
    """RewriterBase::replaceOpWithNewOp: `new` goes where `op` is and takes its results' uses."""
    block = op.parent
    assert block is not None
    block.insert(block.ops.index(op), new)
    replace_op(op, list(new.results))
    return new


class Builder:
    """Creates ops at an insertion point (a block and the op to insert before, None for the block's end), as
    MLIR's OpBuilder; every op created is remembered in `created`, in creation order (for drivers that
    legalize what a pattern made)."""

    def __init__(self) -> None:
        self.block: Block | None = None
        self.before: Operation | None = None
        self.created: list[Operation] = []

    def set_insertion_point(self, op: Operation) -> None:
        """Before `op`."""
        self.block, self.before = op.parent, op

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.block, self.before = block, None

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.block, self.before = block, (block.ops[0] if block.ops else None)

    def create(self, op: Operation) -> Operation:
        block = self.block
        assert block is not None, "no insertion point"
        if self.before is None:
            block.append(op)
        else:
            block.insert(block.ops.index(self.before), op)
        self.created.append(op)
        return op

    def create_block(self, before: Block, arg_types: list[Type]) -> Block:
        """A new block with arguments of `arg_types` before `before`, made the insertion point (its end)."""
        block = Block(arg_types)
        region = before.parent
        assert region is not None
        region.blocks.insert(region.blocks.index(before), block)
        block.parent = region
        self.set_insertion_point_to_end(block)
        return block
