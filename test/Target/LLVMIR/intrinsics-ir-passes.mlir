// RUN: gpuopt-translate --mlir-to-llvmir %s | FileCheck %s
// NO-LLC14: llc cannot compile these intrinsics before IR passes (CoroSplit, LowerMatrixIntrinsics) lower them

// The intrinsic ops that llc-14 cannot select without earlier IR passes,
// translated as mlir-translate 14 writes them: the column-major matrix load
// and store (`align`, the element's ABI alignment, on the pointer argument) and
// the coroutine intrinsics (`token`).

// CHECK-LABEL: define void @matrix_memory(
// CHECK: %{{[0-9]+}} = call <16 x float> @llvm.matrix.column.major.load.v16f32.i64(float* align 4 %{{[0-9]+}}, i64 %{{[0-9]+}}, i1 false, i32 4, i32 4)
// CHECK-NEXT: call void @llvm.matrix.column.major.store.v16f32.i64(<16 x float> %{{[0-9]+}}, float* align 4 %{{[0-9]+}}, i64 %{{[0-9]+}}, i1 true, i32 4, i32 4)
// CHECK-NEXT: ret void
llvm.func @matrix_memory(%mat: vector<16xf32>, %p: !llvm.ptr<f32>, %stride: i64) {
  %0 = "llvm.intr.matrix.column.major.load"(%p, %stride) {isVolatile = false, rows = 4 : i32, columns = 4 : i32} : (!llvm.ptr<f32>, i64) -> vector<16xf32>
  "llvm.intr.matrix.column.major.store"(%mat, %p, %stride) {isVolatile = true, rows = 4 : i32, columns = 4 : i32} : (vector<16xf32>, !llvm.ptr<f32>, i64) -> ()
  llvm.return
}

// CHECK-LABEL: define void @coroutine(
// CHECK: %{{[0-9]+}} = call token @llvm.coro.id(i32 0, i8* null, i8* null, i8* null)
// CHECK-NEXT: %{{[0-9]+}} = call i64 @llvm.coro.size.i64()
// CHECK-NEXT: %{{[0-9]+}} = call i64 @llvm.coro.align.i64()
// CHECK-NEXT: %{{[0-9]+}} = call i8* @llvm.coro.begin(token %{{[0-9]+}}, i8* %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call token @llvm.coro.save(i8* %{{[0-9]+}})
// CHECK-NEXT: %{{[0-9]+}} = call i8 @llvm.coro.suspend(token %{{[0-9]+}}, i1 false)
// CHECK-NEXT: %{{[0-9]+}} = call i1 @llvm.coro.end(i8* %{{[0-9]+}}, i1 false)
// CHECK-NEXT: %{{[0-9]+}} = call i8* @llvm.coro.free(token %{{[0-9]+}}, i8* %{{[0-9]+}})
// CHECK-NEXT: call void @llvm.coro.resume(i8* %{{[0-9]+}})
// CHECK-NEXT: ret void
llvm.func @coroutine(%p: !llvm.ptr<i8>, %i: i32) {
  %b = llvm.mlir.constant(false) : i1
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %null = llvm.mlir.null : !llvm.ptr<i8>
  %0 = "llvm.intr.coro.id"(%c0, %null, %null, %null) : (i32, !llvm.ptr<i8>, !llvm.ptr<i8>, !llvm.ptr<i8>) -> !llvm.token
  %1 = "llvm.intr.coro.size"() : () -> i64
  %a = "llvm.intr.coro.align"() : () -> i64
  %2 = "llvm.intr.coro.begin"(%0, %p) : (!llvm.token, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  %3 = "llvm.intr.coro.save"(%2) : (!llvm.ptr<i8>) -> !llvm.token
  %4 = "llvm.intr.coro.suspend"(%3, %b) : (!llvm.token, i1) -> i8
  %5 = "llvm.intr.coro.end"(%2, %b) : (!llvm.ptr<i8>, i1) -> i1
  %6 = "llvm.intr.coro.free"(%0, %2) : (!llvm.token, !llvm.ptr<i8>) -> !llvm.ptr<i8>
  "llvm.intr.coro.resume"(%2) : (!llvm.ptr<i8>) -> ()
  llvm.return
}

// CHECK: ; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
// CHECK-NEXT: declare <16 x float> @llvm.matrix.column.major.load.v16f32.i64(float* nocapture, i64, i1 immarg, i32 immarg, i32 immarg) #0
// CHECK: ; Function Attrs: argmemonly nofree nosync nounwind willreturn writeonly
// CHECK-NEXT: declare void @llvm.matrix.column.major.store.v16f32.i64(<16 x float>, float* nocapture writeonly, i64, i1 immarg, i32 immarg, i32 immarg) #1
// CHECK: ; Function Attrs: argmemonly nounwind readonly
// CHECK-NEXT: declare token @llvm.coro.id(i32, i8* readnone, i8* nocapture readonly, i8*) #2
// CHECK: ; Function Attrs: nounwind readnone
// CHECK-NEXT: declare i64 @llvm.coro.size.i64() #3
// CHECK: ; Function Attrs: nounwind readnone
// CHECK-NEXT: declare i64 @llvm.coro.align.i64() #3
// CHECK: ; Function Attrs: nounwind
// CHECK-NEXT: declare i8* @llvm.coro.begin(token, i8* writeonly) #4
// CHECK: ; Function Attrs: nounwind
// CHECK-NEXT: declare token @llvm.coro.save(i8*) #4
// CHECK: ; Function Attrs: nounwind
// CHECK-NEXT: declare i8 @llvm.coro.suspend(token, i1) #4
// CHECK: ; Function Attrs: nounwind
// CHECK-NEXT: declare i1 @llvm.coro.end(i8*, i1) #4
// CHECK: ; Function Attrs: argmemonly nounwind readonly
// CHECK-NEXT: declare i8* @llvm.coro.free(token, i8* nocapture readonly) #2
// CHECK: declare void @llvm.coro.resume(i8*)
// CHECK: attributes #0 = { argmemonly nofree nosync nounwind readonly willreturn }
// CHECK-NEXT: attributes #1 = { argmemonly nofree nosync nounwind willreturn writeonly }
// CHECK-NEXT: attributes #2 = { argmemonly nounwind readonly }
// CHECK-NEXT: attributes #3 = { nounwind readnone }
// CHECK-NEXT: attributes #4 = { nounwind }
