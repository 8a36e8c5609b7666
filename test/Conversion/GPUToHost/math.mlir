// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// math ops in host kernels: calls of the C library where it has the function (scalar f32 and f64), MLIR 14's
// math-to-llvm lowerings for the rest (math.rsqrt, the bit counts, vectors).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-DAG: llvm.func @sqrtf(f32) -> f32
    // CHECK-LABEL: llvm.func internal @k(
    gpu.func @k(%x: f32, %d: f64, %i: i32, %l: i64, %v: vector<4xf32>) kernel {
      // CHECK: llvm.call @sqrtf(%{{.*}}) : (f32) -> f32
      %s = math.sqrt %x : f32
      // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
      // CHECK-NEXT: %[[SQRT:.*]] = "llvm.intr.sqrt"(%{{.*}}) : (f32) -> f32
      // CHECK-NEXT: llvm.fdiv %[[ONE]], %[[SQRT]] : f32
      %r = math.rsqrt %x : f32
      // CHECK: %[[DSQRT:.*]] = "llvm.intr.sqrt"(%{{.*}}) : (f64) -> f64
      // CHECK-NEXT: llvm.fdiv %{{.*}}, %[[DSQRT]] : f64
      %rd = math.rsqrt %d : f64
      // CHECK: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
      // CHECK-NEXT: "llvm.intr.ctlz"(%{{.*}}, %[[FALSE]]) : (i32, i1) -> i32
      %lz = math.ctlz %i : i32
      // CHECK: %[[FALSE2:.*]] = llvm.mlir.constant(false) : i1
      // CHECK-NEXT: "llvm.intr.cttz"(%{{.*}}, %[[FALSE2]]) : (i64, i1) -> i64
      %tz = math.cttz %l : i64
      // CHECK: "llvm.intr.ctpop"(%{{.*}}) : (i32) -> i32
      %pop = math.ctpop %i : i32
      // CHECK: "llvm.intr.sqrt"(%{{.*}}) : (vector<4xf32>) -> vector<4xf32>
      %vs = math.sqrt %v : vector<4xf32>
      gpu.return
    }
  }
}
