// IR dumps around passes, on stderr, as mlir-opt 14 prints them: the op the pass ran on (alone, when it is
// nested), or the whole module with its op named (-print-ir-module-scope); after a failure, the generic form.
// RUN: gpuopt %s -print-ir-before-all -print-ir-after-all --gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: gpuopt %s -mlir-print-ir-after=gpu-to-llvm -print-ir-module-scope --pass-pipeline='builtin.module(gpu-to-llvm)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: gpuopt %s -print-ir-after-all -print-ir-after-change --gpu-to-llvm --gpu-to-llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE

// ALL:      // -----// IR Dump Before GpuToLLVMConversionPass //----- //
// ALL-NEXT: module {
// ALL-NEXT:   func @f() {
// ALL:      // -----// IR Dump After GpuToLLVMConversionPass //----- //
// ALL-NEXT: module {
// ALL-NEXT:   llvm.func @f() {

// SCOPE:      // -----// IR Dump After GpuToLLVMConversionPass ('builtin.module' operation: @inner) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func @f() {
// SCOPE:        module @inner {
// SCOPE-NEXT:     llvm.func @g() {

// The second run of the pass changes nothing: no second dump.
// CHANGE-COUNT-1: IR Dump After
// CHANGE-NOT: IR Dump After

func @f() {
  return
}
module @inner {
  func @g() {
    return
  }
}
