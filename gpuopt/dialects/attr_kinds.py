"""Kinds of op attributes, for `attribute(kind)` declarations: what an attribute must be (the verifier's
constraint and its upstream description) and how a declarative format parses and prints it (the grammar
symbol it reads, the Attribute it builds, the text it writes).

They follow the C++ attribute classes that ODS formats by: a generic `Attribute` is printed whole, an
attribute with a known type (`I64Attr`, `IndexAttr`) without its type, an enum as its keyword, a
`SymbolNameAttr` as `@name`, a `UnitAttr` by the presence of its optional group's keyword."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpuopt.diagnostics import Diagnostic, DiagnosticError
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T


class AttrKind:
    description: str = "any attribute"
    symbol: str = "attribute"
    is_unit: bool = False

    def check(self, attr: A.Attribute) -> bool:
        return True

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        return parsed

    def print(self, p: Any, attr: A.Attribute) -> str:
        return p.attr(attr)


class AnyAttr(AttrKind):
    """`Attribute` (or an attribute class printed whole, like ArrayAttr or DenseElementsAttr)."""

    def __init__(self, description: str = "any attribute", check: Callable[[A.Attribute], bool] | None = None) -> None:
        self.description = description
        self._check = check

    def check(self, attr: A.Attribute) -> bool:
        return self._check is None or self._check(attr)


class TypedAttr(AttrKind):
    """An integer or float attribute of one type (I64Attr, I32Attr, IndexAttr, F32Attr): the format spells
    the number alone."""

    symbol = "fmt_untyped_attr"

    def __init__(self, type_: T.Type, description: str) -> None:
        self.type = type_
        self.description = description

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, (A.IntegerAttr, A.FloatAttr)) and attr.type == self.type

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        return p.untyped_attribute(parsed, self.type)

    def print(self, p: Any, attr: A.Attribute) -> str:
        if isinstance(attr, A.FloatAttr):
            return attr.value_text()
        if isinstance(attr, A.IntegerAttr):
            if attr.type == T.i1:
                return "true" if attr.value else "false"
            return str(attr.value)
        return p.attr(attr)


I64 = TypedAttr(T.i64, "64-bit signless integer attribute")
I32 = TypedAttr(T.i32, "32-bit signless integer attribute")
INDEX = TypedAttr(T.index, "index attribute")


class StrAttr(AttrKind):
    symbol = "STRING"
    description = "string attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.StringAttr)

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        return A.StringAttr(p.string_value(parsed))


class SymbolNameAttr(AttrKind):
    """`@name`, stored as a string attribute (`sym_name`)."""

    symbol = "SYMBOL"
    description = "string attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.StringAttr)

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        return A.StringAttr(p.symbol_name(parsed))

    def print(self, p: Any, attr: A.Attribute) -> str:
        return "@" + A.quote_key(attr.value)  # type: ignore[attr-defined]


class FlatSymbolRefAttr(AttrKind):
    symbol = "symbol_ref"
    description = "flat symbol reference attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.SymbolRefAttr) and not attr.nested


class SymbolRefAttr(AttrKind):
    symbol = "symbol_ref"
    description = "symbol reference attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.SymbolRefAttr)


class UnitAttr(AttrKind):
    """Present or not; in a format, the anchor of an optional group whose keyword spells it."""

    is_unit = True
    symbol = ""
    description = "unit attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.UnitAttr)


class TypeAttrKind(AttrKind):
    symbol = "type"

    def __init__(self, description: str = "any type attribute", check: Callable[[T.Type], bool] | None = None) -> None:
        self.description = description
        self._check = check

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.TypeAttr) and (self._check is None or self._check(attr.value))

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        return A.TypeAttr(parsed)

    def print(self, p: Any, attr: A.Attribute) -> str:
        return p.type(attr.value)  # type: ignore[attr-defined]


class IntEnumAttr(AttrKind):
    """An enum stored as an integer attribute (I64EnumAttr, I32EnumAttr), spelled by its case keyword."""

    symbol = "BARE_ID"

    def __init__(self, cases: list[str] | tuple[str, ...], cpp_enum: str, type_: T.Type = T.i64,
                 values: list[int] | None = None) -> None:
        self.cases = tuple(cases)
        self.values = tuple(values) if values is not None else tuple(range(len(cases)))
        self.by_value = dict(zip(self.values, self.cases))
        self.cpp_enum = cpp_enum
        self.type = type_
        width = "64" if type_ == T.i64 else "32"
        self.description = f"allowed {width}-bit signless integer cases: " + ", ".join(map(str, self.values))

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type == self.type and attr.value in self.by_value

    def value(self, attr: A.Attribute | None) -> str | None:
        """The case of `attr`, or None when it is not one of this enum."""
        if isinstance(attr, A.IntegerAttr) and attr.type == self.type:
            return self.by_value.get(attr.value)
        return None

    def attr(self, case: str) -> A.Attribute:
        return A.IntegerAttr(self.values[self.cases.index(case)], self.type)

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        word = str(parsed)
        if word not in self.cases:
            raise enum_error(p, parsed, op_name, self.cpp_enum, self.cases, None)
        return self.attr(word)

    def print(self, p: Any, attr: A.Attribute) -> str:
        return self.value(attr) or p.attr(attr)


def enum_error(p: Any, token: Any, op_name: str, cpp_enum: str, cases: tuple[str, ...],
               attr_def: str | None) -> DiagnosticError:
    """What an ODS enum parser reports for a keyword that is not a case (with, for dialect enum attributes,
    the second error at the next token)."""
    err = p.custom_error(token, op_name, f"expected {cpp_enum} to be one of: {', '.join(cases)}")
    if attr_def is not None:
        err.diagnostic.notes.append(Diagnostic(
            "error", p.next_token_loc(token), f"custom op '{op_name}' failed to parse {attr_def} parameter "
                                              f"'value' which is to be a `{cpp_enum}`"))
    return err


class DialectEnum(AttrKind):
    """A dialect enum attribute (`#gpu<"dim x">`, an EnumAttr), spelled by its case keyword in custom forms.
    Its printer writes a space before the keyword, as MLIR 14's enum attribute printer does (hence
    `gpu.thread_id  x`)."""

    symbol = "BARE_ID"

    def __init__(self, dialect: str, mnemonic: str, cpp_enum: str, attr_def: str, cases: tuple[str, ...],
                 description: str) -> None:
        self.dialect = dialect
        self.mnemonic = mnemonic
        self.cpp_enum = cpp_enum
        self.attr_def = attr_def
        self.cases = cases
        self.description = description

    def attr(self, case: str) -> A.Attribute:
        return A.EnumAttr(self.dialect, self.mnemonic, case)

    def value(self, attr: A.Attribute | None) -> str | None:
        """The case of `attr`, or None when it is not one of this enum."""
        if isinstance(attr, A.EnumAttr) and attr.mnemonic == self.mnemonic and attr.dialect == self.dialect \
                and attr.case in self.cases:
            return attr.case
        return None

    def check(self, attr: A.Attribute) -> bool:
        return self.value(attr) is not None

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        if str(parsed) in self.cases:
            return self.attr(str(parsed))
        raise enum_error(p, parsed, op_name, self.cpp_enum, self.cases, self.attr_def)

    def print(self, p: Any, attr: A.Attribute) -> str:
        return " " + (self.value(attr) or "")

    def keyword_expected(self, p: Any, token: Any, op_name: str) -> DiagnosticError:
        """What the enum's parser reports for a token that is not a word at all (a string, a value)."""
        err = p.custom_error(token, op_name, "expected valid keyword")
        err.diagnostic.notes.append(Diagnostic(
            "error", p.loc(token), f"custom op '{op_name}' failed to parse {self.attr_def} parameter 'value' which "
                                   f"is to be a `{self.cpp_enum}`"))
        return err


def dialect_attr_reader(dialect: str, enums: list[DialectEnum]) -> Callable[[str], A.Attribute | None]:
    """The reader of a dialect's enum attributes' full spelling (`#gpu<"dim x">`), for ods.DIALECT_ATTR_PARSERS."""
    import re

    by_mnemonic = {e.mnemonic: e for e in enums}
    pattern = re.compile(rf'#{dialect}<\s*"(\w+) (\w+)"\s*>')

    def read(spelling: str) -> A.Attribute | None:
        m = pattern.fullmatch(spelling)
        enum = by_mnemonic.get(m.group(1)) if m else None
        if enum is None or m is None or m.group(2) not in enum.cases:
            return None
        return enum.attr(m.group(2))

    return read
