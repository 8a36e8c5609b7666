"""Builtin attributes, printed exactly as MLIR 14 prints them.

Attributes are immutable values.  `str(attr)` is the spelling used inside attribute dictionaries; an integer
or float attribute prints its type there (`1 : i64`), while inside arrays the default types (i64, f64) are
elided, which is what `print(elide_type=True)` is for.
"""

from __future__ import annotations

import math
import re
import struct
from functools import lru_cache
from typing import TYPE_CHECKING

from gpuopt.ir import types as T
from gpuopt.valueclass import dataclass

if TYPE_CHECKING:
    from fractions import Fraction

_BARE_ID = re.compile(r"[A-Za-z_][\w$.]*\Z")
_PLAIN = re.compile(r'[ !#-\[\]-~]*\Z')


def escape_string(text: str) -> str:
    """MLIR's printEscapedString: printable ASCII as is, `"` and others as `\\XX` hex, `\\` doubled."""
    if _PLAIN.match(text):
        return text
    out = []
    for ch in text.encode("utf-8", "surrogateescape"):
        if ch == 0x5C:
            out.append("\\\\")
        elif 0x20 <= ch < 0x7F and ch != 0x22:
            out.append(chr(ch))
        else:
            out.append(f"\\{ch:02X}")
    return "".join(out)


def quote_key(name: str) -> str:
    """A dictionary key or symbol name: bare when it is an identifier, quoted otherwise."""
    if name.isascii() and name.isidentifier():  # the usual name, without the regex
        return name
    return name if _BARE_ID.match(name) else '"' + escape_string(name) + '"'


class Attribute:
    text = T.CachedText()
    """The MLIR spelling, rendered once."""

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
        """`elide_type`: the context allows dropping the default type (i64), as inside an array."""
        return str(self.value) if elide_type and self.type == T.i64 else self.text  # (text spells i1 as a bool)


def bool_attr(value: bool) -> IntegerAttr:
    return IntegerAttr(1 if value else 0, T.i1)


# IEEE semantics of the builtin float types: (significand bits incl. the implicit one, min exponent, max exponent)
FLOAT_SEMANTICS: dict[str, tuple[int, int, int]] = {
    "f16": (11, -14, 15), "bf16": (8, -126, 127), "f32": (24, -126, 127), "f64": (53, -1022, 1023),
    "f80": (64, -16382, 16383), "f128": (113, -16382, 16383),
}


def _round_to(value: float, kind: str) -> float:
    """`value` rounded (to nearest, ties to even) to the float type `kind`."""
    if kind == "f32":
        try:
            return struct.unpack("<f", struct.pack("<f", value))[0]
        except OverflowError:
            return math.copysign(math.inf, value)
    if kind == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", value))[0]
        except OverflowError:
            return math.copysign(math.inf, value)
    if kind == "bf16":
        if math.isnan(value) or math.isinf(value) or value == 0:
            return value
        from fractions import Fraction  # imported where exact rounding is needed: 4 ms of start-up otherwise

        return _round_fraction(Fraction(value), kind)
    return value


def _round_fraction(q: Fraction, kind: str) -> float:
    """The exact rational `q` rounded once (ties to even) to `kind`, as a Python float (exact up to f64)."""
    from fractions import Fraction
    if q == 0:
        return 0.0
    negative = q < 0
    q = abs(q)
    precision, emin, emax = FLOAT_SEMANTICS[kind]
    exponent = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** exponent > q:
        exponent -= 1
    exponent = max(exponent, emin)
    ulp = Fraction(2) ** (exponent - precision + 1)
    scaled = q / ulp
    n = scaled.numerator // scaled.denominator
    rest = scaled - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n & 1):
        n += 1
    rounded = n * ulp
    if rounded >= Fraction(2) ** (emax + 1):
        result = math.inf
    else:
        result = float(rounded)
    return -result if negative else result


