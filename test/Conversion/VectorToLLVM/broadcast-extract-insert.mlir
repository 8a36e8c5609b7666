// RUN: gpuopt %s -convert-vector-to-llvm | FileCheck %s --match-full-lines

// Broadcasts (lowered by the greedy phase to splats and inserts into zero vectors), extracts and inserts of
// every rank (folded through insert chains), element ops, shuffles (llvm.shufflevector for two 1-D vectors of
// one type, else element by element) and prints of n-D vectors. The expected text is mlir-opt 14's output for
// this file.

func @bcast(%f: f32, %v: vector<4xf32>, %o: vector<1xf32>, %z: vector<f32>, %w: vector<2x1xf32>, %u: vector<1x4xf32>) {
  %0 = vector.broadcast %f : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %o : vector<1xf32> to vector<4xf32>
  %3 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %4 = vector.broadcast %w : vector<2x1xf32> to vector<2x4xf32>
  %5 = vector.broadcast %u : vector<1x4xf32> to vector<3x4xf32>
  vector.print %0 : vector<2x4xf32>
  vector.print %1 : vector<3x4xf32>
  vector.print %2 : vector<4xf32>
  vector.print %3 : vector<4xf32>
  vector.print %4 : vector<2x4xf32>
  vector.print %5 : vector<3x4xf32>
  return
}
func @cbcast() -> vector<4xi32> {
  %c = arith.constant 7 : i32
  %0 = vector.broadcast %c : i32 to vector<4xi32>
  return %0 : vector<4xi32>
}
func @extins(%v: vector<2x3x4xf32>, %f: f32, %w: vector<4xf32>) -> (f32, vector<4xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
  %0 = vector.extract %v[1, 2, 3] : vector<2x3x4xf32>
  %1 = vector.extract %v[0, 1] : vector<2x3x4xf32>
  %2 = vector.extract %v[1] : vector<2x3x4xf32>
  %3 = vector.insert %f, %v[0, 1, 2] : f32 into vector<2x3x4xf32>
  %4 = vector.insert %w, %3[1, 1] : vector<4xf32> into vector<2x3x4xf32>
  %5 = vector.extract %4[1, 1] : vector<2x3x4xf32>
  %6 = vector.extract %4[0, 1, 2] : vector<2x3x4xf32>
  return %6, %5, %2, %4 : f32, vector<4xf32>, vector<3x4xf32>, vector<2x3x4xf32>
}
func @elems(%v: vector<4xf32>, %i: i32, %j: index, %f: f32) -> (f32, vector<4xf32>) {
  %0 = vector.extractelement %v[%j : index] : vector<4xf32>
  %1 = vector.insertelement %f, %v[%i : i32] : vector<4xf32>
  %2 = vector.extractelement %1[%i : i32] : vector<4xf32>
  %3 = arith.addf %0, %2 : f32
  return %3, %1 : f32, vector<4xf32>
}
func @shuf(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<4xi32>, %d: vector<2xi32>) {
  %0 = vector.shuffle %a, %b [4, 0, 2] : vector<2x4xf32>, vector<3x4xf32>
  %1 = vector.shuffle %c, %d [5, 0, 4, 1] : vector<4xi32>, vector<2xi32>
  %2 = vector.shuffle %c, %c [7, 0] : vector<4xi32>, vector<4xi32>
  vector.print %0 : vector<3x4xf32>
  vector.print %1 : vector<4xi32>
  vector.print %2 : vector<2xi32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @bcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1xf32>, %arg3: vector<f32>, %arg4: vector<2x1xf32>, %arg5: vector<1x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : vector<2x1xf32> to !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg5 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = splat %arg0 : vector<2x4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.insertvalue %arg1, %3[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %arg2[%10 : i64] : vector<1xf32>
// CHECK-NEXT: %12 = splat %11 : vector<4xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.extractelement %0[%13 : i64] : vector<1xf32>
// CHECK-NEXT: %15 = splat %14 : vector<4xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<1xf32>
// CHECK-NEXT: %19 = splat %18 : vector<4xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<1xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<1xf32>
// CHECK-NEXT: %24 = splat %23 : vector<4xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %20[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %3[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.insertvalue %26, %27[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %29 = llvm.insertvalue %26, %28[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %30 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%32) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %34 = llvm.extractelement %30[%33 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%34) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %36 = llvm.extractelement %30[%35 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%36) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %37 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %38 = llvm.extractelement %30[%37 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%38) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %39 = llvm.extractvalue %6[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%41) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %43 = llvm.extractelement %39[%42 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%43) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %45 = llvm.extractelement %39[%44 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%45) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %46 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %47 = llvm.extractelement %39[%46 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%47) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %48 = llvm.extractvalue %9[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %50 = llvm.extractelement %48[%49 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%50) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.extractelement %48[%51 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%52) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %54 = llvm.extractelement %48[%53 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%54) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %55 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %56 = llvm.extractelement %48[%55 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%56) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %57 = llvm.extractvalue %9[1] : !llvm.array<3 x vector<4xf32>>
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
// CHECK-NEXT: %66 = llvm.extractvalue %9[2] : !llvm.array<3 x vector<4xf32>>
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
// CHECK-NEXT: %75 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %76 = llvm.extractelement %12[%75 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%76) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %77 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %78 = llvm.extractelement %12[%77 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%78) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %80 = llvm.extractelement %12[%79 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%80) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %81 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %82 = llvm.extractelement %12[%81 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%82) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %83 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %84 = llvm.extractelement %15[%83 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%84) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %85 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %86 = llvm.extractelement %15[%85 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%86) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %87 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %88 = llvm.extractelement %15[%87 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%88) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %89 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %90 = llvm.extractelement %15[%89 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%90) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %91 = llvm.extractvalue %25[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %92 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %93 = llvm.extractelement %91[%92 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%93) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %94 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %95 = llvm.extractelement %91[%94 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%95) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %96 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %97 = llvm.extractelement %91[%96 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%97) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %98 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %99 = llvm.extractelement %91[%98 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%99) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %100 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %101 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %102 = llvm.extractelement %100[%101 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%102) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %103 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %104 = llvm.extractelement %100[%103 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%104) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %105 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %106 = llvm.extractelement %100[%105 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%106) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %107 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %108 = llvm.extractelement %100[%107 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%108) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %109 = llvm.extractvalue %29[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %110 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %111 = llvm.extractelement %109[%110 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%111) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %112 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %113 = llvm.extractelement %109[%112 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%113) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %114 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %115 = llvm.extractelement %109[%114 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%115) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %116 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %117 = llvm.extractelement %109[%116 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%117) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %118 = llvm.extractvalue %29[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %119 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %120 = llvm.extractelement %118[%119 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%120) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %121 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %122 = llvm.extractelement %118[%121 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%122) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %123 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %124 = llvm.extractelement %118[%123 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%124) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %125 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %126 = llvm.extractelement %118[%125 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%126) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %127 = llvm.extractvalue %29[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %128 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %129 = llvm.extractelement %127[%128 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%129) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %130 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %131 = llvm.extractelement %127[%130 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%131) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %132 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %133 = llvm.extractelement %127[%132 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%133) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %134 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %135 = llvm.extractelement %127[%134 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%135) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @cbcast() -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: return %cst : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func @extins(%arg0: vector<2x3x4xf32>, %arg1: f32, %arg2: vector<4xf32>) -> (f32, vector<4xf32>, vector<3x4xf32>, vector<2x3x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.insertelement %arg1, %3[%4 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %arg2, %6[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x array<3 x vector<4xf32>>> to vector<2x3x4xf32>
// CHECK-NEXT: return %arg1, %arg2, %2, %8 : f32, vector<4xf32>, vector<3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @elems(%arg0: vector<4xf32>, %arg1: i32, %arg2: index, %arg3: f32) -> (f32, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %2 = llvm.insertelement %arg3, %arg0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = llvm.extractelement %2[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %4 = arith.addf %1, %3 : f32
// CHECK-NEXT: return %4, %2 : f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func @shuf(%arg0: vector<2x4xf32>, %arg1: vector<3x4xf32>, %arg2: vector<4xi32>, %arg3: vector<2xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.mlir.undef : vector<4xi32>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractelement %arg3[%10 : i64] : vector<2xi32>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %13 = llvm.insertelement %11, %9[%12 : i64] : vector<4xi32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.extractelement %arg2[%14 : i64] : vector<4xi32>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertelement %15, %13[%16 : i64] : vector<4xi32>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.extractelement %arg3[%18 : i64] : vector<2xi32>
// CHECK-NEXT: %20 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %21 = llvm.insertelement %19, %17[%20 : i64] : vector<4xi32>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.extractelement %arg2[%22 : i64] : vector<4xi32>
// CHECK-NEXT: %24 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %25 = llvm.insertelement %23, %21[%24 : i64] : vector<4xi32>
// CHECK-NEXT: %26 = llvm.shufflevector %arg2, %arg2 [7, 0] : vector<4xi32>, vector<4xi32>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %27 = llvm.extractvalue %8[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%29) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.extractelement %27[%30 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%31) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %32 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %33 = llvm.extractelement %27[%32 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%33) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %34 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %35 = llvm.extractelement %27[%34 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%35) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %36 = llvm.extractvalue %8[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %38 = llvm.extractelement %36[%37 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%38) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %40 = llvm.extractelement %36[%39 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%40) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %41 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %42 = llvm.extractelement %36[%41 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%42) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %43 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %44 = llvm.extractelement %36[%43 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%44) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %45 = llvm.extractvalue %8[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%47) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %49 = llvm.extractelement %45[%48 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%49) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %50 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %51 = llvm.extractelement %45[%50 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%51) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %52 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %53 = llvm.extractelement %45[%52 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%53) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %55 = llvm.extractelement %25[%54 : i64] : vector<4xi32>
// CHECK-NEXT: %56 = arith.extsi %55 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%56) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %58 = llvm.extractelement %25[%57 : i64] : vector<4xi32>
// CHECK-NEXT: %59 = arith.extsi %58 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%59) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %60 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %61 = llvm.extractelement %25[%60 : i64] : vector<4xi32>
// CHECK-NEXT: %62 = arith.extsi %61 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%62) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %63 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %64 = llvm.extractelement %25[%63 : i64] : vector<4xi32>
// CHECK-NEXT: %65 = arith.extsi %64 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%65) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %66 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %67 = llvm.extractelement %26[%66 : i64] : vector<2xi32>
// CHECK-NEXT: %68 = arith.extsi %67 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%68) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %70 = llvm.extractelement %26[%69 : i64] : vector<2xi32>
// CHECK-NEXT: %71 = arith.extsi %70 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%71) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
