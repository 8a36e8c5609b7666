// RUN: gpuopt %s -convert-memref-to-llvm | FileCheck %s

// memref.global/get_global, copy, rank, dim and cast of unranked memrefs, strided loads and stores,
// reshape, assume_alignment and prefetch, as MLIR 14's MemRefToLLVM lowers them (the expected output is
// mlir-opt 14's).

// CHECK: #map0 = affine_map<(d0, d1) -> (d0 * 5 + d1 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>)
// CHECK-NEXT: llvm.mlir.global private constant @c(dense<1.000000e+00> : tensor<2x3xf32>) : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @u() {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<4 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @s(2.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.mlir.global external @ext() : !llvm.array<4 x f32>
// CHECK-LABEL: func @get_global() -> (memref<2x3xf32>, memref<4xi32, 1>, memref<f32>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%3] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.ptrtoint %5 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %7 = llvm.mlir.addressof @c : !llvm.ptr<array<2 x array<3 x f32>>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.getelementptr %7[%8, %8, %8] : (!llvm.ptr<array<2 x array<3 x f32>>>, i64, i64, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %12 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %1, %18[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %2, %19[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT: %22 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.null : !llvm.ptr<i32, 1>
// CHECK-NEXT: %25 = llvm.getelementptr %24[%22] : (!llvm.ptr<i32, 1>, i64) -> !llvm.ptr<i32, 1>
// CHECK-NEXT: %26 = llvm.ptrtoint %25 : !llvm.ptr<i32, 1> to i64
// CHECK-NEXT: %27 = llvm.mlir.addressof @u : !llvm.ptr<array<4 x i32>, 1>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %29 = llvm.getelementptr %27[%28, %28] : (!llvm.ptr<array<4 x i32>, 1>, i64, i64) -> !llvm.ptr<i32, 1>
// CHECK-NEXT: %30 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<i32, 1>
// CHECK-NEXT: %32 = llvm.mlir.undef : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %31, %32[0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %22, %36[3, 0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.insertvalue %23, %37[4, 0] : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<i32, 1>, ptr<i32, 1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi32, 1>
// CHECK-NEXT: %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %41 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %42 = llvm.getelementptr %41[%40] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %43 = llvm.ptrtoint %42 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %44 = llvm.mlir.addressof @s : !llvm.ptr<f32>
// CHECK-NEXT: %45 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %46 = llvm.getelementptr %44[%45] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %47 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %49 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %51 = llvm.insertvalue %46, %50[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %52 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
// CHECK-NEXT: %54 = builtin.unrealized_conversion_cast %53 : !llvm.struct<(ptr<f32>, ptr<f32>, i64)> to memref<f32>
// CHECK-NEXT: return %21, %39, %54 : memref<2x3xf32>, memref<4xi32, 1>, memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func @copy(%arg0: memref<4x?xf32>, %arg1: memref<4x?xf32>, %arg2: memref<4x5xf32, #map0>, %arg3: memref<*xf32>, %arg4: memref<?x?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<4x5xf32, #map0> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg3 : memref<*xf32> to !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg4 : memref<?x?xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mul %5, %6  : i64
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mul %7, %8  : i64
// CHECK-NEXT: %10 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.getelementptr %10[%11] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %13 = llvm.ptrtoint %12 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %14 = llvm.mul %9, %13  : i64
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %15, %14, %17) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %20 = llvm.alloca %19 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %2, %20 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %21 = llvm.bitcast %20 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %23 = llvm.insertvalue %18, %22[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.alloca %26 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %2, %27 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %28 = llvm.bitcast %27 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %29 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %30 = llvm.insertvalue %25, %29[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %33 = llvm.alloca %32 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %24, %33 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %34 = llvm.alloca %32 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %31, %34 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %35 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: llvm.call @memrefCopy(%35, %33, %34) : (i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>) -> ()
// CHECK-NEXT: %36 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %38 = llvm.alloca %37 x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: llvm.store %4, %38 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %39 = llvm.bitcast %38 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %40 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %41 = llvm.insertvalue %36, %40[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %44 = llvm.alloca %43 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %3, %44 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %45 = llvm.alloca %43 x !llvm.struct<(i64, ptr<i8>)> : (i64) -> !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: llvm.store %42, %45 : !llvm.ptr<struct<(i64, ptr<i8>)>>
// CHECK-NEXT: %46 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: llvm.call @memrefCopy(%46, %44, %45) : (i64, !llvm.ptr<struct<(i64, ptr<i8>)>>, !llvm.ptr<struct<(i64, ptr<i8>)>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func @rank_dim_cast(%arg0: memref<*xf32>, %arg1: memref<?x?xf32>, %arg2: index) -> (index, index, index, memref<?x?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %7 = llvm.bitcast %6 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64)>>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.getelementptr %7[%9, 2] : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64)>>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.add %11, %1  : i64
// CHECK-NEXT: %13 = llvm.getelementptr %10[%12] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %14 = llvm.load %13 : !llvm.ptr<i64>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : i64 to index
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %17 = llvm.bitcast %16 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %3, %5, %15, %19 : index, index, index, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @strided_access(%arg0: memref<4x?xf32, #map1>, %arg1: memref<4x4xf32, #map2>, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32, #map1> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32, #map2> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %1, %5  : i64
// CHECK-NEXT: %7 = llvm.add %4, %6  : i64
// CHECK-NEXT: %8 = llvm.add %7, %1  : i64
// CHECK-NEXT: %9 = llvm.getelementptr %3[%8] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr<f32>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %14 = llvm.mul %1, %13  : i64
// CHECK-NEXT: %15 = llvm.add %12, %14  : i64
// CHECK-NEXT: %16 = llvm.add %15, %1  : i64
// CHECK-NEXT: %17 = llvm.getelementptr %11[%16] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %arg3, %17 : !llvm.ptr<f32>
// CHECK-NEXT: return %10 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func @reshape(%arg0: memref<4x5xf32>, %arg1: memref<2xi32>, %arg2: memref<?xindex>) -> (memref<?x?xf32>, memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xindex> to !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = memref.reshape %arg0(%arg1) : (memref<4x5xf32>, memref<2xi32>) -> memref<?x?xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %7, %8  : i64
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %12 = llvm.mul %7, %11  : i64
// CHECK-NEXT: %13 = llvm.add %12, %6  : i64
// CHECK-NEXT: %14 = llvm.mul %13, %9  : i64
// CHECK-NEXT: %15 = llvm.add %10, %14  : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %5[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.bitcast %16 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: llvm.store %18, %21 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %22 = llvm.bitcast %16 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %24 = llvm.getelementptr %22[%23] : (!llvm.ptr<ptr<f32>>, i64) -> !llvm.ptr<ptr<f32>>
// CHECK-NEXT: llvm.store %19, %24 : !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %25 = llvm.bitcast %16 : !llvm.ptr<i8> to !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %27 = llvm.getelementptr %25[%26] : (!llvm.ptr<ptr<f32>>, i64) -> !llvm.ptr<ptr<f32>>
// CHECK-NEXT: %28 = llvm.bitcast %27 : !llvm.ptr<ptr<f32>> to !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %20, %28 : !llvm.ptr<i64>
// CHECK-NEXT: %29 = llvm.bitcast %16 : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, i64)>>
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %32 = llvm.getelementptr %29[%30, 3] : (!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, i64)>>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %33 = llvm.getelementptr %32[%3] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %34 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.sub %3, %35  : i64
// CHECK-NEXT: %37 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(i64, ptr<i8>)> to memref<*xf32>
// CHECK-NEXT: llvm.br ^bb1(%36, %35 : i64, i64)
// CHECK-NEXT: ^bb1(%38: i64, %39: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %41 = llvm.icmp "sge" %38, %40 : i64
// CHECK-NEXT: llvm.cond_br %41, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %42 = llvm.getelementptr %34[%38] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: %43 = llvm.load %42 : !llvm.ptr<i64>
// CHECK-NEXT: %44 = llvm.getelementptr %32[%38] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %43, %44 : !llvm.ptr<i64>
// CHECK-NEXT: %45 = llvm.getelementptr %33[%38] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: llvm.store %39, %45 : !llvm.ptr<i64>
// CHECK-NEXT: %46 = llvm.mul %39, %43  : i64
// CHECK-NEXT: %47 = llvm.sub %38, %35  : i64
// CHECK-NEXT: llvm.br ^bb1(%47, %46 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %2, %37 : memref<?x?xf32>, memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func @assume_and_prefetch(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %5 = llvm.ptrtoint %2 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %6 = llvm.and %5, %4  : i64
// CHECK-NEXT: %7 = llvm.icmp "eq" %6, %3 : i64
// CHECK-NEXT: "llvm.intr.assume"(%7) : (i1) -> ()
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.getelementptr %8[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %11 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: "llvm.intr.prefetch"(%9, %10, %11, %12) : (!llvm.ptr<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr %13[%1] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: "llvm.intr.prefetch"(%14, %15, %16, %17) : (!llvm.ptr<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

memref.global "private" constant @c : memref<2x3xf32> = dense<1.0>
memref.global @u : memref<4xi32, 1> = uninitialized {alignment = 16}
memref.global "private" @s : memref<f32> = dense<2.0>
memref.global @ext : memref<4xf32>

func @get_global() -> (memref<2x3xf32>, memref<4xi32, 1>, memref<f32>) {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @u : memref<4xi32, 1>
  %2 = memref.get_global @s : memref<f32>
  return %0, %1, %2 : memref<2x3xf32>, memref<4xi32, 1>, memref<f32>
}

// Identity layouts copy with llvm.intr.memcpy, others call memrefCopy on unranked descriptors.
func @copy(%a: memref<4x?xf32>, %b: memref<4x?xf32>, %t: memref<4x5xf32, offset: 2, strides: [5, 1]>, %u: memref<*xf32>, %m: memref<?x?xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  memref.copy %t, %t : memref<4x5xf32, offset: 2, strides: [5, 1]> to memref<4x5xf32, offset: 2, strides: [5, 1]>
  memref.copy %u, %m : memref<*xf32> to memref<?x?xf32>
  return
}

func @rank_dim_cast(%u: memref<*xf32>, %m: memref<?x?xf32>, %i: index) -> (index, index, index, memref<?x?xf32>) {
  %0 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %m : memref<?x?xf32>
  %2 = memref.dim %u, %i : memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  return %0, %1, %2, %3 : index, index, index, memref<?x?xf32>
}

// Loads and stores of strided memrefs add the offset and multiply by the strides.
func @strided_access(%m: memref<4x?xf32, offset: ?, strides: [?, 1]>, %s: memref<4x4xf32, offset: 3, strides: [8, 1]>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32, offset: ?, strides: [?, 1]>
  memref.store %v, %s[%i, %i] : memref<4x4xf32, offset: 3, strides: [8, 1]>
  return %0 : f32
}

// A shape of dynamic length makes an unranked result, its descriptor filled on the stack by a loop; a
// shape of static length is left for memref-expand.
func @reshape(%m: memref<4x5xf32>, %s: memref<2xi32>, %d: memref<?xindex>) -> (memref<?x?xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xi32>) -> memref<?x?xf32>
  %1 = memref.reshape %m(%d) : (memref<4x5xf32>, memref<?xindex>) -> memref<*xf32>
  return %0, %1 : memref<?x?xf32>, memref<*xf32>
}

func @assume_and_prefetch(%b: memref<8xf32>, %i: index) {
  memref.assume_alignment %b, 16 : memref<8xf32>
  memref.prefetch %b[%i], read, locality<3>, data : memref<8xf32>
  memref.prefetch %b[%i], write, locality<0>, instr : memref<8xf32>
  return
}
