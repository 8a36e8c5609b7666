// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC --match-full-lines

// Round trip of the LLVM dialect of MLIR 14 (typed-pointer era): llvm.func,
// llvm.return, llvm.call, llvm.br/cond_br/switch, llvm.mlir.constant/null/
// undef/addressof/global, llvm.getelementptr, casts, alloca/load/store,
// insertvalue/extractvalue, arithmetic, icmp/fcmp, select, and LLVM types.

// Globals (string, scalar, dense, with initializer region, addr_space),
// declarations (variadic, !llvm.void result dropped), pointer ops, casts,
// integer/float arithmetic (printed with two spaces before ':'), icmp/fcmp,
// select, control flow (cond_br, br, switch), linkage, and LLVM types
// (typed pointers with address space, named/packed/opaque structs, arrays,
// vectors, function pointers).
llvm.mlir.global internal constant @str("hello\0A\00") : !llvm.array<7 x i8>
llvm.mlir.global external @gvar(42 : i32) : i32
llvm.mlir.global private @garr(dense<[1, 2, 3, 4]> : vector<4xi32>) : !llvm.array<4 x i32>
llvm.mlir.global internal @gptr() : !llvm.ptr<f32> {
  %0 = llvm.mlir.null : !llvm.ptr<f32>
  llvm.return %0 : !llvm.ptr<f32>
}
llvm.mlir.global external @gspace(0 : i64) {addr_space = 3 : i32} : i64
llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
llvm.func @ext(i32, !llvm.ptr<f32, 1>) -> !llvm.void
llvm.func @foo(%arg0: i32, %arg1: !llvm.ptr<f32>) -> !llvm.struct<(ptr<f32>, i64)> {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(2.5 : f32) : f32
  %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, i64)>
  %3 = llvm.insertvalue %arg1, %2[0] : !llvm.struct<(ptr<f32>, i64)>
  %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(ptr<f32>, i64)>
  %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr<f32>, i64)>
  %6 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
  %7 = llvm.load %6 : !llvm.ptr<f32>
  llvm.store %1, %6 : !llvm.ptr<f32>
  %8 = llvm.bitcast %arg1 : !llvm.ptr<f32> to !llvm.ptr<i8>
  %9 = llvm.addrspacecast %arg1 : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  %10 = llvm.ptrtoint %arg1 : !llvm.ptr<f32> to i64
  %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<i32>
  %12 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr<f32>
  %13 = llvm.alloca %0 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<i32>
  %14 = llvm.mlir.addressof @str : !llvm.ptr<array<7 x i8>>
  %15 = llvm.mlir.addressof @foo : !llvm.ptr<func<struct<(ptr<f32>, i64)> (i32, ptr<f32>)>>
  %16 = llvm.getelementptr %14[%0, %0] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
  %17 = llvm.call @printf(%16, %arg0) : (!llvm.ptr<i8>, i32) -> i32
  llvm.call @ext(%arg0, %9) : (i32, !llvm.ptr<f32, 1>) -> ()
  llvm.return %4 : !llvm.struct<(ptr<f32>, i64)>
}
llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %d: f64) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %a, %b : i32
  %2 = llvm.mul %a, %b : i32
  %3 = llvm.udiv %a, %b : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.urem %a, %b : i32
  %6 = llvm.srem %a, %b : i32
  %7 = llvm.and %a, %b : i32
  %8 = llvm.or %a, %b : i32
  %9 = llvm.xor %a, %b : i32
  %10 = llvm.shl %a, %b : i32
  %11 = llvm.lshr %a, %b : i32
  %12 = llvm.ashr %a, %b : i32
  %13 = llvm.fadd %f, %g : f32
  %14 = llvm.fsub %f, %g : f32
  %15 = llvm.fmul %f, %g : f32
  %16 = llvm.fdiv %f, %g : f32
  %17 = llvm.frem %f, %g : f32
  %18 = llvm.fneg %f : f32
  %19 = llvm.icmp "eq" %a, %b : i32
  %20 = llvm.icmp "slt" %a, %b : i32
  %21 = llvm.icmp "uge" %a, %b : i32
  %22 = llvm.fcmp "olt" %f, %g : f32
  %23 = llvm.fcmp "une" %f, %g : f32
  %24 = llvm.select %19, %a, %b : i1, i32
  %25 = llvm.sext %a : i32 to i64
  %26 = llvm.zext %a : i32 to i64
  %27 = llvm.trunc %25 : i64 to i16
  %28 = llvm.fpext %f : f32 to f64
  %29 = llvm.fptrunc %d : f64 to f32
  %30 = llvm.sitofp %a : i32 to f32
  %31 = llvm.uitofp %a : i32 to f64
  %32 = llvm.fptosi %f : f32 to i32
  %33 = llvm.fptoui %d : f64 to i64
  %34 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  llvm.return
}
llvm.func @cf(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.switch %a : i32, ^bb3 [
    1: ^bb1(%a : i32),
    2: ^bb3
  ]
^bb3:
  llvm.return %a : i32
}
llvm.func internal @internal_fn() attributes {passthrough = ["noinline"]} {
  llvm.return
}
llvm.func @types(%a: !llvm.struct<"named", (i32, ptr<struct<"named">>)>, %b: !llvm.array<4 x i32>, %c: !llvm.struct<packed (i8, i32)>, %d: !llvm.ptr<ptr<i8>>, %e: !llvm.vec<4 x ptr<i8>>, %f: !llvm.ptr<func<void (i32)>>, %g: !llvm.struct<()>, %h: !llvm.struct<"opaque", opaque>, %i: vector<4xf32>, %j: !llvm.array<2 x array<3 x f32>>)

