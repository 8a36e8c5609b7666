// ORACLE-XFAIL: gpuopt-runner is gpuopt's own
// RUN: not gpuopt-runner %s -e main --entry-point-result=void 2>&1 | FileCheck %s

// NVVM and ROCDL ops in host code cannot be compiled for the CPU: gpuopt-runner
// reports the op where it is written (LLVM's code generation aborted the
// process before: "LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.s.barrier").

llvm.func @main() {
  // CHECK: device-intrinsics-on-host.mlir:[[# @LINE + 1]]:3: error: 'rocdl.barrier' op cannot be compiled for '{{.*}}'
  rocdl.barrier
  llvm.return
}

