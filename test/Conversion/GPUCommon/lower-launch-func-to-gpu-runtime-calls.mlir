// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s
// RUN: gpuopt %s --gpu-to-llvm=gpu-binary-annotation=nvvm.cubin | FileCheck %s --check-prefix=CUBIN

// gpu.launch_func lowering, CHECK lines taken from mlir-opt 14's output.
//  - The kernel's gpu.module must carry the binary as a string attribute named
//    by the pass option gpu-binary-annotation (default `gpu.binary`). The
//    gpu.modules are erased.
//  - The binary becomes `llvm.mlir.global internal constant
//    @<module>_gpubin_cst("<binary>")` (no terminating NUL) and the kernel
//    name `@<module>_<kernel>_kernel_name("<kernel>\00")`. Both are inserted at
//    the START of the module, so the one created last comes first.
//  - At the launch: addressof + gep [0, 0] of the binary, mgpuModuleLoad;
//    addressof + gep of the name, mgpuModuleGetFunction; an i32 zero (created
//    even when dynamic_shared_memory_size is given); the stream (the single
//    dependency, or a new stream without dependencies); the kernel arguments
//    (memref descriptors flattened into their fields) are stored into an
//    alloca'ed identified struct, whose field addresses go into an array of
//    `count` !llvm.ptr<i8>; then mgpuLaunchKernel(function, grid x/y/z,
//    block x/y/z, shared memory size, stream, params, null extra) and
//    mgpuModuleUnload. The async token is the stream.
//  - The identified struct of the kernel arguments is named "" the first time
//    and ".1", ".2", ... afterwards (LLVM's renaming of identified structs).
// Each launch below uses its own gpu.module: mlir-opt 14 fails with
// "redefinition of symbol" when two launches use kernels of one gpu.module.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: llvm.mlir.global internal constant @scalars_kernel_kernel_name("kernel\00")
// CHECK-NEXT: llvm.mlir.global internal constant @scalars_gpubin_cst("SCALARS")
// CHECK-NEXT: llvm.mlir.global internal constant @noargs_module_empty_kernel_name("empty\00")
// CHECK-NEXT: llvm.mlir.global internal constant @noargs_module_gpubin_cst("NOARGS")
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_kernel_kernel_name("kernel\00")
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_gpubin_cst("CUBIN\00\7F")
// CUBIN: module attributes {gpu.container_module} {
// CUBIN-NEXT: llvm.mlir.global internal constant @scalars_kernel_kernel_name("kernel\00")
// CUBIN-NEXT: llvm.mlir.global internal constant @scalars_gpubin_cst("NVVM_SCALARS")
// CUBIN-NEXT: llvm.mlir.global internal constant @noargs_module_empty_kernel_name("empty\00")
// CUBIN-NEXT: llvm.mlir.global internal constant @noargs_module_gpubin_cst("NVVM_NOARGS")
// CUBIN-NEXT: llvm.mlir.global internal constant @kernels_kernel_kernel_name("kernel\00")
// CUBIN-NEXT: llvm.mlir.global internal constant @kernels_gpubin_cst("NVVM\00\01\FF")
// CUBIN-LABEL: llvm.func @launch_f32_memref_async(
// CUBIN: llvm.mlir.addressof @kernels_gpubin_cst : !llvm.ptr<array<7 x i8>>
// CUBIN-LABEL: llvm.func @launch_no_args(
// CUBIN: llvm.mlir.addressof @noargs_module_gpubin_cst : !llvm.ptr<array<11 x i8>>
// CUBIN-LABEL: llvm.func @launch_scalars_and_2d_memref(
// CUBIN: llvm.mlir.addressof @scalars_gpubin_cst : !llvm.ptr<array<12 x i8>>
module attributes {gpu.container_module} {

  // The binary may contain any bytes; the array length counts them.
  gpu.module @kernels attributes {gpu.binary = "CUBIN\00\7F", nvvm.cubin = "NVVM\00\01\FF"} {
    gpu.func @kernel(%arg0 : f32, %arg1 : memref<?xf32>) kernel {
      gpu.return
    }
  }

  gpu.module @noargs_module attributes {gpu.binary = "NOARGS", nvvm.cubin = "NVVM_NOARGS"} {
    gpu.func @empty() kernel {
      gpu.return
    }
  }

  gpu.module @scalars attributes {gpu.binary = "SCALARS", nvvm.cubin = "NVVM_SCALARS"} {
    gpu.func @kernel(%arg0 : i32, %arg1 : index, %arg2 : f16, %arg3 : memref<4x?xi64>) kernel {
      gpu.return
    }
  }

