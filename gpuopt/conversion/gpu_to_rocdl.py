"""GPU kernel ops -> ROCDL (upstream's LowerGpuOpsToROCDLOps.cpp at LLVM 14): work-item and work-group ids
and sizes, `rocdl.barrier`, `__ocml_*` device-library calls, `gpu.printf` through the HIP hostcall when the
runtime is HIP, with the func/arith/memref/std lowerings inside the kernels.  Private attributions are
allocas in address space 5 (AMDGPU's private memory), which the memref descriptors keep.

`gpu.shuffle`, which 14 rejects (and so the `gpu.all_reduce` expansion, made of shuffles), lowers as later
MLIR lowers it (LLVM 16): the lane id from `rocdl.mbcnt.lo`/`.hi`, the value read from the source lane with
`rocdl.ds_bpermute`; the source lane and its validity are computed differently (see GPUShuffleOpLowering)."""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, ConversionTarget
from gpuopt.conversion.gpu_ops_lowering import (
    PRIVATE_ADDRESS_SPACE,
    DeviceSymbols,
    GPUBarrierOpLowering,
    GPUFuncOpLowering,
    GPUPrintfOpToHIPLowering,
    GPUReturnOpLowering,
    GpuTypeConverter,
    IndexIntrinsicOpLowering,
    i32_constant,
    math_call_patterns,
)
from gpuopt.dialects import llvm
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

RUNTIMES = ("unknown", "HIP", "OpenCL")

OCML_FUNCTIONS = {
    name: (f"__ocml_{ocml}_f32", f"__ocml_{ocml}_f64")
    for name, ocml in (("abs", "fabs"), ("atan", "atan"), ("atan2", "atan2"), ("ceil", "ceil"), ("cos", "cos"),
                       ("exp", "exp"), ("exp2", "exp2"), ("expm1", "expm1"), ("floor", "floor"), ("log", "log"),
                       ("log10", "log10"), ("log1p", "log1p"), ("log2", "log2"), ("powf", "pow"),
                       ("rsqrt", "rsqrt"), ("sin", "sin"), ("sqrt", "sqrt"), ("tanh", "tanh"))
}
"""math op -> its OCML functions for f32 and f64, as MLIR 14 registers them (the other math ops stay)."""

INDEX_OPS = {
    "gpu.thread_id": "rocdl.workitem.id", "gpu.block_dim": "rocdl.workgroup.dim",
    "gpu.block_id": "rocdl.workgroup.id", "gpu.grid_dim": "rocdl.grid.dim",
}


