// RUN: gpuopt -convert-scf-to-std %s | FileCheck %s

// The conversion folds an scf.if before lowering it, as mlir-opt 14's does: on `xori %c, true` with an else
// region it branches on %c with the regions swapped (the xori stays: conversion erases nothing unused).

// CHECK-LABEL: func @negated(%arg0: i1, %arg1: memref<i32>, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg3, %arg1[] : memref<i32>
// CHECK-NEXT: br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cond_br %arg0, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: br ^bb6(%arg3 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: br ^bb6(%arg2 : i32)
// CHECK-NEXT: ^bb6(%1: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: return %1 : i32
func @negated(%a: i1, %m: memref<i32>, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %n {
    memref.store %x, %m[] : memref<i32>
  } else {
    memref.store %y, %m[] : memref<i32>
  }
  %0 = scf.if %n -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %0 : i32
}
