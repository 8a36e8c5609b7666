// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: gpuopt-translate -mlir-to-llvmir %s -o %t && FileCheck %s < %t

// Every LLVM-dialect op and type gpuopt has, translated to LLVM IR as
// mlir-translate 14 writes it: typed pointers, plain names unquoted, values
// numbered, constants folded as LLVM's IRBuilder folds them, `align` from the
// default data layout, intrinsics declared with their attributes.

// CHECK: %node = type { i32, %node* }
// CHECK: %opaque = type opaque

// CHECK: @str = internal constant [6 x i8] c"hello\00"
llvm.mlir.global internal constant @str("hello\00")
// CHECK: @gvar = global i32 42
llvm.mlir.global external @gvar(42 : i32) : i32
// CHECK: @garr = private global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
llvm.mlir.global private @garr(dense<[1, 2, 3, 4]> : tensor<4xi32>) : !llvm.array<4 x i32>
// CHECK: @gsplat = internal constant <2 x float> <float 1.500000e+00, float 1.500000e+00>
llvm.mlir.global internal constant @gsplat(dense<1.5> : vector<2xf32>) : vector<2xf32>
// CHECK: @gspace = addrspace(3) global i64 0
llvm.mlir.global external @gspace(0 : i64) {addr_space = 3 : i32} : i64
// CHECK: @gattrs = private unnamed_addr constant [1 x i8] c"x", section ".rodata", align 8
llvm.mlir.global private unnamed_addr constant @gattrs("x") {alignment = 8 : i64, section = ".rodata"} : !llvm.array<1 x i8>
// CHECK: @glocal = internal local_unnamed_addr global i32 1
llvm.mlir.global internal local_unnamed_addr @glocal(1 : i32) : i32
// CHECK: @gext = external global float
llvm.mlir.global external @gext() : f32
// CHECK: @gregion = internal global { i8*, i64 } { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @str, i32 0, i32 0), i64 5 }
llvm.mlir.global internal @gregion() : !llvm.struct<(ptr<i8>, i64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr<i8>, i64)>
  %1 = llvm.mlir.addressof @str : !llvm.ptr<array<6 x i8>>
  %2 = llvm.getelementptr %1[0, 0] : (!llvm.ptr<array<6 x i8>>) -> !llvm.ptr<i8>
  %3 = llvm.insertvalue %2, %0[0] : !llvm.struct<(ptr<i8>, i64)>
  %4 = llvm.mlir.constant(5 : index) : i64
  %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr<i8>, i64)>
  llvm.return %5 : !llvm.struct<(ptr<i8>, i64)>
}
// CHECK: @gfnptr = internal global void (i32)* bitcast (void (i32, ...)* @vararg to void (i32)*)
llvm.mlir.global internal @gfnptr() : !llvm.ptr<func<void (i32)>> {
  %0 = llvm.mlir.addressof @vararg : !llvm.ptr<func<void (i32, ...)>>
  %1 = llvm.bitcast %0 : !llvm.ptr<func<void (i32, ...)>> to !llvm.ptr<func<void (i32)>>
  llvm.return %1 : !llvm.ptr<func<void (i32)>>
}

// CHECK: @gptrs = internal global i8** undef
// CHECK: declare i8* @malloc(i64)
// CHECK: declare void @free(i8*)
// CHECK: declare void @vararg(i32, ...)
llvm.func @vararg(i32, ...)
// CHECK: declare extern_weak i64 @weak_decl()
llvm.func extern_weak @weak_decl() -> i64

// CHECK-LABEL: define { i32, float } @aggregates(i32 %0, float %1) !dbg !{{[0-9]+}} {
// CHECK-NEXT: %3 = insertvalue { i32, float } undef, i32 %0, 0, !dbg
// CHECK-NEXT: %4 = insertvalue { i32, float } %3, float %1, 1, !dbg
// CHECK-NEXT: %5 = extractvalue { i32, float } %4, 1, !dbg
// CHECK-NEXT: ret { i32, float } %4, !dbg
llvm.func @aggregates(%a: i32, %b: f32) -> !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, f32)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i32, f32)>
  %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, f32)>
  llvm.return %2 : !llvm.struct<(i32, f32)>
}

