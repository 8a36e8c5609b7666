// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// gpu-to-llvm passes an unranked memref as its rank and a pointer to its ranked descriptor; the kernel packs
// the two into the unranked descriptor (the pointer is host memory, which host kernels can read).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: llvm.func internal @k(%arg0: !llvm.ptr<i8>, {{.*}}, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr<i8>)
    // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
    // CHECK-NEXT: %[[R:.*]] = llvm.insertvalue %arg13, %[[U]][0] : !llvm.struct<(i64, ptr<i8>)>
    // CHECK-NEXT: %[[D:.*]] = llvm.insertvalue %arg14, %[[R]][1] : !llvm.struct<(i64, ptr<i8>)>
    // CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr<i8>)>
    // CHECK-NEXT: %[[T:.*]] = llvm.bitcast %[[P]] : !llvm.ptr<i8> to !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
    // CHECK-NEXT: llvm.load %[[T]]
    gpu.func @k(%u: memref<*xf32>) kernel {
      %m = memref.cast %u : memref<*xf32> to memref<?xf32>
      gpu.return
    }
  }
}
