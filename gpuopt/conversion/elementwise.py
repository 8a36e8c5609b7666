"""Element-wise ops on n-D vectors, which the LLVM dialect holds as arrays of 1-D vectors: MLIR 14's
`LLVM::detail::handleMultidimensionalVectors`, shared by the arith and math lowerings (their
VectorConvertToLLVMPattern ops, comparisons, casts and expansions)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from gpuopt.conversion.framework import ConversionPatternRewriter, MatchFailure
from gpuopt.dialects import llvm
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

Build1D = Callable[[ConversionPatternRewriter, list[Value], T.Type], Value]
"""Builds the op on 1-D (or scalar) LLVM operands, given the 1-D result type; returns its result."""


def lower_elementwise(rw: ConversionPatternRewriter, op: Operation, operands: list[Value], result_type: T.Type,
                      build: Build1D) -> None:
    """Replaces `op` by `build` on its converted operands; an n-D vector result (an LLVM array of 1-D vectors)
    is unrolled position by position: for each, every operand extracted, the 1-D op built, its result inserted
    into an undef array.  Operands without an LLVM type (tensors) are no match, as in 14."""
    if any(not llvm.is_compatible(v.type) for v in operands):
        raise MatchFailure("an operand has no LLVM type")
    if not isinstance(result_type, T.LLVMArrayType):
        rw.replace_op(op, [build(rw, operands, result_type)])
        return
    shape: list[int] = []
    inner: T.Type = result_type
    while isinstance(inner, T.LLVMArrayType):
        shape.append(inner.size)
        inner = inner.element_type
    if not isinstance(inner, T.VectorType):
        raise MatchFailure("not an array of 1-D vectors")
    desc = rw.create(llvm.UndefOp.build(result_type)).result
    for position in itertools.product(*(range(n) for n in shape)):
        parts = [rw.create(llvm.ExtractValueOp.build(v, list(position))).result for v in operands]
        desc = rw.create(llvm.InsertValueOp.build(desc, build(rw, parts, inner), list(position))).result
    rw.replace_op(op, [desc])
