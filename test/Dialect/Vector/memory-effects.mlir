// RUN: gpuopt -cse %s -split-input-file | FileCheck %s --check-prefix=CSE
// RUN: gpuopt -canonicalize %s -split-input-file | FileCheck %s --check-prefix=CANON

// What the vector memory ops do to memory, as MLIR 14 declares it: load and transfer_read of a memref read
// it (unused, they go; never merged), store and transfer_write of a memref write it; on tensors the
// transfer ops have no effect (merged by cse, erased when unused).

// CSE-LABEL: func @used
// CSE-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CSE-NEXT: %0 = vector.load %arg0[%arg2] : memref<?xf32>, vector<4xf32>
// CSE-NEXT: %1 = vector.load %arg0[%arg2] : memref<?xf32>, vector<4xf32>
// CSE-NEXT: %2 = vector.transfer_read %arg1[%arg2], %cst : tensor<?xf32>, vector<4xf32>
// CSE-NEXT: vector.store %arg3, %arg0[%arg2] : memref<?xf32>, vector<4xf32>
// CSE-NEXT: vector.transfer_write %arg3, %arg0[%arg2] : vector<4xf32>, memref<?xf32>
// CSE-NEXT: %3 = vector.transfer_write %arg3, %arg1[%arg2] : vector<4xf32>, tensor<?xf32>
// CSE-NEXT: return %0, %1, %2, %2, %3, %3
func @used(%m: memref<?xf32>, %t: tensor<?xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, tensor<?xf32>, tensor<?xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %a = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  %b = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  %c = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %d = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %0, %1, %a, %b, %c, %d : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// CANON-LABEL: func @unused
// CANON-NEXT: vector.store %arg3, %arg0[%arg2] : memref<?xf32>, vector<4xf32>
// CANON-NEXT: vector.transfer_write %arg3, %arg0[%arg2] : vector<4xf32>, memref<?xf32>
// CANON-NEXT: return
func @unused(%m: memref<?xf32>, %t: tensor<?xf32>, %i: index, %v: vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  %2 = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  %3 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>
  return
}
