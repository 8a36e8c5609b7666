// RUN: gpuopt --convert-gpu-to-nvvm -split-input-file %s | FileCheck %s
// RUN: gpuopt --pass-pipeline='gpu.module(convert-gpu-to-nvvm)' -split-input-file %s | FileCheck %s

// Ids and sizes read NVVM special registers (i32), sign-extended to the
// 64-bit index; the barrier and the return; kernels keep gpu.kernel and gain
// nvvm.kernel, sorted with the other attributes.

gpu.module @ids {
  // CHECK-LABEL: llvm.func @ids(%arg0: !llvm.ptr<i64>, %arg1: !llvm.ptr<i64>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel, zzz = 1 : i32} {
  gpu.func @ids(%out: memref<12xindex>) kernel attributes {zzz = 1 : i32} {
    // CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
    // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK-NEXT: = llvm.sext %[[TX]] : i32 to i64
    %tx = gpu.thread_id x
    // CHECK: nvvm.read.ptx.sreg.tid.y : i32
    %ty = gpu.thread_id y
    // CHECK: nvvm.read.ptx.sreg.ntid.z : i32
    %bz = gpu.block_dim z
    // CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
    %bx = gpu.block_id x
    // CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
    %gy = gpu.grid_dim y
    memref.store %tx, %out[%c0] : memref<12xindex>
    memref.store %ty, %out[%c1] : memref<12xindex>
    memref.store %bz, %out[%c1] : memref<12xindex>
    memref.store %bx, %out[%c1] : memref<12xindex>
    memref.store %gy, %out[%c1] : memref<12xindex>
    // CHECK: nvvm.barrier0
    gpu.barrier
    // CHECK: llvm.return
    gpu.return
  }
}

// -----

// A device function (not a kernel) returning a value; an unused id is erased
// before the conversion, as the greedy rewrite 14 runs first erases it.

gpu.module @device_function {
  // CHECK-LABEL: llvm.func @twice(%arg0: f32) -> f32 {
  gpu.func @twice(%x: f32) -> f32 {
    // CHECK-NOT: nvvm.read.ptx.sreg
    %unused = gpu.thread_id z
    // CHECK-NEXT: %[[R:.*]] = llvm.fadd %arg0, %arg0  : f32
    %r = arith.addf %x, %x : f32
    // CHECK-NEXT: llvm.return %[[R]] : f32
    gpu.return %r : f32
  }
}

// -----

// Functions in a gpu.module are lowered with C wrappers, as the pass sets
// emitCWrappers.

gpu.module @helpers {
  // CHECK-LABEL: llvm.func @helper(%arg0: i32) -> i32 {
  // CHECK-NEXT: %[[S:.*]] = llvm.mul %arg0, %arg0  : i32
  // CHECK-NEXT: llvm.return %[[S]] : i32
  // CHECK-LABEL: llvm.func @_mlir_ciface_helper(%arg0: i32) -> i32 {
  // CHECK-NEXT: %[[C:.*]] = llvm.call @helper(%arg0) : (i32) -> i32
  // CHECK-NEXT: llvm.return %[[C]] : i32
  builtin.func @helper(%x: i32) -> i32 {
    %s = arith.muli %x, %x : i32
    return %s : i32
  }
}
