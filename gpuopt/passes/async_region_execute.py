"""The `async.execute` steps of gpu-async-region (see async_region.py): MLIR 14's DeferWaitCallback and
SingleTokenUseCallback.

Both read MLIR's use lists in their order, which decides which user of an execute's token gets which token
copy.  MLIR keeps a value's uses newest first, a replace-all-uses moves them to the new value in reverse,
and an op rebuilt with more results (`addExecuteResults`, which clones the old op's body) makes new uses
of everything it and its body use.  gpuopt's use lists do not keep that order, so `_UseOrder` tracks it for
the values these steps read (the results of every `async.execute`), through every edit they make.
"""

from __future__ import annotations

from collections.abc import Iterator

from gpuopt.dialects import async_, gpu, ods
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.passes.async_region import add_async_dependency
from gpuopt.rewrite.effects import has_no_effect


class _UseOrder:
    """The ops using each tracked value, in MLIR's use-list order (the newest use first)."""

    def __init__(self, top: Operation) -> None:
        """The order MLIR's parser leaves: it makes an op after the ops of its regions, and each use when it
        makes the op."""
        self.users: dict[Value, list[Operation]] = {}
        self.capacity: dict[Operation, int] = {}
        for op in top.walk():
            if isinstance(op, async_.ExecuteOp):
                for r in op.results:
                    self.users[r] = []
        for op in _nested_post_order(top):
            for v in op.operands:
                found = self.users.get(v)
                if found is not None:
                    found.insert(0, op)

    def track(self, values: list[Value]) -> None:
        """New values (without uses yet) whose order is read later."""
        for v in values:
            self.users.setdefault(v, [])

    def of(self, v: Value) -> list[Operation]:
        return self.users.get(v, [])

    def add(self, user: Operation, values: list[Value]) -> None:
        """New uses of `values` by `user`, made in that order (each goes first)."""
        for v in values:
            found = self.users.get(v)
            if found is not None:
                found.insert(0, user)

    def appended(self, user: Operation, old: list[Value], values: list[Value]) -> None:
        """`values` appended to `user`'s operands `old`.  Past the operand storage's capacity (at first the
        op's operand count) MLIR 14 moves the operands to a new storage, and each moved use goes first in
        its value's list, as a new one would."""
        capacity = self.capacity.get(user, len(old))
        size = len(old) + len(values)
        if size > capacity:
            for v in old:
                found = self.users.get(v)
                if found is not None and user in found:
                    found.remove(user)
                    found.insert(0, user)
            capacity = max(1 << (capacity + 2).bit_length(), size)  # llvm::NextPowerOf2(capacity + 2)
        self.capacity[user] = capacity
        self.add(user, values)

    def drop(self, user: Operation) -> None:
        """`user` is erased."""
        for v in user.operands:
            found = self.users.get(v)
            if found is not None:
                found[:] = [u for u in found if u is not user]

    def replaced(self, old: Value, new: Value) -> None:
        """`old.replaceAllUsesWith(new)`: its uses move over in reverse, ahead of `new`'s own."""
        moved = self.users.pop(old, [])
        self.users[new] = moved[::-1] + self.users.get(new, [])

    def moved(self, user: Operation, old: Value, new: Value) -> None:
        """One use by `user` set from `old` to `new` (OpOperand::set)."""
        found = self.users.get(old)
        if found is not None and user in found:
            found.remove(user)
        self.add(user, [new])

    def recreated(self, ops: Iterator[Operation]) -> None:
        """The ops of a cloned region, in clone order: their uses are made anew (the originals' go)."""
        pairs = [(op, v) for op in ops for v in op.operands if v in self.users]
        for op, v in pairs:
            found = self.users[v]
            if op in found:
                found.remove(op)
        for op, v in pairs:
            self.users[v].insert(0, op)


def _nested_post_order(top: Operation) -> Iterator[Operation]:
    """The ops nested in `top`, as Region::walk visits them (post-order)."""
    return (op for op in top.walk_post_order() if op is not top)


def _has_effects(op: Operation) -> bool:
    return type(op) is Operation or not has_no_effect(op)


def _is_terminator(op: Operation) -> bool:
    return type(op) is Operation or ods.has_trait(op, ods.Terminator)


def _users_execute_or_await(token: Value) -> bool:
    """Every user of the token is an `async.execute` or `async.await` (not a terminator: the execute may sit
    in control flow)."""
    return bool(token.uses) and all(isinstance(u.owner, (async_.ExecuteOp, async_.AwaitOp)) for u in token.uses)


def _parent_execute(op: Operation) -> async_.ExecuteOp | None:
    parent = op.parent_op
    while parent is not None and not isinstance(parent, async_.ExecuteOp):
        parent = parent.parent_op
    return parent


def _insert_before(anchor: Operation, op: Operation) -> Operation:
    block = anchor.parent
    assert block is not None
    return block.insert(block.ops.index(anchor), op)


