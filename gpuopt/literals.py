"""The values of MLIR's literal tokens: strings with escapes, symbol names, integers (with MLIR's width
rules), shapes, dense-element blobs.  Shared by the parser and the dialects' custom parsers."""

from __future__ import annotations

import re
from typing import Any

from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.tokens import Token


def string_value(token: Token | str) -> str:
    """The value of a string literal token, with MLIR's escapes (`\\n`, `\\"`, `\\\\`, `\\XX`) decoded."""
    body = str(token)[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    raw = body.encode("utf-8")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            n = chr(raw[i + 1])
            simple = {"n": 10, "t": 9, '"': 34, "\\": 92}
            if n in simple:
                out.append(simple[n])
                i += 2
                continue
            if i + 2 < len(raw) and re.fullmatch(r"[0-9a-fA-F]{2}", raw[i + 1:i + 3].decode("latin-1")):
                out.append(int(raw[i + 1:i + 3], 16))
                i += 3
                continue
        out.append(c)
        i += 1
    return out.decode("utf-8", errors="surrogateescape")


_PRETTY_SYMBOL = re.compile(r"[A-Za-z][\w.]*(<[^\"]*>)?")


def dialect_symbol(name: str, body: Token | None) -> str:
    """The spelling MLIR prints for a dialect type or attribute: `!foo<"ty">` is `!foo.ty` when the quoted
    body is simple enough for the pretty form, otherwise the quoted form is kept."""
    if body is None:
        return name
    text = str(body)
    if "." not in name:
        m = re.fullmatch(r'<\s*("(?:\\.|[^"\\])*")\s*>', text)
        if m:
            inner = string_value(Token("STRING", m.group(1)))
            if _PRETTY_SYMBOL.fullmatch(inner):
                return f"{name}.{inner}"
            return f'{name}<"{A.escape_string(inner)}">'
    return name + text


def symbol_name(token: Token) -> str:
    text = str(token)[1:]
    return string_value(Token("STRING", text)) if text.startswith('"') else text


def int_value(token: Token) -> int:
    text = str(token)
    return int(text, 16) if text.startswith("0x") else int(text)


def wrap_int(value: int, type_: T.IntegerType) -> int:
    """Integer attributes print as signed for signless/signed types, as MLIR does."""
    if type_.width == 1:
        return value & 1
    if type_.signedness == "u":
        return value & ((1 << type_.width) - 1)
    value &= (1 << type_.width) - 1
    return value - (1 << type_.width) if value >> (type_.width - 1) else value


def dims(token: Token | None) -> tuple[int, ...]:
    if token is None:
        return ()
    return tuple(T.DYNAMIC if d == "?" else int(d) for d in str(token).split("x")[:-1])


def literal_shape(literal: Any) -> tuple[int, ...] | None:
    """The shape of a nested list literal (`[[1, 2], [3, 4]]` -> (2, 2)); None when it is ragged."""
    if not isinstance(literal, list):
        return ()
    if not literal:
        return (0,)
    inner = literal_shape(literal[0])
    if inner is None:
        return None
    for item in literal[1:]:
        if literal_shape(item) != inner:
            return None
    return (len(literal),) + inner


def build_int(value: int, negative: bool, type_: T.Type) -> int | None:
    """MLIR's buildAttributeAPInt: the literal must fit the type's width (unsigned spelling allowed for signless
    types, `255 : i8` is -1); None when it does not.  The result is signed unless the type is unsigned."""
    width = 64 if isinstance(type_, T.IndexType) else type_.width  # type: ignore[attr-defined]
    signedness = getattr(type_, "signedness", "s")
    if width == 0:
        return None if value or negative else 0
    if value >> width:
        return None
    if negative:
        value = -value & ((1 << width) - 1)
        if not value >> (width - 1):
            return None
    elif signedness == "s" and value >> (width - 1):
        return None
    if signedness == "u":
        return value
    return value - (1 << width) if value >> (width - 1) else value


def decode_dense_bytes(data: bytes, type_: T.Type) -> list[Any] | None:
    """The elements of a hex `dense<"0x...">` blob (little-endian, MLIR's storage widths); None on a size
    mismatch.  A blob holding one element is a splat."""
    element = type_.element_type  # type: ignore[attr-defined]
    count = 1
    for d in type_.shape:  # type: ignore[attr-defined]
        count *= d
    if element == T.i1:
        if len(data) == 1 and data[0] in (0, 0xFF):
            return [1 if data[0] else 0]
        if len(data) != (count + 7) // 8:
            return None
        return [(data[i // 8] >> (i % 8)) & 1 for i in range(count)]
    scalar = element.element_type if isinstance(element, T.ComplexType) else element
    bits = 64 if isinstance(scalar, T.IndexType) else getattr(scalar, "width", 0)
    size = (bits + 7) // 8
    parts = 2 if isinstance(element, T.ComplexType) else 1
    if size == 0 or len(data) not in (size * parts, size * parts * count):
        return None
    raw = [int.from_bytes(data[i:i + size], "little") for i in range(0, len(data), size)]
    if isinstance(scalar, T.FloatType):
        scalars: list[Any] = [A.bits_to_float(r, scalar.kind) for r in raw]
    else:
        scalars = [wrap_int(r, scalar) if isinstance(scalar, T.IntegerType) else wrap_int(r, T.i64) for r in raw]
    if parts == 2:
        return [(scalars[i], scalars[i + 1]) for i in range(0, len(scalars), 2)]
    return scalars


def flatten(literal: Any, out: list[Any]) -> None:
    if isinstance(literal, list):
        for item in literal:
            flatten(item, out)
    else:
        out.append(literal)


def normalize_affine(text: str) -> str:
    """The canonical MLIR 14 spelling of an affine map body: `(i)[s] -> (i * 2 + s)` -> `(d0)[s0] -> (d0 * 2 + s0)`."""
    return A.canonical_affine_map(text)
