// RUN: gpuopt --gpu-to-llvm %s | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// The host side of kernel launches, translated to LLVM IR as mlir-translate 14
// writes it.  --gpu-to-llvm packs the kernel arguments into identified structs
// named "", ".1", ...: the empty name becomes a numbered type (%0), and an
// argument-less kernel gets the empty struct {}.  The binaries and kernel names
// are internal constant byte arrays; their addresses reach mgpuModuleLoad /
// mgpuModuleGetFunction as folded constant GEPs (inbounds, as LLVM's constant
// folder makes them).

// CHECK: %0 = type { float, float*, float*, i64, i64, i64 }
// CHECK: %.1 = type {}
// CHECK: @empty_module_empty_kernel_name = internal constant [6 x i8] c"empty\00"
// CHECK: @empty_module_gpubin_cst = internal constant [5 x i8] c"EMPTY"
// CHECK: @kernels_kernel_kernel_name = internal constant [7 x i8] c"kernel\00"
// CHECK: @kernels_gpubin_cst = internal constant [6 x i8] c"BIN\00\7F\FF"
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

  // CHECK-LABEL: define void @launch(float %0, float* %1, float* %2, i64 %3, i64 %4, i64 %5, i64 %6) !dbg
  // CHECK: %[[STREAM:[0-9]+]] = call i8* @mgpuStreamCreate(), !dbg
  // CHECK-NEXT: %[[MOD:[0-9]+]] = call i8* @mgpuModuleLoad(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @kernels_gpubin_cst, i64 0, i64 0)), !dbg
  // CHECK-NEXT: %[[FN:[0-9]+]] = call i8* @mgpuModuleGetFunction(i8* %[[MOD]], i8* getelementptr inbounds ([7 x i8], [7 x i8]* @kernels_kernel_kernel_name, i64 0, i64 0)), !dbg
  // CHECK: %[[ARGS:[0-9]+]] = alloca %0, align 8, !dbg
  // CHECK-NEXT: %[[PARAMS:[0-9]+]] = alloca i8*, i32 6, align 8, !dbg
  // CHECK-NEXT: %[[F0:[0-9]+]] = getelementptr %0, %0* %[[ARGS]], i32 0, i32 0, !dbg
  // CHECK-NEXT: store float %0, float* %[[F0]], align 4, !dbg
  // CHECK-NEXT: %[[P0:[0-9]+]] = getelementptr i8*, i8** %[[PARAMS]], i32 0, !dbg
  // CHECK-NEXT: %[[C0:[0-9]+]] = bitcast float* %[[F0]] to i8*, !dbg
  // CHECK-NEXT: store i8* %[[C0]], i8** %[[P0]], align 8, !dbg
  // CHECK: call void @mgpuLaunchKernel(i8* %[[FN]], i64 %6, i64 %6, i64 %6, i64 %6, i64 %6, i64 %6, i32 0, i8* %[[STREAM]], i8** %[[PARAMS]], i8** null), !dbg
  // CHECK: call void @mgpuModuleUnload(i8* %[[MOD]]), !dbg
  // CHECK: call void @mgpuStreamSynchronize(i8* %[[STREAM]]), !dbg
  // CHECK: call void @mgpuStreamDestroy(i8* %[[STREAM]]), !dbg
  // CHECK-NEXT: ret void, !dbg
  func @launch(%f : f32, %m : memref<?xf32>, %n : index) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%f : f32, %m : memref<?xf32>)
    gpu.wait [%t1]
    return
  }

  // CHECK-LABEL: define void @launch_no_args(i64 %0) !dbg
  // CHECK: alloca %.1, align 8, !dbg
  // CHECK: alloca i8*, i32 0, align 8, !dbg
  // CHECK: call void @mgpuLaunchKernel(
  func @launch_no_args(%n : index) {
    gpu.launch_func @empty_module::@empty blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }

  // CHECK: declare i8* @mgpuStreamCreate()
  // CHECK: declare i8* @mgpuModuleLoad(i8*)
  // CHECK: declare void @mgpuLaunchKernel(i8*, i64, i64, i64, i64, i64, i64, i32, i8*, i8**, i8**)
}
