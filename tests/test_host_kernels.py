"""GPU kernels executed by the host runtime (runtime_wrappers/host-kernel-*.c).

The kernels are C modules written by hand against runtime_wrappers/gpuopt-host-kernel-abi.h the way
gpu-to-host-object emits them (tests/host_kernels/kernels.c), compiled into shared objects whose bytes a
child Python process hands to mgpuModuleLoad, as a lowered program does with its kernel binary. Each scenario
runs in its own process (the runtime keeps process-wide state and ends the process on fatal kernel errors) and
the test checks its exit status, stdout and stderr.
"""

from __future__ import annotations

import ctypes
import json
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from test_runtime_wrappers import KERNELS_DIR, build, compile_module, host_lib, minimal_module, run_child

# test_runtime_wrappers' session fixtures (one build of the runtime per session), used by name; exporting them
# tells linters so.
__all__ = ["build", "host_lib", "minimal_module"]

POISON = -0x5A5A5A5B  # 0xA5A5A5A5 as int32: fresh workgroup memory
XOR, UP, DOWN, IDX = range(4)

# Helpers for the child's body (after test_runtime_wrappers' preludes): the kernels module, parameters as
# cuLaunchKernel takes them, 1-D memrefs as gpu-to-llvm passes them, device arrays, and `done()`, which frees
# everything so that a correct run prints nothing on stderr.
KERNELS = """
import json
keep, allocations = [], []
m = ModuleLoad(IMAGE)

def params(*values):
    array = (vp * len(values))(*[ctypes.cast(ctypes.pointer(v), vp) for v in values])
    keep.extend([*values, array])
    return array

def memref(pointer, size):
    return [vp(pointer), vp(pointer), i64(0), i64(size), i64(1)]

def device(ctype, values):
    host = (ctype * len(values))(*values)
    pointer = MemAlloc(ctypes.sizeof(host), None)
    allocations.append(pointer)
    Memcpy(pointer, host, ctypes.sizeof(host), None)
    return pointer

def host(ctype, pointer, count):
    out = (ctype * count)()
    Memcpy(out, pointer, ctypes.sizeof(out), None)
    return list(out)

def launch(name, grid, block, *args, smem=0):
    f = ModuleGetFunction(m, name.encode())
    LaunchKernel(f, *grid, *block, smem, None, params(*args) if args else None, None)

def done():
    for pointer in allocations:
        MemFree(pointer, None)
    ModuleUnload(m)
"""


@pytest.fixture(scope="session")
def kernels_module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compile_module(KERNELS_DIR / "kernels.c", tmp_path_factory.mktemp("modules") / "kernels.so")


