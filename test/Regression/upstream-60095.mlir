// RUN: gpuopt --split-input-file --gpu-to-llvm %s | FileCheck %s

// llvm-project#60095 ("GPU-to-LLVM Pass triggered Assertion failure
// 'attempting to construct a TypeRange with null types'"): `mlir-opt
// --gpu-to-llvm` on a private function returning (!async.token,
// !async.value<f32>) built with async.runtime.create / async.coro.* ops and
// cf.br. The results have no LLVM type in gpu-to-llvm's type converter, the
// packed result type is null and ReturnOpLowering crashed. mlir-opt 14
// segfaults on the same input. Ported to MLIR 14 syntax (`func` for
// `func.func`, `br` for `cf.br`).
//
// In gpuopt the signature is not converted, `return` keeps its unconvertible
// operands, the async ops stay and only the branches are lowered (what
// mlir-opt 14 does for types it cannot convert), in custom form and in generic
// form. The last chunk is the same lowering path on GPU-dialect types: a
// function returning (!gpu.async.token, f32) through a branch, whose results
// are packed into an LLVM struct; gpuopt's output equals mlir-opt 14's. Never a
// crash.

// CHECK-LABEL: func private @async_execute_fn() -> (!async.token, !async.value<f32>) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK: async.coro.suspend %4, ^bb3, ^bb1, ^bb2
// CHECK: llvm.br ^bb2
// CHECK: llvm.br ^bb3
// CHECK: return %0, %1 : !async.token, !async.value<f32>
func private @async_execute_fn() -> (!async.token, !async.value<f32>) {
  %0 = async.runtime.create : !async.token
  %1 = async.runtime.create : !async.value<f32>
  %2 = async.coro.id
  %3 = async.coro.begin %2
  %4 = async.coro.save %3
  async.coro.suspend %4, ^bb3, ^bb1, ^bb2
^bb1:
  br ^bb2
^bb2:
  br ^bb3
^bb3:
  return %0, %1 : !async.token, !async.value<f32>
}

// -----

// CHECK-LABEL: func private @async_execute_fn() -> (!async.token, !async.value<f32>) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK: async.coro.suspend %4, ^bb3, ^bb1, ^bb2
// CHECK: llvm.br ^bb2
// CHECK: llvm.br ^bb3
// CHECK: return %0, %1 : !async.token, !async.value<f32>
module {
  func private @async_execute_fn() -> (!async.token, !async.value<f32>) {
    %0 = "async.runtime.create"() : () -> !async.token
    %1 = "async.runtime.create"() : () -> !async.value<f32>
    %2 = "async.coro.id"() : () -> !async.coro.id
    %3 = "async.coro.begin"(%2) : (!async.coro.id) -> !async.coro.handle
    %4 = "async.coro.save"(%3) : (!async.coro.handle) -> !async.coro.state
    "async.coro.suspend"(%4)[^bb3, ^bb1, ^bb2] : (!async.coro.state) -> ()
  ^bb1:
    br ^bb2
  ^bb2:
    br ^bb3
  ^bb3:
    return %0, %1 : !async.token, !async.value<f32>
  }
}

// -----

// CHECK-LABEL: llvm.func @tok() -> !llvm.struct<(ptr<i8>, f32)> attributes {sym_visibility = "private"} {
// CHECK: llvm.br ^bb1
// CHECK: %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.struct<(ptr<i8>, f32)>
// CHECK-NEXT: %[[S0:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[U]][0] : !llvm.struct<(ptr<i8>, f32)>
// CHECK-NEXT: %[[S1:[0-9]+]] = llvm.insertvalue %{{[0-9]+}}, %[[S0]][1] : !llvm.struct<(ptr<i8>, f32)>
// CHECK-NEXT: llvm.return %[[S1]] : !llvm.struct<(ptr<i8>, f32)>
// CHECK-LABEL: llvm.func @caller() -> !llvm.ptr<i8> {
// CHECK-NEXT: %[[R:[0-9]+]] = llvm.call @tok() : () -> !llvm.struct<(ptr<i8>, f32)>
// CHECK-NEXT: %[[T:[0-9]+]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(ptr<i8>, f32)>
// CHECK: llvm.return %[[T]] : !llvm.ptr<i8>
// CHECK-NOT: internal error
func private @tok() -> (!gpu.async.token, f32) {
  %0 = gpu.wait async
  %1 = arith.constant 1.0 : f32
  %2 = gpu.wait async [%0]
  br ^bb1
^bb1:
  return %2, %1 : !gpu.async.token, f32
}
func @caller() -> !gpu.async.token {
  %0:2 = call @tok() : () -> (!gpu.async.token, f32)
  return %0#0 : !gpu.async.token
}