def round_float(value: float | Fraction, kind: str) -> float:
    """`value` (a float, or an exact rational) rounded once, to nearest even, to the float type `kind`
    (overflow gives an infinity): what APFloat's conversions do, for constant folding."""
    if not isinstance(value, float):
        return _round_fraction(value, kind) if value else 0.0
    return _round_to(value, kind)


def parse_float(text: str, kind: str) -> float:
    """A decimal literal as the nearest value of the float type `kind` (rounded once, like APFloat)."""
    from fractions import Fraction
    value = float(text)
    if kind == "f64" or kind not in FLOAT_SEMANTICS or math.isinf(value):
        return value
    rounded = _round_to(value, kind)
    if rounded == value or kind in ("f80", "f128"):
        return rounded
    # Rounding the f64 result again is wrong only when it lands exactly halfway between two values of `kind`.
    num, den = abs(value).as_integer_ratio()
    precision, emin, _ = FLOAT_SEMANTICS[kind]
    low_exp = -(den.bit_length() - 1)
    top_exp = max(num.bit_length() - den.bit_length(), emin)
    if low_exp == top_exp - precision:
        return _round_fraction(Fraction(text), kind)
    return rounded


def float_bits(value: float, kind: str) -> int:
    if kind == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if kind == "f16":
        return struct.unpack("<H", struct.pack("<e", value))[0]
    if kind in ("f80", "f128"):
        return _wide_float_bits(value, kind)
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return bits >> 16 if kind == "bf16" else bits


def _wide_float_bits(value: float, kind: str) -> int:
    """The bit pattern of an x87 (f80, explicit integer bit) or IEEE quad (f128) value."""
    from fractions import Fraction
    fraction_bits = 63 if kind == "f80" else 112
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    if math.isnan(value) or math.isinf(value):
        exp_field = 0x7FFF
        fraction = (1 << (fraction_bits - 1)) if math.isnan(value) else 0
        if kind == "f80":
            fraction |= 1 << 63
    elif value == 0:
        exp_field, fraction = 0, 0
    else:
        num, den = abs(value).as_integer_ratio()
        exponent = num.bit_length() - den.bit_length()
        if Fraction(num, den) < Fraction(2) ** exponent:
            exponent -= 1
        exp_field = exponent + 16383
        mantissa = Fraction(num, den) / Fraction(2) ** exponent * (1 << fraction_bits)
        fraction = int(mantissa)
        if kind == "f128":
            fraction -= 1 << fraction_bits
    sign_shift = 79 if kind == "f80" else 127
    exp_shift = 64 if kind == "f80" else 112
    return (sign << sign_shift) | (exp_field << exp_shift) | fraction


