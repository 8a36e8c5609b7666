"""LLVM constants as LLVM 14 makes them: canonical forms, constant expressions, and MLIR attributes -> constants.

LLVM uniques its constants and canonicalizes aggregates as it builds them: a struct whose members are all
zero is `zeroinitializer`, all-undef members make `undef`, an `[N x i8]` array of integers is a string
(`c"..."`), a constant splat stays a list of equal elements.  `aggregate` applies those rules, so the text
(and `key`, which stands for LLVM's pointer identity of uniqued constants) matches mlir-translate 14's.

Constants are `llvmlite.ir.Constant`s made without llvmlite's value wrapping (which would turn a vector
`zeroinitializer` into a list): `.constant` is an int, a float (already rounded to the type), None (null or
`zeroinitializer`), `ir.Undefined`, a list of member constants, or a bytearray (i8 arrays).  `PoisonValue`
and `ConstExpr` are subclasses the writer knows.  `from_attribute` is MLIR 14's `getLLVMConstant`.
"""

from __future__ import annotations

import math
from typing import Any

from llvmlite import ir

from gpuopt.ir import attributes as A
from gpuopt.translate.types import OtherFloatType

_FLOAT_KINDS: dict[str, str] = {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64",
                                "x86_fp80": "f80", "fp128": "f128"}


class UnsupportedConstant(Exception):
    """An attribute that cannot become a constant of the requested type."""


def make(ty: ir.Type, value: Any, cls: type[ir.Constant] = ir.Constant) -> ir.Constant:
    c = cls.__new__(cls)
    c.type = ty
    c.constant = value
    return c


class PoisonValue(ir.Constant):
    """LLVM's `poison` (what folding `udiv X, 0` or an oversized shift gives)."""


class ConstExpr(ir.Constant):
    """A constant expression LLVM could not fold further: `opcode` and constant `operands`, plus what some
    opcodes carry (the compare `predicate`, a GEP's `source_type` and `inbounds`, aggregate `indices`)."""

    def __init__(self, ty: ir.Type, opcode: str, operands: list[ir.Constant], predicate: str = "",
                 source_type: ir.Type | None = None, inbounds: bool = False, indices: tuple[int, ...] = ()) -> None:
        self.type = ty
        self.constant = self  # (never read as a value: callers test for ConstExpr first)
        self.opcode = opcode
        self.operands = operands
        self.predicate = predicate
        self.source_type = source_type
        self.inbounds = inbounds
        self.indices = indices

    def _to_string(self) -> str:
        return repr(key(self))

    def _get_reference(self) -> str:
        return repr(key(self))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ir.Value) and key(self) == key(other)

    def __hash__(self) -> int:
        return hash(key(self))


# -- scalars ------------------------------------------------------------------------------------------------


def wrap_int(value: int, width: int) -> int:
    """`value` as the signed integer of `width` bits (i1: 0 or 1), which is how integers are kept."""
    value &= (1 << width) - 1
    if width > 1 and value >> (width - 1):
        value -= 1 << width
    return value


def float_kind(ty: ir.Type) -> str | None:
    """`f32` for `float` and so on (None: not a floating-point type)."""
    name = ty.name if isinstance(ty, OtherFloatType) else str(ty) if isinstance(
        ty, (ir.HalfType, ir.FloatType, ir.DoubleType)) else ""
    return _FLOAT_KINDS.get(name)


def round_float(value: float, kind: str) -> float:
    """`value` rounded to the float type `kind` (f80 and f128 hold any Python float exactly)."""
    if kind in ("f80", "f128", "f64") or math.isnan(value):
        return float(value)
    return A.round_float(float(value), kind)


def const_int(ty: ir.IntType, value: int) -> ir.Constant:
    return make(ty, wrap_int(int(value), ty.width))


def const_float(ty: ir.Type, value: float) -> ir.Constant:
    kind = float_kind(ty)
    assert kind is not None
    return make(ty, round_float(float(value), kind))


def null(ty: ir.Type) -> ir.Constant:
    """Constant::getNullValue: 0, +0.0, `null` or `zeroinitializer`."""
    if isinstance(ty, ir.IntType):
        return make(ty, 0)
    if float_kind(ty):
        return make(ty, 0.0)
    return make(ty, None)


def all_ones(ty: ir.Type) -> ir.Constant:
    if isinstance(ty, ir.VectorType):
        return aggregate(ty, [all_ones(ty.element)] * ty.count)
    return make(ty, -1 if ty.width > 1 else 1)


def undef(ty: ir.Type) -> ir.Constant:
    return make(ty, ir.Undefined)


def poison(ty: ir.Type) -> ir.Constant:
    return make(ty, ir.Undefined, PoisonValue)


def nan(ty: ir.Type) -> ir.Constant:
    if isinstance(ty, ir.VectorType):
        return aggregate(ty, [nan(ty.element)] * ty.count)
    return make(ty, math.nan)


def is_constant(v: ir.Value) -> bool:
    """LLVM's isa<Constant>: constants, globals and functions (not instructions or arguments)."""
    return isinstance(v, (ir.Constant, ir.GlobalValue))


