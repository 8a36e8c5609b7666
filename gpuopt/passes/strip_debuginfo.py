"""--strip-debuginfo: every location under the op it runs on (the op's own, its nested ops' and their block
arguments') becomes `loc(unknown)`, as MLIR 14's StripDebugInfo.  Anchored on any op, so it also runs as
`--pass-pipeline='gpu.module(strip-debuginfo)'` on each kernel module.

A stripped op keeps its FILE:LINE:COL for gpuopt's own diagnostics; only its printed location is unknown."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class StripDebugInfo(Pass):
    name = "strip-debuginfo"
    summary = "Strip debug info from all operations"

    def run(self, op: Operation) -> None:
        from gpuopt.diagnostics import Location
        from gpuopt.locations import UNKNOWN, DebugLoc

        def unknown(loc: Location | None) -> Location:
            if loc is None:
                return DebugLoc("", 0, 0, UNKNOWN)
            return DebugLoc(loc.file, loc.line, loc.col, UNKNOWN)

        for child in op.walk():
            child.loc = unknown(child.loc)
            for region in child.regions:
                for block in region.blocks:
                    for arg in block.args:
                        arg.loc = unknown(arg.loc)