def bits_to_float(bits: int, kind: str) -> float:
    if kind == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if kind == "f16":
        return struct.unpack("<e", struct.pack("<H", bits))[0]
    if kind in ("f80", "f128"):
        fraction_bits = 63 if kind == "f80" else 112
        sign_shift = 79 if kind == "f80" else 127
        exp_field = (bits >> (sign_shift - 15)) & 0x7FFF
        fraction = bits & ((1 << fraction_bits) - 1)
        sign = -1.0 if bits >> sign_shift & 1 else 1.0
        if exp_field == 0x7FFF:
            return sign * (math.nan if fraction else math.inf)
        integer = ((bits >> 63) & 1) if kind == "f80" else (1 if exp_field else 0)
        significand = Fraction(integer) + Fraction(fraction, 1 << fraction_bits)
        return sign * float(significand * Fraction(2) ** (max(exp_field, 1) - 16383))
    if kind == "bf16":
        bits <<= 16
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def apfloat_to_string(value: float, kind: str, precision: int = 0, max_padding: int = 3,
                      truncate_zero: bool = True) -> str:
    """LLVM's APFloat::toString for a finite value: the exact decimal expansion, cut to `precision`
    significant digits the way LLVM does it (a coarse truncation on the integer, then round-half-up on
    the digits), printed plainly or in scientific notation.  `precision` 0 means enough digits to
    round-trip `kind` (17 for f64, 9 for f32, 5 for f16, 4 for bf16)."""
    sign = "-" if math.copysign(1.0, value) < 0 else ""
    if value == 0:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * max(precision - 1, 0) + "e+00"
    bits = FLOAT_SEMANTICS[kind][0]
    if not precision:
        precision = 2 + bits * 59 // 196
    num, den = abs(value).as_integer_ratio()
    exp2 = -(den.bit_length() - 1)
    digits_int = num
    if exp2 >= 0:
        digits_int <<= exp2
        exp10 = 0
    else:
        digits_int *= 5 ** -exp2
        exp10 = exp2
    # LLVM first drops whole decimal digits it deems surplus (truncating), judging by bit counts.
    active = digits_int.bit_length()
    required = (precision * 196 + 58) // 59
    if active > required:
        removable = (active - required) * 59 // 196
        if removable:
            exp10 += removable
            digits_int //= 10 ** removable
    text = str(digits_int)
    stripped = text.rstrip("0")
    exp10 += len(text) - len(stripped)
    text = stripped
    if len(text) > precision:
        exp10 += len(text) - precision
        round_up = text[precision] >= "5"
        text = text[:precision]
        if round_up:
            text = str(int(text) + 1)
            if len(text) > precision:  # carried through every digit: 999 -> 1000
                exp10 += len(text) - precision
                text = text[:precision]
        stripped = text.rstrip("0")
        exp10 += len(text) - len(stripped)
        text = stripped
    n = len(text)
    if not max_padding:
        scientific = True
    elif exp10 >= 0:
        scientific = exp10 > max_padding or n + exp10 > precision
    else:
        msd = exp10 + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exponent = exp10 + n - 1
        mantissa = text[0] + "." + (text[1:] or ("0" if truncate_zero else ""))
        if not truncate_zero and precision > n - 1:
            mantissa += "0" * (precision - n + 1)
        exp_digits = str(abs(exponent))
        if not truncate_zero and len(exp_digits) < 2:
            exp_digits = "0" + exp_digits
        return f"{sign}{mantissa}{'E' if truncate_zero else 'e'}{'-' if exponent < 0 else '+'}{exp_digits}"
    if exp10 >= 0:
        return sign + text + "0" * exp10
    whole = exp10 + n
    if whole > 0:
        return sign + text[:whole] + "." + text[whole:]
    return sign + "0." + "0" * -whole + text


def format_float(value: float, kind: str) -> str:
    """MLIR's printFloatValue: 6 significant digits (`1.000000e+00`) when that parses back to the same value,
    else APFloat's default decimal form when it has a '.', else the bit pattern in hex."""
    if kind not in FLOAT_SEMANTICS:
        kind = "f64"
    if not (math.isinf(value) or math.isnan(value)):
        text = apfloat_to_string(value, kind, 6, 0, False)
        back = parse_float(text, kind) if kind != "f64" else float(text)
        if back == value and math.copysign(1.0, back) == math.copysign(1.0, value):
            return text
        text = apfloat_to_string(value, kind)
        if "." in text:
            return text
    return f"0x{float_bits(value, kind):X}"


@dataclass(frozen=True)
class FloatAttr(Attribute):
    value: float
    type: T.Type = T.f64
    nan_bits: int | None = None
    """The exact bit pattern of a NaN written in hex (Python floats do not keep every NaN payload)."""

    def render(self) -> str:
        return f"{self.value_text()} : {self.type}"

    def value_text(self) -> str:
        """The number alone, as MLIR prints it (`1.000000e+00`, `0x7FC00000`)."""
        if self.nan_bits is not None:
            return f"0x{self.nan_bits:X}"
        return format_float(self.value, str(self.type))

    def print(self, elide_type: bool = False) -> str:
        """`elide_type`: the context allows dropping the default type (f64), as inside an array."""
        return self.value_text() if elide_type and self.type == T.f64 else self.text


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
        return "[" + ", ".join([a.print(True) for a in self.elements]) + "]"


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
    if isinstance(element, T.ComplexType):
        part = _element_formatter(element.element_type)
        return lambda v: f"({part(v[0])},{part(v[1])})"
    if isinstance(element, (T.IntegerType, T.IndexType)):
        return str
    return lambda v: '"' + escape_string(v) + '"' if isinstance(v, str) else str(v)


