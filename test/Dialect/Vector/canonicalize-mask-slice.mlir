// ORACLE-XFAIL: mlir-opt 14's StridedSliceConstantMaskFolder drops the dimensions the slice does not name and makes an invalid vector.constant_mask; gpuopt keeps them, as later MLIR does
// RUN: gpuopt -canonicalize %s | FileCheck %s

// A strided slice over the leading dimensions of a constant mask is the constant mask of the slice, the
// other dimensions' sizes kept.

// CHECK-LABEL: func @partial_slice
// CHECK-NEXT: %0 = vector.constant_mask [1, 3] : vector<1x4xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0, 0] : vector<1x4xi1>
// CHECK-NEXT: return %0, %1
func @partial_slice() -> (vector<1x4xi1>, vector<1x4xi1>) {
  %k = vector.constant_mask [2, 3] : vector<3x4xi1>
  %0 = vector.extract_strided_slice %k {offsets = [1], sizes = [1], strides = [1]} : vector<3x4xi1> to vector<1x4xi1>
  %1 = vector.extract_strided_slice %k {offsets = [2], sizes = [1], strides = [1]} : vector<3x4xi1> to vector<1x4xi1>
  return %0, %1 : vector<1x4xi1>, vector<1x4xi1>
}
