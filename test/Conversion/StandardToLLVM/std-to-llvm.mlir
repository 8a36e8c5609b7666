// RUN: gpuopt %s -convert-std-to-llvm | FileCheck %s
// RUN: gpuopt %s -convert-std-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// RUN: gpuopt %s -convert-std-to-llvm=emit-c-wrappers=1 | FileCheck %s --check-prefix=WRAP
// RUN: gpuopt %s '-convert-std-to-llvm=data-layout=e-p:64:64' | FileCheck %s --check-prefix=LAYOUT

// convert-std-to-llvm: functions (memref arguments expanded to descriptor fields), calls, returns,
// branches, select and the arith ops; memref ops are left to convert-memref-to-llvm, reached through
// unrealized_conversion_casts (one to one arguments cast first, the last one first, as 14 does).

// CHECK-LABEL: llvm.func @mixed(%{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32) -> f32 {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// CHECK-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// CHECK-NEXT: llvm.return %{{.*}} : f32
// CHECK-LABEL: llvm.func @blocks(%{{.*}}: i1, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> i64 {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: llvm.cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : i64), ^bb{{.*}}
// CHECK-NEXT: ^bb{{.*}}(%{{.*}}: i64):  // pred: ^bb{{.*}}
// CHECK-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// CHECK-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK-NEXT: llvm.br ^bb{{.*}}
// CHECK-NEXT: ^bb{{.*}}:  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// CHECK-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// CHECK-NEXT: %{{.*}} = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// CHECK-NEXT: llvm.return %{{.*}} : i64
// CHECK-LABEL: llvm.func @callee(%{{.*}}: f32) -> f32 {
// CHECK-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// CHECK-NEXT: llvm.return %{{.*}} : f32
// CHECK-LABEL: llvm.func @caller(%{{.*}}: f32) -> !llvm.struct<(f32, f32)> {
// CHECK-NEXT: %{{.*}} = llvm.call @callee(%{{.*}}) : (f32) -> f32
// CHECK-NEXT: %{{.*}} = llvm.fmul %{{.*}}, %{{.*}}  : f32
// CHECK-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: llvm.return %{{.*}} : !llvm.struct<(f32, f32)>

// IDX32-LABEL: llvm.func @mixed(%{{.*}}: i32, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> f32 {
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// IDX32-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// IDX32-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// IDX32-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// IDX32-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// IDX32-NEXT: llvm.return %{{.*}} : f32
// IDX32-LABEL: llvm.func @blocks(%{{.*}}: i1, %{{.*}}: i32, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> i32 {
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i32, array<1 x i32>, array<1 x i32>)> to memref<?xf32>
// IDX32-NEXT: llvm.cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : i32), ^bb{{.*}}
// IDX32-NEXT: ^bb{{.*}}(%{{.*}}: i32):  // pred: ^bb{{.*}}
// IDX32-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i32 to index
// IDX32-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// IDX32-NEXT: llvm.br ^bb{{.*}}
// IDX32-NEXT: ^bb{{.*}}:  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// IDX32-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// IDX32-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i32
// IDX32-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// IDX32-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// IDX32-NEXT: %{{.*}} = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i32
// IDX32-NEXT: llvm.return %{{.*}} : i32
// IDX32-LABEL: llvm.func @callee(%{{.*}}: f32) -> f32 {
// IDX32-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// IDX32-NEXT: llvm.return %{{.*}} : f32
// IDX32-LABEL: llvm.func @caller(%{{.*}}: f32) -> !llvm.struct<(f32, f32)> {
// IDX32-NEXT: %{{.*}} = llvm.call @callee(%{{.*}}) : (f32) -> f32
// IDX32-NEXT: %{{.*}} = llvm.fmul %{{.*}}, %{{.*}}  : f32
// IDX32-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32, f32)>
// IDX32-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, f32)>
// IDX32-NEXT: llvm.return %{{.*}} : !llvm.struct<(f32, f32)>

