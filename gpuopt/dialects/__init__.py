"""The registered dialects.  Each is one module of this package that declares its ops, types, attributes and
enums (and, beside it, `<name>.lark` with the grammar of its hand-written custom forms); importing it
registers its ops (see `ods.op`).  Adding a dialect is its module plus one entry in `DIALECT_MODULES`.

A run imports only the dialects its input uses.  When the parser's tables are built, every dialect is
loaded and `catalog()` records what the parser must know of each without importing it (the op names behind
keyword terminals, the spellings, the helper rules, which dialects read or verify their own attributes); the
catalog is cached with the tables, and `install_catalog` sets up stand-ins that import a dialect's module at
its first op, attribute or rule.  A module is named after the dialect whose ops it declares (`gpu` declares
`gpu.*`), which is how a dialect's module is found.  A big dialect may keep some of its ops in parts of its
own (`llvm_intr`: `llvm.intr.*`; `memref_views`: `memref.subview`, ...), imported at their first op: the
catalog names the part of each such op, and the dialect module reads their classes through `part_attribute`.
"""

from __future__ import annotations

import importlib
import keyword
from collections.abc import Callable
from types import ModuleType
from typing import Any

DIALECT_MODULES: tuple[str, ...] = (
    "builtin",
    "async",
    "std",
    "arith",
    "dlti",
    "memref",
    "memref_views",
    "memref_dma",
    "gpu",
    "llvm",
    "llvm_intr",
    "llvm_atomic",
    "math",
    "nvvm",
    "rocdl",
    "scf",
    "vector",
)
"""The dialects with a module, in the order they register (see `module_name`)."""


def module_name(dialect: str) -> str:
    """The module that declares `dialect`'s ops: `gpuopt.dialects.gpu`, or `gpuopt.dialects.async_` for a
    dialect named by a Python keyword."""
    return f"gpuopt.dialects.{dialect}_" if keyword.iskeyword(dialect) else f"gpuopt.dialects.{dialect}"

_LOADED: list[ModuleType] = []
_CATALOG: dict[str, Any] | None = None


def load_all() -> list[ModuleType]:
    """Imports every dialect module (once); returns them."""
    if not _LOADED:
        _LOADED.extend(importlib.import_module(module_name(name)) for name in DIALECT_MODULES)
    return _LOADED


def load_dialect(dialect: str) -> bool:
    """Imports the module of `dialect` (`gpu` for `gpu.alloc`), if there is one; whether there is."""
    if dialect not in DIALECT_MODULES:
        return False
    importlib.import_module(module_name(dialect))
    return True


def grammar_callbacks() -> dict[str, Callable[..., Any]]:
    """Transformer callbacks for helper rules of the dialect grammars (`GRAMMAR_CALLBACKS` per module); with
    an installed catalog, stand-ins that import the rule's module at its first use."""
    if _CATALOG is not None:
        return {rule: _lazy_callback(rule, module) for rule, module in _CATALOG["callbacks"].items()}
    out: dict[str, Callable[..., Any]] = {}
    for module in load_all():
        out.update(getattr(module, "GRAMMAR_CALLBACKS", {}))
    return out


def custom_rules() -> list[str]:
    """The grammar rules of the hand-written custom forms (`gpu_launch`), each built by its op's `from_syntax`."""
    from gpuopt.dialects import ods

    if _CATALOG is not None:
        return list(_CATALOG["rules"])
    return sorted({cls.syntax for cls in ods.REGISTRY.values() if cls.syntax} - {ods.FORMAT_SYNTAX})


