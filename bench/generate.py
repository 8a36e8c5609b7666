"""Generates large GPU-dialect modules for the benchmarks: N host functions with ten GPU ops each (wait,
alloc, memcpy, memset, launch_func, memcpy, dealloc, three waits), each launching the kernel of its own
`gpu.module`, so that size grows linearly with N (about 800 bytes per function).  `--no-launch` leaves out
the launches and the kernel modules (about 510 bytes per function).

One kernel module per function, because mlir-opt 14 cannot lower two launches of kernels from one
`gpu.module` (it defines the binary global twice), and the benchmark compares with it."""

from __future__ import annotations

import argparse
import sys

KERNEL_MODULE = """  gpu.module @k{i} attributes {{gpu.binary = "BLOB"}} {{
    gpu.func @kernel(%arg0: f32, %arg1: memref<?xf32>) kernel {{
      gpu.return
    }}
  }}
"""

FUNCTION = """  func @f{i}(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {{
    %c8 = arith.constant 8 : index
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%arg1) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %m, %arg0 : memref<?xf32>, memref<?xf32>
    %t3 = gpu.memset async [%t2] %m, %arg2 : memref<?xf32>, f32
    %t4 = gpu.launch_func async [%t3] @k{i}::@kernel blocks in (%c8, %c8, %c8) \
threads in (%c8, %c8, %c8) args(%arg2 : f32, %m : memref<?xf32>)
    %t5 = gpu.memcpy async [%t4] %arg0, %m : memref<?xf32>, memref<?xf32>
    %t6 = gpu.dealloc async [%t5] %m : memref<?xf32>
    %t7 = gpu.wait async [%t6]
    gpu.wait [%t7]
    return
  }}
"""


def generate(functions: int, launch: bool = True) -> str:
    if launch:
        body = KERNEL_MODULE + FUNCTION
    else:
        body = "\n".join(line for line in FUNCTION.split("\n") if "launch_func" not in line).replace("[%t4]", "[%t3]")
    return "module attributes {gpu.container_module} {\n" + "".join(body.format(i=i) for i in range(functions)) + "}\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("functions", type=int)
    parser.add_argument("--no-launch", action="store_true",
                        help="leave out gpu.launch_func and the kernel modules")
    args = parser.parse_args()
    sys.stdout.write(generate(args.functions, launch=not args.no_launch))


if __name__ == "__main__":
    main()
