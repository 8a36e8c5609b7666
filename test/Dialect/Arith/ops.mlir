// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// Round trip of every MLIR 14 arith op: integer and float binary ops, negf,
// cmpi/cmpf with every predicate, all casts, index_cast, bitcast, and
// arith.constant with index/integer/float/bool/dense values.

// Integer binary ops on scalars, index, vectors and tensors.
func @int(%a: i32, %b: i32, %i: index, %v: vector<4xi32>, %t: tensor<4xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divui %a, %b : i32
  %4 = arith.divsi %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.floordivsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.andi %a, %b : i32
  %10 = arith.ori %a, %b : i32
  %11 = arith.xori %a, %b : i32
  %12 = arith.shli %a, %b : i32
  %13 = arith.shrui %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.maxsi %a, %b : i32
  %16 = arith.maxui %a, %b : i32
  %17 = arith.minsi %a, %b : i32
  %18 = arith.minui %a, %b : i32
  %19 = arith.addi %i, %i : index
  %20 = arith.muli %v, %v : vector<4xi32>
  %21 = arith.addi %t, %t : tensor<4xi64>
  %22 = arith.ceildivui %a, %b : i32
  return
}

// Float binary/unary ops on f16, bf16, f32, f64 and vectors.
func @float(%a: f32, %b: f32, %d: f64, %h: f16, %bf: bf16, %v: vector<2xf64>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.negf %a : f32
  %6 = arith.maxf %a, %b : f32
  %7 = arith.minf %a, %b : f32
  %8 = arith.addf %d, %d : f64
  %9 = arith.mulf %h, %h : f16
  %10 = arith.subf %bf, %bf : bf16
  %11 = arith.divf %v, %v : vector<2xf64>
  return
}

// All cmpi and cmpf predicates.
func @cmp(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpf false, %f, %g : f32
  %11 = arith.cmpf oeq, %f, %g : f32
  %12 = arith.cmpf ogt, %f, %g : f32
  %13 = arith.cmpf oge, %f, %g : f32
  %14 = arith.cmpf olt, %f, %g : f32
  %15 = arith.cmpf ole, %f, %g : f32
  %16 = arith.cmpf one, %f, %g : f32
  %17 = arith.cmpf ord, %f, %g : f32
  %18 = arith.cmpf ueq, %f, %g : f32
  %19 = arith.cmpf ugt, %f, %g : f32
  %20 = arith.cmpf uge, %f, %g : f32
  %21 = arith.cmpf ult, %f, %g : f32
  %22 = arith.cmpf ule, %f, %g : f32
  %23 = arith.cmpf une, %f, %g : f32
  %24 = arith.cmpf uno, %f, %g : f32
  %25 = arith.cmpf true, %f, %g : f32
  %26 = arith.cmpi slt, %v, %v : vector<4xi32>
  return
}

// Casts.
func @casts(%i8: i8, %i32: i32, %i64: i64, %f16: f16, %f32: f32, %f64: f64, %idx: index, %vi: vector<4xi32>) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %i32 : i32 to i64
  %2 = arith.trunci %i64 : i64 to i8
  %3 = arith.extf %f16 : f16 to f32
  %4 = arith.truncf %f64 : f64 to f32
  %5 = arith.uitofp %i32 : i32 to f32
  %6 = arith.sitofp %i64 : i64 to f64
  %7 = arith.fptoui %f32 : f32 to i32
  %8 = arith.fptosi %f64 : f64 to i64
  %9 = arith.index_cast %idx : index to i32
  %10 = arith.index_cast %i64 : i64 to index
  %11 = arith.bitcast %f32 : f32 to i32
  %12 = arith.bitcast %i64 : i64 to f64
  %13 = arith.extsi %vi : vector<4xi32> to vector<4xi64>
  return
}

// Constants: result names (%c8, %c7_i32, %c-1_i64, %cst, %cst_0, %true,
// %false; repeats get a _N suffix) and float formatting (6 significant digits
// when exact, else shortest decimal, else hex bit pattern).
func @constants() {
  %0 = arith.constant 8 : index
  %1 = arith.constant 7 : i32
  %2 = arith.constant -1 : i64
  %3 = arith.constant 0 : index
  %4 = arith.constant 1.0 : f32
  %5 = arith.constant 0.5 : f64
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 1 : i1
  %9 = arith.constant 42 : i8
  %10 = arith.constant 255 : i8
  %11 = arith.constant -2.5e-3 : f32
  %12 = arith.constant 0x7FC00000 : f32
  %13 = arith.constant 1.0e10 : f64
  %14 = arith.constant dense<1> : vector<4xi32>
  %15 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %16 = arith.constant dense<0.0> : tensor<2x2xf32>
  %17 = arith.constant 3.0 : f16
  %18 = arith.constant 8 : index
  %19 = arith.constant 0x7F800000 : f32
  %20 = arith.constant 0xFF800000 : f32
  %21 = arith.constant 1.0e-40 : f32
  %22 = arith.constant 3.14159265358979 : f64
  %23 = arith.constant 100.0 : bf16
  %24 = arith.constant 65536 : i64
  %25 = arith.constant -128 : i8
  %26 = arith.constant 12345678901234 : i64
  %27 = arith.constant 0.1 : f32
  %28 = arith.constant 1.5e300 : f64
  %29 = arith.constant -0.0 : f32
  "use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29) : (index, i32, i64, index, f32, f64, i1, i1, i1, i8, i8, f32, f32, f64, vector<4xi32>, vector<2xf32>, tensor<2x2xf32>, f16, index, f32, f32, f32, f64, bf16, i64, i8, i64, f32, f64, f32) -> ()
  return
}

