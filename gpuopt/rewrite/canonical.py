"""The canonicalization patterns of every loaded op, gathered as MLIR 14's canonicalizer gathers them: by
registered op name, in name order, each op's `canonicalization_patterns()` in the order it lists them."""

from __future__ import annotations

from gpuopt.rewrite.pattern import RewritePattern


def canonicalization_patterns() -> list[RewritePattern]:
    from gpuopt.dialects.ods import REGISTRY

    out: list[RewritePattern] = []
    for name in sorted(REGISTRY):
        get = getattr(REGISTRY[name], "canonicalization_patterns", None)
        if get is not None and "canonicalization_patterns" in vars(REGISTRY[name]):
            out.extend(get())
    return out
