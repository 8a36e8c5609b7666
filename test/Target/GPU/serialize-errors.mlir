// RUN: not gpuopt -split-input-file -gpu-to-cubin=triple=no-such-target %s 2>&1 | FileCheck %s --check-prefix=TRIPLE
// RUN: not gpuopt -split-input-file -gpu-to-hsaco=linker=/no/such/ld.lld %s 2>&1 | FileCheck %s --check-prefix=HSACO
// RUN: not gpuopt -gpu-to-hsaco=code-object-version=3 %s 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not gpuopt -gpu-to-cubin=format=elf %s 2>&1 | FileCheck %s --check-prefix=FORMAT

// A serialization that fails reports at the gpu.module, as 14's
// SerializeToBlobPass does, and leaves nothing behind (exit code 1).

// TRIPLE: serialize-errors.mlir:[[# @LINE + 4]]:1: error: failed to lookup target: No available targets are compatible with triple "no-such-target"
// The ROCm device libraries are not linked (see gpuopt/target/hsaco.py): a
// kernel calling them is an error before any linking.
// HSACO: serialize-errors.mlir:[[# @LINE + 1]]:1: error: the kernels call __ocml_sqrt_f32 from the ROCm device libraries, which gpuopt does not link
gpu.module @kernels {
  llvm.func @__ocml_sqrt_f32(f32) -> f32
  llvm.func @k(%x: f32, %out: !llvm.ptr<f32, 1>) attributes {gpu.kernel, rocdl.kernel} {
    %r = llvm.call @__ocml_sqrt_f32(%x) : (f32) -> f32
    llvm.store %r, %out : !llvm.ptr<f32, 1>
    llvm.return
  }
}

// -----

// HSACO: serialize-errors.mlir:[[# @LINE + 1]]:1: error: linker '/no/such/ld.lld' not found
gpu.module @other {
  llvm.func @k() attributes {gpu.kernel, rocdl.kernel} {
    llvm.return
  }
}

// VERSION: gpuopt: for the --code-object-version option: '3' value invalid for code-object-version argument!
// FORMAT: gpuopt: for the --format option: 'elf' value invalid for format argument!
