"""Kernel-side GPU lowerings shared by `convert-gpu-to-nvvm` and `convert-gpu-to-rocdl` (upstream's
GPUCommon: GPUOpsLowering, IndexIntrinsicsOpLowering, OpToFuncCallLowering), as MLIR 14 writes them.

- `gpu.func` -> `llvm.func`: workgroup attributions become `llvm.mlir.global`s in address space 3 placed
  before the function, private ones `llvm.alloca`s; both are seen by the body as memref descriptors built at
  the top of the entry block, after the arguments' descriptors.
- `gpu.thread_id` and its kin -> the target's i32 register op, sign-extended or truncated to the index width.
- math ops -> calls of device-library functions (`__nv_expf`, `__ocml_exp_f64`), declared before the calling
  function; f16 operands go through f32.

Declarations are placed before the function that first needs them, as upstream's builder at the parent
`llvm.func` does: the patterns record them in `DeviceSymbols`, and `place_declarations` puts them in the
`gpu.module` body once the conversion is done.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, index_constant
from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.dialects import llvm
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

WORKGROUP_ADDRESS_SPACE = 3
PRIVATE_ADDRESS_SPACE = 5


class GpuTypeConverter(LLVMTypeConverter):
    """The LLVM type converter of the kernel lowerings.  With `drop_private_space` (NVVM), private memrefs
    (memory space 5) lower as memrefs of the default space, since NVVM models private memory as allocas
    there; device-side async tokens become i32, to be dropped.  Every function gets a C wrapper
    (LowerToLLVMOptions::emitCWrappers, which these passes set)."""

    emit_c_wrappers = True

    def __init__(self, index_bitwidth: int = 64, drop_private_space: bool = False) -> None:
        super().__init__(index_bitwidth)
        self.drop_private_space = drop_private_space

    def _convert(self, t: T.Type) -> T.Type | None:
        if isinstance(t, T.AsyncTokenType):
            return T.i32
        return super()._convert(t)

    def _address_space(self, t: T.MemRefType) -> int:
        space = t.memory_space_number
        return 0 if self.drop_private_space and space == PRIVATE_ADDRESS_SPACE else space

    def memref_descriptor_type(self, t: T.MemRefType) -> T.LLVMStructType | None:
        element = self.convert_type(t.element_type)
        if element is None or not self.is_supported_memref(t):
            return None
        ptr = self.pointer(element, self._address_space(t))
        fields: tuple[T.Type, ...] = (ptr, ptr, self.index_type)
        if t.rank:
            array = T.LLVMArrayType(t.rank, self.index_type)
            fields += (array, array)
        return T.LLVMStructType(fields)

    def element_pointer(self, t: T.MemRefType) -> T.LLVMPointerType:
        return self.pointer(self.convert_type(t.element_type), self._address_space(t))


class DeviceSymbols:
    """The symbols of the `gpu.module` being converted, and the declarations to place before a function."""

    def __init__(self, module: Operation) -> None:
        self.module = module
        self.names: set[str] = set()
        for op in module.regions[0].blocks[0].ops:
            name = op.attributes.get("sym_name")
            if isinstance(name, A.StringAttr):
                self.names.add(name.value)
        self.before: dict[Operation, list[Operation]] = {}
        self.at_start: list[Operation] = []

    def declare_at_start(self, symbol: Operation) -> None:
        """`symbol` goes to the start of the module body, before those put there earlier."""
        self.names.add(symbol.attributes["sym_name"].value)  # type: ignore[attr-defined]
        self.at_start.append(symbol)

    def declare_before(self, anchor: Operation, decl: Operation) -> None:
        """`decl` goes right before `anchor` (after the ones already put there)."""
        self.names.add(decl.attributes["sym_name"].value)  # type: ignore[attr-defined]
        self.before.setdefault(anchor, []).append(decl)

    def place_declarations(self) -> None:
        if not self.before and not self.at_start:
            return
        body = self.module.regions[0].blocks[0]
        ops: list[Operation] = self.at_start[::-1]
        for op in body.ops:
            ops += self.before.get(op, ())
            ops.append(op)
        body.rebuild(ops)


def parent_function(op: Operation) -> Operation | None:
    """The `llvm.func` an op being converted sits in (its region has moved there already)."""
    for ancestor in op.ancestors():
        if ancestor.op_name == "llvm.func":
            return ancestor
    return None


def static_descriptor(rw: ConversionPatternRewriter, t: T.MemRefType, memory: Value) -> Value:
    """MLIR's MemRefDescriptor::fromStaticShape: both pointers `memory`, offset 0, then size and stride of
    each dimension in turn (an identity layout)."""
    struct = rw.converter.convert_type(t)
    desc = MemRefDescriptor.undef(rw, struct)
    desc.set_allocated_ptr(rw, memory)
    desc.set_aligned_ptr(rw, memory)
    desc.set_offset(rw, index_constant(rw, 0))
    strides = []
    running = 1
    for size in reversed(t.shape):
        strides.append(running)
        running *= size
    strides.reverse()
    for i, size in enumerate(t.shape):
        desc.set_size(rw, i, index_constant(rw, size))
        desc.set_stride(rw, i, index_constant(rw, strides[i]))
    return desc.value


class GPUFuncOpLowering(ConversionPattern):
    """`gpu.func` -> `llvm.func` with `kernel_attribute` on kernels (upstream's GPUFuncOpLowering)."""

    root = "gpu.func"

    def __init__(self, converter: LLVMTypeConverter, symbols: DeviceSymbols, alloca_address_space: int,
                 kernel_attribute: str) -> None:
        super().__init__(converter)
        self.symbols = symbols
        self.alloca_address_space = alloca_address_space
        self.kernel_attribute = kernel_attribute

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        c = self.converter
        name = op.sym_name  # type: ignore[attr-defined]
        workgroup = op.workgroup_attributions  # type: ignore[attr-defined]
        private = op.private_attributions  # type: ignore[attr-defined]
        ftype = op.function_type  # type: ignore[attr-defined]
        sig = c.convert_function_signature(ftype)
        if sig is None:
            raise MatchFailure(f"the signature {ftype} has no LLVM lowering")
        globals_: list[Operation] = []
        for i, attribution in enumerate(workgroup):
            t = attribution.type
            count = 1
            for size in t.shape:
                count *= size
            array = T.LLVMArrayType(count, c.convert_type(t.element_type))
            global_ = llvm.GlobalOp.build(array, f"__wg_{name}_{i}", linkage="internal",
                                          addr_space=WORKGROUP_ADDRESS_SPACE)
            globals_.append(rw.create(global_))
            self.symbols.names.add(global_.attributes["sym_name"].value)  # type: ignore[attr-defined]
        attributes = {k: v for k, v in op.attributes.items() if k not in ("sym_name", "type",
                                                                          "workgroup_attributions")}
        if op.is_kernel:  # type: ignore[attr-defined]
            attributes[self.kernel_attribute] = A.UnitAttr()
        func = llvm.LLVMFuncOp.build(name, sig.llvm_type, attributes=dict(sorted(attributes.items())))
        func.loc = op.loc
        rw.inline_region_before(op.regions[0], func.regions[0])
        entry = func.regions[0].blocks[0]
        with rw.insertion_at_start(entry):
            self._attributions(rw, name, globals_, workgroup, private)
        rw.convert_region_types(func.regions[0], sig)  # the arguments' descriptors go before the attributions
        rw.create(func)
        rw.replace_op(op, [])

    def _attributions(self, rw: ConversionPatternRewriter, name: str, globals_: list[Operation],
                      workgroup: list[Value], private: list[Value]) -> None:
        """The descriptors the body sees for its workgroup (globals) and private (allocas) attributions."""
        c = self.converter
        zero = i32_zero(rw) if globals_ else None
        for global_, attribution in zip(globals_, workgroup):
            array = global_.attributes["global_type"].value  # type: ignore[attr-defined]
            address = rw.create(llvm.AddressOfOp.build(
                f"__wg_{name}_{globals_.index(global_)}", c.pointer(array, WORKGROUP_ADDRESS_SPACE))).result
            memory = rw.create(llvm.GEPOp.build(address, [zero, zero], c.pointer(
                array.element_type, WORKGROUP_ADDRESS_SPACE))).result
            rw.mapping[attribution] = static_descriptor(rw, attribution.type, memory)
        for attribution in private:
            t = attribution.type
            count = 1
            for size in t.shape:
                count *= size
            size = rw.create(llvm.ConstantOp.build(A.IntegerAttr(count, T.i64), T.i64)).result
            ptr = c.pointer(c.convert_type(t.element_type), self.alloca_address_space)
            allocated = rw.create(llvm.AllocaOp.build(size, ptr)).result
            rw.mapping[attribution] = static_descriptor(rw, t, allocated)


def i32_constant(rw: ConversionPatternRewriter, value: int) -> Value:
    """`llvm.mlir.constant(value : i32) : i32`."""
    return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, T.i32), T.i32)).result


