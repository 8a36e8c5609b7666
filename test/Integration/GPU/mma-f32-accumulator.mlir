// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// A 16x16 by 16x32 product on the tensor-core ops, f16 operands and an f32 accumulator: one block of two
// subgroups (64 threads), subgroup s computing columns [16 s, 16 s + 16) of out = (A B + C) * 0.5 + 1.
// The threads first round the f32 inputs to f16 into workgroup memory (each thread a strided share), then
// wait at a barrier; the operands come from there, C from global memory.  The inputs are small integers,
// so every value is exact: A[i][k] = (i + 2k) % 7 - 3, B[k][j] = (3k + j) % 5 - 2, C[i][j] = i - j.
// tests/test_host_mma.py checks every element against numpy.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<16x16xf32>, %b: memref<16x32xf32>, %c: memref<16x32xf32>, %out: memref<16x32xf32>)
        workgroup(%ta: memref<16x16xf16, 3>, %tb: memref<16x32xf16, 3>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c256 = arith.constant 256 : index
      %c512 = arith.constant 512 : index
      %t = gpu.thread_id x
      scf.for %e = %t to %c256 step %c64 {
        %i = arith.divui %e, %c16 : index
        %k = arith.remui %e, %c16 : index
        %v = memref.load %a[%i, %k] : memref<16x16xf32>
        %h = arith.truncf %v : f32 to f16
        memref.store %h, %ta[%i, %k] : memref<16x16xf16, 3>
      }
      scf.for %e = %t to %c512 step %c64 {
        %k = arith.divui %e, %c32 : index
        %j = arith.remui %e, %c32 : index
        %v = memref.load %b[%k, %j] : memref<16x32xf32>
        %h = arith.truncf %v : f32 to f16
        memref.store %h, %tb[%k, %j] : memref<16x32xf16, 3>
      }
      gpu.barrier
      %s = gpu.subgroup_id : index
      %col = arith.muli %s, %c16 : index
      %A = gpu.subgroup_mma_load_matrix %ta[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %B = gpu.subgroup_mma_load_matrix %tb[%c0, %col] {leadDimension = 32 : index} : memref<16x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %C = gpu.subgroup_mma_load_matrix %c[%c0, %col] {leadDimension = 32 : index} : memref<16x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %H = gpu.subgroup_mma_constant_matrix %half : !gpu.mma_matrix<16x16xf32, "COp">
      %O = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf32, "COp">
      %E = gpu.subgroup_mma_elementwise mulf %D, %H : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      %F = gpu.subgroup_mma_elementwise addf %E, %O : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %F, %out[%c0, %col] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x32xf32>
      gpu.return
    }
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %a = memref.alloc() : memref<16x16xf32>
    %b = memref.alloc() : memref<16x32xf32>
    %c = memref.alloc() : memref<16x32xf32>
    %out = memref.alloc() : memref<16x32xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c16 step %c1 {
        %twice = arith.muli %k, %c2 : index
        %sum = arith.addi %i, %twice : index
        %m = arith.remui %sum, %c7 : index
        %v = arith.subi %m, %c3 : index
        %vi = arith.index_cast %v : index to i64
        %vf = arith.sitofp %vi : i64 to f32
        memref.store %vf, %a[%i, %k] : memref<16x16xf32>
      }
    }
    scf.for %k = %c0 to %c16 step %c1 {
      scf.for %j = %c0 to %c32 step %c1 {
        %thrice = arith.muli %k, %c3 : index
        %sum = arith.addi %thrice, %j : index
        %m = arith.remui %sum, %c5 : index
        %v = arith.subi %m, %c2 : index
        %vi = arith.index_cast %v : index to i64
        %vf = arith.sitofp %vi : i64 to f32
        memref.store %vf, %b[%k, %j] : memref<16x32xf32>
        %d = arith.subi %k, %j : index
        %di = arith.index_cast %d : index to i64
        %df = arith.sitofp %di : i64 to f32
        memref.store %df, %c[%k, %j] : memref<16x32xf32>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<16x16xf32>, %b : memref<16x32xf32>, %c : memref<16x32xf32>, %out : memref<16x32xf32>)
    %u = memref.cast %out : memref<16x32xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    return
  }

  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [16, 32] strides = [32, 1] data =
// (A B)[0][0] = 11 and C[0][0] = 0: 11 * 0.5 + 1; then columns 1 and 2, and column 16, the second subgroup's.
// CHECK-NEXT: {{\[}}[6.5,   -6,   -6,   1.5,   4,   4,   -8.5,   -8.5,   -1,   1.5,   1.5,   -11,   -11,   -3.5,   -1,   -1,   -13.5,
