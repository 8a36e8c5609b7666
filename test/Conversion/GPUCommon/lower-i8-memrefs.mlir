// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Memrefs of i8: the descriptor pointers already have the runtime's type
// !llvm.ptr<i8>, and mlir-opt 14 still casts them with an identity
// llvm.bitcast, before mgpuMemFree and mgpuMemcpy and after mgpuMemAlloc.

module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @bytes(
  // CHECK: %[[RAW:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %{{.*}}) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[PTR:.*]] = llvm.bitcast %[[RAW]] : !llvm.ptr<i8> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[SRC_VOID:.*]] = llvm.bitcast %[[SRC]] : !llvm.ptr<i8> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST]] : !llvm.ptr<i8> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[DST_VOID]], %[[SRC_VOID]], %{{.*}}, %{{.*}})
  // CHECK: %[[ALLOCATED:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[VOID:.*]] = llvm.bitcast %[[ALLOCATED]] : !llvm.ptr<i8> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[VOID]], %{{.*}}) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  func @bytes(%n : index, %src : memref<?xi8>) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi8>
    %t2 = gpu.memcpy async [%t1] %m, %src : memref<?xi8>, memref<?xi8>
    %t3 = gpu.dealloc async [%t2] %m : memref<?xi8>
    gpu.wait [%t3]
    return
  }
}
