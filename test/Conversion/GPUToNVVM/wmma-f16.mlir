// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s
// RUN: gpuopt --convert-gpu-to-nvvm='index-bitwidth=32' %s | FileCheck %s --check-prefix=CHECK32

// An f16 tile product in workgroup memory: the matrices become one thread's
// share of the fragment (an LLVM struct), loads and stores address element
// [i, j] through the memref's strides (leadDimension is the intrinsic's
// stride), and the constant matrix is built with insertelement and insertvalue.

gpu.module @wmma {
  // CHECK-LABEL: llvm.func @tile(
  // CHECK32-LABEL: llvm.func @tile(
  gpu.func @tile(%i: index, %j: index) workgroup(%buf: memref<32x64xf16, 3>) kernel {
    // CHECK: %[[PTR:.*]] = llvm.extractvalue %[[DESC:.*]][1] : !llvm.struct<(ptr<f16, 3>, ptr<f16, 3>, i64, array<2 x i64>, array<2 x i64>)>
    // CHECK-NEXT: %[[LD:.*]] = llvm.mlir.constant(64 : index) : i64
    // CHECK-NEXT: %[[ROW:.*]] = llvm.mul %arg0, %[[LD]]  : i64
    // CHECK-NEXT: %[[OFF:.*]] = llvm.add %[[ROW]], %arg1  : i64
    // CHECK-NEXT: %[[ADDR:.*]] = llvm.getelementptr %[[PTR]][%[[OFF]]] : (!llvm.ptr<f16, 3>, i64) -> !llvm.ptr<f16, 3>
    // CHECK-NEXT: %[[STRIDE:.*]] = llvm.mlir.constant(16 : index) : i32
    // CHECK-NEXT: %[[A:.*]] = nvvm.wmma.load %[[ADDR]], %[[STRIDE]] {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK32: %[[ROW32:.*]] = llvm.mul %arg0, %{{.*}}  : i32
    // CHECK32-NEXT: %[[OFF32:.*]] = llvm.add %[[ROW32]], %arg1  : i32
    // CHECK32-NEXT: llvm.getelementptr %{{.*}}[%[[OFF32]]] : (!llvm.ptr<f16, 3>, i32) -> !llvm.ptr<f16, 3>
    %a = gpu.subgroup_mma_load_matrix %buf[%i, %j] {leadDimension = 16 : index} : memref<32x64xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    // CHECK: %[[B:.*]] = nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    %b = gpu.subgroup_mma_load_matrix %buf[%j, %i] {leadDimension = 32 : index} : memref<32x64xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
    // CHECK: %[[HALF:.*]] = llvm.mlir.undef : vector<2xf16>
    // CHECK-NEXT: %[[I0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[V0:.*]] = llvm.insertelement %[[ONE:.*]], %[[HALF]][%[[I0]] : i32] : vector<2xf16>
    // CHECK-NEXT: %[[I1:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-NEXT: %[[V1:.*]] = llvm.insertelement %[[ONE]], %[[V0]][%[[I1]] : i32] : vector<2xf16>
    // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK-NEXT: %[[C0:.*]] = llvm.insertvalue %[[V1]], %[[U]][0 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK-NEXT: %[[C1:.*]] = llvm.insertvalue %[[V1]], %[[C0]][1 : i32]
    // CHECK-NEXT: %[[C2:.*]] = llvm.insertvalue %[[V1]], %[[C1]][2 : i32]
    // CHECK-NEXT: %[[C:.*]] = llvm.insertvalue %[[V1]], %[[C2]][3 : i32]
    %one = arith.constant 1.0 : f16
    %c = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf16, "COp">
    // CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %[[A]][0 : i32]
    // CHECK-COUNT-7: llvm.extractvalue %[[A]][{{[1-7]}} : i32]
    // CHECK-NEXT: %[[B0:.*]] = llvm.extractvalue %[[B]][0 : i32]
    // CHECK-COUNT-7: llvm.extractvalue %[[B]][{{[1-7]}} : i32]
    // CHECK-NEXT: %[[CC0:.*]] = llvm.extractvalue %[[C]][0 : i32]
    // CHECK-COUNT-3: llvm.extractvalue %[[C]][{{[1-3]}} : i32]
    // CHECK-NEXT: %[[D:.*]] = nvvm.wmma.mma %[[A0]], {{.*}}, %[[B0]], {{.*}}, %[[CC0]], {{.*}} {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : ({{.*}}) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    // CHECK-NEXT: %[[E:.*]] = llvm.mlir.undef : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    // CHECK-NEXT: %[[L0:.*]] = llvm.extractvalue %[[D]][0 : i32]
    // CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[C]][0 : i32]
    // CHECK-NEXT: %[[S0:.*]] = llvm.fadd %[[L0]], %[[R0]]  : vector<2xf16>
    // CHECK-NEXT: %[[E0:.*]] = llvm.insertvalue %[[S0]], %[[E]][0 : i32]
    // CHECK-COUNT-3: llvm.fadd
    %e = gpu.subgroup_mma_elementwise addf %d, %c : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
    // CHECK: %[[ST:.*]] = llvm.extractvalue %[[SUM:.*]][3 : i32]
    // CHECK-NEXT: llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f16, 3>, ptr<f16, 3>, i64, array<2 x i64>, array<2 x i64>)>
    // CHECK-NEXT: llvm.mlir.constant(64 : index) : i64
    // CHECK: nvvm.wmma.store %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ST]] {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<f16, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
    gpu.subgroup_mma_store_matrix %e, %buf[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x64xf16, 3>
    gpu.return
  }
}