def add_execute_results(execute: async_.ExecuteOp, values: list[Value], order: _UseOrder) -> async_.ExecuteOp:
    """14's addExecuteResults: the body also yields `values`; the execute is rebuilt with results for them
    (only `operand_segment_sizes` of its attributes survive, as in 14) and erased."""
    yield_op = execute.body.ops[-1]
    old = list(yield_op.operands)
    yield_op.set_operands([*old, *values])
    order.appended(yield_op, old, values)
    types = [async_.unwrapped(r.type) for r in execute.results[1:]] + [v.type for v in values]
    new = async_.ExecuteOp.build(types, list(execute.dependencies), list(execute.operands_))
    new.loc = execute.loc
    order.track(list(new.results))
    _insert_before(execute, new)
    order.add(new, list(new.operands))
    body = execute.regions[0]
    execute.regions = []
    new.regions = []
    new.add_region(body)
    order.recreated(o for o in new.walk() if o is not new)
    for old, result in zip(execute.results, new.results):
        old.replace_all_uses_with(result)
        order.replaced(old, result)
    order.drop(execute)
    execute.erase()
    return new


class _DeferWaits:
    """DeferWaitCallback: the worklist of synchronous `gpu.wait`s ending an execute, and their rewrite."""

    def __init__(self, order: _UseOrder) -> None:
        self.order = order
        self.worklist: list[gpu.WaitOp] = []

    def visit(self, execute: async_.ExecuteOp) -> None:
        if not _users_execute_or_await(execute.token):
            return
        for op in reversed(execute.body.ops[:-1]):
            if isinstance(op, gpu.WaitOp):
                if not op.results:
                    self.worklist.append(op)
                return
            if _has_effects(op):
                return

    def run(self) -> None:
        """The worklist, in order (it grows as it goes).  A wait inside an execute rebuilt before it comes up
        is deferred from the rebuilt execute: 14 keeps the wait of the erased clone source in its worklist
        and reads freed memory (undefined behaviour; random programs hit it about once in 100)."""
        i = 0
        while i < len(self.worklist):
            wait = self.worklist[i]
            i += 1
            execute = _parent_execute(wait)
            assert execute is not None
            dependencies = list(wait.async_dependencies)
            self.order.drop(wait)
            wait.erase()
            execute = add_execute_results(execute, dependencies, self.order)
            tokens = list(execute.results[len(execute.results) - len(dependencies):])
            for user in list(self.order.of(execute.token)):
                self.add_dependency_after(tokens, user)

    def add_dependency_after(self, tokens: list[Value], user: Operation) -> None:
        """The GPU work after `user` waits for `tokens` too: through the first async GPU op from there to
        the next op with effects, else a new synchronous `gpu.wait` before that op."""
        block: Block | None = user.parent
        assert block is not None
        waited: list[Value] = []
        if isinstance(user, async_.AwaitOp):
            at = block.ops.index(user) + 1
            for token in tokens:
                await_op = async_.AwaitOp.build(token)
                await_op.loc = user.loc
                block.insert(at, await_op)
                self.order.add(await_op, [token])
                waited.append(await_op.results[0])
                at += 1
        else:
            assert isinstance(user, async_.ExecuteOp)
            old = list(user.operands)
            counts = [len(user.dependencies), len(user.operands_) + len(tokens)]
            user.set_operands([*old, *tokens])
            user.attributes["operand_segment_sizes"] = _segment_sizes(counts)
            self.order.appended(user, old, tokens)
            block = user.body
            waited = [block.add_argument(T.async_token, user.loc) for _ in tokens]
            at = 0
        target = next(op for op in block.ops[at:] if _is_terminator(op) or _has_effects(op))
        if ods.has_trait(target, ods.AsyncOp):
            for token in waited:
                add_async_dependency(target, token)
            return
        wait = gpu.WaitOp.build(waited)
        wait.loc = user.loc
        _insert_before(target, wait)
        parent = target.parent_op
        if isinstance(parent, async_.ExecuteOp) and _users_execute_or_await(parent.token) \
                and target is block.ops[-1]:
            self.worklist.append(wait)


def _segment_sizes(counts: list[int]) -> object:
    from gpuopt.ir import attributes as A

    return A.segment_sizes(counts)


def defer_waits(top: Operation) -> _UseOrder:
    """DeferWaitCallback over `top`'s body; the use order it leaves, for `single_token_uses`."""
    order = _UseOrder(top)
    defer = _DeferWaits(order)
    for op in _nested_post_order(top):
        if isinstance(op, async_.ExecuteOp):
            defer.visit(op)
    defer.run()
    return order


def single_token_uses(top: Operation, order: _UseOrder) -> None:
    """SingleTokenUseCallback: an execute's `!gpu.async.token` result used more than once is yielded again
    for the other uses.  As in 14, whose loop moves a use while iterating over the use list (and so stops
    there), only the second use in use-list order is given a copy; the other copies stay unused."""
    for op in _nested_post_order(top):
        if not isinstance(op, async_.ExecuteOp):
            continue
        execute = op
        indices = [i for i, r in enumerate(execute.results[1:]) if len(r.uses) > 1
                   and isinstance(r.type, async_.ValueType) and isinstance(r.type.value_type, T.AsyncTokenType)]
        for index in indices:
            count = len(order.of(execute.results[1 + index])) - 1
            yielded = execute.body.ops[-1].operands[index]
            execute = add_execute_results(execute, [yielded] * count, order)
            result = execute.results[1 + index]
            later = order.of(result)[1:]
            if later and count:
                user, copy = later[0], execute.results[len(execute.results) - count]
                user.set_operand(user.operands.index(result), copy)
                order.moved(user, result, copy)
