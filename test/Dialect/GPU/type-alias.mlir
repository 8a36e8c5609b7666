// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s --check-prefix=LLVM

// MLIR 14's type alias definitions (`!name = type ...`) name GPU types too;
// the printer spells the type out again.

!tok = type !gpu.async.token
!buf = type memref<?xf32>

module attributes {gpu.container_module} {
  // CHECK-LABEL: func @alias(%arg0: index) -> !gpu.async.token {
  // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT: %[[M:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%arg0) : memref<?xf32>
  // CHECK-NEXT: %[[T2:.*]] = gpu.dealloc async [%[[T1]]] %[[M]] : memref<?xf32>
  // CHECK-NEXT: return %[[T2]] : !gpu.async.token
  // LLVM-LABEL: llvm.func @alias(%arg0: i64) -> !llvm.ptr<i8> {
  // LLVM: llvm.call @mgpuMemFree
  // LLVM: llvm.return %{{.*}} : !llvm.ptr<i8>
  func @alias(%n : index) -> !tok {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : !buf
    %t2 = gpu.dealloc async [%t1] %m : !buf
    return %t2 : !tok
  }
}
