"""math (MLIR 14): elementwise mathematical functions on scalars, vectors and tensors.

Every op of MLIR 14's math dialect, each with upstream's assemblyFormat: unary and binary float ops, the
float fma, and the integer bit-counting ops.  Operands and the result share one type
(SameOperandsAndResultType); float ops accept floating-point-like types, the bit counts
signless-integer-like ones (index included), with mlir-opt 14's messages.  Kernels need them: the GPU
lowerings turn them into device-library calls.
"""

from __future__ import annotations

import math

from gpuopt.dialects import ods
from gpuopt.dialects.ods import FLOAT_LIKE, SIGNLESS_INT_LIKE, NoSideEffect, op, operand, result
from gpuopt.dialects.traits import SameOperandsAndResultType
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation


class UnaryOp(Operation):
    """`%r = math.sqrt %x : f32`."""

    operand_ = operand()
    result_ = result()


class BinaryOp(Operation):
    """`%r = math.powf %a, %b : f32`."""

    lhs = operand()
    rhs = operand()
    result_ = result()


@op("math.fma", traits=(NoSideEffect, SameOperandsAndResultType()),
    format="$a `,` $b `,` $c attr-dict `:` type($result_)")
class FmaOp(Operation):
    """`%r = math.fma %a, %b, %c : f32`: a * b + c with one rounding."""

    a = operand(FLOAT_LIKE)
    b = operand(FLOAT_LIKE)
    c = operand(FLOAT_LIKE)
    result_ = result(FLOAT_LIKE)


FLOAT_UNARY = ("abs", "atan", "ceil", "cos", "erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p",
               "log2", "rsqrt", "sin", "sqrt", "tanh")
FLOAT_BINARY = ("atan2", "copysign", "powf")
INT_UNARY = ("ctlz", "cttz", "ctpop")

_CLASS_NAMES = {"abs": "AbsOp", "ctlz": "CountLeadingZerosOp", "cttz": "CountTrailingZerosOp",
                "ctpop": "CtPopOp", "powf": "PowFOp", "rsqrt": "RsqrtOp", "exp2": "Exp2Op",
                "expm1": "ExpM1Op", "log1p": "Log1pOp", "log10": "Log10Op", "log2": "Log2Op",
                "copysign": "CopySignOp", "atan2": "Atan2Op"}


def _declare(mnemonic: str, base: type[Operation], constraint: ods.Constraint, format: str) -> type[Operation]:
    groups = {g: (operand if g != "result_" else result)(constraint)
              for g in (("operand_", "result_") if base is UnaryOp else ("lhs", "rhs", "result_"))}
    name = _CLASS_NAMES.get(mnemonic, mnemonic.title() + "Op")
    cls = type(name, (base,), {**groups, "__doc__": f"`math.{mnemonic}`"})
    return op(f"math.{mnemonic}", traits=(NoSideEffect, SameOperandsAndResultType()), format=format)(cls)


_UNARY_FORMAT = "$operand_ attr-dict `:` type($result_)"
_BINARY_FORMAT = "$lhs `,` $rhs attr-dict `:` type($result_)"

OPS: dict[str, type[Operation]] = {"math.fma": FmaOp}
OPS.update({f"math.{n}": _declare(n, UnaryOp, FLOAT_LIKE, _UNARY_FORMAT) for n in FLOAT_UNARY})
OPS.update({f"math.{n}": _declare(n, BinaryOp, FLOAT_LIKE, _BINARY_FORMAT) for n in FLOAT_BINARY})
OPS.update({f"math.{n}": _declare(n, UnaryOp, SIGNLESS_INT_LIKE, _UNARY_FORMAT) for n in INT_UNARY})


# ---------------------------------------------------------------------------------------------------------
# Folding: MLIR 14 folds only math.ceil (any float type) and math.log2 (f32 and f64, not negative) of a
# constant; the greedy drivers and the dialect conversion call `fold`.  A NaN keeps its payload, quieted
# (APFloat's roundToIntegral; log2f returns its NaN operand quiet).

def _quiet_nan(a: A.FloatAttr, t: T.Type) -> A.FloatAttr:
    kind = t.kind  # type: ignore[attr-defined]
    bits = a.nan_bits if a.nan_bits is not None else A.float_bits(a.value, kind)
    precision = A.FLOAT_SEMANTICS[kind][0]
    return A.FloatAttr(math.nan, t, nan_bits=bits | 1 << (precision - 2))


def _is_negative(a: A.FloatAttr, t: T.Type) -> bool:
    """APFloat::isNegative: the sign bit, NaNs and -0.0 included."""
    if a.nan_bits is not None or math.isnan(a.value):
        kind = t.kind  # type: ignore[attr-defined]
        bits = a.nan_bits if a.nan_bits is not None else A.float_bits(a.value, kind)
        return bool(bits >> (16 if kind == "bf16" else int(kind[1:])) - 1 & 1)
    return math.copysign(1.0, a.value) < 0


def _fold_ceil(op: Operation, consts: list) -> object:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or not isinstance(t, T.FloatType):
        return None
    if a.nan_bits is not None or math.isnan(a.value):
        return _quiet_nan(a, t)
    value = a.value if math.isinf(a.value) else math.copysign(math.ceil(a.value), a.value)
    return A.FloatAttr(value, t)


def _fold_log2(op: Operation, consts: list) -> object:
    a = consts[0]
    t = op.results[0].type
    if not isinstance(a, A.FloatAttr) or t not in (T.f32, T.f64) or _is_negative(a, t):
        return None
    if a.nan_bits is not None or math.isnan(a.value):
        return _quiet_nan(a, t)
    value = -math.inf if a.value == 0 else math.log2(a.value)
    return A.FloatAttr(A._round_to(value, "f32") if t == T.f32 else value, t)  # type: ignore[attr-defined]


OPS["math.ceil"].fold = lambda self, consts: _fold_ceil(self, consts)  # type: ignore[attr-defined]
OPS["math.log2"].fold = lambda self, consts: _fold_log2(self, consts)  # type: ignore[attr-defined]


def materialize_constant(value: A.Attribute, type_: T.Type) -> Operation | None:
    """MathDialect::materializeConstant: folded math ops become `arith.constant`s."""
    from gpuopt.dialects.arith import materialize_constant as arith_constant

    return arith_constant(value, type_)
