// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// A kernel may take an unranked memref: gpu-to-llvm passes its rank and a pointer to the ranked descriptor,
// which the host runtime's kernels can read (host memory, and the launch returns when the kernel is done).
// The kernel casts it to memref<?x?xf32> and adds i * 10 + j to each element of a 3x4 buffer of 0.5.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add_index(%u: memref<*xf32>) kernel {
      %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %i = gpu.thread_id y
      %j = gpu.thread_id x
      %rows = memref.dim %m, %c0 : memref<?x?xf32>
      %cols = memref.dim %m, %c1 : memref<?x?xf32>
      %in_rows = arith.cmpi slt, %i, %rows : index
      %in_cols = arith.cmpi slt, %j, %cols : index
      %inside = arith.andi %in_rows, %in_cols : i1
      cond_br %inside, ^add, ^done
    ^add:
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %k0 = arith.muli %i, %c10 : index
      %k = arith.addi %k0, %j : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %y = arith.addf %x, %kf : f32
      memref.store %y, %m[%i, %j] : memref<?x?xf32>
      br ^done
    ^done:
      gpu.return
    }
  }
  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c12 = arith.constant 12 : index
    %half = arith.constant 0.5 : f32
    %flat = memref.alloc(%c12) : memref<?xf32>
    br ^fill(%c0 : index)
  ^fill(%i: index):
    %more = arith.cmpi slt, %i, %c12 : index
    cond_br %more, ^body, ^launch
  ^body:
    memref.store %half, %flat[%i] : memref<?xf32>
    %next = arith.addi %i, %c1 : index
    br ^fill(%next : index)
  ^launch:
    %a = memref.alloc() : memref<3x4xf32>
    %fu = memref.cast %flat : memref<?xf32> to memref<*xf32>
    %au = memref.cast %a : memref<3x4xf32> to memref<*xf32>
    call @copy(%fu, %au) : (memref<*xf32>, memref<*xf32>) -> ()
    gpu.launch_func @kernels::@add_index blocks in (%c1, %c1, %c1) threads in (%c8, %c4, %c1) args(%au : memref<*xf32>)
    call @print_memref_f32(%au) : (memref<*xf32>) -> ()
    memref.dealloc %a : memref<3x4xf32>
    memref.dealloc %flat : memref<?xf32>
    return
  }
  func @copy(%from: memref<*xf32>, %to: memref<*xf32>) {
    %f = memref.cast %from : memref<*xf32> to memref<?xf32>
    %t = memref.cast %to : memref<*xf32> to memref<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    br ^row(%c0 : index)
  ^row(%i: index):
    %more_rows = arith.cmpi slt, %i, %c3 : index
    cond_br %more_rows, ^cols(%c0 : index), ^done
  ^cols(%j: index):
    %more_cols = arith.cmpi slt, %j, %c4 : index
    cond_br %more_cols, ^elem, ^next_row
  ^elem:
    %k0 = arith.muli %i, %c4 : index
    %k = arith.addi %k0, %j : index
    %v = memref.load %f[%k] : memref<?xf32>
    memref.store %v, %t[%i, %j] : memref<3x4xf32>
    %j1 = arith.addi %j, %c1 : index
    br ^cols(%j1 : index)
  ^next_row:
    %i1 = arith.addi %i, %c1 : index
    br ^row(%i1 : index)
  ^done:
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1]
// CHECK-NEXT: [0.5,   1.5,   2.5,   3.5],
// CHECK-NEXT: [10.5,   11.5,   12.5,   13.5],
// CHECK-NEXT: [20.5,   21.5,   22.5,   23.5]
