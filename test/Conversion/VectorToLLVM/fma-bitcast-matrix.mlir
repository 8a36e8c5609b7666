// RUN: gpuopt %s -convert-vector-to-llvm | FileCheck %s --match-full-lines

// vector.fma (1-D: llvm.intr.fmuladd; n-D: unrolled), bitcast, type_cast, matrix_multiply and flat_transpose
// (llvm.intr.matrix.*): identical to mlir-opt 14 -convert-vector-to-llvm.

func @fmas(%a: vector<4xf32>, %b: vector<2x4xf32>, %c: vector<2x2x2xf64>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  %2 = vector.fma %c, %c, %c : vector<2x2x2xf64>
  vector.print %0 : vector<4xf32>
  vector.print %1 : vector<2x4xf32>
  vector.print %2 : vector<2x2x2xf64>
  return
}
func @prints(%a: vector<3xi1>, %b: i8, %c: ui32, %d: index, %e: f64, %f: vector<2xui64>, %g: vector<2x2xsi16>, %h: i64) {
  vector.print %a : vector<3xi1>
  vector.print %b : i8
  vector.print %c : ui32
  vector.print %d : index
  vector.print %e : f64
  vector.print %f : vector<2xui64>
  vector.print %g : vector<2x2xsi16>
  vector.print %h : i64
  return
}
func @casts(%m: memref<8x4xf32>, %v: vector<4xf32>, %w: vector<2x4xf32>) -> memref<vector<8x4xf32>> {
  %0 = vector.type_cast %m : memref<8x4xf32> to memref<vector<8x4xf32>>
  %1 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  %2 = vector.bitcast %w : vector<2x4xf32> to vector<2x2xf64>
  vector.print %1 : vector<8xi16>
  vector.print %2 : vector<2x2xf64>
  return %0 : memref<vector<8x4xf32>>
}
func @matrix(%a: vector<6xf64>, %b: vector<12xf64>) {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 4 : i32} : (vector<6xf64>, vector<12xf64>) -> vector<8xf64>
  %1 = vector.flat_transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> -> vector<6xf64>
  vector.print %0 : vector<8xf64>
  vector.print %1 : vector<6xf64>
  return
}
func @loop(%m: memref<?xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant dense<0.0> : vector<4xf32>
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %z) -> (vector<4xf32>) {
    %v = vector.transfer_read %m[%i], %f : memref<?xf32>, vector<4xf32>
    %s = arith.addf %acc, %v : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  %t = vector.reduction "add", %r : vector<4xf32> into f32
  return %t : f32
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: llvm.func @printF64(f64)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @fmas(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x2x2xf64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf64> to !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %2 = "llvm.intr.fmuladd"(%arg0, %arg0, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %3 = splat %cst : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = "llvm.intr.fmuladd"(%5, %6, %7) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = "llvm.intr.fmuladd"(%10, %11, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %15 = splat %cst_0 : vector<2x2x2xf64>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : vector<2x2x2xf64> to !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %20 = splat %cst_1 : vector<2x2xf64>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %23 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %24 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %25 = "llvm.intr.fmuladd"(%22, %23, %24) : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %21[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %27 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %30 = "llvm.intr.fmuladd"(%27, %28, %29) : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %26[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %16[0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %34 = llvm.extractvalue %1[1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %36 = splat %cst_2 : vector<2x2xf64>
// CHECK-NEXT: %37 = builtin.unrealized_conversion_cast %36 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %38 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %39 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %41 = "llvm.intr.fmuladd"(%38, %39, %40) : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %37[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %44 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %45 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: %46 = "llvm.intr.fmuladd"(%43, %44, %45) : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
// CHECK-NEXT: %47 = llvm.insertvalue %46, %42[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %32[1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %50 = llvm.extractelement %2[%49 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%50) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.extractelement %2[%51 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%52) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %54 = llvm.extractelement %2[%53 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%54) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %55 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %56 = llvm.extractelement %2[%55 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%56) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %57 = llvm.extractvalue %14[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %58 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %59 = llvm.extractelement %57[%58 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%59) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %61 = llvm.extractelement %57[%60 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%61) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %62 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %63 = llvm.extractelement %57[%62 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%63) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %64 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %65 = llvm.extractelement %57[%64 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%65) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %66 = llvm.extractvalue %14[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %67 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%68) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %70 = llvm.extractelement %66[%69 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%70) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %71 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %72 = llvm.extractelement %66[%71 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%72) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %73 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %74 = llvm.extractelement %66[%73 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%74) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %75 = llvm.extractvalue %48[0] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %76 = llvm.extractvalue %75[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %78 = llvm.extractelement %76[%77 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%78) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %79 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %80 = llvm.extractelement %76[%79 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%80) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %81 = llvm.extractvalue %75[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %82 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %83 = llvm.extractelement %81[%82 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%83) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %84 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %85 = llvm.extractelement %81[%84 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%85) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %86 = llvm.extractvalue %48[1] : !llvm.array<2 x array<2 x vector<2xf64>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %87 = llvm.extractvalue %86[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %88 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %89 = llvm.extractelement %87[%88 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%89) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %90 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %91 = llvm.extractelement %87[%90 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%91) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %92 = llvm.extractvalue %86[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %93 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %94 = llvm.extractelement %92[%93 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%94) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %95 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %96 = llvm.extractelement %92[%95 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%96) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @prints(%arg0: vector<3xi1>, %arg1: i8, %arg2: ui32, %arg3: index, %arg4: f64, %arg5: vector<2xui64>, %arg6: vector<2x2xsi16>, %arg7: i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : ui32 to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg5 : vector<2xui64> to vector<2xi64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg6 : vector<2x2xsi16> to !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = llvm.extractelement %arg0[%4 : i64] : vector<3xi1>
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%6) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.extractelement %arg0[%7 : i64] : vector<3xi1>
// CHECK-NEXT: %9 = arith.extui %8 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%9) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.extractelement %arg0[%10 : i64] : vector<3xi1>
// CHECK-NEXT: %12 = arith.extui %11 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%12) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %13 = arith.extsi %arg1 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%13) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %14 = arith.extui %0 : i32 to i64
// CHECK-NEXT: llvm.call @printU64(%14) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%arg4) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.extractelement %2[%15 : i64] : vector<2xi64>
// CHECK-NEXT: llvm.call @printU64(%16) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.extractelement %2[%17 : i64] : vector<2xi64>
// CHECK-NEXT: llvm.call @printU64(%18) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %19 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xi16>
// CHECK-NEXT: %22 = arith.extsi %21 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%22) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.extractelement %19[%23 : i64] : vector<2xi16>
// CHECK-NEXT: %25 = arith.extsi %24 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%25) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %26 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<2xi16>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xi16>
// CHECK-NEXT: %29 = arith.extsi %28 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%29) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.extractelement %26[%30 : i64] : vector<2xi16>
// CHECK-NEXT: %32 = arith.extsi %31 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%32) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printI64(%arg7) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @casts(%arg0: memref<8x4xf32>, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>) -> memref<vector<8x4xf32>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<array<8 x vector<4xf32>>>, ptr<array<8 x vector<4xf32>>>, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.bitcast %2 : !llvm.ptr<f32> to !llvm.ptr<array<8 x vector<4xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<array<8 x vector<4xf32>>>, ptr<array<8 x vector<4xf32>>>, i64)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.bitcast %5 : !llvm.ptr<f32> to !llvm.ptr<array<8 x vector<4xf32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr<array<8 x vector<4xf32>>>, ptr<array<8 x vector<4xf32>>>, i64)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<array<8 x vector<4xf32>>>, ptr<array<8 x vector<4xf32>>>, i64)>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<array<8 x vector<4xf32>>>, ptr<array<8 x vector<4xf32>>>, i64)> to memref<vector<8x4xf32>>
// CHECK-NEXT: %11 = llvm.bitcast %arg1 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: %12 = vector.bitcast %arg2 : vector<2x4xf32> to vector<2x2xf64>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.extractelement %11[%14 : i64] : vector<8xi16>
// CHECK-NEXT: %16 = arith.extsi %15 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%16) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.extractelement %11[%17 : i64] : vector<8xi16>
// CHECK-NEXT: %19 = arith.extsi %18 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%19) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %20 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %21 = llvm.extractelement %11[%20 : i64] : vector<8xi16>
// CHECK-NEXT: %22 = arith.extsi %21 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%22) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %23 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %24 = llvm.extractelement %11[%23 : i64] : vector<8xi16>
// CHECK-NEXT: %25 = arith.extsi %24 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%25) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %27 = llvm.extractelement %11[%26 : i64] : vector<8xi16>
// CHECK-NEXT: %28 = arith.extsi %27 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%28) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %29 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %30 = llvm.extractelement %11[%29 : i64] : vector<8xi16>
// CHECK-NEXT: %31 = arith.extsi %30 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%31) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %32 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %33 = llvm.extractelement %11[%32 : i64] : vector<8xi16>
// CHECK-NEXT: %34 = arith.extsi %33 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%34) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %35 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %36 = llvm.extractelement %11[%35 : i64] : vector<8xi16>
// CHECK-NEXT: %37 = arith.extsi %36 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%37) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %38 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%40) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %42 = llvm.extractelement %38[%41 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%42) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %43 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.extractelement %43[%44 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%45) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %47 = llvm.extractelement %43[%46 : i64] : vector<2xf64>
// CHECK-NEXT: llvm.call @printF64(%47) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return %10 : memref<vector<8x4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: func @matrix(%arg0: vector<6xf64>, %arg1: vector<12xf64>) {
// CHECK-NEXT: %0 = llvm.intr.matrix.multiply %arg0, %arg1 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf64>, vector<12xf64>) -> vector<8xf64>
// CHECK-NEXT: %1 = llvm.intr.matrix.transpose %arg0 {columns = 3 : i32, rows = 2 : i32} : vector<6xf64> into vector<6xf64>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %3 = llvm.extractelement %0[%2 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%3) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.extractelement %0[%4 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%5) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.extractelement %0[%6 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%7) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %8 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %9 = llvm.extractelement %0[%8 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%9) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.extractelement %0[%10 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%11) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %12 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %13 = llvm.extractelement %0[%12 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%13) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %14 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %15 = llvm.extractelement %0[%14 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%15) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %16 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %17 = llvm.extractelement %0[%16 : i64] : vector<8xf64>
// CHECK-NEXT: llvm.call @printF64(%17) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.extractelement %1[%18 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%19) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.extractelement %1[%20 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%21) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %23 = llvm.extractelement %1[%22 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%23) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %24 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %25 = llvm.extractelement %1[%24 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%25) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %27 = llvm.extractelement %1[%26 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%27) : (f64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %28 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %29 = llvm.extractelement %1[%28 : i64] : vector<6xf64>
// CHECK-NEXT: llvm.call @printF64(%29) : (f64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @loop(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg1 step %c4 iter_args(%arg4 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %5 = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %6 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %7 = splat %6 : vector<4xi32>
// CHECK-NEXT: %8 = arith.addi %7, %cst_1 : vector<4xi32>
// CHECK-NEXT: %9 = arith.index_cast %5 : index to i32
// CHECK-NEXT: %10 = splat %9 : vector<4xi32>
// CHECK-NEXT: %11 = arith.cmpi slt, %8, %10 : vector<4xi32>
// CHECK-NEXT: %12 = splat %arg2 : vector<4xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %13[%4] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %15 = llvm.bitcast %14 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %16 = llvm.intr.masked.load %15, %11, %12 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = arith.addf %arg4, %16 : vector<4xf32>
// CHECK-NEXT: scf.yield %17 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.fadd"(%2, %1) {reassoc = false} : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
