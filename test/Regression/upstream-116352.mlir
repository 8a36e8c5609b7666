// RUN: not gpuopt %s -gpu-module-to-binary="format=%gpu_compilation_format" 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not gpuopt %s --gpu-to-llvm="format=%gpu_compilation_format" 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not gpuopt %s --gpu-to-llvm="gpu-binary-annotation" 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm{gpu-binary-annotation}' 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: not gpuopt %s --gpu-to-llvm='gpu-binary-annotation="%gpu_compilation_format' 2>&1 | FileCheck %s --check-prefix=QUOTE
// RUN: not gpuopt %s --pass-pipeline='gpu-to-llvm{gpu-binary-annotation="x}' 2>&1 | FileCheck %s --check-prefix=QUOTE
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
// option, an option without a value and an unterminated quote are one-line
// errors (exit 1; the last two were uncaught Python exceptions in gpuopt and
// are fixed); the value itself is a valid annotation name, and the lowering is
// mlir-opt 14's (the signature with tensors is left as it is, the body is
// lowered). Never a crash.

// NOPASS: No such option '--gpu-module-to-binary'
// NOPASS-NOT: Traceback
// NOOPT: gpuopt: no such option 'format' for pass 'gpu-to-llvm'
// NOOPT-NOT: Traceback
// NOVALUE: gpuopt: expected '=' in option 'gpu-binary-annotation' of pass 'gpu-to-llvm'
// NOVALUE-NOT: Traceback
// QUOTE: gpuopt: invalid options 'gpu-binary-annotation="{{.*}}' for pass 'gpu-to-llvm': No closing quotation
// QUOTE-NOT: Traceback

// CHECK: func @test_gather(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>) {
// CHECK-NEXT: llvm.return
module {
  func @test_gather(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>) -> () {
    return
  }
}
