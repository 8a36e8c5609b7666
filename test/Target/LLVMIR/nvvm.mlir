// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The NVVM dialect in LLVM IR, as mlir-translate 14 writes it: each op is a
// call of its NVPTX intrinsic, declared at first use with LLVM 14's attributes,
// and `nvvm.kernel` lists the function in !nvvm.annotations.  (gpuopt parses
// the NVVM ops in their generic form only.)

// Shared memory (what a workgroup attribution becomes) lives in addrspace(3).
// CHECK: @shared = internal addrspace(3) global [32 x float] undef
llvm.mlir.global internal @shared() {addr_space = 3 : i32} : !llvm.array<32 x f32>

// CHECK-LABEL: define i32 @special_registers()
llvm.func @special_registers() -> i32 {
  // CHECK-NEXT: %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  // CHECK-NEXT: %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  // CHECK-NEXT: %3 = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  // CHECK-NEXT: %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  // CHECK-NEXT: %5 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  // CHECK-NEXT: %6 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  // CHECK-NEXT: %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  // CHECK-NEXT: %8 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  // CHECK-NEXT: %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  // CHECK-NEXT: %10 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  // CHECK-NEXT: %11 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  // CHECK-NEXT: %12 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  // CHECK-NEXT: %13 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  // CHECK-NEXT: %14 = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
  %1 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
  %2 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
  %3 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
  %4 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
  %5 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
  %6 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
  %7 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
  %8 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
  %9 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
  %10 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
  %11 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
  %12 = "nvvm.read.ptx.sreg.laneid"() : () -> i32
  %13 = "nvvm.read.ptx.sreg.warpsize"() : () -> i32
  // CHECK-NEXT: %15 = add i32 %1, %14
  %14 = llvm.add %0, %13 : i32
  llvm.return %14 : i32
}

