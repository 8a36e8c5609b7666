// RUN: gpuopt -async-to-async-runtime %s | FileCheck %s

// MLIR 14's async-to-async-runtime: each async.execute becomes a coroutine function (innermost first, named
// by the symbol table's renaming) called in its place; awaits suspend a coroutine or block a function;
// yields fill the returned values; groups become runtime groups; constants are cloned into the bodies, and
// scf ops holding awaits in a coroutine become branches.

// CHECK-LABEL: func @f(
// CHECK-SAME: %[[X:.*]]: f32, %[[N:.*]]: index, %[[B:.*]]: i1)
func @f(%x: f32, %n: index, %b: i1) -> f32 {
  %c1 = arith.constant 1.0 : f32
  // CHECK: %[[E:.*]]:2 = call @async_execute_fn_0(%[[X]], %[[B]]) : (f32, i1) -> (!async.token, !async.value<f32>)
  %t, %r = async.execute -> !async.value<f32> {
    %y = arith.addf %x, %c1 : f32
    %t3 = async.execute {
      %q = arith.addf %y, %c1 : f32
      async.yield
    }
    async.await %t3 : !async.token
    scf.if %b {
      async.await %t3 : !async.token
    }
    async.yield %y : f32
  }
  // CHECK-NEXT: %[[G:.*]] = async.runtime.create_group %[[N]] : !async.group
  // CHECK-NEXT: async.runtime.add_to_group %[[E]]#0, %[[G]] : !async.token
  // CHECK-NEXT: async.runtime.await %[[G]] : !async.group
  // CHECK-NEXT: %[[ERR:.*]] = async.runtime.is_error %[[G]] : !async.group
  // CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
  // CHECK-NEXT: %[[OK:.*]] = arith.xori %[[ERR]], %[[TRUE]] : i1
  // CHECK-NEXT: assert %[[OK]], "Awaited async operand is in error state"
  %g = async.create_group %n : !async.group
  %i = async.add_to_group %t, %g : !async.token
  async.await_all %g
  // CHECK: async.runtime.await %[[E]]#1 : !async.value<f32>
  // CHECK: %[[V:.*]] = async.runtime.load %[[E]]#1 : <f32>
  // CHECK-NEXT: return %[[V]] : f32
  %v = async.await %r : !async.value<f32>
  return %v : f32
}

// The inner execute, outlined first.
// CHECK-LABEL: func private @async_execute_fn(
// CHECK-SAME: %{{.*}}: f32) -> !async.token attributes {passthrough = {{\[\["coroutine.presplit", "0"\]\]}}} {
// CHECK-NEXT: %[[TOK:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: %[[ID:.*]] = async.coro.id
// CHECK-NEXT: %[[H:.*]] = async.coro.begin %[[ID]]
// CHECK-NEXT: %[[S:.*]] = async.coro.save %[[H]]
// CHECK-NEXT: async.runtime.resume %[[H]]
// CHECK-NEXT: async.coro.suspend %[[S]], ^[[SUSPEND:.*]], ^[[BODY:.*]], ^[[CLEANUP:.*]]
// CHECK-NEXT: ^[[BODY]]:
// CHECK-NEXT: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: arith.addf
// CHECK-NEXT: async.runtime.set_available %[[TOK]] : !async.token
// CHECK-NEXT: br ^[[CLEANUP]]
// CHECK-NEXT: ^[[CLEANUP]]:
// CHECK-NEXT: async.coro.free %[[ID]], %[[H]]
// CHECK-NEXT: br ^[[SUSPEND]]
// CHECK-NEXT: ^[[SUSPEND]]:
// CHECK-NEXT: async.coro.end %[[H]]
// CHECK-NEXT: return %[[TOK]] : !async.token

// The outer one: its awaits suspend the coroutine; an error goes to the set_error block before cleanup.
// CHECK-LABEL: func private @async_execute_fn_0(
// CHECK: %[[C:.*]] = call @async_execute_fn(%{{.*}}) : (f32) -> !async.token
// CHECK-NEXT: %[[S1:.*]] = async.coro.save %[[H0:.*]]
// CHECK-NEXT: async.runtime.await_and_resume %[[C]], %[[H0]] : !async.token
// CHECK-NEXT: async.coro.suspend %[[S1]], ^[[SUSP:.*]], ^[[RES:.*]], ^[[CLEAN:.*]]
// CHECK-NEXT: ^[[RES]]:
// CHECK-NEXT: %[[E1:.*]] = async.runtime.is_error %[[C]] : !async.token
// CHECK-NEXT: cond_br %[[E1]], ^[[SETERR:.*]], ^[[CONT:.*]]
// CHECK-NEXT: ^[[CONT]]:
// CHECK-NEXT: cond_br %{{.*}}, ^[[THEN:.*]], ^[[JOIN:.*]]
// CHECK: ^[[JOIN]]:
// CHECK-NEXT: async.runtime.store %{{.*}}, %{{.*}} : <f32>
// CHECK: ^[[SETERR]]:
// CHECK-NEXT: async.runtime.set_error %{{.*}} : !async.token
// CHECK-NEXT: async.runtime.set_error %{{.*}} : !async.value<f32>
// CHECK-NEXT: br ^[[CLEAN]]
