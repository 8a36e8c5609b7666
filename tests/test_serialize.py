"""gpu-to-cubin and gpu-to-hsaco: real binaries, checked structurally (ELF header and symbols), and the
PTX checked by NVIDIA's own assembler.  Each tool a test needs (nvJitLink, ptxas from the
nvidia-cuda-nvcc wheel, an ld.lld) is skipped when absent; `pip install -e '.[test]'` brings all but ld.lld."""

from __future__ import annotations

import glob
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.diagnostics import DiagnosticError
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.parser import parse
from gpuopt.passes import PassSpec, load_all
from gpuopt.target import elf
from gpuopt.target.codegen import TargetError
from gpuopt.verifier import verify

NVVM_KERNELS = """
gpu.module @kernels {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<32 x f32>
  llvm.func @helper(%x: f32) -> f32 {
    %y = llvm.fadd %x, %x : f32
    llvm.return %y : f32
  }
  llvm.func @scale(%data: !llvm.ptr<f32>, %factor: f32) attributes {gpu.kernel, nvvm.kernel} {
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %p = llvm.getelementptr %data[%tid] : (!llvm.ptr<f32>, i32) -> !llvm.ptr<f32>
    %x = llvm.load %p : !llvm.ptr<f32>
    %y = llvm.fmul %x, %factor : f32
    %h = llvm.call @helper(%y) : (f32) -> f32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<array<32 x f32>, 3>
    %q = llvm.getelementptr %tile[%zero, %tid] : (!llvm.ptr<array<32 x f32>, 3>, i32, i32) -> !llvm.ptr<f32, 3>
    llvm.store %h, %q : !llvm.ptr<f32, 3>
    "nvvm.barrier0"() : () -> ()
    %z = llvm.load %q : !llvm.ptr<f32, 3>
    llvm.store %z, %p : !llvm.ptr<f32>
    llvm.return
  }
  llvm.func @fill(%data: !llvm.ptr<i32>) attributes {gpu.kernel, nvvm.kernel} {
    %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %p = llvm.getelementptr %data[%tid] : (!llvm.ptr<i32>, i32) -> !llvm.ptr<i32>
    llvm.store %tid, %p : !llvm.ptr<i32>
    llvm.return
  }
}
gpu.module @more {
  llvm.func @other() attributes {gpu.kernel, nvvm.kernel} {
    llvm.return
  }
}
"""

ROCDL_KERNELS = """
gpu.module @kernels {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<64 x i32>
  llvm.func @store_ids(%out: !llvm.ptr<i32, 1>) attributes {gpu.kernel, rocdl.kernel} {
    %tid = "rocdl.workitem.id.x"() : () -> i32
    %bid = "rocdl.workgroup.id.x"() : () -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<array<64 x i32>, 3>
    %q = llvm.getelementptr %tile[%zero, %tid] : (!llvm.ptr<array<64 x i32>, 3>, i32, i32) -> !llvm.ptr<i32, 3>
    llvm.store %bid, %q : !llvm.ptr<i32, 3>
    "rocdl.barrier"() : () -> ()
    %v = llvm.load %q : !llvm.ptr<i32, 3>
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<i32, 1>, i32) -> !llvm.ptr<i32, 1>
    llvm.store %v, %p : !llvm.ptr<i32, 1>
    llvm.return
  }
  llvm.func @empty() attributes {gpu.kernel, rocdl.kernel} {
    llvm.return
  }
}
"""


MATH_KERNEL = """
gpu.module @kernels {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @__nv_sqrt(f64) -> f64
  llvm.func @k(%f: !llvm.ptr<f32>, %d: !llvm.ptr<f64>) attributes {gpu.kernel, nvvm.kernel} {
    %x = llvm.load %f : !llvm.ptr<f32>
    %y = llvm.call @__nv_expf(%x) : (f32) -> f32
    llvm.store %y, %f : !llvm.ptr<f32>
    %a = llvm.load %d : !llvm.ptr<f64>
    %b = llvm.call @__nv_sqrt(%a) : (f64) -> f64
    llvm.store %b, %d : !llvm.ptr<f64>
    llvm.return
  }
}
"""


def gpu_modules(source: str) -> tuple[Operation, list[Operation]]:
    top = parse(source, "kernels.mlir")
    verify(top)
    return top, [op for op in top.regions[0].blocks[0].ops if op.op_name == "gpu.module"]


