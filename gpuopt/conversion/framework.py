"""Dialect conversion: patterns with operand adaptors, a conversion target, and partial conversion.

`apply_partial_conversion` walks the IR once, in pre-order (parents before the ops in their regions, as
MLIR's driver does).  Each block's op list is rebuilt in a single pass: a pattern appends its new ops to
the output list and records replacements in a value mapping, so no op is ever inserted into the middle of
a Python list and the cost is linear in the size of the module.  Later users see converted operands
through the adaptor; ops left as they are get their operands remapped, with an
`unrealized_conversion_cast` where the types differ.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from operator import attrgetter
from typing import Any, ClassVar

from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, BlockArgument, Operation, Region, Value
from gpuopt.rewrite import IN_PLACE


class MatchFailure(Exception):
    """Raised by a pattern whose precondition does not hold; the message says which one.  `applies=False`
    marks a pattern meant for another form of the op (sync vs async), whose reason is not worth reporting."""

    def __init__(self, reason: str, applies: bool = True) -> None:
        super().__init__(reason)
        self.reason = reason
        self.applies = applies


class Adaptor:
    """The converted operands of an op, with the op's named operand groups (`adaptor.dynamic_sizes`).

    `Adaptor.of` makes one subclass per op class with a property per group, so that reading a group is a
    plain attribute lookup (a `__getattr__` would run only after a failed lookup, which costs more than the
    slice itself)."""

    __slots__ = ("op", "operands", "_segments")
    _classes: ClassVar[dict[type, type[Adaptor]]] = {}

    def __init__(self, op: Operation, operands: list[Value]) -> None:
        self.op = op
        self.operands = operands
        self._segments: list[tuple[int, int]] | None = None  # the op's operand segments, computed once

    @staticmethod
    def of(op: Operation, operands: list[Value]) -> Adaptor:
        cls = Adaptor._classes.get(type(op))
        if cls is None:
            cls = Adaptor._classes[type(op)] = _adaptor_class(type(op))
        return cls(op, operands)

    def _group(self, group: ods.OperandGroup) -> Any:
        """The converted values of `group`: a list for a variadic group, else a value or None."""
        segments = self._segments
        if segments is None:
            segments = self._segments = ods.segments(self.op, False)
        start, size = segments[group.position]
        values = self.operands[start:start + size]
        if group.kind == "variadic":
            return values
        return values[0] if values else None


def _adaptor_class(op_class: type[Operation]) -> type[Adaptor]:
    """An Adaptor subclass with a property for each operand group `op_class` has (as `getattr` finds it)."""
    namespace: dict[str, Any] = {"__slots__": ()}
    for name in dir(op_class):
        group = getattr(op_class, name, None)
        if isinstance(group, ods.OperandGroup) and not hasattr(Adaptor, name):
            namespace[name] = property(partial(Adaptor._group, group=group))
    return type(f"{op_class.__name__}Adaptor", (Adaptor,), namespace)


class ConversionPattern:
    """Rewrites one source op (`root`, an op name).  Subclasses implement `match_and_rewrite`, which
    either replaces or erases the op through the rewriter, or raises `MatchFailure`."""

    root: ClassVar[str]

    def __init__(self, converter: LLVMTypeConverter) -> None:
        self.converter = converter

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rewriter: ConversionPatternRewriter) -> None:
        raise NotImplementedError


class ConversionTarget:
    """Which ops must disappear (illegal) and which may stay; everything else converts when it can."""

    def __init__(self) -> None:
        self.legal_dialects: set[str] = set()
        self.illegal_dialects: set[str] = set()
        self.legal_ops: set[str] = set()
        self.illegal_ops: set[str] = set()

    def is_legal(self, op: Operation) -> bool:
        dialect = op.op_name.split(".")[0]
        return op.op_name in self.legal_ops or (dialect in self.legal_dialects and op.op_name not in self.illegal_ops)

    def is_illegal(self, op: Operation) -> bool:
        dialect = op.op_name.split(".")[0]
        return op.op_name in self.illegal_ops or (dialect in self.illegal_dialects and op.op_name not in self.legal_ops)


class ConversionPatternRewriter:
    """What patterns build with: `create` appends at the insertion point (before the op being rewritten)."""

    def __init__(self, converter: LLVMTypeConverter, module: Operation) -> None:
        self.converter = converter
        self.module = module
        self.mapping: dict[Value, Value] = {}
        self.out: list[Operation] = []
        self.current: Operation | None = None
        self._done = False
        self._after: dict[Operation, list[list[Operation]]] = {}
        self._casts: dict[tuple[Value, T.Type], Value] = {}
        self._block_id = 0
        self.module_head: list[Operation] = []
        """Created "at the start of the module", each before the previous ones: kept in creation order (appending
        is O(1)) and placed newest first."""
        self.module_tail: list[Operation] = []  # created "at the end of the module", in creation order
        self.symbols: dict[str, Operation] | None = None  # the module's symbol table, built on first use
        self.streams: set[Value] = set()  # converted values known to be streams (not events)
        self.emitted_until: dict[Operation, Operation] = {}  # converted op -> the last op emitted for it
        self.erase_if_unused: list[tuple[Value, list[Operation]]] = []
        """(value, the ops that compute only it): dropped after the conversion when nothing uses the value, as
        MLIR erases unused argument materializations."""

    # -- building ---------------------------------------------------------------------------------
    def create(self, op: Operation) -> Operation:
        if op.loc is None and self.current is not None:
            op.loc = self.current.loc
        self.out.append(op)
        return op

    def insert_after(self, original: Value, ops: list[Operation]) -> None:
        """Place `ops` right after the (converted) op that defined the original value `original`, as MLIR's
        setInsertionPointAfter on the not-yet-erased original op; each later group lands before the
        earlier ones, as repeated insertion at one point does upstream."""
        owner = getattr(original, "op", None)
        if owner is None:
            raise MatchFailure("the dependency is a block argument, not the result of an op")
        anchor = self.emitted_until.get(owner, owner)
        for op in ops:
            if op.loc is None and self.current is not None:
                op.loc = self.current.loc
        self._after.setdefault(anchor, []).append(ops)  # in creation order; placed newest first

    def replace_op(self, op: Operation, values: list[Value]) -> None:
        if len(values) != len(op.results):
            raise ValueError(f"{op.op_name}: {len(values)} replacements for {len(op.results)} results")
        for old, new in zip(op.results, values):
            self.mapping[old] = new
        self.erase_op(op)

    def erase_op(self, op: Operation) -> None:
        if op.regions:
            for nested in op.walk():
                nested.drop_operand_uses()
        else:
            op.drop_operand_uses()
        self._done = True

    def lookup(self, value: Value) -> Value:
        mapping = self.mapping
        while value in mapping:
            value = mapping[value]
        return value

    # -- regions -------------------------------------------------------------------------------
    def take_region(self, op: Operation, index: int = 0) -> Region:
        """Detach a region from an op that is being replaced, to move it into the replacement."""
        region = op.regions[index]
        op.regions[index] = Region()
        return region

    def materialize(self, value: Value, to_type: T.Type, out: list[Operation]) -> Value:
        """An `unrealized_conversion_cast` from a converted value back to the type an old user expects."""
        from gpuopt.dialects.builtin import UnrealizedConversionCastOp

        owner = getattr(value, "op", None)
        key = (value, to_type)
        cached = self._casts.get(key)
        if cached is not None:
            return cached
        cast = ods.create(UnrealizedConversionCastOp, [[value]], [to_type])
        if owner is not None:  # right after the converted value's definition, as MLIR materializes it
            self._after.setdefault(owner, []).append([cast])
        else:  # a block argument converted without `materialize_argument`
            out.append(cast)
        self._casts[key] = cast.result
        return cast.result

    def materialize_argument(self, value: Value, to_type: T.Type, out: list[Operation]) -> None:
        """MLIR's argument materialization: when a block's signature is converted, a cast of each converted
        argument back to its original type, at the start of the block in argument order, for the users left
        unconverted; dropped after the conversion when nothing uses it."""
        from gpuopt.dialects.builtin import UnrealizedConversionCastOp

        cast = ods.create(UnrealizedConversionCastOp, [[value]], [to_type])
        out.append(cast)
        self._casts[(value, to_type)] = cast.result
        self.erase_if_unused.append((cast.result, [cast]))


def apply_partial_conversion(root: Operation, target: ConversionTarget, patterns: list[ConversionPattern],
                             converter: LLVMTypeConverter) -> ConversionPatternRewriter:
    """Converts every op that has a pattern; an illegal op that no pattern converts is an error."""
    by_name: dict[str, list[ConversionPattern]] = {}
    for p in patterns:
        by_name.setdefault(p.root, []).append(p)
    rewriter = ConversionPatternRewriter(converter, root)
    driver = _Driver(target, by_name, rewriter)
    driver.run(root)
    return rewriter


class _Driver:
    def __init__(self, target: ConversionTarget, patterns: dict[str, list[ConversionPattern]],
                 rewriter: ConversionPatternRewriter) -> None:
        self.target = target
        self.patterns = patterns
        self.rewriter = rewriter
        self.touched: list[Block] = []
        self._new_ops_with_regions: list[Operation] = []
        self._dispatch: dict[str, tuple[bool, bool, list[ConversionPattern] | None]] = {}
        """op name -> (legal, illegal, its patterns): the target's answers depend on the name only."""

    def run(self, root: Operation) -> None:
        stack: list[Iterator[Region]] = [self._region(r) for r in reversed(root.regions)]
        while stack:
            try:
                region = next(stack[-1])
            except StopIteration:
                stack.pop()
                continue
            stack.append(self._region(region))
        self._place_after_insertions()
        rw = self.rewriter
        self._erase_unused(rw)
        if rw.module_head or rw.module_tail:
            body = root.regions[0].blocks[0]
            body.rebuild(rw.module_head[::-1] + body.ops + rw.module_tail)

    def _region(self, region: Region) -> Iterator[Region]:
        rw = self.rewriter
        entry = region.blocks[0] if region.blocks else None
        for block in _conversion_order(region):
            out: list[Operation] = []
            if block is not entry:
                for i, arg in enumerate(block.args):
                    converted = rw.converter.convert_type(arg.type)
                    if converted is not None and converted != arg.type:
                        new = BlockArgument(converted, block, i, arg.loc)
                        new.name_hint = arg.name_hint
                        block.args[i] = new
                        rw.mapping[arg] = new
                        rw.materialize_argument(new, arg.type, out)
            rw._block_id += 1
            block_id = rw._block_id
            for op in list(block.ops):
                if self._convert(op, out, block_id):
                    for new in self._new_ops_with_regions:
                        for r in new.regions:
                            yield r
                else:
                    self._remap_legal(op, out, block_id)
                    out.append(op)
                    for r in op.regions:
                        yield r
            block.rebuild(out)
            self.touched.append(block)

    def _classify(self, op: Operation) -> tuple[bool, bool, list[ConversionPattern] | None]:
        """Asks the target and the pattern table about `op`'s name once (see `_dispatch`)."""
        entry = self._dispatch[op.op_name] = (self.target.is_legal(op), self.target.is_illegal(op),
                                              self.patterns.get(op.op_name))
        return entry

    def _convert(self, op: Operation, out: list[Operation], block_id: int) -> bool:
        rw = self.rewriter
        legal, illegal, candidates = self._dispatch.get(op.op_name) or self._classify(op)
        if legal:
            return False
        if self._try_fold(op, out):
            return True
        if not candidates:
            if candidates is None and illegal:
                raise _legalize_error(op, ["no conversion pattern is registered for this op"])
            return False
        mapping = rw.mapping
        operands: list[Value] = []
        for v in op.operands:
            while v in mapping:
                v = mapping[v]
            operands.append(v)
        adaptor = Adaptor.of(op, operands)
        reasons: list[str] = []
        is_legal_type = rw.converter.is_legal_type
        for i, v in enumerate(operands):
            if not is_legal_type(v.type):
                reasons.append(f"operand #{i} of type '{v.type}' was not converted to an LLVM type")
                candidates = []
        for pattern in candidates:
            mark = len(out)
            rw.out, rw.current, rw._done = out, op, False
            try:
                pattern.match_and_rewrite(op, adaptor, rw)
            except MatchFailure as failure:
                for dead in out[mark:]:
                    dead.drop_operand_uses()
                del out[mark:]
                if failure.applies:
                    reasons.append(failure.reason)
                continue
            if not rw._done:
                raise AssertionError(f"pattern for {op.op_name} neither replaced nor erased it")
            if out:
                rw.emitted_until[op] = out[-1]
            self._new_ops_with_regions = list(filter(_REGIONS, out[mark:]))
            return True
        if illegal:
            raise _legalize_error(op, reasons)
        return False

    def _try_fold(self, op: Operation, out: list[Operation]) -> bool:
        """MLIR's legalizeWithFold: fold to an existing value, or to a constant that is then converted."""
        folder = getattr(op, "fold", None)
        if folder is None or len(op.results) != 1:
            return False
        consts = [_constant_value(v) for v in op.operands]
        folded = folder(consts)
        if folded is None or folded is op.results[0] or folded is IN_PLACE:  # (in place: no replacement, as in 14)
            return False
        rw = self.rewriter
        if isinstance(folded, Value):
            rw.mapping[op.result] = folded
        else:
            from gpuopt.dialects.arith import ConstantOp

            constant = ConstantOp.build(folded)
            constant.loc = op.loc
            if not self._convert(constant, out, rw._block_id):
                out.append(constant)
            rw.mapping[op.result] = rw.lookup(constant.result)
        rw.erase_op(op)
        self._new_ops_with_regions = []
        return True

    def _remap_legal(self, op: Operation, out: list[Operation], block_id: int) -> None:
        rw = self.rewriter
        rw._block_id = block_id
        mapping = rw.mapping
        for i, v in enumerate(op.operands):
            if v not in mapping:
                continue
            new = rw.lookup(v)
            if new.type != v.type:
                new = rw.materialize(new, v.type, out)
            op.set_operand(i, new)

    @staticmethod
    def _erase_unused(rw: ConversionPatternRewriter) -> None:
        dead: set[Operation] = set()
        for value, ops in rw.erase_if_unused:
            if not value.has_uses:
                for op in reversed(ops):
                    op.drop_operand_uses()
                dead.update(ops)
        rw.erase_if_unused = []
        for block in {op.parent for op in dead if op.parent is not None}:
            block.rebuild([op for op in block.ops if op not in dead])

    def _place_after_insertions(self) -> None:
        if not self.rewriter._after:
            return
        pending = self.rewriter._after
        anchors: dict[Block, list[Operation]] = {}
        for anchor in pending:
            if anchor.parent is not None:
                anchors.setdefault(anchor.parent, []).append(anchor)
        for block, mine in anchors.items():
            old = block.ops
            if len(mine) <= 8:  # a few anchors: find them by (C-speed) search rather than a Python loop
                positions = []
                for anchor in mine:
                    try:
                        positions.append(old.index(anchor))
                    except ValueError:  # an op replaced without emitting any: no longer in the block
                        pass
                positions.sort()
            else:
                positions = [i for i, op in enumerate(old) if op in pending]
            ops: list[Operation] = []
            start = 0
            for i in positions:
                ops += old[start:i + 1]
                for group in reversed(pending[old[i]]):
                    ops += group
                start = i + 1
            ops += old[start:]
            block.rebuild(ops)


