"""`-cse` against mlir-opt 14 on random arith/std/memref/gpu programs (tests/rewrite_programs.py): the same
text for every program, merged values, erased dead ops and all.  Skipped without mlir-opt 14."""

from __future__ import annotations

import pytest
from rewrite_differential import compare, skip_without_oracle
from rewrite_programs import program

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(0, 400, 100))
def test_cse_matches_mlir_opt_14(first: int) -> None:
    compare(["-cse"], [program(seed, 14 + seed % 17) for seed in range(first, first + 100)])


def test_cse_after_canonicalize_matches_mlir_opt_14() -> None:
    compare(["-canonicalize", "-cse"], [program(seed, 20) for seed in range(5000, 5100)])