def i32_zero(rw: ConversionPatternRewriter) -> Value:
    return i32_constant(rw, 0)


class GPUReturnOpLowering(ConversionPattern):
    root = "gpu.return"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        rw.create(llvm.ReturnOp.build(adaptor.operands))
        rw.erase_op(op)


class GPUBarrierOpLowering(ConversionPattern):
    """`gpu.barrier` -> the target's block barrier op, `barrier` (`nvvm.barrier0`, `rocdl.barrier`)."""

    root = "gpu.barrier"

    def __init__(self, converter: LLVMTypeConverter, barrier: str) -> None:
        super().__init__(converter)
        self.barrier = barrier

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects import op_class

        cls = op_class(self.barrier)
        rw.create(cls(cls.name, [], [], {}))
        rw.erase_op(op)


class IndexIntrinsicOpLowering(ConversionPattern):
    """`gpu.thread_id x` -> `nvvm.read.ptx.sreg.tid.x : i32` (`ops` names the x, y, z ops), then sign-extended
    to a wider index or truncated to a narrower one (upstream's GPUIndexIntrinsicOpLowering)."""

    def __init__(self, converter: LLVMTypeConverter, root: str, ops: tuple[str, str, str]) -> None:
        super().__init__(converter)
        self.root = root
        self.ops = ops

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects import op_class

        cls = op_class(self.ops["xyz".index(op.dimension)])  # type: ignore[attr-defined]
        value = rw.create(cls(cls.name, [], [T.i32], {})).result
        width = self.converter.index_type.width
        if width > 32:
            value = rw.create(llvm.SExtOp.build(value, self.converter.index_type)).result
        elif width < 32:
            value = rw.create(llvm.TruncOp.build(value, self.converter.index_type)).result
        rw.replace_op(op, [value])


