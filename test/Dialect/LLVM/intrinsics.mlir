// RUN: gpuopt %s | FileCheck %s
// RUN: gpuopt %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | gpuopt | FileCheck %s
// RUN: gpuopt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: gpuopt -canonicalize %s | FileCheck %s --check-prefix=CANON

// The intrinsic ops of MLIR 14's LLVM dialect (`llvm.intr.*`): most print in
// the generic form; the masked memory ops, get.active.lane.mask, the matrix
// ops, stacksave/stackrestore, eh.typeid.for and the coroutine ops have a
// custom form. Only the one-result math, bit and reduction ops and
// get.active.lane.mask have no side effects: -canonicalize erases those when
// unused, and keeps the others.

// CHECK-LABEL: llvm.func @math(
// CHECK-SAME: %[[X:.*]]: f32, %[[Y:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[I:.*]]: i32, %[[B:.*]]: i1)
// CANON-LABEL: llvm.func @math(
// CANON-NEXT: llvm.return
llvm.func @math(%x: f32, %y: f32, %v: vector<4xf32>, %i: i32, %b: i1) {
  // CHECK-NEXT: "llvm.intr.fabs"(%[[X]]) : (f32) -> f32
  // GENERIC: "llvm.intr.fabs"(%{{.*}}) : (f32) -> f32
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.ceil"(%[[X]]) : (f32) -> f32
  %1 = "llvm.intr.ceil"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.floor"(%[[V]]) : (vector<4xf32>) -> vector<4xf32>
  %2 = "llvm.intr.floor"(%v) : (vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: "llvm.intr.cos"
  %3 = "llvm.intr.cos"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.sin"
  %4 = "llvm.intr.sin"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.exp"
  %5 = "llvm.intr.exp"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.exp2"
  %6 = "llvm.intr.exp2"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.log"
  %7 = "llvm.intr.log"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.log10"
  %8 = "llvm.intr.log10"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.log2"
  %9 = "llvm.intr.log2"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.sqrt"
  %10 = "llvm.intr.sqrt"(%x) : (f32) -> f32
  // CHECK-NEXT: "llvm.intr.pow"(%[[X]], %[[Y]]) : (f32, f32) -> f32
  %11 = "llvm.intr.pow"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.powi"(%[[X]], %[[I]]) : (f32, i32) -> f32
  %12 = "llvm.intr.powi"(%x, %i) : (f32, i32) -> f32
  // CHECK-NEXT: "llvm.intr.copysign"
  %13 = "llvm.intr.copysign"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.maxnum"
  %14 = "llvm.intr.maxnum"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.minnum"
  %15 = "llvm.intr.minnum"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.maximum"
  %16 = "llvm.intr.maximum"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.minimum"
  %17 = "llvm.intr.minimum"(%x, %y) : (f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.fma"(%[[X]], %[[Y]], %[[X]]) : (f32, f32, f32) -> f32
  %18 = "llvm.intr.fma"(%x, %y, %x) : (f32, f32, f32) -> f32
  // CHECK-NEXT: "llvm.intr.fmuladd"(%[[V]], %[[V]], %[[V]]) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %19 = "llvm.intr.fmuladd"(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: "llvm.intr.ctlz"(%[[I]], %[[B]]) : (i32, i1) -> i32
  %20 = "llvm.intr.ctlz"(%i, %b) : (i32, i1) -> i32
  // CHECK-NEXT: "llvm.intr.cttz"(%[[I]], %[[B]]) : (i32, i1) -> i32
  %21 = "llvm.intr.cttz"(%i, %b) : (i32, i1) -> i32
  // CHECK-NEXT: "llvm.intr.ctpop"(%[[I]]) : (i32) -> i32
  %22 = "llvm.intr.ctpop"(%i) : (i32) -> i32
  // CHECK-NEXT: "llvm.intr.bitreverse"
  %23 = "llvm.intr.bitreverse"(%i) : (i32) -> i32
  // CHECK-NEXT: "llvm.intr.smax"
  %24 = "llvm.intr.smax"(%i, %i) : (i32, i32) -> i32
  // CHECK-NEXT: "llvm.intr.smin"
  %25 = "llvm.intr.smin"(%i, %i) : (i32, i32) -> i32
  // CHECK-NEXT: "llvm.intr.umax"
  %26 = "llvm.intr.umax"(%i, %i) : (i32, i32) -> i32
  // CHECK-NEXT: "llvm.intr.umin"
  %27 = "llvm.intr.umin"(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @reductions(
// CANON-LABEL: llvm.func @reductions(
// CANON-NEXT: llvm.return
llvm.func @reductions(%x: f32, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // CHECK-NEXT: "llvm.intr.vector.reduce.add"(%{{.*}}) : (vector<4xi32>) -> i32
  %0 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.mul"
  %1 = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.and"
  %2 = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.or"
  %3 = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.xor"
  %4 = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.smax"
  %5 = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.smin"
  %6 = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.umax"
  %7 = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.umin"
  %8 = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  // CHECK-NEXT: "llvm.intr.vector.reduce.fmax"(%{{.*}}) : (vector<4xf32>) -> f32
  %9 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  // CHECK-NEXT: "llvm.intr.vector.reduce.fmin"
  %10 = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  // CHECK-NEXT: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) : (f32, vector<4xf32>) -> f32
  %11 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  // CHECK-NEXT: "llvm.intr.vector.reduce.fmul"(%{{.*}}, %{{.*}}) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %12 = "llvm.intr.vector.reduce.fmul"(%x, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
  llvm.return
}

// CHECK-LABEL: llvm.func @overflow(
// CANON-LABEL: llvm.func @overflow(
// CANON-NEXT: llvm.intr.sadd.with.overflow
llvm.func @overflow(%i: i32, %v: vector<4xi32>) {
  // CHECK-NEXT: "llvm.intr.sadd.with.overflow"(%{{.*}}, %{{.*}}) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %0 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: "llvm.intr.uadd.with.overflow"(%{{.*}}, %{{.*}}) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  %1 = "llvm.intr.uadd.with.overflow"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  // CHECK-NEXT: "llvm.intr.ssub.with.overflow"
  %2 = "llvm.intr.ssub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: "llvm.intr.usub.with.overflow"
  %3 = "llvm.intr.usub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: "llvm.intr.smul.with.overflow"
  %4 = "llvm.intr.smul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  // CHECK-NEXT: "llvm.intr.umul.with.overflow"
  %5 = "llvm.intr.umul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// CHECK-LABEL: llvm.func @memory(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<i8>, %[[N:.*]]: i64, %[[VAL:.*]]: i8, %[[C:.*]]: i1)
llvm.func @memory(%p: !llvm.ptr<i8>, %n: i64, %val: i8, %c: i1) {
  // CHECK-NEXT: "llvm.intr.memcpy"(%[[P]], %[[P]], %[[N]], %[[C]]) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memcpy"(%p, %p, %n, %c) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: "llvm.intr.memcpy.inline"(%[[P]], %[[P]], %[[N]], %[[C]])
  "llvm.intr.memcpy.inline"(%p, %p, %n, %c) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: "llvm.intr.memmove"(%[[P]], %[[P]], %[[N]], %[[C]])
  "llvm.intr.memmove"(%p, %p, %n, %c) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: "llvm.intr.memset"(%[[P]], %[[VAL]], %[[N]], %[[C]]) : (!llvm.ptr<i8>, i8, i64, i1) -> ()
  "llvm.intr.memset"(%p, %val, %n, %c) : (!llvm.ptr<i8>, i8, i64, i1) -> ()
  // CHECK-NEXT: llvm.mlir.constant(0 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: "llvm.intr.prefetch"(%[[P]], %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  "llvm.intr.prefetch"(%p, %c0, %c0, %c0) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  // CHECK-NEXT: "llvm.intr.assume"(%[[C]]) : (i1) -> ()
  "llvm.intr.assume"(%c) : (i1) -> ()
  // CHECK-NEXT: %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr<i8>
  // GENERIC: "llvm.intr.stacksave"() : () -> !llvm.ptr<i8>
  %s = llvm.intr.stacksave : !llvm.ptr<i8>
  // CHECK-NEXT: llvm.intr.stackrestore %[[S]]
  // GENERIC-NEXT: "llvm.intr.stackrestore"(%{{.*}}) : (!llvm.ptr<i8>) -> ()
  llvm.intr.stackrestore %s
  // CHECK-NEXT: llvm.intr.eh.typeid.for %[[P]] : i32
  // GENERIC-NEXT: "llvm.intr.eh.typeid.for"(%{{.*}}) : (!llvm.ptr<i8>) -> i32
  %t = llvm.intr.eh.typeid.for %p : i32
  // CHECK-NEXT: "llvm.intr.vscale"() : () -> i32
  %vs = "llvm.intr.vscale"() : () -> i32
  llvm.return
}

// CHECK-LABEL: llvm.func @vectors(
// CHECK-SAME: %[[PV:.*]]: !llvm.ptr<vector<4xf32>>, %[[PS:.*]]: !llvm.vec<4 x ptr<f32>>, %[[PF:.*]]: !llvm.ptr<f32>, %[[M:.*]]: vector<4xi1>, %[[V:.*]]: vector<4xf32>, %[[N:.*]]: i32)
// CANON-LABEL: llvm.func @vectors(
llvm.func @vectors(%pv: !llvm.ptr<vector<4xf32>>, %ps: !llvm.vec<4 x ptr<f32>>, %pf: !llvm.ptr<f32>, %m: vector<4xi1>, %v: vector<4xf32>, %n: i32) {
  // CHECK-NEXT: llvm.intr.masked.load %[[PV]], %[[M]], %[[V]] {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // GENERIC: "llvm.intr.masked.load"(%{{.*}}, %{{.*}}, %{{.*}}) {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CANON-NEXT: llvm.intr.masked.load
  // CANON-NOT: get.active.lane.mask
  // CANON: llvm.return
  %0 = llvm.intr.masked.load %pv, %m, %v {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: llvm.intr.masked.load %[[PV]], %[[M]] {alignment = 16 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  %1 = "llvm.intr.masked.load"(%pv, %m) {alignment = 16 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  // CHECK-NEXT: llvm.intr.masked.store %[[V]], %[[PV]], %[[M]] {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  // GENERIC: "llvm.intr.masked.store"(%{{.*}}, %{{.*}}, %{{.*}}) {alignment = 4 : i32} : (vector<4xf32>, !llvm.ptr<vector<4xf32>>, vector<4xi1>) -> ()
  llvm.intr.masked.store %v, %pv, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<vector<4xf32>>
  // CHECK-NEXT: llvm.intr.masked.gather %[[PS]], %[[M]], %[[V]] {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: llvm.intr.masked.scatter %[[V]], %[[PS]], %[[M]] {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<f32>>
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr<f32>>
  // CHECK-NEXT: "llvm.intr.masked.expandload"(%[[PF]], %[[M]], %[[V]]) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %3 = "llvm.intr.masked.expandload"(%pf, %m, %v) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  // CHECK-NEXT: "llvm.intr.masked.compressstore"(%[[V]], %[[PF]], %[[M]]) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  "llvm.intr.masked.compressstore"(%v, %pf, %m) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  // CHECK-NEXT: llvm.intr.get.active.lane.mask %[[N]], %[[N]] : i32, i32 to vector<4xi1>
  // GENERIC: "llvm.intr.get.active.lane.mask"(%{{.*}}, %{{.*}}) : (i32, i32) -> vector<4xi1>
  %4 = llvm.intr.get.active.lane.mask %n, %n : i32, i32 to vector<4xi1>
  llvm.return
}

// CHECK-LABEL: llvm.func @matrices(
// CHECK-SAME: %[[A:.*]]: vector<16xf32>, %[[P:.*]]: !llvm.ptr<f32>, %[[S:.*]]: i64)
llvm.func @matrices(%a: vector<16xf32>, %p: !llvm.ptr<f32>, %s: i64) {
  // CHECK-NEXT: llvm.intr.matrix.multiply %[[A]], %[[A]] {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  // GENERIC: "llvm.intr.matrix.multiply"(%{{.*}}, %{{.*}}) {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %0 = llvm.intr.matrix.multiply %a, %a {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  // CHECK-NEXT: llvm.intr.matrix.transpose %[[A]] {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> into vector<16xf32>
  %1 = llvm.intr.matrix.transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> into vector<16xf32>
  // CHECK-NEXT: llvm.intr.matrix.column.major.load %[[P]], <stride = %[[S]]> {columns = 4 : i32, isVolatile = false, rows = 4 : i32} : vector<16xf32> from !llvm.ptr<f32> stride i64
  // GENERIC: "llvm.intr.matrix.column.major.load"(%{{.*}}, %{{.*}}) {columns = 4 : i32, isVolatile = false, rows = 4 : i32} : (!llvm.ptr<f32>, i64) -> vector<16xf32>
  %2 = llvm.intr.matrix.column.major.load %p, <stride = %s> {isVolatile = false, rows = 4 : i32, columns = 4 : i32} : vector<16xf32> from !llvm.ptr<f32> stride i64
  // CHECK-NEXT: llvm.intr.matrix.column.major.store %[[A]], %[[P]], <stride = %[[S]]> {columns = 4 : i32, isVolatile = true, rows = 4 : i32} : vector<16xf32> to !llvm.ptr<f32> stride i64
  llvm.intr.matrix.column.major.store %a, %p, <stride = %s> {isVolatile = true, rows = 4 : i32, columns = 4 : i32} : vector<16xf32> to !llvm.ptr<f32> stride i64
  llvm.return
}

// CHECK-LABEL: llvm.func @coroutine(
// CHECK-SAME: %[[MEM:.*]]: !llvm.ptr<i8>, %[[F:.*]]: i1)
llvm.func @coroutine(%mem: !llvm.ptr<i8>, %final: i1) {
  // CHECK-NEXT: %[[ALIGN:.*]] = llvm.mlir.constant(0 : i32) : i32
  %align = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.null : !llvm.ptr<i8>
  %null = llvm.mlir.null : !llvm.ptr<i8>
  // CHECK-NEXT: %[[ID:.*]] = llvm.intr.coro.id %[[ALIGN]], %[[NULL]], %[[NULL]], %[[NULL]] : !llvm.token
  // GENERIC: "llvm.intr.coro.id"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i32, !llvm.ptr<i8>, !llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.token
  %id = llvm.intr.coro.id %align, %null, %null, %null : !llvm.token
  // CHECK-NEXT: llvm.intr.coro.size : i64
  // GENERIC-NEXT: "llvm.intr.coro.size"() : () -> i64
  %size = llvm.intr.coro.size : i64
  // CHECK-NEXT: llvm.intr.coro.align : i64
  %al = llvm.intr.coro.align : i64
  // CHECK-NEXT: %[[HDL:.*]] = llvm.intr.coro.begin %[[ID]], %[[MEM]] : !llvm.ptr<i8>
  // GENERIC: "llvm.intr.coro.begin"(%{{.*}}, %{{.*}}) : (!llvm.token, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  %hdl = llvm.intr.coro.begin %id, %mem : !llvm.ptr<i8>
  // CHECK-NEXT: %[[SAVE:.*]] = llvm.intr.coro.save %[[HDL]] : !llvm.token
  %save = llvm.intr.coro.save %hdl : !llvm.token
  // CHECK-NEXT: llvm.intr.coro.suspend %[[SAVE]], %[[F]] : i8
  // GENERIC: "llvm.intr.coro.suspend"(%{{.*}}, %{{.*}}) : (!llvm.token, i1) -> i8
  %suspend = llvm.intr.coro.suspend %save, %final : i8
  // CHECK-NEXT: llvm.intr.coro.end %[[HDL]], %[[F]] : i1
  %end = llvm.intr.coro.end %hdl, %final : i1
  // CHECK-NEXT: llvm.intr.coro.free %[[ID]], %[[HDL]] : !llvm.ptr<i8>
  %free = llvm.intr.coro.free %id, %hdl : !llvm.ptr<i8>
  // CHECK-NEXT: llvm.intr.coro.resume %[[HDL]]
  // GENERIC: "llvm.intr.coro.resume"(%{{.*}}) : (!llvm.ptr<i8>) -> ()
  llvm.intr.coro.resume %hdl
  // CHECK-NEXT: llvm.return
  llvm.return
}
