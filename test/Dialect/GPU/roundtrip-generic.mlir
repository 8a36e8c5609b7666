// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --match-full-lines
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --match-full-lines

// Generic-form printing (-mlir-print-op-generic) of GPU ops, pinned line by
// line: builtin.module/builtin.func/std.return spellings, the `type` and
// `workgroup_attributions` attributes of gpu.func, the implicit
// gpu.module_end, operand_segment_sizes of gpu.launch_func and gpu.alloc
// (none on gpu.launch), #gpu<"..."> enum attributes, multi-result values
// (%6:2, %2#1) and the numbering of values in nested regions (%9 in the
// all_reduce body is numbered after %0-%8 of the enclosing body).

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0 : f32, %arg1 : memref<?xf32, 1>) workgroup(%wg : memref<4xf32, 3>) kernel {
      %tx = gpu.thread_id x
      %by = gpu.block_id y
      %bz = gpu.block_dim z
      %gx = gpu.grid_dim x
      %sg = gpu.subgroup_size : index
      %c3 = arith.constant 3 : i32
      %r, %v = gpu.shuffle xor %arg0, %c3, %c3 : f32
      %s = gpu.all_reduce add %r {} : (f32) -> (f32)
      %s2 = gpu.all_reduce %s {
      ^bb0(%a : f32, %b : f32):
        %m = arith.maxf %a, %b : f32
        "gpu.yield"(%m) : (f32) -> ()
      } : (f32) -> (f32)
      gpu.barrier
      gpu.printf "tid %d" %c3 : i32
      memref.store %s2, %arg1[%tx] : memref<?xf32, 1>
      gpu.return
    }
    gpu.func @helper(%x : f32) -> f32 {
      gpu.return %x : f32
    }
  }
  func @host(%sz : index, %f : f32, %m : memref<?xf32, 1>, %smem : i32) {
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32, 1>)
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) dynamic_shared_memory_size %smem args(%f : f32, %m : memref<?xf32, 1>)
    %buf, %t2 = gpu.alloc async [%t1] (%sz) : memref<?xf32, 1>
    %t3 = gpu.memcpy async [%t2] %buf, %m : memref<?xf32, 1>, memref<?xf32, 1>
    %t4 = gpu.memset async [%t3] %buf, %f : memref<?xf32, 1>, f32
    %t5 = gpu.dealloc async [%t4] %buf : memref<?xf32, 1>
    gpu.wait [%t5]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
               threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) dynamic_shared_memory_size %smem {
      "use"(%bx, %sz2) : (index, index) -> ()
      gpu.terminator
    }
    return
  }
  func @mma(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %src : memref<32x32xf32>, %i : index, %cst : f32) {
    %c = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %k = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    %e = gpu.subgroup_mma_elementwise addf %c, %k : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %e : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %src[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    return
  }
}

