// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// Round trip of the vector ops with a combining kind and of the flattened
// matrix ops: `#vector.kind<...>` in full and stripped (`<add>`) spellings,
// contract with and without masks (the attribute dictionary after its operands is
// dropped, as mlir-opt 14's parser drops it), outerproduct with and without an
// accumulator (14 prints the kind only with one), scan's named results.  The
// expected text is mlir-opt 14's output for this file.

#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}

func @contract(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %v: vector<8xf32>, %f: f32, %h: vector<8xf16>, %i: vector<8xi32>, %k: i32) -> vector<4x4xf32> {
  %0 = vector.contract #matmul %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxf>} %v, %v, %f : vector<8xf32>, vector<8xf32> into f32
  %2 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %h, %h, %f {dropped} : vector<8xf16>, vector<8xf16> into f32
  %ma = vector.constant_mask [4, 8] : vector<4x8xi1>
  %mb = vector.constant_mask [8, 2] : vector<8x4xi1>
  %3 = vector.contract #matmul %a, %b, %0, %ma, %mb : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %4 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<xor>} %i, %i, %k : vector<8xi32>, vector<8xi32> into i32
  return %3 : vector<4x4xf32>
}

func @outer(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<4xi32>, %j: vector<8xi32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %b {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
  %4 = vector.outerproduct %a, %f : vector<4xf32>, f32
  %5 = vector.outerproduct %a, %f, %a {kind = #vector.kind<add>, note} : vector<4xf32>, f32
  %6 = vector.outerproduct %i, %j {kind = #vector.kind<or>} : vector<4xi32>, vector<8xi32>
  return
}

func @reductions(%v: vector<2x3x4xf32>, %w: vector<4x8xi32>, %init: vector<4xi32>, %z: vector<f32>, %x: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %v [1] : vector<2x3x4xf32> to vector<2x4xf32>
  %1 = vector.multi_reduction #vector.kind<maxf>, %v [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  %2 = vector.multi_reduction < mul >, %v {tag} [0, 1, 2] : vector<2x3x4xf32> to f32
  %3 = vector.multi_reduction <xor>, %w [] : vector<4x8xi32> to vector<4x8xi32>
  %4:2 = vector.scan <add>, %w, %init {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
  %5:2 = vector.scan #vector.kind<minsi>, %w, %init {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
  %6:2 = "vector.scan"(%x, %z) {kind = #vector.kind<maxf>, inclusive = true, reduction_dim = 0 : i64} : (vector<4xf32>, vector<f32>) -> (vector<4xf32>, vector<f32>)
  return
}

func @matrix(%a: vector<6xf64>, %b: vector<12xf64>, %i: vector<4xi8>, %x: vector<4xindex>) attributes {kinds = [#vector.kind<and>, #vector<"kind<minui>">]} {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 4 : i32} : (vector<6xf64>, vector<12xf64>) -> vector<8xf64>
  %1 = vector.flat_transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> -> vector<6xf64>
  %2 = vector.matrix_multiply %i, %i {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  %3 = vector.flat_transpose %x {rows = 1 : i32, columns = 4 : i32} : vector<4xindex> -> vector<4xindex>
  return
}

// CHECK: #map0 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT: func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x4xf32>, %arg2: vector<4x4xf32>, %arg3: vector<8xf32>, %arg4: f32, %arg5: vector<8xf16>, %arg6: vector<8xi32>, %arg7: i32) -> vector<4x4xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<maxf>} %arg3, %arg3, %arg4 : vector<8xf32>, vector<8xf32> into f32
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg5, %arg5, %arg4 : vector<8xf16>, vector<8xf16> into f32
// CHECK-NEXT: %3 = vector.constant_mask [4, 8] : vector<4x8xi1>
// CHECK-NEXT: %4 = vector.constant_mask [8, 2] : vector<8x4xi1>
// CHECK-NEXT: %5 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %0, %3, %4 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
// CHECK-NEXT: %6 = vector.contract {indexing_maps = [#map3, #map3, #map4], iterator_types = ["reduction"], kind = #vector.kind<xor>} %arg6, %arg6, %arg7 : vector<8xi32>, vector<8xi32> into i32
// CHECK-NEXT: return %5 : vector<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @outer(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xf32>, %arg3: f32, %arg4: vector<4xi32>, %arg5: vector<8xi32>) {
// CHECK-NEXT: %0 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg0, %arg1, %arg2 {kind = #vector.kind<maxf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg0, %arg1 : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %4 = vector.outerproduct %arg0, %arg3 : vector<4xf32>, f32
// CHECK-NEXT: %5 = vector.outerproduct %arg0, %arg3, %arg0 {kind = #vector.kind<add>, note} : vector<4xf32>, f32
// CHECK-NEXT: %6 = vector.outerproduct %arg4, %arg5 : vector<4xi32>, vector<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @reductions(%arg0: vector<2x3x4xf32>, %arg1: vector<4x8xi32>, %arg2: vector<4xi32>, %arg3: vector<f32>, %arg4: vector<4xf32>) {
// CHECK-NEXT: %0 = vector.multi_reduction <add>, %arg0 [1] : vector<2x3x4xf32> to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.multi_reduction <maxf>, %arg0 [0, 2] : vector<2x3x4xf32> to vector<3xf32>
// CHECK-NEXT: %2 = vector.multi_reduction <mul>, %arg0 {tag} [0, 1, 2] : vector<2x3x4xf32> to f32
// CHECK-NEXT: %3 = vector.multi_reduction <xor>, %arg1 [] : vector<4x8xi32> to vector<4x8xi32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg1, %arg2 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <minsi>, %arg1, %arg2 {inclusive = false, reduction_dim = 1 : i64} : vector<4x8xi32>, vector<4xi32>
// CHECK-NEXT: %dest_2, %accumulated_value_3 = vector.scan <maxf>, %arg4, %arg3 {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32>, vector<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @matrix(%arg0: vector<6xf64>, %arg1: vector<12xf64>, %arg2: vector<4xi8>, %arg3: vector<4xindex>) attributes {kinds = [#vector.kind<and>, #vector.kind<minui>]} {
// CHECK-NEXT: %0 = vector.matrix_multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf64>, vector<12xf64>) -> vector<8xf64>
// CHECK-NEXT: %1 = vector.flat_transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf64> -> vector<6xf64>
// CHECK-NEXT: %2 = vector.matrix_multiply %arg2, %arg2 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// CHECK-NEXT: %3 = vector.flat_transpose %arg3 {columns = 4 : i32, rows = 1 : i32} : vector<4xindex> -> vector<4xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