def _nest(values: tuple, shape: tuple[int, ...], fmt) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(fmt(v) for v in values) + "]"
    step = len(values) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nest(values[i * step:(i + 1) * step], shape[1:], fmt) for i in range(shape[0])) + "]"


def _bitwise_key(v: object) -> object:
    """Splat detection compares elements bit for bit, as MLIR does: 0.0 and -0.0 differ."""
    if isinstance(v, float):
        return (v, math.copysign(1.0, v)) if v == v else ("nan", struct.pack("<d", v))
    if isinstance(v, tuple):
        return tuple(_bitwise_key(x) for x in v)
    return v


def dense_from_list(values: list, type_: T.Type) -> DenseElementsAttr:
    """A dense attribute from all of its elements (row-major), stored as a splat when they are all equal."""
    if len(values) > 1:
        first = _bitwise_key(values[0])
        if all(_bitwise_key(v) == first for v in values):
            values = values[:1]
    return DenseElementsAttr(tuple(values), type_)


def dense_from_elements(values: list, type_: T.Type) -> DenseElementsAttr:
    """DenseElementsAttr::get from the elements as MLIR 14 builds it when it parses a list or folds constants:
    equal elements are a splat, except that more than one i1 `true` stays a list (only an all-false i1 list
    becomes a splat there)."""
    element = type_.element_type if isinstance(type_, T.ShapedType) else None
    if element == T.i1 and len(values) > 1 and all(values):
        return DenseElementsAttr(tuple(values), type_)
    return dense_from_list(values, type_)


@dataclass(frozen=True)
class SparseElementsAttr(Attribute):
    """`sparse<indices, values> : type`: `indices` is an i64 tensor of shape (N, rank), `values` has N elements."""

    indices: DenseElementsAttr
    values: DenseElementsAttr
    type: T.Type

    def render(self) -> str:
        if not self.indices.values:
            return f"sparse<> : {self.type}"
        return f"sparse<{self.indices.literal()}, {self.values.literal()}> : {self.type}"

    def as_list(self) -> list:
        """Every element, row-major: the value of the first index that names it, else zero."""
        shape = self.type.shape  # type: ignore[attr-defined]
        element = self.type.element_type  # type: ignore[attr-defined]
        zero = 0.0 if isinstance(element, T.FloatType) else (0.0, 0.0) if isinstance(element, T.ComplexType) else 0
        out: list = [zero] * self.type.num_elements  # type: ignore[attr-defined]
        named = set()
        indices, values, rank = self.indices.as_list(), self.values.as_list(), len(shape)
        for n, value in enumerate(values):
            flat = 0
            for d, i in zip(shape, indices[n * rank:(n + 1) * rank]):
                flat = flat * d + int(i)
            if flat not in named and 0 <= flat < len(out):
                named.add(flat)
                out[flat] = value
        return out


@dataclass(frozen=True)
class OpaqueElementsAttr(Attribute):
    """`opaque<"dialect", "0x...">`: elements kept as raw bytes for a dialect to decode."""

    dialect: str
    data: bytes
    type: T.Type

    def render(self) -> str:
        return f'opaque<"{escape_string(self.dialect)}", "0x{self.data.hex().upper()}"> : {self.type}'


# ---------------------------------------------------------------------------------------------------------
# Affine expressions, maps and integer sets.  MLIR simplifies an affine expression while building it (constant
# folding, constants moved right, `d0 * 2 * 3` -> `d0 * 6`, ...), so a map prints in a canonical form whatever
# its input spelling.  Expressions are tuples: ("c", value), ("d", position), ("s", position) or
# (op, lhs, rhs) with op one of "+", "*", "floordiv", "ceildiv", "mod"; the builders below apply the same
# simplifications as MLIR's AffineExpr operators.

AffineExpr = tuple


