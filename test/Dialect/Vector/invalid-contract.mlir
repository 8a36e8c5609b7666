// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Parser and verifier diagnostics of the vector ops with a combining kind and of
// the flattened matrix ops; each message is the one mlir-opt 14 gives for the
// same input.

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{custom op 'vector.multi_reduction' Unknown combining kind: foo}}
  %0 = vector.multi_reduction <foo>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{Unknown combining kind: foo}}
  %0 = vector.multi_reduction #vector.kind<foo>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{Unknown attribute type: kond}}
  %0 = vector.multi_reduction #vector.kond<add>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{expected '<'}}
  %0 = vector.multi_reduction [1], %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{custom op 'vector.multi_reduction' invalid kind of attribute specified}}
  %0 = vector.multi_reduction #gpu<"dim x">, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{custom op 'vector.multi_reduction' expected valid keyword}}
  %0 = vector.multi_reduction <>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{expected '>'}}
  %0 = vector.multi_reduction <add, mul>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{expected '>'}}
  %0 = vector.multi_reduction #vector.kind<add mul>, %v [1] : vector<4x8xf32> to vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{invalid output vector type: 'vector<8xf32>' (expected: 'vector<4xf32>')}}
  %0 = vector.multi_reduction <add>, %v [1] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{invalid output vector type: 'vector<f32>' (expected: 'f32')}}
  %0 = vector.multi_reduction <add>, %v [0, 1] : vector<4x8xf32> to vector<f32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.multi_reduction <add>, %v [1] : vector<4x8xf32> to vector<4xi32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions}}
  %0 = "vector.multi_reduction"(%v) {kind = 1, reduction_dims = [1]} : (vector<4x8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%v: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op requires attribute 'kind'}}
  %0 = "vector.multi_reduction"(%v) {reduction_dims = [1]} : (vector<4x8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %m, %z {inclusive = true, reduction_dim = 2 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %m, %w {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4x1xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %m, %y {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %m, %z {reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op attribute 'inclusive' failed to satisfy constraint: bool attribute}}
  %0:2 = vector.scan <add>, %m, %z {inclusive = 1 : i64, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'reduction_dim'}}
  %0:2 = "vector.scan"(%m, %z) {kind = #vector.kind<add>} : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%m, %z) {kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64} : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x4xf32>, vector<4xf32>)
  return
}

// -----

func @f(%m: vector<4x8xf32>, %z: vector<4xf32>, %w: vector<4x1xf32>, %y: vector<8xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%m, %z) {kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64} : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<8xf32>)
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract [1] %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have no symbols}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k)[s] -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j + 1)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %f : vector<4x8xf32>, vector<8x4xf32> into f32
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %v : vector<4x8xf32>, vector<8x4xf32> into vector<8xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x2xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x2xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x2xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %i, %c : vector<4x8xf32>, vector<8x4xi32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<and>} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %m: vector<4x8xi1>, %n: vector<32xi1>) {
  // expected-error@+1 {{'vector.contract' op invalid vector mask rank}}
  %0 = "vector.contract"(%a, %b, %c, %m, %n) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>, vector<4x8xi1>, vector<32xi1>) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<8xf32>'}}
  %0 = "vector.contract"(%a, %b, %c, %v) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [1], iterator_types = []} : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = 3} : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>, %f: f32, %i: vector<8x4xi32>, %m: vector<4x8xi1>, %n: vector<8x4xi1>, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} : (vector<4x8xf32>, vector<8x4xf32>, vector<4x4xf32>) -> vector<4x4xi32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %a : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %f, %a : f32, vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %m, %b : vector<2x4xf32>, vector<8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %m) : (vector<4xf32>, vector<2x4xf32>) -> vector<4x2x4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<8x8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %f) : (vector<4xf32>, f32) -> vector<4x4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %f) : (vector<4xf32>, f32) -> vector<8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %a) : (vector<4xf32>, vector<8xf32>, vector<4xf32>) -> vector<4x8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %f: f32, %i: vector<8xi32>, %m: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %i) : (vector<4xf32>, vector<8xi32>) -> vector<4x8xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = vector.matrix_multiply %b, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<2x2xf32>, vector<2x2xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<4xui8>'}}
  %0 = vector.matrix_multiply %u, %u {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xui8>, vector<4xui8>) -> vector<4xui8>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op requires attribute 'rhs_columns'}}
  %0 = vector.matrix_multiply %a, %a {lhs_rows = 2 : i32, lhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op attribute 'lhs_rows' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = vector.matrix_multiply %a, %a {lhs_rows = 2, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.matrix_multiply' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %i {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %a {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> -> vector<4xi32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{'vector.flat_transpose' op requires attribute 'columns'}}
  %0 = vector.flat_transpose %a {rows = 2 : i32} : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func @f(%a: vector<4xf32>, %b: vector<2x2xf32>, %u: vector<4xui8>, %i: vector<4xi32>) {
  // expected-error@+1 {{custom op 'vector.flat_transpose' invalid kind of type specified}}
  %0 = vector.flat_transpose %a {rows = 2 : i32, columns = 2 : i32} : f32 -> vector<4xf32>
  return
}
