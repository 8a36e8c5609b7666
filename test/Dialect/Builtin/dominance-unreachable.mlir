// RUN: not gpuopt -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not gpuopt -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// Dominance as mlir-opt 14 verifies it: blocks the entry block does not reach are not checked (they are
// dominated by everything), but a value defined in one does not dominate a reachable use.
// (convert-scf-to-std can leave such blocks behind.)

// CHECK-LABEL: func @cycle
// CHECK: ^bb1:  // pred: ^bb2
// CHECK-NEXT: %{{.*}} = arith.addi %c2_i32, %c2_i32 : i32
func @cycle() -> i32 {
  %a = arith.constant 1 : i32
  return %a : i32
^bb1:
  %u = arith.addi %v, %v : i32
  br ^bb2
^bb2:
  %v = arith.constant 2 : i32
  br ^bb1
}

// -----

// CHECK-LABEL: func @same_block
// CHECK: ^bb1:  // no predecessors
// CHECK-NEXT: %{{.*}} = arith.addi %c2_i32, %c2_i32 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
func @same_block() {
  return
^bb1:
  %u = arith.addi %v, %v : i32
  %v = arith.constant 2 : i32
  return
}

// -----

// ERR: error: operand #0 does not dominate this use
// ERR: note: operand defined here (op in the same region)
func @reachable_use() -> i32 {
  br ^bb2
^bb1:
  %v = arith.constant 2 : i32
  br ^bb2
^bb2:
  return %v : i32
}
