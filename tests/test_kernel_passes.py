"""`-gpu-kernel-outlining`, `-gpu-async-region` and `strip-debuginfo` against mlir-opt 14 on random programs
with launches (tests/launch_programs.py): the same text for every program, kernel names, sunk values,
argument order, copied helper functions, tokens and waits included.  Skipped without mlir-opt 14."""

from __future__ import annotations

import pytest
from launch_programs import program
from rewrite_differential import compare, skip_without_oracle

pytestmark = skip_without_oracle

PROGRAMS = range(0, 40)


@pytest.mark.parametrize("flags", [
    ["-gpu-kernel-outlining"],
    ["-gpu-kernel-outlining", "-mlir-print-op-generic"],
    ["-gpu-kernel-outlining", "-gpu-async-region"],
    ["-gpu-kernel-outlining", "--pass-pipeline=gpu.module(strip-debuginfo)", "-mlir-print-debuginfo"],
], ids=["outline", "outline-generic", "outline-async", "outline-strip"])
def test_kernel_passes_match_mlir_opt_14(flags: list[str]) -> None:
    compare(flags, [program(seed) for seed in PROGRAMS])


def test_outlined_programs_parse_back() -> None:
    """gpuopt reads its own outlined output and prints it unchanged."""
    import subprocess
    import sys

    for seed in range(0, 40, 10):
        first = subprocess.run([sys.executable, "-m", "gpuopt", "-gpu-kernel-outlining", "-"], input=program(seed),
                               capture_output=True, text=True, check=True).stdout
        again = subprocess.run([sys.executable, "-m", "gpuopt", "-"], input=first, capture_output=True, text=True,
                               check=True).stdout
        assert again == first
