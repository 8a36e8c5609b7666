// RUN: gpuopt -gpu-kernel-outlining %s | FileCheck %s
// RUN: gpuopt -gpu-kernel-outlining %s | gpuopt | FileCheck %s

// Kernel arguments follow the order of first use in a post-order walk of the body: the uses inside an
// scf.for come before the loop's own operands.
// CHECK-LABEL: func @reduce(
// CHECK-SAME: %[[BUF:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[INIT:.*]]: f32, %[[FLAG:.*]]: i1)
// CHECK: gpu.launch_func @reduce_kernel::@reduce_kernel blocks in ({{.*}}) threads in ({{.*}}) args(%[[BUF]] : memref<?xf32>, %[[N]] : index, %[[INIT]] : f32, %[[FLAG]] : i1)
func @reduce(%buf: memref<?xf32>, %n: index, %init: f32, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %sum = scf.for %i = %c0 to %n step %sx iter_args(%acc = %init) -> (f32) {
      %v = memref.load %buf[%i] : memref<?xf32>
      %w = arith.addf %acc, %v : f32
      scf.yield %w : f32
    }
    %out = scf.if %flag -> (f32) {
      scf.yield %sum : f32
    } else {
      %sq = arith.mulf %sum, %sum : f32
      scf.yield %sq : f32
    }
    memref.store %out, %buf[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
// CHECK-LABEL: gpu.module @reduce_kernel {
// CHECK-NEXT: gpu.func @reduce_kernel(%[[KBUF:.*]]: memref<?xf32>, %[[KN:.*]]: index, %[[KINIT:.*]]: f32, %[[KFLAG:.*]]: i1) kernel {
// CHECK: %[[TX:.*]] = gpu.thread_id x
// CHECK: %[[SX:.*]] = gpu.block_dim x
// CHECK: br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SUM:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[KN]] step %[[SX]] iter_args(%[[ACC:.*]] = %[[KINIT]]) -> (f32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[KBUF]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: scf.yield %[[W]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: %[[OUT:.*]] = scf.if %[[KFLAG]] -> (f32) {
// CHECK-NEXT: scf.yield %[[SUM]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: scf.yield %[[SQ]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[OUT]], %[[KBUF]][%[[TX]]] : memref<?xf32>
// CHECK-NEXT: gpu.return

// A launch inside a loop is outlined too; only functions directly in the module are looked at.
// CHECK-LABEL: func @in_loop(
// CHECK: scf.for
// CHECK-NEXT: gpu.launch_func @in_loop_kernel::@in_loop_kernel blocks in ({{.*}}) threads in ({{.*}}) args(%{{.*}} : index)
func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %j = arith.addi %i, %tx : index
      gpu.terminator
    }
  }
  return
}
// CHECK: module @nested {
// CHECK-NEXT: func @untouched(
// CHECK-NEXT: gpu.launch blocks
module @nested {
  func @untouched(%n: index) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      gpu.terminator
    }
    return
  }
}
