"""Attributes -> LLVM IR constants (`llvm.mlir.constant`, global initializers).

MLIR keeps the attribute's own type (`4 : index`) next to the LLVM result type (`i64`); the LLVM type
decides.  Integers are wrapped to the result width; floats llvmlite cannot spell (bfloat, x86_fp80, fp128)
are written in LLVM's hex forms here.
"""

from __future__ import annotations

import math
from typing import Any

from llvmlite import ir

from gpuopt.ir import attributes as A
from gpuopt.translate.types import OtherFloatType


class UnsupportedConstant(Exception):
    """An attribute that cannot become a constant of the requested type."""


def wrap_int(value: int, width: int) -> int:
    """`value` as the signed integer of `width` bits LLVM's parser reads back unchanged (i1: 0 or 1)."""
    value &= (1 << width) - 1
    if width > 1 and value >> (width - 1):
        value -= 1 << width
    return value


def scalar(value: Any, ty: ir.Type) -> ir.Constant:
    """One int/float/bool element as a constant of scalar type `ty`."""
    if isinstance(ty, ir.IntType):
        if isinstance(value, float):
            raise UnsupportedConstant(f"float value {value} for integer type {ty}")
        return ir.Constant(ty, wrap_int(int(value), ty.width))
    if isinstance(ty, (ir.HalfType, ir.FloatType, ir.DoubleType)):
        return ir.Constant(ty, float(value))
    if isinstance(ty, OtherFloatType):
        return ir.Constant(ty, other_float_hex(float(value), ty.kind))
    raise UnsupportedConstant(f"scalar value {value!r} for type {ty}")


def other_float_hex(value: float, kind: str) -> str:
    """LLVM's hex spellings: `0xR` + 4 digits (bfloat), `0xK` + 20 (x86_fp80), `0xL` + 32 (fp128, low
    64 bits first).  The value comes from a Python float, so it is exact for all three."""
    if kind == "bf16":
        bits = A.float_bits(value, "bf16")
        return f"0xR{bits:04X}"
    sign, exponent, mantissa = _decompose(value)
    if kind == "f80":
        if exponent is None:  # zero
            bits = sign << 79
        elif exponent == "inf":
            bits = (sign << 79) | (0x7FFF << 64) | (1 << 63)
        elif exponent == "nan":
            bits = (sign << 79) | (0x7FFF << 64) | (3 << 62)
        else:
            bits = (sign << 79) | ((exponent + 16383) << 64) | (mantissa << 11)  # explicit integer bit
        return f"0xK{bits:020X}"
    if exponent is None:
        bits = sign << 127
    elif exponent == "inf":
        bits = (sign << 127) | (0x7FFF << 112)
    elif exponent == "nan":
        bits = (sign << 127) | (0x7FFF << 112) | (1 << 111)
    else:
        bits = (sign << 127) | ((exponent + 16383) << 112) | ((mantissa & ((1 << 52) - 1)) << 60)
    low, high = bits & ((1 << 64) - 1), bits >> 64
    return f"0xL{low:016X}{high:016X}"


def _decompose(value: float) -> tuple[int, Any, int]:
    """(sign, unbiased exponent or None/'inf'/'nan', 53-bit mantissa with the leading 1)."""
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    if math.isnan(value):
        return sign, "nan", 0
    if math.isinf(value):
        return sign, "inf", 0
    if value == 0:
        return sign, None, 0
    mantissa, exponent = math.frexp(abs(value))  # value = m * 2**e, 0.5 <= m < 1
    return sign, exponent - 1, int(mantissa * (1 << 53))


def from_attribute(attr: A.Attribute, ty: ir.Type) -> ir.Constant:
    """The constant an `llvm.mlir.constant`/`llvm.mlir.global` attribute denotes, as type `ty`."""
    if isinstance(attr, A.StringAttr):
        data = attr.value.encode("utf-8", errors="surrogateescape")
        if not (isinstance(ty, ir.ArrayType) and ty.element == ir.IntType(8) and ty.count == len(data)):
            raise UnsupportedConstant(f"string of {len(data)} bytes for type {ty}")
        return ir.Constant(ty, bytearray(data))
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr)):
        if isinstance(ty, (ir.VectorType, ir.ArrayType)):  # a splat
            return aggregate([attr.value] * _element_count(ty), ty)
        return scalar(attr.value, ty)
    if isinstance(attr, A.DenseElementsAttr):
        if attr.hex_text is not None:
            raise UnsupportedConstant("hex-encoded dense elements")
        values = attr.as_list()
        if not isinstance(ty, (ir.VectorType, ir.ArrayType)):
            if len(values) == 1:
                return scalar(values[0], ty)
            raise UnsupportedConstant(f"{len(values)} elements for scalar type {ty}")
        count = _element_count(ty)
        if len(values) == 1 and count != 1:
            values = values * count
        if len(values) != count:
            raise UnsupportedConstant(f"{len(values)} elements for type {ty} of {count} elements")
        return aggregate(values, ty)
    if isinstance(attr, A.ArrayAttr) and isinstance(ty, ir.BaseStructType):  # complex: [re, im]
        elements = ty.elements or ()
        if len(attr.elements) != len(elements):
            raise UnsupportedConstant(f"{len(attr.elements)} values for {ty}")
        return ir.Constant(ty, [from_attribute(a, t) for a, t in zip(attr.elements, elements)])
    raise UnsupportedConstant(f"attribute {attr} for type {ty}")


def _element_count(ty: ir.Type) -> int:
    n = 1
    while isinstance(ty, (ir.VectorType, ir.ArrayType)):
        n *= ty.count
        ty = ty.element
    return n


def aggregate(values: list[Any], ty: ir.Type) -> ir.Constant:
    """Nested arrays/vectors from a flat, row-major list of element values."""
    if not isinstance(ty, (ir.VectorType, ir.ArrayType)):
        return scalar(values[0], ty)
    step = len(values) // ty.count if ty.count else 0
    return ir.Constant(ty, [aggregate(values[i * step:(i + 1) * step], ty.element) for i in range(ty.count)])


def undef(ty: ir.Type) -> ir.Constant:
    return ir.Constant(ty, ir.Undefined)


def elements_of(const: ir.Constant, ty: ir.Type) -> list[ir.Constant]:
    """The members of an aggregate constant (undef and zeroinitializer expanded), for insertvalue."""
    members = list(ty.elements) if isinstance(ty, ir.BaseStructType) else [ty.element] * ty.count
    if const.constant is ir.Undefined:
        return [undef(t) for t in members]
    if const.constant is None:
        return [ir.Constant(t, None) for t in members]
    if isinstance(const.constant, bytearray):
        return [ir.Constant(ir.IntType(8), b) for b in const.constant]
    if not isinstance(const.constant, (list, tuple)):
        raise UnsupportedConstant(f"the members of {const} are not known")
    return list(const.constant)
