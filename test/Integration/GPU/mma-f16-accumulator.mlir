// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// The tensor-core ops with an f16 accumulator, in one subgroup of 32 threads, A 16x32 and B 32x16 taken in
// two k-steps of 16:
// - first = A B + 1, accumulated in place: each step loads the tile from workgroup memory, adds a product
//   and stores it back (on the host the subgroup's first lane does the work for all, so no lane loads a tile
//   another has already overwritten);
// - second = min(max(A B, 0), 12) / 2, accumulated in registers (scf.for iter_args), then elementwise ops.
// The threads round the f32 inputs to f16 into workgroup memory first and, after the products, widen both
// results to f32 for printing (each thread a strided share, a barrier between).  A[i][k] = (3i + k) % 7 - 3,
// B[k][j] = (2k + j) % 7 - 3: every value is exact in f16, and the products range over [-74, 73].  tests/test_host_mma.py checks them against numpy.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<16x32xf32>, %b: memref<32x16xf32>, %first: memref<16x16xf32>, %second: memref<16x16xf32>)
        workgroup(%ta: memref<16x32xf16, 3>, %tb: memref<32x16xf16, 3>, %tc: memref<16x16xf16, 3>, %tr: memref<16x16xf16, 3>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c256 = arith.constant 256 : index
      %c512 = arith.constant 512 : index
      %one = arith.constant 1.0 : f16
      %t = gpu.thread_id x
      scf.for %e = %t to %c512 step %c32 {
        %i = arith.divui %e, %c32 : index
        %k = arith.remui %e, %c32 : index
        %v = memref.load %a[%i, %k] : memref<16x32xf32>
        %h = arith.truncf %v : f32 to f16
        memref.store %h, %ta[%i, %k] : memref<16x32xf16, 3>
        %k2 = arith.divui %e, %c16 : index
        %j2 = arith.remui %e, %c16 : index
        %w = memref.load %b[%k2, %j2] : memref<32x16xf32>
        %g = arith.truncf %w : f32 to f16
        memref.store %g, %tb[%k2, %j2] : memref<32x16xf16, 3>
      }
      scf.for %e = %t to %c256 step %c32 {
        %i = arith.divui %e, %c16 : index
        %j = arith.remui %e, %c16 : index
        memref.store %one, %tc[%i, %j] : memref<16x16xf16, 3>
      }
      gpu.barrier
      %zero = arith.constant 0.0 : f16
      %Z = gpu.subgroup_mma_constant_matrix %zero : !gpu.mma_matrix<16x16xf16, "COp">
      %sum = scf.for %kk = %c0 to %c32 step %c16 iter_args(%acc = %Z) -> (!gpu.mma_matrix<16x16xf16, "COp">) {
        %A = gpu.subgroup_mma_load_matrix %ta[%c0, %kk] {leadDimension = 32 : index} : memref<16x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
        %B = gpu.subgroup_mma_load_matrix %tb[%kk, %c0] {leadDimension = 16 : index} : memref<32x16xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
        %C = gpu.subgroup_mma_load_matrix %tc[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, 3> -> !gpu.mma_matrix<16x16xf16, "COp">
        %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
        gpu.subgroup_mma_store_matrix %D, %tc[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16, 3>
        %next = gpu.subgroup_mma_compute %A, %B, %acc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
        scf.yield %next : !gpu.mma_matrix<16x16xf16, "COp">
      }
      %twelve = arith.constant 12.0 : f16
      %two = arith.constant 2.0 : f16
      %T12 = gpu.subgroup_mma_constant_matrix %twelve : !gpu.mma_matrix<16x16xf16, "COp">
      %T2 = gpu.subgroup_mma_constant_matrix %two : !gpu.mma_matrix<16x16xf16, "COp">
      %relu = gpu.subgroup_mma_elementwise maxf %sum, %Z : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
      %clamped = gpu.subgroup_mma_elementwise minf %relu, %T12 : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
      %halved = gpu.subgroup_mma_elementwise divf %clamped, %T2 : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %halved, %tr[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16, 3>
      gpu.barrier
      scf.for %e = %t to %c256 step %c32 {
        %i = arith.divui %e, %c16 : index
        %j = arith.remui %e, %c16 : index
        %x = memref.load %tc[%i, %j] : memref<16x16xf16, 3>
        %xf = arith.extf %x : f16 to f32
        memref.store %xf, %first[%i, %j] : memref<16x16xf32>
        %y = memref.load %tr[%i, %j] : memref<16x16xf16, 3>
        %yf = arith.extf %y : f16 to f32
        memref.store %yf, %second[%i, %j] : memref<16x16xf32>
      }
      gpu.return
    }
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %a = memref.alloc() : memref<16x32xf32>
    %b = memref.alloc() : memref<32x16xf32>
    %first = memref.alloc() : memref<16x16xf32>
    %second = memref.alloc() : memref<16x16xf32>
    scf.for %i = %c0 to %c16 step %c1 {
      scf.for %k = %c0 to %c32 step %c1 {
        %thrice = arith.muli %i, %c3 : index
        %s = arith.addi %thrice, %k : index
        %m = arith.remui %s, %c7 : index
        %v = arith.subi %m, %c3 : index
        %vi = arith.index_cast %v : index to i64
        %vf = arith.sitofp %vi : i64 to f32
        memref.store %vf, %a[%i, %k] : memref<16x32xf32>
        %twice = arith.muli %k, %c2 : index
        %s2 = arith.addi %twice, %i : index
        %m2 = arith.remui %s2, %c7 : index
        %w = arith.subi %m2, %c3 : index
        %wi = arith.index_cast %w : index to i64
        %wf = arith.sitofp %wi : i64 to f32
        memref.store %wf, %b[%k, %i] : memref<32x16xf32>
      }
    }
    gpu.launch_func @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<16x32xf32>, %b : memref<32x16xf32>, %first : memref<16x16xf32>, %second : memref<16x16xf32>)
    %u = memref.cast %first : memref<16x16xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %v = memref.cast %second : memref<16x16xf32> to memref<*xf32>
    call @print_memref_f32(%v) : (memref<*xf32>) -> ()
    return
  }

  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[}}[67,   61,   -29,   0,   -62,   2,   -32,   67,   61,   -29,   0,   -62,   2,   -32,   67,   61],
// CHECK-NEXT: [67,   -32,   2,   -62,   0,   -29,   61,   67,   -32,   2,   -62,   0,   -29,   61,   67,   -32],
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[}}[6,   6,   0,   0,   0,   0.5,   0,   6,   6,   0,   0,   0,   0.5,   0,   6,   6],