  // Async launch with one dependency, arguments f32 + memref<?xf32>, distinct
  // grid and block sizes and a dynamic shared memory size.
  // CHECK-LABEL: llvm.func @launch_f32_memref_async(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: f32, %[[ARG7:.*]]: !llvm.ptr<f32>, %[[ARG8:.*]]: !llvm.ptr<f32>, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64, %[[ARG11:.*]]: i64, %[[ARG12:.*]]: i32) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG7]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG11]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR0:.*]] = llvm.mlir.addressof @kernels_gpubin_cst : !llvm.ptr<array<7 x i8>>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[ADDR0]][%[[C0]], %[[C0]]] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[MODULE0:.*]] = llvm.call @mgpuModuleLoad(%[[GEP0]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @kernels_kernel_kernel_name : !llvm.ptr<array<7 x i8>>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[ADDR1]][%[[C1]], %[[C1]]] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[FUNC0:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE0]], %[[GEP1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC4]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C3]] x !llvm.struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)> : (i32) -> !llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(6 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C4]] x !llvm.ptr<i8> : (i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 0] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.store %[[ARG6]], %[[GEP2]] : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP3:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C6]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[GEP2]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST0]], %[[GEP3]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[GEP4:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 1] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: llvm.store %[[EXT0]], %[[GEP4]] : !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: %[[GEP5:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C7]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[GEP4]] : !llvm.ptr<ptr<f32>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST1]], %[[GEP5]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[GEP6:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 2] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: llvm.store %[[EXT1]], %[[GEP6]] : !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: %[[GEP7:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C8]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[GEP6]] : !llvm.ptr<ptr<f32>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST2]], %[[GEP7]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C9:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: %[[GEP8:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 3] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT2]], %[[GEP8]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP9:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C9]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST3:.*]] = llvm.bitcast %[[GEP8]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST3]], %[[GEP9]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C10:.*]] = llvm.mlir.constant(4 : i32) : i32
  // CHECK-NEXT: %[[GEP10:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 4] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT3]], %[[GEP10]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP11:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C10]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST4:.*]] = llvm.bitcast %[[GEP10]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST4]], %[[GEP11]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C11:.*]] = llvm.mlir.constant(5 : i32) : i32
  // CHECK-NEXT: %[[GEP12:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 5] : (!llvm.ptr<struct<"", (f32, ptr<f32>, ptr<f32>, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT4]], %[[GEP12]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP13:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C11]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST5:.*]] = llvm.bitcast %[[GEP12]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST5]], %[[GEP13]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FUNC0]], %[[ARG0]], %[[ARG1]], %[[ARG2]], %[[ARG3]], %[[ARG4]], %[[ARG5]], %[[ARG12]], %[[STREAM0]], %[[ALLOCA1]], %[[NULL0]]) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MODULE0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @launch_f32_memref_async(%gx : index, %gy : index, %gz : index,
                                %bx : index, %by : index, %bz : index,
                                %f : f32, %m : memref<?xf32>, %smem : i32) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel
        blocks in (%gx, %gy, %gz) threads in (%bx, %by, %bz)
        dynamic_shared_memory_size %smem
        args(%f : f32, %m : memref<?xf32>)
    gpu.wait [%t1]
    return
  }

  // Async launch without dependencies and without arguments: a new stream,
  // an empty struct (".1") and an array of 0 pointers; the shared memory size
  // is the i32 zero.
  // CHECK-LABEL: llvm.func @launch_no_args(
  // CHECK-SAME: %[[ARG0:.*]]: i64) {
  // CHECK-NEXT: %[[ADDR0:.*]] = llvm.mlir.addressof @noargs_module_gpubin_cst : !llvm.ptr<array<6 x i8>>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[ADDR0]][%[[C0]], %[[C0]]] : (!llvm.ptr<array<6 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[MODULE0:.*]] = llvm.call @mgpuModuleLoad(%[[GEP0]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @noargs_module_empty_kernel_name : !llvm.ptr<array<6 x i8>>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[ADDR1]][%[[C1]], %[[C1]]] : (!llvm.ptr<array<6 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[FUNC0:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE0]], %[[GEP1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C3]] x !llvm.struct<".1", ()> : (i32) -> !llvm.ptr<struct<".1", ()>>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C4]] x !llvm.ptr<i8> : (i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FUNC0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[C2]], %[[STREAM0]], %[[ALLOCA1]], %[[NULL0]]) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MODULE0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @launch_no_args(%sz : index) {
    %t0 = gpu.launch_func async @noargs_module::@empty
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.wait [%t0]
    return
  }

  // Scalars of several types and a rank-2 memref (7 descriptor fields).
  // CHECK-LABEL: llvm.func @launch_scalars_and_2d_memref(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: f16, %[[ARG4:.*]]: !llvm.ptr<i64>, %[[ARG5:.*]]: !llvm.ptr<i64>, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: i64, %[[ARG8:.*]]: i64, %[[ARG9:.*]]: i64, %[[ARG10:.*]]: i64) {
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[ARG4]], %[[UNDEF0]][0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[ARG5]], %[[DESC0]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[ARG6]], %[[DESC1]][2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG7]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[ARG9]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC5:.*]] = llvm.insertvalue %[[ARG8]], %[[DESC4]][3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[DESC6:.*]] = llvm.insertvalue %[[ARG10]], %[[DESC5]][4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR0:.*]] = llvm.mlir.addressof @scalars_gpubin_cst : !llvm.ptr<array<7 x i8>>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[ADDR0]][%[[C0]], %[[C0]]] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[MODULE0:.*]] = llvm.call @mgpuModuleLoad(%[[GEP0]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @scalars_kernel_kernel_name : !llvm.ptr<array<7 x i8>>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[ADDR1]][%[[C1]], %[[C1]]] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[FUNC0:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE0]], %[[GEP1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC6]][0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC6]][1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC6]][2] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC6]][3, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC6]][3, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT5:.*]] = llvm.extractvalue %[[DESC6]][4, 0] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[EXT6:.*]] = llvm.extractvalue %[[DESC6]][4, 1] : !llvm.struct<(ptr<i64>, ptr<i64>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C3]] x !llvm.struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)> : (i32) -> !llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(10 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C4]] x !llvm.ptr<i8> : (i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 0] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i32>
  // CHECK-NEXT: llvm.store %[[ARG1]], %[[GEP2]] : !llvm.ptr<i32>
  // CHECK-NEXT: %[[GEP3:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C6]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[GEP2]] : !llvm.ptr<i32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST0]], %[[GEP3]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[GEP4:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 1] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[ARG2]], %[[GEP4]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP5:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C7]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[GEP4]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST1]], %[[GEP5]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[GEP6:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 2] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<f16>
  // CHECK-NEXT: llvm.store %[[ARG3]], %[[GEP6]] : !llvm.ptr<f16>
  // CHECK-NEXT: %[[GEP7:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C8]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[GEP6]] : !llvm.ptr<f16> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST2]], %[[GEP7]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C9:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: %[[GEP8:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 3] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<i64>>
  // CHECK-NEXT: llvm.store %[[EXT0]], %[[GEP8]] : !llvm.ptr<ptr<i64>>
  // CHECK-NEXT: %[[GEP9:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C9]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST3:.*]] = llvm.bitcast %[[GEP8]] : !llvm.ptr<ptr<i64>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST3]], %[[GEP9]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C10:.*]] = llvm.mlir.constant(4 : i32) : i32
  // CHECK-NEXT: %[[GEP10:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 4] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<i64>>
  // CHECK-NEXT: llvm.store %[[EXT1]], %[[GEP10]] : !llvm.ptr<ptr<i64>>
  // CHECK-NEXT: %[[GEP11:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C10]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST4:.*]] = llvm.bitcast %[[GEP10]] : !llvm.ptr<ptr<i64>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST4]], %[[GEP11]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C11:.*]] = llvm.mlir.constant(5 : i32) : i32
  // CHECK-NEXT: %[[GEP12:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 5] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT2]], %[[GEP12]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP13:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C11]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST5:.*]] = llvm.bitcast %[[GEP12]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST5]], %[[GEP13]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C12:.*]] = llvm.mlir.constant(6 : i32) : i32
  // CHECK-NEXT: %[[GEP14:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 6] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT3]], %[[GEP14]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP15:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C12]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST6:.*]] = llvm.bitcast %[[GEP14]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST6]], %[[GEP15]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C13:.*]] = llvm.mlir.constant(7 : i32) : i32
  // CHECK-NEXT: %[[GEP16:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 7] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT4]], %[[GEP16]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP17:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C13]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST7:.*]] = llvm.bitcast %[[GEP16]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST7]], %[[GEP17]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C14:.*]] = llvm.mlir.constant(8 : i32) : i32
  // CHECK-NEXT: %[[GEP18:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 8] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT5]], %[[GEP18]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP19:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C14]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST8:.*]] = llvm.bitcast %[[GEP18]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST8]], %[[GEP19]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C15:.*]] = llvm.mlir.constant(9 : i32) : i32
  // CHECK-NEXT: %[[GEP20:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C5]], 9] : (!llvm.ptr<struct<".2", (i32, i64, f16, ptr<i64>, ptr<i64>, i64, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT6]], %[[GEP20]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP21:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C15]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST9:.*]] = llvm.bitcast %[[GEP20]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST9]], %[[GEP21]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FUNC0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[C2]], %[[STREAM0]], %[[ALLOCA1]], %[[NULL0]]) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MODULE0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @launch_scalars_and_2d_memref(%sz : index, %a : i32, %b : index, %c : f16, %m : memref<4x?xi64>) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @scalars::@kernel
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
        args(%a : i32, %b : index, %c : f16, %m : memref<4x?xi64>)
    gpu.wait [%t1]
    return
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuModuleLoad(!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuModuleGetFunction(!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuLaunchKernel(!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>)
  // CHECK-NEXT: llvm.func @mgpuModuleUnload(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: }
}
