// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s
// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host --check-bounds | FileCheck %s

// Atomics from every thread of a 64 x 64 grid (blocks may run on several cores
// at once): memref.atomic_rmw (llvm.atomicrmw) and memref.generic_atomic_rmw
// (the cmpxchg loop of MLIR 14's lowering). Each thread adds 1.0 and 3, keeps
// the largest global id, and multiplies a counter by 3 (mod 2^32) through the
// generic form: 3^4096 mod 2^32 = 1989099521 (Python: pow(3, 4096, 2**32)).

// CHECK: data =
// CHECK-NEXT: [4096]
// CHECK: data =
// CHECK-NEXT: [12288,  4095,  1989099521]

func private @print_memref_f32(memref<*xf32>)
func private @print_memref_i32(memref<*xi32>)

func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %f0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %fsum = memref.alloc() : memref<1xf32>
  memref.store %f0, %fsum[%c0] : memref<1xf32>
  %ints = memref.alloc() : memref<3xi32>
  memref.store %i0, %ints[%c0] : memref<3xi32>
  memref.store %i0, %ints[%c1] : memref<3xi32>
  memref.store %i1, %ints[%c2] : memref<3xi32>
  %fu = memref.cast %fsum : memref<1xf32> to memref<*xf32>
  gpu.host_register %fu : memref<*xf32>
  %iu = memref.cast %ints : memref<3xi32> to memref<*xi32>
  gpu.host_register %iu : memref<*xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %one = arith.constant 1.0 : f32
    %three = arith.constant 3 : i32
    %base = arith.muli %bx, %sx : index
    %id = arith.addi %base, %tx : index
    %id32 = arith.index_cast %id : index to i32
    %a = memref.atomic_rmw addf %one, %fsum[%c0] : (f32, memref<1xf32>) -> f32
    %b = memref.atomic_rmw addi %three, %ints[%c0] : (i32, memref<3xi32>) -> i32
    %m = memref.atomic_rmw maxs %id32, %ints[%c1] : (i32, memref<3xi32>) -> i32
    %p = memref.generic_atomic_rmw %ints[%c2] : memref<3xi32> {
    ^bb0(%old: i32):
      %new = arith.muli %old, %three : i32
      memref.atomic_yield %new : i32
    }
    gpu.terminator
  }
  call @print_memref_f32(%fu) : (memref<*xf32>) -> ()
  call @print_memref_i32(%iu) : (memref<*xi32>) -> ()
  memref.dealloc %fsum : memref<1xf32>
  memref.dealloc %ints : memref<3xi32>
  return
}