// CHECK-LABEL: define void @memory(float* %0, { i32, [2 x float] }* %1, i64 %2)
llvm.func @memory(%p: !llvm.ptr<f32>, %s: !llvm.ptr<struct<(i32, array<2 x f32>)>>, %n: i64) {
  // CHECK: %[[X:[0-9]+]] = alloca float, i64 %2, align 16
  %x = llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: %[[V:[0-9]+]] = load float, float* %0, align 4
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<f32>
  // CHECK-NEXT: %[[W:[0-9]+]] = load volatile float, float* %0, align 4
  %w = llvm.load volatile %p : !llvm.ptr<f32>
  // CHECK-NEXT: store float %[[V]], float* %[[X]], align 4
  llvm.store %v, %x : !llvm.ptr<f32>
  // CHECK-NEXT: store volatile float %[[W]], float* %[[X]], align 8
  llvm.store volatile %w, %x {alignment = 8 : i64} : !llvm.ptr<f32>
  // CHECK-NEXT: getelementptr { i32, [2 x float] }, { i32, [2 x float] }* %1, i64 %2, i32 1, i64 %2
  %g = llvm.getelementptr %s[%n, 1, %n] : (!llvm.ptr<struct<(i32, array<2 x f32>)>>, i64, i64) -> !llvm.ptr<f32>
  // CHECK-NEXT: bitcast float* %[[X]] to i8*
  %c = llvm.bitcast %x : !llvm.ptr<f32> to !llvm.ptr<i8>
  // CHECK-NEXT: addrspacecast float* %0 to float addrspace(1)*
  %as = llvm.addrspacecast %p : !llvm.ptr<f32> to !llvm.ptr<f32, 1>
  // CHECK-NEXT: %[[I:[0-9]+]] = ptrtoint float* %0 to i64
  %i = llvm.ptrtoint %p : !llvm.ptr<f32> to i64
  // CHECK-NEXT: inttoptr i64 %[[I]] to i32*
  %q = llvm.inttoptr %i : i64 to !llvm.ptr<i32>
  %len = llvm.mlir.constant(4 : i64) : i64
  %false = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %{{.*}}, i8* %{{.*}}, i64 4, i1 false)
  "llvm.intr.memcpy"(%c, %c, %len, %false) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  // CHECK-NEXT: call void @llvm.memcpy.p0f32.p0f32.i64(float* %0, float* %[[X]], i64 4, i1 false)
  "llvm.intr.memcpy"(%p, %x, %len, %false) : (!llvm.ptr<f32>, !llvm.ptr<f32>, i64, i1) -> ()
  llvm.return
}

