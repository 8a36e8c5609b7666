// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Every gpu.all_reduce operation, and the region form, over a 6x2 block whose thread t (linear id) holds
// t + 1 (i32) and (t + 1) / 4 (f32).  Thread 0 stores the results; max and min compare unsigned, as MLIR 14's
// lowering does, which makes no difference for these positive values.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%out: memref<9xi32>, %fout: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_dim x
      %row = arith.muli %ty, %bx : index
      %t = arith.addi %row, %tx : index
      %t1 = arith.addi %t, %c1 : index
      %v = arith.index_cast %t1 : index to i32
      %vf = arith.sitofp %v : i32 to f32
      %quarter = arith.constant 0.25 : f32
      %f = arith.mulf %vf, %quarter : f32
      %add = gpu.all_reduce add %v {} : (i32) -> (i32)
      %mul = gpu.all_reduce mul %v {} : (i32) -> (i32)
      %and = gpu.all_reduce and %v {} : (i32) -> (i32)
      %or = gpu.all_reduce or %v {} : (i32) -> (i32)
      %xor = gpu.all_reduce xor %v {} : (i32) -> (i32)
      %max = gpu.all_reduce max %v {} : (i32) -> (i32)
      %min = gpu.all_reduce min %v {} : (i32) -> (i32)
      %region = gpu.all_reduce %v {
      ^bb(%lhs : i32, %rhs : i32):
        %sum = arith.addi %lhs, %rhs : i32
        %twice = arith.addi %sum, %sum : i32
        %half = arith.constant 1 : i32
        %r = arith.shrui %twice, %half : i32
        "gpu.yield"(%r) : (i32) -> ()
      } : (i32) -> (i32)
      %fadd = gpu.all_reduce add %f {} : (f32) -> (f32)
      %mine = gpu.all_reduce max %t1 {} : (index) -> (index)
      %is0 = arith.cmpi eq, %t, %c0 : index
      cond_br %is0, ^store, ^done
    ^store:
      memref.store %add, %out[%c0] : memref<9xi32>
      memref.store %mul, %out[%c1] : memref<9xi32>
      memref.store %and, %out[%c2] : memref<9xi32>
      memref.store %or, %out[%c3] : memref<9xi32>
      memref.store %xor, %out[%c4] : memref<9xi32>
      memref.store %max, %out[%c5] : memref<9xi32>
      memref.store %min, %out[%c6] : memref<9xi32>
      memref.store %region, %out[%c7] : memref<9xi32>
      %m = arith.index_cast %mine : index to i32
      memref.store %m, %out[%c8] : memref<9xi32>
      memref.store %fadd, %fout[%c0] : memref<1xf32>
      br ^done
    ^done:
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %out = memref.alloc() : memref<9xi32>
    %fout = memref.alloc() : memref<1xf32>
    gpu.launch_func @kernels::@reduce blocks in (%c1, %c1, %c1) threads in (%c6, %c2, %c1)
        args(%out : memref<9xi32>, %fout : memref<1xf32>)
    %u = memref.cast %out : memref<9xi32> to memref<*xi32>
    call @print_memref_i32(%u) : (memref<*xi32>) -> ()
    %uf = memref.cast %fout : memref<1xf32> to memref<*xf32>
    call @print_memref_f32(%uf) : (memref<*xf32>) -> ()
    memref.dealloc %out : memref<9xi32>
    memref.dealloc %fout : memref<1xf32>
    return
  }
  func private @print_memref_i32(memref<*xi32>)
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [78,  479001600,  0,  15,  12,  12,  1,  78,  12]
// CHECK: [19.5]
