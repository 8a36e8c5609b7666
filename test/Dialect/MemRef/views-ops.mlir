// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Round trip of memref.subview (rank-reducing too), reinterpret_cast, reshape, collapse_shape/expand_shape,
// transpose, dma_start/dma_wait and generic_atomic_rmw; the result layouts are the ones 14 infers, printed
// as its #map aliases.  The expected output is mlir-opt 14's.

// CHECK: #map0 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + s0 + d1 * 4 + d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 64 + d1 * 2 + 8)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2 + d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d0 * 30 + d1 * 6 + d2 + 3)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d0 * 60 + d1 * 6 + d2 + 3)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0 * 6 + d1 + 3)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (d0 * 60 + d1 + 3)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * s1 + s0 + d0 * s2 + d1)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1, d2) -> (d1 * 30 + d2 * 6 + d0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @subviews(%arg0: memref<8x16x4xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32, #map0>, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %0 = memref.subview %arg0[%arg3, 4, 0] [2, %arg4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<2x?x4xf32, #map1>
// CHECK-NEXT:     %1 = memref.subview %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
// CHECK-NEXT:     %2 = memref.subview %arg0[0, 2, 0] [8, 1, 4] [1, 1, 2] : memref<8x16x4xf32> to memref<8x4xf32, #map2>
// CHECK-NEXT:     %3 = memref.subview %arg1[%arg3, %arg4] [%arg4, %arg3] [%arg3, %arg4] : memref<?x?xf32> to memref<?x?xf32, #map0>
// CHECK-NEXT:     %4 = memref.subview %arg2[1, 2] [3, 4] [2, 2] : memref<?x?xf32, #map0> to memref<3x4xf32, #map0>
// CHECK-NEXT:     %5 = memref.subview %arg0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32>
// CHECK-NEXT:     %6 = memref.subview %arg0[0, 0, 0] [8, 16, 4] [1, 1, 1] {foo} : memref<8x16x4xf32> to memref<8x16x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @casts_and_reshapes(%arg0: memref<*xf32>, %arg1: memref<4x5x6xf32>, %arg2: memref<2xi32>, %arg3: memref<?xindex>, %arg4: index) {
// CHECK-NEXT:     %0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [10, %arg4], strides: [%arg4, 1] : memref<*xf32> to memref<10x?xf32, #map3>
// CHECK-NEXT:     %1 = memref.reinterpret_cast %arg1 to offset: [%arg4], sizes: [120], strides: [1] : memref<4x5x6xf32> to memref<120xf32, #map4>
// CHECK-NEXT:     %2 = memref.reshape %arg1(%arg2) : (memref<4x5x6xf32>, memref<2xi32>) -> memref<20x6xf32>
// CHECK-NEXT:     %3 = memref.reshape %arg0(%arg3) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:     %4 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
// CHECK-NEXT:     %5 = memref.collapse_shape %arg1 {{\[\[}}0, 1, 2]] : memref<4x5x6xf32> into memref<120xf32>
// CHECK-NEXT:     %6 = memref.expand_shape %4 {{\[\[}}0, 1], [2, 3]] : memref<20x6xf32> into memref<4x5x2x3xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @layouts(%arg0: memref<?x?x?xf32, #map5>, %arg1: memref<4x5x6xf32, #map6>, %arg2: memref<4x5x6xf32, #map7>, %arg3: memref<1x1xf32>) {
// CHECK-NEXT:     %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xf32, #map5> into memref<?x?xf32, #map8>
// CHECK-NEXT:     %1 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<4x5x6xf32, #map6> into memref<20x6xf32, #map9>
// CHECK-NEXT:     %2 = memref.collapse_shape %arg2 {{\[\[}}0], [1, 2]] : memref<4x5x6xf32, #map7> into memref<4x30xf32, #map10>
// CHECK-NEXT:     %3 = memref.collapse_shape %arg3 [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT:     %4 = memref.expand_shape %3 [] : memref<f32> into memref<1x1xf32>
// CHECK-NEXT:     %5 = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<?x?x?xf32, #map5> to memref<?x?x?xf32, #map11>
// CHECK-NEXT:     %6 = memref.transpose %arg1 (d0, d1, d2) -> (d1, d2, d0) {foo} : memref<4x5x6xf32, #map6> to memref<5x6x4xf32, #map12>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @dma_and_atomics(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: memref<40xf32, 2>, %arg4: index, %arg5: memref<4x4xi32>) -> f32 {
// CHECK-NEXT:     memref.dma_start %arg0[%arg1], %arg3[%arg1], %arg4, %arg2[%arg1] : memref<10xf32>, memref<40xf32, 2>, memref<1xi32>
// CHECK-NEXT:     memref.dma_start %arg0[%arg1], %arg3[%arg1], %arg4, %arg2[%arg1], %arg4, %arg4 : memref<10xf32>, memref<40xf32, 2>, memref<1xi32>
// CHECK-NEXT:     memref.dma_wait %arg2[%arg1], %arg4 : memref<1xi32>
// CHECK-NEXT:     memref.dma_wait %arg2[%arg1], %arg4 {foo} : memref<1xi32>
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT:     ^bb0(%arg6: f32):
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %2 = arith.addf %cst, %arg6 : f32
// CHECK-NEXT:       memref.atomic_yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.generic_atomic_rmw %arg5[%arg1, %arg4] : memref<4x4xi32> {
// CHECK-NEXT:     ^bb0(%arg6: i32):
// CHECK-NEXT:       memref.atomic_yield %arg6 : i32
// CHECK-NEXT:     } {foo}
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "memref.subview"(%arg0, %arg3, %arg4) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>, static_offsets = [-9223372036854775808, 4, 0], static_sizes = [2, -1, 4], static_strides = [1, 1, 1]} : (memref<8x16x4xf32>, index, index) -> memref<2x?x4xf32, #map1>
// GENERIC: "memref.reinterpret_cast"(%arg0, %arg4, %arg4) {operand_segment_sizes = dense<[1, 0, 1, 1]> : vector<4xi32>, static_offsets = [0], static_sizes = [10, -1], static_strides = [-9223372036854775808, 1]} : (memref<*xf32>, index, index) -> memref<10x?xf32, #map3>
// GENERIC: "memref.collapse_shape"(%arg1) {reassociation = {{\[\[}}0, 1], [2]]} : (memref<4x5x6xf32>) -> memref<20x6xf32>
// GENERIC: "memref.transpose"(%arg0) {permutation = #map{{[0-9]+}}} : (memref<?x?x?xf32, #map5>) -> memref<?x?x?xf32, #map11>
// GENERIC: "memref.dma_start"(%arg0, %arg1, %arg3, %arg1, %arg4, %arg2, %arg1, %arg4, %arg4) : (memref<10xf32>, index, memref<40xf32, 2>, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC: "memref.generic_atomic_rmw"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg6: f32):

