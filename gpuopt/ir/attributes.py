"""Builtin attributes, printed exactly as MLIR 14 prints them.

Attributes are immutable values.  `str(attr)` is the spelling used inside attribute dictionaries; an integer
or float attribute prints its type there (`1 : i64`), while arrays and op-specific custom forms may elide it,
which is what `print(elide_type=True)` is for.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from functools import cached_property

from gpuopt.ir import types as T

_BARE_ID = re.compile(r"[A-Za-z_][\w$.]*\Z")


def escape_string(text: str) -> str:
    """MLIR's printEscapedString: printable ASCII as is, `"` and others as `\\XX` hex, `\\` doubled."""
    out = []
    for ch in text.encode("utf-8", "surrogateescape"):
        if ch == 0x5C:
            out.append("\\\\")
        elif 0x20 <= ch < 0x7F and ch != 0x22:
            out.append(chr(ch))
        else:
            out.append("\\%02X" % ch)
    return "".join(out)


def quote_key(name: str) -> str:
    """A dictionary key or symbol name: bare when it is an identifier, quoted otherwise."""
    return name if _BARE_ID.match(name) else '"' + escape_string(name) + '"'


class Attribute:
    @cached_property
    def text(self) -> str:
        return self.render()

    def render(self) -> str:
        raise NotImplementedError

    def print(self, elide_type: bool = False) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class IntegerAttr(Attribute):
    value: int
    type: T.Type = T.i64

    def render(self) -> str:
        if self.type == T.i1:
            return "true" if self.value else "false"
        return f"{self.value} : {self.type}"

    def print(self, elide_type: bool = False) -> str:
        if self.type == T.i1:
            return "true" if self.value else "false"
        return str(self.value) if elide_type else self.text


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(1 if value else 0, T.i1)


def _round_to(value: float, kind: str) -> float:
    if kind == "f32":
        return struct.unpack("<f", struct.pack("<f", value))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<e", value))[0]
    if kind == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return value


def float_bits(value: float, kind: str) -> int:
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return bits >> 16 if kind == "bf16" else bits


def bits_to_float(bits: int, kind: str) -> float:
    if kind == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<H", bits))[0]
    if kind == "bf16":
        bits <<= 16
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def format_float(value: float, kind: str) -> str:
    """MLIR's printFloatValue: `%.6e` when it round-trips, else the shortest decimal with a '.', else hex."""
    if not (math.isinf(value) or math.isnan(value)):
        text = "%.6e" % value
        if _round_to(float(text), kind) == value and math.copysign(1, float(text)) == math.copysign(1, value):
            return text
        text = repr(value) if kind == "f64" else _shortest(value, kind)
        if "e" in text:
            mantissa, exp = text.split("e")
            if "." not in mantissa:
                mantissa += ".0"
            text = f"{mantissa}E{'+' if not exp.startswith('-') else ''}{exp}"
        if "." in text:
            return text
    return "0x%X" % float_bits(value, kind) if kind != "f16" and kind != "bf16" else "0x%X" % float_bits(value, kind)


def _shortest(value: float, kind: str) -> str:
    for digits in range(1, 18):
        text = "%.*g" % (digits, value)
        if _round_to(float(text), kind) == value:
            return text
    return repr(value)


@dataclass(frozen=True)
class FloatAttr(Attribute):
    value: float
    type: T.Type = T.f64

    def render(self) -> str:
        return f"{format_float(self.value, str(self.type))} : {self.type}"

    def print(self, elide_type: bool = False) -> str:
        return format_float(self.value, str(self.type)) if elide_type else self.text


@dataclass(frozen=True)
class StringAttr(Attribute):
    value: str

    def render(self) -> str:
        return '"' + escape_string(self.value) + '"'


@dataclass(frozen=True)
class UnitAttr(Attribute):
    def render(self) -> str:
        return "unit"


