// ORACLE-XFAIL: mlir-opt 14 folds the cast into the transpose without changing its result type (its verifier then rejects it) and folds the cast into the copy although the copy's shapes then cannot match (its verifier rejects it)
// RUN: gpuopt %s -split-input-file -canonicalize | FileCheck %s

// Where MLIR 14's memref canonicalization leaves IR its own verifier rejects, gpuopt leaves the op as it is.

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func @transpose_of_cast(%arg0: memref<4x5xf32>) -> memref<?x?xf32, #map> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x5xf32> to memref<?x?xf32>
// CHECK-NEXT: %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT: return %1 : memref<?x?xf32, #map>
// CHECK-NEXT: }
// CHECK-NEXT: }

func @transpose_of_cast(%m: memref<4x5xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %0 = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %1 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}

// -----

// CHECK: #map0 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func @copy_mismatch(%arg0: memref<8x16xf32>, %arg1: memref<8x16xf32>) {
// CHECK-NEXT: %0 = memref.subview %arg0[0, 0] [8, 1] [1, 1] : memref<8x16xf32> to memref<8x1xf32, #map0>
// CHECK-NEXT: %1 = memref.cast %0 : memref<8x1xf32, #map0> to memref<?x?xf32, #map1>
// CHECK-NEXT: memref.copy %1, %arg1 : memref<?x?xf32, #map1> to memref<8x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func @copy_mismatch(%m: memref<8x16xf32>, %n: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0] [8, 1] [1, 1] : memref<8x16xf32> to memref<8x1xf32, offset: 0, strides: [16, 1]>
  %1 = memref.cast %0 : memref<8x1xf32, offset: 0, strides: [16, 1]> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  memref.copy %1, %n : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<8x16xf32>
  return
}
