// RUN: not gpuopt %s -split-input-file -pass-pipeline='gpu.module(gpu-to-host-object)' 2>&1 | FileCheck %s

// gpu-to-host-object refuses NVVM and ROCDL ops and attributes with a located
// error, as gpu-to-cubin refuses ROCDL: LLVM's code generation for the host
// aborts the whole process on another target's intrinsics ("LLVM ERROR:
// Cannot select: intrinsic %llvm.amdgcn.s.barrier" before).

module attributes {gpu.container_module} {
  gpu.module @amd {
    llvm.func @k() {
      // CHECK: host-object-foreign-intrinsics.mlir:[[# @LINE + 1]]:7: error: 'rocdl.barrier' op cannot be compiled for '{{.*}}'
      rocdl.barrier
      llvm.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @nv {
    // CHECK: host-object-foreign-intrinsics.mlir:[[# @LINE + 1]]:5: error: 'llvm.func' op attribute 'nvvm.kernel' cannot be compiled for '{{.*}}'
    llvm.func @k() attributes {nvvm.kernel} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      llvm.return
    }
  }
}