llvm.func @memory_and_constants(%p: !llvm.ptr<f32>, %v: f32) {
  %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<f32>
  %1 = llvm.load volatile %p : !llvm.ptr<f32>
  llvm.store volatile %v, %p {alignment = 8 : i64} : !llvm.ptr<f32>
  %2 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %3 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %4 = llvm.mlir.constant(true) : i1
  %5 = llvm.mlir.constant(0 : index) : i64
  %6 = llvm.mlir.constant(-1 : i32) : i32
  %7 = llvm.mlir.constant(1.0 : f64) : f64
  llvm.return
}
llvm.func @g() -> !llvm.void
llvm.func @h(...)
llvm.func linkonce_odr @k() {
  llvm.unreachable
}

llvm.func @gep_struct_index(%p: !llvm.ptr<struct<(i32, f32)>>, %i: i64) {
  %0 = llvm.getelementptr %p[%i, 1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
  llvm.return
}

// Expected output (mlir-opt 14), every line:
// CHECK: module {
// CHECK-NEXT:   llvm.mlir.global internal constant @str("hello\0A\00")
// CHECK-NEXT:   llvm.mlir.global external @gvar(42 : i32) : i32
// CHECK-NEXT:   llvm.mlir.global private @garr(dense<[1, 2, 3, 4]> : vector<4xi32>) : !llvm.array<4 x i32>
// CHECK-NEXT:   llvm.mlir.global internal @gptr() : !llvm.ptr<f32> {
// CHECK-NEXT:     %0 = llvm.mlir.null : !llvm.ptr<f32>
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global external @gspace(0 : i64) {addr_space = 3 : i32} : i64
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
// CHECK-NEXT:   llvm.func @ext(i32, !llvm.ptr<f32, 1>)
// CHECK-NEXT:   llvm.func @foo(%arg0: i32, %arg1: !llvm.ptr<f32>) -> !llvm.struct<(ptr<f32>, i64)> {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<(ptr<f32>, i64)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg1, %2[0] : !llvm.struct<(ptr<f32>, i64)>
// CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(ptr<f32>, i64)>
// CHECK-NEXT:     %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr<f32>, i64)>
// CHECK-NEXT:     %6 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT:     %7 = llvm.load %6 : !llvm.ptr<f32>
// CHECK-NEXT:     llvm.store %1, %6 : !llvm.ptr<f32>
// CHECK-NEXT:     %8 = llvm.bitcast %arg1 : !llvm.ptr<f32> to !llvm.ptr<i8>
// CHECK-NEXT:     %9 = llvm.addrspacecast %arg1 : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
// CHECK-NEXT:     %10 = llvm.ptrtoint %arg1 : !llvm.ptr<f32> to i64
// CHECK-NEXT:     %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<i32>
// CHECK-NEXT:     %12 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr<f32>
// CHECK-NEXT:     %13 = llvm.alloca %0 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<i32>
// CHECK-NEXT:     %14 = llvm.mlir.addressof @str : !llvm.ptr<array<7 x i8>>
// CHECK-NEXT:     %15 = llvm.mlir.addressof @foo : !llvm.ptr<func<struct<(ptr<f32>, i64)> (i32, ptr<f32>)>>
// CHECK-NEXT:     %16 = llvm.getelementptr %14[%0, %0] : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
// CHECK-NEXT:     %17 = llvm.call @printf(%16, %arg0) : (!llvm.ptr<i8>, i32) -> i32
// CHECK-NEXT:     llvm.call @ext(%arg0, %9) : (i32, !llvm.ptr<f32, 1>) -> ()
// CHECK-NEXT:     llvm.return %4 : !llvm.struct<(ptr<f32>, i64)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: f64) {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1  : i32
// CHECK-NEXT:     %1 = llvm.sub %arg0, %arg1  : i32
// CHECK-NEXT:     %2 = llvm.mul %arg0, %arg1  : i32
// CHECK-NEXT:     %3 = llvm.udiv %arg0, %arg1  : i32
// CHECK-NEXT:     %4 = llvm.sdiv %arg0, %arg1  : i32
// CHECK-NEXT:     %5 = llvm.urem %arg0, %arg1  : i32
// CHECK-NEXT:     %6 = llvm.srem %arg0, %arg1  : i32
// CHECK-NEXT:     %7 = llvm.and %arg0, %arg1  : i32
// CHECK-NEXT:     %8 = llvm.or %arg0, %arg1  : i32
// CHECK-NEXT:     %9 = llvm.xor %arg0, %arg1  : i32
// CHECK-NEXT:     %10 = llvm.shl %arg0, %arg1  : i32
// CHECK-NEXT:     %11 = llvm.lshr %arg0, %arg1  : i32
// CHECK-NEXT:     %12 = llvm.ashr %arg0, %arg1  : i32
// CHECK-NEXT:     %13 = llvm.fadd %arg2, %arg3  : f32
// CHECK-NEXT:     %14 = llvm.fsub %arg2, %arg3  : f32
// CHECK-NEXT:     %15 = llvm.fmul %arg2, %arg3  : f32
// CHECK-NEXT:     %16 = llvm.fdiv %arg2, %arg3  : f32
// CHECK-NEXT:     %17 = llvm.frem %arg2, %arg3  : f32
// CHECK-NEXT:     %18 = llvm.fneg %arg2  : f32
// CHECK-NEXT:     %19 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT:     %20 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT:     %21 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT:     %22 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = llvm.fcmp "une" %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = llvm.select %19, %arg0, %arg1 : i1, i32
// CHECK-NEXT:     %25 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     %26 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %27 = llvm.trunc %25 : i64 to i16
// CHECK-NEXT:     %28 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT:     %29 = llvm.fptrunc %arg4 : f64 to f32
// CHECK-NEXT:     %30 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %31 = llvm.uitofp %arg0 : i32 to f64
// CHECK-NEXT:     %32 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT:     %33 = llvm.fptoui %arg4 : f64 to i64
// CHECK-NEXT:     %34 = llvm.fadd %arg2, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @cf(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.switch %arg1 : i32, ^bb3 [
// CHECK-NEXT:       1: ^bb1(%arg1 : i32),
// CHECK-NEXT:       2: ^bb3
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:     llvm.return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func internal @internal_fn() attributes {passthrough = ["noinline"]} {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @types(!llvm.struct<"named", (i32, ptr<struct<"named">>)>, !llvm.array<4 x i32>, !llvm.struct<packed (i8, i32)>, !llvm.ptr<ptr<i8>>, !llvm.vec<4 x ptr<i8>>, !llvm.ptr<func<void (i32)>>, !llvm.struct<()>, !llvm.struct<"opaque", opaque>, vector<4xf32>, !llvm.array<2 x array<3 x f32>>)
// CHECK-NEXT:   llvm.func @memory_and_constants(%arg0: !llvm.ptr<f32>, %arg1: f32) {
// CHECK-NEXT:     %0 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr<f32>
// CHECK-NEXT:     %1 = llvm.load volatile %arg0 : !llvm.ptr<f32>
// CHECK-NEXT:     llvm.store volatile %arg1, %arg0 {alignment = 8 : i64} : !llvm.ptr<f32>
// CHECK-NEXT:     %2 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
// CHECK-NEXT:     %3 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %5 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g()
// CHECK-NEXT:   llvm.func @h(...)
// CHECK-NEXT:   llvm.func linkonce_odr @k() {
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @gep_struct_index(%arg0: !llvm.ptr<struct<(i32, f32)>>, %arg1: i64) {
// CHECK-NEXT:     %0 = llvm.getelementptr %arg0[%arg1, 1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Expected generic output (-mlir-print-op-generic):
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.mlir.global"() ({
// GENERIC-NEXT:   }) {constant, global_type = !llvm.array<7 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "hello\0A\00"} : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() ({
// GENERIC-NEXT:   }) {global_type = i32, linkage = #llvm.linkage<external>, sym_name = "gvar", unnamed_addr = 0 : i64, value = 42 : i32} : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() ({
// GENERIC-NEXT:   }) {global_type = !llvm.array<4 x i32>, linkage = #llvm.linkage<private>, sym_name = "garr", unnamed_addr = 0 : i64, value = dense<[1, 2, 3, 4]> : vector<4xi32>} : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() ({
// GENERIC-NEXT:     %0 = "llvm.mlir.null"() : () -> !llvm.ptr<f32>
// GENERIC-NEXT:     "llvm.return"(%0) : (!llvm.ptr<f32>) -> ()
// GENERIC-NEXT:   }) {global_type = !llvm.ptr<f32>, linkage = #llvm.linkage<internal>, sym_name = "gptr", unnamed_addr = 0 : i64} : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() ({
// GENERIC-NEXT:   }) {addr_space = 3 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "gspace", unnamed_addr = 0 : i64, value = 0 : i64} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "printf", type = !llvm.func<i32 (ptr<i8>, ...)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "ext", type = !llvm.func<void (i32, ptr<f32, 1>)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: !llvm.ptr<f32>):
// GENERIC-NEXT:     %0 = "llvm.mlir.constant"() {value = 1 : i64} : () -> i64
// GENERIC-NEXT:     %1 = "llvm.mlir.constant"() {value = 2.500000e+00 : f32} : () -> f32
// GENERIC-NEXT:     %2 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr<f32>, i64)>
// GENERIC-NEXT:     %3 = "llvm.insertvalue"(%2, %arg1) {position = [0]} : (!llvm.struct<(ptr<f32>, i64)>, !llvm.ptr<f32>) -> !llvm.struct<(ptr<f32>, i64)>
// GENERIC-NEXT:     %4 = "llvm.insertvalue"(%3, %0) {position = [1]} : (!llvm.struct<(ptr<f32>, i64)>, i64) -> !llvm.struct<(ptr<f32>, i64)>
// GENERIC-NEXT:     %5 = "llvm.extractvalue"(%4) {position = [1]} : (!llvm.struct<(ptr<f32>, i64)>) -> i64
// GENERIC-NEXT:     %6 = "llvm.getelementptr"(%arg1, %0) {structIndices = dense<-2147483648> : tensor<1xi32>} : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
// GENERIC-NEXT:     %7 = "llvm.load"(%6) : (!llvm.ptr<f32>) -> f32
// GENERIC-NEXT:     "llvm.store"(%1, %6) : (f32, !llvm.ptr<f32>) -> ()
// GENERIC-NEXT:     %8 = "llvm.bitcast"(%arg1) : (!llvm.ptr<f32>) -> !llvm.ptr<i8>
// GENERIC-NEXT:     %9 = "llvm.addrspacecast"(%arg1) : (!llvm.ptr<f32>) -> !llvm.ptr<f32, 1>
// GENERIC-NEXT:     %10 = "llvm.ptrtoint"(%arg1) : (!llvm.ptr<f32>) -> i64
// GENERIC-NEXT:     %11 = "llvm.inttoptr"(%10) : (i64) -> !llvm.ptr<i32>
// GENERIC-NEXT:     %12 = "llvm.alloca"(%0) : (i64) -> !llvm.ptr<f32>
// GENERIC-NEXT:     %13 = "llvm.alloca"(%0) {alignment = 16 : i64} : (i64) -> !llvm.ptr<i32>
// GENERIC-NEXT:     %14 = "llvm.mlir.addressof"() {global_name = @str} : () -> !llvm.ptr<array<7 x i8>>
// GENERIC-NEXT:     %15 = "llvm.mlir.addressof"() {global_name = @foo} : () -> !llvm.ptr<func<struct<(ptr<f32>, i64)> (i32, ptr<f32>)>>
// GENERIC-NEXT:     %16 = "llvm.getelementptr"(%14, %0, %0) {structIndices = dense<-2147483648> : tensor<2xi32>} : (!llvm.ptr<array<7 x i8>>, i64, i64) -> !llvm.ptr<i8>
// GENERIC-NEXT:     %17 = "llvm.call"(%16, %arg0) {callee = @printf} : (!llvm.ptr<i8>, i32) -> i32
// GENERIC-NEXT:     "llvm.call"(%arg0, %9) {callee = @ext} : (i32, !llvm.ptr<f32, 1>) -> ()
// GENERIC-NEXT:     "llvm.return"(%4) : (!llvm.struct<(ptr<f32>, i64)>) -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "foo", type = !llvm.func<struct<(ptr<f32>, i64)> (i32, ptr<f32>)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: f64):
// GENERIC-NEXT:     %0 = "llvm.add"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %1 = "llvm.sub"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %2 = "llvm.mul"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %3 = "llvm.udiv"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %4 = "llvm.sdiv"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %5 = "llvm.urem"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %6 = "llvm.srem"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %7 = "llvm.and"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %8 = "llvm.or"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %9 = "llvm.xor"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %10 = "llvm.shl"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %11 = "llvm.lshr"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %12 = "llvm.ashr"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT:     %13 = "llvm.fadd"(%arg2, %arg3) : (f32, f32) -> f32
// GENERIC-NEXT:     %14 = "llvm.fsub"(%arg2, %arg3) : (f32, f32) -> f32
// GENERIC-NEXT:     %15 = "llvm.fmul"(%arg2, %arg3) : (f32, f32) -> f32
// GENERIC-NEXT:     %16 = "llvm.fdiv"(%arg2, %arg3) : (f32, f32) -> f32
// GENERIC-NEXT:     %17 = "llvm.frem"(%arg2, %arg3) : (f32, f32) -> f32
// GENERIC-NEXT:     %18 = "llvm.fneg"(%arg2) : (f32) -> f32
// GENERIC-NEXT:     %19 = "llvm.icmp"(%arg0, %arg1) {predicate = 0 : i64} : (i32, i32) -> i1
// GENERIC-NEXT:     %20 = "llvm.icmp"(%arg0, %arg1) {predicate = 2 : i64} : (i32, i32) -> i1
// GENERIC-NEXT:     %21 = "llvm.icmp"(%arg0, %arg1) {predicate = 9 : i64} : (i32, i32) -> i1
// GENERIC-NEXT:     %22 = "llvm.fcmp"(%arg2, %arg3) {predicate = 4 : i64} : (f32, f32) -> i1
// GENERIC-NEXT:     %23 = "llvm.fcmp"(%arg2, %arg3) {predicate = 13 : i64} : (f32, f32) -> i1
// GENERIC-NEXT:     %24 = "llvm.select"(%19, %arg0, %arg1) : (i1, i32, i32) -> i32
// GENERIC-NEXT:     %25 = "llvm.sext"(%arg0) : (i32) -> i64
// GENERIC-NEXT:     %26 = "llvm.zext"(%arg0) : (i32) -> i64
// GENERIC-NEXT:     %27 = "llvm.trunc"(%25) : (i64) -> i16
// GENERIC-NEXT:     %28 = "llvm.fpext"(%arg2) : (f32) -> f64
// GENERIC-NEXT:     %29 = "llvm.fptrunc"(%arg4) : (f64) -> f32
// GENERIC-NEXT:     %30 = "llvm.sitofp"(%arg0) : (i32) -> f32
// GENERIC-NEXT:     %31 = "llvm.uitofp"(%arg0) : (i32) -> f64
// GENERIC-NEXT:     %32 = "llvm.fptosi"(%arg2) : (f32) -> i32
// GENERIC-NEXT:     %33 = "llvm.fptoui"(%arg4) : (f64) -> i64
// GENERIC-NEXT:     %34 = "llvm.fadd"(%arg2, %arg3) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "arith", type = !llvm.func<void (i32, i32, f32, f32, f64)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i32):
// GENERIC-NEXT:     "llvm.cond_br"(%arg0, %arg1)[^bb1, ^bb2] {operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// GENERIC-NEXT:     "llvm.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "llvm.switch"(%arg1, %arg1)[^bb3, ^bb1, ^bb3] {case_operand_segments = dense<[1, 0]> : tensor<2xi32>, case_values = dense<[1, 2]> : vector<2xi32>, operand_segment_sizes = dense<[1, 0, 1]> : vector<3xi32>} : (i32, i32) -> ()
// GENERIC-NEXT:   ^bb3:  // 2 preds: ^bb2, ^bb2
// GENERIC-NEXT:     "llvm.return"(%arg1) : (i32) -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "cf", type = !llvm.func<i32 (i1, i32)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<internal>, passthrough = ["noinline"], sym_name = "internal_fn", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "types", type = !llvm.func<void (struct<"named", (i32, ptr<struct<"named">>)>, array<4 x i32>, struct<packed (i8, i32)>, ptr<ptr<i8>>, vec<4 x ptr<i8>>, ptr<func<void (i32)>>, struct<()>, struct<"opaque", opaque>, vector<4xf32>, array<2 x array<3 x f32>>)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: !llvm.ptr<f32>, %arg1: f32):
// GENERIC-NEXT:     %0 = "llvm.load"(%arg0) {alignment = 4 : i64} : (!llvm.ptr<f32>) -> f32
// GENERIC-NEXT:     %1 = "llvm.load"(%arg0) {volatile_} : (!llvm.ptr<f32>) -> f32
// GENERIC-NEXT:     "llvm.store"(%arg1, %arg0) {alignment = 8 : i64, volatile_} : (f32, !llvm.ptr<f32>) -> ()
// GENERIC-NEXT:     %2 = "llvm.mlir.constant"() {value = "str"} : () -> !llvm.array<3 x i8>
// GENERIC-NEXT:     %3 = "llvm.mlir.constant"() {value = dense<1.000000e+00> : vector<4xf32>} : () -> vector<4xf32>
// GENERIC-NEXT:     %4 = "llvm.mlir.constant"() {value = true} : () -> i1
// GENERIC-NEXT:     %5 = "llvm.mlir.constant"() {value = 0 : index} : () -> i64
// GENERIC-NEXT:     %6 = "llvm.mlir.constant"() {value = -1 : i32} : () -> i32
// GENERIC-NEXT:     %7 = "llvm.mlir.constant"() {value = 1.000000e+00 : f64} : () -> f64
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "memory_and_constants", type = !llvm.func<void (ptr<f32>, f32)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "g", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "h", type = !llvm.func<void (...)>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:     "llvm.unreachable"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<linkonce_odr>, sym_name = "k", type = !llvm.func<void ()>} : () -> ()
// GENERIC-NEXT:   "llvm.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: !llvm.ptr<struct<(i32, f32)>>, %arg1: i64):
// GENERIC-NEXT:     %0 = "llvm.getelementptr"(%arg0, %arg1) {structIndices = dense<[-2147483648, 1]> : tensor<2xi32>} : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) {linkage = #llvm.linkage<external>, sym_name = "gep_struct_index", type = !llvm.func<void (ptr<struct<(i32, f32)>>, i64)>} : () -> ()
// GENERIC-NEXT: }) : () -> ()
