// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// gpu.host_register makes host memory visible to kernels: the kernel increments a host buffer in place,
// with no copies.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @increment(%m: memref<5xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<5xi32>
      %one = arith.constant 1 : i32
      %s = arith.addi %v, %one : i32
      memref.store %s, %m[%t] : memref<5xi32>
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %seven = arith.constant 7 : i32
    %m = memref.alloc() : memref<5xi32>
    %u = memref.cast %m : memref<5xi32> to memref<*xi32>
    gpu.host_register %u : memref<*xi32>
    br ^launch
  ^launch:
    call @fill(%m, %seven) : (memref<5xi32>, i32) -> ()
    gpu.launch_func @kernels::@increment blocks in (%c1, %c1, %c1) threads in (%c5, %c1, %c1)
        args(%m : memref<5xi32>)
    call @print_memref_i32(%u) : (memref<*xi32>) -> ()
    memref.dealloc %m : memref<5xi32>
    return
  }
  func @fill(%m: memref<5xi32>, %v: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    br ^loop(%c0 : index)
  ^loop(%i: index):
    %more = arith.cmpi slt, %i, %c5 : index
    cond_br %more, ^body, ^done
  ^body:
    memref.store %v, %m[%i] : memref<5xi32>
    %j = arith.addi %i, %c1 : index
    br ^loop(%j : index)
  ^done:
    return
  }
  func private @print_memref_i32(memref<*xi32>)
}

// CHECK: [8,  8,  8,  8,  8]
