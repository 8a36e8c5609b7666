// RUN: gpuopt -convert-async-to-llvm %s | FileCheck %s

// MLIR 14's convert-async-to-llvm: runtime ops become calls of the mlirAsyncRuntime* C API (all declared at
// the end of the module), coroutine ops LLVM coroutine intrinsics, async types !llvm.ptr<i8> handles (and
// !llvm.token for coroutine ids and saved states) in signatures, calls and returns.

// CHECK: llvm.func @free(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr<i8>

// CHECK-LABEL: func @coroutine(
// CHECK-SAME: %[[ARG:.*]]: !llvm.ptr<i8>) -> !llvm.ptr<i8>
func @coroutine(%arg: !async.value<f32>) -> !async.token {
  // CHECK-NEXT: %[[TOKEN:.*]] = call @mlirAsyncRuntimeCreateToken() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.null : !llvm.ptr<i8>
  // CHECK-NEXT: %[[ID:.*]] = llvm.intr.coro.id %[[ZERO]], %[[NULL]], %[[NULL]], %[[NULL]] : !llvm.token
  // CHECK-NEXT: %[[SIZE:.*]] = llvm.intr.coro.size : i64
  // CHECK-NEXT: %[[ALIGN:.*]] = llvm.intr.coro.align : i64
  // CHECK: %[[MEM:.*]] = llvm.call @aligned_alloc(%[[ALIGN]], %{{.*}}) : (i64, i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[H:.*]] = llvm.intr.coro.begin %[[ID]], %[[MEM]] : !llvm.ptr<i8>
  // CHECK-NEXT: %[[S:.*]] = llvm.intr.coro.save %[[H]] : !llvm.token
  // CHECK-NEXT: %[[RESUME:.*]] = llvm.mlir.addressof @__resume : !llvm.ptr<func<void (ptr<i8>)>>
  // CHECK-NEXT: call @mlirAsyncRuntimeAwaitValueAndExecute(%[[ARG]], %[[H]], %[[RESUME]])
  // CHECK-NEXT: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: %[[CODE:.*]] = llvm.intr.coro.suspend %[[S]], %[[FALSE]] : i8
  // CHECK-NEXT: %[[WIDE:.*]] = llvm.sext %[[CODE]] : i8 to i32
  // CHECK-NEXT: llvm.switch %[[WIDE]] : i32, ^[[SUSPEND:.*]] [
  // CHECK-NEXT: 0: ^[[BODY:.*]],
  // CHECK-NEXT: 1: ^[[CLEANUP:.*]]
  %token = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %saved = async.coro.save %hdl
  async.runtime.await_and_resume %arg, %hdl : !async.value<f32>
  async.coro.suspend %saved, ^suspend, ^resume, ^cleanup
// CHECK: ^[[BODY]]:
// CHECK-NEXT: %[[P:.*]] = call @mlirAsyncRuntimeGetValueStorage(%[[ARG]]) : (!llvm.ptr<i8>) -> !llvm.ptr<i8>
// CHECK-NEXT: %[[F:.*]] = llvm.bitcast %[[P]] : !llvm.ptr<i8> to !llvm.ptr<f32>
// CHECK-NEXT: llvm.load %[[F]] : !llvm.ptr<f32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: call @mlirAsyncRuntimeDropRef(%[[ARG]], %[[C1]]) : (!llvm.ptr<i8>, i64) -> ()
// CHECK-NEXT: call @mlirAsyncRuntimeEmplaceToken(%[[TOKEN]]) : (!llvm.ptr<i8>) -> ()
^resume:
  %v = async.runtime.load %arg : <f32>
  async.runtime.drop_ref %arg {count = 1 : i64} : !async.value<f32>
  async.runtime.set_available %token : !async.token
  br ^cleanup
// CHECK: ^[[CLEANUP]]:
// CHECK-NEXT: %[[FREE:.*]] = llvm.intr.coro.free %[[ID]], %[[H]] : !llvm.ptr<i8>
// CHECK-NEXT: llvm.call @free(%[[FREE]]) : (!llvm.ptr<i8>) -> ()
^cleanup:
  async.coro.free %id, %hdl
  br ^suspend
// CHECK: ^[[SUSPEND]]:
// CHECK-NEXT: %[[F2:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.intr.coro.end %[[H]], %[[F2]] : i1
// CHECK-NEXT: return %[[TOKEN]] : !llvm.ptr<i8>
^suspend:
  async.coro.end %hdl
  return %token : !async.token
}

