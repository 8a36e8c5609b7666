// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Every gpu.shuffle mode among 13 threads with width 13: lane t shuffles t (i32); a lane whose source is
// outside [0, 13) gets an invalid result and stores -1.  xor 4, up 2, down 3, idx (5 * t) % 13, and an f32
// shuffle (down 1 of t / 2, stored doubled).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shuffles(%out: memref<5x13xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i3 = arith.constant 3 : i32
      %i4 = arith.constant 4 : i32
      %i5 = arith.constant 5 : i32
      %width = arith.constant 13 : i32
      %minus1 = arith.constant -1 : i32
      %t = gpu.thread_id x
      %v = arith.index_cast %t : index to i32
      %x, %xv = gpu.shuffle xor %v, %i4, %width : i32
      %x1 = select %xv, %x, %minus1 : i32
      memref.store %x1, %out[%c0, %t] : memref<5x13xi32>
      %u, %uv = gpu.shuffle up %v, %i2, %width : i32
      %u1 = select %uv, %u, %minus1 : i32
      memref.store %u1, %out[%c1, %t] : memref<5x13xi32>
      %d, %dv = gpu.shuffle down %v, %i3, %width : i32
      %d1 = select %dv, %d, %minus1 : i32
      memref.store %d1, %out[%c2, %t] : memref<5x13xi32>
      %times5 = arith.muli %v, %i5 : i32
      %lane = arith.remui %times5, %width : i32
      %s, %sv = gpu.shuffle idx %v, %lane, %width : i32
      %s1 = select %sv, %s, %minus1 : i32
      memref.store %s1, %out[%c3, %t] : memref<5x13xi32>
      %vf = arith.sitofp %v : i32 to f32
      %halfc = arith.constant 0.5 : f32
      %half = arith.mulf %vf, %halfc : f32
      %f, %fv = gpu.shuffle down %half, %i1, %width : f32
      %two = arith.constant 2.0 : f32
      %f2 = arith.mulf %f, %two : f32
      %fi = arith.fptosi %f2 : f32 to i32
      %f1 = select %fv, %fi, %minus1 : i32
      memref.store %f1, %out[%c4, %t] : memref<5x13xi32>
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c13 = arith.constant 13 : index
    %out = memref.alloc() : memref<5x13xi32>
    gpu.launch_func @kernels::@shuffles blocks in (%c1, %c1, %c1) threads in (%c13, %c1, %c1)
        args(%out : memref<5x13xi32>)
    %u = memref.cast %out : memref<5x13xi32> to memref<*xi32>
    call @print_memref_i32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %out : memref<5x13xi32>
    return
  }
  func private @print_memref_i32(memref<*xi32>)
}

// CHECK: [4,   5,   6,   7,   0,   1,   2,   3,   12,   -1,   -1,   -1,   8]
// CHECK: [-1,   -1,   0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10]
// CHECK: [3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   -1,   -1,   -1]
// CHECK: [0,   5,   10,   2,   7,   12,   4,   9,   1,   6,   11,   3,   8]
// CHECK: [1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   -1]