def serialize(source: str, pass_name: str, **options: str) -> list[bytes]:
    """Runs the pass on each gpu.module; the binaries attached, as bytes."""
    load_all()
    top, modules = gpu_modules(source)
    for module in modules:
        PassSpec(pass_name, dict(options)).instantiate().run(module)
    annotation = options.get("gpu-binary-annotation", "gpu.binary")
    blobs = []
    for module in modules:
        attr = module.attributes[annotation]
        assert isinstance(attr, A.StringAttr)
        blobs.append(attr.value.encode("utf-8", errors="surrogateescape"))
    return blobs


def has_nvjitlink() -> bool:
    try:
        from cuda.bindings import nvjitlink  # noqa: F401
    except ImportError:
        return False
    return True


def ptxas() -> str | None:
    """ptxas from the nvidia-cuda-nvcc wheel (the test extra), else one on PATH."""
    try:
        import nvidia.cuda_nvcc as nvcc
    except ImportError:
        nvcc = None
    for root in list(getattr(nvcc, "__path__", [])):
        candidate = os.path.join(root, "bin", "ptxas")
        if os.access(candidate, os.X_OK):
            return candidate
    from shutil import which

    return which("ptxas")


def has_ld_lld() -> bool:
    from gpuopt.target.hsaco import find_linker

    try:
        find_linker()
    except TargetError:
        return False
    return True


needs_nvjitlink = pytest.mark.skipif(not has_nvjitlink(), reason="needs cuda-bindings and nvidia-nvjitlink-cu12")
needs_ld_lld = pytest.mark.skipif(not has_ld_lld(), reason="needs ld.lld (apt-get install lld-14)")


# -- gpu-to-cubin ----------------------------------------------------------------------------------------
@needs_nvjitlink
def test_cubin_is_a_cuda_elf_with_the_kernels() -> None:
    kernels, more = serialize(NVVM_KERNELS, "gpu-to-cubin")
    cubin = elf.read_elf(kernels)
    assert cubin.machine == elf.EM_CUDA == 190
    assert cubin.type == elf.ET_EXEC
    assert {"scale", "fill"} <= cubin.functions()
    assert ".nv.shared.scale" in cubin.sections  # the workgroup buffer
    assert "other" in elf.read_elf(more).functions()
    assert "scale" not in elf.read_elf(more).functions()  # one binary per gpu.module


@needs_nvjitlink
@pytest.mark.parametrize("chip", ["sm_50", "sm_80", "sm_90"])
def test_cubin_for_each_chip(chip: str) -> None:
    (blob, _) = serialize(NVVM_KERNELS, "gpu-to-cubin", chip=chip)
    header = elf.read_elf(blob)
    assert header.machine == elf.EM_CUDA
    assert header.flags & 0xFF == int(chip[3:])  # EF_CUDA_SM: the SM number in the low byte


@needs_nvjitlink
def test_nvjitlink_errors_are_reported_at_the_module() -> None:
    with pytest.raises(DiagnosticError) as info:
        serialize(NVVM_KERNELS, "gpu-to-cubin", chip="sm_35")
    assert info.value.diagnostic.message.startswith("nvJitLink failed: ")
    assert "sm_35" in info.value.diagnostic.message
    assert info.value.diagnostic.loc.line == 2


def test_ptx_version_follows_the_chip() -> None:
    """No +ptxNN: 14's +ptx60, raised to the chip's minimum; an explicit one too low is an error (LLVM aborts)."""
    versions = {}
    for chip in ("sm_50", "sm_70", "sm_80", "sm_90"):
        (blob, _) = serialize(NVVM_KERNELS, "gpu-to-cubin", chip=chip, format="ptx")
        versions[chip] = blob.split(b"\n.version ")[1].split(b"\n")[0].decode()
    assert versions == {"sm_50": "6.0", "sm_70": "6.0", "sm_80": "7.0", "sm_90": "7.8"}
    (blob, _) = serialize(NVVM_KERNELS, "gpu-to-cubin", chip="sm_80", features="+ptx75", format="ptx")
    assert b".version 7.5\n.target sm_80\n" in blob
    with pytest.raises(DiagnosticError, match=r"^PTX version 6.0 does not support target 'sm_80'. Minimum required "
                                              r"PTX version is 7.0.$"):
        serialize(NVVM_KERNELS, "gpu-to-cubin", chip="sm_80", features="+ptx60", format="ptx")


