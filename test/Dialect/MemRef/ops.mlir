// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// Round trip of the memref ops gpuopt needs (alloc, alloca, dealloc, load,
// store, dim, cast, global, get_global) and of memref types: layouts,
// memory spaces, unranked memrefs and the #mapN aliases they produce.

// An input alias name is not kept: the printer renames it (#map0, #map1, ...).
#strided = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>

// alloc/alloca (dynamic sizes, symbol operands, alignment), load/store
// (including rank 0), dim, cast (ranked <-> unranked), dealloc.
func @memref_ops(%n: index, %m: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%n) : memref<?x8xf32>
  %2 = memref.alloc(%n, %m) {alignment = 64} : memref<?x?xf32, 1>
  %3 = memref.alloc()[%n] : memref<4x16xf32, #strided>
  %4 = memref.alloca() : memref<2xi32>
  %5 = memref.alloca(%n) : memref<?xf32, 3>
  %6 = memref.alloca() {alignment = 16 : i64} : memref<f32>
  memref.store %f, %0[%c0, %c1] : memref<4x8xf32>
  %7 = memref.load %0[%c0, %c1] : memref<4x8xf32>
  %8 = memref.load %6[] : memref<f32>
  memref.store %8, %6[] : memref<f32>
  %9 = memref.dim %1, %c0 : memref<?x8xf32>
  %10 = memref.cast %0 : memref<4x8xf32> to memref<?x?xf32>
  %11 = memref.cast %0 : memref<4x8xf32> to memref<*xf32>
  %12 = memref.cast %11 : memref<*xf32> to memref<4x8xf32>
  %13 = memref.dim %11, %c1 : memref<*xf32>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %2 : memref<?x?xf32, 1>
  memref.dealloc %3 : memref<4x16xf32, #strided>
  return
}

// Layouts and memory spaces: identity maps are dropped, `offset: strides:`
// is printed as an affine map, each distinct map gets one alias.
func @memref_types(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 2>, %b: memref<*xi8, 4>, %c: memref<2x?x3xvector<4xf32>>, %d: memref<8xf32, offset: 2, strides: [1]>, %e: memref<?x?xf32, offset: ?, strides: [?, 1]>, %g: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %h: memref<4x16xf32, #strided>, %i: memref<16x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>>, %j: memref<4xf32, affine_map<(d0) -> (d0)>>, %k: memref<f32, 1>) {
  return
}

memref.global "private" @gv : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @gu : memref<2xi32> = uninitialized
memref.global "private" constant @gc : memref<i32> = dense<7>
memref.global @ext : memref<3xf32>

func @use_global() -> memref<4xf32> {
  %0 = memref.get_global @gv : memref<4xf32>
  return %0 : memref<4xf32>
}

// Expected output (mlir-opt 14), every line:
// CHECK: #map0 = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @memref_ops(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT:     %1 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT:     %2 = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xf32, 1>
// CHECK-NEXT:     %3 = memref.alloc()[%arg0] : memref<4x16xf32, #map0>
// CHECK-NEXT:     %4 = memref.alloca() : memref<2xi32>
// CHECK-NEXT:     %5 = memref.alloca(%arg0) : memref<?xf32, 3>
// CHECK-NEXT:     %6 = memref.alloca() {alignment = 16 : i64} : memref<f32>
// CHECK-NEXT:     memref.store %arg2, %0[%c0, %c1] : memref<4x8xf32>
// CHECK-NEXT:     %7 = memref.load %0[%c0, %c1] : memref<4x8xf32>
// CHECK-NEXT:     %8 = memref.load %6[] : memref<f32>
// CHECK-NEXT:     memref.store %8, %6[] : memref<f32>
// CHECK-NEXT:     %9 = memref.dim %1, %c0 : memref<?x8xf32>
// CHECK-NEXT:     %10 = memref.cast %0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT:     %11 = memref.cast %0 : memref<4x8xf32> to memref<*xf32>
// CHECK-NEXT:     %12 = memref.cast %11 : memref<*xf32> to memref<4x8xf32>
// CHECK-NEXT:     %13 = memref.dim %11, %c1 : memref<*xf32>
// CHECK-NEXT:     memref.dealloc %0 : memref<4x8xf32>
// CHECK-NEXT:     memref.dealloc %2 : memref<?x?xf32, 1>
// CHECK-NEXT:     memref.dealloc %3 : memref<4x16xf32, #map0>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @memref_types(%arg0: memref<4xf32, #map1, 2>, %arg1: memref<*xi8, 4>, %arg2: memref<2x?x3xvector<4xf32>>, %arg3: memref<8xf32, #map2>, %arg4: memref<?x?xf32, #map3>, %arg5: memref<4x4xf32, #map4>, %arg6: memref<4x16xf32, #map0>, %arg7: memref<16x16xf32, #map0>, %arg8: memref<4xf32>, %arg9: memref<f32, 1>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @gv : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT:   memref.global @gu : memref<2xi32> = uninitialized
// CHECK-NEXT:   memref.global "private" constant @gc : memref<i32> = dense<7>
// CHECK-NEXT:   memref.global @ext : memref<3xf32>
// CHECK-NEXT:   func @use_global() -> memref<4xf32> {
// CHECK-NEXT:     %0 = memref.get_global @gv : memref<4xf32>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
