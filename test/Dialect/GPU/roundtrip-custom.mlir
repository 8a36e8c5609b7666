// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s --match-full-lines

// Custom-form printing of a small but complete GPU program, pinned line by
// line with mlir-opt 14's exact value names: %argN (gpu.launch region
// arguments continue the function's %argN count), %0.. numbering (values of a
// nested region are numbered after the enclosing region's), op-provided
// names (%result/%valid of gpu.shuffle, %memref/%asyncToken of gpu.alloc),
// constant names (%c0, %c32_i32, %cst), and the _N suffix counter shared by
// all names of one isolated region (%result_0, %valid_1; %memref_0, %cst_1).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%data : memref<?xf32, 1>, %n : index) workgroup(%tile : memref<32xf32, 3>) private(%scratch : memref<4xf32, 5>) kernel attributes {nvvm.maxntid = 256 : i32} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim y
      %sgid = gpu.subgroup_id : index
      %nsg = gpu.num_subgroups : index
      %sgsz = gpu.subgroup_size : index
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0.0 : f32
      %width = arith.constant 32 : i32
      %off = arith.constant 1 : i32
      %x = memref.load %data[%tid] : memref<?xf32, 1>
      %a, %ok = gpu.shuffle xor %x, %off, %width : f32
      %b, %ok2 = gpu.shuffle idx %a, %off, %width : f32
      %sum = gpu.all_reduce add %b {} : (f32) -> (f32)
      %max = gpu.all_reduce %sum {
      ^bb0(%lhs : f32, %rhs : f32):
        %m = arith.maxf %lhs, %rhs : f32
        "gpu.yield"(%m) : (f32) -> ()
      } : (f32) -> (f32)
      memref.store %max, %tile[%c0] : memref<32xf32, 3>
      memref.store %zero, %scratch[%c0] : memref<4xf32, 5>
      gpu.barrier
      gpu.printf "tid=%lu sum=%f\n" %tid, %max : index, f32
      gpu.return
    }
  }
  func @main(%host : memref<*xf32>, %n : index) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c256 = arith.constant 256 : index
    %smem = arith.constant 128 : i32
    %onef = arith.constant 1.0 : f32
    gpu.host_register %host : memref<*xf32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32, 1>
    %tmp = gpu.alloc () : memref<16xf32, 1>
    %t2 = gpu.launch_func async [%t1] @kernels::@kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %smem args(%dev : memref<?xf32, 1>, %n : index)
    gpu.launch_func @kernels::@kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(%dev : memref<?xf32, 1>, %n : index)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %idx = arith.addi %bx, %tx : index
      %v = arith.constant 2.5 : f32
      memref.store %v, %dev[%idx] : memref<?xf32, 1>
      gpu.terminator
    }
    %t3 = gpu.memset async [%t2] %dev, %onef : memref<?xf32, 1>, f32
    gpu.wait [%t3]
    gpu.dealloc %tmp : memref<16xf32, 1>
    %t4 = gpu.dealloc async [%t3] %dev : memref<?xf32, 1>
    return %t4 : !gpu.async.token
  }
}

// The whole expected output:
// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @kernel(%arg0: memref<?xf32, 1>, %arg1: index) workgroup(%arg2 : memref<32xf32, 3>) private(%arg3 : memref<4xf32, 5>) kernel attributes {nvvm.maxntid = 256 : i32} {
// CHECK-NEXT:       %0 = gpu.thread_id  x
// CHECK-NEXT:       %1 = gpu.block_id  x
// CHECK-NEXT:       %2 = gpu.block_dim  x
// CHECK-NEXT:       %3 = gpu.grid_dim  y
// CHECK-NEXT:       %4 = gpu.subgroup_id : index
// CHECK-NEXT:       %5 = gpu.num_subgroups : index
// CHECK-NEXT:       %6 = gpu.subgroup_size : index
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %7 = memref.load %arg0[%0] : memref<?xf32, 1>
// CHECK-NEXT:       %result, %valid = gpu.shuffle  xor %7, %c1_i32, %c32_i32 : f32
// CHECK-NEXT:       %result_0, %valid_1 = gpu.shuffle  idx %result, %c1_i32, %c32_i32 : f32
// CHECK-NEXT:       %8 = gpu.all_reduce  add %result_0 {
// CHECK-NEXT:       } : (f32) -> f32
// CHECK-NEXT:       %9 = gpu.all_reduce  %8 {
// CHECK-NEXT:       ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:         %10 = arith.maxf %arg4, %arg5 : f32
// CHECK-NEXT:         "gpu.yield"(%10) : (f32) -> ()
// CHECK-NEXT:       } : (f32) -> f32
// CHECK-NEXT:       memref.store %9, %arg2[%c0] : memref<32xf32, 3>
// CHECK-NEXT:       memref.store %cst, %arg3[%c0] : memref<4xf32, 5>
// CHECK-NEXT:       gpu.barrier
// CHECK-NEXT:       gpu.printf "tid=%lu sum=%f\0A" %0, %9 : index, f32
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func @main(%arg0: memref<*xf32>, %arg1: index) -> !gpu.async.token {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     gpu.host_register %arg0 : memref<*xf32>
// CHECK-NEXT:     %0 = gpu.wait async
// CHECK-NEXT:     %memref, %asyncToken = gpu.alloc async [%0] (%arg1) : memref<?xf32, 1>
// CHECK-NEXT:     %memref_0 = gpu.alloc  () : memref<16xf32, 1>
// CHECK-NEXT:     %1 = gpu.launch_func async [%asyncToken] @kernels::@kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %c128_i32 args(%memref : memref<?xf32, 1>, %arg1 : index)
// CHECK-NEXT:     gpu.launch_func  @kernels::@kernel blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(%memref : memref<?xf32, 1>, %arg1 : index)
// CHECK-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c8, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c256, %arg12 = %c1, %arg13 = %c1) {
// CHECK-NEXT:       %4 = arith.addi %arg2, %arg5 : index
// CHECK-NEXT:       %cst_1 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:       memref.store %cst_1, %memref[%4] : memref<?xf32, 1>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = gpu.memset async [%1] %memref, %cst : memref<?xf32, 1>, f32
// CHECK-NEXT:     gpu.wait [%2]
// CHECK-NEXT:     gpu.dealloc  %memref_0 : memref<16xf32, 1>
// CHECK-NEXT:     %3 = gpu.dealloc async [%2] %memref : memref<?xf32, 1>
// CHECK-NEXT:     return %3 : !gpu.async.token
// CHECK-NEXT:   }
// CHECK-NEXT: }
