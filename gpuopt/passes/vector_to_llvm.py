"""--convert-vector-to-llvm: vector ops to the LLVM dialect, as MLIR 14's LowerVectorToLLVMPass runs it.

First a greedy rewrite (with folding and dead-code removal) lowers n-D vector ops, masks, shape casts,
transposes, outer products and in-bounds 1-D transfers to 1-D vector ops (gpuopt/conversion/
vector_transforms.py); then a partial conversion turns vector ops into LLVM ops
(gpuopt/conversion/vector_to_llvm.py).  arith, memref and std ops stay, and values crossing between them and
LLVM ops go through `unrealized_conversion_cast`s, as in 14.
"""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass

_TARGET_DIALECTS = {"enable-arm-neon": "arm_neon", "enable-arm-sve": "arm_sve", "enable-amx": "amx",
                    "enable-x86vector": "x86vector"}


@register_pass
class LowerVectorToLLVMPass(Pass):
    name = "convert-vector-to-llvm"
    summary = "Lower the operations from the vector dialect into the LLVM dialect"
    anchor = "builtin.module"
    options = (
        PassOption("reassociate-fp-reductions",
                   "Allows llvm to reassociate floating-point reductions for speed", False),
        PassOption("enable-index-optimizations",
                   "Allows compiler to assume indices fit in 32-bit if that yields faster code", True),
        PassOption("enable-arm-neon",
                   "Enables the use of ArmNeon dialect while lowering the vector dialect.", False),
        PassOption("enable-arm-sve", "Enables the use of ArmSVE dialect while lowering the vector dialect.", False),
        PassOption("enable-amx", "Enables the use of AMX dialect while lowering the vector dialect.", False),
        PassOption("enable-x86vector",
                   "Enables the use of X86Vector dialect while lowering the vector dialect.", False),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import apply_partial_conversion, llvm_conversion_target
        from gpuopt.conversion.type_converter import LLVMTypeConverter
        from gpuopt.conversion.vector_to_llvm import vector_to_llvm_patterns
        from gpuopt.conversion.vector_transforms import lowering_patterns
        from gpuopt.diagnostics import DiagnosticError
        from gpuopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_and_fold_greedily

        wanted = {dialect: option for option, dialect in _TARGET_DIALECTS.items() if self.option(option)}
        if wanted:  # (the options only add lowerings of those dialects' ops, which gpuopt does not have)
            for nested in op.walk():
                dialect = nested.op_name.split(".")[0]
                if dialect in wanted:
                    raise DiagnosticError.at(nested.loc, f"convert-vector-to-llvm: {wanted[dialect]} lowers "
                                                         f"'{nested.op_name}', but gpuopt has no {dialect} dialect")
        # 14's greedy phase folds each constant when it pops it (the constants end up in program order)
        config = GreedyRewriteConfig(top_down=False, seed_constants=False)
        apply_patterns_and_fold_greedily(list(op.regions), lowering_patterns(), config)
        converter = LLVMTypeConverter()
        target = llvm_conversion_target()
        target.legal_dialects.update({"arith", "memref", "std", "builtin"})
        patterns = vector_to_llvm_patterns(converter, self.option("reassociate-fp-reductions"),
                                           self.option("enable-index-optimizations"))
        apply_partial_conversion(op, target, patterns, converter, materialize_operands=True,
                                 convert_block_arguments=False, legalize_created=True)
