// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// Workgroup attributions become internal globals in address space 3 placed
// before the function, private attributions allocas in the default address
// space; the body sees both as memref descriptors of their static shape,
// built after the arguments' descriptors.

gpu.module @attributions {
  // CHECK: llvm.mlir.global internal @__wg_kernel_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
  // CHECK-NEXT: llvm.mlir.global internal @__wg_kernel_1() {addr_space = 3 : i32} : !llvm.array<8 x i32>
  // CHECK-NEXT: llvm.func @kernel(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, nvvm.kernel} {
  gpu.func @kernel(%arg: memref<?xf32>)
      workgroup(%shared: memref<32xf32, 3>, %shared2: memref<2x4xi32, 3>)
      private(%priv: memref<4x2xf32, 5>) kernel {
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[ADDR:.*]] = llvm.mlir.addressof @__wg_kernel_0 : !llvm.ptr<array<32 x f32>, 3>
    // CHECK-NEXT: %[[BASE:.*]] = llvm.getelementptr %[[ADDR]][%[[ZERO]], %[[ZERO]]] : (!llvm.ptr<array<32 x f32>, 3>, i32, i32) -> !llvm.ptr<f32, 3>
    // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32, 3>, ptr<f32, 3>, i64, array<1 x i64>, array<1 x i64>)>
    // CHECK: llvm.mlir.addressof @__wg_kernel_1 : !llvm.ptr<array<8 x i32>, 3>
    // CHECK: llvm.mlir.constant(2 : index) : i64
    // CHECK: llvm.mlir.constant(4 : index) : i64
    // CHECK: llvm.mlir.constant(4 : index) : i64
    // CHECK: llvm.mlir.constant(1 : index) : i64
    // CHECK: %[[COUNT:.*]] = llvm.mlir.constant(8 : i64) : i64
    // CHECK-NEXT: %[[PRIV:.*]] = llvm.alloca %[[COUNT]] x f32 : (i64) -> !llvm.ptr<f32>
    // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
    // CHECK-NEXT: llvm.insertvalue %[[PRIV]]
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = memref.load %arg[%c0] : memref<?xf32>
    memref.store %v, %shared[%c1] : memref<32xf32, 3>
    memref.store %v, %priv[%c1, %c0] : memref<4x2xf32, 5>
    %i = memref.load %shared2[%c1, %c1] : memref<2x4xi32, 3>
    memref.store %i, %shared2[%c0, %c0] : memref<2x4xi32, 3>
    // CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32, 3>
    // CHECK: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<i32, 3>
    gpu.return
  }
}
