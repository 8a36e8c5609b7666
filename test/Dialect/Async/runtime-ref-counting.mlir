// RUN: gpuopt -async-runtime-ref-counting -split-input-file %s | FileCheck %s
// RUN: gpuopt -async-runtime-policy-based-ref-counting -split-input-file %s | FileCheck %s --check-prefix=POLICY

// MLIR 14's reference counting of async runtime values: every token, value and group is created at +1.

// An unused value is dropped right after its definition (both passes).
// CHECK-LABEL: func @unused(
// CHECK: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// POLICY-LABEL: func @unused(
// POLICY: %[[T:.*]] = async.runtime.create : !async.token
// POLICY-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
func @unused() {
  %t = async.runtime.create : !async.token
  return
}

// -----

// After the last use; a call gets its own reference; a returned value keeps its reference.
func private @take(!async.token)
// CHECK-LABEL: func @last_use(
// CHECK-SAME: %[[ARG:.*]]: !async.token
// CHECK-NEXT: %[[V:.*]] = async.runtime.create : !async.value<f32>
// CHECK-NEXT: async.runtime.await %[[ARG]] : !async.token
// CHECK-NEXT: async.runtime.add_ref %[[ARG]] {count = 1 : i64} : !async.token
// CHECK-NEXT: call @take(%[[ARG]]) : (!async.token) -> ()
// CHECK-NEXT: async.runtime.drop_ref %[[ARG]] {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.await %[[V]] : !async.value<f32>
// CHECK-NEXT: return %[[V]] : !async.value<f32>
// POLICY-LABEL: func @last_use(
// POLICY-NOT: _ref
// POLICY: return
func @last_use(%arg: !async.token) -> !async.value<f32> {
  %v = async.runtime.create : !async.value<f32>
  async.runtime.await %arg : !async.token
  call @take(%arg) : (!async.token) -> ()
  async.runtime.await %v : !async.value<f32>
  return %v : !async.value<f32>
}

// -----

// A value live into one successor and not the other is dropped on the way into the second: in that block
// when it is its only predecessor, else in a new block before it.
// CHECK-LABEL: func @divergent(
// CHECK-SAME: %[[C:.*]]: i1)
// CHECK-NEXT: %[[T:.*]] = async.runtime.create : !async.token
// CHECK-NEXT: cond_br %[[C]], ^[[USE:.*]], ^[[COUNT:.*]]
// CHECK-NEXT: ^[[USE]]:
// CHECK-NEXT: async.runtime.await %[[T]] : !async.token
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: br ^[[JOIN:.*]]
// CHECK-NEXT: ^[[COUNT]]:
// CHECK-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// CHECK-NEXT: br ^[[JOIN]]
// CHECK-NEXT: ^[[JOIN]]:
// CHECK-NEXT: return
func @divergent(%c: i1) {
  %t = async.runtime.create : !async.token
  cond_br %c, ^use, ^join
^use:
  async.runtime.await %t : !async.token
  br ^join
^join:
  return
}

// -----

// The policy: dropped after an error check of a token or group, a load of a value, a token added to a group.
// POLICY-LABEL: func @policy(
// POLICY: %[[G:.*]] = async.runtime.create_group
// POLICY-NEXT: async.runtime.add_to_group %[[T:.*]], %[[G]] : !async.token
// POLICY-NEXT: async.runtime.drop_ref %[[T]] {count = 1 : i64} : !async.token
// POLICY-NEXT: async.runtime.is_error %[[G]] : !async.group
// POLICY-NEXT: async.runtime.drop_ref %[[G]] {count = 1 : i64} : !async.group
// POLICY-NEXT: async.runtime.load %[[V:.*]] : <f32>
// POLICY-NEXT: async.runtime.drop_ref %[[V]] {count = 1 : i64} : !async.value<f32>
func @policy(%t: !async.token, %v: !async.value<f32>, %n: index) -> f32 {
  %g = async.runtime.create_group %n : !async.group
  %r = async.runtime.add_to_group %t, %g : !async.token
  %e = async.runtime.is_error %g : !async.group
  %x = async.runtime.load %v : <f32>
  return %x : f32
}
