// RUN: gpuopt --gpu-to-llvm %s | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// Memory and stream ops after --gpu-to-llvm, in LLVM IR as mlir-translate 14
// writes it: the memref descriptors are literal structs, sizes are
// `getelementptr null, n` + ptrtoint, memset of f32 bitcasts the value to i32,
// and joining streams records and waits for events.  Values are numbered
// (arguments, then blocks and instructions), loads and stores carry the ABI
// alignment of LLVM's default data layout, and every instruction its !dbg.

// CHECK: declare i8* @malloc(i64)
// CHECK: declare void @free(i8*)

// CHECK-LABEL: define void @memory(i64 %0, float %1) !dbg
// CHECK: %[[S0:[0-9]+]] = call i8* @mgpuStreamCreate(), !dbg
// CHECK: %[[GEP:[0-9]+]] = getelementptr float, float* null, i64 %0, !dbg
// CHECK-NEXT: %[[BYTES:[0-9]+]] = ptrtoint float* %[[GEP]] to i64, !dbg
// CHECK-NEXT: %[[RAW:[0-9]+]] = call i8* @mgpuMemAlloc(i64 %[[BYTES]], i8* %[[S0]]), !dbg
// CHECK-NEXT: %[[DEV:[0-9]+]] = bitcast i8* %[[RAW]] to float*, !dbg
// CHECK: insertvalue { float*, float*, i64, [1 x i64], [1 x i64] } undef, float* %[[DEV]], 0, !dbg
// CHECK: %[[BITS:[0-9]+]] = bitcast float %1 to i32, !dbg
// CHECK: call void @mgpuMemset32(i8* %{{[0-9]+}}, i32 %[[BITS]], i64 %{{[0-9]+}}, i8* %[[S0]]), !dbg
// CHECK-NEXT: %[[E0:[0-9]+]] = call i8* @mgpuEventCreate(), !dbg
// CHECK-NEXT: call void @mgpuEventRecord(i8* %[[E0]], i8* %[[S0]]), !dbg
// CHECK-NEXT: %[[S1:[0-9]+]] = call i8* @mgpuStreamCreate(), !dbg
// CHECK-NEXT: %[[E1:[0-9]+]] = call i8* @mgpuEventCreate(), !dbg
// CHECK-NEXT: call void @mgpuEventRecord(i8* %[[E1]], i8* %[[S1]]), !dbg
// CHECK-NEXT: %[[J:[0-9]+]] = call i8* @mgpuStreamCreate(), !dbg
// CHECK-NEXT: call void @mgpuStreamWaitEvent(i8* %[[J]], i8* %[[E0]]), !dbg
// CHECK-NEXT: call void @mgpuStreamWaitEvent(i8* %[[J]], i8* %[[E1]]), !dbg
// CHECK-NEXT: call void @mgpuEventDestroy(i8* %[[E0]]), !dbg
// CHECK-NEXT: call void @mgpuEventDestroy(i8* %[[E1]]), !dbg
// CHECK: call void @mgpuMemFree(i8* %{{[0-9]+}}, i8* %[[J]]), !dbg
// CHECK: call void @mgpuStreamSynchronize(i8* %[[J]]), !dbg
// CHECK-NEXT: call void @mgpuStreamDestroy(i8* %[[J]]), !dbg
// CHECK: ret void, !dbg
func @memory(%n : index, %v : f32) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %t2 = gpu.memset async [%t1] %m, %v : memref<?xf32>, f32
  %s1 = gpu.wait async
  %j = gpu.wait async [%t2, %s1]
  %t3 = gpu.dealloc async [%j] %m : memref<?xf32>
  gpu.wait [%t3]
  return
}

// A loop over an index becomes a phi node in the loop header; its incoming
// values follow the MLIR predecessors (the back edge first), and the
// `; preds` comment the order the branches were built in.
// CHECK-LABEL: define void @loop(float* %0, float* %1, i64 %2, i64 %3, i64 %4, float %5) !dbg
// CHECK: %[[N:[0-9]+]] = extractvalue { float*, float*, i64, [1 x i64], [1 x i64] } %{{[0-9]+}}, 3, 0, !dbg
// CHECK-NEXT: br label %[[HEADER:[0-9]+]], !dbg
// CHECK-EMPTY:
// CHECK-NEXT: [[HEADER]]:{{ +}}; preds = %[[BODY:[0-9]+]], %6
// CHECK-NEXT: %[[I:[0-9]+]] = phi i64 [ %[[NEXT:[0-9]+]], %[[BODY]] ], [ 0, %6 ]
// CHECK-NEXT: %[[C:[0-9]+]] = icmp slt i64 %[[I]], %[[N]], !dbg
// CHECK-NEXT: br i1 %[[C]], label %[[BODY]], label %[[EXIT:[0-9]+]], !dbg
// CHECK-EMPTY:
// CHECK-NEXT: [[BODY]]:{{ +}}; preds = %[[HEADER]]
// CHECK: getelementptr float, float* %{{[0-9]+}}, i64 %[[I]], !dbg
// CHECK: store float %5, float* %{{[0-9]+}}, align 4, !dbg
// CHECK-NEXT: %[[NEXT]] = add i64 %[[I]], 1, !dbg
// CHECK-NEXT: br label %[[HEADER]], !dbg
// CHECK-EMPTY:
// CHECK-NEXT: [[EXIT]]:{{ +}}; preds = %[[HEADER]]
// CHECK-NEXT: ret void, !dbg
// CHECK: declare i8* @mgpuStreamCreate()
// CHECK: !llvm.dbg.cu = !{!0}
// CHECK: !DIFile(filename: "<stdin>"
func @loop(%m : memref<?xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  memref.store %v, %m[%i] : memref<?xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