class GPUShuffleOpLowering(ConversionPattern):
    """`gpu.shuffle` -> `rocdl.ds_bpermute` from the source lane of a logical subgroup (f32 through i32):

        %lane = rocdl.mbcnt.hi -1, (rocdl.mbcnt.lo -1, 0)     (the lane id in the wavefront)
        %mask = %width > 32 ? 63 : 31                         (the subgroup's lanes: 32, or 64 when wider)
        %r = %lane & %mask, %base = %lane - %r                (the lane in its subgroup, and the first one)
        %src = %r ^ %offset | %r - %offset | %r + %offset | %offset     (xor, up, down, idx)
        %valid = %src <u %width
        %value = ds_bpermute((%valid ? %base + %src : %lane) << 2, %value)

    A lane whose source is outside [0, width) of its subgroup reads its own value, invalid, as on NVVM and
    in the host runtime, for every mode and width; 32-lane subgroups are what the `gpu.all_reduce` expansion
    assumes, also on wave64 chips.  Later MLIR computes `(%lane + %width) & -%width` as the end of the
    lane's segment instead, which is right for power-of-two widths only (an all_reduce over 37 threads reads
    wrong lanes) and counts `up` sources below the segment as valid."""

    root = "gpu.shuffle"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects import op_class
        from gpuopt.dialects.rocdl import DsBpermuteOp

        value, offset, width = adaptor.operands
        minus_one, zero = i32_constant(rw, -1), i32_constant(rw, 0)
        lane = _value(rw, op_class("rocdl.mbcnt.lo"), [minus_one, zero])
        lane = _value(rw, op_class("rocdl.mbcnt.hi"), [minus_one, lane])
        wide = rw.create(llvm.ICmpOp.build("ugt", width, i32_constant(rw, 32))).result
        mask = rw.create(llvm.SelectOp.build(wide, i32_constant(rw, 63), i32_constant(rw, 31))).result
        in_subgroup = rw.create(llvm.AndOp.build(lane, mask)).result
        base = rw.create(llvm.SubOp.build(lane, in_subgroup)).result
        mode = op.mode  # type: ignore[attr-defined]
        if mode == "idx":
            source = offset
        else:
            combine = {"xor": llvm.XOrOp, "up": llvm.SubOp, "down": llvm.AddOp}[mode]
            source = rw.create(combine.build(in_subgroup, offset)).result
        valid = rw.create(llvm.ICmpOp.build("ult", source, width)).result
        source_lane = rw.create(llvm.AddOp.build(base, source)).result
        chosen = rw.create(llvm.SelectOp.build(valid, source_lane, lane)).result
        address = rw.create(llvm.ShlOp.build(chosen, i32_constant(rw, 2))).result
        bits = value if value.type == T.i32 else rw.create(llvm.BitcastOp.build(value, T.i32)).result
        permuted = _value(rw, DsBpermuteOp, [address, bits])
        if value.type != T.i32:
            permuted = rw.create(llvm.BitcastOp.build(permuted, value.type)).result
        rw.replace_op(op, [permuted, valid])


def _value(rw: ConversionPatternRewriter, cls: type[Operation], operands: list[Value]) -> Value:
    """The i32 result of a new ROCDL lane op."""
    return rw.create(cls(cls.name, operands, [T.i32], {})).result  # type: ignore[call-arg]


def gpu_to_rocdl_patterns(runtime: str):
    """populateGpuToROCDLConversionPatterns for `runtime` (the printf lowering only for HIP), after the vector
    patterns 14's pass adds first (populateVectorToLLVMConversionPatterns, populateVectorToROCDLConversionPatterns)."""

    def patterns(converter: GpuTypeConverter, symbols: DeviceSymbols) -> list[ConversionPattern]:
        from gpuopt.conversion import vector_to_llvm
        from gpuopt.conversion.vector_to_rocdl import vector_to_rocdl_patterns
        from gpuopt.dialects.rocdl import KERNEL_ATTR

        out: list[ConversionPattern] = [
            *vector_to_llvm.conversion_patterns(converter), *vector_to_llvm.transfer_patterns(converter, 1),
            *vector_to_rocdl_patterns(converter),
            GPUBarrierOpLowering(converter, "rocdl.barrier"), GPUShuffleOpLowering(converter),
            GPUReturnOpLowering(converter),
            GPUFuncOpLowering(converter, symbols, alloca_address_space=PRIVATE_ADDRESS_SPACE,
                              kernel_attribute=KERNEL_ATTR),
        ]
        out += [IndexIntrinsicOpLowering(converter, root, (f"{base}.x", f"{base}.y", f"{base}.z"))
                for root, base in INDEX_OPS.items()]
        if runtime == "HIP":
            out.append(GPUPrintfOpToHIPLowering(converter, symbols))
        out += math_call_patterns(converter, symbols, OCML_FUNCTIONS)
        return out

    return patterns


def rocdl_target() -> ConversionTarget:
    """configureGpuToROCDLConversionLegality: LLVM and ROCDL legal, the GPU dialect and `builtin.func` illegal
    but for the module ops."""
    target = ConversionTarget()
    target.legal_dialects.update({"llvm", "rocdl"})
    target.illegal_dialects.add("gpu")
    target.illegal_ops.add("builtin.func")
    target.legal_ops.update({"gpu.module", "gpu.module_end", "gpu.yield", "builtin.unrealized_conversion_cast"})
    return target
