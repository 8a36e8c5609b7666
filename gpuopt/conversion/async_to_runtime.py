"""async -> async.runtime and async.coro, as MLIR 14's AsyncToAsyncRuntime.cpp lowers it.

Each `async.execute` (innermost first) becomes a private function `@async_execute_fn` (`_0`, `_1`, ...: the
symbol table's renaming) called in its place.  The function is a coroutine in LLVM's switched-resume
shape: its entry creates the returned token and values, begins the coroutine, hands it to the runtime
(`async.runtime.resume`) and suspends; the body, which first awaits the dependencies and operands, follows;
a cleanup block frees the frame and a suspend block ends the coroutine and returns the token and values.

Then one conversion over the module, in the order MLIR's applyPartialConversion visits ops: an await in
a coroutine suspends it until the operand is ready (`async.runtime.await_and_resume`) and branches to a
`set_error` block (made once, before cleanup) when it is in error; outside coroutines it blocks
(`async.runtime.await`) and asserts no error; a yield stores the values and makes them and the token
available; an assert in a coroutine branches to `set_error`; groups become runtime groups; and scf ops that
hold async ops in a coroutine become branches first (convert-scf-to-std's patterns).
"""

from __future__ import annotations

from gpuopt.conversion import scf_to_std
from gpuopt.dialects import async_, ods
from gpuopt.dialects.builtin import FuncOp
from gpuopt.dialects.std import AssertOp, BranchOp, CallOp, CondBranchOp, ReturnOp
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.cloning import clone_op
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.ir.rewrite import Builder, replace_op_with_new, split_block
from gpuopt.valueclass import dataclass, field

FUNCTION_PREFIX = "async_execute_fn"
"""The name of functions outlined from `async.execute` bodies."""


@dataclass
class CoroMachinery:
    """The blocks and values of an outlined coroutine that the lowering of its ops needs."""

    func: FuncOp
    token: Value
    values: list[Value]
    handle: Value
    cleanup: Block
    suspend: Block
    set_error: Block | None = field(default=None)


# ---------------------------------------------------------------------------------------------------------
# Outlining


def _defining_region(v: Value) -> Region | None:
    block = v.owner_block
    return block.parent if block is not None else None


def _within(region: Region | None, ancestor: Region) -> bool:
    while region is not None:
        if region is ancestor:
            return True
        owner = region.parent
        block = owner.parent if owner is not None else None
        region = block.parent if block is not None else None
    return False


def used_values_defined_above(region: Region, into: dict[Value, None]) -> None:
    """getUsedValuesDefinedAbove(region, region): the values the region uses but does not define, in the
    order its (post-order) walk meets them; `into` is an ordered set."""
    owner = region.parent
    assert owner is not None
    for op in owner.walk_post_order():
        if op is owner or not _within(op.parent.parent if op.parent is not None else None, region):
            continue
        for v in op.operands:
            if v not in into and not _within(_defining_region(v), region):
                into[v] = None


def clone_constants_into_region(region: Region) -> None:
    """cloneConstantsIntoTheRegion: each constant the region captures is cloned at the start of its entry
    block, and the region's uses take the clone (fewer function arguments once outlined)."""
    captures: dict[Value, None] = {}
    used_values_defined_above(region, captures)
    builder = Builder()
    entry = region.blocks[0]
    builder.block, builder.before = entry, (entry.ops[0] if entry.ops else None)
    for capture in captures:
        op = getattr(capture, "op", None)
        if op is None or not ods.has_trait(op, ods.ConstantLike):
            continue
        clone = builder.create(clone_op(op))
        for use in list(capture.uses):
            if _within(use.owner.parent.parent if use.owner.parent is not None else None, region):
                use.owner.set_operand(use.index, clone.results[0])


