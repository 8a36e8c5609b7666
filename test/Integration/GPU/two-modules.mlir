// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Two gpu.modules, each its own host kernel module (binary), with kernels of the same name: the launches
// must find each in its own module.  The first doubles, the second adds the thread's id.

module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @step(%m: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<4xi32>
      %d = arith.addi %v, %v : i32
      memref.store %d, %m[%t] : memref<4xi32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @step(%m: memref<4xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<4xi32>
      %ti = arith.index_cast %t : index to i32
      %s = arith.addi %v, %ti : i32
      memref.store %s, %m[%t] : memref<4xi32>
      gpu.return
    }
  }

  func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %ten = arith.constant 10 : i32
    %m = memref.alloc() : memref<4xi32>
    gpu.memset %m, %ten : memref<4xi32>, i32
    gpu.launch_func @first::@step blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    gpu.launch_func @second::@step blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    gpu.launch_func @first::@step blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%m : memref<4xi32>)
    %u = memref.cast %m : memref<4xi32> to memref<*xi32>
    call @print_memref_i32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %m : memref<4xi32>
    return
  }
  func private @print_memref_i32(memref<*xi32>)
}

// CHECK: [40,  42,  44,  46]