def is_undef(c: ir.Value) -> bool:
    """isa<UndefValue>, which includes poison."""
    return isinstance(c, ir.Constant) and not isinstance(c, ConstExpr) and c.constant is ir.Undefined


def is_poison(c: ir.Value) -> bool:
    return isinstance(c, PoisonValue)


def is_int(c: ir.Value) -> bool:
    """isa<ConstantInt> (a scalar integer constant)."""
    return (isinstance(c, ir.Constant) and not isinstance(c, ConstExpr) and isinstance(c.type, ir.IntType)
            and isinstance(c.constant, int))


def is_float(c: ir.Value) -> bool:
    """isa<ConstantFP>."""
    return (isinstance(c, ir.Constant) and not isinstance(c, ConstExpr) and float_kind(c.type) is not None
            and isinstance(c.constant, float))


def is_null(c: ir.Value) -> bool:
    """Constant::isNullValue: 0, +0.0 (not -0.0), `null`, `zeroinitializer`."""
    if not isinstance(c, ir.Constant) or isinstance(c, ConstExpr) or c.constant is ir.Undefined:
        return False
    value = c.constant
    if value is None:
        return True
    if isinstance(value, float):
        return value == 0 and math.copysign(1.0, value) > 0
    if isinstance(value, int):
        return value == 0
    return False


def unsigned(c: ir.Constant) -> int:
    return c.constant & ((1 << c.type.width) - 1)


def signed(c: ir.Constant) -> int:
    """The two's-complement value (an i1 `true` is -1)."""
    return -c.constant if c.type.width == 1 else c.constant


# -- aggregates ---------------------------------------------------------------------------------------------


def members_of(ty: ir.Type) -> list[ir.Type]:
    if isinstance(ty, ir.BaseStructType):
        return list(ty.elements or ())
    return [ty.element] * ty.count


def aggregate(ty: ir.Type, elements: list[ir.Constant]) -> ir.Constant:
    """ConstantStruct/ConstantArray/ConstantVector::get: the canonical constant with these members."""
    if not elements:
        return make(ty, None)
    if isinstance(ty, ir.BaseStructType):
        if all(is_null(e) for e in elements):
            return make(ty, None)
        if all(is_poison(e) for e in elements):
            return poison(ty)
        if all(is_undef(e) and not is_poison(e) for e in elements):
            return undef(ty)
        return make(ty, list(elements))
    first = key(elements[0])
    if all(key(e) == first for e in elements[1:]):
        if is_poison(elements[0]):
            return poison(ty)
        if is_undef(elements[0]):
            return undef(ty)
        if is_null(elements[0]):
            return make(ty, None)
    if isinstance(ty, ir.ArrayType) and ty.element == ir.IntType(8) and all(is_int(e) for e in elements):
        return make(ty, bytearray(e.constant & 0xFF for e in elements))
    return make(ty, list(elements))


def string(data: bytes) -> ir.Constant:
    """ConstantDataArray::getString(..., AddNull=false): `c"..."`, or `zeroinitializer` when all zero."""
    ty = ir.ArrayType(ir.IntType(8), len(data))
    if not any(data):
        return make(ty, None)
    return make(ty, bytearray(data))


def element(c: ir.Constant, index: int) -> ir.Constant | None:
    """Constant::getAggregateElement (None when it is not known, e.g. of a constant expression)."""
    if isinstance(c, ConstExpr) or not isinstance(c, ir.Constant):
        return None
    members = members_of(c.type)
    if not 0 <= index < len(members):
        return None
    t = members[index]
    value = c.constant
    if value is None:
        return null(t)
    if isinstance(c, PoisonValue):
        return poison(t)
    if value is ir.Undefined:
        return undef(t)
    if isinstance(value, bytearray):
        return const_int(t, value[index])
    return value[index]


def elements_of(c: ir.Constant) -> list[ir.Constant] | None:
    members = members_of(c.type)
    found = [element(c, i) for i in range(len(members))]
    return None if any(f is None for f in found) else found  # type: ignore[misc]


def splat_value(c: ir.Constant) -> ir.Constant | None:
    """Constant::getSplatValue of a vector constant (None when the elements differ or are unknown)."""
    if not isinstance(c.type, ir.VectorType):
        return None
    members = elements_of(c)
    if not members:
        return None
    first = key(members[0])
    return members[0] if all(key(m) == first for m in members[1:]) else None


def key(c: ir.Value) -> Any:
    """A structural identity of a constant: equal keys are the one uniqued LLVM constant."""
    if isinstance(c, ir.GlobalValue):
        return ("global", c.name)
    if isinstance(c, ConstExpr):
        return ("expr", str(c.type), c.opcode, tuple(key(o) for o in c.operands), c.predicate,
                str(c.source_type), c.inbounds, c.indices)
    if not isinstance(c, ir.Constant):
        return ("value", id(c))
    value = c.constant
    if isinstance(c, PoisonValue):
        return ("poison", str(c.type))
    if value is ir.Undefined:
        return ("undef", str(c.type))
    if value is None or (isinstance(value, bytearray) and not any(value)):
        return ("null", str(c.type))
    if isinstance(value, float):
        return ("float", str(c.type), A.float_bits(value, "f64") if not math.isnan(value) else "nan")
    if isinstance(value, (list, bytearray)):
        return ("agg", str(c.type), tuple(key(e) for e in elements_of(c) or ()))
    return ("int", str(c.type), value)


