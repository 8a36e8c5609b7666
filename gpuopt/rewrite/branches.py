"""BranchOpInterface: the operands a terminator forwards to each successor, read and rewritten.

An op class with successors declares `successor_operand_groups` (the name of the variadic operand group
forwarded to each successor, in successor order: `("true_operands", "false_operands")` for cond_br); `switch`
splits its case operands by its `case_operand_segments` attribute.  Ops that declare neither are not branch
ops: their successors' arguments cannot be reasoned about (upstream: no BranchOpInterface).
"""

from __future__ import annotations

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

_SWITCHES = ("std.switch", "llvm.switch")


def is_branch(op: Operation) -> bool:
    return op.op_name in _SWITCHES or hasattr(type(op), "successor_operand_groups")


def successor_operands(op: Operation, index: int) -> list[Value] | None:
    if op.op_name in _SWITCHES:
        if index == 0:
            return list(op.default_operands)  # type: ignore[attr-defined]
        return op.case_operands_of(index - 1)  # type: ignore[attr-defined]
    groups = getattr(type(op), "successor_operand_groups", None)
    if groups is None:
        return None
    return list(getattr(op, groups[index]))


def set_successor_operands(op: Operation, index: int, values: list[Value]) -> None:
    """Replaces the operands forwarded to successor `index` (operand segment attributes kept in step)."""
    cls = type(op)
    groups = ods.operand_values(op)
    if op.op_name in _SWITCHES:
        sizes = [int(v) for v in op.attributes["case_operand_segments"].as_list()]  # type: ignore[attr-defined]
        if index == 0:
            groups[1] = list(values)
        else:
            cases = [op.case_operands_of(i) for i in range(len(sizes))]  # type: ignore[attr-defined]
            cases[index - 1] = list(values)
            sizes[index - 1] = len(values)
            groups[2] = [v for case in cases for v in case]
            op.attributes["case_operand_segments"] = _dense_i32(sizes)
    else:
        names = [g.name for g in cls.operand_groups]
        groups[names.index(cls.successor_operand_groups[index])] = list(values)
    flat, sizes_all = ods.flatten_groups(groups)
    if getattr(cls, "_attr_sized", False):
        op.attributes["operand_segment_sizes"] = A.segment_sizes(sizes_all)
    op.set_operands(flat)


def _dense_i32(values: list[int]) -> A.DenseElementsAttr:
    same = len(values) > 1 and all(v == values[0] for v in values)
    return A.DenseElementsAttr(tuple(values[:1] if same else values), T.RankedTensorType((len(values),), T.i32))


def successor_argument(op: Operation, operand_index: int):
    """The block argument that operand `operand_index` of branch `op` feeds, or None."""
    if not is_branch(op):
        return None
    for i, block in enumerate(op.successors):
        for j in range(len(successor_operands(op, i) or ())):
            if _operand_position(op, i, j) == operand_index:
                return block.args[j] if j < len(block.args) else None
    return None


def _operand_position(op: Operation, succ: int, j: int) -> int:
    """The index in `op.operands` of the `j`th operand forwarded to successor `succ`."""
    offset = 0
    if op.op_name in _SWITCHES:
        start = 1
        if succ == 0:
            return start + j
        start += len(op.default_operands)  # type: ignore[attr-defined]
        sizes = [int(v) for v in op.attributes["case_operand_segments"].as_list()]  # type: ignore[attr-defined]
        return start + sum(sizes[:succ - 1]) + j
    cls = type(op)
    name = cls.successor_operand_groups[succ]
    for (start, _size), group in zip(ods.segments(op, False), cls.operand_groups):
        if group.name == name:
            offset = start
    return offset + j
