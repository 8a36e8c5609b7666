// ORACLE-XFAIL: rocdl.mbcnt.lo/hi and rocdl.ds_bpermute are not in MLIR 14 (later MLIR's syntax)
// RUN: gpuopt -split-input-file -verify-diagnostics %s | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s -split-input-file -verify-diagnostics | gpuopt -split-input-file | FileCheck %s --match-full-lines

// The lane ops gpu.shuffle lowers to, in later MLIR's custom form.

// CHECK-LABEL: llvm.func @lanes(%arg0: i32, %arg1: i32) -> i32 {
llvm.func @lanes(%mask: i32, %value: i32) -> i32 {
  // CHECK-NEXT: %0 = rocdl.mbcnt.lo %arg0, %arg1 : (i32, i32) -> i32
  %lo = rocdl.mbcnt.lo %mask, %value : (i32, i32) -> i32
  // CHECK-NEXT: %1 = rocdl.mbcnt.hi %arg0, %0 {foo} : (i32, i32) -> i32
  %lane = "rocdl.mbcnt.hi"(%mask, %lo) {foo} : (i32, i32) -> i32
  // CHECK-NEXT: %2 = rocdl.ds_bpermute %1, %arg1 : (i32, i32) -> i32
  %permuted = rocdl.ds_bpermute %lane, %value : (i32, i32) -> i32
  // CHECK-NEXT: llvm.return %2 : i32
  llvm.return %permuted : i32
}

// -----

llvm.func @wide(%mask: i64, %value: i32) -> i32 {
  // expected-error @+1 {{'rocdl.mbcnt.lo' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %lo = "rocdl.mbcnt.lo"(%mask, %value) : (i64, i32) -> i32
  llvm.return %lo : i32
}

// -----

llvm.func @float(%address: i32, %value: f32) -> f32 {
  // expected-error @+1 {{'rocdl.ds_bpermute' op operand #1 must be 32-bit signless integer, but got 'f32'}}
  %permuted = "rocdl.ds_bpermute"(%address, %value) : (i32, f32) -> f32
  llvm.return %permuted : f32
}
