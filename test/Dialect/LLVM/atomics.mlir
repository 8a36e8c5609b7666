// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// llvm.atomicrmw and llvm.cmpxchg in 14's custom form (atomicrmw prints two spaces before its
// attributes) and generic form (the operation and orderings are i64 enum attributes).

// CHECK-LABEL: llvm.func @atomics
// CHECK-NEXT: %0 = llvm.atomicrmw fadd %arg0, %arg1 acq_rel  : f32
// CHECK-NEXT: %1 = llvm.cmpxchg %arg2, %arg3, %arg3 acq_rel monotonic : i32
// CHECK-NEXT: %2 = llvm.atomicrmw umax %arg2, %arg3 seq_cst  {foo} : i32
// CHECK-NEXT: %3 = llvm.atomicrmw _and %arg2, %arg3 monotonic  : i32
// CHECK-NEXT: %4 = llvm.cmpxchg %arg2, %arg3, %arg3 seq_cst acquire {bar} : i32
// CHECK-NEXT: %5 = llvm.atomicrmw xchg %arg0, %arg1 release  : f32
// GENERIC: "llvm.atomicrmw"(%arg0, %arg1) {bin_op = 11 : i64, ordering = 6 : i64} : (!llvm.ptr<f32>, f32) -> f32
// GENERIC: "llvm.cmpxchg"(%arg2, %arg3, %arg3) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, i32) -> !llvm.struct<(i32, i1)>
llvm.func @atomics(%p: !llvm.ptr<f32>, %v: f32, %q: !llvm.ptr<i32>, %c: i32) -> f32 {
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : f32
  %1 = llvm.cmpxchg %q, %c, %c acq_rel monotonic : i32
  %2 = llvm.atomicrmw umax %q, %c seq_cst {foo} : i32
  %3 = llvm.atomicrmw _and %q, %c monotonic : i32
  %4 = llvm.cmpxchg %q, %c, %c seq_cst acquire {bar} : i32
  %5 = llvm.atomicrmw xchg %p, %v release : f32
  llvm.return %0 : f32
}
