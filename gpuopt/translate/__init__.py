"""`gpuopt-translate --mlir-to-llvmir`: LLVM-dialect modules to LLVM IR text, as mlir-translate 14 writes it.

The IR is built with `llvmlite.ir` (plus what an llvm::Module has that llvmlite's has not: `llmodule`) and
printed by `writer`, after LLVM 14's AsmWriter; `to_llvm_ir` also checks the text with LLVM itself
(`llvmlite.binding.parse_assembly(...).verify()`), which is what the CLI and the JIT runner use.
Layout: `translator` (module, globals, functions, blocks, in 14's order), `registry` (the handler tables),
`ops` (one handler per LLVM-dialect op), `nvvm` and `rocdl` (their dialects), `folder` (IRBuilder's constant
folding), `constants` (canonical constants, attributes -> constants), `types`, `datalayout` (alignments),
`intrinsics`, `fnattrs`, `metadata`, `debuginfo`, `writer`, `common` (diagnostics at an op), `verify`, `cli`.
"""

from __future__ import annotations

from gpuopt.translate.translator import ModuleTranslation, translate_module
from gpuopt.translate.verify import InvalidLLVMIR, parse_and_verify, to_llvm_ir

__all__ = ["InvalidLLVMIR", "ModuleTranslation", "parse_and_verify", "to_llvm_ir", "translate_module"]
