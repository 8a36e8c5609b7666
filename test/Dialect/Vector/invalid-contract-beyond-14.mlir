// ORACLE-XFAIL: mlir-opt 14 asserts (crashes) on these; gpuopt reports them as later upstream does
// RUN: gpuopt -split-input-file -verify-diagnostics %s

// A contraction whose result indexes a dimension neither operand gives a size to.
func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to get an extent as either a LHS or RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

// A contraction with one operand type (14 reads a second one past the end of the list).
func @f(%a: vector<4x8xf32>, %b: vector<8x4xf32>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' expected two operand types}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32> into vector<4x4xf32>
  return
}
