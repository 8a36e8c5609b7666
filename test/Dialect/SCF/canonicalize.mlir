// RUN: gpuopt -canonicalize %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @static_condition(%arg0: i32, %arg1: i32, %arg2: memref<i32>) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// A condition known at compile time: the region taken replaces the scf.if; a false one without else goes.
func @static_condition(%x: i32, %y: i32, %m: memref<i32>) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> (i32) {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    scf.yield %y : i32
  }
  %1 = scf.if %f -> (i32) {
    scf.yield %x : i32
  } else {
    %b = arith.muli %x, %y : i32
    scf.yield %b : i32
  }
  scf.if %f {
    memref.store %x, %m[] : memref<i32>
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func @trivial_if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Regions that only yield become selects; an equal yield on both sides becomes the value.
func @trivial_if_to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// CHECK-LABEL: func @condition_propagation(%arg0: i1, %arg1: memref<i1>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// In the then region the condition is true, in the else region false (constants made in use-list order).
func @condition_propagation(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// -----

// CHECK-LABEL: func @yield_condition(%arg0: i1, %arg1: memref<i1>) -> (i1, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %c3_i32 : i1, i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Yields of true/false give the condition or its negation; unused results are then dropped.
func @yield_condition(%c: i1, %m: memref<i1>) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %v = arith.constant 3 : i32
    memref.store %c, %m[] : memref<i1>
    scf.yield %t, %f, %v : i1, i1, i32
  } else {
    %v = arith.constant 3 : i32
    scf.yield %f, %t, %v : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}

// -----

// CHECK-LABEL: func @combine_ifs(%arg0: i1, %arg1: memref<f32>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: memref.store %1, %arg1[] : memref<f32>
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT: memref.store %2, %arg1[] : memref<f32>
// CHECK-NEXT: scf.yield %1, %2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<f32>
// CHECK-NEXT: scf.yield %arg2, %arg2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Two scf.ifs in a row on one condition become one.
func @combine_ifs(%c: i1, %m: memref<f32>, %x: f32) -> (f32, f32) {
  %0 = scf.if %c -> (f32) {
    %a = arith.addf %x, %x : f32
    memref.store %a, %m[] : memref<f32>
    scf.yield %a : f32
  } else {
    memref.store %x, %m[] : memref<f32>
    scf.yield %x : f32
  }
  %1 = scf.if %c -> (f32) {
    %b = arith.mulf %x, %x : f32
    memref.store %b, %m[] : memref<f32>
    scf.yield %b : f32
  } else {
    scf.yield %x : f32
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func @nested_ifs_and_empty_else(%arg0: i1, %arg1: i1, %arg2: memref<i1>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg0, %arg2[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %true, %arg2[] : memref<i1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// Nested scf.ifs without else become one on the conjunction; an else that only yields is dropped.
func @nested_ifs_and_empty_else(%a: i1, %b: i1, %m: memref<i1>) {
  scf.if %a {
    scf.if %b {
      memref.store %a, %m[] : memref<i1>
    }
  }
  scf.if %b {
    memref.store %b, %m[] : memref<i1>
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func @unused_results(%arg0: i1, %arg1: memref<i32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Unused results are no longer yielded.
func @unused_results(%a: i1, %m: memref<i32>, %x: i32) -> i32 {
  %0:2 = scf.if %a -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    %y = arith.addi %x, %x : i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.muli %x, %x : i32
    memref.store %z, %m[] : memref<i32>
    scf.yield %z, %x : i32, i32
  }
  return %0#1 : i32
}

// -----

// CHECK-LABEL: func @negated_condition(%arg0: i1, %arg1: memref<i32>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg3, %arg1[] : memref<i32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// scf.if on a negated condition folds to scf.if on the condition with the regions swapped.
func @negated_condition(%a: i1, %m: memref<i32>, %x: i32, %y: i32) {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  scf.if %n {
    memref.store %x, %m[] : memref<i32>
  } else {
    memref.store %y, %m[] : memref<i32>
  }
  return
}

// -----

// CHECK-LABEL: func @trivial_loops(%arg0: i32, %arg1: memref<?xi32>, %arg2: index, %arg3: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<?xi32>
// CHECK-NEXT: %1 = scf.for %arg4 = %c0 to %c10 step %c4 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg0, %1, %arg0 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Loops that run once are inlined; loops that do not run are replaced by their init values.
func @trivial_loops(%x: i32, %m: memref<?xi32>, %lb: index, %st: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    memref.store %b, %m[%i] : memref<?xi32>
    scf.yield %b : i32
  }
  %1 = scf.for %i = %c4 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %2 = scf.for %i = %c0 to %c10 step %c4 iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  %3 = scf.for %i = %lb to %lb step %st iter_args(%a = %x) -> (i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func @iter_args(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<?xi32>) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg2 to %arg3 step %arg4 iter_args(%arg7 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: memref.store %1, %arg5[%arg6] : memref<?xi32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: memref.store %arg0, %arg5[%arg6] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %arg0, %arg0 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// iter_args yielded unchanged, or unused with their init yielded, are folded away.
func @iter_args(%x: i32, %y: i32, %lb: index, %ub: index, %st: index, %m: memref<?xi32>) -> (i32, i32, i32, i32) {
  %0:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %d = arith.addi %b, %b : i32
    memref.store %d, %m[%i] : memref<?xi32>
    scf.yield %a, %d, %x : i32, i32, i32
  }
  %1 = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> (i32) {
    memref.store %a, %m[%i] : memref<?xi32>
    scf.yield %a : i32
  }
  return %0#0, %0#1, %0#2, %1 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func @while_truth_and_unused(%arg0: i32, %arg1: i32, %arg2: memref<i1>) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: memref.store %true, %arg2[] : memref<i1>
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// scf.while: the condition passed on is true in the after region, unused results and arguments go.
func @while_truth_and_unused(%x: i32, %y: i32, %m: memref<i1>) -> i32 {
  %0:2 = scf.while (%a = %x, %u = %y) : (i32, i32) -> (i32, i1) {
    %c = arith.cmpi slt, %a, %x : i32
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%b: i32, %d: i1):
    memref.store %d, %m[] : memref<i1>
    %e = arith.addi %b, %b : i32
    scf.yield %e, %b : i32, i32
  }
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func @while_cmp(%arg0: i32, %arg1: i32, %arg2: memref<i1>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: memref.store %true, %arg2[] : memref<i1>
// CHECK-NEXT: memref.store %false, %arg2[] : memref<i1>
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// scf.while: the condition's comparison repeated (or inverted) after it is a constant.
func @while_cmp(%x: i32, %y: i32, %m: memref<i1>) {
  %0 = scf.while (%a = %x) : (i32) -> (i32) {
    %c = arith.cmpi slt, %a, %y : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %c1 = arith.cmpi slt, %b, %y : i32
    %c2 = arith.cmpi sge, %b, %y : i32
    memref.store %c1, %m[] : memref<i1>
    memref.store %c2, %m[] : memref<i1>
    scf.yield %b : i32
  }
  return
}

// -----

// CHECK-LABEL: func @parallel(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<?x?xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg2, %arg2) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// scf.parallel: single-iteration dimensions collapse, empty loops go, nests merge.
func @parallel(%m: memref<?x?xf32>, %x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
  }
  %r = scf.parallel (%i) = (%c0) to (%c3) step (%c3) init (%x) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v) : f32 {
    ^bb0(%l: f32, %s: f32):
      %t = arith.addf %l, %s : f32
      scf.reduce.return %t : f32
    }
  }
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    memref.store %x, %m[%i, %i] : memref<?x?xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %x, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func @execute_region(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: br ^bb2(%1 : i32)
// CHECK-NEXT: ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %0, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// scf.execute_region: one block is inlined; several become blocks of the function.
func @execute_region(%x: i32, %c: i1) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  %1 = scf.execute_region -> i32 {
    cond_br %c, ^bb1, ^bb2
  ^bb1:
    %b = arith.muli %x, %x : i32
    br ^bb3(%b : i32)
  ^bb2:
    scf.yield %x : i32
  ^bb3(%z: i32):
    scf.yield %z : i32
  }
  return %0, %1 : i32, i32
}
