"""GPU kernels on the host runtime against the same work as plain C loops.

    python bench/host_kernels.py [--threads 1,0] [--repeat 5] [--vector-log2 24] [--matmul 512]

Builds the host runtime (runtime_wrappers/build.py), the kernel module bench/host_kernels/kernels.c and the C
reference bench/host_kernels/reference.c with the C compiler at -O2, then times, best of --repeat:

* vector add of 2^N floats through the kernel's block_entry (the fast path: one call per block) against the C
  loop;
* an N x N matmul in 16 x 16 tiles through workgroup memory (blocks of 256 threads, two barriers per tile, so
  every thread is a fiber) against the naive C triple loop;
* the cost of one fiber switch: 1024 threads passing 200 barriers, nothing else.

Each --threads value (GPUOPT_HOST_THREADS; 0 = the default, every usable CPU) runs in its own process, since
the runtime reads the variable once. The C loops always run on one thread. The issue's targets: the
barrier-free kernel within 3x of C, the one with barriers within 10x (on one thread).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = Path(__file__).resolve().parent / "host_kernels"
ONE, TWO = 0x3F800000, 0x40000000  # the bits of 1.0f and 2.0f


def build(work: Path) -> tuple[Path, Path, Path]:
    """The runtime library, the kernel module and the reference library."""
    sys.path.insert(0, str(ROOT))
    from runtime_wrappers.build import build_library

    runtime = build_library("host")
    compiler = shlex.split(os.environ.get("CC") or "cc")
    outputs = []
    for name in ("kernels", "reference"):
        output = work / f"{name}.so"
        command = [*compiler, "-O2", "-shared", "-fPIC", f"-I{ROOT / 'runtime_wrappers'}",
                   str(SOURCES / f"{name}.c"), "-o", str(output)]
        subprocess.run(command, check=True)
        outputs.append(output)
    return runtime, outputs[0], outputs[1]


class Runtime:
    """The mgpu* functions of the host runtime library, through ctypes."""

    def __init__(self, path: Path) -> None:
        lib = ctypes.CDLL(str(path))
        vp, sz = ctypes.c_void_p, ctypes.c_ssize_t

        def fn(name: str, restype: object, *argtypes: object) -> ctypes._CFuncPtr:
            f = getattr(lib, name)
            f.restype, f.argtypes = restype, list(argtypes)
            return f

        self.module_load = fn("mgpuModuleLoad", vp, vp)
        self.module_unload = fn("mgpuModuleUnload", None, vp)
        self.get_function = fn("mgpuModuleGetFunction", vp, vp, ctypes.c_char_p)
        self.launch = fn("mgpuLaunchKernel", None, vp, sz, sz, sz, sz, sz, sz, ctypes.c_int32, vp, vp, vp)
        self.alloc = fn("mgpuMemAlloc", vp, ctypes.c_uint64, vp)
        self.free = fn("mgpuMemFree", None, vp, vp)
        self.memset32 = fn("mgpuMemset32", None, vp, ctypes.c_int32, sz, vp)


def best(repeat: int, run: Callable[[], object]) -> float:
    """The shortest of `repeat` runs, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def child(runtime_path: str, kernels_path: str, reference_path: str, vector_log2: int, size: int,
          repeat: int) -> dict[str, float]:
    """Runs in its own process (GPUOPT_HOST_THREADS already set): the timings, in seconds."""
    rt = Runtime(Path(runtime_path))
    ref = ctypes.CDLL(reference_path)
    libc = ctypes.CDLL(None)
    libc.memcmp.restype = ctypes.c_int
    libc.memcmp.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    image_bytes = Path(kernels_path).read_bytes()
    image = ctypes.create_string_buffer(image_bytes, len(image_bytes))
    module = rt.module_load(image)
    keep: list[object] = []

    def params(*values: object) -> ctypes.Array:
        array = (ctypes.c_void_p * len(values))(*[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p) for v in values])
        keep.extend([*values, array])
        return array

    timings: dict[str, float] = {}
    n = 1 << vector_log2
    a, b, c, d = (rt.alloc(4 * n, None) for _ in range(4))
    rt.memset32(a, ONE, n, None)
    rt.memset32(b, TWO, n, None)
    vecadd = rt.get_function(module, b"vecadd")
    args = params(ctypes.c_void_p(a), ctypes.c_void_p(b), ctypes.c_void_p(c), ctypes.c_int64(n))
    timings["vecadd_kernel"] = best(repeat, lambda: rt.launch(vecadd, n // 256, 1, 1, 256, 1, 1, 0, None, args, None))
    ref.vecadd.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64]
    timings["vecadd_c"] = best(repeat, lambda: ref.vecadd(a, b, d, n))
    assert libc.memcmp(c, d, 4 * n) == 0, "vector add: kernel and C differ"
    for p in (a, b, c, d):
        rt.free(p, None)

    a, b, c, d = (rt.alloc(4 * size * size, None) for _ in range(4))
    rt.memset32(a, ONE, size * size, None)
    rt.memset32(b, TWO, size * size, None)
    matmul = rt.get_function(module, b"matmul")
    args = params(ctypes.c_void_p(a), ctypes.c_void_p(b), ctypes.c_void_p(c), ctypes.c_int64(size))
    tiles = size // 16
    timings["matmul_kernel"] = best(repeat, lambda: rt.launch(matmul, tiles, tiles, 1, 16, 16, 1, 0, None, args, None))
    ref.matmul.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64]
    timings["matmul_c"] = best(repeat, lambda: ref.matmul(a, b, d, size))
    assert libc.memcmp(c, d, 4 * size * size) == 0, "matmul: kernel and C differ"
    for p in (a, b, c, d):
        rt.free(p, None)

    barriers = rt.get_function(module, b"barriers")
    rounds = 200
    args = params(ctypes.c_int64(rounds))
    seconds = best(repeat, lambda: rt.launch(barriers, 1, 1, 1, 1024, 1, 1, 0, None, args, None))
    timings["switch_ns"] = seconds / (1024 * rounds) * 1e9
    rt.module_unload(module)
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", default="1,0", help="GPUOPT_HOST_THREADS values, comma-separated; 0 = default")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--vector-log2", type=int, default=24)
    parser.add_argument("--matmul", type=int, default=512, help="matrix size, a multiple of 16")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(*args.child, args.vector_log2, args.matmul, args.repeat)))
        return 0
    command = "python bench/host_kernels.py " + " ".join(argv if argv is not None else sys.argv[1:])
    print(f"$ {command.strip()}")
    with tempfile.TemporaryDirectory() as work:
        paths = [str(p) for p in build(Path(work))]
        print(f"{'threads':>8} {'vecadd kernel':>14} {'C loop':>8} {'ratio':>6} {'matmul kernel':>14} {'C loop':>8} "
              f"{'ratio':>6} {'switch':>8}")
        for threads in args.threads.split(","):
            env = {k: v for k, v in os.environ.items() if not k.startswith("GPUOPT_HOST_")}
            if threads != "0":
                env["GPUOPT_HOST_THREADS"] = threads
            result = subprocess.run(
                [sys.executable, __file__, "--child", *paths, "--repeat", str(args.repeat),
                 "--vector-log2", str(args.vector_log2), "--matmul", str(args.matmul)],
                env=env, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                print(result.stdout + result.stderr, file=sys.stderr)
                return 1
            t = json.loads(result.stdout)
            label = threads if threads != "0" else f"{os.cpu_count()} (all)"
            print(f"{label:>8} {t['vecadd_kernel'] * 1e3:>11.1f} ms {t['vecadd_c'] * 1e3:>5.1f} ms "
                  f"{t['vecadd_kernel'] / t['vecadd_c']:>5.2f}x {t['matmul_kernel'] * 1e3:>11.1f} ms "
                  f"{t['matmul_c'] * 1e3:>5.1f} ms {t['matmul_kernel'] / t['matmul_c']:>5.2f}x "
                  f"{t['switch_ns']:>5.1f} ns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
