// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// f32 accumulators (eight f32 per thread), tf32 operands (f32 matrices read
// as A or B: four i32 per thread, k = 8), the 32x8x16 shape, and the
// elementwise ops on scalars.

gpu.module @wmma {
  // CHECK-LABEL: llvm.func @f32_accumulator(
  gpu.func @f32_accumulator(%h: memref<32x32xf16>, %f: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    // Constants come first (the greedy clean-up before the conversion hoists them).
    // CHECK: %[[HALF:.*]] = llvm.mlir.constant(5.000000e-01 : f32) : f32
    // CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    %a = gpu.subgroup_mma_load_matrix %h[%c0, %c0] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<32x16xf16, "AOp">
    // CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32}
    %b = gpu.subgroup_mma_load_matrix %h[%c8, %c0] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x8xf16, "BOp">
    // CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-NEXT: llvm.insertvalue %[[HALF]], %[[U]][0 : i32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-COUNT-7: llvm.insertvalue %[[HALF]]
    %half = arith.constant 0.5 : f32
    %c = gpu.subgroup_mma_constant_matrix %half : !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK: nvvm.wmma.mma {{.*}} {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : ({{(vector<2xf16>, )+(f32, )+}}f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<32x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK-COUNT-8: llvm.fmul %{{.*}}, %{{.*}}  : f32
    %e = gpu.subgroup_mma_elementwise mulf %d, %c : (!gpu.mma_matrix<32x8xf32, "COp">, !gpu.mma_matrix<32x8xf32, "COp">) -> !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK-COUNT-8: llvm.fdiv %{{.*}}, %{{.*}}  : f32
    %g = gpu.subgroup_mma_elementwise divf %e, %c : (!gpu.mma_matrix<32x8xf32, "COp">, !gpu.mma_matrix<32x8xf32, "COp">) -> !gpu.mma_matrix<32x8xf32, "COp">
    // CHECK: nvvm.wmma.store {{.*}} {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : !llvm.ptr<f32>, f32, f32, f32, f32, f32, f32, f32, f32
    gpu.subgroup_mma_store_matrix %g, %f[%c0, %c8] {leadDimension = 16 : index} : !gpu.mma_matrix<32x8xf32, "COp">, memref<16x16xf32>
    gpu.return
  }

  // CHECK-LABEL: llvm.func @tf32(
  gpu.func @tf32(%f: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: nvvm.wmma.load {{.*}} {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(i32, i32, i32, i32)>
    %a = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x8xf32, "AOp">
    // CHECK: nvvm.wmma.load {{.*}} {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(i32, i32, i32, i32)>
    %b = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<8x16xf32, "BOp">
    // The accumulator's k is the first shape that has a 16x16 f32 C: 16.
    // CHECK: nvvm.wmma.load {{.*}} {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %c = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK: nvvm.wmma.mma {{.*}} {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : ({{(i32, )+(f32, )+}}f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK: nvvm.wmma.store {{.*}} {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    gpu.subgroup_mma_store_matrix %d, %f[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}
