// RUN: gpuopt %s -split-input-file -convert-math-to-llvm | FileCheck %s

// convert-math-to-llvm: each math op becomes its llvm.intr op; ctlz/cttz get
// a `false` flag; expm1, log1p and rsqrt are expanded around a 1.0 constant
// (a dense splat for vectors); n-D vectors are unrolled into their 1-D rows;
// ops 14 has no pattern for, and ops on tensors, stay.

// CHECK-LABEL: func @one_to_one(
// CHECK-SAME: %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[D:.*]]: f64, %[[V:.*]]: vector<4xf32>)
func @one_to_one(%x: f32, %y: f32, %d: f64, %v: vector<4xf32>) {
  // CHECK-NEXT: "llvm.intr.fabs"(%[[X]]) : (f32) -> f32
  %0 = math.abs %x : f32
  // CHECK-NEXT: "llvm.intr.ceil"(%[[D]]) : (f64) -> f64
  %1 = math.ceil %d : f64
  // CHECK-NEXT: "llvm.intr.floor"(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
  %2 = math.floor %v : vector<4xf32>
  // CHECK-NEXT: "llvm.intr.copysign"(%[[X]], %[[Y]]) : (f32, f32) -> f32
  %3 = math.copysign %x, %y : f32
  // CHECK-NEXT: "llvm.intr.cos"(%[[X]])
  %4 = math.cos %x : f32
  // CHECK-NEXT: "llvm.intr.sin"(%[[X]])
  %5 = math.sin %x : f32
  // CHECK-NEXT: "llvm.intr.exp"(%[[D]]) : (f64) -> f64
  %6 = math.exp %d : f64
  // CHECK-NEXT: "llvm.intr.exp2"(%[[X]])
  %7 = math.exp2 %x : f32
  // CHECK-NEXT: "llvm.intr.log"(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
  %8 = math.log %v : vector<4xf32>
  // CHECK-NEXT: "llvm.intr.log10"(%[[X]])
  %9 = math.log10 %x : f32
  // CHECK-NEXT: "llvm.intr.log2"(%[[X]])
  %10 = math.log2 %x : f32
  // CHECK-NEXT: "llvm.intr.sqrt"(%[[D]]) : (f64) -> f64
  %11 = math.sqrt %d : f64
  // CHECK-NEXT: "llvm.intr.pow"(%[[X]], %[[Y]]) : (f32, f32) -> f32
  %12 = math.powf %x, %y : f32
  // CHECK-NEXT: "llvm.intr.fma"(%[[V]], %[[V]], %[[V]]) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %13 = math.fma %v, %v, %v : vector<4xf32>
  // CHECK-NEXT: return
  return
}

// -----

// CHECK-LABEL: func @bit_counts(
// CHECK-SAME: %[[I:.*]]: i32, %[[VI:.*]]: vector<4xi64>)
func @bit_counts(%i: i32, %vi: vector<4xi64>) {
  // CHECK-NEXT: %[[F0:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: "llvm.intr.ctlz"(%[[I]], %[[F0]]) : (i32, i1) -> i32
  %0 = math.ctlz %i : i32
  // CHECK-NEXT: %[[F1:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: "llvm.intr.cttz"(%[[VI]], %[[F1]]) : (vector<4xi64>, i1) -> vector<4xi64>
  %1 = math.cttz %vi : vector<4xi64>
  // CHECK-NEXT: "llvm.intr.ctpop"(%[[I]]) : (i32) -> i32
  %2 = math.ctpop %i : i32
  return
}

// -----

