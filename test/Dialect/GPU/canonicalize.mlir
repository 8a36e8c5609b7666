// RUN: gpuopt -allow-unregistered-dialect -canonicalize %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @f(%arg0: index, %arg1: memref<4xf32>, %arg2: f32) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: gpu.wait [%0]
// CHECK-NEXT: %1 = gpu.wait async
// CHECK-NEXT: %2 = gpu.wait async [%1]
// CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%2] (%arg0) : memref<?xf32>
// CHECK-NEXT: %memref_0 = gpu.alloc (%arg0) : memref<?xf32>
// CHECK-NEXT: gpu.memcpy %memref_0, %arg1 : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: %3 = gpu.memset async [%asyncToken] %arg1, %arg2 : memref<4xf32>, f32
// CHECK-NEXT: gpu.wait [%3]
// CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT: memref.store %arg2, %memref_0[%arg6] : memref<?xf32>
// CHECK-NEXT: "test.use"(%c1, %arg9, %arg13, %c0) : (index, index, index, index) -> ()
// CHECK-NEXT: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// memref.dim of a gpu.alloc is its dynamic size; gpu.memcpy and gpu.memset fold memref.casts; launch ids
// over a dimension of size one are zero; unused allocations go, waits stay (MLIR 14 has no gpu.wait pattern).
func @f(%n: index, %m: memref<4xf32>, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = gpu.wait async
  gpu.wait [%t0]
  %t1 = gpu.wait async
  %t2 = gpu.wait async [%t1]
  %a, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %b = gpu.alloc (%n) : memref<?xf32>
  %d2 = memref.dim %b, %c0 : memref<?xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  gpu.memcpy %b, %cast : memref<?xf32>, memref<?xf32>
  %t4 = gpu.memset async [%t3] %cast, %v : memref<?xf32>, f32
  %unused = gpu.alloc (%n) : memref<?xf32>
  gpu.wait [%t4]
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %c1b = arith.constant 1 : index
    %s = arith.addi %bx, %c1b : index
    %i = arith.addi %tx, %ty : index
    memref.store %v, %b[%i] : memref<?xf32>
    "test.use"(%s, %gx, %sy, %tz) : (index, index, index, index) -> ()
    gpu.terminator
  }
  %s = arith.addi %d, %d2 : index
  return %s : index
}

// -----

// CHECK-LABEL: gpu.module @kernels {
// CHECK-NEXT: gpu.func @k(%arg0: memref<?xf32>, %arg1: index) kernel {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = gpu.thread_id x
// CHECK-NEXT: %1 = gpu.block_dim x
// CHECK-NEXT: %2 = arith.muli %1, %c2 : index
// CHECK-NEXT: %3 = arith.addi %2, %0 : index
// CHECK-NEXT: %4 = arith.addi %3, %c3 : index
// CHECK-NEXT: %5 = memref.load %arg0[%4] : memref<?xf32>
// CHECK-NEXT: %6 = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: memref.store %5, %arg0[%6] : memref<?xf32>
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// Kernels: constants are hoisted to the gpu.func entry (isolated from above), ids fold nothing.
gpu.module @kernels {
  gpu.func @k(%m: memref<?xf32>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %t = gpu.thread_id x
    %b = gpu.block_dim x
    %x = arith.muli %b, %c2 : index
    %y = arith.addi %t, %c0 : index
    %z = arith.addi %x, %y : index
    %c3 = arith.constant 3 : index
    %w = arith.addi %z, %c3 : index
    %v = memref.load %m[%w] : memref<?xf32>
    %u = memref.load %m[%c0] : memref<?xf32>
    %c2i = arith.constant 2 : i32
    %s, %ok = gpu.shuffle xor %v, %c2i, %c2i : f32
    %dim = memref.dim %m, %c0 : memref<?xf32>
    memref.store %v, %m[%dim] : memref<?xf32>
    gpu.barrier
    gpu.return
  }
}
