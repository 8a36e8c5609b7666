// RUN: gpuopt -split-input-file -verify-diagnostics %s
// RUN: not gpuopt %s 2>&1 | FileCheck %s

// A misspelt op name is reported at the name, whatever follows it.

func @call_form(%a: index) {
  // CHECK: error: custom op 'gpu.alocc' is unknown
  // expected-error @+1 {{custom op 'gpu.alocc' is unknown}}
  %0 = gpu.alocc(%a) : memref<?xf32>
  return
}

// -----

func @bare() {
  // expected-error @+1 {{custom op 'gpu.barier' is unknown}}
  gpu.barier
  return
}

// -----

func @typed(%x: f32) -> f32 {
  // expected-error @+1 {{custom op 'arith.adf' is unknown}}
  %0 = arith.adf %x, %x : f32
  return %0 : f32
}
