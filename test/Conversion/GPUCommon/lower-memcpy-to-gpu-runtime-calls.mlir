// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Async gpu.memcpy with one dependency, CHECK lines taken from mlir-opt 14's
// output. The lowering:
//   - runs on the stream of its (single) dependency; the op's token is that
//     stream;
//   - computes the size in bytes from the SOURCE type: the element count is a
//     constant for a static shape and stride[0] * size[0] of the source
//     descriptor otherwise (identity layouts only), then
//     `null[count]` -> ptrtoint;
//   - bitcasts the aligned pointers (descriptor field 1) of source and then
//     destination to !llvm.ptr<i8>;
//   - calls mgpuMemcpy(dst, src, sizeBytes, stream).
// Memref function arguments are expanded into (allocated ptr, aligned ptr,
// offset, sizes..., strides...) and repacked into a descriptor at the entry.

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // Static shape, f32.
  // CHECK-LABEL: llvm.func @memcpy_static_f32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<f32>, %[[ARG8:.*]]: !llvm.ptr<f32>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(21 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT1]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_static_f32(%dst : memref<3x7xf32>, %src : memref<3x7xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<3x7xf32>, memref<3x7xf32>
    gpu.wait [%t1]
    return
  }

  // 1-D dynamic shape, i32.
  // CHECK-LABEL: llvm.func @memcpy_1d_dynamic_i32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i32>, %[[ARG1:.*]]: !llvm.ptr<i32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: !llvm.ptr<i32>, %[[ARG6:.*]]: !llvm.ptr<i32>, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: i64, %[[ARG9:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG5]], %[[UNDEF1]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[DESC6]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC9]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC9]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC9]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_1d_dynamic_i32(%dst : memref<?xi32>, %src : memref<?xi32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?xi32>, memref<?xi32>
    gpu.wait [%t1]
    return
  }

  // Mixed shape ?x4, i32.
  // CHECK-LABEL: llvm.func @memcpy_dyn_x4_i32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i32>, %[[ARG1:.*]]: !llvm.ptr<i32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<i32>, %[[ARG8:.*]]: !llvm.ptr<i32>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC13]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_dyn_x4_i32(%dst : memref<?x4xi32>, %src : memref<?x4xi32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?x4xi32>, memref<?x4xi32>
    gpu.wait [%t1]
    return
  }

  // Mixed shape 4x?, f16.
  // CHECK-LABEL: llvm.func @memcpy_4_x_dyn_f16(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f16>, %[[ARG1:.*]]: !llvm.ptr<f16>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<f16>, %[[ARG8:.*]]: !llvm.ptr<f16>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][4, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC13]][3, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f16>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f16>, i64) -> !llvm.ptr<f16>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f16> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_4_x_dyn_f16(%dst : memref<4x?xf16>, %src : memref<4x?xf16>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<4x?xf16>, memref<4x?xf16>
    gpu.wait [%t1]
    return
  }

  // Fully dynamic ?x?, i64.
  // CHECK-LABEL: llvm.func @memcpy_dyn_dyn_i64(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i64>, %[[ARG1:.*]]: !llvm.ptr<i64>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<i64>, %[[ARG8:.*]]: !llvm.ptr<i64>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC13]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i64> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_dyn_dyn_i64(%dst : memref<?x?xi64>, %src : memref<?x?xi64>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?x?xi64>, memref<?x?xi64>
    gpu.wait [%t1]
    return
  }

  // Rank 0: one element.
  // CHECK-LABEL: llvm.func @memcpy_rank0_f32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: !llvm.ptr<f32>, %[[ARG4:.*]]: !llvm.ptr<f32>, %[[ARG5:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC4]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC5]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC2]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT1]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_rank0_f32(%dst : memref<f32>, %src : memref<f32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<f32>, memref<f32>
    gpu.wait [%t1]
    return
  }

  // Dynamic destination, static source: the size is the source's constant.
  // CHECK-LABEL: llvm.func @memcpy_size_from_source(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<f32>, %[[ARG8:.*]]: !llvm.ptr<f32>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(12 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT1]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_size_from_source(%dst : memref<?x4xf32>, %src : memref<3x4xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<?x4xf32>, memref<3x4xf32>
    gpu.wait [%t1]
    return
  }

  // Static destination, dynamic source: the size is computed from the source.
  // CHECK-LABEL: llvm.func @memcpy_size_from_dynamic_source(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr<f32>, %[[ARG8:.*]]: !llvm.ptr<f32>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i64, %[[ARG13:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC8]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[ARG12]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC12:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC11]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC13:.*]] = llvm.insertvalue %[[ARG13]], %[[DESC12]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC13]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC13]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC13]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST1]], %[[CAST0]], %[[SIZE0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_size_from_dynamic_source(%dst : memref<3x4xf32>, %src : memref<?x4xf32>) {
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %dst, %src : memref<3x4xf32>, memref<?x4xf32>
    gpu.wait [%t1]
    return
  }

  // Copies between buffers allocated with gpu.alloc, chained by tokens: each
  // op runs on the stream of its dependency, which is the first stream.
  // CHECK-LABEL: llvm.func @memcpy_chain(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC5]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[C2]], %[[DESC6]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[C0]], %[[DESC7]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[C1]], %[[DESC8]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: %[[NULL1:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[NULL1]][%[[C3]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE1:.*]] = llvm.ptrtoint %[[GEP1]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC9]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[EXT1]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST2]], %[[CAST1]], %[[SIZE1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: %[[NULL2:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[NULL2]][%[[C4]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE2:.*]] = llvm.ptrtoint %[[GEP2]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC9]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST3:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST4:.*]] = llvm.bitcast %[[EXT3]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemcpy(%[[CAST4]], %[[CAST3]], %[[SIZE2]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC9]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST5:.*]] = llvm.bitcast %[[EXT4]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST5]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memcpy_chain(%host : memref<16xf32>) {
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<16xf32>, memref<16xf32>
    %t3 = gpu.memcpy async [%t2] %host, %dev : memref<16xf32>, memref<16xf32>
    %t4 = gpu.dealloc async [%t3] %dev : memref<16xf32>
    gpu.wait [%t4]
    return
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemcpy(!llvm.ptr<i8>, !llvm.ptr<i8>, i64, !llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemFree(!llvm.ptr<i8>, !llvm.ptr<i8>)
  // CHECK-NEXT: }
}
