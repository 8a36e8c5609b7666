// ORACLE-XFAIL: mlir-translate 14 writes the invalid call without checking it
// RUN: not gpuopt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// An intrinsic operand LLVM requires to be a constant (immarg), given a
// variable. The module has debug info (the ops' file locations), with which
// LLVM's own parser verifies and aborts the process on an invalid module:
// gpuopt checks it without its debug info first and reports LLVM's message.

// CHECK: gpuopt-translate: error: LLVM rejected the translated IR: immarg operand has non-immediate parameter
// CHECK-SAME: @llvm.ctlz.i32
// CHECK-NOT: LLVM ERROR
llvm.func @count(%x: i32, %zero_undef: i1) -> i32 {
  %0 = "llvm.intr.ctlz"(%x, %zero_undef) : (i32, i1) -> i32
  llvm.return %0 : i32
}
