// RUN: gpuopt -split-input-file -verify-diagnostics %s

// The verifiers of the warp matrix ops and the parser of their attributes,
// with mlir-opt 14's messages.

llvm.func @load_space(%p: !llvm.ptr<f16, 5>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16, 5>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_shape(%p: !llvm.ptr<f16>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_f32_operand(%p: !llvm.ptr<f32>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @load_result(%p: !llvm.ptr<f16>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (!llvm.ptr<f16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_tf32_result(%p: !llvm.ptr<f32>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f32>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @load_missing_attribute(%p: !llvm.ptr<f16>, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op requires attribute 'layout'}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @load_not_a_pointer(%p: i64, %ld: i32) {
  // expected-error@+1 {{'nvvm.wmma.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = nvvm.wmma.load %p, %ld {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i64) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @store_count(%p: !llvm.ptr<f16>, %ld: i32, %v: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %ld, %v, %v {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<f16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @store_type(%p: !llvm.ptr<f32>, %ld: i32, %v: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.store' op expected data operands of type 'f32'}}
  nvvm.wmma.store %p, %ld, %v, %v, %v, %v, %v, %v, %v, %v {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<f32>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @store_tf32(%p: !llvm.ptr<f32>, %ld: i32, %x: i32) {
  // expected-error@+1 {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %ld, %x, %x, %x, %x {eltype = #nvvm.mma_type<tf32>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<f32>, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @mma_count(%v: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected 24 arguments}}
  %0 = nvvm.wmma.mma %v, %v {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 32 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_argument(%x: i32, %f: f32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op expected argument 8 to be of type 'f32'}}
  %0 = nvvm.wmma.mma %x, %x, %x, %x, %x, %x, %x, %x, %x, %f, %f, %f, %f, %f, %f, %f {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_combination(%x: i32) {
  // expected-error@+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %x {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f16>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

llvm.func @mma_sync_layouts(%h: vector<2xf16>, %x: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op alayout and blayout attributes must be set to either "row" or "col"}}
  %0 = nvvm.mma.sync %h, %h, %h, %h, %x, %x, %x, %x, %x, %x, %x, %x {alayout = "row", blayout = "diagonal"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sync_variant(%h: vector<2xf16>, %x: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op unimplemented mma.sync variant}}
  %0 = nvvm.mma.sync %h, %h, %h, %h, %x, %x, %x, %x, %x, %x, %x, %x {alayout = "col", blayout = "col"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sync_result(%h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.mma.sync' op expected result type to be a struct of either 4 <halfx2>s or 8 floats}}
  %0 = nvvm.mma.sync %h, %h, %h, %h, %h, %h, %h, %h {alayout = "row", blayout = "col"} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::MMATypes to be one of: f16, f32, tf32}}
// expected-error@+1 {{failed to parse MMATypesAttr parameter 'value' which is to be a `::mlir::NVVM::MMATypes`}}
llvm.func @bad_type() attributes {t = #nvvm.mma_type<s8>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{failed to parse MMALayoutAttr parameter 'value' which is to be a `::mlir::NVVM::MMALayout`}}
llvm.func @layout_not_a_keyword() attributes {l = #nvvm.mma_layout<"row">}

// -----

// expected-error@+1 {{expected '>'}}
llvm.func @two_frags() attributes {f = #nvvm.mma_frag<a, b>}

// -----

// expected-error@+1 {{expected '<'}}
llvm.func @no_body() attributes {f = #nvvm.mma_frag}

// -----

// expected-error@+1 {{unknown attribute `mma_shape` in dialect `nvvm`}}
llvm.func @unknown() attributes {f = #nvvm.mma_shape<m16n16k16>}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
// expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
llvm.func @shuffle_kind() attributes {k = #nvvm<"shfl_kind xor">}

// -----

// expected-error@+1 {{encountered unexpected token}}
llvm.func @trailing() attributes {k = #nvvm<"mma_type<f16> extra">}