def test_libdevice_is_linked_for_math_calls() -> None:
    """Math ops become libdevice calls (convert-gpu-to-nvvm): the bitcode is linked, inlined and pruned."""
    from gpuopt.target import libdevice

    try:
        libdevice.find()
    except TargetError:
        pytest.skip("needs libdevice (pip install nvidia-cuda-nvcc-cu12)")
    (blob,) = serialize(MATH_KERNEL, "gpu-to-cubin", format="ptx")
    ptx = blob[:-1].decode()
    assert "__nv_" not in ptx and ".func" not in ptx  # inlined, the other 570 functions dropped
    assert "sqrt.rn.f64" in ptx and "ex2.approx.ftz.f32" in ptx
    if has_nvjitlink():
        (cubin,) = serialize(MATH_KERNEL, "gpu-to-cubin")
        functions = elf.read_elf(cubin).functions()
        assert "k" in functions and not any(name.startswith("__nv_") for name in functions)


def test_missing_libdevice_names_the_wheel(monkeypatch: pytest.MonkeyPatch) -> None:
    from gpuopt.target import libdevice

    monkeypatch.setattr(libdevice, "candidates", lambda: [])
    with pytest.raises(DiagnosticError, match=r"^the kernels call __nv_expf, __nv_sqrt from libdevice: libdevice not "
                                              r"found: pip install nvidia-cuda-nvcc-cu12"):
        serialize(MATH_KERNEL, "gpu-to-cubin", format="ptx")


def test_missing_nvjitlink_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cuda.bindings.nvjitlink", None)
    monkeypatch.setitem(sys.modules, "cuda.bindings", None)
    with pytest.raises(DiagnosticError) as info:
        serialize(NVVM_KERNELS, "gpu-to-cubin")
    message = info.value.diagnostic.message
    assert "nvJitLink, which is not installed" in message and "pip install 'gpuopt[cuda]'" in message
    assert "format=ptx" in message


