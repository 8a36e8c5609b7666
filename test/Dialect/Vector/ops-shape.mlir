// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// Round trip of the vector ops that reshape, slice and mask vectors, and of the
// masked and indexed memory ops.  The expected text is mlir-opt 14's output for
// this file.

func @shapes(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %j: index) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %w : vector<2x3x4xf32> to vector<6x4xf32>
  %2 = vector.shape_cast %1 : vector<6x4xf32> to vector<2x3x4x1xf32>
  %3 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %4 = vector.transpose %w, [2, 0, 1] {tag} : vector<2x3x4xf32> to vector<4x2x3xf32>
  %5 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %6 = vector.extract_strided_slice %w {offsets = [1], sizes = [1], strides = [1]} : vector<2x3x4xf32> to vector<1x3x4xf32>
  %7 = vector.insert_strided_slice %5, %v {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %8 = vector.insert_strided_slice %s, %w {offsets = [1, 2, 0], strides = [1]} : vector<4xf32> into vector<2x3x4xf32>
  %9 = vector.reshape %w, [%i, %j], [%i], [4] : vector<2x3x4xf32> to vector<6x4xf32>
  %10 = vector.reshape %s, [%i], [%i, %j], [] : vector<4xf32> to vector<2x2xf32>
  %11 = vector.extract_map %v[%i] : vector<4x8xf32> to vector<1x8xf32>
  %12 = vector.insert_map %11, %v[%i] : vector<1x8xf32> into vector<4x8xf32>
  %13 = vector.extract_map %w[%i, %j] : vector<2x3x4xf32> to vector<1x3x2xf32>
  return
}

func @masks(%i: index, %j: index) -> index {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %2 = vector.constant_mask [1] : vector<i1>
  %3 = vector.create_mask %i, %j : vector<4x3xi1>
  %4 = vector.create_mask %i : vector<i1>
  %5 = vector.create_mask %i {tag} : vector<[4]xi1>
  %6 = vector.vscale
  %7 = vector.vscale {note = 1}
  return %6 : index
}

func @memory(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %pass: vector<8xf32>, %idx: vector<8xi32>, %idx2: vector<8xindex>) {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.maskedload %n[%i, %i], %mask, %pass {tag} : memref<4x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.gather %m[%i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %3 = vector.gather %n[%i, %i] [%idx2], %mask, %pass : memref<4x?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i] [%idx], %mask, %2 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %4 = vector.expandload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %n[%i, %i], %mask, %4 : memref<4x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func @shapes(%arg0: vector<4x8xf32>, %arg1: vector<2x3x4xf32>, %arg2: vector<4xf32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT: %1 = vector.shape_cast %arg1 : vector<2x3x4xf32> to vector<6x4xf32>
// CHECK-NEXT: %2 = vector.shape_cast %1 : vector<6x4xf32> to vector<2x3x4x1xf32>
// CHECK-NEXT: %3 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: %4 = vector.transpose %arg1, [2, 0, 1] {tag} : vector<2x3x4xf32> to vector<4x2x3xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %arg0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [1], strides = [1]} : vector<2x3x4xf32> to vector<1x3x4xf32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %5, %arg0 {offsets = [2, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT: %8 = vector.insert_strided_slice %arg2, %arg1 {offsets = [1, 2, 0], strides = [1]} : vector<4xf32> into vector<2x3x4xf32>
// CHECK-NEXT: %9 = vector.reshape %arg1, [%arg3, %arg4], [%arg3], [4] : vector<2x3x4xf32> to vector<6x4xf32>
// CHECK-NEXT: %10 = vector.reshape %arg2, [%arg3], [%arg3, %arg4], [] : vector<4xf32> to vector<2x2xf32>
// CHECK-NEXT: %11 = vector.extract_map %arg0[%arg3] : vector<4x8xf32> to vector<1x8xf32>
// CHECK-NEXT: %12 = vector.insert_map %11, %arg0[%arg3] : vector<1x8xf32> into vector<4x8xf32>
// CHECK-NEXT: %13 = vector.extract_map %arg1[%arg3, %arg4] : vector<2x3x4xf32> to vector<1x3x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @masks(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
// CHECK-NEXT: %2 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT: %3 = vector.create_mask %arg0, %arg1 : vector<4x3xi1>
// CHECK-NEXT: %4 = vector.create_mask %arg0 : vector<i1>
// CHECK-NEXT: %5 = vector.create_mask %arg0 {tag} : vector<[4]xi1>
// CHECK-NEXT: %6 = vector.vscale
// CHECK-NEXT: %7 = vector.vscale {note = 1 : i64}
// CHECK-NEXT: return %6 : index
// CHECK-NEXT: }
// CHECK-NEXT: func @memory(%arg0: memref<?xf32>, %arg1: memref<4x?xf32>, %arg2: index, %arg3: vector<8xi1>, %arg4: vector<8xf32>, %arg5: vector<8xi32>, %arg6: vector<8xindex>) {
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %1 = vector.maskedload %arg1[%arg2, %arg2], %arg3, %arg4 {tag} : memref<4x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg2], %arg3, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %2 = vector.gather %arg0[%arg2] [%arg5], %arg3, %arg4 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %3 = vector.gather %arg1[%arg2, %arg2] [%arg6], %arg3, %arg4 : memref<4x?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg2] [%arg5], %arg3, %2 : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = vector.expandload %arg0[%arg2], %arg3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.compressstore %arg1[%arg2, %arg2], %arg3, %4 : memref<4x?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
