// RUN: gpuopt -allow-unregistered-dialect %s | FileCheck %s
// Verify the printed output can be parsed.
// RUN: gpuopt -allow-unregistered-dialect %s | gpuopt -allow-unregistered-dialect | FileCheck %s
// Verify the generic form can be parsed.
// RUN: gpuopt -allow-unregistered-dialect -mlir-print-op-generic %s | gpuopt -allow-unregistered-dialect | FileCheck %s

// Round-trip test of every op of the MLIR 14 GPU dialect (custom form, and
// generic form re-parsed). All CHECK lines were taken from mlir-opt 14 output.

// Attribute aliases are hoisted to the top of the output, numbered in order
// of first use.
// CHECK: #[[MAP0:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #[[MAP1:.*]] = affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>
// CHECK-NEXT: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // The 12 region arguments of gpu.launch are printed in this order:
  // blocks(ids) in (grid sizes) threads(ids) in (block sizes); the ids come
  // first in the region's argument list, then the sizes.
  // CHECK-LABEL: func @no_args(
  // CHECK-SAME: %[[SZ:.*]]: index) {
  func @no_args(%sz : index) {
    // CHECK-NEXT: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %[[BZ:.*]]) in (%[[GX:.*]] = %[[SZ]], %[[GY:.*]] = %[[SZ]], %[[GZ:.*]] = %[[SZ]]) threads(%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) in (%[[SX:.*]] = %[[SZ]], %[[SY:.*]] = %[[SZ]], %[[SZZ:.*]] = %[[SZ]]) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      // CHECK-NEXT: gpu.terminator
      gpu.terminator
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }

  // CHECK-LABEL: func @args(
  // CHECK-SAME: %[[BLK:.*]]: index, %[[THRD:.*]]: index, %[[FLOAT:.*]]: f32, %[[DATA:.*]]: memref<?xf32, 1>) {
  func @args(%blk : index, %thrd : index, %float : f32, %data : memref<?xf32,1>) {
    // CHECK-NEXT: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %[[BZ:.*]]) in (%[[GX:.*]] = %[[BLK]], %[[GY:.*]] = %[[BLK]], %[[GZ:.*]] = %[[BLK]]) threads(%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) in (%[[SX:.*]] = %[[THRD]], %[[SY:.*]] = %[[THRD]], %[[SZ:.*]] = %[[THRD]]) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %blk, %grid_y = %blk, %grid_z = %blk)
               threads(%tx, %ty, %tz) in (%block_x = %thrd, %block_y = %thrd, %block_z = %thrd) {
      // CHECK-NEXT: "use"(%[[FLOAT]]) : (f32) -> ()
      "use"(%float) : (f32) -> ()
      // CHECK-NEXT: "use"(%[[DATA]]) : (memref<?xf32, 1>) -> ()
      "use"(%data) : (memref<?xf32,1>) -> ()
      // CHECK-NEXT: "use"(%[[BX]], %[[BY]], %[[BZ]], %[[TX]], %[[TY]], %[[TZ]]) : (index, index, index, index, index, index) -> ()
      "use"(%bx, %by, %bz, %tx, %ty, %tz) : (index, index, index, index, index, index) -> ()
      // CHECK-NEXT: "use"(%[[GX]], %[[GY]], %[[GZ]], %[[SX]], %[[SY]], %[[SZ]]) : (index, index, index, index, index, index) -> ()
      "use"(%grid_x, %grid_y, %grid_z, %block_x, %block_y, %block_z) : (index, index, index, index, index, index) -> ()
      // CHECK-NEXT: gpu.terminator
      gpu.terminator
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }

  // The launch region is not isolated from above: its arguments continue the
  // %argN numbering of the enclosing function (%arg3 ... %arg14 here).
  // CHECK-LABEL: func @launch_dynamic_shared_memory(
  // CHECK-SAME: %arg0: index, %arg1: index, %arg2: i32) {
  func @launch_dynamic_shared_memory(%blk : index, %thrd : index, %smem : i32) {
    // CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg1, %arg13 = %arg1, %arg14 = %arg1) dynamic_shared_memory_size %arg2 {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %blk, %grid_y = %blk, %grid_z = %blk)
               threads(%tx, %ty, %tz) in (%block_x = %thrd, %block_y = %thrd, %block_z = %thrd)
               dynamic_shared_memory_size %smem {
      // CHECK-NEXT: %0 = arith.addi %arg3, %arg6 : index
      %v = arith.addi %bx, %tx : index
      // CHECK-NEXT: gpu.terminator
      gpu.terminator
    // CHECK-NEXT: }
    }
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }

  // CHECK-LABEL: gpu.module @kernels {
  gpu.module @kernels {
    // CHECK-NEXT: gpu.func @kernel_1(%[[ARG0:.*]]: f32, %[[ARG1:.*]]: memref<?xf32, 1>) kernel {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>) kernel {
      // CHECK-NEXT: %[[TIDX:.*]] = gpu.thread_id x
      %tIdX = gpu.thread_id x
      // CHECK-NEXT: %{{.*}} = gpu.thread_id y
      %tIdY = gpu.thread_id y
      // CHECK-NEXT: %{{.*}} = gpu.thread_id z
      %tIdZ = gpu.thread_id z

      // CHECK-NEXT: %{{.*}} = gpu.block_dim x
      %bDimX = gpu.block_dim x
      // CHECK-NEXT: %{{.*}} = gpu.block_dim y
      %bDimY = gpu.block_dim y
      // CHECK-NEXT: %{{.*}} = gpu.block_dim z
      %bDimZ = gpu.block_dim z

      // CHECK-NEXT: %[[BIDX:.*]] = gpu.block_id x
      %bIdX = gpu.block_id x
      // CHECK-NEXT: %{{.*}} = gpu.block_id y
      %bIdY = gpu.block_id y
      // CHECK-NEXT: %{{.*}} = gpu.block_id z
      %bIdZ = gpu.block_id z

      // CHECK-NEXT: %{{.*}} = gpu.grid_dim x
      %gDimX = gpu.grid_dim x
      // CHECK-NEXT: %{{.*}} = gpu.grid_dim y
      %gDimY = gpu.grid_dim y
      // CHECK-NEXT: %{{.*}} = gpu.grid_dim z
      %gDimZ = gpu.grid_dim z

      // CHECK-NEXT: %{{.*}} = gpu.subgroup_id : index
      %sgId = gpu.subgroup_id : index
      // CHECK-NEXT: %{{.*}} = gpu.num_subgroups : index
      %numSg = gpu.num_subgroups : index
      // CHECK-NEXT: %{{.*}} = gpu.subgroup_size : index
      %SgSi = gpu.subgroup_size : index

      // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
      %one = arith.constant 1.0 : f32

      // An all_reduce with an op attribute still prints its (empty) region.
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce add %[[ONE]] {
      // CHECK-NEXT: } : (f32) -> f32
      %sum = gpu.all_reduce add %one {} : (f32) -> (f32)

      // gpu.yield has no custom form in MLIR 14: it is printed generically.
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce %[[ONE]] {
      // CHECK-NEXT: ^bb0(%[[LHS:.*]]: f32, %[[RHS:.*]]: f32):
      // CHECK-NEXT: %[[TMP:.*]] = arith.addf %[[LHS]], %[[RHS]] : f32
      // CHECK-NEXT: "gpu.yield"(%[[TMP]]) : (f32) -> ()
      // CHECK-NEXT: } : (f32) -> f32
      %sum2 = gpu.all_reduce %one {
      ^bb(%lhs : f32, %rhs : f32):
        %tmp = arith.addf %lhs, %rhs : f32
        "gpu.yield"(%tmp) : (f32) -> ()
      } : (f32) -> (f32)

      // CHECK-NEXT: %[[WIDTH:.*]] = arith.constant 7 : i32
      %width = arith.constant 7 : i32
      // CHECK-NEXT: %[[OFFSET:.*]] = arith.constant 3 : i32
      %offset = arith.constant 3 : i32
      // Result names come from the op (%result, %valid); repeats get _N suffixes.
      // CHECK-NEXT: %result, %valid = gpu.shuffle xor %[[ARG0]], %[[OFFSET]], %[[WIDTH]] : f32
      %shfl, %pred = gpu.shuffle xor %arg0, %offset, %width : f32
      // CHECK-NEXT: %result_0, %valid_1 = gpu.shuffle up %[[ARG0]], %[[OFFSET]], %[[WIDTH]] : f32
      %shfl1, %pred1 = gpu.shuffle up %arg0, %offset, %width : f32
      // CHECK-NEXT: %result_2, %valid_3 = gpu.shuffle down %[[ARG0]], %[[OFFSET]], %[[WIDTH]] : f32
      %shfl2, %pred2 = gpu.shuffle down %arg0, %offset, %width : f32
      // CHECK-NEXT: %result_4, %valid_5 = gpu.shuffle idx %[[ARG0]], %[[OFFSET]], %[[WIDTH]] : f32
      %shfl3, %pred3 = gpu.shuffle idx %arg0, %offset, %width : f32

      // CHECK-NEXT: gpu.barrier
      "gpu.barrier"() : () -> ()
      // CHECK-NEXT: gpu.barrier
      gpu.barrier

      // CHECK-NEXT: "some_op"(%[[BIDX]], %[[TIDX]]) : (index, index) -> ()
      "some_op"(%bIdX, %tIdX) : (index, index) -> ()
      // CHECK-NEXT: %{{.*}} = memref.load %[[ARG1]][%[[BIDX]]] : memref<?xf32, 1>
      %42 = memref.load %arg1[%bIdX] : memref<?xf32, 1>
      // CHECK-NEXT: gpu.return
      gpu.return
    // CHECK-NEXT: }
    }

    // CHECK-NEXT: gpu.func @kernel_2() kernel {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @kernel_2() kernel {
      gpu.return
    }

    // CHECK-NEXT: gpu.func @all_reduce_ops(%[[I:.*]]: i32, %[[F:.*]]: f32) {
    gpu.func @all_reduce_ops(%i : i32, %f : f32) {
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce add %[[I]] {
      // CHECK-NEXT: } : (i32) -> i32
      %0 = gpu.all_reduce add %i {} : (i32) -> (i32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce and %[[I]] {
      // CHECK-NEXT: } : (i32) -> i32
      %1 = gpu.all_reduce and %i {} : (i32) -> (i32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce max %[[F]] {
      // CHECK-NEXT: } : (f32) -> f32
      %2 = gpu.all_reduce max %f {} : (f32) -> (f32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce min %[[F]] {
      // CHECK-NEXT: } : (f32) -> f32
      %3 = gpu.all_reduce min %f {} : (f32) -> (f32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce mul %[[F]] {
      // CHECK-NEXT: } : (f32) -> f32
      %4 = gpu.all_reduce mul %f {} : (f32) -> (f32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce or %[[I]] {
      // CHECK-NEXT: } : (i32) -> i32
      %5 = gpu.all_reduce or %i {} : (i32) -> (i32)
      // CHECK-NEXT: %{{.*}} = gpu.all_reduce xor %[[I]] {
      // CHECK-NEXT: } : (i32) -> i32
      %6 = gpu.all_reduce xor %i {} : (i32) -> (i32)
      // Values inside a nested region are numbered after all values of the
      // enclosing region (%9 here, although %8 is printed after it).
      // CHECK-NEXT: %7 = gpu.all_reduce %[[I]] {
      // CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
      // CHECK-NEXT: %9 = arith.muli %arg2, %arg3 : i32
      // CHECK-NEXT: "gpu.yield"(%9) : (i32) -> ()
      // CHECK-NEXT: } : (i32) -> i32
      %7 = gpu.all_reduce %i {
      ^bb0(%lhs : i32, %rhs : i32):
        %m = arith.muli %lhs, %rhs : i32
        "gpu.yield"(%m) : (i32) -> ()
      } : (i32) -> (i32)
      // Generic input, custom output.
      // CHECK-NEXT: %8 = gpu.all_reduce add %[[F]] {
      // CHECK-NEXT: } : (f32) -> f32
      %8 = "gpu.all_reduce"(%f) ({}) {op = #gpu<"all_reduce_op add">} : (f32) -> (f32)
      // CHECK-NEXT: gpu.return
      gpu.return
    // CHECK-NEXT: }
    }

    // gpu.shuffle names its results %result and %valid.
    // CHECK-NEXT: gpu.func @shuffle_i32(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i1) {
    gpu.func @shuffle_i32(%v : i32, %o : i32, %w : i32) -> (i32, i1) {
      // CHECK-NEXT: %result, %valid = gpu.shuffle down %arg0, %arg1, %arg2 : i32
      %r, %p = gpu.shuffle down %v, %o, %w : i32
      // CHECK-NEXT: gpu.return %result, %valid : i32, i1
      gpu.return %r, %p : i32, i1
    // CHECK-NEXT: }
    }
  // gpu.module_end is implicit and never printed in custom form.
  // CHECK-NEXT: }
  }

  // CHECK-LABEL: func @foo() {
  func @foo() {
    // CHECK-NEXT: %[[V0:.*]] = "op"() : () -> f32
    %0 = "op"() : () -> (f32)
    // CHECK-NEXT: %[[V1:.*]] = "op"() : () -> memref<?xf32, 1>
    %1 = "op"() : () -> (memref<?xf32, 1>)
    // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
    %cst = arith.constant 8 : index
    // CHECK-NEXT: %[[SMEM:.*]] = arith.constant 1024 : i32
    %smem = arith.constant 1024 : i32
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async

    // CHECK-NEXT: gpu.launch_func @kernels::@kernel_1 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]) args(%[[V0]] : f32, %[[V1]] : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) args(%0 : f32, %1 : memref<?xf32, 1>)

    // CHECK-NEXT: gpu.launch_func @kernels::@kernel_1 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]) dynamic_shared_memory_size %[[SMEM]] args(%[[V0]] : f32, %[[V1]] : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) dynamic_shared_memory_size %smem args(%0 : f32, %1 : memref<?xf32, 1>)

    // CHECK-NEXT: gpu.launch_func @kernels::@kernel_2 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]){{ ?$}}
    gpu.launch_func @kernels::@kernel_2 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst)

    // CHECK-NEXT: %[[T1:.*]] = gpu.launch_func async [%[[T0]]] @kernels::@kernel_2 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]){{ ?$}}
    %t1 = gpu.launch_func async [%t0] @kernels::@kernel_2  blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst)

    // No dependencies: the brackets are omitted.
    // CHECK-NEXT: %{{.*}} = gpu.launch_func async @kernels::@kernel_2 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]){{ ?$}}
    %t2 = gpu.launch_func async @kernels::@kernel_2 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst)

    // CHECK-NEXT: %{{.*}} = gpu.launch_func async [%[[T0]], %[[T1]]] @kernels::@kernel_1 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]) dynamic_shared_memory_size %[[SMEM]] args(%[[V0]] : f32, %[[V1]] : memref<?xf32, 1>)
    %t3 = gpu.launch_func async [%t0, %t1] @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) dynamic_shared_memory_size %smem args(%0 : f32, %1 : memref<?xf32, 1>)

    // Generic input, custom output.
    // CHECK-NEXT: gpu.launch_func @kernels::@kernel_2 blocks in (%[[C8]], %[[C8]], %[[C8]]) threads in (%[[C8]], %[[C8]], %[[C8]]){{ ?$}}
    "gpu.launch_func"(%cst, %cst, %cst, %cst, %cst, %cst) {kernel = @kernels::@kernel_2, operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 1, 0, 0]> : vector<9xi32>} : (index, index, index, index, index, index) -> ()
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }

  // CHECK-LABEL: gpu.module @gpu_funcs {
  gpu.module @gpu_funcs {
    // Attributions print as `%argN : type` (with a space before the colon),
    // `kernel` comes after them, `attributes {...}` last.
    // CHECK-NEXT: gpu.func @kernel_1(%[[ARG0:.*]]: f32) workgroup(%[[ARG1:.*]] : memref<42xf32, 3>) private(%[[ARG2:.*]] : memref<2xf32, 5>, %[[ARG3:.*]] : memref<1xf32, 5>) kernel attributes {foo = "bar"} {
    gpu.func @kernel_1(%arg0: f32)
        workgroup(%arg1: memref<42xf32, 3>)
        private(%arg2: memref<2xf32, 5>, %arg3: memref<1xf32, 5>)
        kernel
        attributes {foo="bar"} {
      // CHECK-NEXT: "use"(%[[ARG1]]) : (memref<42xf32, 3>) -> ()
      "use"(%arg1) : (memref<42xf32, 3>) -> ()
      // CHECK-NEXT: "use"(%[[ARG2]]) : (memref<2xf32, 5>) -> ()
      "use"(%arg2) : (memref<2xf32, 5>) -> ()
      // CHECK-NEXT: "use"(%[[ARG3]]) : (memref<1xf32, 5>) -> ()
      "use"(%arg3) : (memref<1xf32, 5>) -> ()
      // CHECK-NEXT: gpu.return
      gpu.return
    // CHECK-NEXT: }
    }

    // CHECK-NEXT: gpu.func @no_attribution(%{{.*}}: f32) {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @no_attribution(%arg0: f32) {
      gpu.return
    }

    // CHECK-NEXT: gpu.func @no_attribution_attrs(%{{.*}}: f32) attributes {foo = "bar"} {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @no_attribution_attrs(%arg0: f32) attributes {foo="bar"} {
      gpu.return
    }

    // CHECK-NEXT: gpu.func @workgroup_only() workgroup(%{{.*}} : memref<42xf32, 3>) {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @workgroup_only() workgroup(%arg0: memref<42xf32, 3>) {
      gpu.return
    }

    // CHECK-NEXT: gpu.func @private_only() private(%{{.*}} : memref<2xf32, 5>) {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @private_only() private(%arg0: memref<2xf32, 5>) {
      gpu.return
    }

    // Empty attribution lists are not printed.
    // CHECK-NEXT: gpu.func @empty_attribution(%{{.*}}: f32) {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @empty_attribution(%arg0: f32) workgroup() private() {
      gpu.return
    }

    // CHECK-NEXT: gpu.func @two_workgroup(%arg0: index) workgroup(%arg1 : memref<4xf32, 3>, %arg2 : memref<8xi32, 3>) kernel {
    // CHECK-NEXT: "use"(%arg1, %arg2) : (memref<4xf32, 3>, memref<8xi32, 3>) -> ()
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    gpu.func @two_workgroup(%arg0: index) workgroup(%a: memref<4xf32, 3>, %b: memref<8xi32, 3>) kernel {
      "use"(%a, %b) : (memref<4xf32, 3>, memref<8xi32, 3>) -> ()
      gpu.return
    }

    // CHECK-NEXT: gpu.func @non_kernel_result(%[[A:.*]]: f32, %[[B:.*]]: i32) -> (f32, i32) {
    // CHECK-NEXT: gpu.return %[[A]], %[[B]] : f32, i32
    // CHECK-NEXT: }
    gpu.func @non_kernel_result(%arg0: f32, %arg1: i32) -> (f32, i32) {
      gpu.return %arg0, %arg1 : f32, i32
    }

    // CHECK-NEXT: gpu.func @single_result(%[[A:.*]]: f32) -> f32 {
    // CHECK-NEXT: gpu.return %[[A]] : f32
    // CHECK-NEXT: }
    gpu.func @single_result(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }

    // CHECK-NEXT: gpu.func @arg_attrs(%[[A:.*]]: f32 {foo.bar = 1 : i32}, %{{.*}}: memref<?xf32> {llvm.noalias}) -> (f32 {foo.res}) {
    // CHECK-NEXT: gpu.return %[[A]] : f32
    // CHECK-NEXT: }
    gpu.func @arg_attrs(%arg0: f32 {foo.bar = 1 : i32}, %arg1: memref<?xf32> {llvm.noalias}) -> (f32 {foo.res}) {
      gpu.return %arg0 : f32
    }

    // Non-printable characters in strings are printed as \XX hex escapes.
    // CHECK-NEXT: gpu.func @printf_test(%[[I:.*]]: i32, %[[F:.*]]: f32) {
    gpu.func @printf_test(%arg0 : i32, %arg1 : f32) {
      // CHECK-NEXT: gpu.printf "Value: %d" %[[I]] : i32
      gpu.printf "Value: %d" %arg0 : i32
      // CHECK-NEXT: gpu.printf "Two: %d %f\0A" %[[I]], %[[F]] : i32, f32
      gpu.printf "Two: %d %f\n" %arg0, %arg1 : i32, f32
      // CHECK-NEXT: gpu.printf "no args"{{$}}
      gpu.printf "no args"
      // CHECK-NEXT: gpu.return
      gpu.return
    // CHECK-NEXT: }
    }
  // CHECK-NEXT: }
  }

  gpu.module @explicit_attributions {
    // CHECK-LABEL: gpu.func @kernel_1({{.*}}: f32, {{.*}}: memref<?xf32>) workgroup({{.*}}: memref<5xf32, 3>) private({{.*}}: memref<5xf32, 5>)
    // CHECK-SAME: kernel {
    // CHECK-NEXT: gpu.return
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    "gpu.func"() ( {
    ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
      "gpu.return"() : () -> ()
    } ) {gpu.kernel, sym_name = "kernel_1", type = (f32, memref<?xf32>) -> (), workgroup_attributions = 1: i64} : () -> ()
  }

  // An empty gpu.module prints its braces on two lines.
  // CHECK-LABEL: gpu.module @empty_module {
  // CHECK-NEXT: }
  gpu.module @empty_module {
  }

  // CHECK-LABEL: gpu.module @module_with_attrs attributes {foo.bar = 42 : i32} {
  // CHECK-NEXT: gpu.func @k() kernel {
  // CHECK-NEXT: gpu.return
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  gpu.module @module_with_attrs attributes {foo.bar = 42 : i32} {
    gpu.func @k() kernel {
      gpu.return
    }
  }

  func @alloc() {
    // CHECK-LABEL: func @alloc()

    // CHECK: %[[m0:.*]] = gpu.alloc () : memref<13xf32, 1>
    %m0 = gpu.alloc () : memref<13xf32, 1>
    // CHECK: gpu.dealloc %[[m0]] : memref<13xf32, 1>
    gpu.dealloc %m0 : memref<13xf32, 1>

    %t0 = gpu.wait async
    // CHECK: %[[m1:.*]], %[[t1:.*]] = gpu.alloc async [{{.*}}] () : memref<13xf32, 1>
    %m1, %t1 = gpu.alloc async [%t0] () : memref<13xf32, 1>
    // CHECK: gpu.dealloc async [%[[t1]]] %[[m1]] : memref<13xf32, 1>
    %t2 = gpu.dealloc async [%t1] %m1 : memref<13xf32, 1>

    return
  }

  // gpu.alloc names its results %memref and %asyncToken; repeated names get
  // a _N suffix from one counter shared by all names of the function.
  // CHECK-LABEL: func @alloc_dynamic(
  // CHECK-SAME: %[[SZ0:.*]]: index, %[[SZ1:.*]]: index, %[[SYM:.*]]: index) {
  func @alloc_dynamic(%sz0 : index, %sz1 : index, %sym : index) {
    // CHECK-NEXT: %memref = gpu.alloc (%[[SZ0]]) : memref<?xf32>
    %m0 = gpu.alloc (%sz0) : memref<?xf32>
    // CHECK-NEXT: %memref_0 = gpu.alloc (%[[SZ0]], %[[SZ1]]) : memref<?x4x?xf32, 1>
    %m1 = gpu.alloc (%sz0, %sz1) : memref<?x4x?xf32, 1>
    // CHECK-NEXT: %memref_1 = gpu.alloc ()[%[[SYM]]] : memref<4xf32, #[[MAP0]]>
    %m2 = gpu.alloc ()[%sym] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
    // CHECK-NEXT: %memref_2 = gpu.alloc (%[[SZ0]])[%[[SYM]]] : memref<?x8xf32, #[[MAP1]]>
    %m3 = gpu.alloc (%sz0)[%sym] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK-NEXT: %[[T1:.*]] = gpu.wait async
    %t1 = gpu.wait async
    // CHECK-NEXT: %memref_3, %asyncToken = gpu.alloc async [%[[T0]], %[[T1]]] (%[[SZ0]]) : memref<?xf32>
    %m4, %t2 = gpu.alloc async [%t0, %t1] (%sz0) : memref<?xf32>
    // CHECK-NEXT: %memref_4, %asyncToken_5 = gpu.alloc async () : memref<16xi8>
    %m5, %t3 = gpu.alloc async () : memref<16xi8>
    // CHECK-NEXT: %memref_6, %asyncToken_7 = gpu.alloc async [%asyncToken] (%[[SZ0]], %[[SZ1]])[%[[SYM]]] : memref<?x?xf32, #[[MAP1]], 1>
    %m6, %t4 = gpu.alloc async [%t2] (%sz0, %sz1)[%sym] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>, 1>
    // CHECK-NEXT: gpu.dealloc %memref : memref<?xf32>
    gpu.dealloc %m0 : memref<?xf32>
    // CHECK-NEXT: %{{.*}} = gpu.dealloc async %memref_0 : memref<?x4x?xf32, 1>
    %t5 = gpu.dealloc async %m1 : memref<?x4x?xf32, 1>
    // CHECK-NEXT: %{{.*}} = gpu.dealloc async [%asyncToken_5, %asyncToken_7] %memref_4 : memref<16xi8>
    %t6 = gpu.dealloc async [%t3, %t4] %m5 : memref<16xi8>
    // CHECK-NEXT: return
    return
  }

  func @async_token(%arg0 : !gpu.async.token) -> !gpu.async.token {
    // CHECK-LABEL: func @async_token({{.*}}: !gpu.async.token)
    // CHECK: return {{.*}} : !gpu.async.token
    return %arg0 : !gpu.async.token
  }

  // CHECK-LABEL: func @async_wait() {
  func @async_wait() {
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async{{ ?$}}
    %0 = gpu.wait async
    // CHECK-NEXT: %[[T1:.*]] = gpu.wait async [%[[T0]]]{{$}}
    %1 = gpu.wait async [%0]
    // CHECK-NEXT: %[[T2:.*]] = gpu.wait async [%[[T0]], %[[T1]]]{{$}}
    %2 = gpu.wait async [%0, %1]
    // CHECK-NEXT: %[[T3:.*]] = gpu.wait async [%[[T0]], %[[T1]], %[[T2]]]{{$}}
    %3 = gpu.wait async [%0, %1, %2]
    // An empty dependency list is not printed.
    // CHECK-NEXT: %{{.*}} = gpu.wait async{{ ?$}}
    %4 = gpu.wait async []
    // CHECK-NEXT: gpu.wait [%[[T0]], %[[T1]], %[[T2]]]{{$}}
    gpu.wait [%0, %1, %2]
    // CHECK-NEXT: gpu.wait [%[[T0]], %[[T1]]]{{$}}
    gpu.wait [%0, %1]
    // CHECK-NEXT: gpu.wait [%[[T3]]]{{$}}
    gpu.wait [%3]
    // CHECK-NEXT: gpu.wait{{ ?$}}
    gpu.wait // Valid, but a no-op.
    // CHECK-NEXT: gpu.wait{{ ?$}}
    gpu.wait []
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: func @memcpy(
  // CHECK-SAME: %[[DST:.*]]: memref<3x7xf32>, %[[SRC:.*]]: memref<3x7xf32, 1>) {
  func @memcpy(%dst : memref<3x7xf32>, %src : memref<3x7xf32, 1>) {
    // CHECK-NEXT: gpu.memcpy %[[DST]], %[[SRC]] : memref<3x7xf32>, memref<3x7xf32, 1>
    gpu.memcpy %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
    %0 = gpu.wait async
    // CHECK-NEXT: %[[T1:.*]] = gpu.memcpy async [%[[T0]]] %[[DST]], %[[SRC]] : memref<3x7xf32>, memref<3x7xf32, 1>
    %1 = gpu.memcpy async [%0] %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
    // CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async %[[SRC]], %[[DST]] : memref<3x7xf32, 1>, memref<3x7xf32>
    %2 = gpu.memcpy async %src, %dst : memref<3x7xf32, 1>, memref<3x7xf32>
    // CHECK-NEXT: %{{.*}} = gpu.memcpy async [%[[T1]], %[[T2]]] %[[DST]], %[[SRC]] : memref<3x7xf32>, memref<3x7xf32, 1>
    %3 = gpu.memcpy async [%1, %2] %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: func @memset(
  // CHECK-SAME: %[[DST:.*]]: memref<3x7xf32>, %[[VALUE:.*]]: f32, %[[IDST:.*]]: memref<?xi32, 1>, %[[IVALUE:.*]]: i32) {
  func @memset(%dst : memref<3x7xf32>, %value : f32, %idst : memref<?xi32, 1>, %ivalue : i32) {
    // CHECK-NEXT: gpu.memset %[[DST]], %[[VALUE]] : memref<3x7xf32>, f32
    gpu.memset %dst, %value : memref<3x7xf32>, f32
    // CHECK-NEXT: %[[T0:.*]] = gpu.wait async
    %0 = gpu.wait async
    // CHECK-NEXT: %{{.*}} = gpu.memset async [%[[T0]]] %[[DST]], %[[VALUE]] : memref<3x7xf32>, f32
    %1 = gpu.memset async [%0] %dst, %value : memref<3x7xf32>, f32
    // CHECK-NEXT: %{{.*}} = gpu.memset async %[[IDST]], %[[IVALUE]] : memref<?xi32, 1>, i32
    %2 = gpu.memset async %idst, %ivalue : memref<?xi32, 1>, i32
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: func @host_register(
  // CHECK-SAME: %[[M:.*]]: memref<*xf32>, %[[N:.*]]: memref<*xi32>) {
  func @host_register(%m : memref<*xf32>, %n : memref<*xi32>) {
    // CHECK-NEXT: gpu.host_register %[[M]] : memref<*xf32>
    gpu.host_register %m : memref<*xf32>
    // CHECK-NEXT: gpu.host_register %[[N]] : memref<*xi32>
    gpu.host_register %n : memref<*xi32>
    // CHECK-NEXT: return
    return
  }

  // CHECK-LABEL: func @mmamatrix_valid_element_type(
  // CHECK-SAME: %[[A:.*]]: !gpu.mma_matrix<16x16xf16, "AOp">, %[[B:.*]]: !gpu.mma_matrix<16x16xf16, "BOp">, %[[C:.*]]: !gpu.mma_matrix<16x16xf32, "COp">) {
  func @mmamatrix_valid_element_type(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf32, "COp">) {
    // CHECK-NEXT: %[[WG:.*]] = memref.alloca() {alignment = 32 : i64} : memref<32x32xf16, 3>
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, 3>
    // CHECK-NEXT: %[[I:.*]] = arith.constant 16 : index
    %i = arith.constant 16 : index
    // CHECK-NEXT: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
    %cst = arith.constant 1.000000e+00 : f32
    // CHECK-NEXT: %{{.*}} = gpu.subgroup_mma_load_matrix %[[WG]][%[[I]], %[[I]]] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    // CHECK-NEXT: %[[M1:.*]] = gpu.subgroup_mma_constant_matrix %[[CST]] : !gpu.mma_matrix<16x16xf32, "COp">
    %1 = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[M2:.*]] = gpu.subgroup_mma_elementwise addf %[[M1]], %[[M1]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %2 = gpu.subgroup_mma_elementwise addf %1, %1 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[M3:.*]] = gpu.subgroup_mma_elementwise maxf %[[M2]], %[[M1]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %3 = gpu.subgroup_mma_elementwise maxf %2, %1 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[M4:.*]] = gpu.subgroup_mma_elementwise mulf %[[M2]], %[[M3]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %4 = gpu.subgroup_mma_elementwise mulf %2, %3 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[M5:.*]] = gpu.subgroup_mma_elementwise minf %[[M4]], %[[M3]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %5 = gpu.subgroup_mma_elementwise minf %4, %3 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[M6:.*]] = gpu.subgroup_mma_elementwise divf %[[M5]], %[[C]] : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %6 = gpu.subgroup_mma_elementwise divf %5, %c : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[D:.*]] = gpu.subgroup_mma_compute %[[A]], %[[B]], %[[M6]] : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %7 = gpu.subgroup_mma_compute %a, %b, %6 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: %[[G:.*]] = memref.alloc() : memref<32x32xf32>
    %global = memref.alloc() : memref<32x32xf32>
    // CHECK-NEXT: gpu.subgroup_mma_store_matrix %[[D]], %[[G]][%[[I]], %[[I]]] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.subgroup_mma_store_matrix %7, %global[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    // CHECK-NEXT: %{{.*}} = gpu.subgroup_mma_load_matrix %[[G]][%[[I]], %[[I]]] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %h = gpu.subgroup_mma_load_matrix %global[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    // CHECK-NEXT: return
    return
  // CHECK-NEXT: }
  }
// CHECK-NEXT: }
}