def test_ptx_format_needs_no_cuda_library(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cuda.bindings", None)
    kernels, _ = serialize(NVVM_KERNELS, "gpu-to-cubin", format="ptx")
    assert kernels.endswith(b"}\n\0") and kernels.count(b"\0") == 1
    ptx = kernels[:-1].decode()
    assert ".version 6.0\n.target sm_50\n" in ptx
    assert ".visible .entry scale(" in ptx and ".visible .entry fill(" in ptx
    assert ".func  (.param .b32 func_retval0) helper(" in ptx
    assert ".shared .align 4 .b8 tile[128];" in ptx and "bar.sync \t0;" in ptx
    assert ".loc" not in ptx and "debug" not in ptx  # no line tables, whatever the locations


@pytest.mark.parametrize("chip", ["sm_50", "sm_90"])
def test_ptx_is_accepted_by_ptxas(chip: str, tmp_path: Path) -> None:
    tool = ptxas()
    if tool is None:
        pytest.skip("needs ptxas (pip install nvidia-cuda-nvcc-cu12)")
    (blob, _) = serialize(NVVM_KERNELS, "gpu-to-cubin", format="ptx", chip=chip)
    source = tmp_path / "kernels.ptx"
    source.write_bytes(blob[:-1])
    done = subprocess.run([tool, f"-arch={chip}", str(source), "-o", str(tmp_path / "k.cubin")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert {"scale", "fill"} <= elf.read_elf((tmp_path / "k.cubin").read_bytes()).functions()


def test_binary_round_trips_through_the_printed_module() -> None:
    """The printed attribute (MLIR's `\\XX` escapes) parses back to the same bytes, as gpu-to-llvm needs."""
    from gpuopt.printer import print_module

    load_all()
    top, modules = gpu_modules(NVVM_KERNELS)
    PassSpec("gpu-to-cubin", {"format": "ptx", "gpu-binary-annotation": "nvvm.ptx"}).instantiate().run(modules[0])
    blob = modules[0].attributes["nvvm.ptx"].value  # type: ignore[attr-defined]
    again, modules2 = gpu_modules(print_module(top))
    assert modules2[0].attributes["nvvm.ptx"].value == blob  # type: ignore[attr-defined]
    assert "gpu.binary" not in modules[0].attributes


# -- gpu-to-hsaco ----------------------------------------------------------------------------------------
@needs_ld_lld
@pytest.mark.parametrize("chip", ["gfx900", "gfx90a", "gfx1100"])
def test_hsaco_is_a_linked_amdgpu_code_object(chip: str) -> None:
    (blob,) = serialize(ROCDL_KERNELS, "gpu-to-hsaco", chip=chip)
    code = elf.read_elf(blob)
    assert code.machine == elf.EM_AMDGPU == 224
    assert code.type == elf.ET_DYN  # linked: what hipModuleLoadData loads
    assert code.amdgpu_chip == chip
    assert code.abi_version == 2  # code object version 4
    dynamic = {(s.name, s.kind) for s in code.symbols if s.section == ".dynsym"}
    for kernel in ("store_ids", "empty"):
        assert (kernel, elf.STT_FUNC) in dynamic
        assert (kernel + ".kd", elf.STT_OBJECT) in dynamic  # the kernel descriptor


@needs_ld_lld
def test_hsaco_linker_option_and_its_errors(tmp_path: Path) -> None:
    from gpuopt.target.hsaco import find_linker

    linker = find_linker()[-1]
    (blob,) = serialize(ROCDL_KERNELS, "gpu-to-hsaco", linker=linker, **{"opt-level": "0"})
    assert elf.read_elf(blob).type == elf.ET_DYN
    failing = tmp_path / "ld.lld"
    failing.write_text("#!/bin/sh\necho 'ld.lld: error: no space left' >&2\nexit 1\n")
    failing.chmod(0o755)
    with pytest.raises(DiagnosticError, match="linking the HSACO failed: ld.lld: error: no space left"):
        serialize(ROCDL_KERNELS, "gpu-to-hsaco", linker=str(failing))


@needs_ld_lld
def test_code_object_version_5() -> None:
    """Version 5 needs ld.lld 15 or newer (LLVM 14's, the usual one here, says so and the message tells why)."""
    from gpuopt.target.hsaco import find_linker

    version = subprocess.run([*find_linker(), "--version"], capture_output=True, text=True).stdout
    if "LLD 14." in version:
        with pytest.raises(DiagnosticError, match=r"unknown abi version.*use code-object-version=4"):
            serialize(ROCDL_KERNELS, "gpu-to-hsaco", **{"code-object-version": "5"})
    else:
        (blob,) = serialize(ROCDL_KERNELS, "gpu-to-hsaco", **{"code-object-version": "5"})
        assert elf.read_elf(blob).abi_version == 3


def test_no_linker_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util
    import shutil

    from gpuopt.target import hsaco

    monkeypatch.setattr(shutil, "which", lambda name: None)
    monkeypatch.setattr(glob, "glob", lambda pattern: [])
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None if name == "ziglang" else real_find_spec(name))
    with pytest.raises(TargetError, match=r"no ld.lld found .*apt-get install lld-14.*pip install ziglang"):
        hsaco.find_linker()


def test_hsaco_object_before_linking() -> None:
    """The object llvmlite emits: relocatable, with the kernels and their descriptors (no linker needed)."""
    from gpuopt.target.hsaco import emit_object

    _, (module,) = gpu_modules(ROCDL_KERNELS)
    code = elf.read_elf(emit_object(module, chip="gfx90a"))
    assert (code.type, code.machine, code.amdgpu_chip) == (elf.ET_REL, elf.EM_AMDGPU, "gfx90a")
    assert {"store_ids", "empty"} <= code.functions()
    assert {"store_ids.kd", "empty.kd"} <= {s.name for s in code.symbols}


def test_elf_reader_rejects_other_files() -> None:
    with pytest.raises(elf.ELFError):
        elf.read_elf(b"not an elf file at all" * 4)
    import struct

    fields = struct.pack("<HHIQQQIHHHHHH", elf.ET_DYN, elf.EM_AMDGPU, 1, 0, 0, 4096, 0, 64, 56, 0, 64, 2, 1)
    header = b"\x7fELF\x02\x01\x01" + b"\0" * 9 + fields
    with pytest.raises(elf.ELFError, match="truncated"):  # section headers past the end
        elf.read_elf(header)


# -- the whole NVIDIA pipeline, and running the binaries on a GPU when there is one ------------------------
GPU_PROGRAM = Path(__file__).parent.parent / "test" / "Target" / "GPU" / "nvvm-pipeline.mlir"


@needs_nvjitlink
def test_pipeline_from_gpu_dialect_to_cubin() -> None:
    """convert-gpu-to-nvvm then gpu-to-cubin, through the command line, as 14's CUDA integration tests run."""
    pipeline = "-pass-pipeline=gpu.module(convert-gpu-to-nvvm,gpu-to-cubin)"
    done = subprocess.run([sys.executable, "-m", "gpuopt", pipeline, str(GPU_PROGRAM)],
                          capture_output=True, text=True, errors="surrogateescape")
    assert done.returncode == 0, done.stderr
    _, (module,) = gpu_modules(done.stdout)
    cubin = elf.read_elf(module.attributes["gpu.binary"].value.encode("utf-8", "surrogateescape"))  # type: ignore[attr-defined]
    assert cubin.machine == elf.EM_CUDA and "scale" in cubin.functions()


def cuda_driver():  # noqa: ANN201 - ctypes library, or None
    """libcuda with a usable device, else None (no driver, no GPU: the usual case here)."""
    import ctypes

    try:
        cuda = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return None
    count = ctypes.c_int(0)
    if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0 or count.value == 0:
        return None
    return cuda


@pytest.mark.parametrize("fmt", ["cubin", "ptx"])
def test_binaries_run_on_a_cuda_gpu(fmt: str) -> None:
    """On a machine with an NVIDIA GPU: the cubin for its chip, and the sm_50 PTX JIT-compiled by the driver,
    load with cuModuleLoadData and their kernel writes what it should."""
    import ctypes

    cuda = cuda_driver()
    if cuda is None:
        pytest.skip("needs an NVIDIA GPU and its driver")
    if fmt == "cubin" and not has_nvjitlink():
        pytest.skip("needs nvJitLink")

    def check(status: int) -> None:
        assert status == 0, f"CUDA driver error {status}"

    device, major, minor = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    check(cuda.cuDeviceGet(ctypes.byref(device), 0))
    check(cuda.cuDeviceGetAttribute(ctypes.byref(major), 75, device))  # COMPUTE_CAPABILITY_MAJOR
    check(cuda.cuDeviceGetAttribute(ctypes.byref(minor), 76, device))
    options = {"chip": f"sm_{major.value}{minor.value}"} if fmt == "cubin" else {"format": "ptx"}
    blob, _ = serialize(NVVM_KERNELS, "gpu-to-cubin", **options)
    context, module, function, memory = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_uint64()
    check(cuda.cuCtxCreate_v2(ctypes.byref(context), 0, device))
    try:
        check(cuda.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(blob)))
        check(cuda.cuModuleGetFunction(ctypes.byref(function), module, b"fill"))
        check(cuda.cuMemAlloc_v2(ctypes.byref(memory), 4 * 64))
        argument = ctypes.c_uint64(memory.value)
        params = (ctypes.c_void_p * 1)(ctypes.cast(ctypes.byref(argument), ctypes.c_void_p))
        check(cuda.cuLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, None, params, None))
        check(cuda.cuCtxSynchronize())
        out = (ctypes.c_int32 * 64)()
        check(cuda.cuMemcpyDtoH_v2(out, memory, 4 * 64))
        assert list(out) == list(range(64))
        check(cuda.cuMemFree_v2(memory))
        check(cuda.cuModuleUnload(module))
    finally:
        cuda.cuCtxDestroy_v2(context)


