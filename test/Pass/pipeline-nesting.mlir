// A nested pipeline runs on the ops of its name directly inside the op its parent runs on, as in MLIR 14:
// `builtin.module(...)` lowers the child modules and leaves the top-level one; a pass flag and a top-level
// pipeline element run on the top-level module.
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu-to-llvm)' | FileCheck %s --check-prefix=CHILD
// RUN: gpuopt %s --pass-pipeline='builtin.module(builtin.module(gpu-to-llvm))' | FileCheck %s --check-prefix=GRANDCHILD
// RUN: gpuopt %s --pass-pipeline='gpu-to-llvm' | FileCheck %s --check-prefix=TOP
// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s --check-prefix=TOP
// RUN: gpuopt %s --pass-pipeline='builtin.module(gpu-to-llvm)' -print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// CHILD-LABEL: module {
// CHILD-NEXT:    func @f() {
// CHILD:         module @inner {
// CHILD-NEXT:      llvm.func @g() {
// CHILD:           module @deeper {
// CHILD-NEXT:        llvm.func @h() {

// GRANDCHILD:      func @f() {
// GRANDCHILD:        func @g() {
// GRANDCHILD:          llvm.func @h() {

// TOP:      llvm.func @f() {
// TOP:        llvm.func @g() {
// TOP:          llvm.func @h() {

// The dump shows the op the pass ran on, alone.
// DUMP:      // -----// IR Dump After GpuToLLVMConversionPass //----- //
// DUMP-NEXT: module @inner {
// DUMP-NEXT:   llvm.func @g() {
// DUMP-NOT:  IR Dump

func @f() {
  return
}
module @inner {
  func @g() {
    return
  }
  module @deeper {
    func @h() {
      return
    }
  }
}
