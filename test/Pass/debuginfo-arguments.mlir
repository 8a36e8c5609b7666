// A `loc(...)` written after a `func` argument is that argument's location under -mlir-print-debuginfo;
// one after an `llvm.func` or `gpu.func` argument is parsed and dropped, as MLIR 14's parsers of those ops
// do (the argument keeps the position of its name).
// RUN: gpuopt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: gpuopt %s -mlir-print-debuginfo | FileCheck %s --check-prefix=ALIAS

// CHECK: func @f(%arg0: i32 loc("arg.c":3:4), %arg1: i32 {llvm.noalias} loc(fused["x.c":1:2, "y"]), %arg2: i32 loc("{{.*}}debuginfo-arguments.mlir":15:86)) -> i32 {
// CHECK: llvm.func @g(%arg0: i64 loc("{{.*}}debuginfo-arguments.mlir":19:14)) {
// CHECK: gpu.func @h(%arg0: f32 loc("{{.*}}debuginfo-arguments.mlir":23:15)) kernel {

// ALIAS:      #loc2 = loc("arg.c":3:4)
// ALIAS-NEXT: #loc3 = loc(fused["x.c":1:2, "y"])
// ALIAS:      func @f(%arg0: i32 loc("arg.c":3:4), %arg1: i32 {llvm.noalias} loc(fused["x.c":1:2, "y"]), %arg2: i32 loc("{{.*}}debuginfo-arguments.mlir":15:86)) -> i32 {

func @f(%a: i32 loc("arg.c":3:4), %b: i32 {llvm.noalias} loc(fused["x.c":1:2, "y"]), %c: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
llvm.func @g(%p: i64 loc("g.c":7:1)) {
  llvm.return
}
gpu.module @k {
  gpu.func @h(%x: f32 loc("h.cu":9:9)) kernel {
    gpu.return
  }
}
