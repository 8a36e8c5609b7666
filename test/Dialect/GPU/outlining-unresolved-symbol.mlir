// ORACLE-XFAIL: mlir-opt 14 crashes on a symbol reference in a launch body that names no symbol of the module
// RUN: gpuopt -allow-unregistered-dialect -gpu-kernel-outlining %s | FileCheck %s

// gpuopt copies the symbols that resolve (here @helper, found inside an array and a dictionary) and leaves
// the reference to @nowhere as it is, where mlir-opt 14 dereferences a null symbol and crashes.
// CHECK-LABEL: gpu.module @dangling_kernel {
// CHECK: "test.op"() {other = [{callee = @helper}], sym = @nowhere} : () -> ()
// CHECK: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: builtin.func @helper() {
// CHECK: }
// CHECK-NEXT: }
func @dangling(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    "test.op"() {sym = @nowhere, other = [{callee = @helper}]} : () -> ()
    gpu.terminator
  }
  return
}
func @helper() {
  return
}
