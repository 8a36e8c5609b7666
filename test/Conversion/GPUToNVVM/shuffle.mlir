// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// gpu.shuffle becomes nvvm.shfl.sync over the active lanes below `width`,
// with 14's mask and clamp sequence (`up` clamps at 32 - width).

gpu.module @shuffles {
  // CHECK-LABEL: llvm.func @shuffles(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: !llvm.ptr<f32>
  gpu.func @shuffles(%v: f32, %offset: i32, %width: i32, %out: memref<4xf32>, %ok: memref<4xi1>) {
    %c0 = arith.constant 0 : index
    // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-NEXT: %[[MINUS_ONE:.*]] = llvm.mlir.constant(-1 : i32) : i32
    // CHECK-NEXT: %[[THIRTY_TWO:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-NEXT: %[[INACTIVE:.*]] = llvm.sub %[[THIRTY_TWO]], %arg2  : i32
    // CHECK-NEXT: %[[MASK:.*]] = llvm.lshr %[[MINUS_ONE]], %[[INACTIVE]]  : i32
    // CHECK-NEXT: %[[CLAMP:.*]] = llvm.sub %arg2, %[[ONE]]  : i32
    // CHECK-NEXT: %[[SHFL:.*]] = nvvm.shfl.sync  bfly %[[MASK]], %arg0, %arg1, %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    // CHECK-NEXT: %[[VALUE:.*]] = llvm.extractvalue %[[SHFL]][0 : index] : !llvm.struct<(f32, i1)>
    // CHECK-NEXT: %[[VALID:.*]] = llvm.extractvalue %[[SHFL]][1 : index] : !llvm.struct<(f32, i1)>
    %r0, %p0 = gpu.shuffle xor %v, %offset, %width : f32
    // CHECK: %[[INACTIVE_UP:.*]] = llvm.sub %{{.*}}, %arg2  : i32
    // CHECK-NEXT: %[[MASK_UP:.*]] = llvm.lshr %{{.*}}, %[[INACTIVE_UP]]  : i32
    // CHECK-NEXT: nvvm.shfl.sync  up %[[MASK_UP]], %arg0, %arg1, %[[INACTIVE_UP]] {return_value_and_is_valid}
    %r1, %p1 = gpu.shuffle up %v, %offset, %width : f32
    // CHECK: nvvm.shfl.sync  down
    %r2, %p2 = gpu.shuffle down %v, %offset, %width : f32
    // CHECK: nvvm.shfl.sync  idx
    %r3, %p3 = gpu.shuffle idx %v, %offset, %width : f32
    memref.store %r0, %out[%c0] : memref<4xf32>
    memref.store %r1, %out[%c0] : memref<4xf32>
    memref.store %r2, %out[%c0] : memref<4xf32>
    memref.store %r3, %out[%c0] : memref<4xf32>
    memref.store %p0, %ok[%c0] : memref<4xi1>
    gpu.return
  }
}
