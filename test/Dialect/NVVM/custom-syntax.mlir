// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// The custom forms of the nvvm ops convert-gpu-to-nvvm emits, printed as
// mlir-opt 14 prints them (the shuffle kind after two spaces).

// CHECK-LABEL: llvm.func @registers() {
llvm.func @registers() {
  // CHECK-NEXT: %0 = nvvm.read.ptx.sreg.tid.x : i32
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: %1 = nvvm.read.ptx.sreg.ntid.y : i32
  %1 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
  // CHECK-NEXT: %2 = nvvm.read.ptx.sreg.ctaid.z : i32
  %2 = nvvm.read.ptx.sreg.ctaid.z : i32
  // CHECK-NEXT: %3 = nvvm.read.ptx.sreg.nctaid.x {foo} : i32
  %3 = nvvm.read.ptx.sreg.nctaid.x {foo} : i32
  // CHECK-NEXT: %4 = nvvm.read.ptx.sreg.laneid : i32
  %4 = nvvm.read.ptx.sreg.laneid : i32
  // CHECK-NEXT: %5 = nvvm.read.ptx.sreg.warpsize : i32
  %5 = nvvm.read.ptx.sreg.warpsize : i32
  // CHECK-NEXT: nvvm.barrier0
  "nvvm.barrier0"() : () -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @shuffles(%arg0: i32, %arg1: f32) {
llvm.func @shuffles(%mask: i32, %v: f32) {
  // CHECK-NEXT: %0 = nvvm.shfl.sync  bfly %arg0, %arg1, %arg0, %arg0 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %0 = nvvm.shfl.sync bfly %mask, %v, %mask, %mask {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  // CHECK-NEXT: %1 = nvvm.shfl.sync  idx %arg0, %arg0, %arg0, %arg0 : i32 -> i32
  %1 = "nvvm.shfl.sync"(%mask, %mask, %mask, %mask) {kind = #nvvm<"shfl_kind idx">} : (i32, i32, i32, i32) -> i32
  // CHECK-NEXT: %2 = nvvm.shfl.sync  up %arg0, %arg1, %arg0, %arg0 : f32 -> f32
  %2 = nvvm.shfl.sync up %mask, %v, %mask, %mask : f32 -> f32
  // CHECK-NEXT: %3 = nvvm.shfl.sync  down %arg0, %arg1, %arg0, %arg0 : f32 -> f32
  %3 = nvvm.shfl.sync down %mask, %v, %mask, %mask : f32 -> f32
  llvm.return
}

// The ballot's custom form reads the mask as i32 and the predicate as i1; 14
// prints it without its attribute dictionary.
// CHECK-LABEL: llvm.func @ballot(%arg0: i32, %arg1: i1) -> i32 {
llvm.func @ballot(%mask: i32, %pred: i1) -> i32 {
  // CHECK-NEXT: %0 = nvvm.vote.ballot.sync %arg0, %arg1 : i32
  %0 = nvvm.vote.ballot.sync %mask, %pred : i32
  llvm.return %0 : i32
}