func @subviews(%m: memref<8x16x4xf32>, %d: memref<?x?xf32>, %s: memref<?x?xf32, offset: ?, strides: [?, ?]>, %a: index, %b: index) {
  %0 = memref.subview %m[%a, 4, 0][2, %b, 4][1, 1, 1] : memref<8x16x4xf32> to memref<2x?x4xf32, offset: ?, strides: [64, 4, 1]>
  %1 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %2 = memref.subview %m[0, 2, 0][8, 1, 4][1, 1, 2] : memref<8x16x4xf32> to memref<8x4xf32, offset: 8, strides: [64, 2]>
  %3 = memref.subview %d[%a, %b][%b, %a][%a, %b] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %4 = memref.subview %s[1, 2][3, 4][2, 2] : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<3x4xf32, offset: ?, strides: [?, ?]>
  %5 = memref.subview %m[0, 0, 0][1, 1, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4xf32>
  %6 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] {foo} : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

func @casts_and_reshapes(%u: memref<*xf32>, %m: memref<4x5x6xf32>, %sh: memref<2xi32>, %dsh: memref<?xindex>, %a: index) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [10, %a], strides: [%a, 1] : memref<*xf32> to memref<10x?xf32, offset: 0, strides: [?, 1]>
  %1 = memref.reinterpret_cast %m to offset: [%a], sizes: [120], strides: [1] : memref<4x5x6xf32> to memref<120xf32, offset: ?, strides: [1]>
  %2 = memref.reshape %m(%sh) : (memref<4x5x6xf32>, memref<2xi32>) -> memref<20x6xf32>
  %3 = memref.reshape %u(%dsh) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %4 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  %5 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x5x6xf32> into memref<120xf32>
  %6 = memref.expand_shape %4 [[0, 1], [2, 3]] : memref<20x6xf32> into memref<4x5x2x3xf32>
  return
}

func @layouts(%s: memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]>, %t: memref<4x5x6xf32, offset: 3, strides: [30, 6, 1]>, %v: memref<4x5x6xf32, offset: 3, strides: [60, 6, 1]>, %one: memref<1x1xf32>) {
  %0 = memref.collapse_shape %s [[0, 1], [2]] : memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]> into memref<?x?xf32, offset: ?, strides: [?, 1]>
  %1 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32, offset: 3, strides: [30, 6, 1]> into memref<20x6xf32, offset: 3, strides: [6, 1]>
  %2 = memref.collapse_shape %v [[0], [1, 2]] : memref<4x5x6xf32, offset: 3, strides: [60, 6, 1]> into memref<4x30xf32, offset: 3, strides: [60, 1]>
  %3 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %4 = memref.expand_shape %3 [] : memref<f32> into memref<1x1xf32>
  %5 = memref.transpose %s (i, j, k) -> (k, i, j) : memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]> to memref<?x?x?xf32, affine_map<(d0, d1, d2)[s0, s1, s2] -> (d2 * s1 + s0 + d0 * s2 + d1)>>
  %6 = memref.transpose %t (i, j, k) -> (j, k, i) {foo} : memref<4x5x6xf32, offset: 3, strides: [30, 6, 1]> to memref<5x6x4xf32, affine_map<(d0, d1, d2) -> (d1 * 30 + d2 * 6 + d0 + 3)>>
  return
}

func @dma_and_atomics(%m: memref<10xf32>, %i: index, %t: memref<1xi32>, %d: memref<40xf32, 2>, %n: index, %im: memref<4x4xi32>) -> f32 {
  memref.dma_start %m[%i], %d[%i], %n, %t[%i] : memref<10xf32>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_start %m[%i], %d[%i], %n, %t[%i], %n, %n : memref<10xf32>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_wait %t[%i], %n {foo} : memref<1xi32>
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    memref.atomic_yield %inc : f32
  }
  %y = memref.generic_atomic_rmw %im[%i, %n] : memref<4x4xi32> {
  ^bb0(%cur : i32):
    memref.atomic_yield %cur : i32
  } {foo}
  return %x : f32
}
