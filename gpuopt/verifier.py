"""Generic IR invariants (op definitions, terminators, symbols, dominance, isolation); op-specific checks
live on the ops (`Operation.verify`).  Like mlir-opt 14, the first failure is reported."""

from __future__ import annotations

from collections.abc import Iterator

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value

OP_FACTS = ods.OP_FACTS


def verify(top: Operation) -> None:
    dominance = _Dominance()
    dominance.check(top)
    _verify_isolated(top, dominance)
    dominance.report(top)


def _verify_isolated(root: Operation, dominance: _Dominance) -> None:
    """mlir-opt 14's order: an op's own invariants, then each block of its regions (emptiness, the ops in
    it, then its terminator); ops isolated from above are verified after the op that holds them.  Iterative:
    one frame [owner, its blocks, current block, the rest of that block's ops] per op being descended into.
    The operands of the ops in it are checked for dominance on the way (see `_Dominance`)."""
    facts = OP_FACTS
    check_operands = dominance.check
    deferred: list[Operation] = []
    _verify_op(root)
    frames: list[list] = [[root, _blocks(root), None, None]] if root.regions else []
    while frames:
        frame = frames[-1]
        ops = frame[3]
        if ops is None:
            block = next(frame[1], None)
            if block is None:
                frames.pop()
                continue
            _verify_block_entry(frame[0], block)
            frame[2] = block
            ops = frame[3] = iter(block.ops)
        for child in ops:
            check_operands(child)
            if child.regions:
                if (facts.get(type(child)) or ods.facts(type(child))).isolated:
                    deferred.append(child)
                    continue
                _verify_op(child)
                frames.append([child, _blocks(child), None, None])
                break
            _verify_op(child)
        else:
            _verify_block_exit(frame[0], frame[2])
            frame[3] = None
    for op in deferred:
        _verify_isolated(op, dominance)
    if root.regions and (facts.get(type(root)) or ods.facts(type(root))).symbol_table:
        _verify_symbols(root)


def _verify_symbols(table: Operation) -> None:
    """The symbol table's last check in mlir-opt 14, after everything it holds has verified: each symbol's
    own rules (`verify_symbol`: a function declaration must not be public)."""
    for region in table.regions:
        for block in region.blocks:
            for child in block.ops:
                check = getattr(child, "verify_symbol", None)
                if check is not None:
                    check()


def _blocks(op: Operation) -> Iterator[Block]:
    regions = op.regions
    if len(regions) == 1:
        return iter(regions[0].blocks)
    return (block for region in regions for block in region.blocks)


def _verify_op(op: Operation) -> None:
    cls = type(op)
    attributes = op.attributes
    for name in attributes:
        if "." in name:
            check = ods.DIALECT_ATTR_VERIFIERS.get(name.partition(".")[0])
            if check is not None:
                check(op, name, attributes[name])
    if cls is Operation:
        return
    facts = OP_FACTS.get(cls) or ods.facts(cls)
    ods.verify_groups(op, facts)
    if facts.symbol_table:
        _verify_symbol_table(op)
    if facts.terminator:
        parent = op.parent
        if parent is not None and parent.ops[-1] is not op:
            raise op.error("must be the last operation in the parent block")
    if "sym_visibility" in attributes:
        _verify_visibility(op, attributes["sym_visibility"])
    for trait in facts.checked_traits:
        trait.verify(op)
    if facts.own_verify:
        op.verify()


_VISIBILITIES = ("public", "private", "nested")


def _verify_visibility(op: Operation, attr: A.Attribute) -> None:
    """Symbol visibility (custom printers write it as a keyword, so anything else would not parse back)."""
    if not isinstance(attr, A.StringAttr):
        raise op.error(f"requires visibility attribute 'sym_visibility' to be a string attribute, but got {attr}")
    if attr.value not in _VISIBILITIES:
        expected = ", ".join(f'"{v}"' for v in _VISIBILITIES)
        raise op.error(f'visibility expected to be one of [{expected}], but got "{attr.value}"')


def _verify_block_entry(owner: Operation, block: Block) -> None:
    for arg in block.args:
        if arg.block is not block:
            raise owner.error("block argument not owned by its block")
    if not block.ops and ods.facts(type(owner)).needs_terminator:
        raise DiagnosticError.at(owner.loc, "empty block: expect at least a terminator")


def _verify_block_exit(owner: Operation, block: Block) -> None:
    if not block.ops or not ods.facts(type(owner)).needs_terminator:
        return
    last = block.ops[-1]
    if type(last) is not Operation and not ods.facts(type(last)).terminator:
        raise DiagnosticError.at(last.loc, "block with no terminator, has " + _short(last))


def _short(op: Operation) -> str:
    """The op as MLIR 14 streams one into a diagnostic: in local scope, its values named as in the closest
    isolated-from-above op around it, large elements attributes elided (beyond 16 unless set otherwise)."""
    import dataclasses

    from gpuopt import printer

    flags = printer.DEFAULT_FLAGS
    if flags.elide_elements_limit is None:
        flags = dataclasses.replace(flags, elide_elements_limit=16)
    return printer.op_text(op, flags, local_scope=True)


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


