// RUN: gpuopt %s -convert-vector-to-llvm | FileCheck %s --match-full-lines

// vector.load from a memref with a strided layout: the static offset and strides of the layout in the address.
// The expected text is mlir-opt 14's output for this file.

func @strided(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>, %n: memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>, %i: index) {
  %0 = vector.load %m[%i, %i] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>, vector<4xf32>
  vector.print %0 : vector<4xf32>
  %2 = memref.load %m[%i, %i] : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>
  vector.print %2 : f32
  return
}

// CHECK: #map0 = affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @strided(%arg0: memref<4x8xf32, #map0>, %arg1: memref<?x?xf32, #map1>, %arg2: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32, #map0> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %1, %4  : i64
// CHECK-NEXT: %6 = llvm.add %3, %5  : i64
// CHECK-NEXT: %7 = llvm.add %6, %1  : i64
// CHECK-NEXT: %8 = llvm.getelementptr %2[%7] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %9 = llvm.bitcast %8 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %10 = llvm.load %9 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%12) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.extractelement %10[%13 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%14) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %15 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %16 = llvm.extractelement %10[%15 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%16) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %17 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %18 = llvm.extractelement %10[%17 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%18) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %19 = memref.load %arg0[%arg2, %arg2] : memref<4x8xf32, #map0>
// CHECK-NEXT: llvm.call @printF32(%19) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
