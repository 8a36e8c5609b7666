"""async.runtime and async.coro -> calls of the async runtime's C API and LLVM coroutine intrinsics, as MLIR
14's AsyncToLLVM.cpp lowers them (convert-async-to-llvm).

Tokens, values and groups become `!llvm.ptr<i8>` handles of the runtime (`mlirAsyncRuntime*`, declared at
the end of the module, all of them, as 14 does), coroutine ids and saved states `!llvm.token`, handles
`!llvm.ptr<i8>`.  Function signatures, calls and returns take the converted types; every other type stays.
A value's payload is stored in the runtime's storage (`mlirAsyncRuntimeGetValueStorage`) as its LLVM type,
with `unrealized_conversion_cast`s to and from the original type around the loads and stores.  The
coroutine frame is `aligned_alloc`ed; resumption goes through `@__resume`, which calls
`llvm.intr.coro.resume`.

The conversion visits ops in applyPartialConversion's order and, as MLIR's driver, replaces values only at
the end (patterns read the original types), folding the ops that are not legal on the way.
"""

from __future__ import annotations

from gpuopt.conversion import scf_to_std
from gpuopt.conversion.async_to_runtime import apply_folds, try_fold
from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import async_, llvm, llvm_intr, ods
from gpuopt.dialects.builtin import FuncOp, UnrealizedConversionCastOp
from gpuopt.dialects.std import CallOp, ReturnOp
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, BlockArgument, Operation, OpResult, Value

PTR = T.llvm_i8_ptr
TOKEN = llvm.LLVMTokenType()
RESUME = "__resume"
RESUME_TYPE = T.LLVMFunctionType(T.llvm_void, (PTR,))
RESUME_PTR = T.LLVMPointerType(RESUME_TYPE)

RUNTIME_API: tuple[tuple[str, tuple[T.Type, ...], tuple[T.Type, ...]], ...] = (
    ("mlirAsyncRuntimeAddRef", (PTR, T.i64), ()),
    ("mlirAsyncRuntimeDropRef", (PTR, T.i64), ()),
    ("mlirAsyncRuntimeCreateToken", (), (PTR,)),
    ("mlirAsyncRuntimeCreateValue", (T.i64,), (PTR,)),
    ("mlirAsyncRuntimeCreateGroup", (T.i64,), (PTR,)),
    ("mlirAsyncRuntimeEmplaceToken", (PTR,), ()),
    ("mlirAsyncRuntimeEmplaceValue", (PTR,), ()),
    ("mlirAsyncRuntimeSetTokenError", (PTR,), ()),
    ("mlirAsyncRuntimeSetValueError", (PTR,), ()),
    ("mlirAsyncRuntimeIsTokenError", (PTR,), (T.i1,)),
    ("mlirAsyncRuntimeIsValueError", (PTR,), (T.i1,)),
    ("mlirAsyncRuntimeIsGroupError", (PTR,), (T.i1,)),
    ("mlirAsyncRuntimeAwaitToken", (PTR,), ()),
    ("mlirAsyncRuntimeAwaitValue", (PTR,), ()),
    ("mlirAsyncRuntimeAwaitAllInGroup", (PTR,), ()),
    ("mlirAsyncRuntimeExecute", (PTR, RESUME_PTR), ()),
    ("mlirAsyncRuntimeGetValueStorage", (PTR,), (PTR,)),
    ("mlirAsyncRuntimeAddTokenToGroup", (PTR, PTR), (T.i64,)),
    ("mlirAsyncRuntimeAwaitTokenAndExecute", (PTR, PTR, RESUME_PTR), ()),
    ("mlirAsyncRuntimeAwaitValueAndExecute", (PTR, PTR, RESUME_PTR), ()),
    ("mlirAsyncRuntimeAwaitAllInGroupAndExecute", (PTR, PTR, RESUME_PTR), ()),
    ("mlirAsyncRuntimGetNumWorkerThreads", (), (T.index,)),  # (sic: 14's name)
)
"""The runtime functions 14 declares, in its order (ExecutionEngine/AsyncRuntime.h's C ABI)."""


def convert_async_type(t: T.Type) -> T.Type:
    """AsyncRuntimeTypeConverter: the async types -> their LLVM handles; every other type as it is."""
    if isinstance(t, (async_.TokenType, async_.GroupType, async_.ValueType, async_.CoroHandleType)):
        return PTR
    if isinstance(t, (async_.CoroIdType, async_.CoroStateType)):
        return TOKEN
    return t


