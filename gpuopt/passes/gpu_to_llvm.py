"""--gpu-to-llvm: lower the GPU dialect's host side, with func/std/arith/memref, to the LLVM dialect and
calls of the `mgpu*` runtime wrappers (upstream's GpuToLLVMConversionPass, at LLVM 14)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class GpuToLLVMConversionPass(Pass):
    name = "gpu-to-llvm"
    summary = "Convert GPU dialect to LLVM dialect with GPU runtime calls"
    anchor = "builtin.module"
    options = (
        PassOption("gpu-binary-annotation", "Annotation attribute string for GPU binary", "gpu.binary"),
    )

    def run(self, op: Operation) -> None:
        # Imported here: every gpuopt run registers the pass (for the CLI flags), few run it.
        from gpuopt.conversion import vector_to_llvm
        from gpuopt.conversion.async_structural import async_structural_patterns
        from gpuopt.conversion.framework import ConversionTarget, apply_partial_conversion
        from gpuopt.conversion.gpu_to_runtime_calls import gpu_to_llvm_patterns
        from gpuopt.conversion.memref_lowering import memref_to_llvm_patterns
        from gpuopt.conversion.std_to_llvm import std_to_llvm_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter

        converter = LLVMTypeConverter()
        target = ConversionTarget()
        target.legal_dialects.add("llvm")
        target.legal_ops.update({"builtin.module", "builtin.unrealized_conversion_cast"})
        target.illegal_dialects.add("gpu")
        patterns = (std_to_llvm_patterns(converter) + vector_to_llvm.conversion_patterns(converter)
                    + vector_to_llvm.transfer_patterns(converter, 1) + memref_to_llvm_patterns(converter)
                    + gpu_to_llvm_patterns(converter, self.option("gpu-binary-annotation"))
                    + async_structural_patterns(converter))
        apply_partial_conversion(op, target, patterns, converter, materialize_operands=True)
