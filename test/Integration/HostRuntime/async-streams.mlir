// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Two independent streams each upload one host buffer; `gpu.wait async` with
// both tokens joins them (events recorded on each, waited for on a new
// stream), and the joined stream copies device A to device B and B back to
// the host.  As in MLIR 14, joining does not release the dependency streams:
// the synchronous `gpu.wait` on their tokens does (without it the checking
// runtime reports both streams as leaked at exit).

func private @printMemrefF32(memref<*xf32>)

func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f9 = arith.constant 9.0 : f32
  %a = memref.alloca() : memref<3xf32>
  memref.store %f1, %a[%c0] : memref<3xf32>
  memref.store %f2, %a[%c1] : memref<3xf32>
  memref.store %f3, %a[%c2] : memref<3xf32>
  %b = memref.alloca() : memref<3xf32>
  memref.store %f9, %b[%c0] : memref<3xf32>
  memref.store %f9, %b[%c1] : memref<3xf32>
  memref.store %f9, %b[%c2] : memref<3xf32>

  %sa = gpu.wait async
  %sb = gpu.wait async
  %da, %ta1 = gpu.alloc async [%sa] () : memref<3xf32>
  %ta2 = gpu.memcpy async [%ta1] %da, %a : memref<3xf32>, memref<3xf32>
  %db, %tb1 = gpu.alloc async [%sb] () : memref<3xf32>
  %tb2 = gpu.memcpy async [%tb1] %db, %b : memref<3xf32>, memref<3xf32>

  %joined = gpu.wait async [%ta2, %tb2]
  gpu.wait [%ta2, %tb2]
  %t1 = gpu.memcpy async [%joined] %db, %da : memref<3xf32>, memref<3xf32>
  %t2 = gpu.memcpy async [%t1] %b, %db : memref<3xf32>, memref<3xf32>
  %t3 = gpu.dealloc async [%t2] %da : memref<3xf32>
  %t4 = gpu.dealloc async [%t3] %db : memref<3xf32>
  gpu.wait [%t4]

  %u = memref.cast %b : memref<3xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [1,  2,  3]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