// CHECK-LABEL: func @expansions(
// CHECK-SAME: %[[X:.*]]: f32, %[[D:.*]]: f64, %[[V:.*]]: vector<4xf32>)
func @expansions(%x: f32, %d: f64, %v: vector<4xf32>) {
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
  // CHECK-NEXT: %[[EXP:.*]] = "llvm.intr.exp"(%[[X]]) : (f32) -> f32
  // CHECK-NEXT: llvm.fsub %[[EXP]], %[[ONE]]  : f32
  %0 = math.expm1 %x : f32
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  // CHECK-NEXT: %[[EXP:.*]] = "llvm.intr.exp"(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: llvm.fsub %[[EXP]], %[[ONE]]  : vector<4xf32>
  %1 = math.expm1 %v : vector<4xf32>
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
  // CHECK-NEXT: %[[ADD:.*]] = llvm.fadd %[[ONE]], %[[D]]  : f64
  // CHECK-NEXT: "llvm.intr.log"(%[[ADD]]) : (f64) -> f64
  %2 = math.log1p %d : f64
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  // CHECK-NEXT: %[[ADD:.*]] = llvm.fadd %[[ONE]], %[[V]]  : vector<4xf32>
  // CHECK-NEXT: "llvm.intr.log"(%[[ADD]]) : (vector<4xf32>) -> vector<4xf32>
  %3 = math.log1p %v : vector<4xf32>
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
  // CHECK-NEXT: %[[SQRT:.*]] = "llvm.intr.sqrt"(%[[X]]) : (f32) -> f32
  // CHECK-NEXT: llvm.fdiv %[[ONE]], %[[SQRT]]  : f32
  %4 = math.rsqrt %x : f32
  // CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
  // CHECK-NEXT: %[[SQRT:.*]] = "llvm.intr.sqrt"(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: llvm.fdiv %[[ONE]], %[[SQRT]]  : vector<4xf32>
  %5 = math.rsqrt %v : vector<4xf32>
  return
}

// -----

// CHECK-LABEL: func @nd_vectors(
// CHECK-SAME: %[[M:.*]]: vector<2x3xf32>) -> vector<2x3xf32>
func @nd_vectors(%m: vector<2x3xf32>) -> vector<2x3xf32> {
  // CHECK-NEXT: %[[A:.*]] = builtin.unrealized_conversion_cast %[[M]] : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[ONE0:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
  // CHECK-NEXT: %[[S0:.*]] = "llvm.intr.sqrt"(%[[R0]]) : (vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: %[[D0:.*]] = llvm.fdiv %[[ONE0]], %[[S0]]  : vector<3xf32>
  // CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[D0]], %[[U]][0] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[ONE1:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
  // CHECK-NEXT: %[[S1:.*]] = "llvm.intr.sqrt"(%[[R1]]) : (vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: %[[D1:.*]] = llvm.fdiv %[[ONE1]], %[[S1]]  : vector<3xf32>
  // CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[D1]], %[[I0]][1] : !llvm.array<2 x vector<3xf32>>
  %0 = math.rsqrt %m : vector<2x3xf32>
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %[[I1]][0] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[P0:.*]] = "llvm.intr.pow"(%[[A0]], %[[B0]]) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: %[[J0:.*]] = llvm.insertvalue %[[P0]], %[[U]][0] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %[[I1]][1] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[P1:.*]] = "llvm.intr.pow"(%[[A1]], %[[B1]]) : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
  // CHECK-NEXT: %[[J1:.*]] = llvm.insertvalue %[[P1]], %[[J0]][1] : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[BACK:.*]] = builtin.unrealized_conversion_cast %[[J1]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
  // CHECK-NEXT: return %[[BACK]] : vector<2x3xf32>
  %1 = math.powf %0, %m : vector<2x3xf32>
  return %1 : vector<2x3xf32>
}

// -----

// CHECK-LABEL: func @stay(
func @stay(%x: f32, %t: tensor<4xf32>) -> f32 {
  // CHECK-NEXT: %[[T:.*]] = math.tanh %{{.*}} : f32
  %0 = math.tanh %x : f32
  // CHECK-NEXT: math.atan
  %1 = math.atan %x : f32
  // CHECK-NEXT: math.erf
  %2 = math.erf %x : f32
  // CHECK-NEXT: math.atan2
  %3 = math.atan2 %x, %x : f32
  // CHECK-NEXT: math.sqrt %{{.*}} : tensor<4xf32>
  %4 = math.sqrt %t : tensor<4xf32>
  // CHECK-NEXT: math.rsqrt %{{.*}} : tensor<4xf32>
  %5 = math.rsqrt %t : tensor<4xf32>
  // CHECK-NEXT: "llvm.intr.sqrt"(%[[T]]) : (f32) -> f32
  %6 = math.sqrt %0 : f32
  return %6 : f32
}
