// RUN: gpuopt %s -canonicalize | FileCheck %s

// MLIR 14's memref canonicalization: subview constants made static (rank-reducing too) and casts folded in,
// trivial subviews, view shapes, casts of allocs into views, expand/collapse chains composed, casts into
// collapses, copies (self copies, casts), atomic_rmw/prefetch/dealloc/dma of casts, rank, and dims of views,
// subviews, reinterpret_casts, reshapes and transposes; and what 14 leaves alone (reinterpret_cast constants,
// casts into reinterpret_cast, reshape, generic_atomic_rmw, tensor_store, assume_alignment, alloca_scope).
// Checked against mlir-opt-14 -canonicalize.

// CHECK: #map0 = affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + s0 + d1 * 4 + d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0 * 64 + d1 * 4 + d2 + 72)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 + d1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0 * 4 + d1 + 64)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2 + d2)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1)[s0] -> (d0 * 8 + s0 + d1)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>
// CHECK-NEXT: #map14 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map15 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func @subview_consts(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<?x?x4xf32, #map0> {
// CHECK-NEXT: %0 = memref.subview %arg0[1, 2, 0] [2, %arg1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<2x?x4xf32, #map1>
// CHECK-NEXT: %1 = memref.cast %0 : memref<2x?x4xf32, #map1> to memref<?x?x4xf32, #map0>
// CHECK-NEXT: return %1 : memref<?x?x4xf32, #map0>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_trivial(%arg0: memref<8x16xf32>) -> memref<8x16xf32, #map2> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, #map2>
// CHECK-NEXT: return %0 : memref<8x16xf32, #map2>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_same(%arg0: memref<8x16xf32>) -> memref<8x16xf32> {
// CHECK-NEXT: return %arg0 : memref<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_of_cast(%arg0: memref<16x16xf32>, %arg1: index) -> memref<3x4xf32, #map3> {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, #map4>
// CHECK-NEXT: %1 = memref.cast %0 : memref<3x4xf32, #map4> to memref<3x4xf32, #map3>
// CHECK-NEXT: return %1 : memref<3x4xf32, #map3>
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_of_subview(%arg0: memref<8x16xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_of_view(%arg0: memref<2048xi8>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_of_reshape_i32(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<?xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @view_consts(%arg0: memref<2048xi8>) -> memref<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.view %arg0[%c0][] : memref<2048xi8> to memref<7x11xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<7x11xf32> to memref<?x?xf32>
// CHECK-NEXT: return %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @view_of_cast_of_alloc() -> memref<4x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %1 = memref.view %0[%c0][] : memref<2048xi8> to memref<4x4xf32>
// CHECK-NEXT: return %1 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @rank(%arg0: memref<4x?xf32>) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<120xf32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: return %0 : memref<120xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @expand_expand(%arg0: memref<120xf32>) -> memref<2x3x4x5xf32> {
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<120xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: return %0 : memref<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_expand(%arg0: memref<6x20xf32>) -> memref<6x20xf32> {
// CHECK-NEXT: return %arg0 : memref<6x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_of_expand_mixed(%arg0: memref<?x?x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] : memref<?x?x?xf32> into memref<?x?x?x1xf32>
// CHECK-NEXT: %1 = memref.collapse_shape %0 {{\[\[}}0, 1], [2, 3]] : memref<?x?x?x1xf32> into memref<?x?xf32>
// CHECK-NEXT: return %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_of_cast(%arg0: memref<4x5x6xf32>) -> memref<?x6xf32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<20x6xf32> to memref<?x6xf32>
// CHECK-NEXT: return %1 : memref<?x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_self(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_of_cast(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @atomic_of_cast(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @prefetch_of_cast(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_static_cast(%arg0: memref<?xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_unranked(%arg0: memref<*xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_to_unranked(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_rank_reduce_consts(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<?x4xf32, #map5> {
// CHECK-NEXT: %0 = memref.subview %arg0[1, 0, 0] [1, %arg1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, #map6>
// CHECK-NEXT: %1 = memref.cast %0 : memref<?x4xf32, #map6> to memref<?x4xf32, #map5>
// CHECK-NEXT: return %1 : memref<?x4xf32, #map5>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_cast_rank_reduce(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32, #map5> {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg2, 0, 0] [1, %arg1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, #map5>
// CHECK-NEXT: return %0 : memref<?x4xf32, #map5>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_trivial_dyn_source(%arg0: memref<?x16xf32>) -> memref<8x16xf32, #map2> {
// CHECK-NEXT: %0 = memref.subview %arg0[0, 0] [8, 16] [1, 1] : memref<?x16xf32> to memref<8x16xf32, #map2>
// CHECK-NEXT: return %0 : memref<8x16xf32, #map2>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_trivial_consts(%arg0: memref<8x16xf32>) -> memref<8x16xf32> {
// CHECK-NEXT: return %arg0 : memref<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_reinterpret(%arg0: memref<*xf32>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @dim_rank_reduced_subview(%arg0: memref<8x?x?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @expand_of_collapse(%arg0: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %1 = memref.expand_shape %0 {{\[\[}}0], [1, 2]] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT: return %1 : memref<6x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_of_expand_static(%arg0: memref<6x4xf32>) -> memref<24xf32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x4xf32> into memref<24xf32>
// CHECK-NEXT: return %0 : memref<24xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @expand_of_collapse_to_higher(%arg0: memref<6x4xf32>) -> memref<2x3x2x2xf32> {
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<6x4xf32> into memref<2x3x2x2xf32>
// CHECK-NEXT: return %0 : memref<2x3x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_dyn_unit(%arg0: memref<?x1x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] : memref<?x1x?xf32> into memref<?x1x?x1xf32>
// CHECK-NEXT: %1 = memref.collapse_shape %0 {{\[\[}}0, 1], [2, 3]] : memref<?x1x?x1xf32> into memref<?x?xf32>
// CHECK-NEXT: return %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @view_partial(%arg0: memref<2048xi8>, %arg1: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.view %arg0[%c0][%arg1, %arg1] : memref<2048xi8> to memref<?x7x?xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<?x7x?xf32> to memref<?x?x?xf32>
// CHECK-NEXT: return %1 : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @view_of_cast_dyn(%arg0: memref<2048xi8>, %arg1: index) -> memref<4x4xf32> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<2048xi8> to memref<?xi8>
// CHECK-NEXT: %1 = memref.view %0[%arg1][] : memref<?xi8> to memref<4x4xf32>
// CHECK-NEXT: return %1 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_cast_same(%arg0: memref<4x5x6xf32>) -> memref<20x6xf32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
// CHECK-NEXT: return %0 : memref<20x6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @rank_unranked(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_dyn_source_consts(%arg0: memref<?x?x?xf32, #map7>, %arg1: index) -> memref<?x?xf32, #map3> {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, 1, 0] [1, 3, %arg1] [1, 1, 1] : memref<?x?x?xf32, #map7> to memref<3x?xf32, #map3>
// CHECK-NEXT: %1 = memref.cast %0 : memref<3x?xf32, #map3> to memref<?x?xf32, #map3>
// CHECK-NEXT: return %1 : memref<?x?xf32, #map3>
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_unit_ambiguous(%arg0: memref<1x1x8xf32>, %arg1: index) -> memref<1x8xf32, #map8> {
// CHECK-NEXT: %0 = memref.subview %arg0[0, 0, %arg1] [1, 1, 8] [1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, #map8>
// CHECK-NEXT: return %0 : memref<1x8xf32, #map8>
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_strides_const(%arg0: memref<64xf32>, %arg1: index) -> memref<8xf32, #map9> {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1] [8] [2] : memref<64xf32> to memref<8xf32, #map10>
// CHECK-NEXT: %1 = memref.cast %0 : memref<8xf32, #map10> to memref<8xf32, #map9>
// CHECK-NEXT: return %1 : memref<8xf32, #map9>
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_cast_dyn_strides(%arg0: memref<4x8xf32, #map11>, %arg1: index) -> memref<2x2xf32, #map12> {
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, %arg1] [2, 2] [%arg1, 1] : memref<4x8xf32, #map11> to memref<2x2xf32, #map3>
// CHECK-NEXT: %1 = memref.cast %0 : memref<2x2xf32, #map3> to memref<2x2xf32, #map12>
// CHECK-NEXT: return %1 : memref<2x2xf32, #map12>
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_cast_more_static(%arg0: memref<?x?xf32>, %arg1: index) -> memref<2x2xf32, #map3> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<?x?xf32> to memref<4x8xf32>
// CHECK-NEXT: %1 = memref.subview %0[%arg1, %arg1] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, #map8>
// CHECK-NEXT: %2 = memref.cast %1 : memref<2x2xf32, #map8> to memref<2x2xf32, #map3>
// CHECK-NEXT: return %2 : memref<2x2xf32, #map3>
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_dim_users(%arg0: memref<8x16xf32>, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func @sv_load(%arg0: memref<8x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, #map4>
// CHECK-NEXT: %1 = memref.load %0[%c0, %c0] : memref<4x4xf32, #map4>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @expand_expand_dyn(%arg0: memref<?x4xf32>) -> memref<?x2x2x2xf32> {
// CHECK-NEXT: %0 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] : memref<?x4xf32> into memref<?x2x2x2xf32>
// CHECK-NEXT: return %0 : memref<?x2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_to_scalar(%arg0: memref<1xf32>) -> memref<f32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 [] : memref<1xf32> into memref<f32>
// CHECK-NEXT: return %0 : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_collapse_scalar(%arg0: memref<1x1x1xf32>) -> memref<f32> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
// CHECK-NEXT: return %0 : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_cast_strided(%arg0: memref<4x8xf32, #map13>) -> memref<32xf32, #map14> {
// CHECK-NEXT: %0 = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32, #map13> into memref<32xf32, #map15>
// CHECK-NEXT: %1 = memref.cast %0 : memref<32xf32, #map15> to memref<32xf32, #map14>
// CHECK-NEXT: return %1 : memref<32xf32, #map14>
// CHECK-NEXT: }
// CHECK-LABEL: func @view_all_static_consts(%arg0: memref<2048xi8>) -> memref<4x4xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = memref.view %arg0[%c8][] : memref<2048xi8> to memref<4x4xf32>
// CHECK-NEXT: return %0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @view_dim_after_fold(%arg0: memref<2048xi8>, %arg1: index) -> index {
// CHECK-NEXT: return %arg1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @reshape_dim_const(%arg0: memref<*xf32>, %arg1: memref<3xindex>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<3xindex>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_both_casts(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @copy_self_via_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @dealloc_cast(%arg0: memref<4xf32>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @alloc_view_cast(%arg0: index) -> memref<?x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloc(%arg0) : memref<?xi8>
// CHECK-NEXT: %1 = memref.view %0[%c0][%arg0] : memref<?xi8> to memref<?x4xf32>
// CHECK-NEXT: return %1 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @rc(%arg0: memref<*xf32>, %arg1: index) -> memref<?x?xf32, #map3> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.reinterpret_cast %arg0 to offset: [%c0], sizes: [%c4, %arg1], strides: [%arg1, 1] : memref<*xf32> to memref<?x?xf32, #map3>
// CHECK-NEXT: return %0 : memref<?x?xf32, #map3>
// CHECK-NEXT: }
// CHECK-LABEL: func @rc_of_cast(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x4xf32> to memref<*xf32>
// CHECK-NEXT: %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
// CHECK-NEXT: return %1 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @reshape_of_cast(%arg0: memref<4x4xf32>, %arg1: memref<1xindex>) -> memref<?xf32> {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %1 = memref.reshape %0(%arg1) : (memref<?x?xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @transpose_const(%arg0: memref<4x5xf32>) -> index {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: return %c5 : index
// CHECK-NEXT: }
// CHECK-LABEL: func @generic(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %0[%arg1] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT: %2 = arith.addf %arg2, %cst : f32
// CHECK-NEXT: memref.atomic_yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @dma(%arg0: memref<16xf32>, %arg1: memref<16xf32, 1>, %arg2: memref<1xi32>, %arg3: index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.dma_start %arg0[%c0], %arg1[%c0], %c16, %arg2[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%c0], %c16 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @scope(%arg0: index) -> f32 {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @tensor_store(%arg0: tensor<?xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT: %0 = memref.cast %arg1 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.tensor_store %arg0, %0 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @assume(%arg0: memref<4xf32>) {
// CHECK-NEXT: %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.assume_alignment %0, 16 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @cast_chain(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func @subview_consts(%m: memref<8x16x4xf32>, %n: index) -> memref<?x?x4xf32, offset: ?, strides: [64, 4, 1]> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%c1, %c2, %c0][%c2, %n, 4][1, 1, 1] : memref<8x16x4xf32> to memref<?x?x4xf32, offset: ?, strides: [64, 4, 1]>
  return %0 : memref<?x?x4xf32, offset: ?, strides: [64, 4, 1]>
}
func @subview_trivial(%m: memref<8x16xf32>) -> memref<8x16xf32, offset: 0, strides: [16, 1]> {
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32, offset: 0, strides: [16, 1]>
  return %0 : memref<8x16xf32, offset: 0, strides: [16, 1]>
}
func @subview_same(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32>
  return %0 : memref<8x16xf32>
}
func @subview_of_cast(%m: memref<16x16xf32>, %a: index) -> memref<3x4xf32, offset: ?, strides: [?, 1]> {
  %0 = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %1 = memref.subview %0[%a, 0][3, 4][1, 1] : memref<?x?xf32> to memref<3x4xf32, offset: ?, strides: [?, 1]>
  return %1 : memref<3x4xf32, offset: ?, strides: [?, 1]>
}
func @dim_of_subview(%m: memref<8x16xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0][4, %n][1, 1] : memref<8x16xf32> to memref<4x?xf32, offset: 0, strides: [16, 1]>
  %d = memref.dim %0, %c1 : memref<4x?xf32, offset: 0, strides: [16, 1]>
  return %d : index
}
func @dim_of_view(%b: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %0, %c0 : memref<?x4xf32>
  return %d : index
}
func @dim_of_reshape(%m: memref<*xf32>, %s: memref<?xindex>, %i: index) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %0, %i : memref<*xf32>
  return %d : index
}
func @dim_of_reshape_i32(%m: memref<*xf32>, %s: memref<?xi32>, %i: index) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %d = memref.dim %0, %i : memref<*xf32>
  return %d : index
}
func @view_consts(%b: memref<2048xi8>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %0 = memref.view %b[%c0][%c7, %c11] : memref<2048xi8> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
func @view_of_cast_of_alloc() -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %b = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %0 = memref.view %b[%c0][] : memref<?xi8> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
func @rank(%m: memref<4x?xf32>) -> index {
  %0 = memref.rank %m : memref<4x?xf32>
  return %0 : index
}
func @collapse_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %1 : memref<120xf32>
}
func @expand_expand(%m: memref<120xf32>) -> memref<2x3x4x5xf32> {
  %0 = memref.expand_shape %m [[0, 1]] : memref<120xf32> into memref<6x20xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] : memref<6x20xf32> into memref<2x3x4x5xf32>
  return %1 : memref<2x3x4x5xf32>
}
func @collapse_expand(%m: memref<6x20xf32>) -> memref<6x20xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<2x3x4x5xf32> into memref<6x20xf32>
  return %1 : memref<6x20xf32>
}
func @collapse_of_expand_mixed(%m: memref<?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0], [1], [2, 3]] : memref<?x?x?xf32> into memref<?x?x?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x?x?x1xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func @collapse_of_cast(%m: memref<4x5x6xf32>) -> memref<?x6xf32> {
  %0 = memref.cast %m : memref<4x5x6xf32> to memref<?x?x6xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x6xf32> into memref<?x6xf32>
  return %1 : memref<?x6xf32>
}
func @copy_self(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}
func @copy_of_cast(%m: memref<4xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %0, %n : memref<?xf32> to memref<4xf32>
  return
}
func @atomic_of_cast(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.atomic_rmw addf %v, %0[%i] : (f32, memref<?xf32>) -> f32
  return %1 : f32
}
func @prefetch_of_cast(%m: memref<4xf32>, %i: index) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.prefetch %0[%i], read, locality<3>, data : memref<?xf32>
  return
}
func @copy_static_cast(%m: memref<?xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<?xf32> to memref<4xf32>
  memref.copy %0, %n : memref<4xf32> to memref<4xf32>
  return
}
func @copy_unranked(%m: memref<*xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<4xf32>
  memref.copy %0, %n : memref<4xf32> to memref<4xf32>
  return
}
func @copy_to_unranked(%m: memref<4xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  memref.copy %0, %n : memref<*xf32> to memref<4xf32>
  return
}
func @subview_rank_reduce_consts(%m: memref<8x16x4xf32>, %n: index) -> memref<?x4xf32, offset: ?, strides: [4, 1]> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c1, 0, %c0][1, %n, 4][1, %c1, 1] : memref<8x16x4xf32> to memref<?x4xf32, offset: ?, strides: [4, 1]>
  return %0 : memref<?x4xf32, offset: ?, strides: [4, 1]>
}
func @subview_cast_rank_reduce(%m: memref<8x16x4xf32>, %n: index, %o: index) -> memref<?x4xf32, offset: ?, strides: [4, 1]> {
  %0 = memref.cast %m : memref<8x16x4xf32> to memref<?x?x4xf32>
  %1 = memref.subview %0[%o, 0, 0][1, %n, 4][1, 1, 1] : memref<?x?x4xf32> to memref<?x4xf32, offset: ?, strides: [4, 1]>
  return %1 : memref<?x4xf32, offset: ?, strides: [4, 1]>
}
func @subview_trivial_dyn_source(%m: memref<?x16xf32>) -> memref<8x16xf32, offset: 0, strides: [16, 1]> {
  %0 = memref.subview %m[0, 0][8, 16][1, 1] : memref<?x16xf32> to memref<8x16xf32, offset: 0, strides: [16, 1]>
  return %0 : memref<8x16xf32, offset: 0, strides: [16, 1]>
}
func @subview_trivial_consts(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = memref.subview %m[%c0, 0][%c8, 16][1, 1] : memref<8x16xf32> to memref<?x16xf32, offset: ?, strides: [16, 1]>
  %1 = memref.cast %0 : memref<?x16xf32, offset: ?, strides: [16, 1]> to memref<8x16xf32>
  return %1 : memref<8x16xf32>
}
func @dim_reinterpret(%m: memref<*xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, %n], strides: [%n, 1] : memref<*xf32> to memref<4x?xf32, offset: 0, strides: [?, 1]>
  %d = memref.dim %0, %c1 : memref<4x?xf32, offset: 0, strides: [?, 1]>
  return %d : index
}
func @dim_rank_reduced_subview(%m: memref<8x?x?xf32>, %n: index, %p: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, 0, 0][1, %n, %p][1, 1, 1] : memref<8x?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  %d = memref.dim %0, %c1 : memref<?x?xf32, offset: ?, strides: [?, 1]>
  return %d : index
}
func @expand_of_collapse(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}
func @collapse_of_expand_static(%m: memref<6x4xf32>) -> memref<24xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2]] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  return %1 : memref<24xf32>
}
func @expand_of_collapse_to_higher(%m: memref<6x4xf32>) -> memref<2x3x2x2xf32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2, 3]] : memref<24xf32> into memref<2x3x2x2xf32>
  return %1 : memref<2x3x2x2xf32>
}
func @collapse_dyn_unit(%m: memref<?x1x?xf32>) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0], [1], [2, 3]] : memref<?x1x?xf32> into memref<?x1x?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x1x?x1xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func @view_partial(%b: memref<2048xi8>, %n: index) -> memref<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %0 = memref.view %b[%c0][%n, %c7, %n] : memref<2048xi8> to memref<?x?x?xf32>
  return %0 : memref<?x?x?xf32>
}
func @view_of_cast_dyn(%a: memref<2048xi8>, %s: index) -> memref<4x4xf32> {
  %b = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %0 = memref.view %b[%s][] : memref<?xi8> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
func @collapse_cast_same(%m: memref<4x5x6xf32>) -> memref<20x6xf32> {
  %0 = memref.cast %m : memref<4x5x6xf32> to memref<4x5x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<4x5x?xf32> into memref<20x?xf32>
  %2 = memref.cast %1 : memref<20x?xf32> to memref<20x6xf32>
  return %2 : memref<20x6xf32>
}
func @rank_unranked(%m: memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  return %0 : index
}
func @sv_dyn_source_consts(%m: memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]>, %a: index) -> memref<?x?xf32, offset: ?, strides: [?, 1]> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%a, %c1, %c0][1, %c3, %a][1, 1, 1] : memref<?x?x?xf32, offset: ?, strides: [?, ?, 1]> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  return %0 : memref<?x?xf32, offset: ?, strides: [?, 1]>
}
func @sv_unit_ambiguous(%m: memref<1x1x8xf32>, %a: index) -> memref<1x8xf32, offset: ?, strides: [8, 1]> {
  %c0 = arith.constant 0 : index
  %0 = memref.subview %m[%c0, 0, %a][1, 1, 8][1, 1, 1] : memref<1x1x8xf32> to memref<1x8xf32, offset: ?, strides: [8, 1]>
  return %0 : memref<1x8xf32, offset: ?, strides: [8, 1]>
}
func @sv_strides_const(%m: memref<64xf32>, %s: index) -> memref<8xf32, offset: ?, strides: [?]> {
  %c2 = arith.constant 2 : index
  %0 = memref.subview %m[%s][8][%c2] : memref<64xf32> to memref<8xf32, offset: ?, strides: [?]>
  return %0 : memref<8xf32, offset: ?, strides: [?]>
}
func @sv_cast_dyn_strides(%m: memref<4x8xf32, offset: 3, strides: [8, 1]>, %a: index) -> memref<2x2xf32, offset: ?, strides: [?, ?]> {
  %0 = memref.cast %m : memref<4x8xf32, offset: 3, strides: [8, 1]> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  %1 = memref.subview %0[%a, %a][2, 2][%a, 1] : memref<?x?xf32, offset: ?, strides: [?, ?]> to memref<2x2xf32, offset: ?, strides: [?, ?]>
  return %1 : memref<2x2xf32, offset: ?, strides: [?, ?]>
}
func @sv_cast_more_static(%m: memref<?x?xf32>, %a: index) -> memref<2x2xf32, offset: ?, strides: [?, 1]> {
  %0 = memref.cast %m : memref<?x?xf32> to memref<4x8xf32>
  %1 = memref.subview %0[%a, %a][2, 2][1, 1] : memref<4x8xf32> to memref<2x2xf32, offset: ?, strides: [8, 1]>
  %2 = memref.cast %1 : memref<2x2xf32, offset: ?, strides: [8, 1]> to memref<2x2xf32, offset: ?, strides: [?, 1]>
  return %2 : memref<2x2xf32, offset: ?, strides: [?, 1]>
}
func @sv_dim_users(%m: memref<8x16xf32>, %a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%a, 0][%c4, %a][1, 1] : memref<8x16xf32> to memref<?x?xf32, offset: ?, strides: [16, 1]>
  %d0 = memref.dim %0, %c0 : memref<?x?xf32, offset: ?, strides: [16, 1]>
  %d1 = memref.dim %0, %c1 : memref<?x?xf32, offset: ?, strides: [16, 1]>
  return %d0, %d1 : index, index
}
func @sv_load(%m: memref<8x16xf32>, %a: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%a, 0][%c4, 4][1, 1] : memref<8x16xf32> to memref<?x4xf32, offset: ?, strides: [16, 1]>
  %1 = memref.load %0[%c0, %c0] : memref<?x4xf32, offset: ?, strides: [16, 1]>
  return %1 : f32
}
func @expand_expand_dyn(%m: memref<?x4xf32>) -> memref<?x2x2x2xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] : memref<?x4xf32> into memref<?x2x2xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3]] : memref<?x2x2xf32> into memref<?x2x2x2xf32>
  return %1 : memref<?x2x2x2xf32>
}
func @collapse_to_scalar(%m: memref<1xf32>) -> memref<f32> {
  %0 = memref.expand_shape %m [[0, 1]] : memref<1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}
