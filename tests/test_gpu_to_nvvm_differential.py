"""Differential test of the kernel lowerings: random `gpu.module`s (tests/kernel_programs.py) through
`gpuopt --convert-gpu-to-nvvm` and `mlir-opt-14 --convert-gpu-to-nvvm` (and the index-bitwidth option), and
through `--convert-gpu-to-rocdl` (without shuffles, which mlir-opt 14 does not lower for ROCDL), which must
print the same text modulo white space.  The programs of one batch go through each tool in one
`-split-input-file` run.  Skipped when mlir-opt 14 is not installed."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from kernel_programs import kernel_module

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
PROGRAMS_PER_BATCH = 25

if not (ORACLE.is_file() and os.access(ORACLE, os.X_OK)):
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)


def _run(tool: list[str], flags: list[str], path: Path) -> str:
    done = subprocess.run([*tool, *flags, "-split-input-file", str(path)], capture_output=True, text=True,
                          timeout=600, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, f"{tool[-1]} failed:\n{done.stderr[-3000:]}"
    return done.stdout


def _chunks(text: str) -> list[str]:
    return [re.sub(r"\s+", " ", chunk).strip() for chunk in text.split("// -----")]


@pytest.mark.parametrize("flags", [["--convert-gpu-to-nvvm"], ["--convert-gpu-to-nvvm=index-bitwidth=32"],
                                   ["--convert-gpu-to-rocdl"], ["--convert-gpu-to-rocdl=index-bitwidth=16"]],
                         ids=["nvvm", "nvvm-index32", "rocdl", "rocdl-index16"])
@pytest.mark.parametrize("batch", range(2))
def test_random_kernels_match_mlir_opt_14(tmp_path: Path, flags: list[str], batch: int) -> None:
    rocdl = "rocdl" in flags[0]
    programs = [kernel_module(random.Random(f"{flags[0]}-{batch}-{i}"), shuffle=not rocdl)
                for i in range(PROGRAMS_PER_BATCH)]
    path = tmp_path / "kernels.mlir"
    path.write_text("\n// -----\n".join(programs) + "\n")
    ours = _chunks(_run([sys.executable, "-m", "gpuopt"], flags, path))
    theirs = _chunks(_run([str(ORACLE)], flags, path))
    assert len(ours) == len(theirs)
    for i, (a, b) in enumerate(zip(ours, theirs)):
        assert a == b, f"program {i} of batch {batch} differs:\n{programs[i]}\n--- gpuopt\n{a}\n--- mlir-opt 14\n{b}"
