// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and parser errors of MLIR 14's async dialect, in mlir-opt 14's words.

func @body_types(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.execute' op async body region argument types do not match the execute operation arguments types}}
  %t, %r = "async.execute"(%v) ({
  ^bb0(%x: i32):
    "async.yield"(%x) : (i32) -> ()
  }) {operand_segment_sizes = dense<[0, 1]> : vector<2xi32>} : (!async.value<f32>) -> (!async.token, !async.value<i32>)
  return
}

// -----

func @yield_types() {
  %t, %r = async.execute -> !async.value<f32> {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'async.yield' op operand types do not match the types returned from the parent ExecuteOp}}
    async.yield %c : i32
  }
  return
}

// -----

func @yield_parent() {
  // expected-error@+1 {{'async.yield' op expects parent op 'async.execute'}}
  async.yield
}

// -----

func @no_block() {
  // expected-error@+1 {{'async.execute' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %t = async.execute {
  }
  return
}

// -----

func @no_yield() {
  // expected-error@+2 {{'async.execute' op expects regions to end with 'async.yield', found 'arith.constant'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'async.yield'}}
  %t = async.execute {
    %c = arith.constant 1 : i32
  }
  return
}

// -----

func @two_blocks() {
  // expected-error@+1 {{'async.execute' op expects region #0 to have 0 or 1 blocks}}
  %t = "async.execute"() ({
  ^bb0:
    "async.yield"() : () -> ()
  ^bb1:
    "async.yield"() : () -> ()
  }) {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> !async.token
  return
}

// -----

func @dependency_type(%f: f32) {
  // expected-error@+1 {{'async.execute' op operand #0 must be async token type, but got 'f32'}}
  %t = "async.execute"(%f) ({
    "async.yield"() : () -> ()
  }) {operand_segment_sizes = dense<[1, 0]> : vector<2xi32>} : (f32) -> !async.token
  return
}

// -----

func @result_type() {
  // expected-error@+1 {{'async.execute' op result #0 must be async token type, but got 'f32'}}
  %t = "async.execute"() ({
    "async.yield"() : () -> ()
  }) {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> f32
  return
}

// -----

func @await_token(%t: !async.token) {
  // expected-error@+1 {{'async.await' op awaiting on a token must have empty result}}
  %x = "async.await"(%t) : (!async.token) -> f32
  return
}

// -----

func @await_value(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  %x = "async.await"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func @await_no_result(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.await' op result type '<<NULL TYPE>>' does not match async value type 'f32'}}
  "async.await"(%v) : (!async.value<f32>) -> ()
  return
}

// -----

func @await_operand(%f: f32) {
  // expected-error@+1 {{'async.await' op operand #0 must be async value type or async token type, but got 'f32'}}
  "async.await"(%f) : (f32) -> ()
  return
}

// -----

func @await_all(%f: f32) {
  // expected-error@+1 {{'async.await_all' op operand #0 must be async group type, but got 'f32'}}
  "async.await_all"(%f) : (f32) -> ()
  return
}

// -----

func @add_to_group(%g: !async.group) {
  // expected-error@+1 {{'async.add_to_group' op operand #0 must be async value type or async token type, but got '!async.group'}}
  %x = "async.add_to_group"(%g, %g) : (!async.group, !async.group) -> index
  return
}

// -----

func @create_group_result(%i: index) {
  // expected-error@+1 {{'async.create_group' op inferred type(s) '!async.group' are incompatible with return type(s) of operation 'f32'}}
  %x = "async.create_group"(%i) : (index) -> f32
  return
}

// -----

func @add_to_group_result(%t: !async.token, %g: !async.group) {
  // expected-error@+1 {{'async.add_to_group' op inferred type(s) 'index' are incompatible with return type(s) of operation 'f32'}}
  %x = "async.add_to_group"(%t, %g) : (!async.token, !async.group) -> f32
  return
}

// -----

func @coro_id() {
  // expected-error@+1 {{'async.coro.id' op inferred type(s) '!async.coro.id' are incompatible with return type(s) of operation 'f32'}}
  %x = "async.coro.id"() : () -> f32
  return
}

// -----

func @coro_begin(%id: !async.coro.id) {
  // expected-error@+1 {{'async.coro.begin' op inferred type(s) '!async.coro.handle' are incompatible with return type(s) of operation 'f32'}}
  %x = "async.coro.begin"(%id) : (!async.coro.id) -> f32
  return
}

// -----

func @coro_free(%f: f32) {
  // expected-error@+1 {{'async.coro.free' op operand #0 must be switched-resume coroutine identifier, but got 'f32'}}
  "async.coro.free"(%f, %f) : (f32, f32) -> ()
  return
}

// -----

func @coro_end(%f: f32) {
  // expected-error@+1 {{'async.coro.end' op operand #0 must be coroutine handle, but got 'f32'}}
  "async.coro.end"(%f) : (f32) -> ()
  return
}

// -----

func @coro_suspend(%f: f32) {
  // expected-error@+1 {{'async.coro.suspend' op operand #0 must be saved coroutine state, but got 'f32'}}
  "async.coro.suspend"(%f)[^bb1, ^bb1, ^bb1] : (f32) -> ()
^bb1:
  return
}

// -----

func @coro_suspend_successors(%s: !async.coro.state) {
  // expected-error@+1 {{'async.coro.suspend' op requires 3 successors but found 1}}
  "async.coro.suspend"(%s)[^bb1] : (!async.coro.state) -> ()
^bb1:
  return
}

// -----

func @runtime_create() {
  // expected-error@+1 {{'async.runtime.create' op result #0 must be async value type or async token type, but got 'f32'}}
  %x = "async.runtime.create"() : () -> f32
  return
}

// -----

func @runtime_is_error(%f: f32) {
  // expected-error@+1 {{'async.runtime.is_error' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  %x = "async.runtime.is_error"(%f) : (f32) -> i1
  return
}

// -----

func @runtime_is_error_result(%t: !async.token) {
  // expected-error@+1 {{'async.runtime.is_error' op inferred type(s) 'i1' are incompatible with return type(s) of operation 'f32'}}
  %x = "async.runtime.is_error"(%t) : (!async.token) -> f32
  return
}

// -----

func @runtime_store(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.runtime.store' op failed to verify that type of 'value' matches element type of 'storage'}}
  "async.runtime.store"(%v, %v) : (!async.value<f32>, !async.value<f32>) -> ()
  return
}

// -----

func @runtime_load(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.runtime.load' op failed to verify that type of 'value' matches element type of 'storage'}}
  %x = "async.runtime.load"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func @runtime_load_storage(%f: f32) {
  // expected-error@+1 {{'async.runtime.load' op operand #0 must be async value type, but got 'f32'}}
  %x = "async.runtime.load"(%f) : (f32) -> f32
  return
}

// -----

func @num_worker_threads() {
  // expected-error@+1 {{'async.runtime.num_worker_threads' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i32'}}
  %x = "async.runtime.num_worker_threads"() : () -> i32
  return
}

// -----

func @drop_ref_count(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.runtime.drop_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  async.runtime.drop_ref %v {count = 0 : i64} : !async.value<f32>
  return
}

// -----

func @add_ref_count(%t: !async.token) {
  // expected-error@+1 {{'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  async.runtime.add_ref %t {count = 2 : i32} : !async.token
  return
}

// -----

func @drop_ref_no_count(%v: !async.value<f32>) {
  // expected-error@+1 {{'async.runtime.drop_ref' op requires attribute 'count'}}
  async.runtime.drop_ref %v : !async.value<f32>
  return
}

// -----

func @add_ref_operand(%f: f32) {
  // expected-error@+1 {{'async.runtime.add_ref' op operand #0 must be async value type or async token type or async group type, but got 'f32'}}
  "async.runtime.add_ref"(%f) {count = 1 : i64} : (f32) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func @store_type(%v: !async.value<f32>) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'f32' vs '!async.value<f32>'}}
  async.runtime.store %v, %v : <f32>
  return
}

// -----

// expected-error@+1 {{unknown  type `foo` in dialect `async`}}
func @unknown_type(%t: !async.foo) {
  return
}

// -----

// expected-error@+1 {{unknown  type `coro.foo` in dialect `async`}}
func @unknown_coro_type(%t: !async.coro.foo) {
  return
}
