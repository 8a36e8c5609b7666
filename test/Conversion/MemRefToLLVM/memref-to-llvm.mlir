// RUN: gpuopt %s -convert-memref-to-llvm | FileCheck %s

// convert-memref-to-llvm alone: functions stay builtin.func, and the memref and index values they pass
// reach the lowered ops through unrealized_conversion_casts (in first-use order at the start of the
// block, or after their producer); the arith ops stay.

// CHECK-LABEL: llvm.func @free(!llvm.ptr<i8>)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// CHECK-LABEL: func @load_store(%{{.*}}: memref<4xf32>, %{{.*}}: index, %{{.*}}: index) -> f32 {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
// CHECK-NEXT: return %{{.*}} : f32
// CHECK-LABEL: func @alloc_dealloc(%{{.*}}: index, %{{.*}}: f32) {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.ptrtoint %{{.*}} : !llvm.ptr<f32> to i64
// CHECK-NEXT: %{{.*}} = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.null : !llvm.ptr<i32>
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<i32>, i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %{{.*}} = llvm.ptrtoint %{{.*}} : !llvm.ptr<i32> to i64
// CHECK-NEXT: %{{.*}} = llvm.alloca %{{.*}} x i32 : (i64) -> !llvm.ptr<i32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<i32>, ptr<i32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT: llvm.call @free(%{{.*}}) : (!llvm.ptr<i8>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func @casts(%{{.*}}: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : memref<4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.alloca %{{.*}} x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
// CHECK-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>> to !llvm.ptr<i8>
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(i64, ptr<i8>)> to memref<*xf32>
// CHECK-NEXT: return %{{.*}} : memref<*xf32>

func @load_store(%m: memref<4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %w = memref.load %m[%j] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  memref.store %s, %m[%j] : memref<4xf32>
  return %s : f32
}

func @alloc_dealloc(%n: index, %x: f32) {
  %a = memref.alloc(%n) : memref<?x8xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0, %c0] : memref<?x8xf32>
  %d = memref.dim %a, %c0 : memref<?x8xf32>
  %b = memref.alloca() : memref<2xi32>
  memref.dealloc %a : memref<?x8xf32>
  return
}

func @casts(%m: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
