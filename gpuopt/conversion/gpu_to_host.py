"""GPU kernels -> LLVM-dialect host functions for gpuopt's host runtime (runtime_wrappers/gpuopt-host-kernel-abi.h).

The CPU twin of convert-gpu-to-nvvm.  A kernel `gpu.func @k(args)` becomes `llvm.func internal @k(ctx, args
expanded as gpu-to-llvm passes them)`, where `ctx` is the runtime's `GpuoptKernelContext *` (an `!llvm.ptr<i8>`):
ids and dimensions are loads from it, workgroup attributions are slices of `ctx->workgroup_memory`, private
attributions are allocas (the thread's stack), and barrier/shuffle/printf are calls through `ctx->rt`.  Each
gpu.module also gets, per kernel, the ABI's entries (`__gpuopt_thread_k`, and `__gpuopt_block_k` for kernels
that never synchronize) and the exported `gpuopt_host_module` descriptor, so the module needs nothing from
the runtime at link time.  Everything stays ordinary MLIR 14 LLVM dialect: all address spaces become 0.

`gpu.all_reduce` is lowered through workgroup memory instead of 14's shuffle tree: each thread stores its value
at its linear id, a barrier, every thread folds the slots in order 0..n-1 with the reduction (so all get the
same, deterministic result), and a barrier before the slots are reused.  The region form's body becomes a
function of the gpu.module first (`__gpuopt_all_reduce_body_N`), lowered as any other function.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, index_constant
from gpuopt.conversion.std_to_llvm import ReturnOpLowering
from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.dialects import gpu, llvm, ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value

# GpuoptKernelContext, as 64-bit words (offset / 8).
CTX_THREAD_ID, CTX_BLOCK_DIM, CTX_BLOCK_ID, CTX_GRID_DIM = 0, 3, 6, 9
CTX_SUBGROUP_SIZE, CTX_WORKGROUP_MEMORY, CTX_RUNTIME = 12, 13, 14
# GpuoptKernelRuntime fields (struct positions).
RT_BARRIER, RT_SHUFFLE, RT_PRINTF, RT_TRAP, RT_BOUNDS_ERROR = 1, 2, 3, 4, 5
SHUFFLE_MODES = {"xor": 0, "up": 1, "down": 2, "idx": 3}
KERNEL_SYNCHRONIZES = 1
KERNEL_BLOCK_ENTRY_NO_IDS = 2
ID_ARGUMENTS = 12
"""A kernel function takes its ids (the context's first 12 words) as arguments after the context: values
that no store through a kernel's pointers can change, so LLVM keeps them in registers and vectorizes the block
entry's loop over threads."""
WORKGROUP_ALIGN = 16
MAX_BLOCK_THREADS = 1024
"""The all-reduce slots: one per thread of the largest block the runtime launches."""
MODULE_SYMBOL = "gpuopt_host_module"
MODULE_MAGIC = 0x48555047
ABI_VERSION = 1

_I8P = T.LLVMPointerType(T.i8)
_I64P = T.LLVMPointerType(T.i64)
_VOID = T.LLVMVoidType()
_BARRIER_FN = T.LLVMFunctionType(_VOID, (_I8P, T.i32))
_SHUFFLE_FN = T.LLVMFunctionType(T.i64, (_I8P, T.i32, T.i32, T.i32, T.i32, T.i32))
_PRINTF_FN = T.LLVMFunctionType(T.i32, (_I8P, _I8P), var_arg=True)
_TRAP_FN = T.LLVMFunctionType(_VOID, (_I8P, T.i32, _I8P))
BOUNDS_FN = T.LLVMFunctionType(_VOID, (_I8P, T.i32, T.i64, T.i64, T.i32))
RUNTIME_STRUCT = T.LLVMStructType((T.i32, T.LLVMPointerType(_BARRIER_FN), T.LLVMPointerType(_SHUFFLE_FN),
                                   T.LLVMPointerType(_PRINTF_FN), T.LLVMPointerType(_TRAP_FN),
                                   T.LLVMPointerType(BOUNDS_FN)))
ENTRY_FN = T.LLVMFunctionType(_VOID, (_I8P, T.LLVMPointerType(_I8P)))
KERNEL_STRUCT = T.LLVMStructType((_I8P, T.LLVMPointerType(ENTRY_FN), T.LLVMPointerType(ENTRY_FN), T.i64, T.i32,
                                  T.i32))
MODULE_STRUCT = T.LLVMStructType((T.i32, T.i32, _I8P, T.i64, T.LLVMPointerType(KERNEL_STRUCT), T.i64,
                                  T.LLVMPointerType(_I8P)))


class HostTypeConverter(LLVMTypeConverter):
    """The LLVM type converter with every address space mapped to 0: on the host all memory is one space."""

    def pointer(self, element: T.Type | None, address_space: int = 0) -> T.LLVMPointerType:
        return super().pointer(element, 0)


# -- small builders ------------------------------------------------------------------------------------------

class Emitter:
    """Appends new ops through `emit` (a rewriter's `create`, or a block's `append`)."""

    def __init__(self, emit: Callable[[Operation], Operation]) -> None:
        self.emit = emit

    def op(self, op: Operation) -> Value:
        self.emit(op)
        return op.results[0] if op.results else None  # type: ignore[return-value]

    def i64(self, value: int) -> Value:
        return self.op(llvm.ConstantOp.build(A.IntegerAttr(value, T.i64), T.i64))

    def i32(self, value: int) -> Value:
        return self.op(llvm.ConstantOp.build(A.IntegerAttr(value, T.i32), T.i32))

    def ctx_word(self, ctx: Value, word: int) -> Value:
        """The i64 at `((int64_t *)ctx)[word]`."""
        words = self.op(llvm.BitcastOp.build(ctx, _I64P))
        return self.op(llvm.LoadOp.build(self.op(llvm.GEPOp.build(words, [self.i64(word)], _I64P))))

    def ctx_pointer(self, ctx: Value, word: int, pointer: T.Type) -> Value:
        """The pointer stored at `((T **)ctx)[word]`."""
        slots = self.op(llvm.BitcastOp.build(ctx, T.LLVMPointerType(pointer)))
        return self.op(llvm.LoadOp.build(self.op(llvm.GEPOp.build(slots, [self.i64(word)],
                                                                       T.LLVMPointerType(pointer)))))

    def runtime_function(self, ctx: Value, field: int, ftype: T.LLVMFunctionType) -> Value:
        rt = self.ctx_pointer(ctx, CTX_RUNTIME, T.LLVMPointerType(RUNTIME_STRUCT))
        slot = self.op(llvm.GEPOp.build(rt, [self.i32(0), field], T.LLVMPointerType(T.LLVMPointerType(ftype))))
        return self.op(llvm.LoadOp.build(slot))

    def linear_thread(self, ids: list[Value]) -> tuple[Value, Value]:
        """(x + bx * (y + by * z), bx * by * bz) of the calling thread, from its function's id arguments."""
        x, y, z = ids[CTX_THREAD_ID:CTX_THREAD_ID + 3]
        bx, by, bz = ids[CTX_BLOCK_DIM:CTX_BLOCK_DIM + 3]
        linear = self.op(llvm.AddOp.build(x, self.op(llvm.MulOp.build(bx, self.op(llvm.AddOp.build(
            y, self.op(llvm.MulOp.build(by, z))))))))
        count = self.op(llvm.MulOp.build(self.op(llvm.MulOp.build(bx, by)), bz))
        return linear, count


def enclosing_context(op: Operation) -> Value:
    """The `ctx` argument of the host function `op` is (being) converted into."""
    return _kernel_arguments(op)[0]


def enclosing_ids(op: Operation) -> list[Value]:
    """The id arguments of the host function around `op`: thread_id, block_dim, block_id, grid_dim (x, y, z)."""
    return _kernel_arguments(op)[1:1 + ID_ARGUMENTS]


def _kernel_arguments(op: Operation) -> list[Value]:
    for ancestor in op.ancestors():
        if ancestor.op_name == "llvm.func" and "gpuopt.host_kernel_context" in ancestor.attributes:
            return ancestor.regions[0].blocks[0].args
    raise MatchFailure("the op is not inside a function that takes the host runtime's context")


# -- kernel layout --------------------------------------------------------------------------------------------

def _element_bytes(t: T.Type) -> int:
    if isinstance(t, T.IndexType):
        return 8
    width = getattr(t, "width", None)
    if width is None:
        raise MatchFailure(f"no size for element type '{t}'")
    return max(1, (width + 7) // 8)


def align_workgroup(value: int, alignment: int = WORKGROUP_ALIGN) -> int:
    """`value` rounded up to a multiple of `alignment` (where a piece of workgroup memory may start)."""
    return (value + alignment - 1) // alignment * alignment


class KernelLayout:
    """Where a function's workgroup attributions and all-reduce slots live in its block's workgroup memory, and
    what the function does that its kernel's descriptor must say.  Built from the function alone;
    gpu_to_host_calls.HostFunctions completes it with what the functions it calls do."""

    def __init__(self, func: Operation, runtime_ops: Collection[str] = ("gpu.printf",)) -> None:
        """`runtime_ops`: the ops whose lowering calls the runtime (which reads the thread's ids from the
        context) other than barrier and shuffle."""
        self.offsets: list[int] = []
        offset = 0
        for value in getattr(func, "workgroup_attributions", ()):
            t = value.type
            if not isinstance(t, T.MemRefType) or not t.has_static_shape:
                raise func.error("expected a statically shaped memref as workgroup attribution")
            offset = align_workgroup(offset)
            self.offsets.append(offset)
            offset += t.num_elements * _element_bytes(t.element_type)
        slots = [r.operands[0].type for r in func.walk() if r.op_name == "gpu.all_reduce"]
        if any(getattr(t, "width", None) is None and not isinstance(t, T.IndexType) for t in slots):
            raise func.error("gpu.all_reduce of this type is not supported on the host")
        self.slot_bytes = max((_element_bytes(t) for t in slots), default=0)
        """Bytes of one all-reduce slot (0: no all_reduce), here or, once completed, in a function it calls."""
        self.attributions_bytes = offset
        self.reduce_offset = align_workgroup(offset)
        self.kernel = func.op_name == "gpu.func" and func.is_kernel
        self.calls_runtime = any(o.op_name in runtime_ops for o in func.walk())
        self.synchronizes = any(o.op_name in ("gpu.barrier", "gpu.shuffle", "gpu.all_reduce") for o in func.walk())
        self.uses_workgroup_globals = False
        """Whether it (or, once completed, a function it calls) uses a global in workgroup memory."""
        self.minimum_bytes = 0
        """Static bytes it takes at least: the dynamic memory's offset (gpu_to_host_globals.py)."""

    @property
    def static_bytes(self) -> int:
        used = self.reduce_offset + MAX_BLOCK_THREADS * self.slot_bytes if self.slot_bytes else self.attributions_bytes
        return max(used, self.minimum_bytes)


# -- patterns ------------------------------------------------------------------------------------------------

class GPUFuncOpToHost(ConversionPattern):
    """`gpu.func @k(args) workgroup(...) private(...) kernel` -> `llvm.func internal @k(ctx, ids, fields...)`
    (a function without the `kernel` attribute likewise)."""

    root = "gpu.func"

    def __init__(self, converter: LLVMTypeConverter, layouts: dict[str, KernelLayout]) -> None:
        super().__init__(converter)
        self.layouts = layouts

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ftype = op.function_type
        sig = self.converter.convert_function_signature(ftype)
        if sig is None:
            raise MatchFailure("a kernel argument type has no LLVM lowering")
        layout = self.layouts[op.sym_name]
        params = (_I8P, *[T.i64] * ID_ARGUMENTS, *sig.llvm_type.params)
        new = llvm.LLVMFuncOp.build(op.sym_name, T.LLVMFunctionType(sig.llvm_type.result, params),
                                    linkage="internal", attributes={"gpuopt.host_kernel_context": A.UnitAttr()})
        new.loc = op.loc
        region = rw.take_region(op)
        new.regions[0] = region
        region.parent = new
        self._convert_entry_block(rw, op, region.blocks[0], sig, layout)
        rw.create(new)
        rw.replace_op(op, [])

    def _convert_entry_block(self, rw: ConversionPatternRewriter, func: Operation, block: Block, sig,
                             layout: KernelLayout) -> None:
        ftype = func.function_type
        old_args = list(block.args)
        n_args, n_workgroup = len(ftype.inputs), getattr(func, "num_workgroup_attributions", 0)
        block.args = []
        ctx = block.add_argument(_I8P)
        for _ in range(ID_ARGUMENTS):
            block.add_argument(T.i64)
        for t in sig.llvm_type.params:
            block.add_argument(t)
        prefix: list[Operation] = []
        saved, rw.out = rw.out, prefix
        e = Emitter(rw.create)
        end = 1 + ID_ARGUMENTS
        for old, t, expanded in zip(old_args, ftype.inputs, sig.inputs):
            start, end = end, end + len(expanded)
            fields = block.args[start:end]
            if isinstance(t, T.MemRefType):
                value = MemRefDescriptor.pack(rw, self.converter.convert_type(t), fields, t.rank).value
            elif isinstance(t, T.UnrankedMemRefType):  # (rank, pointer to a ranked descriptor in host memory)
                value = UnrankedMemRefDescriptor.pack(rw, self.converter.convert_type(t), fields).value
            else:
                value = fields[0]
            rw.mapping[old] = value
        if n_workgroup:
            memory = e.ctx_pointer(ctx, CTX_WORKGROUP_MEMORY, _I8P)
        for old, offset in zip(old_args[n_args:n_args + n_workgroup], layout.offsets):
            t = old.type
            base = e.op(llvm.GEPOp.build(memory, [e.i64(offset)], _I8P))
            ptr = e.op(llvm.BitcastOp.build(base, self.converter.element_pointer(t)))
            rw.mapping[old] = _static_descriptor(rw, self.converter, t, ptr)
        for old in old_args[n_args + n_workgroup:]:
            t = old.type
            if not isinstance(t, T.MemRefType) or not t.has_static_shape:
                raise MatchFailure("expected a statically shaped memref as private attribution")
            ptr = e.op(llvm.AllocaOp.build(e.i64(t.num_elements), self.converter.element_pointer(t)))
            rw.mapping[old] = _static_descriptor(rw, self.converter, t, ptr)
        rw.out = saved
        block.ops[:0] = prefix
        for o in prefix:
            o.parent = block


def _static_descriptor(rw: ConversionPatternRewriter, converter: LLVMTypeConverter, t: T.MemRefType,
                       ptr: Value) -> Value:
    sizes = [index_constant(rw, s) for s in t.shape]
    strides, running = [], 1
    for s in reversed(t.shape):
        strides.append(running)
        running *= s
    strides = [index_constant(rw, s) for s in reversed(strides)]
    return MemRefDescriptor.from_buffer(rw, converter.convert_type(t), ptr, sizes, strides).value


class GPUReturnOpToHost(ReturnOpLowering):
    """gpu.return as std.return (several values packed into a struct)."""

    root = "gpu.return"


class IndexOpToHost(ConversionPattern):
    """gpu.thread_id/block_id/block_dim/grid_dim -> a load from the context."""

    WORDS = {"gpu.thread_id": CTX_THREAD_ID, "gpu.block_dim": CTX_BLOCK_DIM, "gpu.block_id": CTX_BLOCK_ID,
             "gpu.grid_dim": CTX_GRID_DIM}

    def __init__(self, converter: LLVMTypeConverter, root: str) -> None:
        super().__init__(converter)
        self.root = root

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        dimension = "xyz".index(gpu.DIMENSION.value(op.attributes["dimension"]))
        rw.replace_op(op, [enclosing_ids(op)[self.WORDS[self.root] + dimension]])


class SubgroupQueryToHost(ConversionPattern):
    """gpu.subgroup_size / subgroup_id / num_subgroups, from the context's subgroup size."""

    def __init__(self, converter: LLVMTypeConverter, root: str) -> None:
        super().__init__(converter)
        self.root = root

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        e = Emitter(rw.create)
        ctx = enclosing_context(op)
        size = e.ctx_word(ctx, CTX_SUBGROUP_SIZE)
        if self.root == "gpu.subgroup_size":
            value = size
        else:
            linear, count = e.linear_thread(enclosing_ids(op))
            if self.root == "gpu.subgroup_id":
                value = e.op(llvm.UDivOp.build(linear, size))
            else:
                rounded = e.op(llvm.SubOp.build(e.op(llvm.AddOp.build(count, size)), e.i64(1)))
                value = e.op(llvm.UDivOp.build(rounded, size))
        rw.replace_op(op, [value])


class SitePattern(ConversionPattern):
    """A lowering whose runtime call passes its op's source location (an index into the module's site table),
    so that a kernel error names where it happened."""

    def __init__(self, converter: LLVMTypeConverter, sites: list[str]) -> None:
        super().__init__(converter)
        self.sites = sites


class BarrierOpToHost(SitePattern):
    root = "gpu.barrier"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        e = Emitter(rw.create)
        ctx = enclosing_context(op)
        barrier = e.runtime_function(ctx, RT_BARRIER, _BARRIER_FN)
        e.op(llvm.CallOp.build_indirect(barrier, [ctx, e.i32(site_index(self.sites, op))]))
        rw.erase_op(op)


def site_index(sites: list[str], op: Operation) -> int:
    """The index of `op`'s location in the module's site table (added if new), -1 when it has none."""
    loc = op.loc
    if loc is None or not getattr(loc, "file", None) or not getattr(loc, "line", None):
        return -1
    text = f"{loc.file}:{loc.line}:{loc.col}"
    if text not in sites:
        sites.append(text)
    return sites.index(text)


class ShuffleOpToHost(SitePattern):
    root = "gpu.shuffle"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        e = Emitter(rw.create)
        ctx = enclosing_context(op)
        value, offset, width = adaptor.operands
        bits = value if value.type == T.i32 else e.op(llvm.BitcastOp.build(value, T.i32))
        shuffle = e.runtime_function(ctx, RT_SHUFFLE, _SHUFFLE_FN)
        mode = SHUFFLE_MODES[gpu.SHUFFLE_MODE.value(op.attributes["mode"])]
        raw = e.op(llvm.CallOp.build_indirect(shuffle, [ctx, e.i32(site_index(self.sites, op)), e.i32(mode), bits,
                                                        offset, width], T.i64))
        result = e.op(llvm.TruncOp.build(raw, T.i32))
        if value.type != T.i32:
            result = e.op(llvm.BitcastOp.build(result, value.type))
        valid = e.op(llvm.TruncOp.build(e.op(llvm.LShrOp.build(raw, e.i64(32))), T.i1))
        rw.replace_op(op, [result, valid])


class PrintfOpToHost(ConversionPattern):
    """gpu.printf -> `ctx->rt->printf(ctx, format, args...)` with C's argument promotions."""

    root = "gpu.printf"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.conversion.gpu_to_runtime_calls import global_string_ptr

        e = Emitter(rw.create)
        ctx = enclosing_context(op)
        text = op.attributes["format"].value + "\0"  # type: ignore[attr-defined]
        table = rw.symbol_table()
        index = 0
        while table.lookup(f"printfFormat_{index}") is not None and \
                _string_of(table.lookup(f"printfFormat_{index}")) != text:
            index += 1
        name = f"printfFormat_{index}"
        fmt = global_string_ptr(rw, name, text)
        args: list[Value] = [ctx, fmt]
        for v in adaptor.operands:
            t = v.type
            if isinstance(t, T.FloatType) and t.width < 64:
                v = e.op(llvm.FPExtOp.build(v, T.f64))
            elif isinstance(t, T.IntegerType) and t.width < 32:
                v = e.op(llvm.ZExtOp.build(v, T.i32) if t.width == 1 else llvm.SExtOp.build(v, T.i32))
            args.append(v)
        printf = e.runtime_function(ctx, RT_PRINTF, _PRINTF_FN)
        e.op(llvm.CallOp.build_indirect(printf, args, T.i32))
        rw.erase_op(op)


def _string_of(op: Operation) -> str | None:
    value = op.attributes.get("value")
    return value.value if isinstance(value, A.StringAttr) else None


class AllReduceOpToHost(ConversionPattern):
    """gpu.all_reduce -> slot store, barrier, an in-order fold of the slots, barrier."""

    root = "gpu.all_reduce"

    def __init__(self, converter: LLVMTypeConverter, layouts: dict[str, KernelLayout], sites: list[str]) -> None:
        super().__init__(converter)
        self.layouts = layouts
        self.sites = sites
        self.count = 0

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        e = Emitter(rw.create)
        ctx = enclosing_context(op)
        func = next(a for a in op.ancestors() if a.op_name == "llvm.func")
        layout = self.layouts[func.sym_name]
        value = adaptor.operands[0]
        t = value.type
        combiner = op.attributes.get("gpuopt.combiner")
        kind = gpu.ALL_REDUCE_OP.value(op.attributes.get("op"))
        folder = f"__gpuopt_all_reduce_{kind}_{t}" if combiner is None else f"__gpuopt_all_reduce_fold_{combiner.root}"
        table = rw.symbol_table()
        if table.lookup(folder) is None:
            table.insert(_fold_function(folder, t, kind, combiner.root if combiner else None))
        memory = e.ctx_pointer(ctx, CTX_WORKGROUP_MEMORY, _I8P)
        slots = e.op(llvm.BitcastOp.build(e.op(llvm.GEPOp.build(memory, [e.i64(layout.reduce_offset)], _I8P)),
                                          T.LLVMPointerType(t)))
        linear, count = e.linear_thread(enclosing_ids(op))
        e.op(llvm.StoreOp.build(value, e.op(llvm.GEPOp.build(slots, [linear], T.LLVMPointerType(t)))))
        site = e.i32(site_index(self.sites, op))
        e.op(llvm.CallOp.build_indirect(e.runtime_function(ctx, RT_BARRIER, _BARRIER_FN), [ctx, site]))
        result = e.op(llvm.CallOp.build(folder, [slots, count], t))
        e.op(llvm.CallOp.build_indirect(e.runtime_function(ctx, RT_BARRIER, _BARRIER_FN), [ctx, site]))
        rw.replace_op(op, [result])


def _combine(e: Emitter, kind: str | None, body: str | None, a: Value, b: Value) -> Value:
    """`a <op> b` for all_reduce's op kinds (max/min compare unordered/unsigned, as MLIR 14's lowering does)."""
    if body is not None:
        return e.op(llvm.CallOp.build(body, [a, b], a.type))
    is_float = isinstance(a.type, T.FloatType)
    simple = {"add": (llvm.FAddOp if is_float else llvm.AddOp), "mul": (llvm.FMulOp if is_float else llvm.MulOp),
              "and": llvm.AndOp, "or": llvm.OrOp, "xor": llvm.XOrOp}
    if kind in simple:
        return e.op(simple[kind].build(a, b))
    predicate = ("ugt" if kind == "max" else "ult")
    compare = llvm.FCmpOp if is_float else llvm.ICmpOp
    return e.op(llvm.SelectOp.build(e.op(compare.build(predicate, a, b)), a, b))


def _fold_function(name: str, t: T.Type, kind: str | None, body: str | None) -> Operation:
    """`llvm.func internal @name(%slots: !llvm.ptr<t>, %n: i64) -> t`: slots[0] <op> slots[1] ... in order."""
    ptr = T.LLVMPointerType(t)
    fn = llvm.LLVMFuncOp.build(name, T.LLVMFunctionType(t, (ptr, T.i64)), linkage="internal")
    entry, loop, done = Block([ptr, T.i64]), Block([T.i64, t]), Block([t])
    for b in (entry, loop, done):
        fn.regions[0].add_block(b)
    slots, n = entry.args
    e = Emitter(entry.append)
    first = e.op(llvm.LoadOp.build(slots))
    one = e.i64(1)
    more = e.op(llvm.ICmpOp.build("slt", one, n))
    e.op(llvm.CondBrOp.build(more, loop, [one, first], done, [first]))
    e = Emitter(loop.append)
    i, acc = loop.args
    item = e.op(llvm.LoadOp.build(e.op(llvm.GEPOp.build(slots, [i], ptr))))
    acc = _combine(e, kind, body, acc, item)
    nxt = e.op(llvm.AddOp.build(i, e.i64(1)))
    more = e.op(llvm.ICmpOp.build("slt", nxt, n))
    e.op(llvm.CondBrOp.build(more, loop, [nxt, acc], done, [acc]))
    done.append(llvm.ReturnOp.build([done.args[0]]))
    return fn


def outline_reduction_bodies(module: Operation) -> None:
    """Moves the body of each region-form gpu.all_reduce into `func @__gpuopt_all_reduce_body_N(a, b) -> t` of the
    gpu.module (gpu.yield -> return) and names it in the op's `gpuopt.combiner` attribute."""
    from gpuopt.dialects.builtin import FuncOp
    from gpuopt.dialects.std import ReturnOp

    body = module.regions[0].blocks[0]
    new: list[Operation] = []
    count = 0
    for op in list(module.walk()):
        if op.op_name != "gpu.all_reduce" or not op.regions or not op.regions[0].blocks:
            continue
        t = op.operands[0].type
        name = f"__gpuopt_all_reduce_body_{count}"
        count += 1
        func = FuncOp.build(name, T.FunctionType((t, t), (t,)), visibility="private")
        func.loc = op.loc
        region = op.regions[0]
        op.regions[0] = Region()
        func.regions[0] = region
        region.parent = func
        for block in region.blocks:
            last = block.ops[-1] if block.ops else None
            if last is not None and last.op_name == "gpu.yield":
                ret = ods.create(ReturnOp, [[last.operands[0]]], [])
                ret.loc = last.loc
                last.drop_operand_uses()
                block.ops[-1] = ret
                ret.parent = block
        op.attributes["gpuopt.combiner"] = A.SymbolRefAttr(name)
        new.append(func)
    if new:
        body.rebuild(body.ops[:-1] + new + body.ops[-1:])


# -- entries and the module descriptor ---------------------------------------------------------------------

def _entry(name: str, kernel: Operation, loop: bool, calls_runtime: bool = True) -> Operation:
    """`void name(ctx, params)`: loads argument i from params[i] and calls the kernel with the context's ids, once
    (a thread entry) or for every thread of the block, x fastest (a block entry; block dimensions are at least
    1, so the loops test at their end).  A block entry writes ctx->thread_id only for kernels that call the
    runtime, which reads it (printf)."""
    fn = llvm.LLVMFuncOp.build(name, ENTRY_FN, linkage="internal")
    entry = Block(list(ENTRY_FN.params))
    fn.regions[0].add_block(entry)
    ctx, params = entry.args
    e = Emitter(entry.append)
    args: list[Value] = []
    for i, t in enumerate(kernel.function_type.params[1 + ID_ARGUMENTS:]):
        raw = e.op(llvm.LoadOp.build(e.op(llvm.GEPOp.build(params, [e.i64(i)], params.type))))
        args.append(e.op(llvm.LoadOp.build(e.op(llvm.BitcastOp.build(raw, T.LLVMPointerType(t))))))
    if not loop:
        words = [e.ctx_word(ctx, w) for w in range(ID_ARGUMENTS)]
        e.op(llvm.CallOp.build(kernel.sym_name, [ctx, *words, *args]))
        e.op(llvm.ReturnOp.build([]))
        return fn
    ids = e.op(llvm.BitcastOp.build(ctx, _I64P))
    words = [e.ctx_word(ctx, w) for w in range(CTX_BLOCK_DIM, ID_ARGUMENTS)]
    dims = words[:3]
    heads = [Block([T.i64]) for _ in range(3)]  # z, y, x
    latches = [Block() for _ in range(2)]  # y's, z's
    exit_block = Block()
    for b in (*heads, *latches, exit_block):
        fn.regions[0].add_block(b)
    e.op(llvm.BrOp.build(heads[0], [e.i64(0)]))
    for level, head in enumerate(heads):
        d = 2 - level
        h = Emitter(head.append)
        if calls_runtime:
            h.op(llvm.StoreOp.build(head.args[0], h.op(llvm.GEPOp.build(ids, [h.i64(CTX_THREAD_ID + d)], _I64P))))
        if d:
            h.op(llvm.BrOp.build(heads[level + 1], [h.i64(0)]))
        else:
            thread = [heads[2].args[0], heads[1].args[0], heads[0].args[0]]
            h.op(llvm.CallOp.build(kernel.sym_name, [ctx, *thread, *words, *args]))
    tails = [heads[2], latches[0], latches[1]]  # where dimension x, y, z counts on
    for d, tail in enumerate(tails):
        t = Emitter(tail.append)
        head = heads[2 - d]
        nxt = t.op(llvm.AddOp.build(head.args[0], t.i64(1)))
        more = t.op(llvm.ICmpOp.build("slt", nxt, dims[d]))
        t.op(llvm.CondBrOp.build(more, head, [nxt], tails[d + 1] if d < 2 else exit_block, []))
    exit_block.append(llvm.ReturnOp.build([]))
    return fn


def add_entries_and_descriptor(module: Operation, layouts: dict[str, KernelLayout], sites: list[str]) -> None:
    """Appends each kernel's entries and the exported `gpuopt_host_module` descriptor to the gpu.module."""
    body = module.regions[0].blocks[0]
    kernels = [op for op in body.ops if op.op_name == "llvm.func" and op.sym_name in layouts
               and layouts[op.sym_name].kernel]
    new: list[Operation] = []
    for kernel in kernels:
        layout = layouts[kernel.sym_name]
        new.append(_entry(f"__gpuopt_thread_{kernel.sym_name}", kernel, loop=False))
        if not layout.synchronizes:
            new.append(_entry(f"__gpuopt_block_{kernel.sym_name}", kernel, loop=True,
                              calls_runtime=layout.calls_runtime))
    strings: list[Operation] = []

    def string(name: str, text: str) -> Operation:
        data = text.encode("utf-8", "surrogateescape") + b"\0"
        g = llvm.GlobalOp.build(T.LLVMArrayType(len(data), T.i8), name,
                                A.StringAttr(data.decode("utf-8", "surrogateescape")), linkage="internal",
                                constant=True)
        strings.append(g)
        return g

    def address(e: Emitter, g: Operation) -> Value:
        t = g.global_type
        base = e.op(llvm.AddressOfOp.build(g.attributes["sym_name"].value, T.LLVMPointerType(t)))
        return e.op(llvm.GEPOp.build(base, [e.i64(0), e.i64(0)], _I8P))

    module_name = string("__gpuopt_module_name", module.sym_name or "")
    names = [string(f"__gpuopt_kernel_name_{k.sym_name}", k.sym_name) for k in kernels]
    site_strings = [string(f"__gpuopt_site_{i}", text) for i, text in enumerate(sites)]
    table_type = T.LLVMArrayType(max(len(kernels), 1), KERNEL_STRUCT)
    table = _initialized_global(table_type, "__gpuopt_kernels")
    e = Emitter(table.regions[0].blocks[0].append)
    value = e.op(llvm.UndefOp.build(table_type))
    for i, (kernel, name) in enumerate(zip(kernels, names)):
        layout = layouts[kernel.sym_name]
        entry_ptr = T.LLVMPointerType(ENTRY_FN)
        thread = e.op(llvm.AddressOfOp.build(f"__gpuopt_thread_{kernel.sym_name}", entry_ptr))
        block = (e.op(llvm.NullOp.build(entry_ptr)) if layout.synchronizes
                 else e.op(llvm.AddressOfOp.build(f"__gpuopt_block_{kernel.sym_name}", entry_ptr)))
        fields = [address(e, name), thread, block, e.i64(layout.static_bytes),
                  e.i32(KERNEL_SYNCHRONIZES if layout.synchronizes
                        else 0 if layout.calls_runtime else KERNEL_BLOCK_ENTRY_NO_IDS),
                  e.i32(len(kernel.function_type.params) - 1 - ID_ARGUMENTS)]
        for j, f in enumerate(fields):
            value = e.op(llvm.InsertValueOp.build(value, f, [i, j]))
    e.op(llvm.ReturnOp.build([value]))
    sites_type = T.LLVMArrayType(max(len(sites), 1), _I8P)
    site_table = _initialized_global(sites_type, "__gpuopt_sites")
    e = Emitter(site_table.regions[0].blocks[0].append)
    value = e.op(llvm.UndefOp.build(sites_type))
    for i, g in enumerate(site_strings):
        value = e.op(llvm.InsertValueOp.build(value, address(e, g), [i]))
    e.op(llvm.ReturnOp.build([value]))
    descriptor = _initialized_global(MODULE_STRUCT, MODULE_SYMBOL, linkage="external")
    e = Emitter(descriptor.regions[0].blocks[0].append)
    kernels_ptr = e.op(llvm.GEPOp.build(e.op(llvm.AddressOfOp.build("__gpuopt_kernels", T.LLVMPointerType(table_type))),
                                        [e.i64(0), e.i64(0)], T.LLVMPointerType(KERNEL_STRUCT)))
    sites_ptr = e.op(llvm.GEPOp.build(e.op(llvm.AddressOfOp.build("__gpuopt_sites", T.LLVMPointerType(sites_type))),
                                      [e.i64(0), e.i64(0)], T.LLVMPointerType(_I8P)))
    fields = [e.i32(MODULE_MAGIC), e.i32(ABI_VERSION), address(e, module_name), e.i64(len(kernels)), kernels_ptr,
              e.i64(len(sites)), sites_ptr]
    value = e.op(llvm.UndefOp.build(MODULE_STRUCT))
    for j, f in enumerate(fields):
        value = e.op(llvm.InsertValueOp.build(value, f, [j]))
    e.op(llvm.ReturnOp.build([value]))
    new += [*strings, table, site_table, descriptor]
    ops = [o for o in body.ops if o.op_name != "gpu.module_end"]
    end = [o for o in body.ops if o.op_name == "gpu.module_end"]
    body.rebuild(ops + new + end)


def _initialized_global(t: T.Type, name: str, linkage: str = "internal") -> Operation:
    g = llvm.GlobalOp.build(t, name, linkage=linkage, constant=True)
    g.regions[0].add_block(Block())
    return g


def host_patterns(converter: LLVMTypeConverter, layouts: dict[str, KernelLayout], sites: list[str]
                  ) -> list[ConversionPattern]:
    patterns: list[ConversionPattern] = [
        GPUFuncOpToHost(converter, layouts), GPUReturnOpToHost(converter), BarrierOpToHost(converter, sites),
        ShuffleOpToHost(converter, sites), PrintfOpToHost(converter), AllReduceOpToHost(converter, layouts, sites),
    ]
    patterns += [IndexOpToHost(converter, root) for root in IndexOpToHost.WORDS]
    patterns += [SubgroupQueryToHost(converter, root)
                 for root in ("gpu.subgroup_size", "gpu.subgroup_id", "gpu.num_subgroups")]
    return patterns


