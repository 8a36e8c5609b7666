// RUN: not gpuopt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// An op left behind by a partial conversion has no LLVM IR counterpart.

llvm.func @f(%a: i64) -> i64 {
  // CHECK: invalid-cast.mlir:7:8: error: cannot be converted to LLVM IR: no translation for op 'builtin.unrealized_conversion_cast'
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  llvm.return %0 : i64
}
