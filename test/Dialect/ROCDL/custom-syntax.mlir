// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// The custom forms of the rocdl ops convert-gpu-to-rocdl emits, as mlir-opt 14 prints them.

// CHECK-LABEL: llvm.func @ids() {
llvm.func @ids() {
  // CHECK-NEXT: %0 = rocdl.workitem.id.x : i32
  %0 = rocdl.workitem.id.x : i32
  // CHECK-NEXT: %1 = rocdl.workgroup.id.y : i32
  %1 = "rocdl.workgroup.id.y"() : () -> i32
  // CHECK-NEXT: %2 = rocdl.workgroup.dim.z : i32
  %2 = rocdl.workgroup.dim.z : i32
  // CHECK-NEXT: %3 = rocdl.grid.dim.x {foo} : i32
  %3 = rocdl.grid.dim.x {foo} : i32
  // CHECK-NEXT: rocdl.barrier
  "rocdl.barrier"() : () -> ()
  llvm.return
}

// The MUBUF ops spell only the data type: the descriptor is a vector<4xi32>, the index and offset i32, the
// cache flags i1 (and, as in 14, the custom form has no attribute dictionary).
// CHECK-LABEL: llvm.func @buffers(%arg0: vector<4xi32>, %arg1: i32, %arg2: i1) {
llvm.func @buffers(%rsrc: vector<4xi32>, %i: i32, %flag: i1) {
  // CHECK-NEXT: %0 = rocdl.buffer.load %arg0, %arg1, %arg1, %arg2, %arg2 : vector<2xf32>
  %0 = rocdl.buffer.load %rsrc, %i, %i, %flag, %flag : vector<2xf32>
  // CHECK-NEXT: rocdl.buffer.store %0, %arg0, %arg1, %arg1, %arg2, %arg2 : vector<2xf32>
  "rocdl.buffer.store"(%0, %rsrc, %i, %i, %flag, %flag) : (vector<2xf32>, vector<4xi32>, i32, i32, i1, i1) -> ()
  llvm.return
}
