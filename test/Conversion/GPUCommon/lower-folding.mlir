// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// mlir-opt 14's dialect conversion tries to FOLD every op before applying a
// conversion pattern. A fold to a constant materializes a new arith.constant
// at the op's position (then lowered to llvm.mlir.constant); a fold to an
// existing value just replaces the op. The original constants stay, even
// when unused (nothing is erased). CHECK lines taken from mlir-opt 14's output.

// CHECK: module {
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
module {

  // CHECK-LABEL: llvm.func @fold_index_cast(
  // CHECK-SAME: ) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(42 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(42 : i32) : i32
  // CHECK-NEXT: llvm.return %[[C1]] : i32
  // CHECK-NEXT: }
  func @fold_index_cast() -> i32 {
    %c = arith.constant 42 : index
    %0 = arith.index_cast %c : index to i32
    return %0 : i32
  }

  // Constant operands fold; the result then feeds a non-foldable add.
  // CHECK-LABEL: llvm.func @fold_addi(
  // CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: %[[ADD0:.*]] = llvm.add %[[ARG0]], %[[C2]]  : i32
  // CHECK-NEXT: llvm.return %[[ADD0]] : i32
  // CHECK-NEXT: }
  func @fold_addi(%a : i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %0 = arith.addi %c1, %c2 : i32
    %1 = arith.addi %a, %0 : i32
    return %1 : i32
  }

  // x + 0 folds to x.
  // CHECK-LABEL: llvm.func @fold_addi_zero(
  // CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: llvm.return %[[ARG0]] : i32
  // CHECK-NEXT: }
  func @fold_addi_zero(%a : i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }

  // 1 * x does NOT fold in 14 (only x * 1, the constant must be on the right).
  // CHECK-LABEL: llvm.func @no_fold_muli_one_lhs(
  // CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[MUL0:.*]] = llvm.mul %[[C0]], %[[ARG0]]  : i32
  // CHECK-NEXT: llvm.return %[[MUL0]] : i32
  // CHECK-NEXT: }
  func @no_fold_muli_one_lhs(%a : i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.muli %c1, %a : i32
    return %0 : i32
  }

  // CHECK-LABEL: llvm.func @fold_muli_one_rhs(
  // CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: llvm.return %[[ARG0]] : i32
  // CHECK-NEXT: }
  func @fold_muli_one_rhs(%a : i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %0 = arith.muli %a, %c1 : i32
    return %0 : i32
  }

  // CHECK-LABEL: llvm.func @fold_cmpi(
  // CHECK-SAME: ) -> i1 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.return %[[C2]] : i1
  // CHECK-NEXT: }
  func @fold_cmpi() -> i1 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %0 = arith.cmpi slt, %c1, %c2 : i32
    return %0 : i1
  }

  // CHECK-LABEL: llvm.func @fold_addf(
  // CHECK-SAME: ) -> f32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1.500000e+00 : f32) : f32
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2.250000e+00 : f32) : f32
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(3.750000e+00 : f32) : f32
  // CHECK-NEXT: llvm.return %[[C2]] : f32
  // CHECK-NEXT: }
  func @fold_addf() -> f32 {
    %c1 = arith.constant 1.5 : f32
    %c2 = arith.constant 2.25 : f32
    %0 = arith.addf %c1, %c2 : f32
    return %0 : f32
  }

  // CHECK-LABEL: llvm.func @fold_select(
  // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(true) : i1
  // CHECK-NEXT: llvm.return %[[ARG0]] : i32
  // CHECK-NEXT: }
  func @fold_select(%a : i32, %b : i32) -> i32 {
    %t = arith.constant true
    %0 = select %t, %a, %b : i32
    return %0 : i32
  }

  // CHECK-LABEL: llvm.func @fold_extsi(
  // CHECK-SAME: ) -> i64 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(-3 : i32) : i32
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(-3 : i64) : i64
  // CHECK-NEXT: llvm.return %[[C1]] : i64
  // CHECK-NEXT: }
  func @fold_extsi() -> i64 {
    %c = arith.constant -3 : i32
    %0 = arith.extsi %c : i32 to i64
    return %0 : i64
  }

  // An unused constant is still lowered.
  // CHECK-LABEL: llvm.func @unused_constant(
  // CHECK-SAME: %[[ARG0:.*]]: i32) -> i32 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(7 : i32) : i32
  // CHECK-NEXT: llvm.return %[[ARG0]] : i32
  // CHECK-NEXT: }
  func @unused_constant(%a : i32) -> i32 {
    %c = arith.constant 7 : i32
    return %a : i32
  }

  // Folds without constant operands: x - x, x == x, x & x. A chain of two
  // index_casts is not folded.
  // CHECK-LABEL: llvm.func @self_folds(
  // CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i64) -> !llvm.struct<(i32, i1, i32, i64)> {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(true) : i1
  // CHECK-NEXT: %[[TRUNC0:.*]] = llvm.trunc %[[ARG1]] : i64 to i32
  // CHECK-NEXT: %[[SEXT0:.*]] = llvm.sext %[[TRUNC0]] : i32 to i64
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[C0]], %[[UNDEF0]][0] : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[C1]], %[[DESC0]][1] : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC1]][2] : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[SEXT0]], %[[DESC2]][3] : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: llvm.return %[[DESC3]] : !llvm.struct<(i32, i1, i32, i64)>
  // CHECK-NEXT: }
  func @self_folds(%a : i32, %b : index) -> (i32, i1, i32, index) {
    %0 = arith.subi %a, %a : i32
    %1 = arith.cmpi eq, %a, %a : i32
    %2 = arith.andi %a, %a : i32
    %3 = arith.index_cast %b : index to i32
    %4 = arith.index_cast %3 : i32 to index
    return %0, %1, %2, %4 : i32, i1, i32, index
  }

  // memref.dim of a memref.alloc with a constant index folds to the alloc's
  // size operand.
  // CHECK-LABEL: llvm.func @fold_dim_of_alloc(
  // CHECK-SAME: %[[ARG0:.*]]: i64) -> i64 {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[ARG0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @malloc(%[[SIZE0]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[CALL0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C1]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.return %[[ARG0]] : i64
  // CHECK-NEXT: }
  func @fold_dim_of_alloc(%n : index) -> index {
    %c0 = arith.constant 0 : index
    %m = memref.alloc(%n) : memref<?xf32>
    %d = memref.dim %m, %c0 : memref<?xf32>
    return %d : index
  }

  // A folded size reaches gpu.alloc as a constant.
  // CHECK-LABEL: llvm.func @folded_gpu_alloc_size(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C2]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM0]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C4]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C2]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C3]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @folded_gpu_alloc_size() {
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %n = arith.muli %c4, %c2 : index
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    gpu.wait [%t1]
    return
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: }
}
