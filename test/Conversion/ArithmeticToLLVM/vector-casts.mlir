// RUN: gpuopt --convert-arith-to-llvm %s | FileCheck %s
// RUN: gpuopt --gpu-to-llvm %s | FileCheck %s --check-prefix=FUNC

// Vectors lower element by element, as mlir-opt 14's type converter does: vector<4xindex> is
// vector<4xi64>, and an n-D vector is an array of 1-D vectors. index_cast of vectors casts each element.

// CHECK-LABEL: func @index_casts
// CHECK: llvm.sext %{{.*}} : vector<4xi32> to vector<4xi64>
// CHECK: llvm.trunc %{{.*}} : vector<4xi64> to vector<4xi32>
func @index_casts(%v: vector<4xi32>, %w: vector<4xindex>) -> (vector<4xindex>, vector<4xi32>) {
  %0 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %1 = arith.index_cast %w : vector<4xindex> to vector<4xi32>
  return %0, %1 : vector<4xindex>, vector<4xi32>
}

// FUNC-LABEL: llvm.func @nd(%arg0: !llvm.array<2 x vector<3xf32>>) -> !llvm.array<2 x vector<3xf32>>
func @nd(%v: vector<2x3xf32>) -> vector<2x3xf32> {
  return %v : vector<2x3xf32>
}
