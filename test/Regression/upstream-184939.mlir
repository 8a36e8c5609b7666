// RUN: gpuopt --gpu-to-llvm %s | FileCheck %s
// RUN: not gpuopt '--gpu-to-llvm=use-bare-pointers-for-kernels=1' %s 2>&1 | FileCheck %s --check-prefix=OPTION

// llvm-project#184939 (fixed by llvm-project PR #185062): `--gpu-to-llvm` with
// use-bare-pointers-for-kernels=true hit an llvm_unreachable in
// promoteOperands for a gpu.launch_func whose kernel takes an unranked memref.
// MLIR 14's gpu-to-llvm has no bare-pointer option (mlir-opt 14: "no such
// option"), so the port launches the same kernel with the default calling
// convention, which passes the unranked descriptor as its two fields (rank,
// pointer to the ranked descriptor); gpuopt's output equals mlir-opt 14's. The
// option itself is a one-line error, as in mlir-opt 14.

// CHECK-LABEL: llvm.func @launch(%arg0: i64, %arg1: !llvm.ptr<i8>)
// CHECK: llvm.call @mgpuModuleLoad
// CHECK: llvm.alloca %{{[0-9]+}} x !llvm.struct<"", (i64, ptr<i8>)> : (i32) -> !llvm.ptr<struct<"", (i64, ptr<i8>)>>
// CHECK: llvm.call @mgpuLaunchKernel
// CHECK: llvm.return

// OPTION: <Pass-Options-Parser>: no such option use-bare-pointers-for-kernels
// OPTION-NOT: internal error
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : memref<*xf32>) kernel {
      gpu.return
    }
  }
  func @launch(%m : memref<*xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<*xf32>)
    return
  }
}
