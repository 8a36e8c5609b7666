"""Differential test of the scf dialect and `-convert-scf-to-std` against mlir-opt 14.

Random nested scf programs (tests/scf_programs.py) go through `/usr/lib/llvm-14/bin/mlir-opt` and through
`python -m gpuopt`, printed as parsed and after `-convert-scf-to-std`; both texts must be identical (block
order, block arguments, value names, `// pred:` comments).  The lowered text must parse and verify again.
Skipped when mlir-opt 14 is not installed.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from oracle_tools import ORACLE, oracle_available, run_on
from scf_programs import ProgramGenerator

if not oracle_available():
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)


@pytest.mark.parametrize("seed", range(6))
def test_random_programs_match_mlir_opt_14(seed: int, tmp_path: Path) -> None:
    source = tmp_path / f"scf{seed}.mlir"
    source.write_text(ProgramGenerator(seed).module(functions=6, depth=2 + seed % 3))
    for flags in ([], ["-convert-scf-to-std"]):
        want = run_on([str(ORACLE), *flags], source)
        assert want.returncode == 0, want.stderr  # the generator writes valid programs only
        got = run_on([sys.executable, "-m", "gpuopt", *flags], source)
        assert got.returncode == 0, got.stderr
        assert got.stdout == want.stdout, f"{flags} differs on {source.read_text()}"
    lowered = tmp_path / "lowered.mlir"
    lowered.write_text(want.stdout)
    again = run_on([sys.executable, "-m", "gpuopt"], lowered)
    assert again.returncode == 0 and again.stdout == want.stdout, again.stderr
