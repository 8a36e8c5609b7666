// RUN: gpuopt %s -gpu-to-llvm -reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// What the memref lowerings emit translates as mlir-translate 14 writes it: memrefCopy calls, the
// assume/prefetch/stacksave/stackrestore intrinsics, atomicrmw and the cmpxchg loop, the reshape loop
// (the no-op pointer casts of the subview are folded away by reconcile-unrealized-casts, as in 14).

// CHECK: declare void @memrefCopy(i64, { i64, i8* }*, { i64, i8* }*)
// CHECK-LABEL: define i32 @access(
// CHECK: call void @memrefCopy(i64 4, { i64, i8* }* %{{.*}}, { i64, i8* }* %{{.*}})
// CHECK: %[[ADDR:[0-9]+]] = ptrtoint float* %1 to i64
// CHECK-NEXT: %[[LOW:[0-9]+]] = and i64 %[[ADDR]], 15
// CHECK-NEXT: %[[OK:[0-9]+]] = icmp eq i64 %[[LOW]], 0
// CHECK-NEXT: call void @llvm.assume(i1 %[[OK]])
// CHECK: call void @llvm.prefetch.p0f32(float* %{{.*}}, i32 0, i32 3, i32 1)
// CHECK: %[[MAX:[0-9]+]] = atomicrmw max i32* %{{.*}}, i32 %8 acq_rel, align 4
// CHECK: %[[INIT:[0-9]+]] = load i32, i32* %[[PTR:[0-9]+]], align 4
// CHECK-NEXT: br label %[[LOOP:[0-9]+]]
// CHECK: {{^}}[[LOOP]]:
// CHECK-NEXT: %[[OLD:[0-9]+]] = phi i32 [ %[[SEEN:[0-9]+]], %[[LOOP]] ], [ %[[INIT]], %{{.*}} ]
// CHECK-NEXT: %[[NEW:[0-9]+]] = add i32 %[[OLD]], %[[MAX]]
// CHECK-NEXT: %[[PAIR:[0-9]+]] = cmpxchg i32* %[[PTR]], i32 %[[OLD]], i32 %[[NEW]] acq_rel monotonic, align 4
// CHECK-NEXT: %[[SEEN]] = extractvalue { i32, i1 } %[[PAIR]], 0
// CHECK-NEXT: %[[DONE:[0-9]+]] = extractvalue { i32, i1 } %[[PAIR]], 1
// CHECK-NEXT: br i1 %[[DONE]], label %{{.*}}, label %[[LOOP]]
// CHECK-LABEL: define float @scope(
// CHECK: %[[SP:[0-9]+]] = call i8* @llvm.stacksave()
// CHECK: alloca float, i64 %{{.*}}, align 4
// CHECK: call void @llvm.stackrestore(i8* %[[SP]])
// CHECK-LABEL: define { i64, i8* } @reshape(
// CHECK: alloca i8, i64 %{{.*}}, align 1
// CHECK: icmp sge i64 %{{.*}}, 0
// CHECK: declare void @llvm.assume(i1 noundef)
// CHECK: declare void @llvm.prefetch.p0f32(float* nocapture readonly, i32 immarg, i32 immarg, i32)
// CHECK: declare i8* @llvm.stacksave()
// CHECK: declare void @llvm.stackrestore(i8*)

func @access(%m: memref<8x16xf32>, %i: index, %v: i32, %im: memref<10xi32>, %u: memref<*xf32>) -> i32 {
  %s = memref.subview %m[%i, 0][2, 16][1, 1] : memref<8x16xf32> to memref<2x16xf32, offset: ?, strides: [16, 1]>
  %x = memref.load %s[%i, %i] : memref<2x16xf32, offset: ?, strides: [16, 1]>
  memref.copy %u, %s : memref<*xf32> to memref<2x16xf32, offset: ?, strides: [16, 1]>
  memref.assume_alignment %m, 16 : memref<8x16xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<8x16xf32>
  %a = memref.atomic_rmw maxs %v, %im[%i] : (i32, memref<10xi32>) -> i32
  %g = memref.generic_atomic_rmw %im[%i] : memref<10xi32> {
  ^bb0(%cur : i32):
    %sum = arith.addi %cur, %a : i32
    memref.atomic_yield %sum : i32
  }
  return %g : i32
}

func @scope(%i: index, %n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca(%n) : memref<?xf32>
    %y = memref.load %t[%i] : memref<?xf32>
    memref.alloca_scope.return %y : f32
  }
  return %r : f32
}

func @reshape(%m: memref<8x16xf32>, %d: memref<?xindex>) -> memref<*xf32> {
  %z = memref.reshape %m(%d) : (memref<8x16xf32>, memref<?xindex>) -> memref<*xf32>
  return %z : memref<*xf32>
}
