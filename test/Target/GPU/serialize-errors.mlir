// RUN: not gpuopt -split-input-file -gpu-to-cubin=triple=no-such-target %s 2>&1 | FileCheck %s --check-prefix=TRIPLE
// RUN: not gpuopt -split-input-file '-gpu-to-hsaco=linker=/no/such/ld.lld rocm-path=/no/such/rocm' %s 2>&1 | FileCheck %s --check-prefix=HSACO
// RUN: not gpuopt -split-input-file -gpu-to-cubin=libdevice=/no/such/libdevice.bc %s 2>&1 | FileCheck %s --check-prefix=CUBIN
// RUN: not gpuopt -split-input-file -gpu-to-cubin=chip=sm_999 %s 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not gpuopt -split-input-file -gpu-to-hsaco=triple=x86_64-unknown-linux-gnu %s 2>&1 | FileCheck %s --check-prefix=ARCH
// RUN: not gpuopt -split-input-file '-gpu-to-cubin=chip=sm_80 features=+ptx60' %s 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: not gpuopt -gpu-to-hsaco=code-object-version=3 %s 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not gpuopt -gpu-to-cubin=format=elf %s 2>&1 | FileCheck %s --check-prefix=FORMAT

// A serialization that fails reports at the gpu.module (or at the op it cannot
// compile), as 14's SerializeToBlobPass does, and writes nothing (exit code 1).
// Where LLVM would abort the process (an unknown chip, a PTX version below the
// chip's, the other target's intrinsics), the input is checked first.

// TRIPLE: serialize-errors.mlir:[[# @LINE + 7]]:1: error: failed to lookup target: No available targets are compatible with triple "no-such-target"
// CHIP: serialize-errors.mlir:[[# @LINE + 6]]:1: error: 'sm_999' is not a recognized processor for target 'nvptx64-nvidia-cuda'
// ARCH: serialize-errors.mlir:[[# @LINE + 5]]:1: error: HSACO is generated for the amdgcn architecture, not for 'x86_64-unknown-linux-gnu'
// PTX: serialize-errors.mlir:[[# @LINE + 4]]:1: error: PTX version 6.0 does not support target 'sm_80'. Minimum required PTX version is 7.0.
// ROCm device libraries that are not where rocm-path says are an error before
// any linking.
// HSACO: serialize-errors.mlir:[[# @LINE + 1]]:1: error: the kernels call __ocml_sqrt_f32 from the ROCm device libraries: ocml.bc not found in '/no/such/rocm': apt-get install rocm-device-libs, or name the directory with the rocm-path option or $ROCM_PATH
gpu.module @kernels {
  llvm.func @__ocml_sqrt_f32(f32) -> f32
  // CUBIN: serialize-errors.mlir:[[# @LINE + 1]]:3: error: 'llvm.func' op attribute 'rocdl.kernel' cannot be compiled for 'nvptx64-nvidia-cuda'
  llvm.func @k(%x: f32, %out: !llvm.ptr<f32, 1>) attributes {gpu.kernel, rocdl.kernel} {
    %r = llvm.call @__ocml_sqrt_f32(%x) : (f32) -> f32
    llvm.store %r, %out : !llvm.ptr<f32, 1>
    llvm.return
  }
}

// -----

// HSACO: serialize-errors.mlir:[[# @LINE + 1]]:1: error: linker '/no/such/ld.lld' not found
gpu.module @other {
  // CUBIN: serialize-errors.mlir:[[# @LINE + 2]]:5: error: 'rocdl.barrier' op cannot be compiled for 'nvptx64-nvidia-cuda'
  llvm.func @k() {
    rocdl.barrier
    llvm.return
  }
}

// -----

// CUBIN: serialize-errors.mlir:[[# @LINE + 1]]:1: error: the kernels call __nv_expf from libdevice: libdevice '/no/such/libdevice.bc' not found
gpu.module @math {
  llvm.func @__nv_expf(f32) -> f32
  // HSACO: serialize-errors.mlir:[[# @LINE + 1]]:3: error: 'llvm.func' op attribute 'nvvm.kernel' cannot be compiled for 'amdgcn-amd-amdhsa'
  llvm.func @k(%x: f32, %out: !llvm.ptr<f32>) attributes {gpu.kernel, nvvm.kernel} {
    %r = llvm.call @__nv_expf(%x) : (f32) -> f32
    llvm.store %r, %out : !llvm.ptr<f32>
    llvm.return
  }
}

// VERSION: gpuopt: for the --code-object-version option: '3' value invalid for code-object-version argument!
// FORMAT: gpuopt: for the --format option: 'elf' value invalid for format argument!
