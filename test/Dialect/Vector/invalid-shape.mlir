// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Parser and verifier diagnostics of the vector ops that reshape, slice and mask
// vectors and of the masked and indexed memory ops; each message is the one
// mlir-opt 14 gives for the same input.

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xi32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<16xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %w : vector<2x3x4xf32> to vector<2x12x1x1xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %w : vector<2x3x4xf32> to vector<8x3xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'vector.shape_cast' invalid kind of type specified}}
  %0 = vector.shape_cast %f : f32 to vector<1xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xi32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<32xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [0, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.transpose' op attribute 'transp' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.transpose %v, [1.0, 0] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2, 2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank smaller than vector rank}}
  %0 = vector.extract_strided_slice %v {offsets = [1, 1, 1], sizes = [1, 1, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<1x1xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [4], sizes = [1], strides = [1]} : vector<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [5], strides = [1]} : vector<4x8xf32> to vector<5x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4x8xf32> to vector<2x8xi32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_strided_slice' op requires attribute 'strides'}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [2]} : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1, 1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be smaller than destination rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1, 2], strides = [1, 1, 1]} : vector<2x3x4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [4, 2], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [3]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%s: vector<4xi32>, %v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %s, %v {offsets = [1, 2], strides = [1]} : vector<4xi32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that all of {dest, res} have same type}}
  %0 = "vector.insert_strided_slice"(%s, %v) {offsets = [1, 2], strides = [1]} : (vector<4xf32>, vector<4x8xf32>) -> vector<4x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{invalid input shape for vector type 'vector<4x8xf32>'}}
  %0 = vector.reshape %v, [%i, %i], [%i], [8] : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{invalid output shape for vector type 'vector<2x8xf32>'}}
  %0 = vector.reshape %v, [%i], [%i, %i], [8] : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{fixed vector size must match input vector for dim 0}}
  %0 = vector.reshape %v, [%i], [%i], [4] : vector<4x8xf32> to vector<2x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{fixed vector size must match output vector for dim 0}}
  %0 = vector.reshape %v, [%i], [%i], [8] : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // expected-error@+1 {{product of input and output shape sizes must match}}
  %0 = vector.reshape %v, [%c2], [%c3], [8] : vector<4x8xf32> to vector<3x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_map' op expected source and destination vectors of same rank}}
  %0 = vector.extract_map %v[%i] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_map' op source vector dimensions must be a multiple of destination vector dimensions}}
  %0 = vector.extract_map %v[%i] : vector<4x8xf32> to vector<3x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.extract_map' op expected number of ids must match the number of dimensions distributed}}
  %0 = vector.extract_map %v[%i] : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_map' op expected source and destination vectors of same rank}}
  %0 = vector.insert_map %s, %v[%i] : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.insert_map' op expected number of ids must match the number of dimensions distributed}}
  %0 = vector.insert_map %v, %v[%i] : vector<4x8xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %s: vector<3x8xf32>, %i: index) {
  // expected-error@+1 {{'vector.insert_map' op destination vector size must be a multiple of source vector size}}
  %0 = vector.insert_map %s, %v[%i] : vector<3x8xf32> into vector<4x8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x3xi1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 1] : vector<4x3xi1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 1] : vector<4x3xi1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = vector.constant_mask [2] : vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func @f(%v: vector<4x8xf32>, %w: vector<2x3x4xf32>, %s: vector<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'vector.vscale' op result #0 must be index, but got 'i32'}}
  %0 = "vector.vscale"() : () -> i32
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %pi : memref<?xf32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op requires 2 indices}}
  %0 = vector.maskedload %n[%i], %mask, %pass : memref<4x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = vector.maskedload %m[%i], %mask4, %pass : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op expected result dim to match mask dim}}
  %0 = "vector.maskedload"(%m, %i, %mask, %pass) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values of ranks 1, but got 'vector<2x4xi1>'}}
  %0 = "vector.maskedload"(%m, %i, %m2, %pass) : (memref<?xf32>, index, vector<2x4xi1>, vector<8xf32>) -> vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedload' op operand #3 must be  of ranks 1, but got 'f32'}}
  %0 = "vector.maskedload"(%m, %i, %mask, %f) : (memref<?xf32>, index, vector<8xi1>, f32) -> vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{custom op 'vector.maskedload' invalid kind of type specified}}
  %0 = vector.maskedload %f[%i], %mask, %pass : f32, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mask, %pi : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore dim to match mask dim}}
  vector.maskedstore %m[%i], %mask4, %pass : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i] [%idx], %mask, %pi : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i] [%idx], %mask, %pass : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%idx4], %mask, %pass : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%idx], %mask4, %pass : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = "vector.gather"(%m, %i, %idx, %mask, %pass) : (memref<?xf32>, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.gather %m[%i] [%idxf], %mask, %pass : memref<?xf32>, vector<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i] [%idx], %mask, %pi : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i] [%idx4], %mask, %pass : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%idx], %mask4, %pass : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %n[%i] [%idx], %mask, %pass : memref<4x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mask, %pi : memref<?xf32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask4, %pass : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = "vector.expandload"(%m, %i, %mask, %pass) : (memref<?xf32>, index, vector<8xi1>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %pi : memref<?xf32>, vector<8xi1>, vector<8xi32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.compressstore' op requires 2 indices}}
  vector.compressstore %n[%i], %mask, %pass : memref<4x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func @f(%m: memref<?xf32>, %n: memref<4x?xf32>, %i: index, %mask: vector<8xi1>, %mask4: vector<4xi1>, %pass: vector<8xf32>, %pi: vector<8xi32>, %idx: vector<8xi32>, %idxf: vector<8xf32>, %idx4: vector<4xi32>, %f: f32, %m2: vector<2x4xi1>) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask4, %pass : memref<?xf32>, vector<4xi1>, vector<8xf32>
  return
}
