"""Region utilities after upstream's RegionUtils and `Operation::walk`: values a region uses from above,
rewriting uses inside a region, and the post-order walk that upstream's `walk` does by default."""

from __future__ import annotations

from collections.abc import Iterator

from gpuopt.ir.core import BlockArgument, Operation, OpResult, Region, Value


def post_order(op: Operation) -> Iterator[Operation]:
    """Every op nested in `op`, then `op`: each op after the ops of its regions (MLIR's default walk)."""
    stack: list[tuple[Operation, bool]] = [(op, False)]
    while stack:
        current, expanded = stack.pop()
        if expanded or not current.regions:
            yield current
            continue
        stack.append((current, True))
        children = [child for region in current.regions for block in region.blocks for child in block.ops]
        stack.extend((child, False) for child in reversed(children))


def region_post_order(region: Region) -> Iterator[Operation]:
    """The ops of `region`, each after the ops nested in it (`Region::walk`)."""
    for block in region.blocks:
        for op in list(block.ops):
            yield from post_order(op)


def defining_region(value: Value) -> Region | None:
    """The region whose block defines `value`."""
    if isinstance(value, BlockArgument):
        return value.block.parent
    if isinstance(value, OpResult) and value.op.parent is not None:
        return value.op.parent.parent
    return None


def is_proper_ancestor(region: Region | None, of: Region) -> bool:
    """Whether `region` strictly encloses `of`."""
    if region is None:
        return False
    current: Region | None = of
    while current is not None:
        owner = current.parent
        block = owner.parent if owner is not None else None
        current = block.parent if block is not None else None
        if current is region:
            return True
    return False


def used_values_defined_above(region: Region) -> list[Value]:
    """The values used in `region` (nested regions included) but defined outside it, without repeats, in
    the order of `getUsedValuesDefinedAbove`: ops in post-order, operands left to right."""
    seen: set[Value] = set()
    out: list[Value] = []
    inside: dict[Region | None, bool] = {region: True}
    for op in region_post_order(region):
        for value in op.operands:
            if value in seen:
                continue
            where = defining_region(value)
            known = inside.get(where)
            if known is None:
                known = inside[where] = where is not None and (where is region or is_proper_ancestor(region, where))
            if not known:
                seen.add(value)
                out.append(value)
    return out


def replace_all_uses_in_region_with(old: Value, new: Value, region: Region) -> None:
    """Points the uses of `old` that sit in `region` (or deeper) at `new`."""
    for use in list(old.uses):
        block = use.owner.parent
        use_region = block.parent if block is not None else None
        if use_region is region or is_proper_ancestor(region, use_region):
            use.owner.set_operand(use.index, new)
