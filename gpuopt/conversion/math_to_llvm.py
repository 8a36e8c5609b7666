"""math -> LLVM intrinsics, as MLIR 14's MathToLLVM: one pattern per math op, named like upstream's.

Most ops become their `llvm.intr.*` counterpart (VectorConvertToLLVMPattern); ctlz and cttz add a `false`
zero-is-undefined flag; expm1, log1p and rsqrt are expanded (`exp(x) - 1`, `log(1 + x)`, `1 / sqrt(x)`) with
a 1.0 constant of the operand's type (a dense splat for vectors).  n-D vectors are unrolled into their 1-D
rows (conversion/elementwise.py).  Ops on types without an LLVM form (tensors) and the math ops 14 has no
pattern for (atan, atan2, erf, tanh) stay.
"""

from __future__ import annotations

from typing import ClassVar

from gpuopt.conversion.elementwise import lower_elementwise
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.dialects import llvm
from gpuopt.dialects import llvm_intr as intr
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


def _one(rw: ConversionPatternRewriter, t: T.Type) -> Value:
    """1.0 of `t`: a float, or a dense splat for a vector (the expansions' constant)."""
    element = t.element_type if isinstance(t, T.VectorType) else t
    one = A.FloatAttr(1.0, element)
    value = A.DenseElementsAttr((one.value,), t) if isinstance(t, T.VectorType) else one
    return rw.create(llvm.ConstantOp.build(value, t)).result


class _MathPattern(ConversionPattern):
    """A math op lowered element-wise through `build`."""

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        result_type = self.converter.convert_type(op.results[0].type)
        if result_type is None:
            raise MatchFailure(f"the result type '{op.results[0].type}' has no LLVM lowering")
        lower_elementwise(rw, op, list(adaptor.operands), result_type, self.build)

    def build(self, rw: ConversionPatternRewriter, operands: list[Value], t: T.Type) -> Value:
        raise NotImplementedError


class VectorConvertToLLVMPattern(_MathPattern):
    """`math.sqrt` -> `llvm.intr.sqrt` and the other one-to-one ops."""

    def __init__(self, converter, root: str, target: type[Operation]) -> None:
        super().__init__(converter)
        self.root = root
        self.target = target

    def build(self, rw: ConversionPatternRewriter, operands: list[Value], t: T.Type) -> Value:
        return rw.create(self.target.build(*operands, result_type=t)).result  # type: ignore[attr-defined]


class CountOpLowering(VectorConvertToLLVMPattern):
    """`math.ctlz`/`math.cttz` -> `llvm.intr.ctlz`/`cttz` with a `false` is-zero-undefined flag."""

    def build(self, rw: ConversionPatternRewriter, operands: list[Value], t: T.Type) -> Value:
        zero = rw.create(llvm.ConstantOp.build(A.bool_attr(False), T.i1)).result
        return rw.create(self.target.build(operands[0], zero, result_type=t)).result  # type: ignore[attr-defined]


class _IntrinsicThenOne(_MathPattern):
    """The intrinsic of the operand, then combined with 1.0 (made first, as 14 makes it)."""

    intrinsic: ClassVar[type[Operation]]
    combine: ClassVar[type[Operation]]
    one_first: ClassVar[bool]

    def build(self, rw: ConversionPatternRewriter, operands: list[Value], t: T.Type) -> Value:
        one = _one(rw, t)
        value = rw.create(self.intrinsic.build(operands[0], result_type=t)).result  # type: ignore[attr-defined]
        pair = (one, value) if self.one_first else (value, one)
        return rw.create(self.combine.build(*pair)).result  # type: ignore[attr-defined]


class ExpM1OpLowering(_IntrinsicThenOne):
    """`math.expm1 %x` -> `exp(%x) - 1.0`."""

    root = "math.expm1"
    intrinsic, combine, one_first = intr.intr_op("exp"), llvm.FSubOp, False


class RsqrtOpLowering(_IntrinsicThenOne):
    """`math.rsqrt %x` -> `1.0 / sqrt(%x)`."""

    root = "math.rsqrt"
    intrinsic, combine, one_first = intr.intr_op("sqrt"), llvm.FDivOp, True


class Log1pOpLowering(_MathPattern):
    """`math.log1p %x` -> `log(1.0 + %x)`."""

    root = "math.log1p"

    def build(self, rw: ConversionPatternRewriter, operands: list[Value], t: T.Type) -> Value:
        add = rw.create(llvm.FAddOp.build(_one(rw, t), operands[0])).result
        return rw.create(intr.intr_op("log").build(add, result_type=t)).result  # type: ignore[attr-defined]


ONE_TO_ONE = {"abs": "fabs", "ceil": "ceil", "copysign": "copysign", "cos": "cos", "ctpop": "ctpop", "exp": "exp",
              "exp2": "exp2", "floor": "floor", "fma": "fma", "log10": "log10", "log2": "log2", "log": "log",
              "powf": "pow", "sin": "sin", "sqrt": "sqrt"}
"""math op -> the `llvm.intr` op it becomes (MLIR 14's VectorConvertToLLVMPattern list)."""


def math_to_llvm_patterns(converter) -> list[ConversionPattern]:
    """populateMathToLLVMConversionPatterns: for `--convert-math-to-llvm` and any lowering that wants math."""
    patterns: list[ConversionPattern] = [VectorConvertToLLVMPattern(converter, f"math.{m}", intr.intr_op(i))
                                         for m, i in ONE_TO_ONE.items()]
    patterns += [CountOpLowering(converter, "math.ctlz", intr.intr_op("ctlz")),
                 CountOpLowering(converter, "math.cttz", intr.intr_op("cttz"))]
    patterns += [cls(converter) for cls in (ExpM1OpLowering, Log1pOpLowering, RsqrtOpLowering)]
    return patterns
