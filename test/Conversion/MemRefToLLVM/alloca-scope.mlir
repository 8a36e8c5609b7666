// RUN: gpuopt %s -convert-memref-to-llvm | FileCheck %s

// memref.alloca_scope: the body inlined between llvm.intr.stacksave and llvm.intr.stackrestore, its
// results the arguments of the block after it; nested scopes and scopes in other blocks.  The expected
// output is mlir-opt 14's.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-LABEL: func @nested(%arg0: index, %arg1: i1) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %4 = llvm.getelementptr %3[%0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.ptrtoint %4 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %7 = llvm.bitcast %6 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %8 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %2, %13[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr %16[%15] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr<f32>
// CHECK-NEXT: %19 = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %23 = llvm.getelementptr %22[%20] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %24 = llvm.ptrtoint %23 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %25 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %26 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.insertvalue %20, %30[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %21, %31[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.extractvalue %32[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.getelementptr %33[%15] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %18, %34 : !llvm.ptr<f32>
// CHECK-NEXT: llvm.intr.stackrestore %19
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.intr.stackrestore %1
// CHECK-NEXT: llvm.br ^bb4(%18 : f32)
// CHECK-NEXT: ^bb4(%35: f32):  // pred: ^bb3
// CHECK-NEXT: llvm.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %36 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %38 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %39 = llvm.getelementptr %38[%36] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %40 = llvm.ptrtoint %39 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %42 = llvm.bitcast %41 : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %43 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.insertvalue %36, %47[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %49 = llvm.insertvalue %37, %48[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %50 = llvm.extractvalue %49[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.bitcast %50 : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT: llvm.call @free(%51) : (!llvm.ptr<i8>) -> ()
// CHECK-NEXT: cond_br %arg1, ^bb6, ^bb9
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %52 = llvm.intr.stacksave : !llvm.ptr<i8>
// CHECK-NEXT: llvm.br ^bb7
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %54 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %55 = llvm.mlir.null : !llvm.ptr<i32>
// CHECK-NEXT: %56 = llvm.getelementptr %55[%53] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %57 = llvm.ptrtoint %56 : !llvm.ptr<i32> to i64
// CHECK-NEXT: %58 = llvm.alloca %57 x i32 : (i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %59 = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %58, %59[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.insertvalue %58, %60[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %62 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %63 = llvm.insertvalue %62, %61[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.insertvalue %53, %63[3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %65 = llvm.insertvalue %54, %64[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.intr.stackrestore %52
// CHECK-NEXT: llvm.br ^bb8
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: br ^bb9
// CHECK-NEXT: ^bb9:  // 2 preds: ^bb5, ^bb8
// CHECK-NEXT: return %35 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func @nested(%n: index, %c: i1) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloc(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope {
      %b = memref.alloca() : memref<4xf32>
      memref.store %v, %b[%c0] : memref<4xf32>
    }
    memref.alloca_scope.return %v : f32
  }
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  cond_br %c, ^bb1, ^bb2
^bb1:
  memref.alloca_scope {
    %d = memref.alloca() : memref<2xi32>
  }
  br ^bb2
^bb2:
  return %r : f32
}
