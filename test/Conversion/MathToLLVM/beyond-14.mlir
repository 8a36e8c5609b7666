// ORACLE-XFAIL: mlir-opt 14 gives math.ctlz on index an index-typed llvm.intr.ctlz (invalid) and may crash on n-D ctlz/cttz
// RUN: gpuopt %s -split-input-file -convert-math-to-llvm | FileCheck %s

// Where MLIR 14's MathToLLVM is wrong, gpuopt does what later MLIR does:
// math.ctlz/cttz on index count on the converted i64 and cast back (14 builds
// the intrinsic op with an `index` result, which fails to verify), and on an
// n-D vector they replace the op once (14 replaces it once per row, which can
// crash it).

// CHECK-LABEL: func @index(
// CHECK-SAME: %[[I:.*]]: index)
func @index(%i: index) -> index {
  // CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
  // CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[R:.*]] = "llvm.intr.ctlz"(%[[C]], %[[F]]) : (i64, i1) -> i64
  // CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %[[R]] : i64 to index
  // CHECK-NEXT: return %[[B]] : index
  %0 = math.ctlz %i : index
  return %0 : index
}

// -----

// CHECK-LABEL: func @nd(
func @nd(%v: vector<2x3xi16>) -> vector<2x3xi16> {
  // CHECK-NEXT: %[[A:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xi16> to !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[F0:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[T0:.*]] = "llvm.intr.cttz"(%[[R0]], %[[F0]]) : (vector<3xi16>, i1) -> vector<3xi16>
  // CHECK-NEXT: %[[I0:.*]] = llvm.insertvalue %[[T0]], %[[U]][0] : !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[F1:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[T1:.*]] = "llvm.intr.cttz"(%[[R1]], %[[F1]]) : (vector<3xi16>, i1) -> vector<3xi16>
  // CHECK-NEXT: %[[I1:.*]] = llvm.insertvalue %[[T1]], %[[I0]][1] : !llvm.array<2 x vector<3xi16>>
  // CHECK-NEXT: %[[B:.*]] = builtin.unrealized_conversion_cast %[[I1]] : !llvm.array<2 x vector<3xi16>> to vector<2x3xi16>
  // CHECK-NEXT: return %[[B]]
  %0 = math.cttz %v : vector<2x3xi16>
  return %0 : vector<2x3xi16>
}
