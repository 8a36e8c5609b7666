// RUN: gpuopt -split-input-file -verify-diagnostics %s | FileCheck %s

// MLIR 14's type alias definitions: `!name = type <type>`; uses print the aliased type.

!tok = type !gpu.async.token
!buf = type memref<?xf32, 1>

// CHECK-LABEL: func @uses(%arg0: !gpu.async.token, %arg1: memref<?xf32, 1>)
func @uses(%t: !tok, %b: !buf) {
  return
}

// -----

// expected-error @+1 {{expected 'type' in type alias definition}}
!tok = !gpu.async.token