// WRAP-LABEL: llvm.func @mixed(%{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32) -> f32 {
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// WRAP-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// WRAP-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// WRAP-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// WRAP-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// WRAP-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// WRAP-NEXT: llvm.return %{{.*}} : f32
// WRAP-LABEL: llvm.func @_mlir_ciface_mixed(%{{.*}}: i64, %{{.*}}: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, %{{.*}}: i64, %{{.*}}: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>, %{{.*}}: i32) -> f32 {
// WRAP-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.call @mixed(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i64, !llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64, i32) -> f32
// WRAP-NEXT: llvm.return %{{.*}} : f32
// WRAP-LABEL: llvm.func @blocks(%{{.*}}: i1, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> i64 {
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// WRAP-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// WRAP-NEXT: llvm.cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : i64), ^bb{{.*}}
// WRAP-NEXT: ^bb{{.*}}(%{{.*}}: i64):  // pred: ^bb{{.*}}
// WRAP-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// WRAP-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// WRAP-NEXT: llvm.br ^bb{{.*}}
// WRAP-NEXT: ^bb{{.*}}:  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// WRAP-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// WRAP-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// WRAP-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i64
// WRAP-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// WRAP-NEXT: %{{.*}} = llvm.mlir.constant(4 : index) : i64
// WRAP-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// WRAP-NEXT: llvm.return %{{.*}} : i64
// WRAP-LABEL: llvm.func @_mlir_ciface_blocks(%{{.*}}: i1, %{{.*}}: i64, %{{.*}}: !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>) -> i64 {
// WRAP-NEXT: %{{.*}} = llvm.load %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// WRAP-NEXT: %{{.*}} = llvm.call @blocks(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i1, i64, !llvm.ptr<f32>, !llvm.ptr<f32>, i64, i64, i64) -> i64
// WRAP-NEXT: llvm.return %{{.*}} : i64
// WRAP-LABEL: llvm.func @callee(%{{.*}}: f32) -> f32 {
// WRAP-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// WRAP-NEXT: llvm.return %{{.*}} : f32
// WRAP-LABEL: llvm.func @_mlir_ciface_callee(%{{.*}}: f32) -> f32 {
// WRAP-NEXT: %{{.*}} = llvm.call @callee(%{{.*}}) : (f32) -> f32
// WRAP-NEXT: llvm.return %{{.*}} : f32
// WRAP-LABEL: llvm.func @caller(%{{.*}}: f32) -> !llvm.struct<(f32, f32)> {
// WRAP-NEXT: %{{.*}} = llvm.call @callee(%{{.*}}) : (f32) -> f32
// WRAP-NEXT: %{{.*}} = llvm.fmul %{{.*}}, %{{.*}}  : f32
// WRAP-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32, f32)>
// WRAP-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, f32)>
// WRAP-NEXT: llvm.return %{{.*}} : !llvm.struct<(f32, f32)>
// WRAP-LABEL: llvm.func @_mlir_ciface_caller(%{{.*}}: !llvm.ptr<struct<(f32, f32)>>, %{{.*}}: f32) {
// WRAP-NEXT: %{{.*}} = llvm.call @caller(%{{.*}}) : (f32) -> !llvm.struct<(f32, f32)>
// WRAP-NEXT: llvm.store %{{.*}}, %{{.*}} : !llvm.ptr<struct<(f32, f32)>>
// WRAP-NEXT: llvm.return

// LAYOUT-LABEL: llvm.func @mixed(%{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i32) -> f32 {
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// LAYOUT-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// LAYOUT-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// LAYOUT-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
// LAYOUT-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// LAYOUT-NEXT: %{{.*}} = llvm.fadd %{{.*}}, %{{.*}}  : f32
// LAYOUT-NEXT: llvm.return %{{.*}} : f32
// LAYOUT-LABEL: llvm.func @blocks(%{{.*}}: i1, %{{.*}}: i64, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: !llvm.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> i64 {
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// LAYOUT-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// LAYOUT-NEXT: llvm.cond_br %{{.*}}, ^bb{{.*}}(%{{.*}} : i64), ^bb{{.*}}
// LAYOUT-NEXT: ^bb{{.*}}(%{{.*}}: i64):  // pred: ^bb{{.*}}
// LAYOUT-NEXT: %{{.*}} = llvm.add %{{.*}}, %{{.*}}  : i64
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : i64 to index
// LAYOUT-NEXT: %{{.*}} = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// LAYOUT-NEXT: llvm.br ^bb{{.*}}
// LAYOUT-NEXT: ^bb{{.*}}:  // 2 preds: ^bb{{.*}}, ^bb{{.*}}
// LAYOUT-NEXT: %{{.*}} = memref.dim %{{.*}}, %{{.*}} : memref<?xf32>
// LAYOUT-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// LAYOUT-NEXT: %{{.*}} = llvm.icmp "slt" %{{.*}}, %{{.*}} : i64
// LAYOUT-NEXT: %{{.*}} = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i64
// LAYOUT-NEXT: %{{.*}} = llvm.mlir.constant(4 : index) : i64
// LAYOUT-NEXT: %{{.*}} = llvm.mul %{{.*}}, %{{.*}}  : i64
// LAYOUT-NEXT: llvm.return %{{.*}} : i64
// LAYOUT-LABEL: llvm.func @callee(%{{.*}}: f32) -> f32 {
// LAYOUT-NEXT: %{{.*}} = llvm.fneg %{{.*}}  : f32
// LAYOUT-NEXT: llvm.return %{{.*}} : f32
// LAYOUT-LABEL: llvm.func @caller(%{{.*}}: f32) -> !llvm.struct<(f32, f32)> {
// LAYOUT-NEXT: %{{.*}} = llvm.call @callee(%{{.*}}) : (f32) -> f32
// LAYOUT-NEXT: %{{.*}} = llvm.fmul %{{.*}}, %{{.*}}  : f32
// LAYOUT-NEXT: %{{.*}} = llvm.mlir.undef : !llvm.struct<(f32, f32)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(f32, f32)>
// LAYOUT-NEXT: %{{.*}} = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(f32, f32)>
// LAYOUT-NEXT: llvm.return %{{.*}} : !llvm.struct<(f32, f32)>

func @mixed(%i: index, %m: memref<4xf32>, %j: index, %n: memref<?xf32>, %k: i32) -> f32 {
  %v = memref.load %m[%j] : memref<4xf32>
  %w = memref.load %n[%i] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

func @blocks(%c: i1, %a: index, %m: memref<?xf32>) -> index {
  cond_br %c, ^bb1(%a : index), ^bb2
^bb1(%x: index):
  %y = arith.addi %x, %a : index
  %v = memref.load %m[%y] : memref<?xf32>
  br ^bb2
^bb2:
  %d = memref.dim %m, %a : memref<?xf32>
  %f = arith.cmpi slt, %d, %a : index
  %s = select %f, %d, %a : index
  %k = arith.constant 4 : index
  %w = arith.muli %s, %k : index
  return %w : index
}

func @callee(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}

func @caller(%x: f32) -> (f32, f32) {
  %r = call @callee(%x) : (f32) -> f32
  %t = arith.mulf %r, %x : f32
  return %r, %t : f32, f32
}