_REGIONS = attrgetter("regions")


def _conversion_order(region: Region) -> list[Block]:
    """The blocks in MLIR 14's conversion order: depth first from the entry block along successors, the last
    successor pushed visited first (the order runtime functions get declared in depends on it); blocks no
    branch reaches come last, in region order (mlir-opt 14 refuses to convert those)."""
    if not region.blocks:
        return []
    order: list[Block] = []
    seen = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        block = stack.pop()
        order.append(block)
        terminator = block.ops[-1] if block.ops else None
        for succ in terminator.successors if terminator is not None else ():
            if id(succ) not in seen:
                seen.add(id(succ))
                stack.append(succ)
    order.extend(b for b in region.blocks if id(b) not in seen)
    return order


def _constant_value(v: Value):
    owner = getattr(v, "op", None)
    if owner is not None and owner.op_name == "arith.constant":
        return owner.attributes.get("value")
    return None


def _legalize_error(op: Operation, reasons: list[str]) -> DiagnosticError:
    from gpuopt.printer import Printer

    err = DiagnosticError.at(op.loc, f"failed to legalize operation '{op.op_name}' that was explicitly marked "
                                     f"illegal")
    for reason in dict.fromkeys(reasons):
        err.note(f"not converted because {reason}")
    p = Printer(generic=True)
    isolated = next((a for a in op.ancestors() if ods.has_trait(a, ods.IsolatedFromAbove)), None)
    if isolated is not None:
        p.names.number(isolated)
    else:
        p.names.number_detached(op)
    p.print_op(op)
    err.note("see current operation: " + p.out.getvalue().strip())
    return err
