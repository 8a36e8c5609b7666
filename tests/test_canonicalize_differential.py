"""`-canonicalize` against mlir-opt 14 on random arith/std/memref/gpu programs (tests/rewrite_programs.py) and
vector programs with constants (tests/vector_programs.py): folds, patterns, constant order, region
simplification, all as 14 prints them.  Skipped without mlir-opt 14."""

from __future__ import annotations

import pytest
from rewrite_differential import compare, skip_without_oracle
from rewrite_programs import program
from vector_programs import ProgramGenerator

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(10000, 10600, 100))
def test_canonicalize_matches_mlir_opt_14(first: int) -> None:
    compare(["-canonicalize"], [program(seed, 10 + seed % 25) for seed in range(first, first + 100)])


def test_canonicalize_with_disabled_patterns_matches_mlir_opt_14() -> None:
    flags = ["-canonicalize=disable-patterns=SelectToExtUI,SelectI1Simplify,FoldLaunchArguments"]
    compare(flags, [program(seed, 20) for seed in range(7000, 7100)])


@pytest.mark.parametrize("first", range(0, 200, 50))
def test_canonicalize_of_vector_programs_matches_mlir_opt_14(first: int) -> None:
    compare(["-canonicalize"], [ProgramGenerator(seed, constants=True).module(length=14)
                                for seed in range(first, first + 50)])
