// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// Round trip of the memref ops beyond ops.mlir: rank, copy, prefetch,
// assume_alignment, tensor_store, atomic_rmw, alloca_scope (with and without
// results; its terminator is printed only when it returns values) and view.
// The expected text is mlir-opt 14's output for this file.

func @f(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index, %f: f32, %t: tensor<4x?xf32>, %mi: memref<8xi32>, %v: i32) {
  %0 = memref.rank %m : memref<4x?xf32>
  %1 = memref.rank %u : memref<*xf32>
  memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x?xf32>
  memref.assume_alignment %m, 16 : memref<4x?xf32>
  memref.tensor_store %t, %m : memref<4x?xf32>
  %2 = memref.atomic_rmw addf %f, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
  %3 = memref.atomic_rmw maxs %v, %mi[%i] : (i32, memref<8xi32>) -> i32
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %4 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %f : f32
  }
  return
}
func @view(%b: memref<2048xi8>, %i: index) {
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %b[%i][%i, %i] : memref<2048xi8> to memref<?x?xf32>
  %2 = memref.view %b[%i][%i] {tag} : memref<2048xi8> to memref<?x4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func @f(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32, %arg4: tensor<4x?xf32>, %arg5: memref<8xi32>, %arg6: i32) {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %arg0 : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT: memref.tensor_store %arg4, %arg0 : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.atomic_rmw addf %arg3, %arg0[%arg2, %arg2] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw maxs %arg6, %arg5[%arg2] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %5 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @view(%arg0: memref<2048xi8>, %arg1: index) {
// CHECK-NEXT: %0 = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT: %1 = memref.view %arg0[%arg1][%arg1, %arg1] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT: %2 = memref.view %arg0[%arg1][%arg1] {tag} : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
