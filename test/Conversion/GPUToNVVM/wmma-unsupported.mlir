// RUN: not gpuopt --convert-gpu-to-nvvm %s 2>&1 | FileCheck %s

// A tile with no NVVM intrinsic (an 8x8 accumulator) is not lowered: the op is
// reported as 14 reports it.

gpu.module @wmma {
  gpu.func @small(%h: memref<16x16xf16>, %i: index) kernel {
    // CHECK: wmma-unsupported.mlir:9:10: error: failed to legalize operation 'gpu.subgroup_mma_load_matrix' that was explicitly marked illegal
    %c = gpu.subgroup_mma_load_matrix %h[%i, %i] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<8x8xf16, "COp">
    gpu.subgroup_mma_store_matrix %c, %h[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<8x8xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
}
// CHECK-NEXT: %c = gpu.subgroup_mma_load_matrix
