"""Canonicalization patterns, one module per dialect, one class per upstream pattern (named like it).  An op
class lists its patterns with `canonicalization_patterns = patterns_of("module", "Name", ...)`, which
imports the module only when the canonicalizer asks."""

from __future__ import annotations

from typing import Any


def patterns_of(module: str, *names: str) -> Any:
    """A classmethod giving instances of the named pattern classes of `gpuopt.rewrite.patterns.<module>`."""

    def get(cls: type) -> list[Any]:
        import importlib

        found = importlib.import_module(f"gpuopt.rewrite.patterns.{module}")
        return [getattr(found, name)() for name in names]

    return classmethod(get)
