// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --runtime=host --check-bounds 2>&1 | FileCheck %s

// --check-bounds checks every memory access of a kernel against its memref's sizes.  The first launch is
// correct and runs as without the option; in the second, thread 6 of block 1 reads its workgroup tile at
// index 8, one past its end (a GPU reads whatever lies there): the run stops with an error naming the
// kernel, block, thread, index, size and the load's location, after the output of the blocks before it.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[b * 8 + t] = in[b * 8 + (t + shift) % 8 + b * extra], through a workgroup tile.
    gpu.func @rotate(%in: memref<16xf32>, %out: memref<16xf32>, %extra: index) workgroup(%tile: memref<8xf32, 3>)
        kernel {
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %base = arith.muli %b, %c8 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<16xf32>
      memref.store %x, %tile[%t] : memref<8xf32, 3>
      gpu.barrier
      %next = arith.addi %t, %c1 : index
      %wrapped = arith.remui %next, %c8 : index
      %more = arith.muli %b, %extra : index
      %j = arith.addi %wrapped, %more : index
      %y = memref.load %tile[%j] : memref<8xf32, 3>
      memref.store %y, %out[%i] : memref<16xf32>
      gpu.return
    }
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %in = memref.alloc() : memref<16xf32>
    %out = memref.alloc() : memref<16xf32>
    br ^fill(%c0 : index)
  ^fill(%i: index):
    %more = arith.cmpi slt, %i, %c16 : index
    cond_br %more, ^body, ^launch
  ^body:
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %in[%i] : memref<16xf32>
    %next = arith.addi %i, %c1 : index
    br ^fill(%next : index)
  ^launch:
    gpu.launch_func @kernels::@rotate blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%in : memref<16xf32>, %out : memref<16xf32>, %c0 : index)
    %u = memref.cast %out : memref<16xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    gpu.launch_func @kernels::@rotate blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%in : memref<16xf32>, %out : memref<16xf32>, %c1 : index)
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %in : memref<16xf32>
    memref.dealloc %out : memref<16xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [1,  2,  3,  4,  5,  6,  7,  0,  9,  10,  11,  12,  13,  14,  15,  8]
// CHECK-NEXT: gpuopt runtime error: mgpuLaunchKernel({{.*}}): kernel "rotate" block (1, 0, 0) thread (6, 0, 0): index 8 is out of bounds for dimension 0 of size 8 at {{.*}}check-bounds.mlir:27:12
// CHECK-NOT: {{.}}
