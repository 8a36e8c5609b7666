"""`gpuopt-translate --mlir-to-llvmir`: LLVM-dialect modules to LLVM IR text, built with `llvmlite.ir`.

`translate_module` builds the llvmlite module; `to_llvm_ir` also checks the text with LLVM itself
(`llvmlite.binding.parse_assembly(...).verify()`), which is what the CLI and the JIT runner use.
Layout: `translator` (module, globals, functions, blocks), `ops` (one handler per op), `types`,
`constants` (attributes -> constants), `common` (diagnostics at an op), `verify`, `cli`.
"""

from __future__ import annotations

from gpuopt.translate.translator import ModuleTranslation, translate_module
from gpuopt.translate.verify import InvalidLLVMIR, parse_and_verify, to_llvm_ir

__all__ = ["InvalidLLVMIR", "ModuleTranslation", "parse_and_verify", "to_llvm_ir", "translate_module"]
