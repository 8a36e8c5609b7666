// RUN: not gpuopt %s -split-input-file 2>&1 | FileCheck %s

// A vector of something that is not int, index or float is reported where
// the element type starts, with or without a shape, as mlir-opt 14 reports it
// (before, a vector without a shape gave `loc(unknown): error:`).

// CHECK: invalid-vector-element.mlir:[[# @LINE + 1]]:20: error: vector elements must be int/index/float type
func @f(%a: vector<memref<4xf32>>) {
  return
}

// -----

// CHECK: invalid-vector-element.mlir:[[# @LINE + 1]]:22: error: vector elements must be int/index/float type
func @g(%a: vector<4xmemref<4xf32>>) {
  return
}

// -----

// CHECK: invalid-vector-element.mlir:[[# @LINE + 1]]:37: error: vector elements must be int/index/float type
func @h(%a: tuple<i32, vector<2x[4]xvector<4xf32>>>) {
  return
}
