// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// The host kernel ABI: the kernel takes the runtime's context first, then the 12 ids the context holds
// (thread_id, block_dim, block_id, grid_dim; x, y, z), then its arguments expanded as gpu-to-llvm passes
// them; the entries load the ids from the context, gpu.thread_id and its kin are those arguments; barriers
// call through ctx->rt; workgroup attributions are slices of
// ctx->workgroup_memory (word 13), private ones allocas.  Each kernel gets a thread entry, a block entry when
// it never synchronizes, and the module exports `gpuopt_host_module`.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: llvm.func internal @ids(%arg0: !llvm.ptr<i8>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<i32>, %arg14: !llvm.ptr<i32>, %arg15: i64, %arg16: i64, %arg17: i64)
    // CHECK-SAME: attributes {gpuopt.host_kernel_context}
    gpu.func @ids(%out: memref<?xi32>) kernel {
      // CHECK: llvm.trunc %arg10 : i64 to i32
      // CHECK: llvm.getelementptr %{{.*}}[%arg2] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
      %g = gpu.grid_dim x
      %i = gpu.thread_id y
      %v = arith.index_cast %g : index to i32
      memref.store %v, %out[%i] : memref<?xi32>
      gpu.return
    }
    // CHECK-LABEL: llvm.func internal @tiles
    gpu.func @tiles(%out: memref<4xf32>) workgroup(%tile: memref<4xf32, 3>) private(%mine: memref<2xf32, 5>) kernel {
      // CHECK: %[[C13:.*]] = llvm.mlir.constant(13 : i64) : i64
      // CHECK: %[[WG:.*]] = llvm.load {{.*}} : !llvm.ptr<ptr<i8>>
      // CHECK: llvm.getelementptr %[[WG]][{{.*}}] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
      // CHECK: llvm.alloca {{.*}} x f32 : (i64) -> !llvm.ptr<f32>
      %c0 = arith.constant 0 : index
      %t = gpu.thread_id x
      %x = memref.load %out[%t] : memref<4xf32>
      memref.store %x, %tile[%t] : memref<4xf32, 3>
      // CHECK: %[[RT:.*]] = llvm.load {{.*}} : !llvm.ptr<ptr<struct<(i32, ptr<func<void (ptr<i8>, i32)>>,
      // CHECK: %[[SLOT:.*]] = llvm.getelementptr %[[RT]][{{.*}}, 1]
      // CHECK: %[[FN:.*]] = llvm.load %[[SLOT]] : !llvm.ptr<ptr<func<void (ptr<i8>, i32)>>>
      // CHECK: llvm.call %[[FN]](%arg0, %{{.*}}) : (!llvm.ptr<i8>, i32) -> ()
      gpu.barrier
      %y = memref.load %tile[%c0] : memref<4xf32, 3>
      memref.store %y, %mine[%c0] : memref<2xf32, 5>
      memref.store %y, %out[%t] : memref<4xf32>
      gpu.return
    }
  }
}

// CHECK-LABEL: llvm.func internal @__gpuopt_thread_ids(%arg0: !llvm.ptr<i8>, %arg1: !llvm.ptr<ptr<i8>>)
// CHECK: %[[W:.*]] = llvm.bitcast %arg0 : !llvm.ptr<i8> to !llvm.ptr<i64>
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[W]][%[[N]]] : (!llvm.ptr<i64>, i64) -> !llvm.ptr<i64>
// CHECK-NEXT: llvm.load %[[P]] : !llvm.ptr<i64>
// CHECK: llvm.call @ids(%arg0,
// CHECK-LABEL: llvm.func internal @__gpuopt_block_ids(%arg0: !llvm.ptr<i8>, %arg1: !llvm.ptr<ptr<i8>>)
// CHECK-LABEL: llvm.func internal @__gpuopt_thread_tiles
// CHECK-NOT: @__gpuopt_block_tiles
// CHECK: llvm.mlir.global internal constant @__gpuopt_module_name("kernels\00")
// CHECK: llvm.mlir.global internal constant @__gpuopt_kernels() : !llvm.array<2 x struct<(ptr<i8>, ptr<func<void (ptr<i8>, ptr<ptr<i8>>)>>, ptr<func<void (ptr<i8>, ptr<ptr<i8>>)>>, i64, i32, i32)>>
// CHECK: llvm.mlir.global external constant @gpuopt_host_module()
// CHECK: llvm.mlir.constant(1213550663 : i32) : i32
