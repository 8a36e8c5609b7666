// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// GPU work in async.execute regions (MLIR 14's async dialect): device buffers allocated, filled by kernels,
// combined and copied back in executes that depend on each other through tokens, !async.value operands
// (memrefs and a factor computed on the host) and a group, all awaited in main.  gpuopt-runner lowers it
// with MLIR 14's async pipeline (gpu-async-region, async-to-async-runtime, async-runtime-ref-counting,
// convert-async-to-llvm) and runs the coroutines on gpuopt's async runtime.
//   a[t] = t * k + 2 with k = 1.5 * 2, and c[t] = 2 * k.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @iota(%m: memref<8xf32>) kernel {
      %t = gpu.thread_id x
      %i = arith.index_cast %t : index to i32
      %f = arith.sitofp %i : i32 to f32
      memref.store %f, %m[%t] : memref<8xf32>
      gpu.return
    }
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
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %half3 = arith.constant 1.5 : f32
    %two = arith.constant 2.0 : f32
    %host = memref.alloc() : memref<8xf32>
    %host2 = memref.alloc() : memref<8xf32>

    %tk, %k = async.execute -> !async.value<f32> {
      %f = arith.mulf %half3, %two : f32
      async.yield %f : f32
    }
    %ta, %a = async.execute -> !async.value<memref<8xf32>> {
      %m = gpu.alloc () : memref<8xf32>
      gpu.launch_func @kernels::@iota blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%m : memref<8xf32>)
      async.yield %m : memref<8xf32>
    }
    %tb, %b = async.execute -> !async.value<memref<8xf32>> {
      %m = gpu.alloc () : memref<8xf32>
      gpu.memset %m, %two : memref<8xf32>, f32
      async.yield %m : memref<8xf32>
    }
    %ts = async.execute [%tk] (%a as %m: !async.value<memref<8xf32>>, %k as %kk: !async.value<f32>) {
      gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
          args(%m : memref<8xf32>, %kk : f32)
      async.yield
    }
    %tadd = async.execute [%ts] (%a as %x: !async.value<memref<8xf32>>, %b as %y: !async.value<memref<8xf32>>) {
      gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
          args(%x : memref<8xf32>, %y : memref<8xf32>)
      async.yield
    }
    %tc = async.execute [%tb] (%b as %y: !async.value<memref<8xf32>>, %k as %kk: !async.value<f32>) {
      %c = gpu.alloc () : memref<8xf32>
      gpu.memcpy %c, %y : memref<8xf32>, memref<8xf32>
      gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
          args(%c : memref<8xf32>, %kk : f32)
      gpu.memcpy %host2, %c : memref<8xf32>, memref<8xf32>
      gpu.dealloc %c : memref<8xf32>
      async.yield
    }
    %g = async.create_group %c2 : !async.group
    %r0 = async.add_to_group %tadd, %g : !async.token
    %r1 = async.add_to_group %tc, %g : !async.token
    async.await_all %g

    %am = async.await %a : !async.value<memref<8xf32>>
    %bm = async.await %b : !async.value<memref<8xf32>>
    gpu.memcpy %host, %am : memref<8xf32>, memref<8xf32>
    gpu.dealloc %am : memref<8xf32>
    gpu.dealloc %bm : memref<8xf32>
    %u = memref.cast %host : memref<8xf32> to memref<*xf32>
    call @print_memref_f32(%u) : (memref<*xf32>) -> ()
    %u2 = memref.cast %host2 : memref<8xf32> to memref<*xf32>
    call @print_memref_f32(%u2) : (memref<*xf32>) -> ()
    memref.dealloc %host : memref<8xf32>
    memref.dealloc %host2 : memref<8xf32>
    return
  }
  func private @print_memref_f32(memref<*xf32>)
}

// CHECK: [2,  5,  8,  11,  14,  17,  20,  23]
// CHECK: [6,  6,  6,  6,  6,  6,  6,  6]
