// RUN: gpuopt --convert-gpu-to-nvvm %s | FileCheck %s

// gpu.all_reduce is expanded first, as 14's GpuAllReduceConversion does: a
// 32-element workgroup buffer is added to the function's workgroup
// attributions, subgroups reduce with xor-shuffles (guarded when partial),
// first lanes store their partial results, and after a barrier the first
// invocations reduce those and broadcast the total through the buffer.

gpu.module @reductions {
  // CHECK: llvm.mlir.global internal @__wg_sum_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
  // CHECK-NEXT: llvm.func @sum(%arg0: f32, %arg1: !llvm.ptr<f32>
  gpu.func @sum(%v: f32, %out: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: nvvm.read.ptx.sreg.ntid.x : i32
    // CHECK: nvvm.read.ptx.sreg.tid.z : i32
    // CHECK: llvm.cond_br %{{.*}}, ^bb1, ^bb17
    // CHECK: ^bb1:
    // CHECK: nvvm.shfl.sync  bfly
    // CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb3
    // CHECK: ^bb2:
    // CHECK-NEXT: llvm.fadd
    // CHECK: ^bb17:
    // CHECK-COUNT-5: nvvm.shfl.sync  bfly
    // CHECK: nvvm.barrier0
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<f32, 3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[RESULT:.*]] = llvm.load %{{.*}} : !llvm.ptr<f32, 3>
    // CHECK: llvm.store %[[RESULT]], %{{.*}} : !llvm.ptr<f32>
    %r = gpu.all_reduce add %v {} : (f32) -> (f32)
    memref.store %r, %out[%c0] : memref<4xf32>
    gpu.return
  }

  // max and min compare unsigned-or-unordered and select, as 14 does.
  // CHECK-LABEL: llvm.func @extremes(
  // CHECK: llvm.icmp "ugt"
  // CHECK-NEXT: llvm.select
  // CHECK: llvm.fcmp "ult"
  // CHECK-NEXT: llvm.select
  gpu.func @extremes(%i: i32, %f: f32, %iout: memref<2xi32>, %fout: memref<2xf32>) {
    %c0 = arith.constant 0 : index
    %a = gpu.all_reduce max %i {} : (i32) -> (i32)
    %b = gpu.all_reduce min %f {} : (f32) -> (f32)
    memref.store %a, %iout[%c0] : memref<2xi32>
    memref.store %b, %fout[%c0] : memref<2xf32>
    gpu.return
  }

  // A body region accumulates through an inlined copy of the body: a branch
  // into it, its gpu.yields branching to the block after it (the two yield
  // blocks, identical, are then merged by the greedy driver's region
  // simplification).
  // CHECK-LABEL: llvm.func @custom(
  // CHECK: ^bb2:
  // CHECK-NEXT: llvm.br ^bb3
  // CHECK-NEXT: ^bb3:
  // CHECK-NEXT: %[[CMP:.*]] = llvm.icmp "sgt"
  // CHECK-NEXT: llvm.cond_br %[[CMP]], ^bb4(%arg0 : i32), ^bb4(%{{.*}} : i32)
  // CHECK-NEXT: ^bb4(%{{.*}}: i32):
  // CHECK-NEXT: llvm.br ^bb5(
  // CHECK-NEXT: ^bb5(
  gpu.func @custom(%v: i32, %out: memref<4xi32>) kernel {
    %c0 = arith.constant 0 : index
    %r = gpu.all_reduce %v {
    ^bb(%lhs : i32, %rhs : i32):
      %c = arith.cmpi sgt, %lhs, %rhs : i32
      cond_br %c, ^a, ^b
    ^a:
      "gpu.yield"(%lhs) : (i32) -> ()
    ^b:
      "gpu.yield"(%rhs) : (i32) -> ()
    } : (i32) -> (i32)
    memref.store %r, %out[%c0] : memref<4xi32>
    gpu.return
  }
}
