// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// A host buffer filled with 0, 1, ..., 7 is copied to a gpu.alloc buffer,
// the host buffer is overwritten with -1, and the data is copied back: the
// printed memref shows the original values (synchronous forms: no tokens).

func private @printMemrefF32(memref<*xf32>)

func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %minus1 = arith.constant -1.0 : f32
  %host = memref.alloc() : memref<8xf32>
  cf.br ^fill(%c0 : index)
^fill(%i: index):
  %more = arith.cmpi slt, %i, %c8 : index
  cf.cond_br %more, ^fill_body, ^copy
^fill_body:
  %ii = arith.index_cast %i : index to i32
  %f = arith.sitofp %ii : i32 to f32
  memref.store %f, %host[%i] : memref<8xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^fill(%next : index)
^copy:
  %dev = gpu.alloc () : memref<8xf32>
  gpu.memcpy %dev, %host : memref<8xf32>, memref<8xf32>
  cf.br ^clear(%c0 : index)
^clear(%j: index):
  %more2 = arith.cmpi slt, %j, %c8 : index
  cf.cond_br %more2, ^clear_body, ^back
^clear_body:
  memref.store %minus1, %host[%j] : memref<8xf32>
  %next2 = arith.addi %j, %c1 : index
  cf.br ^clear(%next2 : index)
^back:
  %u = memref.cast %host : memref<8xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [-1,  -1,  -1,  -1,  -1,  -1,  -1,  -1]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  gpu.memcpy %host, %dev : memref<8xf32>, memref<8xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
  // CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  gpu.dealloc %dev : memref<8xf32>
  memref.dealloc %host : memref<8xf32>
  return
}