def run(host_lib: Path, module: Path, body: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`body` (dedented) in a child with the kernels helpers and `module` as IMAGE."""
    return run_child(host_lib, KERNELS + textwrap.dedent(body), image=module, **env)


def addresses(text: str) -> str:
    return re.sub(r"0x[0-9a-f]+", "ADDR", text)


# --------------------------------------------------------------------------
# Correct kernels: results, and silence
# --------------------------------------------------------------------------


@pytest.mark.parametrize("subgroup", [None, "16"])
def test_3d_grid_and_block_ids(host_lib: Path, kernels_module: Path, subgroup: str | None) -> None:
    grid, block = (2, 3, 2), (4, 2, 3)
    env = {"GPUOPT_HOST_THREADS": "3"} | ({"GPUOPT_HOST_SUBGROUP_SIZE": subgroup} if subgroup else {})
    result = run(host_lib, kernels_module, """
        n = 2 * 3 * 2 * 4 * 2 * 3
        out = device(ctypes.c_int32, [0] * (13 * n))
        launch("ids", (2, 3, 2), (4, 2, 3), *memref(out, 13 * n))
        print(json.dumps(host(ctypes.c_int32, out, 13 * n)))
        done()
        """, **env)
    assert (result.returncode, result.stderr) == (0, "")
    rows = json.loads(result.stdout)
    expected = []
    for bz in range(2):
        for by in range(3):
            for bx in range(2):
                for tz in range(3):
                    for ty in range(2):
                        for tx in range(4):
                            expected += [tx, ty, tz, *block, bx, by, bz, *grid, int(subgroup or 32)]
    assert rows == expected


def test_vector_add_through_block_entry(host_lib: Path, kernels_module: Path) -> None:
    """block_entry is used when present (the trace says so); the per-thread path gives the same; loading the
    module around every launch, as upstream's lowering does, works."""
    result = run(host_lib, kernels_module, """
        n = 1000
        a = device(ctypes.c_float, [i * 0.5 for i in range(n)])
        b = device(ctypes.c_float, [2.0 * i for i in range(n)])
        c = device(ctypes.c_float, [0.0] * n)
        d = device(ctypes.c_float, [0.0] * n)
        launch("vecadd", (4, 1, 1), (256, 1, 1), *memref(a, n), *memref(b, n), *memref(c, n), i64(n))
        for _ in range(20):
            m2 = ModuleLoad(IMAGE)
            f = ModuleGetFunction(m2, b"vecadd_threads")
            LaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, None,
                         params(*memref(a, n), *memref(b, n), *memref(d, n), i64(n)), None)
            ModuleUnload(m2)
        c, d = host(ctypes.c_float, c, n), host(ctypes.c_float, d, n)
        print(c == [i * 2.5 for i in range(n)], d == c)
        done()
        """, GPUOPT_RUNTIME_TRACE="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "True True\n"
    launches = [addresses(line) for line in result.stderr.splitlines() if "mgpuLaunchKernel" in line]
    assert launches[0] == (
        "gpuopt trace: mgpuLaunchKernel(function#1, 4, 1, 1, 256, 1, 1, 0, default, ADDR, null): kernel \"vecadd\" "
        "of gpu.module @kernels, grid (4, 1, 1), block (256, 1, 1), shared memory 0 static + 0 dynamic bytes, "
        "block_entry per block")
    assert launches[1].endswith("thread_entry per thread") and len(launches) == 21
    assert not [line for line in result.stderr.splitlines() if not line.startswith("gpuopt trace:")]


@pytest.mark.parametrize("threads", ["1", "3"])
def test_workgroup_memory_reversal_with_barriers(host_lib: Path, kernels_module: Path, threads: str) -> None:
    """Each block reverses its slice through static and dynamic workgroup memory with barriers between; fresh
    workgroup memory holds the poison pattern; every block has its own."""
    result = run(host_lib, kernels_module, """
        g, n = 3, 256
        data = [7 * i + 1 for i in range(g * n)]
        src = device(ctypes.c_int32, data)
        out = device(ctypes.c_int32, [0] * (2 * g * n + g))
        launch("reverse", (g, 1, 1), (n, 1, 1), *memref(src, g * n), *memref(out, 2 * g * n + g), smem=4 * n)
        print(json.dumps([data, host(ctypes.c_int32, out, 2 * g * n + g)]))
        done()
        """, GPUOPT_HOST_THREADS=threads)
    assert (result.returncode, result.stderr) == (0, "")
    data, out = json.loads(result.stdout)
    g, n = 3, 256
    reversed_slices = [data[b * n + n - 1 - t] for b in range(g) for t in range(n)]
    assert out[: g * n] == reversed_slices
    assert out[g * n: 2 * g * n] == [2 * v for v in reversed_slices]
    assert out[2 * g * n:] == [POISON] * g


def shuffle_model(mode: int, offset: int, width: int, threads: int, subgroup: int = 32) -> list[object]:
    """The ABI's rule for each thread's result: the source lane's value, or 'inv' (own value, not valid)."""
    results: list[object] = []
    for t in range(threads):
        base, lane = t // subgroup * subgroup, t % subgroup
        source = (lane ^ offset, lane - offset, lane + offset, offset)[mode]
        results.append(base + source if 0 <= source < width else "inv")
    return results


SHUFFLE_CASES = [  # mode, offset, width, threads
    (XOR, 4, 13, 13), (UP, 3, 13, 13), (DOWN, 5, 13, 13), (IDX, 7, 13, 13), (IDX, 20, 13, 13),
    (XOR, 1, 32, 64), (UP, 31, 32, 64), (DOWN, 16, 32, 64), (IDX, 0, 32, 64), (XOR, 8, 1, 1),
]


def test_shuffle_modes_and_widths(host_lib: Path, kernels_module: Path) -> None:
    result = run(host_lib, kernels_module, f"""
        results = []
        for mode, offset, width, threads in {SHUFFLE_CASES!r}:
            out = device(ctypes.c_int64, [0] * threads)
            launch("shuffle", (1, 1, 1), (threads, 1, 1), *memref(out, threads), ctypes.c_int32(mode),
                   ctypes.c_int32(offset), ctypes.c_int32(width))
            results.append([(v & 0xffffffff) - 100 if v >> 32 == 1 else ("inv", (v & 0xffffffff) - 100 == t)
                            for t, v in enumerate(host(ctypes.c_int64, out, threads))])
        print(json.dumps(results))
        done()
        """)
    assert (result.returncode, result.stderr) == (0, "")
    results = json.loads(result.stdout)
    # The example of MLIR's shuffle.mlir: 13 threads, width 13, xor 4; an invalid lane keeps its own value.
    assert results[0] == [4, 5, 6, 7, 0, 1, 2, 3, 12, ["inv", True], ["inv", True], ["inv", True], 8]
    for case, got in zip(SHUFFLE_CASES, results):
        expected = [["inv", True] if v == "inv" else v for v in shuffle_model(*case)]
        assert got == expected, case


@pytest.mark.parametrize("subgroup", ["32", "16"])
def test_subgroup_reduction_with_partial_last_subgroup(host_lib: Path, kernels_module: Path, subgroup: str) -> None:
    """MLIR's all-reduce scheme: shuffles over each subgroup's active lanes, then in the first subgroup's lanes
    [0, number of subgroups) only; blocks whose last subgroup is partial."""
    sizes = [45, 100, 1, int(subgroup) ** 2, 33]  # the scheme reduces at most subgroup-size subgroups
    result = run(host_lib, kernels_module, f"""
        sums = []
        for n in {sizes!r}:
            data = [(i * 37) % 101 - 50 for i in range(3 * n)]
            src = device(ctypes.c_int32, data)
            out = device(ctypes.c_int32, [0, 0, 0])
            launch("reduce", (3, 1, 1), (n, 1, 1), *memref(src, 3 * n), *memref(out, 3))
            sums.append([host(ctypes.c_int32, out, 3), [sum(data[b * n:(b + 1) * n]) for b in range(3)]])
        print(json.dumps(sums))
        done()
        """, GPUOPT_HOST_SUBGROUP_SIZE=subgroup, GPUOPT_HOST_THREADS="2")
    assert (result.returncode, result.stderr) == (0, "")
    for got, expected in json.loads(result.stdout):
        assert got == expected


def expected_hello(blocks: int, threads: int) -> str:
    lines = []
    for b in range(blocks):
        lines += [f"block {b} thread {t}: before 1.50" for t in range(threads)]
        lines += [f"block {b} thread {t}: after" for t in range(threads)]
    return "".join(line + "\n" for line in lines)


def test_printf_order_is_deterministic_with_parallel_blocks(host_lib: Path, kernels_module: Path) -> None:
    """Output in block order, and in thread order between barriers, whatever the number of workers; more
    blocks than one wave (4096) keep their order too."""
    body = """
        print("host before", flush=True)
        launch("hello", (6, 1, 1), (3, 1, 1), ctypes.c_float(1.5))
        launch("hello_loop", (5000, 1, 1), (1, 1, 1))
        print("host after")
        done()
        """
    expected = ("host before\n" + expected_hello(6, 3) + "".join(f"b{b} t0\n" for b in range(5000))
                + "host after\n")
    for threads in ("1", "2", "4"):
        result = run(host_lib, kernels_module, body, GPUOPT_HOST_THREADS=threads)
        assert (result.returncode, result.stderr) == (0, ""), threads
        assert result.stdout == expected, threads


def test_portable_fiber_switch(build: object, host_lib: Path, kernels_module: Path, tmp_path: Path) -> None:
    """The _setjmp/_longjmp fibers used where no assembly switch exists run the same kernels."""
    output = tmp_path / "libportable.so"
    command = build.compile_command("host", output) + ["-DGPUOPT_HOST_PORTABLE_SWITCH"]  # type: ignore[attr-defined]
    assert subprocess.run(command, capture_output=True, text=True, check=False).returncode == 0
    result = run(output, kernels_module, """
        launch("hello", (2, 1, 1), (3, 1, 1), ctypes.c_float(1.5))
        data = list(range(100))
        src = device(ctypes.c_int32, data)
        out = device(ctypes.c_int32, [0])
        launch("reduce", (1, 1, 1), (100, 1, 1), *memref(src, 100), *memref(out, 1))
        print(host(ctypes.c_int32, out, 1))
        done()
        """)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == expected_hello(2, 3) + "[4950]\n"


# --------------------------------------------------------------------------
# Kernel errors a GPU leaves silent
# --------------------------------------------------------------------------

LAUNCH = r"gpuopt runtime error: mgpuLaunchKernel\(function#1, {grid}, {block}, 0, default, 0x[0-9a-f]+, null\): "


def test_thread_skipping_a_barrier(host_lib: Path, kernels_module: Path) -> None:
    body = """
        launch("skip_barrier", (2, 1, 1), (4, 1, 1), i64(2))
        print("after")
        done()
        """
    message = (
        'gpuopt runtime error: mgpuLaunchKernel(function#1, 2, 1, 1, 4, 1, 1, 0, default, ADDR, null): kernel '
        '"skip_barrier" block (0, 0, 0) thread (2, 0, 0): returned while 3 other threads wait at the barrier at '
        'kernels.mlir:10:5; every thread of a block must reach each barrier (the others were released as '
        'bar.sync 0 would)')
    result = run(host_lib, kernels_module, body)
    # Reported once (the second block's is counted), the others released, and the program goes on.
    assert result.returncode == 0
    assert result.stdout == "0 passed\n1 passed\n3 passed\n" * 2 + "after\n"
    assert addresses(result.stderr).splitlines() == [
        message, "gpuopt runtime: 1 further runtime error suppressed (only the first one is reported)"]
    fatal = run(host_lib, kernels_module, body, GPUOPT_RUNTIME_FATAL="1", GPUOPT_HOST_THREADS="2")
    assert fatal.returncode == 1
    assert fatal.stdout == "0 passed\n1 passed\n3 passed\n"  # the output of the block before the error
    assert addresses(fatal.stderr) == message + "\n"


def test_threads_at_different_barriers(host_lib: Path, kernels_module: Path) -> None:
    result = run(host_lib, kernels_module, 'launch("split_barrier", (1, 1, 1), (8, 1, 1)); done()')
    assert result.returncode == 0
    assert addresses(result.stderr) == (
        'gpuopt runtime error: mgpuLaunchKernel(function#1, 1, 1, 1, 8, 1, 1, 0, default, null, null): kernel '
        '"split_barrier" block (0, 0, 0) thread (1, 0, 0): waits at the barrier at kernels.mlir:12:5 while thread '
        '(0, 0, 0) waits at the barrier at kernels.mlir:10:5; the threads of a block must meet at the same barrier '
        '(they were released together, as bar.sync 0 would)\n')


@pytest.mark.parametrize(("kernel", "block", "args", "message"), [
    ("shuffle_deadlock", 32, "", 'kernel "shuffle_deadlock" block (0, 0, 0) thread (0, 0, 0): deadlock: the shuffle '
     "at kernels.mlir:20:12 (subgroup 0, width 32) waits for lanes 16-31, which cannot arrive: lane 16 waits at "
     "the barrier at kernels.mlir:10:5"),
    ("shuffle", 13, ", *memref(out, 13), ctypes.c_int32(0), ctypes.c_int32(1), ctypes.c_int32(16)",
     'kernel "shuffle" block (0, 0, 0) thread (0, 0, 0): the shuffle at kernels.mlir:20:12 has width 16, but '
     "subgroup 0 has only 13 lanes (the block has 13 threads): lanes 13-15 do not exist"),
    ("shuffle", 8, ", *memref(out, 13), ctypes.c_int32(5), ctypes.c_int32(1), ctypes.c_int32(8)",
     'kernel "shuffle" block (0, 0, 0) thread (0, 0, 0): invalid shuffle mode 5 at kernels.mlir:20:12'),
    ("barrier_unflagged", 4, "", 'kernel "barrier_unflagged" block (0, 0, 0) thread (0, 0, 0): calls the barrier '
     "at kernels.mlir:10:5, but its kernel descriptor does not set GPUOPT_KERNEL_SYNCHRONIZES (a compiler bug)"),
], ids=["shuffle-deadlock", "shuffle-missing-lanes", "shuffle-mode", "barrier-unflagged"])
def test_fatal_synchronization_errors(host_lib: Path, kernels_module: Path, kernel: str, block: int, args: str,
                                      message: str) -> None:
    result = run(host_lib, kernels_module, f"""
        out = device(ctypes.c_int64, [0] * 13)
        launch("{kernel}", (1, 1, 1), ({block}, 1, 1){args})
        print("not reached")
        """)
    assert (result.returncode, result.stdout) == (1, "")
    params = "ADDR" if args else "null"
    assert addresses(result.stderr) == (
        f"gpuopt runtime error: mgpuLaunchKernel(function#1, 1, 1, 1, {block}, 1, 1, 0, default, {params}, null): "
        f"{message}\n")


FAULTS = {
    0: r"segmentation fault \(SIGSEGV\) at address 0x0",
    1: r"integer division by zero \(SIGFPE\)",
    2: r"stack overflow \(SIGSEGV\).*",
    3: r"trap at kernels\.mlir:30:3: assertion failed: x < n",
    4: r"index 17 is out of bounds for dimension 0 of size 16 at kernels\.mlir:40:7",
}


@pytest.mark.parametrize("kind", list(FAULTS), ids=["null", "divide-by-zero", "stack-overflow", "trap", "bounds"])
@pytest.mark.parametrize("kernel", ["fault_threads", "fault_block", "fault_fibers"])
def test_kernel_faults_name_kernel_block_and_thread(host_lib: Path, kernels_module: Path, kernel: str,
                                                    kind: int) -> None:
    """Thread 5 of block 1 fails; every way a kernel can run, every kind of failure: one message naming the
    kernel, block and thread, the output of the blocks up to it, exit status 1, nothing after."""
    result = run(host_lib, kernels_module, f"""
        launch("{kernel}", (4, 1, 1), (8, 1, 1), i64(1), i64(5), ctypes.c_int32({kind}), vp(0))
        print("not reached")
        """, GPUOPT_HOST_THREADS="2")
    assert result.returncode == 1
    assert result.stdout == "thread 5 of block 1 fails\n"
    prefix = LAUNCH.format(grid="4, 1, 1", block="8, 1, 1")
    assert re.fullmatch(prefix + f'kernel "{kernel}" block \\(1, 0, 0\\) thread \\(5, 0, 0\\): {FAULTS[kind]}\n',
                        result.stderr), result.stderr


def test_fiber_stack_overflow_says_how_to_grow_the_stack(host_lib: Path, kernels_module: Path) -> None:
    result = run(host_lib, kernels_module, """
        launch("fault_fibers", (1, 1, 1), (8, 1, 1), i64(0), i64(3), ctypes.c_int32(2), vp(0))
        """, GPUOPT_HOST_STACK_SIZE="64K")
    assert result.returncode == 1
    assert result.stderr.endswith(
        'kernel "fault_fibers" block (0, 0, 0) thread (3, 0, 0): stack overflow (SIGSEGV): the thread needs more than '
        "its 64 KiB of stack for its private memory and calls (GPUOPT_HOST_STACK_SIZE sets it)\n")


def test_fibers_beyond_the_address_space_are_a_clear_error(host_lib: Path, kernels_module: Path) -> None:
    result = run(host_lib, kernels_module, """
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
        launch("split_barrier", (1, 1, 1), (32, 1, 1))
        """, GPUOPT_HOST_STACK_SIZE="256M", GPUOPT_HOST_THREADS="1")
    assert (result.returncode, result.stdout) == (1, "")
    assert re.fullmatch(
        r'gpuopt runtime error: mgpuLaunchKernel\(function#1, 1, 1, 1, 32, 1, 1, 0, default, null, null\): kernel '
        r'"split_barrier" block \(0, 0, 0\): cannot create a fiber for thread \d+: Cannot allocate memory \(every '
        r"fiber takes 262208 KiB of address space in two mappings; fewer GPUOPT_HOST_THREADS, a smaller "
        r"GPUOPT_HOST_STACK_SIZE or a higher vm.max_map_count helps\)\n", result.stderr), result.stderr


# --------------------------------------------------------------------------
# Launches a GPU refuses, and bad settings
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("kernel", "grid", "block", "smem", "message"), [
    ("k", (1, 1, 1), (1025, 1, 1), 0, "block dimension x = 1025 exceeds the limit 1024 (a GPU's block is at most "
     "(1024, 1024, 64) threads)"),
    ("k", (1, 1, 1), (1, 1, 65), 0, "block dimension z = 65 exceeds the limit 64 (a GPU's block is at most (1024, "
     "1024, 64) threads)"),
    ("k", (1, 1, 1), (32, 32, 2), 0, "a block of 2048 threads exceeds the limit of 1024 threads"),
    ("k", (1, 65536, 1), (1, 1, 1), 0, "grid dimension y = 65536 exceeds the limit 65535 (a GPU's grid is at most "
     "(2147483647, 65535, 65535) blocks)"),
    ("k", (2**31, 1, 1), (1, 1, 1), 0, "grid dimension 2147483648 is out of range [1, 2147483647]"),
    ("k", (1, 1, 1), (0, 1, 1), 0, "block dimension 0 is out of range [1, 2147483647]"),
    ("k", (1, 1, 1), (1, 1, 1), 49153, 'kernel "k" needs 49153 bytes of shared memory per block (0 static + 49153 '
     "dynamic), more than the 49152 bytes (48 KiB) a launch may use"),
    ("big_static", (1, 1, 1), (1, 1, 1), 8193, 'kernel "big_static" needs 49153 bytes of shared memory per block '
     "(40960 static + 8193 dynamic), more than the 49152 bytes (48 KiB) a launch may use"),
    ("k", (1, 1, 1), (1, 1, 1), -4, "negative dynamic shared memory size -4"),
    ("ids", (1, 1, 1), (1, 1, 1), 0, 'kernel "ids" takes 5 parameters, but params is null'),
], ids=["block-x", "block-z", "block-total", "grid-y", "grid-x", "block-zero", "smem", "smem-static", "smem-negative",
        "params"])
def test_launch_beyond_limits_is_refused(host_lib: Path, kernels_module: Path, kernel: str, grid: tuple[int, ...],
                                         block: tuple[int, ...], smem: int, message: str) -> None:
    result = run(host_lib, kernels_module, f"""
        f = ModuleGetFunction(m, b"{kernel}")
        LaunchKernel(f, *{grid}, *{block}, {smem}, None, None, None)
        print("next")
        done()
        """)
    assert (result.returncode, result.stdout) == (0, "next\n")
    call = f"mgpuLaunchKernel(function#1, {', '.join(map(str, grid + block))}, {smem}, default, null, null)"
    assert result.stderr == f"gpuopt runtime error: {call}: {message}\n"


def test_shared_memory_up_to_the_limit_runs(host_lib: Path, kernels_module: Path) -> None:
    result = run(host_lib, kernels_module, 'launch("big_static", (2, 1, 1), (1, 1, 1), smem=8192); done()')
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize(("variable", "value", "expected"), [
    ("GPUOPT_HOST_THREADS", "0", "[1, 1024]"),
    ("GPUOPT_HOST_SUBGROUP_SIZE", "many", "[1, 1024]"),
    ("GPUOPT_HOST_STACK_SIZE", "1K", "[16384, 1073741824] (K and M suffixes allowed)"),
])
def test_bad_settings_are_reported(host_lib: Path, kernels_module: Path, variable: str, value: str,
                                   expected: str) -> None:
    result = run(host_lib, kernels_module, 'launch("k", (1, 1, 1), (1, 1, 1)); done()', **{variable: value})
    assert result.returncode == 0
    assert result.stderr == (
        "gpuopt runtime error: mgpuLaunchKernel(function#1, 1, 1, 1, 1, 1, 1, 0, default, null, null): "
        f"{variable}={value}: expected a whole number in {expected}\n")


def test_unknown_kernel_name(host_lib: Path, minimal_module: Path) -> None:
    result = run_child(host_lib, "m = ModuleLoad(IMAGE); print(ModuleGetFunction(m, b'nope')); ModuleUnload(m)",
                       image=minimal_module)
    assert (result.returncode, result.stdout) == (0, "None\n")
    assert result.stderr == (
        'gpuopt runtime error: mgpuModuleGetFunction(module#1, "nope"): module#1 (gpu.module @minimal) has no kernel '
        '"nope"; it has "kernel", "k"\n')


# --------------------------------------------------------------------------
# Module images
# --------------------------------------------------------------------------


def patched(source: Path, target: Path, edit: object) -> Path:
    data = bytearray(source.read_bytes())
    edit(data)  # type: ignore[operator]
    target.write_bytes(bytes(data))
    return target


def test_image_size_comes_from_the_elf_header(host_lib: Path, kernels_module: Path, tmp_path: Path) -> None:
    """The size counts the section header table; without one (e_shoff = 0), the end of the last segment; bytes
    after the image are not read. Such an image still loads and runs."""
    data = kernels_module.read_bytes()
    no_sections = bytearray(data)
    no_sections[0x28:0x30] = bytes(8)          # e_shoff
    no_sections[0x3C:0x40] = bytes(4)          # e_shnum, e_shstrndx
    phoff, phnum = int.from_bytes(data[0x20:0x28], "little"), int.from_bytes(data[0x38:0x3A], "little")
    segments_end = max(int.from_bytes(data[phoff + 56 * i + 8:phoff + 56 * i + 16], "little")
                       + int.from_bytes(data[phoff + 56 * i + 32:phoff + 56 * i + 40], "little") for i in range(phnum))
    assert segments_end < len(data)
    (tmp_path / "trimmed.so").write_bytes(bytes(no_sections[:segments_end]) + b"\xff" * 64)
    lib = ctypes.CDLL(str(host_lib))
    lib.gpuoptHostImageSize.restype = ctypes.c_uint64
    lib.gpuoptHostImageSize.argtypes = [ctypes.c_char_p]
    assert lib.gpuoptHostImageSize(data + b"\xff" * 100) == len(data)
    assert lib.gpuoptHostImageSize(bytes(no_sections)) == segments_end
    assert lib.gpuoptHostImageSize(b"PTX\0") == 0
    result = run(host_lib, tmp_path / "trimmed.so", """
        out = device(ctypes.c_int32, [0] * 13)
        launch("ids", (1, 1, 1), (1, 1, 1), *memref(out, 13))
        print(host(ctypes.c_int32, out, 13))
        done()
        """)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "[0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 32]\n"


def test_several_modules_in_one_process(host_lib: Path, kernels_module: Path, minimal_module: Path) -> None:
    """Each image gets its own module, though its memfd may get the number the previous image had; the same
    bytes at another address are the same module."""
    result = run(host_lib, kernels_module, f"""
        other = image({str(minimal_module)!r})
        m2 = ModuleLoad(other)
        again = image(sys.argv[2])
        m3 = ModuleLoad(again)
        names = [ModuleGetFunction(m2, b"kernel") is not None, ModuleGetFunction(m3, b"ids") is not None]
        out = device(ctypes.c_int32, [0] * 13)
        LaunchKernel(ModuleGetFunction(m3, b"ids"), 1, 1, 1, 1, 1, 1, 0, None, params(*memref(out, 13)), None)
        print(names, host(ctypes.c_int32, out, 13)[3:6])
        ModuleUnload(m2); ModuleUnload(m3)
        done()
        """)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "[True, True] [1, 1, 1]\n"


NEEDED = "the host runtime needs a host kernel module (an ELF shared object made by gpu-to-host-object)"


def _image_cases(module: Path, tmp_path: Path) -> list[tuple[Path, str]]:
    """(image file, expected message) for images the host runtime must refuse."""
    cases = []

    def text(name: str, data: bytes) -> Path:
        (tmp_path / name).write_bytes(data)
        return tmp_path / name

    cases.append((text("x.bin", b"x\0"), f"image is not an ELF file (it starts with bytes 78 00); {NEEDED}"))
    cases.append((text("k.ptx", b"//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 6.0\n.target sm_35\n"
                                b".address_size 64\n\n.visible .entry k()\n{\n\tret;\n}\n\0"),
                  f"image is PTX text (for the CUDA runtime); {NEEDED}"))
    cases.append((text("k.fatbin", bytes.fromhex("50ed55ba01001000") + bytes(64)),
                  f"image is a CUDA fatbinary; {NEEDED}"))
    cases.append((text("k.ll", b"; ModuleID = 'k'\nsource_filename = \"k\"\n\0"),
                  f"image is LLVM IR text, not compiled code; {NEEDED}"))
    for machine, what in ((190, "a CUDA cubin (ELF for NVIDIA GPUs)"), (224, "an AMDGPU code object (HSACO)")):
        def set_machine(data: bytearray, machine: int = machine) -> None:
            data[0x12:0x14] = machine.to_bytes(2, "little")
        cases.append((patched(module, tmp_path / f"m{machine}.so", set_machine), f"image is {what}; {NEEDED}"))

    def version_2(data: bytearray) -> None:
        at = data.index(b"GPUH\x01\x00\x00\x00")
        data[at + 4] = 2

    def bad_magic(data: bytearray) -> None:
        at = data.index(b"GPUH\x01\x00\x00\x00")
        data[at + 3] = ord("X")

    cases.append((patched(module, tmp_path / "v2.so", version_2),
                  "module has host kernel ABI version 2; this runtime supports version 1"))
    cases.append((patched(module, tmp_path / "magic.so", bad_magic),
                  f'gpuopt_host_module has magic 0x58555047, expected 0x48555047 ("GPUH"); {NEEDED}'))
    source = tmp_path / "other.c"
    source.write_text("int other_symbol = 1;\n")
    cases.append((compile_module(source, tmp_path / "other.so"),
                  f"image is a shared object without the symbol gpuopt_host_module; {NEEDED}"))
    cases.append((compile_module(KERNELS_DIR / "minimal.c", tmp_path / "minimal.o", "-c"),
                  f"image is a relocatable object (ET_REL), not yet linked into a shared object; {NEEDED}"))
    return cases


def test_foreign_images_are_refused_clearly(host_lib: Path, minimal_module: Path, tmp_path: Path) -> None:
    """Images made for a GPU, or not made by gpu-to-host-object, fail at mgpuModuleLoad with what they are."""
    for path, message in _image_cases(minimal_module, tmp_path):
        result = run_child(host_lib, "print(ModuleLoad(IMAGE))", image=path)
        assert (result.returncode, result.stdout) == (0, "None\n"), path
        call = re.match(r"gpuopt runtime error: mgpuModuleLoad\(0x[0-9a-f]+\): ", result.stderr)
        assert call and result.stderr[call.end():] == message + "\n", (path, result.stderr)
        fatal = run_child(host_lib, "ModuleLoad(IMAGE); print('not reached')", image=path, GPUOPT_RUNTIME_FATAL="1")
        assert (fatal.returncode, fatal.stdout) == (1, ""), path


# --------------------------------------------------------------------------
# End to end: a GPU-dialect program whose gpu.binary is a host kernel module
# --------------------------------------------------------------------------

PROGRAM = """module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "BINARY"} {
    gpu.func @ids(%arg0: memref<?xi32>) kernel {
      gpu.return
    }
  }
  func private @printMemrefI32(memref<*xi32>)
  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %n = arith.constant 78 : index
    %host = memref.alloc(%n) : memref<?xi32>
    %dev = gpu.alloc (%n) : memref<?xi32>
    gpu.launch_func @kernels::@ids blocks in (%c2, %c1, %c1) threads in (%c1, %c3, %c1) args(%dev : memref<?xi32>)
    gpu.memcpy %host, %dev : memref<?xi32>, memref<?xi32>
    %u = memref.cast %host : memref<?xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    gpu.dealloc %dev : memref<?xi32>
    memref.dealloc %host : memref<?xi32>
    return
  }
}
"""


def test_lowered_program_launches_a_host_kernel_module(build: object, kernels_module: Path, tmp_path: Path) -> None:
    """gpuopt-runner lowers the program (--gpu-to-llvm), JITs it, and the runtime runs the kernel in the
    gpu.binary blob: the first program launched on the host runtime, with what gpu-to-host-object will emit in
    place of the hand-written module. mlir-cpu-runner 14 does the same with the library
    --print-runtime-library names."""
    blob = "".join(f"\\{byte:02X}" for byte in kernels_module.read_bytes())
    program = tmp_path / "ids.mlir"
    program.write_text(PROGRAM.replace("BINARY", blob))
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", str(program), "-e", "main",
                             "--entry-point-result=void", "--runtime=host"],
                            capture_output=True, text=True, check=False, timeout=300)
    assert (result.returncode, result.stderr) == (0, "")
    header, data = result.stdout.splitlines()
    assert header.endswith("rank = 1 offset = 0 sizes = [78] strides = [1] data = ")
    rows = [int(v) for v in data.strip("[]").split(",")]
    assert rows == [v for b in range(2) for t in range(3) for v in (0, t, 0, 1, 3, 1, b, 0, 0, 2, 1, 1, 32)]
    runner14 = Path("/usr/lib/llvm-14/bin/mlir-cpu-runner")
    if not runner14.exists():
        return
    lowered = subprocess.run([sys.executable, "-m", "gpuopt", "--gpu-to-llvm", str(program)], capture_output=True,
                             text=True, check=True, timeout=300).stdout
    host = subprocess.run([sys.executable, "-m", "gpuopt.runner", "--print-runtime-library=host"],
                          capture_output=True, text=True, check=True, timeout=300).stdout.strip()
    utils = build.build_library("runner-utils")  # type: ignore[attr-defined]
    upstream = subprocess.run([str(runner14), "-e", "main", "--entry-point-result=void",
                               f"--shared-libs={host},{utils}"], input=lowered, capture_output=True, text=True,
                              check=False, timeout=300)
    assert (upstream.returncode, upstream.stderr) == (0, "")
    assert upstream.stdout.splitlines()[1] == data


