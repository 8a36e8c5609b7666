// RUN: gpuopt -convert-scf-to-std %s | FileCheck %s

// convert-scf-to-std on loops, conditionals, while and do-while loops, parallel loops with reductions and
// multi-block execute_region: block order, block arguments and value names as mlir-opt 14 writes them
// (the CHECK lines are its output).

// CHECK-LABEL: func @simple_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : index
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @nested_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: br ^bb3(%0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = arith.addi %0, %2 : index
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.muli %0, %0 : index
// CHECK-NEXT: %7 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%7 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @for_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %4 = arith.addf %1, %1 : f32
// CHECK-NEXT: %5 = arith.addi %2, %2 : i32
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%6, %4, %5 : index, f32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func @if_else(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %1 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: br ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: br ^bb5
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cond_br %arg0, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: br ^bb8(%arg1 : f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %3 = arith.negf %arg1 : f32
// CHECK-NEXT: br ^bb8(%3 : f32)
// CHECK-NEXT: ^bb8(%4: f32):  // 2 preds: ^bb6, ^bb7
// CHECK-NEXT: br ^bb9
// CHECK-NEXT: ^bb9:  // pred: ^bb8
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @if_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT: br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT: br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func @do_while(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT: cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %8 = arith.addf %5, %cst : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %9 = arith.muli %6, %c2_i32 : i32
// CHECK-NEXT: %10 = arith.addi %4, %arg2 : index
// CHECK-NEXT: br ^bb3(%10, %8, %9 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %11 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%11, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func @parallel_plain(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb8
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cond_br %1, ^bb2, ^bb9
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb7
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cond_br %3, ^bb4, ^bb8
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: br ^bb5(%arg0 : index)
// CHECK-NEXT: ^bb5(%4: index):  // 2 preds: ^bb4, ^bb6
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT: cond_br %5, ^bb6, ^bb7
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %6 = arith.addi %0, %2 : index
// CHECK-NEXT: %7 = arith.addi %6, %4 : index
// CHECK-NEXT: %8 = arith.addi %4, %arg2 : index
// CHECK-NEXT: br ^bb5(%8 : index)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT: %9 = arith.addi %2, %arg2 : index
// CHECK-NEXT: br ^bb3(%9 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb3
// CHECK-NEXT: %10 = arith.addi %0, %arg2 : index
// CHECK-NEXT: br ^bb1(%10 : index)
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @execute_region(%arg0: i1) -> i32 {
// CHECK-NEXT: br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: br ^bb4(%c2_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: br ^bb4(%c3_i32 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func @simple_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %a = arith.addi %i, %i : index
  }
  return
}

func @nested_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %i to %ub step %s {
      %a = arith.addi %i, %j : index
    }
    %b = arith.muli %i, %i : index
  }
  return
}

func @for_iter_args(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, i32) {
    %a2 = arith.addf %a, %a : f32
    %b2 = arith.addi %b, %b : i32
    scf.yield %a2, %b2 : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

func @if_else(%c: i1, %x: f32) -> f32 {
  scf.if %c {
    %a = arith.addf %x, %x : f32
  }
  scf.if %c {
    %a = arith.addf %x, %x : f32
  } else {
    %b = arith.mulf %x, %x : f32
  }
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %n = arith.negf %x : f32
    scf.yield %n : f32
  }
  return %r : f32
}

func @if_in_for(%lb: index, %ub: index, %s: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    %v = scf.if %c -> (f32) {
      %d = arith.addf %a, %a : f32
      scf.yield %d : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}

func @while_loop(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %one = arith.constant 1 : i32
    %b2 = arith.addi %b, %one : i32
    scf.yield %b2 : i32
  }
  return %r : i32
}

func @do_while(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %one = arith.constant 1 : i32
    %a2 = arith.addi %a, %one : i32
    %c = arith.cmpi slt, %a2, %n : i32
    scf.condition(%c) %a2 : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

func @parallel_reduce(%lb: index, %ub: index, %s: index, %x: f32, %y: i32) -> (f32, i32) {
  %p:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%x, %y) -> (f32, i32) {
    %f = arith.constant 1.0 : f32
    scf.reduce(%f) : f32 {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      scf.reduce.return %t : f32
    }
    %k = arith.constant 2 : i32
    scf.reduce(%k) : i32 {
    ^bb0(%l: i32, %rr: i32):
      %t = arith.muli %l, %rr : i32
      scf.reduce.return %t : i32
    }
  }
  return %p#0, %p#1 : f32, i32
}

func @parallel_plain(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) {
    %a = arith.addi %i, %j : index
    %b = arith.addi %a, %k : index
  }
  return
}

func @execute_region(%c: i1) -> i32 {
  %e = scf.execute_region -> i32 {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 2 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 3 : i32
    scf.yield %b : i32
  }
  return %e : i32
}