def test_runner_cuda_pipeline_embeds_ptx() -> None:
    """gpuopt-runner --runtime=cuda compiles kernels to PTX: the driver JIT-compiles it for the GPU at hand,
    where a cubin would only load on the architecture it was made for."""
    from gpuopt.diagnostics import SourceManager
    from gpuopt.runtime.cli import lower

    source = (Path(__file__).parent.parent / "test" / "Target" / "GPU" / "cuda-launch-pipeline.mlir").read_text()
    sources = SourceManager()
    sources.add("launch.mlir", source)
    top = parse(source, "launch.mlir")
    verify(top)
    lower(top, "cuda", sources)
    binary = next(op for op in top.walk() if op.attributes.get("sym_name") == A.StringAttr("main_kernel_gpubin_cst"))
    assert ".visible .entry main_kernel(" in binary.attributes["value"].value  # type: ignore[attr-defined]


ROCDL_PROGRAM = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%data: memref<64xf32>, %factor: f32) workgroup(%tile: memref<64xf32, 3>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %data[%tid] : memref<64xf32>
      %y = arith.mulf %x, %factor : f32
      memref.store %y, %tile[%tid] : memref<64xf32, 3>
      gpu.barrier
      %z = memref.load %tile[%tid] : memref<64xf32, 3>
      memref.store %z, %data[%tid] : memref<64xf32>
      gpu.return
    }
  }
}
"""


@needs_ld_lld
def test_pipeline_from_gpu_dialect_to_hsaco(tmp_path: Path) -> None:
    """convert-gpu-to-rocdl then gpu-to-hsaco, through the command line, for the chip given."""
    source = tmp_path / "rocdl.mlir"
    source.write_text(ROCDL_PROGRAM)
    pipeline = "-pass-pipeline=gpu.module(strip-debuginfo,convert-gpu-to-rocdl,gpu-to-hsaco{chip=gfx90a})"
    done = subprocess.run([sys.executable, "-m", "gpuopt", pipeline, "-mlir-print-op-generic", str(source)],
                          capture_output=True, text=True, errors="surrogateescape")
    assert done.returncode == 0, done.stderr
    _, (module,) = gpu_modules(done.stdout)
    code = elf.read_elf(module.attributes["gpu.binary"].value.encode("utf-8", "surrogateescape"))  # type: ignore[attr-defined]
    assert (code.type, code.machine, code.amdgpu_chip) == (elf.ET_DYN, elf.EM_AMDGPU, "gfx90a")
    assert {("scale", ".dynsym"), ("scale.kd", ".dynsym")} <= {(s.name, s.section) for s in code.symbols}


SHUFFLE_PROGRAM = """
module attributes {gpu.container_module} {
  func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %data = gpu.alloc () : memref<64xf32>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %x = memref.load %data[%tx] : memref<64xf32>
      %one = arith.constant 1 : i32
      %width = arith.constant 32 : i32
      %neighbour, %valid = gpu.shuffle xor %x, %one, %width : f32
      memref.store %neighbour, %data[%tx] : memref<64xf32>
      gpu.terminator
    }
    return
  }
}
"""


def embedded_binary(lowered: str) -> bytes:
    """The code object `--gpu-to-llvm` put in the `<kernel module>_gpubin_cst` global."""
    top = parse(lowered, "lowered.mlir")
    binary = next(op for op in top.walk() if str(getattr(op.attributes.get("sym_name"), "value", "")).endswith(
        "_gpubin_cst"))
    return binary.attributes["value"].value.encode("utf-8", "surrogateescape")  # type: ignore[attr-defined]


def amd_chain(program: str, tmp_path: Path) -> bytes:
    """The code object of the command of README's third way to run a kernel (gfx90a), from `program`."""
    source = tmp_path / "program.mlir"
    source.write_text(program)
    done = subprocess.run([sys.executable, "-m", "gpuopt", str(source), "-gpu-kernel-outlining",
                           "-pass-pipeline=gpu.module(strip-debuginfo,convert-gpu-to-rocdl,gpu-to-hsaco{chip=gfx90a})",
                           "-gpu-to-llvm"], capture_output=True, text=True, errors="surrogateescape")
    assert done.returncode == 0, done.stderr
    return embedded_binary(done.stdout)


