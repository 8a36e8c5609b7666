// RUN: gpuopt %s -canonicalize | FileCheck %s --match-full-lines

// arith's folds on vector and tensor constants as mlir-opt 14 does them (CommonFolders.h's constFoldBinaryOp:
// two splats into a splat, dense attributes element by element) and the identities that see splat constants.
// The expected text is mlir-opt 14's output.

// Two splats fold into a splat, with the scalar rules per element: wrapping, signed and unsigned division.
func @int_splats() -> (vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi32>, vector<4xi32>, vector<4xi32>) {
  %a = arith.constant dense<7> : vector<4xi32>
  %b = arith.constant dense<-2> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.subi %b, %a : vector<4xi32>
  %c = arith.constant dense<100> : vector<4xi8>
  %2 = arith.muli %c, %c : vector<4xi8>
  %3 = arith.divsi %a, %b : vector<4xi32>
  %4 = arith.divui %a, %b : vector<4xi32>
  %5 = arith.ceildivsi %a, %b : vector<4xi32>
  %6 = arith.floordivsi %a, %b : vector<4xi32>
  %7 = arith.maxui %a, %b : vector<4xi32>
  %t = arith.constant dense<6> : tensor<2x2xi32>
  %u = arith.constant dense<3> : tensor<2x2xi32>
  %8 = arith.xori %t, %u : tensor<2x2xi32>
  %9 = arith.minsi %a, %b : vector<4xi32>
  %10 = arith.andi %a, %b : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func @int_splats() -> (vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<6> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<-2> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<5> : tensor<2x2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<-4> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-3> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<16> : vector<4xi8>
// CHECK-NEXT: %cst_6 = arith.constant dense<-9> : vector<4xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: return %cst_7, %cst_6, %cst_5, %cst_3, %cst_4, %cst_3, %cst_2, %cst_0, %cst_1, %cst_0, %cst : vector<4xi32>, vector<4xi32>, vector<4xi8>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }

// Other dense attributes fold element by element (a splat operand too); equal results make a splat.
func @int_elementwise() -> (vector<4xi32>, vector<4xi32>, vector<2xi32>, tensor<2x2xi64>, vector<3xindex>, vector<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %s = arith.constant dense<-3> : vector<4xi32>
  %0 = arith.muli %a, %s : vector<4xi32>
  %1 = arith.addi %a, %b : vector<4xi32>
  %c = arith.constant dense<[2147483647, -2147483648]> : vector<2xi32>
  %2 = arith.addi %c, %c : vector<2xi32>
  %t = arith.constant dense<[[10, -10], [7, -7]]> : tensor<2x2xi64>
  %u = arith.constant dense<[[3, 3], [-2, -2]]> : tensor<2x2xi64>
  %3 = arith.remsi %t, %u : tensor<2x2xi64>
  %4 = arith.floordivsi %t, %u : tensor<2x2xi64>
  %i = arith.constant dense<[0, 5, -1]> : vector<3xindex>
  %j = arith.constant dense<2> : vector<3xindex>
  %5 = arith.ceildivui %i, %j : vector<3xindex>
  %6 = arith.maxsi %a, %b : vector<4xi32>
  return %0, %1, %2, %4, %5, %6 : vector<4xi32>, vector<4xi32>, vector<2xi32>, tensor<2x2xi64>, vector<3xindex>, vector<4xi32>
}

// CHECK-LABEL: func @int_elementwise() -> (vector<4xi32>, vector<4xi32>, vector<2xi32>, tensor<2x2xi64>, vector<3xindex>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[4, 3, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 3, -9223372036854775808]> : vector<3xindex>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}3, -4], [-4, 3]]> : tensor<2x2xi64>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-2, 0]> : vector<2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[-3, -6, -9, -12]> : vector<4xi32>
// CHECK-NEXT: return %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst : vector<4xi32>, vector<4xi32>, vector<2xi32>, tensor<2x2xi64>, vector<3xindex>, vector<4xi32>
// CHECK-NEXT: }

// One element that does not fold (a division by zero, an overflow) leaves the op; rem[su]i, the shifts and
// cmpi fold no vector constants in MLIR 14.
func @int_not_folded() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>) {
  %a = arith.constant dense<[6, -2147483648]> : vector<2xi32>
  %z = arith.constant dense<[2, 0]> : vector<2xi32>
  %m = arith.constant dense<[2, -1]> : vector<2xi32>
  %0 = arith.divui %a, %z : vector<2xi32>
  %1 = arith.divsi %a, %m : vector<2xi32>
  %2 = arith.remui %a, %m : vector<2xi32>
  %3 = arith.shli %a, %m : vector<2xi32>
  %4 = arith.ceildivsi %a, %m : vector<2xi32>
  %5 = arith.cmpi slt, %a, %m : vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>
}

// CHECK-LABEL: func @int_not_folded() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[2, -1]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[6, -2147483648]> : vector<2xi32>
// CHECK-NEXT: %0 = arith.divui %cst_1, %cst_0 : vector<2xi32>
// CHECK-NEXT: %1 = arith.divsi %cst_1, %cst : vector<2xi32>
// CHECK-NEXT: %2 = arith.remui %cst_1, %cst : vector<2xi32>
// CHECK-NEXT: %3 = arith.shli %cst_1, %cst : vector<2xi32>
// CHECK-NEXT: %4 = arith.ceildivsi %cst_1, %cst : vector<2xi32>
// CHECK-NEXT: %5 = arith.cmpi slt, %cst_1, %cst : vector<2xi32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>
// CHECK-NEXT: }

// The identities see splat constants (m_Zero, m_One, m_ConstantInt); or(x, -1) and rem(x, 1) read scalars only.
func @int_identities(%x: vector<4xi32>, %t: tensor<2xi64>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi64>, tensor<2xi64>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>) {
  %zero = arith.constant dense<0> : vector<4xi32>
  %one = arith.constant dense<1> : vector<4xi32>
  %ones = arith.constant dense<-1> : vector<4xi32>
  %max = arith.constant dense<2147483647> : vector<4xi32>
  %0 = arith.addi %x, %zero : vector<4xi32>
  %1 = arith.muli %x, %zero : vector<4xi32>
  %2 = arith.divsi %x, %one : vector<4xi32>
  %3 = arith.andi %x, %ones : vector<4xi32>
  %4 = arith.ori %x, %ones : vector<4xi32>
  %5 = arith.remui %x, %one : vector<4xi32>
  %6 = arith.maxsi %x, %max : vector<4xi32>
  %tz = arith.constant dense<0> : tensor<2xi64>
  %7 = arith.xori %t, %tz : tensor<2xi64>
  %8 = arith.subi %t, %t : tensor<2xi64>
  %9 = arith.minui %x, %x : vector<4xi32>
  %10 = arith.minsi %x, %max : vector<4xi32>
  %11 = arith.cmpi sge, %x, %x : vector<4xi32>
  %12 = arith.cmpi ult, %x, %x : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi64>, tensor<2xi64>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>
}

// CHECK-LABEL: func @int_identities(%arg0: vector<4xi32>, %arg1: tensor<2xi64>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi64>, tensor<2xi64>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : tensor<2xi64>
// CHECK-NEXT: %cst_2 = arith.constant dense<2147483647> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<-1> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.ori %arg0, %cst_3 : vector<4xi32>
// CHECK-NEXT: %1 = arith.remui %arg0, %cst_4 : vector<4xi32>
// CHECK-NEXT: return %arg0, %cst_5, %arg0, %arg0, %0, %1, %cst_2, %arg1, %cst_1, %arg0, %arg0, %cst_0, %cst : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2xi64>, tensor<2xi64>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }

// i1 elements: `true` is -1 to the signed ops; an all-true list stays a list, an all-false one is a splat.
func @bools() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %a = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %b = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %t = arith.constant dense<true> : vector<4xi1>
  %0 = arith.ori %a, %b : vector<4xi1>
  %1 = arith.andi %a, %b : vector<4xi1>
  %2 = arith.maxsi %a, %b : vector<4xi1>
  %3 = arith.xori %t, %t : vector<4xi1>
  return %0, %1, %2, %3 : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// CHECK-LABEL: func @bools() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[true, true, true, true]> : vector<4xi1>
// CHECK-NEXT: return %cst_0, %cst, %cst, %cst : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
// CHECK-NEXT: }

// Floats per element as APFloat computes them: rounding to the type, infinities, NaN payloads; maxf and minf
// as llvm::maximum and llvm::minimum.  cmpf, remf and negf fold no vector constants in MLIR 14.
func @floats() -> (vector<2xf32>, vector<2x3xf32>, vector<2xf16>, vector<2xbf16>, vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xf32>, vector<2xf32>) {
  %a = arith.constant dense<1.5> : vector<2xf32>
  %b = arith.constant dense<2.25> : vector<2xf32>
  %0 = arith.mulf %a, %b : vector<2xf32>
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 0.1]]> : vector<2x3xf32>
  %1 = arith.addf %c, %d : vector<2x3xf32>
  %h = arith.constant dense<[1.0e-3, 6.0e4]> : vector<2xf16>
  %2 = arith.mulf %h, %h : vector<2xf16>
  %e = arith.constant dense<[1.0, 3.0]> : vector<2xbf16>
  %f = arith.constant dense<[3.0, 7.0]> : vector<2xbf16>
  %3 = arith.divf %e, %f : vector<2xbf16>
  %g = arith.constant dense<[1.0, -1.0, 0.0, 2.0]> : vector<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %4 = arith.divf %g, %z : vector<4xf32>
  %n = arith.constant dense<[0x7FC00001, 2.0]> : vector<2xf32>
  %m = arith.constant dense<[3.0, 0xFFC00002]> : vector<2xf32>
  %5 = arith.subf %n, %m : vector<2xf32>
  %6 = arith.mulf %m, %n : vector<2xf32>
  %p = arith.constant dense<[-0.0, 1.0]> : vector<2xf32>
  %q = arith.constant dense<[0.0, -1.0]> : vector<2xf32>
  %7 = arith.maxf %p, %q : vector<2xf32>
  %8 = arith.minf %n, %q : vector<2xf32>
  %9 = arith.cmpf olt, %p, %q : vector<2xf32>
  %10 = arith.remf %a, %b : vector<2xf32>
  %11 = arith.negf %a : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : vector<2xf32>, vector<2x3xf32>, vector<2xf16>, vector<2xbf16>, vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xf32>, vector<2xf32>
}

