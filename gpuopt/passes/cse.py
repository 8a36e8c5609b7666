"""--cse: common subexpression elimination as MLIR 14's CSE pass does it.

Ops are visited in dominance order with a scoped table of the ops seen so far (a scope per block of the
dominator tree); an op with no memory effects, no regions and not a terminator that equals a known op (same
name, attributes, result types and operands) is replaced by it.  Trivially dead ops are erased on the way
(upstream counts them as `num-dce`).  Regions of an op isolated from above start an empty table; the regions
of other ops see the enclosing table.  Multi-block regions without SSA dominance (graph regions) are left
alone; a single-block graph region (the module body) only replaces uses not yet visited.
"""

from __future__ import annotations

from gpuopt.ir.core import Block, Operation, Region
from gpuopt.passes import Pass, register_pass


@register_pass
class CSE(Pass):
    name = "cse"
    summary = "Eliminate common sub-expressions"

    def run(self, op: Operation) -> None:
        _CSEDriver().run(op)


class _CSEDriver:
    def __init__(self) -> None:
        self.to_erase: list[Operation] = []

    def run(self, root: Operation) -> None:
        from gpuopt.rewrite.effects import has_no_effect, is_trivially_dead

        self.has_no_effect = has_no_effect
        self.is_trivially_dead = is_trivially_dead
        for region in root.regions:
            self.simplify_region([{}], region)
        for op in self.to_erase:
            op.erase()

    def simplify_region(self, scopes: list[dict], region: Region) -> None:
        if not region.blocks:
            return
        from gpuopt.rewrite.regions import has_ssa_dominance

        ssa = has_ssa_dominance(region)
        if len(region.blocks) == 1:
            scopes.append({})
            self.simplify_block(scopes, region.blocks[0], ssa)
            scopes.pop()
            return
        if not ssa:
            return
        from gpuopt.rewrite.dominance import dominator_tree

        tree = dominator_tree(region)
        stack: list[tuple[Block, int]] = [(region.blocks[0], 0)]
        scopes.append({})
        self.simplify_block(scopes, region.blocks[0], ssa)
        while stack:
            block, child = stack[-1]
            children = tree[block]
            if child < len(children):
                stack[-1] = (block, child + 1)
                nxt = children[child]
                stack.append((nxt, 0))
                scopes.append({})
                self.simplify_block(scopes, nxt, ssa)
            else:
                stack.pop()
                scopes.pop()

    def simplify_block(self, scopes: list[dict], block: Block, ssa: bool) -> None:
        for op in list(block.ops):
            if self.simplify_op(scopes, op, ssa):
                continue
            if not op.regions:
                continue
            from gpuopt.dialects.ods import IsolatedFromAbove

            if IsolatedFromAbove in getattr(type(op), "traits", ()) or not hasattr(type(op), "traits"):
                nested: list[dict] = []
                for region in op.regions:
                    self.simplify_region(nested, region)
                continue
            for region in op.regions:
                self.simplify_region(scopes, region)

    def simplify_op(self, scopes: list[dict], op: Operation, ssa: bool) -> bool:
        """Whether `op` was erased or replaced (then its regions are not visited)."""
        from gpuopt.dialects.ods import Terminator

        traits = getattr(type(op), "traits", ())
        if Terminator in traits:
            return False
        if self.is_trivially_dead(op):
            self.to_erase.append(op)
            return True
        if op.regions or not self.has_no_effect(op):
            return False
        key = op_key(op)
        for scope in reversed(scopes):
            existing = scope.get(key)
            if existing is not None:
                break
        else:
            scopes[-1][key] = op
            return False
        if ssa:
            for old, new in zip(op.results, existing.results):
                old.replace_all_uses_with(new)
            self.to_erase.append(op)
        else:
            visited = {id(o) for scope in scopes for o in scope.values()}
            for old, new in zip(op.results, existing.results):
                for use in list(old.uses):
                    if id(use.owner) not in visited:
                        use.owner.set_operand(use.index, new)
            if not any(r.uses for r in op.results):
                self.to_erase.append(op)
        return True


def op_key(op: Operation) -> tuple:
    """What makes two region-less ops equivalent (OperationEquivalence, locations ignored): the name, the
    attributes (by their spelling, which tells -0.0 from 0.0 and keeps NaNs equal), result types, operands."""
    attrs = tuple(sorted((k, type(v).__name__, v.text) for k, v in op.attributes.items()))
    return (op.op_name, attrs, tuple(r.type for r in op.results), tuple(id(v) for v in op.operands),
            len(op.successors))
