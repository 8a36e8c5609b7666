// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier diagnostics of memref.subview, reinterpret_cast, reshape, expand_shape/collapse_shape, transpose,
// the DMA ops and generic_atomic_rmw, as mlir-opt 14 words them (several without the op's name).

func @subview_offset_count(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected 3 offset values}}
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16x4xf32> to memref<8x16xf32>
  return
}

// -----

func @subview_ranks(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

// -----

func @subview_stride_rank(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

// -----

func @subview_dynamic_count(%m: memref<8x16x4xf32>, %a: index) {
  // expected-error@+1 {{expected 0 dynamic offset values}}
  %0 = "memref.subview"(%m, %a) {operand_segment_sizes = dense<[1, 1, 0, 0]> : vector<4xi32>, static_offsets = [0, 0, 0], static_sizes = [8, 16, 4], static_strides = [1, 1, 1]} : (memref<8x16x4xf32>, index) -> memref<8x16x4xf32>
  return
}

// -----

func @subview_dynamic_size_marker(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected 1 dynamic size values}}
  %0 = memref.subview %m[0, 0, 0][8, 16, -1][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  return
}

// -----

func @subview_memory_space(%m: memref<8x16x4xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32, 1>' and subview memref type 'memref<8x16x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32, 1> to memref<8x16x4xf32>
  return
}

// -----

func @subview_not_strided(%m: memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>) {
  // expected-error@+1 {{base type 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>>' is not strided}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 floordiv 2, d1, d2)>> to memref<8x16x4xf32>
  return
}

// -----

func @subview_rank_too_large(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank.}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4x5xf32>
  return
}

// -----

func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2)>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x3xf32>
  return
}

// -----

func @subview_element_type(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xi32>
  return
}

// -----

func @subview_offset_mismatch(%m: memref<8x16x4xf32>, %a: index) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x4xf32, affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + s0 + d1 * 4 + d2)>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0, %a][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, offset: 7, strides: [64, 4, 1]>
  return
}

// -----

// A dropped unit dimension must drop its stride too.
func @subview_rank_reduced_stride(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<8x16x1xf32, affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2)>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0, 0][8, 16, 1][1, 1, 1] : memref<8x16x4xf32> to memref<8x16xf32, offset: 0, strides: [64, 1]>
  return
}

// -----

func @subview_unranked(%m: memref<*xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' invalid kind of type specified}}
  %0 = memref.subview %m[0][8][1] : memref<*xf32> to memref<8xf32>
  return
}

// -----

func @reinterpret_cast_space(%m: memref<*xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32, 1>' and result memref type 'memref<10xf32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32, 1> to memref<10xf32>
  return
}

// -----

func @reinterpret_cast_element(%m: memref<*xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xi32>
  return
}

// -----

func @reinterpret_cast_size(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 9 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<9xf32>
  return
}

// -----

func @reinterpret_cast_offset(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with offset = 0 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  return
}

// -----

func @reinterpret_cast_stride(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<*xf32> to memref<10xf32>
  return
}

// -----

func @reinterpret_cast_not_strided(%m: memref<*xf32>) {
  // expected-error@+1 {{expected result type to have strided layout but found 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func @reinterpret_cast_offsets(%m: memref<*xf32>) {
  // expected-error@+1 {{expected 1 offset values}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [10, 10], strides: [1, 1] : memref<*xf32> to memref<10x10xf32>
  return
}

// -----

func @reshape_element(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}

// -----

func @reshape_source_layout(%m: memref<4xf32, offset: 2, strides: [1]>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, offset: 2, strides: [1]>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func @reshape_result_layout(%m: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, offset: 2, strides: [1]>
  return
}

// -----

func @reshape_dynamic_length(%m: memref<4xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----

func @reshape_length(%m: memref<4xf32>, %s: memref<2xi32>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func @reshape_shape_type(%m: memref<4xf32>, %s: memref<2xf32>) {
  // expected-error@+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xf32>) -> memref<2x2xf32>
  return
}

// -----

func @collapse_static(%m: memref<4x5x6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected dimension 0 of collapsed type to be static value of 20}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<?x6xf32>
  return
}

// -----

func @collapse_dynamic(%m: memref<4x?x6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x?x6xf32> into memref<20x6xf32>
  return
}

// -----

func @collapse_not_contiguous(%m: memref<4x5x6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected reassociation map #0 to be valid and contiguous}}
  %0 = memref.collapse_shape %m [[1, 0], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  return
}

// -----

func @collapse_map_count(%m: memref<4x5x6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected rank of the collapsed type(2) to be the number of reassociation maps(1)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x5x6xf32> into memref<20x6xf32>
  return
}

// -----

func @collapse_map_rank(%m: memref<4x5x6x7xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected reassociation map #0 of same rank as expanded memref(4), but got 3}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6x7xf32> into memref<20x6xf32>
  return
}

// -----

func @collapse_same_rank(%m: memref<4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected to collapse or expand dims}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x5xf32> into memref<4x5xf32>
  return
}

// -----

func @collapse_zero_rank(%m: memref<4x5xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref}}
  %0 = memref.collapse_shape %m [] : memref<4x5xf32> into memref<f32>
  return
}

