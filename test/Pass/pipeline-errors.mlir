// Errors in --pass-pipeline and pass options, worded and located as mlir-opt 14 reports them (exit 1).
// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu-to-llvm' 2>&1 | FileCheck %s --check-prefix=OPEN
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm)' 2>&1 | FileCheck %s --check-prefix=CLOSE
// RUN: not gpuopt %s --pass-pipeline='builtin.module(gpu-to-llvm)x' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm{gpu-binary-annotation=x' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not gpuopt %s --pass-pipeline='gpu.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm,,gpu-to-llvm' 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not gpuopt %s --pass-pipeline='gpu.module(gpu-to-llvm)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not gpuopt %s --pass-pipeline='module(gpu-to-llvm)' 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm{bogus=1 gpu-binary-annotation}' 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: not gpuopt %s --gpu-to-llvm=bogus 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not gpuopt %s --gpu-to-llvm=gpu-binary-annotation 2>&1 | FileCheck %s --check-prefix=VALUE

// OPEN: MLIR Textual PassPipeline Parser:1:16: error: encountered unbalanced parentheses while parsing pipeline
// OPEN-NEXT: builtin.module(gpu-to-llvm
// OPEN-NEXT: {{^               \^$}}

// CLOSE: MLIR Textual PassPipeline Parser:1:12: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// CLOSE-NEXT: gpu-to-llvm)
// CLOSE-NEXT: {{^           \^$}}

// COMMA: MLIR Textual PassPipeline Parser:1:28: error: expected ',' after parsing pipeline

// BRACE: MLIR Textual PassPipeline Parser:1:12: error: missing closing '}' while processing pass options

// UNKNOWN: MLIR Textual PassPipeline Parser:1:12: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: gpu.module(no-such-pass)
// UNKNOWN-NEXT: {{^           \^$}}

// EMPTY: MLIR Textual PassPipeline Parser:1:13: error: '' does not refer to a registered pass or pass pipeline

// ANCHOR: <unknown>:0: error: Can't add pass 'GpuToLLVMConversionPass' restricted to 'builtin.module' on a PassManager intended to run on 'gpu.module', did you intend to nest?
// ANCHOR-NEXT: <unknown>:0: error: failed to add `gpu-to-llvm` with options ``
// ANCHOR-NEXT: <unknown>:0: error: failed to add `gpu.module` with options `` to inner pipeline
// ANCHOR-NOT: error

// `module` is not an op name in MLIR 14 (`builtin.module` is): the pass is refused, as above
// MODULE: error: Can't add pass 'GpuToLLVMConversionPass' restricted to 'builtin.module' on a PassManager intended to run on 'module', did you intend to nest?

// OPTIONS: <Pass-Options-Parser>: no such option bogus
// OPTIONS-NEXT: <unknown>:0: error: failed to add `gpu-to-llvm` with options `bogus=1 gpu-binary-annotation`

// FLAG: {{^}}<Pass-Options-Parser>: no such option bogus
// FLAG-NOT: error

// VALUE: {{^}}gpuopt: for the --gpu-binary-annotation option: requires a value!

func @f() {
  return
}