@needs_ld_lld
def test_whole_chain_with_a_shuffle_to_a_linked_code_object(tmp_path: Path) -> None:
    """gpu.launch with a gpu.shuffle, outlined, lowered to ROCDL (mbcnt + ds_bpermute), serialized and
    embedded by --gpu-to-llvm: a linked gfx90a code object with the kernel and its descriptor."""
    blob = amd_chain(SHUFFLE_PROGRAM, tmp_path)
    code = elf.read_elf(blob)
    assert (code.type, code.machine, code.amdgpu_chip) == (elf.ET_DYN, elf.EM_AMDGPU, "gfx90a")
    assert {("main_kernel", ".dynsym"), ("main_kernel.kd", ".dynsym")} <= {(s.name, s.section) for s in code.symbols}
    from shutil import which

    objdump = which("llvm-objdump-14") or which("llvm-objdump")
    if objdump:
        (tmp_path / "k.hsaco").write_bytes(blob)
        listing = subprocess.run([objdump, "-d", "--mcpu=gfx90a", str(tmp_path / "k.hsaco")], capture_output=True,
                                 text=True).stdout
        assert "ds_bpermute_b32" in listing and "v_mbcnt_hi_u32_b32" in listing


# -- the ROCm device libraries ---------------------------------------------------------------------------
def rocm_device_libs() -> str | None:
    from gpuopt.target import rocm_device_libs as libs

    try:
        return libs.find(["ocml.bc", "ockl.bc"])
    except TargetError:
        return None


needs_device_libs = pytest.mark.skipif(rocm_device_libs() is None,
                                       reason="needs the ROCm device libraries (apt-get install rocm-device-libs)")