// CHECK-LABEL: define void @arith(i32 %0, i32 %1, float %2, float %3, <4 x i32> %4)
llvm.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xi32>) {
  // CHECK: add i32 %0, %1
  %0 = llvm.add %a, %b : i32
  // CHECK-NEXT: sub i32
  %1 = llvm.sub %a, %b : i32
  // CHECK-NEXT: mul i32
  %2 = llvm.mul %a, %b : i32
  // CHECK-NEXT: udiv i32
  %3 = llvm.udiv %a, %b : i32
  // CHECK-NEXT: sdiv i32
  %4 = llvm.sdiv %a, %b : i32
  // CHECK-NEXT: urem i32
  %5 = llvm.urem %a, %b : i32
  // CHECK-NEXT: srem i32
  %6 = llvm.srem %a, %b : i32
  // CHECK-NEXT: and i32
  %7 = llvm.and %a, %b : i32
  // CHECK-NEXT: or i32
  %8 = llvm.or %a, %b : i32
  // CHECK-NEXT: xor i32
  %9 = llvm.xor %a, %b : i32
  // CHECK-NEXT: shl i32
  %10 = llvm.shl %a, %b : i32
  // CHECK-NEXT: lshr i32
  %11 = llvm.lshr %a, %b : i32
  // CHECK-NEXT: ashr i32
  %12 = llvm.ashr %a, %b : i32
  // CHECK-NEXT: fadd float %2, %3
  %13 = llvm.fadd %x, %y : f32
  // CHECK-NEXT: fsub float
  %14 = llvm.fsub %x, %y : f32
  // CHECK-NEXT: fmul float
  %15 = llvm.fmul %x, %y : f32
  // CHECK-NEXT: fdiv float
  %16 = llvm.fdiv %x, %y : f32
  // CHECK-NEXT: frem float
  %17 = llvm.frem %x, %y : f32
  // CHECK-NEXT: fneg float %2
  %18 = llvm.fneg %x : f32
  // CHECK-NEXT: fadd fast float
  %19 = llvm.fadd %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK-NEXT: add <4 x i32> %4, <i32 1, i32 2, i32 3, i32 4>
  %c = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %20 = llvm.add %v, %c : vector<4xi32>
  // CHECK-NEXT: icmp slt i32
  %21 = llvm.icmp "slt" %a, %b : i32
  // CHECK-NEXT: icmp uge i32
  %22 = llvm.icmp "uge" %a, %b : i32
  // CHECK-NEXT: icmp eq <4 x i32>
  %23 = llvm.icmp "eq" %v, %v : vector<4xi32>
  // CHECK-NEXT: fcmp olt float
  %24 = llvm.fcmp "olt" %x, %y : f32
  // CHECK-NEXT: fcmp uno float
  %25 = llvm.fcmp "uno" %x, %y : f32
  // CHECK-NEXT: select i1 %{{.*}}, i32 %0, i32 %1
  %26 = llvm.select %21, %a, %b : i1, i32
  // CHECK-NEXT: sext i32 %0 to i64
  %27 = llvm.sext %a : i32 to i64
  // CHECK-NEXT: zext i32 %0 to i64
  %28 = llvm.zext %a : i32 to i64
  // CHECK-NEXT: trunc i32 %0 to i8
  %29 = llvm.trunc %a : i32 to i8
  // CHECK-NEXT: fpext float %2 to double
  %30 = llvm.fpext %x : f32 to f64
  // CHECK-NEXT: fptrunc float %2 to half
  %31 = llvm.fptrunc %x : f32 to f16
  // CHECK-NEXT: sitofp i32 %0 to float
  %32 = llvm.sitofp %a : i32 to f32
  // CHECK-NEXT: uitofp i32 %0 to double
  %33 = llvm.uitofp %a : i32 to f64
  // CHECK-NEXT: fptosi float %2 to i32
  %34 = llvm.fptosi %x : f32 to i32
  // CHECK-NEXT: fptoui float %2 to i64
  %35 = llvm.fptoui %x : f32 to i64
  // CHECK-NEXT: ret void
  llvm.return
}

// Block arguments become phi nodes whose incoming values follow the MLIR
// predecessors, newest first.  The second switch case reaching ^bb1 with
// arguments goes through a block of its own (%9), as mlir-translate 14's
// ensureDistinctSuccessors makes it; blocks keep their order but are filled
// dominators first.
// CHECK-LABEL: define i64 @control_flow(i1 %0, i64 %1, i32 %2) !dbg
// CHECK-NEXT: br i1 %0, label %6, label %4, !dbg ![[D:[0-9]+]], !prof ![[W:[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT: 4:{{ +}}; preds = %9, %6, %3
// CHECK-NEXT: %5 = phi i64 [ %10, %9 ], [ %7, %6 ], [ %1, %3 ]
// CHECK-NEXT: ret i64 %5, !dbg
// CHECK-EMPTY:
// CHECK-NEXT: 6:{{ +}}; preds = %3
// CHECK-NEXT: %7 = add i64 %1, 1, !dbg
// CHECK-NEXT: switch i32 %2, label %8 [
// CHECK-NEXT: i32 -1, label %4
// CHECK-NEXT: i32 5, label %9
// CHECK-NEXT: ], !dbg ![[SW:[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT: 8:{{ +}}; preds = %6
// CHECK-NEXT: unreachable, !dbg
// CHECK-EMPTY:
// CHECK-NEXT: 9:{{ +}}; preds = %6
// CHECK-NEXT: %10 = phi i64 [ %7, %6 ]
// CHECK-NEXT: br label %4, !dbg ![[SW]]
llvm.func @control_flow(%c: i1, %n: i64, %k: i32) -> i64 {
  llvm.cond_br %c weights(dense<[3, 1]> : vector<2xi32>), ^bb2, ^bb1(%n : i64)
^bb1(%r: i64):
  llvm.return %r : i64
^bb2:
  %one = llvm.mlir.constant(1 : index) : i64
  %s = llvm.add %n, %one : i64
  llvm.switch %k : i32, ^bb3 [
    -1: ^bb1(%s : i64),
    5: ^bb1(%s : i64)
  ]
^bb3:
  llvm.unreachable
}

