// RUN: gpuopt -allow-unregistered-dialect -canonicalize %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @chains(%arg0: i32, %arg1: memref<?xf32>) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c3_i32 : i32
// CHECK-NEXT: %2 = arith.addi %1, %c5_i32 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Folding and constant hoisting: folded constants are uniqued at the start of the entry block.
func @chains(%a: i32, %m: memref<?xf32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.addi %x, %c2 : i32
  %z = arith.muli %y, %c3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.addi %c4, %c1 : i32
  %w = arith.addi %z, %c5 : i32
  %i = arith.constant 0 : index
  %l = memref.load %m[%i] : memref<?xf32>
  %d = memref.dim %m, %i : memref<?xf32>
  return %w : i32
}

// -----

// CHECK-LABEL: func @subchains(%arg0: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c7 : index
// CHECK-NEXT: %1 = arith.subi %c13, %arg0 : index
// CHECK-NEXT: %2 = arith.addi %arg0, %c-7 : index
// CHECK-NEXT: %3 = arith.subi %c7, %arg0 : index
// CHECK-NEXT: %4 = arith.subi %arg0, %c13 : index
// CHECK-NEXT: %5 = arith.subi %c-7, %arg0 : index
// CHECK-NEXT: %6 = arith.subi %c13, %arg0 : index
// CHECK-NEXT: %7 = arith.addi %arg0, %c7 : index
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// Constant chains through addi and subi.
func @subchains(%x: index) -> (index, index, index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %s1 = arith.subi %x, %c3 : index
  %r1 = arith.addi %s1, %c10 : index
  %s2 = arith.subi %c3, %x : index
  %r2 = arith.addi %s2, %c10 : index
  %a3 = arith.addi %x, %c3 : index
  %r3 = arith.subi %a3, %c10 : index
  %r4 = arith.subi %c10, %a3 : index
  %r5 = arith.subi %s1, %c10 : index
  %r6 = arith.subi %s2, %c10 : index
  %r7 = arith.subi %c10, %s1 : index
  %r8 = arith.subi %c10, %s2 : index
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : index, index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func @casts(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1, %arg4: index) -> (i32, i32, i64, i1, i32, i64, i64, i32, i32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.andi %arg2, %arg3 : i1
// CHECK-NEXT: %1 = arith.extui %0 : i1 to i32
// CHECK-NEXT: %2 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT: %3 = arith.extui %2 : i1 to i32
// CHECK-NEXT: %4 = arith.extui %arg2 : i1 to i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.index_cast %arg4 : index to i64
// CHECK-NEXT: %7 = arith.extui %arg2 : i1 to i64
// CHECK-NEXT: %8 = arith.trunci %4 : i64 to i32
// CHECK-NEXT: %9 = arith.fptoui %cst : f32 to i32
// CHECK-NEXT: return %1, %3, %4, %5, %arg0, %6, %7, %8, %arg0, %c7_i32, %9 : i32, i32, i64, i1, i32, i64, i64, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Casts of casts, negated comparisons, logic of extensions, casts of constants.
func @casts(%x: i32, %y: i32, %b: i1, %c: i1, %i: index) -> (i32, i32, i64, i1, i32, i64, i64, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %e1 = arith.extui %b : i1 to i32
  %e2 = arith.extui %c : i1 to i32
  %and = arith.andi %e1, %e2 : i32
  %or = arith.ori %e1, %e2 : i32
  %s1 = arith.extsi %e1 : i32 to i64
  %cmp = arith.cmpi slt, %x, %y : i32
  %true = arith.constant true
  %n = arith.xori %cmp, %true : i1
  %bc1 = arith.bitcast %x : i32 to f32
  %bc2 = arith.bitcast %bc1 : f32 to i32
  %ic3 = arith.index_cast %i : index to i64
  %ic4 = arith.index_cast %ic3 : i64 to index
  %ic5 = arith.index_cast %ic4 : index to i64
  %ee = arith.extui %b : i1 to i16
  %ee2 = arith.extui %ee : i16 to i64
  %t1 = arith.trunci %s1 : i64 to i32
  %ex = arith.extsi %x : i32 to i64
  %t2 = arith.trunci %ex : i64 to i32
  %sf = arith.sitofp %c7 : i32 to f32
  %fs = arith.fptosi %sf : f32 to i32
  %m1 = arith.constant -1 : i32
  %uf = arith.uitofp %m1 : i32 to f32
  %fu = arith.fptoui %uf : f32 to i32
  return %and, %or, %s1, %n, %bc2, %ic5, %ee2, %t1, %t2, %fs, %fu : i32, i32, i64, i1, i32, i64, i64, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func @arith(%arg0: i32, %arg1: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.maxsi %c3_i32, %arg0 : i32
// CHECK-NEXT: %2 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %3 = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.shli %c3_i32, %c3_i32 : i32
// CHECK-NEXT: %5 = arith.shrsi %c-7_i32, %c3_i32 : i32
// CHECK-NEXT: %6 = arith.mulf %arg1, %cst_0 : f32
// CHECK-NEXT: return %0, %1, %c-2_i32, %c-2_i32, %c-3_i32, %2, %3, %c-1_i32, %4, %5, %6, %arg1, %cst_0, %cst, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// Commutative ops take their constant operand last; divisions fold unless they divide by zero or overflow.
func @arith(%x: i32, %f: f32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  %cm = arith.constant -7 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %g = arith.constant 3.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = arith.addi %c3, %x : i32
  %r1 = arith.maxsi %c3, %x : i32
  %r2 = arith.divsi %cm, %c3 : i32
  %r3 = arith.ceildivsi %cm, %c3 : i32
  %r4 = arith.floordivsi %cm, %c3 : i32
  %r5 = arith.divsi %min, %m1 : i32
  %r6 = arith.divui %x, %c0 : i32
  %r7 = arith.remsi %cm, %c3 : i32
  %r8 = arith.shli %c3, %c3 : i32
  %r9 = arith.shrsi %cm, %c3 : i32
  %q0 = arith.mulf %g, %f : f32
  %q1 = arith.maxf %f, %ninf : f32
  %q2 = arith.minf %g, %g : f32
  %q3 = arith.divf %g, %g : f32
  %r10 = arith.maxsi %x, %min : i32
  %r11 = arith.minui %x, %m1 : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %q0, %q1, %q2, %q3, %r10, %r11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, i32, i32
}

// -----

// CHECK-LABEL: func @passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2
^bb1:
  br ^bb3(%a : i32)
^bb2:
  br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func @const_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cond_br %t, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %b : i32
  br ^bb3(%y : i32)
^bb2:
  br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// CHECK-LABEL: func @same_succ(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @same_succ(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func @truth(%arg0: i1, %arg1: i32) -> (i1, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = select %arg0, %c1_i32, %arg1 : i32
// CHECK-NEXT: "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT: return %arg0, %0 : i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @truth(%c: i1, %a: i32) -> (i1, i32) {
  cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  cond_br %c, ^bb3, ^bb4
^bb2:
  "test.use"(%c) : (i1) -> ()
  br ^bb4
^bb3:
  %z = arith.constant 1 : i32
  return %c, %z : i1, i32
^bb4:
  return %c, %a : i1, i32
}

// -----

// CHECK-LABEL: func @loop(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index): // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2: // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3: // pred: ^bb1
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  br ^head(%c0, %c0 : index, index)
^head(%i: index, %dead: index):
  %cmp = arith.cmpi slt, %i, %n : index
  cond_br %cmp, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  %d2 = arith.addi %dead, %c1 : index
  br ^head(%next, %d2 : index, index)
^exit:
  return %i : index
}

// -----

// CHECK-LABEL: func @identical(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %0, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func @identical(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[%c0] : memref<4xi32>
  br ^bb3
^bb2:
  memref.store %b, %m[%c0] : memref<4xi32>
  br ^bb3
^bb3:
  return
}

// -----

// CHECK-LABEL: func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
func @unreachable(%a: i32) -> i32 {
  br ^bb2
^bb1:
  %x = arith.addi %a, %a : i32
  br ^bb2
^bb2:
  return %a : i32
}

// -----

// CHECK-LABEL: func @selects(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1: // pred: ^bb0
// CHECK-NEXT: %0 = select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: memref.store %0, %arg4[%c0] : memref<4xi32>
// CHECK-NEXT: memref.store %arg2, %arg4[%c0] : memref<4xi32>
// CHECK-NEXT: br ^bb2
// CHECK-NEXT: ^bb2: // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func @selects(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cond_br %c, ^bb1, ^bb2
^bb1:
  cond_br %d, ^bb3(%a, %a : i32, i32), ^bb3(%b, %a : i32, i32)
^bb2:
  br ^bb4
^bb3(%x: i32, %y: i32):
  memref.store %x, %m[%c0] : memref<4xi32>
  memref.store %y, %m[%c0] : memref<4xi32>
  br ^bb4
^bb4:
  return
}

