// RUN: gpuopt --gpu-to-llvm -allow-unregistered-dialect %s | FileCheck %s

// Ops that stay unconverted keep their operand types through `unrealized_conversion_cast`s, placed where
// mlir-opt 14 places them: a converted block argument's at the start of its block (in argument order,
// dropped when unused), a converted op result's right after the op that defines it, one per value.

// CHECK-LABEL: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr<f32>, %arg2: !llvm.ptr<f32>, %arg3: i64, %arg4: i64, %arg5: i64)
// CHECK-NEXT:    %[[A0:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:    llvm.mlir.undef
// CHECK-COUNT-5: llvm.insertvalue
// CHECK-NEXT:    %[[M:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:    %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    llvm.br ^bb1(%[[C1]] : i64)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i64):
// CHECK-NEXT:    %[[IX:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK-NEXT:    %[[SUM:.*]] = llvm.add %[[I]], %arg0 : i64
// CHECK-NEXT:    %[[SUMX:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : i64 to index
// CHECK-NEXT:    %{{.*}} = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:    "test.use"(%[[SUMX]], %[[A0]], %[[IX]]) : (index, index, index) -> ()
// CHECK-NEXT:    "test.use"(%[[SUMX]]) : (index) -> ()
// CHECK-NEXT:    "test.use2"(%[[M]]) : (memref<?xf32>) -> ()
// CHECK-NEXT:    llvm.return
func @f(%arg0: index, %arg1: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  br ^bb1(%c1 : index)
^bb1(%i: index):
  %0 = arith.addi %i, %arg0 : index
  %c3 = arith.constant 3 : index
  "test.use"(%0, %arg0, %i) : (index, index, index) -> ()
  "test.use"(%0) : (index) -> ()
  "test.use2"(%arg1) : (memref<?xf32>) -> ()
  return
}

// Arguments only converted ops use get no cast.
// CHECK-LABEL: llvm.func @g(%arg0: i64)
// CHECK-NEXT:    llvm.br ^bb1(%arg0 : i64)
// CHECK-NEXT:  ^bb1(%{{.*}}: i64):
// CHECK-NEXT:    llvm.return
func @g(%arg0: index) {
  br ^bb1(%arg0 : index)
^bb1(%i: index):
  return
}
