// ORACLE-XFAIL: mlir-opt 14 prints no "see current operation" notes under -verify-diagnostics
// RUN: gpuopt %s -reconcile-unrealized-casts -split-input-file -verify-diagnostics

// A cast that is still needed (its user is not a cast back) is an error, with
// mlir-opt 14's wording.

func @live(%a: i64) -> index {
  // expected-error@+2 {{failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal}}
  // expected-note@+1 {{see current operation}}
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = arith.addi %0, %0 : index
  return %1 : index
}

// -----

// A cast whose users cast to another type is live too.
func @other_type(%a: i64) -> i32 {
  // expected-error@+2 {{failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal}}
  // expected-note@+1 {{see current operation}}
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %1 : i32
}