# -- MLIR attributes ------------------------------------------------------------------------------------------


def from_attribute(attr: A.Attribute, ty: ir.Type, functions: dict[str, ir.Value] | None = None,
                   top_level: bool = True) -> ir.Constant:
    """The constant an `llvm.mlir.constant`/`llvm.mlir.global` attribute denotes as type `ty`
    (MLIR 14's getLLVMConstant).  A scalar given for a vector or array type is splat."""
    if isinstance(ty, ir.BaseStructType):
        if not top_level:
            raise UnsupportedConstant("nested struct types are not supported in constants")
        if not isinstance(attr, A.ArrayAttr) or len(attr.elements) != len(ty.elements or ()):
            raise UnsupportedConstant(f"attribute {attr} for type {ty}")
        return aggregate(ty, [from_attribute(a, t, functions, False) for a, t in zip(attr.elements, ty.elements)])
    if isinstance(attr, A.StringAttr):
        data = attr.value.encode("utf-8", errors="surrogateescape")
        if not (isinstance(ty, ir.ArrayType) and ty.element == ir.IntType(8) and ty.count == len(data)):
            raise UnsupportedConstant(f"string of {len(data)} bytes for type {ty}")
        return string(data)
    if isinstance(attr, A.SymbolRefAttr) and functions is not None and attr.root in functions:
        from gpuopt.translate.folder import fold_cast

        return fold_cast("bitcast", functions[attr.root], ty)  # type: ignore[arg-type]
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr)):
        if isinstance(ty, (ir.VectorType, ir.ArrayType)):
            return splat([attr.value], ty)
        return scalar(attr.value, ty)
    if isinstance(attr, A.DenseElementsAttr):
        if attr.hex_text is not None:
            raise UnsupportedConstant("hex-encoded dense elements")
        values = attr.as_list() if not attr.is_splat else list(attr.values)
        if not isinstance(ty, (ir.VectorType, ir.ArrayType)):
            if len(values) == 1:
                return scalar(values[0], ty)
            raise UnsupportedConstant(f"{len(values)} elements for scalar type {ty}")
        if len(values) == 1 and _element_count(ty) != 1:
            return splat(values, ty)
        if len(values) != _element_count(ty):
            raise UnsupportedConstant(f"{len(values)} elements for type {ty} of {_element_count(ty)} elements")
        return nested(values, ty)
    raise UnsupportedConstant(f"attribute {attr} for type {ty}")


def scalar(value: Any, ty: ir.Type) -> ir.Constant:
    """One int/float/bool element as a constant of scalar type `ty`."""
    if isinstance(ty, ir.IntType):
        if isinstance(value, float):
            raise UnsupportedConstant(f"float value {value} for integer type {ty}")
        return const_int(ty, int(value))
    if float_kind(ty):
        return const_float(ty, float(value))
    raise UnsupportedConstant(f"scalar value {value!r} for type {ty}")


def splat(values: list[Any], ty: ir.Type) -> ir.Constant:
    if not isinstance(ty, (ir.VectorType, ir.ArrayType)):
        return scalar(values[0], ty)
    return aggregate(ty, [splat(values, ty.element)] * ty.count)


def nested(values: list[Any], ty: ir.Type) -> ir.Constant:
    """Nested arrays/vectors from a flat, row-major list of element values."""
    if not isinstance(ty, (ir.VectorType, ir.ArrayType)):
        return scalar(values[0], ty)
    step = len(values) // ty.count if ty.count else 0
    return aggregate(ty, [nested(values[i * step:(i + 1) * step], ty.element) for i in range(ty.count)])


def _element_count(ty: ir.Type) -> int:
    n = 1
    while isinstance(ty, (ir.VectorType, ir.ArrayType)):
        n *= ty.count
        ty = ty.element
    return n


# -- printing special floats ----------------------------------------------------------------------------------


def other_float_hex(value: float, kind: str) -> str:
    """LLVM's hex spellings of the float types printed in hex only: `0xH` + 4 digits (half), `0xR` + 4
    (bfloat), `0xK` + 20 (x86_fp80), `0xL` + 32 (fp128, low 64 bits first)."""
    if kind == "f16":
        return f"0xH{A.float_bits(value, 'f16'):04X}"
    if kind == "bf16":
        return f"0xR{A.float_bits(value, 'bf16'):04X}"
    bits = A.float_bits(value, kind)
    if kind == "f80":
        return f"0xK{bits:020X}"
    low, high = bits & ((1 << 64) - 1), bits >> 64
    return f"0xL{low:016X}{high:016X}"
