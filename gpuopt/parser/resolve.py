"""Name binding.  Operands are first recorded by name (`PendingValue`), because MLIR allows uses before
definitions across blocks; `Resolver` then binds every name in one walk per region, so the cost stays linear
in the input."""

from __future__ import annotations

from typing import Any

from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Use, Value
from gpuopt.syntax import LabeledBlock
from gpuopt.tokens import Token


class PendingValue(Value):
    """A use of `%name` seen before name binding; replaced by the real value in `_Resolver`.  It keeps the
    `%name` token, not a Location: only a use that fails to resolve needs one."""

    __slots__ = ("ref", "token")

    def __init__(self, token: Token, type: T.Type | None) -> None:
        self.type = type  # type: ignore[assignment]
        self.uses: list[Use] = []
        self.name_hint = None
        self.ref = str(token)
        self.token = token


class PendingBlock:
    __slots__ = ("ref", "loc", "args")

    def __init__(self, ref: str, loc: Location) -> None:
        self.ref = ref
        self.loc = loc
        self.args: list[Value] = []





def _order_uses_as_created(module: Operation) -> None:
    """Every value's use list in the order MLIR's parser makes the uses: an op's operands are used when the op
    is created, after the ops of its regions (post-order).  Passes that walk use lists (the greedy driver's
    worklist, ConditionPropagation) see the uses in upstream's order."""
    from gpuopt.ir.regions import post_order

    seen: set[int] = set()
    for op in post_order(module):
        for value, use in zip(op.operands, op._uses):
            if id(value) not in seen:
                seen.add(id(value))
                value.uses = []
            value.uses.append(use)


class Resolver:
    """Binds `%name` uses and `^label` successors, one region at a time, with scopes for nesting."""

    def __init__(self, result_names: dict[Operation, list[tuple[str, int, Token]]],
                 loc_of: Any = None) -> None:
        self.result_names = result_names
        self.loc_of = loc_of

    def resolve_top(self, module: Operation) -> None:
        self._region_stack: list[tuple[Region, list[dict[str, Value]]]] = []
        for region in module.regions:
            self._resolve_region(region, [])
        _order_uses_as_created(module)

    def _resolve_region(self, region: Region, scopes: list[dict[str, Value]]) -> None:
        # Iterative over nesting: a work list of (region, scope chain).
        work: list[tuple[Region, list[dict[str, Value]]]] = [(region, scopes)]
        result_names = self.result_names
        while work:
            reg, chain = work.pop()
            scope: dict[str, Value] = {}
            blocks: dict[str, Block] = {}
            chain = [*chain, scope]
            for block in reg.blocks:
                if type(block) is LabeledBlock:
                    label = block._label
                    if label is not None:
                        if str(label) in blocks:
                            where = self.loc_of(label) if self.loc_of is not None else None
                            raise DiagnosticError.at(where, f"redefinition of block '{label}'")
                        blocks[str(label)] = block
                    for arg, name in zip(block.args, block.arg_names):
                        self._define(scope, str(name), arg, arg.loc)
                for op in block.ops:
                    names = result_names.get(op)
                    if names:
                        results = op.results
                        if len(names) == 1 and names[0][1] == 1:  # `%x = ...`, the usual case
                            name = names[0][0]
                            if name in scope:
                                self._define(scope, name, results[0], op.loc)
                            scope[name] = results[0]
                            continue
                        i = 0
                        for name, count, _tok in names:
                            if count == 1:
                                self._define(scope, name, results[i], op.loc)
                            else:
                                for k in range(count):
                                    self._define(scope, f"{name}#{k}", results[i + k], op.loc)
                                scope.setdefault(name, results[i])
                            i += count
            for block in reg.blocks:
                for op in block.ops:
                    operands = op.operands
                    for i, v in enumerate(operands):
                        if type(v) is PendingValue:  # its use list dies with it: no Operation.set_operand
                            value = scope.get(v.ref)
                            if value is None or (v.type is not None and value.type is not v.type
                                                 and value.type != v.type):
                                value = self._lookup(chain, v)
                            operands[i] = value
                    if op.successors:
                        op.successors = [self._block(blocks, s) if isinstance(s, PendingBlock) else s
                                         for s in op.successors]
                    for inner in op.regions:
                        work.append((inner, chain))

    def _define(self, scope: dict[str, Value], name: str, value: Value, loc: Location | None) -> None:
        if name in scope:
            raise DiagnosticError.at(loc, f"redefinition of SSA value '{name}'")
        scope[name] = value

    def _lookup(self, chain: list[dict[str, Value]], pending: PendingValue) -> Value:
        ref = pending.ref
        for scope in reversed(chain):
            value = scope.get(ref)
            if value is not None:
                break
        else:
            raise DiagnosticError.at(self._use_loc(pending), "use of undeclared SSA value name")
        if pending.type is not None and value.type != pending.type:
            raise DiagnosticError.at(
                self._use_loc(pending), f"use of value '{ref.split('#')[0]}' expects different type than prior uses: "
                             f"'{pending.type}' vs '{value.type}'").note("prior use here", self._def_loc(value))
        return value

    def _use_loc(self, pending: PendingValue) -> Location | None:
        return self.loc_of(pending.token) if self.loc_of is not None else None

    def _def_loc(self, value: Value) -> Location | None:
        """Where `value` was named: its `%name` in the block header or in the result list of its op."""
        loc = getattr(value, "loc", None)
        if loc is not None or self.loc_of is None:
            return loc
        op = getattr(value, "op", None)
        index = getattr(value, "index", 0)
        for _, count, tok in self.result_names.get(op, ()):
            if index < count:
                return self.loc_of(tok)
            index -= count
        return getattr(op, "loc", None)

    def _block(self, blocks: dict[str, Block], pending: PendingBlock) -> Block:
        block = blocks.get(pending.ref)
        if block is None:
            raise DiagnosticError.at(pending.loc, "reference to an undefined block")
        return block
