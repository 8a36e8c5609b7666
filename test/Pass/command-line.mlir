// mlir-opt 14's option spellings (LLVM's command line): values after `=` or as the next argument, one dash or
// two, booleans that take =true/=false/=1/=0, and LLVM's messages for what it refuses (exit 1).
// RUN: gpuopt %s -o=%t.eq && FileCheck %s --check-prefix=CUSTOM < %t.eq
// RUN: gpuopt %s --o %t.space && FileCheck %s --check-prefix=CUSTOM < %t.space
// RUN: gpuopt %s --mlir-print-op-generic=true | FileCheck %s --check-prefix=GENERIC
// RUN: not gpuopt %s -mlir-print-op-generic=1 --mlir-print-op-generic=false 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: gpuopt %s -mlir-print-op-generic=False -verify-each=0 -mlir-disable-threading | FileCheck %s --check-prefix=CUSTOM
// RUN: not gpuopt %s -gpu-to-lvm 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not gpuopt %s --mlir-print-op-generic=yes 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not gpuopt %s -mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not gpuopt %s -mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not gpuopt %s %s 2>&1 | FileCheck %s --check-prefix=POSITIONAL
// RUN: not gpuopt %s -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
// RUN: gpuopt -show-dialects %s | FileCheck %s --check-prefix=DIALECTS

// CUSTOM: func @f() {
// GENERIC: "builtin.func"() ({

// TWICE: gpuopt: for the --mlir-print-op-generic option: may only occur zero or one times!

// TYPO: gpuopt: Unknown command line argument '-gpu-to-lvm'.  Try: 'gpuopt --help'
// TYPO-NEXT: gpuopt: Did you mean '--gpu-to-llvm'?

// BOOL: gpuopt: for the --mlir-print-op-generic option: 'yes' is invalid value for boolean argument! Try 0 or 1
// ENUM: gpuopt: for the --mlir-timing-display option: Cannot find option named 'flat'!
// UINT: gpuopt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// POSITIONAL: gpuopt: Too many positional arguments specified!
// POSITIONAL-NEXT: Can specify at most 1 positional arguments: See: gpuopt --help
// NOVALUE: gpuopt: for the -o option: requires a value!

// DIALECTS: Available Dialects:
// DIALECTS-NEXT: arith
// DIALECTS-NEXT: async
// DIALECTS-NEXT: builtin
// DIALECTS-NEXT: dlti
// DIALECTS-NEXT: gpu
// DIALECTS-NEXT: llvm
// DIALECTS-NEXT: math
// DIALECTS-NEXT: memref
// DIALECTS-NEXT: nvvm
// DIALECTS-NEXT: rocdl
// DIALECTS-NEXT: scf
// DIALECTS-NEXT: std
// DIALECTS-NEXT: vector

func @f() {
  return
}
