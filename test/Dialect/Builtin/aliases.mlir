// RUN: gpuopt -allow-unregistered-dialect -split-input-file %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -split-input-file %s | gpuopt -allow-unregistered-dialect -split-input-file | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -split-input-file -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect -split-input-file | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -split-input-file -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines

// Attribute alias generation (#map, #map0.., #set..): naming, numbering order
// and what gets aliased; also the -split-input-file output format (every
// chunk's output is followed by a blank line and the separator line).

// A single alias of a kind has no number.
func @one_map(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) {
  return
}

// -----

// Several aliases of a kind are numbered from 0; attribute aliases of each
// kind (map, set) are grouped, groups in order of first use.
func @maps_and_sets() {
  "test.op"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0 * 2)>} : () -> ()
  "test.op"() {m = affine_map<(d0) -> (d0 * 3)>, s = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  "test.op"() {same = affine_map<(d0) -> (d0 * 2)>} : () -> ()
  return
}

// -----

// Numbering order is the order in which a dry run of the printer meets the
// attributes: an op printed in custom form in its printed order (func: the
// signature types, then the body); an op printed in generic form: its regions
// first, then operand types, result types, then attributes (sorted by name).
// So #map2 below is foo.op's result type, #map3/#map4 its attributes, and
// foo.op2's attribute comes after the types inside its region.
func @order(%arg0: memref<4xf32, affine_map<(d0) -> (d0 + 7)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 99)>> {
  %0 = "foo.op"(%arg0) {z = affine_map<(d0) -> (d0 + 3)>, a = affine_map<(d0) -> (d0 + 4)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 7)>>) -> memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
  "foo.op2"() ({
  ^bb0(%x: memref<4xf32, affine_map<(d0) -> (d0 + 9)>>):
    %1 = "foo.y"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 10)>>
    "foo.z"() : () -> ()
  }) {b = affine_map<(d0) -> (d0 + 11)>} : () -> ()
  %2 = "foo.r"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 99)>>
  return %2 : memref<4xf32, affine_map<(d0) -> (d0 + 99)>>
}
func private @decl() -> memref<4xf32, affine_map<(d0) -> (d0 + 12)>>

// -----

// Identity layouts produce no alias; other builtin attributes (dense,
// arrays, dialect attributes) are never aliased.
func @no_alias(%m: memref<4xf32, affine_map<(d0) -> (d0)>>) {
  "test.op"() {d = dense<[1, 2]> : tensor<2xi32>, a = [1, 2], o = #foo.bar<"x">} : () -> ()
  return
}

// -----

// Alias lines are grouped by kind, sorted by name: #map before #set even
// when the set is used first.
func @set_first() {
  "test.op"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()
  "test.op"() {b = affine_map<(d0) -> (d0 * 2)>} : () -> ()
  return
}

// Expected output (mlir-opt 14) of all chunks, every line:
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @one_map(%arg0: memref<4xf32, #map>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map0 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #set0 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @maps_and_sets() {
// CHECK-NEXT:     "test.op"() {m = #map0, s = #set0} : () -> ()
// CHECK-NEXT:     "test.op"() {m = #map1, s = #set1} : () -> ()
// CHECK-NEXT:     "test.op"() {same = #map0} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map0 = affine_map<(d0) -> (d0 + 7)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 99)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 9)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 10)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 + 11)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0 + 12)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @order(%arg0: memref<4xf32, #map0>) -> memref<4xf32, #map1> {
// CHECK-NEXT:     %0 = "foo.op"(%arg0) {a = #map3, z = #map4} : (memref<4xf32, #map0>) -> memref<4xf32, #map2>
// CHECK-NEXT:     "foo.op2"() ({
// CHECK-NEXT:     ^bb0(%arg1: memref<4xf32, #map5>):
// CHECK-NEXT:       %2 = "foo.y"() : () -> memref<4xf32, #map6>
// CHECK-NEXT:       "foo.z"() : () -> ()
// CHECK-NEXT:     }) {b = #map7} : () -> ()
// CHECK-NEXT:     %1 = "foo.r"() : () -> memref<4xf32, #map1>
// CHECK-NEXT:     return %1 : memref<4xf32, #map1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func private @decl() -> memref<4xf32, #map8>
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func @no_alias(%arg0: memref<4xf32>) {
// CHECK-NEXT:     "test.op"() {a = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, o = #foo.bar<"x">} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func @set_first() {
// CHECK-NEXT:     "test.op"() {a = #set} : () -> ()
// CHECK-NEXT:     "test.op"() {b = #map} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----

// Expected generic output: every op is printed generically, so func bodies
// are numbered before the func type attribute.
// GENERIC: #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32, #map>):
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "one_map", type = (memref<4xf32, #map>) -> ()} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: // -----
// GENERIC-NEXT: #map0 = affine_map<(d0) -> (d0 * 2)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 * 3)>
// GENERIC-NEXT: #set0 = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:     "test.op"() {m = #map0, s = #set0} : () -> ()
// GENERIC-NEXT:     "test.op"() {m = #map1, s = #set1} : () -> ()
// GENERIC-NEXT:     "test.op"() {same = #map0} : () -> ()
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "maps_and_sets", type = () -> ()} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: // -----
// GENERIC-NEXT: #map0 = affine_map<(d0) -> (d0 + 7)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 5)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 + 4)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0 + 3)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (d0 + 9)>
// GENERIC-NEXT: #map5 = affine_map<(d0) -> (d0 + 10)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0 + 11)>
// GENERIC-NEXT: #map7 = affine_map<(d0) -> (d0 + 99)>
// GENERIC-NEXT: #map8 = affine_map<(d0) -> (d0 + 12)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32, #map0>):
// GENERIC-NEXT:     %0 = "foo.op"(%arg0) {a = #map2, z = #map3} : (memref<4xf32, #map0>) -> memref<4xf32, #map1>
// GENERIC-NEXT:     "foo.op2"() ({
// GENERIC-NEXT:     ^bb0(%arg1: memref<4xf32, #map4>):
// GENERIC-NEXT:       %2 = "foo.y"() : () -> memref<4xf32, #map5>
// GENERIC-NEXT:       "foo.z"() : () -> ()
// GENERIC-NEXT:     }) {b = #map6} : () -> ()
// GENERIC-NEXT:     %1 = "foo.r"() : () -> memref<4xf32, #map7>
// GENERIC-NEXT:     "std.return"(%1) : (memref<4xf32, #map7>) -> ()
// GENERIC-NEXT:   }) {sym_name = "order", type = (memref<4xf32, #map0>) -> memref<4xf32, #map7>} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "decl", sym_visibility = "private", type = () -> memref<4xf32, #map8>} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: // -----
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4xf32>):
// GENERIC-NEXT:     "test.op"() {a = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, o = #foo.bar<"x">} : () -> ()
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "no_alias", type = (memref<4xf32>) -> ()} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: // -----
// GENERIC-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// GENERIC-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:     "test.op"() {a = #set} : () -> ()
// GENERIC-NEXT:     "test.op"() {b = #map} : () -> ()
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "set_first", type = () -> ()} : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT: // -----