func @collapse_collapse_scalar(%m: memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<1x1x1xf32> into memref<1x1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1x1xf32> into memref<f32>
  return %1 : memref<f32>
}
func @collapse_cast_strided(%m: memref<4x8xf32, offset: 2, strides: [8, 1]>) -> memref<32xf32, offset: ?, strides: [1]> {
  %0 = memref.cast %m : memref<4x8xf32, offset: 2, strides: [8, 1]> to memref<4x8xf32, offset: ?, strides: [8, 1]>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<4x8xf32, offset: ?, strides: [8, 1]> into memref<32xf32, offset: ?, strides: [1]>
  return %1 : memref<32xf32, offset: ?, strides: [1]>
}
func @view_all_static_consts(%b: memref<2048xi8>) -> memref<4x4xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.view %b[%c8][] : memref<2048xi8> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
func @view_dim_after_fold(%b: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.view %b[%c0][%c4, %n] : memref<2048xi8> to memref<?x?xf32>
  %d = memref.dim %0, %c1 : memref<?x?xf32>
  return %d : index
}
func @reshape_dim_const(%m: memref<*xf32>, %s: memref<3xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<3xindex>) -> memref<?x?x?xf32>
  %d = memref.dim %0, %c1 : memref<?x?x?xf32>
  return %d : index
}
func @copy_both_casts(%m: memref<4xf32>, %n: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %n : memref<4xf32> to memref<?xf32>
  memref.copy %0, %1 : memref<?xf32> to memref<?xf32>
  return
}
func @copy_self_via_cast(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %0, %m : memref<?xf32> to memref<4xf32>
  return
}
func @dealloc_cast(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  return
}
func @alloc_view_cast(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xi8>
  %b = memref.cast %a : memref<?xi8> to memref<?xi8>
  %0 = memref.view %b[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func @rc(%m: memref<*xf32>, %n: index) -> memref<?x?xf32, offset: ?, strides: [?, 1]> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %n], strides: [%n, 1] : memref<*xf32> to memref<?x?xf32, offset: ?, strides: [?, 1]>
  return %0 : memref<?x?xf32, offset: ?, strides: [?, 1]>
}
func @rc_of_cast(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<*xf32> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
func @reshape_of_cast(%m: memref<4x4xf32>, %s: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.reshape %0(%s) : (memref<?x?xf32>, memref<1xindex>) -> memref<?xf32>
  return %1 : memref<?xf32>
}
func @transpose_const(%m: memref<4x5xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  %d = memref.dim %0, %c0 : memref<5x4xf32, affine_map<(d0, d1) -> (d1 * 5 + d0)>>
  return %d : index
}
func @generic(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.generic_atomic_rmw %0[%i] : memref<?xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1.0 : f32
    %s = arith.addf %old, %c : f32
    memref.atomic_yield %s : f32
  }
  return %x : f32
}
func @dma(%a: memref<16xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = memref.cast %a : memref<16xf32> to memref<?xf32>
  memref.dma_start %0[%c0], %b[%c0], %c16, %t[%c0] : memref<?xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%c0], %c16 : memref<1xi32>
  return
}
func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c = arith.constant 2.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}
func @tensor_store(%t: tensor<?xf32>, %m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.tensor_store %t, %0 : memref<?xf32>
  return
}
func @assume(%m: memref<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.assume_alignment %0, 16 : memref<?xf32>
  return
}
func @cast_chain(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<4xf32>
  return %2 : memref<4xf32>
}
