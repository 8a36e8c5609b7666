"""--async-runtime-ref-counting and --async-runtime-policy-based-ref-counting: `async.runtime.add_ref` and
`drop_ref` for every token, value and group, as MLIR 14's AsyncRuntimeRefCounting.cpp places them.

Every reference-counted value (block arguments first, then op results, each walk nested-first) starts at
+1.  An unused one is dropped right after its definition.  Otherwise:
- automatic: dropped after its last use in each block where it dies (not after a return, which hands the
  reference on), one reference added before each call taking it, and dropped on the way into a successor
  where it is not live while another successor has it live (in the successor itself when the block is its
  only predecessor, else in a new block before it; never after `async.coro.suspend`).  The liveness is
  computed once, before any edit, and blocks made on the way have none, as in 14 (which then also drops a
  value on an edge it made for an earlier value);
- policy-based: dropped after an error check of a token or group, a load of a value, and adding a token to
  a group.
"""

from __future__ import annotations

from collections.abc import Callable

from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.passes import Pass, register_pass

_HIGH_LEVEL = ("async.execute", "async.await", "async.await_all", "async.yield")
_RETURN_LIKE = ("std.return", "llvm.return", "scf.yield", "gpu.return", "gpu.yield", "async.yield")


def _is_ref_counted(value: Value) -> bool:
    from gpuopt.dialects import async_

    return isinstance(value.type, (async_.TokenType, async_.ValueType, async_.GroupType))


def _walk_ref_counted(op: Operation, add: Callable[[Value], None]) -> None:
    """walkReferenceCountedValues: the high-level ops must be gone; then every block argument, then every
    op result."""
    from gpuopt.diagnostics import DiagnosticError

    for nested in op.walk_post_order():
        if nested.op_name in _HIGH_LEVEL:
            raise DiagnosticError.at(nested.loc, "async operations must be lowered to async runtime operations")
    for block in list(op.blocks_post_order()):
        for arg in list(block.args):
            if _is_ref_counted(arg):
                add(arg)
    for nested in list(op.walk_post_order()):
        for result in list(nested.results):
            if _is_ref_counted(result):
                add(result)


def _insert_after(anchor: Operation, new: Operation) -> None:
    block = anchor.parent
    assert block is not None
    block.insert(block.ops.index(anchor) + 1, new)


def _insert_before(anchor: Operation, new: Operation) -> None:
    block = anchor.parent
    assert block is not None
    block.insert(block.ops.index(anchor), new)


def _ref(cls: type[Operation], value: Value, count: int, loc: object) -> Operation:
    op = cls.build(value, count)  # type: ignore[attr-defined]
    op.loc = loc
    return op


def _drop_if_unused(value: Value) -> bool:
    """dropRefIfNoUses."""
    from gpuopt.dialects.async_ import RuntimeDropRefOp

    if value.uses:
        return False
    owner = getattr(value, "op", None)
    drop = _ref(RuntimeDropRefOp, value, 1, _value_loc(value))
    if owner is not None:
        _insert_after(owner, drop)
    else:
        value.owner_block.insert(0, drop)
    return True


def _value_loc(value: Value) -> object:
    owner = getattr(value, "op", None)
    return owner.loc if owner is not None else getattr(value, "loc", None)


def _defining_region(value: Value) -> Region:
    block = value.owner_block
    assert block is not None and block.parent is not None
    return block.parent


