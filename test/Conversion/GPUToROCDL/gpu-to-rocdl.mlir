// RUN: gpuopt --convert-gpu-to-rocdl -split-input-file %s | FileCheck %s
// RUN: gpuopt --convert-gpu-to-rocdl=index-bitwidth=32 -split-input-file %s | FileCheck %s --check-prefix=CHECK32

// Ids and sizes read the ROCDL work-item/work-group ops (i32), sign-extended
// to the index width; the barrier; kernels gain rocdl.kernel; private
// attributions are allocas in address space 5; math ops call __ocml_*.

gpu.module @kernels {
  // CHECK: llvm.mlir.global internal @__wg_kernel_0() {addr_space = 3 : i32} : !llvm.array<16 x f32>
  // CHECK-NEXT: llvm.func @__ocml_exp_f32(f32) -> f32
  // CHECK-NEXT: llvm.func @kernel(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, rocdl.kernel} {
  // CHECK32: llvm.func @kernel(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {gpu.kernel, rocdl.kernel} {
  gpu.func @kernel(%out: memref<?xf32>) workgroup(%shared: memref<16xf32, 3>) private(%priv: memref<2xf32, 5>) kernel {
    // CHECK: %[[COUNT:.*]] = llvm.mlir.constant(2 : i64) : i64
    // CHECK-NEXT: llvm.alloca %[[COUNT]] x f32 : (i64) -> !llvm.ptr<f32, 5>
    // CHECK: %[[TID:.*]] = rocdl.workitem.id.x : i32
    // CHECK-NEXT: %[[IDX:.*]] = llvm.sext %[[TID]] : i32 to i64
    // CHECK32: %[[TID:.*]] = rocdl.workitem.id.x : i32
    // CHECK32-NOT: llvm.sext
    %tx = gpu.thread_id x
    // CHECK: rocdl.workgroup.id.y : i32
    %by = gpu.block_id y
    // CHECK: rocdl.workgroup.dim.z : i32
    %bz = gpu.block_dim z
    // CHECK: rocdl.grid.dim.x : i32
    %gx = gpu.grid_dim x
    %a = arith.addi %tx, %by : index
    %b = arith.addi %bz, %gx : index
    %v = memref.load %out[%a] : memref<?xf32>
    // CHECK: llvm.call @__ocml_exp_f32(%{{.*}}) : (f32) -> f32
    %e = math.exp %v : f32
    memref.store %e, %shared[%b] : memref<16xf32, 3>
    memref.store %e, %priv[%b] : memref<2xf32, 5>
    // CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32, 5>
    // CHECK: rocdl.barrier
    gpu.barrier
    gpu.return
  }
}
