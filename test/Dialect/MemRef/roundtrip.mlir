// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Round trip of memref ops and types beyond test/Dialect/MemRef/ops.mlir:
// strided layouts, attribute placement, ranked/unranked casts and globals.
// The expected output was produced by mlir-opt 14.

// CHECK: #map0 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2 + 5)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 * 8 + d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2)[s0] -> (d0 * s0 + d1 * 2 + d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1 * 4)>
// CHECK-NEXT: #map7 = affine_map<() -> (3)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1)[s0, s1] -> (d0 * 3 + s0 + d1 * s1)>
// Strided layouts become affine maps, numbered as MLIR 14 simplifies them:
// a dynamic offset is the first symbol, then each dynamic stride; a unit
// stride drops its factor and a constant offset ends the sum.
func @strided(%m: memref<4x4xf32, offset: ?, strides: [?, 1]>, %n: memref<?x?xf32, offset: 0, strides: [4, 1]>, %o: memref<4xf32, offset: 5, strides: [2]>, %i: index) {
  %0 = memref.cast %m : memref<4x4xf32, offset: ?, strides: [?, 1]> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  %1 = memref.cast %n : memref<?x?xf32, offset: 0, strides: [4, 1]> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %2 = memref.alloc() : memref<4x4xf32, offset: 0, strides: [4, 1]>
  %3 = memref.alloc() : memref<4x4xf32, offset: 0, strides: [8, 1], 3>
  %4 = memref.alloc(%i)[%i] : memref<4x?x2xf32, offset: 0, strides: [?, 2, 1]>
  %5 = memref.alloc() : memref<4x4xf32, offset: 0, strides: [1, 4]>
  %6 = memref.alloca() : memref<f32, offset: 3, strides: []>
  %7 = memref.alloca()[%i, %i] : memref<2x3xf32, offset: ?, strides: [3, ?]>
  %8 = memref.cast %2 : memref<4x4xf32, offset: 0, strides: [4, 1]> to memref<4x4xf32>
  return
}
// CHECK-NEXT: module {
// CHECK-LABEL: func @strided(%arg0: memref<4x4xf32, #map0>, %arg1: memref<?x?xf32, #map1>, %arg2: memref<4xf32, #map2>, %arg3: index) {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x4xf32, #map0> to memref<?x?xf32, #map0>
// CHECK-NEXT: %1 = memref.cast %arg1 : memref<?x?xf32, #map1> to memref<?x?xf32, #map3>
// CHECK-NEXT: %2 = memref.alloc() : memref<4x4xf32, #map1>
// CHECK-NEXT: %3 = memref.alloc() : memref<4x4xf32, #map4, 3>
// CHECK-NEXT: %4 = memref.alloc(%arg3)[%arg3] : memref<4x?x2xf32, #map5>
// CHECK-NEXT: %5 = memref.alloc() : memref<4x4xf32, #map6>
// CHECK-NEXT: %6 = memref.alloca() : memref<f32, #map7>
// CHECK-NEXT: %7 = memref.alloca()[%arg3, %arg3] : memref<2x3xf32, #map8>
// CHECK-NEXT: %8 = memref.cast %2 : memref<4x4xf32, #map1> to memref<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// Attribute dictionaries, and where each op prints them.
func @attributes(%m: memref<?xf32>, %c: index, %v: f32) {
  %0 = memref.dim {foo} %m, %c : memref<?xf32>
  %1 = memref.load %m[%c] {nontemporal = false} : memref<?xf32>
  memref.store %v, %m[%c] {nontemporal = true} : memref<?xf32>
  %2 = memref.cast %m {bar} : memref<?xf32> to memref<4xf32>
  %3 = memref.alloca(%c) {alignment = 32 : i64, baz} : memref<?xf32>
  memref.dealloc %m {qux} : memref<?xf32>
  return
}
// CHECK-LABEL: func @attributes(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %0 = memref.dim {foo} %arg0, %arg1 : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] {nontemporal = false} : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] {nontemporal = true} : memref<?xf32>
// CHECK-NEXT: %2 = memref.cast %arg0 {bar} : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %3 = memref.alloca(%arg1) {alignment = 32 : i64, baz} : memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg0 {qux} : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// Casts between ranked and unranked memrefs, keeping the memory space.
func @casts(%m: memref<4x?xi32, 1>) -> memref<4x?xi32, 1> {
  %0 = memref.cast %m : memref<4x?xi32, 1> to memref<*xi32, 1>
  %1 = memref.cast %0 : memref<*xi32, 1> to memref<?x?xi32, 1>
  %2 = memref.cast %1 : memref<?x?xi32, 1> to memref<4x?xi32, 1>
  return %2 : memref<4x?xi32, 1>
}
// CHECK-LABEL: func @casts(%arg0: memref<4x?xi32, 1>) -> memref<4x?xi32, 1> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x?xi32, 1> to memref<*xi32, 1>
// CHECK-NEXT: %1 = memref.cast %0 : memref<*xi32, 1> to memref<?x?xi32, 1>
// CHECK-NEXT: %2 = memref.cast %1 : memref<?x?xi32, 1> to memref<4x?xi32, 1>
// CHECK-NEXT: return %2 : memref<4x?xi32, 1>
// CHECK-NEXT: }