def outline_execute(module: Operation, symbols: _Symbols, execute: async_.ExecuteOp) -> CoroMachinery:
    """outlineExecuteOp: the execute's body as a coroutine function, and a call of it in the execute's place."""
    loc = execute.loc
    body = execute.regions[0]
    clone_constants_into_region(body)
    inputs: dict[Value, None] = dict.fromkeys([*execute.dependencies, *execute.operands_])
    used_values_defined_above(body, inputs)
    ftype = T.FunctionType(tuple(v.type for v in inputs), tuple(r.type for r in execute.results))
    func = FuncOp.build(FUNCTION_PREFIX, ftype, visibility="private")
    func.loc = loc
    symbols.insert(func)
    entry = Block(list(ftype.inputs))
    func.regions[0].add_block(entry)
    args = dict(zip(inputs, entry.args))

    coro = _setup_coro_machinery(func, loc)
    resume = split_block(entry, None)
    builder = Builder()
    builder.set_insertion_point_to_end(entry)
    save = builder.create(_located(async_.CoroSaveOp, [coro.handle], loc))
    builder.create(_located(async_.RuntimeResumeOp, [coro.handle], loc))
    builder.create(_located(async_.CoroSuspendOp, [save.results[0]], loc,
                            successors=[coro.suspend, resume, coro.cleanup]))

    builder.set_insertion_point_to_end(resume)
    n_deps = len(execute.dependencies)
    for i in range(n_deps):
        builder.create(_located(async_.AwaitOp, [entry.args[i]], loc, results=[None]))
    unwrapped = [builder.create(_located(async_.AwaitOp, [entry.args[n_deps + i]], loc,
                                         results=[async_.unwrapped(v.type)])).results[0]
                 for i, v in enumerate(execute.operands_)]
    block = body.blocks[0]
    for arg, value in zip(block.args, unwrapped):
        arg.replace_all_uses_with(value)
    for op in list(block.ops):
        block.ops.remove(op)
        resume.append(op)
    for op in func.walk_post_order():
        for i, v in enumerate(op.operands):
            if v in args:
                op.set_operand(i, args[v])

    replace_op_with_new(execute, ods.create(CallOp, [list(inputs)], [[r.type for r in execute.results]],
                                            {"callee": A.SymbolRefAttr(func.sym_name)}, loc=loc))
    return coro


def _located(cls: type[Operation], operands: list[Value], loc: object, results: list[T.Type | None] | None = None,
             successors: list[Block] | None = None, attributes: dict[str, A.Attribute] | None = None) -> Operation:
    """An op of `cls` from one value per operand group, with inferred result types unless `results`."""
    if results is None:
        infer = getattr(cls, "infer_result_types", None)
        results = list(infer([v.type for v in operands], {})) if infer is not None else []
    return ods.create(cls, list(operands), list(results), attributes, successors=successors, loc=loc)


def _setup_coro_machinery(func: FuncOp, loc: object) -> CoroMachinery:
    """setupCoroMachinery: the entry creates the token and values and begins the coroutine; cleanup frees it
    and branches to suspend, which ends it and returns the token and values."""
    entry = func.regions[0].blocks[0]
    builder = Builder()
    builder.set_insertion_point_to_start(entry)
    results = func.function_type.results
    token = builder.create(_located(async_.RuntimeCreateOp, [], loc, results=[results[0]])).results[0]
    values = [builder.create(_located(async_.RuntimeCreateOp, [], loc, results=[t])).results[0] for t in results[1:]]
    coro_id = builder.create(_located(async_.CoroIdOp, [], loc)).results[0]
    handle = builder.create(_located(async_.CoroBeginOp, [coro_id], loc)).results[0]
    cleanup, suspend = Block(), Block()
    func.regions[0].add_block(cleanup)
    func.regions[0].add_block(suspend)
    builder.set_insertion_point_to_end(cleanup)
    builder.create(_located(async_.CoroFreeOp, [coro_id, handle], loc))
    builder.create(_located(BranchOp, [[]], loc, successors=[suspend]))
    builder.set_insertion_point_to_end(suspend)
    builder.create(_located(async_.CoroEndOp, [handle], loc))
    builder.create(_located(ReturnOp, [[token, *values]], loc))
    func.attributes["passthrough"] = A.ArrayAttr((A.ArrayAttr((A.StringAttr("coroutine.presplit"),
                                                               A.StringAttr("0"))),))
    return CoroMachinery(func, token, values, handle, cleanup, suspend)


def _set_error_block(coro: CoroMachinery) -> Block:
    """setupSetErrorBlock: made at its first use, right before cleanup: every returned value and the token
    are set to the error state."""
    if coro.set_error is not None:
        return coro.set_error
    region = coro.func.regions[0]
    block = Block()
    region.blocks.insert(region.blocks.index(coro.cleanup), block)
    block.parent = region
    loc = coro.func.loc
    for v in (coro.token, *coro.values):
        block.append(_located(async_.RuntimeSetErrorOp, [v], loc))
    block.append(_located(BranchOp, [[]], loc, successors=[coro.cleanup]))
    coro.set_error = block
    return block