// -----

func @collapse_space(%m: memref<4x5x6xf32, 1>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<20x6xf32, 1>', but got 'memref<20x6xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32, 1> into memref<20x6xf32>
  return
}

// -----

func @collapse_layout(%m: memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>', but got 'memref<?x?xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]> into memref<?x?xf32>
  return
}

// -----

// Dimensions 0 and 1 are not contiguous: the collapsed size and stride are dynamic.
func @collapse_non_contiguous_band(%m: memref<4x5x6xf32, offset: 3, strides: [60, 6, 1]>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<?x6xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 3)>>', but got 'memref<20x6xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32, offset: 3, strides: [60, 6, 1]> into memref<20x6xf32>
  return
}

// -----

func @expand_lower_rank(%m: memref<4x5x6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected the type 'memref<20x6xf32>' to have higher rank than the type = 'memref<4x5x6xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  return
}

// -----

func @expand_two_dynamic(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid to have a single dimension (1) expanded into multiple dynamic dims (1,3)}}
  %0 = memref.expand_shape %m [[0], [1, 2, 3]] : memref<?x?xf32> into memref<?x?x4x?xf32>
  return
}

// -----

func @expand_not_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>) {
  // expected-error@+1 {{'memref.expand_shape' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>'}}
  %0 = memref.expand_shape %m [[0, 1]] : memref<4xf32, affine_map<(d0) -> (d0 mod 2)>> into memref<2x2xf32>
  return
}

// -----

func @expand_reassociation_attr(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.expand_shape"(%m) {reassociation = [0, 1]} : (memref<4xf32>) -> memref<2x2xf32>
  return
}

// -----

func @transpose_not_permutation(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @transpose_type(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op output type 'memref<?x?xf32>' does not match transposed input type 'memref<?x?xf32>', 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func @dma_start_strides(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %m[%i], %d[%i], %i, %t[%i], %i : memref<10xf32>, memref<10xf32, 2>, memref<1xi32>
  return
}

// -----

func @dma_start_types(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{fewer/more types expected}}
  memref.dma_start %m[%i], %d[%i], %i, %t[%i] : memref<10xf32>, memref<10xf32, 2>
  return
}

// -----

func @dma_start_source(%f: f32, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %d, %i, %i, %t, %i) : (f32, memref<10xf32, 2>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func @dma_start_count(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %d, %i, %i, %t, %i, %i) : (memref<10xf32>, index, memref<10xf32, 2>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func @dma_start_num_elements(%m: memref<10xf32>, %d: memref<10xf32, 2>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %d, %i, %n, %t, %i) : (memref<10xf32>, index, memref<10xf32, 2>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func @dma_wait_indices(%t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %t[%i, %i], %i : memref<1xi32>
  return
}

// -----

func @generic_atomic_rmw_args(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func @generic_atomic_rmw_arg_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func @generic_atomic_rmw_effects(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<10xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func @atomic_yield_type(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func @atomic_yield_parent(%f: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %f : f32
}

// -----

func @generic_atomic_rmw_memref(%m: memref<10xindex>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<10xindex>'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xindex> {
  ^bb0(%a: index):
    memref.atomic_yield %a : index
  }
  return
}

// -----

func @generic_atomic_rmw_terminator(%m: memref<10xf32>, %i: index) {
  // expected-error@+2 {{'memref.generic_atomic_rmw' op expects regions to end with 'memref.atomic_yield', found 'arith.addf'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'memref.atomic_yield'}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
    %b = arith.addf %a, %a : f32
  }
  return
}

// -----

// MLIR 14's strided layout sugar reads unsigned values.
// expected-error@+1 {{invalid offset}}
func @strided_negative_offset(%m: memref<4x4xf32, offset: -3, strides: [4, 1]>) {
  return
}

// -----

// expected-error@+1 {{invalid integer value: -}}
func @strided_negative_stride(%m: memref<4x4xf32, offset: 0, strides: [4, -1]>) {
  return
}

// -----

// expected-error@+1 {{invalid memref stride}}
func @strided_zero_stride(%m: memref<4x4xf32, offset: 0, strides: [4, 0]>) {
  return
}