class OpToFuncCallLowering(ConversionPattern):
    """A math op -> a call of `f32_func` or `f64_func` after its operand type (f16 operands are extended to
    f32 and the result truncated back); other types are left alone, as upstream's OpToFuncCallLowering."""

    def __init__(self, converter: LLVMTypeConverter, symbols: DeviceSymbols, root: str, f32_func: str,
                 f64_func: str) -> None:
        super().__init__(converter)
        self.symbols = symbols
        self.root = root
        self.f32_func = f32_func
        self.f64_func = f64_func

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        operands = [rw.create(llvm.FPExtOp.build(v, T.f32)).result if v.type == T.f16 else v
                    for v in adaptor.operands]
        result = operands[0].type
        name = self.f32_func if result == T.f32 else self.f64_func if result == T.f64 else None
        if name is None:
            raise MatchFailure(f"no device function for operands of type '{result}'")
        if name not in self.symbols.names:
            anchor = parent_function(op)
            if anchor is None:
                raise MatchFailure("the op is not inside a function")
            decl = llvm.LLVMFuncOp.build(name, T.LLVMFunctionType(result, tuple(v.type for v in operands)))
            decl.loc = op.loc
            self.symbols.declare_before(anchor, decl)
        value = rw.create(llvm.CallOp.build(name, operands, result)).result
        if result != adaptor.operands[0].type:
            value = rw.create(llvm.FPTruncOp.build(value, adaptor.operands[0].type)).result
        rw.replace_op(op, [value])


