// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and custom-parser diagnostics of the intrinsic ops (`llvm.intr.*`),
// checked against mlir-opt 14. Their operands and results are any LLVM type
// unless 14 names one (the ctlz/cttz flag, the coroutine operands); the count
// traits come first, result count before operand count, then
// SameOperandsAndResultType, then attributes, then the type constraints.

llvm.func @fabs_types(%x: f32) {
  // expected-error@+1 {{'llvm.intr.fabs' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f64
  llvm.return
}

// -----

func @fabs_tensor(%t: tensor<f32>) {
  // expected-error@+1 {{'llvm.intr.fabs' op operand #0 must be LLVM dialect-compatible type, but got 'tensor<f32>'}}
  %0 = "llvm.intr.fabs"(%t) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

llvm.func @fabs_two_operands(%x: f32) {
  // expected-error@+1 {{'llvm.intr.fabs' op requires a single operand}}
  %0 = "llvm.intr.fabs"(%x, %x) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @fabs_no_result_two_operands(%x: f32) {
  // expected-error@+1 {{'llvm.intr.fabs' op requires one result}}
  "llvm.intr.fabs"(%x, %x) : (f32, f32) -> ()
  llvm.return
}

// -----

llvm.func @fma_types(%x: f32) {
  // expected-error@+1 {{'llvm.intr.fma' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fma"(%x, %x, %x) : (f32, f32, f32) -> f64
  llvm.return
}

// -----

llvm.func @ctlz_flag(%x: i32) {
  // expected-error@+1 {{'llvm.intr.ctlz' op operand #1 must be 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.intr.ctlz"(%x, %x) : (i32, i32) -> i32
  llvm.return
}

// -----

func @ctlz_result(%x: i32, %b: i1) {
  // expected-error@+1 {{'llvm.intr.ctlz' op result #0 must be LLVM dialect-compatible type, but got 'tensor<f32>'}}
  %0 = "llvm.intr.ctlz"(%x, %b) : (i32, i1) -> tensor<f32>
  return
}

// -----

llvm.func @memcpy_count(%p: !llvm.ptr<i8>, %n: i64) {
  // expected-error@+1 {{'llvm.intr.memcpy' op expected 4 operands, but found 3}}
  "llvm.intr.memcpy"(%p, %p, %n) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64) -> ()
  llvm.return
}

// -----

llvm.func @memcpy_result(%b: i1) {
  // expected-error@+1 {{'llvm.intr.memcpy' op requires zero results}}
  %0 = "llvm.intr.memcpy"(%b, %b, %b, %b) : (i1, i1, i1, i1) -> i1
  llvm.return
}

// -----

llvm.func @reduce_reassoc(%x: f32, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fadd' op attribute 'reassoc' failed to satisfy constraint: bool attribute}}
  %0 = "llvm.intr.vector.reduce.fadd"(%x, %v) {reassoc = 1 : i32} : (f32, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @reduce_count(%v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.fadd' op expected 2 operands, but found 1}}
  %0 = "llvm.intr.vector.reduce.fadd"(%v) : (vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @masked_load_alignment(%p: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op requires attribute 'alignment'}}
  %0 = "llvm.intr.masked.load"(%p, %m) : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @masked_load_alignment_type(%p: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "llvm.intr.masked.load"(%p, %m) {alignment = 4 : i64} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @masked_load_results(%x: f32) {
  // expected-error@+1 {{'llvm.intr.masked.load' op requires one result}}
  %0:2 = "llvm.intr.masked.load"(%x) : (f32) -> (f32, f32)
  llvm.return
}

// -----

llvm.func @masked_load_custom_count(%p: !llvm.ptr<vector<4xf32>>, %m: vector<4xi1>) {
  // expected-error@+1 {{custom op 'llvm.intr.masked.load' 2 operands present, but expected 1}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @matrix_transpose_shape(%x: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.matrix.transpose' op requires attribute 'rows'}}
  %0 = "llvm.intr.matrix.transpose"(%x) : (vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @matrix_load_volatile(%p: !llvm.ptr<f32>, %s: i64) {
  // expected-error@+1 {{'llvm.intr.matrix.column.major.load' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "llvm.intr.matrix.column.major.load"(%p, %s) {isVolatile = 1 : i32, rows = 2 : i32, columns = 2 : i32} : (!llvm.ptr<f32>, i64) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @overflow_count(%x: i32) {
  // expected-error@+1 {{'llvm.intr.sadd.with.overflow' op expected 2 operands, but found 1}}
  %0 = "llvm.intr.sadd.with.overflow"(%x) : (i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @stackrestore_pointer(%x: !llvm.ptr<f32>) {
  // expected-error@+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer to 8-bit signless integer, but got '!llvm.ptr<f32>'}}
  "llvm.intr.stackrestore"(%x) : (!llvm.ptr<f32>) -> ()
  llvm.return
}

// -----

func @vscale_result() {
  // expected-error@+1 {{'llvm.intr.vscale' op result #0 must be LLVM dialect-compatible type, but got 'tensor<f32>'}}
  %0 = "llvm.intr.vscale"() : () -> tensor<f32>
  return
}

// -----

llvm.func @coro_id_align(%x: f32) {
  // expected-error@+1 {{'llvm.intr.coro.id' op operand #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "llvm.intr.coro.id"(%x, %x, %x, %x) : (f32, f32, f32, f32) -> !llvm.token
  llvm.return
}

// -----

// expected-note@+1 {{prior use here}}
llvm.func @coro_id_custom_type(%a: f32, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = llvm.intr.coro.id %a, %p, %p, %p : !llvm.token
  llvm.return
}

// -----

llvm.func @coro_begin_token(%x: i32, %p: !llvm.ptr<i8>) {
  // expected-error@+1 {{'llvm.intr.coro.begin' op operand #0 must be LLVM token type, but got 'i32'}}
  %0 = "llvm.intr.coro.begin"(%x, %p) : (i32, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  llvm.return
}

// -----

llvm.func @coro_size_operands(%x: i32) {
  // expected-error@+1 {{'llvm.intr.coro.size' op requires zero operands}}
  %0 = "llvm.intr.coro.size"(%x) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @coro_save_pointer(%p: !llvm.ptr<i32>) {
  // expected-error@+1 {{'llvm.intr.coro.save' op operand #0 must be LLVM pointer to 8-bit signless integer, but got '!llvm.ptr<i32>'}}
  %0 = "llvm.intr.coro.save"(%p) : (!llvm.ptr<i32>) -> !llvm.token
  llvm.return
}

// -----

func @coro_resume_result(%t: tensor<f32>) {
  // expected-error@+1 {{'llvm.intr.coro.resume' op requires zero results}}
  %0 = "llvm.intr.coro.resume"(%t) : (tensor<f32>) -> i32
  return
}

// -----

llvm.func @coro_suspend_final(%t: !llvm.token, %x: i32) {
  // expected-error@+1 {{'llvm.intr.coro.suspend' op operand #1 must be 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.intr.coro.suspend"(%t, %x) : (!llvm.token, i32) -> i8
  llvm.return
}