MATH_PROGRAM = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%f: memref<64xf32>, %d: memref<64xf64>) kernel {
      %tid = gpu.thread_id x
      %n = gpu.block_dim x
      %x = memref.load %f[%tid] : memref<64xf32>
      %y = math.exp %x : f32
      %z = math.sin %y : f32
      memref.store %z, %f[%n] : memref<64xf32>
      %a = memref.load %d[%tid] : memref<64xf64>
      %b = math.powf %a, %a : f64
      memref.store %b, %d[%tid] : memref<64xf64>
      gpu.return
    }
  }
}
"""


def rocdl_binary(source: str, tmp_path: Path, kernel_passes: str, *flags: str) -> bytes:
    """The code object of the program's one gpu.module, through the command line."""
    path = tmp_path / "program.mlir"
    path.write_text(source)
    done = subprocess.run([sys.executable, "-m", "gpuopt", str(path), *flags,
                           f"-pass-pipeline=gpu.module(strip-debuginfo,{kernel_passes})", "-mlir-print-op-generic"],
                          capture_output=True, text=True, errors="surrogateescape")
    assert done.returncode == 0, done.stderr
    _, (module,) = gpu_modules(done.stdout)
    return module.attributes["gpu.binary"].value.encode("utf-8", "surrogateescape")  # type: ignore[attr-defined]


@needs_ld_lld
@needs_device_libs
@pytest.mark.parametrize("chip", ["gfx90a", "gfx1030"])
def test_math_kernels_link_ocml_and_ockl(chip: str, tmp_path: Path) -> None:
    """math ops (__ocml_*) and gpu.block_dim (__ockl_get_local_size) through convert-gpu-to-rocdl: the
    libraries are linked, inlined and dropped, and the code object has no undefined symbols."""
    blob = rocdl_binary(MATH_PROGRAM, tmp_path, f"convert-gpu-to-rocdl,gpu-to-hsaco{{chip={chip}}}")
    code = elf.read_elf(blob)
    assert (code.type, code.amdgpu_chip) == (elf.ET_DYN, chip)
    assert {"math", "math.kd"} <= {s.name for s in code.symbols if s.section == ".dynsym"}
    assert code.undefined() == set()
    assert b"__ocml_" not in blob and b"__ockl_" not in blob


@needs_ld_lld
@needs_device_libs
def test_hip_printf_links_ockl_and_its_hostcall(tmp_path: Path) -> None:
    """gpu.printf for HIP calls ockl's hostcall printf: linked, with inline assembly that is only a comment
    (ockl's hoisting barriers) taken out, since llvmlite has no AMDGPU assembler; the kernel asks for the
    hostcall buffer among its hidden arguments."""
    program = """gpu.module @kernels {
      gpu.func @hello(%x: f32) kernel {
        %tid = gpu.thread_id x
        gpu.printf "thread %lld: %f\\n" %tid, %x : index, f32
        gpu.return
      }
    }"""
    blob = rocdl_binary(program, tmp_path, "convert-gpu-to-rocdl{runtime=HIP},gpu-to-hsaco{chip=gfx90a}")
    code = elf.read_elf(blob)
    assert code.undefined() == set() and "hello" in code.functions()
    assert b"hidden_hostcall_buffer" in blob


@needs_ld_lld
@needs_device_libs
def test_all_reduce_through_the_whole_amd_chain(tmp_path: Path) -> None:
    """gpu.all_reduce (shuffles, the block size through ockl), outlined and embedded by --gpu-to-llvm."""
    program = SHUFFLE_PROGRAM.replace(
        "memref.store %neighbour", "%sum = gpu.all_reduce add %neighbour {} : (f32) -> (f32)\n"
        "      memref.store %sum")
    code = elf.read_elf(amd_chain(program, tmp_path))
    assert "main_kernel" in code.functions() and code.undefined() == set()


