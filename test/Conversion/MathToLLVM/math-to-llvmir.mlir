// RUN: gpuopt %s -convert-math-to-llvm -convert-std-to-llvm -reconcile-unrealized-casts | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// math -> LLVM dialect -> LLVM IR: the intrinsics MathToLLVM makes are called
// and declared as mlir-translate 14 writes them, and the expansions' 1.0
// constants become operands of the arithmetic.

// CHECK-LABEL: define { float, <4 x float>, double, i32 } @kernel(float %0, <4 x float> %1, double %2, i32 %3)
// CHECK-NEXT: %5 = call float @llvm.sqrt.f32(float %0)
// CHECK-NEXT: %6 = fdiv float 1.000000e+00, %5
// CHECK-NEXT: %7 = call float @llvm.fma.f32(float %6, float %0, float %0)
// CHECK-NEXT: %8 = fadd <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %1
// CHECK-NEXT: %9 = call <4 x float> @llvm.log.v4f32(<4 x float> %8)
// CHECK-NEXT: %10 = call <4 x float> @llvm.pow.v4f32(<4 x float> %9, <4 x float> %1)
// CHECK-NEXT: %11 = call double @llvm.exp.f64(double %2)
// CHECK-NEXT: %12 = fsub double %11, 1.000000e+00
// CHECK-NEXT: %13 = call double @llvm.copysign.f64(double %12, double %2)
// CHECK-NEXT: %14 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
// CHECK-NEXT: %15 = call i32 @llvm.ctpop.i32(i32 %14)
// CHECK: ret { float, <4 x float>, double, i32 } %19
func @kernel(%x: f32, %v: vector<4xf32>, %d: f64, %i: i32) -> (f32, vector<4xf32>, f64, i32) {
  %0 = math.rsqrt %x : f32
  %1 = math.fma %0, %x, %x : f32
  %2 = math.log1p %v : vector<4xf32>
  %3 = math.powf %2, %v : vector<4xf32>
  %4 = math.expm1 %d : f64
  %5 = math.copysign %4, %d : f64
  %6 = math.ctlz %i : i32
  %7 = math.ctpop %6 : i32
  return %1, %3, %5, %7 : f32, vector<4xf32>, f64, i32
}

// CHECK: ; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
// CHECK-NEXT: declare float @llvm.sqrt.f32(float) #0
// CHECK: declare float @llvm.fma.f32(float, float, float) #0
// CHECK: declare <4 x float> @llvm.log.v4f32(<4 x float>) #0
// CHECK: declare <4 x float> @llvm.pow.v4f32(<4 x float>, <4 x float>) #0
// CHECK: declare double @llvm.exp.f64(double) #0
// CHECK: declare double @llvm.copysign.f64(double, double) #0
// CHECK: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
// CHECK: declare i32 @llvm.ctpop.i32(i32) #0
// CHECK: attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
