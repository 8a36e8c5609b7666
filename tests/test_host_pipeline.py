"""The host kernel pipeline end to end: convert-gpu-to-host, gpu-to-host-object, gpu-to-llvm, then running on the
host runtime through gpuopt-runner and through MLIR 14's own mlir-cpu-runner (skipped when it is not installed),
with expected values computed by numpy."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GPU_TESTS = ROOT / "test" / "Integration" / "GPU"
LLVM14 = Path("/usr/lib/llvm-14")
CPU_RUNNER14 = LLVM14 / "bin" / "mlir-cpu-runner"
TRANSLATE14 = LLVM14 / "bin" / "mlir-translate"
RUNNER_UTILS14 = next((p for p in (LLVM14 / "lib" / "libmlir_runner_utils.so",
                                   LLVM14 / "lib" / "libmlir_runner_utils.so.14") if p.exists()), None)
KERNEL_PIPELINE = "gpu.module(convert-gpu-to-host,gpu-to-host-object)"
UPSTREAM_RUNNER_PASSES = ("-gpu-kernel-outlining", "-convert-scf-to-std",
                          "--pass-pipeline=gpu.module(strip-debuginfo,convert-gpu-to-host,gpu-to-host-object)",
                          "-gpu-to-llvm")
"""The lowering the issue gives for mlir-cpu-runner 14, flag for flag."""


def gpuopt(*args: str, source: str | None = None) -> str:
    result = subprocess.run([sys.executable, "-m", "gpuopt", *args], input=source, capture_output=True, text=True,
                            check=False, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return result.stdout


def host_runtime_library() -> str:
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", "--print-runtime-library=host"],
                            capture_output=True, text=True, check=True, cwd=ROOT)
    return result.stdout.strip()


def memref_rows(output: str) -> list[list[float]]:
    """The data rows printMemref* wrote (`[1,  2,  3]` lines), as numbers."""
    rows = []
    for line in output.splitlines():
        line = line.strip().strip(",")
        if line.startswith("[") and line.endswith("]"):
            rows.append([float(x) for x in line.strip("[]").replace("[", "").replace("]", "").split(",") if x.strip()])
    return rows


def binary_of(lowered: str) -> bytes:
    """The bytes of the first `gpu.binary = "..."` in gpuopt's output (MLIR's string escapes undone)."""
    start = lowered.index('gpu.binary = "') + len('gpu.binary = "')
    out = bytearray()
    i = start
    while lowered[i] != '"':
        if lowered[i] == "\\":
            if lowered[i + 1] == "\\":
                out.append(0x5C)
                i += 2
            else:
                out.append(int(lowered[i + 1:i + 3], 16))
                i += 3
        else:
            out.append(ord(lowered[i]))
            i += 1
    return bytes(out)


def test_gpu_to_host_object_attaches_a_shared_object() -> None:
    lowered = gpuopt(str(GPU_TESTS / "launch-func.mlir"), f"--pass-pipeline={KERNEL_PIPELINE}")
    blob = binary_of(lowered)
    assert blob[:4] == b"\x7fELF"
    e_type, e_machine = struct.unpack_from("<HH", blob, 16)
    assert e_type == 3  # ET_DYN
    assert e_machine == 62  # EM_X86_64
    assert b"gpuopt_host_module" in blob


def test_gpu_to_host_object_needs_the_lowering_first() -> None:
    result = subprocess.run([sys.executable, "-m", "gpuopt", str(GPU_TESTS / "launch-func.mlir"),
                             "--pass-pipeline=gpu.module(gpu-to-host-object)"], capture_output=True, text=True,
                            check=False, cwd=ROOT)
    assert result.returncode == 1
    assert "error: 'gpu.module' op is not lowered to the LLVM dialect (run convert-gpu-to-host first)" in result.stderr


@pytest.mark.skipif(not TRANSLATE14.exists(), reason="mlir-translate-14 is not installed")
def test_lowered_kernels_translate_with_mlir_translate_14(tmp_path: Path) -> None:
    lowered = gpuopt(str(GPU_TESTS / "launch-func.mlir"), "--pass-pipeline=gpu.module(convert-gpu-to-host)")
    lines = lowered.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith("gpu.module @kernels"))
    end = next(i for i in range(start + 1, len(lines)) if lines[i] == "  }")
    kernels = tmp_path / "kernels.mlir"
    kernels.write_text("module {\n" + "\n".join(lines[start + 1:end]) + "\n}\n")
    result = subprocess.run([str(TRANSLATE14), "--mlir-to-llvmir", str(kernels)], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert "@gpuopt_host_module = constant" in result.stdout


def expected_rows(name: str) -> list[list[float]]:
    """What each program of test/Integration/GPU prints, computed with numpy."""
    np = pytest.importorskip("numpy")
    if name == "launch-func":
        a = np.arange(10)
        return [list(a + a * a)]
    if name == "all-reduce":
        v = np.arange(1, 13, dtype=np.int64)
        ints = [v.sum(), np.prod(v), np.bitwise_and.reduce(v), np.bitwise_or.reduce(v), np.bitwise_xor.reduce(v),
                v.max(), v.min(), v.sum(), v.max()]
        return [ints, [float((v / 4).sum())]]
    if name == "shuffle":
        lane = np.arange(13)
        def pick(source: object) -> list[int]:
            src = np.asarray(source)
            return list(np.where((src >= 0) & (src < 13), src, -1))
        return [pick(lane ^ 4), pick(lane - 2), pick(lane + 3), pick(lane * 5 % 13), pick(lane + 1)]
    if name == "barrier-workgroup":
        x = np.arange(16).reshape(2, 8)
        reversed_ = x[:, ::-1]
        return [list(reversed_.ravel()), list(np.roll(reversed_, -1, axis=1).ravel())]
    if name == "two-modules":
        return [list(((np.full(4, 10) * 2) + np.arange(4)) * 2)]
    if name == "async-streams":
        return [[1.0 * 3 + 2] * 8]
    if name == "dynamic-shapes":
        i, j = np.meshgrid(np.arange(3), np.arange(5), indexing="ij")
        return [list(row) for row in i * 10 + j]
    if name == "host-register":
        return [[7 + 1] * 5]
    if name == "launch":
        t = np.arange(8, dtype=np.float32)
        total = (t[:, None] * np.arange(4)).sum()
        return [[total + 0, total + 1]]
    if name == "math":
        f = [np.sqrt(16), np.exp(0), np.power(2, 10), 2 * 3 + 4, np.floor(-2.7), np.abs(-2.7), np.log2(8),
             np.copysign(3, -2)]
        return [[float(x) for x in f], [np.log10(100), np.sin(0), np.cos(np.arctan2(0, 1))]]
    if name == "callees":
        i = np.arange(16)
        out = 2 * (i // 8 * 8 + 7 - i % 8)
        return [list(out), list(out.reshape(2, 8).sum(axis=1)), list(i % 8 + 8)]
    if name == "math-bits":
        def counts(values: list[int], bits: int) -> list[list[int]]:
            rows = []
            for v in values:
                u = v % (1 << bits)
                text = format(u, f"0{bits}b")
                rows.append([len(text) - len(text.lstrip("0")), len(text) - len(text.rstrip("0")), text.count("1")])
            return rows
        f = np.array([4.0, 0.25, 2.0, 100.0], dtype=np.float32)
        d = np.array([16.0, 0.01, 3.0, 1.0e10])
        return [list(1 / np.sqrt(f)), list(1 / np.sqrt(d)), *counts([0, 1, 0xF00000, -1], 32),
                *counts([0, 1 << 40, 0x0123456789ABCDEF, -(1 << 63)], 64)]
    if name == "unranked":
        i, j = np.meshgrid(np.arange(3), np.arange(4), indexing="ij")
        return [list(row) for row in i * 10 + j + 0.5]
    if name == "async":
        k = 1.5 * 2
        return [list(np.arange(8) * k + 2), [2 * k] * 8]
    if name == "dynamic-shared-memory":
        return [list(np.arange(6)[::-1]), [-1] * 6]
    if name == "shared-globals":
        g = np.arange(12).reshape(2, 6)
        reversed_ = g[:, ::-1].ravel()
        return [list(reversed_ + offset) for offset in (0, 100, 200, 300)] + [list(np.repeat(g.sum(axis=1), 6))]
    if name == "atomics":
        ids = np.arange(64 * 64)
        power = np.prod(np.full(ids.size, 3, dtype=np.uint32), dtype=np.uint32).astype(np.int32)  # wraps mod 2^32
        return [[np.ones(ids.size, dtype=np.float32).sum()], [3 * ids.size, ids.max(), power]]
    raise KeyError(name)


NUMERIC_PROGRAMS = ["launch-func", "all-reduce", "shuffle", "barrier-workgroup", "two-modules", "async-streams",
                    "async", "dynamic-shapes", "host-register", "math", "launch", "callees",
                    "unranked", "dynamic-shared-memory", "shared-globals", "math-bits", "atomics"]


def assert_rows(got: list[list[float]], expected: list[list[float]]) -> None:
    """Same shape, values equal up to the 6 digits printMemref writes."""
    assert [len(row) for row in got] == [len(row) for row in expected]
    assert [x for row in got for x in row] == pytest.approx([float(x) for row in expected for x in row], rel=1e-6)


@pytest.mark.parametrize("name", NUMERIC_PROGRAMS)
def test_gpuopt_runner_output_matches_numpy(name: str) -> None:
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(GPU_TESTS / f"{name}.mlir"), "-e", "main",
                             "--entry-point-result=void", "--runtime=host"], capture_output=True, text=True,
                            check=False, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert_rows(memref_rows(result.stdout), expected_rows(name))


CUDA_PROGRAMS = [n for n in NUMERIC_PROGRAMS if n != "async"]
"""The programs again on a GPU (async.mlir's runtime is the host's async one either way)."""


@pytest.mark.parametrize("name", CUDA_PROGRAMS)
def test_gpu_programs_print_the_same_on_a_cuda_gpu(name: str) -> None:
    """Each numeric program with `--runtime=cuda` (PTX JIT-compiled by the driver): the values numpy gives,
    as on the host runtime.  Skipped without a CUDA device and driver."""
    from gpuopt.runtime.devices import NoDevice, find_cuda_device

    try:
        find_cuda_device()
    except NoDevice as e:
        pytest.skip(f"no CUDA device: {e}")
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(GPU_TESTS / f"{name}.mlir"), "-e", "main",
                             "--entry-point-result=void", "--runtime=cuda"], capture_output=True, text=True,
                            check=False, cwd=ROOT, timeout=300)
    assert result.returncode == 0, result.stderr
    assert_rows(memref_rows(result.stdout), expected_rows(name))


ASYNC_RUNNER_PASSES = (*UPSTREAM_RUNNER_PASSES[:-1], "-gpu-async-region", "-gpu-to-llvm", "-async-to-async-runtime",
                       "-async-runtime-ref-counting", "-convert-async-to-llvm", "-convert-std-to-llvm",
                       "-reconcile-unrealized-casts")
"""MLIR 14's pipeline for GPU programs around async.execute, on the host runtime (the casts that an async
group's index size leaves are reconciled: mlir-cpu-runner cannot translate them)."""
ASYNC_RUNTIME14 = LLVM14 / "lib" / "libmlir_async_runtime.so.14"


