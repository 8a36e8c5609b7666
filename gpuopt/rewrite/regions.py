"""Region utilities after MLIR 14's RegionUtils.cpp: which regions have SSA dominance, and (simplify_regions)
the CFG clean-up the canonicalizer runs after its patterns."""

from __future__ import annotations

from gpuopt.ir.core import Region

GRAPH_REGION_OPS = frozenset({"builtin.module"})
"""Ops whose regions are graph regions (RegionKindInterface says Graph): no SSA dominance inside."""


def has_ssa_dominance(region: Region) -> bool:
    parent = region.parent
    return parent is None or parent.op_name not in GRAPH_REGION_OPS
