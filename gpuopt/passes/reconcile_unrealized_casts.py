"""--reconcile-unrealized-casts: drop the casts that partial conversions left and that cancel out (upstream's
ReconcileUnrealizedCasts, at LLVM 14); a cast still needed is an error."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class ReconcileUnrealizedCasts(Pass):
    name = "reconcile-unrealized-casts"
    summary = "Simplify and eliminate unrealized conversion casts"
    anchor = "builtin.module"

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.reconcile import reconcile_unrealized_casts

        reconcile_unrealized_casts(op)
