// RUN: gpuopt %s -canonicalize -split-input-file | FileCheck %s --match-full-lines

// The vector ops' canonicalization patterns of MLIR 14 (broadcast of broadcast, extract and insert to
// broadcast, splat constants through extract, shape_cast and extract_strided_slice, strided slices of
// broadcasts, splats and constant masks, contractions into a zero accumulator that an add accumulates,
// transposes of transposes, create_mask with constant sizes, masked memory ops with all-true or all-false
// masks) and its folds: identical to mlir-opt 14 -canonicalize.

#mm = {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]}
func @bcast(%f: f32, %v: vector<4xf32>) -> (vector<2x3x4xf32>, vector<3x4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %1 : vector<3x4xf32> to vector<2x3x4xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  return %2, %3 : vector<2x3x4xf32>, vector<3x4xf32>
}
func @extract(%f: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, f32, i32, vector<3xi32>, f32) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %1 = vector.extract %0[1, 2] : vector<2x3x4xf32>
  %2 = vector.extract %0[1, 2, 3] : vector<2x3x4xf32>
  %c = arith.constant dense<2.0> : vector<3x4xf32>
  %3 = vector.extract %c[1, 1] : vector<3x4xf32>
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %4 = vector.extract %d[1, 2] : vector<2x3xi32>
  %5 = vector.extract %d[1] : vector<2x3xi32>
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %6 = vector.extract %b[1, 0] : vector<2x4xf32>
  return %2, %1, %3, %4, %5, %6 : f32, vector<4xf32>, f32, i32, vector<3xi32>, f32
}
func @contract_add(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %d: vector<2x2xf32>) -> vector<2x2xf32> {
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %0 = vector.contract #mm %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %1 = arith.addf %0, %d : vector<2x2xf32>
  %2 = vector.contract #mm %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %3 = arith.addf %c, %2 : vector<2x2xf32>
  %4 = arith.addf %1, %3 : vector<2x2xf32>
  return %4 : vector<2x2xf32>
}
func @slices(%f: f32, %v: vector<4x8xf32>) -> (vector<2x4xf32>, vector<2x4xi32>, vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>) {
  %b = vector.broadcast %f : f32 to vector<4x8xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %c = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 15, 16, 17, 18], [1, 2, 3, 4, 5, 6, 7, 8]]> : vector<4x8xi32>
  %1 = vector.extract_strided_slice %c {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi32> to vector<2x4xi32>
  %s = arith.constant dense<3.0> : vector<4x8xf32>
  %2 = vector.extract_strided_slice %s {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %m = vector.constant_mask [3, 5] : vector<4x8xi1>
  %3 = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi1> to vector<2x4xi1>
  %w = vector.broadcast %v : vector<4x8xf32> to vector<2x4x8xf32>
  %x = vector.extract_strided_slice %w {offsets = [0, 1, 2], sizes = [1, 2, 4], strides = [1, 1, 1]} : vector<2x4x8xf32> to vector<1x2x4xf32>
  %y = vector.shape_cast %x : vector<1x2x4xf32> to vector<2x4xf32>
  return %0, %1, %2, %3, %y : vector<2x4xf32>, vector<2x4xi32>, vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>
}
func @shapes(%v: vector<2x4xf32>, %f: f32) -> (vector<8xf32>, vector<8xi32>, vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>) {
  %c = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
  %0 = vector.shape_cast %c : vector<2x4xi32> to vector<8xi32>
  %s = arith.constant dense<1.5> : vector<2x4xf32>
  %1 = vector.shape_cast %s : vector<2x4xf32> to vector<8xf32>
  %2 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %3 = vector.shape_cast %2 : vector<8xf32> to vector<2x4xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %t2 = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %t3 = vector.transpose %t2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %b = vector.broadcast %f : f32 to vector<2x4xf32>
  %4 = vector.shape_cast %b : vector<2x4xf32> to vector<8xf32>
  return %1, %0, %3, %t3, %4 : vector<8xf32>, vector<8xi32>, vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>
}
func @masks(%m: memref<16xf32>, %i: index, %p: vector<8xf32>, %v: vector<8xf32>) -> (vector<8xf32>, vector<8xi1>, vector<8xf32>) {
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %mask = vector.create_mask %c8 : vector<8xi1>
  %0 = vector.maskedload %m[%i], %mask, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.create_mask %c3 : vector<8xi1>
  %z = vector.constant_mask [0] : vector<8xi1>
  vector.maskedstore %m[%i], %z, %v : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.expandload %m[%i], %mask, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0, %1, %2 : vector<8xf32>, vector<8xi1>, vector<8xf32>
}
func @inserts(%f: f32, %v: vector<4xf32>, %w: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
  %b = vector.broadcast %f : f32 to vector<4xf32>
  %0 = vector.insert %f, %b[2] : f32 into vector<4xf32>
  %1 = vector.insert %v, %w[1] : vector<4xf32> into vector<2x4xf32>
  %2 = vector.insert %v, %1[1] : vector<4xf32> into vector<2x4xf32>
  %bb = vector.broadcast %f : f32 to vector<2x4xf32>
  %3 = vector.insert_strided_slice %b, %bb {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %u = vector.broadcast %f : f32 to vector<2x4xf32>
  %4 = vector.insert %b, %u[0] : vector<4xf32> into vector<2x4xf32>
  return %0, %2, %3, %4 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>
}
func @reds(%v: vector<1xf32>, %w: vector<2x1xf32>, %acc: f32) -> (f32, vector<2xf32>, f32) {
  %0 = vector.reduction "add", %v : vector<1xf32> into f32
  %1 = vector.multi_reduction #vector.kind<add>, %w [1] : vector<2x1xf32> to vector<2xf32>
  %2 = vector.reduction "mul", %v, %acc : vector<1xf32> into f32
  return %0, %1, %2 : f32, vector<2xf32>, f32
}
// -----
#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
#mm = {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]}
func @a(%v: vector<1x8xf32>, %f: f32, %x: vector<3xf32>, %y: vector<3xf32>, %g: f32) -> (vector<2x2xf32>, vector<2x4xf32>, vector<4xf32>, f32, f32, vector<3x8xf32>) {
  %b = vector.broadcast %x : vector<3xf32> to vector<4x3xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x3xf32> to vector<2x2xf32>
  %s = splat %f : vector<4x8xf32>
  %1 = vector.extract_strided_slice %s {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %2 = vector.extract %s[3] : vector<4x8xf32>
  %22 = vector.extract_strided_slice %2 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %z = arith.constant 0.0 : f32
  %3 = vector.contract #dot %x, %y, %z : vector<3xf32>, vector<3xf32> into f32
  %4 = arith.addf %g, %3 : f32
  %nz = arith.constant -0.0 : f32
  %5 = vector.contract #dot %x, %y, %nz : vector<3xf32>, vector<3xf32> into f32
  %6 = arith.addf %5, %g : f32
  %w = vector.broadcast %v : vector<1x8xf32> to vector<2x3x8xf32>
  %7 = vector.extract %w[1] : vector<2x3x8xf32>
  return %0, %1, %22, %4, %6, %7 : vector<2x2xf32>, vector<2x4xf32>, vector<4xf32>, f32, f32, vector<3x8xf32>
}
func @b(%a: vector<2x3xi32>, %b: vector<3x2xi32>, %c: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %z = arith.constant dense<0> : vector<2x2xi32>
  %0 = vector.contract #mm %a, %b, %z : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %1 = arith.addi %0, %c : vector<2x2xi32>
  %2 = vector.contract #mm %a, %b, %z : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %3 = arith.addi %2, %2 : vector<2x2xi32>
  return %1, %3 : vector<2x2xi32>, vector<2x2xi32>
}
func @c(%m: memref<16xf32>, %i: index, %p: vector<8xf32>, %v: vector<8xf32>, %ix: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
  %t = arith.constant dense<true> : vector<8xi1>
  %f = arith.constant dense<false> : vector<8xi1>
  %mixed = arith.constant dense<[true, true, false, false, false, false, false, false]> : vector<8xi1>
  %0 = vector.maskedload %m[%i], %f, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %1 = vector.gather %m[%i] [%ix], %f, %p : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i] [%ix], %f, %v : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  vector.compressstore %m[%i], %t, %v : memref<16xf32>, vector<8xi1>, vector<8xf32>
  vector.maskedstore %m[%i], %mixed, %v : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %2 = vector.gather %m[%i] [%ix], %t, %p : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %cm = vector.constant_mask [8] : vector<8xi1>
  %3 = vector.maskedload %m[%i], %cm, %p : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %s = arith.addf %1, %2 : vector<8xf32>
  %s2 = arith.addf %s, %3 : vector<8xf32>
  return %0, %s2, %3 : vector<8xf32>, vector<8xf32>, vector<8xf32>
}
func @d(%i: index, %j: index) -> (vector<4x8xi1>, vector<2x4xi1>) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = vector.create_mask %c2, %c9 : vector<4x8xi1>
  %1 = vector.create_mask %i, %j : vector<4x8xi1>
  %2 = vector.extract_strided_slice %0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi1> to vector<2x4xi1>
  %3 = arith.andi %0, %1 : vector<4x8xi1>
  return %3, %2 : vector<4x8xi1>, vector<2x4xi1>
}
// -----
func @a(%v: vector<1x8xf32>, %u: vector<8xf32>, %f: f32, %w: vector<1xf32>, %x: vector<3x8xf32>) -> (vector<3x8xf32>, vector<3x8xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>, vector<3x8xf32>) {
  %0 = vector.broadcast %v : vector<1x8xf32> to vector<2x3x8xf32>
  %1 = vector.extract %0[1] : vector<2x3x8xf32>
  %2 = vector.broadcast %u : vector<8xf32> to vector<2x3x8xf32>
  %3 = vector.extract %2[1] : vector<2x3x8xf32>
  %4 = vector.extract %2[1, 2] : vector<2x3x8xf32>
  %5 = vector.broadcast %f : f32 to vector<2x8xf32>
  %6 = vector.extract %5[1] : vector<2x8xf32>
  %7 = vector.broadcast %w : vector<1xf32> to vector<2x4xf32>
  %8 = vector.extract %7[1] : vector<2x4xf32>
  %s = splat %f : vector<2x8xf32>
  %9 = vector.extract %s[0] : vector<2x8xf32>
  %10 = vector.broadcast %x : vector<3x8xf32> to vector<2x3x8xf32>
  %11 = vector.extract %10[1] : vector<2x3x8xf32>
  return %1, %3, %4, %6, %8, %9, %11 : vector<3x8xf32>, vector<3x8xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>, vector<3x8xf32>
}
// -----
func @s() -> vector<4xi32> {
  %c = arith.constant dense<[1, -2, -1, 3]> : vector<4xi32>
  %0 = vector.shuffle %c, %c [3, 7, 0, 7] : vector<4xi32>, vector<4xi32>
  return %0 : vector<4xi32>
}
// -----
func @s(%v: vector<4xf32>, %w: vector<8xf32>) -> (vector<4xf32>, vector<4xi32>, vector<8xf16>, vector<4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %2 = vector.bitcast %c : vector<4xf32> to vector<4xi32>
  %h = arith.constant dense<1.0> : vector<4xf32>
  %3 = vector.bitcast %h : vector<4xf32> to vector<8xf16>
  %4 = vector.multi_reduction #vector.kind<add>, %v [] : vector<4xf32> to vector<4xf32>
  %5 = vector.shuffle %v, %v [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %6 = vector.insert_strided_slice %v, %w {offsets = [0], strides = [1]} : vector<4xf32> into vector<8xf32>
  %7 = vector.insert_strided_slice %w, %w {offsets = [0], strides = [1]} : vector<8xf32> into vector<8xf32>
  %t = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %8 = vector.transpose %t, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  %9 = vector.extract_strided_slice %v {offsets = [0], sizes = [4], strides = [1]} : vector<4xf32> to vector<4xf32>
  return %1, %2, %3, %4, %5, %7, %8, %9 : vector<4xf32>, vector<4xi32>, vector<8xf16>, vector<4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4xf32>
}
// -----
func @s(%v: vector<3xf32>, %d: vector<1x3xf32>, %f: f32, %e: vector<1xf32>, %g: vector<1x1x3xf32>) -> (vector<1x3xf32>, vector<1xf32>, vector<1x1x3xf32>, vector<1x1x3xf32>) {
  %0 = vector.insert %v, %d [0] : vector<3xf32> into vector<1x3xf32>
  %1 = vector.insert %f, %e [0] : f32 into vector<1xf32>
  %2 = vector.insert %v, %g [0, 0] : vector<3xf32> into vector<1x1x3xf32>
  %b = vector.broadcast %f : f32 to vector<3xf32>
  %3 = vector.insert %b, %g [0, 0] : vector<3xf32> into vector<1x1x3xf32>
  return %0, %1, %2, %3 : vector<1x3xf32>, vector<1xf32>, vector<1x1x3xf32>, vector<1x1x3xf32>
}

// CHECK: #map0 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func @bcast(%arg0: f32, %arg1: vector<4xf32>) -> (vector<2x3x4xf32>, vector<3x4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: return %0, %1 : vector<2x3x4xf32>, vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @extract(%arg0: f32, %arg1: vector<4xf32>) -> (f32, vector<4xf32>, f32, i32, vector<3xi32>, f32) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = vector.extract %arg1[3] : vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %cst[1, 2] : vector<2x3xi32>
// CHECK-NEXT: %2 = vector.extract %cst[1] : vector<2x3xi32>
// CHECK-NEXT: return %0, %arg1, %cst_0, %1, %2, %arg0 : f32, vector<4xf32>, f32, i32, vector<3xi32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func @contract_add(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg3 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : vector<2x2xf32>
// CHECK-NEXT: return %2 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @slices(%arg0: f32, %arg1: vector<4x8xf32>) -> (vector<2x4xf32>, vector<2x4xi32>, vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 15, 16, 17, 18], [1, 2, 3, 4, 5, 6, 7, 8]]> : vector<4x8xi32>
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %cst_0 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xi32> to vector<2x4xi32>
// CHECK-NEXT: %2 = vector.constant_mask [2, 3] : vector<2x4xi1>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg1 {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
// CHECK-NEXT: %4 = vector.broadcast %3 : vector<2x4xf32> to vector<1x2x4xf32>
// CHECK-NEXT: %5 = vector.shape_cast %4 : vector<1x2x4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %0, %1, %cst, %2, %5 : vector<2x4xf32>, vector<2x4xi32>, vector<2x4xf32>, vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @shapes(%arg0: vector<2x4xf32>, %arg1: f32) -> (vector<8xf32>, vector<8xi32>, vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<8xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi32>
// CHECK-NEXT: %0 = vector.shape_cast %cst_0 : vector<2x4xi32> to vector<8xi32>
// CHECK-NEXT: %1 = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : f32 to vector<2x4xf32>
// CHECK-NEXT: %3 = vector.shape_cast %2 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %cst, %0, %arg0, %1, %3 : vector<8xf32>, vector<8xi32>, vector<2x4xf32>, vector<4x2xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @masks(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xf32>, %arg3: vector<8xf32>) -> (vector<8xf32>, vector<8xi1>, vector<8xf32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.constant_mask [3] : vector<8xi1>
// CHECK-NEXT: %2 = vector.load %arg0[%arg1] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<8xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @inserts(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.insert %arg0, %0 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %2 = vector.insert %arg1, %arg2 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %3 = vector.insert %arg1, %2 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %5 = vector.insert_strided_slice %0, %4 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %7 = vector.insert %0, %6 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %1, %3, %5, %7 : vector<4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @reds(%arg0: vector<1xf32>, %arg1: vector<2x1xf32>, %arg2: f32) -> (f32, vector<2xf32>, f32) {
// CHECK-NEXT: %0 = vector.reduction "add", %arg0 : vector<1xf32> into f32
// CHECK-NEXT: %1 = vector.multi_reduction <add>, %arg1 [1] : vector<2x1xf32> to vector<2xf32>
// CHECK-NEXT: %2 = vector.reduction "mul", %arg0, %arg2 : vector<1xf32> into f32
// CHECK-NEXT: return %0, %1, %2 : f32, vector<2xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #map0 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func @a(%arg0: vector<1x8xf32>, %arg1: f32, %arg2: vector<3xf32>, %arg3: vector<3xf32>, %arg4: f32) -> (vector<2x2xf32>, vector<2x4xf32>, vector<4xf32>, f32, f32, vector<3x8xf32>) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg2 {offsets = [1], sizes = [2], strides = [1]} : vector<3xf32> to vector<2xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<2xf32> to vector<2x2xf32>
// CHECK-NEXT: %2 = splat %arg1 : vector<2x4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : f32 to vector<4xf32>
// CHECK-NEXT: %4 = vector.contract {indexing_maps = [#map0, #map0, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg2, %arg3, %arg4 : vector<3xf32>, vector<3xf32> into f32
// CHECK-NEXT: %5 = vector.contract {indexing_maps = [#map0, #map0, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg2, %arg3, %cst : vector<3xf32>, vector<3xf32> into f32
// CHECK-NEXT: %6 = arith.addf %5, %arg4 : f32
// CHECK-NEXT: %7 = vector.broadcast %arg0 : vector<1x8xf32> to vector<2x3x8xf32>
// CHECK-NEXT: %8 = vector.extract %7[1] : vector<2x3x8xf32>
// CHECK-NEXT: return %1, %2, %3, %4, %6, %8 : vector<2x2xf32>, vector<2x4xf32>, vector<4xf32>, f32, f32, vector<3x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @b(%arg0: vector<2x3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %cst : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
// CHECK-NEXT: %2 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %1 : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
// CHECK-NEXT: return %0, %2 : vector<2x2xi32>, vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func @c(%arg0: memref<16xf32>, %arg1: index, %arg2: vector<8xf32>, %arg3: vector<8xf32>, %arg4: vector<8xi32>) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[true, true, false, false, false, false, false, false]> : vector<8xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<8xi1>
// CHECK-NEXT: vector.store %arg3, %arg0[%arg1] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %cst, %arg3 : memref<16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %0 = vector.gather %arg0[%arg1] [%arg4], %cst_0, %arg2 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: %2 = arith.addf %arg2, %0 : vector<8xf32>
// CHECK-NEXT: %3 = arith.addf %2, %1 : vector<8xf32>
// CHECK-NEXT: return %arg2, %3, %1 : vector<8xf32>, vector<8xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @d(%arg0: index, %arg1: index) -> (vector<4x8xi1>, vector<2x4xi1>) {
// CHECK-NEXT: %0 = vector.constant_mask [2, 8] : vector<4x8xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0, %arg1 : vector<4x8xi1>
// CHECK-NEXT: %2 = vector.constant_mask [1, 4] : vector<2x4xi1>
// CHECK-NEXT: %3 = arith.andi %0, %1 : vector<4x8xi1>
// CHECK-NEXT: return %3, %2 : vector<4x8xi1>, vector<2x4xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func @a(%arg0: vector<1x8xf32>, %arg1: vector<8xf32>, %arg2: f32, %arg3: vector<1xf32>, %arg4: vector<3x8xf32>) -> (vector<3x8xf32>, vector<3x8xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>, vector<3x8xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<1x8xf32> to vector<2x3x8xf32>
// CHECK-NEXT: %1 = vector.extract %0[1] : vector<2x3x8xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg1 : vector<8xf32> to vector<3x8xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg2 : f32 to vector<8xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg3 : vector<1xf32> to vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract %4[1] : vector<2x4xf32>
// CHECK-NEXT: %6 = vector.broadcast %arg2 : f32 to vector<8xf32>
// CHECK-NEXT: return %1, %2, %arg1, %3, %5, %6, %arg4 : vector<3x8xf32>, vector<3x8xf32>, vector<8xf32>, vector<8xf32>, vector<4xf32>, vector<8xf32>, vector<3x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func @s() -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, -2, -1, 3]> : vector<4xi32>
// CHECK-NEXT: %0 = vector.shuffle %cst, %cst [3, 7, 0, 7] : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func @s(%arg0: vector<4xf32>, %arg1: vector<8xf32>) -> (vector<4xf32>, vector<4xi32>, vector<8xf16>, vector<4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.bitcast %cst : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %1 = vector.bitcast %cst : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %2 = vector.shuffle %arg0, %arg0 [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %arg0, %0, %1, %arg0, %2, %arg1, %3, %arg0 : vector<4xf32>, vector<4xi32>, vector<8xf16>, vector<4xf32>, vector<4xf32>, vector<8xf32>, vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func @s(%arg0: vector<3xf32>, %arg1: vector<1x3xf32>, %arg2: f32, %arg3: vector<1xf32>, %arg4: vector<1x1x3xf32>) -> (vector<1x3xf32>, vector<1xf32>, vector<1x1x3xf32>, vector<1x1x3xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<3xf32> to vector<1x3xf32>
// CHECK-NEXT: %1 = vector.insert %arg2, %arg3 [0] : f32 into vector<1xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : vector<3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg2 : f32 to vector<1x1x3xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<1x3xf32>, vector<1xf32>, vector<1x1x3xf32>, vector<1x1x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
