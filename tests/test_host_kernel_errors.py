"""Kernel errors of GPU-dialect programs run on the host runtime through gpuopt-runner: out-of-bounds accesses
under --check-bounds, faults without it.  Each run must end by itself (a timeout guards against hangs) with exit
status 1, one message naming the kernel, block and thread on stderr, and no Python traceback."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_host_pipeline import GPU_TESTS, ROOT, assert_rows, expected_rows, memref_rows

TIMEOUT = 300
LAUNCH = r"gpuopt runtime error: mgpuLaunchKernel\([^)]*\): "


def runner(program: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "gpuopt.runner", str(program), "-e", "main",
                           "--entry-point-result=void", *flags], capture_output=True, text=True, check=False,
                          cwd=ROOT, timeout=TIMEOUT)


def program(tmp_path: Path, body: str, args: str = "%a : memref<?xf32>, %b : memref<4x8xf32>",
            grid: int = 2, block: int = 8, workgroup: str = "", helpers: str = "") -> Path:
    """A kernel `@k(%a: memref<?xf32> (16 elements), %b: memref<4x8xf32>; a[0] = b[0, 0] = 0)` whose body is
    `body` (with %t, %bid, %c0, %c1, %c8 defined), launched on `grid` blocks of `block` threads; `helpers` are
    more functions of the gpu.module."""
    attributions = f" workgroup({workgroup})" if workgroup else ""
    text = f"""module attributes {{gpu.container_module}} {{
  gpu.module @kernels {{
{helpers}
    gpu.func @k(%a: memref<?xf32>, %b: memref<4x8xf32>){attributions} kernel {{
      %t = gpu.thread_id x
      %bid = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
{body}
      gpu.return
    }}
  }}
  func @main() {{
    %c1 = arith.constant 1 : index
    %grid = arith.constant {grid} : index
    %block = arith.constant {block} : index
    %c16 = arith.constant 16 : index
    %a = memref.alloc(%c16) : memref<?xf32>
    %b = memref.alloc() : memref<4x8xf32>
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f32
    memref.store %zero, %a[%c0] : memref<?xf32>
    memref.store %zero, %b[%c0, %c0] : memref<4x8xf32>
    gpu.launch_func @kernels::@k blocks in (%grid, %c1, %c1) threads in (%block, %c1, %c1) args({args})
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<4x8xf32>
    return
  }}
}}
"""
    path = tmp_path / "kernel.mlir"
    path.write_text(text)
    return path


def line_of(path: Path, text: str) -> str:
    """`file:line:col` of the first occurrence of `text` (an op's name and operands) in `path`."""
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if text in line:
            return f"{path}:{number}:{line.index(text) + 1}"
    raise AssertionError(text)


def assert_kernel_error(result: subprocess.CompletedProcess[str], where: str, message: str) -> None:
    assert "Traceback" not in result.stderr
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert re.fullmatch(LAUNCH + re.escape(f'kernel "k" {where}: {message}') + "\n", result.stderr), result.stderr


# Each case: the body, the op whose location the error names, the thread that fails, the message.
OUT_OF_BOUNDS = {
    "load-past-end": ("""
      %base = arith.muli %bid, %c8 : index
      %i = arith.addi %base, %t : index
      %j = arith.addi %i, %c1 : index
      %x = memref.load %a[%j] : memref<?xf32>
      memref.store %x, %a[%i] : memref<?xf32>""", "memref.load %a[%j]", "block (1, 0, 0) thread (7, 0, 0)",
                      "index 16 is out of bounds for dimension 0 of size 16"),
    "negative-index": ("""
      %j = arith.subi %t, %c1 : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%j] : memref<?xf32>""", "memref.store %f, %a[%j]", "block (0, 0, 0) thread (0, 0, 0)",
                       "index -1 is out of bounds for dimension 0 of size 16"),
    "second-dimension": ("""
      %j = arith.addi %t, %bid : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %b[%bid, %j] : memref<4x8xf32>""", "memref.store %f, %b[%bid, %j]",
                         "block (1, 0, 0) thread (7, 0, 0)",
                         "index 8 is out of bounds for dimension 1 of size 8"),
    "first-dimension": ("""
      %f = arith.constant 1.0 : f32
      %i = arith.muli %bid, %c8 : index
      memref.store %f, %b[%i, %t] : memref<4x8xf32>""", "memref.store %f, %b[%i, %t]",
                        "block (1, 0, 0) thread (0, 0, 0)",
                        "index 8 is out of bounds for dimension 0 of size 4"),
    "workgroup-after-barrier": ("""
      %f = arith.constant 1.0 : f32
      memref.store %f, %tile[%t] : memref<8xf32, 3>
      gpu.barrier
      %j = arith.addi %t, %bid : index
      %x = memref.load %tile[%j] : memref<8xf32, 3>
      memref.store %x, %a[%t] : memref<?xf32>""", "memref.load %tile[%j]", "block (1, 0, 0) thread (7, 0, 0)",
                                "index 8 is out of bounds for dimension 0 of size 8"),
}


HELPERS = """
    builtin.func @read(%m: memref<?xf32>, %i: index) -> f32 {
      %x = memref.load %m[%i] : memref<?xf32>
      return %x : f32
    }
    builtin.func @sync_read(%m: memref<?xf32>, %i: index) -> f32 {
      gpu.barrier
      %x = call @read(%m, %i) : (memref<?xf32>, index) -> f32
      return %x : f32
    }"""
OUT_OF_BOUNDS["in-callees"] = ("""
      %j = arith.muli %t, %c8 : index
      %x = call @sync_read(%a, %j) : (memref<?xf32>, index) -> f32""", "memref.load %m[%i]",
                               "block (0, 0, 0) thread (2, 0, 0)",
                               "index 16 is out of bounds for dimension 0 of size 16")


@pytest.mark.parametrize("case", list(OUT_OF_BOUNDS))
def test_check_bounds_names_kernel_block_thread_and_access(tmp_path: Path, case: str) -> None:
    body, op, where, message = OUT_OF_BOUNDS[case]
    path = program(tmp_path, body, workgroup="%tile: memref<8xf32, 3>" if "%tile" in body else "",
                   helpers=HELPERS if "call" in body else "")
    result = runner(path, "--check-bounds")
    assert_kernel_error(result, where, f"{message} at {line_of(path, op)}")


def test_without_check_bounds_the_same_access_is_silent(tmp_path: Path) -> None:
    """The load one past the end (into the allocator's slack) goes unnoticed without the option, as on a GPU."""
    result = runner(program(tmp_path, OUT_OF_BOUNDS["load-past-end"][0]))
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize("name", ["launch-func", "barrier-workgroup", "dynamic-shapes", "all-reduce", "shuffle"])
def test_correct_programs_run_the_same_with_check_bounds(name: str) -> None:
    result = runner(GPU_TESTS / f"{name}.mlir", "--check-bounds")
    assert result.returncode == 0, result.stderr
    assert_rows(memref_rows(result.stdout), expected_rows(name))


def test_check_bounds_needs_the_host_runtime() -> None:
    result = runner(GPU_TESTS / "launch-func.mlir", "--check-bounds", "--runtime=cuda")
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == "gpuopt-runner: error: --check-bounds needs the host runtime, not --runtime=cuda\n"


FAR = 1 << 60
"""Elements past any allocation: the address is not canonical, so the store faults wherever the buffer is."""


def test_fault_in_a_block_loop_names_the_thread(tmp_path: Path) -> None:
    """The kernel runs as one loop per block with the thread ids in registers; the runtime runs the faulting
    block again one thread at a time to name the thread."""
    path = program(tmp_path, f"""
      %far = arith.constant {FAR} : index
      %c3 = arith.constant 3 : index
      %is3 = arith.cmpi eq, %t, %c3 : index
      %j = select %is3, %far, %t : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%j] : memref<?xf32>""", grid=1)
    result = runner(path)
    assert_kernel_error(result, "block (0, 0, 0) thread (3, 0, 0)", "segmentation fault (SIGSEGV) at address 0x0")


def test_fault_that_does_not_recur_says_the_thread_is_unknown(tmp_path: Path) -> None:
    """A thread faults when it sees b[0, 0] == 3, and b[0, 0] counts the threads that ran (it may alias a[t], so
    LLVM keeps it in memory): in the second run no thread sees 3, so the message cannot name the thread."""
    path = program(tmp_path, f"""
      %one = arith.constant 1.0 : f32
      %three = arith.constant 3.0 : f32
      %seen = memref.load %b[%c0, %c0] : memref<4x8xf32>
      %count = arith.addf %seen, %one : f32
      memref.store %count, %b[%c0, %c0] : memref<4x8xf32>
      %far = arith.constant {FAR} : index
      %hit = arith.cmpf oeq, %seen, %three : f32
      %j = select %hit, %far, %t : index
      memref.store %one, %a[%j] : memref<?xf32>""", grid=1)
    result = runner(path)
    assert_kernel_error(result, "block (0, 0, 0)",
                        "segmentation fault (SIGSEGV) at address 0x0, running the block as one loop over its "
                        "threads; run again one thread at a time, the block did not fault, so the thread is not "
                        "known")


# --------------------------------------------------------------------------
# Dynamic workgroup memory, and errors of the lowering
# --------------------------------------------------------------------------


def dynamic_memory_program(tmp_path: Path, size: int) -> Path:
    """test/Integration/GPU/dynamic-shared-memory.mlir launched with `size` dynamic bytes."""
    text = (GPU_TESTS / "dynamic-shared-memory.mlir").read_text()
    path = tmp_path / "dynamic.mlir"
    path.write_text(text.replace("arith.constant 24 : i32", f"arith.constant {size} : i32"))
    return path


def test_launch_passes_the_dynamic_size_after_the_static_part(tmp_path: Path) -> None:
    """The 24-byte tile is padded to 32 bytes, where the dynamic memory starts."""
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(dynamic_memory_program(tmp_path, 40))],
                            capture_output=True, text=True, check=False, cwd=ROOT, timeout=TIMEOUT,
                            env={**os.environ, "GPUOPT_RUNTIME_TRACE": "1"})
    assert result.returncode == 0, result.stderr
    assert re.search(r'mgpuLaunchKernel\(function#1, 1, 1, 1, 6, 1, 1, 40, [^)]*\): kernel "reverse" of gpu.module '
                     r"@kernels, grid \(1, 1, 1\), block \(6, 1, 1\), shared memory 32 static \+ 40 dynamic bytes",
                     result.stderr), result.stderr


