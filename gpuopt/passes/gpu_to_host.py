"""convert-gpu-to-host: a gpu.module's kernels as LLVM-dialect host functions for gpuopt's host runtime (the CPU
twin of convert-gpu-to-nvvm; see gpuopt/conversion/gpu_to_host.py for the ABI it follows)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class ConvertGpuToHostPass(Pass):
    name = "convert-gpu-to-host"
    summary = "Generate host kernel functions (gpuopt's host runtime ABI) for gpu operations"
    anchor = "gpu.module"
    options = (
        PassOption("check-bounds", "Check the indices of every memory access in a kernel against its memref's "
                                   "sizes (an out-of-bounds access is a runtime error naming it)", False),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.framework import ConversionTarget, apply_partial_conversion
        from gpuopt.conversion.gpu_ops_lowering import DeviceSymbols
        from gpuopt.conversion.gpu_to_host import (
            add_entries_and_descriptor,
            host_patterns,
            outline_reduction_bodies,
        )
        from gpuopt.conversion.gpu_to_host_bounds import ACCESSES, check_function, checked_patterns
        from gpuopt.conversion.gpu_to_host_calls import CallOpToHost, FuncOpToHost, HostFunctions
        from gpuopt.conversion.gpu_to_host_globals import WorkgroupGlobals
        from gpuopt.conversion.memref_lowering import memref_to_llvm_patterns
        from gpuopt.conversion.mma_to_host import MmaHostTypeConverter, mma_host_patterns
        from gpuopt.conversion.std_to_llvm import std_to_llvm_patterns
        from gpuopt.conversion.vector_to_llvm import kernel_vector_patterns

        check_bounds = bool(self.option("check-bounds"))
        outline_reduction_bodies(op)
        accesses = ACCESSES if check_bounds else ()
        workgroup_globals = WorkgroupGlobals(op)
        layouts = HostFunctions(op, {"gpu.printf", *accesses}, accesses, workgroup_globals.names).layouts
        workgroup_globals.place(layouts)
        sites: list[str] = []
        converter = MmaHostTypeConverter()
        target = ConversionTarget()
        target.legal_dialects.add("llvm")
        target.legal_ops.update({"gpu.module", "gpu.module_end", "builtin.unrealized_conversion_cast"})
        target.illegal_dialects.update({"gpu", "std", "arith", "memref", "math", "vector"})
        symbols = DeviceSymbols(op)
        patterns = host_patterns(converter, layouts, sites) + [FuncOpToHost(converter, layouts),
                                                               CallOpToHost(converter, layouts)] + \
            std_to_llvm_patterns(converter) + \
            memref_to_llvm_patterns(converter) + _math_patterns(converter, symbols) + mma_host_patterns(converter) + \
            kernel_vector_patterns(op, converter)
        checks_used = [False]
        if check_bounds:
            patterns = checked_patterns(patterns, sites, checks_used)
        apply_partial_conversion(op, target, patterns, converter)
        symbols.place_declarations()
        body = op.regions[0].blocks[0]
        end = [o for o in body.ops if o.op_name == "gpu.module_end"]
        body.rebuild([o for o in body.ops if o.op_name != "gpu.module_end"] + [check_function()] * checks_used[0] + end)
        workgroup_globals.lower(op)
        add_entries_and_descriptor(op, layouts, sites)


LIBM = {name: (f"{name}f", name) for name in ("atan", "ceil", "cos", "erf", "exp", "exp2", "expm1", "floor", "log",
                                             "log10", "log1p", "log2", "sin", "sqrt", "tanh", "atan2", "copysign",
                                             "fma")}
LIBM.update({"abs": ("fabsf", "fabs"), "powf": ("powf", "pow")})
"""math ops -> the C library's functions (f32, f64), which every host process has loaded."""


def _math_patterns(converter, symbols) -> list:
    """The C library's functions first; then MLIR 14's math-to-llvm patterns for what they do not cover
    (math.rsqrt, the bit counts, vector operands): LLVM intrinsics, which LLVM lowers to instructions or to
    the same C functions."""
    from gpuopt.conversion.gpu_ops_lowering import math_call_patterns
    from gpuopt.conversion.math_to_llvm import math_to_llvm_patterns

    return math_call_patterns(converter, symbols, LIBM) + math_to_llvm_patterns(converter)
