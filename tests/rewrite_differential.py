"""What the cse and canonicalize differential tests share: random programs (rewrite_programs.py) run through
gpuopt and mlir-opt 14 with one pass, the outputs compared modulo white space."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
SPLIT = "\n// -----\n"


def oracle_available() -> bool:
    return ORACLE.is_file() and os.access(ORACLE, os.X_OK)


def _run(argv: list[str], text: str) -> subprocess.CompletedProcess:
    return subprocess.run(argv, input=text, capture_output=True, text=True, timeout=600)


def _chunks(output: str) -> list[str]:
    return [re.sub(r"\s+", " ", c).strip() for c in output.split("// -----")]


def compare(flags: list[str], programs: list[str]) -> None:
    """Runs the programs as one split input through both tools; every program mlir-opt 14 accepts must give
    the same text (when 14 fails on some, each program is run on its own)."""
    text = SPLIT.join(programs)
    gpuopt = [sys.executable, "-m", "gpuopt", "-split-input-file", *flags, "-"]
    oracle = [str(ORACLE), "-split-input-file", *flags, "-"]
    expected, actual = _run(oracle, text), _run(gpuopt, text)
    if expected.returncode == 0:
        assert actual.returncode == 0, actual.stderr
        for program, want, got in zip(programs, _chunks(expected.stdout), _chunks(actual.stdout)):
            assert got == want, f"gpuopt {' '.join(flags)} differs from mlir-opt 14 on:\n{program}"
        return
    for program in programs:
        want = _run(oracle[:1] + oracle[2:], program)
        if want.returncode != 0:
            continue
        got = _run(gpuopt[:3] + gpuopt[4:], program)
        assert got.returncode == 0, got.stderr
        assert _chunks(got.stdout) == _chunks(want.stdout), f"differs from mlir-opt 14 on:\n{program}"


skip_without_oracle = pytest.mark.skipif(not oracle_available(), reason=f"mlir-opt 14 not found at {ORACLE}")
