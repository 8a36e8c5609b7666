// RUN: not gpuopt-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// Input that is not (only) in the LLVM dialect is reported at the op, with the
// source line, and nothing is written to stdout.

// CHECK: invalid-not-lowered.mlir:10:1: error: cannot be converted to LLVM IR: no translation for op 'builtin.func' (gpuopt-translate expects the LLVM dialect; lower the input with `gpuopt --gpu-to-llvm` first)
// CHECK-NEXT: func @host() {
// CHECK-NEXT: ^
// CHECK-NOT: ModuleID
func @host() {
  return
}
