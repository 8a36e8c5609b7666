// RUN: gpuopt --canonicalize %s | FileCheck %s

// MLIR 14 folds math.ceil of any float constant and math.log2 of a
// non-negative f32/f64 constant (into arith.constant); nothing else of math.

// CHECK-LABEL: func @folds
func @folds() -> (f32, f32, f16, f64, f32, f16, f32, f32) {
  // CHECK-DAG: %[[CEIL:.*]] = arith.constant 3.000000e+00 : f32
  // CHECK-DAG: %[[CEIL_NEG:.*]] = arith.constant -2.000000e+00 : f32
  // CHECK-DAG: %[[CEIL_H:.*]] = arith.constant 3.000000e+00 : f16
  // CHECK-DAG: %[[LOG2_D:.*]] = arith.constant 1.3219280948873624 : f64
  // CHECK-DAG: %[[LOG2_F:.*]] = arith.constant 1.32192814 : f32
  %a = arith.constant 2.5 : f32
  %n = arith.constant -2.5 : f32
  %h = arith.constant 2.5 : f16
  %d = arith.constant 2.5 : f64
  %0 = math.ceil %a : f32
  %1 = math.ceil %n : f32
  %2 = math.ceil %h : f16
  %3 = math.log2 %d : f64
  %4 = math.log2 %a : f32
  // CHECK: %[[NOT_F16:.*]] = math.log2 %{{.*}} : f16
  %5 = math.log2 %h : f16
  // CHECK: %[[NOT_NEG:.*]] = math.log2 %{{.*}} : f32
  %6 = math.log2 %n : f32
  // CHECK: %[[NOT_EXP:.*]] = math.exp %{{.*}} : f32
  %7 = math.exp %a : f32
  // CHECK: return %[[CEIL]], %[[CEIL_NEG]], %[[CEIL_H]], %[[LOG2_D]], %[[LOG2_F]], %[[NOT_F16]], %[[NOT_NEG]], %[[NOT_EXP]]
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f16, f64, f32, f16, f32, f32
}

// NaNs fold to themselves made quiet (the payload kept); log2 of a negative NaN or of -0.0 does not fold,
// ceil of -0.0 is -0.0.
// CHECK-LABEL: func @nans
func @nans() -> (f32, f32, f32, f32, f32, f32, f64) {
  // CHECK-DAG: %[[NEG_ZERO:.*]] = arith.constant -0.000000e+00 : f32
  // CHECK-DAG: %[[NEG_NAN:.*]] = arith.constant 0xFFC00000 : f32
  // CHECK-DAG: %[[QUIET:.*]] = arith.constant 0x7FC00001 : f32
  // CHECK-DAG: %[[NAN_D:.*]] = arith.constant 0x7FF8000000000001 : f64
  %s = arith.constant 0x7F800001 : f32
  %q = arith.constant 0x7FC00001 : f32
  %n = arith.constant 0xFFC00000 : f32
  %z = arith.constant -0.0 : f32
  %d = arith.constant 0x7FF0000000000001 : f64
  %0 = math.log2 %s : f32
  %1 = math.ceil %q : f32
  // CHECK: %[[LOG2_NEG_NAN:.*]] = math.log2 %[[NEG_NAN]] : f32
  %2 = math.log2 %n : f32
  // CHECK: %[[LOG2_NEG_ZERO:.*]] = math.log2 %[[NEG_ZERO]] : f32
  %3 = math.log2 %z : f32
  %4 = math.ceil %n : f32
  %5 = math.ceil %z : f32
  %6 = math.log2 %d : f64
  // CHECK: return %[[QUIET]], %[[QUIET]], %[[LOG2_NEG_NAN]], %[[LOG2_NEG_ZERO]], %[[NEG_NAN]], %[[NEG_ZERO]], %[[NAN_D]]
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f64
}
