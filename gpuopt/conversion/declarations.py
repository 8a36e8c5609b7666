"""Functions a lowering calls (runtime wrappers, `malloc`, `free`), declared once in the nearest symbol table.

Upstream's patterns look the symbol up in their module and insert a declaration when it is missing
(`LLVM::lookupOrCreateFn`); here the rewriter's per-module `SymbolTable` does both without walking the module
each time.  Neither the `--gpu-to-llvm` patterns nor the standard ones import each other for it.
"""

from __future__ import annotations

from gpuopt.conversion.framework import ConversionPatternRewriter
from gpuopt.dialects import llvm
from gpuopt.ir import types as T


def declare_function(rw: ConversionPatternRewriter, name: str, ftype: T.LLVMFunctionType, at_start: bool = False
                     ) -> None:
    """An `llvm.func` declaration of `name`, unless the symbol exists: at the start of the symbol table's body
    (`malloc`, `free`, as MLIR 14 places them) or at its end, in first-use order (the runtime wrappers)."""
    table = rw.symbol_table()
    if table.lookup(name) is not None:
        return
    fn = llvm.LLVMFuncOp.build(name, ftype)
    fn.loc = rw.current.loc if rw.current is not None else None
    table.insert(fn, at_start)
