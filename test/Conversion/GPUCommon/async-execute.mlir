// RUN: gpuopt -gpu-async-region -gpu-to-llvm %s | FileCheck %s

// gpu-to-llvm around async.execute, as MLIR 14: execute, await and yield keep their kind with converted
// types (an !async.value of a memref holds its descriptor, a !gpu.async.token becomes !llvm.ptr<i8>), and a
// yielded stream becomes an event recorded on it, after which the stream is destroyed.

module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "BLOB"} {
    gpu.func @k(%m: memref<8xf32>) kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: llvm.func @main(
  func @main(%h: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    // CHECK: %[[T0:token]], %[[R0:results]]:2 = async.execute -> (!async.value<!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, !async.value<!llvm.ptr<i8>>) {
    // CHECK: %[[S0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
    // CHECK: llvm.call @mgpuMemcpy(
    // CHECK-NEXT: %[[E0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
    // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E0]], %[[S0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
    // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S0]]) : (!llvm.ptr<i8>) -> ()
    // CHECK-NEXT: async.yield %{{.*}}, %[[E0]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr<i8>
    %t0, %r0 = async.execute -> !async.value<memref<8xf32>> {
      %m = gpu.alloc () : memref<8xf32>
      gpu.memcpy %m, %h : memref<8xf32>, memref<8xf32>
      async.yield %m : memref<8xf32>
    }
    // CHECK: async.execute [%[[T0]]] (%[[R0]]#0 as %[[M:.*]]: !async.value<!llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, %[[R0]]#1 as %[[E:.*]]: !async.value<!llvm.ptr<i8>>) -> !async.value<!llvm.ptr<i8>> {
    // CHECK-NEXT: %[[S1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
    // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S1]], %[[E]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
    // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E]]) : (!llvm.ptr<i8>) -> ()
    // CHECK: llvm.extractvalue %[[M]][0]
    // CHECK: llvm.call @mgpuLaunchKernel(
    %t1 = async.execute [%t0] (%r0 as %m: !async.value<memref<8xf32>>) {
      gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>)
      async.yield
    }
    // CHECK: async.await %{{.*}} : !async.token
    // CHECK-NEXT: %[[G:.*]] = async.await %{{.*}} : !async.value<!llvm.ptr<i8>>
    // CHECK-NEXT: llvm.call @mgpuEventSynchronize(%[[G]])
    // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[G]])
    async.await %t1 : !async.token
    return
  }
}
