"""--async-to-async-runtime: `async.execute` bodies outlined into coroutine functions, and the high-level
async ops lowered to `async.runtime.*` and `async.coro.*` ops, as MLIR 14's AsyncToAsyncRuntime pass does
(gpuopt/conversion/async_to_runtime.py)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class AsyncToAsyncRuntimePass(Pass):
    name = "async-to-async-runtime"
    summary = ("Lower high level async operations (e.g. async.execute) to theexplicit async.runtime and "
               "async.coro operations")  # (sic: 14's text)
    anchor = "builtin.module"
    options = (
        PassOption("eliminate-blocking-await-ops", "Rewrite functions with blocking async.runtime.await as "
                   "coroutines with async.runtime.await_and_resume.", False),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.async_to_runtime import lower_async_to_runtime
        from gpuopt.diagnostics import DiagnosticError

        if self.option("eliminate-blocking-await-ops"):
            raise DiagnosticError.at(op.loc, "async-to-async-runtime: eliminate-blocking-await-ops is not "
                                             "supported yet")
        lower_async_to_runtime(op)
