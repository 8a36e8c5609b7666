"""--convert-arith-to-llvm: arith ops to the LLVM dialect
(upstream's ConvertArithmeticToLLVMPass, at LLVM 14), a partial conversion built from the
patterns `--gpu-to-llvm` uses: ops without a pattern stay, and values crossing between converted and
unconverted ops go through `unrealized_conversion_cast`s (see `reconcile-unrealized-casts`)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass

INDEX_BITWIDTH = PassOption("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", 0)


@register_pass
class ConvertArithmeticToLLVMPass(Pass):
    name = "convert-arith-to-llvm"
    summary = "Convert Arithmetic dialect to LLVM dialect"
    anchor = "builtin.module"
    options = (INDEX_BITWIDTH,)

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.std_to_llvm import arith_to_llvm_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter

        converter = LLVMTypeConverter(self.option("index-bitwidth") or 64)
        apply_partial_conversion(op, llvm_conversion_target(), arith_to_llvm_patterns(converter), converter,
                                 materialize_operands=True, convert_block_arguments=False)
