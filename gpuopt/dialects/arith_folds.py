"""The folders of the arith ops (MLIR 14's `fold` methods), attached to the op classes.

A folder gets the constant attribute of each operand (None when it is not a constant) and returns None, an
existing value, an attribute, or IN_PLACE after changing the op itself (see gpuopt/rewrite/folder.py).  MLIR's
dialect conversion folds an op before it tries patterns, so `--gpu-to-llvm` output shows these folds too.

An op tries its identities first (x + 0, x * 1, x & -1, ...; the matchers see an integer or float constant and
a splat of one in a vector or ranked tensor, as 14's m_Zero, m_One, m_ConstantInt and m_*Float do), then folds
constant operands as CommonFolders.h's constFoldBinaryOp does: two scalars into a scalar, two splats into a
splat, other dense (or sparse) attributes element by element, all through one rule per element; when one
element does not fold (a division by zero, an overflow) the op stays.  What 14 folds on vector and tensor
constants: the binary integer and float ops with a constant folder, bitcast, and cmpi of a value with itself;
rem[su]i, cmpi and cmpf of constants, and the other casts fold scalars only; shifts, remf and negf not at all.

Part of the arith dialect: gpuopt/dialects/arith.py imports this module.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from gpuopt.dialects.arith import CAST_OPS, CMPF_PREDICATES, CMPI_PREDICATES, BinaryOp, CmpFOp, CmpIOp, _scalar_of
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.folder import match_float, match_int, splat_element

Scalar = A.IntegerAttr | A.FloatAttr
Folded = A.Attribute | Value | None


# ---------------------------------------------------------------------------------------------------------
# Integers as APInt holds them: `IntegerAttr.value` is the signed value, except that an i1 is 0 or 1.

def _width(t: T.Type) -> int:
    return 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)


def _unsigned(value: int, t: T.Type) -> int:
    return value & ((1 << _width(t)) - 1)


def _signed(value: int, t: T.Type) -> int:
    """APInt::getSExtValue: an i1 `true` is -1."""
    width = _width(t)
    value = _unsigned(value, t)
    return value - (1 << width) if value >> (width - 1) else value


def _wrap_int(value: int, t: T.Type) -> int:
    """`value` modulo 2^width, as an IntegerAttr of `t` stores it."""
    return _unsigned(value, t) if _width(t) == 1 else _signed(value, t)


def _checked(value: int, t: T.Type) -> int | None:
    """A signed result, or None when it overflows `t` (APInt's *_ov: MLIR 14 does not fold then)."""
    return value if _signed(value, t) == value else None


def _min(t: T.Type) -> int:
    return -(1 << (_width(t) - 1))


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


_INT_FOLDS: dict[str, Callable[[int, int, T.Type], int | None]] = {
    "arith.addi": lambda a, b, t: a + b,
    "arith.subi": lambda a, b, t: a - b,
    "arith.muli": lambda a, b, t: a * b,
    "arith.divui": lambda a, b, t: _unsigned(a, t) // _unsigned(b, t) if b else None,
    "arith.divsi": lambda a, b, t: _checked(_trunc_div(a, b), t) if b else None,
    "arith.ceildivui": lambda a, b, t: -(-_unsigned(a, t) // _unsigned(b, t)) if b else None,
    "arith.ceildivsi": lambda a, b, t: _checked(-(-a // b), t) if b and not (a == _min(t) and b == 1) else None,
    "arith.floordivsi": lambda a, b, t: _checked(a // b, t) if b and not (a == _min(t) and b == 1) else None,
    "arith.remui": lambda a, b, t: _unsigned(a, t) % _unsigned(b, t) if b else None,
    "arith.remsi": lambda a, b, t: a - _trunc_div(a, b) * b if b else None,
    "arith.andi": lambda a, b, t: a & b,
    "arith.ori": lambda a, b, t: a | b,
    "arith.xori": lambda a, b, t: a ^ b,
    "arith.maxsi": lambda a, b, t: max(a, b),
    "arith.minsi": lambda a, b, t: min(a, b),
    "arith.maxui": lambda a, b, t: a if _unsigned(a, t) >= _unsigned(b, t) else b,
    "arith.minui": lambda a, b, t: a if _unsigned(a, t) <= _unsigned(b, t) else b,
}
"""The constant folders of the integer ops, on signed values; None: this pair does not fold.  14 computes
ceildivsi and floordivsi through -a, which overflows for a = MIN: it does not fold (MIN, 1) (nor does
gpuopt), and it folds ceildivsi(MIN, b > 1) and floordivsi(MIN, b < 0) to wrong values, which later MLIR folds
right (or not at all: floordivsi(MIN, -1) overflows), as gpuopt does."""
_SCALAR_ONLY = {"arith.remui", "arith.remsi"}
"""14's RemUIOp/RemSIOp::fold read IntegerAttr operands only (no constFoldBinaryOp)."""
_SAME_OPERAND_TO_LHS = {"arith.andi", "arith.ori", "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"}
_SAME_OPERAND_TO_ZERO = {"arith.subi", "arith.xori"}
_RHS_ZERO_TO_LHS = {"arith.addi", "arith.subi", "arith.ori", "arith.xori"}
_RHS_ONE_TO_LHS = {"arith.muli", "arith.divui", "arith.divsi", "arith.ceildivui", "arith.ceildivsi",
                   "arith.floordivsi"}


def _int_element(name: str) -> Callable[[A.IntegerAttr, A.IntegerAttr], A.IntegerAttr | None]:
    rule = _INT_FOLDS[name]

    def calculate(a: A.IntegerAttr, b: A.IntegerAttr) -> A.IntegerAttr | None:
        t = a.type
        value = rule(_signed(a.value, t), _signed(b.value, t), t)
        return None if value is None else A.IntegerAttr(_wrap_int(value, t), t)
    return calculate


# ---------------------------------------------------------------------------------------------------------
# Floats as APFloat computes them.

def _ieee_div(a: float, b: float) -> float:
    """a / b as APFloat divides: x / ±0 is ±inf, 0 / 0 (and NaN operands) the default quiet NaN."""
    if b == 0 and not math.isnan(b):
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


_FLOAT_FOLDS: dict[str, Callable[[float, float], float]] = {
    "arith.addf": lambda a, b: a + b,
    "arith.subf": lambda a, b: a - b,
    "arith.mulf": lambda a, b: a * b,
    "arith.divf": _ieee_div,
}


def _bits(attr: A.FloatAttr) -> int:
    return attr.nan_bits if attr.nan_bits is not None else A.float_bits(attr.value, attr.type.kind)  # type: ignore[attr-defined]


def _nan_operand(a: A.FloatAttr, b: A.FloatAttr) -> A.FloatAttr:
    """APFloat's arithmetic on a NaN operand: the first NaN comes through, its sign and payload kept, quiet."""
    kind = a.type.kind  # type: ignore[attr-defined]
    bits = (_bits(a) if math.isnan(a.value) else _bits(b)) | 1 << (A.FLOAT_SEMANTICS[kind][0] - 2)
    return A.FloatAttr(math.nan, a.type, nan_bits=bits)


def _extreme(name: str, a: A.FloatAttr, b: A.FloatAttr) -> A.FloatAttr:
    """llvm::maximum / llvm::minimum: a NaN operand wins, and +0 is above -0."""
    x, y = a.value, b.value
    if math.isnan(x) or math.isnan(y):
        return a if math.isnan(x) else b
    if x == y == 0:
        neg = math.copysign(1, x) < 0 or math.copysign(1, y) < 0
        pos = math.copysign(1, x) > 0 or math.copysign(1, y) > 0
        value = (-0.0 if not pos else 0.0) if name == "arith.maxf" else (-0.0 if neg else 0.0)
    else:
        value = max(x, y) if name == "arith.maxf" else min(x, y)
    return A.FloatAttr(value, a.type)


def _float_element(name: str) -> Callable[[A.FloatAttr, A.FloatAttr], A.FloatAttr]:
    def calculate(a: A.FloatAttr, b: A.FloatAttr) -> A.FloatAttr:
        if name in ("arith.maxf", "arith.minf"):
            return _extreme(name, a, b)
        if math.isnan(a.value) or math.isnan(b.value):
            return _nan_operand(a, b)
        value = _FLOAT_FOLDS[name](a.value, b.value)
        if math.isnan(value):  # an invalid operation gives APFloat's default NaN, which is positive
            value = math.copysign(math.nan, 1.0)
        return A.FloatAttr(A._round_to(value, a.type.kind), a.type)  # type: ignore[attr-defined]
    return calculate


# ---------------------------------------------------------------------------------------------------------
# CommonFolders.h: one rule per element, for scalars, splats and whole elements attributes.

def _scalar(value: int | float, t: T.Type) -> Scalar:
    return A.FloatAttr(float(value), t) if isinstance(t, T.FloatType) else A.IntegerAttr(int(value), t)


def _element_value(attr: Scalar) -> int | float:
    """The value a dense attribute stores for `attr` (a NaN keeps its payload where a Python float can)."""
    if isinstance(attr, A.FloatAttr) and attr.nan_bits is not None:
        return A.bits_to_float(attr.nan_bits, attr.type.kind)  # type: ignore[attr-defined]
    return attr.value


def _elements(attr: A.Attribute) -> list[int | float] | None:
    """ElementsAttr::value_begin: every element of a dense or sparse attribute, row-major."""
    if isinstance(attr, A.DenseElementsAttr) and attr.hex_text is None:
        return attr.as_list()
    if isinstance(attr, A.SparseElementsAttr):
        return attr.as_list()
    return None


def const_fold(consts: list[A.Attribute | None], result_type: T.Type,
               calculate: Callable[..., Scalar | None]) -> A.Attribute | None:
    """constFoldBinaryOp (and constFoldUnaryOp): `calculate` maps scalar attributes of the operands' element
    type to one of the result's, or gives None where those do not fold (and then nothing does)."""
    if any(c is None for c in consts):
        return None
    if all(isinstance(c, (A.IntegerAttr, A.FloatAttr)) for c in consts):
        return calculate(*consts)
    if not isinstance(result_type, (T.VectorType, T.RankedTensorType)):
        return None
    splats = [splat_element(c) for c in consts]
    if all(s is not None for s in splats):
        result = calculate(*splats)
        return None if result is None else A.DenseElementsAttr((_element_value(result),), result_type)
    columns = [_elements(c) for c in consts]  # type: ignore[arg-type]
    if any(c is None for c in columns):
        return None
    types = [c.type.element_type for c in consts]  # type: ignore[union-attr]
    values = []
    for row in zip(*columns):  # type: ignore[call-overload]
        result = calculate(*(_scalar(v, t) for v, t in zip(row, types)))
        if result is None:
            return None
        values.append(_element_value(result))
    return A.dense_from_elements(values, result_type)


def filled(t: T.Type, scalar: Scalar) -> A.Attribute | None:
    """`scalar` as a constant of type `t` (Builder::getZeroAttr, getBoolAttribute).  None for a tensor without
    a static shape: 14 builds a `dense<0> : tensor<?xi32>` it cannot read back, later MLIR does not fold."""
    if isinstance(t, T.VectorType) or (isinstance(t, T.RankedTensorType) and t.has_static_shape):
        return A.DenseElementsAttr((scalar.value,), t)
    return scalar if isinstance(t, (T.IntegerType, T.IndexType, T.FloatType)) else None


# ---------------------------------------------------------------------------------------------------------
# The ops.

def _fold_binary(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    if op.name in _INT_FOLDS:
        return _fold_int_binary(op, consts)
    if op.name in ("arith.maxf", "arith.minf"):
        return _fold_float_extreme(op, consts)
    if op.name in _FLOAT_FOLDS:
        return _fold_float_binary(op, consts)
    return None


def _fold_int_binary(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    lhs, rhs = op.operands
    t = op.results[0].type
    element = _scalar_of(t)
    name = op.name
    matched = match_int(consts[1])  # m_Zero, m_One and m_ConstantInt see splats; 14 compares m_One zero-extended
    bits = None if matched is None else _unsigned(matched, element)  # type: ignore[arg-type]
    all_ones = bits is not None and bits == _unsigned(-1, element)  # type: ignore[arg-type]
    scalar = _unsigned(consts[1].value, t) if isinstance(consts[1], A.IntegerAttr) else None
    if bits == 0 and name == "arith.xori":  # xor(x, 0) -> x is tried before xor(x, x) -> 0
        return lhs
    if lhs is rhs and name in _SAME_OPERAND_TO_ZERO:
        zero = filled(t, A.IntegerAttr(0, element))  # type: ignore[arg-type]
        if zero is not None:
            return zero
    if bits == 0 and name in _RHS_ZERO_TO_LHS:
        return lhs
    if bits == 1 and name in _RHS_ONE_TO_LHS:
        return lhs
    if bits == 0 and name in ("arith.muli", "arith.andi"):  # the existing zero, not a new constant
        return rhs
    if all_ones and name == "arith.andi":
        return lhs
    if scalar == _unsigned(-1, t) and name == "arith.ori":  # (14 reads an IntegerAttr here, no splat)
        return consts[1]
    if scalar == 1 and name in _SCALAR_ONLY:
        return A.IntegerAttr(0, t)
    b = None if matched is None else _signed(matched, element)  # type: ignore[arg-type]
    extreme = _fold_int_extreme(name, lhs, rhs, b, element)  # type: ignore[arg-type]
    if extreme is not None:
        return extreme
    chained = _fold_chain(name, lhs, rhs)
    if chained is not None:
        return chained
    if name not in _SCALAR_ONLY or isinstance(consts[0], A.IntegerAttr):
        folded = const_fold(consts, t, _int_element(name))
        if folded is not None:
            return folded
    if lhs is rhs and name in _SAME_OPERAND_TO_LHS:  # after constant folding: and(c, c) is a new constant
        return lhs
    return None


def _fold_int_extreme(name: str, lhs: Value, rhs: Value, b: int | None, t: T.Type) -> Value | None:
    """max/min against the type's extreme values: maxsi(x, MAX) = MAX, maxsi(x, MIN) = x, and so on."""
    if not name.startswith(("arith.max", "arith.min")):
        return None
    if lhs is rhs:
        return lhs
    if b is None:
        return None
    w = _width(t)
    if name.endswith("si"):
        low, high, v = -(1 << (w - 1)), (1 << (w - 1)) - 1, b
    else:
        low, high, v = 0, (1 << w) - 1, _unsigned(b, t)
    absorbing, neutral = (high, low) if name.startswith("arith.max") else (low, high)
    if v == absorbing:
        return rhs
    if v == neutral:
        return lhs
    return None


def _is_float(attr: A.Attribute | None, value: float) -> bool:
    """m_*Float: `attr` is the float constant `value` (the sign of a zero included), or a splat of it."""
    f = match_float(attr)
    return (f is not None and f.nan_bits is None and f.value == value
            and math.copysign(1.0, f.value) == math.copysign(1.0, value))


def _fold_float_binary(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """MLIR 14's identities come before constant folding and give back an existing value."""
    lhs, rhs = op.operands
    name = op.name
    if (name == "arith.addf" and _is_float(consts[1], -0.0)) or (name == "arith.subf" and _is_float(consts[1], 0.0)):
        return lhs
    if name in ("arith.mulf", "arith.divf") and _is_float(consts[1], 1.0):
        return lhs
    if name == "arith.mulf" and _is_float(consts[0], 1.0):
        return rhs
    return const_fold(consts, op.results[0].type, _float_element(name))


def _fold_float_extreme(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """maxf(x, x) = x, maxf(x, -inf) = x (minf: +inf), and llvm::maximum/minimum of two constants."""
    lhs, rhs = op.operands
    if lhs is rhs:
        return lhs
    if _is_float(consts[1], -math.inf if op.name == "arith.maxf" else math.inf):
        return lhs
    return const_fold(consts, op.results[0].type, _float_element(op.name))


def _defining(value: Value, name: str) -> Operation | None:
    """The op named `name` that defines `value` (during a conversion: the original op, as MLIR sees it)."""
    owner = getattr(value, "op", None)
    return owner if owner is not None and owner.op_name == name else None


def _fold_chain(name: str, lhs: Value, rhs: Value) -> Value | None:
    """MLIR 14's folds through the defining op: addi(subi(a, b), b) -> a, addi(b, subi(a, b)) -> a and
    xori(xori(x, a), a) -> x."""
    if name == "arith.addi":
        sub = _defining(lhs, "arith.subi")
        if sub is not None and sub.operands[1] is rhs:
            return sub.operands[0]
        sub = _defining(rhs, "arith.subi")
        if sub is not None and sub.operands[1] is lhs:
            return sub.operands[0]
    elif name == "arith.xori":
        prev = _defining(lhs, "arith.xori")
        if prev is not None and prev.operands[1] is rhs:
            return prev.operands[0]
    return None


_CMPI_EQUAL = {"eq", "sle", "sge", "ule", "uge"}
"""The predicates that hold for two equal operands."""


def _fold_cmpi(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """cmpi(x, x) is a constant of the result's shape; two scalar constants compare (14 has no vector case)."""
    pred = CMPI_PREDICATES[op.attributes["predicate"].value]  # type: ignore[attr-defined]
    lhs, rhs = op.operands
    if lhs is rhs:
        return filled(op.results[0].type, A.bool_attr(pred in _CMPI_EQUAL))
    a, b = consts
    if not isinstance(a, A.IntegerAttr) or not isinstance(b, A.IntegerAttr):
        return None
    t = lhs.type
    x, y, ux, uy = _signed(a.value, t), _signed(b.value, t), _unsigned(a.value, t), _unsigned(b.value, t)
    table = {"eq": x == y, "ne": x != y, "slt": x < y, "sle": x <= y, "sgt": x > y, "sge": x >= y,
             "ult": ux < uy, "ule": ux <= uy, "ugt": ux > uy, "uge": ux >= uy}
    return A.bool_attr(table[pred])


def _fold_cmpf(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """MLIR 14 folds cmpf only when both operands are scalar float constants (even for `true`/`false`), or
    one is a NaN constant."""
    a, b = consts
    if isinstance(a, A.FloatAttr) and math.isnan(a.value):  # one NaN operand decides: both may as well be
        b = a
    if isinstance(b, A.FloatAttr) and math.isnan(b.value):
        a = b
    if not isinstance(a, A.FloatAttr) or not isinstance(b, A.FloatAttr):
        return None
    pred = CMPF_PREDICATES[op.attributes["predicate"].value]  # type: ignore[attr-defined]
    x, y = float(a.value), float(b.value)
    unordered = math.isnan(x) or math.isnan(y)
    ordered = {"eq": x == y, "gt": x > y, "ge": x >= y, "lt": x < y, "le": x <= y, "ne": x != y}
    if pred in ("false", "true"):
        return A.bool_attr(pred == "true")
    if pred in ("ord", "uno"):
        return A.bool_attr(unordered == (pred == "uno"))
    if pred[0] == "o":
        return A.bool_attr(not unordered and ordered[pred[1:]])
    return A.bool_attr(unordered or ordered[pred[1:]])


# Casts.  14 folds bitcast on scalars and dense attributes; the others on scalars only (constFoldCastOp came
# later), and extf not at all.

def _fold_int_cast(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.IntegerAttr) or not isinstance(t, (T.IntegerType, T.IndexType)):
        return None
    src = op.operands[0].type
    value = _unsigned(a.value, src) if op.name == "arith.extui" else _signed(a.value, src)
    return A.IntegerAttr(_wrap_int(value, t), t)


def _fold_trunci(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """trunci(ext[su]i(x)) = x when x has the result's type; else a constant operand truncated."""
    owner = getattr(op.operands[0], "op", None)
    if owner is not None and owner.op_name in ("arith.extui", "arith.extsi") \
            and owner.operands[0].type == op.results[0].type:
        return owner.operands[0]
    return _fold_int_cast(op, consts)


def _fold_ext(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """ext(ext(x)) of one kind extends x directly (updated in place, as MLIR 14 does); constants extend."""
    owner = getattr(op.operands[0], "op", None)
    if owner is not None and owner.op_name == op.op_name:
        op.set_operand(0, owner.operands[0])
        return op.results[0]
    return _fold_int_cast(op, consts)


def _fold_int_to_float(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.IntegerAttr) or not isinstance(t, T.FloatType):
        return None
    src = op.operands[0].type
    value = _unsigned(a.value, src) if op.op_name == "arith.uitofp" else _signed(a.value, src)
    from fractions import Fraction  # (only here: its import costs start-up)

    return A.FloatAttr(A.round_float(Fraction(value), t.kind), t)


def _fold_float_to_int(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or a.nan_bits is not None or not isinstance(t, T.IntegerType):
        return None
    if math.isnan(a.value) or math.isinf(a.value):
        return None
    value = int(a.value)  # toward zero
    w = t.width
    low, high = ((0, (1 << w) - 1) if op.op_name == "arith.fptoui" else (-(1 << (w - 1)), (1 << (w - 1)) - 1))
    if not low <= value <= high:
        return None
    return A.IntegerAttr(_wrap_int(value, t), t)


def _fold_truncf(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """MLIR 14 folds a truncf of a constant only when the value survives the truncation unchanged."""
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or a.nan_bits is not None or not isinstance(t, T.FloatType):
        return None
    value = A._round_to(a.value, t.kind)
    return A.FloatAttr(value, t) if value == a.value else None


def _bitcast(a: Scalar, t: T.Type) -> Scalar:
    """`a`'s bits as a value of type `t` (of the same width)."""
    bits = _bits(a) if isinstance(a, A.FloatAttr) else _unsigned(a.value, a.type)
    if isinstance(t, T.FloatType):
        value = A.bits_to_float(bits, t.kind)
        return A.FloatAttr(value, t, nan_bits=bits if math.isnan(value) else None)
    return A.IntegerAttr(_wrap_int(bits, t), t)


def _fold_bitcast(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """14's BitcastOp::fold: a dense attribute keeps its shape (a splat stays one); a scalar converts."""
    a, t = consts[0], op.results[0].type
    element = _scalar_of(t)
    if isinstance(a, (A.DenseElementsAttr, A.IntegerAttr, A.FloatAttr)):
        return const_fold([a], t, lambda x: _bitcast(x, element))  # type: ignore[arg-type]
    return None


_FOLDERS: dict[str, Callable[[Operation, list[A.Attribute | None]], Folded]] = {
    "arith.cmpi": _fold_cmpi, "arith.cmpf": _fold_cmpf, "arith.index_cast": _fold_int_cast,
    "arith.trunci": _fold_trunci, "arith.extsi": _fold_ext, "arith.extui": _fold_ext,
    "arith.sitofp": _fold_int_to_float, "arith.uitofp": _fold_int_to_float, "arith.fptosi": _fold_float_to_int,
    "arith.fptoui": _fold_float_to_int, "arith.truncf": _fold_truncf, "arith.bitcast": _fold_bitcast,
}


def fold(op: Operation, consts: list[A.Attribute | None]) -> Folded:
    """The folded result of `op` given its constant operands (None where an operand is not constant)."""
    if isinstance(op, BinaryOp):
        return _fold_binary(op, consts)
    folder = _FOLDERS.get(op.name)
    return folder(op, consts) if folder is not None else None


for _cls in (BinaryOp, CmpIOp, CmpFOp, *CAST_OPS.values()):
    _cls.fold = fold  # type: ignore[attr-defined]
