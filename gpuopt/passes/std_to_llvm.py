"""--convert-std-to-llvm: functions, calls, branches, std and arith ops to the LLVM dialect
(upstream's LLVMLoweringPass, at LLVM 14), a partial conversion built from the
patterns `--gpu-to-llvm` uses: ops without a pattern stay, and values crossing between converted and
unconverted ops go through `unrealized_conversion_cast`s (see `reconcile-unrealized-casts`).
`use-bare-ptr-memref-call-conv` passes statically shaped memrefs across calls as bare element pointers
(LLVMTypeConverter.use_bare_ptr_call_conv)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass

INDEX_BITWIDTH = PassOption("index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", 0)


@register_pass
class LLVMLoweringPass(Pass):
    name = "convert-std-to-llvm"
    summary = "Convert scalar and vector operations from the Standard to the LLVM dialect"
    anchor = "builtin.module"
    options = (
        PassOption("use-bare-ptr-memref-call-conv", "Replace FuncOp's MemRef arguments with bare pointers to the "
                   "MemRef element types", False),
        PassOption("emit-c-wrappers", "Emit wrappers for C-compatible pointer-to-struct memref descriptors", False),
        INDEX_BITWIDTH,
        PassOption("data-layout", "String description (LLVM format) of the data layout that is expected on the "
                   "produced module", ""),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.std_to_llvm import std_to_llvm_patterns
        from gpuopt.conversion.type_converter import LLVMTypeConverter
        from gpuopt.ir import attributes as A

        converter = LLVMTypeConverter(self.option("index-bitwidth") or 64,
                                      use_bare_ptr_call_conv=self.option("use-bare-ptr-memref-call-conv"))
        converter.emit_c_wrappers = self.option("emit-c-wrappers")
        apply_partial_conversion(op, llvm_conversion_target(), std_to_llvm_patterns(converter), converter,
                                 materialize_operands=True)
        op.attributes["llvm.data_layout"] = A.StringAttr(self.option("data-layout"))
