// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and parser errors of the MLIR 14 math dialect, in mlir-opt 14's
// words and order (the same-type trait is checked before the type constraints).

func @int_to_float_op(%i: i32) {
  // expected-error@+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}

// -----

func @int_vector_to_float_op(%v: vector<2xi32>) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = math.exp %v : vector<2xi32>
  return
}

// -----

func @float_to_int_op(%f: f32) {
  // expected-error@+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctpop %f : f32
  return
}

// -----

func @signed_int(%i: si32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = math.ctlz %i : si32
  return
}

// -----

func @result_type(%f: f32) {
  // expected-error@+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%f) : (f32) -> f64
  return
}

// -----

func @mixed_before_constraint(%f: f32, %i: i32) {
  // expected-error@+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%i, %f) : (i32, f32) -> f32
  return
}

// -----

func @fma_count(%f: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func @no_result(%f: f32) {
  // expected-error@+1 {{'math.log' op requires one result}}
  "math.log"(%f) : (f32) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @custom_form_types(%f: f32) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f64' vs 'f32'}}
  %0 = math.powf %f, %f : f64
  return
}

// -----

func @unknown_op(%f: f32) {
  // expected-error@+1 {{custom op 'math.tan' is unknown}}
  %0 = math.tan %f : f32
  return
}
