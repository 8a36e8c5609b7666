// RUN: gpuopt --strip-debuginfo -mlir-print-debuginfo %s | FileCheck %s
// RUN: gpuopt --pass-pipeline='gpu.module(strip-debuginfo)' -mlir-print-debuginfo %s | FileCheck %s --check-prefix=KERNEL
// RUN: gpuopt -gpu-kernel-outlining --pass-pipeline='gpu.module(strip-debuginfo)' -mlir-print-debuginfo %s \
// RUN:   | FileCheck %s --check-prefix=OUTLINED

// Every op and block argument loses its location, the module's included.
// CHECK: #[[UNKNOWN:.*]] = loc(unknown)
// CHECK: func @host(%{{.*}}: memref<4xf32> loc(unknown), %{{.*}}: index loc(unknown)) {
// CHECK: gpu.launch_func @device::@scale {{.*}} loc(#[[UNKNOWN]])
// CHECK: } loc(#[[UNKNOWN]])
// CHECK: gpu.func @scale(%{{.*}}: memref<4xf32> loc(unknown)) kernel {
// CHECK-NEXT: %{{.*}} = gpu.thread_id x loc(#[[UNKNOWN]])
// CHECK: } loc(#[[UNKNOWN]])
// CHECK-NEXT: } loc(#[[UNKNOWN]])

// Anchored on gpu.module, only the kernel modules lose their locations.
// KERNEL: #[[UNKNOWN:.*]] = loc(unknown)
// KERNEL: func @host(%{{.*}}: memref<4xf32> loc("{{.*}}strip-debuginfo.mlir":{{[0-9]+}}:{{[0-9]+}}),
// KERNEL: gpu.launch_func @device::@scale {{.*}} loc(#[[LAUNCH:loc[0-9]+]])
// KERNEL: gpu.func @scale(%{{.*}}: memref<4xf32> loc(unknown)) kernel {
// KERNEL-NEXT: %{{.*}} = gpu.thread_id x loc(#[[UNKNOWN]])

// After outlining, the pipeline reaches the new kernel modules too.
// OUTLINED: gpu.module @host_kernel {
// OUTLINED-NEXT: gpu.func @host_kernel(%{{.*}}: memref<4xf32> loc(unknown)) kernel {
// OUTLINED-NEXT: %{{.*}} = gpu.block_id x loc(#[[UNKNOWN:loc[0-9]*]])
module attributes {gpu.container_module} {
  func @host(%buf: memref<4xf32>, %n: index) {
    gpu.launch_func @device::@scale blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%buf : memref<4xf32>)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      %f = memref.load %buf[%tx] : memref<4xf32>
      gpu.terminator
    }
    return
  }
  gpu.module @device {
    gpu.func @scale(%buf: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      %f = memref.load %buf[%t] : memref<4xf32>
      gpu.return
    }
  }
}
