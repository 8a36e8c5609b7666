"""Kernels compiled by gpuopt's host pipeline against the same work as plain C loops at -O2.

    python bench/host_pipeline.py [--threads 1,0] [--repeat 3] [--vector-log2 24] [--matmul 512] [--check-bounds]

The kernels are GPU-dialect programs (below), compiled as `gpuopt-runner --runtime=host` compiles them:
`gpu.module(convert-gpu-to-host,gpu-to-host-object)`, which gives the ELF shared object mgpuModuleLoad takes.
They are launched through the host runtime with ctypes and timed, best of --repeat, against
bench/host_kernels/reference.c built with the C compiler at -O2:

* vector add of 2^N floats (blocks of 256 threads; no barrier, so the runtime calls the block entry, a plain
  loop over the block's threads);
* an N x N matmul, one thread per element, 16 x 16 blocks, no barrier;
* the same matmul in 16 x 16 tiles through workgroup memory, two barriers per tile (every thread a fiber).

Each --threads value (GPUOPT_HOST_THREADS; 0 = the default, every usable CPU) runs in its own process. The C
loops run on one thread. --check-bounds compiles the kernels with `convert-gpu-to-host{check-bounds}`, to see
what the checks cost. The issue's targets: barrier-free kernels within 3x of C, the tiled one within 10x.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from host_kernels import ONE, TWO, Runtime, best, build  # noqa: E402

KERNELS = """
module attributes {gpu.container_module} {
  gpu.module @bench {
    gpu.func @vecadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ok = arith.cmpi slt, %i, %n : index
      cond_br %ok, ^bb1, ^bb2
    ^bb1:
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %c[%i] : memref<?xf32>
      br ^bb2
    ^bb2:
      gpu.return
    }

    gpu.func @matmul(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %col = arith.addi %q0, %tx : index
      %rn = arith.muli %row, %n : index
      br ^loop(%c0, %zero : index, f32)
    ^loop(%k: index, %sum: f32):
      %more = arith.cmpi slt, %k, %n : index
      cond_br %more, ^body, ^done
    ^body:
      %ai = arith.addi %rn, %k : index
      %kn = arith.muli %k, %n : index
      %bi = arith.addi %kn, %col : index
      %x = memref.load %a[%ai] : memref<?xf32>
      %y = memref.load %b[%bi] : memref<?xf32>
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %sum, %p : f32
      %k1 = arith.addi %k, %c1 : index
      br ^loop(%k1, %s : index, f32)
    ^done:
      %ci = arith.addi %rn, %col : index
      memref.store %sum, %c[%ci] : memref<?xf32>
      gpu.return
    }

