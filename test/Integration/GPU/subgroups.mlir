// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Subgroup queries on the host runtime (subgroups of 32 lanes): 40 threads in a 20 x 2 block are two
// subgroups; each thread stores its subgroup id, thread 0 also the subgroup size and count.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subgroups(%ids: memref<40xi32>, %info: memref<2xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_dim x
      %row = arith.muli %ty, %bx : index
      %t = arith.addi %row, %tx : index
      %id = gpu.subgroup_id : index
      %idi = arith.index_cast %id : index to i32
      memref.store %idi, %ids[%t] : memref<40xi32>
      %first = arith.cmpi eq, %t, %c0 : index
      cond_br %first, ^info, ^done
    ^info:
      %size = gpu.subgroup_size : index
      %count = gpu.num_subgroups : index
      %si = arith.index_cast %size : index to i32
      %ci = arith.index_cast %count : index to i32
      memref.store %si, %info[%c0] : memref<2xi32>
      memref.store %ci, %info[%c1] : memref<2xi32>
      br ^done
    ^done:
      gpu.return
    }
  }
  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c20 = arith.constant 20 : index
    %ids = memref.alloc() : memref<40xi32>
    %info = memref.alloc() : memref<2xi32>
    gpu.launch_func @kernels::@subgroups blocks in (%c1, %c1, %c1) threads in (%c20, %c2, %c1)
        args(%ids : memref<40xi32>, %info : memref<2xi32>)
    %u = memref.cast %ids : memref<40xi32> to memref<*xi32>
    call @print_memref_i32(%u) : (memref<*xi32>) -> ()
    %v = memref.cast %info : memref<2xi32> to memref<*xi32>
    call @print_memref_i32(%v) : (memref<*xi32>) -> ()
    memref.dealloc %ids : memref<40xi32>
    memref.dealloc %info : memref<2xi32>
    return
  }
  func private @print_memref_i32(memref<*xi32>)
}

// CHECK: [0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  1,  1,  1,  1,  1,  1,  1,  1]
// CHECK: [32,  2]
