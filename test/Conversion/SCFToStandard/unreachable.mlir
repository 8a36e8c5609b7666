// RUN: not gpuopt -convert-scf-to-std %s 2>&1 | FileCheck %s

// As mlir-opt 14's conversion driver, a region with a block no branch reaches is refused before anything is
// converted, and the error points at the op holding the region.

// CHECK: unreachable.mlir:7:1: error: unreachable blocks were not converted
func @f(%c: i1) {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return
^bb1:
  return
}
