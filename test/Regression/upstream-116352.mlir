// RUN: not gpuopt %s -gpu-module-to-binary="format=%gpu_compilation_format" 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not gpuopt %s --gpu-to-llvm="format=%gpu_compilation_format" 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not gpuopt %s --gpu-to-llvm="gpu-binary-annotation" 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm{gpu-binary-annotation}' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: gpuopt %s --gpu-to-llvm='gpu-binary-annotation="%gpu_compilation_format' 2>&1 | FileCheck %s
// RUN: gpuopt %s --pass-pipeline='gpu-to-llvm{gpu-binary-annotation="x}' 2>&1 | FileCheck %s
// RUN: gpuopt %s --gpu-to-llvm="gpu-binary-annotation=%gpu_compilation_format" | FileCheck %s

// llvm-project#116352 (and its twin #116346, a tosa.ceil body): `mlir-opt
// -gpu-module-to-binary="format=%gpu_compilation_format"` (a lit variable left
// unsubstituted in the option) hit "Assertion 'this->_M_is_engaged()'" on an
// empty std::optional<CompilationTarget>: the bad format string was parsed to
// no target and dereferenced anyway. The input is a function with tensor
// arguments and no GPU code at all. Ported to MLIR 14 syntax (`func`).
//
// MLIR 14 has no gpu-module-to-binary pass (mlir-opt 14: "Unknown command line
// argument"), so the port feeds the same unsubstituted value through the option
// parsing of gpuopt's one pass, --gpu-to-llvm: an unknown pass, an unknown
// option and an option without a value are errors worded as mlir-opt 14's
// (exit 1; the last one was an uncaught Python exception in gpuopt and is
// fixed). An unterminated quote is part of the value, as in 14 (the annotation
// is then named `"x`). The value itself is a valid annotation name, and the
// lowering is mlir-opt 14's (the signature with tensors is left as it is, the
// body is lowered). Never a crash.

// NOPASS: gpuopt: Unknown command line argument '-gpu-module-to-binary=format={{.*}}'.  Try: 'gpuopt --help'
// NOPASS-NEXT: gpuopt: Did you mean '--{{.*}}'?
// NOPASS-NOT: Traceback
// NOOPT: <Pass-Options-Parser>: no such option format
// NOOPT-NOT: Traceback
// NOVALUE: gpuopt: for the --gpu-binary-annotation option: requires a value!
// NOVALUE-NOT: Traceback

// CHECK: func @test_gather(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>) {
// CHECK-NEXT: llvm.return
module {
  func @test_gather(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>) -> () {
    return
  }
}
