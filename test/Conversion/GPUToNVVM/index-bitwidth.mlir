// RUN: gpuopt --convert-gpu-to-nvvm=index-bitwidth=32 %s | FileCheck %s --check-prefix=CHECK32
// RUN: gpuopt --convert-gpu-to-nvvm='index-bitwidth=16' %s | FileCheck %s --check-prefix=CHECK16

// The index width: 32 bits read the registers as they are, 16 bits truncate.

gpu.module @widths {
  // CHECK32-LABEL: llvm.func @f(%arg0: !llvm.ptr<i32>, %arg1: !llvm.ptr<i32>, %arg2: i32, %arg3: i32, %arg4: i32)
  // CHECK16-LABEL: llvm.func @f(%arg0: !llvm.ptr<i16>, %arg1: !llvm.ptr<i16>, %arg2: i16, %arg3: i16, %arg4: i16)
  gpu.func @f(%out: memref<4xindex>) kernel {
    // CHECK32: %[[C2:.*]] = llvm.mlir.constant(2 : index) : i32
    // CHECK16: %[[C2:.*]] = llvm.mlir.constant(2 : index) : i16
    %c2 = arith.constant 2 : index
    // CHECK32: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK32-NEXT: llvm.add %[[T]], %[[C2]]  : i32
    // CHECK16: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK16-NEXT: %[[TRUNC:.*]] = llvm.trunc %[[T]] : i32 to i16
    // CHECK16-NEXT: llvm.add %[[TRUNC]], %[[C2]]  : i16
    %t = gpu.thread_id x
    %s = arith.addi %t, %c2 : index
    memref.store %s, %out[%c2] : memref<4xindex>
    gpu.return
  }
}
