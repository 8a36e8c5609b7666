// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Round trip of the LLVM dialect of MLIR 14 beyond test/Dialect/LLVM/ops.mlir:
// declarations, globals, attributes, aggregates, pointers, constants and
// control flow. The expected output was produced by mlir-opt 14.

// Runtime-library declarations as the GPU lowering emits them.
llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
// CHECK: module {
// CHECK-NEXT: llvm.func @mgpuStreamCreate() -> !llvm.ptr<i8>
llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
// CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr<i8>)
llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
// CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
llvm.func @vararg(i32, ...) -> i32
// CHECK-NEXT: llvm.func @vararg(i32, ...) -> i32
llvm.func extern_weak @weak_decl() -> i64
// CHECK-NEXT: llvm.func extern_weak @weak_decl() -> i64

// Globals: linkage, unnamed_addr, constant, string (type omitted when printed),
// scalar and dense values, an initializer region, extra attributes.
llvm.mlir.global internal constant @str("hello\0A\00")
// CHECK-NEXT: llvm.mlir.global internal constant @str("hello\0A\00")
llvm.mlir.global external @ext() : i32
// CHECK-NEXT: llvm.mlir.global external @ext() : i32
llvm.mlir.global private unnamed_addr constant @s("x") {alignment = 8 : i64, section = ".rodata"} : !llvm.array<1 x i8>
// CHECK-NEXT: llvm.mlir.global private unnamed_addr constant @s("x") {alignment = 8 : i64, section = ".rodata"}
llvm.mlir.global internal local_unnamed_addr @t(1 : i32) : i32
// CHECK-NEXT: llvm.mlir.global internal local_unnamed_addr @t(1 : i32) : i32
llvm.mlir.global internal @g2(0 : i64) {addr_space = 1 : i32} : i64
// CHECK-NEXT: llvm.mlir.global internal @g2(0 : i64) {addr_space = 1 : i32} : i64
llvm.mlir.global linkonce @g3() : !llvm.ptr<i8> {
  %0 = llvm.mlir.null : !llvm.ptr<i8>
  llvm.return %0 : !llvm.ptr<i8>
}
// CHECK-NEXT: llvm.mlir.global linkonce @g3() : !llvm.ptr<i8> {
// CHECK-NEXT: %0 = llvm.mlir.null : !llvm.ptr<i8>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr<i8>
// CHECK-NEXT: }
llvm.mlir.global external constant @g4(dense<1.0> : tensor<4xf32>) : !llvm.array<4 x f32>
// CHECK-NEXT: llvm.mlir.global external constant @g4(dense<1.000000e+00> : tensor<4xf32>) : !llvm.array<4 x f32>

