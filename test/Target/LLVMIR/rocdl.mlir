// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The ROCDL dialect in LLVM IR, as mlir-translate 14 writes it: ids are AMDGPU
// intrinsics, work-group sizes calls of the device library (returning i64, so
// the sext that convert-gpu-to-rocdl puts after them folds away), the barrier
// is fenced, and `rocdl.kernel` makes an `amdgpu_kernel` with its attributes.
// (The grid size, which gpuopt translates as later MLIR does, is in
// rocdl-later.mlir.)

// CHECK-LABEL: define amdgpu_kernel void @kernel(i64* %0)
// CHECK-SAME: #[[KERNEL:[0-9]+]]
llvm.func @kernel(%out: !llvm.ptr<i64>) attributes {rocdl.kernel} {
  // CHECK-NEXT: %2 = call i32 @llvm.amdgcn.workitem.id.x()
  // CHECK-NEXT: %3 = call i32 @llvm.amdgcn.workitem.id.y()
  // CHECK-NEXT: %4 = call i32 @llvm.amdgcn.workitem.id.z()
  // CHECK-NEXT: %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  // CHECK-NEXT: %6 = call i32 @llvm.amdgcn.workgroup.id.y()
  // CHECK-NEXT: %7 = call i32 @llvm.amdgcn.workgroup.id.z()
  %0 = "rocdl.workitem.id.x"() : () -> i32
  %1 = "rocdl.workitem.id.y"() : () -> i32
  %2 = "rocdl.workitem.id.z"() : () -> i32
  %3 = "rocdl.workgroup.id.x"() : () -> i32
  %4 = "rocdl.workgroup.id.y"() : () -> i32
  %5 = "rocdl.workgroup.id.z"() : () -> i32
  // CHECK-NEXT: %8 = sext i32 %2 to i64
  %6 = llvm.sext %0 : i32 to i64
  // CHECK-NEXT: %9 = call i64 @__ockl_get_local_size(i32 0)
  // CHECK-NEXT: %10 = call i64 @__ockl_get_local_size(i32 1)
  // CHECK-NEXT: %11 = call i64 @__ockl_get_local_size(i32 2)
  %7 = "rocdl.workgroup.dim.x"() : () -> i32
  %8 = "rocdl.workgroup.dim.y"() : () -> i32
  %9 = "rocdl.workgroup.dim.z"() : () -> i32
  %13 = llvm.sext %7 : i32 to i64
  // CHECK-NEXT: %12 = getelementptr i64, i64* %0, i64 %8
  %14 = llvm.getelementptr %out[%6] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
  // CHECK-NEXT: store i64 %9, i64* %12, align 4
  llvm.store %13, %14 : !llvm.ptr<i64>
  // CHECK-NEXT: fence syncscope("workgroup") release
  // CHECK-NEXT: call void @llvm.amdgcn.s.barrier()
  // CHECK-NEXT: fence syncscope("workgroup") acquire
  "rocdl.barrier"() : () -> ()
  // CHECK-NEXT: ret void
  llvm.return
}

// CHECK-LABEL: define amdgpu_kernel void @wide()
// CHECK-SAME: #[[WIDE:[0-9]+]]
llvm.func @wide() attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 1024 : index} {
  llvm.return
}

// Buffer loads and stores, overloaded on the data type; matrix cores.
// CHECK-LABEL: define <32 x float> @buffers(<4 x i32> %0, i32 %1, <2 x float> %2, float %3, <32 x float> %4)
llvm.func @buffers(%rsrc: vector<4xi32>, %i: i32, %v: vector<2xf32>, %f: f32, %acc: vector<32xf32>) -> vector<32xf32> {
  %false = llvm.mlir.constant(false) : i1
  %zero = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %6 = call <2 x float> @llvm.amdgcn.buffer.load.v2f32(<4 x i32> %0, i32 %1, i32 %1, i1 false, i1 false)
  %0 = "rocdl.buffer.load"(%rsrc, %i, %i, %false, %false) : (vector<4xi32>, i32, i32, i1, i1) -> vector<2xf32>
  // CHECK-NEXT: call void @llvm.amdgcn.buffer.store.v2f32(<2 x float> %6, <4 x i32> %0, i32 %1, i32 %1, i1 false, i1 false)
  "rocdl.buffer.store"(%0, %rsrc, %i, %i, %false, %false) : (vector<2xf32>, vector<4xi32>, i32, i32, i1, i1) -> ()
  // CHECK-NEXT: %7 = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %3, float %3, <32 x float> %4, i32 0, i32 0, i32 0)
  %1 = "rocdl.mfma.f32.32x32x1f32"(%f, %f, %acc, %zero, %zero, %zero) : (f32, f32, vector<32xf32>, i32, i32, i32) -> vector<32xf32>
  llvm.return %1 : vector<32xf32>
}

// CHECK: ; Function Attrs: nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.amdgcn.workitem.id.x() #[[ID:[0-9]+]]
// CHECK: declare i64 @__ockl_get_local_size(i32)
// CHECK: ; Function Attrs: convergent nounwind willreturn
// CHECK-NEXT: declare void @llvm.amdgcn.s.barrier() #[[BARRIER:[0-9]+]]
// CHECK: declare <2 x float> @llvm.amdgcn.buffer.load.v2f32(<4 x i32>, i32, i32, i1 immarg, i1 immarg)
// CHECK: declare void @llvm.amdgcn.buffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i1 immarg, i1 immarg)
// CHECK: declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32 immarg, i32 immarg, i32 immarg)

// CHECK: attributes #[[KERNEL]] = { "amdgpu-flat-work-group-size"="1, 256" "amdgpu-implicitarg-num-bytes"="56" }
// CHECK: attributes #[[WIDE]] = { "amdgpu-flat-work-group-size"="1, 1024" "amdgpu-implicitarg-num-bytes"="56" }
// CHECK: attributes #[[ID]] = { nounwind readnone speculatable willreturn }
// CHECK: attributes #[[BARRIER]] = { convergent nounwind willreturn }
