"""--convert-gpu-to-rocdl: a `gpu.module`'s kernels to the LLVM and ROCDL dialects (upstream's
LowerGpuOpsToROCDLOpsPass, at LLVM 14)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import PROGRAM, Pass, PassOption, PassOptionError, register_pass


def _runtime(text: str) -> str:
    """`cl::opt<gpu::amd::Runtime>`: one of its value names."""
    if text not in ("unknown", "HIP", "OpenCL"):
        raise PassOptionError(f"{PROGRAM}: for the --runtime option: Cannot find option named '{text}'!")
    return text


@register_pass
class LowerGpuOpsToROCDLOpsPass(Pass):
    name = "convert-gpu-to-rocdl"
    summary = "Generate ROCDL operations for gpu operations"
    anchor = "gpu.module"
    options = (
        PassOption("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", 0),
        PassOption("runtime", "Runtime code will be run on (default is Unknown, can also use HIP or OpenCl)",
                   "unknown", _runtime),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.gpu_module_lowering import lower_gpu_module
        from gpuopt.conversion.gpu_ops_lowering import GpuTypeConverter
        from gpuopt.conversion.gpu_to_rocdl import gpu_to_rocdl_patterns, rocdl_target

        converter = GpuTypeConverter(self.option("index-bitwidth") or 64)
        lower_gpu_module(op, converter, rocdl_target(), gpu_to_rocdl_patterns(self.option("runtime")))