class _Symbols:
    """SymbolTable::insert on the module: a name already taken gets `_0`, `_1`, ... (one counter per table)."""

    def __init__(self, module: Operation) -> None:
        self.module = module
        self.names = {ods.symbol_name(op) for op in module.regions[0].blocks[0].ops} - {None}
        self.counter = 0

    def insert(self, op: Operation) -> None:
        name = ods.symbol_name(op)
        assert name is not None
        if name in self.names:
            while f"{name}_{self.counter}" in self.names:
                self.counter += 1
            name = f"{name}_{self.counter}"
            self.counter += 1
            op.attributes["sym_name"] = A.StringAttr(name)
        self.names.add(name)
        self.module.regions[0].blocks[0].append(op)


# ---------------------------------------------------------------------------------------------------------
# The conversion


_ILLEGAL = frozenset({"async.execute", "async.await", "async.await_all", "async.yield", "async.create_group",
                      "async.add_to_group"})
_LEGAL = frozenset({"arith.xori", "arith.constant", "std.constant", "std.br", "std.cond_br"})


def try_fold(op: Operation, folded_ops: list[tuple[Operation, list[Value]]]) -> bool:
    """legalizeWithFold (OpBuilder::tryFold), which MLIR's conversion tries on every op that is not legal:
    the results become existing values or new constants (placed before the op).  As in MLIR, the op is
    replaced only when the conversion ends (`folded_ops`), so later folds see its results, not constants."""
    from gpuopt.rewrite import IN_PLACE
    from gpuopt.rewrite.folder import dialect_of, materialize_constant, operand_constant

    fold = getattr(op, "fold", None)
    if fold is None or ods.has_trait(op, ods.ConstantLike) or not op.results:
        return False
    folded = fold([operand_constant(v) for v in op.operands])
    if folded is None or folded is IN_PLACE:
        return False
    results = folded if isinstance(folded, list) else [folded]
    if len(results) != len(op.results):
        return False
    values: list[Value] = []
    constants: list[Operation] = []
    for result, original in zip(results, op.results):
        if isinstance(result, Value):
            if result is original:
                return False
            values.append(result)
            continue
        constant = materialize_constant(dialect_of(op), result, original.type, op.loc)
        if constant is None:
            return False
        constants.append(constant)
        values.append(constant.results[0])
    block = op.parent
    assert block is not None
    at = block.ops.index(op)
    for constant in reversed(constants):
        block.insert(at, constant)
    folded_ops.append((op, values))
    return True


def apply_folds(folded: list[tuple[Operation, list[Value]]], mapping: dict[Value, Value] | None = None) -> None:
    """Replaces and erases the ops `try_fold` folded, a value folded to one that is replaced in turn taking
    the last of the chain (as MLIR's conversion mapping resolves it)."""
    chain = dict(mapping or {})
    for op, values in folded:
        chain.update(zip(op.results, values))

    def resolve(v: Value) -> Value:
        while v in chain:
            v = chain[v]
        return v

    for op, values in folded:
        for original, value in zip(op.results, values):
            original.replace_all_uses_with(resolve(value))
    for op, _ in folded:
        op.drop_operand_uses()
    for op, _ in folded:
        if op.parent is not None:
            op.parent.ops.remove(op)
            op.parent = None