// CHECK-LABEL: func @floats() -> (vector<2xf32>, vector<2x3xf32>, vector<2xf16>, vector<2xbf16>, vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[0x7FC00001, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-0.000000e+00, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0x7FC00001, 0xFFC00002]> : vector<2xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800000]> : vector<4xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<[3.339840e-01, 4.277340e-01]> : vector<2xbf16>
// CHECK-NEXT: %cst_6 = arith.constant dense<[1.013280e-06, 0x7C00]> : vector<2xf16>
// CHECK-NEXT: %cst_7 = arith.constant dense<{{\[\[}}2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 1.100000e+00]]> : vector<2x3xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<3.375000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<2.250000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<1.500000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = arith.cmpf olt, %cst_2, %cst_1 : vector<2xf32>
// CHECK-NEXT: %1 = arith.remf %cst_10, %cst_9 : vector<2xf32>
// CHECK-NEXT: %2 = arith.negf %cst_10 : vector<2xf32>
// CHECK-NEXT: return %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_3, %cst_0, %cst, %0, %1, %2 : vector<2xf32>, vector<2x3xf32>, vector<2xf16>, vector<2xbf16>, vector<4xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xi1>, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }

// The float identities on splats; x + 0.0 and x - (-0.0) are no identities.
func @float_identities(%x: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %nz = arith.constant dense<-0.0> : vector<4xf32>
  %pz = arith.constant dense<0.0> : vector<4xf32>
  %one = arith.constant dense<1.0> : vector<4xf32>
  %inf = arith.constant dense<0x7F800000> : vector<4xf32>
  %0 = arith.addf %x, %nz : vector<4xf32>
  %1 = arith.addf %x, %pz : vector<4xf32>
  %2 = arith.mulf %one, %x : vector<4xf32>
  %3 = arith.divf %x, %one : vector<4xf32>
  %4 = arith.minf %x, %inf : vector<4xf32>
  %5 = arith.subf %x, %nz : vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func @float_identities(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<-0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : vector<4xf32>
// CHECK-NEXT: %1 = arith.subf %arg0, %cst_0 : vector<4xf32>
// CHECK-NEXT: return %arg0, %0, %arg0, %arg0, %arg0, %1 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }

// bitcast folds scalars and dense attributes (a splat stays one); the other casts fold scalars only.
func @casts() -> (f32, i32, vector<2xf32>, vector<2xi32>, tensor<3xi16>, vector<2xi64>, vector<2xf32>, vector<2xindex>, vector<2xi8>) {
  %i = arith.constant 1065353216 : i32
  %0 = arith.bitcast %i : i32 to f32
  %f = arith.constant -0.0 : f32
  %1 = arith.bitcast %f : f32 to i32
  %s = arith.constant dense<1073741824> : vector<2xi32>
  %2 = arith.bitcast %s : vector<2xi32> to vector<2xf32>
  %d = arith.constant dense<[1.0, 0x7FC00001]> : vector<2xf32>
  %3 = arith.bitcast %d : vector<2xf32> to vector<2xi32>
  %h = arith.constant dense<[1.0, -2.0, 0x7C00]> : tensor<3xf16>
  %4 = arith.bitcast %h : tensor<3xf16> to tensor<3xi16>
  %v = arith.constant dense<[1, -1]> : vector<2xi32>
  %5 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  %6 = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %7 = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  %8 = arith.trunci %v : vector<2xi32> to vector<2xi8>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, i32, vector<2xf32>, vector<2xi32>, tensor<3xi16>, vector<2xi64>, vector<2xf32>, vector<2xindex>, vector<2xi8>
}

// CHECK-LABEL: func @casts() -> (f32, i32, vector<2xf32>, vector<2xi32>, tensor<3xi16>, vector<2xi64>, vector<2xf32>, vector<2xindex>, vector<2xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, -1]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[15360, -16384, 31744]> : tensor<3xi16>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1065353216, 2143289345]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.000000e+00> : vector<2xf32>
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.extsi %cst : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %1 = arith.sitofp %cst : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: %2 = arith.index_cast %cst : vector<2xi32> to vector<2xindex>
// CHECK-NEXT: %3 = arith.trunci %cst : vector<2xi32> to vector<2xi8>
// CHECK-NEXT: return %cst_3, %c-2147483648_i32, %cst_2, %cst_1, %cst_0, %0, %1, %2, %3 : f32, i32, vector<2xf32>, vector<2xi32>, tensor<3xi16>, vector<2xi64>, vector<2xf32>, vector<2xindex>, vector<2xi8>
// CHECK-NEXT: }

// A splat condition selects (m_One, m_Zero); a non-splat one does not.
func @select(%x: vector<4xi32>, %y: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %0 = select %t, %x, %y : vector<4xi1>, vector<4xi32>
  %1 = select %f, %x, %y : vector<4xi1>, vector<4xi32>
  %2 = select %m, %x, %y : vector<4xi1>, vector<4xi32>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, vector<4xi32>
}

// CHECK-LABEL: func @select(%arg0: vector<4xi32>, %arg1: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[true, false, true, false]> : vector<4xi1>
// CHECK-NEXT: %0 = select %cst, %arg0, %arg1 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %arg0, %arg1, %0 : vector<4xi32>, vector<4xi32>, vector<4xi32>
// CHECK-NEXT: }

// Sparse constants fold element by element too, into a dense attribute.
func @sparse() -> tensor<2x2xi32> {
  %s = arith.constant sparse<[[0, 1]], [5]> : tensor<2x2xi32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %0 = arith.addi %s, %d : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-LABEL: func @sparse() -> tensor<2x2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 7], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: return %cst : tensor<2x2xi32>
// CHECK-NEXT: }

// A scalar i1 `true` is -1 to the signed folds and casts.
func @bool_scalars() -> (index, f32, i1, i1, i8) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.index_cast %t : i1 to index
  %1 = arith.sitofp %t : i1 to f32
  %2 = arith.cmpi slt, %t, %f : i1
  %3 = arith.maxsi %f, %t : i1
  %4 = arith.extsi %t : i1 to i8
  return %0, %1, %2, %3, %4 : index, f32, i1, i1, i8
}

// CHECK-LABEL: func @bool_scalars() -> (index, f32, i1, i1, i8) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %c-1, %cst, %true, %false, %c-1_i8 : index, f32, i1, i1, i8
// CHECK-NEXT: }

// A NaN operand comes through with its sign and payload, quieted (mulf and divf too).
func @nan_scalars() -> (f32, f32, f32) {
  %n = arith.constant 0xFFC00002 : f32
  %s = arith.constant 0x7F800001 : f32
  %two = arith.constant -2.0 : f32
  %0 = arith.mulf %two, %n : f32
  %1 = arith.divf %n, %two : f32
  %2 = arith.addf %s, %two : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func @nan_scalars() -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00002 : f32
// CHECK-NEXT: return %cst_0, %cst_0, %cst : f32, f32, f32
// CHECK-NEXT: }
