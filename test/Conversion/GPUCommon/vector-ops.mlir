// RUN: gpuopt %s -gpu-to-llvm | FileCheck %s

// --gpu-to-llvm lowers vector ops in host code with convert-vector-to-llvm's conversion patterns, as MLIR 14
// does: an in-bounds 1-D transfer becomes a load, a print calls the runner utils (its extension of an i32
// constant folds to an i64 constant), other ops their LLVM forms; a broadcast (the greedy phase of
// convert-vector-to-llvm) stays.

// CHECK-LABEL: llvm.func @host(
func @host(%v: vector<4xf32>, %i: index, %m: memref<?xf32>) -> f32 {
  // CHECK: llvm.extractelement %arg0[%arg1 : i64] : vector<4xf32>
  %e = vector.extractelement %v[%i : index] : vector<4xf32>
  // CHECK: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %arg0) {reassoc = false} : (f32, vector<4xf32>) -> f32
  %r = vector.reduction "add", %v : vector<4xf32> into f32
  %cst = arith.constant 0.0 : f32
  // CHECK: %[[P:.*]] = llvm.bitcast %{{.*}} : !llvm.ptr<f32> to !llvm.ptr<vector<4xf32>>
  // CHECK-NEXT: llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr<vector<4xf32>>
  %w = vector.transfer_read %m[%i], %cst {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  %c3 = arith.constant 3 : i32
  // CHECK: %[[THREE:.*]] = llvm.mlir.constant(3 : i64) : i64
  // CHECK-NEXT: llvm.call @printI64(%[[THREE]]) : (i64) -> ()
  // CHECK-NEXT: llvm.call @printNewline() : () -> ()
  vector.print %c3 : i32
  // CHECK: vector.broadcast
  %b = vector.broadcast %e : f32 to vector<4xf32>
  %s = arith.addf %e, %r : f32
  %x = vector.extract %w[1] : vector<4xf32>
  %y = vector.extract %b[2] : vector<4xf32>
  %t = arith.addf %s, %x : f32
  %u = arith.addf %t, %y : f32
  return %u : f32
}