def _const(value: int) -> AffineExpr:
    return ("c", value)


def _symbolic(e: AffineExpr) -> bool:
    """isSymbolicOrConstant: built from symbols and constants only."""
    kind = e[0]
    if kind == "c" or kind == "s":
        return True
    if kind == "d":
        return False
    return _symbolic(e[1]) and _symbolic(e[2])


def _largest_divisor(e: AffineExpr) -> int:
    kind = e[0]
    if kind == "c":
        return abs(e[1])
    if kind == "*":
        return _largest_divisor(e[1]) * _largest_divisor(e[2])
    if kind == "+" or kind == "mod":
        return math.gcd(_largest_divisor(e[1]), _largest_divisor(e[2]))
    return 1


def affine_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if lhs[0] == "c" and rhs[0] == "c":
        return _const(lhs[1] + rhs[1])
    # Only the right side may be a constant, and a symbolic term goes right of a dimensional one.
    if lhs[0] == "c" or (_symbolic(lhs) and not _symbolic(rhs)):
        return affine_add(rhs, lhs)
    if rhs[0] == "c":
        if rhs[1] == 0:
            return lhs
        if lhs[0] == "+" and lhs[2][0] == "c":  # (d0 + 2) + 3 -> d0 + 5
            return affine_add(lhs[1], _const(lhs[2][1] + rhs[1]))
    # c1 * e + c2 * e -> (c1 + c2) * e
    if lhs[0] == "*" and lhs[2][0] == "c":
        first, first_coeff = lhs[1], lhs[2][1]
    else:
        first, first_coeff = lhs, 1
    if rhs[0] == "*" and rhs[2][0] == "c":
        second, second_coeff = rhs[1], rhs[2][1]
    else:
        second, second_coeff = rhs, 1
    if first == second:
        return affine_mul(first, _const(first_coeff + second_coeff))
    # (d0 + 2) + d1 -> (d0 + d1) + 2
    if lhs[0] == "+" and lhs[2][0] == "c":
        return affine_add(affine_add(lhs[1], rhs), lhs[2])
    # e + (e floordiv c) * -c -> e mod c
    if rhs[0] == "*" and rhs[1][0] == "floordiv":
        floordiv = rhs[1]
        if floordiv[1] == lhs and rhs[2][0] == "c" and floordiv[2][0] == "c" and floordiv[2][1] == -rhs[2][1]:
            return affine_mod(lhs, floordiv[2])
    return ("+", lhs, rhs)


def affine_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if lhs[0] == "c" and rhs[0] == "c":
        return _const(lhs[1] * rhs[1])
    if not _symbolic(rhs) or lhs[0] == "c":
        return affine_mul(rhs, lhs) if _symbolic(lhs) else ("*", lhs, rhs)
    if rhs[0] == "c":
        if rhs[1] == 1:
            return lhs
        if rhs[1] == 0:
            return rhs
        if lhs[0] == "*" and lhs[2][0] == "c":  # (d0 * 2) * 3 -> d0 * 6
            return affine_mul(lhs[1], _const(lhs[2][1] * rhs[1]))
    if lhs[0] == "*" and lhs[2][0] == "c":  # (d0 * 2) * s0 -> (d0 * s0) * 2
        return affine_mul(affine_mul(lhs[1], rhs), lhs[2])
    return ("*", lhs, rhs)


