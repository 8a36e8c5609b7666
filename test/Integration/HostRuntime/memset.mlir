// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s

// gpu.memset fills device memory (as 32-bit words); copying it back to the
// host shows the value in every element.  Fresh host-runtime allocations hold
// 0xA5 bytes, like uninitialised device memory, so the fill is visible.
// The first part uses the synchronous forms, the second the async ones.

func private @printMemrefF32(memref<*xf32>)
func private @printMemrefI32(memref<*xi32>)

func @main() {
  %c0 = arith.constant 0 : index
  %value = arith.constant 2.5 : f32
  %dev = gpu.alloc () : memref<2x3xf32>
  gpu.memset %dev, %value : memref<2x3xf32>, f32
  %host = memref.alloc() : memref<2x3xf32>
  gpu.memcpy %host, %dev : memref<2x3xf32>, memref<2x3xf32>
  %u = memref.cast %host : memref<2x3xf32> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[2.5,   2.5,   2.5],
  // CHECK-NEXT:  [2.5,   2.5,   2.5]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  gpu.dealloc %dev : memref<2x3xf32>
  memref.dealloc %host : memref<2x3xf32>

  %seven = arith.constant 7 : i32
  %t0 = gpu.wait async
  %idev, %t1 = gpu.alloc async [%t0] () : memref<5xi32>
  %t2 = gpu.memset async [%t1] %idev, %seven : memref<5xi32>, i32
  %ihost = memref.alloca() : memref<5xi32>
  %t3 = gpu.memcpy async [%t2] %ihost, %idev : memref<5xi32>, memref<5xi32>
  %t4 = gpu.dealloc async [%t3] %idev : memref<5xi32>
  gpu.wait [%t4]
  %iu = memref.cast %ihost : memref<5xi32> to memref<*xi32>
  // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
  // CHECK-NEXT: [7,  7,  7,  7,  7]
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  return
}