// A kernel: the shuffles of gpu.shuffle, with the {value, valid} struct.
// CHECK-LABEL: define void @kernel(float %0, i32 %1, i1 %2)
llvm.func @kernel(%v: f32, %i: i32, %p: i1) attributes {nvvm.kernel} {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %off = llvm.mlir.constant(1 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  // CHECK-NEXT: call void @llvm.nvvm.barrier0()
  "nvvm.barrier0"() : () -> ()
  // CHECK-NEXT: %4 = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %0, i32 1, i32 31)
  %0 = "nvvm.shfl.sync"(%mask, %v, %off, %clamp) {kind = #nvvm<"shfl_kind bfly">, return_value_and_is_valid} : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
  // CHECK-NEXT: %5 = extractvalue { float, i1 } %4, 0
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, i1)>
  // CHECK-NEXT: %6 = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %0, i32 1, i32 0)
  %zero = llvm.mlir.constant(0 : i32) : i32
  %2 = "nvvm.shfl.sync"(%mask, %v, %off, %zero) {kind = #nvvm<"shfl_kind up">, return_value_and_is_valid} : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
  // CHECK-NEXT: %7 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %1, i32 1, i32 31)
  %3 = "nvvm.shfl.sync"(%mask, %i, %off, %clamp) {kind = #nvvm<"shfl_kind down">, return_value_and_is_valid} : (i32, i32, i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: %8 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1, i32 1, i32 31)
  %4 = "nvvm.shfl.sync"(%mask, %i, %off, %clamp) {kind = #nvvm<"shfl_kind idx">} : (i32, i32, i32, i32) -> i32
  // CHECK-NEXT: %9 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 1, i32 31)
  %5 = "nvvm.shfl.sync"(%mask, %v, %off, %clamp) {kind = #nvvm<"shfl_kind bfly">} : (i32, f32, i32, i32) -> f32
  // CHECK-NEXT: %10 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %2)
  %6 = "nvvm.vote.ballot.sync"(%mask, %p) : (i32, i1) -> i32
  // CHECK-NEXT: store float %5, float addrspace(3)* getelementptr inbounds ([32 x float], [32 x float] addrspace(3)* @shared, i32 0, i32 0), align 4
  %s = llvm.mlir.addressof @shared : !llvm.ptr<array<32 x f32>, 3>
  %e = llvm.getelementptr %s[0, 0] : (!llvm.ptr<array<32 x f32>, 3>) -> !llvm.ptr<f32, 3>
  llvm.store %1, %e : !llvm.ptr<f32, 3>
  // CHECK-NEXT: ret void
  llvm.return
}

// Asynchronous copies and tensor-core ops (sm_80/sm_70).
// CHECK-LABEL: define void @matrix(i8 addrspace(3)* %0, i8 addrspace(1)* %1, half addrspace(3)* %2, i32 %3, <2 x half> %4, float %5)
llvm.func @matrix(%dst: !llvm.ptr<i8, 3>, %src: !llvm.ptr<i8, 1>, %p: !llvm.ptr<f16, 3>, %ld: i32, %h: vector<2xf16>, %f: f32) {
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.ca.shared.global.16(i8 addrspace(3)* %0, i8 addrspace(1)* %1)
  "nvvm.cp.async.shared.global"(%dst, %src) {size = 16 : i32} : (!llvm.ptr<i8, 3>, !llvm.ptr<i8, 1>) -> ()
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.commit.group()
  "nvvm.cp.async.commit.group"() : () -> ()
  // CHECK-NEXT: call void @llvm.nvvm.cp.async.wait.group(i32 0)
  "nvvm.cp.async.wait.group"() {n = 0 : i32} : () -> ()
  // CHECK-NEXT: %7 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3f16(half addrspace(3)* %2, i32 %3)
  %0 = "nvvm.wmma.load"(%p, %ld) {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16, 3>, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: %8 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f16(
  %1 = "nvvm.wmma.mma"(%h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h) {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p3f16(half addrspace(3)* %2, <2 x half> %4, <2 x half> %4, <2 x half> %4, <2 x half> %4, i32 %3)
  "nvvm.wmma.store"(%p, %h, %h, %h, %h, %ld) {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, i32) -> ()
  // CHECK-NEXT: %9 = call { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.row.col.f32.f32(<2 x half> %4, <2 x half> %4, <2 x half> %4, <2 x half> %4, float %5, float %5, float %5, float %5, float %5, float %5, float %5, float %5)
  %2 = "nvvm.mma.sync"(%h, %h, %h, %h, %f, %f, %f, %f, %f, %f, %f, %f) {alayout = "row", blayout = "col"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// CHECK: ; Function Attrs: nounwind readnone speculatable
// CHECK-NEXT: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #[[SREG:[0-9]+]]
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #[[LANE:[0-9]+]]
// CHECK: ; Function Attrs: convergent nounwind
// CHECK-NEXT: declare void @llvm.nvvm.barrier0() #[[BARRIER:[0-9]+]]
// CHECK: ; Function Attrs: convergent inaccessiblememonly nounwind
// CHECK-NEXT: declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32) #[[SHFL:[0-9]+]]
// CHECK: declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #[[SHFL]]
// CHECK: declare void @llvm.nvvm.cp.async.ca.shared.global.16(i8 addrspace(3)* noalias writeonly, i8 addrspace(1)* noalias readonly)
// CHECK: declare void @llvm.nvvm.cp.async.wait.group(i32 immarg)
// CHECK: declare {{.*}} @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3f16(half addrspace(3)* nocapture readonly, i32)
// CHECK: declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p3f16(half addrspace(3)* nocapture writeonly, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32)

// CHECK: attributes #[[SREG]] = { nounwind readnone speculatable }
// CHECK: attributes #[[LANE]] = { nofree nosync nounwind readnone speculatable willreturn }
// CHECK: attributes #[[BARRIER]] = { convergent nounwind }
// CHECK: attributes #[[SHFL]] = { convergent inaccessiblememonly nounwind }

// The kernel annotation comes after the debug-info named metadata.
// CHECK: !nvvm.annotations = !{![[K:[0-9]+]]}
// CHECK: ![[K]] = !{void (float, i32, i1)* @kernel, !"kernel", i32 1}
