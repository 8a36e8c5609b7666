// ORACLE-XFAIL: mlir-opt 14 lowers alloc/dealloc/memcpy/memset only when async with exactly one dependency, and launch_func only with at most one ("failed to legalize operation")
// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Better than upstream: async dependencies of gpu.alloc, gpu.dealloc,
// gpu.memcpy, gpu.memset and gpu.launch_func, in any number:
//  - 0 dependencies (async form): a new stream (mgpuStreamCreate) is the op's
//    stream and its token.
//  - 1 dependency: that dependency's stream is used directly; no event calls.
//  - 2 dependencies [%a, %b]: the op joins %b into %a with
//      %e = llvm.call @mgpuEventCreate()
//      llvm.call @mgpuEventRecord(%e, %b)
//      llvm.call @mgpuStreamWaitEvent(%a, %e)
//      llvm.call @mgpuEventDestroy(%e)
//    and then runs on stream %a (the token is %a).
//  - 3 dependencies: the same sequence for the 2nd and then for the 3rd
//    dependency, then the op on the first one.
//  - The sync forms with dependencies join the same way, run on the first
//    dependency's stream and then call mgpuStreamSynchronize on it (they do
//    not destroy it: the dependency's token remains usable).
//  - gpu.wait async [...] keeps mlir-opt 14's lowering (an event recorded
//    after each dependency's definition, a new stream waiting on all of them;
//    see lower-wait-to-gpu-runtime-calls.mlir).
// Each stream below comes from a `gpu.wait async` (a mgpuStreamCreate call), and
// the final `gpu.wait [...]` synchronizes and destroys each stream.
// Every launch_func uses its own gpu.module (see launch-same-module-twice.mlir
// for launches sharing one).

module attributes {gpu.container_module} {

