// RUN: gpuopt %s | FileCheck %s --match-full-lines
// RUN: gpuopt %s | gpuopt | FileCheck %s --match-full-lines
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s --match-full-lines

// The warp matrix ops in MLIR 14's custom form, with the fragment types of
// each shape NVVM has intrinsics for, and the attributes in either spelling.

// CHECK-LABEL: llvm.func @f16_tiles(%arg0: !llvm.ptr<f16, 3>, %arg1: i32) {
llvm.func @f16_tiles(%p: !llvm.ptr<f16, 3>, %ld: i32) {
  // CHECK-NEXT: %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: %1 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %b = "nvvm.wmma.load"(%p, %ld) {eltype = #nvvm<"mma_type<f16>">, frag = #nvvm.mma_frag< b >, k = 16 : i32, layout = #nvvm<"mma_layout < col >">, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>, i32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: %2 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %c = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-COUNT-8: %{{[0-9]+}} = llvm.extractvalue %0[{{[0-7]}} : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a0 = llvm.extractvalue %a[0 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a1 = llvm.extractvalue %a[1 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a2 = llvm.extractvalue %a[2 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a3 = llvm.extractvalue %a[3 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a4 = llvm.extractvalue %a[4 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a5 = llvm.extractvalue %a[5 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a6 = llvm.extractvalue %a[6 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %a7 = llvm.extractvalue %a[7 : i32] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: %11 = llvm.extractvalue %2[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %c0 = llvm.extractvalue %c[0] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // The B operand is the A operand again, the C operand one value four times.
  // CHECK-NEXT: %12 = nvvm.wmma.mma %3, %4, %5, %6, %7, %8, %9, %10, %3, %4, %5, %6, %7, %8, %9, %10, %11, %11, %11, %11 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %d = nvvm.wmma.mma %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %c0, %c0, %c0, %c0 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  // CHECK-NEXT: nvvm.wmma.store %arg0, %arg1, %11, %11, %11, %11 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32, note = "kept"} : !llvm.ptr<f16, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  "nvvm.wmma.store"(%p, %c0, %c0, %c0, %c0, %ld) {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32, note = "kept"} : (!llvm.ptr<f16, 3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, i32) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @tf32_and_f32(%arg0: !llvm.ptr<f32>, %arg1: i32, %arg2: i32, %arg3: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
llvm.func @tf32_and_f32(%p: !llvm.ptr<f32>, %ld: i32, %t: i32, %x: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  // CHECK-NEXT: %0 = nvvm.wmma.load %arg0, %arg1 {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(i32, i32, i32, i32)>
  %b = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-NEXT: %1 = nvvm.wmma.mma %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3 {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %d = nvvm.wmma.mma %t, %t, %t, %t, %t, %t, %t, %t, %x, %x, %x, %x, %x, %x, %x, %x {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK-NEXT: nvvm.wmma.store %arg0, %arg1, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3, %arg3 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : !llvm.ptr<f32>, f32, f32, f32, f32, f32, f32, f32, f32
  nvvm.wmma.store %p, %ld, %x, %x, %x, %x, %x, %x, %x, %x {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : !llvm.ptr<f32>, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return %d : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// The m8n8k4 mma of MLIR 14: four f16 pairs of A and B, eight f32 of C.
// CHECK-LABEL: llvm.func @mma_sync(%arg0: vector<2xf16>, %arg1: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
llvm.func @mma_sync(%h: vector<2xf16>, %x: f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  // CHECK-NEXT: %0 = nvvm.mma.sync %arg0, %arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1 {alayout = "row", blayout = "col"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %0 = nvvm.mma.sync %h, %h, %h, %h, %x, %x, %x, %x, %x, %x, %x, %x {alayout = "row", blayout = "col"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

// The vector element ops the lowering of gpu.subgroup_mma_constant_matrix uses.
// CHECK-LABEL: llvm.func @elements(%arg0: f16, %arg1: i64) -> f16 {
llvm.func @elements(%x: f16, %i: i64) -> f16 {
  // CHECK-NEXT: %0 = llvm.mlir.undef : vector<2xf16>
  %u = llvm.mlir.undef : vector<2xf16>
  // CHECK-NEXT: %1 = llvm.insertelement %arg0, %0[%arg1 : i64] {tag} : vector<2xf16>
  %v = llvm.insertelement %x, %u[%i : i64] {tag} : vector<2xf16>
  // CHECK-NEXT: %2 = llvm.extractelement %1[%arg1 : i64] : vector<2xf16>
  %e = "llvm.extractelement"(%v, %i) : (vector<2xf16>, i64) -> f16
  llvm.return %e : f16
}
