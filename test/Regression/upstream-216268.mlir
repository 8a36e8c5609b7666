// RUN: not gpuopt --gpu-to-llvm %s 2>&1 | FileCheck %s
// RUN: gpuopt --gpu-to-llvm --allow-unregistered-dialect %s | FileCheck %s --check-prefix=UNREG

// llvm-project#216268 (found by a fuzzer): `mlir-opt --gpu-to-llvm` segfaults
// while building the llvm.func of a function that takes an `!async.token` and
// carries `llvm.emit_c_interface` (the token type has no LLVM conversion, and
// the null type reaches TypeAttr::get). mlir-opt 14 segfaults on this input
// too. Ported to MLIR 14 syntax (`func` for `func.func`).
//
// gpuopt has no async dialect, so the type is a located error; with
// --allow-unregistered-dialect it is an opaque type, the signature is not
// converted and the function is left as it is (what mlir-opt 14 does for an
// unconvertible opaque type such as `!foo.token`). Never a crash.

// CHECK: upstream-216268.mlir:[[# @LINE + 6]]:19: error: dialect 'async' is unregistered
// CHECK-NOT: internal error

// UNREG: func @m0(%arg0: !async.token) attributes {llvm.emit_c_interface} {
// UNREG-NEXT: llvm.return
module {
  func @m0(%arg0: !async.token) attributes {llvm.emit_c_interface} {
    return
  }
}
