// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// Round trip of the vector ops (custom form, custom -> custom, generic -> custom):
// declarative and hand-written forms, 0-D vectors, masks, permutation maps with
// broadcast dimensions, in_bounds (elided when all false), tensors, memrefs of
// vectors.  The expected text is mlir-opt 14's output for this file.

func @elementwise(%v: vector<4xf32>, %w: vector<2x4xf32>, %f: f32, %i: index, %c: i32, %z: vector<f32>) -> f32 {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %3 = vector.extract %w[1] : vector<2x4xf32>
  %4 = vector.extract %w[1, 3] : vector<2x4xf32>
  %5 = vector.insert %v, %w[0] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.insert %f, %w[1, 2] {tag} : f32 into vector<2x4xf32>
  %7 = vector.extractelement %v[%c : i32] : vector<4xf32>
  %8 = vector.extractelement %v[%i : index] : vector<4xf32>
  %9 = vector.extractelement %z[] : vector<f32>
  %10 = vector.insertelement %f, %v[%c : i32] : vector<4xf32>
  %11 = vector.insertelement %f, %z[] : vector<f32>
  %12 = vector.fma %v, %v, %v : vector<4xf32>
  %13 = vector.fma %w, %w, %w : vector<2x4xf32>
  %14 = vector.shuffle %v, %v [0, 5, 7] : vector<4xf32>, vector<4xf32>
  %15 = vector.shuffle %w, %w [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  %16 = vector.bitcast %v : vector<4xf32> to vector<2xi64>
  %17 = vector.bitcast %w : vector<2x4xf32> to vector<2x8xi16>
  %18 = vector.reduction "add", %v : vector<4xf32> into f32
  %19 = vector.reduction "mul", %v, %18 : vector<4xf32> into f32
  %vi = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  %20 = vector.reduction "maxsi", %vi : vector<4xi32> into i32
  %21 = vector.reduction "xor", %vi : vector<4xi32> into i32
  %22 = vector.reduction "minf", %v : vector<4xf32> into f32
  vector.print %v : vector<4xf32>
  vector.print %f : f32
  vector.print %w {note = "2-D"} : vector<2x4xf32>
  return %19 : f32
}

func @memory(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %mv: memref<8x?xvector<4xf32>>, %i: index, %f: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %m2: vector<2xi1>) -> tensor<?x?xf32> {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %m[%i, %i] {nontemporal} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %0, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %2 = vector.load %mv[%i, %i] : memref<8x?xvector<4xf32>>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %f, %mask : memref<?x?xf32>, vector<4xf32>
  %5 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x4xf32>
  %6 = vector.transfer_read %m[%i, %i], %f {in_bounds = [false, false]} : memref<?x?xf32>, vector<2x4xf32>
  %7 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  %8 = vector.transfer_read %m[%i, %i], %f, %m2 {permutation_map = affine_map<(d0, d1) -> (0, d0)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<4x2xf32>
  %9 = vector.transfer_read %t[%i, %i], %f : tensor<?x?xf32>, vector<f32>
  %10 = vector.transfer_read %mv[%i, %i], %v : memref<8x?xvector<4xf32>>, vector<3x4xf32>
  vector.transfer_write %3, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %3, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %7, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<?x?xf32>
  %11 = vector.transfer_write %3, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  %s = memref.alloc() : memref<4x4xf32>
  %12 = vector.type_cast %s : memref<4x4xf32> to memref<vector<4x4xf32>>
  %13 = vector.type_cast %s : memref<4x4xf32> to memref<4xvector<4xf32>>
  return %11 : tensor<?x?xf32>
}

// CHECK: #map0 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (0, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func @elementwise(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: i32, %arg5: vector<f32>) -> f32 {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg5 : vector<f32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : vector<2x4xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[1, 3] : vector<2x4xf32>
// CHECK-NEXT: %5 = vector.insert %arg0, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %6 = vector.insert %arg2, %arg1 [1, 2] {tag} : f32 into vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extractelement %arg0[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %8 = vector.extractelement %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT: %9 = vector.extractelement %arg5[] : vector<f32>
// CHECK-NEXT: %10 = vector.insertelement %arg2, %arg0[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT: %11 = vector.insertelement %arg2, %arg5[] : vector<f32>
// CHECK-NEXT: %12 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %13 = vector.fma %arg1, %arg1, %arg1 : vector<2x4xf32>
// CHECK-NEXT: %14 = vector.shuffle %arg0, %arg0 [0, 5, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %15 = vector.shuffle %arg1, %arg1 [3, 0] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %16 = vector.bitcast %arg0 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT: %17 = vector.bitcast %arg1 : vector<2x4xf32> to vector<2x8xi16>
// CHECK-NEXT: %18 = vector.reduction "add", %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %19 = vector.reduction "mul", %arg0, %18 : vector<4xf32> into f32
// CHECK-NEXT: %20 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %21 = vector.reduction "maxsi", %20 : vector<4xi32> into i32
// CHECK-NEXT: %22 = vector.reduction "xor", %20 : vector<4xi32> into i32
// CHECK-NEXT: %23 = vector.reduction "minf", %arg0 : vector<4xf32> into f32
// CHECK-NEXT: vector.print %arg0 : vector<4xf32>
// CHECK-NEXT: vector.print %arg2 : f32
// CHECK-NEXT: vector.print %arg1 {note = "2-D"} : vector<2x4xf32>
// CHECK-NEXT: return %19 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func @memory(%arg0: memref<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: memref<8x?xvector<4xf32>>, %arg3: index, %arg4: f32, %arg5: vector<4xf32>, %arg6: vector<4xi1>, %arg7: vector<2xi1>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = vector.load %arg0[%arg3, %arg3] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg3, %arg3] {nontemporal} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.load %arg2[%arg3, %arg3] : memref<8x?xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg3, %arg3], %arg4 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg3, %arg3], %arg4, %arg6 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg3, %arg3], %arg4 {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg3, %arg3], %arg4 : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%arg3, %arg3], %arg4 {permutation_map = #map0} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg3, %arg3], %arg4, %arg7 {in_bounds = [true, false], permutation_map = #map1} : memref<?x?xf32>, vector<4x2xf32>
// CHECK-NEXT: %9 = vector.transfer_read %arg1[%arg3, %arg3], %arg4 : tensor<?x?xf32>, vector<f32>
// CHECK-NEXT: %10 = vector.transfer_read %arg2[%arg3, %arg3], %arg5 : memref<8x?xvector<4xf32>>, vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg3, %arg3] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg3, %arg3], %arg6 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg0[%arg3, %arg3] {permutation_map = #map0} : vector<2x4xf32>, memref<?x?xf32>
// CHECK-NEXT: %11 = vector.transfer_write %3, %arg1[%arg3, %arg3] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: %12 = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %13 = vector.type_cast %12 : memref<4x4xf32> to memref<vector<4x4xf32>>
// CHECK-NEXT: %14 = vector.type_cast %12 : memref<4x4xf32> to memref<4xvector<4xf32>>
// CHECK-NEXT: return %11 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
