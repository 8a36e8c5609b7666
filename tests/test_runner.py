"""Tests of `gpuopt-runner` (gpuopt/runtime/): checks made before running, results, option spellings, the
checking host runtime's reports, and the integration programs on CUDA when a CUDA device exists.

The JIT'd program shares the process with the runtime, whose exit-time checks run when the process ends,
so every run is a child process; argument handling and entry-point checks are tested in-process.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.parser import parse
from gpuopt.runtime.cli import normalize_argv
from gpuopt.runtime.devices import NoDevice, find_cuda_device, find_rocm_device
from gpuopt.runtime.jit import find_entry_point
from gpuopt.runtime.libraries import RunnerError

ROOT = Path(__file__).resolve().parents[1]
MLIR_CPU_RUNNER14 = Path("/usr/lib/llvm-14/bin/mlir-cpu-runner")
INTEGRATION = sorted((ROOT / "test" / "Integration" / "HostRuntime").glob("*.mlir"))

RESULTS = """
llvm.func @ri32() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
llvm.func @ri64() -> i64 {
  %0 = llvm.mlir.constant(-7 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @rf32() -> f32 {
  %0 = llvm.mlir.constant(1.5 : f32) : f32
  llvm.return %0 : f32
}
llvm.func @rvoid() {
  llvm.return
}
llvm.func @rf64() -> f64 {
  %0 = llvm.mlir.constant(1.5 : f64) : f64
  llvm.return %0 : f64
}
llvm.func @args(%a: i32) -> i32 {
  llvm.return %a : i32
}
"""
DECLARED = RESULTS + "llvm.func @decl() -> i32\n"


def run(args: list[str], source: str | None = None, tmp_path: Path | None = None,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    if source is not None:
        assert tmp_path is not None
        path = tmp_path / "input.mlir"
        path.write_text(source)
        args = [str(path), *args]
    return subprocess.run([sys.executable, "-m", "gpuopt.runner", *args], capture_output=True, text=True,
                          timeout=120, env=env)


def one_error_line(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    return lines[0]


# -- in-process: options and entry-point checks -----------------------------------------------------------------


def test_option_spellings_are_normalized() -> None:
    assert normalize_argv(["-e=main", "-entry-point-result=void", "-shared-libs=a.so,b.so", "-O3", "-v", "x.mlir"]) \
        == ["-e", "main", "--entry-point-result=void", "--shared-libs=a.so,b.so", "-O3", "-v", "x.mlir"]
    assert normalize_argv(["-e", "f", "--runtime=host", "-"]) == ["-e", "f", "--runtime=host", "-"]


@pytest.mark.parametrize(("name", "result", "expected"), [
    ("ri32", None, "i32"), ("ri64", "i64", "i64"), ("rf32", None, "f32"), ("rvoid", "void", "void"),
    ("rvoid", None, "void"),
])
def test_entry_point_result(name: str, result: str | None, expected: str) -> None:
    assert find_entry_point(parse(DECLARED), name, result).result == expected


@pytest.mark.parametrize(("name", "result", "message"), [
    ("nope", "void", "entry point 'nope' not found"),
    ("decl", None, "entry point 'decl' is only declared, not defined"),
    ("args", "i32", "entry point 'args' takes arguments (i32); only functions without inputs can be run"),
    ("rvoid", "i32", "entry point 'rvoid' returns nothing, not i32 (--entry-point-result=i32)"),
    ("ri32", "void", "entry point 'ri32' returns i32, not void (--entry-point-result=void)"),
    ("rf64", None, "entry point 'rf64' returns f64; supported results are void, i32, i64 and f32"),
])
def test_entry_point_errors(name: str, result: str | None, message: str) -> None:
    with pytest.raises(RunnerError) as info:
        find_entry_point(parse(DECLARED), name, result)
    assert str(info.value) == message


# -- runs ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "expected"), [
    (["-e", "ri32", "--entry-point-result=i32"], "42"),
    (["-e=ri64", "-entry-point-result=i64"], "-7"),
    (["--entry-point", "rf32"], "1.500000e+00"),
    (["-e", "rvoid", "--entry-point-result", "void", "-O0"], ""),
])
def test_results_are_printed_like_mlir_cpu_runner(args: list[str], expected: str, tmp_path: Path) -> None:
    proc = run([*args, "--runtime=host"], RESULTS, tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, expected + "\n" if expected else "", "")


def test_wrong_entry_point_is_one_line(tmp_path: Path) -> None:
    line = one_error_line(run(["-e", "ri32", "--entry-point-result=void", "--runtime=host"], RESULTS, tmp_path))
    assert line == "gpuopt-runner: error: entry point 'ri32' returns i32, not void (--entry-point-result=void)"


def test_bad_input_is_a_located_diagnostic(tmp_path: Path) -> None:
    proc = run(["--runtime=host"], "func @main() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n", tmp_path)
    assert proc.returncode == 1 and "input.mlir:2:" in proc.stderr and "Traceback" not in proc.stderr


def test_unresolved_symbol_names_the_library(tmp_path: Path) -> None:
    source = """func private @printMemrefF64x(memref<*xf64>)
func private @my_helper(i32) -> i32
func @main() {
  %c = arith.constant 1 : i32
  %r = call @my_helper(%c) : (i32) -> i32
  return
}
"""
    line = one_error_line(run(["--runtime=host"], source, tmp_path))
    assert line.startswith("gpuopt-runner: error: unresolved external symbol 'printMemrefF64x' (from ")
    assert "expected from the runner utils (libgpuopt_runner_utils.so)" in line
    assert "(and 1 more: my_helper)" in line


def test_runtime_none_leaves_mgpu_unresolved(tmp_path: Path) -> None:
    source = "func @main() {\n  %t = gpu.wait async\n  gpu.wait [%t]\n  return\n}\n"
    line = one_error_line(run(["--runtime=none"], source, tmp_path))
    assert "unresolved external symbol 'mgpuStreamCreate'" in line
    assert "--runtime=none loads none; pass one with --shared-libs" in line


def test_missing_shared_library(tmp_path: Path) -> None:
    line = one_error_line(run(["-e", "rvoid", f"-shared-libs={tmp_path / 'nope.so'}", "--runtime=host"], RESULTS,
                              tmp_path))
    assert line == f"gpuopt-runner: error: shared library '{tmp_path / 'nope.so'}' not found (from --shared-libs)"


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
def test_shared_libs_provide_symbols(tmp_path: Path) -> None:
    c_file = tmp_path / "helper.c"
    c_file.write_text("int twice(int x) { return 2 * x; }\n")
    library = tmp_path / "libhelper.so"
    subprocess.run(["cc", "-shared", "-fPIC", str(c_file), "-o", str(library)], check=True)
    source = """llvm.func @twice(i32) -> i32
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(21 : i32) : i32
  %1 = llvm.call @twice(%0) : (i32) -> i32
  llvm.return %1 : i32
}
"""
    proc = run([f"--shared-libs={library}", "--runtime=host"], source, tmp_path)
    assert (proc.returncode, proc.stdout) == (0, "42\n"), proc.stderr


def _no_device(finder) -> bool:
    try:
        finder()
    except NoDevice:
        return True
    return False


@pytest.mark.skipif(not _no_device(find_cuda_device), reason="a CUDA device is present")
def test_cuda_without_device_is_a_clear_error(tmp_path: Path) -> None:
    line = one_error_line(run(["-e", "rvoid", "--runtime=cuda"], RESULTS, tmp_path))
    assert line.startswith("gpuopt-runner: error: --runtime=cuda: no CUDA ")
    assert line.endswith("--runtime=host runs the program on the CPU")


@pytest.mark.skipif(not _no_device(find_rocm_device), reason="a HIP device is present")
def test_rocm_without_device_is_a_clear_error(tmp_path: Path) -> None:
    line = one_error_line(run(["-e", "rvoid", "--runtime=rocm"], RESULTS, tmp_path))
    assert line.startswith("gpuopt-runner: error: --runtime=rocm: no HIP ")


# -- the checking host runtime ---------------------------------------------------------------------------------------

LEAKED_STREAM = """func @main() {
  %t = gpu.wait async
  return
}
"""
DOUBLE_FREE = """func @main() {
  %d = gpu.alloc () : memref<4xf32>
  gpu.dealloc %d : memref<4xf32>
  gpu.dealloc %d : memref<4xf32>
  return
}
"""
DESTROYED_EVENT = """llvm.func @mgpuEventCreate() -> !llvm.ptr<i8>
llvm.func @mgpuEventDestroy(!llvm.ptr<i8>)
llvm.func @mgpuEventSynchronize(!llvm.ptr<i8>)
llvm.func @main() {
  %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  llvm.call @mgpuEventDestroy(%e) : (!llvm.ptr<i8>) -> ()
  llvm.call @mgpuEventSynchronize(%e) : (!llvm.ptr<i8>) -> ()
  llvm.return
}
"""


@pytest.mark.parametrize(("source", "report"), [
    (LEAKED_STREAM, "gpuopt runtime error: at exit: 1 leaked handle (created but never destroyed or freed):\n"
                    "  stream#1\n"),
    (DOUBLE_FREE, "gpuopt runtime error: mgpuMemFree(ptr#1, default): double free: ptr#1 was already freed\n"),
    (DESTROYED_EVENT, "gpuopt runtime error: mgpuEventSynchronize(event#1): event#1 is used after it was destroyed "
                      "(by mgpuEventDestroy)\n"),
], ids=["leaked-stream", "double-free", "destroyed-event"])
def test_checking_runtime_reports_and_fails(source: str, report: str, tmp_path: Path) -> None:
    proc = run(["-e", "main", "--entry-point-result=void", "--runtime=host"], source, tmp_path)
    assert (proc.returncode, proc.stdout, proc.stderr) == (1, "", report)


def test_runtime_errors_can_be_non_fatal(tmp_path: Path) -> None:
    import os

    env = {**os.environ, "GPUOPT_RUNTIME_FATAL": "0"}
    proc = run(["--runtime=host"], DOUBLE_FREE, tmp_path, env=env)
    assert proc.returncode == 0 and "double free" in proc.stderr


# -- the integration programs against mlir-cpu-runner 14, and on a CUDA device -------------------------------------


@pytest.mark.skipif(not MLIR_CPU_RUNNER14.exists(), reason="needs /usr/lib/llvm-14/bin/mlir-cpu-runner")
def test_integration_matches_mlir_cpu_runner14() -> None:
    """Upstream's translation and JIT, given gpuopt's lowering and the same runtime libraries, print the same."""
    from gpuopt.runtime.libraries import build

    libs = f"{build('host')},{build('runner-utils')}"
    for path in INTEGRATION:
        result = "i32" if "--entry-point-result=i32" in path.read_text() else "void"
        lowered = subprocess.run([sys.executable, "-m", "gpuopt", "--gpu-to-llvm", str(path)], capture_output=True,
                                 text=True, check=True, timeout=120).stdout
        upstream = subprocess.run([str(MLIR_CPU_RUNNER14), "-e", "main", f"--entry-point-result={result}",
                                   f"--shared-libs={libs}"], input=lowered, capture_output=True, text=True,
                                  timeout=120)
        ours = run([str(path), "--runtime=host"])
        assert (ours.returncode, ours.stderr) == (0, "")
        assert upstream.returncode == 0, upstream.stderr
        assert re.sub(r"base@ = 0x[0-9a-f]+", "", ours.stdout) == re.sub(r"base@ = 0x[0-9a-f]+", "",
                                                                           upstream.stdout), path.name


@pytest.mark.parametrize("path", INTEGRATION, ids=[p.name for p in INTEGRATION])
def test_integration_on_cuda(path: Path, tmp_path: Path) -> None:
    """test/Integration/HostRuntime/*.mlir again with --runtime=cuda; skipped without a CUDA device."""
    try:
        find_cuda_device()
    except NoDevice as e:
        pytest.skip(f"no CUDA device: {e}")
    sys.path.insert(0, str(ROOT))
    from conftest import run_lines, substitute

    for command in run_lines(path):
        shell = substitute(command.replace("--runtime=host", "--runtime=cuda").replace("-runtime=host",
                                                                                       "-runtime=cuda"),
                           path, tmp_path)
        proc = subprocess.run(["bash", "-o", "pipefail", "-c", shell], cwd=path.parent, capture_output=True,
                              text=True, timeout=300)
        assert proc.returncode == 0, f"{shell}\n{proc.stdout}\n{proc.stderr}"
