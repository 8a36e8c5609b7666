"""The registered dialects.  Importing a dialect module registers its ops (see `ods.op`)."""

from __future__ import annotations

_LOADED = False


def load_all() -> None:
    global _LOADED
    if _LOADED:
        return
    from gpuopt.dialects import arith, builtin, gpu, llvm, memref, nvvm, rocdl, std  # noqa: F401

    _LOADED = True


def grammar_callbacks() -> dict:
    """Transformer callbacks for helper rules of the dialect grammars (`GRAMMAR_CALLBACKS` per module)."""
    from gpuopt.dialects import arith, builtin, gpu, llvm, memref, std

    out: dict = {}
    for module in (arith, builtin, gpu, llvm, memref, std):
        out.update(getattr(module, "GRAMMAR_CALLBACKS", {}))
    return out
