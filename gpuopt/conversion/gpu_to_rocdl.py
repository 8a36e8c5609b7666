"""GPU kernel ops -> ROCDL (upstream's LowerGpuOpsToROCDLOps.cpp at LLVM 14): work-item and work-group ids
and sizes, `rocdl.barrier`, `__ocml_*` device-library calls, `gpu.printf` through the HIP hostcall when the
runtime is HIP, with the func/arith/memref/std lowerings inside the kernels.  Private attributions are
allocas in address space 5 (AMDGPU's private memory), which the memref descriptors keep."""

from __future__ import annotations

from gpuopt.conversion.framework import ConversionPattern, ConversionTarget
from gpuopt.conversion.gpu_ops_lowering import (
    PRIVATE_ADDRESS_SPACE,
    DeviceSymbols,
    GPUBarrierOpLowering,
    GPUFuncOpLowering,
    GPUPrintfOpToHIPLowering,
    GPUReturnOpLowering,
    GpuTypeConverter,
    IndexIntrinsicOpLowering,
    math_call_patterns,
)

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


def gpu_to_rocdl_patterns(runtime: str):
    """populateGpuToROCDLConversionPatterns for `runtime` (the printf lowering only for HIP)."""

    def patterns(converter: GpuTypeConverter, symbols: DeviceSymbols) -> list[ConversionPattern]:
        from gpuopt.dialects.rocdl import KERNEL_ATTR

        out: list[ConversionPattern] = [
            GPUBarrierOpLowering(converter, "rocdl.barrier"), GPUReturnOpLowering(converter),
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
