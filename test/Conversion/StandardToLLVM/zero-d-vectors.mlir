// RUN: gpuopt --convert-std-to-llvm %s | FileCheck %s

// 0-D vectors (and memrefs of them) become vectors of one element, as MLIR 14's
// type converter makes them (a fuzzer input ended in an internal error here).

// CHECK-LABEL: llvm.func @zero_d
// CHECK-SAME: (%{{.*}}: !llvm.ptr<vector<1xf32>>, %{{.*}}: !llvm.ptr<vector<1xf32>>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[V:.*]]: vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: llvm.return %[[V]] : vector<1xf32>
func @zero_d(%buffer: memref<4xvector<f32>>, %v: vector<f32>) -> vector<f32> {
  return %v : vector<f32>
}