@register_pass
class AsyncRuntimeRefCountingPass(Pass):
    name = "async-runtime-ref-counting"
    summary = "Automatic reference counting for Async runtime operations"

    def run(self, op: Operation) -> None:
        from gpuopt.ir.liveness import Liveness

        self.liveness = Liveness(op)
        _walk_ref_counted(op, self.add)

    def add(self, value: Value) -> None:
        if _drop_if_unused(value):
            return
        self.drop_after_last_use(value)
        self.add_before_calls(value)
        self.drop_in_divergent_successors(value)

    def drop_after_last_use(self, value: Value) -> None:
        from gpuopt.diagnostics import DiagnosticError
        from gpuopt.dialects import ods
        from gpuopt.dialects.async_ import RuntimeDropRefOp
        from gpuopt.ir.liveness import ancestor_block_in, ancestor_op_in

        region = _defining_region(value)
        users: dict[Block, Operation] = {}
        for use in value.uses:
            block = ancestor_block_in(region, use.owner.parent)
            assert block is not None
            found = ancestor_op_in(block, use.owner)
            assert found is not None
            users[block] = found
        last_users: list[Operation] = []
        for block, user in users.items():
            info = self.liveness.of(block)
            if info is None or value in info.live_out:
                continue
            last_users.append(info.end_operation(value, user))
        for last in last_users:
            if last.op_name in _RETURN_LIKE:
                continue
            if ods.has_trait(last, ods.Terminator):
                raise DiagnosticError.at(last.loc, "async reference counting can't handle terminators that are "
                                                   "not ReturnLike")
            _insert_after(last, _ref(RuntimeDropRefOp, value, 1, _value_loc(value)))

    @staticmethod
    def add_before_calls(value: Value) -> None:
        from gpuopt.dialects.async_ import RuntimeAddRefOp

        for use in list(reversed(value.uses)):  # (MLIR's use-list order: newest first)
            if use.owner.op_name == "std.call":
                _insert_before(use.owner, _ref(RuntimeAddRefOp, value, 1, _value_loc(value)))

    def drop_in_divergent_successors(self, value: Value) -> None:
        from gpuopt.diagnostics import DiagnosticError
        from gpuopt.dialects import ods
        from gpuopt.dialects.async_ import CoroSuspendOp, RuntimeDropRefOp
        from gpuopt.dialects.std import BranchOp
        from gpuopt.ir.liveness import successors

        region = _defining_region(value)
        divergent: list[tuple[Block, list[Block]]] = []
        for block in region.blocks:
            info = self.liveness.of(block)
            if info is None or value not in info.live_out:
                continue
            live, dead = [], []
            for succ in successors(block):
                found = self.liveness.of(succ)
                target = live if found is not None and value in found.live_in else dead
                if succ not in target:
                    target.append(succ)
            if live and dead:
                divergent.append((block, dead))
        for block, dead in divergent:
            terminator = block.ops[-1]
            if isinstance(terminator, CoroSuspendOp):
                continue
            if any(b.args for b in dead):
                raise DiagnosticError.at(terminator.loc, f"'{terminator.op_name}' op successor have different "
                                                         "`liveIn` property of the reference counted value")
            for succ in dead:
                if _unique_predecessor(succ) is block:
                    target = succ
                else:
                    target = Block()
                    region.blocks.insert(region.blocks.index(succ), target)
                    target.parent = region
                    target.append(ods.create(BranchOp, [[]], [], {}, successors=[succ], loc=_value_loc(value)))
                target.insert(0, _ref(RuntimeDropRefOp, value, 1, _value_loc(value)))
                if target is succ:
                    continue
                terminator.successors = [target if s is succ else s for s in terminator.successors]


def _unique_predecessor(block: Block) -> Block | None:
    from gpuopt.ir.liveness import successors

    region = block.parent
    assert region is not None
    found: Block | None = None
    for pred in region.blocks:
        if block in successors(pred):
            if found is not None and found is not pred:
                return None
            found = pred
    return found


def _policy(op: Operation, value: Value) -> int:
    """The default policy: -1 (drop after) for an error check of a token or group, a load of a value and a
    token added to a group; 0 otherwise."""
    from gpuopt.dialects import async_

    t = value.type
    if isinstance(op, async_.RuntimeIsErrorOp):
        return -1 if isinstance(t, (async_.TokenType, async_.GroupType)) else 0
    if isinstance(op, async_.RuntimeLoadOp):
        return -1 if isinstance(t, async_.ValueType) else 0
    if isinstance(op, async_.RuntimeAddToGroupOp):
        return -1 if isinstance(t, async_.TokenType) else 0
    return 0


@register_pass
class AsyncRuntimePolicyBasedRefCountingPass(Pass):
    name = "async-runtime-policy-based-ref-counting"
    summary = "Policy based reference counting for Async runtime operations"

    def run(self, op: Operation) -> None:
        _walk_ref_counted(op, self.add)

    @staticmethod
    def add(value: Value) -> None:
        from gpuopt.dialects.async_ import RuntimeAddRefOp, RuntimeDropRefOp

        if _drop_if_unused(value):
            return
        for use in list(reversed(value.uses)):  # (MLIR's use-list order: newest first)
            owner = use.owner
            count = _policy(owner, value)
            if count > 0:
                _insert_before(owner, _ref(RuntimeAddRefOp, value, count, owner.loc))
            elif count < 0:
                _insert_after(owner, _ref(RuntimeDropRefOp, value, -count, owner.loc))

