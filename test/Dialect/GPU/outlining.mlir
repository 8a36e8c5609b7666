// RUN: gpuopt -gpu-kernel-outlining -split-input-file %s | FileCheck %s

// Two launches in one function; @scale_kernel is taken, so the modules count up from _0.
// CHECK-LABEL: func @scale(
// CHECK-SAME: %[[BUF:.*]]: memref<?xf32>, %[[F:.*]]: f32, %[[N:.*]]: index)
func @scale(%buf: memref<?xf32>, %f: f32, %n: index) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %lim = arith.constant 64 : index
  %small = arith.cmpi slt, %n, %lim : index
  %len = select %small, %n, %lim : index
  %d = memref.dim %buf, %zero : memref<?xf32>
  %two = arith.constant 2 : index
  %lt = arith.cmpi slt, %zero, %two : index
  %pick = select %lt, %zero, %two : index
  // %len depends on %n, which the body does not use: it is passed, not sunk.
  // CHECK: %[[LEN:.*]] = select
  // CHECK: %[[D:.*]] = memref.dim
  // CHECK: gpu.launch_func @scale_kernel_0::@scale_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[D]], %{{.*}}, %{{.*}}) args(%[[LEN]] : index, %[[BUF]] : memref<?xf32>, %[[F]] : f32)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one)
             threads(%tx, %ty, %tz) in (%sx = %d, %sy = %one, %sz = %one) {
    %in = arith.cmpi ult, %tx, %len : index
    cond_br %in, ^work, ^done
  ^work:
    %v = memref.load %buf[%tx] : memref<?xf32>
    %w = arith.mulf %v, %f : f32
    memref.store %w, %buf[%tx] : memref<?xf32>
    br ^done
  ^done:
    gpu.terminator
  }
  // CHECK: gpu.launch_func @scale_kernel_1::@scale_kernel blocks in ({{.*}}) threads in ({{.*}}) args(%[[BUF]] : memref<?xf32>)
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one)
             threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %s = arith.addi %bx, %gx : index
    %t = arith.muli %s, %sx : index
    %u = arith.addi %t, %tz : index
    %x = memref.load %buf[%u] : memref<?xf32>
    memref.store %x, %buf[%pick] : memref<?xf32>
    gpu.terminator
  }
  return
}
// The first kernel: the 12 ids and sizes, a branch to the body, and the index computations sunk into it.
// CHECK-LABEL: gpu.module @scale_kernel_0 {
// CHECK-NEXT: gpu.func @scale_kernel(%[[KN:.*]]: index, %[[KB:.*]]: memref<?xf32>, %[[KF:.*]]: f32) kernel {
// CHECK-NEXT: %{{.*}} = gpu.block_id x
// CHECK-NEXT: %{{.*}} = gpu.block_id y
// CHECK-NEXT: %{{.*}} = gpu.block_id z
// CHECK-NEXT: %[[TX:.*]] = gpu.thread_id x
// CHECK-NEXT: %{{.*}} = gpu.thread_id y
// CHECK-NEXT: %{{.*}} = gpu.thread_id z
// CHECK-NEXT: %{{.*}} = gpu.grid_dim x
// CHECK-NEXT: %{{.*}} = gpu.grid_dim y
// CHECK-NEXT: %{{.*}} = gpu.grid_dim z
// CHECK-NEXT: %{{.*}} = gpu.block_dim x
// CHECK-NEXT: %{{.*}} = gpu.block_dim y
// CHECK-NEXT: %{{.*}} = gpu.block_dim z
// CHECK-NEXT: br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[TX]], %[[KN]] : index
// CHECK-NEXT: cond_br %[[IN]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %[[V:.*]] = memref.load %[[KB]][%[[TX]]] : memref<?xf32>
// CHECK-NEXT: %[[W:.*]] = arith.mulf %[[V]], %[[KF]] : f32
// CHECK-NEXT: memref.store %[[W]], %[[KB]][%[[TX]]] : memref<?xf32>
// CHECK-NEXT: br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// The second: the launch's block id, grid size and block size arguments are the kernel's id and size ops.
// CHECK-LABEL: gpu.module @scale_kernel_1 {
// CHECK-NEXT: gpu.func @scale_kernel(%[[B2:.*]]: memref<?xf32>) kernel {
// CHECK-NEXT: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[TZ:.*]] = gpu.thread_id z
// CHECK-NEXT: %[[GX:.*]] = gpu.grid_dim x
// CHECK-NEXT: %{{.*}} = gpu.grid_dim y
// CHECK-NEXT: %{{.*}} = gpu.grid_dim z
// CHECK-NEXT: %[[SX:.*]] = gpu.block_dim x
// CHECK: br ^bb1
// CHECK-NEXT: ^bb1:
// A chain of sinkable ops whose leaves are constants is sunk whole, defs first.
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[ZERO]], %[[TWO]] : index
// CHECK-NEXT: %[[PICK:.*]] = select %[[LT]], %[[ZERO]], %[[TWO]] : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[BX]], %[[GX]] : index
// CHECK-NEXT: %[[T:.*]] = arith.muli %[[S]], %[[SX]] : index
// CHECK-NEXT: %[[U:.*]] = arith.addi %[[T]], %[[TZ]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[B2]][%[[U]]] : memref<?xf32>
// CHECK-NEXT: memref.store %[[X]], %[[B2]][%[[PICK]]] : memref<?xf32>
// CHECK-NEXT: gpu.return
// CHECK: func @scale_kernel()
func @scale_kernel() {
  return
}