def math_call_patterns(converter: LLVMTypeConverter, symbols: DeviceSymbols,
                       functions: dict[str, tuple[str, str]]) -> list[ConversionPattern]:
    return [OpToFuncCallLowering(converter, symbols, f"math.{name}", f32, f64)
            for name, (f32, f64) in functions.items()]


class GPUPrintfOpToHIPLowering(ConversionPattern):
    """`gpu.printf` -> the HIP device library's hostcall printf: `__ockl_printf_begin`, the format string (a
    constant global `printfFormat_N`, NUL-terminated) through `__ockl_printf_append_string_n`, then the
    arguments seven at a time through `__ockl_printf_append_args`, each widened to 64 bits (floats as f64
    bits).  Globals and declarations go to the start of the `gpu.module` (upstream's GPUPrintfOpToHIPLowering)."""

    root = "gpu.printf"
    ARGS_PER_APPEND = 7

    def __init__(self, converter: LLVMTypeConverter, symbols: DeviceSymbols) -> None:
        super().__init__(converter)
        self.symbols = symbols

    def _function(self, name: str, result: T.Type, params: tuple[T.Type, ...]) -> str:
        if name not in self.symbols.names:
            self.symbols.declare_at_start(llvm.LLVMFuncOp.build(name, T.LLVMFunctionType(result, params)))
        return name

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        c = self.converter
        i8_ptr = c.pointer(T.i8)
        i64, i32 = T.i64, T.i32
        args = adaptor.operands
        begin = self._function("__ockl_printf_begin", i64, (i64,))
        append_args = self._function("__ockl_printf_append_args", i64,
                                     (i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)) if args else None
        append_string = self._function("__ockl_printf_append_string_n", i64, (i64, i8_ptr, i64, i32))

        def constant(value: int, t: T.Type) -> Value:
            return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, t), t)).result

        zero_i64 = constant(0, i64)
        desc = rw.create(llvm.CallOp.build(begin, [zero_i64], i64)).result
        number = 0
        while f"printfFormat_{number}" in self.symbols.names:
            number += 1
        name = f"printfFormat_{number}"
        text = op.attributes["format"].value + "\x00"  # type: ignore[attr-defined]
        size = len(text.encode("utf-8"))
        array = T.LLVMArrayType(size, T.i8)
        global_ = llvm.GlobalOp.build(array, name, value=A.StringAttr(text), linkage="internal", constant=True)
        self.symbols.declare_at_start(global_)
        address = rw.create(llvm.AddressOfOp.build(name, c.pointer(array))).result
        zero = constant(0, i64)
        start = rw.create(llvm.GEPOp.build(address, [zero, zero], i8_ptr)).result
        length = constant(size, i64)
        one_i32, zero_i32 = constant(1, i32), constant(0, i32)
        desc = rw.create(llvm.CallOp.build(append_string, [desc, start, length, zero_i32 if args else one_i32],
                                           i64)).result
        for group in range(0, len(args), self.ARGS_PER_APPEND):
            chunk = args[group:group + self.ARGS_PER_APPEND]
            operands = [desc, constant(len(chunk), i32)]
            for arg in chunk:
                if isinstance(arg.type, T.FloatType):
                    if arg.type != T.f64:
                        arg = rw.create(llvm.FPExtOp.build(arg, T.f64)).result
                    arg = rw.create(llvm.BitcastOp.build(arg, i64)).result
                if arg.type.width != 64:  # type: ignore[attr-defined]
                    arg = rw.create(llvm.ZExtOp.build(arg, i64)).result
                operands.append(arg)
            operands += [zero_i64] * (self.ARGS_PER_APPEND - len(chunk))
            last = group + self.ARGS_PER_APPEND >= len(args)
            operands.append(one_i32 if last else zero_i32)
            desc = rw.create(llvm.CallOp.build(append_args, operands, i64)).result  # type: ignore[arg-type]
        rw.erase_op(op)
