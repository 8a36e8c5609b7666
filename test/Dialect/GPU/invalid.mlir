// RUN: gpuopt -split-input-file -verify-diagnostics %s

// Verifier and parser errors of the MLIR 14 GPU dialect; every message below
// is mlir-opt 14's exact wording.

func @not_enough_sizes(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op expected 6 or more operands, but found 5}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz) ({
    gpu.return
  }) : (index, index, index, index, index) -> ()
  return
}

// -----

func @no_region_attrs(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) ({
  ^bb1(%bx: index, %by: index, %bz: index,
       %tx: index, %ty: index, %tz: index):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func @launch_requires_gpu_terminator(%sz : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    %one = arith.constant 1 : i32
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "gpu.yield"(%one) : (i32) -> ()
  }
  return
}

// -----

func @launch_with_gpu_return(%sz : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.return
  }
  return
}

// -----

func @launch_empty_body(%sz : index) {
  // expected-error@+1 {{empty block: expect at least a terminator}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
  }
  return
}

// -----

func @terminator_outside_launch() {
  // expected-error@+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func @launch_func_too_few_operands(%sz : index) {
  // expected-error@+1 {{'gpu.launch_func' op expected 6 or more operands, but found 5}}
  "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz)
      {operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 0, 0, 0]> : vector<9xi32>}
      : (index, index, index, index, index) -> ()
  return
}

// -----