// Attributes on arguments and results; other attributes after `attributes`.
llvm.func weak @attrs(%a: i32 {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private", llvm.emit_c_interface} {
  llvm.return %a : i32
}
// CHECK-LABEL: llvm.func weak @attrs(%arg0: i32 {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }

// A memref descriptor built and read back, as the memref lowering does.
llvm.func @descriptor(%p: !llvm.ptr<f32>, %n: i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : index) : i64
  %0 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %c0, %2[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %n, %3[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.insertvalue %c1, %4[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  %6 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %5 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
}
// CHECK-LABEL: llvm.func @descriptor(%arg0: !llvm.ptr<f32>, %arg1: i64) -> !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %0, %4[2] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %1, %6[4, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %7 : !llvm.struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }

// Pointers: the size-of idiom (GEP on null, ptrtoint), constant struct
// indices in a GEP, casts, alloca of pointers, volatile/nontemporal memory
// accesses, calls of the runtime and through a function pointer.
llvm.func @pointers(%n: i64, %q: !llvm.ptr<f32>, %s: !llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<i8> {
  %c1 = llvm.mlir.constant(1 : index) : i64
  %null = llvm.mlir.null : !llvm.ptr<f32>
  %gep = llvm.getelementptr %null[%n] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %size = llvm.ptrtoint %gep : !llvm.ptr<f32> to i64
  %field = llvm.getelementptr %s[0, 1] : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
  %field2 = llvm.getelementptr %s[%c1, 1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
  %str = llvm.mlir.addressof @str : !llvm.ptr<array<7 x i8>>
  %c0 = llvm.mlir.constant(0 : index) : i64
  %chars = llvm.getelementptr %str[%c0, %c0] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %stream = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
  %mem = llvm.call @mgpuMemAlloc(%size, %stream) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  llvm.call @mgpuStreamDestroy(%stream) : (!llvm.ptr<i8>) -> ()
  %slots = llvm.alloca %c1 x !llvm.ptr<i8> : (i64) -> !llvm.ptr<ptr<i8>>
  llvm.store %mem, %slots : !llvm.ptr<ptr<i8>>
  %loaded = llvm.load %slots : !llvm.ptr<ptr<i8>>
  %v = llvm.load volatile %q {alignment = 4 : i64} : !llvm.ptr<f32>
  llvm.store volatile %v, %q {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
  %f = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<f32>
  %i8 = llvm.bitcast %f : !llvm.ptr<f32> to !llvm.ptr<i8>
  %global = llvm.addrspacecast %q : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  %back = llvm.inttoptr %size : i64 to !llvm.ptr<f32>
  %fp = llvm.mlir.addressof @mgpuMemAlloc : !llvm.ptr<func<ptr<i8> (i64, ptr<i8>)>>
  %mem2 = llvm.call %fp(%size, %i8) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %count = llvm.call @vararg(%c2, %n, %n) : (i32, i64, i64) -> i32
  llvm.return %loaded : !llvm.ptr<i8>
}
// CHECK-LABEL: llvm.func @pointers(%arg0: i64, %arg1: !llvm.ptr<f32>, %arg2: !llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<i8> {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT: %2 = llvm.getelementptr %1[%arg0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr<f32> to i64
// CHECK-NEXT: %4 = llvm.getelementptr %arg2[0, 1] : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
// CHECK-NEXT: %5 = llvm.getelementptr %arg2[%0, 1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %6 = llvm.mlir.addressof @str : !llvm.ptr<array<7 x i8>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.getelementptr %6[%7, %7] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT: %9 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr<i8>
// CHECK-NEXT: %10 = llvm.call @mgpuMemAlloc(%3, %9) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%9) : (!llvm.ptr<i8>) -> ()
// CHECK-NEXT: %11 = llvm.alloca %0 x !llvm.ptr<i8> : (i64) -> !llvm.ptr<ptr<i8>>
// CHECK-NEXT: llvm.store %10, %11 : !llvm.ptr<ptr<i8>>
// CHECK-NEXT: %12 = llvm.load %11 : !llvm.ptr<ptr<i8>>
// CHECK-NEXT: %13 = llvm.load volatile %arg1 {alignment = 4 : i64} : !llvm.ptr<f32>
// CHECK-NEXT: llvm.store volatile %13, %arg1 {alignment = 4 : i64, nontemporal} : !llvm.ptr<f32>
// CHECK-NEXT: %14 = llvm.alloca %arg0 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<f32>
// CHECK-NEXT: %15 = llvm.bitcast %14 : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT: %16 = llvm.addrspacecast %arg1 : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
// CHECK-NEXT: %17 = llvm.inttoptr %3 : i64 to !llvm.ptr<f32>
// CHECK-NEXT: %18 = llvm.mlir.addressof @mgpuMemAlloc : !llvm.ptr<func<ptr<i8> (i64, ptr<i8>)>>
// CHECK-NEXT: %19 = llvm.call %18(%3, %15) : (i64, !llvm.ptr<i8>) -> !llvm.ptr<i8>
// CHECK-NEXT: %20 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %21 = llvm.call @vararg(%20, %arg0, %arg0) : (i32, i64, i64) -> i32
// CHECK-NEXT: llvm.return %12 : !llvm.ptr<i8>
// CHECK-NEXT: }

// Constants: the attribute keeps its own type.
llvm.func @constants() {
  %0 = llvm.mlir.constant(true) : i1
  %1 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %2 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %3 = llvm.mlir.constant(-1 : i64) : i64
  %4 = llvm.mlir.constant(1) : i32
  %5 = llvm.mlir.constant(1.5) : f32
  %6 = llvm.mlir.constant(2.0 : f32) : f32
  llvm.return
}
// CHECK-LABEL: llvm.func @constants() {
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT: %2 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
// CHECK-NEXT: %3 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i64) : i32
// CHECK-NEXT: %5 = llvm.mlir.constant(1.500000e+00 : f64) : f32
// CHECK-NEXT: %6 = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }

// Attribute dictionaries of arithmetic, comparisons and casts.
llvm.func @op_attributes(%a: i64, %f: f32, %c: i1) {
  %0 = llvm.fadd %f, %f {fastmathFlags = #llvm.fastmath<fast>} : f32
  %1 = llvm.add %a, %a {foo} : i64
  %2 = llvm.fneg %f {bar} : f32
  %3 = llvm.icmp "ne" %a, %a {baz} : i64
  %4 = llvm.fcmp "_false" %f, %f : f32
  %5 = llvm.fcmp "_true" %f, %f : f32
  %6 = llvm.select %c, %a, %a {qux} : i1, i64
  %7 = llvm.sext %c {cast} : i1 to i64
  llvm.return
}
// CHECK-LABEL: llvm.func @op_attributes(%arg0: i64, %arg1: f32, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.fadd %arg1, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg0  {foo} : i64
// CHECK-NEXT: %2 = llvm.fneg %arg1  {bar} : f32
// CHECK-NEXT: %3 = llvm.icmp "ne" %arg0, %arg0 {baz} : i64
// CHECK-NEXT: %4 = llvm.fcmp "_false" %arg1, %arg1 : f32
// CHECK-NEXT: %5 = llvm.fcmp "_true" %arg1, %arg1 : f32
// CHECK-NEXT: %6 = llvm.select %arg2, %arg0, %arg0 {qux} : i1, i64
// CHECK-NEXT: %7 = llvm.sext %arg2 {cast} : i1 to i64
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }

// Control flow: branch weights, switch with negative (printed unsigned) case
// values and an empty case list, block arguments.
llvm.func @control_flow(%c: i1, %n: i64, %v: i32) -> i64 {
  llvm.cond_br %c weights(dense<[1, 2]> : vector<2xi32>), ^bb1, ^bb2(%n : i64)
^bb1:
  llvm.switch %v : i32, ^bb2(%n : i64) []
^bb2(%x: i64):
  llvm.switch %v : i32, ^bb3 [
    -1: ^bb2(%x : i64),
    7: ^bb3
  ]
^bb3:
  llvm.return %n : i64
}
// CHECK-LABEL: llvm.func @control_flow(%arg0: i1, %arg1: i64, %arg2: i32) -> i64 {
// CHECK-NEXT: llvm.cond_br %arg0 weights(dense<[1, 2]> : vector<2xi32>), ^bb1, ^bb2(%arg1 : i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.switch %arg2 : i32, ^bb2(%arg1 : i64) [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: i64):  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %arg2 : i32, ^bb3 [
// CHECK-NEXT: 4294967295: ^bb2(%0 : i64),
// CHECK-NEXT: 7: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: llvm.return %arg1 : i64
// CHECK-NEXT: }
llvm.func @wide_switch(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    -1: ^bb1,
    5: ^bb1
  ]
^bb1:
  llvm.unreachable
}
// CHECK-LABEL: llvm.func @wide_switch(%arg0: i64) {
// CHECK-NEXT: llvm.switch %arg0 : i64, ^bb1 [
// CHECK-NEXT: 18446744073709551615: ^bb1,
// CHECK-NEXT: 5: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form of the ops whose attributes the custom form hides.
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "mgpuStreamCreate", type = !llvm.func<ptr<i8> ()>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "mgpuStreamDestroy", type = !llvm.func<void (ptr<i8>)>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "mgpuMemAlloc", type = !llvm.func<ptr<i8> (i64, ptr<i8>)>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "vararg", type = !llvm.func<i32 (i32, ...)>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<extern_weak>, sym_name = "weak_decl", type = !llvm.func<i64 ()>} : () -> ()
// GENERIC: }) {constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello\0A\00"} : () -> ()
// GENERIC: }) {global_type = i32, linkage = #llvm.linkage<external>, sym_name = "ext", unnamed_addr = 0 : i64} : () -> ()
// GENERIC: }) {alignment = 8 : i64, constant, global_type = !llvm.array<1 x i8>, linkage = #llvm.linkage<private>, section = ".rodata", sym_name = "s", unnamed_addr = 2 : i64, value = "x"} : () -> ()
// GENERIC: }) {global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "t", unnamed_addr = 1 : i64, value = 1 : i32} : () -> ()
// GENERIC: }) {addr_space = 1 : i32, global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "g2", unnamed_addr = 0 : i64, value = 0 : i64} : () -> ()
// GENERIC: }) {global_type = !llvm.ptr<i8>, linkage = #llvm.linkage<linkonce>, sym_name = "g3", unnamed_addr = 0 : i64} : () -> ()
// GENERIC: }) {constant, global_type = !llvm.array<4 x f32>, linkage = #llvm.linkage<external>, sym_name = "g4", unnamed_addr = 0 : i64, value = dense<1.000000e+00> : tensor<4xf32>} : () -> ()
// GENERIC: }) {arg_attrs = [{llvm.noalias}], linkage = #llvm.linkage<weak>, llvm.emit_c_interface, res_attrs = [{llvm.zeroext}], sym_name = "attrs", sym_visibility = "private", type = !llvm.func<i32 (i32)>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "descriptor", type = !llvm.func<struct<(ptr<f32>, ptr<f32>, i64, array<1 x i64>, array<1 x i64>)> (ptr<f32>, i64)>} : () -> ()
// GENERIC: %2 = "llvm.getelementptr"(%1, %arg0) {structIndices = dense<-2147483648> : tensor<1xi32>} : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// GENERIC: %4 = "llvm.getelementptr"(%arg2) {structIndices = dense<[0, 1]> : tensor<2xi32>} : (!llvm.ptr<struct<(i32, f32)>>) -> !llvm.ptr<f32>
// GENERIC: %5 = "llvm.getelementptr"(%arg2, %0) {structIndices = dense<[-2147483648, 1]> : tensor<2xi32>} : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
// GENERIC: %8 = "llvm.getelementptr"(%6, %7, %7) {structIndices = dense<-2147483648> : tensor<2xi32>} : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
// GENERIC: %13 = "llvm.load"(%arg1) {alignment = 4 : i64, volatile_} : (!llvm.ptr<f32>) -> f32
// GENERIC: "llvm.store"(%13, %arg1) {alignment = 4 : i64, nontemporal, volatile_} : (f32, !llvm.ptr<f32>) -> ()
// GENERIC: %21 = "llvm.call"(%20, %arg0, %arg0) {callee = @vararg} : (i32, i64, i64) -> i32
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "pointers", type = !llvm.func<ptr<i8> (i64, ptr<f32>, ptr<struct<(i32, f32)>>)>} : () -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "constants", type = !llvm.func<void ()>} : () -> ()
// GENERIC: %3 = "llvm.icmp"(%arg0, %arg0) {baz, predicate = 1 : i64} : (i64, i64) -> i1
// GENERIC: %4 = "llvm.fcmp"(%arg1, %arg1) {predicate = 0 : i64} : (f32, f32) -> i1
// GENERIC: %5 = "llvm.fcmp"(%arg1, %arg1) {predicate = 15 : i64} : (f32, f32) -> i1
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "op_attributes", type = !llvm.func<void (i64, f32, i1)>} : () -> ()
// GENERIC: "llvm.cond_br"(%arg0, %arg1)[^bb1, ^bb2] {branch_weights = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i1, i64) -> ()
// GENERIC: "llvm.switch"(%arg2, %arg1)[^bb2] {case_operand_segments = dense<> : tensor<0xi32>, operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i32, i64) -> ()
// GENERIC: "llvm.switch"(%arg2, %0)[^bb3, ^bb2, ^bb3] {case_operand_segments = dense<[1, 0]> : tensor<2xi32>, case_values = dense<[-1, 7]> : vector<2xi32>, operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i32, i64) -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "control_flow", type = !llvm.func<i64 (i1, i64, i32)>} : () -> ()
// GENERIC: "llvm.switch"(%arg0)[^bb1, ^bb1, ^bb1] {case_operand_segments = dense<0> : tensor<2xi32>, case_values = dense<[-1, 5]> : vector<2xi64>, operand_segment_sizes = dense<[1, 0, 0]> : vector<3xi32>} : (i64) -> ()
// GENERIC: }) {linkage = #llvm.linkage<external>, sym_name = "wide_switch", type = !llvm.func<void (i64)>} : () -> ()
