// -mlir-print-debuginfo: a location after every op and block argument, as mlir-opt 14 prints them, with
// #loc aliases (those of block arguments before the module, the others after it).
// RUN: gpuopt %s -mlir-print-debuginfo | FileCheck %s
// RUN: gpuopt %s -mlir-print-debuginfo -mlir-pretty-debuginfo | FileCheck %s --check-prefix=PRETTY
// RUN: gpuopt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK:      #loc2 = loc("{{.*}}debuginfo.mlir":27:9)
// CHECK-NEXT: module {
// CHECK-NEXT:   func @f(%arg0: i32 loc("{{.*}}debuginfo.mlir":27:9)) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32 loc(#loc4)
// CHECK-NEXT:     return %1 : i32 loc(#loc5)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc0)
// CHECK-NEXT: #loc0 = loc("{{.*}}debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}debuginfo.mlir":27:1)
// CHECK-NEXT: #loc3 = loc("named")
// CHECK-NEXT: #loc4 = loc(callsite("callee" at "caller.c":3:4))
// CHECK-NEXT: #loc5 = loc(fused["a", "b"])

// PRETTY: %1 = arith.addi %0, %0 : i32 "callee" at caller.c:3:4
// PRETTY: #loc0 = {{.*}}debuginfo.mlir:0:0

// LOCAL: %0 = arith.addi %arg0, %arg0 : i32 loc("named")
// LOCAL-NOT: #loc

func @f(%arg0: i32) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("named")
  %1 = arith.addi %0, %0 : i32 loc(callsite("callee" at "caller.c":3:4))
  return %1 : i32 loc(fused["a", fused["b"], unknown, "a"])
}
