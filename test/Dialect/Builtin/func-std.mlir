// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines

// Round trip of builtin.func / builtin.module / builtin.unrealized_conversion_cast
// and the MLIR 14 std dialect (call, call_indirect, constant, br, cond_br,
// switch, select, return, assert, splat), block labels and pred comments.

// Declarations: argument names are not printed; `private` comes first.
func private @ext(i32, f32) -> (i32, f32)
func private @ext_named(%a: i32 {llvm.noalias}) -> (i32 {my.res}) attributes {foo = "bar"}
func private @ext_void()

func @callee(%a: i32) -> i32 {
  return %a : i32
}

func @noresult() {
  return
}

// call, call_indirect, constant of a function symbol (named %f), multi-result
// values (%0:2 / %0#1).
func @calls(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = call @ext(%a, %b) : (i32, f32) -> (i32, f32)
  %1 = call @callee(%0#0) : (i32) -> i32
  %f = constant @callee : (i32) -> i32
  %2 = call_indirect %f(%1) : (i32) -> i32
  call @noresult() : () -> ()
  call @ext_void() : () -> ()
  return %2, %0#1 : i32, f32
}

// Block labels, block arguments (numbered like other values) and the
// `// pred:` / `// N preds:` comments.
func @cfg(%c: i1, %a: i32, %b: i32) -> i32 {
  cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  %s = select %c, %a, %b : i32
  br ^bb3(%s, %a : i32, i32)
^bb2(%x: i32):
  br ^bb3(%x, %x : i32, i32)
^bb3(%y: i32, %z: i32):
  %r = arith.addi %y, %z : i32
  cond_br %c, ^bb3(%r, %r : i32, i32), ^exit
^exit:
  return %r : i32
}

// Blocks without predecessors, and a self loop.
func @no_preds() {
  return
^dead:
  return
^loop:
  br ^loop
}

func @select_vec(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = select %c, %a, %b : vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

// Negative case values of `switch` print as unsigned in MLIR 14.
func @switch(%flag: i32, %a: f32) -> f32 {
  switch %flag : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2,
    -7: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  return %a : f32
}

func @switch_default_only(%flag: i32) {
  switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

func @unrealized_casts(%a: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a : i32 to i64, f32
  %2 = builtin.unrealized_conversion_cast %0, %1#1 : i64, f32 to i32
  %3 = builtin.unrealized_conversion_cast to i8
  return %0 : i64
}

func @arg_and_func_attrs(%arg0: i32 {my.attr = 1 : i64}, %arg1: f32) -> (i32 {my.res}) attributes {llvm.emit_c_interface} {
  return %arg0 : i32
}

func nested @nested_visibility() {
  return
}

func @assert_and_splat(%c: i1, %f: f32) {
  assert %c, "bad \"thing\""
  %v = splat %f : vector<4xf32>
  %t = splat %f : tensor<2x2xf32>
  return
}

module @named attributes {foo.x = 1} {
  func @inner() { return }
}

module {
}

// Expected output (mlir-opt 14), every line:
// CHECK: module {
// CHECK-NEXT:   func private @ext(i32, f32) -> (i32, f32)
// CHECK-NEXT:   func private @ext_named(i32 {llvm.noalias}) -> (i32 {my.res}) attributes {foo = "bar"}
// CHECK-NEXT:   func private @ext_void()
// CHECK-NEXT:   func @callee(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @noresult() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @calls(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     %0:2 = call @ext(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %1 = call @callee(%0#0) : (i32) -> i32
// CHECK-NEXT:     %f = constant @callee : (i32) -> i32
// CHECK-NEXT:     %2 = call_indirect %f(%1) : (i32) -> i32
// CHECK-NEXT:     call @noresult() : () -> ()
// CHECK-NEXT:     call @ext_void() : () -> ()
// CHECK-NEXT:     return %2, %0#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @cfg(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     br ^bb3(%1, %1 : i32, i32)
// CHECK-NEXT:   ^bb3(%2: i32, %3: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     %4 = arith.addi %2, %3 : i32
// CHECK-NEXT:     cond_br %arg0, ^bb3(%4, %4 : i32, i32), ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return %4 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @no_preds() {
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb2
// CHECK-NEXT:     br ^bb2
// CHECK-NEXT:   }
// CHECK-NEXT:   func @select_vec(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = select %arg0, %arg1, %arg2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func @switch(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : f32),
// CHECK-NEXT:       42: ^bb2,
// CHECK-NEXT:       4294967289: ^bb1(%arg1 : f32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func @switch_default_only(%arg0: i32) {
// CHECK-NEXT:     switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @unrealized_casts(%arg0: i32) -> i64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:     %1:2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64, f32
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %0, %1#1 : i64, f32 to i32
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT:     return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func @arg_and_func_attrs(%arg0: i32 {my.attr = 1 : i64}, %arg1: f32) -> (i32 {my.res}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func nested @nested_visibility() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func @assert_and_splat(%arg0: i1, %arg1: f32) {
// CHECK-NEXT:     assert %arg0, "bad \22thing\22"
// CHECK-NEXT:     %0 = splat %arg1 : vector<4xf32>
// CHECK-NEXT:     %1 = splat %arg1 : tensor<2x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @named attributes {foo.x = 1 : i64} {
// CHECK-NEXT:     func @inner() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Expected generic output (-mlir-print-op-generic):
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "ext", sym_visibility = "private", type = (i32, f32) -> (i32, f32)} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {arg_attrs = [{llvm.noalias}], foo = "bar", res_attrs = [{my.res}], sym_name = "ext_named", sym_visibility = "private", type = (i32) -> i32} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   }) {sym_name = "ext_void", sym_visibility = "private", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "std.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) {sym_name = "callee", type = (i32) -> i32} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "noresult", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     %0:2 = "std.call"(%arg0, %arg1) {callee = @ext} : (i32, f32) -> (i32, f32)
// GENERIC-NEXT:     %1 = "std.call"(%0#0) {callee = @callee} : (i32) -> i32
// GENERIC-NEXT:     %2 = "std.constant"() {value = @callee} : () -> ((i32) -> i32)
// GENERIC-NEXT:     %3 = "std.call_indirect"(%2, %1) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT:     "std.call"() {callee = @noresult} : () -> ()
// GENERIC-NEXT:     "std.call"() {callee = @ext_void} : () -> ()
// GENERIC-NEXT:     "std.return"(%3, %0#1) : (i32, f32) -> ()
// GENERIC-NEXT:   }) {sym_name = "calls", type = (i32, f32) -> (i32, f32)} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// GENERIC-NEXT:     "std.cond_br"(%arg0, %arg2)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     %0 = "std.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
// GENERIC-NEXT:     "std.br"(%0, %arg1)[^bb3] : (i32, i32) -> ()
// GENERIC-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// GENERIC-NEXT:     "std.br"(%1, %1)[^bb3] : (i32, i32) -> ()
// GENERIC-NEXT:   ^bb3(%2: i32, %3: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// GENERIC-NEXT:     %4 = "arith.addi"(%2, %3) : (i32, i32) -> i32
// GENERIC-NEXT:     "std.cond_br"(%arg0, %4, %4)[^bb3, ^bb4] {operand_segment_sizes = dense<[1, 2, 0]> : vector<3xi32>} : (i1, i32, i32) -> ()
// GENERIC-NEXT:   ^bb4:  // pred: ^bb3
// GENERIC-NEXT:     "std.return"(%4) : (i32) -> ()
// GENERIC-NEXT:   }) {sym_name = "cfg", type = (i1, i32, i32) -> i32} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   ^bb1:  // no predecessors
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb2
// GENERIC-NEXT:     "std.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   }) {sym_name = "no_preds", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<4xi1>, %arg1: vector<4xf32>, %arg2: vector<4xf32>):
// GENERIC-NEXT:     %0 = "std.select"(%arg0, %arg1, %arg2) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     "std.return"(%0) : (vector<4xf32>) -> ()
// GENERIC-NEXT:   }) {sym_name = "select_vec", type = (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     "std.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb1] {case_operand_segments = dense<[0, 1]> : tensor<2xi32>, case_values = dense<[42, -7]> : vector<2xi32>, operand_segment_sizes = dense<1> : vector<3xi32>} : (i32, f32, f32) -> ()
// GENERIC-NEXT:   ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:     "std.return"(%0) : (f32) -> ()
// GENERIC-NEXT:   ^bb2:  // pred: ^bb0
// GENERIC-NEXT:     "std.return"(%arg1) : (f32) -> ()
// GENERIC-NEXT:   }) {sym_name = "switch", type = (i32, f32) -> f32} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "std.switch"(%arg0)[^bb1] {case_operand_segments = dense<> : tensor<0xi32>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i32) -> ()
// GENERIC-NEXT:   ^bb1:  // pred: ^bb0
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "switch_default_only", type = (i32) -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
// GENERIC-NEXT:     %1:2 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> (i64, f32)
// GENERIC-NEXT:     %2 = "builtin.unrealized_conversion_cast"(%0, %1#1) : (i64, f32) -> i32
// GENERIC-NEXT:     %3 = "builtin.unrealized_conversion_cast"() : () -> i8
// GENERIC-NEXT:     "std.return"(%0) : (i64) -> ()
// GENERIC-NEXT:   }) {sym_name = "unrealized_casts", type = (i32) -> i64} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     "std.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) {arg_attrs = [{my.attr = 1 : i64}, {}], llvm.emit_c_interface, res_attrs = [{my.res}], sym_name = "arg_and_func_attrs", type = (i32, f32) -> i32} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "nested_visibility", sym_visibility = "nested", type = () -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: f32):
// GENERIC-NEXT:     "std.assert"(%arg0) {msg = "bad \22thing\22"} : (i1) -> ()
// GENERIC-NEXT:     %0 = "std.splat"(%arg1) : (f32) -> vector<4xf32>
// GENERIC-NEXT:     %1 = "std.splat"(%arg1) : (f32) -> tensor<2x2xf32>
// GENERIC-NEXT:     "std.return"() : () -> ()
// GENERIC-NEXT:   }) {sym_name = "assert_and_splat", type = (i1, f32) -> ()} : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:     "builtin.func"() ({
// GENERIC-NEXT:       "std.return"() : () -> ()
// GENERIC-NEXT:     }) {sym_name = "inner", type = () -> ()} : () -> ()
// GENERIC-NEXT:   }) {foo.x = 1 : i64, sym_name = "named"} : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
