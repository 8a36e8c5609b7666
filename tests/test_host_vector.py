"""Vector ops in host kernels: test/Integration/GPU/vector.mlir (transfers in and out of bounds, broadcast,
fma, reductions, shuffle, extract/insert, load/store, masked load, outer product, contraction, vector.print)
through gpuopt-runner and through mlir-cpu-runner 14 (skipped when it is not installed), every value checked
against numpy; and the kernel compiler's handling of vector ops it has no lowering for."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_host_pipeline import (
    CPU_RUNNER14,
    GPU_TESTS,
    LLVM14,
    ROOT,
    RUNNER_UTILS14,
    UPSTREAM_RUNNER_PASSES,
    assert_rows,
    gpuopt,
    host_runtime_library,
    memref_rows,
)

TRANSLATE14 = LLVM14 / "bin" / "mlir-translate"

np = pytest.importorskip("numpy")
C_RUNNER_UTILS14 = next((p for p in (LLVM14 / "lib" / "libmlir_c_runner_utils.so",
                                     LLVM14 / "lib" / "libmlir_c_runner_utils.so.14") if p.exists()), None)
PROGRAM = GPU_TESTS / "vector.mlir"


def expected() -> tuple[list[list[float]], list[list[float]]]:
    """The memref rows main prints, and what the @show kernel's vector.print calls print, from the program's
    comment."""
    a = (np.arange(4)[:, None] * 8 + np.arange(8)).astype(np.float32)
    shifted = np.full((4, 8), -1.0, dtype=np.float32)  # read from column 4: lanes 4..7 are the padding
    shifted[:, :4] = a[:, 4:]
    f = 2 * a + shifted
    picks = np.stack([a[:, 7], shifted[:, 0], a[:, 0], shifted[:, 0]], axis=1)  # shuffle [7, 8, 0, 15], insert
    products = [(1 + t) * (2 + t) * (3 + t) for t in range(4)]
    rows = [*f.tolist(), f.sum(axis=1).tolist(), shifted.max(axis=1).tolist(), *picks.tolist(), products]
    masked = np.where(np.arange(8) < 3, a[2], 0.5)
    outer = np.outer(a[0, 1:3], a[3, :3])
    printed = [a[1].tolist(), masked.tolist(), outer.ravel().tolist(), [outer[1, 2]], [a[3, :3] @ a[3, :3]]]
    return rows, printed


def printed_vectors(output: str) -> list[list[float]]:
    """What vector.print wrote: `( 1, 2 )` and `( ( 1, 2 ), ( 3, 4 ) )` lines flattened, and scalar lines."""
    out = []
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("("):
            out.append([float(x) for x in re.split(r"[(), ]+", line) if x])
        elif re.fullmatch(r"-?[0-9.e+-]+", line):
            out.append([float(line)])
    return out


def check(output: str) -> None:
    rows, printed = expected()
    assert_rows(memref_rows(output), rows)
    assert_rows(printed_vectors(output), printed)


def test_gpuopt_runner_matches_numpy() -> None:
    done = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(PROGRAM), "-e", "main",
                           "--entry-point-result=void", "--runtime=host"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    check(done.stdout)


@pytest.mark.skipif(not CPU_RUNNER14.exists() or RUNNER_UTILS14 is None or C_RUNNER_UTILS14 is None,
                    reason="mlir-cpu-runner-14 is not installed")
def test_mlir_cpu_runner_14_matches_numpy(tmp_path: Path) -> None:
    """vector.print calls the C runner utils' printF32, printOpen, ...: the kernel object finds them in
    libmlir_c_runner_utils, loaded as MLIR 14's own vector tests load it."""
    program = tmp_path / "lowered.mlir"
    program.write_text(gpuopt(str(PROGRAM), *UPSTREAM_RUNNER_PASSES))
    done = subprocess.run([str(CPU_RUNNER14), str(program), "-e", "main", "--entry-point-result=void",
                           f"--shared-libs={host_runtime_library()}", f"--shared-libs={RUNNER_UTILS14}",
                           f"--shared-libs={C_RUNNER_UTILS14}"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    check(done.stdout)


@pytest.mark.skipif(not TRANSLATE14.exists(), reason="mlir-translate-14 is not installed")
def test_lowered_vector_kernels_translate_as_mlir_translate_14(tmp_path: Path) -> None:
    """What convert-gpu-to-host makes of the vector ops (llvm.intr.masked.load, vector reductions,
    shufflevector, the print calls, ...) translates to the same LLVM IR with gpuopt-translate and with
    mlir-translate 14."""
    lowered = gpuopt(str(PROGRAM), "--pass-pipeline=gpu.module(convert-gpu-to-host)").splitlines()
    start = next(i for i, line in enumerate(lowered) if line.strip().startswith("gpu.module @kernels"))
    end = next(i for i in range(start + 1, len(lowered)) if lowered[i] == "  }")
    kernels = tmp_path / "kernels.mlir"
    kernels.write_text("module {\n" + "\n".join(lowered[start + 1:end]) + "\n}\n")
    want = subprocess.run([str(TRANSLATE14), "--mlir-to-llvmir", str(kernels)], capture_output=True, text=True)
    assert want.returncode == 0, want.stderr
    got = subprocess.run([sys.executable, "-m", "gpuopt.translate", "--mlir-to-llvmir", str(kernels)],
                         capture_output=True, text=True, cwd=ROOT)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout
    assert "@llvm.masked.load.v8f32.p0v8f32" in got.stdout and "@printF32" in got.stdout


def test_a_vector_op_without_a_lowering_is_an_error_at_it(tmp_path: Path) -> None:
    """A 2-D transfer (14 lowers it only through convert-vector-to-scf) is left illegal: a located error."""
    source = tmp_path / "nd.mlir"
    source.write_text("""module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %a[%c0, %c0], %pad : memref<4x8xf32>, vector<2x8xf32>
      vector.transfer_write %v, %a[%c0, %c0] : vector<2x8xf32>, memref<4x8xf32>
      gpu.return
    }
  }
}
""")
    done = subprocess.run([sys.executable, "-m", "gpuopt", str(source),
                           "--pass-pipeline=gpu.module(convert-gpu-to-host)"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 1
    assert "nd.mlir:6:12: error: failed to legalize operation 'vector.transfer_read' that was explicitly marked " \
           "illegal" in done.stderr