// Globals with visibility, constant, alignment.
memref.global "private" constant @gc : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {alignment = 16 : i64}
// CHECK-NEXT: memref.global "private" constant @gc : memref<2x2xi32> = dense<{{\[\[}}1, 2], [3, 4]]> {alignment = 16 : i64}
memref.global "nested" @gn : memref<2xf32>
// CHECK-NEXT: memref.global "nested" @gn : memref<2xf32>
memref.global @gz : memref<3xf64> = dense<0.0>
// CHECK-NEXT: memref.global @gz : memref<3xf64> = dense<0.000000e+00>
func @globals() -> memref<2x2xi32> {
  %0 = memref.get_global @gc : memref<2x2xi32>
  %1 = memref.get_global @gz : memref<3xf64>
  return %0 : memref<2x2xi32>
}
// CHECK-LABEL: func @globals() -> memref<2x2xi32> {
// CHECK-NEXT: %0 = memref.get_global @gc : memref<2x2xi32>
// CHECK-NEXT: %1 = memref.get_global @gz : memref<3xf64>
// CHECK-NEXT: return %0 : memref<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form of the ops whose attributes the custom form hides.
// GENERIC: %2 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4x4xf32, #map1>
// GENERIC: %3 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4x4xf32, #map4, 3>
// GENERIC: %4 = "memref.alloc"(%arg3, %arg3) {operand_segment_sizes = dense<1> : vector<2xi32>} : (index, index) -> memref<4x?x2xf32, #map5>
// GENERIC: %5 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<4x4xf32, #map6>
// GENERIC: %6 = "memref.alloca"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<f32, #map7>
// GENERIC: %7 = "memref.alloca"(%arg3, %arg3) {operand_segment_sizes = dense<[0, 2]> : vector<2xi32>} : (index, index) -> memref<2x3xf32, #map8>
// GENERIC: %3 = "memref.alloca"(%arg1) {alignment = 32 : i64, baz, operand_segment_sizes = dense<[1, 0]> : vector<2xi32>} : (index) -> memref<?xf32>
// GENERIC: "memref.global"() {alignment = 16 : i64, constant, initial_value = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, sym_name = "gc", sym_visibility = "private", type = memref<2x2xi32>} : () -> ()
// GENERIC: "memref.global"() {sym_name = "gn", sym_visibility = "nested", type = memref<2xf32>} : () -> ()
// GENERIC: "memref.global"() {initial_value = dense<0.000000e+00> : tensor<3xf64>, sym_name = "gz", type = memref<3xf64>} : () -> ()
// GENERIC: %0 = "memref.get_global"() {name = @gc} : () -> memref<2x2xi32>
// GENERIC: %1 = "memref.get_global"() {name = @gz} : () -> memref<3xf64>
