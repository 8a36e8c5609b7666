// RUN: gpuopt --gpu-to-llvm %s | FileCheck %s

// `llvm.emit_c_interface`, as mlir-opt 14 lowers it: a function with a body gets a `_mlir_ciface_` wrapper
// taking each memref as a pointer to its descriptor; a declaration becomes a function that puts the
// descriptors on the stack and calls the declared `_mlir_ciface_` function. A struct result (several
// results, a memref) goes through a pointer passed first.

// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 attributes {llvm.emit_c_interface}
// CHECK-LABEL: llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, %arg1: i64) -> i64 attributes {llvm.emit_c_interface}
// CHECK-NEXT:    %[[D:.*]] = llvm.load %arg0
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][0]
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[O:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    %[[S:.*]] = llvm.extractvalue %[[D]][3, 0]
// CHECK-NEXT:    %[[T:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK-NEXT:    %[[R:.*]] = llvm.call @f(%[[A]], %[[B]], %[[O]], %[[S]], %[[T]], %arg1) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64) -> i64
// CHECK-NEXT:    llvm.return %[[R]] : i64
func @f(%arg0: memref<?xf32>, %arg1: index) -> index attributes {llvm.emit_c_interface} {
  return %arg1 : index
}

// CHECK-LABEL: llvm.func @ext(%arg0: !llvm.ptr<f32>, %arg1: !llvm.ptr<f32>, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:    llvm.mlir.undef
// CHECK-COUNT-5: llvm.insertvalue
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    llvm.store %{{.*}}, %[[SLOT]]
// CHECK-NEXT:    llvm.call @_mlir_ciface_ext(%[[SLOT]])
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @_mlir_ciface_ext(!llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>) attributes {llvm.emit_c_interface, sym_visibility = "private"}
func private @ext(%arg0: memref<4xf32>) attributes {llvm.emit_c_interface}

// CHECK-LABEL: llvm.func @_mlir_ciface_m(%arg0: !llvm.ptr<struct<(i64, f32)>>, %arg1: i64) attributes {llvm.emit_c_interface}
// CHECK-NEXT:    %[[R:.*]] = llvm.call @m(%arg1) : (i64) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT:    llvm.store %[[R]], %arg0 : !llvm.ptr<struct<(i64, f32)>>
// CHECK-NEXT:    llvm.return
func @m(%a: index) -> (index, f32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 1.0 : f32
  return %a, %c : index, f32
}

// CHECK-LABEL: llvm.func @d(%arg0: i64, %arg1: !llvm.ptr<f32>, %arg2: !llvm.ptr<f32>, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(i64, f32)>
// CHECK-NEXT:    %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[RES:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(i64, f32)> : (i64) -> !llvm.ptr<struct<(i64, f32)>>
// CHECK:         %[[SLOT:.*]] = llvm.alloca
// CHECK-NEXT:    llvm.store
// CHECK-NEXT:    llvm.call @_mlir_ciface_d(%[[RES]], %arg0, %[[SLOT]])
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[RES]] : !llvm.ptr<struct<(i64, f32)>>
// CHECK-NEXT:    llvm.return %[[V]] : !llvm.struct<(i64, f32)>
func private @d(%a: index, %b: memref<3xf32>) -> (index, f32) attributes {llvm.emit_c_interface}

// CHECK-LABEL: llvm.func @_mlir_ciface_u(%arg0: !llvm.ptr<struct<(i64, ptr<i8>)>>) attributes {llvm.emit_c_interface}
// CHECK-NEXT:    %[[D:.*]] = llvm.load %arg0
// CHECK-NEXT:    %[[RANK:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr<i8>)>
// CHECK-NEXT:    llvm.call @u(%[[RANK]], %[[P]]) : (i64, !llvm.ptr<i8>) -> ()
func @u(%a: memref<*xf32>) attributes {llvm.emit_c_interface} {
  return
}
