// RUN: gpuopt %s -convert-vector-to-llvm=enable-index-optimizations=0 | FileCheck %s --match-full-lines

// enable-index-optimizations=0: masks compare 64-bit indices, as with mlir-opt 14.

func @masks(%i: index, %j: index, %m: memref<?xf32>, %p: vector<4xf32>) {
  %0 = vector.create_mask %i : vector<4xi1>
  %1 = vector.create_mask %i, %j : vector<2x4xi1>
  %2 = vector.constant_mask [3] : vector<4xi1>
  %3 = vector.constant_mask [1, 2] : vector<2x4xi1>
  %4 = vector.constant_mask [0] : vector<i1>
  %c2 = arith.constant 2 : index
  %5 = vector.create_mask %c2 : vector<4xi1>
  %6 = vector.create_mask %i : vector<i1>
  vector.print %0 : vector<4xi1>
  vector.print %1 : vector<2x4xi1>
  vector.print %2 : vector<4xi1>
  vector.print %3 : vector<2x4xi1>
  vector.print %4 : vector<i1>
  vector.print %5 : vector<4xi1>
  vector.print %6 : vector<i1>
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %7 = vector.maskedload %m[%i], %t, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %8 = vector.maskedload %m[%i], %f, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %9 = vector.maskedload %m[%i], %0, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %7 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %8 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %0, %9 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %cm = vector.constant_mask [4] : vector<4xi1>
  %10 = vector.expandload %m[%i], %cm, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %0, %10 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return
}
func @gs(%m: memref<16xf32>, %n: memref<?x?xi32>, %i: index, %idx: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf32>, %q: vector<4xi32>) {
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%idx], %mask, %0 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %1 = vector.gather %n[%i, %i][%idx], %mask, %q : memref<?x?xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.scatter %n[%i, %i][%idx], %mask, %1 : memref<?x?xi32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
  %f = arith.constant dense<false> : vector<4xi1>
  %2 = vector.gather %m[%i][%idx], %f, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i][%idx], %f, %2 : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: func @masks(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst_1 = arith.constant dense<[true, true, true, false]> : vector<4xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<false> : vector<i1>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_3 : vector<i1> to vector<1xi1>
// CHECK-NEXT: %cst_4 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %4 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %5 = splat %4 : vector<4xi64>
// CHECK-NEXT: %6 = arith.cmpi slt, %cst_4, %5 : vector<4xi64>
// CHECK-NEXT: %cst_5 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
// CHECK-NEXT: %7 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: %8 = splat %7 : vector<4xi64>
// CHECK-NEXT: %9 = arith.cmpi slt, %cst_5, %8 : vector<4xi64>
// CHECK-NEXT: %10 = arith.cmpi slt, %c0, %arg0 : index
// CHECK-NEXT: %11 = select %10, %9, %cst : vector<4xi1>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %2[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %13 = arith.cmpi slt, %c1, %arg0 : index
// CHECK-NEXT: %14 = select %13, %9, %cst : vector<4xi1>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %12[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %16 = llvm.insertvalue %cst_2, %2[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %cst_6 = arith.constant dense<0> : vector<i64>
// CHECK-NEXT: %17 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %18 = splat %17 : vector<i64>
// CHECK-NEXT: %19 = arith.cmpi slt, %cst_6, %18 : vector<i64>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : vector<i1> to vector<1xi1>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %22 = llvm.extractelement %6[%21 : i64] : vector<4xi1>
// CHECK-NEXT: %23 = arith.extui %22 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%23) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %25 = llvm.extractelement %6[%24 : i64] : vector<4xi1>
// CHECK-NEXT: %26 = arith.extui %25 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%26) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %27 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %28 = llvm.extractelement %6[%27 : i64] : vector<4xi1>
// CHECK-NEXT: %29 = arith.extui %28 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%29) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %30 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %31 = llvm.extractelement %6[%30 : i64] : vector<4xi1>
// CHECK-NEXT: %32 = arith.extui %31 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%32) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %33 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<4xi1>
// CHECK-NEXT: %36 = arith.extui %35 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%36) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %38 = llvm.extractelement %33[%37 : i64] : vector<4xi1>
// CHECK-NEXT: %39 = arith.extui %38 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%39) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %41 = llvm.extractelement %33[%40 : i64] : vector<4xi1>
// CHECK-NEXT: %42 = arith.extui %41 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%42) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %43 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %44 = llvm.extractelement %33[%43 : i64] : vector<4xi1>
// CHECK-NEXT: %45 = arith.extui %44 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%45) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %46 = llvm.extractvalue %15[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<4xi1>
// CHECK-NEXT: %49 = arith.extui %48 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%49) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %50 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %51 = llvm.extractelement %46[%50 : i64] : vector<4xi1>
// CHECK-NEXT: %52 = arith.extui %51 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%52) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %54 = llvm.extractelement %46[%53 : i64] : vector<4xi1>
// CHECK-NEXT: %55 = arith.extui %54 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%55) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %56 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %57 = llvm.extractelement %46[%56 : i64] : vector<4xi1>
// CHECK-NEXT: %58 = arith.extui %57 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%58) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %59 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %60 = llvm.extractelement %cst_1[%59 : i64] : vector<4xi1>
// CHECK-NEXT: %61 = arith.extui %60 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%61) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %62 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %63 = llvm.extractelement %cst_1[%62 : i64] : vector<4xi1>
// CHECK-NEXT: %64 = arith.extui %63 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%64) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %66 = llvm.extractelement %cst_1[%65 : i64] : vector<4xi1>
// CHECK-NEXT: %67 = arith.extui %66 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%67) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %68 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %69 = llvm.extractelement %cst_1[%68 : i64] : vector<4xi1>
// CHECK-NEXT: %70 = arith.extui %69 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%70) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %71 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %73 = llvm.extractelement %71[%72 : i64] : vector<4xi1>
// CHECK-NEXT: %74 = arith.extui %73 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%74) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %75 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %76 = llvm.extractelement %71[%75 : i64] : vector<4xi1>
// CHECK-NEXT: %77 = arith.extui %76 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%77) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %78 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %79 = llvm.extractelement %71[%78 : i64] : vector<4xi1>
// CHECK-NEXT: %80 = arith.extui %79 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%80) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %81 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %82 = llvm.extractelement %71[%81 : i64] : vector<4xi1>
// CHECK-NEXT: %83 = arith.extui %82 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%83) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %84 = llvm.extractvalue %16[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %86 = llvm.extractelement %84[%85 : i64] : vector<4xi1>
// CHECK-NEXT: %87 = arith.extui %86 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%87) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %88 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %89 = llvm.extractelement %84[%88 : i64] : vector<4xi1>
// CHECK-NEXT: %90 = arith.extui %89 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%90) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %91 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %92 = llvm.extractelement %84[%91 : i64] : vector<4xi1>
// CHECK-NEXT: %93 = arith.extui %92 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%93) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %94 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %95 = llvm.extractelement %84[%94 : i64] : vector<4xi1>
// CHECK-NEXT: %96 = arith.extui %95 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%96) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %97 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %98 = llvm.extractelement %3[%97 : i64] : vector<1xi1>
// CHECK-NEXT: %99 = arith.extui %98 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%99) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %100 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %101 = llvm.extractelement %cst_2[%100 : i64] : vector<4xi1>
// CHECK-NEXT: %102 = arith.extui %101 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%102) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %103 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %104 = llvm.extractelement %cst_2[%103 : i64] : vector<4xi1>
// CHECK-NEXT: %105 = arith.extui %104 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%105) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %106 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %107 = llvm.extractelement %cst_2[%106 : i64] : vector<4xi1>
// CHECK-NEXT: %108 = arith.extui %107 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%108) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %109 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %110 = llvm.extractelement %cst_2[%109 : i64] : vector<4xi1>
// CHECK-NEXT: %111 = arith.extui %110 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%111) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %112 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %113 = llvm.extractelement %20[%112 : i64] : vector<1xi1>
// CHECK-NEXT: %114 = arith.extui %113 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%114) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %115 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %116 = llvm.getelementptr %115[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %117 = llvm.bitcast %116 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %119 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %120 = llvm.getelementptr %119[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %121 = llvm.bitcast %120 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %122 = llvm.intr.masked.load %121, %6, %arg3 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %123 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %124 = llvm.getelementptr %123[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %125 = llvm.bitcast %124 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.store %118, %125 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %126 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %127 = llvm.getelementptr %126[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %128 = llvm.bitcast %127 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.intr.masked.store %122, %128, %6 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %129 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %130 = llvm.getelementptr %129[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %131 = llvm.bitcast %130 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %132 = llvm.load %131 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %133 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %134 = llvm.getelementptr %133[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%132, %134, %6) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @gs(%arg0: memref<16xf32>, %arg1: memref<?x?xi32>, %arg2: index, %arg3: vector<4xi32>, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: vector<4xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<?x?xi32> to !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<f32>, vector<4xi32>) -> !llvm.vec<4 x ptr<f32>>
// CHECK-NEXT: %6 = llvm.intr.masked.gather %5, %arg4, %arg5 {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %9 = llvm.getelementptr %8[%arg3] : (!llvm.ptr<f32>, vector<4xi32>) -> !llvm.vec<4 x ptr<f32>>
// CHECK-NEXT: llvm.intr.masked.scatter %6, %9, %arg4 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<f32>>
// CHECK-NEXT: %10 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %1, %11  : i64
// CHECK-NEXT: %13 = llvm.add %12, %1  : i64
// CHECK-NEXT: %14 = llvm.getelementptr %10[%13] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %15 = llvm.getelementptr %14[%arg3] : (!llvm.ptr<i32>, vector<4xi32>) -> !llvm.vec<4 x ptr<i32>>
// CHECK-NEXT: %16 = llvm.intr.masked.gather %15, %arg4, %arg6 {alignment = 4 : i32} : (!llvm.vec<4 x ptr<i32>>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %17 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mul %1, %18  : i64
// CHECK-NEXT: %20 = llvm.add %19, %1  : i64
// CHECK-NEXT: %21 = llvm.getelementptr %17[%20] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %22 = llvm.getelementptr %21[%arg3] : (!llvm.ptr<i32>, vector<4xi32>) -> !llvm.vec<4 x ptr<i32>>
// CHECK-NEXT: llvm.intr.masked.scatter %16, %22, %arg4 {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into !llvm.vec<4 x ptr<i32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
