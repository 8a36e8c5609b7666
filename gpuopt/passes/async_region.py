"""--gpu-async-region: the GPU ops of a function become asynchronous, chained by `!gpu.async.token`s, as MLIR
14's GpuAsyncRegionPass (its ThreadTokenCallback) does it.

Blocks are visited as MLIR's walk visits them (the blocks nested in an op before the block holding it), and
the current token lives across the whole walk:
- a `gpu.wait` gets the current token as its first dependency and makes its own token (none, for a
  synchronous wait) current;
- another async op (`gpu.alloc`, `gpu.memcpy`, `gpu.launch_func`, ...) depends first on the current token,
  made by a new `gpu.wait async` when there is none, and is rebuilt to return a token when it returned none;
  that token becomes current;
- before a terminator or an op with memory effects, while there is a current token, a synchronous
  `gpu.wait` on it ends the chain.  Ops that hold regions with `RecursiveSideEffects` (scf.for, scf.if)
  count as effect-free here, as in 14; their blocks were visited first.
A `gpu.launch` is an error: outline it first.

Then, as 14's DeferWaitCallback and SingleTokenUseCallback, around `async.execute`:
- an execute whose token only `async.execute`s and `async.await`s use, and whose body ends (after its last op
  with effects) in a synchronous `gpu.wait`, returns that wait's dependencies as `!async.value<!gpu.async.
  token>` results instead; each user of its token then depends on them (an await is followed by awaits of
  the new results, an execute takes them as operands) through the first async GPU op after it, or a new
  synchronous `gpu.wait` (which may be deferred in turn, when it ends an execute);
- a `!gpu.async.token` result used more than once is yielded once per use.
Which user gets which copy follows MLIR's use lists (newest use first, reversed by a replace-all-uses),
which `_UseOrder` reproduces for the values these steps read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass

if TYPE_CHECKING:
    from gpuopt.diagnostics import Location
    from gpuopt.ir.core import Block, Value


@register_pass
class GpuAsyncRegionPass(Pass):
    name = "gpu-async-region"
    summary = "Make GPU ops async"
    anchor = "builtin.func"

    def run(self, op: Operation) -> None:
        _ThreadTokens().walk(op)
        if any(o.op_name == "async.execute" for o in op.walk()):
            from gpuopt.passes.async_region_execute import defer_waits, single_token_uses

            single_token_uses(op, defer_waits(op))


class _ThreadTokens:
    """The walk and its current token (None: host and GPU are in sync)."""

    def __init__(self) -> None:
        self.current: Value | None = None

    def walk(self, op: Operation) -> None:
        for region in op.regions:
            for block in list(region.blocks):
                for child in list(block.ops):
                    self.walk(child)
                self.visit_block(block)

    def visit_block(self, block: Block) -> None:
        for op in list(block.ops):
            self.visit(op)

    def visit(self, op: Operation) -> None:
        from gpuopt.dialects import gpu, ods
        from gpuopt.rewrite.effects import has_no_effect

        if isinstance(op, gpu.LaunchOp):
            raise op.error("replace with gpu.launch_func first")
        if isinstance(op, gpu.WaitOp):
            if self.current is not None:
                add_async_dependency(op, self.current)
            self.current = op.results[0] if op.results else None
            return
        if ods.has_trait(op, ods.AsyncOp):
            self.rewrite_async_op(op)
            return
        if self.current is None:
            return
        terminator = type(op) is Operation or ods.has_trait(op, ods.Terminator)
        if terminator or not has_no_effect(op):
            self.current = self.wait_before(op, op.loc, [self.current], async_=False)

    def rewrite_async_op(self, op: Operation) -> None:
        from gpuopt.ir import types as T

        if self.current is None:
            self.current = self.wait_before(op, op.loc, [], async_=True)
        assert self.current is not None
        add_async_dependency(op, self.current)
        token = getattr(op, "async_token", None)
        if token is not None:
            self.current = token
            return
        block = op.parent
        assert block is not None
        new = type(op)(op.op_name, list(op.operands), [r.type for r in op.results] + [T.async_token],
                       op.attributes, None, op.successors, op.loc)
        for region in list(op.regions):
            new.add_region(region)
        op.regions = []
        block.insert(block.ops.index(op), new)
        for old, result in zip(op.results, new.results):
            old.replace_all_uses_with(result)
        op.erase()
        self.current = new.results[-1]

    @staticmethod
    def wait_before(op: Operation, loc: Location | None, dependencies: list[Value], async_: bool) -> Value | None:
        from gpuopt.dialects.gpu import WaitOp

        wait = WaitOp.build(dependencies, async_=async_)
        wait.loc = loc
        block = op.parent
        assert block is not None
        block.insert(block.ops.index(op), wait)
        return wait.results[0] if async_ else None


def add_async_dependency(op: Operation, token: Value) -> None:
    """Makes `token` the op's first async dependency (14's `addAsyncDependency`), counting it in the op's
    `operand_segment_sizes` when it has one."""
    from gpuopt.ir import attributes as A
    from gpuopt.ir.types import VectorType

    op.set_operands([token, *op.operands])
    sizes = op.attributes.get("operand_segment_sizes")
    if not isinstance(sizes, A.DenseElementsAttr) or not isinstance(sizes.type, VectorType):
        return
    count = sizes.type.shape[0]
    values = [int(v) for v in sizes.values] * (count if len(sizes.values) == 1 else 1)
    values[0] += 1
    op.attributes["operand_segment_sizes"] = A.segment_sizes(values)

