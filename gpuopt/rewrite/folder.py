"""Folding ops and uniquing the constants folds make, after MLIR 14's OperationFolder (FoldUtils.cpp).

An op folds through its `fold(self, consts)` method: `consts` holds, per operand, the attribute of the
constant that defines it (None otherwise), and the method returns None (no fold), an existing Value or an
Attribute (for a single-result op), a list of those (one per result), or `IN_PLACE` when it changed the op
itself.  Attributes become constants through the folded op's dialect (`materialize_constant` in its dialect
module), created at the start of the entry block of the nearest region isolated from above, and uniqued
there per (dialect, value, type): a second fold to the same value reuses the first constant.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.attributes import Attribute
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.ir.types import Type
from gpuopt.rewrite import IN_PLACE  # noqa: F401  (re-exported: part of the fold protocol)
from gpuopt.rewrite.pattern import replace_all_uses


def constant_value(op: Operation) -> Attribute | None:
    """m_Constant: the value of a ConstantLike op (its fold without operands), else None."""
    if ods.ConstantLike not in getattr(type(op), "traits", ()):
        return None
    return op.attributes.get("value")


def operand_constant(v: Value) -> Attribute | None:
    owner = getattr(v, "op", None)
    return constant_value(owner) if owner is not None else None



def splat_element(attr: Attribute | None) -> A.IntegerAttr | A.FloatAttr | None:
    """SplatElementsAttr::getSplatValue<Attribute>: the element of a splat dense attribute of integers, index
    or floats, as a scalar attribute; else None."""
    if not isinstance(attr, A.DenseElementsAttr) or not attr.is_splat or attr.hex_text is not None:
        return None
    element = attr.type.element_type  # type: ignore[attr-defined]
    value = attr.values[0]
    if isinstance(element, T.FloatType):
        return A.FloatAttr(float(value), element)
    if isinstance(element, (T.IntegerType, T.IndexType)):
        return A.IntegerAttr(int(value), element)
    return None


def match_int(attr: Attribute | None) -> int | None:
    """What m_ConstantInt binds (MLIR 14's constant_int_op_binder, under m_Zero and m_One too): the value of an
    integer or index constant, or of the element of a splat vector or tensor of them."""
    attr = splat_element(attr) if isinstance(attr, A.DenseElementsAttr) else attr
    return attr.value if isinstance(attr, A.IntegerAttr) else None


def match_float(attr: Attribute | None) -> A.FloatAttr | None:
    """What m_ConstantFloat binds (under m_OneFloat, m_PosZeroFloat and the like): a float constant, or the
    element of a splat vector or tensor of them."""
    attr = splat_element(attr) if isinstance(attr, A.DenseElementsAttr) else attr
    return attr if isinstance(attr, A.FloatAttr) else None

def attr_key(attr: Attribute) -> tuple[str, str]:
    """Attributes as MLIR uniques them: by kind and spelling (so -0.0 and 0.0 differ, and NaNs are equal)."""
    return (type(attr).__name__, attr.text)


def dialect_of(op: Operation) -> str:
    return op.op_name.split(".", 1)[0]


def materialize_constant(dialect: str, value: Attribute, type_: Type, loc: Any) -> Operation | None:
    """The constant op `dialect` builds for `value` (Dialect::materializeConstant), or None."""
    import importlib

    from gpuopt.dialects import DIALECT_MODULES, module_name

    if dialect not in DIALECT_MODULES:
        return None
    make = getattr(importlib.import_module(module_name(dialect)), "materialize_constant", None)
    if make is None:
        return None
    op = make(value, type_)
    if op is not None:
        op.loc = loc
    return op


def is_isolated(op: Operation) -> bool:
    """mightHaveTrait<IsIsolatedFromAbove>: registered ops by their traits, unregistered ones always."""
    traits = getattr(type(op), "traits", None)
    return traits is None or ods.IsolatedFromAbove in traits


def insertion_region(block: Block) -> Region:
    """The region whose entry block receives folded constants: the nearest enclosing region of an op
    isolated from above (or of a top-level op)."""
    while True:
        region = block.parent
        assert region is not None
        parent = region.parent
        if parent is None or is_isolated(parent) or parent.parent is None:
            return region
        block = parent.parent


class OperationFolder:
    def __init__(self) -> None:
        self.scopes: dict[Region, dict[tuple, Operation]] = {}
        self.referenced: dict[Operation, list[str]] = {}

    def is_folder_owned(self, op: Operation | None) -> bool:
        return op is not None and op in self.referenced

    def notify_removal(self, op: Operation) -> None:
        dialects = self.referenced.pop(op, None)
        if dialects is None:
            return
        value = constant_value(op)
        assert value is not None and op.parent is not None
        scope = self.scopes.get(insertion_region(op.parent), {})
        for dialect in dialects:
            scope.pop((dialect, attr_key(value), op.results[0].type), None)

    def insert_known_constant(self, op: Operation, value: Attribute) -> bool:
        """Records an existing constant; False when an equal one was known (then `op` was replaced and erased)."""
        block = op.parent
        assert block is not None
        if self.is_folder_owned(op):
            if block.ops[0] is not op and not self.is_folder_owned(_prev(op)):
                _move_to_front(op, block)
            return True
        region = insertion_region(block)
        scope = self.scopes.setdefault(region, {})
        key = (dialect_of(op), attr_key(value), op.results[0].type)
        known = scope.get(key)
        if known is not None:
            replace_all_uses(op.results[0], known.results[0])
            op.erase()
            return False
        entry = region.blocks[0]
        if block is not entry or (entry.ops[0] is not op and not self.is_folder_owned(_prev(op))):
            _move_to_front(op, entry)
        scope[key] = op
        self.referenced.setdefault(op, []).append(dialect_of(op))
        return True

    def try_to_fold(self, op: Operation, process_generated: Callable[[Operation], None],
                    pre_replace: Callable[[Operation], None]) -> tuple[bool, bool]:
        """(folded, in place).  A fold to values replaces and erases `op`, `pre_replace(op)` first."""
        if op in self.referenced:
            return False, False
        results = self._fold(op, process_generated)
        if results is None:
            return False, False
        if not results:
            return True, True
        pre_replace(op)
        for old, new in zip(op.results, results):
            replace_all_uses(old, new)
        op.erase()
        return True, False

    def _fold(self, op: Operation, process_generated: Callable[[Operation], None]) -> list[Value] | None:
        if len(op.operands) >= 2 and ods.Commutative in getattr(type(op), "traits", ()):
            operands = list(op.operands)
            moved = ([v for v in operands if operand_constant(v) is None]
                     + [v for v in operands if operand_constant(v) is not None])
            if moved != operands:
                op.set_operands(moved)
        folder = getattr(op, "fold", None)
        if folder is None:
            value = constant_value(op)
            if value is None:
                return None
            folder = lambda consts: value  # noqa: E731  (a constant folds to its value)
        consts = [operand_constant(v) for v in op.operands]
        folded = folder(consts)
        if folded is None:
            return None
        if folded is IN_PLACE:
            return []
        items = folded if isinstance(folded, list) else [folded]
        if len(op.results) == 1 and items[0] is op.results[0]:
            return []
        assert len(items) == len(op.results)
        block = op.parent
        assert block is not None
        region = insertion_region(block)
        entry = region.blocks[0]
        scope = self.scopes.setdefault(region, {})
        dialect = dialect_of(op)
        results: list[Value] = []
        created: list[Operation] = []
        for item, result in zip(items, op.results):
            if isinstance(item, Value):
                if item.type != result.type:
                    return None
                results.append(item)
                continue
            const = self._get_or_create(scope, dialect, entry, len(created), item, result.type, op.loc, created)
            if const is None:
                for dead in created:
                    self.notify_removal(dead)
                    dead.erase()
                return None
            if block is const.parent and block.ops[0] is not const:
                _move_to_front(const, block)
            results.append(const.results[0])
        for new in created:
            if new.parent is not None:
                process_generated(new)
        return results

    def _get_or_create(self, scope: dict[tuple, Operation], dialect: str, entry: Block, at: int,
                       value: Attribute, type_: Type, loc: Any, created: list[Operation]) -> Operation | None:
        key = (dialect, attr_key(value), type_)
        known = scope.get(key)
        if known is not None:
            return known
        const = materialize_constant(dialect, value, type_, loc)
        if const is None:
            return None
        entry.insert(at, const)
        created.append(const)
        new_dialect = dialect_of(const)
        if new_dialect == dialect:
            scope[key] = const
            self.referenced.setdefault(const, []).append(dialect)
            return const
        new_key = (new_dialect, key[1], type_)
        existing = scope.get(new_key)
        if existing is not None:
            created.remove(const)
            const.erase()
            self.referenced.setdefault(existing, []).append(dialect)
            scope[key] = existing
            return existing
        self.referenced[const] = [dialect, new_dialect]
        scope[key] = const
        scope[new_key] = const
        return const


def _prev(op: Operation) -> Operation | None:
    block = op.parent
    assert block is not None
    i = block.ops.index(op)
    return block.ops[i - 1] if i else None


def _move_to_front(op: Operation, block: Block) -> None:
    assert op.parent is not None
    op.parent.ops.remove(op)
    block.insert(0, op)
