// ORACLE-XFAIL: convert-gpu-to-host is gpuopt's own pass (MLIR 14 has no host kernel runtime)
// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-host)' | FileCheck %s

// The dynamic workgroup memory (an external zero-length array in address space 3, MLIR 14's way to reach it)
// lies after the static part: each address of it becomes ctx->workgroup_memory (word 13) + the offset, cast
// to address space 3; the global goes.  The offset is the largest static size of the kernels that use it
// (here @big's 20-byte tile, rounded up to 16), and those kernels' static sizes are padded to it, because
// the runtime puts the dynamic bytes at the static size rounded up to 16.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-NOT: llvm.mlir.global external @smem
    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x i32>
    // CHECK-LABEL: llvm.func internal @first(%arg0: !llvm.ptr<i8>
    // CHECK-SAME: -> !llvm.ptr<i32, 3> attributes {gpuopt.host_kernel_context}
    // CHECK:      %[[W:.*]] = llvm.load %{{.*}} : !llvm.ptr<ptr<i8>>
    // CHECK-NEXT: %[[OFFSET:.*]] = llvm.mlir.constant(32 : i64) : i64
    // CHECK-NEXT: %[[START:.*]] = llvm.getelementptr %[[W]][%[[OFFSET]]] : (!llvm.ptr<i8>, i64) -> !llvm.ptr<i8>
    // CHECK-NEXT: %[[TYPED:.*]] = llvm.bitcast %[[START]] : !llvm.ptr<i8> to !llvm.ptr<array<0 x i32>>
    // CHECK-NEXT: %[[P:.*]] = llvm.addrspacecast %[[TYPED]] : !llvm.ptr<array<0 x i32>> to !llvm.ptr<array<0 x i32>, 3>
    // CHECK-NEXT: llvm.mlir.constant(0 : i64)
    // CHECK-NEXT: llvm.getelementptr %[[P]]
    builtin.func @first() -> !llvm.ptr<i32, 3> {
      %base = llvm.mlir.addressof @smem : !llvm.ptr<array<0 x i32>, 3>
      %c0 = llvm.mlir.constant(0 : i64) : i64
      %p = llvm.getelementptr %base[%c0, %c0] : (!llvm.ptr<array<0 x i32>, 3>, i64, i64) -> !llvm.ptr<i32, 3>
      return %p : !llvm.ptr<i32, 3>
    }
    gpu.func @small() workgroup(%tile: memref<2xi32, 3>) kernel {
      %p = call @first() : () -> !llvm.ptr<i32, 3>
      gpu.return
    }
    gpu.func @big() workgroup(%tile: memref<5xi32, 3>) kernel {
      %p = call @first() : () -> !llvm.ptr<i32, 3>
      gpu.return
    }
    gpu.func @none() workgroup(%tile: memref<5xi32, 3>) kernel {
      gpu.return
    }
  }
}

// The kernels' static workgroup bytes: @small and @big padded to 32, @none its own 20.
// CHECK-LABEL: @__gpuopt_kernels()
// CHECK: llvm.mlir.constant(32 : i64) : i64
// CHECK: llvm.mlir.constant(32 : i64) : i64
// CHECK: llvm.mlir.constant(20 : i64) : i64