def catalog() -> dict[str, Any]:
    """What the parser needs to know of every dialect without importing it, as plain data (cached with the
    parser's tables).  Loads every dialect."""
    from gpuopt.dialects import ods
    from gpuopt.parser.tables import op_terminal

    modules = load_all()
    return {
        "terminals": {op_terminal(name): name for name, cls in ods.REGISTRY.items() if cls.syntax},
        "rules": sorted({cls.syntax for cls in ods.REGISTRY.values() if cls.syntax} - {ods.FORMAT_SYNTAX}),
        "spellings": dict(ods.SPELLINGS),
        "aliases": {spelling: ods.REGISTRY[name].keyword for spelling, name in ods.SPELLINGS.items()
                    if spelling != ods.REGISTRY[name].keyword},
        "dialects": sorted(ods.DIALECTS),
        "callbacks": {rule: m.__name__ for m in modules for rule in getattr(m, "GRAMMAR_CALLBACKS", {})},
        "attr_parsers": sorted(ods.DIALECT_ATTR_PARSERS),
        "attr_verifiers": sorted(ods.DIALECT_ATTR_VERIFIERS),
        "op_parts": {name: cls.__module__ for name, cls in ods.REGISTRY.items()
                     if cls.__module__ != module_name(name.partition(".")[0])},
    }


def install_catalog(found: dict[str, Any]) -> None:
    """Makes the registries answer for dialects not imported yet: their names and spellings are known, and
    their attribute readers and verifiers are stand-ins that import the dialect first."""
    global _CATALOG
    from gpuopt.dialects import ods

    _CATALOG = found
    ods.DIALECTS.update(found["dialects"])
    for spelling, name in found["spellings"].items():
        ods.SPELLINGS.setdefault(spelling, name)
    for table, names in ((ods.DIALECT_ATTR_PARSERS, found["attr_parsers"]),
                         (ods.DIALECT_ATTR_VERIFIERS, found["attr_verifiers"])):
        for dialect in names:
            if dialect not in table:
                table[dialect] = _lazy_entry(table, dialect)


def reset_catalog() -> None:
    """Forgets an installed catalog (its tables did not fit the code): every dialect is loaded instead."""
    global _CATALOG
    _CATALOG = None
    load_all()


def op_class(name: str) -> Any:
    """The class of the registered op `name` (canonical), importing its dialect if needed; None if none."""
    from gpuopt.dialects import ods

    cls = ods.REGISTRY.get(name)
    if cls is None and load_dialect(name.partition(".")[0]):
        cls = ods.REGISTRY.get(name)
    if cls is None:  # an op of a dialect's part
        if _CATALOG is None:
            load_all()
        elif name in _CATALOG["op_parts"]:
            importlib.import_module(_CATALOG["op_parts"][name])
        cls = ods.REGISTRY.get(name)
    return cls


def part_attribute(parts: dict[str, str], name: str, dialect_module: str) -> Any:
    """For the module `__getattr__` of a dialect split into parts: the class `name` of the part `parts` names
    for it, imported as needed, so that `memref.SubViewOp` works before memref_views is loaded."""
    part = parts.get(name)
    if part is None:
        raise AttributeError(f"module {dialect_module!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"gpuopt.dialects.{part}"), name)


def terminal_op(terminal: str) -> Any:
    """The class of the op whose keyword is the terminal `terminal` (`OP_GPU_ALLOC`)."""
    from gpuopt.dialects import ods
    from gpuopt.parser.tables import op_terminal

    if _CATALOG is not None:
        return op_class(_CATALOG["terminals"][terminal])
    return next(cls for cls in ods.REGISTRY.values() if op_terminal(cls.name) == terminal)


def _lazy_callback(rule: str, module: str) -> Callable[..., Any]:
    real: list[Callable[..., Any]] = []

    def callback(*args: Any) -> Any:
        if not real:
            real.append(importlib.import_module(module).GRAMMAR_CALLBACKS[rule])
        return real[0](*args)

    return callback


def _lazy_entry(table: dict[str, Any], dialect: str) -> Callable[..., Any]:
    def entry(*args: Any) -> Any:
        if table.get(dialect) is entry:
            del table[dialect]
            load_dialect(dialect)
        return table[dialect](*args)

    return entry