  gpu.module @kernels_launch_func_async_0_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }
  gpu.module @kernels_launch_func_async_1_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }
  gpu.module @kernels_launch_func_async_2_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }
  gpu.module @kernels_launch_func_async_3_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }
  gpu.module @kernels_launch_func_sync_1_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }
  gpu.module @kernels_launch_func_sync_2_deps attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : f32) kernel {
      gpu.return
    }
  }

  // ----- gpu.alloc -----

  // CHECK-LABEL: llvm.func @alloc_async_0_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[S]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_async_0_deps() {
    %m, %t = gpu.alloc async () : memref<13xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_async_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[A]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_async_1_deps() {
    %a = gpu.wait async
    %m, %t = gpu.alloc async [%a] () : memref<13xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_async_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[A]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_async_2_deps() {
    %a = gpu.wait async
    %b = gpu.wait async
    %m, %t = gpu.alloc async [%a, %b] () : memref<13xf32>
    gpu.wait [%t, %b]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_async_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[A]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_async_3_deps() {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %m, %t = gpu.alloc async [%a, %b, %c] () : memref<13xf32>
    gpu.wait [%t, %b, %c]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_sync_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[A]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_sync_1_deps() {
    %a = gpu.wait async
    %m = gpu.alloc [%a] () : memref<13xf32>
    gpu.wait [%a]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_sync_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[A]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @alloc_sync_2_deps() {
    %a = gpu.wait async
    %b = gpu.wait async
    %m = gpu.alloc [%a, %b] () : memref<13xf32>
    gpu.wait [%a, %b]
    return
  }

  // ----- gpu.dealloc -----

  // CHECK-LABEL: llvm.func @dealloc_async_0_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[S]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_async_0_deps(%m : memref<13xf32>) {
    %t = gpu.dealloc async %m : memref<13xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_async_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_async_1_deps(%m : memref<13xf32>) {
    %a = gpu.wait async
    %t = gpu.dealloc async [%a] %m : memref<13xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_async_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_async_2_deps(%m : memref<13xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.dealloc async [%a, %b] %m : memref<13xf32>
    gpu.wait [%t, %b]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_async_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_async_3_deps(%m : memref<13xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %t = gpu.dealloc async [%a, %b, %c] %m : memref<13xf32>
    gpu.wait [%t, %b, %c]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_sync_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_sync_2_deps(%m : memref<13xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    gpu.dealloc [%a, %b] %m : memref<13xf32>
    gpu.wait [%a, %b]
    return
  }

  // CHECK-LABEL: llvm.func @dealloc_sync_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @dealloc_sync_3_deps(%m : memref<13xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    gpu.dealloc [%a, %b, %c] %m : memref<13xf32>
    gpu.wait [%a, %b, %c]
    return
  }

  // ----- gpu.memcpy -----

  // CHECK-LABEL: llvm.func @memcpy_async_0_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_async_0_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %t = gpu.memcpy async %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @memcpy_async_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_async_1_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %a = gpu.wait async
    %t = gpu.memcpy async [%a] %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @memcpy_async_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_async_2_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.memcpy async [%a, %b] %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%t, %b]
    return
  }

  // CHECK-LABEL: llvm.func @memcpy_async_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_async_3_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %t = gpu.memcpy async [%a, %b, %c] %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%t, %b, %c]
    return
  }

  // CHECK-LABEL: llvm.func @memcpy_sync_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_sync_2_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    gpu.memcpy [%a, %b] %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%a, %b]
    return
  }

  // CHECK-LABEL: llvm.func @memcpy_sync_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memcpy_sync_3_deps(%dst : memref<?xf32>, %src : memref<?xf32>) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    gpu.memcpy [%a, %b, %c] %dst, %src : memref<?xf32>, memref<?xf32>
    gpu.wait [%a, %b, %c]
    return
  }

  // ----- gpu.memset -----

  // CHECK-LABEL: llvm.func @memset_async_0_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_async_0_deps(%dst : memref<?xi32>, %value : i32) {
    %t = gpu.memset async %dst, %value : memref<?xi32>, i32
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @memset_async_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_async_1_deps(%dst : memref<?xi32>, %value : i32) {
    %a = gpu.wait async
    %t = gpu.memset async [%a] %dst, %value : memref<?xi32>, i32
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @memset_async_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_async_2_deps(%dst : memref<?xi32>, %value : i32) {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.memset async [%a, %b] %dst, %value : memref<?xi32>, i32
    gpu.wait [%t, %b]
    return
  }

  // CHECK-LABEL: llvm.func @memset_async_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_async_3_deps(%dst : memref<?xi32>, %value : i32) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %t = gpu.memset async [%a, %b, %c] %dst, %value : memref<?xi32>, i32
    gpu.wait [%t, %b, %c]
    return
  }

  // CHECK-LABEL: llvm.func @memset_sync_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_sync_2_deps(%dst : memref<?xi32>, %value : i32) {
    %a = gpu.wait async
    %b = gpu.wait async
    gpu.memset [%a, %b] %dst, %value : memref<?xi32>, i32
    gpu.wait [%a, %b]
    return
  }

  // CHECK-LABEL: llvm.func @memset_sync_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuMemset32(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @memset_sync_3_deps(%dst : memref<?xi32>, %value : i32) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    gpu.memset [%a, %b, %c] %dst, %value : memref<?xi32>, i32
    gpu.wait [%a, %b, %c]
    return
  }

  // ----- gpu.launch_func -----

  // CHECK-LABEL: llvm.func @launch_func_async_0_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_async_0_deps(%sz : index, %f : f32) {
    %t = gpu.launch_func async @kernels_launch_func_async_0_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @launch_func_async_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_async_1_deps(%sz : index, %f : f32) {
    %a = gpu.wait async
    %t = gpu.launch_func async [%a] @kernels_launch_func_async_1_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @launch_func_async_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_async_2_deps(%sz : index, %f : f32) {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.launch_func async [%a, %b] @kernels_launch_func_async_2_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%t, %b]
    return
  }

  // CHECK-LABEL: llvm.func @launch_func_async_3_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EC:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EC]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EC]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EC]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[C]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_async_3_deps(%sz : index, %f : f32) {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %t = gpu.launch_func async [%a, %b, %c] @kernels_launch_func_async_3_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%t, %b, %c]
    return
  }

  // CHECK-LABEL: llvm.func @launch_func_sync_1_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_sync_1_deps(%sz : index, %f : f32) {
    %a = gpu.wait async
    gpu.launch_func [%a] @kernels_launch_func_sync_1_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%a]
    return
  }

  // CHECK-LABEL: llvm.func @launch_func_sync_2_deps(
  // CHECK-NOT: mgpuEvent
  // CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: %[[EB:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EB]], %[[B]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[EB]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EB]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamCreate
  // CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[A]], %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NOT: mgpuEvent
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NOT: mgpuStreamDestroy
  // CHECK: llvm.call @mgpuStreamSynchronize(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  func @launch_func_sync_2_deps(%sz : index, %f : f32) {
    %a = gpu.wait async
    %b = gpu.wait async
    gpu.launch_func [%a, %b] @kernels_launch_func_sync_2_deps::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32)
    gpu.wait [%a, %b]
    return
  }

  // ----- gpu.wait async (mlir-opt 14's lowering) -----

  // CHECK-LABEL: llvm.func @wait_async_2_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @wait_async_2_deps() {
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.wait async [%a, %b]
    gpu.wait [%t]
    return
  }

  // CHECK-LABEL: llvm.func @wait_async_3_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT2:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT2]], %[[STREAM2]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM3:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT2]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM3]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM3]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @wait_async_3_deps() {
    %a = gpu.wait async
    %b = gpu.wait async
    %c = gpu.wait async
    %t = gpu.wait async [%a, %b, %c]
    gpu.wait [%t]
    return
  }
}
