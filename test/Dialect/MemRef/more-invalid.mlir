// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Diagnostics of rank, copy, prefetch, assume_alignment, tensor_store,
// atomic_rmw, alloca_scope and view; each message is the one mlir-opt 14 gives
// for the same input.

func @f(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maxf, maxs, maxu, minf, mins, minu, mulf, muli, ori, andi]}}
  %0 = memref.atomic_rmw foo %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func @f(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func @f(%m: memref<4xi32>, %f: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %f, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func @f(%m: memref<4xi32>, %f: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addi %f, %m[%i, %i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func @f(%m: memref<4xi32>, %f: i64, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%f, %m, %i) {kind = 1 : i64} : (i64, memref<4xi32>, index) -> i64
  return
}

// -----

func @f(%m: memref<4xi32>, %f: i32, %i: index) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 12 : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %f: i32, %i: index) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %m, 0 : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %n: memref<4xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xi32> to memref<4xf32>
  return
}

// -----

func @f(%m: memref<4xi32>, %n: memref<5xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xi32> to memref<5xi32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @f(%m: memref<4xi32>, %t: tensor<4xf32>) {
  // expected-error@+1 {{use of value '%t' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'}}
  memref.tensor_store %t, %m : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %t: tensor<4xi32>) {
  "memref.tensor_store"(%t, %m) : (tensor<4xi32>, memref<4xi32>) -> ()
  "memref.tensor_store"(%t, %m) : (tensor<4xi32>, memref<4xi32>) -> ()
  // expected-error@+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %r = "memref.rank"(%m) : (memref<4xi32>) -> i32
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], foo, locality<3>, data : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, foo : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xi32>
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i) {isDataCache = true, isWrite = false, localityHint = 4 : i32}: (memref<4xi32>, index) -> ()
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %i : index
  }
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
  return
}

// -----

func @f(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = memref.alloca_scope -> (index) {
  }
  return
}

// -----

func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, 1>
  return
}

// -----

func @f(%b: memref<2048xi8, affine_map<(d0) -> (d0 + 1)>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, affine_map<(d0) -> (d0 + 1)>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8, affine_map<(d0) -> (d0 + 1)>> to memref<4xf32>
  return
}

// -----

func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, affine_map<(d0) -> (d0 + 1)>>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  return
}

// -----

func @f(%b: memref<2048xi32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi32>'}}
  %0 = memref.view %b[%i][] : memref<2048xi32> to memref<4xf32>
  return
}

// -----

func @f(%b: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.view %b[%i][] : memref<2048xi8> to tensor<4xf32>
  return
}
