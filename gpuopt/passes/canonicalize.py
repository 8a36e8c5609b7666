"""--canonicalize: MLIR 14's Canonicalizer pass.  The greedy driver (gpuopt/rewrite/greedy.py) applies every
registered op's canonicalization patterns and folders to the regions of the op the pass runs on."""

from __future__ import annotations

from typing import Any

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, parse_integer, register_pass


class _LongOption(PassOption):
    """A `cl::opt<int64_t>`: LLVM calls its values `long`."""

    @property
    def kind(self) -> str:
        return "long"

    def value_of(self, text: str | None) -> Any:
        if text is None:
            raise self.error("requires a value!")
        number = parse_integer(text)
        if number is None:
            raise self.error(f"'{text}' value invalid for long argument!")
        return number


def _names(text: str) -> tuple[str, ...]:
    return tuple(n.strip() for n in text.split(",") if n.strip())


@register_pass
class Canonicalizer(Pass):
    name = "canonicalize"
    summary = "Canonicalize operations"
    options = (
        PassOption("top-down", "Seed the worklist in general top-down order", True),
        PassOption("region-simplify", "Seed the worklist in general top-down order", True),
        _LongOption("max-iterations", "Seed the worklist in general top-down order", 10),
        PassOption("disable-patterns", "Labels of patterns that should be filtered out during application",
                   "", parse=_names),
        PassOption("enable-patterns", "Labels of patterns that should be used during application, all other "
                   "patterns are filtered out", "", parse=_names),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.rewrite.canonical import canonicalization_patterns
        from gpuopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_and_fold_greedily

        patterns = canonicalization_patterns()
        disabled, enabled = (set(_names(v) if isinstance(v, str) else v)
                             for v in (self.option("disable-patterns"), self.option("enable-patterns")))
        patterns = [p for p in patterns
                    if p.debug_name not in disabled and (not enabled or p.debug_name in enabled)]
        config = GreedyRewriteConfig(top_down=self.option("top-down"),
                                     region_simplification=self.option("region-simplify"),
                                     max_iterations=self.option("max-iterations"))
        apply_patterns_and_fold_greedily(list(op.regions), patterns, config)