class _Dominance:
    """Every operand is defined before its use: earlier in the same block, in a dominating block of the same
    region, or in an enclosing region; isolated-from-above ops see no outer values.

    Checked op by op while the ops are verified, but reported only once all of them passed, and then for the
    first op in pre-order, as mlir-opt 14 does.  Each block's ops are checked in order (an isolated op where it
    sits, its body later), so an op of the user's block, or of the block of one of the user's ancestors, comes
    before it exactly when it was checked already: `visited` stands in for block positions.  The common cases
    (an earlier result or an argument of the user's own block) are decided inline."""

    __slots__ = ("visited", "dominators", "failures", "reachable")

    def __init__(self) -> None:
        self.visited: set[Operation] = set()
        self.dominators: dict[Region, _DomTree] = {}
        self.failures: list[tuple[Operation, int, Value]] = []
        self.reachable: dict[Region, set[Block]] = {}

    def check(self, op: Operation) -> None:
        block = op.parent
        visited = self.visited
        for value in op.operands:
            if type(value) is OpResult:
                if value.op.parent is block and value.op in visited:
                    continue
            elif type(value) is BlockArgument and value.block is block and block is not None:
                continue
            self._check_in_full(op)
            break
        if op.results:  # (only ops defining values are looked up)
            visited.add(op)

    def _check_in_full(self, op: Operation) -> None:
        """The uncommon cases: every operand of `op` through `_dominates`, the first failure recorded.  The
        operands of an op in a block the entry does not reach are not checked (mlir-opt 14: "dominance is only
        meaningful inside reachable blocks"); ops nested in it are."""
        block = op.parent
        if block is not None and block.parent is not None and block.parent.blocks[0] is not block:
            region = block.parent
            reachable = self.reachable.get(region)
            if reachable is None:
                reachable = self.reachable[region] = _reachable_blocks(region)
            if block not in reachable:
                return
        for index, value in enumerate(op.operands):
            if not _dominates(value, op, self.visited, self.dominators):
                self.failures.append((op, index, value))
                return

    def report(self, top: Operation) -> None:
        if self.failures:
            order = {op: i for i, op in enumerate(top.walk())}
            raise _dominance_error(*min(self.failures, key=lambda failure: order[failure[0]]))


def _dominance_error(op: Operation, index: int, value: Value) -> DiagnosticError:
    for ancestor in _ancestors_until(op, value):
        if ods.has_trait(ancestor, ods.IsolatedFromAbove):
            return op.error("using value defined outside the region").note(
                "required by region isolation constraints", ancestor.loc)
    err = DiagnosticError.at(op.loc, f"operand #{index} does not dominate this use")
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


def _dominates(value: Value, user: Operation, visited: set[Operation],
               dominators: dict[Region, _DomTree]) -> bool:
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
        return def_op in visited  # (visited before the user's ancestor `op`, so earlier in their block)
    region = def_block.parent
    if region is None:
        return False
    doms = dominators.get(region)
    if doms is None:
        doms = dominators[region] = _DomTree(region)
    return doms.dominates(def_block, block)


_GRAPH_REGIONS = {"builtin.module", "gpu.module"}


class _DomTree:
    """The dominator tree of a region's blocks (gpuopt/rewrite/dominance.py), numbered in depth-first order
    so that a dominance query is two comparisons.  As LLVM's dominator tree (which mlir-opt 14 asks), a block
    the entry does not reach is dominated by every block and dominates none but itself."""

    __slots__ = ("enter", "leave")

    def __init__(self, region: Region) -> None:
        from gpuopt.rewrite.dominance import dominator_tree

        tree = dominator_tree(region)
        self.enter: dict[Block, int] = {}
        self.leave: dict[Block, int] = {}
        clock = 0
        stack: list[tuple[Block, int]] = [(region.blocks[0], 0)] if region.blocks else []
        while stack:
            block, child = stack.pop()
            if child == 0:
                self.enter[block] = clock
                clock += 1
            children = tree.get(block, ())
            if child < len(children):
                stack.append((block, child + 1))
                stack.append((children[child], 0))
            else:
                self.leave[block] = clock
                clock += 1

    def dominates(self, a: Block, b: Block) -> bool:
        if b not in self.enter:
            return True
        if a not in self.enter:
            return False
        return self.enter[a] <= self.enter[b] and self.leave[b] <= self.leave[a]


def _reachable_blocks(region: Region) -> set[Block]:
    """The blocks of `region` its entry block reaches along successors."""
    if not region.blocks:
        return set()
    reachable = {region.blocks[0]}
    stack = [region.blocks[0]]
    while stack:
        term = stack.pop().terminator
        for s in term.successors if term is not None else ():
            if s not in reachable and s.parent is region:
                reachable.add(s)
                stack.append(s)
    return reachable
