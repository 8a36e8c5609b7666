// RUN: gpuopt --gpu-to-llvm %s | gpuopt-runner -e main --entry-point-result=i32 --runtime=host | FileCheck %s
// RUN: gpuopt-runner %s -e main -entry-point-result=i32 -runtime=host | FileCheck %s
// RUN: gpuopt-runner %s --entry-point=main --runtime=host | FileCheck %s

// The runner takes LLVM-dialect input (already lowered) as well as GPU-dialect
// input, and mlir-cpu-runner's spellings of its options.  `main` returns an
// i32, printed after the program's own output: the sum 1 + ... + 10 computed
// on the host, after a round trip through device memory.

func private @printMemrefI32(memref<*xi32>)

func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %zero = arith.constant 0 : i32
  %acc = memref.alloca() : memref<1xi32>
  memref.store %zero, %acc[%c0] : memref<1xi32>
  cf.br ^loop(%c1 : index)
^loop(%i: index):
  %more = arith.cmpi slt, %i, %c11 : index
  cf.cond_br %more, ^body, ^done
^body:
  %old = memref.load %acc[%c0] : memref<1xi32>
  %ii = arith.index_cast %i : index to i32
  %new = arith.addi %old, %ii : i32
  memref.store %new, %acc[%c0] : memref<1xi32>
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next : index)
^done:
  %dev = gpu.alloc () : memref<1xi32>
  gpu.memcpy %dev, %acc : memref<1xi32>, memref<1xi32>
  %back = memref.alloca() : memref<1xi32>
  gpu.memcpy %back, %dev : memref<1xi32>, memref<1xi32>
  gpu.dealloc %dev : memref<1xi32>
  %u = memref.cast %back : memref<1xi32> to memref<*xi32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [1] strides = [1] data =
  // CHECK-NEXT: [55]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %r = memref.load %back[%c0] : memref<1xi32>
  // CHECK-NEXT: 55
  return %r : i32
}
