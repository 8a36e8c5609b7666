"""Block liveness, as MLIR 14's Liveness analysis computes it: for every block nested in an op, the values
live on entry and on exit.

A block uses what it or an op nested in it reads and does not define (nested regions count as part of the
op that holds them); a value escapes its block when an op in another block of its region (or nested in one)
uses it.  live-in = (used | live-out) - defined, live-out = the union of the successors' live-in, iterated
to the fixpoint.
"""

from __future__ import annotations

from collections.abc import Iterator

from gpuopt.ir.core import Block, Operation, Region, Value


def ancestor_block_in(region: Region, block: Block | None) -> Block | None:
    """Region::findAncestorBlockInRegion: `block`, or the block of `region` holding the op it is nested in."""
    while block is not None:
        if block.parent is region:
            return block
        owner = block.parent.parent if block.parent is not None else None
        block = owner.parent if owner is not None else None
    return None


def ancestor_op_in(block: Block, op: Operation) -> Operation | None:
    """Block::findAncestorOpInBlock: `op`, or the op of `block` it is nested in."""
    current: Operation | None = op
    while current is not None:
        if current.parent is block:
            return current
        current = current.parent_op
    return None


def _blocks(op: Operation) -> Iterator[Block]:
    for region in op.regions:
        for block in region.blocks:
            yield block
            for child in block.ops:
                yield from _blocks(child)


def successors(block: Block) -> list[Block]:
    last = block.ops[-1] if block.ops else None
    return list(last.successors) if last is not None else []


class BlockLiveness:
    """One block's sets (LivenessBlockInfo)."""

    __slots__ = ("block", "defined", "used", "live_in", "live_out")

    def __init__(self, block: Block) -> None:
        self.block = block
        self.defined: set[Value] = set(block.args)
        self.used: set[Value] = set()
        self.live_out: set[Value] = set()
        self.live_in: set[Value] = set()
        region = block.parent
        for value in [*block.args, *(r for op in block.ops for r in op.results)]:
            if any(ancestor_block_in(region, use.owner.parent) is not block for use in value.uses):
                self.live_out.add(value)
        stack = list(block.ops)
        while stack:
            op = stack.pop()
            self.defined.update(op.results)
            self.used.update(op.operands)
            for r in op.regions:
                for child in r.blocks:
                    self.defined.update(child.args)
                    stack.extend(child.ops)
        self.used -= self.defined

    def update_live_in(self) -> bool:
        new = (self.used | self.live_out) - self.defined
        if len(new) == len(self.live_in):
            return False
        self.live_in = new
        return True

    def end_operation(self, value: Value, start: Operation) -> Operation:
        """getEndOperation: the block's last op when the value is live-out, else its last user here."""
        if value in self.live_out:
            return self.block.ops[-1]
        ops = self.block.ops
        end = ops.index(start)
        for use in value.uses:
            found = ancestor_op_in(self.block, use.owner)
            if found is not None:
                end = max(end, ops.index(found))
        return ops[end]


class Liveness:
    """The sets of every block nested in `op`, computed once; a block made later has none (None)."""

    def __init__(self, op: Operation) -> None:
        self.blocks: dict[Block, BlockLiveness] = {b: BlockLiveness(b) for b in _blocks(op)}
        predecessors: dict[Block, list[Block]] = {b: [] for b in self.blocks}
        for block in self.blocks:
            for succ in successors(block):
                if succ in predecessors:
                    predecessors[succ].append(block)
        todo = list(self.blocks)
        queued = set(todo)
        while todo:
            block = todo.pop()
            queued.discard(block)
            info = self.blocks[block]
            for succ in successors(block):
                found = self.blocks.get(succ)
                if found is not None:
                    info.live_out |= found.live_in
            if info.update_live_in():
                for pred in predecessors[block]:
                    if pred not in queued:
                        todo.append(pred)
                        queued.add(pred)

    def of(self, block: Block) -> BlockLiveness | None:
        return self.blocks.get(block)
