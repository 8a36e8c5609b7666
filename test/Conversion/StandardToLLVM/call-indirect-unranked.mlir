// RUN: gpuopt %s -convert-std-to-llvm | FileCheck %s

// An unranked memref returned by an indirect call is copied from the callee's
// heap to the caller's stack (and the heap copy freed), as for a direct call
// (MLIR 14's CallOpInterfaceLowering serves both).

// CHECK: llvm.func @free(!llvm.ptr<i8>)
// CHECK-LABEL: llvm.func @indirect(
func @indirect(%f: (memref<*xf32>) -> memref<*xf32>, %m: memref<*xf32>) -> memref<*xf32> {
  // CHECK: %[[R:.*]] = llvm.call %arg0(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr<i8>) -> !llvm.struct<(i64, ptr<i8>)>
  // CHECK: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[STACK:.*]] = llvm.alloca %[[SIZE:.*]] x i8 : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[HEAP:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: "llvm.intr.memcpy"(%[[STACK]], %[[HEAP]], %[[SIZE]], %[[FALSE]])
  // CHECK-NEXT: llvm.call @free(%[[HEAP]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[RANK:.*]] = llvm.extractvalue %[[R]][0]
  // CHECK-NEXT: llvm.insertvalue %[[RANK]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[STACK]], %{{.*}}[1]
  %r = call_indirect %f(%m) : (memref<*xf32>) -> memref<*xf32>
  // CHECK: llvm.call @malloc
  return %r : memref<*xf32>
}
