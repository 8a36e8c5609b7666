// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// `dynamic_shared_memory_size` bytes of workgroup memory follow the kernel's static part.  MLIR 14 has no op
// for them: a kernel reaches them as CUDA's `extern __shared__`, an external zero-length array in address
// space 3 of the gpu.module, here from a function the kernel calls (@slot).  Each of 6 threads writes its id
// to the dynamic memory and -1 to its static tile, and after a barrier reads the dynamic memory backwards
// and the tile: out = [5, 4, 3, 2, 1, 0] if the two do not overlap, tiles = -1.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x f32>
    builtin.func @slot(%i: index) -> !llvm.ptr<f32, 3> {
      %base = llvm.mlir.addressof @smem : !llvm.ptr<array<0 x f32>, 3>
      %c0 = llvm.mlir.constant(0 : i64) : i64
      %ii = arith.index_cast %i : index to i64
      %p = llvm.getelementptr %base[%c0, %ii] : (!llvm.ptr<array<0 x f32>, 3>, i64, i64) -> !llvm.ptr<f32, 3>
      return %p : !llvm.ptr<f32, 3>
    }
    gpu.func @reverse(%out: memref<?xf32>, %tiles: memref<?xf32>) workgroup(%tile: memref<6xf32, 3>) kernel {
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %c1 = arith.constant 1 : index
      %minus = arith.constant -1.0 : f32
      %ti = arith.index_cast %t : index to i32
      %f = arith.sitofp %ti : i32 to f32
      %p = call @slot(%t) : (index) -> !llvm.ptr<f32, 3>
      llvm.store %f, %p : !llvm.ptr<f32, 3>
      memref.store %minus, %tile[%t] : memref<6xf32, 3>
      gpu.barrier
      %last = arith.subi %n, %c1 : index
      %r = arith.subi %last, %t : index
      %q = call @slot(%r) : (index) -> !llvm.ptr<f32, 3>
      %v = llvm.load %q : !llvm.ptr<f32, 3>
      memref.store %v, %out[%t] : memref<?xf32>
      %w = memref.load %tile[%r] : memref<6xf32, 3>
      memref.store %w, %tiles[%t] : memref<?xf32>
      gpu.return
    }
  }
  func @main() {
    %c1 = arith.constant 1 : index
    %c6 = arith.constant 6 : index
    %bytes = arith.constant 24 : i32
    %out = memref.alloc(%c6) : memref<?xf32>
    %tiles = memref.alloc(%c6) : memref<?xf32>
    gpu.launch_func @kernels::@reverse blocks in (%c1, %c1, %c1) threads in (%c6, %c1, %c1)
        dynamic_shared_memory_size %bytes args(%out : memref<?xf32>, %tiles : memref<?xf32>)
    %u = memref.cast %out : memref<?xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %v = memref.cast %tiles : memref<?xf32> to memref<*xf32>
    call @print_memref_f32(%v) : (memref<*xf32>) -> ()
    memref.dealloc %out : memref<?xf32>
    memref.dealloc %tiles : memref<?xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [5,  4,  3,  2,  1,  0]
// CHECK: [-1,  -1,  -1,  -1,  -1,  -1]
