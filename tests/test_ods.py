"""The operand and result group accessors (`op.async_dependencies`) against the general segment plan.

The accessors work out their slice inline for the usual layouts (see `ods._Group`); `ods.segments` is the
one general rule.  For every registered op class and every value count up to a few beyond its groups (and,
for attribute-sized operands, several segment-size attributes, malformed ones included), both must read
the same values, and `ods.operand_values` must agree with the accessors."""

from __future__ import annotations

import itertools

import pytest

from gpuopt import dialects
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

dialects.load_all()
CLASSES = sorted((cls for cls in ods.REGISTRY.values() if cls.operand_groups or cls.result_groups),
                 key=lambda cls: cls.name)


def _expected(op: Operation, of_results: bool) -> list[object]:
    values = op.results if of_results else op.operands
    groups = type(op).result_groups if of_results else type(op).operand_groups
    found = []
    for (start, size), group in zip(ods.segments(op, of_results), groups):
        chunk = values[start:start + size]
        found.append(chunk if group.kind == "variadic" else chunk[0] if chunk else None)
    return found


def _read(op: Operation, of_results: bool) -> list[object]:
    groups = type(op).result_groups if of_results else type(op).operand_groups
    return [getattr(op, group.name) for group in groups]


def _same(a: object, b: object) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(x is y for x, y in zip(a, b))
    return a is b


def _check(op: Operation, of_results: bool) -> None:
    try:
        expected = _expected(op, of_results)
    except Exception as error:  # noqa: BLE001 - a malformed shape: the accessors must fail too
        with pytest.raises(type(error)):
            _read(op, of_results)
        return
    got = _read(op, of_results)
    assert len(got) == len(expected)
    assert all(_same(g, e) for g, e in zip(got, expected)), (type(op).name, of_results, got, expected)
    if not of_results:
        assert all(_same(g, e) for g, e in zip(ods.operand_values(op), expected))


def _sizes_attrs(n: int) -> list[A.Attribute | None]:
    attrs: list[A.Attribute | None] = [None, A.UnitAttr()]
    for sizes in itertools.islice(itertools.product(range(3), repeat=n), 40):
        attrs.append(A.segment_sizes(list(sizes)))
    attrs.append(A.segment_sizes([1] * (n + 1)))  # one segment too many
    return attrs


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.name)
def test_group_accessors_follow_the_segment_plan(cls: type[Operation]) -> None:
    for n_operands, n_results in itertools.product(range(len(cls.operand_groups) + 4),
                                                   range(len(cls.result_groups) + 3)):
        operands = [Value(T.index) for _ in range(n_operands)]
        sizes = _sizes_attrs(len(cls.operand_groups)) if cls._attr_sized else [None]
        for attr in sizes:
            attributes = {} if attr is None else {"operand_segment_sizes": attr}
            op = cls(cls.name, operands, [T.index] * n_results, attributes)
            _check(op, of_results=False)
            _check(op, of_results=True)
