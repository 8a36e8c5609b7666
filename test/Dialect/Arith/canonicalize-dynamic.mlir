// ORACLE-XFAIL: mlir-opt 14 folds subi(x, x) and cmpi(x, x) of a tensor without a static shape into `dense<0> : tensor<?xi32>` (and `dense<true> : tensor<*xi1>`), which it cannot read back; later MLIR leaves them
// RUN: gpuopt %s -canonicalize | FileCheck %s --match-full-lines

// The folds of an op with itself build a constant of the result type: a vector (scalable too) or a tensor of
// static shape.  A tensor without one has no constant, and the op stays, as in later upstream MLIR.

func @dynamic(%t: tensor<?xi32>, %u: tensor<*xi32>, %v: vector<[4]xi32>) -> (tensor<?xi32>, tensor<*xi32>, tensor<?xi1>, tensor<*xi1>, vector<[4]xi32>, vector<[4]xi1>, tensor<?xi32>) {
  %0 = arith.subi %t, %t : tensor<?xi32>
  %1 = arith.xori %u, %u : tensor<*xi32>
  %2 = arith.cmpi eq, %t, %t : tensor<?xi32>
  %3 = arith.cmpi ne, %u, %u : tensor<*xi32>
  %4 = arith.subi %v, %v : vector<[4]xi32>
  %5 = arith.cmpi ule, %v, %v : vector<[4]xi32>
  %6 = arith.andi %t, %t : tensor<?xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<?xi32>, tensor<*xi32>, tensor<?xi1>, tensor<*xi1>, vector<[4]xi32>, vector<[4]xi1>, tensor<?xi32>
}

// CHECK-LABEL: func @dynamic(%arg0: tensor<?xi32>, %arg1: tensor<*xi32>, %arg2: vector<[4]xi32>) -> (tensor<?xi32>, tensor<*xi32>, tensor<?xi1>, tensor<*xi1>, vector<[4]xi32>, vector<[4]xi1>, tensor<?xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<[4]xi32>
// CHECK-NEXT: %0 = arith.subi %arg0, %arg0 : tensor<?xi32>
// CHECK-NEXT: %1 = arith.xori %arg1, %arg1 : tensor<*xi32>
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg0 : tensor<?xi32>
// CHECK-NEXT: %3 = arith.cmpi ne, %arg1, %arg1 : tensor<*xi32>
// CHECK-NEXT: return %0, %1, %2, %3, %cst_0, %cst, %arg0 : tensor<?xi32>, tensor<*xi32>, tensor<?xi1>, tensor<*xi1>, vector<[4]xi32>, vector<[4]xi1>, tensor<?xi32>
// CHECK-NEXT: }
