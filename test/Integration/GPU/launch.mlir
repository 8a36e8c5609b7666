// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// A program written with gpu.launch and scf, as MLIR's own GPU integration tests are: gpuopt-runner outlines
// the launch body into a kernel, lowers scf, compiles the kernel for the host runtime and runs it.  Each of
// 2 blocks of 4 x 2 threads sums t * k for k in [0, 4) with an scf.for loop (6 t), reduces that over its
// block with gpu.all_reduce, and thread (0, 0) writes the block's sum plus its block id.

func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<2xf32>
  %dev = gpu.alloc () : memref<2xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c2, %sz = %c1) {
    %row = arith.muli %ty, %sx : index
    %t = arith.addi %row, %tx : index
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %p = arith.mulf %tf, %kf : f32
      %next = arith.addf %acc, %p : f32
      scf.yield %next : f32
    }
    %total = gpu.all_reduce add %sum {} : (f32) -> (f32)
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %bi = arith.index_cast %bx : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %v = arith.addf %total, %bf : f32
      memref.store %v, %dev[%bx] : memref<2xf32>
    }
    gpu.terminator
  }
  gpu.memcpy %out, %dev : memref<2xf32>, memref<2xf32>
  gpu.dealloc %dev : memref<2xf32>
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @print_memref_f32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<2xf32>
  return
}
func private @print_memref_f32(memref<*xf32>)

// CHECK: [168,  169]
