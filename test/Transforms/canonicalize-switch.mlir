// RUN: gpuopt -canonicalize %s | FileCheck %s

// std.switch after a switch on the same flag (MLIR 14's simplifySwitchFromSwitchOnSameCondition and
// simplifySwitchFromDefaultSwitchOnSameCondition); checked against mlir-opt 14 with tests/oracle_check.sh.

// Entered only through a case of a switch on the same flag: the flag is known and the switch
// becomes a branch (42 to its case; -3, printed unsigned, matches 4294967293).
// CHECK-LABEL: func @known_case(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3(%arg1 : i32),
// CHECK-NEXT: 42: ^bb2,
// CHECK-NEXT: 4294967293: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb3(%2: i32):  // pred: ^bb0
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func @known_case(%flag: i32, %a: i32, %b: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    -3: ^bb5
  ]
^bb2:
  switch %flag : i32, [
    default: ^bb1(%b : i32),
    42: ^bb3,
    43: ^bb4
  ]
^bb5:
  switch %flag : i32, [
    default: ^bb1(%b : i32),
    4294967293: ^bb4,
    43: ^bb3
  ]
^bb3:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb4:
  %y = arith.muli %a, %b : i32
  return %y : i32
^bb1(%z: i32):
  return %z : i32
}

// Entered only through the default: the cases the first switch took elsewhere (42, 7) are dropped.
// CHECK-LABEL: func @known_not_case(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 42: ^bb4(%arg1 : i32),
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4(%arg2 : i32),
// CHECK-NEXT: 43: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func @known_not_case(%flag: i32, %a: i32, %b: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb2,
    42: ^bb1(%a : i32),
    7: ^bb3
  ]
^bb2:
  switch %flag : i32, [
    default: ^bb1(%b : i32),
    42: ^bb3,
    43: ^bb4,
    7: ^bb4
  ]
^bb3:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb4:
  %y = arith.muli %a, %b : i32
  return %y : i32
^bb1(%z: i32):
  return %z : i32
}

// Every case dropped: a switch with only a default, then a branch (and the blocks merge).
// CHECK-LABEL: func @all_cases_dropped(%arg0: i8, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1(%arg2 : i32),
// CHECK-NEXT: 1: ^bb1(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func @all_cases_dropped(%flag: i8, %a: i32, %b: i32) -> i32 {
  switch %flag : i8, [
    default: ^bb2,
    1: ^bb1(%a : i32)
  ]
^bb2:
  switch %flag : i8, [
    default: ^bb1(%b : i32),
    1: ^bb3
  ]
^bb3:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb1(%z: i32):
  return %z : i32
}

// Two edges from the first switch into the second's block: nothing is known there.
// CHECK-LABEL: func @two_edges_no_fold(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func @two_edges_no_fold(%flag: i32, %a: i32, %b: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb2,
    5: ^bb2
  ]
^bb2:
  switch %flag : i32, [
    default: ^bb1(%b : i32),
    5: ^bb3
  ]
^bb3:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb1(%z: i32):
  return %z : i32
}

// A switch on another flag is left alone.
// CHECK-LABEL: func @other_flag(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb3(%arg2 : i32),
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb3(%arg3 : i32),
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @other_flag(%flag: i32, %g: i32, %a: i32, %b: i32) -> i32 {
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2
  ]
^bb2:
  switch %g : i32, [
    default: ^bb1(%b : i32),
    5: ^bb3
  ]
^bb3:
  %x = arith.addi %a, %b : i32
  return %x : i32
^bb1(%z: i32):
  return %z : i32
}
