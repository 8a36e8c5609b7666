"""Generic IR invariants (op definitions, terminators, symbols, dominance, isolation); op-specific checks
live on the ops (`Operation.verify`).  Like mlir-opt 14, the first failure is reported."""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Block, Operation, Region, Value


def verify(top: Operation) -> None:
    _verify_isolated(top)
    _verify_dominance(top)


def _verify_isolated(root: Operation) -> None:
    """mlir-opt 14's order: an op's own invariants, then each block of its regions (emptiness, the ops in
    it, then its terminator); ops isolated from above are verified after the op that holds them."""
    deferred: list[Operation] = []
    stack: list[tuple[str, Operation, Block | None]] = [("op", root, None)]
    while stack:
        action, op, block = stack.pop()
        if action == "op":
            _verify_op(op)
            for region in reversed(op.regions):
                for b in reversed(region.blocks):
                    stack.append(("enter", op, b))
        elif action == "defer":
            deferred.append(op)
        elif action == "enter":
            assert block is not None
            _verify_block_entry(op, block)
            stack.append(("exit", op, block))
            for child in reversed(block.ops):
                isolated = child.regions and ods.has_trait(child, ods.IsolatedFromAbove)
                stack.append(("defer" if isolated else "op", child, None))
        else:
            assert block is not None
            _verify_block_exit(op, block)
    for op in deferred:
        _verify_isolated(op)


def _verify_op(op: Operation) -> None:
    cls = type(op)
    registered = cls is not Operation
    for name, attr in op.attributes.items():
        if "." in name:
            check = ods.DIALECT_ATTR_VERIFIERS.get(name.partition(".")[0])
            if check is not None:
                check(op, name, attr)
    if registered:
        ods.verify_groups(op)
    if registered and ods.has_trait(op, ods.SymbolTable):
        _verify_symbol_table(op)
    if registered and ods.has_trait(op, ods.Terminator):
        parent = op.parent
        if parent is not None and parent.ops[-1] is not op:
            raise op.error("must be the last operation in the parent block")
    if registered and "sym_visibility" in op.attributes:
        _verify_visibility(op, op.attributes["sym_visibility"])
    op.verify()


_VISIBILITIES = ("public", "private", "nested")


def _verify_visibility(op: Operation, attr: A.Attribute) -> None:
    """Symbol visibility (custom printers write it as a keyword, so anything else would not parse back)."""
    if not isinstance(attr, A.StringAttr):
        raise op.error(f"requires visibility attribute 'sym_visibility' to be a string attribute, but got {attr}")
    if attr.value not in _VISIBILITIES:
        expected = ", ".join(f'"{v}"' for v in _VISIBILITIES)
        raise op.error(f'visibility expected to be one of [{expected}], but got "{attr.value}"')


def _needs_terminator(owner: Operation) -> bool:
    return type(owner) is not Operation and not ods.has_trait(owner, ods.NoTerminator)


def _verify_block_entry(owner: Operation, block: Block) -> None:
    for arg in block.args:
        if arg.block is not block:
            raise owner.error("block argument not owned by its block")
    if not block.ops and _needs_terminator(owner):
        raise DiagnosticError.at(owner.loc, "empty block: expect at least a terminator")


def _verify_block_exit(owner: Operation, block: Block) -> None:
    if not block.ops or not _needs_terminator(owner):
        return
    last = block.ops[-1]
    if type(last) is not Operation and not ods.has_trait(last, ods.Terminator):
        raise DiagnosticError.at(last.loc, "block with no terminator, has " + _short(last))


def _short(op: Operation) -> str:
    from gpuopt.printer import Printer

    p = Printer(generic=True)
    p.names.number_detached(op)
    p.print_op(op)
    return p.out.getvalue().strip()


def _verify_symbol_table(op: Operation) -> None:
    seen: dict[str, Operation] = {}
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                name = child.attributes.get("sym_name")
                if isinstance(name, A.StringAttr):
                    if name.value in seen:
                        raise DiagnosticError.at(child.loc, f"redefinition of symbol named '{name.value}'").note(
                            "see existing symbol definition here", seen[name.value].loc)
                    seen[name.value] = child


def _verify_dominance(top: Operation) -> None:
    """Every operand is defined before its use: earlier in the same block, in a dominating block of the same
    region, or in an enclosing region; isolated-from-above ops see no outer values."""
    position: dict[Operation, int] = {}
    for op in top.walk():
        for region in op.regions:
            for block in region.blocks:
                for i, child in enumerate(block.ops):
                    position[child] = i
    dominators: dict[Region, dict[Block, set[Block]]] = {}
    for op in top.walk():
        for index, value in enumerate(op.operands):
            if not _dominates(value, op, position, dominators):
                raise _dominance_error(op, index, value)


def _dominance_error(op: Operation, index: int, value: Value) -> DiagnosticError:
    for ancestor in _ancestors_until(op, value):
        if ods.has_trait(ancestor, ods.IsolatedFromAbove):
            return op.error("using value defined outside the region").note(
                "required by region isolation constraints", ancestor.loc)
    err = op.error(f"operand #{index} does not dominate this use")
    def_op = getattr(value, "op", None)
    if def_op is not None:
        where = "(op in the same block)" if def_op.parent is op.parent else (
            "(op in the same region)" if def_op.parent and op.parent and def_op.parent.parent is op.parent.parent
            else "(op in a parent region)")
        err.note(f"operand defined here {where}", def_op.loc)
    return err


def _ancestors_until(op: Operation, value: Value):
    block = value.owner_block
    region = block.parent if block is not None else None
    current = op.parent_op
    while current is not None:
        if any(r is region for r in current.regions):
            return
        yield current
        current = current.parent_op


def _dominates(value: Value, user: Operation, position: dict[Operation, int],
               dominators: dict[Region, dict[Block, set[Block]]]) -> bool:
    def_block = value.owner_block
    if def_block is None:
        return False
    # Walk up from the user until we reach an op in the defining block's region.
    op: Operation | None = user
    while op is not None:
        block = op.parent
        if block is None:
            return False
        if block.parent is def_block.parent:
            break
        parent = block.parent.parent if block.parent else None
        if parent is not None and ods.has_trait(parent, ods.IsolatedFromAbove):
            return False
        op = parent
    if op is None:
        return False
    if type(op.parent_op) is not Operation and op.parent_op is not None and (
            ods.has_trait(op.parent_op, ods.SymbolTable) or op.parent_op.op_name in _GRAPH_REGIONS):
        return True  # graph regions: no ordering
    if block is def_block:
        def_op = getattr(value, "op", None)
        if def_op is None:
            return True  # block argument
        if def_op is op:
            return user is not op  # a nested use of the op's own result
        return position[def_op] < position[op]
    region = def_block.parent
    if region is None:
        return False
    doms = dominators.get(region)
    if doms is None:
        doms = dominators[region] = _dominator_sets(region)
    return def_block in doms.get(block, set())


_GRAPH_REGIONS = {"builtin.module", "gpu.module"}


def _dominator_sets(region: Region) -> dict[Block, set[Block]]:
    """Iterative data-flow dominators; regions here have few blocks."""
    blocks = region.blocks
    preds: dict[Block, list[Block]] = {b: [] for b in blocks}
    for b in blocks:
        term = b.terminator
        if term is not None:
            for s in term.successors:
                if s in preds:
                    preds[s].append(b)
    all_blocks = set(blocks)
    dom = {b: set(all_blocks) for b in blocks}
    dom[blocks[0]] = {blocks[0]}
    changed = True
    while changed:
        changed = False
        for b in blocks[1:]:
            ps = [dom[p] for p in preds[b]]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    return dom