def test_missing_device_libraries_are_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not found, with the option or without (nothing installed anywhere): the message names the functions,
    the library, where it looked and how to install it.  No linker needed."""
    from gpuopt.target import hsaco
    from gpuopt.target import rocm_device_libs as libs

    source = """gpu.module @kernels {
      llvm.func @__ocml_exp_f32(f32) -> f32
      llvm.func @k(%x: f32, %out: !llvm.ptr<f32, 1>) attributes {gpu.kernel, rocdl.kernel} {
        %r = llvm.call @__ocml_exp_f32(%x) : (f32) -> f32
        llvm.store %r, %out : !llvm.ptr<f32, 1>
        llvm.return
      }
    }"""
    _, (module,) = gpu_modules(source)
    with pytest.raises(TargetError, match=rf"call __ocml_exp_f32 from the ROCm device libraries: ocml.bc not found "
                                          rf"in '{tmp_path}': apt-get install rocm-device-libs"):
        hsaco.emit_object(module, rocm_path=str(tmp_path))
    monkeypatch.setattr(libs, "candidates", lambda option="": [str(tmp_path)])
    with pytest.raises(TargetError, match=r"ocml.bc not found in \$HIP_DEVICE_LIB_PATH, \$ROCM_PATH, /opt/rocm"):
        hsaco.emit_object(module)


def test_device_libraries_are_looked_for_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The option, else $HIP_DEVICE_LIB_PATH then $ROCM_PATH (each a bitcode directory or a ROCm install
    with amdgcn/bitcode), then the install locations; the first directory with all the libraries wins."""
    from gpuopt.target import rocm_device_libs as libs

    first, second = tmp_path / "hip", tmp_path / "rocm" / "amdgcn" / "bitcode"
    for directory, names in ((first, ["ocml.bc"]), (second, ["ocml.bc", "ockl.bc"])):
        directory.mkdir(parents=True)
        for name in names:
            (directory / name).write_bytes(b"")
    monkeypatch.setenv("HIP_DEVICE_LIB_PATH", str(first))
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "rocm"))
    looked = libs.candidates()
    assert looked.index(str(first)) < looked.index(str(second)) < looked.index("/opt/rocm")
    assert libs.find(["ocml.bc"]) == str(first)
    assert libs.find(["ocml.bc", "ockl.bc"]) == str(second)  # the first has no ockl
    assert libs.find(["ocml.bc"], str(tmp_path / "rocm")) == str(second)
    assert libs.candidates(str(first))[0] == str(first) and "/opt/rocm" not in libs.candidates(str(first))


def test_control_constants_follow_the_chip() -> None:
    """ISA version 1000 * major + 100 * minor + stepping (hex), wave64 on gfx9 and before and on gfx10+ only
    with +wavefrontsize64, the ABI version the code object's; checked against the oclc_isa_version_*.bc
    files of the installed device libraries when there are some."""
    from gpuopt.target import rocm_device_libs as libs

    assert [libs.isa_version(c) for c in ("gfx900", "gfx90a", "gfx90c", "gfx940", "gfx1030", "gfx1100")] == \
        [9000, 9010, 9012, 9400, 10300, 11000]
    assert (libs.wavefront_size_64("gfx90a", ""), libs.wavefront_size_64("gfx1030", ""),
            libs.wavefront_size_64("gfx1030", "+wavefrontsize64")) == (True, False, True)
    constants = libs.control_constants("gfx1100", "", 5)
    assert constants["__oclc_ISA_version"] == (32, 11000) and constants["__oclc_ABI_version"] == (32, 500)
    assert constants["__oclc_wavefrontsize64"] == (8, 0) and constants["__oclc_correctly_rounded_sqrt32"] == (8, 1)
    with pytest.raises(TargetError, match="cannot tell the ISA version of chip 'sm_80'"):
        libs.isa_version("sm_80")
    directory = rocm_device_libs()
    if directory is None:
        return
    from llvmlite import binding as llvm

    files = glob.glob(os.path.join(directory, "oclc_isa_version_*.bc"))
    assert files
    for path in files:
        chip = "gfx" + path.rsplit("_", 1)[1][:-3]
        text = str(llvm.parse_bitcode(Path(path).read_bytes()))
        assert f"constant i32 {libs.isa_version(chip)}," in text, chip


def test_only_comment_inline_assembly_is_taken_out() -> None:
    """A comment on a register (ockl's) becomes a freeze of it; other inline assembly is an error, not an
    abort of the process."""
    from gpuopt.target import codegen, hsaco

    llvm = codegen._binding()
    comment = llvm.parse_assembly('''define i32 @f(i32 %x) {
      %y = tail call i32 asm sideeffect "; O0 $0", "=v,0"(i32 %x), !srcloc !0
      ret i32 %y
    }
    !0 = !{i64 1}''')
    assert "%y = freeze i32 %x" in str(hsaco.without_comment_asm(comment))
    real = llvm.parse_assembly('''define void @g() {
      call void asm sideeffect "s_nop 0", ""()
      ret void
    }''')
    with pytest.raises(TargetError, match="function 'g' uses inline assembly, which gpuopt cannot assemble"):
        hsaco.without_comment_asm(real)
