"""`-canonicalize` against mlir-opt 14 on random memref view programs (tests/memref_view_programs.py):
subview constant folding, rank-reducing result types, cast folding into subviews, collapses, copies and
views, expand/collapse chains, dims of views, subviews, reinterpret_casts and reshapes.  Skipped without
mlir-opt 14."""

from __future__ import annotations

import pytest
from memref_view_programs import program
from rewrite_differential import compare, skip_without_oracle

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(0, 400, 100))
def test_memref_canonicalize_matches_mlir_opt_14(first: int) -> None:
    compare(["-canonicalize"], [program(seed, 6 + seed % 10) for seed in range(first, first + 100)])
