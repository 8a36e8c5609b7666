// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// The std/arith/memref lowering that --gpu-to-llvm runs together with the GPU
// patterns (no GPU ops here), CHECK lines taken from mlir-opt 14's output.
//  - A memref argument is expanded into its descriptor fields (allocated
//    pointer, aligned pointer, offset, sizes..., strides...), which are packed
//    back into a descriptor with llvm.mlir.undef + llvm.insertvalue at the
//    function entry, in the order [0], [1], [2], then [3, i], [4, i] per
//    dimension. An unranked memref is (rank : i64, descriptor : !llvm.ptr<i8>).
//  - A memref result is returned as the descriptor struct; several results are
//    packed into an !llvm.struct, and a call unpacks all of them with
//    llvm.extractvalue (also the unused ones). A memref call operand is
//    expanded into its descriptor fields.
//  - A private declaration keeps `attributes {sym_visibility = "private"}`.
//  - memref.alloc calls malloc (declared at the START of the module, dealloc's
//    free likewise, later ones first).
//  - memref.alloca uses the BYTE size as the element count of llvm.alloca.
// No constant is fed into an arith op here: 14 folds those while converting
// (see lower-folding.mlir).

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
module {

  // CHECK-LABEL: llvm.func @rank0(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64) -> f32 {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC2]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64)>
  // CHECK-NEXT: %[[LOAD0:.*]] = llvm.load %[[EXT0]] : !llvm.ptr<f32>
  // CHECK-NEXT: llvm.return %[[LOAD0]] : f32
  // CHECK-NEXT: }
  func @rank0(%m : memref<f32>) -> f32 {
    %v = memref.load %m[] : memref<f32>
    return %v : f32
  }

  // CHECK-LABEL: llvm.func @rank1(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i32>, %[[ARG1:.*]]: !llvm.ptr<i32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[EXT0]][%[[ARG5]]] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
  // CHECK-NEXT: llvm.store %[[ARG6]], %[[GEP0]] : !llvm.ptr<i32>
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @rank1(%m : memref<?xi32>, %i : index, %v : i32) {
    memref.store %v, %m[%i] : memref<?xi32>
    return
  }

  // CHECK-LABEL: llvm.func @rank2_static(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f64>, %[[ARG1:.*]]: !llvm.ptr<f64>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: i64) -> f64 {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f64>, ptr<f64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ARG7]], %[[C0]]  : i64
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[MUL0]], %[[ARG8]]  : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[EXT0]][%[[ADD0]]] : (!llvm.ptr<f64>, i64) -> !llvm.ptr<f64>
  // CHECK-NEXT: %[[LOAD0:.*]] = llvm.load %[[GEP0]] : !llvm.ptr<f64>
  // CHECK-NEXT: llvm.return %[[LOAD0]] : f64
  // CHECK-NEXT: }
  func @rank2_static(%m : memref<4x8xf64>, %i : index, %j : index) -> f64 {
    %v = memref.load %m[%i, %j] : memref<4x8xf64>
    return %v : f64
  }

  // CHECK-LABEL: llvm.func @rank3(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: i64, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: f32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG7]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC6]][3, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC7]][4, 2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC8]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC8]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<3 x i64>, array<3 x i64>)>
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ARG9]], %[[EXT1]]  : i64
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[MUL1:.*]] = llvm.mul %[[ARG10]], %[[C0]]  : i64
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[MUL0]], %[[MUL1]]  : i64
  // CHECK-NEXT: %[[ADD1:.*]] = llvm.add %[[ADD0]], %[[ARG11]]  : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[EXT0]][%[[ADD1]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %[[ARG12]], %[[GEP0]] : !llvm.ptr<f32>
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @rank3(%m : memref<2x?x4xf32>, %i : index, %j : index, %k : index, %v : f32) {
    memref.store %v, %m[%i, %j, %k] : memref<2x?x4xf32>
    return
  }

  // Unranked memref arguments: passed on to a call as (rank, ptr), and cast
  // to a ranked memref (the ranked descriptor is loaded through the pointer).
  // CHECK-LABEL: llvm.func @unranked_arg(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: !llvm.ptr<i8>, %[[ARG2:.*]]: i64) -> f32 {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC1]][0] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC1]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: llvm.call @take_unranked(%[[EXT0]], %[[EXT1]]) : (i64, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC1]][1] : !llvm.struct<(i64, ptr<i8>)>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[EXT2]] : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  // CHECK-NEXT: %[[LOAD0:.*]] = llvm.load %[[CAST0]] : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[LOAD0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[EXT3]][%[[ARG2]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[LOAD1:.*]] = llvm.load %[[GEP0]] : !llvm.ptr<f32>
  // CHECK-NEXT: llvm.return %[[LOAD1]] : f32
  // CHECK-NEXT: }
  func @unranked_arg(%u : memref<*xf32>, %i : index) -> f32 {
    call @take_unranked(%u) : (memref<*xf32>) -> ()
    %r = memref.cast %u : memref<*xf32> to memref<?xf32>
    %v = memref.load %r[%i] : memref<?xf32>
    return %v : f32
  }

  // Multiple results.
  // CHECK-LABEL: llvm.func @multi_results(
  // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: f32) -> !llvm.struct<(f32, i32)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG1]], %[[UNDEF0]][0] : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC0]][1] : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: llvm.return %[[DESC1]] : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: }
  func @multi_results(%a : i32, %b : f32) -> (f32, i32) {
    return %b, %a : f32, i32
  }

  // CHECK-LABEL: llvm.func @call_multi(
  // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: f32) -> i32 {
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @multi_results(%[[ARG0]], %[[ARG1]]) : (i32, f32) -> !llvm.struct<(f32, i32)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[CALL0]][0] : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[CALL0]][1] : !llvm.struct<(f32, i32)>
  // CHECK-NEXT: llvm.return %[[EXT1]] : i32
  // CHECK-NEXT: }
  func @call_multi(%a : i32, %b : f32) -> i32 {
    %0:2 = call @multi_results(%a, %b) : (i32, f32) -> (f32, i32)
    return %0#1 : i32
  }

  // A memref through a call, and a memref result.
  // CHECK-LABEL: llvm.func @call_memref(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC4]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @identity_memref(%[[EXT0]], %[[EXT1]], %[[EXT2]], %[[EXT3]], %[[EXT4]]) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.return %[[CALL0]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: }
  func @call_memref(%m : memref<?xf32>) -> memref<?xf32> {
    %0 = call @identity_memref(%m) : (memref<?xf32>) -> memref<?xf32>
    return %0 : memref<?xf32>
  }

  // CHECK-LABEL: llvm.func @identity_memref(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.return %[[DESC4]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: }
  func @identity_memref(%m : memref<?xf32>) -> memref<?xf32> {
    return %m : memref<?xf32>
  }

  // A call of a declaration with a memref argument and a memref result.
  // CHECK-LABEL: llvm.func @call_external(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC4]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @external(%[[EXT0]], %[[EXT1]], %[[EXT2]], %[[EXT3]], %[[EXT4]], %[[ARG5]]) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.return %[[CALL0]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: }
  func @call_external(%m : memref<4xf32>, %n : i64) -> memref<4xf32> {
    %0 = call @external(%m, %n) : (memref<4xf32>, i64) -> memref<4xf32>
    return %0 : memref<4xf32>
  }

  // Control flow with block arguments.
  // CHECK-LABEL: llvm.func @control_flow(
  // CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i32) -> i32 {
  // CHECK-NEXT: llvm.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[ARG2]], %[[ARG1]] : i32, i32)
  // CHECK-NEXT: ^bb1(%[[BB1ARG0:.*]]: i32):  // pred: ^bb0
  // CHECK-NEXT: llvm.br ^bb3(%[[BB1ARG0]] : i32)
  // CHECK-NEXT: ^bb2(%[[BB2ARG0:.*]]: i32, %[[BB2ARG1:.*]]: i32):  // pred: ^bb0
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[BB2ARG0]], %[[BB2ARG1]]  : i32
  // CHECK-NEXT: llvm.br ^bb3(%[[ADD0]] : i32)
  // CHECK-NEXT: ^bb3(%[[BB3ARG0:.*]]: i32):  // 2 preds: ^bb1, ^bb2
  // CHECK-NEXT: llvm.return %[[BB3ARG0]] : i32
  // CHECK-NEXT: }
  func @control_flow(%c : i1, %a : i32, %b : i32) -> i32 {
    cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
  ^bb1(%x : i32):
    br ^bb3(%x : i32)
  ^bb2(%y : i32, %z : i32):
    %s = arith.addi %y, %z : i32
    br ^bb3(%s : i32)
  ^bb3(%r : i32):
    return %r : i32
  }

  // A loop over a memref with index block arguments.
  // CHECK-LABEL: llvm.func @loop(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: f32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.br ^bb1(%[[ARG5]] : i64)
  // CHECK-NEXT: ^bb1(%[[BB1ARG0:.*]]: i64):  // 2 preds: ^bb0, ^bb2
  // CHECK-NEXT: %[[CMP0:.*]] = llvm.icmp "slt" %[[BB1ARG0]], %[[ARG6]] : i64
  // CHECK-NEXT: llvm.cond_br %[[CMP0]], ^bb2, ^bb3
  // CHECK-NEXT: ^bb2:  // pred: ^bb1
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[EXT0]][%[[BB1ARG0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %[[ARG8]], %[[GEP0]] : !llvm.ptr<f32>
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[BB1ARG0]], %[[ARG7]]  : i64
  // CHECK-NEXT: llvm.br ^bb1(%[[ADD0]] : i64)
  // CHECK-NEXT: ^bb3:  // pred: ^bb1
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @loop(%m : memref<?xf32>, %lb : index, %ub : index, %step : index, %v : f32) {
    br ^header(%lb : index)
  ^header(%i : index):
    %cond = arith.cmpi slt, %i, %ub : index
    cond_br %cond, ^body, ^exit
  ^body:
    memref.store %v, %m[%i] : memref<?xf32>
    %next = arith.addi %i, %step : index
    br ^header(%next : index)
  ^exit:
    return
  }

  // Arith ops on function arguments.
  // CHECK-LABEL: llvm.func @arith(
  // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: f32, %[[ARG3:.*]]: f32, %[[ARG4:.*]]: i64) -> !llvm.struct<(i64, f32, i64)> {
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[ARG0]], %[[ARG1]]  : i32
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[ADD0]], %[[ARG1]]  : i32
  // CHECK-NEXT: %[[SUB0:.*]] = llvm.sub %[[MUL0]], %[[ARG0]]  : i32
  // CHECK-NEXT: %[[SEXT0:.*]] = llvm.sext %[[SUB0]] : i32 to i64
  // CHECK-NEXT: %[[FADD0:.*]] = llvm.fadd %[[ARG2]], %[[ARG3]]  : f32
  // CHECK-NEXT: %[[FMUL0:.*]] = llvm.fmul %[[FADD0]], %[[ARG3]]  : f32
  // CHECK-NEXT: %[[FDIV0:.*]] = llvm.fdiv %[[FMUL0]], %[[ARG2]]  : f32
  // CHECK-NEXT: %[[SEXT1:.*]] = llvm.sext %[[ARG0]] : i32 to i64
  // CHECK-NEXT: %[[ADD1:.*]] = llvm.add %[[SEXT1]], %[[ARG4]]  : i64
  // CHECK-NEXT: %[[TRUNC0:.*]] = llvm.trunc %[[ARG4]] : i64 to i32
  // CHECK-NEXT: %[[CMP0:.*]] = llvm.icmp "ult" %[[TRUNC0]], %[[ARG1]] : i32
  // CHECK-NEXT: %[[SELECT0:.*]] = llvm.select %[[CMP0]], %[[ARG2]], %[[FDIV0]] : i1, f32
  // CHECK-NEXT: %[[SITOFP0:.*]] = llvm.sitofp %[[ARG0]] : i32 to f32
  // CHECK-NEXT: %[[FADD1:.*]] = llvm.fadd %[[SELECT0]], %[[SITOFP0]]  : f32
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i64, f32, i64)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[SEXT0]], %[[UNDEF0]][0] : !llvm.struct<(i64, f32, i64)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[FADD1]], %[[DESC0]][1] : !llvm.struct<(i64, f32, i64)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ADD1]], %[[DESC1]][2] : !llvm.struct<(i64, f32, i64)>
  // CHECK-NEXT: llvm.return %[[DESC2]] : !llvm.struct<(i64, f32, i64)>
  // CHECK-NEXT: }
  func @arith(%a : i32, %b : i32, %f : f32, %g : f32, %i : index) -> (i64, f32, index) {
    %0 = arith.addi %a, %b : i32
    %1 = arith.muli %0, %b : i32
    %2 = arith.subi %1, %a : i32
    %3 = arith.extsi %2 : i32 to i64
    %4 = arith.addf %f, %g : f32
    %5 = arith.mulf %4, %g : f32
    %6 = arith.divf %5, %f : f32
    %7 = arith.index_cast %a : i32 to index
    %8 = arith.addi %7, %i : index
    %9 = arith.index_cast %i : index to i32
    %10 = arith.cmpi ult, %9, %b : i32
    %11 = select %10, %f, %6 : f32
    %12 = arith.sitofp %a : i32 to f32
    %13 = arith.addf %11, %12 : f32
    return %3, %13, %8 : i64, f32, index
  }

  // memref.alloc / alloca / dealloc / dim.
  // CHECK-LABEL: llvm.func @memref_ops(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64, %[[ARG2:.*]]: f32) -> i64 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C0]], %[[ARG0]]  : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[MUL0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @malloc(%[[SIZE0]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[CALL0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[C0]], %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[C1]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL1:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[NULL1]][%[[C3]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE1:.*]] = llvm.ptrtoint %[[GEP1]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[SIZE1]] x f32 : (i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[ALLOCA0]], %[[UNDEF1]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[ALLOCA0]], %[[DESC7]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC9:.*]] = llvm.insertvalue %[[C5]], %[[DESC8]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC10:.*]] = llvm.insertvalue %[[C3]], %[[DESC9]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC11:.*]] = llvm.insertvalue %[[C4]], %[[DESC10]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[MUL1:.*]] = llvm.mul %[[ARG1]], %[[C6]]  : i64
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[MUL1]], %[[ARG1]]  : i64
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[EXT0]][%[[ADD0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %[[ARG2]], %[[GEP2]] : !llvm.ptr<f32>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[MUL2:.*]] = llvm.mul %[[ARG1]], %[[C7]]  : i64
  // CHECK-NEXT: %[[ADD1:.*]] = llvm.add %[[MUL2]], %[[ARG1]]  : i64
  // CHECK-NEXT: %[[GEP3:.*]] = llvm.getelementptr %[[EXT1]][%[[ADD1]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[LOAD0:.*]] = llvm.load %[[GEP3]] : !llvm.ptr<f32>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC11]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[GEP4:.*]] = llvm.getelementptr %[[EXT2]][%[[ARG1]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %[[LOAD0]], %[[GEP4]] : !llvm.ptr<f32>
  // CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[C9:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][3] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C9]] x !llvm.array<2 x i64> : (i64) -> !llvm.ptr<array<2 x i64>>
  // CHECK-NEXT: llvm.store %[[EXT3]], %[[ALLOCA1]] : !llvm.ptr<array<2 x i64>>
  // CHECK-NEXT: %[[GEP5:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C8]], %[[ARG1]]] : (!llvm.ptr<array<2 x i64>>, i64, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: %[[LOAD1:.*]] = llvm.load %[[GEP5]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[EXT4]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @free(%[[CAST1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return %[[LOAD1]] : i64
  // CHECK-NEXT: }
  func @memref_ops(%n : index, %i : index, %v : f32) -> index {
    %a = memref.alloc(%n) : memref<?x4xf32>
    %b = memref.alloca() : memref<8xf32>
    memref.store %v, %a[%i, %i] : memref<?x4xf32>
    %x = memref.load %a[%i, %i] : memref<?x4xf32>
    memref.store %x, %b[%i] : memref<8xf32>
    %d = memref.dim %a, %i : memref<?x4xf32>
    memref.dealloc %a : memref<?x4xf32>
    return %d : index
  }

  // memref.dim with a constant index: a constant for a static size, the
  // descriptor field for a dynamic one.
  // CHECK-LABEL: llvm.func @dim_constant_index(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<f32>, %[[ARG1:.*]]: !llvm.ptr<f32>, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64) -> !llvm.struct<(i64, i64)> {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG1]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG3]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG4]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[UNDEF1:.*]] = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[DESC7:.*]] = llvm.insertvalue %[[EXT0]], %[[UNDEF1]][0] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: %[[DESC8:.*]] = llvm.insertvalue %[[C2]], %[[DESC7]][1] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: llvm.return %[[DESC8]] : !llvm.struct<(i64, i64)>
  // CHECK-NEXT: }
  func @dim_constant_index(%m : memref<?x4xf32>) -> (index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = memref.dim %m, %c0 : memref<?x4xf32>
    %d1 = memref.dim %m, %c1 : memref<?x4xf32>
    return %d0, %d1 : index, index
  }

  func private @take_unranked(memref<*xf32>)
  func private @external(memref<4xf32>, i64) -> memref<4xf32>
  // CHECK-NEXT: llvm.func @take_unranked(i64, !llvm.ptr<i8>) attributes {sym_visibility = "private"}
  // CHECK-NEXT: llvm.func @external(!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
  // CHECK-NEXT: }
}
