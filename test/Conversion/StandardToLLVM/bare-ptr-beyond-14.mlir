// ORACLE-XFAIL: mlir-opt 14 extracts a bare-pointer call's results with the descriptor type (an invalid llvm.extractvalue)
// RUN: gpuopt %s -convert-std-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s

// A call returning several values, memrefs among them, under the bare-pointer
// convention: each result is extracted from the returned struct as the bare
// pointer it is, then rebuilt into a descriptor, as later MLIR does (14 gives
// the extraction the descriptor's type, which fails to verify).

// CHECK-LABEL: llvm.func @pair(
// CHECK-SAME: -> !llvm.struct<(ptr<f32>, i64)>
func @pair(%m: memref<4xf32>, %n: i64) -> (memref<4xf32>, i64) {
  // CHECK: %[[R:.*]] = llvm.call @pair(%{{.*}}, %{{.*}}) : (!llvm.ptr<f32>, i64) -> !llvm.struct<(ptr<f32>, i64)>
  // CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(ptr<f32>, i64)>
  // CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(ptr<f32>, i64)>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[1]
  %0:2 = call @pair(%m, %n) : (memref<4xf32>, i64) -> (memref<4xf32>, i64)
  // CHECK: %[[BACK:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32>, i64)>
  // CHECK-NEXT: llvm.insertvalue %[[BACK]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[N]], %{{.*}}[1]
  return %0#0, %0#1 : memref<4xf32>, i64
}
