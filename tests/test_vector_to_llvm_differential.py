"""Differential test of `-convert-vector-to-llvm` against mlir-opt 14, and of the translation of its result
against mlir-translate 14.

Random vector programs (tests/vector_programs.py: every op the pass lowers, on 1-D and n-D vectors, memrefs,
masks) go through `/usr/lib/llvm-14/bin/mlir-opt` and through `python -m gpuopt`, with the pass's default
options and with its two lowering options; both texts must be identical.  Lowered on to the LLVM dialect
(memref, arith and std to LLVM, casts reconciled), the programs must come out the same, and the LLVM IR of both
translators must be too.  Skipped without mlir-opt 14.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from vector_programs import ProgramGenerator

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
TRANSLATE = ORACLE.parent / "mlir-translate"

if not (ORACLE.is_file() and os.access(ORACLE, os.X_OK)):
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)

OPTIONS = ("-convert-vector-to-llvm", "-convert-vector-to-llvm=reassociate-fp-reductions",
           "-convert-vector-to-llvm=enable-index-optimizations=0")
TO_LLVM = ["-convert-vector-to-llvm", "-convert-memref-to-llvm", "-convert-arith-to-llvm", "-convert-std-to-llvm",
           "-reconcile-unrealized-casts"]


def _run(command: list[str], path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([*command, str(path)], capture_output=True, text=True, env=env, timeout=300, cwd=path.parent)


@pytest.mark.parametrize("seed", range(6))
def test_random_vector_programs_match_mlir_opt_14(seed: int, tmp_path: Path) -> None:
    source = tmp_path / f"vector{seed}.mlir"
    source.write_text(ProgramGenerator(seed).module())
    want = _run([str(ORACLE), OPTIONS[seed % 3]], source)
    assert want.returncode == 0, want.stderr  # the generator writes valid programs only
    got = _run([sys.executable, "-m", "gpuopt", OPTIONS[seed % 3]], source)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout, source.read_text()


@pytest.mark.skipif(not TRANSLATE.is_file(), reason="needs mlir-translate 14")
@pytest.mark.parametrize("seed", range(100, 103))
def test_lowered_vector_programs_translate_as_mlir_translate_14(seed: int, tmp_path: Path) -> None:
    source = tmp_path / f"vector{seed}.mlir"
    source.write_text(ProgramGenerator(seed).module(functions=3))
    lowered = _run([str(ORACLE), *TO_LLVM], source)
    assert lowered.returncode == 0, lowered.stderr
    mine = _run([sys.executable, "-m", "gpuopt", *TO_LLVM], source)
    assert mine.stdout == lowered.stdout, mine.stderr
    llvm_dialect = tmp_path / "lowered.mlir"
    llvm_dialect.write_text(lowered.stdout)
    want = _run([str(TRANSLATE), "--mlir-to-llvmir"], llvm_dialect)
    got = _run([sys.executable, "-m", "gpuopt.translate", "--mlir-to-llvmir"], llvm_dialect)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout
