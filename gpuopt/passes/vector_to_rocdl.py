"""--convert-vector-to-rocdl: 1-D vector transfers that may run out of bounds to ROCDL buffer loads and stores
(upstream's LowerVectorToROCDLPass, at LLVM 14), with the memref and func/std lowerings around them; other
vector ops and arith stay, as in 14 (convert-gpu-to-rocdl adds convert-vector-to-llvm's patterns as well)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class LowerVectorToROCDLPass(Pass):
    name = "convert-vector-to-rocdl"
    summary = "Lower the operations from the vector dialect into the ROCDL dialect"
    anchor = "builtin.module"

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.memref_lowering import memref_to_llvm_patterns
        from gpuopt.conversion.std_to_llvm import std_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter
        from gpuopt.conversion.vector_to_rocdl import vector_to_rocdl_patterns

        converter = LLVMTypeConverter(64)
        target = llvm_conversion_target()
        target.legal_dialects.add("rocdl")
        patterns = vector_to_rocdl_patterns(converter) + memref_to_llvm_patterns(converter) + \
            std_patterns(converter)
        apply_partial_conversion(op, target, patterns, converter, materialize_operands=True)