class _Lowering:
    """The patterns of the conversion, with the coroutines they consult."""

    def __init__(self, coros: dict[FuncOp, CoroMachinery]) -> None:
        self.coros = coros
        self.folded: list[tuple[Operation, list[Value]]] = []

    def finish(self) -> None:
        """The folded ops go, their uses taking the values they folded to."""
        apply_folds(self.folded)

    def coroutine_of(self, op: Operation) -> CoroMachinery | None:
        func = next((a for a in op.ancestors() if isinstance(a, FuncOp)), None)
        return self.coros.get(func) if func is not None else None

    def is_illegal_scf(self, op: Operation) -> bool:
        """Structured control flow holding async ops inside a coroutine must become branches first."""
        return any(nested.op_name.startswith("async.") and self.coroutine_of(nested) is not None
                   for nested in op.walk())

    def is_legal(self, op: Operation) -> bool:
        """The conversion target: the async dialect but the high-level ops, the ops the lowering makes, and
        assertions outside coroutines; scf ops unless they must go (see `is_illegal_scf`)."""
        name = op.op_name
        if name.startswith("async."):
            return name not in _ILLEGAL
        if name in scf_to_std.ILLEGAL_OPS:
            return not self.is_illegal_scf(op)
        if isinstance(op, AssertOp):
            return self.coroutine_of(op) is None
        return name in _LEGAL

    def lower(self, op: Operation) -> None:
        if op.parent is None or self.is_legal(op):
            return
        if try_fold(op, self.folded):
            return
        if op.op_name in scf_to_std.ILLEGAL_OPS:
            scf_to_std.legalize(op)
            return
        if isinstance(op, async_.CreateGroupOp):
            replace_op_with_new(op, _located(async_.RuntimeCreateGroupOp, [op.size], op.loc))
        elif isinstance(op, async_.AddToGroupOp):
            replace_op_with_new(op, _located(async_.RuntimeAddToGroupOp, [op.operand_, op.group], op.loc))
        elif isinstance(op, (async_.AwaitOp, async_.AwaitAllOp)):
            self.lower_await(op)
        elif isinstance(op, async_.YieldOp):
            self.lower_yield(op)
        elif isinstance(op, AssertOp):
            self.lower_assert(op)

    def lower_await(self, op: Operation) -> None:
        """AwaitOpLoweringBase (token, value and group): a suspension point in a coroutine, else a blocking
        wait with an assertion that the operand is not in error."""
        operand = op.operands[0]
        loc = op.loc
        coro = self.coroutine_of(op)
        builder = Builder()
        builder.set_insertion_point(op)
        if coro is None:
            builder.create(_located(async_.RuntimeAwaitOp, [operand], loc))
            is_error = builder.create(_located(async_.RuntimeIsErrorOp, [operand], loc)).results[0]
            true = builder.create(ods.create(ods.REGISTRY["arith.constant"], [], [T.i1],
                                             {"value": A.bool_attr(True)}, loc=loc)).results[0]
            ok = builder.create(ods.create(ods.REGISTRY["arith.xori"], [is_error, true], [T.i1], loc=loc)).results[0]
            builder.create(ods.create(AssertOp, [ok], [], {"msg": A.StringAttr(
                "Awaited async operand is in error state")}, loc=loc))
        else:
            suspended = op.parent
            assert suspended is not None
            save = builder.create(_located(async_.CoroSaveOp, [coro.handle], loc))
            builder.create(_located(async_.RuntimeAwaitAndResumeOp, [operand, coro.handle], loc))
            resume = split_block(suspended, op)
            suspended.append(_located(async_.CoroSuspendOp, [save.results[0]], loc,
                                      successors=[coro.suspend, resume, coro.cleanup]))
            continuation = split_block(resume, op)
            is_error = _located(async_.RuntimeIsErrorOp, [operand], loc)
            resume.append(is_error)
            resume.append(ods.create(CondBranchOp, [is_error.results[0], [], []], [], {},
                                     successors=[_set_error_block(coro), continuation], loc=loc))
            builder.set_insertion_point(op)
        if isinstance(operand.type, async_.ValueType):
            load = builder.create(_located(async_.RuntimeLoadOp, [operand], loc, results=[operand.type.value_type]))
            op.results[0].replace_all_uses_with(load.results[0])
        op.erase()

    def lower_yield(self, op: Operation) -> None:
        """YieldOpLowering: the yielded values go into the returned values, which become available, then the
        token; control goes to cleanup."""
        coro = self.coroutine_of(op)
        if coro is None:
            return
        builder = Builder()
        builder.set_insertion_point(op)
        for value, storage in zip(op.operands, coro.values):
            builder.create(_located(async_.RuntimeStoreOp, [value, storage], op.loc))
            builder.create(_located(async_.RuntimeSetAvailableOp, [storage], op.loc))
        builder.create(_located(async_.RuntimeSetAvailableOp, [coro.token], op.loc))
        builder.create(_located(BranchOp, [[]], op.loc, successors=[coro.cleanup]))
        op.erase()

    def lower_assert(self, op: Operation) -> None:
        """AssertOpLowering, in a coroutine: a failed assertion sets the results to error."""
        coro = self.coroutine_of(op)
        if coro is None:
            return
        block = op.parent
        assert block is not None
        continuation = split_block(block, op)
        block.append(ods.create(CondBranchOp, [op.operands[0], [], []], [], {},
                                successors=[continuation, _set_error_block(coro)], loc=op.loc))
        op.erase()


def lower_async_to_runtime(module: Operation) -> None:
    """The pass: outline every execute (innermost first), then lower what is left, in conversion order."""
    symbols = _Symbols(module)
    coros: dict[FuncOp, CoroMachinery] = {}
    executes = [op for op in module.walk_post_order() if isinstance(op, async_.ExecuteOp)]
    for execute in executes:
        coro = outline_execute(module, symbols, execute)
        coros[coro.func] = coro
    lowering = _Lowering(coros)
    for op in scf_to_std.conversion_set(module):
        lowering.lower(op)
    lowering.finish()
