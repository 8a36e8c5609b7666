// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The warp matrix ops as mlir-translate 14 writes them: one intrinsic per
// shape, layout, fragment and type, overloaded on the pointer (typed pointers:
// `p1f32`, `p3f32`), and the vector element ops, folded when constant.

// CHECK-LABEL: define { float, float, float, float, float, float, float, float } @tf32(float addrspace(1)* %0, float* %1, i32 %2)
llvm.func @tf32(%g: !llvm.ptr<f32, 1>, %p: !llvm.ptr<f32>, %ld: i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  // CHECK-NEXT: %4 = call { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.col.stride.tf32.p1f32(float addrspace(1)* %0, i32 %2)
  %a = nvvm.wmma.load %g, %ld {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32, 1>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-NEXT: %5 = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.load.c.row.stride.f32.p0f32(float* %1, i32 %2)
  %c = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %a0 = llvm.extractvalue %a[0 : i32] : !llvm.struct<(i32, i32, i32, i32)>
  %c0 = llvm.extractvalue %c[0 : i32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.col.row.tf32(i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, i32 %6, float %7,
  %d = nvvm.wmma.mma %a0, %a0, %a0, %a0, %a0, %a0, %a0, %a0, %c0, %c0, %c0, %c0, %c0, %c0, %c0, %c0 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %d : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// CHECK-LABEL: define void @f16_f32(half addrspace(3)* %0, float addrspace(3)* %1, i32 %2, <2 x half> %3)
llvm.func @f16_f32(%h: !llvm.ptr<f16, 3>, %f: !llvm.ptr<f32, 3>, %ld: i32, %v: vector<2xf16>) {
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  // CHECK-NEXT: %5 = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f32.f32(<2 x half> %3,
  %d = nvvm.wmma.mma %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %v, %zero, %zero, %zero, %zero, %zero, %zero, %zero, %zero {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %d0 = llvm.extractvalue %d[0 : i32] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: call void @llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32.p3f32(float addrspace(3)* %1, float %6, float %6, float %6, float %6, float %6, float %6, float %6, float %6, i32 %2)
  nvvm.wmma.store %f, %ld, %d0, %d0, %d0, %d0, %d0, %d0, %d0, %d0 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : !llvm.ptr<f32, 3>, f32, f32, f32, f32, f32, f32, f32, f32
  // CHECK-NEXT: %7 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.load.b.row.stride.f16.p3f16(half addrspace(3)* %0, i32 %2)
  %b = nvvm.wmma.load %h, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// CHECK-LABEL: define <2 x half> @elements(<2 x half> %0, half %1, i32 %2)
llvm.func @elements(%v: vector<2xf16>, %x: f16, %i: i32) -> vector<2xf16> {
  %u = llvm.mlir.undef : vector<2xf16>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %h = llvm.mlir.constant(1.5 : f16) : f16
  %k0 = llvm.insertelement %h, %u[%zero : i32] : vector<2xf16>
  %k1 = llvm.insertelement %h, %k0[%one : i32] : vector<2xf16>
  // A constant index past the end is poison.
  %k2 = llvm.insertelement %h, %k1[%two : i32] : vector<2xf16>
  %e0 = llvm.extractelement %k1[%zero : i32] : vector<2xf16>
  %e1 = llvm.extractelement %u[%one : i32] : vector<2xf16>
  // CHECK-NEXT: %4 = insertelement <2 x half> <half 0xH3E00, half undef>, half %1, i32 1
  %m0 = llvm.insertelement %x, %k0[%one : i32] : vector<2xf16>
  // CHECK-NEXT: %5 = insertelement <2 x half> %4, half 0xH3E00, i32 %2
  %m1 = llvm.insertelement %e0, %m0[%i : i32] : vector<2xf16>
  // CHECK-NEXT: %6 = insertelement <2 x half> %5, half undef, i32 0
  %m2 = llvm.insertelement %e1, %m1[%zero : i32] : vector<2xf16>
  // CHECK-NEXT: %7 = extractelement <2 x half> %6, i32 %2
  %e2 = llvm.extractelement %m2[%i : i32] : vector<2xf16>
  // CHECK-NEXT: %8 = extractelement <2 x half> <half 0xH3E00, half 0xH3E00>, i32 %2
  %e3 = llvm.extractelement %k1[%i : i32] : vector<2xf16>
  // CHECK-NEXT: %9 = insertelement <2 x half> %0, half %7, i32 0
  %n0 = llvm.insertelement %e2, %v[%zero : i32] : vector<2xf16>
  // CHECK-NEXT: %10 = insertelement <2 x half> %9, half %8, i32 1
  %n1 = llvm.insertelement %e3, %n0[%one : i32] : vector<2xf16>
  // CHECK-NEXT: %11 = fadd <2 x half> %10, poison
  %s = llvm.fadd %n1, %k2 : vector<2xf16>
  llvm.return %s : vector<2xf16>
}

// CHECK: declare { i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k8.load.a.col.stride.tf32.p1f32(float addrspace(1)* nocapture readonly, i32) #0
