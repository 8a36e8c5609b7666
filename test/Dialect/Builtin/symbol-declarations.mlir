// RUN: gpuopt -split-input-file -verify-diagnostics %s | FileCheck %s

// A function declaration must not be public (mlir-opt 14: SymbolOpInterface). The symbol table checks it
// last, once everything it holds has verified, so other errors in the module come first.

// expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
func @public_declaration()

// -----

// CHECK-LABEL: module
// CHECK: func private @private_declaration()
// CHECK: func nested @nested_declaration()
func private @private_declaration()
func nested @nested_declaration()

// -----

// The use of @g fails first, wherever @g stands.
func @g()
func @h() {
  // expected-error@+1 {{'memref.get_global' op 'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<3xi32>
  return
}

// -----

// A nested module finishes verifying, its symbol check included, before the functions after it.
module {
  module @inner {
    // expected-error@+1 {{'builtin.func' op symbol declaration cannot have public visibility}}
    func @d()
  }
  func @h() {
    %0 = arith.constant 1 : i32
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i64
    return
  }
}

// -----

module {
  func @h() {
    %0 = arith.constant 1 : i32
    // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i64
    return
  }
  func @d()
}