// A value's payload is stored as its LLVM type (casts to and from memrefs); groups, error states, waits.
// CHECK-LABEL: func @runtime(
// CHECK-SAME: %[[N:.*]]: index, %[[M:.*]]: memref<4xf32>)
func @runtime(%n: index, %m: memref<4xf32>) -> index {
  // CHECK-NEXT: %[[MD:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<4xf32> to !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[N64:.*]] = builtin.unrealized_conversion_cast %[[N]] : index to i64
  // CHECK-NEXT: llvm.mlir.null : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  // CHECK-NEXT: llvm.mlir.constant(1 : i64) : i64
  // CHECK-NEXT: llvm.getelementptr
  // CHECK-NEXT: %[[BYTES:.*]] = llvm.ptrtoint
  // CHECK-NEXT: %[[V:.*]] = call @mlirAsyncRuntimeCreateValue(%[[BYTES]]) : (i64) -> !llvm.ptr<i8>
  %v = async.runtime.create : !async.value<memref<4xf32>>
  // CHECK: llvm.store %[[MD]], %{{.*}} : !llvm.ptr<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>>
  async.runtime.store %m, %v : <memref<4xf32>>
  // CHECK: %[[LOADED:.*]] = llvm.load
  // CHECK-NEXT: %[[BACK:.*]] = builtin.unrealized_conversion_cast %[[LOADED]] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
  // CHECK: memref.load %[[BACK]]
  %l = async.runtime.load %v : <memref<4xf32>>
  %c0 = arith.constant 0 : index
  %e = memref.load %l[%c0] : memref<4xf32>
  // CHECK: %[[G:.*]] = call @mlirAsyncRuntimeCreateGroup(%[[N64]]) : (i64) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[T:.*]] = call @mlirAsyncRuntimeCreateToken() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: call @mlirAsyncRuntimeAddTokenToGroup(%[[T]], %[[G]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> i64
  // CHECK-NEXT: call @mlirAsyncRuntimeSetTokenError(%[[T]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: call @mlirAsyncRuntimeAwaitAllInGroup(%[[G]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: call @mlirAsyncRuntimeIsGroupError(%[[G]]) : (!llvm.ptr<i8>) -> i1
  // CHECK-NEXT: %[[W:.*]] = call @mlirAsyncRuntimGetNumWorkerThreads() : () -> index
  // CHECK-NEXT: return %[[W]] : index
  %g = async.runtime.create_group %n : !async.group
  %t = async.runtime.create : !async.token
  %r = async.runtime.add_to_group %t, %g : !async.token
  async.runtime.set_error %t : !async.token
  async.runtime.await %g : !async.group
  %err = async.runtime.is_error %g : !async.group
  %w = async.runtime.num_worker_threads : index
  return %w : index
}

// CHECK: func private @mlirAsyncRuntimeAddRef(!llvm.ptr<i8>, i64)
// CHECK-NEXT: func private @mlirAsyncRuntimeDropRef(!llvm.ptr<i8>, i64)
// CHECK-NEXT: func private @mlirAsyncRuntimeCreateToken() -> !llvm.ptr<i8>
// CHECK: func private @mlirAsyncRuntimeAwaitAllInGroupAndExecute(!llvm.ptr<i8>, !llvm.ptr<i8>, !llvm.ptr<func<void (ptr<i8>)>>)
// CHECK-NEXT: func private @mlirAsyncRuntimGetNumWorkerThreads() -> index
// CHECK-NEXT: llvm.func @__resume(%[[HDL:.*]]: !llvm.ptr<i8>) attributes {sym_visibility = "private"} {
// CHECK-NEXT: llvm.intr.coro.resume %[[HDL]]
// CHECK-NEXT: llvm.return
