"""The async passes against mlir-opt 14 on random programs around `async.execute` (tests/async_programs.py):
the same text for every program.  Skipped without mlir-opt 14."""

from __future__ import annotations

import pytest
from async_programs import program
from rewrite_differential import compare, skip_without_oracle

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(0, 300, 100))
def test_gpu_async_region_matches_mlir_opt_14(first: int) -> None:
    compare(["-gpu-async-region"], [program(seed, 4 + seed % 9) for seed in range(first, first + 100)])


@pytest.mark.parametrize("first", range(1000, 1300, 100))
def test_async_to_async_runtime_matches_mlir_opt_14(first: int) -> None:
    compare(["-async-to-async-runtime"], [program(seed, 4 + seed % 9) for seed in range(first, first + 100)])


def test_gpu_async_region_then_async_to_async_runtime_matches_mlir_opt_14() -> None:
    compare(["-gpu-async-region", "-async-to-async-runtime"], [program(seed, 4 + seed % 9)
                                                              for seed in range(2000, 2100)])
