// RUN: gpuopt -split-input-file -verify-diagnostics %s

// A dialect enum where the op's syntax starts: a word that is not a case, and
// something that is not a word at all, get mlir-opt 14's two errors.

func @elementwise_not_a_case(%a: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, maxf, minf, divf}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %0 = gpu.subgroup_mma_elementwise subf %a, %a : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func @elementwise_string(%a: !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected valid keyword}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %0 = gpu.subgroup_mma_elementwise "addf" %a, %a : (!gpu.mma_matrix<16x16xf16, "COp">, !gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func @elementwise_no_kind(%a: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+2 {{custom op 'gpu.subgroup_mma_elementwise' expected valid keyword}}
  // expected-error@+1 {{custom op 'gpu.subgroup_mma_elementwise' failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %0 = gpu.subgroup_mma_elementwise %a, %a : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func @dimension_number() {
  // expected-error@+2 {{custom op 'gpu.thread_id' expected valid keyword}}
  // expected-error@+1 {{custom op 'gpu.thread_id' failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
  %0 = gpu.thread_id 0
  return
}

// -----

func @shuffle_mode_string(%x: f32, %i: i32) {
  // expected-error@+2 {{custom op 'gpu.shuffle' expected valid keyword}}
  // expected-error@+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %0, %1 = gpu.shuffle "xor" %x, %i, %i : f32
  return
}