// Expected output (mlir-opt 14), every line:
// CHECK: module {
// CHECK-NEXT:   func @int(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi32>, %arg4: tensor<4xi64>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:     %14 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %16 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %17 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:     %18 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT:     %20 = arith.muli %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT:     %21 = arith.addi %arg4, %arg4 : tensor<4xi64>
// CHECK-NEXT:     %22 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @float(%arg0: f32, %arg1: f32, %arg2: f64, %arg3: f16, %arg4: bf16, %arg5: vector<2xf64>) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:     %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.negf %arg0 : f32
// CHECK-NEXT:     %6 = arith.maxf %arg0, %arg1 : f32
// CHECK-NEXT:     %7 = arith.minf %arg0, %arg1 : f32
// CHECK-NEXT:     %8 = arith.addf %arg2, %arg2 : f64
// CHECK-NEXT:     %9 = arith.mulf %arg3, %arg3 : f16
// CHECK-NEXT:     %10 = arith.subf %arg4, %arg4 : bf16
// CHECK-NEXT:     %11 = arith.divf %arg5, %arg5 : vector<2xf64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @cmp(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xi32>) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %11 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %17 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %19 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     %26 = arith.cmpi slt, %arg4, %arg4 : vector<4xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @casts(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: f16, %arg4: f32, %arg5: f64, %arg6: index, %arg7: vector<4xi32>) {
// CHECK-NEXT:     %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:     %1 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:     %2 = arith.trunci %arg2 : i64 to i8
// CHECK-NEXT:     %3 = arith.extf %arg3 : f16 to f32
// CHECK-NEXT:     %4 = arith.truncf %arg5 : f64 to f32
// CHECK-NEXT:     %5 = arith.uitofp %arg1 : i32 to f32
// CHECK-NEXT:     %6 = arith.sitofp %arg2 : i64 to f64
// CHECK-NEXT:     %7 = arith.fptoui %arg4 : f32 to i32
// CHECK-NEXT:     %8 = arith.fptosi %arg5 : f64 to i64
// CHECK-NEXT:     %9 = arith.index_cast %arg6 : index to i32
// CHECK-NEXT:     %10 = arith.index_cast %arg2 : i64 to index
// CHECK-NEXT:     %11 = arith.bitcast %arg4 : f32 to i32
// CHECK-NEXT:     %12 = arith.bitcast %arg2 : i64 to f64
// CHECK-NEXT:     %13 = arith.extsi %arg7 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @constants() {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %c42_i8 = arith.constant 42 : i8
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %cst_2 = arith.constant -2.500000e-03 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant 1.000000e+10 : f64
// CHECK-NEXT:     %cst_5 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT:     %cst_6 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %cst_7 = arith.constant dense<0.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT:     %cst_8 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT:     %c8_9 = arith.constant 8 : index
// CHECK-NEXT:     %cst_10 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %cst_11 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_12 = arith.constant 9.999940e-41 : f32
// CHECK-NEXT:     %cst_13 = arith.constant 3.14159265358979 : f64
// CHECK-NEXT:     %cst_14 = arith.constant 1.000000e+02 : bf16
// CHECK-NEXT:     %c65536_i64 = arith.constant 65536 : i64
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %c12345678901234_i64 = arith.constant 12345678901234 : i64
// CHECK-NEXT:     %cst_15 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:     %cst_16 = arith.constant 1.500000e+300 : f64
// CHECK-NEXT:     %cst_17 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:     "use"(%c8, %c7_i32, %c-1_i64, %c0, %cst, %cst_0, %true, %false, %true_1, %c42_i8, %c-1_i8, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %c8_9, %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %c65536_i64, %c-128_i8, %c12345678901234_i64, %cst_15, %cst_16, %cst_17) : (index, i32, i64, index, f32, f64, i1, i1, i1, i8, i8, f32, f32, f64, vector<4xi32>, vector<2xf32>, tensor<2x2xf32>, f16, index, f32, f32, f32, f64, bf16, i64, i8, i64, f32, f64, f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
