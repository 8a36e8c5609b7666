// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// Round trip of builtin and dialect types: integers (signless, signed,
// unsigned), floats, index, none, vector, tensor, memref, complex, tuple,
// function types, !llvm.* and !gpu.* types, opaque dialect types.

// Integer, float, index and none types.
%0:16 = "test.scalar_types"() : () -> (i1, i8, i16, i32, i64, i128, si8, ui32, index, f16, bf16, f32, f64, f80, f128, none)

// Vectors (incl. scalable), tensors (ranked, unranked, 0-d, encoding),
// memrefs (identity layout dropped, memory spaces, unranked).
%1:15 = "test.shaped_types"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xf32>, tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0xi32>, tensor<4xf32, "enc">, memref<4xf32>, memref<?x?xi32, 3>, memref<*xf16>, memref<*xf16, 1>, memref<f32>, memref<4xf32, affine_map<(d0) -> (d0)>>)

// Complex, tuple, function types (a function result that is itself a
// function type is parenthesized) and dialect types.
%2:13 = "test.other_types"() : () -> (complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xi1>>, () -> (), (i32) -> i32, (i32, f32) -> (f32, i32), ((i32) -> i32) -> (), (i32) -> ((i32) -> i32), !foo.bar, !foo<"x y">, !foo.baz<1, 2>)

// Types as operands and block arguments.
"test.consume"(%0#3, %1#2, %2#6) ({
^bb0(%a: tuple<i32, f32>, %b: complex<f64>, %c: !llvm.ptr<i8>, %d: !gpu.async.token, %e: !gpu.mma_matrix<16x16xf16, "AOp">):
  "test.yield"() : () -> ()
}) : (i32, vector<[4]xf32>, (i32) -> i32) -> ()

// Function signatures with many type kinds; !llvm.void only appears inside
// LLVM function types.
func private @sig(tuple<i32, f32>, complex<f32>, !llvm.struct<(ptr<f32>, i64)>, !llvm.ptr<f32, 1>, !llvm.struct<"named", (i32)>, !llvm.array<4 x i32>, !llvm.ptr<func<void (i32)>>) -> (tensor<*xf32>, memref<?xf32, 1>)
func private @no_args_one_result() -> i32
func private @fn_result() -> ((i32) -> i32)

// Expected output (mlir-opt 14), every line:
// CHECK: module {
// CHECK-NEXT:   %0:16 = "test.scalar_types"() : () -> (i1, i8, i16, i32, i64, i128, si8, ui32, index, f16, bf16, f32, f64, f80, f128, none)
// CHECK-NEXT:   %1:15 = "test.shaped_types"() : () -> (vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[4]xf32>, tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0xi32>, tensor<4xf32, "enc">, memref<4xf32>, memref<?x?xi32, 3>, memref<*xf16>, memref<*xf16, 1>, memref<f32>, memref<4xf32>)
// CHECK-NEXT:   %2:13 = "test.other_types"() : () -> (complex<f32>, complex<i8>, tuple<>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xi1>>, () -> (), (i32) -> i32, (i32, f32) -> (f32, i32), ((i32) -> i32) -> (), (i32) -> ((i32) -> i32), !foo.bar, !foo<"x y">, !foo.baz<1, 2>)
// CHECK-NEXT:   "test.consume"(%0#3, %1#2, %2#6) ({
// CHECK-NEXT:   ^bb0(%arg0: tuple<i32, f32>, %arg1: complex<f64>, %arg2: !llvm.ptr<i8>, %arg3: !gpu.async.token, %arg4: !gpu.mma_matrix<16x16xf16, "AOp">):
// CHECK-NEXT:     "test.yield"() : () -> ()
// CHECK-NEXT:   }) : (i32, vector<[4]xf32>, (i32) -> i32) -> ()
// CHECK-NEXT:   func private @sig(tuple<i32, f32>, complex<f32>, !llvm.struct<(ptr<f32>, i64)>, !llvm.ptr<f32, 1>, !llvm.struct<"named", (i32)>, !llvm.array<4 x i32>, !llvm.ptr<func<void (i32)>>) -> (tensor<*xf32>, memref<?xf32, 1>)
// CHECK-NEXT:   func private @no_args_one_result() -> i32
// CHECK-NEXT:   func private @fn_result() -> ((i32) -> i32)
// CHECK-NEXT: }