    gpu.func @matmul_tiled(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index)
        workgroup(%ta: memref<256xf32, 3>, %tb: memref<256xf32, 3>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %col = arith.addi %q0, %tx : index
      %rn = arith.muli %row, %n : index
      %ty16 = arith.muli %ty, %c16 : index
      %mine = arith.addi %ty16, %tx : index
      %tiles = arith.divui %n, %c16 : index
      br ^tile(%c0, %zero : index, f32)
    ^tile(%t: index, %sum: f32):
      %more = arith.cmpi slt, %t, %tiles : index
      cond_br %more, ^load, ^done
    ^load:
      %t16 = arith.muli %t, %c16 : index
      %acol = arith.addi %t16, %tx : index
      %ai = arith.addi %rn, %acol : index
      %brow = arith.addi %t16, %ty : index
      %bn = arith.muli %brow, %n : index
      %bi = arith.addi %bn, %col : index
      %x = memref.load %a[%ai] : memref<?xf32>
      %y = memref.load %b[%bi] : memref<?xf32>
      memref.store %x, %ta[%mine] : memref<256xf32, 3>
      memref.store %y, %tb[%mine] : memref<256xf32, 3>
      gpu.barrier
      br ^inner(%c0, %sum : index, f32)
    ^inner(%k: index, %acc: f32):
      %kmore = arith.cmpi slt, %k, %c16 : index
      cond_br %kmore, ^step, ^next
    ^step:
      %ak = arith.addi %ty16, %k : index
      %k16 = arith.muli %k, %c16 : index
      %bk = arith.addi %k16, %tx : index
      %u = memref.load %ta[%ak] : memref<256xf32, 3>
      %v = memref.load %tb[%bk] : memref<256xf32, 3>
      %p = arith.mulf %u, %v : f32
      %s = arith.addf %acc, %p : f32
      %k1 = arith.addi %k, %c1 : index
      br ^inner(%k1, %s : index, f32)
    ^next:
      gpu.barrier
      %t1 = arith.addi %t, %c1 : index
      br ^tile(%t1, %acc : index, f32)
    ^done:
      %ci = arith.addi %rn, %col : index
      memref.store %sum, %c[%ci] : memref<?xf32>
      gpu.return
    }
  }
}
"""


def compile_kernels(check_bounds: bool = False) -> tuple[bytes, float]:
    """The host kernel module of KERNELS, and the seconds the pipeline took."""
    from gpuopt.parser import parse
    from gpuopt.passes.manager import PassManager, PipelineText

    start = time.perf_counter()
    module = parse(KERNELS, "host_pipeline.mlir")
    manager = PassManager(lambda diagnostic: print(diagnostic, file=sys.stderr))
    options = "{check-bounds}" if check_bounds else ""
    PipelineText(f"gpu.module(convert-gpu-to-host{options},gpu-to-host-object)").add_to(manager)
    manager.run(module)
    gpu_module = next(op for op in module.walk() if op.op_name == "gpu.module")
    blob = gpu_module.attributes["gpu.binary"].value.encode("utf-8", "surrogateescape")  # type: ignore[attr-defined]
    return blob, time.perf_counter() - start


def memref(pointer: int, size: int) -> list[object]:
    """A 1-D memref argument as gpu-to-llvm passes it: allocated and aligned pointer, offset, size, stride."""
    vp, i64 = ctypes.c_void_p, ctypes.c_int64
    return [vp(pointer), vp(pointer), i64(0), i64(size), i64(1)]


def child(runtime_path: str, image_path: str, reference_path: str, vector_log2: int, size: int,
          repeat: int) -> dict[str, float]:
    rt = Runtime(Path(runtime_path))
    ref = ctypes.CDLL(reference_path)
    libc = ctypes.CDLL(None)
    libc.memcmp.restype = ctypes.c_int
    libc.memcmp.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    data = Path(image_path).read_bytes()
    image = ctypes.create_string_buffer(data, len(data))
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
    args = params(*memref(a, n), *memref(b, n), *memref(c, n), ctypes.c_int64(n))
    timings["vecadd_kernel"] = best(repeat, lambda: rt.launch(vecadd, n // 256, 1, 1, 256, 1, 1, 0, None, args, None))
    ref.vecadd.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64]
    timings["vecadd_c"] = best(repeat, lambda: ref.vecadd(a, b, d, n))
    assert libc.memcmp(c, d, 4 * n) == 0, "vector add: kernel and C differ"
    for p in (a, b, c, d):
        rt.free(p, None)

    cells = size * size
    a, b, c, d = (rt.alloc(4 * cells, None) for _ in range(4))
    rt.memset32(a, ONE, cells, None)
    rt.memset32(b, TWO, cells, None)
    ref.matmul.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64]
    timings["matmul_c"] = best(repeat, lambda: ref.matmul(a, b, d, size))
    tiles = size // 16
    for name in ("matmul", "matmul_tiled"):
        kernel = rt.get_function(module, name.encode())
        args = params(*memref(a, cells), *memref(b, cells), *memref(c, cells), ctypes.c_int64(size))
        rt.memset32(c, 0, cells, None)
        timings[name] = best(repeat, lambda kernel=kernel, args=args: rt.launch(kernel, tiles, tiles, 1, 16, 16, 1, 0,
                                                                                 None, args, None))
        assert libc.memcmp(c, d, 4 * cells) == 0, f"{name}: kernel and C differ"
    for p in (a, b, c, d):
        rt.free(p, None)
    rt.module_unload(module)
    return timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", default="1,0", help="GPUOPT_HOST_THREADS values, comma-separated; 0 = default")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--vector-log2", type=int, default=24)
    parser.add_argument("--matmul", type=int, default=512, help="matrix size, a multiple of 16")
    parser.add_argument("--check-bounds", action="store_true", help="compile the kernels with bounds checks")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(*args.child, args.vector_log2, args.matmul, args.repeat)))
        return 0
    command = "python bench/host_pipeline.py " + " ".join(argv if argv is not None else sys.argv[1:])
    print(f"$ {command.strip()}")
    with tempfile.TemporaryDirectory() as work:
        runtime, _, reference = build(Path(work))
        blob, seconds = compile_kernels(args.check_bounds)
        image = Path(work) / "bench.so"
        image.write_bytes(blob)
        print(f"kernel module: {len(blob)} bytes, compiled in {seconds:.2f} s")
        print(f"{'threads':>8} {'vecadd':>9} {'C':>8} {'ratio':>6} {'matmul':>9} {'tiled':>9} {'C':>8} "
              f"{'ratio':>6} {'tiled':>6}")
        for threads in args.threads.split(","):
            env = {k: v for k, v in os.environ.items() if not k.startswith("GPUOPT_HOST_")}
            if threads != "0":
                env["GPUOPT_HOST_THREADS"] = threads
            result = subprocess.run(
                [sys.executable, __file__, "--child", str(runtime), str(image), str(reference), "--repeat",
                 str(args.repeat), "--vector-log2", str(args.vector_log2), "--matmul", str(args.matmul)],
                env=env, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                print(result.stdout + result.stderr, file=sys.stderr)
                return 1
            t = json.loads(result.stdout)
            label = threads if threads != "0" else f"{os.cpu_count()} (all)"
            print(f"{label:>8} {t['vecadd_kernel'] * 1e3:>6.1f} ms {t['vecadd_c'] * 1e3:>5.1f} ms "
                  f"{t['vecadd_kernel'] / t['vecadd_c']:>5.2f}x {t['matmul'] * 1e3:>6.0f} ms "
                  f"{t['matmul_tiled'] * 1e3:>6.0f} ms {t['matmul_c'] * 1e3:>5.0f} ms "
                  f"{t['matmul'] / t['matmul_c']:>5.2f}x {t['matmul_tiled'] / t['matmul_c']:>5.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
