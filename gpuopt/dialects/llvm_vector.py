"""llvm (MLIR 14): `llvm.shufflevector`, which `convert-vector-to-llvm` emits, with 14's syntax and verifier
messages.

Part of the llvm dialect (gpuopt/dialects/llvm.py imports this module).
"""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import AnyAttr
from gpuopt.dialects.llvm import VECTOR, _vector_from_syntax
from gpuopt.dialects.ods import NoSideEffect, attribute, op, operand, result
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value


def vector_element(t: T.Type) -> T.Type:
    return t.element_type if hasattr(t, "element_type") else t  # type: ignore[attr-defined, no-any-return]


def _shuffle_type(v1: T.Type, mask: A.Attribute | None) -> T.Type:
    size = len(mask.elements) if isinstance(mask, A.ArrayAttr) else 0
    return T.VectorType((size,), vector_element(v1)) if isinstance(v1, T.VectorType) else v1


@op("llvm.shufflevector", traits=(NoSideEffect,))
class ShuffleVectorOp(Operation):
    """`%r = llvm.shufflevector %a, %b [0, 5, 2] : vector<4xf32>, vector<4xf32>` (the result has one lane per
    mask entry)."""

    v1 = operand(VECTOR)
    v2 = operand(VECTOR)
    mask = attribute(AnyAttr("array attribute", lambda a: isinstance(a, A.ArrayAttr)))
    res = result(VECTOR)

    @classmethod
    def build(cls, v1: Value, v2: Value, mask: A.ArrayAttr) -> Operation:
        return ods.create(cls, [v1, v2], [_shuffle_type(v1.type, mask)], {"mask": mask})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        v1, v2, mask, attrs, _, t1, t2 = items
        _vector_from_syntax(p, cls, v1, t1)
        attributes = p.merge_attributes(loc, cls.name, attrs, [("mask", mask)])
        return ods.create(cls, [p.use(v1, t1), p.use(v2, t2)], [_shuffle_type(t1, mask)], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.shufflevector {p.value(self.v1)}, {p.value(self.v2)} {p.attr(self.attributes['mask'])}"
                f"{p.attr_dict(self.attributes, elide=('mask',))} : {p.type(self.v1.type)}, {p.type(self.v2.type)}")

    def verify(self) -> None:
        if vector_element(self.v1.type) != vector_element(self.v2.type):
            raise self.error("expected matching LLVM IR Dialect element types")
