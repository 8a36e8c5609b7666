"""What the differential tests that compare whole outputs with mlir-opt 14 share: where the oracle is, and
running a tool (gpuopt with this checkout first on the path) on a file."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
TRANSLATE = ORACLE.parent / "mlir-translate"


def oracle_available() -> bool:
    return ORACLE.is_file() and os.access(ORACLE, os.X_OK)


def run_on(command: list[str], path: Path) -> subprocess.CompletedProcess:
    """`command path`, its output captured; `python -m gpuopt` imports this checkout."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([*command, str(path)], capture_output=True, text=True, env=env, timeout=300)
