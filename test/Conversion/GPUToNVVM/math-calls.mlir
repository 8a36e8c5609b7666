// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// Math ops become libdevice calls (f32 and f64 names; f16 through f32), each
// function declared once, before the function that first calls it; ops with
// no libdevice function in 14's list (erf, fma, ctlz) or of a vector type stay.

gpu.module @math {
  // CHECK: llvm.func @__nv_expf(f32) -> f32
  // CHECK-NEXT: llvm.func @__nv_pow(f64, f64) -> f64
  // CHECK-NEXT: llvm.func @__nv_sqrtf(f32) -> f32
  // CHECK-NEXT: llvm.func @f(
  gpu.func @f(%f: f32, %d: f64, %h: f16, %i: i32, %v: vector<2xf32>, %mf: memref<4xf32>, %md: memref<4xf64>, %mh: memref<4xf16>, %mi: memref<4xi32>, %mv: memref<4xvector<2xf32>>) {
    %c0 = arith.constant 0 : index
    // CHECK: llvm.call @__nv_expf(%arg0) : (f32) -> f32
    %0 = math.exp %f : f32
    memref.store %0, %mf[%c0] : memref<4xf32>
    // CHECK: llvm.call @__nv_pow(%arg1, %arg1) : (f64, f64) -> f64
    %1 = math.powf %d, %d : f64
    memref.store %1, %md[%c0] : memref<4xf64>
    // CHECK: %[[EXT:.*]] = llvm.fpext %arg2 : f16 to f32
    // CHECK-NEXT: %[[CALL:.*]] = llvm.call @__nv_sqrtf(%[[EXT]]) : (f32) -> f32
    // CHECK-NEXT: llvm.fptrunc %[[CALL]] : f32 to f16
    %2 = math.sqrt %h : f16
    memref.store %2, %mh[%c0] : memref<4xf16>
    // CHECK: llvm.call @__nv_expf(%arg0) : (f32) -> f32
    %3 = math.exp %f : f32
    memref.store %3, %mf[%c0] : memref<4xf32>
    // CHECK: math.erf %arg0 : f32
    %4 = math.erf %f : f32
    memref.store %4, %mf[%c0] : memref<4xf32>
    // CHECK: math.fma %arg0, %arg0, %arg0 : f32
    %5 = math.fma %f, %f, %f : f32
    memref.store %5, %mf[%c0] : memref<4xf32>
    // CHECK: math.ctlz %arg3 : i32
    %6 = math.ctlz %i : i32
    memref.store %6, %mi[%c0] : memref<4xi32>
    // CHECK: math.exp %arg4 : vector<2xf32>
    %7 = math.exp %v : vector<2xf32>
    memref.store %7, %mv[%c0] : memref<4xvector<2xf32>>
    gpu.return
  }
  // CHECK: llvm.func @__nv_tanh(f64) -> f64
  // CHECK-NEXT: llvm.func @g(%arg0: f64) -> f64 {
  gpu.func @g(%d: f64) -> f64 {
    %0 = math.tanh %d : f64
    gpu.return %0 : f64
  }
}
