"""GPU kernel ops -> NVVM (upstream's LowerGpuOpsToNVVMOps.cpp at LLVM 14): special registers, `nvvm.barrier0`,
`nvvm.shfl.sync`, `__nv_*` libdevice calls and the wmma ops (conversion/wmma_to_nvvm.py), with the
func/arith/memref/std lowerings inside the kernels."""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, ConversionTarget
from gpuopt.conversion.gpu_ops_lowering import (
    DeviceSymbols,
    GPUBarrierOpLowering,
    GPUFuncOpLowering,
    GPUReturnOpLowering,
    GpuTypeConverter,
    IndexIntrinsicOpLowering,
    math_call_patterns,
)
from gpuopt.dialects import llvm
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

LIBDEVICE_FUNCTIONS = {
    "abs": ("__nv_fabsf", "__nv_fabs"), "atan": ("__nv_atanf", "__nv_atan"),
    "atan2": ("__nv_atan2f", "__nv_atan2"), "ceil": ("__nv_ceilf", "__nv_ceil"),
    "cos": ("__nv_cosf", "__nv_cos"), "exp": ("__nv_expf", "__nv_exp"), "exp2": ("__nv_exp2f", "__nv_exp2"),
    "expm1": ("__nv_expm1f", "__nv_expm1"), "floor": ("__nv_floorf", "__nv_floor"),
    "log": ("__nv_logf", "__nv_log"), "log1p": ("__nv_log1pf", "__nv_log1p"),
    "log10": ("__nv_log10f", "__nv_log10"), "log2": ("__nv_log2f", "__nv_log2"),
    "powf": ("__nv_powf", "__nv_pow"), "rsqrt": ("__nv_rsqrtf", "__nv_rsqrt"), "sin": ("__nv_sinf", "__nv_sin"),
    "sqrt": ("__nv_sqrtf", "__nv_sqrt"), "tanh": ("__nv_tanhf", "__nv_tanh"),
}
"""math op -> its libdevice functions for f32 and f64, as MLIR 14 registers them (the other math ops stay)."""

INDEX_OPS = {
    "gpu.thread_id": "nvvm.read.ptx.sreg.tid", "gpu.block_dim": "nvvm.read.ptx.sreg.ntid",
    "gpu.block_id": "nvvm.read.ptx.sreg.ctaid", "gpu.grid_dim": "nvvm.read.ptx.sreg.nctaid",
}


def _i32(rw: ConversionPatternRewriter, value: int):
    return rw.create(llvm.ConstantOp.build(A.IntegerAttr(value, T.i32), T.i32)).result


_SHFL_KINDS = {"xor": "bfly", "up": "up", "down": "down", "idx": "idx"}


class GPUShuffleOpLowering(ConversionPattern):
    """`gpu.shuffle` -> `nvvm.shfl.sync` over the lanes below `width`, returning value and validity:

        %one = 1, %minus_one = -1, %thirty_two = 32
        %inactive = %thirty_two - %width            (the leading inactive lanes)
        %active_mask = %minus_one >> %inactive      (lshr)
        %clamp = %width - %one                      (`up`: %inactive)
    """

    root = "gpu.shuffle"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects.nvvm import SHFL_KIND_ATTR, ShflOp

        value, offset, width = adaptor.operands
        value_type = value.type
        result_type = T.LLVMStructType((value_type, T.i1))
        one, minus_one, thirty_two = _i32(rw, 1), _i32(rw, -1), _i32(rw, 32)
        inactive = rw.create(llvm.SubOp.build(thirty_two, width)).result
        active_mask = rw.create(llvm.LShrOp.build(minus_one, inactive)).result
        mode = op.mode  # type: ignore[attr-defined]
        clamp = inactive if mode == "up" else rw.create(llvm.SubOp.build(width, one)).result
        shfl = rw.create(ShflOp(ShflOp.name, [active_mask, value, offset, clamp], [result_type], {
            "kind": SHFL_KIND_ATTR.attr(_SHFL_KINDS[mode]), "return_value_and_is_valid": A.UnitAttr()})).result
        shuffled = rw.create(_extract_at_index(shfl, 0, value_type)).result
        valid = rw.create(_extract_at_index(shfl, 1, T.i1)).result
        rw.replace_op(op, [shuffled, valid])


def _extract_at_index(container, position: int, type_: T.Type) -> Operation:
    """`llvm.extractvalue %s[0 : index]`: upstream builds these positions with getIndexArrayAttr."""
    return llvm.ExtractValueOp(llvm.ExtractValueOp.name, [container], [type_],
                               {"position": A.ArrayAttr((A.IntegerAttr(position, T.index),))})


def gpu_to_nvvm_patterns(converter: GpuTypeConverter, symbols: DeviceSymbols) -> list[ConversionPattern]:
    from gpuopt.conversion.wmma_to_nvvm import wmma_to_nvvm_patterns
    from gpuopt.dialects.nvvm import KERNEL_ATTR

    patterns: list[ConversionPattern] = [
        GPUBarrierOpLowering(converter, "nvvm.barrier0"), GPUShuffleOpLowering(converter),
        GPUReturnOpLowering(converter),
        GPUFuncOpLowering(converter, symbols, alloca_address_space=0, kernel_attribute=KERNEL_ATTR),
    ]
    patterns += [IndexIntrinsicOpLowering(converter, root, (f"{base}.x", f"{base}.y", f"{base}.z"))
                 for root, base in INDEX_OPS.items()]
    patterns += math_call_patterns(converter, symbols, LIBDEVICE_FUNCTIONS)
    return patterns + wmma_to_nvvm_patterns(converter)


def nvvm_target() -> ConversionTarget:
    """configureGpuToNVVMConversionLegality: LLVM and NVVM legal, the GPU dialect and `builtin.func` illegal
    but for the module ops."""
    target = ConversionTarget()
    target.legal_dialects.update({"llvm", "nvvm"})
    target.illegal_dialects.add("gpu")
    target.illegal_ops.add("builtin.func")
    target.legal_ops.update({"gpu.module", "gpu.module_end", "gpu.yield", "builtin.unrealized_conversion_cast"})
    return target
