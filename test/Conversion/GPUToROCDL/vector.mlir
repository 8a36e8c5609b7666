// RUN: gpuopt %s -pass-pipeline='gpu.module(convert-gpu-to-rocdl)' | FileCheck %s

// convert-gpu-to-rocdl lowers vector ops as 14 does, with convert-vector-to-llvm's conversion patterns and
// the ROCDL buffer operations: a 1-D transfer that may run out of bounds, of 2 or 4 elements, on global
// memory becomes a MUBUF load or store; one that is in bounds (as written, or as the pass's folding finds it
// on a static shape) a plain llvm.load or llvm.store; one of 3 elements stays.

gpu.module @kernels {
  // CHECK-LABEL: llvm.func @transfers
  gpu.func @transfers(%a: memref<?xf32>, %b: memref<?xi32>, %s: memref<8xf32, 3>, %i: index) kernel {
    %cst = arith.constant 0.0 : f32
    %zero = arith.constant 0 : i32
    // The descriptor: the element's address in the first two dwords, -1, then 0x27000.
    // CHECK:      %[[PTR:.*]] = llvm.getelementptr
    // CHECK-NEXT: %[[CONFIG:.*]] = llvm.mlir.constant(dense<[0, 0, -1, 159744]> : vector<4xi32>) : vector<4xi32>
    // CHECK-NEXT: %[[HALVES:.*]] = llvm.bitcast %[[CONFIG]] : vector<4xi32> to vector<2xi64>
    // CHECK-NEXT: %[[ADDRESS:.*]] = llvm.ptrtoint %[[PTR]] : !llvm.ptr<f32> to i64
    // CHECK-NEXT: %[[LANE:.*]] = llvm.mlir.constant(0 : index) : i64
    // CHECK-NEXT: %[[WITH:.*]] = llvm.insertelement %[[ADDRESS]], %[[HALVES]][%[[LANE]] : i64] : vector<2xi64>
    // CHECK-NEXT: %[[RSRC:.*]] = llvm.bitcast %[[WITH]] : vector<2xi64> to vector<4xi32>
    // CHECK-NEXT: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
    // CHECK-NEXT: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-NEXT: %[[V2:.*]] = rocdl.buffer.load %[[RSRC]], %[[ZERO]], %[[ZERO]], %[[FALSE]], %[[FALSE]] : vector<2xf32>
    %v2 = vector.transfer_read %a[%i], %cst : memref<?xf32>, vector<2xf32>
    // CHECK: rocdl.buffer.load %{{.*}} : vector<4xi32>
    %v4 = vector.transfer_read %b[%i], %zero : memref<?xi32>, vector<4xi32>
    // CHECK: %[[V3:.*]] = vector.transfer_read %{{.*}} : memref<?xf32>, vector<3xf32>
    %v3 = vector.transfer_read %a[%i], %cst : memref<?xf32>, vector<3xf32>
    // CHECK: %[[IN:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
    %in = vector.transfer_read %a[%i], %cst {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
    // Workgroup memory (address space 3): no buffer operation; index 4 of 8 is in bounds.
    %c4 = arith.constant 4 : index
    // CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>, 3>
    %w = vector.transfer_read %s[%c4], %cst : memref<8xf32, 3>, vector<4xf32>
    // CHECK: rocdl.buffer.store %[[V2]], %{{.*}} : vector<2xf32>
    vector.transfer_write %v2, %a[%i] : vector<2xf32>, memref<?xf32>
    // CHECK: vector.transfer_write %[[V3]], %{{.*}} : vector<3xf32>, memref<?xf32>
    vector.transfer_write %v3, %a[%i] : vector<3xf32>, memref<?xf32>
    // CHECK: rocdl.buffer.store %{{.*}} : vector<4xi32>
    vector.transfer_write %v4, %b[%i] : vector<4xi32>, memref<?xi32>
    // CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>, 3>
    vector.transfer_write %in, %s[%c4] : vector<4xf32>, memref<8xf32, 3>
    // CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
    vector.transfer_write %w, %a[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
    gpu.return
  }

  // The other vector ops take convert-vector-to-llvm's conversion patterns (not its greedy phase: a
  // broadcast stays).
  // CHECK-LABEL: llvm.func @ops
  gpu.func @ops(%a: memref<?xf32>, %v: vector<4xf32>, %x: f32, %i: index) kernel {
    // CHECK: vector.broadcast
    %b = vector.broadcast %x : f32 to vector<4xf32>
    // CHECK: llvm.extractelement
    %e = vector.extractelement %b[%i : index] : vector<4xf32>
    // CHECK: llvm.insertelement
    %n = vector.insertelement %e, %v[%i : index] : vector<4xf32>
    // CHECK: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) {reassoc = false} : (f32, vector<4xf32>) -> f32
    %r = vector.reduction "add", %n : vector<4xf32> into f32
    // CHECK: llvm.shufflevector %{{.*}} [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
    %s = vector.shuffle %v, %n [0, 5, 2, 7] : vector<4xf32>, vector<4xf32>
    // CHECK: "llvm.intr.fmuladd"
    %f = vector.fma %s, %s, %v : vector<4xf32>
    // CHECK: llvm.extractelement
    %x2 = vector.extract %f[2] : vector<4xf32>
    %t = arith.addf %r, %x2 : f32
    memref.store %t, %a[%i] : memref<?xf32>
    gpu.return
  }
}
