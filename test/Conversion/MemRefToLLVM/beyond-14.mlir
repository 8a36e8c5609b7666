// ORACLE-XFAIL: mlir-opt 14 rejects the identity transpose's output ("using value defined outside the region"), segfaults on a generic_atomic_rmw body that yields a value defined outside it
// RUN: gpuopt %s -split-input-file -gpu-to-llvm | FileCheck %s

// Where MLIR 14's memref lowerings fail, gpuopt lowers as later MLIR does.

// CHECK-LABEL: llvm.func @transpose_identity
// CHECK: %[[DESC:.*]] = llvm.insertvalue %arg6, %{{.*}}[4, 1]
// CHECK-NEXT: llvm.return %[[DESC]]

// CHECK-LABEL: llvm.func @generic_yields_outside_value
// CHECK: llvm.br ^bb1
// CHECK-NEXT: ^bb1(%[[OLD:.*]]: i32):
// CHECK-NEXT: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %[[OLD]], %arg6 acq_rel monotonic : i32
// CHECK-NEXT: %[[SEEN:.*]] = llvm.extractvalue %[[PAIR]][0]
// CHECK-NEXT: %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1]
// CHECK-NEXT: llvm.cond_br %[[OK]], ^bb2, ^bb1(%[[SEEN]] : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: llvm.return %[[SEEN]] : i32

// An identity transpose is its source.
func @transpose_identity(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  return %0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
}

// -----

// A body that yields a value from outside it stores that value.
func @generic_yields_outside_value(%m: memref<10xi32>, %i: index, %w: i32) -> i32 {
  %y = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    memref.atomic_yield %w : i32
  }
  return %y : i32
}