// -----

// CHECK-LABEL: func @m(%arg0: index, %arg1: memref<4xf32>, %arg2: f32) -> (index, f32, memref<?xf32>) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %1 = memref.cast %0 : memref<8xf32> to memref<?xf32>
// CHECK-NEXT: %2 = memref.load %arg1[%c1] : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %arg1[%c1] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: %4 = memref.load %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: %6 = arith.addf %5, %2 : f32
// CHECK-NEXT: return %c12, %6, %1 : index, f32, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// memref: constant sizes made static, dead allocations erased, casts folded into their users.
func @m(%n: index, %m: memref<4xf32>, %v: f32) -> (index, f32, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %cast2 = memref.cast %cast : memref<?xf32> to memref<4xf32>
  %l = memref.load %cast[%c1] : memref<?xf32>
  memref.store %v, %cast[%c1] : memref<?xf32>
  %dead = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %dead[%c1] : memref<?xf32>
  memref.dealloc %dead : memref<?xf32>
  %d2 = memref.dim %cast, %c0 : memref<?xf32>
  %same = memref.cast %m : memref<4xf32> to memref<4xf32>
  %x = memref.load %cast2[%c0] : memref<4xf32>
  %y = memref.load %same[%c0] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  %t = arith.addf %s, %l : f32
  %dd = arith.addi %d, %d2 : index
  return %dd, %t, %a : index, f32, memref<?xf32>
}