@dataclass(frozen=True)
class ArrayAttr(Attribute):
    elements: tuple[Attribute, ...]

    def render(self) -> str:
        return "[" + ", ".join(a.print(elide_type=True) for a in self.elements) + "]"


@dataclass(frozen=True)
class DictionaryAttr(Attribute):
    entries: tuple[tuple[str, Attribute], ...]

    def render(self) -> str:
        return "{" + print_attr_entries(self.entries) + "}"

    def get(self, key: str) -> Attribute | None:
        for k, v in self.entries:
            if k == key:
                return v
        return None


def print_attr_entries(entries: tuple[tuple[str, Attribute], ...] | list[tuple[str, Attribute]]) -> str:
    parts = []
    for key, value in entries:
        if isinstance(value, UnitAttr):
            parts.append(quote_key(key))
        else:
            parts.append(f"{quote_key(key)} = {value}")
    return ", ".join(parts)


@dataclass(frozen=True)
class SymbolRefAttr(Attribute):
    root: str
    nested: tuple[str, ...] = ()

    def render(self) -> str:
        return "::".join("@" + quote_key(n) for n in (self.root, *self.nested))


@dataclass(frozen=True)
class TypeAttr(Attribute):
    value: T.Type

    def render(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class DenseElementsAttr(Attribute):
    """`dense<...> : type`; `values` is a flat tuple (one element for a splat), `shape` the literal's nesting."""

    values: tuple[int | float, ...]
    type: T.Type
    hex_text: str | None = None

    def render(self) -> str:
        return f"dense<{self.literal()}> : {self.type}"

    def literal(self) -> str:
        if self.hex_text is not None:
            return f'"{self.hex_text}"'
        if not self.values:
            return ""  # no elements: `dense<>`
        element = self.type.element_type if isinstance(self.type, T.ShapedType) else self.type
        fmt = _element_formatter(element)
        if len(self.values) == 1 and (not isinstance(self.type, T.ShapedType) or self.type.num_elements != 0):
            return fmt(self.values[0])
        shape = self.type.shape if isinstance(self.type, T.ShapedType) else (len(self.values),)
        if not shape:
            return fmt(self.values[0])
        return _nest(self.values, shape, fmt)

    @property
    def is_splat(self) -> bool:
        return len(self.values) == 1

    def as_list(self) -> list[int | float]:
        if isinstance(self.type, T.ShapedType) and self.is_splat:
            return list(self.values) * self.type.num_elements
        return list(self.values)


def _element_formatter(element: T.Type):
    if isinstance(element, T.FloatType):
        return lambda v: format_float(float(v), element.kind)
    if element == T.i1:
        return lambda v: "true" if v else "false"
    return str


def _nest(values: tuple, shape: tuple[int, ...], fmt) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(fmt(v) for v in values) + "]"
    step = len(values) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nest(values[i * step:(i + 1) * step], shape[1:], fmt) for i in range(shape[0])) + "]"


@dataclass(frozen=True)
class AffineMapAttr(Attribute):
    """An affine map kept as its normalised text; enough to verify identity layouts and print faithfully."""

    map_text: str

    def render(self) -> str:
        return f"affine_map<{self.map_text}>"

    @property
    def is_identity(self) -> bool:
        m = re.fullmatch(r"\(([^)]*)\) -> \(([^)]*)\)", self.map_text)
        return bool(m) and m.group(1) == m.group(2)


@dataclass(frozen=True)
class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, or an alias-free spelling we keep verbatim."""

    spelling: str

    def render(self) -> str:
        return self.spelling


def segment_sizes(sizes: list[int]) -> DenseElementsAttr:
    """The `operand_segment_sizes` attribute of an op with several variadic operand groups."""
    # equal sizes make a splat, printed `dense<0> : vector<3xi32>` as MLIR does
    values = tuple(sizes[:1]) if sizes and all(v == sizes[0] for v in sizes) else tuple(sizes)
    return DenseElementsAttr(values, T.VectorType((len(sizes),), T.i32))
