// RUN: gpuopt %s -split-input-file -convert-std-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s

// convert-std-to-llvm=use-bare-ptr-memref-call-conv: a memref with static
// shape, strides and offset crosses function boundaries as a pointer to its
// element type. A function rebuilds a descriptor for each such argument at
// its start (MemRefDescriptor::fromStaticShape: the pointer twice, then the
// offset, then each dimension's size and stride), a return and a call pass
// the aligned pointer, and a call rebuilds descriptors for memref results.
// No C wrappers are made. A function whose signature has another memref is
// not converted (and a call of it then fails to verify: see
// bare-ptr-calling-convention-invalid.mlir).

// CHECK-LABEL: llvm.func @identity(
// CHECK-SAME: %[[ARG:.*]]: !llvm.ptr<f32>, %{{.*}}: f32) -> !llvm.ptr<f32>
func @identity(%m: memref<4xf32>, %x: f32) -> memref<4xf32> {
  // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[D0:.*]] = llvm.insertvalue %[[ARG]], %[[U]][0]
  // CHECK-NEXT: %[[D1:.*]] = llvm.insertvalue %[[ARG]], %[[D0]][1]
  // CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[D2:.*]] = llvm.insertvalue %[[OFF]], %[[D1]][2]
  // CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: %[[D3:.*]] = llvm.insertvalue %[[SIZE]], %[[D2]][3, 0]
  // CHECK-NEXT: %[[STRIDE:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[D4:.*]] = llvm.insertvalue %[[STRIDE]], %[[D3]][4, 0]
  // CHECK-NEXT: %[[PTR:.*]] = llvm.extractvalue %[[D4]][1]
  // CHECK-NEXT: llvm.return %[[PTR]] : !llvm.ptr<f32>
  return %m : memref<4xf32>
}

// CHECK-LABEL: llvm.func @ext(!llvm.ptr<f32>, f32) -> !llvm.ptr<i32, 3>
func private @ext(memref<4xf32>, f32) -> memref<2x3xi32, 3>

// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME: %{{.*}}: !llvm.ptr<f32>, %[[X:.*]]: f32) -> !llvm.struct<(ptr<f32>, ptr<i32, 3>)>
func @caller(%m: memref<4xf32>, %x: f32) -> (memref<4xf32>, memref<2x3xi32, 3>) {
  // CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 0]
  // CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[DESC]][1]
  // CHECK-NEXT: %[[R0:.*]] = llvm.call @identity(%[[P]], %[[X]]) : (!llvm.ptr<f32>, f32) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %[[R0]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[R0]], %{{.*}}[1]
  // CHECK: %[[RDESC:.*]] = llvm.insertvalue %{{.*}}[4, 0]
  %0 = call @identity(%m, %x) : (memref<4xf32>, f32) -> memref<4xf32>
  // CHECK-NEXT: %[[P0:.*]] = llvm.extractvalue %[[RDESC]][1]
  // CHECK-NEXT: %[[R1:.*]] = llvm.call @ext(%[[P0]], %[[X]]) : (!llvm.ptr<f32>, f32) -> !llvm.ptr<i32, 3>
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<i32, 3>, ptr<i32, 3>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %[[R1]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[R1]], %{{.*}}[1]
  // CHECK-NEXT: llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[2]
  // CHECK-NEXT: llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[3, 0]
  // CHECK-NEXT: llvm.mlir.constant(3 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[4, 0]
  // CHECK-NEXT: llvm.mlir.constant(3 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[3, 1]
  // CHECK-NEXT: llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[EDESC:.*]] = llvm.insertvalue %{{.*}}[4, 1]
  %1 = call @ext(%0, %x) : (memref<4xf32>, f32) -> memref<2x3xi32, 3>
  // CHECK-NEXT: %[[A:.*]] = llvm.extractvalue %[[RDESC]][1]
  // CHECK-NEXT: %[[B:.*]] = llvm.extractvalue %[[EDESC]][1]
  // CHECK-NEXT: %[[S:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<i32, 3>)>
  // CHECK-NEXT: %[[S0:.*]] = llvm.insertvalue %[[A]], %[[S]][0]
  // CHECK-NEXT: %[[S1:.*]] = llvm.insertvalue %[[B]], %[[S0]][1]
  // CHECK-NEXT: llvm.return %[[S1]] : !llvm.struct<(ptr<f32>, ptr<i32, 3>)>
  return %0, %1 : memref<4xf32>, memref<2x3xi32, 3>
}

