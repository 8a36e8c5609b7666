"""async's canonicalization as MLIR 14 has it (CreateGroupOp::canonicalize): a group that is only awaited,
with nothing added to it, goes with its awaits."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, users


class CreateGroupOnlyAwaited(RewritePattern):
    root = "async.create_group"
    benefit = 1

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        awaits = users(op.results[0])
        if any(user.op_name != "async.await_all" for user in awaits):
            return False
        for user in awaits:
            rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True
