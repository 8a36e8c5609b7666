// RUN: gpuopt --gpu-to-llvm %s | FileCheck %s

// memref.alloc with an alignment over-allocates by it and rounds the aligned pointer up; memref.alloca
// passes it to llvm.alloca (as mlir-opt 14).

// CHECK-LABEL: llvm.func @a(%arg0: i64)
// CHECK:         %[[BYTES:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<f32> to i64
// CHECK-NEXT:    %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:    %[[PADDED:.*]] = llvm.add %[[BYTES]], %[[A]]  : i64
// CHECK-NEXT:    %[[RAW:.*]] = llvm.call @malloc(%[[PADDED]]) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT:    %[[P:.*]] = llvm.bitcast %[[RAW]] : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT:    %[[INT:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<f32> to i64
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[BUMP:.*]] = llvm.sub %[[A]], %[[ONE]]  : i64
// CHECK-NEXT:    %[[UP:.*]] = llvm.add %[[INT]], %[[BUMP]]  : i64
// CHECK-NEXT:    %[[REM:.*]] = llvm.urem %[[UP]], %[[A]]  : i64
// CHECK-NEXT:    %[[ROUND:.*]] = llvm.sub %[[UP]], %[[REM]]  : i64
// CHECK-NEXT:    %[[ALIGNED:.*]] = llvm.inttoptr %[[ROUND]] : i64 to !llvm.ptr<f32>
// CHECK-NEXT:    llvm.mlir.undef
// CHECK-NEXT:    llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT:    llvm.insertvalue %[[ALIGNED]], %{{.*}}[1]
// CHECK:         llvm.alloca %{{.*}} x f32 {alignment = 64 : i64} : (i64) -> !llvm.ptr<f32>
// CHECK:         llvm.call @free
func @a(%n: index) {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  %1 = memref.alloca() {alignment = 64} : memref<4xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}

// CHECK-LABEL: llvm.func @b()
// CHECK:         llvm.mlir.constant(16 : index) : i64
// CHECK:         llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<i8, 1>
// CHECK:         llvm.alloca %{{.*}} x f64 {alignment = 8 : i64}
func @b() -> memref<2x3xi8, 1> {
  %0 = memref.alloc() {alignment = 16} : memref<2x3xi8, 1>
  %1 = memref.alloca() {alignment = 8} : memref<f64>
  return %0 : memref<2x3xi8, 1>
}
