// ORACLE-XFAIL: later MLIR's ROCDL translation: the lane ops are not in MLIR 14, and 14 translates the grid size to __ockl_get_global_size
// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The grid size is the number of work-groups, `__ockl_get_num_groups`, as in
// later MLIR: 14 calls `__ockl_get_global_size`, the number of work-items.
// The lane ops that `gpu.shuffle` lowers to are the intrinsics of their names.

// CHECK-LABEL: define i64 @grid(i32 %0)
llvm.func @grid(%mask: i32) -> i64 {
  // CHECK-NEXT: %2 = call i64 @__ockl_get_num_groups(i32 0)
  // CHECK-NEXT: %3 = call i64 @__ockl_get_num_groups(i32 1)
  // CHECK-NEXT: %4 = call i64 @__ockl_get_num_groups(i32 2)
  %0 = rocdl.grid.dim.x : i64
  %1 = rocdl.grid.dim.y : i64
  %2 = rocdl.grid.dim.z : i64
  // CHECK-NEXT: %5 = add i64 %2, %3
  // CHECK-NEXT: %6 = add i64 %5, %4
  %3 = llvm.add %0, %1 : i64
  %4 = llvm.add %3, %2 : i64
  // CHECK-NEXT: ret i64 %6
  llvm.return %4 : i64
}

// CHECK-LABEL: define float @lanes(float %0, i32 %1)
llvm.func @lanes(%value: f32, %mask: i32) -> f32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %1, i32 0)
  // CHECK-NEXT: %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %1, i32 %3)
  %lo = rocdl.mbcnt.lo %mask, %zero : (i32, i32) -> i32
  %lane = rocdl.mbcnt.hi %mask, %lo : (i32, i32) -> i32
  // CHECK-NEXT: %5 = shl i32 %4, 2
  // CHECK-NEXT: %6 = bitcast float %0 to i32
  // CHECK-NEXT: %7 = call i32 @llvm.amdgcn.ds.bpermute(i32 %5, i32 %6)
  // CHECK-NEXT: %8 = bitcast i32 %7 to float
  %address = llvm.shl %lane, %two : i32
  %bits = llvm.bitcast %value : f32 to i32
  %permuted = rocdl.ds_bpermute %address, %bits : (i32, i32) -> i32
  %result = llvm.bitcast %permuted : i32 to f32
  // CHECK-NEXT: ret float %8
  llvm.return %result : f32
}

// CHECK: declare i64 @__ockl_get_num_groups(i32)
// CHECK: ; Function Attrs: nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #[[LANE:[0-9]+]]
// CHECK: ; Function Attrs: nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #[[LANE]]
// CHECK: ; Function Attrs: convergent nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #[[PERMUTE:[0-9]+]]
// CHECK: attributes #[[LANE]] = { nounwind readnone willreturn }
// CHECK: attributes #[[PERMUTE]] = { convergent nounwind readnone willreturn }