// CHECK-LABEL: define internal i32 @calls(i32 (i32)* %0, %node* %1) !dbg
llvm.func internal @calls(%f: !llvm.ptr<func<i32 (i32)>>, %node: !llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT: %[[R:[0-9]+]] = call i32 %0(i32 3), !dbg
  %r = llvm.call %f(%c) : (i32) -> i32
  // CHECK-NEXT: call void (i32, ...) @vararg(i32 %[[R]], i64 0), !dbg
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.call @vararg(%r, %z) : (i32, i64) -> ()
  // CHECK-NEXT: call i64 @weak_decl(), !dbg
  %w = llvm.call @weak_decl() : () -> i64
  // CHECK-NEXT: getelementptr %node, %node* %1, i32 0, i32 1, !dbg
  %next = llvm.getelementptr %node[0, 1] : (!llvm.ptr<struct<"node", (i32, ptr<struct<"node">>)>>) -> !llvm.ptr<ptr<struct<"node", (i32, ptr<struct<"node">>)>>>
  // The bitcast of a global is a constant expression, folded into the store.
  // CHECK-NEXT: store i8* null, i8** bitcast (i8*** @gptrs to i8**), align 8, !dbg
  %g = llvm.mlir.addressof @gptrs : !llvm.ptr<ptr<ptr<i8>>>
  %gc = llvm.bitcast %g : !llvm.ptr<ptr<ptr<i8>>> to !llvm.ptr<ptr<i8>>
  %null = llvm.mlir.null : !llvm.ptr<i8>
  llvm.store %null, %gc : !llvm.ptr<ptr<i8>>
  llvm.return %r : i32
}
llvm.mlir.global internal @gptrs() : !llvm.ptr<ptr<i8>>

// Arithmetic on constants is folded (1.5 + 1.5 in half is 0xH4200); the float
// types LLVM prints in hex only.
// CHECK-LABEL: define void @types(<4 x i8*> %0, <{ i8, i32 }> %1, [2 x [3 x float]] %2, {} %3, %opaque* %4, i16 %5, double %6, half %7) !dbg
llvm.func @types(%a: !llvm.vec<4 x ptr<i8>>, %b: !llvm.struct<packed (i8, i32)>, %c: !llvm.array<2 x array<3 x f32>>, %d: !llvm.struct<()>, %e: !llvm.ptr<struct<"opaque", opaque>>, %f: i16, %g: f64, %h: f16) {
  // CHECK-NEXT: call void @use_floats(half 0xH4200, x86_fp80 0xK3FFFC000000000000000, fp128 0xL00000000000000003FFF800000000000), !dbg
  %0 = llvm.mlir.constant(1.5 : f16) : f16
  %1 = llvm.fadd %0, %0 : f16
  %2 = llvm.mlir.constant(1.5 : f80) : f80
  %3 = llvm.mlir.constant(1.5 : f128) : f128
  llvm.call @use_floats(%1, %2, %3) : (f16, f80, f128) -> ()
  // CHECK-NEXT: extractvalue [2 x [3 x float]] %2, 1, 2, !dbg
  %6 = llvm.extractvalue %c[1, 2] : !llvm.array<2 x array<3 x f32>>
  llvm.return
}
// CHECK: declare void @use_floats(half, x86_fp80, fp128)
llvm.func @use_floats(f16, f80, f128)

// Intrinsics are declared where they are first used, with LLVM 14's attributes.
// CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn
// CHECK-NEXT: declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #[[MEMCPY:[0-9]+]]
// CHECK: attributes #[[MEMCPY]] = { argmemonly nofree nounwind willreturn }
// CHECK: ![[W]] = !{!"branch_weights", i32 3, i32 1}
