// RUN: gpuopt %s -split-input-file -convert-memref-to-llvm | FileCheck %s
// RUN: gpuopt %s -split-input-file -gpu-to-llvm | FileCheck %s --check-prefix=HOST

// memref.atomic_rmw becomes llvm.atomicrmw for the kinds LLVM has (identity layouts only, as in 14);
// memref.generic_atomic_rmw becomes a cmpxchg loop, under --gpu-to-llvm, where its body converts too.
// The expected output is mlir-opt 14's.

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func @atomic_rmw(%arg0: memref<10xf32>, %arg1: index, %arg2: f32, %arg3: memref<4x?xi32>, %arg4: i32, %arg5: memref<4xi32, #map>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg3 : memref<4x?xi32> to !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.atomicrmw fadd %4, %arg2 acq_rel  : f32
// CHECK-NEXT: %6 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mul %1, %7  : i64
// CHECK-NEXT: %9 = llvm.add %8, %1  : i64
// CHECK-NEXT: %10 = llvm.getelementptr %6[%9] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %11 = llvm.atomicrmw max %10, %arg4 acq_rel  : i32
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mul %1, %13  : i64
// CHECK-NEXT: %15 = llvm.add %14, %1  : i64
// CHECK-NEXT: %16 = llvm.getelementptr %12[%15] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %17 = llvm.atomicrmw umin %16, %arg4 acq_rel  : i32
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.getelementptr %18[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %20 = llvm.atomicrmw xchg %19, %arg2 acq_rel  : f32
// CHECK-NEXT: %21 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %1, %22  : i64
// CHECK-NEXT: %24 = llvm.add %23, %1  : i64
// CHECK-NEXT: %25 = llvm.getelementptr %21[%24] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %26 = llvm.atomicrmw _and %25, %arg4 acq_rel  : i32
// CHECK-NEXT: %27 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.mul %1, %28  : i64
// CHECK-NEXT: %30 = llvm.add %29, %1  : i64
// CHECK-NEXT: %31 = llvm.getelementptr %27[%30] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %32 = llvm.atomicrmw _or %31, %arg4 acq_rel  : i32
// CHECK-NEXT: %33 = memref.atomic_rmw mulf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %34 = memref.atomic_rmw addi %arg4, %arg5[%arg1] : (i32, memref<4xi32, #map>) -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @generic_not_lowered(%arg0: memref<10xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xi32> {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: memref.atomic_yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func @atomic_rmw(%m: memref<10xf32>, %i: index, %v: f32, %im: memref<4x?xi32>, %iv: i32, %s: memref<4xi32, offset: 2, strides: [1]>) {
  %a = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw maxs %iv, %im[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %c = memref.atomic_rmw minu %iv, %im[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %d = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %e = memref.atomic_rmw andi %iv, %im[%i, %i] : (i32, memref<4x?xi32>) -> i32
  %f = memref.atomic_rmw ori %iv, %im[%i, %i] : (i32, memref<4x?xi32>) -> i32
  // Kinds without an LLVM atomicrmw operation, and layouts other than the identity, are not lowered.
  %g = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %h = memref.atomic_rmw addi %iv, %s[%i] : (i32, memref<4xi32, offset: 2, strides: [1]>) -> i32
  return
}

// Under convert-memref-to-llvm alone, a generic_atomic_rmw whose body or following ops cannot be
// converted (the arith op, the function's return) is left as it is: 14 rolls its pattern back.
func @generic_not_lowered(%m: memref<10xi32>, %i: index, %v: i32) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    %inc = arith.addi %v, %cur : i32
    memref.atomic_yield %inc : i32
  }
  return %x : i32
}

// -----

// HOST: module {
// HOST-LABEL: llvm.func @generic(%arg0: !llvm.ptr<i32>, %arg1: !llvm.ptr<i32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i32, %arg7: i1) -> i32 {
// HOST-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: llvm.cond_br %arg7, ^bb1, ^bb4
// HOST-NEXT: ^bb1:  // pred: ^bb0
// HOST-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %7 = llvm.getelementptr %6[%arg5] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// HOST-NEXT: %8 = llvm.load %7 : !llvm.ptr<i32>
// HOST-NEXT: llvm.br ^bb2(%8 : i32)
// HOST-NEXT: ^bb2(%9: i32):  // 2 preds: ^bb1, ^bb2
// HOST-NEXT: %10 = llvm.add %arg6, %9  : i32
// HOST-NEXT: %11 = llvm.mul %10, %arg6  : i32
// HOST-NEXT: %12 = llvm.cmpxchg %7, %9, %11 acq_rel monotonic : i32
// HOST-NEXT: %13 = llvm.extractvalue %12[0] : !llvm.struct<(i32, i1)>
// HOST-NEXT: %14 = llvm.extractvalue %12[1] : !llvm.struct<(i32, i1)>
// HOST-NEXT: llvm.cond_br %14, ^bb3, ^bb2(%13 : i32)
// HOST-NEXT: ^bb3:  // pred: ^bb2
// HOST-NEXT: %15 = llvm.add %13, %arg6  : i32
// HOST-NEXT: llvm.br ^bb5(%15 : i32)
// HOST-NEXT: ^bb4:  // pred: ^bb0
// HOST-NEXT: llvm.br ^bb5(%arg6 : i32)
// HOST-NEXT: ^bb5(%16: i32):  // 2 preds: ^bb3, ^bb4
// HOST-NEXT: llvm.return %16 : i32
// HOST-NEXT: }
// HOST-LABEL: llvm.func @generic_strided(%arg0: !llvm.ptr<i64>, %arg1: !llvm.ptr<i64>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> i64 {
// HOST-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %8 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %9 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %10 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %11 = llvm.mul %arg7, %10  : i64
// HOST-NEXT: %12 = llvm.add %9, %11  : i64
// HOST-NEXT: %13 = llvm.add %12, %arg7  : i64
// HOST-NEXT: %14 = llvm.getelementptr %8[%13] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// HOST-NEXT: %15 = llvm.load %14 : !llvm.ptr<i64>
// HOST-NEXT: llvm.br ^bb1(%15 : i64)
// HOST-NEXT: ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb1
// HOST-NEXT: %17 = llvm.add %arg8, %16  : i64
// HOST-NEXT: %18 = llvm.cmpxchg %14, %16, %17 acq_rel monotonic : i64
// HOST-NEXT: %19 = llvm.extractvalue %18[0] : !llvm.struct<(i64, i1)>
// HOST-NEXT: %20 = llvm.extractvalue %18[1] : !llvm.struct<(i64, i1)>
// HOST-NEXT: llvm.cond_br %20, ^bb2, ^bb1(%19 : i64)
// HOST-NEXT: ^bb2:  // pred: ^bb1
// HOST-NEXT: llvm.return %19 : i64
// HOST-NEXT: }
// HOST-LABEL: llvm.func @generic_then_generic(%arg0: !llvm.ptr<i32>, %arg1: !llvm.ptr<i32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr<i64>, %arg6: !llvm.ptr<i64>, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i32, %arg14: i64) -> i32 {
// HOST-NEXT: %0 = builtin.unrealized_conversion_cast %arg12 : i64 to index
// HOST-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// HOST-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)> to memref<10xi32>
// HOST-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %9 = llvm.insertvalue %arg5, %8[0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %10 = llvm.insertvalue %arg6, %9[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %11 = llvm.insertvalue %arg7, %10[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %12 = llvm.insertvalue %arg8, %11[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %13 = llvm.insertvalue %arg10, %12[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %14 = llvm.insertvalue %arg9, %13[3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %15 = llvm.insertvalue %arg11, %14[4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %16 = memref.generic_atomic_rmw %7[%0] : memref<10xi32> {
// HOST-NEXT: ^bb0(%arg15: i32):
// HOST-NEXT: %30 = llvm.add %arg13, %arg15  : i32
// HOST-NEXT: memref.atomic_yield %30 : i32
// HOST-NEXT: }
// HOST-NEXT: %17 = llvm.extractvalue %15[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %18 = llvm.extractvalue %15[2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %19 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
// HOST-NEXT: %20 = llvm.mul %arg12, %19  : i64
// HOST-NEXT: %21 = llvm.add %18, %20  : i64
// HOST-NEXT: %22 = llvm.add %21, %arg12  : i64
// HOST-NEXT: %23 = llvm.getelementptr %17[%22] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// HOST-NEXT: %24 = llvm.load %23 : !llvm.ptr<i64>
// HOST-NEXT: llvm.br ^bb1(%24 : i64)
// HOST-NEXT: ^bb1(%25: i64):  // 2 preds: ^bb0, ^bb1
// HOST-NEXT: %26 = llvm.add %arg14, %25  : i64
// HOST-NEXT: %27 = llvm.cmpxchg %23, %25, %26 acq_rel monotonic : i64
// HOST-NEXT: %28 = llvm.extractvalue %27[0] : !llvm.struct<(i64, i1)>
// HOST-NEXT: %29 = llvm.extractvalue %27[1] : !llvm.struct<(i64, i1)>
// HOST-NEXT: llvm.cond_br %29, ^bb2, ^bb1(%28 : i64)
// HOST-NEXT: ^bb2:  // pred: ^bb1
// HOST-NEXT: llvm.return %16 : i32
// HOST-NEXT: }
// HOST-NEXT: }

func @generic(%m: memref<10xi32>, %i: index, %v: i32, %c: i1) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    %a = arith.addi %v, %cur : i32
    %b = arith.muli %a, %v : i32
    memref.atomic_yield %b : i32
  }
  %z = arith.addi %x, %v : i32
  br ^bb3(%z : i32)
^bb2:
  br ^bb3(%v : i32)
^bb3(%r: i32):
  return %r : i32
}

func @generic_strided(%s: memref<4x?xi64, offset: ?, strides: [?, 1]>, %i: index, %w: i64) -> i64 {
  %y = memref.generic_atomic_rmw %s[%i, %i] : memref<4x?xi64, offset: ?, strides: [?, 1]> {
  ^bb0(%cur : i64):
    %n = arith.addi %w, %cur : i64
    memref.atomic_yield %n : i64
  }
  return %y : i64
}

// As in 14, a generic_atomic_rmw followed by an op whose lowering makes blocks (here another
// generic_atomic_rmw) is left as it is.
func @generic_then_generic(%m: memref<10xi32>, %s: memref<4x?xi64, offset: ?, strides: [?, 1]>, %i: index, %v: i32, %w: i64) -> i32 {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    %a = arith.addi %v, %cur : i32
    memref.atomic_yield %a : i32
  }
  %y = memref.generic_atomic_rmw %s[%i, %i] : memref<4x?xi64, offset: ?, strides: [?, 1]> {
  ^bb0(%cur : i64):
    %b = arith.addi %w, %cur : i64
    memref.atomic_yield %b : i64
  }
  return %x : i32
}
