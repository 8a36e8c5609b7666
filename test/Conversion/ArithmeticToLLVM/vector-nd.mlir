// RUN: gpuopt %s -convert-arith-to-llvm | FileCheck %s

// arith ops on n-D vectors (arrays of 1-D vectors in the LLVM dialect) are
// unrolled row by row, as MLIR 14's handleMultidimensionalVectors does:
// every operand's row extracted, the 1-D op, the row inserted into an undef
// array. Ops on tensors have no LLVM form and stay.

// CHECK-LABEL: func @nd(
func @nd(%m: vector<2x3xf32>, %mi: vector<2x3xi32>) -> (vector<2x3xf32>, vector<2x3xi1>, vector<2x3xi64>) {
  // CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
  // CHECK-NEXT: %[[F:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xi32>>
  // CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %[[I]][0] : !llvm.array<2 x vector<3xi32>>
  // CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[I]][0] : !llvm.array<2 x vector<3xi32>>
  // CHECK-NEXT: %[[S0:.*]] = llvm.add %[[A0]], %[[B0]]  : vector<3xi32>
  // CHECK-NEXT: %[[R0:.*]] = llvm.insertvalue %[[S0]], %[[U]][0] : !llvm.array<2 x vector<3xi32>>
  // CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %[[I]][1]
  // CHECK-NEXT: %[[B1:.*]] = llvm.extractvalue %[[I]][1]
  // CHECK-NEXT: %[[S1:.*]] = llvm.add %[[A1]], %[[B1]]  : vector<3xi32>
  // CHECK-NEXT: %[[ADD:.*]] = llvm.insertvalue %[[S1]], %[[R0]][1] : !llvm.array<2 x vector<3xi32>>
  %0 = arith.addi %mi, %mi : vector<2x3xi32>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.array<2 x vector<3xi1>>
  // CHECK-NEXT: %[[C0:.*]] = llvm.extractvalue %[[I]][0]
  // CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[ADD]][0]
  // CHECK-NEXT: llvm.icmp "slt" %[[C0]], %[[D0]] : vector<3xi32>
  // CHECK: llvm.icmp "slt"
  // CHECK: %[[CMP:.*]] = llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<3xi1>>
  // CHECK-NEXT: builtin.unrealized_conversion_cast %[[CMP]] : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
  %1 = arith.cmpi slt, %mi, %0 : vector<2x3xi32>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.array<2 x vector<3xi64>>
  // CHECK-NEXT: %[[E0:.*]] = llvm.extractvalue %[[ADD]][0]
  // CHECK-NEXT: llvm.sext %[[E0]] : vector<3xi32> to vector<3xi64>
  %2 = arith.extsi %0 : vector<2x3xi32> to vector<2x3xi64>
  // CHECK: llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
  // CHECK-NEXT: %[[G0:.*]] = llvm.extractvalue %[[F]][0]
  // CHECK-NEXT: llvm.fneg %[[G0]]  : vector<3xf32>
  %3 = arith.negf %m : vector<2x3xf32>
  return %3, %1, %2 : vector<2x3xf32>, vector<2x3xi1>, vector<2x3xi64>
}

// CHECK-LABEL: func @tensors(
func @tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NEXT: arith.addf %{{.*}}, %{{.*}} : tensor<4xf32>
  %0 = arith.addf %t, %t : tensor<4xf32>
  return %0 : tensor<4xf32>
}