// -----

// CHECK-LABEL: func @s(%arg0: i1, %arg1: i64, %arg2: i64, %arg3: i1) -> (i64, i64, i64, i1, i1, i64, i64, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %3 = arith.extui %2 : i1 to i64
// CHECK-NEXT: %4 = arith.andi %arg0, %arg3 : i1
// CHECK-NEXT: return %arg2, %arg1, %0, %arg0, %1, %3, %arg1, %4 : i64, i64, i64, i1, i1, i64, i64, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
// select: folds, SelectToExtUI and SelectI1Simplify.
func @s(%c: i1, %x: i64, %y: i64, %b: i1) -> (i64, i64, i64, i1, i1, i64, i64, i1) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %t = arith.constant true
  %f = arith.constant false
  %e = arith.cmpi eq, %x, %y : i64
  %r0 = select %e, %x, %y : i64
  %ne = arith.cmpi ne, %x, %y : i64
  %r1 = select %ne, %x, %y : i64
  %r2 = select %c, %c1, %c0 : i64
  %r3 = select %c, %t, %f : i1
  %r4 = select %c, %f, %t : i1
  %r5 = select %c, %c0, %c1 : i64
  %r6 = select %t, %x, %y : i64
  %r7 = select %c, %b, %f : i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i64, i64, i64, i1, i1, i64, i64, i1
}

