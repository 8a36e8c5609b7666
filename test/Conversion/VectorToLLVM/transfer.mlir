// RUN: gpuopt %s -convert-vector-to-llvm | FileCheck %s --match-full-lines

// vector.load/store and 1-D transfer_read/transfer_write (in bounds: plain loads and stores; out of bounds: the
// mask built from the memref's size), identical to mlir-opt 14 -convert-vector-to-llvm.

func @xfer(%m: memref<?x?xf32>, %s: memref<8x16xf32>, %i: index, %f: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %vv: memref<?xvector<4xf32>>, %vp: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %f, %mask : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %s[%i, %c12], %f : memref<8x16xf32>, vector<4xf32>
  %5 = vector.transfer_read %s[%i, %c0], %f {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<8x16xf32>, vector<4xf32>
  %6 = vector.transfer_read %s[%i, %c0], %f : memref<8x16xf32>, vector<2x4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %2, %m[%i, %i], %mask : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %4, %s[%i, %c12] : vector<4xf32>, memref<8x16xf32>
  vector.transfer_write %5, %s[%i, %i] : vector<4xf32>, memref<8x16xf32>
  %7 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %7, %m[%i, %c0] : memref<?x?xf32>, vector<4xf32>
  %8 = vector.load %vv[%i] : memref<?xvector<4xf32>>, vector<4xf32>
  vector.store %8, %vv[%c0] : memref<?xvector<4xf32>>, vector<4xf32>
  %9 = vector.load %s[%i, %i] : memref<8x16xf32>, vector<1xf32>
  vector.store %9, %s[%i, %c0] : memref<8x16xf32>, vector<1xf32>
  vector.print %3 : vector<4xf32>
  vector.print %6 : vector<2x4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: func @xfer(%arg0: memref<?x?xf32>, %arg1: memref<8x16xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<4xf32>, %arg6: memref<?xvector<4xf32>>, %arg7: vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<8x16xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg6 : memref<?xvector<4xf32>> to !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %c12 : index to i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %6 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %7 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %8 = splat %7 : vector<4xi32>
// CHECK-NEXT: %9 = arith.addi %8, %cst : vector<4xi32>
// CHECK-NEXT: %10 = arith.index_cast %6 : index to i32
// CHECK-NEXT: %11 = splat %10 : vector<4xi32>
// CHECK-NEXT: %12 = arith.cmpi slt, %9, %11 : vector<4xi32>
// CHECK-NEXT: %13 = splat %arg3 : vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %1, %15  : i64
// CHECK-NEXT: %17 = llvm.add %16, %1  : i64
// CHECK-NEXT: %18 = llvm.getelementptr %14[%17] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %19 = llvm.bitcast %18 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %20 = llvm.intr.masked.load %19, %12, %13 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %1, %22  : i64
// CHECK-NEXT: %24 = llvm.add %23, %1  : i64
// CHECK-NEXT: %25 = llvm.getelementptr %21[%24] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %26 = llvm.bitcast %25 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %27 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %28 = memref.dim %arg0, %c1_0 : memref<?x?xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %29 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %30 = splat %29 : vector<4xi32>
// CHECK-NEXT: %31 = arith.addi %30, %cst_1 : vector<4xi32>
// CHECK-NEXT: %32 = arith.index_cast %28 : index to i32
// CHECK-NEXT: %33 = splat %32 : vector<4xi32>
// CHECK-NEXT: %34 = arith.cmpi slt, %31, %33 : vector<4xi32>
// CHECK-NEXT: %35 = arith.andi %34, %arg4 : vector<4xi1>
// CHECK-NEXT: %36 = splat %arg3 : vector<4xf32>
// CHECK-NEXT: %37 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mul %1, %38  : i64
// CHECK-NEXT: %40 = llvm.add %39, %1  : i64
// CHECK-NEXT: %41 = llvm.getelementptr %37[%40] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %42 = llvm.bitcast %41 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %43 = llvm.intr.masked.load %42, %35, %36 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %44 = splat %arg3 : vector<4xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mul %1, %46  : i64
// CHECK-NEXT: %48 = llvm.add %47, %1  : i64
// CHECK-NEXT: %49 = llvm.getelementptr %45[%48] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %50 = llvm.bitcast %49 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %51 = llvm.intr.masked.load %50, %arg4, %44 {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %54 = llvm.mul %1, %53  : i64
// CHECK-NEXT: %55 = llvm.add %54, %5  : i64
// CHECK-NEXT: %56 = llvm.getelementptr %52[%55] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %57 = llvm.bitcast %56 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %58 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %59 = memref.load %arg1[%arg2, %c0] : memref<8x16xf32>
// CHECK-NEXT: %60 = splat %59 : vector<4xf32>
// CHECK-NEXT: %61 = vector.transfer_read %arg1[%arg2, %c0], %arg3 {in_bounds = [false, true]} : memref<8x16xf32>, vector<2x4xf32>
// CHECK-NEXT: %62 = builtin.unrealized_conversion_cast %61 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %63 = memref.dim %arg0, %c1_2 : memref<?x?xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %64 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %65 = splat %64 : vector<4xi32>
// CHECK-NEXT: %66 = arith.addi %65, %cst_3 : vector<4xi32>
// CHECK-NEXT: %67 = arith.index_cast %63 : index to i32
// CHECK-NEXT: %68 = splat %67 : vector<4xi32>
// CHECK-NEXT: %69 = arith.cmpi slt, %66, %68 : vector<4xi32>
// CHECK-NEXT: %70 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %71 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %72 = llvm.mul %1, %71  : i64
// CHECK-NEXT: %73 = llvm.add %72, %1  : i64
// CHECK-NEXT: %74 = llvm.getelementptr %70[%73] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %75 = llvm.bitcast %74 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.intr.masked.store %20, %75, %69 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %76 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %77 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %78 = llvm.mul %1, %77  : i64
// CHECK-NEXT: %79 = llvm.add %78, %1  : i64
// CHECK-NEXT: %80 = llvm.getelementptr %76[%79] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %81 = llvm.bitcast %80 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.store %27, %81 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %82 = memref.dim %arg0, %c1_4 : memref<?x?xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %83 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %84 = splat %83 : vector<4xi32>
// CHECK-NEXT: %85 = arith.addi %84, %cst_5 : vector<4xi32>
// CHECK-NEXT: %86 = arith.index_cast %82 : index to i32
// CHECK-NEXT: %87 = splat %86 : vector<4xi32>
// CHECK-NEXT: %88 = arith.cmpi slt, %85, %87 : vector<4xi32>
// CHECK-NEXT: %89 = arith.andi %88, %arg4 : vector<4xi1>
// CHECK-NEXT: %90 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %91 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %92 = llvm.mul %1, %91  : i64
// CHECK-NEXT: %93 = llvm.add %92, %1  : i64
// CHECK-NEXT: %94 = llvm.getelementptr %90[%93] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %95 = llvm.bitcast %94 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.intr.masked.store %43, %95, %89 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %96 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %97 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %98 = llvm.mul %1, %97  : i64
// CHECK-NEXT: %99 = llvm.add %98, %5  : i64
// CHECK-NEXT: %100 = llvm.getelementptr %96[%99] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %101 = llvm.bitcast %100 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.store %58, %101 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %cst_7 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %102 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %103 = splat %102 : vector<4xi32>
// CHECK-NEXT: %104 = arith.addi %103, %cst_7 : vector<4xi32>
// CHECK-NEXT: %105 = arith.index_cast %c16 : index to i32
// CHECK-NEXT: %106 = splat %105 : vector<4xi32>
// CHECK-NEXT: %107 = arith.cmpi slt, %104, %106 : vector<4xi32>
// CHECK-NEXT: %108 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %109 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %110 = llvm.mul %1, %109  : i64
// CHECK-NEXT: %111 = llvm.add %110, %1  : i64
// CHECK-NEXT: %112 = llvm.getelementptr %108[%111] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %113 = llvm.bitcast %112 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.intr.masked.store %60, %113, %107 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %114 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %115 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %116 = llvm.mul %1, %115  : i64
// CHECK-NEXT: %117 = llvm.add %116, %1  : i64
// CHECK-NEXT: %118 = llvm.getelementptr %114[%117] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %119 = llvm.bitcast %118 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %120 = llvm.load %119 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %121 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %122 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %123 = llvm.mul %1, %122  : i64
// CHECK-NEXT: %124 = llvm.add %123, %4  : i64
// CHECK-NEXT: %125 = llvm.getelementptr %121[%124] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %126 = llvm.bitcast %125 : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.store %120, %126 {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %127 = llvm.extractvalue %3[1] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %128 = llvm.getelementptr %127[%1] : (!llvm.ptr<vector<4xf32>>, i64) -> !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %129 = llvm.bitcast %128 : !llvm.ptr<vector<4xf32>> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %130 = llvm.load %129 {alignment = 16 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %131 = llvm.extractvalue %3[1] : !llvm.struct<(ptr<vector<4xf32>>, ptr<vector<4xf32>>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %132 = llvm.getelementptr %131[%4] : (!llvm.ptr<vector<4xf32>>, i64) -> !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %133 = llvm.bitcast %132 : !llvm.ptr<vector<4xf32>> to !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: llvm.store %130, %133 {alignment = 16 : i64} : !llvm.ptr<vector<4xf32>>
// CHECK-NEXT: %134 = memref.load %arg1[%arg2, %arg2] : memref<8x16xf32>
// CHECK-NEXT: memref.store %134, %arg1[%arg2, %c0] : memref<8x16xf32>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %135 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %136 = llvm.extractelement %51[%135 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%136) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %137 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %138 = llvm.extractelement %51[%137 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%138) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %139 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %140 = llvm.extractelement %51[%139 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%140) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %141 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %142 = llvm.extractelement %51[%141 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%142) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %143 = llvm.extractvalue %62[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %144 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %145 = llvm.extractelement %143[%144 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%145) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %146 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %147 = llvm.extractelement %143[%146 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%147) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %148 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %149 = llvm.extractelement %143[%148 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%149) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %150 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %151 = llvm.extractelement %143[%150 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%151) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %152 = llvm.extractvalue %62[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %153 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %154 = llvm.extractelement %152[%153 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%154) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %155 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %156 = llvm.extractelement %152[%155 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%156) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %157 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %158 = llvm.extractelement %152[%157 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%158) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %159 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %160 = llvm.extractelement %152[%159 : i64] : vector<4xf32>
// CHECK-NEXT: llvm.call @printF32(%160) : (f32) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
