// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Async gpu.alloc / gpu.dealloc with dynamic sizes, CHECK lines taken from
// mlir-opt 14's output. gpu.alloc computes the descriptor sizes and strides
// like memref.alloc:
//   - a constant for each static size (in order), then the constant 1;
//   - strides from the innermost dimension outwards: the innermost stride is
//     that constant 1; the next one is the innermost SIZE value itself; after
//     that, while every size so far is static, a new constant (e.g. 32 for
//     ?x4x8), and once a dynamic size was seen, `llvm.mul %running, %size`;
//   - the element count is the final running stride (for rank 1: the size
//     value itself), and the byte size is ptrtoint(null[count]).
// Then mgpuMemAlloc(bytes, stream), a bitcast to the element pointer type,
// and the descriptor (allocated = aligned = that pointer, offset constant 0,
// sizes, strides). gpu.dealloc extracts the allocated pointer (field 0),
// bitcasts it to !llvm.ptr<i8> and calls mgpuMemFree(ptr, stream).

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // CHECK-LABEL: llvm.func @alloc_1d_dynamic_f32(
  // CHECK-SAME: %[[ARG0:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[ARG0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C1]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_1d_dynamic_f32(%n : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.dealloc async [%t1] %m : memref<?xf32>
    gpu.wait [%t2]
    return
  }

  // Mixed static/dynamic ?x4x?, i32.
  // CHECK-LABEL: llvm.func @alloc_mixed_i32(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ARG1]], %[[C0]]  : i64
  // CHECK-NEXT: %[[MUL1:.*]] = llvm.mul %[[MUL0]], %[[ARG0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL1]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC4]][3, 2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[MUL0]], %[[DESC5]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC6]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[C1]], %[[DESC7]][4, 2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_mixed_i32(%n : index, %k : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n, %k) : memref<?x4x?xi32>
    %t2 = gpu.dealloc async [%t1] %m : memref<?x4x?xi32>
    gpu.wait [%t2]
    return
  }

  // Static inner dimensions, dynamic outer: 4x? vs ?x4 give different stride
  // computations.
  // CHECK-LABEL: llvm.func @alloc_4_x_dyn_f16(
  // CHECK-SAME: %[[ARG0:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ARG0]], %[[C0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f16>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f16>, i64) -> !llvm.ptr<f16>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f16> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f16>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C1]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_4_x_dyn_f16(%n : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<4x?xf16>
    %t2 = gpu.dealloc async [%t1] %m : memref<4x?xf16>
    gpu.wait [%t2]
    return
  }

  // CHECK-LABEL: llvm.func @alloc_dyn_x4_x8_f64(
  // CHECK-SAME: %[[ARG0:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(32 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C3]], %[[ARG0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f64>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f64>, i64) -> !llvm.ptr<f64>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f64> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f64>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C4]], %[[DESC1]][2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C1]], %[[DESC4]][3, 2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C3]], %[[DESC5]][4, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[C1]], %[[DESC6]][4, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[C2]], %[[DESC7]][4, 2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_dyn_x4_x8_f64(%n : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?x4x8xf64>
    %t2 = gpu.dealloc async [%t1] %m : memref<?x4x8xf64>
    gpu.wait [%t2]
    return
  }

  // Fully static rank 3: all strides and the total are constants.
  // CHECK-LABEL: llvm.func @alloc_static_3d_i32(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(3 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(12 : index) : i64
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(24 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C5]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C6]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C1]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C2]], %[[DESC4]][3, 2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C4]], %[[DESC5]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[C2]], %[[DESC6]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[C3]], %[[DESC7]][4, 2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_static_3d_i32() {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] () : memref<2x3x4xi32>
    %t2 = gpu.dealloc async [%t1] %m : memref<2x3x4xi32>
    gpu.wait [%t2]
    return
  }

  // Fully dynamic ?x?, f64.
  // CHECK-LABEL: llvm.func @alloc_dyn_dyn_f64(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ARG1]], %[[ARG0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f64>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f64>, i64) -> !llvm.ptr<f64>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f64> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f64>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C1]], %[[DESC1]][2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C0]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @alloc_dyn_dyn_f64(%n : index, %k : index) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n, %k) : memref<?x?xf64>
    %t2 = gpu.dealloc async [%t1] %m : memref<?x?xf64>
    gpu.wait [%t2]
    return
  }

  // The allocated memref is used by a load on the host side of the IR (its
  // descriptor fields are read back).
  // CHECK-LABEL: llvm.func @alloc_then_load(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64) -> i32 {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[ARG0]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C1]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[EXT0]][%[[ARG1]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[LOAD0:.*]] = llvm.load %[[GEP1]] : !llvm.ptr<i32>
  // CHECK-NEXT: llvm.return %[[LOAD0]] : i32
  // CHECK-NEXT: }
  func @alloc_then_load(%n : index, %i : index) -> i32 {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi32>
    gpu.wait [%t1]
    %v = memref.load %m[%i] : memref<?xi32>
    return %v : i32
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemFree(!llvm.ptr<i8>, !llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: }
}
