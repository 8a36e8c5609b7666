"""The `dlti` dialect as far as MLIR 14's kernel outlining needs it: the data layout attributes
`#dlti.dl_spec<entries>` and `#dlti.dl_entry<key, value>` (a key is a type or a string), read, printed and
checked where they sit under the name `dlti.dl_spec` (`-gpu-kernel-outlining=data-layout-str=...` puts one
on each kernel module).  The dialect has no ops."""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.valueclass import dataclass

DATA_LAYOUT_ATTR = "dlti.dl_spec"


@dataclass(frozen=True)
class DataLayoutEntryAttr(A.Attribute):
    """`#dlti.dl_entry<index, 32 : i32>` or `#dlti.dl_entry<"dlti.key", value>`."""

    key: T.Type | str
    value: A.Attribute

    def render(self) -> str:
        key = '"' + A.escape_string(self.key) + '"' if isinstance(self.key, str) else str(self.key)
        return f"#dlti.dl_entry<{key}, {self.value.text}>"


@dataclass(frozen=True)
class DataLayoutSpecAttr(A.Attribute):
    """`#dlti.dl_spec<entry, ...>`: entries with distinct keys."""

    entries: tuple[DataLayoutEntryAttr, ...]

    def render(self) -> str:
        return "#dlti.dl_spec<" + ", ".join(e.text for e in self.entries) + ">"


def _read(spelling: str) -> A.Attribute | None:
    """The typed attribute of a `#dlti...` spelling; None (kept as written) for one it does not know."""
    from gpuopt.parser import parse_attribute

    for mnemonic in ("dl_entry", "dl_spec"):
        prefix = f"#dlti.{mnemonic}<"
        if not (spelling.startswith(prefix) and spelling.endswith(">")):
            continue
        body = spelling[len(prefix):-1].strip()
        try:
            parts = parse_attribute(f"[{body}]") if body else A.ArrayAttr(())
        except DiagnosticError:
            return None
        if not isinstance(parts, A.ArrayAttr):
            return None
        if mnemonic == "dl_spec":
            return _spec(parts.elements)
        return _entry(parts.elements)
    return None


def _entry(parts: tuple[A.Attribute, ...]) -> DataLayoutEntryAttr | None:
    if len(parts) != 2:
        return None
    key, value = parts
    if isinstance(key, A.StringAttr):
        return DataLayoutEntryAttr(key.value, value)
    if isinstance(key, A.TypeAttr):
        return DataLayoutEntryAttr(key.value, value)
    return None


def _spec(entries: tuple[A.Attribute, ...]) -> DataLayoutSpecAttr | None:
    keys: set[object] = set()
    for entry in entries:
        if not isinstance(entry, DataLayoutEntryAttr) or entry.key in keys:
            return None  # (MLIR 14: "repeated layout entry key")
        keys.add(entry.key)
    return DataLayoutSpecAttr(entries)  # type: ignore[arg-type]


def verify_spec(spec: DataLayoutSpecAttr) -> str | None:
    """What MLIR 14's `verifyDataLayoutSpec` says of the entries (None: nothing)."""
    for entry in spec.entries:
        key = entry.key
        if isinstance(key, str):
            continue
        if key == T.index:
            if not isinstance(entry.value, A.IntegerAttr):
                return "expected integer attribute in the data layout entry for 'index'"
            continue
        if not isinstance(key, T.Type) or type(key).__module__ == T.__name__:
            return "unexpected data layout for a built-in type"
    return None


def _verify_dialect_attribute(owner: Operation, name: str, attr: A.Attribute) -> None:
    if name != DATA_LAYOUT_ATTR:
        raise DiagnosticError.at(owner.loc, f"attribute '{name}' not supported by dialect")
    if not isinstance(attr, DataLayoutSpecAttr):
        raise DiagnosticError.at(owner.loc, f"'{DATA_LAYOUT_ATTR}' is expected to be a #dlti.dl_spec attribute")
    problem = verify_spec(attr)
    if problem is not None:
        raise DiagnosticError.at(owner.loc, problem)


ods.DIALECTS.add("dlti")
ods.DIALECT_ATTR_PARSERS["dlti"] = _read
ods.DIALECT_ATTR_VERIFIERS["dlti"] = _verify_dialect_attribute
