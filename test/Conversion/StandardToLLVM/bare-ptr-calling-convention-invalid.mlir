// RUN: not gpuopt %s -convert-std-to-llvm=use-bare-ptr-memref-call-conv 2>&1 | FileCheck %s

// A function with a dynamically shaped memref is not converted under the
// bare-pointer convention, while a call of it is: the llvm.call then names no
// LLVM function and fails to verify after the pass, as in mlir-opt 14.

func private @g(memref<?xf32>)
func @call_dynamic(%m: memref<?xf32>) {
  // CHECK: bare-ptr-calling-convention-invalid.mlir:[[# @LINE + 2]]:3: error: 'llvm.call' op 'g' does not reference a valid LLVM function
  // CHECK-NEXT: call @g(%m) : (memref<?xf32>) -> ()
  call @g(%m) : (memref<?xf32>) -> ()
  return
}
