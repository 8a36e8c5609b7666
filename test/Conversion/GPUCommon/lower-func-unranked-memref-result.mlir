// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Unranked memref RESULTS, CHECK lines taken from mlir-opt 14's output.
// The descriptor an unranked memref points to may live on the callee's stack,
// so 14 copies it to the heap when returning it: size = 2 * sizeof(ptr) +
// (1 + 2 * rank) * sizeof(index) (computed with constants 1, 2 and the sizes
// 8 and 8), malloc, "llvm.intr.memcpy" (printed in generic form, with an i1
// false `isVolatile`), and a new {rank, ptr} descriptor. The caller copies the
// returned descriptor into an alloca of the same size and frees the heap copy.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
module {

  // CHECK-LABEL: llvm.func @return_unranked(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: !llvm.ptr<i8>) -> !llvm.struct<(i64, ptr<i8>)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C1]], %[[C2]]  : i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[MUL1:.*]] = llvm.mul %[[C1]], %[[EXT0]]  : i64
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[MUL1]], %[[C0]]  : i64
  // CHECK-NEXT: %[[MUL2:.*]] = llvm.mul %[[ADD0]], %[[C3]]  : i64
  // CHECK-NEXT: %[[ADD1:.*]] = llvm.add %[[MUL0]], %[[MUL2]]  : i64
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @malloc(%[[ADD1]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC1]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: "llvm.intr.memcpy"(%[[CALL0]], %[[EXT1]], %[[ADD1]], %[[C4]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[EXT2]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[CALL0]], %[[DESC2]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.return %[[DESC3]] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: }
  func @return_unranked(%m : memref<*xf32>) -> memref<*xf32> {
    return %m : memref<*xf32>
  }

  // CHECK-LABEL: llvm.func @call_returning_unranked(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: !llvm.ptr<i8>) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC1]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @return_unranked(%[[EXT0]], %[[EXT1]]) : (i64, !llvm.ptr<i8>) -> !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C1]], %[[C2]]  : i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[CALL0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[MUL1:.*]] = llvm.mul %[[C1]], %[[EXT2]]  : i64
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[MUL1]], %[[C0]]  : i64
  // CHECK-NEXT: %[[MUL2:.*]] = llvm.mul %[[ADD0]], %[[C3]]  : i64
  // CHECK-NEXT: %[[ADD1:.*]] = llvm.add %[[MUL0]], %[[MUL2]]  : i64
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[ADD1]] x i8 : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[CALL0]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: "llvm.intr.memcpy"(%[[ALLOCA0]], %[[EXT3]], %[[ADD1]], %[[C4]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: llvm.call @free(%[[EXT3]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[CALL0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[EXT4]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ALLOCA0]], %[[DESC2]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @call_returning_unranked(%m : memref<*xf32>) {
    %0 = call @return_unranked(%m) : (memref<*xf32>) -> memref<*xf32>
    return
  }
  // CHECK-NEXT: }
}
