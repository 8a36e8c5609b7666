// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// The arith casts and comparisons mlir-opt 14 accepts: every cast on scalars,
// vectors, ranked and unranked tensors and (index_cast, bitcast) memrefs; string
// and keyword predicates.  The expected text is mlir-opt 14's output.

func @casts(%i1: i1, %i32: i32, %f32: f32, %x: index, %v: vector<4xi32>, %vf: vector<4xf32>, %t: tensor<?xi32>, %tu: tensor<*xi32>, %m: memref<4xi32>, %mu: memref<*xi32>) {
  %0 = arith.extui %i1 : i1 to i8
  %1 = arith.extsi %i32 : i32 to i64
  %2 = arith.trunci %i32 : i32 to i16
  %3 = arith.extf %f32 : f32 to f64
  %4 = arith.truncf %3 : f64 to bf16
  %5 = arith.extf %4 : bf16 to f32
  %6 = arith.uitofp %i1 : i1 to f32
  %7 = arith.sitofp %i32 : i32 to f16
  %8 = arith.fptoui %f32 : f32 to i16
  %9 = arith.fptosi %f32 : f32 to i64
  %10 = arith.index_cast %x : index to i8
  %11 = arith.index_cast %i32 : i32 to index
  %12 = arith.bitcast %i32 : i32 to f32
  %13 = arith.bitcast %i1 : i1 to i1
  %14 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %15 = arith.sitofp %v : vector<4xi32> to vector<4xf32>
  %16 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %17 = arith.bitcast %vf : vector<4xf32> to vector<4xi32>
  %18 = arith.extsi %t : tensor<?xi32> to tensor<4xi64>
  %19 = arith.trunci %tu : tensor<*xi32> to tensor<*xi8>
  %20 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %22 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %23 = arith.cmpi "slt", %v, %v : vector<4xi32>
  %24 = arith.cmpi uge, %t, %t : tensor<?xi32>
  %25 = arith.cmpf "ord", %vf, %vf {tag} : vector<4xf32>
  %26 = arith.cmpf true, %f32, %f32 : f32
  return
}

// CHECK: module {
// CHECK-NEXT: func @casts(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: index, %arg4: vector<4xi32>, %arg5: vector<4xf32>, %arg6: tensor<?xi32>, %arg7: tensor<*xi32>, %arg8: memref<4xi32>, %arg9: memref<*xi32>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i8
// CHECK-NEXT: %1 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %3 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %4 = arith.truncf %3 : f64 to bf16
// CHECK-NEXT: %5 = arith.extf %4 : bf16 to f32
// CHECK-NEXT: %6 = arith.uitofp %arg0 : i1 to f32
// CHECK-NEXT: %7 = arith.sitofp %arg1 : i32 to f16
// CHECK-NEXT: %8 = arith.fptoui %arg2 : f32 to i16
// CHECK-NEXT: %9 = arith.fptosi %arg2 : f32 to i64
// CHECK-NEXT: %10 = arith.index_cast %arg3 : index to i8
// CHECK-NEXT: %11 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %12 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %13 = arith.bitcast %arg0 : i1 to i1
// CHECK-NEXT: %14 = arith.extsi %arg4 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %15 = arith.sitofp %arg4 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %16 = arith.index_cast %arg4 : vector<4xi32> to vector<4xindex>
// CHECK-NEXT: %17 = arith.bitcast %arg5 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %18 = arith.extsi %arg6 : tensor<?xi32> to tensor<4xi64>
// CHECK-NEXT: %19 = arith.trunci %arg7 : tensor<*xi32> to tensor<*xi8>
// CHECK-NEXT: %20 = arith.index_cast %arg8 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %21 = arith.bitcast %arg8 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %22 = arith.cmpi slt, %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT: %23 = arith.cmpi uge, %arg6, %arg6 : tensor<?xi32>
// CHECK-NEXT: %24 = arith.cmpf ord, %arg5, %arg5 {tag} : vector<4xf32>
// CHECK-NEXT: %25 = arith.cmpf true, %arg2, %arg2 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
