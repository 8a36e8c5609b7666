// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines

// Round trip of builtin attributes on unregistered ops: integers, floats
// (decimal and hex), strings with escapes, bools, unit, arrays, dictionaries,
// nested symbol refs, type attributes, dense/sparse/opaque elements, affine
// maps and sets, and opaque dialect attributes.

// Symbols referenced by the symbol-reference attributes below.
func private @sym()
func private @a()
module @outer {
  module @inner {
    func private @b()
  }
}
// Integers: default type i64 is printed explicitly, i1 prints as true/false,
// hex is printed in decimal, out-of-range values wrap (255 : i8 -> -1).
"test.ints"() {
  i0 = 0, i1 = -1, i2 = 42 : i32, i3 = 7 : i8, i4 = 9223372036854775807, i5 = -9223372036854775808 : i64,
  i6 = 3 : index, i7 = 5 : ui8, i8 = -5 : si16, i9 = 1 : i1, i10 = 0 : i1, i11 = 0x1F : i32, i12 = 255 : i8
} : () -> ()
// Floats: 6 significant digits in %e style when that round-trips, else the
// shortest exact decimal (may use an upper-case E), else the hex bit pattern.
"test.floats"() {
  f0 = 1.0, f1 = 1.0 : f32, f2 = -0.5 : f16, f3 = 0.1 : f64, f4 = 1.0e-7 : f32, f5 = 123456.0 : f32,
  f6 = 1234567.0 : f32, f7 = 0x7FF8000000000000 : f64, f8 = 0x7F800000 : f32, f9 = 2.0 : bf16, f10 = 3.3 : f32,
  f11 = 1.0e100, f12 = 0.0, f13 = 5.0e-324, f14 = 0x3FF0000000000000 : f64, f15 = 1.5 : f80
} : () -> ()
// Strings: non-printable bytes, '"' and UTF-8 bytes are printed as \XX hex
// escapes (upper case); a backslash stays \\.
"test.strs"() {
  s0 = "plain", s1 = "quote\"s", s2 = "back\\slash", s3 = "tab\tnl\n", s4 = "\00\FF", s5 = "", s6 = "ünï", s7 = "typed" : i32
} : () -> ()
// Unit, bool, array, dictionary, symbol refs, type attrs, dense elements,
// affine maps/sets (aliased as #mapN/#set), dialect attributes.
"test.misc"() {
  b0 = true, b1 = false, u, arr = [1, 2.0, "x", [true]], empty_arr = [], dict = {z = 1, a = "s", m = {n}}, empty_dict = {},
  sym = @sym, nested = @outer::@inner::@b, t0 = i32, t1 = memref<?x4xf32>, t2 = (i32, f32) -> index, t3 = () -> (),
  d0 = dense<[1, 2, 3]> : tensor<3xi32>, d1 = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d2 = dense<true> : vector<2xi1>,
  d3 = dense<"0x0102"> : tensor<2xi8>, d4 = dense<[]> : tensor<0xf32>, d5 = dense<5> : tensor<i32>, d6 = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>,
  d7 = dense<(1.0, 2.0)> : tensor<complex<f32>>,
  am0 = affine_map<(d0, d1) -> (d1, d0)>, am1 = affine_map<(i)[s] -> (i * 2 + s floordiv 4)>, am2 = affine_map<() -> (0)>,
  as0 = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>,
  op0 = #foo.bar<"x">, op1 = #foo<"baz">, op2 = #foo.raw<a, b[c]>, ty0 = !foo.qux, ty1 = !foo<"ty">,
  ddense = sparse<[[0, 1]], [5]> : tensor<2x2xi32>, opaque = opaque<"foo", "0xDEADBEEF"> : tensor<4xi8>,
  unk = unit, loc = 3 : index
} : () -> ()
// More float formatting cases.
"test.floats2"() {a = 0.3 : f32, b = 1.0e-45 : f32, c = 16777217.0 : f32, d = 0.3333333333333333 : f64, e = 1.7976931348623157e308 : f64, f = 0xFFF0000000000000 : f64, g = 100.0 : f32, h = 1234567.0 : f64, i = 0.000001 : f32, j = 123.456 : f64, k = 65504.0 : f16, l = 0x7C00 : f16, m = 2.5e-5 : f32, n = 12345.678 : f32, o = -1.0e6 : f64, p = 0x3F800000 : f32, q = 10.0 : f64, r = 0.1 : f16} : () -> ()

