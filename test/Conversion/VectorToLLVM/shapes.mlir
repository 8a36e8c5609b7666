// RUN: gpuopt %s -convert-vector-to-llvm | FileCheck %s --match-full-lines

// Transposes (element by element), shape casts (2-D/1-D through strided slices, others element by element) and
// strided slices (shuffles for 1-D, row by row for n-D), with the transpose of a transpose folded. The expected
// text is mlir-opt 14's output for this file.

func @transp(%a: vector<2x3xf32>, %b: vector<2x1x3xi32>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.transpose %b, [2, 0, 1] : vector<2x1x3xi32> to vector<3x2x1xi32>
  %2 = vector.transpose %0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  vector.print %0 : vector<3x2xf32>
  vector.print %1 : vector<3x2x1xi32>
  vector.print %2 : vector<2x3xf32>
  return
}
func @shapes(%a: vector<2x3xf32>, %b: vector<6xf32>, %c: vector<2x2x2xi8>) {
  %0 = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
  %1 = vector.shape_cast %b : vector<6xf32> to vector<3x2xf32>
  %2 = vector.shape_cast %c : vector<2x2x2xi8> to vector<4x2xi8>
  %3 = vector.shape_cast %0 : vector<6xf32> to vector<2x3xf32>
  vector.print %0 : vector<6xf32>
  vector.print %1 : vector<3x2xf32>
  vector.print %2 : vector<4x2xi8>
  vector.print %3 : vector<2x3xf32>
  return
}
func @slices(%a: vector<4x8xf32>, %b: vector<8xf32>, %s: vector<2xf32>, %t: vector<2x4xf32>) {
  %0 = vector.extract_strided_slice %b {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %1 = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %2 = vector.insert_strided_slice %s, %b {offsets = [5], strides = [1]} : vector<2xf32> into vector<8xf32>
  %3 = vector.insert_strided_slice %t, %a {offsets = [1, 4], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %4 = vector.insert_strided_slice %s, %a {offsets = [3, 6], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  %5 = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  vector.print %0 : vector<3xf32>
  vector.print %1 : vector<2x4xf32>
  vector.print %2 : vector<8xf32>
  vector.print %3 : vector<4x8xf32>
  vector.print %4 : vector<4x8xf32>
  vector.print %5 : vector<2x8xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @transp(%arg0: vector<2x3xf32>, %arg1: vector<2x1x3xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x1x3xi32> to !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<3x2x1xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<3x2x1xi32> to !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<3xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<3xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<2xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<2xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %39 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<3xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<2xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %46 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<3xi32>
// CHECK-NEXT: %49 = llvm.extractvalue %3[0, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %51 = llvm.insertelement %48, %49[%50 : i64] : vector<1xi32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %3[0, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %53 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %55 = llvm.extractelement %53[%54 : i64] : vector<3xi32>
// CHECK-NEXT: %56 = llvm.extractvalue %52[0, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %58 = llvm.insertelement %55, %56[%57 : i64] : vector<1xi32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %52[0, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %60 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.extractelement %60[%61 : i64] : vector<3xi32>
// CHECK-NEXT: %63 = llvm.extractvalue %59[1, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %64 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %65 = llvm.insertelement %62, %63[%64 : i64] : vector<1xi32>
// CHECK-NEXT: %66 = llvm.insertvalue %65, %59[1, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %67 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %68 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %69 = llvm.extractelement %67[%68 : i64] : vector<3xi32>
// CHECK-NEXT: %70 = llvm.extractvalue %66[1, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %71 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %72 = llvm.insertelement %69, %70[%71 : i64] : vector<1xi32>
// CHECK-NEXT: %73 = llvm.insertvalue %72, %66[1, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %74 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %76 = llvm.extractelement %74[%75 : i64] : vector<3xi32>
// CHECK-NEXT: %77 = llvm.extractvalue %73[2, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %78 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %79 = llvm.insertelement %76, %77[%78 : i64] : vector<1xi32>
// CHECK-NEXT: %80 = llvm.insertvalue %79, %73[2, 0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %81 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %82 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %83 = llvm.extractelement %81[%82 : i64] : vector<3xi32>
// CHECK-NEXT: %84 = llvm.extractvalue %80[2, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %86 = llvm.insertelement %83, %84[%85 : i64] : vector<1xi32>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %80[2, 1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %88 = llvm.extractvalue %45[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %89 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %90 = llvm.extractelement %88[%89 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%90) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %91 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %92 = llvm.extractelement %88[%91 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%92) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %93 = llvm.extractvalue %45[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %95 = llvm.extractelement %93[%94 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%95) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %96 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %97 = llvm.extractelement %93[%96 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%97) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %98 = llvm.extractvalue %45[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %99 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %100 = llvm.extractelement %98[%99 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%100) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %101 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %102 = llvm.extractelement %98[%101 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%102) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %103 = llvm.extractvalue %87[0] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %104 = llvm.extractvalue %103[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %105 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %106 = llvm.extractelement %104[%105 : i64] : vector<1xi32>
// CHECK-NEXT: %107 = arith.extsi %106 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%107) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %108 = llvm.extractvalue %103[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %109 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %110 = llvm.extractelement %108[%109 : i64] : vector<1xi32>
// CHECK-NEXT: %111 = arith.extsi %110 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%111) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %112 = llvm.extractvalue %87[1] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %113 = llvm.extractvalue %112[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %114 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %115 = llvm.extractelement %113[%114 : i64] : vector<1xi32>
// CHECK-NEXT: %116 = arith.extsi %115 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%116) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %117 = llvm.extractvalue %112[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %118 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %119 = llvm.extractelement %117[%118 : i64] : vector<1xi32>
// CHECK-NEXT: %120 = arith.extsi %119 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%120) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %121 = llvm.extractvalue %87[2] : !llvm.array<3 x array<2 x vector<1xi32>>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %122 = llvm.extractvalue %121[0] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %123 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %124 = llvm.extractelement %122[%123 : i64] : vector<1xi32>
// CHECK-NEXT: %125 = arith.extsi %124 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%125) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %126 = llvm.extractvalue %121[1] : !llvm.array<2 x vector<1xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %127 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %128 = llvm.extractelement %126[%127 : i64] : vector<1xi32>
// CHECK-NEXT: %129 = arith.extsi %128 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%129) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %130 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %131 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %132 = llvm.extractelement %130[%131 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%132) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %133 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %134 = llvm.extractelement %130[%133 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%134) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %135 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %136 = llvm.extractelement %130[%135 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%136) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %137 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %138 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %139 = llvm.extractelement %137[%138 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%139) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %140 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %141 = llvm.extractelement %137[%140 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%141) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %142 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %143 = llvm.extractelement %137[%142 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%143) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @shapes(%arg0: vector<2x3xf32>, %arg1: vector<6xf32>, %arg2: vector<2x2x2xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<6xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst_0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4x2xi8>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_1 : vector<4x2xi8> to !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1, 2, 0, 0, 0] : vector<3xf32>, vector<3xf32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %cst [0, 1, 2, 9, 10, 11] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [0, 1, 2, 0, 0, 0] : vector<3xf32>, vector<3xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [6, 7, 8, 0, 1, 2] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT: %10 = llvm.shufflevector %arg1, %arg1 [0, 1] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.shufflevector %arg1, %arg1 [2, 3] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %14 = llvm.shufflevector %arg1, %arg1 [4, 5] : vector<6xf32>, vector<6xf32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<2xi8>
// CHECK-NEXT: %19 = llvm.extractvalue %3[0] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<2xi8>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %3[0] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %23 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.extractelement %23[%24 : i64] : vector<2xi8>
// CHECK-NEXT: %26 = llvm.extractvalue %22[0] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertelement %25, %26[%27 : i64] : vector<2xi8>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %22[0] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %30 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<2xi8>
// CHECK-NEXT: %33 = llvm.extractvalue %29[1] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %32, %33[%34 : i64] : vector<2xi8>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %29[1] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %37 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<2xi8>
// CHECK-NEXT: %40 = llvm.extractvalue %36[1] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i64] : vector<2xi8>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %36[1] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %44 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %45 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %46 = llvm.extractelement %44[%45 : i64] : vector<2xi8>
// CHECK-NEXT: %47 = llvm.extractvalue %43[2] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %49 = llvm.insertelement %46, %47[%48 : i64] : vector<2xi8>
// CHECK-NEXT: %50 = llvm.insertvalue %49, %43[2] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %51 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %53 = llvm.extractelement %51[%52 : i64] : vector<2xi8>
// CHECK-NEXT: %54 = llvm.extractvalue %50[2] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %56 = llvm.insertelement %53, %54[%55 : i64] : vector<2xi8>
// CHECK-NEXT: %57 = llvm.insertvalue %56, %50[2] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %58 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %59 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %60 = llvm.extractelement %58[%59 : i64] : vector<2xi8>
// CHECK-NEXT: %61 = llvm.extractvalue %57[3] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %62 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %63 = llvm.insertelement %60, %61[%62 : i64] : vector<2xi8>
// CHECK-NEXT: %64 = llvm.insertvalue %63, %57[3] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %65 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %67 = llvm.extractelement %65[%66 : i64] : vector<2xi8>
// CHECK-NEXT: %68 = llvm.extractvalue %64[3] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xi8>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %64[3] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %73 = llvm.extractelement %9[%72 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%73) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %74 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %75 = llvm.extractelement %9[%74 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%75) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %76 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %77 = llvm.extractelement %9[%76 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%77) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %78 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %79 = llvm.extractelement %9[%78 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%79) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %80 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %81 = llvm.extractelement %9[%80 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%81) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %82 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %83 = llvm.extractelement %9[%82 : i64] : vector<6xf32>
// CHECK-NEXT: llvm.call @printF32(%83) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %84 = llvm.extractvalue %15[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %85 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %86 = llvm.extractelement %84[%85 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%86) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %87 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %88 = llvm.extractelement %84[%87 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%88) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %89 = llvm.extractvalue %15[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %90 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %91 = llvm.extractelement %89[%90 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%91) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %92 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %93 = llvm.extractelement %89[%92 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%93) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %94 = llvm.extractvalue %15[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %95 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %96 = llvm.extractelement %94[%95 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%96) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %97 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %98 = llvm.extractelement %94[%97 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%98) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %99 = llvm.extractvalue %71[0] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %100 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %101 = llvm.extractelement %99[%100 : i64] : vector<2xi8>
// CHECK-NEXT: %102 = arith.extsi %101 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%102) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %103 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %104 = llvm.extractelement %99[%103 : i64] : vector<2xi8>
// CHECK-NEXT: %105 = arith.extsi %104 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%105) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %106 = llvm.extractvalue %71[1] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %107 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %108 = llvm.extractelement %106[%107 : i64] : vector<2xi8>
// CHECK-NEXT: %109 = arith.extsi %108 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%109) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %110 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %111 = llvm.extractelement %106[%110 : i64] : vector<2xi8>
// CHECK-NEXT: %112 = arith.extsi %111 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%112) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %113 = llvm.extractvalue %71[2] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %114 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %115 = llvm.extractelement %113[%114 : i64] : vector<2xi8>
// CHECK-NEXT: %116 = arith.extsi %115 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%116) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %117 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %118 = llvm.extractelement %113[%117 : i64] : vector<2xi8>
// CHECK-NEXT: %119 = arith.extsi %118 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%119) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %120 = llvm.extractvalue %71[3] : !llvm.array<4 x vector<2xi8>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %121 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %122 = llvm.extractelement %120[%121 : i64] : vector<2xi8>
// CHECK-NEXT: %123 = arith.extsi %122 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%123) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %124 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %125 = llvm.extractelement %120[%124 : i64] : vector<2xi8>
// CHECK-NEXT: %126 = arith.extsi %125 : i8 to i64
// CHECK-NEXT: llvm.call @printI64(%126) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %127 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %128 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %129 = llvm.extractelement %127[%128 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%129) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %130 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %131 = llvm.extractelement %127[%130 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%131) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %132 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %133 = llvm.extractelement %127[%132 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%133) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %134 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %135 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %136 = llvm.extractelement %134[%135 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%136) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %137 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %138 = llvm.extractelement %134[%137 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%138) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %139 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %140 = llvm.extractelement %134[%139 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%140) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @slices(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: vector<2xf32>, %arg3: vector<2x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.shufflevector %arg1, %arg1 [2, 3, 4] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %3 = splat %cst : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [2, 3, 4, 5] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [2, 3, 4, 5] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.shufflevector %arg2, %arg2 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %arg1 [8, 9, 10, 11, 12, 0, 1, 15] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %15 = llvm.shufflevector %13, %13 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %14 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %20 = llvm.shufflevector %18, %18 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %19 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %17[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %24 = llvm.shufflevector %arg2, %arg2 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %23 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xf32>, vector<8xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %0[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %27 = llvm.mlir.undef : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.extractelement %2[%32 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%33) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %35 = llvm.extractelement %2[%34 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%35) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %37 = llvm.extractelement %2[%36 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%37) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %38 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%40) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %42 = llvm.extractelement %38[%41 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%42) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %44 = llvm.extractelement %38[%43 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%44) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %45 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %46 = llvm.extractelement %38[%45 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%46) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %47 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%49) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %50 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %51 = llvm.extractelement %47[%50 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%51) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %52 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %53 = llvm.extractelement %47[%52 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%53) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %54 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %55 = llvm.extractelement %47[%54 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%55) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %56 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %57 = llvm.extractelement %12[%56 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%57) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.extractelement %12[%58 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%59) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %60 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %61 = llvm.extractelement %12[%60 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%61) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %62 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %63 = llvm.extractelement %12[%62 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%63) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %64 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %65 = llvm.extractelement %12[%64 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%65) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %66 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %67 = llvm.extractelement %12[%66 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%67) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %68 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %69 = llvm.extractelement %12[%68 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%69) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %70 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %71 = llvm.extractelement %12[%70 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%71) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %72 = llvm.extractvalue %22[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %73 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %74 = llvm.extractelement %72[%73 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%74) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %75 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %76 = llvm.extractelement %72[%75 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%76) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %77 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %78 = llvm.extractelement %72[%77 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%78) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %79 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %80 = llvm.extractelement %72[%79 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%80) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %81 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %82 = llvm.extractelement %72[%81 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%82) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %83 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %84 = llvm.extractelement %72[%83 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%84) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %85 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %86 = llvm.extractelement %72[%85 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%86) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %87 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %88 = llvm.extractelement %72[%87 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%88) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %89 = llvm.extractvalue %22[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %90 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %91 = llvm.extractelement %89[%90 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%91) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %92 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %93 = llvm.extractelement %89[%92 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%93) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %94 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %95 = llvm.extractelement %89[%94 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%95) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %96 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %97 = llvm.extractelement %89[%96 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%97) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %98 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %99 = llvm.extractelement %89[%98 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%99) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %100 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %101 = llvm.extractelement %89[%100 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%101) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %102 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %103 = llvm.extractelement %89[%102 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%103) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %104 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %105 = llvm.extractelement %89[%104 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%105) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %106 = llvm.extractvalue %22[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %107 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %108 = llvm.extractelement %106[%107 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%108) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %109 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %110 = llvm.extractelement %106[%109 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%110) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %111 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %112 = llvm.extractelement %106[%111 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%112) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %113 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %114 = llvm.extractelement %106[%113 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%114) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %115 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %116 = llvm.extractelement %106[%115 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%116) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %117 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %118 = llvm.extractelement %106[%117 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%118) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %119 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %120 = llvm.extractelement %106[%119 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%120) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %121 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %122 = llvm.extractelement %106[%121 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%122) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %123 = llvm.extractvalue %22[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %124 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %125 = llvm.extractelement %123[%124 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%125) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %127 = llvm.extractelement %123[%126 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%127) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %128 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %129 = llvm.extractelement %123[%128 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%129) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %130 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %131 = llvm.extractelement %123[%130 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%131) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %132 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %133 = llvm.extractelement %123[%132 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%133) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %134 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %135 = llvm.extractelement %123[%134 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%135) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %136 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %137 = llvm.extractelement %123[%136 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%137) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %138 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %139 = llvm.extractelement %123[%138 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%139) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %140 = llvm.extractvalue %26[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %141 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %142 = llvm.extractelement %140[%141 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%142) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %143 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %144 = llvm.extractelement %140[%143 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%144) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %145 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %146 = llvm.extractelement %140[%145 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%146) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %147 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %148 = llvm.extractelement %140[%147 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%148) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %149 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %150 = llvm.extractelement %140[%149 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%150) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %151 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %152 = llvm.extractelement %140[%151 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%152) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %153 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %154 = llvm.extractelement %140[%153 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%154) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %155 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %156 = llvm.extractelement %140[%155 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%156) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %157 = llvm.extractvalue %26[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %158 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %159 = llvm.extractelement %157[%158 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%159) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %160 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %161 = llvm.extractelement %157[%160 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%161) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %162 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %163 = llvm.extractelement %157[%162 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%163) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %164 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %165 = llvm.extractelement %157[%164 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%165) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %166 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %167 = llvm.extractelement %157[%166 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%167) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %168 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %169 = llvm.extractelement %157[%168 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%169) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %170 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %171 = llvm.extractelement %157[%170 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%171) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %172 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %173 = llvm.extractelement %157[%172 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%173) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %174 = llvm.extractvalue %26[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %175 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %176 = llvm.extractelement %174[%175 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%176) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %177 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %178 = llvm.extractelement %174[%177 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%178) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %179 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %180 = llvm.extractelement %174[%179 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%180) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %181 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %182 = llvm.extractelement %174[%181 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%182) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %183 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %184 = llvm.extractelement %174[%183 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%184) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %185 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %186 = llvm.extractelement %174[%185 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%186) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %187 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %188 = llvm.extractelement %174[%187 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%188) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %189 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %190 = llvm.extractelement %174[%189 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%190) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %191 = llvm.extractvalue %26[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %192 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %193 = llvm.extractelement %191[%192 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%193) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %194 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %195 = llvm.extractelement %191[%194 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%195) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %196 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %197 = llvm.extractelement %191[%196 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%197) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %198 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %199 = llvm.extractelement %191[%198 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%199) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %200 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %201 = llvm.extractelement %191[%200 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%201) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %202 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %203 = llvm.extractelement %191[%202 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%203) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %204 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %205 = llvm.extractelement %191[%204 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%205) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %206 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %207 = llvm.extractelement %191[%206 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%207) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %208 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %209 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %210 = llvm.extractelement %208[%209 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%210) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %211 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %212 = llvm.extractelement %208[%211 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%212) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %213 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %214 = llvm.extractelement %208[%213 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%214) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %215 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %216 = llvm.extractelement %208[%215 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%216) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %217 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %218 = llvm.extractelement %208[%217 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%218) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %219 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %220 = llvm.extractelement %208[%219 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%220) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %221 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %222 = llvm.extractelement %208[%221 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%222) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %223 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %224 = llvm.extractelement %208[%223 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%224) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %225 = llvm.extractvalue %31[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %226 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %227 = llvm.extractelement %225[%226 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%227) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %228 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %229 = llvm.extractelement %225[%228 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%229) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %230 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %231 = llvm.extractelement %225[%230 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%231) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %232 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %233 = llvm.extractelement %225[%232 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%233) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %234 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %235 = llvm.extractelement %225[%234 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%235) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %236 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %237 = llvm.extractelement %225[%236 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%237) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %238 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %239 = llvm.extractelement %225[%238 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%239) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %240 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %241 = llvm.extractelement %225[%240 : i64] : vector<8xf32>
// CHECK-NEXT: llvm.call @printF32(%241) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