// -----

// The module is marked a container module, keeping its attributes; called functions are copied into the
// kernel module (transitively, each once), a dynamic shared memory size is kept.
// CHECK: module attributes {gpu.container_module, test.keep} {
module attributes {test.keep} {
  // CHECK-LABEL: func @calls(
  // CHECK-SAME: %[[A:.*]]: f32, %[[SMEM:.*]]: i32)
  func @calls(%a: f32, %smem: i32) {
    %c = constant @leaf : (f32) -> f32
    %one = arith.constant 1 : index
    // CHECK: gpu.launch_func @calls_kernel::@calls_kernel blocks in ({{.*}}) threads in ({{.*}}) dynamic_shared_memory_size %[[SMEM]] args(%[[A]] : f32)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one)
               threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one)
               dynamic_shared_memory_size %smem {
      %r = call @middle(%a) : (f32) -> f32
      %s = call_indirect %c(%r) : (f32) -> f32
      %t = call @leaf(%s) : (f32) -> f32
      gpu.terminator
    }
    return
  }
  // CHECK-LABEL: gpu.module @calls_kernel {
  // CHECK-NEXT: gpu.func @calls_kernel(%[[KA:.*]]: f32) kernel {
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[F:.*]] = constant @leaf : (f32) -> f32
  // CHECK-NEXT: %[[R:.*]] = call @middle(%[[KA]]) : (f32) -> f32
  // CHECK-NEXT: %[[S:.*]] = call_indirect %[[F]](%[[R]]) : (f32) -> f32
  // CHECK-NEXT: %{{.*}} = call @leaf(%[[S]]) : (f32) -> f32
  // CHECK-NEXT: gpu.return
  // CHECK-NEXT: }
  // CHECK-NEXT: builtin.func @leaf(%{{.*}}: f32) -> f32 {
  // CHECK: builtin.func @middle(%{{.*}}: f32) -> f32 {
  // CHECK-NEXT: %{{.*}} = call @leaf(
  // CHECK-NOT: builtin.func @unused_by_kernel
  // CHECK: func @unused_by_kernel
  func @middle(%x: f32) -> f32 {
    %y = call @leaf(%x) : (f32) -> f32
    return %y : f32
  }
  func @leaf(%x: f32) -> f32 {
    return %x : f32
  }
  func @unused_by_kernel() {
    return
  }
}

// -----

// Without launches, nothing changes: no container module.
// CHECK: module {
// CHECK-NEXT: func @no_launch
func @no_launch() {
  return
}
