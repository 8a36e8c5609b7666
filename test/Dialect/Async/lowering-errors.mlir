// RUN: not gpuopt -async-runtime-ref-counting %s 2>&1 | FileCheck %s --check-prefix=REFCOUNT
// RUN: not gpuopt -async-runtime-policy-based-ref-counting %s 2>&1 | FileCheck %s --check-prefix=REFCOUNT
// RUN: not gpuopt -convert-async-to-llvm %s 2>&1 | FileCheck %s --check-prefix=LLVM

// The async lowerings that need the high-level ops gone say so, as mlir-opt 14 does.

// REFCOUNT: error: async operations must be lowered to async runtime operations
// REFCOUNT-NEXT: async.yield
// LLVM: error: failed to legalize operation 'async.execute' that was explicitly marked illegal
func @f() {
  %t = async.execute {
    async.yield
  }
  async.await %t : !async.token
  return
}
