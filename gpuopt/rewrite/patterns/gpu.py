"""The GPU dialect's canonicalization patterns as MLIR 14 has them (GPUDialect.cpp): `memref.dim` of a
`gpu.alloc`'s dynamic size, and launch ids over a range of one replaced by zero."""

from __future__ import annotations

from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, replace_all_uses
from gpuopt.rewrite.patterns.memref import constant_index


class SimplifyDimOfAllocOp(RewritePattern):
    """memref.dim(gpu.alloc(... %n ...), constant i) -> %n for a dynamic dimension i."""

    root = "memref.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        index = constant_index(op.operands[1])
        t = op.operands[0].type
        if index is None or not isinstance(t, T.MemRefType) or not 0 <= index < t.rank \
                or t.shape[index] != T.DYNAMIC:
            return False
        alloc = getattr(op.operands[0], "op", None)
        if alloc is None or alloc.op_name != "gpu.alloc":
            return False
        rewriter.replace_op(op, [alloc.dynamic_sizes[t.shape[:index].count(T.DYNAMIC)]])
        return True


def _is_one(v: Value) -> bool:
    """m_One: a constant integer one (of any integer or index type)."""
    from gpuopt.rewrite.folder import operand_constant

    c = operand_constant(v)
    return isinstance(c, A.IntegerAttr) and c.value == 1


class FoldLaunchArguments(RewritePattern):
    """Inside a gpu.launch, a block or thread id along a dimension of size one is zero."""

    root = "gpu.launch"
    named = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import ConstantOp

        zero: Value | None = None
        pairs = list(zip(op.block_ids, op.grid_size_operands)) + list(  # type: ignore[attr-defined]
            zip(op.thread_ids, op.block_size_operands))  # type: ignore[attr-defined]
        for ident, size in pairs:
            if not _is_one(size) or not ident.uses:
                continue
            if zero is None:
                rewriter.set_insertion_point_to_start(op.regions[0].blocks[0])
                const = ConstantOp.build(A.IntegerAttr(0, T.index))
                const.loc = op.loc
                zero = rewriter.insert(const).results[0]
            replace_all_uses(ident, zero)
        return zero is not None
