"""--convert-math-to-llvm: math ops to LLVM intrinsics (upstream's ConvertMathToLLVM at LLVM 14, a pass on
each function), a partial conversion: math ops without a pattern stay, and values crossing between
converted and unconverted ops go through `unrealized_conversion_cast`s."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class ConvertMathToLLVMPass(Pass):
    name = "convert-math-to-llvm"
    pass_name = "ConvertMathToLLVM"
    summary = "Convert Math dialect to LLVM dialect"
    anchor = "builtin.func"
    options = ()

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.math_to_llvm import math_to_llvm_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter

        converter = LLVMTypeConverter(64)
        apply_partial_conversion(op, llvm_conversion_target(), math_to_llvm_patterns(converter), converter,
                                 materialize_operands=True, convert_block_arguments=False)
