"""Dominator trees of a region's blocks, for the passes that walk a CFG region in dominance order (CSE).

The immediate dominators come from the iterative algorithm of Cooper, Harvey and Kennedy over the blocks
reachable from the entry; unreachable blocks are not in the tree, as in MLIR's DominanceInfo.
"""

from __future__ import annotations

from gpuopt.ir.core import Block, Region


def successors(block: Block) -> list[Block]:
    term = block.ops[-1] if block.ops else None
    return list(term.successors) if term is not None else []


def reverse_post_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry, in reverse post-order (iterative depth-first search)."""
    if not region.blocks:
        return []
    entry = region.blocks[0]
    seen = {entry}
    order: list[Block] = []
    stack: list[tuple[Block, list[Block]]] = [(entry, successors(entry))]
    while stack:
        block, succs = stack[-1]
        if succs:
            nxt = succs.pop(0)
            if nxt not in seen and nxt.parent is region:
                seen.add(nxt)
                stack.append((nxt, successors(nxt)))
        else:
            stack.pop()
            order.append(block)
    order.reverse()
    return order


def dominator_tree(region: Region) -> dict[Block, list[Block]]:
    """Block -> the blocks it immediately dominates (in reverse post-order), for reachable blocks."""
    rpo = reverse_post_order(region)
    index = {b: i for i, b in enumerate(rpo)}
    preds: dict[Block, list[Block]] = {b: [] for b in rpo}
    for b in rpo:
        for s in successors(b):
            if s in preds:
                preds[s].append(b)
    idom: dict[Block, Block] = {rpo[0]: rpo[0]} if rpo else {}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = None
            for p in preds[b]:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                x, y = p, new
                while x is not y:
                    while index[x] > index[y]:
                        x = idom[x]
                    while index[y] > index[x]:
                        y = idom[y]
                new = x
            if new is not None and idom.get(b) is not new:
                idom[b] = new
                changed = True
    tree: dict[Block, list[Block]] = {b: [] for b in rpo}
    for b in rpo[1:]:
        tree[idom[b]].append(b)
    return tree
