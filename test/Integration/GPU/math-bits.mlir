// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// math.rsqrt and the bit counts in a kernel, which the C library has no function for: MLIR 14's math-to-llvm
// lowerings (1 / llvm.intr.sqrt, llvm.intr.ctlz/cttz with a false zero-is-undefined flag, llvm.intr.ctpop).
// Thread i takes the i-th input of each list.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bits(%f: memref<4xf32>, %d: memref<4xf64>, %w: memref<4xi32>, %l: memref<4xi64>,
                   %rsqrt: memref<4xf32>, %drsqrt: memref<4xf64>, %counts: memref<4x3xi32>,
                   %lcounts: memref<4x3xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %t = gpu.thread_id x
      %x = memref.load %f[%t] : memref<4xf32>
      %rx = math.rsqrt %x : f32
      memref.store %rx, %rsqrt[%t] : memref<4xf32>
      %y = memref.load %d[%t] : memref<4xf64>
      %ry = math.rsqrt %y : f64
      memref.store %ry, %drsqrt[%t] : memref<4xf64>
      %v = memref.load %w[%t] : memref<4xi32>
      %lz = math.ctlz %v : i32
      %tz = math.cttz %v : i32
      %pop = math.ctpop %v : i32
      memref.store %lz, %counts[%t, %c0] : memref<4x3xi32>
      memref.store %tz, %counts[%t, %c1] : memref<4x3xi32>
      memref.store %pop, %counts[%t, %c2] : memref<4x3xi32>
      %u = memref.load %l[%t] : memref<4xi64>
      %llz = math.ctlz %u : i64
      %ltz = math.cttz %u : i64
      %lpop = math.ctpop %u : i64
      memref.store %llz, %lcounts[%t, %c0] : memref<4x3xi64>
      memref.store %ltz, %lcounts[%t, %c1] : memref<4x3xi64>
      memref.store %lpop, %lcounts[%t, %c2] : memref<4x3xi64>
      gpu.return
    }
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %f = memref.alloc() : memref<4xf32>
    %d = memref.alloc() : memref<4xf64>
    %w = memref.alloc() : memref<4xi32>
    %l = memref.alloc() : memref<4xi64>
    %f0 = arith.constant 4.0 : f32
    %f1 = arith.constant 0.25 : f32
    %f2 = arith.constant 2.0 : f32
    %f3 = arith.constant 100.0 : f32
    memref.store %f0, %f[%c0] : memref<4xf32>
    memref.store %f1, %f[%c1] : memref<4xf32>
    memref.store %f2, %f[%c2] : memref<4xf32>
    memref.store %f3, %f[%c3] : memref<4xf32>
    %d0 = arith.constant 16.0 : f64
    %d1 = arith.constant 0.01 : f64
    %d2 = arith.constant 3.0 : f64
    %d3 = arith.constant 1.0e10 : f64
    memref.store %d0, %d[%c0] : memref<4xf64>
    memref.store %d1, %d[%c1] : memref<4xf64>
    memref.store %d2, %d[%c2] : memref<4xf64>
    memref.store %d3, %d[%c3] : memref<4xf64>
    // 0 (all 32 bits clear), 1, 0x00F0_0000, -1 (all set).
    %w0 = arith.constant 0 : i32
    %w1 = arith.constant 1 : i32
    %w2 = arith.constant 15728640 : i32
    %w3 = arith.constant -1 : i32
    memref.store %w0, %w[%c0] : memref<4xi32>
    memref.store %w1, %w[%c1] : memref<4xi32>
    memref.store %w2, %w[%c2] : memref<4xi32>
    memref.store %w3, %w[%c3] : memref<4xi32>
    // 0, 2^40, 0x0123_4567_89AB_CDEF, -2^63.
    %l0 = arith.constant 0 : i64
    %l1 = arith.constant 1099511627776 : i64
    %l2 = arith.constant 81985529216486895 : i64
    %l3 = arith.constant -9223372036854775808 : i64
    memref.store %l0, %l[%c0] : memref<4xi64>
    memref.store %l1, %l[%c1] : memref<4xi64>
    memref.store %l2, %l[%c2] : memref<4xi64>
    memref.store %l3, %l[%c3] : memref<4xi64>
    %rsqrt = memref.alloc() : memref<4xf32>
    %drsqrt = memref.alloc() : memref<4xf64>
    %counts = memref.alloc() : memref<4x3xi32>
    %lcounts = memref.alloc() : memref<4x3xi64>
    gpu.launch_func @kernels::@bits blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%f : memref<4xf32>, %d : memref<4xf64>, %w : memref<4xi32>, %l : memref<4xi64>,
             %rsqrt : memref<4xf32>, %drsqrt : memref<4xf64>, %counts : memref<4x3xi32>,
             %lcounts : memref<4x3xi64>)
    %p0 = memref.cast %rsqrt : memref<4xf32> to memref<*xf32>
    call @print_memref_f32(%p0) : (memref<*xf32>) -> ()
    %p1 = memref.cast %drsqrt : memref<4xf64> to memref<*xf64>
    call @print_memref_f64(%p1) : (memref<*xf64>) -> ()
    %p2 = memref.cast %counts : memref<4x3xi32> to memref<*xi32>
    call @print_memref_i32(%p2) : (memref<*xi32>) -> ()
    %p3 = memref.cast %lcounts : memref<4x3xi64> to memref<*xi64>
    call @print_memref_i64(%p3) : (memref<*xi64>) -> ()
    return
  }
  func private @print_memref_f32(memref<*xf32>)
  func private @print_memref_f64(memref<*xf64>)
  func private @print_memref_i32(memref<*xi32>)
  func private @print_memref_i64(memref<*xi64>)
}

// CHECK: [0.5,  2,  0.707107,  0.1]
// CHECK: [0.25,  10,  0.57735,  1e-05]
// CHECK:      [32,   32,   0],
// CHECK-NEXT: [31,   0,   1],
// CHECK-NEXT: [8,   20,   4],
// CHECK-NEXT: [0,   0,   32]
// CHECK:      [64,   64,   0],
// CHECK-NEXT: [23,   40,   1],
// CHECK-NEXT: [7,   0,   32],
// CHECK-NEXT: [0,   63,   1]
