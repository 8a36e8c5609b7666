// ORACLE-XFAIL: mlir-opt 14 selects NaN when neither operand is NaN (select %isnan, %max, %nan); gpuopt writes later upstream's select %isnan, %nan, %max
// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// maxf and minf: the larger (smaller) of two ordered members, NaN when either
// is NaN; on f16 fragments the compares and selects work on vector<2xf16>.

gpu.module @wmma {
  // CHECK-LABEL: llvm.func @min_max(
  gpu.func @min_max(%h: memref<16x16xf16>, %f: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %x = gpu.subgroup_mma_load_matrix %h[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    %y = gpu.subgroup_mma_load_matrix %f[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK: %[[L:.*]] = llvm.extractvalue %[[X:.*]][0 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK-NEXT: %[[R:.*]] = llvm.extractvalue %[[X]][0 : i32]
    // CHECK-NEXT: %[[GT:.*]] = llvm.fcmp "ogt" %[[L]], %[[R]] : vector<2xf16>
    // CHECK-NEXT: %[[MAX:.*]] = llvm.select %[[GT]], %[[L]], %[[R]] : vector<2xi1>, vector<2xf16>
    // CHECK-NEXT: %[[UNO:.*]] = llvm.fcmp "uno" %[[L]], %[[R]] : vector<2xf16>
    // CHECK-NEXT: %[[NAN:.*]] = llvm.mlir.constant(0x7E00 : f16) : vector<2xf16>
    // CHECK-NEXT: %{{.*}} = llvm.select %[[UNO]], %[[NAN]], %[[MAX]] : vector<2xi1>, vector<2xf16>
    %mx = gpu.subgroup_mma_elementwise maxf %x, %x : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %mx, %h[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    // CHECK: %[[FL:.*]] = llvm.extractvalue %[[Y:.*]][0 : i32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK-NEXT: %[[FR:.*]] = llvm.extractvalue %[[Y]][0 : i32]
    // CHECK-NEXT: %[[LT:.*]] = llvm.fcmp "olt" %[[FL]], %[[FR]] : f32
    // CHECK-NEXT: %[[MIN:.*]] = llvm.select %[[LT]], %[[FL]], %[[FR]] : i1, f32
    // CHECK-NEXT: %[[FUNO:.*]] = llvm.fcmp "uno" %[[FL]], %[[FR]] : f32
    // CHECK-NEXT: %[[FNAN:.*]] = llvm.mlir.constant(0x7FC00000 : f32) : f32
    // CHECK-NEXT: %{{.*}} = llvm.select %[[FUNO]], %[[FNAN]], %[[MIN]] : i1, f32
    %mn = gpu.subgroup_mma_elementwise minf %y, %y : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %mn, %f[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}
