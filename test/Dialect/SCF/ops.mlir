// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s

// Round trip of every op of MLIR 14's scf dialect in custom and generic form: iter_args, result types
// (one or a list), implicit and explicit scf.yield, else regions, while's `do` region and attributes,
// parallel loops with reductions, multi-block execute_region. The CHECK lines are mlir-opt 14's output.

// CHECK-LABEL: func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1) -> f32 {
// CHECK-NEXT: %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %3 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT: scf.for %arg6 = %arg5 to %arg1 step %arg2 {
// CHECK-NEXT: %4 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg0) -> (f32, index) {
// CHECK-NEXT: scf.yield %arg6, %arg7 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT: scf.yield %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @conditionals(%arg0: i1, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.negf %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg2 : f32, i32
// CHECK-NEXT: } {attr = "x"}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @whiles(%arg0: f32, %arg1: index, %arg2: i1) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (f32, index) -> (f32, index) {
// CHECK-NEXT: scf.condition(%arg2) %arg3, %arg4 : f32, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: index):
// CHECK-NEXT: scf.yield %arg3, %arg4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {foo = 2 : i32}
// CHECK-NEXT: %1 = scf.while (%arg3 = %arg1) : (index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.condition(%arg2) {bar} %cst : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: scf.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @parallels(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) {
// CHECK-NEXT: %0:2 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3)  : f32 {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %1 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce(%arg4)  : i32 {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT: %1 = arith.muli %arg7, %arg8 : i32
// CHECK-NEXT: scf.reduce.return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {mapping = "x"}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @regions(%arg0: i1) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i64) {
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: br ^bb3(%c2_i32, %c3_i64 : i32, i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: br ^bb3(%c4_i32, %c5_i64 : i32, i64)
// CHECK-NEXT: ^bb3(%2: i32, %3: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %2, %3 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {foo}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func @loops(%lb: index, %ub: index, %s: index, %x: f32, %c: i1) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  scf.for %i = %lb to %ub step %s {
    %z = arith.addi %i, %i : index
    scf.for %j = %i to %ub step %s {
      %w = arith.addi %i, %j : index
    } {tag = 1 : i64}
  }
  %p:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %lb) -> (f32, index) {
    scf.yield %a, %b : f32, index
  }
  scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> f32 {
    scf.yield %a : f32
  }
  return %r : f32
}

func @conditionals(%c: i1, %x: f32, %y: i32) -> f32 {
  %q = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  scf.if %c {
    %w = arith.addf %x, %x : f32
  }
  scf.if %c {
  } else {
    %w = arith.addi %y, %y : i32
  }
  %t:2 = scf.if %c -> (f32, i32) {
    scf.yield %x, %y : f32, i32
  } else {
    scf.yield %q, %y : f32, i32
  } {attr = "x"}
  return %q : f32
}

func @whiles(%x: f32, %lb: index, %c: i1) {
  %w:2 = scf.while (%a = %x, %b = %lb) : (f32, index) -> (f32, index) {
    scf.condition(%c) %a, %b : f32, index
  } do {
  ^bb0(%a2: f32, %b2: index):
    scf.yield %a2, %b2 : f32, index
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo = 2 : i32}
  %v = scf.while (%a = %lb) : (index) -> f32 {
    %f = arith.constant 1.0 : f32
    scf.condition(%c) {bar} %f : f32
  } do {
  ^bb0(%g: f32):
    scf.yield %lb : index
  }
  return
}

func @parallels(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) {
  %p:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x, %y) -> (f32, i32) {
    scf.reduce(%x) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      scf.reduce.return %t : f32
    }
    scf.reduce(%y) : i32 {
    ^bb0(%l: i32, %rr: i32):
      %t = arith.muli %l, %rr : i32
      scf.reduce.return %t : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %k = arith.addi %i, %i : index
  } {mapping = "x"}
  return
}

func @regions(%c: i1) -> i32 {
  %e = scf.execute_region -> i32 {
    %k = arith.constant 1 : i32
    scf.yield %k : i32
  }
  %m:2 = scf.execute_region -> (i32, i64) {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 2 : i32
    %b = arith.constant 3 : i64
    br ^bb3(%a, %b : i32, i64)
  ^bb2:
    %d = arith.constant 4 : i32
    %f = arith.constant 5 : i64
    br ^bb3(%d, %f : i32, i64)
  ^bb3(%g: i32, %h: i64):
    scf.yield %g, %h : i32, i64
  }
  scf.execute_region {
    scf.yield
  } {foo}
  return %e : i32
}
