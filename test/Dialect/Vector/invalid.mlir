// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and custom-parser diagnostics of the vector ops; each message is
// the one mlir-opt 14 gives for the same input.

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %1 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %1 = vector.broadcast %v : vector<4x4xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %1 = vector.broadcast %v : vector<4xf32> to vector<4xi32>
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified}}
  %1 = vector.broadcast %v : vector<4xf32> to f32
  return
}

// -----

func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %1 = vector.extract %v[4] : vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{custom op 'vector.extract' expected position attribute of rank smaller than vector rank}}
  %1 = vector.extract %v[1, 2, 3] : vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.extract' op requires attribute 'position'}}
  %1 = "vector.extract"(%v) : (vector<4x4xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %w, %v[5] : vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %w, %v[1, 1] : vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %w, %v[] : vector<4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %1 = vector.extractelement %v[%i : i32] : vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<f32>, %i: i32) {
  // expected-error@+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %1 = vector.extractelement %v[%i : i32] : vector<f32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @f(%v: vector<4xf32>, %i: i32, %f: f16) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'f16'}}
  %1 = vector.insertelement %f, %v[%i : i32] : vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>, %i: i32, %f: f32) {
  // expected-error@+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %1 = vector.insertelement %f, %v[%i : i32] : vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<f32>, %i: i32, %f: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %1 = vector.insertelement %f, %v[%i : i32] : vector<f32>
  return
}

// -----

func @f(%v: vector<4xf32>, %i: i32, %f: f32) {
  // expected-error@+1 {{'vector.insertelement' op expected position for 1-D vector}}
  %1 = vector.insertelement %f, %v[] : vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, f32
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the optional in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @f(%m: memref<?x?xf32>, %i: index, %f: f16) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'f16'}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %mask: vector<3xi1>) {
  // expected-error@+1 {{use of value '%mask' expects different type than prior uses: 'vector<4xi1>' vs 'vector<3xi1>'}}
  %0 = vector.transfer_read %m[%i, %i], %f, %mask : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds=[true]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf64>, %i: index, %f: f32, %v: vector<3xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  vector.transfer_write %v, %m[%i, %i] : vector<3xf32>, memref<?x?xf64>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1)[s0] -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction "add", %v : vector<4x4xf32> into f32
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unknown reduction kind: foo}}
  %0 = vector.reduction "foo", %v : vector<4xf32> into f32
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction "and", %v : vector<4xf32> into f32
  return
}

// -----

func @f(%v: vector<4xi32>, %a: i32) {
  // expected-error@+1 {{'vector.reduction' op no accumulator for type: 'i32'}}
  %0 = vector.reduction "add", %v, %a : vector<4xi32> into i32
  return
}

// -----

func @f(%v: vector<4xf32>, %a: f32) {
  // expected-error@+1 {{'vector.reduction' op no accumulator for reduction kind: maxf}}
  %0 = vector.reduction "maxf", %v, %a : vector<4xf32> into f32
  return
}

// -----

func @f(%v: vector<4xf32>, %a: f32) {
  // expected-error@+1 {{custom op 'vector.reduction' unsupported number of operands}}
  %0 = vector.reduction "add", %v, %a, %a : vector<4xf32> into f32
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction "add", %v : vector<4xf32> into i32
  return
}

// -----

func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'minf'}}
  %0 = vector.reduction "minf", %v : vector<4xi32> into i32
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%v) : (vector<4xf32>) -> f32
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %w [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.shuffle' invalid mask length}}
  %0 = vector.shuffle %v, %w [] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%v, %w) {mask = [0, 1]} : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func @f(%v: vector<2x4xf32>, %w: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<2x4xf32>, vector<2x3xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<4xi32>
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<4xf16>
  return
}

// -----

func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x8xf16>
  return
}

// -----

func @f(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<8xf32>
  return
}

// -----

func @f(%v: vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f64>
  return
}

// -----

func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x4xf64>>'}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf64>>
  return
}

// -----

func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x3xf32>>'}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x3xf32>>
  return
}

// -----

func @f(%m: memref<?x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x4xf32>'}}
  %0 = vector.type_cast %m : memref<?x4xf32> to memref<vector<4x3xf32>>
  return
}

// -----

func @f(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf32>, 3>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf16>
  return
}

// -----

func @f(%m: memref<?x?xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i, %i] : memref<?x?xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32, offset: ?, strides: [1, ?]>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, offset: ?, strides: [1, ?]>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf16>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<4xf16>
  return
}

// -----

func @f(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  vector.store %v, %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %w: vector<4xf16>) {
  // expected-error@+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{custom op 'vector.fma' invalid kind of type specified}}
  %0 = vector.fma %v, %v, %v : f32
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{custom op 'vector.load' invalid kind of type specified}}
  %0 = vector.load %v[] : f32, vector<4xf32>
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{custom op 'vector.extract' expected vector type}}
  %0 = vector.extract %v[0] : f32
  return
}

// -----

func @f(%v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%v, %i) : (vector<4xf32>, index) -> f64
  return
}

// -----

func @f(%v: vector<4xf32>, %i: f32) {
  // expected-error@+1 {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %0 = vector.extractelement %v[%i : f32] : vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = "vector.insert"(%v, %v) {position = [0]} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.insert"(%v, %v) {position = [0]} : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  %0 = vector.insert %f, %v [0] : f32 into vector<4xf32>
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %f, %v [5] : f32 into vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op attribute 'position' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.insert"(%f, %v) {position = [0 : i32]} : (f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.extract' op attribute 'position' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract"(%v) {position = 0} : (vector<4xf32>) -> f32
  return
}

// -----

func @f(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 1 indices}}
  %0 = "vector.transfer_read"(%v, %f) {permutation_map = affine_map<(d0) -> (d0)>, operand_segment_sizes = dense<[1, 0, 1, 0]> : vector<4xi32>} : (vector<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'vector.transfer_read' op requires attribute 'permutation_map'}}
  %0 = "vector.transfer_read"(%m, %i, %f) {operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %f) {permutation_map = affine_map<(d0) -> (d0)>, in_bounds = [1], operand_segment_sizes = dense<[1, 1, 1, 0]> : vector<4xi32>} : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
