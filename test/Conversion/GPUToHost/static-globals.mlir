// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// Globals in address space 3 (CUDA's `__shared__` variables) are one copy per block: each address of one
// becomes ctx->workgroup_memory + its offset, the same in every function of the module, and the globals go.
// The static globals follow the largest static part of the kernels that use any of them (@big's 20-byte tile,
// rounded up to 32), each at a multiple of 16 (@a 12 bytes at 32, @b 8 bytes at 48), then the dynamic memory
// (64); the kernels that use them are padded to 64, since the runtime puts the dynamic bytes there.  A
// memref.global's address keeps the host's address space 0; one in the LLVM dialect is cast back to 3.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-NOT: llvm.mlir.global
    memref.global "private" @a : memref<3xf32, 3>
    llvm.mlir.global internal @b() {addr_space = 3 : i32} : !llvm.array<2 x i32>
    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x i32>
    // CHECK-LABEL: llvm.func internal @first(%arg0: !llvm.ptr<i8>
    // CHECK-SAME: attributes {gpuopt.host_kernel_context}
    // CHECK:      %[[W:.*]] = llvm.load %{{.*}} : !llvm.ptr<ptr<i8>>
    // CHECK-NEXT: %[[OFFSET:.*]] = llvm.mlir.constant(32 : i64) : i64
    // CHECK-NEXT: %[[START:.*]] = llvm.getelementptr %[[W]][%[[OFFSET]]] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    // CHECK-NEXT: %[[A:.*]] = llvm.bitcast %[[START]] : !llvm.ptr<i8> to !llvm.ptr<array<3 x f32>>
    // CHECK-NEXT: llvm.mlir.constant(0 : index) : i64
    // CHECK-NEXT: llvm.getelementptr %[[A]]
    // CHECK:      llvm.mlir.constant(48 : i64) : i64
    // CHECK-NEXT: llvm.getelementptr
    // CHECK-NEXT: llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<array<2 x i32>>
    // CHECK-NEXT: llvm.addrspacecast %{{.*}} : !llvm.ptr<array<2 x i32>> to !llvm.ptr<array<2 x i32>, 3>
    // CHECK:      llvm.mlir.constant(64 : i64) : i64
    // CHECK-NEXT: llvm.getelementptr
    // CHECK-NEXT: llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<array<0 x i32>>
    // CHECK-NEXT: llvm.addrspacecast %{{.*}} : !llvm.ptr<array<0 x i32>> to !llvm.ptr<array<0 x i32>, 3>
    builtin.func @first() {
      %a = memref.get_global @a : memref<3xf32, 3>
      %b = llvm.mlir.addressof @b : !llvm.ptr<array<2 x i32>, 3>
      %s = llvm.mlir.addressof @smem : !llvm.ptr<array<0 x i32>, 3>
      return
    }
    gpu.func @small() workgroup(%tile: memref<2xi32, 3>) kernel {
      call @first() : () -> ()
      gpu.return
    }
    gpu.func @big() workgroup(%tile: memref<5xi32, 3>) kernel {
      %b = llvm.mlir.addressof @b : !llvm.ptr<array<2 x i32>, 3>
      gpu.return
    }
    gpu.func @none() workgroup(%tile: memref<5xi32, 3>) kernel {
      gpu.return
    }
  }
}

// The kernels' static workgroup bytes: @small and @big padded to 64, @none its own 20.
// CHECK-LABEL: @__gpuopt_kernels()
// CHECK: llvm.mlir.constant(64 : i64) : i64
// CHECK: llvm.mlir.constant(64 : i64) : i64
// CHECK: llvm.mlir.constant(20 : i64) : i64