// -----

// Every memref argument gets its descriptor, used or not; a strided layout
// gives its static offset and strides; a 0-d memref has no sizes.
// CHECK-LABEL: llvm.func @layouts(
// CHECK-SAME: %[[A:.*]]: !llvm.ptr<f32>, %{{.*}}: f32, %[[B:.*]]: !llvm.ptr<f16, 1>)
func @layouts(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>, %x: f32, %n: memref<f16, 1>) {
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT: llvm.insertvalue %[[A]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[A]], %{{.*}}[1]
  // CHECK-NEXT: llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[2]
  // CHECK-NEXT: llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[3, 0]
  // CHECK-NEXT: llvm.mlir.constant(8 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[4, 0]
  // CHECK-NEXT: llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[3, 1]
  // CHECK-NEXT: llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[4, 1]
  // CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr<f16, 1>, ptr<f16, 1>, i64)>
  // CHECK-NEXT: llvm.insertvalue %[[B]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[B]], %{{.*}}[1]
  // CHECK-NEXT: llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: llvm.insertvalue %{{.*}}[2]
  // CHECK-NEXT: llvm.return
  return
}

// No C wrappers under the bare-pointer convention.
// CHECK-LABEL: llvm.func @wrapped(
// CHECK-SAME: !llvm.ptr<f32>) attributes {llvm.emit_c_interface}
// CHECK-NOT: _mlir_ciface
// CHECK: llvm.func @wrapped_decl(!llvm.ptr<f32>) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NOT: _mlir_ciface
func @wrapped(%m: memref<2xf32>) attributes {llvm.emit_c_interface} {
  return
}
func private @wrapped_decl(memref<2xf32>) attributes {llvm.emit_c_interface}

// -----

// Indirect calls, and function types, take the same convention.
// CHECK-LABEL: llvm.func @target(!llvm.ptr<f32>) -> !llvm.ptr<f32>
func private @target(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: llvm.func @indirect(
func @indirect(%m: memref<2xf32>) -> memref<2xf32> {
  // CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 0]
  // CHECK-NEXT: %[[F:.*]] = llvm.mlir.addressof @target : !llvm.ptr<func<ptr<f32> (ptr<f32>)>>
  %f = constant @target : (memref<2xf32>) -> memref<2xf32>
  // CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[DESC]][1]
  // CHECK-NEXT: %[[R:.*]] = llvm.call %[[F]](%[[P]]) : (!llvm.ptr<f32>) -> !llvm.ptr<f32>
  // CHECK-NEXT: llvm.mlir.undef
  // CHECK-NEXT: llvm.insertvalue %[[R]], %{{.*}}[0]
  // CHECK-NEXT: llvm.insertvalue %[[R]], %{{.*}}[1]
  %r = call_indirect %f(%m) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Dynamic and unranked memrefs have no bare form: their functions stay
// (their bodies are converted), as in mlir-opt 14.
// CHECK-LABEL: func @dynamic(%arg0: memref<?xf32>) {
// CHECK-NEXT: llvm.return
func @dynamic(%m: memref<?xf32>) {
  return
}
// CHECK-LABEL: func @unranked(%arg0: memref<*xf32>) {
// CHECK-NEXT: llvm.return
func @unranked(%m: memref<*xf32>) {
  return
}
// CHECK: func private @dynamic_decl(memref<?xf32>)
func private @dynamic_decl(memref<?xf32>)
// CHECK-LABEL: llvm.func @from_static(
func @from_static(%m: memref<4xf32>) {
  // CHECK: %[[DESC:.*]] = llvm.insertvalue %{{.*}}[4, 0]
  // CHECK-NEXT: %[[M:.*]] = builtin.unrealized_conversion_cast %[[DESC]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
  // CHECK-NEXT: memref.cast %[[M]] : memref<4xf32> to memref<?xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  return
}

