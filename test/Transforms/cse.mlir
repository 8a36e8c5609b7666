// RUN: gpuopt -allow-unregistered-dialect %s -cse -split-input-file | FileCheck %s

// Equal pure ops are merged; unused pure ops and unused reads are erased.
// CHECK-LABEL: func @straight
func @straight(%a: i32, %m: memref<?xf32>) -> i32 {
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C1]] : i32
  // CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
  // CHECK-NEXT: %[[Z:.*]] = arith.addi %[[C1]], %arg0 : i32
  // CHECK-NEXT: %[[W:.*]] = arith.addi %[[Y]], %[[Z]] : i32
  // The index constant had users when it was visited: it stays.
  // CHECK-NEXT: arith.constant 0 : index
  // CHECK-NEXT: return %[[W]] : i32
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %x2 = arith.addi %a, %c1b : i32
  %y = arith.muli %x, %x2 : i32
  %z = arith.addi %c1, %a : i32
  %w = arith.addi %y, %z : i32
  %i = arith.constant 0 : index
  %l = memref.load %m[%i] : memref<?xf32>
  %d = memref.dim %m, %i : memref<?xf32>
  return %w : i32
}

// -----

// Attributes and result types take part; -0.0 and 0.0 differ; effects block merging.
// CHECK-LABEL: func @keys
func @keys(%m: memref<4xf32>) -> (f32, f32, f32, f32, i64, i32, f32, f32) {
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[N:.*]] = arith.constant -0.000000e+00 : f32
  // CHECK-NEXT: %[[A:.*]] = arith.constant 1 : i64
  // CHECK-NEXT: %[[B:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[I:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[L1:.*]] = memref.load %arg0[%[[I]]] : memref<4xf32>
  // CHECK-NEXT: %[[L2:.*]] = memref.load %arg0[%[[I]]] : memref<4xf32>
  // CHECK-NEXT: return %[[Z]], %[[N]], %[[Z]], %[[N]], %[[A]], %[[B]], %[[L1]], %[[L2]]
  %z = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  %z2 = arith.constant 0.0 : f32
  %n2 = arith.constant -0.0 : f32
  %a = arith.constant 1 : i64
  %b = arith.constant 1 : i32
  %i = arith.constant 0 : index
  %l1 = memref.load %m[%i] : memref<4xf32>
  %l2 = memref.load %m[%i] : memref<4xf32>
  return %z, %n, %z2, %n2, %a, %b, %l1, %l2 : f32, f32, f32, f32, i64, i32, f32, f32
}

// -----

// Dominance: a value from a dominating block is reused, one from a sibling block is not.
// CHECK-LABEL: func @cfg
func @cfg(%c: i1, %a: index) -> index {
  // CHECK-NEXT: %[[X:.*]] = arith.addi %arg1, %arg1 : index
  // CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
  %x = arith.addi %a, %a : index
  cond_br %c, ^bb1, ^bb2
^bb1:
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[X]] : index
  // CHECK-NEXT: br ^bb3(%[[Y]] : index)
  %x1 = arith.addi %a, %a : index
  %y1 = arith.muli %x1, %x1 : index
  br ^bb3(%y1 : index)
^bb2:
  // CHECK-NEXT: ^bb2:
  // CHECK-NEXT: %[[Y2:.*]] = arith.muli %[[X]], %[[X]] : index
  // CHECK-NEXT: br ^bb3(%[[Y2]] : index)
  %y2 = arith.muli %x, %x : index
  br ^bb3(%y2 : index)
^bb3(%r: index):
  // CHECK-NEXT: ^bb3(%[[R:.*]]: index):
  // CHECK-NEXT: %[[S:.*]] = arith.muli %[[X]], %[[X]] : index
  // CHECK-NEXT: %[[T:.*]] = arith.addi %[[R]], %[[S]] : index
  // CHECK-NEXT: return %[[T]] : index
  %y3 = arith.muli %x, %x : index
  %t = arith.addi %r, %y3 : index
  return %t : index
}

// -----

// A gpu.launch body sees the values of its function; a gpu.func (isolated) does not.
// CHECK-LABEL: func @launch
module attributes {gpu.container_module} {
  func @launch(%n: index) {
    // CHECK: %[[C1:.*]] = arith.constant 1 : index
    // CHECK-NEXT: %[[T:.*]] = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    // CHECK-NEXT: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %arg0, %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
      // CHECK-NEXT: %[[S:.*]] = arith.addi %[[T]], %[[C1]] : index
      // CHECK-NEXT: "test.use"(%[[S]], %[[S]], %[[T]])
      // CHECK-NEXT: gpu.terminator
      %c1i = arith.constant 1 : index
      %t2 = gpu.thread_id x
      %s = arith.addi %t2, %c1i : index
      %s2 = arith.addi %t, %c1 : index
      "test.use"(%s, %s2, %t2) : (index, index, index) -> ()
      gpu.terminator
    }
    return
  }
  // CHECK: gpu.module @kernels
  gpu.module @kernels {
    // CHECK-NEXT: gpu.func @k(%{{.*}}: index) kernel {
    // CHECK-NEXT: %[[C:.*]] = arith.constant 1 : index
    // CHECK-NEXT: %[[I:.*]] = gpu.block_id x
    // CHECK-NEXT: %[[A:.*]] = arith.addi %[[I]], %[[C]] : index
    // CHECK-NEXT: "test.use"(%[[A]], %[[A]]) : (index, index) -> ()
    gpu.func @k(%x: index) kernel {
      %c1 = arith.constant 1 : index
      %b = gpu.block_id x
      %b2 = gpu.block_id x
      %a1 = arith.addi %b, %c1 : index
      %a2 = arith.addi %b2, %c1 : index
      "test.use"(%a1, %a2) : (index, index) -> ()
      gpu.return
    }
  }
  // CHECK-LABEL: func @async
  func @async(%m: memref<4xf32>) {
    // Waits have unknown effects; allocations whose results are unused go.
    // CHECK-NEXT: %{{.*}} = gpu.wait async
    // CHECK-NEXT: %{{.*}} = gpu.wait async
    // CHECK-NEXT: gpu.dealloc %arg0 : memref<4xf32>
    // CHECK-NEXT: return
    %w = gpu.wait async
    %w2 = gpu.wait async
    %a = gpu.alloc () : memref<4xf32>
    %b, %t = gpu.alloc async [%w] () : memref<4xf32>
    gpu.dealloc %m : memref<4xf32>
    return
  }
}

// -----

// Unregistered ops: effects unknown, so never merged or erased.
// CHECK-LABEL: func @unknown
func @unknown() {
  // CHECK-NEXT: "test.a"() : () -> i32
  // CHECK-NEXT: "test.a"() : () -> i32
  %0 = "test.a"() : () -> i32
  %1 = "test.a"() : () -> i32
  return
}
