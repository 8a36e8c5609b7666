// RUN: gpuopt-runner %s -e main --entry-point-result=void --runtime=host | FileCheck %s
// RUN: gpuopt --gpu-to-llvm %s | gpuopt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// memref.copy of a constant global to a buffer: MLIR 14 lowers it to a memcpy
// whose length LLVM 14 folds into `mul (sizeof f32, 4)`, a constant expression
// the LLVM inside llvmlite no longer has. The text keeps 14's form; the JIT
// reads it as the equal getelementptr expression, and the copy runs.

// IR: call void @llvm.memcpy.p0f32.p0f32.i64(float* %{{[0-9]+}}, float* getelementptr inbounds ([4 x float], [4 x float]* @table, i64 0, i64 0), i64 mul (i64 ptrtoint (float* getelementptr (float, float* null, i64 1) to i64), i64 4), i1 false)

// CHECK: [1.5,  2.5,  3.5,  4.5]

memref.global "private" constant @table : memref<4xf32> = dense<[1.5, 2.5, 3.5, 4.5]>

func private @printMemrefF32(memref<*xf32>)

func @main() {
  %table = memref.get_global @table : memref<4xf32>
  %copy = memref.alloc() : memref<4xf32>
  memref.copy %table, %copy : memref<4xf32> to memref<4xf32>
  %unranked = memref.cast %copy : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%unranked) : (memref<*xf32>) -> ()
  memref.dealloc %copy : memref<4xf32>
  return
}
