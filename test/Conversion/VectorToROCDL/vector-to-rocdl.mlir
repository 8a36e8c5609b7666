// RUN: gpuopt %s -convert-vector-to-rocdl | FileCheck %s

// The standalone pass: buffer operations for the transfers that may run out of bounds, with the memref
// and func lowerings; arith, other vector ops and in-bounds transfers stay (14's pass has no patterns for
// them).

// CHECK-LABEL: llvm.func @f(
// CHECK:      %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:      %[[V:.*]] = rocdl.buffer.load %{{.*}} : vector<4xf32>
// CHECK:      rocdl.buffer.store %[[V]], %{{.*}} : vector<4xf32>
// CHECK:      %[[W:.*]] = vector.transfer_read %{{.*}}, %[[CST]] {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: vector.extractelement %[[W]]
func @f(%a: memref<?xf32>, %i: index) {
  %cst = arith.constant 0.0 : f32
  %v = vector.transfer_read %a[%i], %cst : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %a[%i] : vector<4xf32>, memref<?xf32>
  %w = vector.transfer_read %a[%i], %cst {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  %e = vector.extractelement %w[%i : index] : vector<4xf32>
  memref.store %e, %a[%i] : memref<?xf32>
  return
}
