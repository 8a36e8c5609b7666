// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Kernels on streams: device buffers allocated, filled and launched on with async tokens; a launch that
// depends on two streams (joined through an event), and the result copied back after a final wait.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%m: memref<8xf32>, %k: f32) kernel {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<8xf32>
      %s = arith.mulf %v, %k : f32
      memref.store %s, %m[%t] : memref<8xf32>
      gpu.return
    }
    gpu.func @add(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<8xf32>
      %y = memref.load %b[%t] : memref<8xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %a[%t] : memref<8xf32>
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %three = arith.constant 3.0 : f32
    %host = memref.alloc() : memref<8xf32>
    %s0 = gpu.wait async
    %a, %t0 = gpu.alloc async [%s0] () : memref<8xf32>
    %t1 = gpu.memset async [%t0] %a, %one : memref<8xf32>, f32
    %t2 = gpu.launch_func async [%t1] @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8xf32>, %three : f32)
    %s1 = gpu.wait async
    %b, %t3 = gpu.alloc async [%s1] () : memref<8xf32>
    %t4 = gpu.memset async [%t3] %b, %two : memref<8xf32>, f32
    %t5 = gpu.launch_func async [%t2, %t4] @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>)
    %t6 = gpu.memcpy async [%t5] %host, %a : memref<8xf32>, memref<8xf32>
    gpu.wait [%t6, %t4]
    gpu.dealloc %a : memref<8xf32>
    gpu.dealloc %b : memref<8xf32>
    %u = memref.cast %host : memref<8xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %host : memref<8xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [5,  5,  5,  5,  5,  5,  5,  5]
