// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt %s -mlir-print-op-generic | gpuopt | FileCheck %s
// RUN: gpuopt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// MLIR 14's async dialect in its custom and generic forms: execute with dependencies, unwrapped operands
// and results (named %token and %results), await, groups, the coroutine ops and the runtime ops.

// CHECK-LABEL: func @execute(
// CHECK-SAME: %[[X:.*]]: f32, %[[DEP:.*]]: !async.token, %[[V:.*]]: !async.value<f32>
func @execute(%x: f32, %dep: !async.token, %v: !async.value<f32>) -> f32 {
  // CHECK: %[[T0:token]] = async.execute {
  // CHECK-NEXT: async.yield
  // CHECK-NEXT: }
  %t0 = async.execute {
    async.yield
  }
  // CHECK: %[[T1:token_0]], %[[R1:results]] = async.execute [%[[DEP]], %[[T0]]] (%[[V]] as %[[A:.*]]: !async.value<f32>) -> !async.value<f32> attributes {note = "x"} {
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[X]] : f32
  // CHECK-NEXT: async.yield %[[S]] : f32
  %t1, %r1 = async.execute [%dep, %t0] (%v as %a: !async.value<f32>) -> !async.value<f32> attributes {note = "x"} {
    %s = arith.addf %a, %x : f32
    async.yield %s : f32
  }
  // CHECK: %[[T2:token_1]], %[[R2:results_2]]:2 = async.execute -> (!async.value<f32>, !async.value<i32>) {
  %t2, %r2:2 = async.execute [] () -> (!async.value<f32>, !async.value<i32>) {
    %c = arith.constant 7 : i32
    async.yield %x, %c : f32, i32
  }
  // CHECK: async.execute (%[[R2]]#0 as %{{.*}}: !async.value<f32>, %[[R2]]#1 as %{{.*}}: !async.value<i32>) -> !async.value<f32> {
  %t3, %r3 = async.execute (%r2#0 as %p: !async.value<f32>, %r2#1 as %q : !async.value<i32>) -> (!async.value<f32>) {
    async.yield %p : f32
  }
  // CHECK: async.await %[[T1]] : !async.token
  async.await %t1 : !async.token
  // CHECK: %{{.*}} = async.await %[[R1]] : !async.value<f32>
  %y = async.await %r1 : !async.value<f32>
  return %y : f32
}

// CHECK-LABEL: func @groups(
func @groups(%n: index, %t: !async.token, %v: !async.value<i32>) {
  // CHECK: %[[G:.*]] = async.create_group %{{.*}} : !async.group
  %g = async.create_group %n : !async.group
  // CHECK: async.add_to_group %{{.*}}, %[[G]] : !async.token
  %r0 = async.add_to_group %t, %g : !async.token
  // CHECK: async.add_to_group %{{.*}}, %[[G]] : !async.value<i32>
  %r1 = async.add_to_group %v, %g : !async.value<i32>
  // CHECK: async.await_all %[[G]]
  async.await_all %g
  return
}

// CHECK-LABEL: func @coroutine(
func @coroutine(%n: index, %f: f32) {
  // CHECK: %[[ID:.*]] = async.coro.id
  // CHECK: %[[H:.*]] = async.coro.begin %[[ID]]
  // CHECK: %[[TOK:.*]] = async.runtime.create : !async.token
  // CHECK: %[[VAL:.*]] = async.runtime.create : !async.value<f32>
  // CHECK: %[[GRP:.*]] = async.runtime.create_group %{{.*}} : !async.group
  // CHECK: async.runtime.store %{{.*}}, %[[VAL]] : <f32>
  // CHECK: async.runtime.set_available %[[VAL]] : !async.value<f32>
  // CHECK: async.runtime.set_error %[[TOK]] : !async.token
  // CHECK: async.runtime.is_error %[[GRP]] : !async.group
  // CHECK: async.runtime.add_to_group %[[TOK]], %[[GRP]] : !async.token
  // CHECK: async.runtime.num_worker_threads : index
  // CHECK: async.runtime.add_ref %[[TOK]] {count = 2 : i64} : !async.token
  // CHECK: async.runtime.drop_ref %[[VAL]] {count = 1 : i64} : !async.value<f32>
  // CHECK: async.runtime.await_and_resume %[[TOK]], %[[H]] : !async.token
  // CHECK: async.runtime.resume %[[H]]
  // CHECK: %[[S:.*]] = async.coro.save %[[H]]
  // CHECK: async.coro.suspend %[[S]], ^[[SUSPEND:.*]], ^[[RESUME:.*]], ^[[CLEANUP:.*]]
  %id = async.coro.id
  %h = async.coro.begin %id
  %tok = async.runtime.create : !async.token
  %val = async.runtime.create : !async.value<f32>
  %grp = async.runtime.create_group %n : !async.group
  async.runtime.store %f, %val : !async.value<f32>
  async.runtime.set_available %val : !async.value<f32>
  async.runtime.set_error %tok : !async.token
  %e = async.runtime.is_error %grp : !async.group
  %rank = async.runtime.add_to_group %tok, %grp : !async.token
  %w = async.runtime.num_worker_threads : index
  async.runtime.add_ref %tok {count = 2 : i64} : !async.token
  async.runtime.drop_ref %val {count = 1 : i64} : !async.value<f32>
  async.runtime.await_and_resume %tok, %h : !async.token
  async.runtime.resume %h
  %s = async.coro.save %h
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
// CHECK: ^[[RESUME]]:
// CHECK-NEXT: async.runtime.await %[[TOK]] : !async.token
// CHECK-NEXT: async.runtime.load %[[VAL]] : <f32>
^resume:
  async.runtime.await %tok : !async.token
  %l = async.runtime.load %val : <f32>
  br ^cleanup
// CHECK: ^[[CLEANUP]]:
// CHECK-NEXT: async.coro.free %[[ID]], %[[H]]
^cleanup:
  async.coro.free %id, %h
  br ^suspend
// CHECK: ^[[SUSPEND]]:
// CHECK-NEXT: async.coro.end %[[H]]
^suspend:
  async.coro.end %h
  return
}

// GENERIC: "async.execute"() ({
// GENERIC-NEXT: "async.yield"() : () -> ()
// GENERIC-NEXT: }) {operand_segment_sizes = dense<0> : vector<2xi32>} : () -> !async.token
// GENERIC: "async.execute"(%arg1, %0, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg3: f32):
// GENERIC: }) {note = "x", operand_segment_sizes = dense<[2, 1]> : vector<2xi32>} : (!async.token, !async.token, !async.value<f32>) -> (!async.token, !async.value<f32>)
// GENERIC: "async.await"(%{{.*}}) : (!async.value<f32>) -> f32
// GENERIC: "async.create_group"(%arg0) : (index) -> !async.group
// GENERIC: "async.coro.id"() : () -> !async.coro.id
// GENERIC: "async.coro.begin"(%0) : (!async.coro.id) -> !async.coro.handle
// GENERIC: "async.runtime.store"(%arg1, %3) : (f32, !async.value<f32>) -> ()
// GENERIC: "async.coro.save"(%1) : (!async.coro.handle) -> !async.coro.state
// GENERIC: "async.coro.suspend"(%{{.*}})[^bb3, ^bb1, ^bb2] : (!async.coro.state) -> ()
// GENERIC: "async.runtime.load"(%3) : (!async.value<f32>) -> f32
