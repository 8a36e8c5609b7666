// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Barriers with workgroup and private memory: each of 2 blocks of 8 threads loads its slice into a workgroup
// buffer, waits at a barrier, and writes the slice back reversed, plus its right neighbour's value (read
// after a second barrier from another workgroup buffer, through a private buffer).  Without the barriers,
// threads would read slots nobody has written yet.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reverse(%in: memref<16xf32>, %out: memref<16xf32>, %next: memref<16xf32>)
        workgroup(%tile: memref<8xf32, 3>, %copy: memref<8xf32, 3>) private(%mine: memref<1xf32, 5>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %base = arith.muli %b, %c8 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<16xf32>
      memref.store %x, %tile[%t] : memref<8xf32, 3>
      gpu.barrier
      %r = arith.subi %c7, %t : index
      %y = memref.load %tile[%r] : memref<8xf32, 3>
      memref.store %y, %out[%i] : memref<16xf32>
      memref.store %y, %mine[%c0] : memref<1xf32, 5>
      %z = memref.load %mine[%c0] : memref<1xf32, 5>
      memref.store %z, %copy[%t] : memref<8xf32, 3>
      gpu.barrier
      %t1 = arith.addi %t, %c1 : index
      %wrap = arith.remui %t1, %c8 : index
      %n = memref.load %copy[%wrap] : memref<8xf32, 3>
      memref.store %n, %next[%i] : memref<16xf32>
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
    %next = memref.alloc() : memref<16xf32>
    br ^fill(%c0 : index)
  ^fill(%i: index):
    %more = arith.cmpi slt, %i, %c16 : index
    cond_br %more, ^body, ^launch
  ^body:
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    memref.store %fi, %in[%i] : memref<16xf32>
    %j = arith.addi %i, %c1 : index
    br ^fill(%j : index)
  ^launch:
    gpu.launch_func @kernels::@reverse blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%in : memref<16xf32>, %out : memref<16xf32>, %next : memref<16xf32>)
    %u = memref.cast %out : memref<16xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %v = memref.cast %next : memref<16xf32> to memref<*xf32>
    call @print_memref_f32(%v) : (memref<*xf32>) -> ()
    memref.dealloc %in : memref<16xf32>
    memref.dealloc %out : memref<16xf32>
    memref.dealloc %next : memref<16xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [7,  6,  5,  4,  3,  2,  1,  0,  15,  14,  13,  12,  11,  10,  9,  8]
// CHECK: [6,  5,  4,  3,  2,  1,  0,  7,  14,  13,  12,  11,  10,  9,  8,  15]
