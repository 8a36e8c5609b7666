// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// Operations on constants are folded as LLVM 14's IRBuilder folds them, so
// mlir-translate 14 leaves no `icmp sgt i64 42, 40` in its output: integer and
// float arithmetic, compares, selects and casts become constants; a GEP of a
// global with constant indices, a cast of a global or of a null-based GEP (the
// `sizeof` idiom) become constant expressions, printed inline.

llvm.mlir.global internal constant @str("hello\00")
llvm.func @use(i64, i1, f32, i32, !llvm.ptr<i8>, i64, !llvm.struct<(i32, f32)>)

// CHECK-LABEL: define void @folds(i64 %0)
llvm.func @folds(%n: i64) {
  %c40 = llvm.mlir.constant(40 : i64) : i64
  %c42 = llvm.mlir.constant(42 : i64) : i64
  %sum = llvm.add %c42, %c40 : i64
  %gt = llvm.icmp "sgt" %c42, %c40 : i64
  %x = llvm.mlir.constant(1.5 : f32) : f32
  %sq = llvm.fmul %x, %x : f32
  %t = llvm.trunc %c42 : i64 to i32
  %s = llvm.mlir.addressof @str : !llvm.ptr<array<6 x i8>>
  %p = llvm.getelementptr %s[0, 0] : (!llvm.ptr<array<6 x i8>>) -> !llvm.ptr<i8>
  %null = llvm.mlir.null : !llvm.ptr<f32>
  %one = llvm.getelementptr %null[1] : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  %size = llvm.ptrtoint %one : !llvm.ptr<f32> to i64
  %u = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %i = llvm.insertvalue %t, %u[0] : !llvm.struct<(i32, f32)>
  %agg = llvm.insertvalue %sq, %i[1] : !llvm.struct<(i32, f32)>
  // CHECK-NEXT: call void @use(i64 82, i1 true, float 2.250000e+00, i32 42, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0), i64 ptrtoint (float* getelementptr (float, float* null, i32 1) to i64), { i32, float } { i32 42, float 2.250000e+00 })
  llvm.call @use(%sum, %gt, %sq, %t, %p, %size, %agg) : (i64, i1, f32, i32, !llvm.ptr<i8>, i64, !llvm.struct<(i32, f32)>) -> ()
  // An operation with one non-constant operand stays an instruction.
  // CHECK-NEXT: %2 = mul i64 82, %0
  %m = llvm.mul %sum, %n : i64
  // CHECK-NEXT: %3 = icmp sgt i64 %2, 40
  %c = llvm.icmp "sgt" %m, %c40 : i64
  llvm.return
}
