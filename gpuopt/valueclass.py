"""`dataclass` with its generated methods compiled once per cache directory, not once per process.

The standard `dataclasses.dataclass` writes each class's `__init__`, `__eq__`, `__hash__`, `__setattr__`...
as source text and compiles it at import time.  For gpuopt's ~80 value classes (types, attributes, options)
that compilation was a quarter of a small run's own time (every lit RUN line pays it).  This wrapper keeps
the standard decorator and its semantics (the classes are real dataclasses: `fields`, `replace` and `asdict`
work) but gives the `dataclasses` module an `exec` that looks the source text up in a cache of code objects,
stored beside the parser tables (`$GPUOPT_CACHE_DIR`, else `~/.cache/gpuopt`).  Identical source compiles
to identical code, so the source text itself is the key; a miss compiles as before and is saved.
"""

from __future__ import annotations

import dataclasses
import marshal
import os
import sys
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from types import CodeType
from typing import Any, TypeVar, overload

__all__ = ["cache_root", "dataclass", "field"]

C = TypeVar("C", bound=type)

_codes: dict[str, CodeType] | None = None
_misses = 0


def cache_root() -> Path | None:
    """The user's gpuopt cache directory (`$GPUOPT_CACHE_DIR`, else `~/.cache/gpuopt`), made if needed; None
    where none can be made, and every start then rebuilds what would be cached."""
    override = os.environ.get("GPUOPT_CACHE_DIR")
    try:
        root = Path(override).expanduser() if override else Path.home() / ".cache" / "gpuopt"
        root.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError):  # (RuntimeError: no home directory)
        return None
    return root


def read_cached(path: Path | None) -> Any:
    """What `write_cached` stored at `path`; None when there is nothing usable there."""
    if path is None:
        return None
    try:
        return marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None


def write_cached(path: Path | None, value: Any) -> None:
    """Stores `value` (marshal) at `path` atomically, so that a concurrent run never reads half a file; a
    cache that cannot be written only costs the next run the time to make it again."""
    if path is None:
        return
    try:
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(marshal.dumps(value))
        os.replace(tmp, path)
    except OSError:
        pass


def _cache_file() -> Path | None:
    root = cache_root()
    tag = sys.implementation.cache_tag or "python"
    return None if root is None else root / f"dataclass-code-{tag}.marshal"


def _load() -> dict[str, CodeType]:
    global _codes
    if _codes is None:
        _codes = {}
        path = _cache_file()
        if path is not None:
            try:
                loaded = marshal.loads(path.read_bytes())
                if isinstance(loaded, dict):
                    _codes = loaded
            except (OSError, ValueError, EOFError, TypeError):
                pass
    return _codes


def _save() -> None:
    """Writes the cache (atomically) after a class whose methods were compiled anew."""
    if _codes is not None:
        write_cached(_cache_file(), _codes)


def _cached_exec(source: Any, globals: Any = None, locals: Any = None) -> None:  # noqa: A002 - exec's own names
    global _misses
    if not isinstance(source, str):
        exec(source, globals, locals)  # noqa: S102
        return
    codes = _load()
    code = codes.get(source)
    if code is None:
        code = codes[source] = compile(source, "<string>", "exec")
        _misses += 1
    exec(code, globals, locals)  # noqa: S102


@overload
def dataclass(cls: C, /) -> C: ...
@overload
def dataclass(cls: None = None, /, **options: Any) -> Callable[[C], C]: ...


def dataclass(cls: Any = None, /, **options: Any) -> Any:
    """`dataclasses.dataclass(cls, **options)`, with the generated methods' code taken from the cache."""

    def wrap(target: C) -> C:
        if not target.__dict__.get("__doc__"):
            target.__doc__ = target.__name__  # (else the decorator renders a signature for it: inspect is slow)
        before = _misses
        dataclasses.exec = _cached_exec  # type: ignore[attr-defined]  # shadows the builtin in that module only
        try:
            return dataclasses.dataclass(target, **options)
        finally:
            del dataclasses.exec  # type: ignore[attr-defined]
            if _misses != before:
                _save()

    return wrap if cls is None else wrap(cls)
