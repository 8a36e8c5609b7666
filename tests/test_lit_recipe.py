"""docs/lit.md's lit.cfg.py and its example test, run by `lit` itself on a tiny user suite in a temp dir.

The suite is what a user would write: the documented config copied as it is, the documented example, a RUN
line through gpuopt-translate, one through gpuopt-runner, `not`, and a file under Inputs/ that must not run.
A second suite holds a test that must fail, so that a lit that ran nothing cannot pass.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DOC = Path(__file__).parent.parent / "docs" / "lit.md"

TRANSLATE = """\
// RUN: gpuopt %s --gpu-to-llvm | gpuopt-translate --mlir-to-llvmir | FileCheck %s
// CHECK: define void @f()
func @f() {
  return
}
"""

RUNNER = """\
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s
// CHECK: {{^}}42
func private @printI64(i64)
func private @printNewline()
func @main() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
"""

NOT = """\
// RUN: not gpuopt %s -o=%t.mlir 2>&1 | FileCheck %s
// RUN: not ls %t.mlir
// CHECK: error: 'std.return' op has 0 operands, but enclosing function (@f) returns 1
func @f() -> i32 {
  return
}
"""


def doc_block(marker: str | None, language: str) -> str:
    """The first ```language block of docs/lit.md (after `<!-- marker -->` when given)."""
    text = DOC.read_text()
    if marker is not None:
        text = text[text.index(f"<!-- {marker} -->"):]
    m = re.search(rf"```{language}\n(.*?)```", text, re.S)
    assert m, f"no {language} block in {DOC}"
    return m.group(1)


def lit(suite: Path) -> subprocess.CompletedProcess[str]:
    installed = shutil.which("lit")
    command = [installed] if installed else [sys.executable, "-c", "import lit.main; lit.main.main()"]
    return subprocess.run([*command, "-v", str(suite)], capture_output=True, text=True, timeout=600,
                          env={**os.environ, "GPUOPT_LIT_USE_MODULES": os.environ.get("GPUOPT_LIT_USE_MODULES", "1")})


def write_suite(root: Path, tests: dict[str, str]) -> Path:
    root.mkdir()
    (root / "lit.cfg.py").write_text(doc_block("lit.cfg.py", "python"))
    for name, text in tests.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_documented_config_runs_a_user_suite(tmp_path: Path) -> None:
    suite = write_suite(tmp_path / "suite", {
        "example.mlir": doc_block(None, "mlir"), "translate.mlir": TRANSLATE, "runner.mlir": RUNNER,
        "not.mlir": NOT, "Inputs/helper.mlir": "// RUN: false\n"})
    proc = lit(suite)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed: 4" in proc.stdout and "helper.mlir" not in proc.stdout, proc.stdout


def test_a_failing_run_line_fails_the_suite(tmp_path: Path) -> None:
    suite = write_suite(tmp_path / "suite", {
        "wrong.mlir": "// RUN: gpuopt %s | FileCheck %s\n// CHECK: llvm.func\nfunc @f() {\n  return\n}\n"})
    proc = lit(suite)
    assert proc.returncode != 0
    assert "Failed: 1" in proc.stdout and "Couldn't match \"llvm.func\"" in proc.stdout, proc.stdout


@pytest.mark.parametrize("use_modules", [False, True])
def test_tool_commands(use_modules: bool) -> None:
    from gpuopt.litconfig import tool_commands, tool_pattern

    commands = tool_commands(use_modules)
    assert list(commands) == ["gpuopt-translate", "gpuopt-runner", "gpuopt", "FileCheck"]
    if use_modules:
        assert commands["gpuopt-runner"].endswith(" -m gpuopt.runner")
    line = "not gpuopt %s | gpuopt-translate -o /x/gpuopt/y.ll && FileCheck --check-prefix=FileCheck %s"
    for name, command in commands.items():
        line = re.sub(tool_pattern(name), command, line)
    assert line.count(commands["gpuopt"]) >= 1 and "/x/gpuopt/y.ll" in line and "prefix=FileCheck" in line
