// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// Round trip of every MLIR 14 math op on scalars, vectors and tensors.

// CHECK-LABEL: func @float_unary(%arg0: f32, %arg1: vector<4xf64>, %arg2: tensor<?x2xf16>) {
func @float_unary(%f: f32, %v: vector<4xf64>, %t: tensor<?x2xf16>) {
  // CHECK-NEXT: %0 = math.abs %arg0 : f32
  %0 = math.abs %f : f32
  // CHECK-NEXT: %1 = math.atan %arg1 : vector<4xf64>
  %1 = math.atan %v : vector<4xf64>
  // CHECK-NEXT: %2 = math.ceil %arg2 : tensor<?x2xf16>
  %2 = math.ceil %t : tensor<?x2xf16>
  // CHECK-NEXT: %3 = math.cos %arg0 : f32
  %3 = math.cos %f : f32
  // CHECK-NEXT: %4 = math.erf %arg0 : f32
  %4 = math.erf %f : f32
  // CHECK-NEXT: %5 = math.exp %arg1 : vector<4xf64>
  %5 = math.exp %v : vector<4xf64>
  // CHECK-NEXT: %6 = math.exp2 %arg0 : f32
  %6 = math.exp2 %f : f32
  // CHECK-NEXT: %7 = math.expm1 %arg0 : f32
  %7 = math.expm1 %f : f32
  // CHECK-NEXT: %8 = math.floor %arg0 : f32
  %8 = math.floor %f : f32
  // CHECK-NEXT: %9 = math.log %arg0 : f32
  %9 = math.log %f : f32
  // CHECK-NEXT: %10 = math.log10 %arg0 : f32
  %10 = math.log10 %f : f32
  // CHECK-NEXT: %11 = math.log1p %arg0 : f32
  %11 = math.log1p %f : f32
  // CHECK-NEXT: %12 = math.log2 %arg0 : f32
  %12 = math.log2 %f : f32
  // CHECK-NEXT: %13 = math.rsqrt %arg0 : f32
  %13 = math.rsqrt %f : f32
  // CHECK-NEXT: %14 = math.sin %arg0 : f32
  %14 = math.sin %f : f32
  // CHECK-NEXT: %15 = math.sqrt %arg0 : f32
  %15 = math.sqrt %f : f32
  // CHECK-NEXT: %16 = math.tanh %arg0 {fastmath} : f32
  %16 = math.tanh %f {fastmath} : f32
  // CHECK-NEXT: return
  return
}

// CHECK-LABEL: func @float_binary_and_fma(%arg0: f32, %arg1: vector<4xf64>, %arg2: bf16) {
func @float_binary_and_fma(%f: f32, %v: vector<4xf64>, %h: bf16) {
  // CHECK-NEXT: %0 = math.atan2 %arg0, %arg0 : f32
  %0 = math.atan2 %f, %f : f32
  // CHECK-NEXT: %1 = math.copysign %arg1, %arg1 : vector<4xf64>
  %1 = math.copysign %v, %v : vector<4xf64>
  // CHECK-NEXT: %2 = math.powf %arg2, %arg2 : bf16
  %2 = math.powf %h, %h : bf16
  // CHECK-NEXT: %3 = math.fma %arg0, %arg0, %0 : f32
  %3 = math.fma %f, %f, %0 : f32
  // CHECK-NEXT: %4 = math.fma %1, %arg1, %arg1 : vector<4xf64>
  %4 = "math.fma"(%1, %v, %v) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  return
}

// CHECK-LABEL: func @int_unary(%arg0: i32, %arg1: index, %arg2: vector<8xi16>, %arg3: tensor<3xi64>) {
func @int_unary(%i: i32, %x: index, %v: vector<8xi16>, %t: tensor<3xi64>) {
  // CHECK-NEXT: %0 = math.ctlz %arg0 : i32
  %0 = math.ctlz %i : i32
  // CHECK-NEXT: %1 = math.cttz %arg1 : index
  %1 = math.cttz %x : index
  // CHECK-NEXT: %2 = math.ctpop %arg2 : vector<8xi16>
  %2 = math.ctpop %v : vector<8xi16>
  // CHECK-NEXT: %3 = math.ctpop %arg3 : tensor<3xi64>
  %3 = "math.ctpop"(%t) : (tensor<3xi64>) -> tensor<3xi64>
  return
}