def _by_kind(t: T.Type, token: str, value: str, group: str | None = None) -> str:
    if isinstance(t, async_.TokenType):
        return token
    if isinstance(t, async_.ValueType):
        return value
    if group is not None and isinstance(t, async_.GroupType):
        return group
    raise ValueError(f"no runtime function for {t}")


class _Lowering:
    """The patterns, the values they replace (applied at the end) and the casts they need."""

    def __init__(self, module: Operation) -> None:
        self.module = module
        self.llvm_types = LLVMTypeConverter()
        self.replaced: list[tuple[Operation, list[Value]]] = []
        self.retyped: list[tuple[Value, T.Type]] = []
        self.mapping: dict[Value, Value] = {}
        self.casts: dict[tuple[Value, T.Type], Value] = {}
        self.block_casts: dict[Block, list[Operation]] = {}
        self.source_casts: set[int] = set()
        self.folded: list[tuple[Operation, list[Value]]] = []
        self.converted: set[int] = set()
        """Calls and returns rebuilt with the converted operands (the users a replaced value may change type
        under)."""
        self.at: Operation | None = None

    # -- building -------------------------------------------------------------------------------------
    def create(self, op: Operation) -> Operation:
        """Inserts `op` before the op being converted (its location)."""
        assert self.at is not None and self.at.parent is not None
        op.loc = self.at.loc
        block = self.at.parent
        block.insert(block.ops.index(self.at), op)
        return op

    def value(self, v: Value) -> Value:
        return self.mapping.get(v, v)

    def call(self, name: str, args: list[Value], results: list[T.Type]) -> Operation:
        return self.create(ods.create(CallOp, [list(args)], [list(results)], {"callee": A.SymbolRefAttr(name)}))

    def llvm_value(self, v: Value) -> Value:
        """The operand as its LLVM type (LLVMTypeConverter): converted already, or a target materialization
        after its producer (at the start of the block for a block argument)."""
        converted = self.value(v)
        want = self.llvm_types.convert_type(v.type)
        if want is None or converted.type == want:
            return converted
        owner = getattr(converted, "op", None)
        if isinstance(owner, UnrealizedConversionCastOp) and len(owner.operands) == 1 \
                and owner.operands[0].type == want:
            return owner.operands[0]  # (a cast back from the wanted type: MLIR folds the pair)
        key = (converted, want)
        if key in self.casts:
            return self.casts[key]
        cast = ods.create(UnrealizedConversionCastOp, [[converted]], [[want]], {})
        if isinstance(converted, BlockArgument):
            cast.loc = converted.loc
            casts = self.block_casts.setdefault(converted.block, [])
            converted.block.insert(len(casts), cast)
            casts.append(cast)
        else:
            assert isinstance(converted, OpResult)
            producer = converted.op
            cast.loc = producer.loc
            block = producer.parent
            assert block is not None
            block.insert(block.ops.index(producer) + 1, cast)
        self.casts[key] = cast.results[0]
        return cast.results[0]

    def replace(self, op: Operation, values: list[Value]) -> None:
        for old, new in zip(op.results, values):
            self.mapping[old] = new
        self.replaced.append((op, values))

    def resume_function(self) -> None:
        """addResumeFunction: `@__resume` at the end of the module, once."""
        body = self.module.regions[0].blocks[0]
        if ods.lookup_symbol_in(self.module, RESUME) is not None:
            return
        func = llvm.LLVMFuncOp.build(RESUME, RESUME_TYPE)
        func.attributes["sym_visibility"] = A.StringAttr("private")
        func.loc = self.module.loc
        entry = Block([PTR])
        func.regions[0].add_block(entry)
        entry.append(llvm_intr.CoroResumeOp.build(entry.args[0]))
        entry.append(llvm.ReturnOp.build([]))
        for op in entry.ops:
            op.loc = self.module.loc
        body.append(func)

    def llvm_function(self, name: str, ftype: T.LLVMFunctionType) -> None:
        """LLVM::lookupOrCreateFn: declared at the start of the module, once."""
        if ods.lookup_symbol_in(self.module, name) is not None:
            return
        func = llvm.LLVMFuncOp.build(name, ftype)
        func.loc = self.module.loc
        self.module.regions[0].blocks[0].insert(0, func)

    def resume_pointer(self) -> Value:
        self.resume_function()
        return self.create(llvm.AddressOfOp.build(RESUME, RESUME_PTR)).results[0]

    # -- legality and dispatch ----------------------------------------------------------------------
    @staticmethod
    def has_async_types(types: list[T.Type] | tuple[T.Type, ...]) -> bool:
        return any(convert_async_type(t) is not t for t in types)

    def is_legal(self, op: Operation) -> bool:
        name = op.op_name
        if name.startswith("llvm.") or name in ("arith.constant", "std.constant", "builtin.unrealized_conversion_cast"):
            return True
        if name.startswith("async."):
            return False
        if isinstance(op, FuncOp):
            ftype = op.function_type
            return not self.has_async_types([*ftype.inputs, *ftype.results])
        if isinstance(op, (ReturnOp, CallOp)):
            return not self.has_async_types([v.type for v in (*op.operands, *op.results)])
        return False

    def lower(self, op: Operation) -> None:
        if op.parent is None or self.is_legal(op):
            return
        if try_fold(op, self.folded):
            return
        self.at = op
        if isinstance(op, FuncOp):
            self.convert_signature(op)
            return
        if isinstance(op, (CallOp, ReturnOp)):
            self.remap_operands(op)
            for r in op.results:
                self.retyped.append((r, convert_async_type(r.type)))
            self.converted.add(id(op))
            return
        if not op.op_name.startswith("async."):
            return
        method = getattr(self, "lower_" + op.op_name.replace(".", "_"), None)
        if method is None:
            raise DiagnosticError.at(op.loc, f"failed to legalize operation '{op.op_name}' that was explicitly "
                                             "marked illegal")
        method(op)

    def remap_operands(self, op: Operation) -> None:
        """A rebuilt call or return takes the converted operands, cast back to the original type when a
        pattern gave another one (a loaded payload)."""
        for i, v in enumerate(op.operands):
            converted = self.value(v)
            want = convert_async_type(v.type)
            if converted is not v and converted.type != want:
                op.set_operand(i, self.cast_after(converted, want))

    def convert_signature(self, func: FuncOp) -> None:
        """FunctionLikeSignatureConversion: the type, and the arguments of every block."""
        ftype = func.function_type
        new = T.FunctionType(tuple(convert_async_type(t) for t in ftype.inputs),
                             tuple(convert_async_type(t) for t in ftype.results))
        func.attributes["type"] = A.TypeAttr(new)
        for block in func.regions[0].blocks:
            for arg in block.args:
                self.retyped.append((arg, convert_async_type(arg.type)))

    # -- async.runtime --------------------------------------------------------------------------------
    def lower_async_runtime_create(self, op: Operation) -> None:
        t = op.results[0].type
        if isinstance(t, async_.TokenType):
            self.replace(op, self.call("mlirAsyncRuntimeCreateToken", [], [PTR]).results)
            return
        stored = self.llvm_types.convert_type(t.value_type)
        if stored is None:
            raise DiagnosticError.at(op.loc, f"failed to legalize operation '{op.op_name}': no LLVM type for "
                                             f"'{t.value_type}'")
        pointer = T.LLVMPointerType(stored)
        null = self.create(llvm.NullOp.build(pointer)).results[0]
        one = self.create(llvm.ConstantOp.build(A.IntegerAttr(1, T.i64), T.i64)).results[0]
        gep = self.create(llvm.GEPOp.build(null, [one], pointer)).results[0]
        size = self.create(llvm.PtrToIntOp.build(gep, T.i64)).results[0]
        self.replace(op, self.call("mlirAsyncRuntimeCreateValue", [size], [PTR]).results)

    def lower_async_runtime_create_group(self, op: Operation) -> None:
        size = self.llvm_value(op.operands[0])
        self.replace(op, self.call("mlirAsyncRuntimeCreateGroup", [size], [PTR]).results)

    def lower_async_runtime_set_available(self, op: Operation) -> None:
        name = _by_kind(op.operands[0].type, "mlirAsyncRuntimeEmplaceToken", "mlirAsyncRuntimeEmplaceValue")
        self.call(name, [self.value(op.operands[0])], [])
        self.replace(op, [])

    def lower_async_runtime_set_error(self, op: Operation) -> None:
        name = _by_kind(op.operands[0].type, "mlirAsyncRuntimeSetTokenError", "mlirAsyncRuntimeSetValueError")
        self.call(name, [self.value(op.operands[0])], [])
        self.replace(op, [])

    def lower_async_runtime_is_error(self, op: Operation) -> None:
        name = _by_kind(op.operands[0].type, "mlirAsyncRuntimeIsTokenError", "mlirAsyncRuntimeIsValueError",
                        "mlirAsyncRuntimeIsGroupError")
        self.replace(op, self.call(name, [self.value(op.operands[0])], [T.i1]).results)

    def lower_async_runtime_await(self, op: Operation) -> None:
        name = _by_kind(op.operands[0].type, "mlirAsyncRuntimeAwaitToken", "mlirAsyncRuntimeAwaitValue",
                        "mlirAsyncRuntimeAwaitAllInGroup")
        self.call(name, [self.value(op.operands[0])], [])
        self.replace(op, [])

    def lower_async_runtime_await_and_resume(self, op: Operation) -> None:
        name = _by_kind(op.operands[0].type, "mlirAsyncRuntimeAwaitTokenAndExecute",
                        "mlirAsyncRuntimeAwaitValueAndExecute", "mlirAsyncRuntimeAwaitAllInGroupAndExecute")
        operand, handle = self.value(op.operands[0]), self.value(op.operands[1])
        self.call(name, [operand, handle, self.resume_pointer()], [])
        self.replace(op, [])

    def lower_async_runtime_resume(self, op: Operation) -> None:
        handle = self.value(op.operands[0])
        self.call("mlirAsyncRuntimeExecute", [handle, self.resume_pointer()], [])
        self.replace(op, [])

    def storage(self, storage: Value) -> Value:
        """The typed pointer to a value's payload."""
        stored = self.llvm_types.convert_type(storage.type.value_type)  # type: ignore[attr-defined]
        raw = self.call("mlirAsyncRuntimeGetValueStorage", [self.value(storage)], [PTR]).results[0]
        return self.create(llvm.BitcastOp.build(raw, T.LLVMPointerType(stored))).results[0]

    def lower_async_runtime_store(self, op: Operation) -> None:
        value, storage = op.operands
        ptr = self.storage(storage)
        self.create(llvm.StoreOp.build(self.llvm_value(value), ptr))
        self.replace(op, [])

    def lower_async_runtime_load(self, op: Operation) -> None:
        ptr = self.storage(op.operands[0])
        self.replace(op, self.create(llvm.LoadOp.build(ptr)).results)
        self.source_casts.add(id(op))

    def lower_async_runtime_add_to_group(self, op: Operation) -> None:
        operand, group = self.value(op.operands[0]), self.value(op.operands[1])
        if not isinstance(op.operands[0].type, async_.TokenType):
            raise DiagnosticError.at(op.loc, "failed to legalize operation 'async.runtime.add_to_group': only "
                                             "tokens can be added to groups")
        self.replace(op, self.call("mlirAsyncRuntimeAddTokenToGroup", [operand, group], [T.i64]).results)

    def lower_async_runtime_num_worker_threads(self, op: Operation) -> None:
        self.replace(op, self.call("mlirAsyncRuntimGetNumWorkerThreads", [], [T.index]).results)

    def _ref_count(self, op: Operation, name: str) -> None:
        count = op.attributes["count"].value  # type: ignore[attr-defined]
        constant = self.create(ods.create(ods.REGISTRY["arith.constant"], [], [T.i64],
                                          {"value": A.IntegerAttr(count, T.i64)})).results[0]
        self.call(name, [self.value(op.operands[0]), constant], [])
        self.replace(op, [])

    def lower_async_runtime_add_ref(self, op: Operation) -> None:
        self._ref_count(op, "mlirAsyncRuntimeAddRef")

    def lower_async_runtime_drop_ref(self, op: Operation) -> None:
        self._ref_count(op, "mlirAsyncRuntimeDropRef")

    # -- async.coro ---------------------------------------------------------------------------------------
    def lower_async_coro_id(self, op: Operation) -> None:
        zero = self.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.i32), T.i32)).results[0]
        null = self.create(llvm.NullOp.build(PTR)).results[0]
        self.replace(op, self.create(llvm_intr.CoroIdOp.build(zero, null, null, null, result_type=TOKEN)).results)

    def lower_async_coro_begin(self, op: Operation) -> None:
        def constant(c: int) -> Value:
            return self.create(llvm.ConstantOp.build(A.IntegerAttr(c, T.i64), T.i64)).results[0]

        size = self.create(llvm_intr.CoroSizeOp.build(result_type=T.i64)).results[0]
        align = self.create(llvm_intr.CoroAlignOp.build(result_type=T.i64)).results[0]
        size = self.create(llvm.AddOp.build(size, align)).results[0]
        size = self.create(llvm.SubOp.build(size, constant(1))).results[0]
        negative = self.create(llvm.SubOp.build(constant(0), align)).results[0]
        size = self.create(llvm.AndOp.build(size, negative)).results[0]
        self.llvm_function("aligned_alloc", T.LLVMFunctionType(PTR, (T.i64, T.i64)))
        memory = self.create(llvm.CallOp.build("aligned_alloc", [align, size], PTR)).results[0]
        begin = llvm_intr.CoroBeginOp.build(self.value(op.operands[0]), memory, result_type=PTR)
        self.replace(op, self.create(begin).results)

    def lower_async_coro_free(self, op: Operation) -> None:
        coro_id, handle = self.value(op.operands[0]), self.value(op.operands[1])
        memory = self.create(llvm_intr.CoroFreeOp.build(coro_id, handle, result_type=PTR)).results[0]
        self.llvm_function("free", T.LLVMFunctionType(T.llvm_void, (PTR,)))
        self.create(llvm.CallOp.build("free", [memory]))
        self.replace(op, [])

    def lower_async_coro_end(self, op: Operation) -> None:
        false = self.create(llvm.ConstantOp.build(A.bool_attr(False), T.i1)).results[0]
        self.create(llvm_intr.CoroEndOp.build(self.value(op.operands[0]), false, result_type=T.i1))
        self.replace(op, [])

    def lower_async_coro_save(self, op: Operation) -> None:
        save = llvm_intr.CoroSaveOp.build(self.value(op.operands[0]), result_type=TOKEN)
        self.replace(op, self.create(save).results)

    def lower_async_coro_suspend(self, op: Operation) -> None:
        false = self.create(llvm.ConstantOp.build(A.bool_attr(False), T.i1)).results[0]
        state = self.value(op.operands[0])
        code = self.create(llvm_intr.CoroSuspendOp.build(state, false, result_type=T.i8)).results[0]
        wide = self.create(llvm.SExtOp.build(code, T.i32)).results[0]
        suspend, resume, cleanup = op.successors
        self.create(llvm.SwitchOp.build(wide, suspend, [], [0, 1], [resume, cleanup], [[], []]))
        self.replace(op, [])

    # -- the end ---------------------------------------------------------------------------------------
    def finish(self) -> None:
        """The deferred edits, in MLIR's order: folds and replacements, then the new argument and result
        types; a replaced value of another type that an unconverted op still uses gets a cast back (a load's
        payload) or is an error (14 has no materialization for it)."""
        apply_folds(self.folded, self.mapping)
        erased = {id(op) for op, _ in self.replaced} | self.converted
        for op, values in self.replaced:
            for i, (original, value) in enumerate(zip(op.results, values)):
                live = [u for u in original.uses if id(u.owner) not in erased]
                if value.type != original.type and live:
                    if id(op) not in self.source_casts:
                        raise DiagnosticError.at(op.loc, f"failed to materialize conversion for result #{i} of "
                                                         f"operation '{op.op_name}' that remained live after "
                                                         "conversion")
                    value = self.cast_after(value, original.type)
                original.replace_all_uses_with(value)
        for op, _ in self.replaced:
            op.drop_operand_uses()
        for op, _ in self.replaced:
            if op.parent is not None:
                op.parent.ops.remove(op)
                op.parent = None
        for value, t in self.retyped:
            value.type = t

    def cast_after(self, value: Value, t: T.Type) -> Value:
        """A cast of a pattern's result back to the type its users expect, right after its producer (once
        per value and type)."""
        key = (value, t)
        if key in self.casts:
            return self.casts[key]
        assert isinstance(value, OpResult)
        producer = value.op
        cast = ods.create(UnrealizedConversionCastOp, [[value]], [[t]], {}, loc=producer.loc)
        block = producer.parent
        assert block is not None
        block.insert(block.ops.index(producer) + 1, cast)
        self.casts[key] = cast.results[0]
        return cast.results[0]


def _declare_runtime(module: Operation) -> None:
    """addAsyncRuntimeApiDeclarations: every function of the runtime API, at the end of the module, unless
    the module has one of that name."""
    body = module.regions[0].blocks[0]
    for name, inputs, results in RUNTIME_API:
        if ods.lookup_symbol_in(module, name) is not None:
            continue
        func = FuncOp.build(name, T.FunctionType(inputs, results), visibility="private")
        func.loc = module.loc
        body.append(func)


def lower_async_to_llvm(module: Operation) -> None:
    _declare_runtime(module)
    lowering = _Lowering(module)
    for op in scf_to_std.conversion_set(module):
        lowering.lower(op)
    lowering.finish()
