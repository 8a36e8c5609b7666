"""What `convert-gpu-to-nvvm` and `convert-gpu-to-rocdl` do to a `gpu.module`, in MLIR 14's order:

1. the in-dialect rewrites (`gpu.all_reduce` expanded, see rewrite/all_reduce.py) under MLIR 14's greedy
   driver, which also folds (in place too: a vector transfer's `in_bounds`), erases trivially dead ops and
   hoists constants to the top of each function (`simplify` below: the parts of applyPatternsAndFoldGreedily
   that show in these passes' output);
2. one partial conversion with the func/std/arith/memref patterns (every function gets a C wrapper, as
   these passes set emitCWrappers) and the target's GPU patterns; an operand left unconverted reaches its
   user's pattern through a cast, as 14's target materialization gives it;
3. the device-library declarations placed before the functions that first call them.
"""

from __future__ import annotations

from collections.abc import Callable

from gpuopt.conversion.framework import ConversionPattern, ConversionTarget, apply_partial_conversion
from gpuopt.conversion.gpu_ops_lowering import DeviceSymbols, GpuTypeConverter
from gpuopt.dialects import ods
from gpuopt.ir import types as T
from gpuopt.ir.attributes import Attribute
from gpuopt.ir.core import Operation, OpResult, Region, Value
from gpuopt.rewrite import IN_PLACE
from gpuopt.rewrite.folder import attr_key, materialize_constant
from gpuopt.rewrite.pattern import PatternRewriter, replace_all_uses, users

MAX_ITERATIONS = 10
"""GreedyRewriteConfig::maxIterations."""


def lower_gpu_module(module: Operation, converter: GpuTypeConverter, target: ConversionTarget,
                     gpu_patterns: Callable[[GpuTypeConverter, DeviceSymbols], list[ConversionPattern]]) -> None:
    from gpuopt.conversion.memref_lowering import memref_to_llvm_patterns
    from gpuopt.conversion.std_to_llvm import std_to_llvm_patterns
    from gpuopt.rewrite.all_reduce import rewrite_all_reduces

    simplify(module, rewrite_all_reduces)
    symbols = DeviceSymbols(module)
    patterns = (std_to_llvm_patterns(converter) + memref_to_llvm_patterns(converter)
                + gpu_patterns(converter, symbols))
    apply_partial_conversion(module, target, patterns, converter, materialize_operands=True)
    symbols.place_declarations()
    body = module.regions[0].blocks[0]
    end = next((i for i, op in enumerate(body.ops) if op.op_name == "gpu.module_end"), None)
    if end is not None and end != len(body.ops) - 1:  # declarations the conversion added at the end
        body.rebuild(body.ops[:end] + body.ops[end + 1:] + [body.ops[end]])


# ---------------------------------------------------------------------------------------------------------
# The greedy driver, as far as these passes need it.


class _Folder:
    """OperationFolder: constants uniqued per insertion region (the body of the nearest isolated op), each
    created at the top of its entry block.  A constant op folds to its value, so each one met is replaced by
    the folder's own copy at the top (or by an equal one already there)."""

    def __init__(self) -> None:
        self.scopes: dict[Region, dict[tuple, Operation]] = {}
        self.owned: dict[Operation, tuple[Region, list[tuple]]] = {}

    @staticmethod
    def insertion_region(op: Operation) -> Region:
        block = op.parent
        while True:
            region = block.parent  # type: ignore[union-attr]
            parent = region.parent
            if parent is None or parent.parent is None or ods.has_trait(parent, ods.IsolatedFromAbove):
                return region
            block = parent.parent

    def notify_removal(self, op: Operation) -> None:
        found = self.owned.pop(op, None)
        if found is not None:
            for key in found[1]:
                self.scopes[found[0]].pop(key, None)

    def constant(self, op: Operation, value: Attribute, type_: T.Type) -> tuple[Operation | None, bool]:
        """The uniqued constant for folding `op` to `value`, created at the top of the entry block if new
        (and whether it is new); None when `op`'s dialect cannot materialize constants.  A constant another
        dialect materializes (math folds to `arith.constant`) is known under both dialects' keys."""
        dialect = op.op_name.split(".")[0]
        region = self.insertion_region(op)
        scope = self.scopes.setdefault(region, {})
        key = (dialect, attr_key(value), type_)
        existing = scope.get(key)
        if existing is not None:
            if existing.parent is op.parent and op.parent.ops[0] is not existing:  # type: ignore[union-attr]
                existing.parent.ops.remove(existing)  # type: ignore[union-attr]
                op.parent.ops.insert(0, existing)  # type: ignore[union-attr]
            return existing, False
        new = materialize_constant(dialect, value, type_, op.loc)
        if new is None:
            return None, False
        keys = [key]
        new_dialect = new.op_name.split(".")[0]
        if new_dialect != dialect:
            new_key = (new_dialect, attr_key(value), type_)
            existing = scope.get(new_key)
            if existing is not None:
                scope[key] = existing
                self.owned[existing][1].append(key)
                return existing, False
            keys.append(new_key)
        entry = region.blocks[0]
        entry.ops.insert(0, new)
        new.parent = entry
        for k in keys:
            scope[k] = new
        self.owned[new] = (region, keys)
        return new, True


