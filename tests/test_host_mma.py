"""`gpu.subgroup_mma_*` kernels on the host runtime (gpuopt/conversion/mma_to_host.py): the two tile products of
test/Integration/GPU (f32 and f16 accumulators) through gpuopt-runner and through mlir-cpu-runner 14 (skipped
when it is not installed), every element checked against numpy; and the lowering's rules: one lane of each
subgroup does the work, f16 stays exact, the kernel object links without F16C."""

from __future__ import annotations

import platform
import subprocess
import sys
from pathlib import Path

import pytest
from test_host_pipeline import (
    CPU_RUNNER14,
    GPU_TESTS,
    ROOT,
    RUNNER_UTILS14,
    UPSTREAM_RUNNER_PASSES,
    assert_rows,
    gpuopt,
    host_runtime_library,
    memref_rows,
)

np = pytest.importorskip("numpy")


def expected(name: str) -> list[list[float]]:
    """What the program prints, from the formulas its comment gives."""
    if name == "mma-f32-accumulator":
        i, k = np.ogrid[:16, :16]
        a = (i + 2 * k) % 7 - 3
        k, j = np.ogrid[:16, :32]
        b = (3 * k + j) % 5 - 2
        return ((a @ b + (k - j)) * 0.5 + 1).tolist()
    i, k = np.ogrid[:16, :32]
    a = (3 * i + k) % 7 - 3
    k, j = np.ogrid[:32, :16]
    b = (2 * k + j) % 7 - 3
    product = a @ b
    return (product + 1).tolist() + (np.minimum(np.maximum(product, 0), 12) / 2).tolist()


PROGRAMS = ["mma-f32-accumulator", "mma-f16-accumulator"]


@pytest.mark.parametrize("name", PROGRAMS)
def test_gpuopt_runner_matches_numpy(name: str) -> None:
    done = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(GPU_TESTS / f"{name}.mlir"), "-e", "main",
                           "--entry-point-result=void", "--runtime=host"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert_rows(memref_rows(done.stdout), expected(name))


@pytest.mark.skipif(not CPU_RUNNER14.exists() or RUNNER_UTILS14 is None, reason="mlir-cpu-runner-14 is not installed")
@pytest.mark.parametrize("name", PROGRAMS)
def test_mlir_cpu_runner_14_matches_numpy(name: str, tmp_path: Path) -> None:
    program = tmp_path / "lowered.mlir"
    program.write_text(gpuopt(str(GPU_TESTS / f"{name}.mlir"), *UPSTREAM_RUNNER_PASSES))
    done = subprocess.run([str(CPU_RUNNER14), str(program), "-e", "main", "--entry-point-result=void",
                           f"--shared-libs={host_runtime_library()}", f"--shared-libs={RUNNER_UTILS14}"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert_rows(memref_rows(done.stdout), expected(name))


def test_the_in_place_accumulation_needs_one_working_lane() -> None:
    """The f16 program accumulates in place (load C, compute, store C).  With subgroups of one thread, each of
    the 32 threads is a lane 0 and accumulates into the same tile: what every lane would do if all of them
    worked.  The register accumulator is unaffected; the in-place one is not A B + 1 then."""
    import os

    done = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(GPU_TESTS / "mma-f16-accumulator.mlir"), "-e",
                           "main", "--entry-point-result=void", "--runtime=host"], capture_output=True, text=True,
                          cwd=ROOT, env={**os.environ, "GPUOPT_HOST_SUBGROUP_SIZE": "1"})
    assert done.returncode == 0, done.stderr
    rows = memref_rows(done.stdout)
    right = expected("mma-f16-accumulator")
    assert rows[16:] == right[16:]
    assert rows[:16] != right[:16]


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="a question of x86-64")
def test_kernel_object_links_without_f16c(tmp_path: Path) -> None:
    """Without F16C, LLVM converts half through __extendhfsf2/__truncsfhf2: the shared object the host runtime
    loads must resolve them (from the C compiler's runtime library), as gpu-to-host-object links it."""
    import ctypes

    from llvmlite import binding as llvm

    from gpuopt.parser import parse
    from gpuopt.target.host import link_shared_object, module_ir

    lowered = gpuopt(str(GPU_TESTS / "mma-f16-accumulator.mlir"), "-gpu-kernel-outlining", "-convert-scf-to-std",
                     "--pass-pipeline=gpu.module(convert-gpu-to-host)")
    top = parse(lowered, "lowered.mlir")
    module = next(op for op in top.regions[0].blocks[0].ops if op.op_name == "gpu.module")
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    machine = llvm.Target.from_triple(llvm.get_process_triple()).create_target_machine(
        cpu="x86-64", features="-f16c,-avx512fp16", reloc="pic")
    ref = llvm.parse_assembly(module_ir(module))
    ref.triple = machine.triple
    obj = machine.emit_object(ref)
    (tmp_path / "kernels.o").write_bytes(obj)
    undefined = subprocess.run(["nm", "-u", str(tmp_path / "kernels.o")], capture_output=True, text=True).stdout
    assert "__truncsfhf2" in undefined and "__extendhfsf2" in undefined
    shared = tmp_path / "kernels.so"
    shared.write_bytes(link_shared_object(obj))
    library = ctypes.CDLL(str(shared))  # dlopen with RTLD_NOW: every symbol resolves
    assert library.gpuopt_host_module
