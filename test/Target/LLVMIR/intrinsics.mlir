// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// The intrinsic ops of MLIR 14's LLVM dialect translated as mlir-translate 14
// writes them: the intrinsic's mangled name (typed pointers: `p0i8`,
// `p0v4f32`), the masked ops' alignment argument and undef pass-through, the
// matrix shapes, `reassoc` on vector.reduce.fadd/fmul, and the declarations
// appended in first-use order with LLVM 14's attributes. The column-major load
// and store and the coroutine intrinsics are in intrinsics-ir-passes.mlir
// (llc-14 needs IR passes before it can compile them).

// CHECK-LABEL: define void @intrinsics(
// CHECK: %{{[0-9]+}} = call float @llvm.fabs.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <2 x double> @llvm.fabs.v2f64(<2 x double> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call double @llvm.ceil.f64(double %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.floor.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.cos.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.sin.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.exp.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.exp2.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.log.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.log10.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.log2.f32(float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.copysign.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.maxnum.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.minnum.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.maximum.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.minimum.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.fmuladd.f32(float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.bitreverse.i32(i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x i32> @llvm.cttz.v4i32(<4 x i32> %{{[0-9]+}}, i1 false)
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.smin.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.umax.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.umin.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.pow.f32(float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.powi.f32.i32(float %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.fma.f32(float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.ctlz.i32(i32 %{{[0-9]+}}, i1 false)
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.ctpop.i32(i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.smax.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i32(i8* %{{[0-9]+}}, i8* %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 false)
// CHECK-NEXT: call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %{{[0-9]+}}, i8* %{{[0-9]+}}, i64 16, i1 false)
// CHECK-NEXT: call void @llvm.memmove.p0i8.p0i8.i32(i8* %{{[0-9]+}}, i8* %{{[0-9]+}}, i32 %{{[0-9]+}}, i1 false)
// CHECK-NEXT: call void @llvm.memset.p0i8.i32(i8* %{{[0-9]+}}, i8 0, i32 %{{[0-9]+}}, i1 false)
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fadd.v4f32(float %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fmul.v4f32(float %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>* %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> undef)
// CHECK-NEXT: call void @llvm.masked.store.v4f32.p0v4f32(<4 x float> %{{[0-9]+}}, <4 x float>* %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*> %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}}, <4 x float> undef)
// CHECK-NEXT: call void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float> %{{[0-9]+}}, <4 x float*> %{{[0-9]+}}, i32 4, <4 x i1> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x float> @llvm.masked.expandload.v4f32(float* %{{[0-9]+}}, <4 x i1> %{{[0-9]+}}, <4 x float> %{{[0-9]+}})
// CHECK-NEXT: call void @llvm.masked.compressstore.v4f32(<4 x float> %{{[0-9]+}}, float* %{{[0-9]+}}, <4 x i1> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float> %{{[0-9]+}}, <16 x float> %{{[0-9]+}}, i32 4, i32 4, i32 4)
// CHECK-NEXT: %{{[0-9]+}} = call <16 x float> @llvm.matrix.transpose.v16f32(<16 x float> %{{[0-9]+}}, i32 4, i32 4)
// CHECK-NEXT: %{{[0-9]+}} = icmp eq i32 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT: call void @llvm.assume(i1 %{{[0-9]+}})
// CHECK-NEXT: call void @llvm.prefetch.p0i8(i8* %{{[0-9]+}}, i32 1, i32 1, i32 1)
// CHECK-NEXT: %{{[0-9]+}} = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32> %{{[0-9]+}}, <4 x i32> %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %{{[0-9]+}}, i32 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %{{[0-9]+}}, i64 %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i8* @llvm.stacksave()
// CHECK-NEXT: call void @llvm.stackrestore(i8* %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.vscale.i32()
// CHECK-NEXT: %{{[0-9]+}} = call i32 @llvm.eh.typeid.for(i8* %{{[0-9]+}})
// CHECK-NEXT: ret void
llvm.func @intrinsics(%x: f32, %y: f32, %v: vector<4xf32>, %vi: vector<4xi32>, %i: i32, %i64: i64, %p: !llvm.ptr<i8>, %m: vector<4xi1>, %pv: !llvm.ptr<vector<4xf32>>, %ps: !llvm.vec<4 x ptr<f32>>, %pf: !llvm.ptr<f32>, %mat: vector<16xf32>, %d: f64, %vd: vector<2xf64>) {
  %b = llvm.mlir.constant(false) : i1
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(0 : i8) : i8
  %c64 = llvm.mlir.constant(16 : i64) : i64
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f32
  %a0 = "llvm.intr.fabs"(%vd) : (vector<2xf64>) -> vector<2xf64>
  %a1 = "llvm.intr.ceil"(%d) : (f64) -> f64
  %a2 = "llvm.intr.floor"(%x) : (f32) -> f32
  %a3 = "llvm.intr.cos"(%x) : (f32) -> f32
  %a4 = "llvm.intr.sin"(%x) : (f32) -> f32
  %a5 = "llvm.intr.exp"(%x) : (f32) -> f32
  %a6 = "llvm.intr.exp2"(%x) : (f32) -> f32
  %a7 = "llvm.intr.log"(%x) : (f32) -> f32
  %a8 = "llvm.intr.log10"(%x) : (f32) -> f32
  %a9 = "llvm.intr.log2"(%x) : (f32) -> f32
  %a10 = "llvm.intr.sqrt"(%v) : (vector<4xf32>) -> vector<4xf32>
  %a11 = "llvm.intr.copysign"(%x, %y) : (f32, f32) -> f32
  %a12 = "llvm.intr.maxnum"(%x, %y) : (f32, f32) -> f32
  %a13 = "llvm.intr.minnum"(%x, %y) : (f32, f32) -> f32
  %a14 = "llvm.intr.maximum"(%x, %y) : (f32, f32) -> f32
  %a15 = "llvm.intr.minimum"(%x, %y) : (f32, f32) -> f32
  %a16 = "llvm.intr.fmuladd"(%x, %x, %y) : (f32, f32, f32) -> f32
  %a17 = "llvm.intr.bitreverse"(%i) : (i32) -> i32
  %a18 = "llvm.intr.cttz"(%vi, %b) : (vector<4xi32>, i1) -> vector<4xi32>
  %a19 = "llvm.intr.smin"(%i, %i) : (i32, i32) -> i32
  %a20 = "llvm.intr.umax"(%i, %i) : (i32, i32) -> i32
  %a21 = "llvm.intr.umin"(%i, %i) : (i32, i32) -> i32
  %1 = "llvm.intr.pow"(%x, %y) : (f32, f32) -> f32
  %2 = "llvm.intr.powi"(%x, %i) : (f32, i32) -> f32
  %3 = "llvm.intr.fma"(%x, %x, %y) : (f32, f32, f32) -> f32
  %4 = "llvm.intr.ctlz"(%i, %b) : (i32, i1) -> i32
  %5 = "llvm.intr.ctpop"(%i) : (i32) -> i32
  %6 = "llvm.intr.smax"(%i, %i) : (i32, i32) -> i32
  "llvm.intr.memcpy"(%p, %p, %i, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
  "llvm.intr.memcpy.inline"(%p, %p, %c64, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
  "llvm.intr.memmove"(%p, %p, %i, %b) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
  "llvm.intr.memset"(%p, %c8, %i, %b) : (!llvm.ptr<i8>, i8, i32, i1) -> ()
  %7 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %r1 = "llvm.intr.vector.reduce.mul"(%vi) : (vector<4xi32>) -> i32
  %r2 = "llvm.intr.vector.reduce.and"(%vi) : (vector<4xi32>) -> i32
  %r3 = "llvm.intr.vector.reduce.or"(%vi) : (vector<4xi32>) -> i32
  %r4 = "llvm.intr.vector.reduce.xor"(%vi) : (vector<4xi32>) -> i32
  %r5 = "llvm.intr.vector.reduce.smax"(%vi) : (vector<4xi32>) -> i32
  %r6 = "llvm.intr.vector.reduce.smin"(%vi) : (vector<4xi32>) -> i32
  %r7 = "llvm.intr.vector.reduce.umax"(%vi) : (vector<4xi32>) -> i32
  %r8 = "llvm.intr.vector.reduce.umin"(%vi) : (vector<4xi32>) -> i32
  %r9 = "llvm.intr.vector.reduce.fmin"(%v) : (vector<4xf32>) -> f32
  %8 = "llvm.intr.vector.reduce.fadd"(%x, %v) {reassoc = true} : (f32, vector<4xf32>) -> f32
  %r10 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  %r11 = "llvm.intr.vector.reduce.fmul"(%x, %v) {reassoc = false} : (f32, vector<4xf32>) -> f32
  %9 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %10 = "llvm.intr.masked.load"(%pv, %m, %v) {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %11 = "llvm.intr.masked.load"(%pv, %m) {alignment = 4 : i32} : (!llvm.ptr<vector<4xf32>>, vector<4xi1>) -> vector<4xf32>
  "llvm.intr.masked.store"(%v, %pv, %m) {alignment = 4 : i32} : (vector<4xf32>, !llvm.ptr<vector<4xf32>>, vector<4xi1>) -> ()
  %12 = "llvm.intr.masked.gather"(%ps, %m, %v) {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %g2 = "llvm.intr.masked.gather"(%ps, %m) {alignment = 4 : i32} : (!llvm.vec<4 x ptr<f32>>, vector<4xi1>) -> vector<4xf32>
  "llvm.intr.masked.scatter"(%v, %ps, %m) {alignment = 4 : i32} : (vector<4xf32>, !llvm.vec<4 x ptr<f32>>, vector<4xi1>) -> ()
  %13 = "llvm.intr.masked.expandload"(%pf, %m, %v) : (!llvm.ptr<f32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%v, %pf, %m) : (vector<4xf32>, !llvm.ptr<f32>, vector<4xi1>) -> ()
  %14 = "llvm.intr.get.active.lane.mask"(%i, %i) : (i32, i32) -> vector<4xi1>
  %15 = "llvm.intr.matrix.multiply"(%mat, %mat) {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %16 = "llvm.intr.matrix.transpose"(%mat) {rows = 4 : i32, columns = 4 : i32} : (vector<16xf32>) -> vector<16xf32>
  %bb = llvm.icmp "eq" %i, %i : i32
  "llvm.intr.assume"(%bb) : (i1) -> ()
  "llvm.intr.prefetch"(%p, %c1, %c1, %c1) : (!llvm.ptr<i8>, i32, i32, i32) -> ()
  %18 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %o1 = "llvm.intr.uadd.with.overflow"(%vi, %vi) : (vector<4xi32>, vector<4xi32>) -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>
  %o2 = "llvm.intr.ssub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %o3 = "llvm.intr.usub.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %o4 = "llvm.intr.smul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %o5 = "llvm.intr.umul.with.overflow"(%i64, %i64) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %19 = "llvm.intr.stacksave"() : () -> !llvm.ptr<i8>
  "llvm.intr.stackrestore"(%19) : (!llvm.ptr<i8>) -> ()
  %20 = "llvm.intr.vscale"() : () -> i32
  %21 = "llvm.intr.eh.typeid.for"(%p) : (!llvm.ptr<i8>) -> i32
  llvm.return
}

// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.fabs.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare double @llvm.ceil.f64(double) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.floor.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.cos.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.sin.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.exp.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.exp2.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.log.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.log10.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.log2.f32(float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.copysign.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.maxnum.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.minnum.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.maximum.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.minimum.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.fmuladd.f32(float, float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.bitreverse.i32(i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare <4 x i32> @llvm.cttz.v4i32(<4 x i32>, i1 immarg) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.smin.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.umax.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.umin.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.pow.f32(float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.fma.f32(float, float, float) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare i32 @llvm.smax.i32(i32, i32) #0
// CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn
// CHECK-NEXT: declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1
// CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn
// CHECK-NEXT: declare void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64 immarg, i1 immarg) #1
// CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn
// CHECK-NEXT: declare void @llvm.memmove.p0i8.p0i8.i32(i8* nocapture writeonly, i8* nocapture readonly, i32, i1 immarg) #1
// CHECK: ; Function Attrs: argmemonly nofree nounwind willreturn writeonly
// CHECK-NEXT: declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #2
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>) #3
// CHECK: ; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
// CHECK-NEXT: declare <4 x float> @llvm.masked.load.v4f32.p0v4f32(<4 x float>*, i32 immarg, <4 x i1>, <4 x float>) #4
// CHECK: ; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
// CHECK-NEXT: declare void @llvm.masked.store.v4f32.p0v4f32(<4 x float>, <4 x float>*, i32 immarg, <4 x i1>) #5
// CHECK: ; Function Attrs: nofree nosync nounwind readonly willreturn
// CHECK-NEXT: declare <4 x float> @llvm.masked.gather.v4f32.v4p0f32(<4 x float*>, i32 immarg, <4 x i1>, <4 x float>) #6
// CHECK: ; Function Attrs: nofree nosync nounwind willreturn writeonly
// CHECK-NEXT: declare void @llvm.masked.scatter.v4f32.v4p0f32(<4 x float>, <4 x float*>, i32 immarg, <4 x i1>) #7
// CHECK: ; Function Attrs: nofree nosync nounwind readonly willreturn
// CHECK-NEXT: declare <4 x float> @llvm.masked.expandload.v4f32(float*, <4 x i1>, <4 x float>) #6
// CHECK: ; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
// CHECK-NEXT: declare void @llvm.masked.compressstore.v4f32(<4 x float>, float*, <4 x i1>) #5
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32, i32) #3
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare <16 x float> @llvm.matrix.multiply.v16f32.v16f32.v16f32(<16 x float>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare <16 x float> @llvm.matrix.transpose.v16f32(<16 x float>, i32 immarg, i32 immarg) #0
// CHECK: ; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.assume(i1 noundef) #8
// CHECK: ; Function Attrs: inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.prefetch.p0i8(i8* nocapture readonly, i32 immarg, i32 immarg, i32) #9
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { <4 x i32>, <4 x i1> } @llvm.uadd.with.overflow.v4i32(<4 x i32>, <4 x i32>) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #0
// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #0
// CHECK: ; Function Attrs: nofree nosync nounwind willreturn
// CHECK-NEXT: declare i8* @llvm.stacksave() #10
// CHECK: ; Function Attrs: nofree nosync nounwind willreturn
// CHECK-NEXT: declare void @llvm.stackrestore(i8*) #10
// CHECK: ; Function Attrs: nofree nosync nounwind readnone willreturn
// CHECK-NEXT: declare i32 @llvm.vscale.i32() #3
// CHECK: ; Function Attrs: nounwind readnone
// CHECK-NEXT: declare i32 @llvm.eh.typeid.for(i8*) #11
// CHECK: attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
// CHECK-NEXT: attributes #1 = { argmemonly nofree nounwind willreturn }
// CHECK-NEXT: attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
// CHECK-NEXT: attributes #3 = { nofree nosync nounwind readnone willreturn }
// CHECK-NEXT: attributes #4 = { argmemonly nofree nosync nounwind readonly willreturn }
// CHECK-NEXT: attributes #5 = { argmemonly nofree nosync nounwind willreturn writeonly }
// CHECK-NEXT: attributes #6 = { nofree nosync nounwind readonly willreturn }
// CHECK-NEXT: attributes #7 = { nofree nosync nounwind willreturn writeonly }
// CHECK-NEXT: attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #9 = { inaccessiblemem_or_argmemonly nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #10 = { nofree nosync nounwind willreturn }
// CHECK-NEXT: attributes #11 = { nounwind readnone }
