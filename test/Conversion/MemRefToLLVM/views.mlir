// RUN: gpuopt %s -convert-memref-to-llvm | FileCheck %s

// The view ops as MLIR 14's MemRefToLLVM lowers them: each builds a new descriptor over the
// source's buffer (subview offsets and strides from the inferred layout, reinterpret_cast from the op,
// collapse_shape/expand_shape sizes as products and quotients, transpose permuting sizes and strides,
// view shifting the byte pointer).  The expected output is mlir-opt 14's.

// CHECK: #map0 = affine_map<(d0, d1, d2)[s0] -> (d0 * 64 + s0 + d1 * 4 + d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 5 + d1 + 2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 5 + d1 + 8)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1)[s0] -> (d0 * 4 + s0 + d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1)[s0] -> (d0 * 16 + s0 + d1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d0 * 30 + d1 * 6 + d2 + 3)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0 * 6 + d1 + 3)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func @subview(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index) -> memref<2x?x4xf32, #map0> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x16x4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.bitcast %4 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.bitcast %7 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.mul %1, %10  : i64
// CHECK-NEXT: %15 = llvm.add %13, %14  : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %17 = llvm.mul %16, %11  : i64
// CHECK-NEXT: %18 = llvm.add %15, %17  : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %20 = llvm.mul %19, %12  : i64
// CHECK-NEXT: %21 = llvm.add %18, %20  : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %9[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %23, %22[3, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %24, %25[4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %27 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %2, %26[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %27, %28[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %30, %29[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)> to memref<2x?x4xf32, #map0>
// CHECK-NEXT: return %34 : memref<2x?x4xf32, #map0>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_static_offset(%arg0: memref<4x5xf32, #map1>) -> memref<2x2xf32, #map2> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5xf32, #map1> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.bitcast %2 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.bitcast %5 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %13, %14[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %17, %18[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x2xf32, #map2>
// CHECK-NEXT: return %20 : memref<2x2xf32, #map2>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_dynamic_strides(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, #map3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.bitcast %4 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.bitcast %7 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %1, %10  : i64
// CHECK-NEXT: %14 = llvm.add %12, %13  : i64
// CHECK-NEXT: %15 = llvm.mul %2, %11  : i64
// CHECK-NEXT: %16 = llvm.add %14, %15  : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %9[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %1, %17[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mul %1, %10  : i64
// CHECK-NEXT: %22 = llvm.insertvalue %2, %20[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, #map3>
// CHECK-NEXT: return %24 : memref<?x?xf32, #map3>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_rank_reducing(%arg0: memref<8x16x4xf32>, %arg1: index) -> memref<16x4xf32, #map4> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x16x4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.bitcast %3 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.bitcast %6 : !llvm.ptr<f32> to !llvm.ptr<f32>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %1, %9  : i64
// CHECK-NEXT: %14 = llvm.add %12, %13  : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.mul %15, %10  : i64
// CHECK-NEXT: %17 = llvm.add %14, %16  : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.mul %18, %11  : i64
// CHECK-NEXT: %20 = llvm.add %17, %19  : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %8[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertvalue %22, %21[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %23, %24[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %26, %25[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.insertvalue %27, %28[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x4xf32, #map4>
// CHECK-NEXT: return %30 : memref<16x4xf32, #map4>
// CHECK-NEXT: }
// CHECK-LABEL: func @subview_space(%arg0: memref<8x16xf32, 3>, %arg1: index) -> memref<4x4xf32, #map5, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8x16xf32, 3> to !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.bitcast %3 : !llvm.ptr<f32, 3> to !llvm.ptr<f32, 3>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.bitcast %6 : !llvm.ptr<f32, 3> to !llvm.ptr<f32, 3>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %5[1] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %1, %9  : i64
// CHECK-NEXT: %13 = llvm.add %11, %12  : i64
// CHECK-NEXT: %14 = llvm.mul %1, %10  : i64
// CHECK-NEXT: %15 = llvm.add %13, %14  : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[2] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %17, %16[3, 1] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %18, %19[4, 1] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %22 = llvm.mlir.constant(16 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %21, %20[3, 0] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %22, %23[4, 0] : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, #map5, 3>
// CHECK-NEXT: return %25 : memref<4x4xf32, #map5, 3>
// CHECK-NEXT: }
// CHECK-LABEL: func @reinterpret_cast(%arg0: memref<*xf32>, %arg1: memref<4x5xf32>, %arg2: index) -> (memref<10x?xf32, #map6>, memref<20xf32, #map7>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x5xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %5 = llvm.bitcast %4 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %7 = llvm.bitcast %4 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.getelementptr %7[%8] : (!llvm.ptr<ptr<f32>>, i64) -> !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %11 = llvm.insertvalue %6, %3[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(10 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %1, %16[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x?xf32, #map6>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %2[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %23, %22[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %24, %25[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %1, %26[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %31 = llvm.insertvalue %30, %29[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<20xf32, #map7>
// CHECK-NEXT: return %21, %32 : memref<10x?xf32, #map6>, memref<20xf32, #map7>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_expand(%arg0: memref<4x5x6xf32>, %arg1: memref<?x5x?xf32>, %arg2: memref<?x?xf32>) -> (memref<20x6xf32>, memref<?x?xf32>, memref<?x4x?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5x6xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<?x5x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<?x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x6xf32>
// CHECK-NEXT: %19 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.extractvalue %1[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %28 = llvm.mul %26, %27  : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT: %30 = llvm.mul %28, %29  : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.extractvalue %1[3, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %33 = llvm.mul %31, %32  : i64
// CHECK-NEXT: %34 = llvm.insertvalue %30, %25[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.insertvalue %33, %34[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %37 = llvm.insertvalue %36, %35[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %38 = llvm.mul %33, %36  : i64
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.mul %30, %38  : i64
// CHECK-NEXT: %41 = builtin.unrealized_conversion_cast %39 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %42 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %43 = llvm.extractvalue %2[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %45 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %44[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %46[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %49 = llvm.extractvalue %2[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %50 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %51 = llvm.sdiv %49, %50  : i64
// CHECK-NEXT: %52 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %54 = llvm.sdiv %52, %53  : i64
// CHECK-NEXT: %55 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %56 = llvm.insertvalue %51, %48[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %56[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %58 = llvm.insertvalue %54, %57[3, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %59 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %60 = llvm.insertvalue %59, %58[4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %61 = llvm.mul %54, %59  : i64
// CHECK-NEXT: %62 = llvm.insertvalue %61, %60[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %63 = llvm.mul %55, %61  : i64
// CHECK-NEXT: %64 = llvm.insertvalue %63, %62[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %65 = llvm.mul %51, %63  : i64
// CHECK-NEXT: %66 = builtin.unrealized_conversion_cast %64 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x4x?xf32>
// CHECK-NEXT: return %18, %41, %66 : memref<20x6xf32>, memref<?x?xf32>, memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @collapse_strided(%arg0: memref<4x5x6xf32, #map8>) -> memref<20x6xf32, #map9> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5x6xf32, #map8> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %9, %10[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x6xf32, #map9>
// CHECK-NEXT: return %16 : memref<20x6xf32, #map9>
// CHECK-NEXT: }
// CHECK-LABEL: func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, #map10> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, #map10>
// CHECK-NEXT: return %16 : memref<?x?xf32, #map10>
// CHECK-NEXT: }
// CHECK-LABEL: func @view(%arg0: memref<2048xi8>, %arg1: index) -> (memref<?x4xf32>, memref<f32>, memref<?x?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.bitcast %3 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr %6[%1] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %8 = llvm.bitcast %7 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %5[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %1, %15[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: %20 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.bitcast %21 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %20[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.getelementptr %24[%1] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %26 = llvm.bitcast %25 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %23[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<f32>, ptr<f32>, i64)> to memref<f32>
// CHECK-NEXT: %31 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %32 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.bitcast %32 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %31[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<i8>, ptr<i8>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.getelementptr %35[%1] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %37 = llvm.bitcast %36 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %34[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.insertvalue %1, %40[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %1, %43[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %45 = llvm.mul %42, %1  : i64
// CHECK-NEXT: %46 = llvm.insertvalue %45, %44[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %19, %30, %47 : memref<?x4xf32>, memref<f32>, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func @subview(%m: memref<8x16x4xf32>, %a: index, %b: index) -> memref<2x?x4xf32, offset: ?, strides: [64, 4, 1]> {
  %0 = memref.subview %m[%a, 4, 0][2, %b, 4][1, 1, 1] : memref<8x16x4xf32> to memref<2x?x4xf32, offset: ?, strides: [64, 4, 1]>
  return %0 : memref<2x?x4xf32, offset: ?, strides: [64, 4, 1]>
}

