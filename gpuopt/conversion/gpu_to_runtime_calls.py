"""GPU host-side ops -> calls of the `mgpu*` runtime wrappers (MLIR's ConvertLaunchFuncToRuntimeCalls).

Async tokens lower to streams (`void *`).  Where mlir-opt 14 only handled exactly one dependency, every
async op here takes any number: the first dependency is the stream the op runs on, the others are joined
into it through an event (`mgpuEventCreate`, `mgpuEventRecord`, `mgpuStreamWaitEvent`,
`mgpuEventDestroy`).  Sync forms run on the first dependency's stream, or on the null (default) stream
when they have none.  `gpu.wait async` keeps mlir-opt 14's lowering exactly.
"""

from __future__ import annotations

from functools import lru_cache

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, i32_constant, index_constant
from gpuopt.conversion.memref_lowering import memref_descriptor_sizes, promote_operands
from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.dialects import gpu, llvm
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


class FunctionCallBuilder:
    """One runtime function: declared once (at the end of the module, in first-use order), then called.
    Its type is built once here, not at every call.  `records`, when given, collects the values its calls
    return (the streams `mgpuStreamCreate` makes)."""

    def __init__(self, name: str, result: T.Type, params: tuple[T.Type, ...], records: set[Value] | None = None
                 ) -> None:
        self.name = name
        self.ftype = T.LLVMFunctionType(result, params)
        self.call_result = None if isinstance(result, T.LLVMVoidType) else result
        self.records = records

    def create(self, rw: ConversionPatternRewriter, args: list[Value]) -> Operation:
        declare_function(rw, self.name, self.ftype)
        call = rw.create(llvm.CallOp.build(self.name, args, self.call_result))
        if self.records is not None:
            self.records.add(call.results[0])
        return call


class RuntimeCalls:
    """The `mgpu*` ABI of the runtime wrappers, typed for the converter's pointer flavour, and what the
    patterns of one conversion share about it: which converted values are streams (made by
    `mgpuStreamCreate`) rather than events."""

    def __init__(self, c: LLVMTypeConverter) -> None:
        vp, ip, void = c.void_ptr, c.index_type, T.llvm_void
        self.streams: set[Value] = set()
        self.module_load = FunctionCallBuilder("mgpuModuleLoad", vp, (vp,))
        self.module_unload = FunctionCallBuilder("mgpuModuleUnload", void, (vp,))
        self.module_get_function = FunctionCallBuilder("mgpuModuleGetFunction", vp, (vp, vp))
        ptr_ptr = c.pointer(vp)
        self.launch_kernel = FunctionCallBuilder(
            "mgpuLaunchKernel", void, (vp, ip, ip, ip, ip, ip, ip, T.i32, vp, ptr_ptr, ptr_ptr))
        self.stream_create = FunctionCallBuilder("mgpuStreamCreate", vp, (), records=self.streams)
        self.stream_destroy = FunctionCallBuilder("mgpuStreamDestroy", void, (vp,))
        self.stream_synchronize = FunctionCallBuilder("mgpuStreamSynchronize", void, (vp,))
        self.stream_wait_event = FunctionCallBuilder("mgpuStreamWaitEvent", void, (vp, vp))
        self.event_create = FunctionCallBuilder("mgpuEventCreate", vp, ())
        self.event_destroy = FunctionCallBuilder("mgpuEventDestroy", void, (vp,))
        self.event_synchronize = FunctionCallBuilder("mgpuEventSynchronize", void, (vp,))
        self.event_record = FunctionCallBuilder("mgpuEventRecord", void, (vp, vp))
        self.host_register = FunctionCallBuilder("mgpuMemHostRegisterMemRef", void, (ip, vp, ip))
        self.mem_alloc = FunctionCallBuilder("mgpuMemAlloc", vp, (ip, vp))
        self.mem_free = FunctionCallBuilder("mgpuMemFree", void, (vp, vp))
        self.memcpy = FunctionCallBuilder("mgpuMemcpy", void, (vp, vp, ip, vp))
        self.memset32 = FunctionCallBuilder("mgpuMemset32", void, (vp, T.i32, ip, vp))