// The whole expected output:
// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "gpu.module"() ({
// CHECK-NEXT:     "gpu.func"() ({
// CHECK-NEXT:     ^bb0(%arg0: f32, %arg1: memref<?xf32, 1>, %arg2: memref<4xf32, 3>):
// CHECK-NEXT:       %0 = "gpu.thread_id"() {dimension = #gpu<"dim x">} : () -> index
// CHECK-NEXT:       %1 = "gpu.block_id"() {dimension = #gpu<"dim y">} : () -> index
// CHECK-NEXT:       %2 = "gpu.block_dim"() {dimension = #gpu<"dim z">} : () -> index
// CHECK-NEXT:       %3 = "gpu.grid_dim"() {dimension = #gpu<"dim x">} : () -> index
// CHECK-NEXT:       %4 = "gpu.subgroup_size"() : () -> index
// CHECK-NEXT:       %5 = "arith.constant"() {value = 3 : i32} : () -> i32
// CHECK-NEXT:       %6:2 = "gpu.shuffle"(%arg0, %5, %5) {mode = #gpu<"shuffle_mode xor">} : (f32, i32, i32) -> (f32, i1)
// CHECK-NEXT:       %7 = "gpu.all_reduce"(%6#0) ({
// CHECK-NEXT:       }) {op = #gpu<"all_reduce_op add">} : (f32) -> f32
// CHECK-NEXT:       %8 = "gpu.all_reduce"(%7) ({
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %9 = "arith.maxf"(%arg3, %arg4) : (f32, f32) -> f32
// CHECK-NEXT:         "gpu.yield"(%9) : (f32) -> ()
// CHECK-NEXT:       }) : (f32) -> f32
// CHECK-NEXT:       "gpu.barrier"() : () -> ()
// CHECK-NEXT:       "gpu.printf"(%5) {format = "tid %d"} : (i32) -> ()
// CHECK-NEXT:       "memref.store"(%8, %arg1, %0) : (f32, memref<?xf32, 1>, index) -> ()
// CHECK-NEXT:       "gpu.return"() : () -> ()
// CHECK-NEXT:     }) {gpu.kernel, sym_name = "kernel", type = (f32, memref<?xf32, 1>) -> (), workgroup_attributions = 1 : i64} : () -> ()
// CHECK-NEXT:     "gpu.func"() ({
// CHECK-NEXT:     ^bb0(%arg0: f32):
// CHECK-NEXT:       "gpu.return"(%arg0) : (f32) -> ()
// CHECK-NEXT:     }) {sym_name = "helper", type = (f32) -> f32, workgroup_attributions = 0 : i64} : () -> ()
// CHECK-NEXT:     "gpu.module_end"() : () -> ()
// CHECK-NEXT:   }) {sym_name = "kernels"} : () -> ()
// CHECK-NEXT:   "builtin.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: index, %arg1: f32, %arg2: memref<?xf32, 1>, %arg3: i32):
// CHECK-NEXT:     "gpu.launch_func"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg1, %arg2) {kernel = @kernels::@kernel, operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 1, 0, 2]> : vector<9xi32>} : (index, index, index, index, index, index, f32, memref<?xf32, 1>) -> ()
// CHECK-NEXT:     %0 = "gpu.wait"() : () -> !gpu.async.token
// CHECK-NEXT:     %1 = "gpu.launch_func"(%0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3, %arg1, %arg2) {kernel = @kernels::@kernel, operand_segment_sizes = dense<[1, 1, 1, 1, 1, 1, 1, 1, 2]> : vector<9xi32>} : (!gpu.async.token, index, index, index, index, index, index, i32, f32, memref<?xf32, 1>) -> !gpu.async.token
// CHECK-NEXT:     %2:2 = "gpu.alloc"(%1, %arg0) {operand_segment_sizes = dense<[1, 1, 0]> : vector<3xi32>} : (!gpu.async.token, index) -> (memref<?xf32, 1>, !gpu.async.token)
// CHECK-NEXT:     %3 = "gpu.memcpy"(%2#1, %2#0, %arg2) : (!gpu.async.token, memref<?xf32, 1>, memref<?xf32, 1>) -> !gpu.async.token
// CHECK-NEXT:     %4 = "gpu.memset"(%3, %2#0, %arg1) : (!gpu.async.token, memref<?xf32, 1>, f32) -> !gpu.async.token
// CHECK-NEXT:     %5 = "gpu.dealloc"(%4, %2#0) : (!gpu.async.token, memref<?xf32, 1>) -> !gpu.async.token
// CHECK-NEXT:     "gpu.wait"(%5) : (!gpu.async.token) -> ()
// CHECK-NEXT:     "gpu.launch"(%arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %arg3) ({
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index):
// CHECK-NEXT:       "use"(%arg4, %arg15) : (index, index) -> ()
// CHECK-NEXT:       "gpu.terminator"() : () -> ()
// CHECK-NEXT:     }) : (index, index, index, index, index, index, i32) -> ()
// CHECK-NEXT:     "std.return"() : () -> ()
// CHECK-NEXT:   }) {sym_name = "host", type = (index, f32, memref<?xf32, 1>, i32) -> ()} : () -> ()
// CHECK-NEXT:   "builtin.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: !gpu.mma_matrix<16x16xf16, "BOp">, %arg2: memref<32x32xf32>, %arg3: index, %arg4: f32):
// CHECK-NEXT:     %0 = "gpu.subgroup_mma_load_matrix"(%arg2, %arg3, %arg3) {leadDimension = 32 : index} : (memref<32x32xf32>, index, index) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:     %1 = "gpu.subgroup_mma_constant_matrix"(%arg4) : (f32) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:     %2 = "gpu.subgroup_mma_elementwise"(%0, %1) {operation = #gpu<"mma_element_wise addf">} : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:     %3 = "gpu.subgroup_mma_compute"(%arg0, %arg1, %2) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT:     "gpu.subgroup_mma_store_matrix"(%3, %arg2, %arg3, %arg3) {leadDimension = 32 : index} : (!gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>, index, index) -> ()
// CHECK-NEXT:     "std.return"() : () -> ()
// CHECK-NEXT:   }) {sym_name = "mma", type = (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, memref<32x32xf32>, index, f32) -> ()} : () -> ()
// CHECK-NEXT: }) {gpu.container_module} : () -> ()
