// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// A sync gpu.launch_func (no async token, no dependencies), CHECK lines taken
// from mlir-opt 14's output: 14 creates a stream for it (after
// mgpuModuleGetFunction and the i32 zero), launches the kernel on it,
// synchronizes and destroys the stream, and only then unloads the module
// (an async launch unloads it right after mgpuLaunchKernel).
// The module-level symbols created by the conversion are all inserted at the
// START of the module (globals of the launches, malloc/free of the memref
// lowering), so they appear in reverse order of creation; the mgpu* functions
// are declared at the end, in order of creation.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT: llvm.mlir.global internal constant @other_kernels_no_args_kernel_name("no_args\00")
// CHECK-NEXT: llvm.mlir.global internal constant @other_kernels_gpubin_cst("BLOB2")
// CHECK-NEXT: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_kernel_kernel_name("kernel\00")
// CHECK-NEXT: llvm.mlir.global internal constant @kernels_gpubin_cst("BLOB")
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr<i8>
module attributes {gpu.container_module} {

  gpu.module @kernels attributes {gpu.binary = "BLOB"} {
    gpu.func @kernel(%arg0 : memref<8xf32>, %arg1 : i64) kernel {
      gpu.return
    }
  }

  gpu.module @other_kernels attributes {gpu.binary = "BLOB2"} {
    gpu.func @no_args() kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: llvm.func @sync_launch(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i64, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64) {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[C0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[CALL0:.*]] = llvm.call @malloc(%[[SIZE0]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[CALL0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C2]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[C0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C1]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[ADDR0:.*]] = llvm.mlir.addressof @kernels_gpubin_cst : !llvm.ptr<array<4 x i8>>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[ADDR0]][%[[C3]], %[[C3]]] : (!llvm.ptr<array<4 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[MODULE0:.*]] = llvm.call @mgpuModuleLoad(%[[GEP1]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @kernels_kernel_kernel_name : !llvm.ptr<array<7 x i8>>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP2:.*]] = llvm.getelementptr %[[ADDR1]][%[[C4]], %[[C4]]] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[FUNC0:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE0]], %[[GEP2]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EXT0:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT1:.*]] = llvm.extractvalue %[[DESC4]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT2:.*]] = llvm.extractvalue %[[DESC4]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT3:.*]] = llvm.extractvalue %[[DESC4]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EXT4:.*]] = llvm.extractvalue %[[DESC4]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C6:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C6]] x !llvm.struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)> : (i32) -> !llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>
  // CHECK-NEXT: %[[C7:.*]] = llvm.mlir.constant(6 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C7]] x !llvm.ptr<i8> : (i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C8:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[C9:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[GEP3:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 0] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: llvm.store %[[EXT0]], %[[GEP3]] : !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: %[[GEP4:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C9]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST1:.*]] = llvm.bitcast %[[GEP3]] : !llvm.ptr<ptr<f32>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST1]], %[[GEP4]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C10:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[GEP5:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 1] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: llvm.store %[[EXT1]], %[[GEP5]] : !llvm.ptr<ptr<f32>>
  // CHECK-NEXT: %[[GEP6:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C10]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST2:.*]] = llvm.bitcast %[[GEP5]] : !llvm.ptr<ptr<f32>> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST2]], %[[GEP6]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C11:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-NEXT: %[[GEP7:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 2] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT2]], %[[GEP7]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP8:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C11]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST3:.*]] = llvm.bitcast %[[GEP7]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST3]], %[[GEP8]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C12:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: %[[GEP9:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 3] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT3]], %[[GEP9]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP10:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C12]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST4:.*]] = llvm.bitcast %[[GEP9]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST4]], %[[GEP10]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C13:.*]] = llvm.mlir.constant(4 : i32) : i32
  // CHECK-NEXT: %[[GEP11:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 4] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[EXT4]], %[[GEP11]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP12:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C13]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST5:.*]] = llvm.bitcast %[[GEP11]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST5]], %[[GEP12]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C14:.*]] = llvm.mlir.constant(5 : i32) : i32
  // CHECK-NEXT: %[[GEP13:.*]] = llvm.getelementptr %[[ALLOCA0]][%[[C8]], 5] : (!llvm.ptr<struct<"", (ptr<f32>, ptr<f32>, i64, i64, i64, i64)>>, i32) -> !llvm.ptr<i64>
  // CHECK-NEXT: llvm.store %[[ARG6]], %[[GEP13]] : !llvm.ptr<i64>
  // CHECK-NEXT: %[[GEP14:.*]] = llvm.getelementptr %[[ALLOCA1]][%[[C14]]] : (!llvm.ptr<ptr<i8>>, i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[CAST6:.*]] = llvm.bitcast %[[GEP13]] : !llvm.ptr<i64> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.store %[[CAST6]], %[[GEP14]] : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[NULL1:.*]] = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FUNC0]], %[[ARG0]], %[[ARG1]], %[[ARG2]], %[[ARG3]], %[[ARG4]], %[[ARG5]], %[[C5]], %[[STREAM0]], %[[ALLOCA1]], %[[NULL1]]) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MODULE0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EXT5:.*]] = llvm.extractvalue %[[DESC4]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[CAST7:.*]] = llvm.bitcast %[[EXT5]] : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @free(%[[CAST7]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @sync_launch(%gx : index, %gy : index, %gz : index,
                    %bx : index, %by : index, %bz : index, %i : i64) {
    %m = memref.alloc() : memref<8xf32>
    gpu.launch_func @kernels::@kernel
        blocks in (%gx, %gy, %gz) threads in (%bx, %by, %bz)
        args(%m : memref<8xf32>, %i : i64)
    memref.dealloc %m : memref<8xf32>
    return
  }

  // A sync launch with a dynamic shared memory size and no arguments.
  // CHECK-LABEL: llvm.func @sync_launch_shared_memory(
  // CHECK-SAME: %[[ARG0:.*]]: i64, %[[ARG1:.*]]: i32) {
  // CHECK-NEXT: %[[ADDR0:.*]] = llvm.mlir.addressof @other_kernels_gpubin_cst : !llvm.ptr<array<5 x i8>>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[ADDR0]][%[[C0]], %[[C0]]] : (!llvm.ptr<array<5 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[MODULE0:.*]] = llvm.call @mgpuModuleLoad(%[[GEP0]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ADDR1:.*]] = llvm.mlir.addressof @other_kernels_no_args_kernel_name : !llvm.ptr<array<8 x i8>>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[GEP1:.*]] = llvm.getelementptr %[[ADDR1]][%[[C1]], %[[C1]]] : (!llvm.ptr<array<8 x i8>>, i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[FUNC0:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE0]], %[[GEP1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C2:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C3:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA0:.*]] = llvm.alloca %[[C3]] x !llvm.struct<".1", ()> : (i32) -> !llvm.ptr<struct<".1", ()>>
  // CHECK-NEXT: %[[C4:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[ALLOCA1:.*]] = llvm.alloca %[[C4]] x !llvm.ptr<i8> : (i32) -> !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: %[[C5:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<ptr<i8>>
  // CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FUNC0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG0]], %[[ARG1]], %[[STREAM0]], %[[ALLOCA1]], %[[NULL0]]) : (!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuModuleUnload(%[[MODULE0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @sync_launch_shared_memory(%sz : index, %smem : i32) {
    gpu.launch_func @other_kernels::@no_args
        blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
        dynamic_shared_memory_size %smem
    return
  }
  // CHECK-NEXT: llvm.func @mgpuModuleLoad(!llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuModuleGetFunction(!llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuLaunchKernel(!llvm.ptr<i8>, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr<i8>, !llvm.ptr<ptr<i8>>, !llvm.ptr<ptr<i8>>)
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuModuleUnload(!llvm.ptr<i8>)
  // CHECK-NEXT: }
}
