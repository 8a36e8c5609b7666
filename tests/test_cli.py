"""The mlir-opt-compatible driver: flag spellings, pass options, split files, -verify-diagnostics reporting,
atomic output and exit codes.  Runs the real console entry point in a subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

GOOD = "func @f() {\n  return\n}\n"
BAD = "func @f() -> i32 {\n  return\n}\n"


def gpuopt(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gpuopt", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def test_reads_stdin_and_prints_mlir_opt_text() -> None:
    proc = gpuopt(stdin=GOOD)
    assert proc.returncode == 0
    assert proc.stdout == "module {\n  func @f() {\n    return\n  }\n}\n\n"


@pytest.mark.parametrize("flag", ["-mlir-print-op-generic", "--mlir-print-op-generic"])
def test_single_and_double_dash_spellings(flag: str) -> None:
    proc = gpuopt(flag, stdin=GOOD)
    assert proc.returncode == 0
    assert '"builtin.func"()' in proc.stdout


def test_bad_input_is_located_error_with_source_line_and_caret(tmp_path: Path) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text(BAD)
    proc = gpuopt(str(src))
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [
        f"{src}:2:3: error: 'std.return' op has 0 operands, but enclosing function (@f) returns 1",
        "  return",
        "  ^",
    ]
    assert "Traceback" not in proc.stderr


def test_split_input_file_keeps_file_line_numbers_and_separators(tmp_path: Path) -> None:
    src = tmp_path / "split.mlir"
    src.write_text(GOOD + "// -----\n" + BAD)
    proc = gpuopt("-split-input-file", str(src))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{src}:6:3: error: ")
    assert proc.stdout.count("// -----") == 2


def test_verify_diagnostics_reports_missing_and_unexpected(tmp_path: Path) -> None:
    src = tmp_path / "v.mlir"
    src.write_text("func @g() {\n  // expected-error@+1 {{never produced}}\n  return\n}\n// -----\n" + BAD)
    proc = gpuopt("-split-input-file", "-verify-diagnostics", str(src))
    assert proc.returncode == 1
    assert f'{src}:2:6: error: expected error "never produced" was not produced' in proc.stderr
    assert f"{src}:7:3: error: unexpected error: 'std.return' op has 0 operands" in proc.stderr


@pytest.mark.parametrize("where", ["@+1", "@below"])
def test_verify_diagnostics_accepts_matching_annotations(tmp_path: Path, where: str) -> None:
    src = tmp_path / "v.mlir"
    src.write_text("func @f() -> i32 {\n  // expected-error" + where
                   + " {{has 0 operands, but enclosing function {{.*}} returns 1}}\n  return\n}\n")
    proc = gpuopt("-verify-diagnostics", str(src))
    assert proc.returncode == 0, proc.stderr


def test_pass_flag_options_and_unknown_option() -> None:
    assert gpuopt("--gpu-to-llvm=gpu-binary-annotation=nvvm.cubin", stdin=GOOD).returncode == 0
    assert gpuopt('--gpu-to-llvm=gpu-binary-annotation="x y"', stdin=GOOD).returncode == 0
    proc = gpuopt("--gpu-to-llvm=bogus=1", stdin=GOOD)
    assert proc.returncode == 1
    assert proc.stderr == "<Pass-Options-Parser>: no such option bogus\n"  # mlir-opt 14's words


def test_pass_pipeline_runs_the_named_pass() -> None:
    proc = gpuopt("--pass-pipeline=gpu-to-llvm", stdin=GOOD)
    assert proc.returncode == 0
    assert "llvm.func @f()" in proc.stdout
    # as in mlir-opt 14, `builtin.module(...)` runs on the modules nested in the top-level one, not on it
    nested = gpuopt("--pass-pipeline=builtin.module(gpu-to-llvm)", stdin=GOOD + "module @m {\n" + GOOD + "}\n")
    assert nested.returncode == 0
    assert "  func @f()" in nested.stdout and "    llvm.func @f()" in nested.stdout
    assert gpuopt("--pass-pipeline=no-such-pass", stdin=GOOD).returncode == 1


def test_help_lists_registered_passes_and_version() -> None:
    help_text = gpuopt("--help").stdout
    assert "--gpu-to-llvm" in help_text and "gpu-binary-annotation" in help_text
    assert gpuopt("--version").stdout.startswith("gpuopt ")


def test_output_file_written_only_on_success(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("previous contents\n")
    assert gpuopt("-o", str(out), stdin=BAD).returncode == 1
    assert out.read_text() == "previous contents\n"
    assert gpuopt("-o", str(out), stdin=GOOD).returncode == 0
    assert out.read_text().startswith("module {")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".gpuopt-")]
