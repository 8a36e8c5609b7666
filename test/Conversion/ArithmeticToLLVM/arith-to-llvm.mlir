// RUN: gpuopt %s -convert-arith-to-llvm | FileCheck %s
// RUN: gpuopt %s -convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32

// convert-arith-to-llvm alone: arith ops become llvm ones; index operands and results cross through
// unrealized_conversion_casts, and the std ops and block arguments stay as they are.

// CHECK-LABEL: func @ints(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: index) -> index {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = llvm.sdiv %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = llvm.urem %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = llvm.shl %{{.*}}, %{{.*}}  : i32
// CHECK-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = llvm.sext %{{.*}} : i32 to i64
// CHECK-NEXT: %{{.*}} = llvm.trunc %{{.*}} : i64 to i16
// CHECK-NEXT: %{{.*}} = llvm.sext %{{.*}} : i32 to i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: return %{{.*}} : index
// CHECK-LABEL: func @floats(%{{.*}}: f32, %{{.*}}: f64) -> f32 {
// CHECK-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// CHECK-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// CHECK-NEXT: %{{.*}} = llvm.fcmp "ogt" %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = llvm.fptrunc %{{.*}} : f64 to f32
// CHECK-NEXT: %{{.*}} = llvm.fptosi %{{.*}} : f32 to i32
// CHECK-NEXT: %{{.*}} = llvm.sitofp %{{.*}} : i32 to f64
// CHECK-NEXT: return %{{.*}} : f32
// CHECK-LABEL: func @branches(%{{.*}}: i1, %{{.*}}: index) -> index {
// CHECK-NEXT: cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : index), ^bb{{.*}}(%{{.*}} : index)
// CHECK-NEXT: ^bb{{.*}}(%{{.*}}: index):  // pred: ^bb{{.*}}
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: br ^bb{{.*}}(%{{.*}} : index)
// CHECK-NEXT: ^bb{{.*}}(%{{.*}}: index):  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// CHECK-NEXT: return %{{.*}} : index

// IDX32-LABEL: func @ints(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: index) -> index {
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i32
// IDX32-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.sdiv %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.urem %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.shl %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// IDX32-NEXT: %{{.*}} = llvm.sext %{{.*}} : i32 to i64
// IDX32-NEXT: %{{.*}} = llvm.trunc %{{.*}} : i64 to i16
// IDX32-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = llvm.mlir.constant(7 : index) : i32
// IDX32-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: return %{{.*}} : index
// IDX32-LABEL: func @floats(%{{.*}}: f32, %{{.*}}: f64) -> f32 {
// IDX32-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// IDX32-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// IDX32-NEXT: %{{.*}} = llvm.fcmp "ogt" %{{.*}}, %{{.*}} : f32
// IDX32-NEXT: %{{.*}} = llvm.fptrunc %{{.*}} : f64 to f32
// IDX32-NEXT: %{{.*}} = llvm.fptosi %{{.*}} : f32 to i32
// IDX32-NEXT: %{{.*}} = llvm.sitofp %{{.*}} : i32 to f64
// IDX32-NEXT: return %{{.*}} : f32
// IDX32-LABEL: func @branches(%{{.*}}: i1, %{{.*}}: index) -> index {
// IDX32-NEXT: cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : index), ^bb{{.*}}(%{{.*}} : index)
// IDX32-NEXT: ^bb{{.*}}(%{{.*}}: index):  // pred: ^bb{{.*}}
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i32
// IDX32-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: br ^bb{{.*}}(%{{.*}} : index)
// IDX32-NEXT: ^bb{{.*}}(%{{.*}}: index):  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// IDX32-NEXT: return %{{.*}} : index

func @ints(%a: i32, %b: i32, %i: index) -> index {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.divsi %1, %b : i32
  %3 = arith.remui %2, %a : i32
  %4 = arith.shli %3, %b : i32
  %5 = arith.cmpi slt, %4, %a : i32
  %6 = arith.extsi %4 : i32 to i64
  %7 = arith.trunci %6 : i64 to i16
  %8 = arith.index_cast %4 : i32 to index
  %9 = arith.addi %8, %i : index
  %c = arith.constant 7 : index
  %10 = arith.muli %9, %c : index
  return %10 : index
}

func @floats(%x: f32, %y: f64) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.negf %0 : f32
  %2 = arith.cmpf ogt, %1, %x : f32
  %3 = arith.truncf %y : f64 to f32
  %4 = arith.fptosi %0 : f32 to i32
  %5 = arith.sitofp %4 : i32 to f64
  return %3 : f32
}

func @branches(%c: i1, %i: index) -> index {
  cond_br %c, ^bb1(%i : index), ^bb2(%i : index)
^bb1(%a: index):
  %b = arith.addi %a, %a : index
  br ^bb2(%b : index)
^bb2(%r: index):
  return %r : index
}
