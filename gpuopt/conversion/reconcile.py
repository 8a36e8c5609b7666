"""reconcile-unrealized-casts: a cast whose every user casts straight back (`A -> B -> A`) goes away with them,
the users' users taking the original values; an unused cast goes away; a cast still live afterwards is an
error, as upstream's pass (LLVM 14) leaves it for its partial conversion to reject.

That partial conversion also tries to fold every other op (none is marked legal).  The folds that show after
the LLVM lowerings are `llvm.extractvalue` of an `llvm.insertvalue` chain (a descriptor built and read back)
and the pointer casts that change nothing (the subview lowering's `llvm.bitcast` to the same type); they are
done here as LLVM 14's ExtractValueOp::fold, BitcastOp::fold and AddrSpaceCastOp::fold do them.  Other folds
are not (yet) applied."""

from __future__ import annotations

from gpuopt.ir.core import Operation, Value

CAST = "builtin.unrealized_conversion_cast"


def _folds_back(op: Operation, user: Operation) -> bool:
    return (user.op_name == CAST and [r.type for r in user.results] == [v.type for v in op.operands]
            and user.operands == op.results)


def _extracted(op: Operation) -> Value | None:
    """The value an `llvm.extractvalue` reads, when an `llvm.insertvalue` of the chain behind it put it there
    at the same position (the search stops at a position that only shares a prefix)."""
    position = list(op.attributes["position"].elements)  # type: ignore[attr-defined]
    container = op.operands[0]
    insert = getattr(container, "op", None)
    while insert is not None and insert.op_name == "llvm.insertvalue":
        other = list(insert.attributes["position"].elements)  # type: ignore[attr-defined]
        if other == position:
            return insert.operands[1]
        common = min(len(other), len(position))
        if other[:common] == position[:common]:
            return None
        insert = getattr(insert.operands[0], "op", None)
    return None


def _cast_folded(op: Operation) -> Value | None:
    """`cast(x : T to T)` is x, and so is `cast(cast(x : T to U) to T)`."""
    source = op.operands[0]
    if source.type == op.results[0].type:
        return source
    previous = getattr(source, "op", None)
    if previous is not None and previous.op_name == op.op_name and previous.operands[0].type == op.results[0].type:
        return previous.operands[0]  # type: ignore[no-any-return]
    return None


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
        if op.op_name == "llvm.extractvalue":
            inserted = _extracted(op)
            if inserted is not None:
                replaced[op.result] = inserted
                erased.add(op)
                blocks.add(op.parent)
            continue
        if op.op_name in ("llvm.bitcast", "llvm.addrspacecast"):
            folded = _cast_folded(op)
            if folded is not None:
                replaced[op.result] = folded
                erased.add(op)
                blocks.add(op.parent)
            continue
        if op.op_name != CAST:
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
