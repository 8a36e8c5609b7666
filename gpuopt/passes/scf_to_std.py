"""--convert-scf-to-std: structured control flow (scf.for, scf.if, scf.while, scf.parallel,
scf.execute_region) lowered to blocks and std branches, as MLIR 14's SCFToStandard pass does it.  The
patterns are in gpuopt/conversion/scf_to_std.py."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class SCFToStandard(Pass):
    name = "convert-scf-to-std"
    summary = "Convert SCF dialect to Standard dialect, replacing structured control flow with a CFG"

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.scf_to_std import lower_scf_to_std

        lower_scf_to_std(op)
