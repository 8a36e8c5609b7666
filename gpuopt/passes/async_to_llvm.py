"""--convert-async-to-llvm: async.runtime ops to calls of the async runtime's C API (`mlirAsyncRuntime*`),
async.coro ops to LLVM coroutine intrinsics, async types to LLVM handles, as MLIR 14's ConvertAsyncToLLVM
pass does (gpuopt/conversion/async_to_llvm.py)."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, register_pass


@register_pass
class ConvertAsyncToLLVMPass(Pass):
    name = "convert-async-to-llvm"
    summary = "Convert the operations from the async dialect into the LLVM dialect"
    anchor = "builtin.module"

    def run(self, op: Operation) -> None:
        from gpuopt.conversion.async_to_llvm import lower_async_to_llvm

        lower_async_to_llvm(op)