@pytest.mark.skipif(not CPU_RUNNER14.exists() or RUNNER_UTILS14 is None, reason="mlir-cpu-runner-14 is not installed")
@pytest.mark.parametrize("async_runtime", ["gpuopt", "mlir-14"])
def test_mlir_cpu_runner_14_runs_async_programs(async_runtime: str, tmp_path: Path) -> None:
    """The async program, lowered by gpuopt with 14's flags, runs in mlir-cpu-runner 14 (at -O0, as 14's own
    async tests run: its default pipeline does not split coroutines) on gpuopt's host runtime with gpuopt's
    async runtime, and with MLIR 14's own.  14's runs a resumed coroutine under the lock of the token that
    woke it, and deadlocks on this program about once in fifteen runs: a run of it that hangs is tried again
    (up to three times)."""
    if async_runtime == "gpuopt":
        library = subprocess.run([sys.executable, "-m", "gpuopt.runner", "--print-runtime-library=async"],
                                 capture_output=True, text=True, check=True, cwd=ROOT).stdout.strip()
    elif ASYNC_RUNTIME14.exists():
        library = str(ASYNC_RUNTIME14)
    else:
        pytest.skip("libmlir_async_runtime.so.14 is not installed")
    program = tmp_path / "lowered.mlir"
    program.write_text(gpuopt(str(GPU_TESTS / "async.mlir"), *ASYNC_RUNNER_PASSES))
    command = [str(CPU_RUNNER14), str(program), "-e", "main", "--entry-point-result=void", "-O0",
               f"--shared-libs={host_runtime_library()}", f"--shared-libs={library}", f"--shared-libs={RUNNER_UTILS14}"]
    for _ in range(3 if async_runtime == "mlir-14" else 1):
        try:
            result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
            break
        except subprocess.TimeoutExpired:
            continue
    else:
        pytest.fail("mlir-cpu-runner 14 hung on every try")
    assert result.returncode == 0, result.stderr
    assert_rows(memref_rows(result.stdout), expected_rows("async"))


@pytest.mark.skipif(not CPU_RUNNER14.exists() or RUNNER_UTILS14 is None, reason="mlir-cpu-runner-14 is not installed")
@pytest.mark.parametrize("name", [n for n in NUMERIC_PROGRAMS if n != "async"])
def test_mlir_cpu_runner_14_runs_kernels_on_the_host_runtime(name: str, tmp_path: Path) -> None:
    lowered = gpuopt(str(GPU_TESTS / f"{name}.mlir"), *UPSTREAM_RUNNER_PASSES)
    program = tmp_path / "lowered.mlir"
    program.write_text(lowered)
    result = subprocess.run([str(CPU_RUNNER14), str(program), "-e", "main", "--entry-point-result=void",
                             f"--shared-libs={host_runtime_library()}", f"--shared-libs={RUNNER_UTILS14}"],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert_rows(memref_rows(result.stdout), expected_rows(name))
