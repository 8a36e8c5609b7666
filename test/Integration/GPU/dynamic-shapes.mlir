// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Dynamically shaped kernel arguments: a ?x? matrix whose sizes the kernel reads with memref.dim (from the
// descriptor fields passed as launch parameters); a 2-D grid of 2-D blocks writes i * 10 + j where in range.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%m: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %rows = memref.dim %m, %c0 : memref<?x?xf32>
      %cols = memref.dim %m, %c1 : memref<?x?xf32>
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %i0 = arith.muli %by, %dy : index
      %i = arith.addi %i0, %ty : index
      %j0 = arith.muli %bx, %dx : index
      %j = arith.addi %j0, %tx : index
      %inr = arith.cmpi slt, %i, %rows : index
      %inc = arith.cmpi slt, %j, %cols : index
      %in = arith.andi %inr, %inc : i1
      cond_br %in, ^store, ^done
    ^store:
      %i10 = arith.muli %i, %c10 : index
      %v = arith.addi %i10, %j : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %m[%i, %j] : memref<?x?xf32>
      br ^done
    ^done:
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %m = gpu.alloc (%c3, %c5) : memref<?x?xf32>
    gpu.launch_func @kernels::@fill blocks in (%c3, %c2, %c1) threads in (%c2, %c2, %c1) args(%m : memref<?x?xf32>)
    %host = memref.alloc(%c3, %c5) : memref<?x?xf32>
    gpu.memcpy %host, %m : memref<?x?xf32>, memref<?x?xf32>
    %u = memref.cast %host : memref<?x?xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    gpu.dealloc %m : memref<?x?xf32>
    memref.dealloc %host : memref<?x?xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: [0,   1,   2,   3,   4],
// CHECK-NEXT: [10,   11,   12,   13,   14],
// CHECK-NEXT: [20,   21,   22,   23,   24]
