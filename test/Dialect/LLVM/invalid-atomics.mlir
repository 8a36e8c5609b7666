// RUN: gpuopt -split-input-file -verify-diagnostics %s

// llvm.atomicrmw and llvm.cmpxchg: 14's parser and verifier messages.

llvm.func @bad_bin_op(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'foo' is an incorrect value of the 'bin_op' attribute}}
  %0 = llvm.atomicrmw foo %p, %v acq_rel : i32
  llvm.return
}

// -----

llvm.func @bad_ordering(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'weird' is an incorrect value of the 'ordering' attribute}}
  %0 = llvm.atomicrmw add %p, %v weird : i32
  llvm.return
}

// -----

llvm.func @fadd_int(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v acq_rel : i32
  llvm.return
}

// -----

llvm.func @add_float(%p: !llvm.ptr<f32>, %v: f32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v acq_rel : f32
  llvm.return
}

// -----

llvm.func @xchg_i1(%p: !llvm.ptr<i1>, %v: i1) {
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v acq_rel : i1
  llvm.return
}

// -----

llvm.func @unordered(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %v unordered : i32
  llvm.return
}

// -----

llvm.func @rmw_mismatch(%p: !llvm.ptr<i32>, %v: i64) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR element type for operand #0 to match type for operand #1}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64, ordering = 6 : i64} : (!llvm.ptr<i32>, i64) -> i64
  llvm.return
}

// -----

llvm.func @cmpxchg_float(%p: !llvm.ptr<f32>, %v: f32) {
  // expected-error@+1 {{'llvm.cmpxchg' op operand #0 must be LLVM pointer to integer or LLVM pointer type, but got '!llvm.ptr<f32>'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : f32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_ordering(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel acq_rel : i32
  llvm.return
}

// -----

llvm.func @cmpxchg_ordering(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v unordered monotonic : i32
  llvm.return
}

// -----

llvm.func @cmpxchg_mismatch(%p: !llvm.ptr<i32>, %v: i32, %w: i64) {
  // expected-error@+1 {{'llvm.cmpxchg' op expected LLVM IR element type for operand #0 to match type for all other operands}}
  %0 = "llvm.cmpxchg"(%p, %v, %w) {failure_ordering = 2 : i64, success_ordering = 6 : i64} : (!llvm.ptr<i32>, i32, i64) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @missing_ordering(%p: !llvm.ptr<i32>, %v: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op requires attribute 'ordering'}}
  %0 = "llvm.atomicrmw"(%p, %v) {bin_op = 1 : i64} : (!llvm.ptr<i32>, i32) -> i32
  llvm.return
}
