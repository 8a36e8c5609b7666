// RUN: gpuopt %s -convert-memref-to-llvm -convert-arith-to-llvm -split-input-file -verify-diagnostics
// RUN: gpuopt %s -gpu-to-llvm -split-input-file -verify-diagnostics

// arith.index_cast on memrefs parses, but no LLVM lowering handles it: like
// mlir-opt 14, the lowering casts the descriptor struct and the verifier then
// rejects it at the arith op (not an internal error).

func @memref_index_cast(%m: memref<4xi32>) {
  // expected-error@+1 {{'llvm.trunc' op operand #0 must be integer or LLVM dialect-compatible vector of integer}}
  %0 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  return
}
