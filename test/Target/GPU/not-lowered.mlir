// RUN: not gpuopt -gpu-to-cubin=format=ptx %s 2>&1 | FileCheck %s
// RUN: not gpuopt -gpu-to-hsaco %s 2>&1 | FileCheck %s

// Serialization translates the gpu.module as it is: its kernels must have been
// lowered to the LLVM dialect first (mlir-opt 14 reports the op the same way).

gpu.module @kernels {
  // CHECK: not-lowered.mlir:[[# @LINE + 1]]:3: error: cannot be converted to LLVM IR: no translation for op 'gpu.func' (gpuopt-translate expects the LLVM dialect; lower the kernels with `convert-gpu-to-nvvm` or `convert-gpu-to-rocdl` first)
  gpu.func @k() kernel {
    gpu.return
  }
}