def affine_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if rhs[0] == "c" and rhs[1] >= 1:
        divisor = rhs[1]
        if lhs[0] == "c":
            return _const(lhs[1] // divisor)
        if divisor == 1:
            return lhs
        if lhs[0] == "*" and lhs[2][0] == "c" and lhs[2][1] % divisor == 0:
            return affine_mul(lhs[1], _const(lhs[2][1] // divisor))
        if lhs[0] == "+" and (_largest_divisor(lhs[1]) % divisor == 0 or _largest_divisor(lhs[2]) % divisor == 0):
            return affine_add(affine_floordiv(lhs[1], rhs), affine_floordiv(lhs[2], rhs))
    return ("floordiv", lhs, rhs)


def affine_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if rhs[0] == "c" and rhs[1] >= 1:
        divisor = rhs[1]
        if lhs[0] == "c":
            return _const(-(-lhs[1] // divisor))
        if divisor == 1:
            return lhs
        if lhs[0] == "*" and lhs[2][0] == "c" and lhs[2][1] % divisor == 0:
            return affine_mul(lhs[1], _const(lhs[2][1] // divisor))
    return ("ceildiv", lhs, rhs)


def affine_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if rhs[0] == "c" and rhs[1] >= 1:
        divisor = rhs[1]
        if lhs[0] == "c":
            return _const(lhs[1] % divisor)
        if _largest_divisor(lhs) % divisor == 0:
            return _const(0)
        if lhs[0] == "+":
            if _largest_divisor(lhs[1]) % divisor == 0:
                return affine_mod(lhs[2], rhs)
            if _largest_divisor(lhs[2]) % divisor == 0:
                return affine_mod(lhs[1], rhs)
        # (e mod 8) mod 4 -> e mod 4
        if lhs[0] == "mod" and lhs[2][0] == "c" and lhs[2][1] >= 1 and lhs[2][1] % divisor == 0:
            return affine_mod(lhs[1], rhs)
    return ("mod", lhs, rhs)


_AFFINE_BUILDERS = {"+": affine_add, "*": affine_mul, "floordiv": affine_floordiv, "ceildiv": affine_ceildiv,
                    "mod": affine_mod}


def print_affine_expr(e: AffineExpr, strong: bool = False) -> str:
    """MLIR's affine expression printer: `d0 * 2 + s0 floordiv 4`, `d0 - 1`, `-d0`, parentheses where a
    tighter-binding operator encloses a sum or another binary expression."""
    kind = e[0]
    if kind == "c":
        return str(e[1])
    if kind == "d" or kind == "s":
        return f"{kind}{e[1]}"
    lhs, rhs = e[1], e[2]
    if kind != "+":
        if kind == "*" and rhs == ("c", -1):
            text = "-" + print_affine_expr(lhs, True)
        else:
            text = f"{print_affine_expr(lhs, True)} {kind} {print_affine_expr(rhs, True)}"
        return f"({text})" if strong else text
    text = None
    if rhs[0] == "*" and rhs[2][0] == "c":
        coeff = rhs[2][1]
        if coeff == -1:
            text = f"{print_affine_expr(lhs)} - {print_affine_expr(rhs[1], rhs[1][0] == '+')}"
        elif coeff < -1:
            text = f"{print_affine_expr(lhs)} - {print_affine_expr(rhs[1], True)} * {-coeff}"
    elif rhs[0] == "c" and rhs[1] < 0:
        text = f"{print_affine_expr(lhs)} - {-rhs[1]}"
    if text is None:
        text = f"{print_affine_expr(lhs)} + {print_affine_expr(rhs)}"
    return f"({text})" if strong else text


class AffineSyntaxError(ValueError):
    """A malformed affine map or set; `offset` is the position in the text the message refers to."""

    def __init__(self, message: str, offset: int) -> None:
        super().__init__(message)
        self.offset = offset


_AFFINE_LEX = re.compile(r"\s*(?:(->|>=|<=|==|[()\[\],*+\-:])|([0-9]+)|([A-Za-z_][\w$.]*))")


class _AffineParser:
    """Recursive descent over MLIR's affine grammar, building simplified expressions as it goes."""

    def __init__(self, text: str) -> None:
        self.tokens: list[tuple[str, str, int]] = []
        pos = 0
        while True:
            m = _AFFINE_LEX.match(text, pos)
            if m is None:
                rest = text[pos:].strip()
                if rest:
                    raise AffineSyntaxError(f"unexpected character '{rest[0]}' in affine expression", pos)
                break
            kind = "punct" if m.group(1) else "int" if m.group(2) else "id"
            self.tokens.append((kind, m.group(m.lastindex), m.start(m.lastindex)))
            pos = m.end()
        self.tokens.append(("eof", "", len(text)))
        self.i = 0
        self.names: dict[str, AffineExpr] = {}

    def peek(self) -> str:
        return self.tokens[self.i][1] if self.tokens[self.i][0] != "eof" else ""

    def take(self, value: str | None = None) -> tuple[str, str, int]:
        tok = self.tokens[self.i]
        if value is not None and (tok[1] != value or tok[0] == "eof"):
            raise AffineSyntaxError(f"expected '{value}'", tok[2])
        if tok[0] != "eof":  # stay on the end marker, so a look at the next token never runs off the list
            self.i += 1
        return tok

    def accept(self, value: str) -> bool:
        if self.tokens[self.i][0] != "eof" and self.tokens[self.i][1] == value:
            self.i += 1
            return True
        return False

    def id_list(self, kind: str, close: str) -> int:
        count = 0
        if self.accept(close):
            return 0
        while True:
            tok = self.take()
            if tok[0] != "id":
                raise AffineSyntaxError("expected bare identifier", tok[2])
            if tok[1] in self.names:
                raise AffineSyntaxError(f"redefinition of identifier '{tok[1]}'", tok[2])
            self.names[tok[1]] = (kind, count)
            count += 1
            if self.accept(close):
                return count
            self.take(",")

    def dims_and_symbols(self) -> tuple[int, int]:
        self.take("(")
        dims = self.id_list("d", ")")
        symbols = self.id_list("s", "]") if self.accept("[") else 0
        return dims, symbols

    def expr(self) -> AffineExpr:
        lhs = self.term()
        while True:
            if self.accept("+"):
                lhs = affine_add(lhs, self.term())
            elif self.accept("-"):
                lhs = affine_add(lhs, affine_mul(self.term(), _const(-1)))
            else:
                return lhs

    def term(self) -> AffineExpr:
        lhs = self.operand()
        while True:
            tok = self.tokens[self.i]
            op = tok[1] if tok[0] != "eof" else ""
            if op not in ("*", "floordiv", "ceildiv", "mod"):
                return lhs
            self.i += 1
            rhs = self.operand()
            if op == "*" and not _symbolic(lhs) and not _symbolic(rhs):
                raise AffineSyntaxError("non-affine expression: at least one of the multiply operands has to be "
                                        "either a constant or symbolic", tok[2])
            if op != "*" and not _symbolic(rhs):
                raise AffineSyntaxError(f"non-affine expression: right operand of {op} has to be either a "
                                        f"constant or symbolic", tok[2])
            lhs = _AFFINE_BUILDERS[op](lhs, rhs)

    def operand(self) -> AffineExpr:
        tok = self.take()
        if tok[0] == "int":
            return _const(int(tok[1]))
        if tok[0] == "id" and tok[1] not in ("floordiv", "ceildiv", "mod"):
            found = self.names.get(tok[1])
            if found is None:
                raise AffineSyntaxError(f"use of undeclared identifier '{tok[1]}'", tok[2])
            return found
        if tok[1] == "(" and tok[0] == "punct":
            inner = self.expr()
            self.take(")")
            return inner
        if tok[1] == "-" and tok[0] == "punct":
            return affine_mul(_const(-1), self.operand())
        raise AffineSyntaxError("expected affine expression", tok[2])

    def end(self) -> None:
        tok = self.tokens[self.i]
        if tok[0] != "eof":
            raise AffineSyntaxError("expected '>' after affine expression", tok[2])


def _dims_text(dims: int, symbols: int) -> str:
    text = "(" + ", ".join(f"d{i}" for i in range(dims)) + ")"
    if symbols:
        text += "[" + ", ".join(f"s{i}" for i in range(symbols)) + "]"
    return text


@lru_cache(maxsize=4096)
def parse_affine_map(text: str) -> tuple[int, int, tuple[AffineExpr, ...]]:
    """The dimension count, symbol count and result expressions of an affine map body, built as MLIR's
    parser builds them (each expression simplified by the AffineExpr operators)."""
    p = _AffineParser(text)
    dims, symbols = p.dims_and_symbols()
    p.take("->")
    p.take("(")
    results: list[AffineExpr] = []
    if not p.accept(")"):
        while True:
            results.append(p.expr())
            if p.accept(")"):
                break
            p.take(",")
    p.end()
    return dims, symbols, tuple(results)


def affine_map_text(dims: int, symbols: int, results: tuple[AffineExpr, ...] | list[AffineExpr]) -> str:
    """The body of `affine_map<...>` for these parts, as MLIR 14 prints it."""
    return f"{_dims_text(dims, symbols)} -> (" + ", ".join(print_affine_expr(r) for r in results) + ")"


@lru_cache(maxsize=4096)
def canonical_affine_map(text: str) -> str:
    """The body of `affine_map<...>` as MLIR 14 prints it (dims/symbols renamed, expressions simplified)."""
    return affine_map_text(*parse_affine_map(text))


@lru_cache(maxsize=1024)
def canonical_integer_set(text: str) -> str:
    """The body of `affine_set<...>` as MLIR 14 prints it: constraints normalised to `e >= 0` / `e == 0`."""
    p = _AffineParser(text)
    dims, symbols = p.dims_and_symbols()
    p.take(":")
    p.take("(")
    constraints: list[str] = []
    if not p.accept(")"):
        while True:
            expr = p.expr()
            tok = p.take()
            zero = p.tokens[p.i]
            if tok[1] not in (">=", "==") or tok[0] != "punct" or zero[0] != "int":
                raise AffineSyntaxError("expected '== 0' or '>= 0' at end of affine constraint", tok[2])
            if int(zero[1]) != 0:
                raise AffineSyntaxError(f"expected '0' after '{tok[1]}'", zero[2])
            p.i += 1
            constraints.append(f"{print_affine_expr(expr)} {tok[1]} 0")
            if p.accept(")"):
                break
            p.take(",")
    p.end()
    if not constraints:
        constraints = ["1 == 0"]
    return f"{_dims_text(dims, symbols)} : (" + ", ".join(constraints) + ")"


@dataclass(frozen=True)
class AffineMapAttr(Attribute):
    """An affine map kept as its canonical text (`(d0, d1)[s0] -> (d0 * 4 + d1)`), the form MLIR prints."""

    map_text: str

    def render(self) -> str:
        return f"affine_map<{self.map_text}>"

    @property
    def is_identity(self) -> bool:
        m = re.fullmatch(r"\(([^)]*)\) -> \(([^)]*)\)", self.map_text)
        return bool(m) and m.group(1) == m.group(2)


@dataclass(frozen=True)
class IntegerSetAttr(Attribute):
    """An integer set kept as its canonical text: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`."""

    set_text: str

    def render(self) -> str:
        return f"affine_set<{self.set_text}>"


@dataclass(frozen=True)
class EnumAttr(Attribute):
    """A dialect enum attribute as MLIR 14 prints it: `#gpu<"dim x">` (dialect, mnemonic, case)."""

    dialect: str
    mnemonic: str
    case: str

    def render(self) -> str:
        return f'#{self.dialect}<"{self.mnemonic} {self.case}">'


@dataclass(frozen=True)
class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, or an alias-free spelling we keep verbatim."""

    spelling: str

    def render(self) -> str:
        return self.spelling


def segment_sizes(sizes: list[int]) -> DenseElementsAttr:
    """The `operand_segment_sizes` attribute of an op with several variadic operand groups."""
    return _segment_sizes(tuple(sizes))


@lru_cache(maxsize=256)
def _segment_sizes(sizes: tuple[int, ...]) -> DenseElementsAttr:
    """One attribute per shape: the parser makes one for every gpu.alloc and gpu.launch_func."""
    # equal sizes make a splat, printed `dense<0> : vector<3xi32>` as MLIR does
    values = sizes[:1] if sizes and all(v == sizes[0] for v in sizes) else sizes
    return DenseElementsAttr(values, T.VectorType((len(sizes),), T.i32))
