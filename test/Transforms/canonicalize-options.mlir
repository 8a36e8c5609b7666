// RUN: gpuopt %s -canonicalize=disable-patterns=SelectToExtUI | FileCheck %s --check-prefix=DISABLED
// RUN: gpuopt %s -canonicalize=enable-patterns=SelectToExtUI | FileCheck %s --check-prefix=ENABLED
// RUN: not gpuopt %s -canonicalize=max-iterations=x 2>&1 | FileCheck %s --check-prefix=BAD

// Patterns are named as MLIR 14 names them; folds are not patterns and always apply.
// DISABLED-LABEL: func @f
// DISABLED-NEXT: %c1_i64 = arith.constant 1 : i64
// DISABLED-NEXT: %c0_i64 = arith.constant 0 : i64
// DISABLED-NEXT: %0 = select %arg0, %c1_i64, %c0_i64 : i64
// DISABLED-NEXT: return %0, %arg1 : i64, i64
// ENABLED-LABEL: func @f
// ENABLED-NEXT: %0 = arith.extui %arg0 : i1 to i64
// ENABLED-NEXT: return %0, %arg1 : i64, i64
// BAD: for the --max-iterations option: 'x' value invalid for long argument!
func @f(%c: i1, %x: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = select %c, %c1, %c0 : i64
  %s = select %c, %x, %x : i64
  return %r, %s : i64, i64
}
