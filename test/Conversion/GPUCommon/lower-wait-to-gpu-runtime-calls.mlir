// RUN: gpuopt %s --gpu-to-llvm | FileCheck %s

// gpu.wait lowering, CHECK lines taken from mlir-opt 14's output.
//  - `gpu.wait async` without dependencies creates a stream (mgpuStreamCreate);
//    the stream is the token.
//  - A sync `gpu.wait [deps]` handles each dependency in operand order: when
//    its lowered value is the result of a mgpuStreamCreate call, it is a
//    stream: mgpuStreamSynchronize + mgpuStreamDestroy; otherwise (e.g. a
//    block argument) 14 assumes it is an event: mgpuEventSynchronize +
//    mgpuEventDestroy.
//  - An async `gpu.wait async [deps]`: for each dependency that is a stream
//    (as above), an event is created and recorded on that stream right after
//    the op that defined the dependency (after all of that op's lowered ops;
//    a later insertion at the same point lands before an earlier one); a
//    dependency that is not a stream is used as the event itself. Then a new
//    stream is created, waits on each event, and each event is destroyed.
//  - The runtime functions are declared at the end of the module, in the order
//    the conversion first needed them.

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // CHECK-LABEL: llvm.func @sync_wait_one_dep(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @sync_wait_one_dep() {
    %0 = gpu.wait async
    gpu.wait [%0]
    return
  }

  // CHECK-LABEL: llvm.func @sync_wait_two_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @sync_wait_two_deps() {
    %0 = gpu.wait async
    %1 = gpu.wait async
    gpu.wait [%0, %1]
    return
  }

  // CHECK-LABEL: llvm.func @async_wait_no_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_no_deps() {
    %0 = gpu.wait async
    gpu.wait [%0]
    return
  }

  // CHECK-LABEL: llvm.func @async_wait_one_dep(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_one_dep() {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    gpu.wait [%1]
    return
  }

  // CHECK-LABEL: llvm.func @async_wait_two_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_two_deps() {
    %0 = gpu.wait async
    %1 = gpu.wait async
    %2 = gpu.wait async [%0, %1]
    gpu.wait [%2]
    return
  }

  // CHECK-LABEL: llvm.func @async_wait_three_deps(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT2:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT2]], %[[STREAM2]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM3:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM3]], %[[EVENT2]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM3]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM3]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_three_deps() {
    %0 = gpu.wait async
    %1 = gpu.wait async
    %2 = gpu.wait async
    %3 = gpu.wait async [%0, %1, %2]
    gpu.wait [%3]
    return
  }

  // The event of each dependency is recorded right after the lowered ops of
  // the op that defined it, not right before the wait.
  // CHECK-LABEL: llvm.func @async_wait_event_after_def(
  // CHECK-SAME: %[[ARG0:.*]]: i64) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT: %[[NULL0:.*]] = llvm.mlir.null : !llvm.ptr<f32>
  // CHECK-NEXT: %[[GEP0:.*]] = llvm.getelementptr %[[NULL0]][%[[ARG0]]] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[SIZE0:.*]] = llvm.ptrtoint %[[GEP0]] : !llvm.ptr<f32> to i64
  // CHECK-NEXT: %[[ALLOC0:.*]] = llvm.call @mgpuMemAlloc(%[[SIZE0]], %[[STREAM1]]) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[CAST0:.*]] = llvm.bitcast %[[ALLOC0]] : !llvm.ptr<i8> to !llvm.ptr<f32>
  // CHECK-NEXT: %[[UNDEF0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC0:.*]] = llvm.insertvalue %[[CAST0]], %[[UNDEF0]][0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC1:.*]] = llvm.insertvalue %[[CAST0]], %[[DESC0]][1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[DESC2:.*]] = llvm.insertvalue %[[C1]], %[[DESC1]][2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC3:.*]] = llvm.insertvalue %[[ARG0]], %[[DESC2]][3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[DESC4:.*]] = llvm.insertvalue %[[C0]], %[[DESC3]][4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_event_after_def(%n : index) {
    %0 = gpu.wait async
    %1 = gpu.wait async
    %m, %2 = gpu.alloc async [%1] (%n) : memref<?xf32>
    %3 = gpu.wait async [%2, %0]
    gpu.wait [%3]
    return
  }

  // A dependency defined in another block: the event is recorded in that block.
  // CHECK-LABEL: llvm.func @async_wait_dep_from_other_block(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.br ^bb1
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_dep_from_other_block() {
    %0 = gpu.wait async
    br ^bb1
  ^bb1:
    %1 = gpu.wait async [%0]
    gpu.wait [%1]
    return
  }

  // A token that is a block argument was not defined by mgpuStreamCreate, so
  // 14 assumes it already is an event: no event is recorded for it, the new
  // stream waits on it directly and it is destroyed with mgpuEventDestroy.
  // CHECK-LABEL: llvm.func @async_wait_block_arg(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i8>) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[ARG0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[ARG0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_block_arg(%t : !gpu.async.token) {
    %0 = gpu.wait async
    %1 = gpu.wait async [%t, %0]
    gpu.wait [%1]
    return
  }

  // The token of an async wait can be used by a second async wait.
  // CHECK-LABEL: llvm.func @async_wait_chain(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_chain() {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    %2 = gpu.wait async [%1]
    gpu.wait [%2]
    return
  }
  // The same token twice: both events are inserted right after the token's
  // definition, and the second insertion lands BEFORE the first one, so the
  // event of the second operand is printed first (it is waited on second).
  // CHECK-LABEL: llvm.func @async_wait_same_dep_twice(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @async_wait_same_dep_twice() {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0, %0]
    gpu.wait [%1]
    return
  }

  // Two async waits on the same token: the second wait's event is inserted
  // right after the definition too, so it precedes the first wait's event.
  // CHECK-LABEL: llvm.func @two_async_waits_same_dep(
  // CHECK-SAME: ) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: %[[EVENT0:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT0]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[EVENT1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventRecord(%[[EVENT1]], %[[STREAM0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM1]], %[[EVENT1]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: %[[STREAM2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[STREAM2]], %[[EVENT0]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[EVENT0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM1]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM2]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @two_async_waits_same_dep() {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    %2 = gpu.wait async [%0]
    gpu.wait [%1, %2]
    return
  }

  // A sync wait on a token that was not defined by mgpuStreamCreate (here a
  // block argument) treats it as an event: mgpuEventSynchronize and
  // mgpuEventDestroy.
  // CHECK-LABEL: llvm.func @sync_wait_block_arg(
  // CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr<i8>) {
  // CHECK-NEXT: %[[STREAM0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.call @mgpuEventSynchronize(%[[ARG0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[ARG0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM0]]) : (!llvm.ptr<i8>) -> ()
  // CHECK-NEXT: llvm.return
  // CHECK-NEXT: }
  func @sync_wait_block_arg(%t : !gpu.async.token) {
    %0 = gpu.wait async
    gpu.wait [%t, %0]
    return
  }
  // CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuEventCreate() -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuEventRecord(!llvm.ptr<i8>, !llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuStreamWaitEvent(!llvm.ptr<i8>, !llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuEventDestroy(!llvm.ptr<i8>)
  // CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  // CHECK-NEXT: llvm.func @mgpuEventSynchronize(!llvm.ptr<i8>)
  // CHECK-NEXT: }
}
