"""The registered dialects.  Each is one module of this package that declares its ops, types, attributes and
enums (and, beside it, `<name>.lark` with the grammar of its hand-written custom forms); importing it
registers its ops (see `ods.op`).  Adding a dialect is its module plus one entry in `DIALECT_MODULES`."""

from __future__ import annotations

import importlib
from types import ModuleType

DIALECT_MODULES: tuple[str, ...] = (
    "builtin",
    "std",
    "arith",
    "memref",
    "gpu",
    "llvm",
    "nvvm",
    "rocdl",
)
"""The dialect modules, in the order they register."""

_LOADED: list[ModuleType] = []


def load_all() -> list[ModuleType]:
    """Imports every dialect module (once); returns them."""
    if not _LOADED:
        _LOADED.extend(importlib.import_module(f"gpuopt.dialects.{name}") for name in DIALECT_MODULES)
    return _LOADED


def grammar_callbacks() -> dict:
    """Transformer callbacks for helper rules of the dialect grammars (`GRAMMAR_CALLBACKS` per module)."""
    out: dict = {}
    for module in load_all():
        out.update(getattr(module, "GRAMMAR_CALLBACKS", {}))
    return out
