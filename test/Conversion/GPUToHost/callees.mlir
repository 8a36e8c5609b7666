// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -split-input-file -verify-diagnostics -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s
// RUN: gpuopt %s -split-input-file -verify-diagnostics -pass-pipeline='gpu.module(convert-gpu-to-host{check-bounds})' | FileCheck %s --check-prefix=BOUNDS

// A function that uses a GPU op, or calls one that does, takes the context and the 12 ids as a kernel does and
// becomes internal; its callers pass theirs on.  A function without GPU ops keeps its signature.  A kernel
// whose callee waits at a barrier synchronizes (no block entry, flags 1); one that calls only plain functions
// keeps its block entry (flags 2).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: llvm.func internal @lane(%arg0: !llvm.ptr<i8>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> i64 attributes {gpuopt.host_kernel_context} {
    // CHECK-NEXT: llvm.return %arg1 : i64
    builtin.func @lane() -> index {
      %t = gpu.thread_id x
      return %t : index
    }
    // CHECK-LABEL: llvm.func internal @wait(%arg0: !llvm.ptr<i8>, {{.*}}, %arg12: i64, %arg13: i64) -> i64
    // CHECK: %[[L:.*]] = llvm.call @lane(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i64
    // CHECK: llvm.call %{{.*}}(%arg0, %{{.*}}) : (!llvm.ptr<i8>, i32) -> ()
    builtin.func @wait(%x: index) -> index {
      %l = call @lane() : () -> index
      gpu.barrier
      %r = arith.addi %x, %l : index
      return %r : index
    }
    // CHECK-LABEL: llvm.func @plain(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
    // BOUNDS-LABEL: llvm.func internal @plain(%arg0: !llvm.ptr<i8>, {{.*}}, %arg12: i64, %arg13: !llvm.ptr<f32>, %arg14: !llvm.ptr<f32>, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64) -> f32 attributes {gpuopt.host_kernel_context} {
    // BOUNDS: llvm.call @__gpuopt_check_index(%arg0, %arg18, {{.*}})
    builtin.func @plain(%m: memref<?xf32>, %i: index) -> f32 {
      %v = memref.load %m[%i] : memref<?xf32>
      return %v : f32
    }
    // Its address is taken, so it keeps its signature even under check-bounds (and is not checked).
    // CHECK-LABEL: llvm.func @pointed(%arg0: !llvm.ptr<f32>
    // BOUNDS-LABEL: llvm.func @pointed(%arg0: !llvm.ptr<f32>
    // BOUNDS-NOT: __gpuopt_check_index
    // BOUNDS: llvm.return
    builtin.func @pointed(%m: memref<?xf32>, %i: index) -> f32 {
      %v = memref.load %m[%i] : memref<?xf32>
      return %v : f32
    }
    builtin.func private @external(f32) -> f32

    // CHECK-LABEL: llvm.func internal @syncs(
    // CHECK: llvm.call @wait(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg1)
    gpu.func @syncs() kernel {
      %t = gpu.thread_id x
      %w = call @wait(%t) : (index) -> index
      gpu.return
    }
    // CHECK-LABEL: llvm.func internal @calls_plain(
    // CHECK: llvm.call @plain(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg1) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64) -> f32
    // CHECK: llvm.call @external(
    // CHECK: llvm.call %{{.*}}(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg1) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64) -> f32
    // BOUNDS-LABEL: llvm.func internal @calls_plain(
    // BOUNDS: llvm.call @plain(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg1)
    gpu.func @calls_plain(%m: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %v = call @plain(%m, %t) : (memref<?xf32>, index) -> f32
      %w = call @external(%v) : (f32) -> f32
      %p = constant @pointed : (memref<?xf32>, index) -> f32
      %x = call_indirect %p(%m, %t) : (memref<?xf32>, index) -> f32
      gpu.return
    }
  }
}

// CHECK: llvm.func internal @__gpuopt_thread_syncs(
// CHECK-NOT: @__gpuopt_block_syncs
// CHECK: llvm.func internal @__gpuopt_thread_calls_plain(
// CHECK: llvm.func internal @__gpuopt_block_calls_plain(
// CHECK-LABEL: @__gpuopt_kernels()
// CHECK: %[[SYNC:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.insertvalue %[[SYNC]], %{{.*}}[0, 4]
// CHECK: %[[NO_IDS:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: llvm.insertvalue %[[NO_IDS]], %{{.*}}[1, 4]

// -----

// A function that needs the context cannot be called through a pointer, which would not pass it.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    builtin.func @lane() -> index {
      %t = gpu.thread_id x
      return %t : index
    }
    gpu.func @k() kernel {
      // expected-error@+1 {{'std.constant' op takes the address of @lane, which uses GPU ops (or calls a function that does) and so needs the host runtime's context: only direct calls pass it}}
      %f = constant @lane : () -> index
      %t = call_indirect %f() : () -> index
      gpu.return
    }
  }
}
