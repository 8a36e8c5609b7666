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
