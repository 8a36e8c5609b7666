// RUN: gpuopt -convert-std-to-llvm %s | FileCheck %s

// MLIR 14's lowering of `assert`: a branch to the rest of the block, or to a block at the end of the function
// that calls `abort` (declared at the start of the module); the message is dropped.

// CHECK: llvm.func @abort()
// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %[[B:.*]]: i1, %[[C:.*]]: i1)
// CHECK-NEXT: llvm.cond_br %[[B]], ^[[REST:.*]], ^[[FAIL1:.*]]
// CHECK-NEXT: ^[[REST]]:
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[A:.*]], ^[[JOIN:.*]]
// CHECK-NEXT: ^[[A]]:
// CHECK-NEXT: llvm.cond_br %[[C]], ^[[A2:.*]], ^[[FAIL2:.*]]
// CHECK-NEXT: ^[[A2]]:
// CHECK-NEXT: llvm.br ^[[JOIN]]
// CHECK-NEXT: ^[[JOIN]]:
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^[[FAIL1]]:
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^[[FAIL2]]:
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
func @f(%b: i1, %c: i1) {
  assert %b, "first"
  cond_br %c, ^a, ^join
^a:
  assert %c, "second"
  br ^join
^join:
  return
}
