// RUN: not gpuopt-runner %s -e main --entry-point-result=void --runtime=none 2>&1 | FileCheck %s --check-prefix=NORUNTIME
// RUN: gpuopt --gpu-to-llvm %s | not gpuopt-runner -e main -entry-point-result=void -runtime=none 2>&1 | FileCheck %s --check-prefix=NORUNTIME
// RUN: gpuopt-runner %s -e host_part --entry-point-result=void --runtime=host | FileCheck %s

// llvm-project#178581 ("Crash occurs in mlir-runner when running a GPU
// program"): a program lowered with -gpu-lower-to-nvvm-pipeline (host memrefs
// registered with gpu.host_register, filled on the host, a gpu.launch whose
// body does a gpu.all_reduce and, then printMemrefI32) was run with
// `mlir-runner -e main -entry-point-result=void
// -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so`, i.e.
// without the GPU runtime library. The JIT could not resolve mgpu* symbols and
// ExecutionEngine::initialize() aborted in cantFail ("UNREACHABLE executed",
// "Failed to materialize symbols"); the maintainers agreed it should be an
// error, not an abort.
//
// Ported to MLIR 14 syntax and to what gpuopt runs: gpuopt has no kernel
// outlining pass, so the gpu.launch is written as the outlined gpu.module /
// gpu.func (with a gpu.binary annotation) and a gpu.launch_func, the way
// -gpu-kernel-outlining leaves it; `uniform` (added to gpu.all_reduce after
// MLIR 14) is dropped, and scf is not used. gpuopt-runner --runtime=none loads
// no mgpu* runtime, as the upstream command did: both the GPU-dialect input
// and the lowered program are a one-line error naming the first unresolved
// symbol and its source location, before anything runs. The host part
// (registration, stores, printing) runs on the host runtime and prints the
// right values. Never a crash.

// NORUNTIME: gpuopt-runner: error: unresolved external symbol 'mgpuMemHostRegisterMemRef' (from {{.*}}:{{[0-9]+}}:{{[0-9]+}}): expected from a GPU runtime library (--runtime=none loads none; pass one with --shared-libs), but no loaded library defines it
// NORUNTIME-SAME: mgpuModuleLoad
// NORUNTIME-NOT: internal error
// NORUNTIME-NOT: Traceback

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[}}[0,   1,   2,   4,   8,   16],
// CHECK-NEXT: [2,   3,   6,   7,   10,   11]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0,  0]

module attributes {gpu.container_module} {
  gpu.module @main_kernel attributes {gpu.binary = "BLOB"} {
    gpu.func @main_kernel(%data: memref<2x6xi32>, %sum: memref<2xi32>) kernel {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %val = memref.load %data[%bx, %tx] : memref<2x6xi32>
      %reduced = gpu.all_reduce and %val {} : (i32) -> (i32)
      memref.store %reduced, %sum[%bx] : memref<2xi32>
      gpu.return
    }
  }

  func @prepare() -> (memref<2x6xi32>, memref<2xi32>) {
    %data = memref.alloc() : memref<2x6xi32>
    %sum = memref.alloc() : memref<2xi32>
    %cst0 = arith.constant 0 : i32
    %cst1 = arith.constant 1 : i32
    %cst2 = arith.constant 2 : i32
    %cst4 = arith.constant 4 : i32
    %cst8 = arith.constant 8 : i32
    %cst16 = arith.constant 16 : i32
    %cst3 = arith.constant 3 : i32
    %cst6 = arith.constant 6 : i32
    %cst7 = arith.constant 7 : i32
    %cst10 = arith.constant 10 : i32
    %cst11 = arith.constant 11 : i32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %cast_data = memref.cast %data : memref<2x6xi32> to memref<*xi32>
    gpu.host_register %cast_data : memref<*xi32>
    %cast_sum = memref.cast %sum : memref<2xi32> to memref<*xi32>
    gpu.host_register %cast_sum : memref<*xi32>
    memref.store %cst0, %data[%c0, %c0] : memref<2x6xi32>
    memref.store %cst1, %data[%c0, %c1] : memref<2x6xi32>
    memref.store %cst2, %data[%c0, %c2] : memref<2x6xi32>
    memref.store %cst4, %data[%c0, %c3] : memref<2x6xi32>
    memref.store %cst8, %data[%c0, %c4] : memref<2x6xi32>
    memref.store %cst16, %data[%c0, %c5] : memref<2x6xi32>
    memref.store %cst2, %data[%c1, %c0] : memref<2x6xi32>
    memref.store %cst3, %data[%c1, %c1] : memref<2x6xi32>
    memref.store %cst6, %data[%c1, %c2] : memref<2x6xi32>
    memref.store %cst7, %data[%c1, %c3] : memref<2x6xi32>
    memref.store %cst10, %data[%c1, %c4] : memref<2x6xi32>
    memref.store %cst11, %data[%c1, %c5] : memref<2x6xi32>
    memref.store %cst0, %sum[%c0] : memref<2xi32>
    memref.store %cst0, %sum[%c1] : memref<2xi32>
    return %data, %sum : memref<2x6xi32>, memref<2xi32>
  }

  func @host_part() {
    %data, %sum = call @prepare() : () -> (memref<2x6xi32>, memref<2xi32>)
    %cast_data = memref.cast %data : memref<2x6xi32> to memref<*xi32>
    call @printMemrefI32(%cast_data) : (memref<*xi32>) -> ()
    %cast_sum = memref.cast %sum : memref<2xi32> to memref<*xi32>
    call @printMemrefI32(%cast_sum) : (memref<*xi32>) -> ()
    return
  }

  func @main() {
    %data, %sum = call @prepare() : () -> (memref<2x6xi32>, memref<2xi32>)
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    gpu.launch_func @main_kernel::@main_kernel blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1) args(%data : memref<2x6xi32>, %sum : memref<2xi32>)
    %cast_sum = memref.cast %sum : memref<2xi32> to memref<*xi32>
    call @printMemrefI32(%cast_sum) : (memref<*xi32>) -> ()
    return
  }

  func private @printMemrefI32(memref<*xi32>)
}
