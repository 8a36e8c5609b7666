"""reconcile-unrealized-casts: a cast whose every user casts straight back (`A -> B -> A`) goes away with them,
the users' users taking the original values; an unused cast goes away; a cast still live afterwards is an
error, as upstream's pass (LLVM 14) leaves it for its partial conversion to reject.

That partial conversion marks no op legal, so it first tries to fold every op it visits (OpBuilder::tryFold).
Only a fold to existing values stands: a fold to an attribute would create a constant, which the conversion
cannot legalize, so it is rolled back; a fold in place changes the op and stays.  Replacements are deferred
to the end, as the conversion defers them: a fold sees the operands as they were written.
"""

from __future__ import annotations

from gpuopt.dialects import ods
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.folder import operand_constant

CAST = "builtin.unrealized_conversion_cast"


def _folds_back(op: Operation, user: Operation) -> bool:
    return (user.op_name == CAST and [r.type for r in user.results] == [v.type for v in op.operands]
            and user.operands == op.results)


def _folded_to_values(op: Operation) -> list[Value] | None:
    """The values `op` folds to when its fold names existing values only; None otherwise (no fold, a fold in
    place, or one that needs a new constant)."""
    folder = getattr(op, "fold", None)
    if folder is None or ods.ConstantLike in getattr(type(op), "traits", ()):
        return None
    folded = folder([operand_constant(v) for v in op.operands])
    items = folded if isinstance(folded, list) else [folded]
    if not all(isinstance(item, Value) for item in items) or len(items) != len(op.results):
        return None
    if len(items) == 1 and items[0] is op.results[0]:
        return None
    return items


def reconcile_unrealized_casts(root: Operation) -> None:
    """Removes the casts that cancel out, in pre-order as upstream's driver visits them; raises the
    legalization error for the first cast that stays."""
    from gpuopt.conversion.framework import legalize_error

    erased: set[Operation] = set()
    blocks = set()
    replaced: dict[Value, Value] = {}  # applied at the end: upstream's driver defers replacements too
    for op in list(root.walk()):
        if op in erased:
            continue
        if op.op_name != CAST:
            values = _folded_to_values(op)
            if values is not None:
                replaced.update(zip(op.results, values))
                erased.update(op.walk())
                blocks.add(op.parent)
            continue
        users = [use.owner for r in op.results for use in r.uses]
        if not all(_folds_back(op, user) for user in users):
            raise legalize_error(op, [])
        for user in dict.fromkeys(users):
            for result, original in zip(user.results, op.operands):
                replaced[result] = original
            erased.add(user)
            blocks.add(user.parent)
        erased.add(op)
        blocks.add(op.parent)
    for old, new in replaced.items():
        while new in replaced:
            new = replaced[new]
        old.replace_all_uses_with(new)
    for op in erased:
        op.drop_operand_uses()
    for block in blocks:  # one rebuild per block: removing ops one by one is quadratic
        block.rebuild([o for o in block.ops if o not in erased])
