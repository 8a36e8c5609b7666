// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// SSA value and block naming of the MLIR 14 printer, pinned exactly: %argN,
// %N numbering across nested regions, block labels, constant names (%c8,
// %c7_i32, %cst, %true, _N suffixes) and op-provided result names.

// Entry-block arguments are %argN; other block arguments are numbered with
// the ordinary values (%N) in block order.
func @block_args(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cond_br %c, ^bb1(%0 : i32), ^bb2(%a, %0 : i32, i32)
^bb1(%x: i32):
  %1 = arith.muli %x, %x : i32
  return %1 : i32
^bb2(%y: i32, %z: i32):
  return %z : i32
}

// Values of nested (non-isolated) regions are numbered after all values of
// the enclosing region; sibling regions restart from the same number;
// region arguments continue the %argN count of the enclosing function.
func @nested_regions(%a: i32) -> i32 {
  %0 = "test.two_regions"() ({
    %x = "test.inner"() : () -> i32
    "test.one_region"() ({
    ^bb0(%r: i32):
      %y = "test.inner2"(%r) : (i32) -> i32
      "test.yield"() : () -> ()
    }) : () -> ()
    "test.yield"(%x) : (i32) -> ()
  }, {
    %z = "test.inner3"() : () -> i32
    "test.yield"(%z) : (i32) -> ()
  }) : () -> i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}

// Constant names: %c<value> for index, %c<value>_<type> for other integers
// (a minus sign is kept), %cst for floats and dense values, %true/%false for
// i1. A repeated name gets a _N suffix; N comes from one counter per
// isolated region, shared by all names.
func @constant_names() {
  %0 = arith.constant 8 : index
  %1 = arith.constant -3 : index
  %2 = arith.constant 7 : i32
  %3 = arith.constant -1 : i64
  %4 = arith.constant 1.0 : f32
  %5 = arith.constant 2.0 : f64
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 8 : index
  %9 = arith.constant 7 : i32
  %10 = arith.constant true
  %11 = arith.constant dense<0> : vector<4xi32>
  %12 = arith.constant 0 : i1
  %13 = arith.constant 8 : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (index, index, i32, i64, f32, f64, i1, i1, index, i32, i1, vector<4xi32>, i1, index) -> ()
  return
}

// Names restart in every isolated-from-above op (here each func).
func @restart() {
  %0 = arith.constant 8 : index
  %1 = arith.constant 1.0 : f32
  %2 = "test.op"() : () -> i32
  return
}

// Multi-result values print as %N:K; single results are used as %N#i.
func @multi_results() {
  %0:3 = "test.three"() : () -> (i32, i32, f32)
  "test.use"(%0#2, %0#0) : (f32, i32) -> ()
  return
}

// Op-provided names: std.constant of a function symbol is %f; gpu.shuffle
// gives %result/%valid; gpu.alloc gives %memref/%asyncToken.
func @op_names(%v: f32, %o: i32, %w: i32, %n: index) {
  %f = constant @restart : () -> ()
  %g = constant @restart : () -> ()
  %r, %p = gpu.shuffle xor %v, %o, %w : f32
  %t = gpu.wait async
  %m, %t2 = gpu.alloc async [%t] (%n) : memref<?xf32>
  %m2 = gpu.alloc (%n) : memref<?xf32>
  %r2, %p2 = gpu.shuffle up %v, %o, %w : f32
  return
}

// Names are scoped like numbers: the enclosing region is named first (so the
// outer constant below is plain %c8 although it is printed last), a nested
// region sees the outer names, and sibling regions may reuse a name.
func @sibling_names() {
  "test.two_regions"() ({
    %c = arith.constant 8 : index
    "test.yield"(%c) : (index) -> ()
  }, {
    %c = arith.constant 8 : index
    "test.yield"(%c) : (index) -> ()
  }) : () -> ()
  %c = arith.constant 8 : index
  return
}

// Expected output (mlir-opt 14), every line:
// CHECK: module {
// CHECK-NEXT:   func @block_args(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     cond_br %arg1, ^bb1(%0 : i32), ^bb2(%arg0, %0 : i32, i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   ^bb2(%3: i32, %4: i32):  // pred: ^bb0
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @nested_regions(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = "test.two_regions"() ({
// CHECK-NEXT:       %2 = "test.inner"() : () -> i32
// CHECK-NEXT:       "test.one_region"() ({
// CHECK-NEXT:       ^bb0(%arg1: i32):
// CHECK-NEXT:         %3 = "test.inner2"(%arg1) : (i32) -> i32
// CHECK-NEXT:         "test.yield"() : () -> ()
// CHECK-NEXT:       }) : () -> ()
// CHECK-NEXT:       "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %2 = "test.inner3"() : () -> i32
// CHECK-NEXT:       "test.yield"(%2) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @constant_names() {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c-3 = arith.constant -3 : index
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c8_1 = arith.constant 8 : index
// CHECK-NEXT:     %c7_i32_2 = arith.constant 7 : i32
// CHECK-NEXT:     %true_3 = arith.constant true
// CHECK-NEXT:     %cst_4 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:     %false_5 = arith.constant false
// CHECK-NEXT:     %c8_6 = arith.constant 8 : index
// CHECK-NEXT:     "test.use"(%c8, %c-3, %c7_i32, %c-1_i64, %cst, %cst_0, %true, %false, %c8_1, %c7_i32_2, %true_3, %cst_4, %false_5, %c8_6) : (index, index, i32, i64, f32, f64, i1, i1, index, i32, i1, vector<4xi32>, i1, index) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @restart() {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = "test.op"() : () -> i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @multi_results() {
// CHECK-NEXT:     %0:3 = "test.three"() : () -> (i32, i32, f32)
// CHECK-NEXT:     "test.use"(%0#2, %0#0) : (f32, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @op_names(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: index) {
// CHECK-NEXT:     %f = constant @restart : () -> ()
// CHECK-NEXT:     %f_0 = constant @restart : () -> ()
// CHECK-NEXT:     %result, %valid = gpu.shuffle  xor %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:     %0 = gpu.wait async
// CHECK-NEXT:     %memref, %asyncToken = gpu.alloc async [%0] (%arg3) : memref<?xf32>
// CHECK-NEXT:     %memref_1 = gpu.alloc  (%arg3) : memref<?xf32>
// CHECK-NEXT:     %result_2, %valid_3 = gpu.shuffle  up %arg0, %arg1, %arg2 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @sibling_names() {
// CHECK-NEXT:     "test.two_regions"() ({
// CHECK-NEXT:       %c8_0 = arith.constant 8 : index
// CHECK-NEXT:       "test.yield"(%c8_0) : (index) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       %c8_0 = arith.constant 8 : index
// CHECK-NEXT:       "test.yield"(%c8_0) : (index) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
