// RUN: gpuopt %s --pass-pipeline='gpu.module(convert-gpu-to-nvvm)' | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='gpu.module(convert-gpu-to-rocdl)' | FileCheck %s --check-prefix=ROCDL

// The memref lowerings inside kernels (shared with convert-memref-to-llvm and --gpu-to-llvm): views,
// globals, atomics, the cmpxchg loop of generic_atomic_rmw, copies.  The expected output is mlir-opt 14's.

// CHECK: module {
// CHECK-NEXT: gpu.module @k {
// CHECK-NEXT: llvm.mlir.global private @g(dense<1.000000e+00> : tensor<4xf32>) : !llvm.array<4 x f32>
// CHECK-LABEL: llvm.func @kern(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i32, %arg9: !llvm.ptr<i32>, %arg10: !llvm.ptr<i32>, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr<i8>, %arg15: !llvm.ptr<i8>, %arg16: i64, %arg17: i64, %arg18: i64) attributes {gpu.kernel, nvvm.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg9, %8[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg10, %9[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg11, %10[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg12, %11[3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg13, %12[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg14, %14[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg15, %15[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg16, %16[2] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg17, %17[3, 0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg18, %18[4, 0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.bitcast %21 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %20[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.bitcast %24 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %23[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.mul %arg7, %27  : i64
// CHECK-NEXT: %31 = llvm.add %29, %30  : i64
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.mul %32, %28  : i64
// CHECK-NEXT: %34 = llvm.add %31, %33  : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %26[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertvalue %36, %35[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.insertvalue %37, %38[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %41 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertvalue %40, %39[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %41, %42[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %44[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %46[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %49 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %51 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %51, %50[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %52[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %55 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %57 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %56[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %59 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %61 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %62 = llvm.getelementptr %61[%59] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %63 = llvm.ptrtoint %62 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %64 = llvm.mlir.addressof @g : !llvm.ptr<array<4 x f32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %66 = llvm.getelementptr %64[%65, %65] : (!llvm.ptr<array<4 x f32>>, i64, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %67 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %69 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %68, %69[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %72 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.insertvalue %59, %73[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.insertvalue %60, %74[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %76 = llvm.extractvalue %13[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %77 = llvm.getelementptr %76[%arg7] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %78 = llvm.load %77 : !llvm.ptr<i32>
// CHECK-NEXT: llvm.br ^bb1(%78 : i32)
// CHECK-NEXT: ^bb1(%79: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %80 = llvm.add %arg8, %79  : i32
// CHECK-NEXT: %81 = llvm.cmpxchg %77, %79, %80 acq_rel monotonic : i32
// CHECK-NEXT: %82 = llvm.extractvalue %81[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %83 = llvm.extractvalue %81[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: llvm.cond_br %83, ^bb2, ^bb1(%82 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %84 = llvm.extractvalue %13[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %85 = llvm.getelementptr %84[%arg7] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %86 = llvm.atomicrmw add %85, %arg8 acq_rel  : i32
// CHECK-NEXT: %87 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %88 = llvm.extractvalue %19[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %89 = llvm.bitcast %88 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %90 = llvm.insertvalue %89, %87[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %91 = llvm.extractvalue %19[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = llvm.getelementptr %91[%arg7] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %93 = llvm.bitcast %92 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %94 = llvm.insertvalue %93, %90[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %95 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %96 = llvm.insertvalue %95, %94[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %97 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %98 = llvm.insertvalue %97, %96[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %99 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %100 = llvm.insertvalue %99, %98[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %101 = llvm.extractvalue %43[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %102 = llvm.extractvalue %43[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %103 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %104 = llvm.mul %arg7, %103  : i64
// CHECK-NEXT: %105 = llvm.add %102, %104  : i64
// CHECK-NEXT: %106 = llvm.add %105, %arg7  : i64
// CHECK-NEXT: %107 = llvm.getelementptr %101[%106] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %108 = llvm.load %107 : !llvm.ptr<f32>
// CHECK-NEXT: %109 = llvm.extractvalue %58[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %110 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %111 = llvm.mul %arg7, %110  : i64
// CHECK-NEXT: %112 = llvm.add %arg7, %111  : i64
// CHECK-NEXT: %113 = llvm.getelementptr %109[%112] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %108, %113 : !llvm.ptr<f32>
// CHECK-NEXT: %114 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %115 = llvm.extractvalue %75[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %116 = llvm.mul %114, %115  : i64
// CHECK-NEXT: %117 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %118 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %119 = llvm.getelementptr %117[%118] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %120 = llvm.ptrtoint %119 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %121 = llvm.mul %116, %120  : i64
// CHECK-NEXT: %122 = llvm.extractvalue %75[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %123 = llvm.extractvalue %100[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %124 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%123, %122, %121, %124) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// ROCDL: llvm.func @kern(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i32, %arg9: !llvm.ptr<i32>, %arg10: !llvm.ptr<i32>, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr<i8>, %arg15: !llvm.ptr<i8>, %arg16: i64, %arg17: i64, %arg18: i64) attributes {gpu.kernel, rocdl.kernel} {
// ROCDL: %81 = llvm.cmpxchg %77, %79, %80 acq_rel monotonic : i32
// ROCDL: %86 = llvm.atomicrmw add %85, %arg8 acq_rel  : i32
// ROCDL: "llvm.intr.memcpy"(%123, %122, %121, %124) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()

gpu.module @k {
  memref.global "private" @g : memref<4xf32> = dense<1.0>
  gpu.func @kern(%m: memref<8x16xf32>, %i: index, %v: i32, %im: memref<10xi32>, %b: memref<64xi8>) kernel {
    %s = memref.subview %m[%i, 0][2, 16][1, 1] : memref<8x16xf32> to memref<2x16xf32, offset: ?, strides: [16, 1]>
    %c = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
    %e = memref.expand_shape %c [[0, 1]] : memref<128xf32> into memref<4x32xf32>
    %t = memref.transpose %m (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>
    %g = memref.get_global @g : memref<4xf32>
    %x = memref.generic_atomic_rmw %im[%i] : memref<10xi32> {
    ^bb0(%cur : i32):
      %inc = arith.addi %v, %cur : i32
      memref.atomic_yield %inc : i32
    }
    %a = memref.atomic_rmw addi %v, %im[%i] : (i32, memref<10xi32>) -> i32
    %w = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
    %f = memref.load %s[%i, %i] : memref<2x16xf32, offset: ?, strides: [16, 1]>
    memref.store %f, %t[%i, %i] : memref<16x8xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>
    memref.copy %g, %w : memref<4xf32> to memref<4xf32>
    gpu.return
  }
}
