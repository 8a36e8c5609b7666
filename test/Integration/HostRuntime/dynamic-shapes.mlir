// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// Dynamically shaped buffers: the sizes reach gpu.alloc as operands, and the
// copy and memset sizes come from the descriptors at run time (stride[0] *
// size[0] elements).  A 2-D ?x? buffer is filled with i * 10 + j on the host,
// round-tripped through the device, and a ?-sized device buffer is memset.

func private @printMemrefF32(memref<*xf32>)

func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  cf.br ^row(%c0 : index)
^row(%i: index):
  %more = arith.cmpi slt, %i, %rows : index
  cf.cond_br %more, ^col_start, ^done
^col_start:
  cf.br ^col(%c0 : index)
^col(%j: index):
  %more2 = arith.cmpi slt, %j, %cols : index
  cf.cond_br %more2, ^body, ^row_next
^body:
  %i10 = arith.muli %i, %c10 : index
  %k = arith.addi %i10, %j : index
  %ki = arith.index_cast %k : index to i64
  %f = arith.sitofp %ki : i64 to f32
  memref.store %f, %m[%i, %j] : memref<?x?xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^col(%j1 : index)
^row_next:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^row(%i1 : index)
^done:
  return
}

func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %host = memref.alloc(%c2, %c3) : memref<?x?xf32>
  call @fill(%host) : (memref<?x?xf32>) -> ()
  %t0 = gpu.wait async
  %dev, %t1 = gpu.alloc async [%t0] (%c2, %c3) : memref<?x?xf32>
  %t2 = gpu.memcpy async [%t1] %dev, %host : memref<?x?xf32>, memref<?x?xf32>
  %out = memref.alloc(%c2, %c3) : memref<?x?xf32>
  %t3 = gpu.memcpy async [%t2] %out, %dev : memref<?x?xf32>, memref<?x?xf32>
  %t4 = gpu.dealloc async [%t3] %dev : memref<?x?xf32>
  gpu.wait [%t4]
  %u = memref.cast %out : memref<?x?xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2],
  // CHECK-NEXT:  [10,   11,   12]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %value = arith.constant -4.0 : f32
  %vec = gpu.alloc (%c5) : memref<?xf32>
  gpu.memset %vec, %value : memref<?xf32>, f32
  %vhost = memref.alloc(%c5) : memref<?xf32>
  gpu.memcpy %vhost, %vec : memref<?xf32>, memref<?xf32>
  gpu.dealloc %vec : memref<?xf32>
  %vu = memref.cast %vhost : memref<?xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: [-4,  -4,  -4,  -4,  -4]
  call @printMemrefF32(%vu) : (memref<*xf32>) -> ()
  memref.dealloc %host : memref<?x?xf32>
  memref.dealloc %out : memref<?x?xf32>
  memref.dealloc %vhost : memref<?xf32>
  return
}
