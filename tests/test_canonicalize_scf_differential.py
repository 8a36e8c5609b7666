"""`-canonicalize` against mlir-opt 14 on random scf and math programs (tests/scf_canon_programs.py): the scf
patterns and folds, math's folds, and what they leave for the arith, std and region clean-ups, all as 14
prints them (constant order and value numbering included).  Skipped without mlir-opt 14."""

from __future__ import annotations

import pytest
from rewrite_differential import compare, skip_without_oracle
from scf_canon_programs import program

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(20000, 20400, 100))
def test_canonicalize_scf_matches_mlir_opt_14(first: int) -> None:
    compare(["-allow-unregistered-dialect", "-canonicalize"],
            [program(seed, 3 + seed % 5) for seed in range(first, first + 100)])


def test_canonicalize_scf_with_disabled_patterns_matches_mlir_opt_14() -> None:
    """The two execute_region inliners are the scf patterns 14 names outside an anonymous namespace."""
    flags = ["-allow-unregistered-dialect",
             "-canonicalize=disable-patterns=SingleBlockExecuteInliner,MultiBlockExecuteInliner"]
    compare(flags, [program(seed, 4) for seed in range(21000, 21050)])