def _constant_value(v: Value) -> Attribute | None:
    owner = getattr(v, "op", None)
    if owner is not None and ods.has_trait(owner, ods.ConstantLike):
        return owner.attributes.get("value")
    return None


class _Driver:
    """GreedyPatternRewriteDriver, bottom-up: the ops in post-order, taken from the back of the worklist."""

    def __init__(self, pattern: Callable[[Operation, PatternRewriter], bool]) -> None:
        self.pattern = pattern
        self.folder = _Folder()
        self.worklist: list[Operation | None] = []
        self.positions: dict[Operation, int] = {}
        self.mutated = False

    def add(self, op: Operation) -> None:
        if op not in self.positions:
            self.positions[op] = len(self.worklist)
            self.worklist.append(op)

    def add_operand_defs(self, op: Operation) -> None:
        """The defining ops of operands used once at most (they may now be dead or simpler)."""
        for v in op.operands:
            if len(v.uses) <= 1 and isinstance(v, OpResult):
                self.add(v.op)

    def removed(self, op: Operation) -> None:
        self.add_operand_defs(op)
        for nested in op.walk():
            pos = self.positions.pop(nested, None)
            if pos is not None:
                self.worklist[pos] = None
            self.folder.notify_removal(nested)

    # the PatternRewriter's listener (region simplification and the pattern report through it)
    def notify_inserted(self, op: Operation) -> None:
        self.mutated = True
        self.add(op)

    def notify_root_replaced(self, op: Operation) -> None:
        self.mutated = True
        for r in op.results:
            for use in list(r.uses):
                self.add(use.owner)

    def notify_removed(self, op: Operation) -> None:
        self.mutated = True
        self.removed(op)

    def run(self, root: Operation) -> bool:
        """One iteration; whether it changed the IR.  Upstream's iteration reports a change whenever a pattern
        succeeds, and GpuAllReduceConversion succeeds on every gpu.func, so 14 always runs all ten; but an
        iteration that changes nothing leaves the IR and the folder as they were, so the next one would do the
        same nothing: stopping there gives 14's output without the nine idle walks."""
        from gpuopt.rewrite.effects import is_trivially_dead
        from gpuopt.rewrite.pattern import PatternRewriter
        from gpuopt.rewrite.regions import simplify_regions

        for op in _post_order(root):
            self.add(op)
        self.mutated = False
        rewriter = PatternRewriter(self)
        while self.worklist:
            op = self.worklist.pop()
            if op is None:
                continue
            del self.positions[op]
            if is_trivially_dead(op):
                self.removed(op)
                op.erase()
                self.mutated = True
                continue
            if self.fold(op):
                self.mutated = True
                continue
            self.pattern(op, rewriter)
        return simplify_regions(rewriter, root.regions) or self.mutated

    def fold(self, op: Operation) -> bool:
        if op in self.folder.owned:
            return False
        operands = op.operands
        if len(operands) >= 2 and ods.has_trait(op, ods.Commutative):
            moved = sorted(operands, key=lambda v: _constant_value(v) is not None)
            if moved != operands:
                op.set_operands(moved)
                self.mutated = True
        if ods.has_trait(op, ods.ConstantLike):
            folded: object = op.attributes.get("value")
        else:
            folder = getattr(op, "fold", None)
            folded = folder([_constant_value(v) for v in op.operands]) if folder is not None else None
        if folded is IN_PLACE or (op.results and folded is op.results[0]):
            # the op changed itself (a transfer's in_bounds, a cast folded into a load)
            self.mutated = True
            return True
        if folded is None or len(op.results) != 1 or isinstance(folded, list):
            return False
        if isinstance(folded, Value):
            if folded.type != op.results[0].type:
                return False
            replacement = folded
        else:
            const, created = self.folder.constant(op, folded, op.results[0].type)
            if const is None:
                return False
            if created:
                self.add(const)
            replacement = const.results[0]
        self.add_operand_defs(op)
        for user in users(op.results[0]):  # in MLIR's use-list order, which orders the folded constants
            self.add(user)
        self.removed(op)
        replace_all_uses(op.results[0], replacement)
        op.erase()
        return True


def _post_order(root: Operation) -> list[Operation]:
    """The ops nested in `root`, each after the ops nested in it (Region::walk's post-order)."""
    out: list[Operation] = []

    def visit(op: Operation) -> None:
        for region in op.regions:
            for block in region.blocks:
                for nested in list(block.ops):
                    visit(nested)
        out.append(op)

    for region in root.regions:
        for block in region.blocks:
            for op in list(block.ops):
                visit(op)
    return out


def simplify(root: Operation, pattern: Callable[[Operation, PatternRewriter], bool]) -> None:
    """applyPatternsAndFoldGreedily on the regions of `root` with one pattern (`pattern(op, rewriter)`: whether
    it rewrote `op`), then region simplification, until nothing changes or MAX_ITERATIONS.

    Unlike rewrite/greedy.py (canonicalize's driver), constants are not uniqued while the worklist is filled:
    each one is folded when popped, into a copy at the top of its function.  That is the constant order
    mlir-opt 14's convert-gpu-to-nvvm/rocdl output shows."""
    driver = _Driver(pattern)
    for _ in range(MAX_ITERATIONS):
        if not driver.run(root):
            break
