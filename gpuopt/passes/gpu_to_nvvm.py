"""--convert-gpu-to-nvvm: a `gpu.module`'s kernels to the LLVM and NVVM dialects (upstream's
LowerGpuOpsToNVVMOpsPass, at LLVM 14)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class LowerGpuOpsToNVVMOpsPass(Pass):
    name = "convert-gpu-to-nvvm"
    summary = "Generate NVVM operations for gpu operations"
    anchor = "gpu.module"
    options = (
        PassOption("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", 0),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.gpu_module_lowering import lower_gpu_module
        from gpuopt.conversion.gpu_to_nvvm import gpu_to_nvvm_patterns, nvvm_target
        from gpuopt.conversion.wmma_to_nvvm import NVVMTypeConverter

        converter = NVVMTypeConverter(self.option("index-bitwidth") or 64, drop_private_space=True)
        lower_gpu_module(op, converter, nvvm_target(), gpu_to_nvvm_patterns)