// -----

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr<f32>, %arg3: !llvm.ptr<f32, 1>) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.add %arg0, %0 : i32
// CHECK-NEXT: %3 = llvm.and %0, %arg0 : i32
// CHECK-NEXT: %4 = llvm.mul %arg0, %0 : i32
// CHECK-NEXT: %5 = llvm.fmul %1, %arg1 : f32
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %2, %6[0] : !llvm.struct<(i32, array<2 x i32>)>
// CHECK-NEXT: %8 = llvm.insertvalue %3, %7[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
// CHECK-NEXT: %9 = llvm.insertvalue %4, %8[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.extractvalue %9[1] : !llvm.struct<(i32, array<2 x i32>)>
// CHECK-NEXT: %11 = llvm.extractvalue %10[1] : !llvm.array<2 x i32>
// CHECK-NEXT: %12 = llvm.load %arg2 : !llvm.ptr<f32>
// CHECK-NEXT: %13 = llvm.load %arg3 : !llvm.ptr<f32, 1>
// CHECK-NEXT: %14 = llvm.add %2, %3 : i32
// CHECK-NEXT: %15 = llvm.add %14, %11 : i32
// CHECK-NEXT: %16 = llvm.sitofp %15 : i32 to f32
// CHECK-NEXT: %17 = llvm.fadd %5, %16 : f32
// CHECK-NEXT: %18 = llvm.fadd %17, %12 : f32
// CHECK-NEXT: %19 = llvm.fadd %18, %13 : f32
// CHECK-NEXT: llvm.return %19 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// LLVM dialect: only add and mul are commutative; unused loads and allocas go; extractvalue of an
// insertvalue chain, casts that undo each other and gep by zero fold; llvm.mlir.constant stays in place
// (MLIR 14's LLVM dialect materializes no constants).
llvm.func @f(%a: i32, %x: f32, %p: !llvm.ptr<f32>, %q: !llvm.ptr<f32, 1>) -> f32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %f = llvm.mlir.constant(2.0 : f32) : f32
  %0 = llvm.add %c, %a : i32
  %1 = llvm.and %c, %a : i32
  %2 = llvm.mul %c, %a : i32
  %3 = llvm.fmul %f, %x : f32
  %l = llvm.load %p : !llvm.ptr<f32>
  %one = llvm.mlir.constant(1 : i32) : i32
  %al = llvm.alloca %one x f32 : (i32) -> !llvm.ptr<f32>
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x i32>)>
  %i0 = llvm.insertvalue %0, %u[0] : !llvm.struct<(i32, array<2 x i32>)>
  %i1 = llvm.insertvalue %1, %i0[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %i2 = llvm.insertvalue %2, %i1[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %e0 = llvm.extractvalue %i2[0] : !llvm.struct<(i32, array<2 x i32>)>
  %e1 = llvm.extractvalue %i2[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %e2 = llvm.extractvalue %i2[1] : !llvm.struct<(i32, array<2 x i32>)>
  %e3 = llvm.extractvalue %e2[1] : !llvm.array<2 x i32>
  %b0 = llvm.bitcast %p : !llvm.ptr<f32> to !llvm.ptr<i8>
  %b1 = llvm.bitcast %b0 : !llvm.ptr<i8> to !llvm.ptr<f32>
  %s0 = llvm.addrspacecast %q : !llvm.ptr<f32, 1> to !llvm.ptr<f32>
  %s1 = llvm.addrspacecast %s0 : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  %z = llvm.mlir.constant(0 : i64) : i64
  %g = llvm.getelementptr %b1[%z] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %v = llvm.load %g : !llvm.ptr<f32>
  %w = llvm.load %s1 : !llvm.ptr<f32, 1>
  %t0 = llvm.add %e0, %e1 : i32
  %t1 = llvm.add %t0, %e3 : i32
  %t2 = llvm.sitofp %t1 : i32 to f32
  %r0 = llvm.fadd %3, %t2 : f32
  %r1 = llvm.fadd %r0, %v : f32
  %r = llvm.fadd %r1, %w : f32
  llvm.return %r : f32
}

// -----

// CHECK-LABEL: func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func @switches(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg1) : (i32) -> i32
// CHECK-NEXT: switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 2: ^bb1(%0 : i32),
// CHECK-NEXT: 3: ^bb1(%arg2 : i32),
// CHECK-NEXT: 4294967292: ^bb1(%arg2 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%1: i32): // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// switch: cases matching the default dropped, constant flags, pass-through blocks; call_indirect of a
// known function becomes a call.
func @callee(%a: i32) -> i32 {
  return %a : i32
}

func @switches(%flag: i32, %a: i32, %b: i32) -> i32 {
  %f = constant @callee : (i32) -> i32
  %r = call_indirect %f(%a) : (i32) -> i32
  %c7 = arith.constant 7 : i32
  switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb2,
    3: ^bb3(%b : i32),
    -4: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  switch %c7 : i32, [
    default: ^bb4(%x : i32),
    7: ^bb3(%x : i32)
  ]
^bb2:
  br ^bb3(%r : i32)
^bb3(%y: i32):
  switch %y : i32, [
    default: ^bb4(%y : i32)
  ]
^bb4(%z: i32):
  return %z : i32
}