class GpuRuntimeCallPattern(ConversionPattern):
    """Shared helpers: the runtime ABI, stream selection and dependency joining."""

    def __init__(self, converter: LLVMTypeConverter, rt: RuntimeCalls | None = None) -> None:
        super().__init__(converter)
        self.rt = rt if rt is not None else RuntimeCalls(converter)

    def check_llvm_operands(self, adaptor: Adaptor) -> None:
        for v in adaptor.operands:
            if not T.is_llvm_compatible(v.type):
                raise MatchFailure(f"operand of type '{v.type}' has no LLVM lowering")

    def stream_for(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> Value:
        """The stream an op runs on: its first dependency with the others joined in, a new stream for an
        async op without dependencies, or the null (default) stream for a sync op without dependencies."""
        deps: list[Value] = adaptor.async_dependencies
        if not deps:
            if op.async_token is not None:
                return self.rt.stream_create.create(rw, []).result
            return rw.create(llvm.NullOp.build(self.converter.void_ptr)).result
        stream = deps[0]
        for other in deps[1:]:
            event = self.rt.event_create.create(rw, []).result
            self.rt.event_record.create(rw, [event, other])
            self.rt.stream_wait_event.create(rw, [stream, event])
            self.rt.event_destroy.create(rw, [event])
        return stream

    def finish(self, op: Operation, rw: ConversionPatternRewriter, stream: Value, results: list[Value],
               host_waits_on_null_stream: bool = False) -> None:
        """Async: the token is the stream.  Sync: the host waits for the dependency's stream, or for the
        null stream when the op enqueues work there (copies and sets, not allocations)."""
        if op.async_token is not None:
            results = results + [stream]
        elif op.async_dependencies or host_waits_on_null_stream:
            self.rt.stream_synchronize.create(rw, [stream])
        rw.replace_op(op, results)

    def element_ptr_type(self, t: T.MemRefType) -> T.Type:
        return self.converter.element_pointer(t)

    def to_void_ptr(self, rw: ConversionPatternRewriter, ptr: Value) -> Value:
        """`ptr<T, AS>` -> `ptr<i8>`: a bitcast, even from `ptr<i8>` as mlir-opt 14 emits it; outside address
        space 0 first an addrspacecast to `ptr<T>` (14 bitcasts across address spaces, which LLVM rejects;
        this is upstream's later fix, bitAndAddrspaceCast)."""
        assert isinstance(ptr.type, T.LLVMPointerType)
        c = self.converter
        if ptr.type.address_space != 0:
            ptr = rw.create(llvm.AddrSpaceCastOp.build(ptr, c.pointer(ptr.type.pointee))).result
        return rw.create(llvm.BitcastOp.build(ptr, c.void_ptr)).result

    def from_void_ptr(self, rw: ConversionPatternRewriter, raw: Value, target: T.Type) -> Value:
        """`ptr<i8>` -> `ptr<T, AS>`: a bitcast to `ptr<T>`, then outside address space 0 an addrspacecast
        into `AS` (the reverse of `to_void_ptr`)."""
        assert isinstance(target, T.LLVMPointerType)
        c = self.converter
        if target.address_space == 0:
            return rw.create(llvm.BitcastOp.build(raw, target)).result
        generic = rw.create(llvm.BitcastOp.build(raw, c.pointer(target.pointee))).result
        return rw.create(llvm.AddrSpaceCastOp.build(generic, target)).result


def require_identity_layout(op: Operation, t: T.Type, what: str) -> T.MemRefType:
    if not isinstance(t, T.MemRefType):
        raise MatchFailure(f"{what} must be a ranked memref, got '{t}'")
    if t.layout is not None:
        raise MatchFailure(f"{what} has a non-identity layout ({t.layout}); only contiguous memrefs can be "
                           f"copied or set as one block")
    if not LLVMTypeConverter.is_supported_memref(t):
        raise MatchFailure(f"{what} has a memory space that is not an integer")
    return t


class AllocOpLowering(GpuRuntimeCallPattern):
    root = gpu.AllocOp

    def match_and_rewrite(self, op: gpu.AllocOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        memref_type = op.memref.type
        if not isinstance(memref_type, T.MemRefType) or memref_type.layout is not None:
            raise MatchFailure(f"only memrefs with an identity layout can be allocated, got '{memref_type}'")
        if self.converter.convert_type(memref_type) is None:
            raise MatchFailure(f"'{memref_type}' has no LLVM lowering")
        shape, strides, size_bytes = memref_descriptor_sizes(rw, memref_type, adaptor.dynamic_sizes)
        stream = self.stream_for(op, adaptor, rw)
        raw = self.rt.mem_alloc.create(rw, [size_bytes, stream]).result
        ptr = self.from_void_ptr(rw, raw, self.element_ptr_type(memref_type))
        desc = MemRefDescriptor.from_buffer(rw, self.converter.convert_type(memref_type), ptr, shape, strides)
        self.finish(op, rw, stream, [desc.value])


class DeallocOpLowering(GpuRuntimeCallPattern):
    root = gpu.DeallocOp

    def match_and_rewrite(self, op: gpu.DeallocOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        stream = self.stream_for(op, adaptor, rw)
        ptr = MemRefDescriptor(adaptor.memref).allocated_ptr(rw)
        self.rt.mem_free.create(rw, [self.to_void_ptr(rw, ptr), stream])
        self.finish(op, rw, stream, [])


class HostRegisterOpLowering(GpuRuntimeCallPattern):
    root = gpu.HostRegisterOp

    def match_and_rewrite(self, op: gpu.HostRegisterOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        t = op.value.type
        if not isinstance(t, T.UnrankedMemRefType):
            raise MatchFailure(f"gpu.host_register expects an unranked memref, got '{t}'")
        element_size = size_of(rw, self.converter.pointer(self.converter.convert_type(t.element_type)))
        rank, desc = UnrankedMemRefDescriptor(adaptor.value).unpack(rw)
        self.rt.host_register.create(rw, [rank, desc, element_size])
        rw.erase_op(op)


def size_of(rw: ConversionPatternRewriter, ptr_type: T.Type) -> Value:
    """sizeof(element) as `ptrtoint(gep(null, 1))`."""
    null = rw.create(llvm.NullOp.build(ptr_type)).result
    one = index_constant(rw, 1)
    gep = rw.create(llvm.GEPOp.build(null, [one], ptr_type)).result
    return rw.create(llvm.PtrToIntOp.build(gep, rw.converter.index_type)).result


def num_elements(rw: ConversionPatternRewriter, desc: MemRefDescriptor, t: T.MemRefType) -> Value:
    """The element count: a constant for a static shape, else stride[0] * size[0], as mlir-opt 14 computes
    it; identity layouts are required so that this is the whole buffer."""
    if t.has_static_shape:
        return index_constant(rw, t.num_elements)
    stride = desc.stride(rw, 0)
    size = desc.size(rw, 0)
    return rw.create(llvm.MulOp.build(stride, size)).result


class MemcpyOpLowering(GpuRuntimeCallPattern):
    root = gpu.MemcpyOp

    def match_and_rewrite(self, op: gpu.MemcpyOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        src_type = require_identity_layout(op, op.src.type, "the source")
        require_identity_layout(op, op.dst.type, "the destination")
        stream = self.stream_for(op, adaptor, rw)
        src = MemRefDescriptor(adaptor.src)
        count = num_elements(rw, src, src_type)
        ptr_type = self.element_ptr_type(src_type)
        null = rw.create(llvm.NullOp.build(ptr_type)).result
        gep = rw.create(llvm.GEPOp.build(null, [count], ptr_type)).result
        size_bytes = rw.create(llvm.PtrToIntOp.build(gep, self.converter.index_type)).result
        src_ptr = self.to_void_ptr(rw, src.aligned_ptr(rw))
        dst_ptr = self.to_void_ptr(rw, MemRefDescriptor(adaptor.dst).aligned_ptr(rw))
        self.rt.memcpy.create(rw, [dst_ptr, src_ptr, size_bytes, stream])
        self.finish(op, rw, stream, [], host_waits_on_null_stream=True)


class MemsetOpLowering(GpuRuntimeCallPattern):
    root = gpu.MemsetOp

    def match_and_rewrite(self, op: gpu.MemsetOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        dst_type = require_identity_layout(op, op.dst.type, "the destination")
        width = self.converter.element_size_in_bits(dst_type.element_type)
        if width != 32:
            raise MatchFailure(f"only 32-bit element types can be set (mgpuMemset32), got "
                               f"'{dst_type.element_type}'")
        stream = self.stream_for(op, adaptor, rw)
        dst = MemRefDescriptor(adaptor.dst)
        count = num_elements(rw, dst, dst_type)
        value = rw.create(llvm.BitcastOp.build(adaptor.value, T.i32)).result  # even i32 -> i32, as 14 does
        dst_ptr = self.to_void_ptr(rw, dst.aligned_ptr(rw))
        self.rt.memset32.create(rw, [dst_ptr, value, count, stream])
        self.finish(op, rw, stream, [], host_waits_on_null_stream=True)


class WaitOpLowering(GpuRuntimeCallPattern):
    """Sync `gpu.wait [deps]`: synchronize with and destroy every dependency (stream or event)."""

    root = gpu.WaitOp

    def match_and_rewrite(self, op: gpu.WaitOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        if op.async_token is not None:
            raise MatchFailure("the async form is lowered by WaitAsyncOpLowering", applies=False)
        self.check_llvm_operands(adaptor)
        for dep in adaptor.async_dependencies:
            if dep in self.rt.streams:
                self.rt.stream_synchronize.create(rw, [dep])
                self.rt.stream_destroy.create(rw, [dep])
            else:  # not produced as a stream here (a function argument): an event, as in mlir-opt 14
                self.rt.event_synchronize.create(rw, [dep])
                self.rt.event_destroy.create(rw, [dep])
        rw.erase_op(op)


class WaitAsyncOpLowering(GpuRuntimeCallPattern):
    """`%t = gpu.wait async [deps]`: record an event on each dependency stream right after the op that
    produced it, then a new stream waits for all of them (mlir-opt 14's lowering).  A dependency that this
    conversion did not produce as a stream (a function argument) is taken to be an event already, as in
    mlir-opt 14."""

    root = gpu.WaitOp

    def match_and_rewrite(self, op: gpu.WaitOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        if op.async_token is None:
            raise MatchFailure("the sync form is lowered by WaitOpLowering", applies=False)
        self.check_llvm_operands(adaptor)
        events: list[Value] = []
        for original, dep in zip(op.async_dependencies, adaptor.async_dependencies):
            if dep not in self.rt.streams:
                events.append(dep)
                continue
            event_call = llvm.CallOp.build("mgpuEventCreate", [], self.converter.void_ptr)
            declare_function(rw, "mgpuEventCreate", T.LLVMFunctionType(self.converter.void_ptr, ()))
            record = llvm.CallOp.build("mgpuEventRecord", [event_call.result, dep], None)
            declare_function(rw, "mgpuEventRecord", T.LLVMFunctionType(
                T.llvm_void, (self.converter.void_ptr, self.converter.void_ptr)))
            rw.insert_after(original, [event_call, record])
            events.append(event_call.result)
        stream = self.rt.stream_create.create(rw, []).result
        for event in events:
            self.rt.stream_wait_event.create(rw, [stream, event])
        for event in events:
            self.rt.event_destroy.create(rw, [event])
        rw.replace_op(op, [stream])


class LaunchFuncOpLowering(GpuRuntimeCallPattern):
    """Load the kernel's module from its binary global, get the function, pack the arguments into an
    array of pointers, launch, unload."""

    root = gpu.LaunchFuncOp

    def __init__(self, converter: LLVMTypeConverter, binary_annotation: str, rt: RuntimeCalls | None = None
                 ) -> None:
        super().__init__(converter, rt)
        self.binary_annotation = binary_annotation
        self.params_structs = 0

    def params_struct_name(self) -> str:
        """Each launch gets a new identified struct; MLIR uniques the empty name as "", ".1", ".2", ..."""
        name = f".{self.params_structs}" if self.params_structs else ""
        self.params_structs += 1
        return name

    def match_and_rewrite(self, op: gpu.LaunchFuncOp, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        self.check_llvm_operands(adaptor)
        kernel_module = find_kernel_module(rw, op)
        binary = kernel_module.attributes.get(self.binary_annotation)
        if not isinstance(binary, A.StringAttr):
            from gpuopt.diagnostics import DiagnosticError

            raise DiagnosticError.at(kernel_module.loc, f"'gpu.module' op missing {self.binary_annotation} "
                                                        f"attribute")
        module_name = op.kernel_module_name
        kernel_name = op.kernel_name
        data = global_string_ptr(rw, f"{module_name}_gpubin_cst", binary.value)
        module = self.rt.module_load.create(rw, [data]).result
        name = global_string_ptr(rw, f"{module_name}_{kernel_name}_kernel_name", kernel_name + "\0")
        function = self.rt.module_get_function.create(rw, [module, name]).result
        zero = i32_constant(rw, 0)
        stream = self.stream_for(op, adaptor, rw) if (op.async_token is not None or adaptor.async_dependencies) \
            else self.rt.stream_create.create(rw, []).result
        params = self.kernel_params(rw, op, adaptor)
        extra = rw.create(llvm.NullOp.build(self.converter.pointer(self.converter.void_ptr))).result
        smem = adaptor.dynamic_shared_memory_size or zero
        grid = adaptor.operands[len(adaptor.async_dependencies):len(adaptor.async_dependencies) + 6]
        self.rt.launch_kernel.create(rw, [function, *grid, smem, stream, params, extra])
        if op.async_token is not None:
            rw.replace_op(op, [stream])
        else:
            self.rt.stream_synchronize.create(rw, [stream])
            if not adaptor.async_dependencies:
                self.rt.stream_destroy.create(rw, [stream])
            rw.erase_op(op)
        self.rt.module_unload.create(rw, [module])

    def kernel_params(self, rw: ConversionPatternRewriter, op: Operation, adaptor: Adaptor) -> Value:
        """An alloca'd struct of the (promoted) arguments and an array of `void *` pointing at its fields."""
        c = self.converter
        originals = list(op.kernel_operands)
        args = promote_operands(rw, originals, adaptor.kernel_operands)
        struct = T.LLVMStructType(tuple(a.type for a in args), name=self.params_struct_name())
        one = i32_constant(rw, 1)
        struct_ptr = rw.create(llvm.AllocaOp.build(one, c.pointer(struct))).results[0]
        count = i32_constant(rw, len(args))
        void_ptr, void_ptr_ptr = c.void_ptr, c.pointer(c.void_ptr)
        array = rw.create(llvm.AllocaOp.build(count, void_ptr_ptr)).results[0]
        zero = i32_constant(rw, 0)
        create = rw.create
        for i, arg in enumerate(args):
            index = i32_constant(rw, i)
            field = create(llvm.GEPOp.build(struct_ptr, [zero, i], c.pointer(arg.type))).results[0]
            create(llvm.StoreOp.build(arg, field))
            slot = create(llvm.GEPOp.build(array, [index], void_ptr_ptr)).results[0]
            as_void = create(llvm.BitcastOp.build(field, void_ptr)).results[0]
            create(llvm.StoreOp.build(as_void, slot))
        return array


def find_kernel_module(rw: ConversionPatternRewriter, op: Operation) -> Operation:
    module = rw.symbol_table().lookup(op.kernel_module_name)
    if module is None or module.op_name != "gpu.module":
        raise MatchFailure(f"kernel module @{op.kernel_module_name} was not found")
    return module


def global_string_ptr(rw: ConversionPatternRewriter, name: str, value: str) -> Value:
    """An `i8*` to a constant string global, created once per name at the start of the module (mlir-opt 14
    creates one per launch and fails on the second with "redefinition of symbol")."""
    table = rw.symbol_table()
    global_op = table.lookup(name)
    array = _i8_array(len(value.encode("utf-8", errors="surrogateescape")))
    if global_op is None:
        global_op = llvm.GlobalOp.build(array, name, A.StringAttr(value), linkage="internal", constant=True)
        global_op.loc = rw.current.loc if rw.current is not None else None
        table.insert(global_op, at_start=True)
    address = rw.create(llvm.AddressOfOp.build(name, rw.converter.pointer(array))).results[0]
    zero = index_constant(rw, 0)
    return rw.create(llvm.GEPOp.build(address, [zero, zero], rw.converter.void_ptr)).results[0]


@lru_cache(maxsize=256)
def _i8_array(size: int) -> T.LLVMArrayType:
    """`!llvm.array<N x i8>`, one object per size (so the converter's pointer to it is shared too)."""
    return T.LLVMArrayType(size, T.i8)


class EraseGpuModuleOp(ConversionPattern):
    """Kernel modules are no longer needed once their binary is a global constant."""

    root = gpu.GPUModuleOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        rw.erase_op(op)


class ConvertAsyncYieldToGpuRuntimeCallPattern(GpuRuntimeCallPattern):
    """An `async.yield` of `!gpu.async.token`s (streams) yields events instead: one recorded on the stream
    of each such operand, after which each stream is destroyed (mlir-opt 14's pattern, tried before the
    yield's structural type conversion)."""

    root = "async.yield"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects.async_ import YieldOp

        if not any(isinstance(v.type, T.AsyncTokenType) for v in op.operands):
            raise MatchFailure("no gpu async token operand", applies=False)
        self.check_llvm_operands(adaptor)
        operands = list(adaptor.operands)
        streams: list[Value] = []
        for i, v in enumerate(op.operands):
            if not isinstance(v.type, T.AsyncTokenType):
                continue
            stream = operands[i]
            event = self.rt.event_create.create(rw, []).result
            self.rt.event_record.create(rw, [event, stream])
            operands[i] = event
            if stream not in streams:
                streams.append(stream)
        for stream in streams:
            self.rt.stream_destroy.create(rw, [stream])
        rw.create(YieldOp.build(operands))
        rw.replace_op(op, [])


def gpu_to_llvm_patterns(converter: LLVMTypeConverter, binary_annotation: str) -> list[ConversionPattern]:
    rt = RuntimeCalls(converter)  # one per conversion: the patterns share what they learn about streams
    return [
        *(cls(converter, rt) for cls in (AllocOpLowering, DeallocOpLowering, HostRegisterOpLowering,
                                         MemcpyOpLowering, MemsetOpLowering, WaitAsyncOpLowering, WaitOpLowering)),
        LaunchFuncOpLowering(converter, binary_annotation, rt), EraseGpuModuleOp(converter),
        ConvertAsyncYieldToGpuRuntimeCallPattern(converter, rt),
    ]
