// RUN: gpuopt '-gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,32:i32>>' %s | FileCheck %s
// RUN: gpuopt '-gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,32:i32>>' %s | gpuopt | FileCheck %s
// RUN: gpuopt --pass-pipeline='gpu-kernel-outlining{data-layout-str=#dlti.dl_spec<>}' %s | FileCheck %s --check-prefix=EMPTY

// The data layout is attached to every kernel module, written as MLIR prints it.
// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @two_kernel attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// CHECK: gpu.module @two_kernel_0 attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// EMPTY: gpu.module @two_kernel attributes {dlti.dl_spec = #dlti.dl_spec<>} {
func @two(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
