// RUN: not gpuopt --split-input-file --gpu-to-llvm --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// llvm-project#59182: `mlir-opt --gpu-to-llvm` aborted with "operation was
// already replaced" on a memref.generic_atomic_rmw nested in a
// memref.alloca_scope. Ported to MLIR 14 syntax (`func`; MLIR 14's own
// mlir-opt lowers it without crashing).
//
// gpuopt lowers both ops, in custom and in generic form: alloca_scope to
// stacksave/stackrestore around its inlined body, generic_atomic_rmw to 14's
// cmpxchg loop, whose llvm.cmpxchg on an f32 pointer LLVM does not allow: a
// located error, as mlir-opt 14 reports for the same op outside the scope.
// Never a crash.

// CHECK: upstream-59182.mlir:[[# @LINE + 8]]:13: error: 'llvm.cmpxchg' op operand #0 must be LLVM pointer to integer or LLVM pointer type, but got '!llvm.ptr<f32>'
// CHECK: upstream-59182.mlir:[[# @LINE + 23]]:13: error: 'llvm.cmpxchg' op operand #0 must be LLVM pointer to integer or LLVM pointer type, but got '!llvm.ptr<f32>'
// CHECK-NOT: internal error
module {
  func @func1() {
    %c1 = arith.constant 1 : index
    %alloc_6 = memref.alloc() : memref<2x3xf32>
    memref.alloca_scope  {
      %41 = memref.generic_atomic_rmw %alloc_6[%c1, %c1] : memref<2x3xf32> {
      ^bb0(%arg0: f32):
        memref.atomic_yield %arg0 : f32
      }
    }
    return
  }
}

// -----

module {
  func @func1() {
    %c1 = arith.constant 1 : index
    %alloc_6 = memref.alloc() : memref<2x3xf32>
    "memref.alloca_scope"() ({
      %41 = "memref.generic_atomic_rmw"(%alloc_6, %c1, %c1) ({
      ^bb0(%arg0: f32):
        "memref.atomic_yield"(%arg0) : (f32) -> ()
      }) : (memref<2x3xf32>, index, index) -> f32
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    return
  }
}