// Expected output (mlir-opt 14), every line:
// CHECK: #map0 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 4)>
// CHECK-NEXT: #map2 = affine_map<() -> (0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func private @sym()
// CHECK-NEXT:   func private @a()
// CHECK-NEXT:   module @outer {
// CHECK-NEXT:     module @inner {
// CHECK-NEXT:       func private @b()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.ints"() {i0 = 0 : i64, i1 = -1 : i64, i10 = false, i11 = 31 : i32, i12 = -1 : i8, i2 = 42 : i32, i3 = 7 : i8, i4 = 9223372036854775807 : i64, i5 = -9223372036854775808 : i64, i6 = 3 : index, i7 = 5 : ui8, i8 = -5 : si16, i9 = true} : () -> ()
// CHECK-NEXT:   "test.floats"() {f0 = 1.000000e+00 : f64, f1 = 1.000000e+00 : f32, f10 = 3.300000e+00 : f32, f11 = 1.000000e+100 : f64, f12 = 0.000000e+00 : f64, f13 = 4.940660e-324 : f64, f14 = 1.000000e+00 : f64, f15 = 1.500000e+00 : f80, f2 = -5.000000e-01 : f16, f3 = 1.000000e-01 : f64, f4 = 1.000000e-07 : f32, f5 = 1.234560e+05 : f32, f6 = 0x4996B438 : f32, f7 = 0x7FF8000000000000 : f64, f8 = 0x7F800000 : f32, f9 = 2.000000e+00 : bf16} : () -> ()
// CHECK-NEXT:   "test.strs"() {s0 = "plain", s1 = "quote\22s", s2 = "back\\slash", s3 = "tab\09nl\0A", s4 = "\00\FF", s5 = "", s6 = "\C3\BCn\C3\AF", s7 = "typed" : i32} : () -> ()
// CHECK-NEXT:   "test.misc"() {am0 = #map0, am1 = #map1, am2 = #map2, arr = [1, 2.000000e+00, "x", [true]], as0 = #set, b0 = true, b1 = false, d0 = dense<[1, 2, 3]> : tensor<3xi32>, d1 = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d2 = dense<true> : vector<2xi1>, d3 = dense<[1, 2]> : tensor<2xi8>, d4 = dense<> : tensor<0xf32>, d5 = dense<5> : tensor<i32>, d6 = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, d7 = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, ddense = sparse<{{\[\[}}0, 1]], 5> : tensor<2x2xi32>, dict = {a = "s", m = {n}, z = 1 : i64}, empty_arr = [], empty_dict = {}, loc = 3 : index, nested = @outer::@inner::@b, op0 = #foo.bar<"x">, op1 = #foo.baz, op2 = #foo.raw<a, b[c]>, opaque = opaque<"foo", "0xDEADBEEF"> : tensor<4xi8>, sym = @sym, t0 = i32, t1 = memref<?x4xf32>, t2 = (i32, f32) -> index, t3 = () -> (), ty0 = !foo.qux, ty1 = !foo.ty, u, unk} : () -> ()
// CHECK-NEXT:   "test.floats2"() {a = 3.000000e-01 : f32, b = 1.401300e-45 : f32, c = 0x4B800000 : f32, d = 0.33333333333333331 : f64, e = 1.7976931348623157E+308 : f64, f = 0xFFF0000000000000 : f64, g = 1.000000e+02 : f32, h = 0x4132D68700000000 : f64, i = 9.99999997E-7 : f32, j = 1.234560e+02 : f64, k = 6.550400e+04 : f16, l = 0x7C00 : f16, m = 2.500000e-05 : f32, n = 12345.6777 : f32, o = -1.000000e+06 : f64, p = 1.000000e+00 : f32, q = 1.000000e+01 : f64, r = 9.997550e-02 : f16} : () -> ()
// CHECK-NEXT: }

