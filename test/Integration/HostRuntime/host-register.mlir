// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// gpu.host_register takes an unranked memref (lowered to
// mgpuMemHostRegisterMemRef(rank, descriptor, element size)); the registered
// host buffer is then the source and the destination of device copies, with
// the async forms on one stream.

func private @printMemrefF32(memref<*xf32>)

func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %host = memref.alloc() : memref<4xf32>
  %u = memref.cast %host : memref<4xf32> to memref<*xf32>
  gpu.host_register %u : memref<*xf32>
  cf.br ^fill(%c0, %half : index, f32)
^fill(%i: index, %v: f32):
  %more = arith.cmpi slt, %i, %c4 : index
  cf.cond_br %more, ^body, ^run
^body:
  memref.store %v, %host[%i] : memref<4xf32>
  %next = arith.addi %i, %c1 : index
  %v2 = arith.addf %v, %v : f32
  cf.br ^fill(%next, %v2 : index, f32)
^run:
  %t0 = gpu.wait async
  %dev, %t1 = gpu.alloc async [%t0] () : memref<4xf32>
  %t2 = gpu.memcpy async [%t1] %dev, %host : memref<4xf32>, memref<4xf32>
  %zero = arith.constant 0.0 : f32
  cf.br ^clear(%c0 : index)
^clear(%j: index):
  %more2 = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %more2, ^clear_body, ^back
^clear_body:
  memref.store %zero, %host[%j] : memref<4xf32>
  %next2 = arith.addi %j, %c1 : index
  cf.br ^clear(%next2 : index)
^back:
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0,  0,  0,  0]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t3 = gpu.memcpy async [%t2] %host, %dev : memref<4xf32>, memref<4xf32>
  %t4 = gpu.dealloc async [%t3] %dev : memref<4xf32>
  gpu.wait [%t4]
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [0.5,  1,  2,  4]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %host : memref<4xf32>
  return
}