def test_dynamic_memory_beyond_the_limit_is_refused(tmp_path: Path) -> None:
    result = runner(dynamic_memory_program(tmp_path, 49152))
    assert (result.returncode, result.stdout) == (1, "")
    assert re.fullmatch(LAUNCH + re.escape('kernel "reverse" needs 49184 bytes of shared memory per block (32 static '
                                           "+ 49152 dynamic), more than the 49152 bytes (48 KiB) a launch may use")
                        + "\n", result.stderr), result.stderr


@pytest.mark.parametrize(("helpers", "body", "message"), [
    ("""
    builtin.func @lane() -> index {
      %l = gpu.thread_id x
      return %l : index
    }""", """
      %f = constant @lane : () -> index""",
     "error: 'std.constant' op takes the address of @lane, which uses GPU ops (or calls a function that does) and so "
     "needs the host runtime's context: only direct calls pass it"),
    ("""
    llvm.mlir.global internal @tile(dense<1.0> : tensor<8xf32>) {addr_space = 3 : i32} : !llvm.array<8 x f32>""", "",
     "error: 'llvm.mlir.global' op in address space 3 (workgroup memory) is not supported on the host: workgroup "
     "memory has no initial value"),
    ("""
    memref.global "private" @tile : memref<8xf32, 3> = dense<1.0>""", "",
     "error: 'memref.global' op in address space 3 (workgroup memory) is not supported on the host: workgroup "
     "memory has no initial value"),
    ("""
    llvm.mlir.global internal @pair() {addr_space = 3 : i32} : !llvm.struct<(i32, f32)>""", "",
     "error: 'llvm.mlir.global' op in address space 3 (workgroup memory) is not supported on the host: expected a "
     "scalar or an array of them"),
], ids=["address-of-context-function", "initialized-llvm-global", "initialized-memref-global", "struct-global"])
def test_lowering_errors_are_located_and_exit_1(tmp_path: Path, helpers: str, body: str, message: str) -> None:
    result = runner(program(tmp_path, body, helpers=helpers))
    assert (result.returncode, result.stdout) == (1, "")
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    assert re.match(re.escape(f"{tmp_path / 'kernel.mlir'}:") + r"\d+:\d+: " + re.escape(message), result.stderr), \
        result.stderr


def test_launch_beyond_the_limits_ends_the_run(tmp_path: Path) -> None:
    """A block of 1025 threads, which a GPU refuses: an error naming the limit, exit status 1 (gpuopt-runner makes
    runtime errors fatal), nothing run."""
    path = program(tmp_path, """
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%c0] : memref<?xf32>""", grid=1, block=1025)
    result = runner(path)
    assert (result.returncode, result.stdout) == (1, "")
    assert re.fullmatch(LAUNCH + re.escape("block dimension x = 1025 exceeds the limit 1024 (a GPU's block is at "
                                           "most (1024, 1024, 64) threads)") + "\n", result.stderr), result.stderr
