// ORACLE-XFAIL: mlir-opt 14 emits `llvm.bitcast %p : !llvm.ptr<f32, 1> to !llvm.ptr<i8>`, an invalid cast across address spaces
// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s
// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s --check-prefix=NOBITCAST

// Better than mlir-opt 14, as upstream's later fix does: a pointer into a
// non-default address space is cast with llvm.addrspacecast to the same
// element type in address space 0, then bitcast to the runtime's
// !llvm.ptr<i8>; gpu.alloc's result the other way round. A pointer in
// address space 0 keeps the bitcast.
// Everything else follows mlir-opt 14's lowering (see
// lower-memcpy-to-gpu-runtime-calls.mlir): the source pointer is cast first,
// then the destination pointer, right before the call.

// No bitcast from a pointer outside address space 0, anywhere.
// NOBITCAST-NOT: llvm.bitcast {{.*}} : !llvm.ptr<{{[^>]*}}, {{[1-9][0-9]*}}> to

module attributes {gpu.container_module} {

  // Destination in address space 1, source in address space 0.
  // CHECK-LABEL: llvm.func @memcpy_to_global(
  // CHECK: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[SRC_VOID:.*]] = llvm.bitcast %[[SRC]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DST_GENERIC:.*]] = llvm.addrspacecast %[[DST]] : !llvm.ptr<f32, 1> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST_GENERIC]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[DST_VOID]], %[[SRC_VOID]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  func @memcpy_to_global(%dst : memref<?xf32, 1>, %src : memref<?xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?xf32, 1>, memref<?xf32>
    gpu.wait [%t1]
    return
  }

  // Source in address space 1: the size computation uses the source's
  // element pointer type !llvm.ptr<f32, 1> (as in 14).
  // CHECK-LABEL: llvm.func @memcpy_from_global(
  // CHECK: %[[NULL:.*]] = llvm.mlir.null : !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[GEP:.*]] = llvm.getelementptr %[[NULL]][%{{.*}}] : (!llvm.ptr<f32, 1>, i64) -> !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[SIZE:.*]] = llvm.ptrtoint %[[GEP]] : !llvm.ptr<f32, 1> to i64
  // CHECK-NEXT: %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[SRC_GENERIC:.*]] = llvm.addrspacecast %[[SRC]] : !llvm.ptr<f32, 1> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[SRC_VOID:.*]] = llvm.bitcast %[[SRC_GENERIC]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[DST_VOID]], %[[SRC_VOID]], %[[SIZE]], %{{.*}}) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  func @memcpy_from_global(%dst : memref<3x7xf32>, %src : memref<3x7xf32, 1>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
    gpu.wait [%t1]
    return
  }

  // Both in address space 1.
  // CHECK-LABEL: llvm.func @memcpy_global_to_global(
  // CHECK: %[[SRC_GENERIC:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<i32, 1> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[SRC_VOID:.*]] = llvm.bitcast %[[SRC_GENERIC]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue
  // CHECK-NEXT: %[[DST_GENERIC:.*]] = llvm.addrspacecast %[[DST]] : !llvm.ptr<i32, 1> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST_GENERIC]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[DST_VOID]], %[[SRC_VOID]], %{{.*}}, %{{.*}})
  func @memcpy_global_to_global(%dst : memref<?x4xi32, 1>, %src : memref<?x4xi32, 1>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?x4xi32, 1>, memref<?x4xi32, 1>
    gpu.wait [%t1]
    return
  }

  // Another address space than 1.
  // CHECK-LABEL: llvm.func @memcpy_address_space_3(
  // CHECK: %[[SRC_GENERIC:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr<f32, 3> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[SRC_VOID:.*]] = llvm.bitcast %[[SRC_GENERIC]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[DST_VOID]], %[[SRC_VOID]], %{{.*}}, %{{.*}})
  func @memcpy_address_space_3(%dst : memref<16xf32>, %src : memref<16xf32, 3>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<16xf32>, memref<16xf32, 3>
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: llvm.func @memset_global(
  // CHECK: %[[VALUE:.*]] = llvm.bitcast %{{.*}} : f32 to i32
  // CHECK-NEXT: %[[DST:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DST_GENERIC:.*]] = llvm.addrspacecast %[[DST]] : !llvm.ptr<f32, 1> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[DST_VOID:.*]] = llvm.bitcast %[[DST_GENERIC]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemset32(%[[DST_VOID]], %[[VALUE]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  func @memset_global(%dst : memref<?xf32, 1>, %value : f32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %dst, %value : memref<?xf32, 1>, f32
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_global(
  // CHECK: %[[ALLOCATED:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f16, 1>, ptr<f16, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[VOID_GENERIC:.*]] = llvm.addrspacecast %[[ALLOCATED]] : !llvm.ptr<f16, 1> to !llvm.ptr<f16>
  // CHECK-NEXT: %[[VOID:.*]] = llvm.bitcast %[[VOID_GENERIC]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[VOID]], %{{.*}}) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  func @dealloc_global(%m : memref<4x?xf16, 1>) {
    %t0 = gpu.wait async
    %t1 = gpu.dealloc async [%t0] %m : memref<4x?xf16, 1>
    gpu.wait [%t1]
    return
  }

  // Address space 0 is unchanged: a bitcast.
  // CHECK-LABEL: llvm.func @dealloc_default(
  // CHECK: %[[ALLOCATED:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[VOID:.*]] = llvm.bitcast %[[ALLOCATED]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[VOID]], %{{.*}}) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  func @dealloc_default(%m : memref<4x?xf16>) {
    %t0 = gpu.wait async
    %t1 = gpu.dealloc async [%t0] %m : memref<4x?xf16>
    gpu.wait [%t1]
    return
  }

  // gpu.alloc into address space 1: the allocated i8* is bitcast to f32* and
  // then cast with llvm.addrspacecast (mlir-opt 14 emits
  // `llvm.bitcast ... to !llvm.ptr<f32, 1>`, which LLVM rejects).
  // Memory space 1: the pointers are !llvm.ptr<T, 1> (14 bitcasts the
  // !llvm.ptr<i8> result of mgpuMemAlloc to !llvm.ptr<f32, 1>). Not
  // deallocated here: see memcpy-address-space.mlir for dealloc.
  // CHECK-LABEL: llvm.func @alloc_memory_space_1(
  // CHECK-SAME: %[[ARG0:.*]]: i64) -> !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)> {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C0]], %[[ARG0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f32, 1>, i64) -> !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32, 1> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[GENERIC0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.addrspacecast %[[GENERIC0]] : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C0]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C1]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return %[[DESC6]] : !llvm.struct<(ptr<f32, 1>, ptr<f32, 1>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: }
  func @alloc_memory_space_1(%n : index) -> memref<?x4xf32, 1> {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?x4xf32, 1>
    gpu.wait [%t1]
    return %m : memref<?x4xf32, 1>
  }
}
