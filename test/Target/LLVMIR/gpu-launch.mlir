// RUN: gpuopt --gpu-to-llvm %s | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// The host side of kernel launches, translated to LLVM IR.  --gpu-to-llvm
// packs the kernel arguments into identified structs named "", ".1", ...:
// the empty name becomes a numbered type (%0), as mlir-translate 14 writes it,
// and an argument-less kernel gets the empty struct {}.  The binaries and
// kernel names are internal constant byte arrays; their addresses reach
// mgpuModuleLoad / mgpuModuleGetFunction as constant GEPs of the globals.

// CHECK: %0 = type {float, float*, float*, i64, i64, i64}
// CHECK: %".1" = type {}
// CHECK: @"empty_module_empty_kernel_name" = internal constant [6 x i8] c"empty\00"
// CHECK: @"empty_module_gpubin_cst" = internal constant [5 x i8] c"EMPTY"
// CHECK: @"kernels_kernel_kernel_name" = internal constant [7 x i8] c"kernel\00"
// CHECK: @"kernels_gpubin_cst" = internal constant [6 x i8] c"BIN\00\7f\ff"
module attributes {gpu.container_module} {
  gpu.module @kernels attributes {gpu.binary = "BIN\00\7F\FF"} {
    gpu.func @kernel(%arg0 : f32, %arg1 : memref<?xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @empty_module attributes {gpu.binary = "EMPTY"} {
    gpu.func @empty() kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: define void @"launch"(float %"arg0", float* %"arg1", float* %"arg2", i64 %"arg3", i64 %"arg4", i64 %"arg5", i64 %"arg6")
  // CHECK: %[[STREAM:"[^"]+"]] = call i8* @"mgpuStreamCreate"()
  // CHECK: %[[BIN:"[^"]+"]] = getelementptr [6 x i8], [6 x i8]* @"kernels_gpubin_cst", i64 0, i64 0
  // CHECK: %[[MOD:"[^"]+"]] = call i8* @"mgpuModuleLoad"(i8* %[[BIN]])
  // CHECK: %[[NAME:"[^"]+"]] = getelementptr [7 x i8], [7 x i8]* @"kernels_kernel_kernel_name", i64 0, i64 0
  // CHECK: %[[FN:"[^"]+"]] = call i8* @"mgpuModuleGetFunction"(i8* %[[MOD]], i8* %[[NAME]])
  // CHECK: %[[ARGS:"[^"]+"]] = alloca %0, i32 1
  // CHECK: %[[PARAMS:"[^"]+"]] = alloca i8*, i32 6
  // CHECK: %[[F0:"[^"]+"]] = getelementptr %0, %0* %[[ARGS]], i32 0, i32 0
  // CHECK-NEXT: store float %"arg0", float* %[[F0]]
  // CHECK-NEXT: %[[P0:"[^"]+"]] = getelementptr i8*, i8** %[[PARAMS]], i32 0
  // CHECK-NEXT: %[[C0:"[^"]+"]] = bitcast float* %[[F0]] to i8*
  // CHECK-NEXT: store i8* %[[C0]], i8** %[[P0]]
  // CHECK: call void @"mgpuLaunchKernel"(i8* %[[FN]], i64 %"arg6", i64 %"arg6", i64 %"arg6", i64 %"arg6", i64 %"arg6", i64 %"arg6", i32 0, i8* %[[STREAM]], i8** %[[PARAMS]], i8** null)
  // CHECK: call void @"mgpuModuleUnload"(i8* %[[MOD]])
  // CHECK: call void @"mgpuStreamSynchronize"(i8* %[[STREAM]])
  // CHECK: call void @"mgpuStreamDestroy"(i8* %[[STREAM]])
  // CHECK-NEXT: ret void
  func @launch(%f : f32, %m : memref<?xf32>, %n : index) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%f : f32, %m : memref<?xf32>)
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: define void @"launch_no_args"(i64 %"arg0")
  // CHECK: alloca %".1", i32 1
  // CHECK: alloca i8*, i32 0
  // CHECK: call void @"mgpuLaunchKernel"(
  func @launch_no_args(%n : index) {
    gpu.launch_func @empty_module::@empty blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }

  // CHECK: declare i8* @"mgpuStreamCreate"()
  // CHECK: declare i8* @"mgpuModuleLoad"(i8* %"arg0")
  // CHECK: declare void @"mgpuLaunchKernel"(i8* %"arg0", i64 %"arg1", i64 %"arg2", i64 %"arg3", i64 %"arg4", i64 %"arg5", i64 %"arg6", i32 %"arg7", i8* %"arg8", i8** %"arg9", i8** %"arg10")
}
