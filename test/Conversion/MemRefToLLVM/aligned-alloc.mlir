// RUN: gpuopt %s -convert-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s

// use-aligned-alloc: aligned_alloc(alignment, size) instead of malloc, the alignment the op's or the
// element size's next power of two (at least 16), the size rounded up to a multiple of it unless its
// static part already is one.  The expected output is mlir-opt 14's.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr<i8>
// CHECK-LABEL: func @f(%arg0: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(18 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(576 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.getelementptr %5[%4] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %8 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %9 = llvm.call @aligned_alloc(%8, %7) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %10 = llvm.bitcast %9 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %11 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %1, %15[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %2, %16[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %2, %17[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %3, %18[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %23 = llvm.getelementptr %22[%20] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %25 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %25, %26  : i64
// CHECK-NEXT: %28 = llvm.add %24, %27  : i64
// CHECK-NEXT: %29 = llvm.urem %28, %25  : i64
// CHECK-NEXT: %30 = llvm.sub %28, %29  : i64
// CHECK-NEXT: %31 = llvm.call @aligned_alloc(%25, %30) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %32 = llvm.bitcast %31 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %33 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %32, %33[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %32, %34[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %20, %37[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %21, %38[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %41 = llvm.mlir.null : !llvm.ptr<f64>
// CHECK-NEXT: %42 = llvm.getelementptr %41[%0] : (!llvm.ptr<f64>, i64) -> !llvm.ptr<f64>
// CHECK-NEXT: %43 = llvm.ptrtoint %42 : !llvm.ptr<f64> to i64
// CHECK-NEXT: %44 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.sub %44, %45  : i64
// CHECK-NEXT: %47 = llvm.add %43, %46  : i64
// CHECK-NEXT: %48 = llvm.urem %47, %44  : i64
// CHECK-NEXT: %49 = llvm.sub %47, %48  : i64
// CHECK-NEXT: %50 = llvm.call @aligned_alloc(%44, %49) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %51 = llvm.bitcast %50 : !llvm.ptr<i8> to !llvm.ptr<f64>
// CHECK-NEXT: %52 = llvm.mlir.undef : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %51, %53[1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %0, %56[3, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %40, %57[4, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %61 = llvm.mlir.null : !llvm.ptr<i8>
// CHECK-NEXT: %62 = llvm.getelementptr %61[%59] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %63 = llvm.ptrtoint %62 : !llvm.ptr<i8> to i64
// CHECK-NEXT: %64 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %66 = llvm.sub %64, %65  : i64
// CHECK-NEXT: %67 = llvm.add %63, %66  : i64
// CHECK-NEXT: %68 = llvm.urem %67, %64  : i64
// CHECK-NEXT: %69 = llvm.sub %67, %68  : i64
// CHECK-NEXT: %70 = llvm.call @aligned_alloc(%64, %69) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %71 = llvm.bitcast %70 : !llvm.ptr<i8> to !llvm.ptr<i8>
// CHECK-NEXT: %72 = llvm.mlir.undef : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.insertvalue %59, %76[3, 0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %78 = llvm.insertvalue %60, %77[4, 0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %80 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %81 = llvm.mlir.null : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %82 = llvm.getelementptr %81[%79] : (!llvm.ptr<vector<4xf32>>, i64) -> !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %83 = llvm.ptrtoint %82 : !llvm.ptr<vector<4xf32>> to i64
// CHECK-NEXT: %84 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %85 = llvm.call @aligned_alloc(%84, %83) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %86 = llvm.bitcast %85 : !llvm.ptr<i8> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %87 = llvm.mlir.undef : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %89 = llvm.insertvalue %86, %88[1] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %90 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = llvm.insertvalue %79, %91[3, 0] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %93 = llvm.insertvalue %80, %92[4, 0] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %94 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %95 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %96 = llvm.mlir.null : !llvm.ptr<i64>
// CHECK-NEXT: %97 = llvm.getelementptr %96[%94] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %98 = llvm.ptrtoint %97 : !llvm.ptr<i64> to i64
// CHECK-NEXT: %99 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %100 = llvm.call @aligned_alloc(%99, %98) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %101 = llvm.bitcast %100 : !llvm.ptr<i8> to !llvm.ptr<i64>
// CHECK-NEXT: %102 = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %103 = llvm.insertvalue %101, %102[0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %104 = llvm.insertvalue %101, %103[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %105 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %106 = llvm.insertvalue %105, %104[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %107 = llvm.insertvalue %94, %106[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %108 = llvm.insertvalue %95, %107[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %109 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %110 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %111 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %112 = llvm.getelementptr %111[%109] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %113 = llvm.ptrtoint %112 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %114 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %115 = llvm.call @aligned_alloc(%114, %113) : (i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %116 = llvm.bitcast %115 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %117 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %118 = llvm.insertvalue %116, %117[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %119 = llvm.insertvalue %116, %118[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %120 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %121 = llvm.insertvalue %120, %119[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %122 = llvm.insertvalue %109, %121[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %123 = llvm.insertvalue %110, %122[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %124 = llvm.extractvalue %19[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %125 = llvm.bitcast %124 : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT: llvm.call @free(%125) : (!llvm.ptr<i8>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func @f(%n: index) {
  %0 = memref.alloc() : memref<32x18xf32>
  %1 = memref.alloc() {alignment = 32} : memref<3xf32>
  %2 = memref.alloc(%n) : memref<?xf64>
  %3 = memref.alloc() : memref<3xi8>
  %4 = memref.alloc() : memref<2xvector<4xf32>>
  %5 = memref.alloc() : memref<2xindex>
  %6 = memref.alloc() {alignment = 8} : memref<4xf32>
  memref.dealloc %0 : memref<32x18xf32>
  return
}