func @launch_func_missing_parent_module_attribute(%sz : index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module attributes {gpu.container_module} {
  func @launch_func_missing_callee_attribute(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op requires attribute 'kernel'}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz)
        {operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 1, 0, 0]> : vector<9xi32>}
        : (index, index, index, index, index, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1() kernel {
      gpu.return
    }
  }
  func @launch_func_bad_segment_sizes(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op operand count (6) does not match with the total size (7) specified in attribute 'operand_segment_sizes'}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz)
        {kernel = @kernels::@kernel_1, operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 1, 0, 1]> : vector<9xi32>}
        : (index, index, index, index, index, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @launch_func_no_function_attribute(%sz : index) {
    // expected-error@+1 {{custom op 'gpu.launch_func' invalid kind of attribute specified}}
    gpu.launch_func "foo" blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @launch_func_async_not_named(%sz : index, %t : !gpu.async.token) {
    // expected-error@+1 {{custom op 'gpu.launch_func' needs to be named when marked 'async'}}
    gpu.launch_func async [%t] @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @launch_func_undefined_module(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1() kernel {
      gpu.return
    }
  }
  func @launch_func_flat_symbol(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'kernel_1' is undefined}}
    "gpu.launch_func"(%sz, %sz, %sz, %sz, %sz, %sz)
        {kernel = @kernel_1, operand_segment_sizes = dense<[0, 1, 1, 1, 1, 1, 1, 0, 0]> : vector<9xi32>}
        : (index, index, index, index, index, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  module @kernels {
    // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
    gpu.func @kernel_1(%arg1 : !llvm.ptr<f32>) {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  module @kernels {
  }

  func @launch_func_missing_module_attribute(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels { }

  func @launch_func_undefined_function(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@kernels::@kernel_1' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-note@+1 {{see the kernel definition here}}
    memref.global "private" @kernel_1 : memref<4xi32>
  }

  func @launch_func_not_a_function(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op referenced kernel '@kernels::@kernel_1' is not a function}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : !llvm.ptr<f32>) {
      gpu.return
    }
  }

  func @launch_func_missing_kernel_attr(%sz : index, %arg : !llvm.ptr<f32>) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : !llvm.ptr<f32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : !llvm.ptr<f32>) kernel {
      gpu.return
    }
  }

  func @launch_func_kernel_operand_size(%sz : index, %arg : !llvm.ptr<f32>) {
    // expected-error@+1 {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : !llvm.ptr<f32>, %arg : !llvm.ptr<f32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }

  func @launch_func_kernel_operand_types(%sz : index, %arg : i32) {
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func @launch_func_kernel_operand_attr(%sz : index) {
    // expected-error@+1 {{custom op 'gpu.launch_func' expected arguments without attributes}}
    gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%sz : index {foo})
    return
  }
}

// -----

func @reduce_no_op_no_body(%arg0 : f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %res = "gpu.all_reduce"(%arg0) ({}) : (f32) -> (f32)
  return
}

// -----

func @reduce_op_and_body(%arg0 : f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %res = "gpu.all_reduce"(%arg0) ({
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  }) {op = #gpu<"all_reduce_op add">} : (f32) -> (f32)
  return
}

// -----

func @reduce_invalid_op(%arg0 : f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %res = gpu.all_reduce foo %arg0 {} : (f32) -> (f32)
  return
}

// -----

func @reduce_invalid_op_type(%arg0 : f32) {
  // expected-error@+1 {{`and` accumulator is only compatible with Integer type}}
  %res = gpu.all_reduce and %arg0 {} : (f32) -> (f32)
  return
}

// -----

func @reduce_result_type_mismatch(%arg0 : f32) {
  // expected-error@+1 {{'gpu.all_reduce' op requires the same type for all operands and results}}
  %res = "gpu.all_reduce"(%arg0) ({}) {op = #gpu<"all_reduce_op add">} : (f32) -> i32
  return
}

// -----

func @reduce_incorrect_region_arguments(%arg0 : f32) {
  // expected-error@+1 {{expected two region arguments}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func @reduce_incorrect_region_arguments(%arg0 : f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : i32):
    "gpu.yield"(%lhs) : (f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func @reduce_incorrect_yield(%arg0 : f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "gpu.yield"(%lhs, %rhs) : (f32, f32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func @reduce_incorrect_yield(%arg0 : f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    %one = arith.constant 1 : i32
    "gpu.yield"(%one) : (i32) -> ()
  } : (f32) -> (f32)
  return
}

// -----

func @reduce_incorrect_yield(%arg0 : f32) {
  // expected-error@+1 {{expected gpu.yield op in region}}
  %res = gpu.all_reduce %arg0 {
  ^bb(%lhs : f32, %rhs : f32):
    "test.finish" () : () -> ()
  } : (f32) -> (f32)
  return
}

// -----

func @shuffle_mismatching_type(%arg0 : f32, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{'gpu.shuffle' op inferred type(s) 'f32', 'i1' are incompatible with return type(s) of operation 'i32', 'i1'}}
  %shfl, %pred = "gpu.shuffle"(%arg0, %arg1, %arg2) { mode = #gpu<"shuffle_mode xor"> } : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func @shuffle_unsupported_type(%arg0 : index, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32 or f32, but got 'index'}}
  %shfl, %pred = gpu.shuffle xor %arg0, %arg1, %arg2 : index
  return
}

// -----

func @shuffle_unsupported_type_f64(%arg0 : f64, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{'gpu.shuffle' op operand #0 must be i32 or f32, but got 'f64'}}
  %shfl, %pred = gpu.shuffle xor %arg0, %arg1, %arg2 : f64
  return
}

// -----

func @shuffle_i64_offset(%arg0 : f32, %arg1 : i64) {
  // expected-error@+1 {{'gpu.shuffle' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0:2 = "gpu.shuffle"(%arg0, %arg1, %arg1) {mode = #gpu<"shuffle_mode xor">} : (f32, i64, i64) -> (f32, i1)
  return
}

// -----

func @shuffle_invalid_mode(%arg0 : f32, %arg1 : i32, %arg2 : i32) {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %shfl, %pred = gpu.shuffle foo %arg0, %arg1, %arg2 : f32
  return
}

// -----

func @thread_id_invalid_dimension() {
  // expected-error@+1 {{custom op 'gpu.thread_id' expected ::mlir::gpu::Dimension to be one of: x, y, z}}
  %0 = gpu.thread_id w
  // The second diagnostic is reported at the next token, i.e. on the next line.
  // expected-error@+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  return
}

// -----

func @thread_id_missing_dimension() {
  // expected-error@+1 {{'gpu.thread_id' op requires attribute 'dimension'}}
  %0 = "gpu.thread_id"() : () -> index
  return
}

// -----

func @thread_id_wrong_result_type() {
  // expected-error@+1 {{'gpu.thread_id' op inferred type(s) 'index' are incompatible with return type(s) of operation 'i32'}}
  %0 = "gpu.thread_id"() {dimension = #gpu<"dim x">} : () -> i32
  return
}

// -----

func @block_dim_string_dimension() {
  // expected-error@+1 {{'gpu.block_dim' op attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'}}
  %0 = "gpu.block_dim"() {dimension = "x"} : () -> index
  return
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{custom op 'gpu.func' gpu.func requires named arguments}}
    gpu.func @kernel_1(f32, f32) {
    ^bb0(%arg0: f32):
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op requires 'type' attribute of function type}}
    "gpu.func"() ({
      gpu.return
    }) {sym_name="kernel_1", type=f32} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{custom op 'gpu.func' attribute 'gpu.kernel' occurs more than once in the attribute list}}
    gpu.func @kernel() kernel attributes {gpu.kernel} {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
    gpu.func @kernel() workgroup(%0: i32) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
    "gpu.func"() ({
    ^bb0(%arg0: f32, %arg1: i32):
      "gpu.return"() : () -> ()
    }) {sym_name = "kernel", type = (f32) -> (), workgroup_attributions = 0 : i64} : () -> ()
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected memory space 3 in attribution}}
    gpu.func @kernel() workgroup(%0: memref<4xf32, 5>) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected memory space 5 in attribution}}
    gpu.func @kernel() private(%0: memref<4xf32, 3>) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected memory space 5 in attribution}}
    gpu.func @kernel(%a: f32) workgroup(%b: memref<4xf32, 3>) private(%c: memref<4xf32>) {
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-note@+1 {{return type declared here}}
    gpu.func @kernel() {
      %0 = arith.constant 0 : index
      // expected-error@+1 {{'gpu.return' op expected 0 result operands}}
      gpu.return %0 : index
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-note@+1 {{return type declared here}}
    gpu.func @func() -> (i32) {
      // expected-error@+1 {{'gpu.return' op expected 1 result operands}}
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    gpu.func @func() -> f32 {
      %0 = arith.constant 0 : i32
      // expected-error@+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
      gpu.return %0 : i32
    }
  }
}

// -----

func @return_outside_gpu_func() {
  // expected-error@+1 {{'gpu.return' op expects parent op 'gpu.func'}}
  gpu.return
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
    gpu.func @kernel() -> index kernel {
      %0 = arith.constant 0 : index
      gpu.return
    }
  }
}

// -----

module {
  gpu.module @gpu_funcs {
    // expected-error@+1 {{'gpu.func' op expected at least 5 arguments to body region}}
    "gpu.func"() ( {
    ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
      "gpu.return"() : () -> ()
    } ) {gpu.kernel, sym_name = "kernel_1", type = (f32, memref<?xf32>) -> (), workgroup_attributions = 3: i64} : () -> ()
  }
}

// -----

func @module_end_outside_module() {
  // expected-error@+1 {{'gpu.module_end' op expects parent op 'gpu.module'}}
  "gpu.module_end"() : () -> ()
}

// -----

gpu.module @gpu_funcs {
  // Inside gpu.module the `builtin.` prefix of `func` cannot be omitted.
  // expected-error@+1 {{custom op 'func' is unknown}}
  func @not_gpu() { return }
}

// -----

func @sync_wait_with_result() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %t = gpu.wait
}

// -----

func @async_wait_without_result() {
  // expected-error@+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
}

// -----

func @wait_non_token_operand(%i : i32) {
  // expected-error@+1 {{'gpu.wait' op operand #0 must be async token type, but got 'i32'}}
  "gpu.wait"(%i) : (i32) -> ()
  return
}

// -----

func @alloc_async_without_result() {
  // expected-error@+1 {{custom op 'gpu.alloc' needs to be named when marked 'async'}}
  gpu.alloc async () : memref<4xf32>
  return
}

// -----

func @alloc_sync_two_results() {
  // expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
  %m, %t = gpu.alloc () : memref<4xf32>
  return
}

// -----

func @alloc_unranked() {
  // expected-error@+1 {{custom op 'gpu.alloc' invalid kind of type specified}}
  %m = gpu.alloc () : memref<*xf32>
  return
}

// -----

func @dealloc_async_without_result(%m : memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.dealloc' needs to be named when marked 'async'}}
  gpu.dealloc async %m : memref<4xf32>
  return
}

// -----

func @host_register_ranked(%m : memref<4xf32>) {
  // expected-error@+1 {{custom op 'gpu.host_register' invalid kind of type specified}}
  gpu.host_register %m : memref<4xf32>
  return
}

// -----

func @host_register_ranked_generic(%m : memref<4xf32>) {
  // expected-error@+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  "gpu.host_register"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func @memcpy_incompatible_type(%dst : memref<?xf32>, %src : memref<?xi32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %dst, %src  : memref<?xf32>, memref<?xi32>
}

// -----

func @memcpy_incompatible_shape(%dst : memref<7xf32>, %src : memref<9xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %dst, %src  : memref<7xf32>, memref<9xf32>
}

// -----

func @memcpy_non_token_result(%dst : memref<4xf32>, %src : memref<4xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op result #0 must be async token type, but got 'i32'}}
  "gpu.memcpy"(%dst, %src) : (memref<4xf32>, memref<4xf32>) -> i32
  return
}

// -----

func @memset_incompatible_shape(%dst : memref<?xf32>, %value : i32) {
  // expected-error@+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %dst, %value  : memref<?xf32>, i32
}

// -----

func @memset_non_token_result(%dst : memref<4xf32>, %value : f32) {
  // expected-error@+1 {{'gpu.memset' op result #0 must be async token type, but got 'i32'}}
  %0 = "gpu.memset"(%dst, %value) : (memref<4xf32>, f32) -> i32
  return
}

// -----

func @mmamatrix_invalid_shape(){
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, 3>
    %i = arith.constant 16 : index
    // expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16x16xf16, "AOp">
    return
}

// -----

func @mmamatrix_operand_type(){
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, 3>
    %i = arith.constant 16 : index
    // expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "EOp">
    return
}

// -----

func @mmamatrix_invalid_element_type(){
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, 3>
    %i = arith.constant 16 : index
    // expected-error@+1 {{MMAMatrixType elements must be F16 or F32}}
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xi32, "AOp">
    return
}

// -----

func @mma_load_integer_memref(%m : memref<32x32xi32, 3>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 16-bit float or 32-bit float values, but got 'memref<32x32xi32, 3>'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xi32, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func @mma_load_missing_lead_dimension(%m : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %0 = "gpu.subgroup_mma_load_matrix"(%m, %i, %i) : (memref<32x32xf16>, index, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func @mma_load_i32_lead_dimension(%m : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op attribute 'leadDimension' failed to satisfy constraint: index attribute}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : i32} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

#layout_map_col_major = affine_map<(i, j) -> (j, i)>

func @mmaLoadOp_identity_layout(){
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, #layout_map_col_major, 3>
    %i = arith.constant 16 : index
    // expected-error@+1 {{expected identity layout map for source memref}}
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, #layout_map_col_major, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    return
}

// -----

func @mmaLoadOp_invalid_mem_space(){
    %wg = memref.alloca() {alignment = 32} : memref<32x32xf16, 5>
    %i = arith.constant 16 : index
    // expected-error@+1 {{source memorySpace kGenericMemorySpace, kSharedMemorySpace or kGlobalMemorySpace only allowed}}
    %0 = gpu.subgroup_mma_load_matrix %wg[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 5> -> !gpu.mma_matrix<16x16xf16, "AOp">
    return
}

// -----

#layout_map_col_major = affine_map<(i, j) -> (j, i)>

func @wmmaStoreOp_invalid_map(%arg0 : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
    %sg = memref.alloca(){alignment = 32} : memref<32x32xf16, #layout_map_col_major, 3>
    %i = arith.constant 16 : index
    %j = arith.constant 16 : index
    // expected-error@+1 {{expected identity layout map for destination memref}}
    gpu.subgroup_mma_store_matrix %arg0, %sg[%i,%j] {leadDimension= 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16,#layout_map_col_major, 3>
    return
}

// -----

func @wmmaStoreOp_invalid_mem_space(%arg0 : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
    %sg = memref.alloca(){alignment = 32} : memref<32x32xf16, 5>
    %i = arith.constant 16 : index
    %j = arith.constant 16 : index
    // expected-error@+1 {{destination memorySpace of kGenericMemorySpace, kGlobalMemorySpace or kSharedMemorySpace only allowed}}
    gpu.subgroup_mma_store_matrix %arg0, %sg[%i,%j] {leadDimension= 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 5>
    return
}

// -----

func @wmmaStoreOp_invalid_store_operand(%arg0 : !gpu.mma_matrix<16x16xf16, "AOp">) -> () {
    %sg = memref.alloca(){alignment = 32} : memref<32x32xf16, 3>
    %i = arith.constant 16 : index
    %j = arith.constant 16 : index
    // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
    gpu.subgroup_mma_store_matrix %arg0, %sg[%i,%j] {leadDimension= 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, 3>
    return
}

// -----

func @wmmaMmaOp_invalid_operand_order(%A : !gpu.mma_matrix<16x16xf16, "AOp">, %B : !gpu.mma_matrix<16x16xf16, "BOp">, %C : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
    // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
    %D = gpu.subgroup_mma_compute %B, %A, %C : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    return
}

// -----

func @wmmaMmaOp_invalid_operand_shapes(%A : !gpu.mma_matrix<16x32xf16, "AOp">, %B : !gpu.mma_matrix<16x16xf16, "BOp">, %C : !gpu.mma_matrix<16x16xf16, "COp">) -> () {
    // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x32xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    return
}

// -----

func @mma_constant_matrix_type_mismatch(%f : f16) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %1 = "gpu.subgroup_mma_constant_matrix"(%f) : (f16) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func @mma_elementwise_invalid_op(%c : !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, maxf, minf, divf}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %0 = gpu.subgroup_mma_elementwise subf %c, %c : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}
