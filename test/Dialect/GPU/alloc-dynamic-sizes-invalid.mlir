// ORACLE-XFAIL: mlir-opt 14 has no dynamic-size verifier for gpu.alloc (the expected errors are not produced)
// RUN: gpuopt -split-input-file -verify-diagnostics %s

// gpu.alloc must get exactly one dynamic size operand per `?` in its result
// type. The wording is upstream's later verifier (verifyDynamicDimensionCount).
//
// mlir-opt 14 does not check this: it parses, verifies and prints both cases
// below unchanged, so under -verify-diagnostics it exits 1 with "expected
// error ... was not produced" (it does NOT crash there). It does crash
// (SIGSEGV, exit 139) once such an alloc is used, e.g. running -canonicalize
// on
//   %m = gpu.alloc () : memref<?xf32>
//   %d = memref.dim %m, %c0 : memref<?xf32>
// Hence this file is kept apart from invalid.mlir and marked ORACLE-XFAIL.

func @alloc_missing_dynamic_size() {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = gpu.alloc () : memref<?xf32>
  return
}

// -----

func @alloc_extra_dynamic_size(%sz : index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %m = gpu.alloc (%sz, %sz) : memref<?xf32>
  return
}

// -----

func @alloc_async_missing_dynamic_size(%sz : index) {
  %t0 = gpu.wait async
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 2}}
  %m, %t1 = gpu.alloc async [%t0] (%sz) : memref<?x4x?xf32, 1>
  return
}

// -----

func @alloc_static_with_dynamic_size(%sz : index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%sz) : memref<4xf32>
  return
}
