"""--convert-memref-to-llvm: memref ops to the LLVM dialect
(upstream's MemRefToLLVMPass, at LLVM 14), a partial conversion built from the
patterns `--gpu-to-llvm` uses: ops without a pattern stay, and values crossing between converted and
unconverted ops go through `unrealized_conversion_cast`s (see `reconcile-unrealized-casts`)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass

INDEX_BITWIDTH = PassOption("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", 0)


@register_pass
class MemRefToLLVMPass(Pass):
    name = "convert-memref-to-llvm"
    summary = "Convert operations from the MemRef dialect to the LLVM dialect"
    anchor = "builtin.module"
    options = (
        INDEX_BITWIDTH,
        PassOption("use-aligned-alloc", "Use aligned_alloc in place of malloc for heap allocations", False),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.memref_lowering import memref_to_llvm_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter

        converter = LLVMTypeConverter(self.option("index-bitwidth") or 64)
        target = llvm_conversion_target()
        target.legal_ops.add("builtin.func")
        patterns = memref_to_llvm_patterns(converter, self.option("use-aligned-alloc"))
        apply_partial_conversion(op, target, patterns, converter, materialize_operands=True,
                                 convert_block_arguments=False)
