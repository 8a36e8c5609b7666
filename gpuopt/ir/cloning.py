"""Cloning ops and regions with a value and block map (upstream's BlockAndValueMapping, `Operation::clone`
and `Region::cloneInto`).

Passes that copy IR (kernel outlining copies a `gpu.launch` body into a `gpu.func`, and the called functions
into the kernel's module) need a copy that keeps every def-use edge inside the copy and remaps the edges that
leave it.  A clone is an op of the same class, with the same attributes, location and result name hints;
values and blocks found in the map are replaced, the others are used as they are.
"""

from __future__ import annotations

from gpuopt.ir.core import Block, Operation, Region, Value


class IRMapping:
    """Old value -> new value and old block -> new block; a lookup of something unmapped gives it back."""

    __slots__ = ("values", "blocks")

    def __init__(self) -> None:
        self.values: dict[Value, Value] = {}
        self.blocks: dict[Block, Block] = {}

    def map(self, old: Value, new: Value) -> None:
        self.values[old] = new

    def map_block(self, old: Block, new: Block) -> None:
        self.blocks[old] = new

    def lookup(self, value: Value) -> Value:
        return self.values.get(value, value)

    def lookup_block(self, block: Block) -> Block:
        return self.blocks.get(block, block)


def clone_op(op: Operation, mapping: IRMapping | None = None) -> Operation:
    """A detached copy of `op` and everything nested in it; `mapping` gains the op's results (and those of
    the nested ops) and is used for the operands and successors."""
    mapping = mapping if mapping is not None else IRMapping()
    pending: list[tuple[Operation, int, Value]] = []
    new = _clone(op, mapping, pending)
    _resolve(pending, mapping)
    return new


def clone_region_into(source: Region, dest: Region, mapping: IRMapping | None = None) -> list[Block]:
    """Appends copies of `source`'s blocks to `dest` (as `Region::cloneInto`); returns the new blocks.
    A block argument the mapping already maps is left out of the copy.  All blocks are made first, so
    branches and uses that point forward in block order are remapped too."""
    mapping = mapping if mapping is not None else IRMapping()
    pending: list[tuple[Operation, int, Value]] = []
    blocks = _clone_blocks(source, dest, mapping, pending)
    _resolve(pending, mapping)
    return blocks


def _clone_blocks(source: Region, dest: Region, mapping: IRMapping,
                  pending: list[tuple[Operation, int, Value]]) -> list[Block]:
    new_blocks: list[Block] = []
    for block in source.blocks:
        copy = Block()
        for arg in block.args:
            if arg in mapping.values:
                continue  # (already mapped: the copy has no such argument, as upstream)
            new_arg = copy.add_argument(arg.type, arg.loc)
            new_arg.name_hint = arg.name_hint
            mapping.map(arg, new_arg)
        mapping.map_block(block, copy)
        dest.add_block(copy)
        new_blocks.append(copy)
    for block, copy in zip(source.blocks, new_blocks):
        for child in block.ops:
            copy.append(_clone(child, mapping, pending))
    return new_blocks


def _clone(op: Operation, mapping: IRMapping, pending: list[tuple[Operation, int, Value]]) -> Operation:
    values = mapping.values
    operands = [values.get(v, v) for v in op.operands]
    new = type(op)(op.op_name, operands, [r.type for r in op.results], op.attributes,
                   None, [mapping.lookup_block(b) for b in op.successors], op.loc)
    for old_result, new_result in zip(op.results, new.results):
        new_result.name_hint = old_result.name_hint
        values[old_result] = new_result
    for i, v in enumerate(op.operands):
        if operands[i] is v:
            pending.append((new, i, v))  # (maybe defined later in the copied region: checked at the end)
    for region in op.regions:
        _clone_blocks(region, new.add_region(), mapping, pending)
    return new


def _resolve(pending: list[tuple[Operation, int, Value]], mapping: IRMapping) -> None:
    for op, index, old in pending:
        new = mapping.values.get(old)
        if new is not None and op.operands[index] is old:
            op.set_operand(index, new)
