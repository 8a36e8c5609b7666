"""The handler tables the translation dispatches on, filled by the modules that translate each dialect.

`HANDLERS` maps an op name to its translation (`translate/ops.py` and `translate/intrinsic_ops.py` for the LLVM
dialect, `translate/nvvm.py`, `translate/rocdl.py`); `AMENDERS` maps a discardable attribute name (`nvvm.kernel`)
to what it does to the function it sits on, as MLIR's `LLVMTranslationDialectInterface::amendOperation`.  A
dialect's module adds its entries when imported (`load_all`); the core translator knows no dialect but LLVM's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from llvmlite import ir

from gpuopt.ir.core import Operation

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation, ModuleTranslation

Handler = Callable[["FunctionTranslation", Operation], "ir.Value | None"]
Amender = Callable[["ModuleTranslation", Operation, ir.Function, str, Any], None]

HANDLERS: dict[str, Handler] = {}
AMENDERS: dict[str, Amender] = {}


def handles(*names: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for name in names:
            HANDLERS[name] = fn
        return fn

    return register


def amends(*names: str) -> Callable[[Amender], Amender]:
    def register(fn: Amender) -> Amender:
        for name in names:
            AMENDERS[name] = fn
        return fn

    return register


def load_all() -> None:
    """Import every translation module (each registers its handlers)."""
    from gpuopt.translate import intrinsic_ops, nvvm, ops, rocdl  # noqa: F401
