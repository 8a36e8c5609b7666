// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// gpu.host_register lowering, CHECK lines taken from mlir-opt 14's output.
// The op takes an unranked memref; the runtime receives
//   mgpuMemHostRegisterMemRef(rank, descriptor pointer, element size in bytes)
// where the element size is `ptrtoint(null[1])` of the element pointer type.
// A ranked memref is first cast to an unranked one with memref.cast, which
// 14 lowers to: alloca of one ranked descriptor, store of the descriptor,
// bitcast of the alloca to !llvm.ptr<i8>, and an unranked descriptor
// {rank : i64 constant (typed i64, not index), ptr}.

// memref.alloc lowers to a call of malloc, which is declared at the START of
// the module (the mgpu* functions are declared at its end).
// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
module attributes {gpu.container_module} {

  // An unranked memref function argument: expanded into (rank, ptr).
  // CHECK-LABEL: llvm.func @host_register_unranked(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: !llvm.ptr<i8>) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC1]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE0]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_unranked(%m : memref<*xf32>) {
    gpu.host_register %m : memref<*xf32>
    return
  }

  // CHECK-LABEL: llvm.func @host_register_rank0(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f64>, %[[ARG1:.*]]: !llvm.ptr<f64>, %[[ARG2:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f64>, ptr<f64>, i64)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C0]] x !llvm.struct<(ptr<f64>, ptr<f64>, i64)> : (i64) -> !llvm.ptr<struct<(ptr<f64>, ptr<f64>, i64)>>
  // CHECK-NEXT: llvm.store %[[DESC2]], %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f64>, ptr<f64>, i64)>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f64>, ptr<f64>, i64)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : i64) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C1]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC3]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f64>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C2]]] : (!llvm.ptr<f64>, i64) -> !llvm.ptr<f64>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f64> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE0]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_rank0(%m : memref<f64>) {
    %u = memref.cast %m : memref<f64> to memref<*xf64>
    gpu.host_register %u : memref<*xf64>
    return
  }

  // CHECK-LABEL: llvm.func @host_register_rank1(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C0]] x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  // CHECK-NEXT: llvm.store %[[DESC4]], %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C1]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC5]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C2]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE0]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_rank1(%m : memref<16xf32>) {
    %u = memref.cast %m : memref<16xf32> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    return
  }

  // CHECK-LABEL: llvm.func @host_register_rank2(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i32>, %[[ARG1:.*]]: !llvm.ptr<i32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C0]] x !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: llvm.store %[[DESC6]], %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<i32>, ptr<i32>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : i64) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[C1]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC7]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i32>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C2]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i32> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC8]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE0]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_rank2(%m : memref<4x?xi32>) {
    %u = memref.cast %m : memref<4x?xi32> to memref<*xi32>
    gpu.host_register %u : memref<*xi32>
    return
  }

  // CHECK-LABEL: llvm.func @host_register_rank3(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f16>, %[[ARG1:.*]]: !llvm.ptr<f16>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG7]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC6]][3, 2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][4, 2] : !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C0]] x !llvm.struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>>
  // CHECK-NEXT: llvm.store %[[DESC8]], %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<f16>, ptr<f16>, i64, array<3 x i64>, array<3 x i64>)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(3 : i64) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[C1]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC9]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f16>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C2]]] : (!llvm.ptr<f16>, i64) -> !llvm.ptr<f16>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f16> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC10]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC10]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE0]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_rank3(%m : memref<?x2x3xf16>) {
    %u = memref.cast %m : memref<?x2x3xf16> to memref<*xf16>
    gpu.host_register %u : memref<*xf16>
    return
  }

  // A memref allocated in the function, registered twice (two casts).
  // CHECK-LABEL: llvm.func @host_register_alloc_twice(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(16 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C3]]] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<i64> to i64
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @malloc(%[[SIZE0]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[CALL0]] : !llvm.ptr<i8> to !llvm.ptr<i64>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C4]], %[[DESC1]][2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C1]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C1]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C2]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C5]] x !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: llvm.store %[[DESC6]], %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[ALLOCA0]] : !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(2 : i64) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[C6]], %[[UNDEF1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[CAST1]], %[[DESC7]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL1:.*]] = llvm.mlir.null : !llvm.ptr<i64>
  // CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[NULL1]][%[[C7]]] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %[[SIZE1:.*]] = llvm.ptrtoint %[[GEP1]] : !llvm.ptr<i64> to i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC8]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT0]], %[[EXT1]], %[[SIZE1]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C8]] x !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: llvm.store %[[DESC6]], %[[ALLOCA1]] : !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[ALLOCA1]] : !llvm.ptr<struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>> to !llvm.ptr<i8>
  // CHECK-NEXT: %[[C9:.*]] = llvm.mlir.constant(2 : i64) : i64
  // CHECK-NEXT: %[[UNDEF2:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[C9]], %[[UNDEF2]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[CAST2]], %[[DESC9]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[NULL2:.*]] = llvm.mlir.null : !llvm.ptr<i64>
  // CHECK-NEXT: %[[C10:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[NULL2]][%[[C10]]] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %[[SIZE2:.*]] = llvm.ptrtoint %[[GEP2]] : !llvm.ptr<i64> to i64
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC10]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC10]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @mgpuMemHostRegisterMemRef(%[[EXT2]], %[[EXT3]], %[[SIZE2]]) : (i64, !llvm.ptr<i8>, i64) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @host_register_alloc_twice() {
    %m = memref.alloc() : memref<2x8xi64>
    %u = memref.cast %m : memref<2x8xi64> to memref<*xi64>
    gpu.host_register %u : memref<*xi64>
    %v = memref.cast %m : memref<2x8xi64> to memref<*xi64>
    gpu.host_register %v : memref<*xi64>
    return
  }
  // CHECK-NEXT: llvm.func @mgpuMemHostRegisterMemRef(i64, !llvm.ptr<i8>, i64)
  // CHECK-NEXT: }
}
