// RUN: not gpuopt --split-input-file --gpu-to-llvm --allow-unregistered-dialect %s 2>&1 | FileCheck %s

// llvm-project#59182: `mlir-opt --gpu-to-llvm` aborted with "operation was
// already replaced" on a memref.generic_atomic_rmw nested in a
// memref.alloca_scope. Ported to MLIR 14 syntax (`func`; MLIR 14's own
// mlir-opt lowers it without crashing).
//
// gpuopt registers memref.alloca_scope but not memref.generic_atomic_rmw: in
// custom form the latter is a located error; in generic form (with
// --allow-unregistered-dialect) it is an opaque op whose regions are converted
// around it, and the converted values reach it through
// unrealized_conversion_cast, placed right after the converted definition as
// mlir-opt 14 places it. alloca_scope has no lowering here yet and stays. Never
// a crash.

// CHECK: upstream-59182.mlir:[[# @LINE + 7]]:13: error: custom op 'memref.generic_atomic_rmw' is unknown
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

// CHECK-LABEL: llvm.func @func1()
// CHECK: llvm.call @malloc
// CHECK: builtin.unrealized_conversion_cast %{{[0-9]+}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT: memref.alloca_scope {
// CHECK: "memref.generic_atomic_rmw"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) ({
// CHECK: ^bb0(%arg0: f32):
// CHECK: "memref.atomic_yield"(%arg0) : (f32) -> ()
// CHECK: llvm.return
// CHECK-NOT: internal error
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