func @subview_static_offset(%t: memref<4x5xf32, offset: 2, strides: [5, 1]>) -> memref<2x2xf32, offset: 8, strides: [5, 1]> {
  %0 = memref.subview %t[1, 1][2, 2][1, 1] : memref<4x5xf32, offset: 2, strides: [5, 1]> to memref<2x2xf32, offset: 8, strides: [5, 1]>
  return %0 : memref<2x2xf32, offset: 8, strides: [5, 1]>
}

func @subview_dynamic_strides(%d: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, offset: ?, strides: [?, ?]> {
  %0 = memref.subview %d[%a, %b][%b, %a][%a, 2] : memref<?x?xf32> to memref<?x?xf32, offset: ?, strides: [?, ?]>
  return %0 : memref<?x?xf32, offset: ?, strides: [?, ?]>
}

func @subview_rank_reducing(%m: memref<8x16x4xf32>, %a: index) -> memref<16x4xf32, offset: ?, strides: [4, 1]> {
  %0 = memref.subview %m[%a, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32, offset: ?, strides: [4, 1]>
  return %0 : memref<16x4xf32, offset: ?, strides: [4, 1]>
}

func @subview_space(%m: memref<8x16xf32, 3>, %a: index) -> memref<4x4xf32, offset: ?, strides: [16, 1], 3> {
  %0 = memref.subview %m[%a, %a][4, 4][1, 1] : memref<8x16xf32, 3> to memref<4x4xf32, offset: ?, strides: [16, 1], 3>
  return %0 : memref<4x4xf32, offset: ?, strides: [16, 1], 3>
}

func @reinterpret_cast(%u: memref<*xf32>, %m: memref<4x5xf32>, %a: index) -> (memref<10x?xf32, offset: 0, strides: [?, 1]>, memref<20xf32, offset: ?, strides: [1]>) {
  %0 = memref.reinterpret_cast %u to offset: [0], sizes: [10, %a], strides: [%a, 1] : memref<*xf32> to memref<10x?xf32, offset: 0, strides: [?, 1]>
  %1 = memref.reinterpret_cast %m to offset: [%a], sizes: [20], strides: [1] : memref<4x5xf32> to memref<20xf32, offset: ?, strides: [1]>
  return %0, %1 : memref<10x?xf32, offset: 0, strides: [?, 1]>, memref<20xf32, offset: ?, strides: [1]>
}

func @collapse_expand(%m: memref<4x5x6xf32>, %d: memref<?x5x?xf32>, %c: memref<?x?xf32>) -> (memref<20x6xf32>, memref<?x?xf32>, memref<?x4x?xf32>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  %1 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x5x?xf32> into memref<?x?xf32>
  %2 = memref.expand_shape %c [[0, 1], [2]] : memref<?x?xf32> into memref<?x4x?xf32>
  return %0, %1, %2 : memref<20x6xf32>, memref<?x?xf32>, memref<?x4x?xf32>
}

// With static shapes the layouts need not be the identity.
func @collapse_strided(%s: memref<4x5x6xf32, offset: 3, strides: [30, 6, 1]>) -> memref<20x6xf32, offset: 3, strides: [6, 1]> {
  %0 = memref.collapse_shape %s [[0, 1], [2]] : memref<4x5x6xf32, offset: 3, strides: [30, 6, 1]> into memref<20x6xf32, offset: 3, strides: [6, 1]>
  return %0 : memref<20x6xf32, offset: 3, strides: [6, 1]>
}

func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %0 : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}

func @view(%b: memref<2048xi8>, %n: index) -> (memref<?x4xf32>, memref<f32>, memref<?x?xf32>) {
  %0 = memref.view %b[%n][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %b[%n][] : memref<2048xi8> to memref<f32>
  %2 = memref.view %b[%n][%n, %n] : memref<2048xi8> to memref<?x?xf32>
  return %0, %1, %2 : memref<?x4xf32>, memref<f32>, memref<?x?xf32>
}
