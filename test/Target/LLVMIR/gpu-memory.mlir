// RUN: gpuopt --gpu-to-llvm %s | gpuopt-translate --mlir-to-llvmir | FileCheck %s

// Memory and stream ops after --gpu-to-llvm, in LLVM IR: the memref
// descriptors are literal structs, sizes are `getelementptr null, n` +
// ptrtoint, memset of f32 bitcasts the value to i32, and joining streams
// records and waits for events.

// CHECK-LABEL: define void @"memory"(i64 %"arg0", float %"arg1")
// CHECK: %[[S0:"[^"]+"]] = call i8* @"mgpuStreamCreate"()
// CHECK: %[[GEP:"[^"]+"]] = getelementptr float, float* null, i64 %{{"[^"]+"}}
// CHECK-NEXT: %[[BYTES:"[^"]+"]] = ptrtoint float* %[[GEP]] to i64
// CHECK-NEXT: %[[RAW:"[^"]+"]] = call i8* @"mgpuMemAlloc"(i64 %[[BYTES]], i8* %[[S0]])
// CHECK-NEXT: %[[DEV:"[^"]+"]] = bitcast i8* %[[RAW]] to float*
// CHECK: insertvalue {float*, float*, i64, [1 x i64], [1 x i64]} undef, float* %[[DEV]], 0
// CHECK: %[[BITS:"[^"]+"]] = bitcast float %"arg1" to i32
// CHECK: call void @"mgpuMemset32"(i8* %{{"[^"]+"}}, i32 %[[BITS]], i64 %{{"[^"]+"}}, i8* %[[S0]])
// CHECK-NEXT: %[[E0:"[^"]+"]] = call i8* @"mgpuEventCreate"()
// CHECK-NEXT: call void @"mgpuEventRecord"(i8* %[[E0]], i8* %[[S0]])
// CHECK-NEXT: %[[S1:"[^"]+"]] = call i8* @"mgpuStreamCreate"()
// CHECK-NEXT: %[[E1:"[^"]+"]] = call i8* @"mgpuEventCreate"()
// CHECK-NEXT: call void @"mgpuEventRecord"(i8* %[[E1]], i8* %[[S1]])
// CHECK-NEXT: %[[J:"[^"]+"]] = call i8* @"mgpuStreamCreate"()
// CHECK-NEXT: call void @"mgpuStreamWaitEvent"(i8* %[[J]], i8* %[[E0]])
// CHECK-NEXT: call void @"mgpuStreamWaitEvent"(i8* %[[J]], i8* %[[E1]])
// CHECK-NEXT: call void @"mgpuEventDestroy"(i8* %[[E0]])
// CHECK-NEXT: call void @"mgpuEventDestroy"(i8* %[[E1]])
// CHECK: call void @"mgpuMemFree"(i8* %{{"[^"]+"}}, i8* %[[J]])
// CHECK: call void @"mgpuStreamSynchronize"(i8* %[[J]])
// CHECK-NEXT: call void @"mgpuStreamDestroy"(i8* %[[J]])
// CHECK: ret void
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

// A loop over an index becomes a phi node in the loop header.
// CHECK-LABEL: define void @"loop"(float* %"arg0", float* %"arg1", i64 %"arg2", i64 %"arg3", i64 %"arg4", float %"arg5")
// CHECK: %[[N:"[^"]+"]] = extractvalue {float*, float*, i64, [1 x i64], [1 x i64]} %{{"[^"]+"}}, 3, 0
// CHECK-NEXT: br label %"bb1"
// CHECK-NEXT: bb1:
// CHECK-NEXT: %[[I:"[^"]+"]] = phi  i64 [0, %"bb0"], [%[[NEXT:"[^"]+"]], %"bb2"]
// CHECK-NEXT: %[[C:"[^"]+"]] = icmp slt i64 %[[I]], %[[N]]
// CHECK-NEXT: br i1 %[[C]], label %"bb2", label %"bb3"
// CHECK-NEXT: bb2:
// CHECK: getelementptr float, float* %{{"[^"]+"}}, i64 %[[I]]
// CHECK: store float %"arg5", float* %{{"[^"]+"}}
// CHECK-NEXT: %[[NEXT]] = add i64 %[[I]], 1
// CHECK-NEXT: br label %"bb1"
// CHECK-NEXT: bb3:
// CHECK-NEXT: ret void
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
