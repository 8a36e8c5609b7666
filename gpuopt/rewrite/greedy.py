"""The greedy pattern rewrite driver behind `canonicalize`, after MLIR 14's applyPatternsAndFoldGreedily.

Each iteration fills a worklist with every op nested in the regions (post-order, bottom-up by default; the
constants met on the way are uniqued and hoisted by the folder instead), then pops ops from its end: a
trivially dead op is erased, else it is folded, else the patterns rooted at it are tried in order of benefit.
Every change puts the ops it may enable back on the worklist, as upstream's listener does (the operands'
defining ops when they have at most one use left, the users of replaced results, new ops).  After the
worklist runs dry, the regions are simplified (regions.py).  Iterations repeat while anything changed, up to
`max_iterations`.  The worklist order is upstream's, so the output order of ops and constants is too.
"""

from __future__ import annotations

from collections.abc import Sequence

from gpuopt.ir.core import Operation, Region, Value
from gpuopt.rewrite.effects import is_trivially_dead
from gpuopt.rewrite.folder import OperationFolder, constant_value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, users
from gpuopt.valueclass import dataclass


@dataclass
class GreedyRewriteConfig:
    top_down: bool = False
    region_simplification: bool = True
    max_iterations: int = 10
    """-1: no limit."""
    seed_constants: bool = True
    """Bottom-up: record the constants met while filling the worklist (hoisting them in order) rather than
    fold each when it is popped, which recreates it at the front of its region (so the last one popped comes
    first).  mlir-opt 14's canonicalize does the first, the greedy phase of its convert-vector-to-llvm the
    second."""


class PatternSet:
    """Patterns by root op name, each list in order of benefit (stable), plus the patterns for any op."""

    def __init__(self, patterns: Sequence[RewritePattern]) -> None:
        self.by_root: dict[str, list[RewritePattern]] = {}
        self.any_op: list[RewritePattern] = []
        for p in patterns:
            if p.root is None:
                self.any_op.append(p)
            else:
                self.by_root.setdefault(p.root, []).append(p)
        for group in self.by_root.values():
            group.sort(key=lambda p: -p.benefit)
        self.any_op.sort(key=lambda p: -p.benefit)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        specific = self.by_root.get(op.op_name, ())
        if not specific and not self.any_op:
            return False
        i = j = 0
        while i < len(specific) or j < len(self.any_op):
            if j >= len(self.any_op) or (i < len(specific) and specific[i].benefit >= self.any_op[j].benefit):
                pattern = specific[i]
                i += 1
            else:
                pattern = self.any_op[j]
                j += 1
            rewriter.set_insertion_point(op)
            if pattern.match_and_rewrite(op, rewriter):
                return True
        return False


class GreedyPatternRewriteDriver:
    def __init__(self, patterns: PatternSet, config: GreedyRewriteConfig) -> None:
        self.patterns = patterns
        self.config = config
        self.folder = OperationFolder()
        self.rewriter = PatternRewriter(self)
        self.worklist: list[Operation | None] = []
        self.worklist_map: dict[Operation, int] = {}

    # -- the worklist -----------------------------------------------------------------------------------
    def add(self, op: Operation) -> None:
        if op not in self.worklist_map:
            self.worklist_map[op] = len(self.worklist)
            self.worklist.append(op)

    def add_operands(self, values: Sequence[Value]) -> None:
        """The defining ops of values left with at most one use (they may now be dead or simpler)."""
        for v in values:
            if len(v.uses) > 1:
                continue
            owner = getattr(v, "op", None)
            if owner is not None:
                self.add(owner)

    def remove(self, op: Operation) -> None:
        i = self.worklist_map.pop(op, None)
        if i is not None:
            self.worklist[i] = None

    def pop(self) -> Operation | None:
        op = self.worklist.pop()
        if op is not None:
            del self.worklist_map[op]
        return op

    # -- the rewriter's listener ------------------------------------------------------------------------
    def notify_inserted(self, op: Operation) -> None:
        self.add(op)

    def notify_root_replaced(self, op: Operation) -> None:
        for r in op.results:
            for user in users(r):
                self.add(user)

    def notify_removed(self, op: Operation) -> None:
        self.add_operands(op.operands)
        for nested in op.walk():
            self.remove(nested)
            self.folder.notify_removal(nested)

    # -- the driver -------------------------------------------------------------------------------------
    def simplify(self, regions: list[Region]) -> bool:
        """Runs to a fixed point or the iteration limit; whether it converged."""
        from gpuopt.rewrite.regions import simplify_regions

        iteration = 0
        changed = True
        while changed:
            self.worklist = []
            self.worklist_map = {}
            if not self.config.top_down:
                for region in regions:
                    for op in _post_order(region):
                        value = constant_value(op) if self.config.seed_constants else None
                        if value is not None and not self.folder.insert_known_constant(op, value):
                            continue
                        self.add(op)
            else:
                for region in regions:
                    for block in region.blocks:
                        for top in list(block.ops):
                            self.worklist.extend(top.walk())
                self.worklist.reverse()
                self.worklist_map = {op: i for i, op in enumerate(self.worklist)}  # type: ignore[misc]
            changed = False
            while self.worklist:
                op = self.pop()
                if op is None:
                    continue
                if is_trivially_dead(op):
                    self.notify_removed(op)
                    op.erase()
                    changed = True
                    continue
                original = list(op.operands)

                def pre_replace(dead: Operation, original: list[Value] = original) -> None:
                    self.add_operands(original)
                    for r in dead.results:
                        for user in users(r):
                            self.add(user)
                    self.notify_removed(dead)

                folded, in_place = self.folder.try_to_fold(op, self.add, pre_replace)
                if folded:
                    changed = True
                    if not in_place:
                        continue
                if self.patterns.match_and_rewrite(op, self.rewriter):
                    changed = True
            if self.config.region_simplification and simplify_regions(self.rewriter, regions):
                changed = True
            iteration += 1
            if self.config.max_iterations != -1 and iteration >= self.config.max_iterations:
                break
        return not changed


def _post_order(region: Region) -> list[Operation]:
    """Every op nested in `region`, each after the ops of its own regions (Region::walk, post-order); a list
    made up front, so ops may be erased or moved while it is consumed."""
    out: list[Operation] = []
    stack: list[tuple[Operation, bool]] = []
    for block in reversed(region.blocks):
        for op in reversed(block.ops):
            stack.append((op, False))
    while stack:
        op, expanded = stack.pop()
        if expanded or not op.regions:
            out.append(op)
            continue
        stack.append((op, True))
        for r in reversed(op.regions):
            for block in reversed(r.blocks):
                for nested in reversed(block.ops):
                    stack.append((nested, False))
    return out


def apply_patterns_and_fold_greedily(regions: list[Region], patterns: Sequence[RewritePattern],
                                     config: GreedyRewriteConfig | None = None) -> bool:
    driver = GreedyPatternRewriteDriver(PatternSet(patterns), config or GreedyRewriteConfig())
    return driver.simplify(regions)
