// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// math ops in a kernel become calls of the C library's functions (sqrtf / sqrt, ...), f32 and f64.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%out: memref<8xf32>, %dout: memref<3xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %f0 = arith.constant 0.0 : f32
      %f2 = arith.constant 2.0 : f32
      %f3 = arith.constant 3.0 : f32
      %f4 = arith.constant 4.0 : f32
      %f8 = arith.constant 8.0 : f32
      %f10 = arith.constant 10.0 : f32
      %f16 = arith.constant 16.0 : f32
      %fm = arith.constant -2.7 : f32
      %sqrt = math.sqrt %f16 : f32
      memref.store %sqrt, %out[%c0] : memref<8xf32>
      %exp = math.exp %f0 : f32
      memref.store %exp, %out[%c1] : memref<8xf32>
      %pow = math.powf %f2, %f10 : f32
      memref.store %pow, %out[%c2] : memref<8xf32>
      %fma = math.fma %f2, %f3, %f4 : f32
      memref.store %fma, %out[%c3] : memref<8xf32>
      %floor = math.floor %fm : f32
      memref.store %floor, %out[%c4] : memref<8xf32>
      %abs = math.abs %fm : f32
      memref.store %abs, %out[%c5] : memref<8xf32>
      %log2 = math.log2 %f8 : f32
      memref.store %log2, %out[%c6] : memref<8xf32>
      %neg = arith.negf %f2 : f32
      %copy = math.copysign %f3, %neg : f32
      memref.store %copy, %out[%c7] : memref<8xf32>
      %d1 = arith.constant 1.0 : f64
      %d100 = arith.constant 100.0 : f64
      %dlog = math.log10 %d100 : f64
      memref.store %dlog, %dout[%c0] : memref<3xf64>
      %dzero = arith.constant 0.0 : f64
      %dsin = math.sin %dzero : f64
      memref.store %dsin, %dout[%c1] : memref<3xf64>
      %datan = math.atan2 %dzero, %d1 : f64
      %dcos = math.cos %datan : f64
      memref.store %dcos, %dout[%c2] : memref<3xf64>
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %out = memref.alloc() : memref<8xf32>
    %dout = memref.alloc() : memref<3xf64>
    gpu.launch_func @kernels::@math blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%out : memref<8xf32>, %dout : memref<3xf64>)
    %u = memref.cast %out : memref<8xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %d = memref.cast %dout : memref<3xf64> to memref<*xf64>
    call @print_memref_f64(%d) : (memref<*xf64>) -> ()
    memref.dealloc %out : memref<8xf32>
    memref.dealloc %dout : memref<3xf64>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
  func private @print_memref_f64(memref<*xf64>)
}

// CHECK: [4,  1,  1024,  10,  -3,  2.7,  3,  -3]
// CHECK: [2,  0,  1]
