// RUN: gpuopt -gpu-async-region %s | FileCheck %s

// The async.execute parts of gpu-async-region (MLIR 14): the GPU ops inside an execute body become async; the
// synchronous gpu.wait that ends a body whose token only executes and awaits use is deferred: the body yields
// its dependency as an !async.value<!gpu.async.token>, which each user of the token waits for (an await is
// followed by an await of it, an execute takes it as an operand); a token result with two uses is yielded
// twice.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<8xf32>) kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: func @defer(
  // CHECK-SAME: %[[H:.*]]: memref<8xf32>)
  func @defer(%h: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    // CHECK: %[[T0:token]], %[[R0:results]]:3 = async.execute -> (!async.value<memref<8xf32>>, !async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
    // CHECK-NEXT: %[[W:.*]] = gpu.wait async
    // CHECK-NEXT: %[[M:.*]], %[[A:.*]] = gpu.alloc async [%[[W]]] () : memref<8xf32>
    // CHECK-NEXT: %[[C:.*]] = gpu.memcpy async [%[[A]]] %[[M]], %[[H]]
    // CHECK-NEXT: async.yield %[[M]], %[[C]], %[[C]] : memref<8xf32>, !gpu.async.token, !gpu.async.token
    %t0, %r0 = async.execute -> !async.value<memref<8xf32>> {
      %m = gpu.alloc () : memref<8xf32>
      gpu.memcpy %m, %h : memref<8xf32>, memref<8xf32>
      async.yield %m : memref<8xf32>
    }
    // CHECK: %[[T1:.*]], %[[R1:.*]] = async.execute [%[[T0]]] (%[[R0]]#0 as %[[M1:.*]]: !async.value<memref<8xf32>>, %[[R0]]#1 as %[[G1:.*]]: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
    // CHECK-NEXT: %[[W1:.*]] = gpu.wait async [%[[G1]]]
    // CHECK-NEXT: %[[L1:.*]] = gpu.launch_func async [%[[W1]]] @kernels::@k
    // CHECK-NEXT: async.yield %[[L1]] : !gpu.async.token
    %t1 = async.execute [%t0] (%r0 as %m: !async.value<memref<8xf32>>) {
      gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>)
      async.yield
    }
    // CHECK: %[[T2:.*]], %[[R2:.*]] = async.execute [%[[T0]]] (%[[R0]]#0 as %{{.*}}: !async.value<memref<8xf32>>, %[[R0]]#2 as %{{.*}}: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
    %t2 = async.execute [%t0] (%r0 as %m: !async.value<memref<8xf32>>) {
      gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>)
      async.yield
    }
    // CHECK: async.await %[[T1]] : !async.token
    // CHECK-NEXT: %[[G:.*]] = async.await %[[R1]] : !async.value<!gpu.async.token>
    // CHECK-NEXT: gpu.wait [%[[G]]]
    // CHECK-NEXT: async.await %[[T2]] : !async.token
    async.await %t1 : !async.token
    async.await %t2 : !async.token
    // CHECK: %[[MM:.*]] = async.await %[[R0]]#0 : !async.value<memref<8xf32>>
    // CHECK-NEXT: %[[S:.*]] = gpu.wait async
    // CHECK-NEXT: %[[D:.*]] = gpu.memcpy async [%[[S]]] %[[H]], %[[MM]]
    // CHECK-NEXT: gpu.wait [%[[D]]]
    %m2 = async.await %r0 : !async.value<memref<8xf32>>
    gpu.memcpy %h, %m2 : memref<8xf32>, memref<8xf32>
    return
  }

  // An execute whose token a terminator uses keeps its wait; so does one whose token nothing uses.
  // CHECK-LABEL: func @kept(
  func @kept(%h: memref<8xf32>) -> !async.token {
    // CHECK: %[[T:.*]] = async.execute {
    // CHECK: gpu.wait [%{{.*}}]
    // CHECK-NEXT: async.yield
    // CHECK: return %[[T]]
    %t = async.execute {
      gpu.memcpy %h, %h : memref<8xf32>, memref<8xf32>
      async.yield
    }
    return %t : !async.token
  }
}
