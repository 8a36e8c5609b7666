// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and custom-parser diagnostics of the memref ops; every message was
// taken from mlir-opt 14.

func @alloc_missing_size() {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func @alloc_extra_size(%d: index) {
  // expected-error@+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc(%d) : memref<4xf32>
  return
}

// -----

func @alloc_extra_symbol(%d: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%d] : memref<4xf32>
  return
}

// -----

func @alloca_identity_layout_symbol(%d: index) {
  // expected-error@+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloca()[%d] : memref<4xf32, affine_map<(d0) -> (d0)>>
  return
}

// -----

func @alloc_missing_symbol() {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func @alloc_strided_missing_symbol() {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc() : memref<4x4xf32, offset: ?, strides: [?, 1]>
  return
}

// -----

func @alloc_unranked() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> memref<*xf32>
  return
}

// -----

func @alloc_negative_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = memref.alloc() {alignment = -8} : memref<4xf32>
  return
}

// -----

func @alloc_i32_alignment() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = memref.alloc() {alignment = 8 : i32} : memref<4xf32>
  return
}

// -----

func @load_index_count(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func @load_result_type(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> f16
  return
}

// -----

func @load_i32_index(%m: memref<4xf32>, %i: i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func @load_non_memref(%m: i32) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified}}
  %0 = memref.load %m[] : i32
  return
}

// -----

func @store_index_count(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func @store_value_type(%m: memref<4x4xf32>, %i: index, %v: f16) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i, %i) : (f16, memref<4x4xf32>, index, index) -> ()
  return
}

// -----

func @cast_shape(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op requires the same shape for all operands and results}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func @cast_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op requires the same shape for all operands and results}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<16xf32>
  return
}

// -----

func @cast_element_type(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf16>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf16>
  return
}

// -----

func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func @cast_static_strides(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, offset: 0, strides: [8, 1]>
  return
}

// -----

func @cast_permutation(%m: memref<4x4xf32>) {
  // expected-error@+1 {{are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

func @dim_out_of_range(%m: memref<4xf32>) {
  %c = arith.constant 3 : index
  // expected-error@+1 {{'memref.dim' op index is out of range}}
  %0 = memref.dim %m, %c : memref<4xf32>
  return
}

// -----

func @dim_of_tensor(%m: tensor<4xf32>, %c: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.dim %m, %c : tensor<4xf32>
  return
}

// -----

func @dealloc_tensor(%m: tensor<4xf32>) {
  // expected-error@+1 {{'memref.dealloc' op operand #0 must be unranked.memref of any type values or memref of any type values, but got 'tensor<4xf32>'}}
  memref.dealloc %m : tensor<4xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xi32>'}}
memref.global @g : memref<?xi32>

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @g : memref<2xi32> = dense<[1, 2, 3]>

// -----

// expected-error@+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @g : memref<2xi32> = uninitialized {alignment = 3}

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() {sym_name = "g", type = memref<2xi32>, initial_value = 3 : i32} : () -> ()

// -----

memref.global @g : memref<2xi32>
func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<3xi32>' does not match type 'memref<2xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xi32>
  return
}

// -----

func @get_global_unknown() {
  // expected-error@+1 {{'memref.get_global' op 'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<3xi32>
  return
}

// -----

func @g()
func @get_global_of_function() {
  // expected-error@+1 {{'memref.get_global' op 'g' does not reference a valid global memref}}
  %0 = memref.get_global @g : memref<3xi32>
  return
}