# --------------------------------------------------------------------------
# gpuopt-runner --print-runtime-library
# --------------------------------------------------------------------------


def test_runner_prints_the_runtime_library(build: object) -> None:
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", "--print-runtime-library=host"],
                            capture_output=True, text=True, check=False, timeout=300)
    assert (result.returncode, result.stderr) == (0, "")
    path = Path(result.stdout.strip())
    assert path == build.library_path("host") and path.is_file()  # type: ignore[attr-defined]
    assert hasattr(ctypes.CDLL(str(path)), "mgpuLaunchKernel")
    spelled = subprocess.run([sys.executable, "-m", "gpuopt.runner", "-print-runtime-library=host", "missing.mlir"],
                             capture_output=True, text=True, check=False, timeout=300)
    assert (spelled.returncode, spelled.stdout) == (0, result.stdout)


@pytest.mark.skipif(shutil.which("readelf") is None, reason="readelf not available")
def test_runtime_exports_only_its_abi(host_lib: Path) -> None:
    """The kernel machinery stays private: only mgpu* and gpuoptHostImageSize are exported."""
    symbols = subprocess.run(["readelf", "--dyn-syms", "-W", str(host_lib)], capture_output=True, text=True,
                             check=True).stdout
    defined = {line.split()[-1] for line in symbols.splitlines()
               if " GLOBAL " in line and " UND " not in line and " FUNC " in line}
    assert defined and all(name.startswith("mgpu") or name == "gpuoptHostImageSize" for name in defined), defined
