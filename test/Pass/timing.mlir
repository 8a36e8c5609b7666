// -mlir-timing: mlir-opt 14's execution time report on stderr, a tree by default, a list on request.
// RUN: gpuopt %s -mlir-timing --pass-pipeline='builtin.module(gpu-to-llvm),gpu-to-llvm' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: gpuopt %s -mlir-timing -mlir-timing-display=list --pass-pipeline='builtin.module(gpu-to-llvm)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----Wall Time----  ----Name----
// TREE-NEXT:   {{ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9.]+%\)}}  Parser
// TREE-NEXT:   {{.*}}  'builtin.module' Pipeline
// TREE-NEXT:   {{.*}}    GpuToLLVMConversionPass
// TREE-NEXT:   {{.*}}  GpuToLLVMConversionPass
// TREE-NEXT:   {{.*}}  Output
// TREE-NEXT:   {{.*}}  Rest
// TREE-NEXT:   {{.*}}(100.0%)  Total

// LIST: (100.0%)  root
// LIST-DAG: Pipeline Collection : ['builtin.module']
// LIST-DAG: 'builtin.module' Pipeline
// LIST-DAG: GpuToLLVMConversionPass
// LIST-DAG: Parser
// LIST-DAG: Output
// LIST: Rest
// LIST-NEXT: (100.0%)  Total

func @f() {
  return
}
module @inner {
  func @g() {
    return
  }
}
