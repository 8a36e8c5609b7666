// RUN: gpuopt --gpu-to-llvm %s | FileCheck %s
// RUN: gpuopt --gpu-to-llvm --allow-unregistered-dialect %s | FileCheck %s

// llvm-project#216268 (found by a fuzzer): `mlir-opt --gpu-to-llvm` segfaults
// while building the llvm.func of a function that takes an `!async.token` and
// carries `llvm.emit_c_interface` (the token type has no LLVM conversion, and
// the null type reaches TypeAttr::get). mlir-opt 14 segfaults on this input
// too. Ported to MLIR 14 syntax (`func` for `func.func`).
//
// In gpuopt the signature is not converted and the function is left as it is
// (what mlir-opt 14 does for a type without an LLVM conversion, such as an
// opaque `!foo.token`). Never a crash.

// CHECK: func @m0(%arg0: !async.token) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return
// CHECK-NOT: internal error
module {
  func @m0(%arg0: !async.token) attributes {llvm.emit_c_interface} {
    return
  }
}
