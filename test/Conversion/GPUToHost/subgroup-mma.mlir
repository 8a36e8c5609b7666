// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// The subgroup matrix ops on the host: a matrix is the whole tile as one vector in every thread; loads,
// products and stores are calls of internal functions of the module that take the calling thread's lane
// (linear thread id % the context's subgroup size) and work in lane 0 only; constants are splats;
// elementwise ops are vector ops.

gpu.module @mma {
  // CHECK-LABEL: llvm.func internal @k(
  gpu.func @k(%a: memref<32x32xf16>, %c: memref<16x16xf32>, %i: index) kernel {
    // The tile's first element is addressed through the memref's strides; leadDimension is the row pitch.
    // CHECK: %[[ROW:.*]] = llvm.mul %{{.*}}, %{{.*}}  : i64
    // CHECK-NEXT: %[[OFF:.*]] = llvm.add %[[ROW]], %{{.*}}  : i64
    // CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%[[OFF]]] : (!llvm.ptr<f16>, i64) -> !llvm.ptr<f16>
    // CHECK-NEXT: %[[LD:.*]] = llvm.mlir.constant(32 : i64) : i64
    // The lane: the linear thread id (from the id arguments) modulo the context's word 12.
    // CHECK: %[[SIZE:.*]] = llvm.load %{{.*}} : !llvm.ptr<i64>
    // CHECK-NEXT: %[[LANE:.*]] = llvm.urem %{{.*}}, %[[SIZE]]  : i64
    // CHECK-NEXT: %[[A:.*]] = llvm.call @__gpuopt_mma_load_16x16xf16(%[[LANE]], %[[SRC]], %[[LD]]) : (i64, !llvm.ptr<f16>, i64) -> vector<256xf16>
    %A = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    // CHECK: %[[B:.*]] = llvm.call @__gpuopt_mma_load_16x8xf16(
    %B = gpu.subgroup_mma_load_matrix %a[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x8xf16, "BOp">
    // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
    // CHECK-NEXT: %[[C:.*]] = llvm.call @__gpuopt_mma_splat_128xf32(%[[ONE]]) : (f32) -> vector<128xf32>
    %one = arith.constant 1.0 : f32
    %C = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x8xf32, "COp">
    // CHECK: %[[D:.*]] = llvm.call @__gpuopt_mma_compute_16x8x16_f16_f32(%{{.*}}, %[[A]], %[[B]], %[[C]]) : (i64, vector<256xf16>, vector<128xf16>, vector<128xf32>) -> vector<128xf32>
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x8xf16, "BOp"> -> !gpu.mma_matrix<16x8xf32, "COp">
    // CHECK-NEXT: %[[E:.*]] = llvm.fdiv %[[D]], %[[C]]  : vector<128xf32>
    %E = gpu.subgroup_mma_elementwise divf %D, %C : (!gpu.mma_matrix<16x8xf32, "COp">, !gpu.mma_matrix<16x8xf32, "COp">) -> !gpu.mma_matrix<16x8xf32, "COp">
    // CHECK-NEXT: %[[LT:.*]] = llvm.fcmp "olt" %[[E]], %[[D]] : vector<128xf32>
    // CHECK-NEXT: %[[MIN:.*]] = llvm.select %[[LT]], %[[E]], %[[D]] : vector<128xi1>, vector<128xf32>
    // CHECK-NEXT: %[[UNO:.*]] = llvm.fcmp "uno" %[[E]], %[[D]] : vector<128xf32>
    // CHECK-NEXT: %[[NAN:.*]] = llvm.mlir.constant(dense<0x7FC00000> : vector<128xf32>) : vector<128xf32>
    // CHECK-NEXT: %[[F:.*]] = llvm.select %[[UNO]], %[[NAN]], %[[MIN]] : vector<128xi1>, vector<128xf32>
    %F = gpu.subgroup_mma_elementwise minf %E, %D : (!gpu.mma_matrix<16x8xf32, "COp">, !gpu.mma_matrix<16x8xf32, "COp">) -> !gpu.mma_matrix<16x8xf32, "COp">
    // CHECK: llvm.call @__gpuopt_mma_store_16x8xf32(%{{.*}}, %[[F]], %{{.*}}, %{{.*}}) : (i64, vector<128xf32>, !llvm.ptr<f32>, i64) -> ()
    gpu.subgroup_mma_store_matrix %F, %c[%i, %i] {leadDimension = 16 : index} : !gpu.mma_matrix<16x8xf32, "COp">, memref<16x16xf32>
    gpu.return
  }

  // A load: lane 0 copies element e from src + (e / 16) * lead + e % 16 into a stack slot of the vector;
  // the other lanes return undef.
  // CHECK-LABEL: llvm.func internal @__gpuopt_mma_load_16x16xf16(%arg0: i64, %arg1: !llvm.ptr<f16>, %arg2: i64) -> vector<256xf16> {
  // CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<256xf16> : (i64) -> !llvm.ptr<vector<256xf16>>
  // CHECK: %[[IS0:.*]] = llvm.icmp "eq" %arg0, %{{.*}} : i64
  // CHECK-NEXT: llvm.cond_br %[[IS0]], ^bb1, ^bb2
  // CHECK: ^bb2:
  // CHECK-NEXT: %[[UNDEF:.*]] = llvm.mlir.undef : vector<256xf16>
  // CHECK-NEXT: llvm.return %[[UNDEF]] : vector<256xf16>
  // CHECK: llvm.udiv %{{.*}}, %{{.*}}  : i64
  // CHECK: llvm.urem

  // A product: each element from C's, widened to f32, then the k products in order, rounded once.
  // CHECK-LABEL: llvm.func internal @__gpuopt_mma_compute_16x8x16_f16_f32(
  // CHECK: llvm.fpext %{{.*}} : f16 to f32
  // CHECK: llvm.fpext %{{.*}} : f16 to f32
  // CHECK-NEXT: %[[PROD:.*]] = llvm.fmul
  // CHECK-NEXT: llvm.fadd %{{.*}}, %[[PROD]]  : f32

  // CHECK-LABEL: llvm.func internal @__gpuopt_mma_store_16x8xf32(%arg0: i64, %arg1: vector<128xf32>, %arg2: !llvm.ptr<f32>, %arg3: i64) {
  // CHECK: llvm.icmp "eq" %arg0
}
