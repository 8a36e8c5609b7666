"""Region utilities after MLIR 14's RegionUtils.cpp: which regions have SSA dominance, and (simplify_regions)
the CFG clean-up the canonicalizer runs after its patterns."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpuopt.ir.core import Block, BlockArgument, Operation, Region, Value
from gpuopt.rewrite.branches import is_branch, set_successor_operands, successor_argument, successor_operands

if TYPE_CHECKING:
    from gpuopt.rewrite.pattern import PatternRewriter

GRAPH_REGION_OPS = frozenset({"builtin.module"})
"""Ops whose regions are graph regions (RegionKindInterface says Graph): no SSA dominance inside."""


def has_ssa_dominance(region: Region) -> bool:
    parent = region.parent
    return parent is None or parent.op_name not in GRAPH_REGION_OPS


# -- simplifyRegions -------------------------------------------------------------------------------------
# What the canonicalizer runs after each round of patterns: unreachable blocks erased, dead ops and block
# arguments erased (a liveness analysis across branches), identical blocks merged.

def simplify_regions(rewriter: PatternRewriter, regions: list[Region]) -> bool:
    erased = erase_unreachable_blocks(rewriter, regions)
    dce = run_region_dce(rewriter, regions)
    merged = merge_identical_blocks(rewriter, regions)
    return erased or dce or merged


def erase_unreachable_blocks(rewriter: PatternRewriter, regions: list[Region]) -> bool:
    from gpuopt.rewrite.dominance import reverse_post_order

    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        if not region.blocks:
            continue
        if len(region.blocks) == 1:
            for op in region.blocks[0].ops:
                worklist.extend(op.regions)
            continue
        reachable = set(reverse_post_order(region))
        for block in list(region.blocks):
            if block not in reachable:
                _drop_defined_value_uses(block)
                rewriter.erase_block(block)
                erased = True
                continue
            for op in block.ops:
                worklist.extend(op.regions)
    return erased


def _drop_defined_value_uses(block: Block) -> None:
    for arg in block.args:
        arg.uses = []
    for top in block.ops:
        for op in top.walk():
            for r in op.results:
                r.uses = []


def _post_order_blocks(region: Region) -> list[Block]:
    from gpuopt.rewrite.dominance import reverse_post_order

    return list(reversed(reverse_post_order(region)))


class _Liveness:
    def __init__(self) -> None:
        self.live: set[int] = set()
        self.changed = False

    def is_live(self, x: object) -> bool:
        """A value proven live, or an op proven live or with a live result."""
        if id(x) in self.live:
            return True
        return isinstance(x, Operation) and any(id(r) in self.live for r in x.results)

    def set_live(self, x: object) -> None:
        if id(x) not in self.live:
            self.live.add(id(x))
            self.changed = True


def run_region_dce(rewriter: PatternRewriter, regions: list[Region]) -> bool:
    liveness = _Liveness()
    liveness.changed = True
    while liveness.changed:
        liveness.changed = False
        for region in regions:
            _propagate_region(region, liveness)
    return _delete_dead(rewriter, regions, liveness)


def _propagate_region(region: Region, liveness: _Liveness) -> None:
    if not region.blocks:
        return
    for block in _post_order_blocks(region):
        for op in reversed(block.ops):
            _propagate_op(op, liveness)
        if block.is_entry:
            continue
        for arg in block.args:
            if not liveness.is_live(arg):
                _process_value(arg, liveness)


def _propagate_op(op: Operation, liveness: _Liveness) -> None:
    from gpuopt.dialects.ods import Terminator
    from gpuopt.rewrite.effects import would_be_trivially_dead

    for region in op.regions:
        _propagate_region(region, liveness)
    if Terminator in getattr(type(op), "traits", ()):
        liveness.set_live(op)
        if not is_branch(op):
            for succ in op.successors:
                for arg in succ.args:
                    liveness.set_live(arg)
        return
    if liveness.is_live(op):
        return
    if not would_be_trivially_dead(op):
        liveness.set_live(op)
        return
    for r in op.results:
        _process_value(r, liveness)


def _process_value(value: Value, liveness: _Liveness) -> None:
    for use in value.uses:
        owner = use.owner
        if _specially_dead(owner, use.index, liveness):
            continue
        if liveness.is_live(owner):
            liveness.set_live(value)
            return


def _specially_dead(owner: Operation, index: int, liveness: _Liveness) -> bool:
    """A successor operand is dead when the block argument it feeds is."""
    from gpuopt.dialects.ods import Terminator

    if Terminator not in getattr(type(owner), "traits", ()):
        return False
    arg = successor_argument(owner, index)
    return arg is not None and not liveness.is_live(arg)


def _delete_dead(rewriter: PatternRewriter, regions: list[Region], liveness: _Liveness) -> bool:
    erased = False
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for block in _post_order_blocks(region):
            if not single and block.ops:
                _erase_dead_successor_operands(block.ops[-1], liveness)
            for op in reversed(list(block.ops)):
                if not liveness.is_live(op):
                    erased = True
                    for r in op.results:
                        r.uses = []  # (graph regions: users that are dead too, erased on their own)
                    rewriter.erase_op(op)
                elif op.regions:
                    erased |= _delete_dead(rewriter, op.regions, liveness)
        for block in region.blocks[1:]:
            dead = [a for a in block.args if not liveness.is_live(a)]
            if dead:
                block.args = [a for a in block.args if liveness.is_live(a)]
                for i, a in enumerate(block.args):
                    a.index = i
    return erased


def _erase_dead_successor_operands(term: Operation, liveness: _Liveness) -> None:
    if not is_branch(term):
        return
    for succ in reversed(range(len(term.successors))):
        operands = successor_operands(term, succ)
        if operands is None:
            continue
        block = term.successors[succ]
        keep = [v for j, v in enumerate(operands) if j >= len(block.args) or liveness.is_live(block.args[j])]
        if len(keep) != len(operands):
            set_successor_operands(term, succ, keep)


# -- mergeIdenticalBlocks --------------------------------------------------------------------------------

def merge_identical_blocks(rewriter: PatternRewriter, regions: list[Region]) -> bool:
    worklist: list[Region] = []
    queued: set[int] = set()

    def push(region: Region) -> None:
        if id(region) not in queued:
            queued.add(id(region))
            worklist.append(region)

    for r in regions:
        push(r)
    changed = False
    while worklist:
        region = worklist.pop()
        queued.discard(id(region))
        if _merge_in_region(rewriter, region):
            push(region)
            changed = True
        for block in region.blocks:
            for op in block.ops:
                for nested in op.regions:
                    push(nested)
    return changed


def _merge_in_region(rewriter: PatternRewriter, region: Region) -> bool:
    if len(region.blocks) <= 1:
        return False
    by_successors: dict[tuple[int, ...], list[Block]] = {}
    for block in region.blocks[1:]:
        succs = tuple(id(s) for s in (block.ops[-1].successors if block.ops else ()))
        by_successors.setdefault(succs, []).append(block)
    merged = False
    for blocks in by_successors.values():
        if len(blocks) == 1:
            continue
        clusters: list[_Cluster] = []
        for block in blocks:
            if any(r.blocks for op in block.ops for r in op.regions):
                continue
            data = _BlockData(block)
            for cluster in clusters:
                if cluster.add(data):
                    break
            else:
                clusters.append(_Cluster(data))
        for cluster in clusters:
            merged |= cluster.merge(rewriter, region)
    return merged


def _op_shape(op: Operation) -> tuple:
    """What OperationEquivalence compares when values are ignored."""
    attrs = tuple(sorted((k, type(v).__name__, v.text) for k, v in op.attributes.items()))
    return (op.op_name, attrs, tuple(r.type for r in op.results), len(op.operands), len(op.regions),
            len(op.successors))


class _BlockData:
    def __init__(self, block: Block) -> None:
        self.block = block
        self.order: dict[Operation, int] = {}
        n = len(block.args)
        shapes = []
        for op in block.ops:
            if op.results:
                self.order[op] = n
                n += len(op.results)
            shapes.append(_op_shape(op))
        self.hash = hash(tuple(shapes))

    def order_of(self, value: Value) -> int:
        if isinstance(value, BlockArgument):
            return value.index
        return self.order[value.op] + value.index  # type: ignore[attr-defined]


def _predecessors(block: Block) -> list[tuple[Operation, int]]:
    """(terminator, successor index) of each edge into `block`."""
    out = []
    region = block.parent
    if region is None:
        return out
    for b in region.blocks:
        term = b.ops[-1] if b.ops else None
        if term is None:
            continue
        for i, s in enumerate(term.successors):
            if s is block:
                out.append((term, i))
    return out


def _used_outside(op: Operation, block: Block) -> bool:
    for r in op.results:
        for use in r.uses:
            user = use.owner
            while user is not None and user.parent is not block:
                user = user.parent_op
            if user is None:
                return True
    return False


class _Cluster:
    def __init__(self, leader: _BlockData) -> None:
        self.leader = leader
        self.blocks: list[Block] = []
        self.operands: dict[tuple[int, int], None] = {}

    def add(self, data: _BlockData) -> bool:
        if data.hash != self.leader.hash:
            return False
        lead, other = self.leader.block, data.block
        if [a.type for a in lead.args] != [a.type for a in other.args]:
            return False
        if len(lead.ops) != len(other.ops):
            return False
        mismatched: list[tuple[int, int]] = []
        for i, (lop, rop) in enumerate(zip(lead.ops, other.ops)):
            if _op_shape(lop) != _op_shape(rop):
                return False
            for k, (lv, rv) in enumerate(zip(lop.operands, rop.operands)):
                if lv is rv:
                    continue
                if lv.type != rv.type:
                    return False
                l_in = lv.owner_block is lead
                r_in = rv.owner_block is other
                if l_in != r_in:
                    return False
                if not l_in:
                    if not _valid_successor_arg(lead, lv) or not _valid_successor_arg(other, rv):
                        return False
                    mismatched.append((i, k))
                    continue
                if self.leader.order_of(lv) != data.order_of(rv):
                    return False
            if _used_outside(rop, other) or _used_outside(lop, lead):
                return False
        for m in mismatched:
            self.operands[m] = None
        self.blocks.append(other)
        return True

    def merge(self, rewriter: PatternRewriter, region: Region) -> bool:
        if not self.blocks:
            return False
        lead = self.leader.block
        if self.operands:
            if not all(_can_update_preds(b) for b in [lead, *self.blocks]):
                return False
            all_blocks = [lead, *self.blocks]
            new_args: list[list[Value]] = [[] for _ in all_blocks]
            for op_i, operand_i in self.operands:
                for n, block in enumerate(all_blocks):
                    op = block.ops[op_i]
                    value = op.operands[operand_i]
                    new_args[n].append(value)
                    if n == 0:
                        arg = lead.add_argument(value.type, getattr(value, "loc", None))
                        op.set_operand(operand_i, arg)
            for n, block in enumerate(all_blocks):
                for term, index in _predecessors(block):
                    current = successor_operands(term, index) or []
                    set_successor_operands(term, index, current + new_args[n])
        for block in self.blocks:
            for term, index in _predecessors(block):
                term.successors[index] = lead
            rewriter.erase_block(block)
        return True


def _valid_successor_arg(block: Block, operand: Value) -> bool:
    owner = getattr(operand, "op", None)
    parent = operand.owner_block
    if owner is None or parent is None or parent.ops[-1] is not owner:
        return True
    return all(term.parent is not parent for term, _ in _predecessors(block))


def _can_update_preds(block: Block) -> bool:
    return all(is_branch(term) for term, _ in _predecessors(block))
