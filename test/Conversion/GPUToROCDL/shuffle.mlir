// ORACLE-XFAIL: mlir-opt 14 rejects gpu.shuffle (and so gpu.all_reduce) in convert-gpu-to-rocdl
// RUN: gpuopt --convert-gpu-to-rocdl -split-input-file %s | FileCheck %s

// gpu.shuffle as later MLIR lowers it, the lane id from mbcnt.lo/hi and the
// value from ds_bpermute, with the source lane computed in a subgroup of 32
// lanes (64 when the width is larger): the lanes of [0, width) of the
// subgroup take part; a lane whose source is outside them reads its own
// value, invalid.

gpu.module @kernels {
  // CHECK-LABEL: llvm.func @xor
  // CHECK-SAME: (%[[VALUE:.*]]: f32, %[[OFFSET:.*]]: i32, %[[WIDTH:.*]]: i32, %[[OTHER:.*]]: f32) -> f32
  gpu.func @xor(%value: f32, %offset: i32, %width: i32, %other: f32) -> f32 {
    // CHECK-NEXT: %[[ONES:.*]] = llvm.mlir.constant(-1 : i32) : i32
    // CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[LO:.*]] = rocdl.mbcnt.lo %[[ONES]], %[[ZERO]] : (i32, i32) -> i32
    // CHECK-NEXT: %[[LANE:.*]] = rocdl.mbcnt.hi %[[ONES]], %[[LO]] : (i32, i32) -> i32
    // CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-NEXT: %[[WIDE:.*]] = llvm.icmp "ugt" %[[WIDTH]], %[[C32]] : i32
    // CHECK-NEXT: %[[C63:.*]] = llvm.mlir.constant(63 : i32) : i32
    // CHECK-NEXT: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK-NEXT: %[[MASK:.*]] = llvm.select %[[WIDE]], %[[C63]], %[[C31]] : i1, i32
    // CHECK-NEXT: %[[R:.*]] = llvm.and %[[LANE]], %[[MASK]] : i32
    // CHECK-NEXT: %[[BASE:.*]] = llvm.sub %[[LANE]], %[[R]] : i32
    // CHECK-NEXT: %[[SRC:.*]] = llvm.xor %[[R]], %[[OFFSET]] : i32
    // CHECK-NEXT: %[[VALID:.*]] = llvm.icmp "ult" %[[SRC]], %[[WIDTH]] : i32
    // CHECK-NEXT: %[[ABS:.*]] = llvm.add %[[BASE]], %[[SRC]] : i32
    // CHECK-NEXT: %[[DST:.*]] = llvm.select %[[VALID]], %[[ABS]], %[[LANE]] : i1, i32
    // CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-NEXT: %[[ADDRESS:.*]] = llvm.shl %[[DST]], %[[TWO]] : i32
    // CHECK-NEXT: %[[BITS:.*]] = llvm.bitcast %[[VALUE]] : f32 to i32
    // CHECK-NEXT: %[[PERMUTED:.*]] = rocdl.ds_bpermute %[[ADDRESS]], %[[BITS]] : (i32, i32) -> i32
    // CHECK-NEXT: %[[RESULT:.*]] = llvm.bitcast %[[PERMUTED]] : i32 to f32
    // CHECK-NEXT: %[[CHOSEN:.*]] = llvm.select %[[VALID]], %[[RESULT]], %[[OTHER]] : i1, f32
    // CHECK-NEXT: llvm.return %[[CHOSEN]] : f32
    %result, %valid = gpu.shuffle xor %value, %offset, %width : f32
    %chosen = select %valid, %result, %other : f32
    gpu.return %chosen : f32
  }

  // An i32 is permuted as it is; up, down and idx differ in the source lane only.
  // CHECK-LABEL: llvm.func @modes
  // CHECK-SAME: (%[[VALUE:.*]]: i32, %[[OFFSET:.*]]: i32, %[[WIDTH:.*]]: i32)
  gpu.func @modes(%value: i32, %offset: i32, %width: i32) -> i32 {
    // CHECK: %[[R:.*]] = llvm.and
    // CHECK: %[[SRC:.*]] = llvm.sub %[[R]], %[[OFFSET]] : i32
    // CHECK-NEXT: llvm.icmp "ult" %[[SRC]], %[[WIDTH]] : i32
    // CHECK-NOT: llvm.bitcast
    // CHECK: rocdl.ds_bpermute %{{.*}}, %[[VALUE]] : (i32, i32) -> i32
    %up, %valid_up = gpu.shuffle up %value, %offset, %width : i32
    // CHECK: %[[R:.*]] = llvm.and
    // CHECK: %[[SRC:.*]] = llvm.add %[[R]], %[[OFFSET]] : i32
    // CHECK-NEXT: llvm.icmp "ult" %[[SRC]], %[[WIDTH]] : i32
    %down, %valid_down = gpu.shuffle down %value, %offset, %width : i32
    // CHECK: %[[BASE:.*]] = llvm.sub
    // CHECK-NEXT: %[[VALID:.*]] = llvm.icmp "ult" %[[OFFSET]], %[[WIDTH]] : i32
    // CHECK-NEXT: llvm.add %[[BASE]], %[[OFFSET]] : i32
    %idx, %valid_idx = gpu.shuffle idx %value, %offset, %width : i32
    %sum = arith.addi %up, %down : i32
    %all = arith.addi %sum, %idx : i32
    gpu.return %all : i32
  }
}

// -----

// gpu.all_reduce, expanded into xor shuffles before the conversion, now lowers
// too (14 aborts on it).
gpu.module @kernels {
  // CHECK-LABEL: llvm.func @sum
  // CHECK: rocdl.workitem.id.x
  // CHECK: rocdl.ds_bpermute
  // CHECK: rocdl.barrier
  // CHECK-NOT: gpu.
  gpu.func @sum(%out: memref<f32>, %value: f32) kernel {
    %sum = gpu.all_reduce add %value {} : (f32) -> (f32)
    memref.store %sum, %out[] : memref<f32>
    gpu.return
  }
}
