// RUN: gpuopt %s -reconcile-unrealized-casts | FileCheck %s

// The pass's partial conversion tries every op's fold.  A fold to an operand stands and the op goes; a fold
// to a new constant is undone (the conversion cannot legalize the constant); replacements wait until the
// end, so a fold sees the operands as written (`andi %same, %a` does not fold, though %same becomes %a), and
// nothing unused is erased (the first bitcast stays).

// CHECK-LABEL: func @to_values(%arg0: i32, %arg1: i1, %arg2: memref<?xf32>)
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[ONE]], %[[TWO]] : i32
// CHECK-NEXT: %[[COMMUTED:.*]] = arith.addi %[[ONE]], %arg0 : i32
// CHECK-NEXT: %[[AND:.*]] = arith.andi %arg0, %arg0 : i32
// CHECK-NEXT: %[[DIFF:.*]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.insertvalue %arg0, %[[U]][0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[LATE:.*]] = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT: memref.dealloc %arg2 : memref<?xf32>
// CHECK-NEXT: return %[[SUM]], %[[AND]], %[[COMMUTED]], %[[DIFF]], %[[LATE]] : i32, i32, i32, i32, i32
func @to_values(%a: i32, %b: i1, %m: memref<?xf32>) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %sum = arith.addi %c1, %c2 : i32
  %commuted = arith.addi %c1, %a : i32
  %same = select %b, %a, %a : i32
  %and = arith.andi %same, %a : i32
  %diff = arith.subi %a, %a : i32
  %cast = memref.cast %m : memref<?xf32> to memref<?xf32>
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %v = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, i32)>
  %x = llvm.extractvalue %v[0] : !llvm.struct<(i32, i32)>
  %late = arith.subi %x, %a : i32
  memref.dealloc %cast : memref<?xf32>
  return %sum, %and, %commuted, %diff, %late : i32, i32, i32, i32, i32
}

// CHECK-LABEL: llvm.func @pointers(%arg0: !llvm.ptr<f32>) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: llvm.bitcast %arg0 : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr<f32>
llvm.func @pointers(%p: !llvm.ptr<f32>) -> !llvm.ptr<f32> {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %q = llvm.getelementptr %p[%c0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %r = llvm.bitcast %q : !llvm.ptr<f32> to !llvm.ptr<i8>
  %s = llvm.bitcast %r : !llvm.ptr<i8> to !llvm.ptr<f32>
  llvm.return %s : !llvm.ptr<f32>
}

// A fold in place stays: the load reads through the cast, and the scf.if on a negated flag takes the flag
// with its regions swapped.
// CHECK-LABEL: func @in_place(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32
// CHECK-NEXT: memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: arith.xori %arg2, %[[TRUE]] : i1
// CHECK-NEXT: %[[R:.*]] = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[V]], %[[V]] : f32
// CHECK-NEXT: scf.yield %[[W]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[V]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : f32
func @in_place(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %cast[%i] : memref<?xf32>
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> f32 {
    scf.yield %v : f32
  } else {
    %w = arith.addf %v, %v : f32
    scf.yield %w : f32
  }
  return %r : f32
}
