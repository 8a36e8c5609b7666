"""`gpu.subgroup_mma_*` kernels down to PTX and cubin: convert-gpu-to-nvvm, then gpu-to-cubin for a chip
with tensor cores (wmma needs sm_70, tf32 sm_80).  The PTX has the warp matrix instructions and NVIDIA's
assembler accepts it; nvJitLink links a cubin for the chip.  Each tool is skipped when its wheel is absent
(see test_serialize.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from test_serialize import gpu_modules, has_nvjitlink, ptxas

from gpuopt.passes import PassSpec, load_all
from gpuopt.target import elf

F16_KERNEL = """
gpu.module @mma {
  gpu.func @matmul(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16
        : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16
        : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %zero = arith.constant 0.0 : f32
    %C = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C
        : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %E = gpu.subgroup_mma_elementwise maxf %D, %C
        : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %E, %c[%c0, %c0] {leadDimension = 16
        : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
  gpu.func @tile(%i: index) workgroup(%t: memref<32x32xf16, 3>) kernel {
    %A = gpu.subgroup_mma_load_matrix %t[%i, %i] {leadDimension = 32
        : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<32x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %t[%i, %i] {leadDimension = 32
        : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x8xf16, "BOp">
    %C = gpu.subgroup_mma_load_matrix %t[%i, %i] {leadDimension = 32
        : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<32x8xf16, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C
        : !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<32x8xf16, "COp">
    gpu.subgroup_mma_store_matrix %D, %t[%i, %i] {leadDimension = 32
        : index} : !gpu.mma_matrix<32x8xf16, "COp">, memref<32x32xf16, 3>
    gpu.return
  }
}
"""

TF32_KERNEL = """
gpu.module @mma {
  gpu.func @tf32(%f: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %A = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16
        : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x8xf32, "AOp">
    %B = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16
        : index} : memref<16x16xf32> -> !gpu.mma_matrix<8x16xf32, "BOp">
    %C = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16
        : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C
        : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %D, %f[%c0, %c0] {leadDimension = 16
        : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}
"""

MMA_SYNC_KERNEL = """
gpu.module @mma {
  llvm.func @sync(%p: !llvm.ptr<f32>, %a: vector<2xf16>, %c: f32) attributes {gpu.kernel, nvvm.kernel} {
    %0 = nvvm.mma.sync %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {alayout = "row", blayout = "col"}
        : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32)
        -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %1 = llvm.extractvalue %0[7 : i32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    llvm.store %1, %p : !llvm.ptr<f32>
    llvm.return
  }
}
"""


def compile_kernels(source: str, **options: str) -> bytes:
    load_all()
    _, (module,) = gpu_modules(source)
    PassSpec("convert-gpu-to-nvvm", {}).instantiate().run(module)
    PassSpec("gpu-to-cubin", dict(options)).instantiate().run(module)
    return module.attributes["gpu.binary"].value.encode("utf-8", errors="surrogateescape")  # type: ignore[attr-defined]


def test_ptx_has_the_warp_matrix_instructions() -> None:
    ptx = compile_kernels(F16_KERNEL, chip="sm_70", format="ptx")[:-1].decode()
    for line in ("wmma.load.a.sync.row.m16n16k16.f16", "wmma.load.b.sync.row.m16n16k16.f16",
                 "wmma.mma.sync.row.row.m16n16k16.f32.f32", "wmma.store.d.sync.row.m16n16k16.f32",
                 "wmma.load.a.sync.row.m32n8k16.shared.f16", "wmma.mma.sync.row.row.m32n8k16.f16.f16",
                 "wmma.store.d.sync.row.m32n8k16.shared.f16"):
        assert line in ptx, line
    assert ".visible .entry matmul(" in ptx and ".visible .entry tile(" in ptx


@pytest.mark.parametrize(("source", "chip"), [(F16_KERNEL, "sm_70"), (F16_KERNEL, "sm_90"), (TF32_KERNEL, "sm_80"),
                                             (MMA_SYNC_KERNEL, "sm_70")],
                         ids=["f16-sm_70", "f16-sm_90", "tf32-sm_80", "mma.sync-sm_70"])
def test_wmma_ptx_is_accepted_by_ptxas(source: str, chip: str, tmp_path: Path) -> None:
    tool = ptxas()
    if tool is None:
        pytest.skip("needs ptxas (pip install nvidia-cuda-nvcc-cu12)")
    blob = compile_kernels(source, chip=chip, format="ptx")
    if source is TF32_KERNEL:
        assert b"wmma.mma.sync.aligned.row.row.m16n16k8.f32.tf32.tf32.f32" in blob
    if source is MMA_SYNC_KERNEL:  # PTX 6.4, which mma.sync needs
        assert b"\n.version 6.4\n" in blob and b"mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32" in blob
    path = tmp_path / "mma.ptx"
    path.write_bytes(blob[:-1])
    done = subprocess.run([tool, f"-arch={chip}", str(path), "-o", str(tmp_path / "mma.cubin")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    kernels = {"tf32"} if source is TF32_KERNEL else {"sync"} if source is MMA_SYNC_KERNEL else {"matmul", "tile"}
    assert kernels <= elf.read_elf((tmp_path / "mma.cubin").read_bytes()).functions()


@pytest.mark.skipif(not has_nvjitlink(), reason="needs cuda-bindings and nvidia-nvjitlink-cu12")
@pytest.mark.parametrize("chip", ["sm_70", "sm_80"])
def test_wmma_cubin_links(chip: str) -> None:
    cubin = elf.read_elf(compile_kernels(F16_KERNEL, chip=chip))
    assert cubin.machine == elf.EM_CUDA and cubin.type == elf.ET_EXEC
    assert cubin.flags & 0xFF == int(chip[3:])
    assert {"matmul", "tile"} <= cubin.functions()
    assert ".nv.shared.tile" in cubin.sections


def test_matrix_ops_need_a_chip_with_tensor_cores() -> None:
    """LLVM aborts the process on a wmma intrinsic the chip or PTX version lacks: checked first, at the op."""
    from gpuopt.diagnostics import DiagnosticError

    with pytest.raises(DiagnosticError, match=r"^'nvvm.wmma.load' op needs sm_70 or a later chip, not 'sm_50'$") \
            as info:
        compile_kernels(F16_KERNEL, format="ptx")
    assert info.value.diagnostic.loc.line == 5  # the first load
    with pytest.raises(DiagnosticError, match=r"'nvvm.wmma.load' op needs sm_80 or a later chip, not 'sm_75'"):
        compile_kernels(TF32_KERNEL, chip="sm_75", format="ptx")
    with pytest.raises(DiagnosticError, match=r"^PTX version 6.0 lacks the matrix instructions of these kernels: they "
                                              r"need PTX version 6.1 \(\+ptx61\)$"):
        compile_kernels(F16_KERNEL, chip="sm_70", features="+ptx60", format="ptx")
    # Without +ptxNN the version is raised to the kernels' (m32n8k16 needs 6.1), as it is to the chip's.
    assert b"\n.version 6.1\n.target sm_70\n" in compile_kernels(F16_KERNEL, chip="sm_70", format="ptx")
