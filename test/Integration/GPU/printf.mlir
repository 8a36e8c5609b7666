// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// gpu.printf from every thread of 2 blocks of 3 threads, before and after a barrier: the host runtime
// buffers each block's output and writes it in block order, each block's lines in the order its threads
// printed them (all threads before the barrier, then all after).  f32 arguments print as doubles, as C's.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello(%x: f32) kernel {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %bi = arith.index_cast %b : index to i32
      %ti = arith.index_cast %t : index to i32
      gpu.printf "block %d thread %d: %.2f\n" %bi, %ti, %x : i32, i32, f32
      gpu.barrier
      gpu.printf "block %d thread %d: after\n" %bi, %ti : i32, i32
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %x = arith.constant 1.25 : f32
    gpu.launch_func @kernels::@hello blocks in (%c2, %c1, %c1) threads in (%c3, %c1, %c1) args(%x : f32)
    return
  }
}

// CHECK: block 0 thread 0: 1.25
// CHECK-NEXT: block 0 thread 1: 1.25
// CHECK-NEXT: block 0 thread 2: 1.25
// CHECK-NEXT: block 0 thread 0: after
// CHECK-NEXT: block 0 thread 1: after
// CHECK-NEXT: block 0 thread 2: after
// CHECK-NEXT: block 1 thread 0: 1.25
// CHECK-NEXT: block 1 thread 1: 1.25
// CHECK-NEXT: block 1 thread 2: 1.25
// CHECK-NEXT: block 1 thread 0: after
