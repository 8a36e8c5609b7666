// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// A kernel written as a gpu.module and launched with gpu.launch_func: c[i] = a[i] + b[i] over 10 elements,
// 3 blocks of 4 threads (the last two threads are past the end and skip the store).  The kernel has no
// barrier, so the host runtime runs each block as a plain loop over its threads.

module attributes {gpu.container_module} {
  gpu.module @kernels {
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
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 10 : index
    %half = arith.constant 0.5 : f32
    %a = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    %c = memref.alloc(%n) : memref<?xf32>
    br ^fill(%c0 : index)
  ^fill(%i: index):
    %more = arith.cmpi slt, %i, %n : index
    cond_br %more, ^body, ^launch
  ^body:
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %fi, %fi : f32
    memref.store %fi, %a[%i] : memref<?xf32>
    memref.store %sq, %b[%i] : memref<?xf32>
    %next = arith.addi %i, %c1 : index
    br ^fill(%next : index)
  ^launch:
    gpu.launch_func @kernels::@vecadd blocks in (%c3, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %c : memref<?xf32>, %n : index)
    %u = memref.cast %c : memref<?xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    memref.dealloc %c : memref<?xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  2,  6,  12,  20,  30,  42,  56,  72,  90]
