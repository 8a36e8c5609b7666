// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The module header as mlir-translate 14 writes it, with the data layout and
// target triple of the module's attributes; the data layout decides the
// `align` IRBuilder gives loads and stores (ABI alignment) and allocas
// (preferred alignment): i64 is 8-aligned here, 4-aligned in LLVM's default
// layout.

// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// CHECK-NEXT: target triple = "nvptx64-nvidia-cuda"
// CHECK-EMPTY:
// CHECK-NEXT: declare i8* @malloc(i64)
module attributes {llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64", llvm.target_triple = "nvptx64-nvidia-cuda"} {
  // CHECK-LABEL: define void @copy(i64* %0, i64 %1, <3 x float> %2, <3 x float>* %3, { i8, i64 }* %4)
  llvm.func @copy(%p: !llvm.ptr<i64>, %v: i64, %w: vector<3xf32>, %q: !llvm.ptr<vector<3xf32>>, %s: !llvm.ptr<struct<(i8, i64)>>) {
    // CHECK-NEXT: store i64 %1, i64* %0, align 8
    llvm.store %v, %p : !llvm.ptr<i64>
    // CHECK-NEXT: store <3 x float> %2, <3 x float>* %3, align 16
    llvm.store %w, %q : !llvm.ptr<vector<3xf32>>
    %one = llvm.mlir.constant(1 : i64) : i64
    // CHECK-NEXT: alloca { i8, i64 }, i64 1, align 8
    %a = llvm.alloca %one x !llvm.struct<(i8, i64)> : (i64) -> !llvm.ptr<struct<(i8, i64)>>
    // CHECK-NEXT: alloca <3 x float>, i64 1, align 16
    %b = llvm.alloca %one x vector<3xf32> : (i64) -> !llvm.ptr<vector<3xf32>>
    // CHECK-NEXT: alloca i128, i64 1, align 16
    %c = llvm.alloca %one x i128 : (i64) -> !llvm.ptr<i128>
    // CHECK-NEXT: alloca half, i64 1, align 2
    %d = llvm.alloca %one x f16 : (i64) -> !llvm.ptr<f16>
    // CHECK-NEXT: load { i8, i64 }, { i8, i64 }* %4, align 8
    %l = llvm.load %s : !llvm.ptr<struct<(i8, i64)>>
    llvm.return
  }
}
