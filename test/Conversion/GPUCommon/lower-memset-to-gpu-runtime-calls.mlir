// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// Async gpu.memset with one dependency (32-bit element types), CHECK lines
// taken from mlir-opt 14's output. The lowering:
//   - runs on the stream of its dependency; the op's token is that stream;
//   - the element count (not a byte size) is a constant for a static shape,
//     stride[0] * size[0] of the descriptor otherwise;
//   - the value is bitcast to i32, also when it already is i32
//     (`llvm.bitcast %v : i32 to i32`);
//   - the aligned pointer (descriptor field 1) is bitcast to !llvm.ptr<i8>;
//   - calls mgpuMemset32(ptr, value, count, stream).

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // CHECK-LABEL: llvm.func @memset_f32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: f32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(21 : index) : i64
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ARG7]] : f32 to i32
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemset32(%[[CAST1]], %[[CAST0]], %[[C0]], %[[STREAM0]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memset_f32(%dst : memref<3x7xf32>, %value : f32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %dst, %value : memref<3x7xf32>, f32
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: llvm.func @memset_i32(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i32>, %[[ARG1:.*]]: !llvm.ptr<i32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ARG5]] : i32 to i32
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemset32(%[[CAST1]], %[[CAST0]], %[[MUL0]], %[[STREAM0]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memset_i32(%dst : memref<?xi32>, %value : i32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %dst, %value : memref<?xi32>, i32
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: llvm.func @memset_f32_dyn_x4(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: f32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[EXT0]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ARG7]] : f32 to i32
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemset32(%[[CAST1]], %[[CAST0]], %[[MUL0]], %[[STREAM0]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memset_f32_dyn_x4(%dst : memref<?x4xf32>, %value : f32) {
    %t0 = gpu.wait async
    %t1 = gpu.memset async [%t0] %dst, %value : memref<?x4xf32>, f32
    gpu.wait [%t1]
    return
  }

  // A memset of a gpu.alloc'ed buffer, chained by tokens.
  // CHECK-LABEL: llvm.func @memset_alloc_chain(
  // CHECK-SAME: %[[ARG0:.*]]: i32) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(64 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C3]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<i32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C4]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C1]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C1]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C2]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(64 : index) : i64
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[ARG0]] : i32 to i32
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[EXT0]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemset32(%[[CAST2]], %[[CAST1]], %[[C5]], %[[STREAM0]]) : (!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST3:.*]] = llvm.bitcast %[[EXT1]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuMemFree(%[[CAST3]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @memset_alloc_chain(%value : i32) {
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] () : memref<8x8xi32>
    %t2 = gpu.memset async [%t1] %m, %value : memref<8x8xi32>, i32
    %t3 = gpu.dealloc async [%t2] %m : memref<8x8xi32>
    gpu.wait [%t3]
    return
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemset32(!llvm.ptr<i8>, i32, i64, !llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemFree(!llvm.ptr<i8>, !llvm.ptr<i8>)
  // CHECK-NEXT: }
}
