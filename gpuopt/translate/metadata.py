"""LLVM metadata as the translation makes it: tuples (`!{...}`), strings, and the few debug-info nodes.

Nodes that are not `distinct` are uniqued by content, as in an LLVMContext (`!{}` is one node however often
it is asked for), so that the writer numbers them as LLVM's slot tracker does.  Each node keeps its
metadata children in LLVM's internal operand order (a DISubprogram's file comes before its type): that
order, not the printed field order, decides the numbering.
"""

from __future__ import annotations

from typing import Any, Union

from llvmlite import ir

from gpuopt.valueclass import dataclass


@dataclass(frozen=True)
class MDString:
    value: str


@dataclass(frozen=True)
class ValueAsMetadata:
    """A constant in metadata (`i32 1`, `void ()* @k`)."""

    value: ir.Value

    def __hash__(self) -> int:
        return id(self.value) if isinstance(self.value, ir.GlobalValue) else hash(str(self.value))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ValueAsMetadata):
            return False
        if isinstance(self.value, ir.GlobalValue) or isinstance(other.value, ir.GlobalValue):
            return self.value is other.value
        return str(self.value) == str(other.value)


class MDNode:
    """A metadata node: `children` are its node operands in LLVM's operand order."""

    distinct = False

    @property
    def children(self) -> list[MDNode]:
        raise NotImplementedError


Operand = Union["MDNode", MDString, ValueAsMetadata, None]


class MDTuple(MDNode):
    def __init__(self, operands: list[Operand], distinct: bool = False) -> None:
        self.operands = operands
        self.distinct = distinct

    @property
    def children(self) -> list[MDNode]:
        return [o for o in self.operands if isinstance(o, MDNode)]


class DINode(MDNode):
    """A specialized node printed `!KIND(field: value, ...)`: a field value is a node, None (`null`) or
    the text to print."""

    def __init__(self, kind: str, fields: list[tuple[str, Any]], children: list[MDNode],
                 distinct: bool = False) -> None:
        self.kind = kind
        self.fields = fields
        self._children = children
        self.distinct = distinct

    @property
    def children(self) -> list[MDNode]:
        return self._children


class MetadataContext:
    """Uniquing of the non-distinct nodes of one module."""

    def __init__(self) -> None:
        self._nodes: dict[Any, MDNode] = {}

    def tuple(self, operands: list[Operand]) -> MDTuple:
        key = ("tuple", *(self._key(o) for o in operands))
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = MDTuple(operands)
        return node  # type: ignore[return-value]

    def di(self, kind: str, fields: list[tuple[str, Any]], children: list[MDNode]) -> DINode:
        key = (kind, *((name, self._key(v)) for name, v in fields))
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = DINode(kind, fields, children)
        return node  # type: ignore[return-value]

    @staticmethod
    def _key(o: Any) -> Any:
        return ("node", id(o)) if isinstance(o, MDNode) else o


def constant(value: ir.Value) -> ValueAsMetadata:
    return ValueAsMetadata(value)
