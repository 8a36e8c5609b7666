// RUN: not gpuopt %s 2>&1 | FileCheck %s

// `scf.yield : i32` has no operand to anchor its optional `operands : types`
// group, so the yield ends before the colon and the colon is the error, at the
// column mlir-opt 14 reports (before, `loc(unknown): error: custom op
// 'scf.yield' 0 operands present, but expected 1`).

func @f(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    // CHECK: invalid-yield-types.mlir:[[# @LINE + 1]]:15: error: unexpected ':'
    scf.yield : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
