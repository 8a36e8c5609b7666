"""Traits with behaviour, after MLIR's OpTrait classes: each one knows what it checks on an op (`verify`,
run by the verifier after the ODS checks and before the op's own `verify`) and, for the type traits, which
operand and result types it links (`type_links`), which a declarative format uses to leave types out.

Marker traits without behaviour of their own (Terminator, IsolatedFromAbove, ...) live in ods.py."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from gpuopt.dialects.ods import Trait
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

TypeLink = tuple[str, str, "Callable[[T.Type], T.Type] | None"]
"""(group whose type follows, group it follows, transform or None for the same type)."""


class OpTrait(Trait):
    """A trait instance attached to an op class (`traits=(AllTypesMatch("lhs", "rhs"),)`)."""

    native = False
    """An upstream NativeOpTrait: mlir-opt 14 checks it before the ODS-generated checks (a PredOpTrait such
    as AllTypesMatch is checked after them)."""

    def verify(self, op: Operation) -> None:
        """Raise `op.error(...)` when the op breaks the trait."""

    def type_links(self, fmt: Any) -> Iterator[TypeLink]:
        return iter(())


def _groups(fmt: Any, operands: bool, results: bool) -> list[str]:
    names: list[str] = []
    if operands:
        names += list(fmt.operands)
    if results:
        names += list(fmt.results)
    return names


def _links(names: list[str]) -> Iterator[TypeLink]:
    for a in names:
        for b in names:
            if a != b:
                yield a, b, None


class SameOperandsAndResultType(OpTrait):
    """Every operand and result has one type (OpTrait::SameOperandsAndResultType)."""

    native = True

    def verify(self, op: Operation) -> None:
        values = [*op.operands, *op.results]
        if values:
            t = values[0].type
            if any(v.type != t for v in values):
                raise op.error("requires the same type for all operands and results")

    def type_links(self, fmt: Any) -> Iterator[TypeLink]:
        return _links(_groups(fmt, True, True))


class SameTypeOperands(OpTrait):
    """Every operand has one type (OpTrait::SameTypeOperands)."""

    native = True

    def verify(self, op: Operation) -> None:
        if op.operands:
            t = op.operands[0].type
            if any(v.type != t for v in op.operands):
                raise op.error("requires all operands to have the same type")

    def type_links(self, fmt: Any) -> Iterator[TypeLink]:
        return _links(_groups(fmt, True, False))


class AllTypesMatch(OpTrait):
    """The named operands and results have one type (ODS `AllTypesMatch<[...]>`)."""

    def __init__(self, *names: str) -> None:
        self.names = names

    def verify(self, op: Operation) -> None:
        types = [_type_of(op, n) for n in self.names]
        known = [t for t in types if t is not None]
        if any(t != known[0] for t in known):
            raise op.error(f"failed to verify that all of {{{', '.join(n.rstrip('_') for n in self.names)}}} "
                           "have same type")  # (`result_` is upstream's `result`)

    def type_links(self, fmt: Any) -> Iterator[TypeLink]:
        return _links(list(self.names))


class TypesMatchWith(OpTrait):
    """`target`'s type is `transform(source's type)` (ODS `TypesMatchWith`); `summary` is upstream's text."""

    def __init__(self, source: str, target: str, transform: Callable[[T.Type], T.Type], summary: str) -> None:
        self.source = source
        self.target = target
        self.transform = transform
        self.summary = summary

    def verify(self, op: Operation) -> None:
        source, target = _type_of(op, self.source), _type_of(op, self.target)
        if source is None or target is None:
            return
        try:
            expected = self.transform(source)
        except (AttributeError, TypeError, ValueError):
            expected = None
        if expected != target:
            raise op.error(f"failed to verify that {self.summary}")

    def type_links(self, fmt: Any) -> Iterator[TypeLink]:
        yield self.target, self.source, self.transform


def _type_of(op: Operation, name: str) -> T.Type | None:
    value = getattr(op, name, None)
    if isinstance(value, list):
        return value[0].type if value else None
    return value.type if value is not None else None


class HasParent(OpTrait):
    """The op sits directly in one of the named ops (OpTrait::HasParent / ParentOneOf, a native trait: checked
    before ODS's operand checks and before a terminator's "must be the last operation", as in mlir-opt 14)."""

    native = True

    def __init__(self, *parents: str) -> None:
        self.parents = parents

    def verify(self, op: Operation) -> None:
        parent = op.parent_op
        if parent is None or parent.op_name not in self.parents:
            if len(self.parents) == 1:
                raise op.error(f"expects parent op '{self.parents[0]}'")
            raise op.error("expects parent op to be one of '" + ", ".join(self.parents) + "'")


class SingleBlockImplicitTerminator(OpTrait):
    """OpTrait::SingleBlockImplicitTerminator<terminator>'s check: each non-empty region is one block ending
    in the terminator (a native trait: before ODS's checks)."""

    native = True

    def __init__(self, terminator: str) -> None:
        self.terminator = terminator

    def verify(self, op: Operation) -> None:
        verify_single_block_terminator(op, self.terminator)


def verify_single_block_terminator(op: Operation, terminator: str) -> None:
    """SingleBlockImplicitTerminator's message for each way a region breaks it (the op named `terminator`)."""
    for i, r in enumerate(op.regions):
        if not r.blocks:
            continue
        if len(r.blocks) != 1:
            raise op.error(f"expects region #{i} to have 0 or 1 blocks")
        block = r.blocks[0]
        if not block.ops:
            raise op.error("expects a non-empty block")
        last = block.ops[-1]
        if last.op_name != terminator:
            raise op.error(f"expects regions to end with '{terminator}', found '{last.op_name}'").note(
                f"in custom textual format, the absence of terminator implies '{terminator}'")


def compatible_shapes(types: list[T.Type]) -> bool:
    """MLIR 14's verifyCompatibleShapes: all shaped or none; ranked ones of one rank whose static sizes agree."""
    shaped = [isinstance(t, (T.ShapedType, T.UnrankedMemRefType, T.UnrankedTensorType)) for t in types]
    if not all(shaped):
        return not any(shaped)
    ranked = [t for t in types if isinstance(t, T.ShapedType)]
    if len({len(t.shape) for t in ranked}) > 1:
        return False
    return all(len({t.shape[i] for t in ranked} - {T.DYNAMIC}) <= 1 for i in range(len(ranked[0].shape) if ranked
                                                                                    else 0))


def verify_same_operands_and_result_shape(op: Operation) -> None:
    """OpTrait::SameOperandsAndResultShape."""
    if not compatible_shapes([v.type for v in (*op.operands, *op.results)]):
        raise op.error("requires the same shape for all operands and results")


def verify_elementwise(op: Operation) -> None:
    """OpTrait::Elementwise (ElementwiseMappable): vectors and tensors map over each other's elements."""
    mappable = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)
    results = [v.type for v in op.results if isinstance(v.type, mappable)]
    operands = [v.type for v in op.operands if isinstance(v.type, mappable)]
    if not results and not operands:
        return
    if results and not operands:
        raise op.error("if a result is non-scalar, then at least one operand must be non-scalar")
    if not results:
        raise op.error("if an operand is non-scalar, then there must be at least one non-scalar result")
    if len(results) != len(op.results):
        raise op.error("if an operand is non-scalar, then all results must be non-scalar")
    types = operands + results
    if len({type(t) for t in types}) > 1 or not compatible_shapes(types):
        raise op.error("all non-scalar operands/results must have the same shape and base type")


def verify_traits(op: Operation) -> None:
    """Every trait instance's check, in declaration order."""
    for trait in getattr(type(op), "traits", ()):
        if isinstance(trait, OpTrait):
            trait.verify(op)
