// RUN: not gpuopt %s -convert-memref-to-llvm=use-aligned-alloc=1 2>&1 | FileCheck %s --check-prefix=ALIGNED

// Options of mlir-opt 14 that gpuopt accepts but does not implement yet say so
// instead of lowering differently.

// ALIGNED: error: convert-memref-to-llvm: use-aligned-alloc is not supported yet

func @f(%m: memref<4xf32>) {
  return
}
