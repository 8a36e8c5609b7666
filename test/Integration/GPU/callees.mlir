// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Functions of the gpu.module that a kernel calls may use GPU ops: they take the runtime's context and the
// thread's ids as the kernel does, and calls pass them on.  @lane reads the thread id, @exchange waits at a
// barrier (so the kernel runs as fibers), @block_sum reduces over the block with gpu.all_reduce (its slots
// lie after the kernel's workgroup tile), @report prints, @depth recurses; @twice uses no GPU op and stays
// an ordinary function.  Two blocks of 8 threads, i = 8 * block + thread:
//   out[i] = 2 * (8 * block + 7 - thread)   (the tile reversed through @exchange)
//   sums[block] = the sum of out over the block
//   depth[i] = thread + block_dim            (@depth(thread) recurses down to block_dim)

module attributes {gpu.container_module} {
  gpu.module @kernels {
    builtin.func @lane() -> index {
      %t = gpu.thread_id x
      return %t : index
    }
    builtin.func @twice(%x: f32) -> f32 {
      %y = arith.addf %x, %x : f32
      return %y : f32
    }
    builtin.func @exchange(%tile: memref<8xf32, 3>, %mine: index, %theirs: index, %v: f32) -> f32 {
      memref.store %v, %tile[%mine] : memref<8xf32, 3>
      gpu.barrier
      %w = memref.load %tile[%theirs] : memref<8xf32, 3>
      return %w : f32
    }
    builtin.func @block_sum(%v: f32) -> f32 {
      %s = gpu.all_reduce add %v {} : (f32) -> (f32)
      return %s : f32
    }
    builtin.func @report(%b: index, %s: f32) {
      gpu.printf "block %lld sums to %g\n" %b, %s : index, f32
      return
    }
    builtin.func @depth(%n: index) -> index {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %done = arith.cmpi eq, %n, %c0 : index
      cond_br %done, ^base, ^recurse
    ^base:
      %d = gpu.block_dim x
      return %d : index
    ^recurse:
      %m = arith.subi %n, %c1 : index
      %r = call @depth(%m) : (index) -> index
      %r1 = arith.addi %r, %c1 : index
      return %r1 : index
    }
    gpu.func @k(%out: memref<16xf32>, %sums: memref<2xf32>, %depth: memref<16xindex>)
        workgroup(%tile: memref<8xf32, 3>) kernel {
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %t = call @lane() : () -> index
      %b = gpu.block_id x
      %base = arith.muli %b, %c8 : index
      %i = arith.addi %base, %t : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = call @twice(%f) : (f32) -> f32
      %other = arith.subi %c7, %t : index
      %w = call @exchange(%tile, %t, %other, %v) : (memref<8xf32, 3>, index, index, f32) -> f32
      memref.store %w, %out[%i] : memref<16xf32>
      %s = call @block_sum(%w) : (f32) -> f32
      %d = call @depth(%t) : (index) -> index
      memref.store %d, %depth[%i] : memref<16xindex>
      %first = arith.cmpi eq, %t, %c0 : index
      cond_br %first, ^leader, ^done
    ^leader:
      memref.store %s, %sums[%b] : memref<2xf32>
      call @report(%b, %s) : (index, f32) -> ()
      br ^done
    ^done:
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %out = memref.alloc() : memref<16xf32>
    %sums = memref.alloc() : memref<2xf32>
    %depth = memref.alloc() : memref<16xindex>
    gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%out : memref<16xf32>, %sums : memref<2xf32>, %depth : memref<16xindex>)
    %u = memref.cast %out : memref<16xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %s = memref.cast %sums : memref<2xf32> to memref<*xf32>
    call @print_memref_f32(%s) : (memref<*xf32>) -> ()
    %d = memref.cast %depth : memref<16xindex> to memref<*xindex>
    call @print_memref_i64(%d) : (memref<*xindex>) -> ()
    memref.dealloc %out : memref<16xf32>
    memref.dealloc %sums : memref<2xf32>
    memref.dealloc %depth : memref<16xindex>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
  func private @print_memref_i64(memref<*xindex>)
}

// CHECK: block 0 sums to 56
// CHECK-NEXT: block 1 sums to 184
// CHECK: [14,  12,  10,  8,  6,  4,  2,  0,  30,  28,  26,  24,  22,  20,  18,  16]
// CHECK: [56,  184]
// CHECK: [8,  9,  10,  11,  12,  13,  14,  15,  8,  9,  10,  11,  12,  13,  14,  15]
