"""The SSA IR: values with use lists, operations, blocks and regions.

Operations keep their operands in a list of `Value`s and each value keeps the set of its uses, so that
`replace_all_uses_with` and erasure cost time proportional to the uses touched, never to the module size.
Blocks hold their operations in a Python list; passes that insert or erase many ops rebuild the list once
(see `Block.rebuild`) instead of paying a list shift per edit.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from gpuopt.ir.attributes import Attribute
from gpuopt.ir.types import Type

if TYPE_CHECKING:
    from gpuopt.diagnostics import Location


class Use:
    """One operand slot: `owner.operands[index]`."""

    __slots__ = ("owner", "index")

    def __init__(self, owner: Operation, index: int) -> None:
        self.owner = owner
        self.index = index


class Value:
    __slots__ = ("type", "uses", "name_hint")

    def __init__(self, type: Type) -> None:
        self.type = type
        self.uses: list[Use] = []
        self.name_hint: str | None = None

    def replace_all_uses_with(self, new: Value) -> None:
        if new is self:
            return
        for use in self.uses:
            use.owner.operands[use.index] = new
            new.uses.append(use)
        self.uses = []

    @property
    def has_uses(self) -> bool:
        return bool(self.uses)

    @property
    def owner_block(self) -> Block | None:
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: Operation, index: int) -> None:
        self.type = type  # Value's fields set here directly: the pass creates hundreds of thousands
        self.uses: list[Use] = []
        self.name_hint: str | None = None
        self.op = op
        self.index = index

    @property
    def owner_block(self) -> Block | None:
        return self.op.parent


class BlockArgument(Value):
    __slots__ = ("block", "index", "loc")

    def __init__(self, type: Type, block: Block, index: int, loc: Location | None = None) -> None:
        super().__init__(type)
        self.block = block
        self.index = index
        self.loc = loc

    @property
    def owner_block(self) -> Block | None:
        return self.block


class Operation:
    """An operation.  Registered ops subclass it (see `gpuopt.dialects.ods`); unknown ops use it directly."""

    name: ClassVar[str] = ""
    __slots__ = ("op_name", "operands", "results", "attributes", "regions", "successors", "parent", "loc",
                 "_uses")

    def __init__(
        self,
        op_name: str,
        operands: list[Value] | None = None,
        result_types: list[Type] | None = None,
        attributes: dict[str, Attribute] | None = None,
        regions: list[Region] | None = None,
        successors: list[Block] | None = None,
        loc: Location | None = None,
    ) -> None:
        self.op_name = op_name
        self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)] if result_types else []
        self.attributes: dict[str, Attribute] = dict(attributes) if attributes else {}
        self.regions: list[Region] = []
        self.successors: list[Block] = list(successors) if successors else []
        self.parent: Block | None = None
        self.loc = loc
        if operands:
            self.operands: list[Value] = list(operands)
            self._uses = uses = [Use(self, i) for i in range(len(operands))]
            for v, use in zip(operands, uses):
                v.uses.append(use)
        else:
            self.operands = []
            self._uses = []
        if regions:
            for region in regions:
                self.add_region(region)

    # -- operands -------------------------------------------------------------------------------------
    def set_operands(self, operands: list[Value]) -> None:
        self.drop_operand_uses()
        self.operands = list(operands)
        self._uses = []
        for i, v in enumerate(self.operands):
            use = Use(self, i)
            v.uses.append(use)
            self._uses.append(use)

    def set_operand(self, i: int, value: Value) -> None:
        old = self.operands[i]
        use = self._uses[i]
        old.uses.remove(use)
        self.operands[i] = value
        value.uses.append(use)

    def drop_operand_uses(self) -> None:
        for use, v in zip(getattr(self, "_uses", ()), self.operands):
            try:
                v.uses.remove(use)
            except ValueError:
                pass
        self._uses = []

    # -- structure ------------------------------------------------------------------------------------
    def add_region(self, region: Region | None = None) -> Region:
        region = region or Region()
        region.parent = self
        self.regions.append(region)
        return region

    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.op_name} has {len(self.results)} results"
        return self.results[0]

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        if block is None or block.parent is None:
            return None
        return block.parent.parent

    def walk(self) -> Iterator[Operation]:
        """Pre-order walk of this op and every op nested in it, without recursion."""
        stack: list[Operation] = [self]
        while stack:
            op = stack.pop()
            yield op
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(block.ops))

    def walk_post_order(self) -> Iterator[Operation]:
        """MLIR's default walk order: each op after the ops nested in it, this op last, without recursion.
        Each op's nested ops are listed when the walk reaches it, so the op just visited may be replaced."""
        for kind, item in _post_order(self):
            if kind is Operation:
                yield item  # type: ignore[misc]

    def blocks_post_order(self) -> Iterator[Block]:
        """The blocks nested in this op, each after the blocks nested in its ops (Operation::walk over blocks)."""
        for kind, item in _post_order(self):
            if kind is Block:
                yield item  # type: ignore[misc]

    def ancestors(self) -> Iterator[Operation]:
        op = self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def erase(self) -> None:
        """Remove the op from its block and drop the uses it holds (its results must be unused)."""
        for op in self.walk():
            op.drop_operand_uses()
        if self.parent is not None:
            self.parent.ops.remove(self)
            self.parent = None

    def __repr__(self) -> str:
        return f"<{self.op_name} at {self.loc}>"

    # -- hooks registered ops override ---------------------------------------------------------------
    def verify(self) -> None:
        """Op-specific invariants; raise `self.error(...)`."""

    def error(self, message: str):
        from gpuopt.diagnostics import DiagnosticError

        return DiagnosticError.at(self.loc, f"'{self.op_name}' op {message}")


def _post_order(root: Operation) -> Iterator[tuple[type, Operation | Block]]:
    """(Operation, op) and (Block, block) in post-order: a block after its ops, an op after its blocks."""
    stack: list[tuple[Operation | Block, Iterator[Operation | Block]]] = [
        (root, iter([b for r in root.regions for b in r.blocks]))]
    while stack:
        owner, children = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            yield (Operation if isinstance(owner, Operation) else Block), owner
        elif isinstance(child, Block):
            stack.append((child, iter(list(child.ops))))
        else:
            stack.append((child, iter([b for r in child.regions for b in r.blocks])))


class Block:
    __slots__ = ("args", "ops", "parent")

    def __init__(self, arg_types: list[Type] | None = None) -> None:
        self.args: list[BlockArgument] = [BlockArgument(t, self, i) for i, t in enumerate(arg_types or ())]
        self.ops: list[Operation] = []
        self.parent: Region | None = None

    def add_argument(self, type: Type, loc: Location | None = None) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.args), loc)
        self.args.append(arg)
        return arg

    def append(self, op: Operation) -> Operation:
        op.parent = self
        self.ops.append(op)
        return op

    def insert(self, index: int, op: Operation) -> Operation:
        op.parent = self
        self.ops.insert(index, op)
        return op

    def rebuild(self, ops: list[Operation]) -> None:
        """Replace the op list wholesale (used by passes that rewrite many ops of one block)."""
        for op in ops:
            op.parent = self
        self.ops = ops

    @property
    def terminator(self) -> Operation | None:
        return self.ops[-1] if self.ops else None

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent else None

    @property
    def is_entry(self) -> bool:
        return self.parent is not None and self.parent.blocks[0] is self


class Region:
    __slots__ = ("blocks", "parent")

    def __init__(self, blocks: list[Block] | None = None) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks or ():
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    @property
    def empty(self) -> bool:
        return not self.blocks
