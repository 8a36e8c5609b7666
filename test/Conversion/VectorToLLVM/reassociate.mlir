// RUN: gpuopt %s -convert-vector-to-llvm=reassociate-fp-reductions | FileCheck %s --match-full-lines

// reassociate-fp-reductions: float reductions carry the reassoc flag, as with mlir-opt 14.

#mm = {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]}
#mv = {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"]}
#b = {indexing_maps = [affine_map<(b, m, k) -> (b, m, k)>, affine_map<(b, m, k) -> (b, k)>, affine_map<(b, m, k) -> (b, m)>], iterator_types = ["parallel", "parallel", "reduction"]}
#red2 = {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
#op = {indexing_maps = [affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
func @contracts(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %v: vector<3xf32>, %w: vector<2xf32>, %ba: vector<2x2x3xf32>, %bb: vector<2x3xf32>, %bc: vector<2x2xf32>, %f: f32, %ia: vector<2x3xi32>, %ib: vector<3x2xi32>, %ic: vector<2x2xi32>) {
  %0 = vector.contract #mm %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %1 = vector.contract #mv %a, %v, %w : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  %2 = vector.contract #b %ba, %bb, %bc : vector<2x2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  %3 = vector.contract #red2 %a, %a, %f : vector<2x3xf32>, vector<2x3xf32> into f32
  %4 = vector.contract #mm %ia, %ib, %ic : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  vector.print %0 : vector<2x2xf32>
  vector.print %1 : vector<2xf32>
  vector.print %2 : vector<2x2xf32>
  vector.print %3 : f32
  vector.print %4 : vector<2x2xi32>
  return
}
func @outer(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>, %f: f32, %i: vector<2xi32>, %j: vector<3xi32>, %k: vector<2x3xi32>) {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxf>} : vector<2xf32>, vector<3xf32>
  %2 = vector.outerproduct %a, %f : vector<2xf32>, f32
  %3 = vector.outerproduct %a, %f, %a : vector<2xf32>, f32
  %4 = vector.outerproduct %i, %j, %k {kind = #vector.kind<xor>} : vector<2xi32>, vector<3xi32>
  vector.print %0 : vector<2x3xf32>
  vector.print %1 : vector<2x3xf32>
  vector.print %2 : vector<2xf32>
  vector.print %3 : vector<2xf32>
  vector.print %4 : vector<2x3xi32>
  return
}
func @reds(%v: vector<4xf32>, %d: vector<2xf64>, %i: vector<8xi16>, %x: vector<4xindex>, %f: f32) {
  %0 = vector.reduction "add", %v : vector<4xf32> into f32
  %1 = vector.reduction "mul", %v, %f : vector<4xf32> into f32
  %2 = vector.reduction "minf", %v : vector<4xf32> into f32
  %3 = vector.reduction "maxf", %d : vector<2xf64> into f64
  %4 = vector.reduction "add", %i : vector<8xi16> into i16
  %5 = vector.reduction "minui", %i : vector<8xi16> into i16
  %6 = vector.reduction "maxsi", %i : vector<8xi16> into i16
  %7 = vector.reduction "and", %i : vector<8xi16> into i16
  %8 = vector.reduction "or", %x : vector<4xindex> into index
  %9 = vector.reduction "mul", %d : vector<2xf64> into f64
  vector.print %0 : f32
  vector.print %1 : f32
  vector.print %2 : f32
  vector.print %3 : f64
  vector.print %4 : i16
  vector.print %5 : i16
  vector.print %6 : i16
  vector.print %7 : i16
  vector.print %8 : index
  vector.print %9 : f64
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printF64(f64)
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @contracts(%arg0: vector<2x3xf32>, %arg1: vector<3x2xf32>, %arg2: vector<2x2xf32>, %arg3: vector<3xf32>, %arg4: vector<2xf32>, %arg5: vector<2x2x3xf32>, %arg6: vector<2x3xf32>, %arg7: vector<2x2xf32>, %arg8: f32, %arg9: vector<2x3xi32>, %arg10: vector<3x2xi32>, %arg11: vector<2x2xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg6 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg7 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg5 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg10 : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %arg9 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %cst_2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %cst_3 = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %cst_3 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %7[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<2xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %39 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %41 = llvm.extractelement %39[%40 : i64] : vector<2xf32>
// CHECK-NEXT: %42 = llvm.extractvalue %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %44 = llvm.insertelement %41, %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %46 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %47 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<2xf32>
// CHECK-NEXT: %49 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %51 = llvm.insertelement %48, %49[%50 : i64] : vector<3xf32>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %45[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %53 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %54 = llvm.extractvalue %52[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %55 = arith.mulf %53, %54 : vector<3xf32>
// CHECK-NEXT: %56 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %57 = "llvm.intr.vector.reduce.fadd"(%56, %55) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %58 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %59 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %60 = llvm.insertelement %57, %58[%59 : i64] : vector<2xf32>
// CHECK-NEXT: %61 = llvm.insertvalue %60, %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %62 = llvm.extractvalue %52[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %63 = arith.mulf %53, %62 : vector<3xf32>
// CHECK-NEXT: %64 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %65 = "llvm.intr.vector.reduce.fadd"(%64, %63) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %66 = llvm.extractvalue %61[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %68 = llvm.insertelement %65, %66[%67 : i64] : vector<2xf32>
// CHECK-NEXT: %69 = llvm.insertvalue %68, %61[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %70 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.extractvalue %52[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %72 = arith.mulf %70, %71 : vector<3xf32>
// CHECK-NEXT: %73 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %74 = "llvm.intr.vector.reduce.fadd"(%73, %72) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %75 = llvm.extractvalue %69[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %77 = llvm.insertelement %74, %75[%76 : i64] : vector<2xf32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %69[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %79 = llvm.extractvalue %52[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %80 = arith.mulf %70, %79 : vector<3xf32>
// CHECK-NEXT: %81 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %82 = "llvm.intr.vector.reduce.fadd"(%81, %80) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %83 = llvm.extractvalue %78[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %84 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %82, %83[%84 : i64] : vector<2xf32>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %78[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %87 = builtin.unrealized_conversion_cast %86 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %88 = arith.addf %87, %arg2 : vector<2x2xf32>
// CHECK-NEXT: %89 = builtin.unrealized_conversion_cast %88 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %90 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %91 = arith.mulf %90, %arg3 : vector<3xf32>
// CHECK-NEXT: %92 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %93 = "llvm.intr.vector.reduce.fadd"(%92, %91) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.insertelement %93, %cst_1[%94 : i64] : vector<2xf32>
// CHECK-NEXT: %96 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %97 = arith.mulf %96, %arg3 : vector<3xf32>
// CHECK-NEXT: %98 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %99 = "llvm.intr.vector.reduce.fadd"(%98, %97) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %100 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %101 = llvm.insertelement %99, %95[%100 : i64] : vector<2xf32>
// CHECK-NEXT: %102 = arith.addf %101, %arg4 : vector<2xf32>
// CHECK-NEXT: %103 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %104 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %105 = llvm.extractvalue %4[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %106 = arith.mulf %105, %103 : vector<3xf32>
// CHECK-NEXT: %107 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %108 = "llvm.intr.vector.reduce.fadd"(%107, %106) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %109 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %110 = llvm.insertelement %108, %cst_1[%109 : i64] : vector<2xf32>
// CHECK-NEXT: %111 = llvm.extractvalue %4[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %112 = arith.mulf %111, %103 : vector<3xf32>
// CHECK-NEXT: %113 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %114 = "llvm.intr.vector.reduce.fadd"(%113, %112) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %115 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %116 = llvm.insertelement %114, %110[%115 : i64] : vector<2xf32>
// CHECK-NEXT: %117 = arith.addf %116, %104 : vector<2xf32>
// CHECK-NEXT: %118 = llvm.insertvalue %117, %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %119 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %120 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %121 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %122 = arith.mulf %121, %119 : vector<3xf32>
// CHECK-NEXT: %123 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %124 = "llvm.intr.vector.reduce.fadd"(%123, %122) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %125 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %126 = llvm.insertelement %124, %cst_1[%125 : i64] : vector<2xf32>
// CHECK-NEXT: %127 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %128 = arith.mulf %127, %119 : vector<3xf32>
// CHECK-NEXT: %129 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %130 = "llvm.intr.vector.reduce.fadd"(%129, %128) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %131 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %132 = llvm.insertelement %130, %126[%131 : i64] : vector<2xf32>
// CHECK-NEXT: %133 = arith.addf %132, %120 : vector<2xf32>
// CHECK-NEXT: %134 = llvm.insertvalue %133, %118[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %135 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %136 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %137 = arith.mulf %135, %136 : vector<3xf32>
// CHECK-NEXT: %138 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %139 = "llvm.intr.vector.reduce.fadd"(%138, %137) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %140 = arith.addf %139, %arg8 : f32
// CHECK-NEXT: %141 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %142 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %143 = arith.mulf %141, %142 : vector<3xf32>
// CHECK-NEXT: %144 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %145 = "llvm.intr.vector.reduce.fadd"(%144, %143) {reassoc = true} : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %146 = arith.addf %145, %140 : f32
// CHECK-NEXT: %147 = llvm.extractvalue %5[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %148 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %149 = llvm.extractelement %147[%148 : i64] : vector<2xi32>
// CHECK-NEXT: %150 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %151 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %152 = llvm.insertelement %149, %150[%151 : i64] : vector<3xi32>
// CHECK-NEXT: %153 = llvm.insertvalue %152, %9[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %154 = llvm.extractvalue %5[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %155 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %156 = llvm.extractelement %154[%155 : i64] : vector<2xi32>
// CHECK-NEXT: %157 = llvm.extractvalue %153[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %158 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %159 = llvm.insertelement %156, %157[%158 : i64] : vector<3xi32>
// CHECK-NEXT: %160 = llvm.insertvalue %159, %153[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %161 = llvm.extractvalue %5[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %162 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %163 = llvm.extractelement %161[%162 : i64] : vector<2xi32>
// CHECK-NEXT: %164 = llvm.extractvalue %160[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %165 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %166 = llvm.insertelement %163, %164[%165 : i64] : vector<3xi32>
// CHECK-NEXT: %167 = llvm.insertvalue %166, %160[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %168 = llvm.extractvalue %5[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %169 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %170 = llvm.extractelement %168[%169 : i64] : vector<2xi32>
// CHECK-NEXT: %171 = llvm.extractvalue %167[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %172 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %173 = llvm.insertelement %170, %171[%172 : i64] : vector<3xi32>
// CHECK-NEXT: %174 = llvm.insertvalue %173, %167[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %175 = llvm.extractvalue %5[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %176 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %177 = llvm.extractelement %175[%176 : i64] : vector<2xi32>
// CHECK-NEXT: %178 = llvm.extractvalue %174[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %179 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %180 = llvm.insertelement %177, %178[%179 : i64] : vector<3xi32>
// CHECK-NEXT: %181 = llvm.insertvalue %180, %174[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %182 = llvm.extractvalue %5[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %183 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %184 = llvm.extractelement %182[%183 : i64] : vector<2xi32>
// CHECK-NEXT: %185 = llvm.extractvalue %181[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %186 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %187 = llvm.insertelement %184, %185[%186 : i64] : vector<3xi32>
// CHECK-NEXT: %188 = llvm.insertvalue %187, %181[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %189 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %190 = llvm.extractvalue %188[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %191 = arith.muli %189, %190 : vector<3xi32>
// CHECK-NEXT: %192 = "llvm.intr.vector.reduce.add"(%191) : (vector<3xi32>) -> i32
// CHECK-NEXT: %193 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %194 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %195 = llvm.insertelement %192, %193[%194 : i64] : vector<2xi32>
// CHECK-NEXT: %196 = llvm.insertvalue %195, %10[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %197 = llvm.extractvalue %188[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %198 = arith.muli %189, %197 : vector<3xi32>
// CHECK-NEXT: %199 = "llvm.intr.vector.reduce.add"(%198) : (vector<3xi32>) -> i32
// CHECK-NEXT: %200 = llvm.extractvalue %196[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %201 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %202 = llvm.insertelement %199, %200[%201 : i64] : vector<2xi32>
// CHECK-NEXT: %203 = llvm.insertvalue %202, %196[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %204 = llvm.extractvalue %6[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %205 = llvm.extractvalue %188[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %206 = arith.muli %204, %205 : vector<3xi32>
// CHECK-NEXT: %207 = "llvm.intr.vector.reduce.add"(%206) : (vector<3xi32>) -> i32
// CHECK-NEXT: %208 = llvm.extractvalue %203[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %209 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %210 = llvm.insertelement %207, %208[%209 : i64] : vector<2xi32>
// CHECK-NEXT: %211 = llvm.insertvalue %210, %203[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %212 = llvm.extractvalue %188[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %213 = arith.muli %204, %212 : vector<3xi32>
// CHECK-NEXT: %214 = "llvm.intr.vector.reduce.add"(%213) : (vector<3xi32>) -> i32
// CHECK-NEXT: %215 = llvm.extractvalue %211[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %216 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %217 = llvm.insertelement %214, %215[%216 : i64] : vector<2xi32>
// CHECK-NEXT: %218 = llvm.insertvalue %217, %211[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %219 = builtin.unrealized_conversion_cast %218 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: %220 = arith.addi %219, %arg11 : vector<2x2xi32>
// CHECK-NEXT: %221 = builtin.unrealized_conversion_cast %220 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %222 = llvm.extractvalue %89[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %223 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %224 = llvm.extractelement %222[%223 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%224) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %225 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %226 = llvm.extractelement %222[%225 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%226) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %227 = llvm.extractvalue %89[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %228 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %229 = llvm.extractelement %227[%228 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%229) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %230 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %231 = llvm.extractelement %227[%230 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%231) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %232 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %233 = llvm.extractelement %102[%232 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%233) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %234 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %235 = llvm.extractelement %102[%234 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%235) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %236 = llvm.extractvalue %134[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %237 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %238 = llvm.extractelement %236[%237 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%238) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %239 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %240 = llvm.extractelement %236[%239 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%240) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %241 = llvm.extractvalue %134[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %242 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %243 = llvm.extractelement %241[%242 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%243) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %244 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %245 = llvm.extractelement %241[%244 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%245) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%146) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %246 = llvm.extractvalue %221[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %247 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %248 = llvm.extractelement %246[%247 : i64] : vector<2xi32>
// CHECK-NEXT: %249 = arith.extsi %248 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%249) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %250 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %251 = llvm.extractelement %246[%250 : i64] : vector<2xi32>
// CHECK-NEXT: %252 = arith.extsi %251 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%252) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %253 = llvm.extractvalue %221[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %254 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %255 = llvm.extractelement %253[%254 : i64] : vector<2xi32>
// CHECK-NEXT: %256 = arith.extsi %255 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%256) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %257 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %258 = llvm.extractelement %253[%257 : i64] : vector<2xi32>
// CHECK-NEXT: %259 = arith.extsi %258 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%259) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @outer(%arg0: vector<2xf32>, %arg1: vector<3xf32>, %arg2: vector<2x3xf32>, %arg3: f32, %arg4: vector<2xi32>, %arg5: vector<3xi32>, %arg6: vector<2x3xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg6 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %arg0[%4 : i64] : vector<2xf32>
// CHECK-NEXT: %6 = splat %5 : vector<3xf32>
// CHECK-NEXT: %7 = arith.mulf %6, %arg1 : vector<3xf32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg0[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = splat %10 : vector<3xf32>
// CHECK-NEXT: %12 = arith.mulf %11, %arg1 : vector<3xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %8[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %arg0[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = splat %15 : vector<3xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = arith.mulf %16, %arg1 : vector<3xf32>
// CHECK-NEXT: %19 = arith.maxf %18, %17 : vector<3xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %22 = llvm.extractelement %arg0[%21 : i64] : vector<2xf32>
// CHECK-NEXT: %23 = splat %22 : vector<3xf32>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = arith.mulf %23, %arg1 : vector<3xf32>
// CHECK-NEXT: %26 = arith.maxf %25, %24 : vector<3xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %28 = splat %arg3 : vector<2xf32>
// CHECK-NEXT: %29 = arith.mulf %arg0, %28 : vector<2xf32>
// CHECK-NEXT: %30 = splat %arg3 : vector<2xf32>
// CHECK-NEXT: %31 = "llvm.intr.fmuladd"(%arg0, %30, %arg0) : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %arg4[%32 : i64] : vector<2xi32>
// CHECK-NEXT: %34 = splat %33 : vector<3xi32>
// CHECK-NEXT: %35 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %36 = arith.muli %34, %arg5 : vector<3xi32>
// CHECK-NEXT: %37 = arith.xori %36, %35 : vector<3xi32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %3[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %arg4[%39 : i64] : vector<2xi32>
// CHECK-NEXT: %41 = splat %40 : vector<3xi32>
// CHECK-NEXT: %42 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %43 = arith.muli %41, %arg5 : vector<3xi32>
// CHECK-NEXT: %44 = arith.xori %43, %42 : vector<3xi32>
// CHECK-NEXT: %45 = llvm.insertvalue %44, %38[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %46 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %47 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %48 = llvm.extractelement %46[%47 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%48) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %50 = llvm.extractelement %46[%49 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%50) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %52 = llvm.extractelement %46[%51 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%52) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %53 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %55 = llvm.extractelement %53[%54 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%55) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.extractelement %53[%56 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%57) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %58 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %59 = llvm.extractelement %53[%58 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%59) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %60 = llvm.extractvalue %27[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %61 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %62 = llvm.extractelement %60[%61 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%62) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %63 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %64 = llvm.extractelement %60[%63 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%64) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %66 = llvm.extractelement %60[%65 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%66) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %67 = llvm.extractvalue %27[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %68 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %69 = llvm.extractelement %67[%68 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%69) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %70 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %71 = llvm.extractelement %67[%70 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%71) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %72 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %73 = llvm.extractelement %67[%72 : i64] : vector<3xf32>
// CHECK-NEXT: llvm.call @printF32(%73) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %75 = llvm.extractelement %29[%74 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%75) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %77 = llvm.extractelement %29[%76 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%77) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %78 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %79 = llvm.extractelement %31[%78 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%79) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %80 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %81 = llvm.extractelement %31[%80 : i64] : vector<2xf32>
// CHECK-NEXT: llvm.call @printF32(%81) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %82 = llvm.extractvalue %45[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %83 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %84 = llvm.extractelement %82[%83 : i64] : vector<3xi32>
// CHECK-NEXT: %85 = arith.extsi %84 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%85) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %86 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %87 = llvm.extractelement %82[%86 : i64] : vector<3xi32>
// CHECK-NEXT: %88 = arith.extsi %87 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%88) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %89 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %90 = llvm.extractelement %82[%89 : i64] : vector<3xi32>
// CHECK-NEXT: %91 = arith.extsi %90 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%91) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %92 = llvm.extractvalue %45[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %93 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %94 = llvm.extractelement %92[%93 : i64] : vector<3xi32>
// CHECK-NEXT: %95 = arith.extsi %94 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%95) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %96 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %97 = llvm.extractelement %92[%96 : i64] : vector<3xi32>
// CHECK-NEXT: %98 = arith.extsi %97 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%98) : (i64) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %99 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %100 = llvm.extractelement %92[%99 : i64] : vector<3xi32>
// CHECK-NEXT: %101 = arith.extsi %100 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%101) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func @reds(%arg0: vector<4xf32>, %arg1: vector<2xf64>, %arg2: vector<8xi16>, %arg3: vector<4xindex>, %arg4: f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<4xindex> to vector<4xi64>
// CHECK-NEXT: %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = "llvm.intr.vector.reduce.fadd"(%1, %arg0) {reassoc = true} : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.fmul"(%arg4, %arg0) {reassoc = true} : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fmin"(%arg0) : (vector<4xf32>) -> f32
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.fmax"(%arg1) : (vector<2xf64>) -> f64
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<8xi16>) -> i16
// CHECK-NEXT: %7 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<8xi16>) -> i16
// CHECK-NEXT: %8 = "llvm.intr.vector.reduce.smax"(%arg2) : (vector<8xi16>) -> i16
// CHECK-NEXT: %9 = "llvm.intr.vector.reduce.and"(%arg2) : (vector<8xi16>) -> i16
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.or"(%0) : (vector<4xi64>) -> i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: %12 = "llvm.intr.vector.reduce.fmul"(%11, %arg1) {reassoc = true} : (f64, vector<2xf64>) -> f64
// CHECK-NEXT: llvm.call @printF32(%2) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%3) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%4) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%5) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %13 = arith.extsi %6 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%13) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %14 = arith.extsi %7 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%14) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %15 = arith.extsi %8 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%15) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %16 = arith.extsi %9 : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%16) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%10) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%12) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