// Expected generic output (-mlir-print-op-generic):
// GENERIC: #map0 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 4)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0)>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "sym", sym_visibility = "private", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "a", sym_visibility = "private", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:     "builtin.module"() ({
// GENERIC-NEXT:       "builtin.func"() ({
// GENERIC-NEXT:       }) {sym_name = "b", sym_visibility = "private", type = () -> ()} : () -> ()
// GENERIC-NEXT:     }) {sym_name = "inner"} : () -> ()
// GENERIC-NEXT:   }) {sym_name = "outer"} : () -> ()
// GENERIC-NEXT:   "test.ints"() {i0 = 0 : i64, i1 = -1 : i64, i10 = false, i11 = 31 : i32, i12 = -1 : i8, i2 = 42 : i32, i3 = 7 : i8, i4 = 9223372036854775807 : i64, i5 = -9223372036854775808 : i64, i6 = 3 : index, i7 = 5 : ui8, i8 = -5 : si16, i9 = true} : () -> ()
// GENERIC-NEXT:   "test.floats"() {f0 = 1.000000e+00 : f64, f1 = 1.000000e+00 : f32, f10 = 3.300000e+00 : f32, f11 = 1.000000e+100 : f64, f12 = 0.000000e+00 : f64, f13 = 4.940660e-324 : f64, f14 = 1.000000e+00 : f64, f15 = 1.500000e+00 : f80, f2 = -5.000000e-01 : f16, f3 = 1.000000e-01 : f64, f4 = 1.000000e-07 : f32, f5 = 1.234560e+05 : f32, f6 = 0x4996B438 : f32, f7 = 0x7FF8000000000000 : f64, f8 = 0x7F800000 : f32, f9 = 2.000000e+00 : bf16} : () -> ()
// GENERIC-NEXT:   "test.strs"() {s0 = "plain", s1 = "quote\22s", s2 = "back\\slash", s3 = "tab\09nl\0A", s4 = "\00\FF", s5 = "", s6 = "\C3\BCn\C3\AF", s7 = "typed" : i32} : () -> ()
// GENERIC-NEXT:   "test.misc"() {am0 = #map0, am1 = #map1, am2 = #map2, arr = [1, 2.000000e+00, "x", [true]], as0 = #set, b0 = true, b1 = false, d0 = dense<[1, 2, 3]> : tensor<3xi32>, d1 = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d2 = dense<true> : vector<2xi1>, d3 = dense<[1, 2]> : tensor<2xi8>, d4 = dense<> : tensor<0xf32>, d5 = dense<5> : tensor<i32>, d6 = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, d7 = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, ddense = sparse<{{\[\[}}0, 1]], 5> : tensor<2x2xi32>, dict = {a = "s", m = {n}, z = 1 : i64}, empty_arr = [], empty_dict = {}, loc = 3 : index, nested = @outer::@inner::@b, op0 = #foo.bar<"x">, op1 = #foo.baz, op2 = #foo.raw<a, b[c]>, opaque = opaque<"foo", "0xDEADBEEF"> : tensor<4xi8>, sym = @sym, t0 = i32, t1 = memref<?x4xf32>, t2 = (i32, f32) -> index, t3 = () -> (), ty0 = !foo.qux, ty1 = !foo.ty, u, unk} : () -> ()
// GENERIC-NEXT:   "test.floats2"() {a = 3.000000e-01 : f32, b = 1.401300e-45 : f32, c = 0x4B800000 : f32, d = 0.33333333333333331 : f64, e = 1.7976931348623157E+308 : f64, f = 0xFFF0000000000000 : f64, g = 1.000000e+02 : f32, h = 0x4132D68700000000 : f64, i = 9.99999997E-7 : f32, j = 1.234560e+02 : f64, k = 6.550400e+04 : f16, l = 0x7C00 : f16, m = 2.500000e-05 : f32, n = 12345.6777 : f32, o = -1.000000e+06 : f64, p = 1.000000e+00 : f32, q = 1.000000e+01 : f64, r = 9.997550e-02 : f16} : () -> ()
// GENERIC-NEXT: }) : () -> ()
