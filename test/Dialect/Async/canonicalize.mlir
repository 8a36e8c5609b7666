// RUN: gpuopt -canonicalize %s | FileCheck %s

// MLIR 14's canonicalization of async.create_group: a group that is only awaited goes with its awaits; one
// that something is added to stays.

// CHECK-LABEL: func @only_awaited(
// CHECK-NEXT: return
func @only_awaited(%n: index) {
  %g = async.create_group %n : !async.group
  async.await_all %g
  async.await_all %g
  %unused = async.create_group %n : !async.group
  return
}

// CHECK-LABEL: func @filled(
// CHECK-NEXT: %[[G:.*]] = async.create_group
// CHECK-NEXT: async.add_to_group %{{.*}}, %[[G]] : !async.token
// CHECK-NEXT: async.await_all %[[G]]
func @filled(%n: index, %t: !async.token) {
  %g = async.create_group %n : !async.group
  %r = async.add_to_group %t, %g : !async.token
  async.await_all %g
  return
}
