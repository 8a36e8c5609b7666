// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s

// llvm.atomicrmw and llvm.cmpxchg become LLVM 14's instructions, aligned to the value's store size as
// IRBuilder aligns them (`_and`, `_or`, `_xor` lose their underscore).

// CHECK-LABEL: define void @atomics
// CHECK: atomicrmw fadd float* %{{.*}}, float %{{.*}} acq_rel, align 4
// CHECK: atomicrmw fsub double* %{{.*}}, double %{{.*}} monotonic, align 8
// CHECK: atomicrmw xor i8* %{{.*}}, i8 %{{.*}} acquire, align 1
// CHECK: cmpxchg i32** %{{.*}}, i32* %{{.*}}, i32* %{{.*}} seq_cst seq_cst, align 8
// CHECK: cmpxchg i32* %{{.*}}, i32 %{{.*}}, i32 %{{.*}} acq_rel monotonic, align 4
// CHECK: atomicrmw umax i32* %{{.*}}, i32 %{{.*}} seq_cst, align 4
// CHECK: atomicrmw nand i64* %{{.*}}, i64 %{{.*}} release, align 8
llvm.func @atomics(%f: !llvm.ptr<f32>, %fv: f32, %p: !llvm.ptr<f64>, %v: f64, %q: !llvm.ptr<i8>, %c: i8, %pp: !llvm.ptr<ptr<i32>>, %x: !llvm.ptr<i32>, %i: i32, %h: !llvm.ptr<i64>, %hv: i64) {
  %0 = llvm.atomicrmw fadd %f, %fv acq_rel : f32
  %1 = llvm.atomicrmw fsub %p, %v monotonic : f64
  %2 = llvm.atomicrmw _xor %q, %c acquire : i8
  %3 = llvm.cmpxchg %pp, %x, %x seq_cst seq_cst : !llvm.ptr<i32>
  %4 = llvm.cmpxchg %x, %i, %i acq_rel monotonic : i32
  %5 = llvm.atomicrmw umax %x, %i seq_cst : i32
  %6 = llvm.atomicrmw nand %h, %hv release : i64
  llvm.return
}
