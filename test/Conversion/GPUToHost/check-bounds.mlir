// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host{check-bounds})' | FileCheck %s
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s --check-prefix=PLAIN

// With check-bounds, each index of a memory access is checked against its memref's size, a dynamic size read
// from the descriptor, a static one a constant, before the access: a call of the module's
// __gpuopt_check_index(ctx, index, size, site, dimension), which calls the runtime's bounds_error (field 5 of
// ctx->rt) when the index is not below the size, compared unsigned.  The site is the access's entry in the
// module's table of locations.  Such a kernel's block entry keeps ctx->thread_id (flags 0), which the error
// message reads.  Without the option there are no checks and the block entry does not keep the ids (flags 2).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: llvm.func internal @copy(
    gpu.func @copy(%in: memref<?xf32>, %out: memref<4x8xf32>) workgroup(%tile: memref<16xf32, 3>)
        private(%one: memref<f32, 5>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      // CHECK: %[[SITE0:.*]] = llvm.mlir.constant(0 : i32) : i32
      // CHECK: %[[SIZE:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
      // CHECK: %[[DIM0:.*]] = llvm.mlir.constant(0 : i32) : i32
      // CHECK: llvm.call @__gpuopt_check_index(%arg0, %arg1, %[[SIZE]], %[[SITE0]], %[[DIM0]]) : (!llvm.ptr<i8>, i64, i64, i32, i32) -> ()
      // CHECK: llvm.load
      %x = memref.load %in[%t] : memref<?xf32>
      // CHECK: %[[SITE1:.*]] = llvm.mlir.constant(1 : i32) : i32
      // CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i64) : i64
      // CHECK: llvm.call @__gpuopt_check_index(%arg0, %arg1, %[[C16]], %[[SITE1]], %{{.*}})
      // CHECK: llvm.store
      memref.store %x, %tile[%t] : memref<16xf32, 3>
      // CHECK: %[[SITE2:.*]] = llvm.mlir.constant(2 : i32) : i32
      // CHECK: %[[C4:.*]] = llvm.mlir.constant(4 : i64) : i64
      // CHECK: llvm.call @__gpuopt_check_index(%arg0, %arg7, %[[C4]], %[[SITE2]], %{{.*}})
      // CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
      // CHECK: %[[DIM1:.*]] = llvm.mlir.constant(1 : i32) : i32
      // CHECK: llvm.call @__gpuopt_check_index(%arg0, %arg1, %[[C8]], %[[SITE2]], %[[DIM1]])
      // CHECK: llvm.store
      memref.store %x, %out[%b, %t] : memref<4x8xf32>
      // A rank-0 memref has nothing to check.
      // CHECK-NOT: @__gpuopt_check_index
      // CHECK: llvm.store
      memref.store %x, %one[] : memref<f32, 5>
      gpu.return
    }
  }
}

// CHECK-LABEL: llvm.func internal @__gpuopt_check_index(%arg0: !llvm.ptr<i8>, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: i32) {
// CHECK-NEXT:   %[[BAD:.*]] = llvm.icmp "uge" %arg1, %arg2 : i64
// CHECK-NEXT:   llvm.cond_br %[[BAD]], ^bb1, ^bb2
// CHECK:      ^bb1:
// CHECK:        %[[SLOT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}, 5]
// CHECK-NEXT:   %[[FN:.*]] = llvm.load %[[SLOT]] : !llvm.ptr<ptr<func<void (ptr<i8>, i32, i64, i64, i32)>>>
// CHECK-NEXT:   llvm.call %[[FN]](%arg0, %arg3, %arg1, %arg2, %arg4) : (!llvm.ptr<i8>, i32, i64, i64, i32) -> ()
// CHECK-NEXT:   llvm.unreachable
// CHECK:      ^bb2:
// CHECK-NEXT:   llvm.return

// The site table: the three accesses' locations, in order.
// CHECK: llvm.mlir.global internal constant @__gpuopt_site_0("{{.*}}check-bounds.mlir:24:12\00")
// CHECK: llvm.mlir.global internal constant @__gpuopt_site_1("{{.*}}check-bounds.mlir:29:7\00")
// CHECK: llvm.mlir.global internal constant @__gpuopt_site_2("{{.*}}check-bounds.mlir:37:7\00")
// The kernel's flags: it calls the runtime, so its block entry keeps the thread ids.
// CHECK: llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %[[FLAGS:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.insertvalue %[[FLAGS]], %{{.*}}[0, 4]

// PLAIN-NOT: __gpuopt_check_index
// PLAIN: llvm.mlir.constant(64 : i64) : i64
// PLAIN-NEXT: %[[FLAGS:.*]] = llvm.mlir.constant(2 : i32) : i32
// PLAIN: llvm.insertvalue %[[FLAGS]], %{{.*}}[0, 4]
// PLAIN-NOT: __gpuopt_check_index
