// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host --check-bounds | FileCheck %s

// Workgroup memory declared as globals of the gpu.module, as CUDA's `__shared__` variables: a memref.global
// in address space 3 (@a), an llvm.mlir.global in address space 3 reached from a function the kernel calls
// (@b), and the launch's dynamic memory (@smem), beside a workgroup attribution and an all_reduce's slots.
// Each block has its own copy of each.  Thread t of block b (g = 6b + t) writes g, 100 + g, 200 + g and
// 300 + g to the four, the block sums g with gpu.all_reduce, and after a barrier each thread reads slot
// 5 - t of the four: rows of reversed ids, offset by 0, 100, 200 and 300, if no two pieces overlap.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @a : memref<6xf32, 3>
    llvm.mlir.global internal @b() {addr_space = 3 : i32} : !llvm.array<6 x f32>
    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x f32>
    builtin.func @slot_b(%i: index) -> !llvm.ptr<f32, 3> {
      %base = llvm.mlir.addressof @b : !llvm.ptr<array<6 x f32>, 3>
      %c0 = llvm.mlir.constant(0 : i64) : i64
      %ii = arith.index_cast %i : index to i64
      %p = llvm.getelementptr %base[%c0, %ii] : (!llvm.ptr<array<6 x f32>, 3>, i64, i64) -> !llvm.ptr<f32, 3>
      return %p : !llvm.ptr<f32, 3>
    }
    gpu.func @pieces(%out: memref<5x12xf32>) workgroup(%tile: memref<6xf32, 3>) kernel {
      %t = gpu.thread_id x
      %blk = gpu.block_id x
      %n = gpu.block_dim x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c100 = arith.constant 100.0 : f32
      %c200 = arith.constant 200.0 : f32
      %c300 = arith.constant 300.0 : f32
      %first = arith.muli %blk, %n : index
      %g = arith.addi %first, %t : index
      %gi = arith.index_cast %g : index to i32
      %f = arith.sitofp %gi : i32 to f32
      %a = memref.get_global @a : memref<6xf32, 3>
      %smem = llvm.mlir.addressof @smem : !llvm.ptr<array<0 x f32>, 3>
      %zero = llvm.mlir.constant(0 : i64) : i64
      memref.store %f, %tile[%t] : memref<6xf32, 3>
      %fa = arith.addf %f, %c100 : f32
      memref.store %fa, %a[%t] : memref<6xf32, 3>
      %pb = call @slot_b(%t) : (index) -> !llvm.ptr<f32, 3>
      %fb = arith.addf %f, %c200 : f32
      llvm.store %fb, %pb : !llvm.ptr<f32, 3>
      %ti = arith.index_cast %t : index to i64
      %ps = llvm.getelementptr %smem[%zero, %ti] : (!llvm.ptr<array<0 x f32>, 3>, i64, i64) -> !llvm.ptr<f32, 3>
      %fs = arith.addf %f, %c300 : f32
      llvm.store %fs, %ps : !llvm.ptr<f32, 3>
      %sum = gpu.all_reduce add %f {} : (f32) -> (f32)
      gpu.barrier
      %last = arith.subi %n, %c1 : index
      %r = arith.subi %last, %t : index
      %vt = memref.load %tile[%r] : memref<6xf32, 3>
      memref.store %vt, %out[%c0, %g] : memref<5x12xf32>
      %va = memref.load %a[%r] : memref<6xf32, 3>
      memref.store %va, %out[%c1, %g] : memref<5x12xf32>
      %qb = call @slot_b(%r) : (index) -> !llvm.ptr<f32, 3>
      %vb = llvm.load %qb : !llvm.ptr<f32, 3>
      memref.store %vb, %out[%c2, %g] : memref<5x12xf32>
      %ri = arith.index_cast %r : index to i64
      %qs = llvm.getelementptr %smem[%zero, %ri] : (!llvm.ptr<array<0 x f32>, 3>, i64, i64) -> !llvm.ptr<f32, 3>
      %vs = llvm.load %qs : !llvm.ptr<f32, 3>
      memref.store %vs, %out[%c3, %g] : memref<5x12xf32>
      memref.store %sum, %out[%c4, %g] : memref<5x12xf32>
      gpu.return
    }
  }
  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %bytes = arith.constant 24 : i32
    %out = memref.alloc() : memref<5x12xf32>
    gpu.launch_func @kernels::@pieces blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1)
        dynamic_shared_memory_size %bytes args(%out : memref<5x12xf32>)
    %u = memref.cast %out : memref<5x12xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %out : memref<5x12xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: data =
// CHECK-NEXT: [5,   4,   3,   2,   1,   0,   11,   10,   9,   8,   7,   6],
// CHECK-NEXT: [105,   104,   103,   102,   101,   100,   111,   110,   109,   108,   107,   106],
// CHECK-NEXT: [205,   204,   203,   202,   201,   200,   211,   210,   209,   208,   207,   206],
// CHECK-NEXT: [305,   304,   303,   302,   301,   300,   311,   310,   309,   308,   307,   306],
// CHECK-NEXT: [15,   15,   15,   15,   15,   15,   51,   51,   51,   51,   51,   51]]
