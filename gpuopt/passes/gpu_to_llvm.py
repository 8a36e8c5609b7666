"""--gpu-to-llvm (not implemented yet: see the README's status table)."""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError
from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class GpuToLLVMConversionPass(Pass):
    name = "gpu-to-llvm"
    summary = "Convert GPU dialect to LLVM dialect with GPU runtime calls"
    options = (
        PassOption("gpu-binary-annotation", "Annotation attribute string for GPU binary", "gpu.binary"),
    )

    def run(self, module: Operation) -> None:
        raise DiagnosticError.at(module.loc, "the gpu-to-llvm pass is not implemented yet")
