// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and custom-parser diagnostics of arith's casts and comparisons, in
// the order mlir-opt 14 checks them (same shape, cast compatibility,
// elementwise mapping, then operand and result constraints); each message is
// the one mlir-opt 14 gives for the same input.

func @f(%a: i32, %b: f32, %c: i64, %v: vector<4xi32>, %x: index, %h: f16, %t: tensor<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.extui %a : i32 to f64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %b : f32 to f16
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %b : f32 to f64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.sitofp' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.sitofp %b : f32 to f64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.fptosi' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.fptosi %a : i32 to i64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func @f(%a: i32, %b: f32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to vector<5xi64>
  return
}

// -----

func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to i64
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{'arith.uitofp' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %1 = arith.uitofp %v : f32 to f32
  return
}

// -----

func @f(%v: index) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %1 = arith.index_cast %v : index to index
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{'arith.fptosi' op operand type 'f32' and result type 'index' are cast incompatible}}
  %1 = arith.fptosi %v : f32 to index
  return
}

// -----

func @f(%v: i32) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %v, %v : i32
  return
}

// -----

func @f(%v: f32) {
  // expected-error@+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %v, %v : f32
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %1 = "arith.cmpf"(%v, %v) {predicate = 3 : i64} : (vector<4xf32>, vector<4xf32>) -> i1
  return
}

// -----

func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %1 = "arith.cmpf"(%v, %v) {predicate = 16 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
  return
}

// -----

func @f(%v: f32, %w: f64) {
  // expected-error@+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %1 = "arith.cmpf"(%v, %w) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func @f(%v: f32, %w: f64) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %1 = "arith.extf"(%v) : (f32) -> (f64, f64)
  return
}

// -----

func @f(%v: f32, %w: f64) {
  // expected-error@+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %1 = "arith.cmpi"(%v, %v) {predicate = 1 : i64} : (f32, f32) -> i1
  return
}

// -----

func @f(%a: si32) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'si32'}}
  %0 = "arith.extsi"(%a) : (si32) -> si64
  return
}

// -----

func @f(%a: i32) {
  // expected-error@+1 {{'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'si16'}}
  %0 = "arith.trunci"(%a) : (i32) -> si16
  return
}

// -----

func @f(%a: si32) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'}}
  %0 = "arith.bitcast"(%a) : (si32) -> f32
  return
}

// -----

func @f(%a: index) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'index' and result type 'i64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (index) -> i64
  return
}

// -----

func @f(%a: tensor<*xi32>) {
  // expected-error@+1 {{'arith.extsi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.extsi"(%a) : (tensor<*xi32>) -> tensor<4xi64>
  return
}

// -----

func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func @f(%mu: memref<*xi32>) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'memref<*xi32>' and result type 'memref<*xindex>' are cast incompatible}}
  %0 = arith.index_cast %mu : memref<*xi32> to memref<*xindex>
  return
}
