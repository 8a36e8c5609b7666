// RUN: gpuopt %s -reconcile-unrealized-casts | FileCheck %s
// RUN: gpuopt %s -convert-std-to-llvm -convert-memref-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=LOWERED
// RUN: gpuopt %s -convert-memref-to-llvm -convert-std-to-llvm -reconcile-unrealized-casts | FileCheck %s --check-prefix=MEMREF-FIRST

// A cast whose users all cast straight back goes away with them; an unused cast goes away too.
// After the lowerings, in either order, no cast is left; an llvm.extractvalue reading a descriptor
// built just before is folded only when no cast pair stands between them (14 defers replacements).

// CHECK-LABEL: func @pairs(%{{.*}}: i64, %{{.*}}: index) -> index {
// CHECK-NEXT: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: return %{{.*}} : index
// CHECK-LABEL: func @memrefs(%{{.*}}: memref<4xf32>, %{{.*}}: index) -> f32 {
// CHECK-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// CHECK-NEXT: %{{.*}} = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<?xf32>
// CHECK-NEXT: return %{{.*}} : f32

// LOWERED-LABEL: llvm.func @free(!llvm.ptr<i8>)
// LOWERED-LABEL: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// LOWERED-LABEL: llvm.func @pairs(%{{.*}}: i64, %{{.*}}: i64) -> i64 {
// LOWERED-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// LOWERED-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// LOWERED-NEXT: llvm.return %{{.*}} : i64
// LOWERED-LABEL: llvm.func @memrefs(%{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> f32 {
// LOWERED-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.mlir.constant(1 : index) : i64
// LOWERED-NEXT: %{{.*}} = llvm.mlir.null : !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.ptrtoint %{{.*}} : !llvm.ptr<f32> to i64
// LOWERED-NEXT: %{{.*}} = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr<i8>
// LOWERED-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LOWERED-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// LOWERED-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
// LOWERED-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<f32> to !llvm.ptr<i8>
// LOWERED-NEXT: llvm.call @free(%{{.*}}) : (!llvm.ptr<i8>) -> ()
// LOWERED-NEXT: llvm.return %{{.*}} : f32

// MEMREF-FIRST-LABEL: llvm.func @free(!llvm.ptr<i8>)
// MEMREF-FIRST-LABEL: llvm.func @malloc(i64) -> !llvm.ptr<i8>
// MEMREF-FIRST-LABEL: llvm.func @pairs(%{{.*}}: i64, %{{.*}}: i64) -> i64 {
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// MEMREF-FIRST-NEXT: llvm.return %{{.*}} : i64
// MEMREF-FIRST-LABEL: llvm.func @memrefs(%{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> f32 {
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.mlir.constant(1 : index) : i64
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.mlir.null : !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.ptrtoint %{{.*}} : !llvm.ptr<f32> to i64
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.call @malloc(%{{.*}}) : (i64) -> !llvm.ptr<i8>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<i8> to !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.mlir.constant(0 : index) : i64
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<f32>
// MEMREF-FIRST-NEXT: %{{.*}} = llvm.bitcast %{{.*}} : !llvm.ptr<f32> to !llvm.ptr<i8>
// MEMREF-FIRST-NEXT: llvm.call @free(%{{.*}}) : (!llvm.ptr<i8>) -> ()
// MEMREF-FIRST-NEXT: llvm.return %{{.*}} : f32

func @pairs(%a: i64, %b: index) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %b : index to i64
  %3 = builtin.unrealized_conversion_cast %2 : i64 to index
  %4 = builtin.unrealized_conversion_cast %2 : i64 to index
  %u = builtin.unrealized_conversion_cast %a : i64 to f32
  %s = arith.addi %1, %1 : i64
  %r = arith.addi %3, %4 : index
  return %r : index
}

func @memrefs(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc(%i) : memref<?xf32>
  memref.store %v, %a[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %v : f32
}
