"""Dialect conversion: patterns with operand adaptors, a conversion target, and partial conversion.

`apply_partial_conversion` walks the IR once, in pre-order (parents before the ops in their regions, as
MLIR's driver does).  Each block's op list is rebuilt in a single pass: a pattern appends its new ops to
the output list and records replacements in a value mapping, so no op is ever inserted into the middle of
a Python list and the cost is linear in the size of the module.  Later users see converted operands
through the adaptor; ops left as they are get their operands remapped, with an
`unrealized_conversion_cast` where the types differ.

Patterns may also reshape the IR as upstream's ConversionPatternRewriter lets them: split the block being
converted, inline a region, merge or erase blocks, convert a region's block signatures and insert symbols
into the nearest symbol table.  Blocks such edits add to the region being converted are converted after the
current block; the rest of a split block moves to the new block unconverted and is converted there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar

from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, BlockArgument, Operation, Region, Value
from gpuopt.rewrite import IN_PLACE

if TYPE_CHECKING:
    from gpuopt.conversion.type_converter import SignatureConversion


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
    """Rewrites one source op: `root` is its op class (`root = gpu.AllocOp`, upstream's
    `OpConversionPattern<gpu::AllocOp>`) or its name.  Subclasses implement `match_and_rewrite`, which
    either replaces or erases the op through the rewriter, or raises `MatchFailure`."""

    root: ClassVar[type[Operation] | str]
    creates_blocks: ClassVar[bool] = False
    """Whether the pattern splits or adds blocks: MLIR 14 cannot apply such a pattern to an op another
    pattern creates (see `ConversionPatternRewriter.legalizable`)."""
    remaps_operands: ClassVar[bool] = True
    """False for upstream's plain RewritePatterns run by a conversion: they read the op's own operands, and
    the driver makes no casts of them (the adaptor holds the operands as they are)."""
    legalize_created: ClassVar[bool] = False
    """True for a pattern whose new ops are converted in their turn even where the driver's
    `legalize_created` is off (a rewrite that builds ops of the dialects being converted)."""

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


class SymbolTable:
    """The symbols of one symbol-table op (`builtin.module`, `gpu.module`) as a conversion sees them: the
    body's symbols, indexed on first use, and the ones the conversion inserts.  Inserted symbols are placed
    when the conversion ends (so no op list is edited while it is being rebuilt): at the start of the body,
    each before the previous ones as repeated insertion at the start does upstream, or at its end, in
    insertion order, before a terminator such as `gpu.module_end`."""

    __slots__ = ("op", "_names", "head", "tail")

    def __init__(self, op: Operation) -> None:
        self.op = op
        self._names: dict[str, Operation] | None = None
        self.head: list[Operation] = []  # in insertion order; placed newest first
        self.tail: list[Operation] = []

    def _index(self) -> dict[str, Operation]:
        names: dict[str, Operation] = {}
        if self.op.regions and self.op.regions[0].blocks:
            for op in self.op.regions[0].blocks[0].ops:
                name = op.attributes.get("sym_name")
                value = getattr(name, "value", None)
                if isinstance(value, str):
                    names.setdefault(value, op)
        self._names = names
        return names

    def lookup(self, name: str) -> Operation | None:
        names = self._names if self._names is not None else self._index()
        return names.get(name)

    def insert(self, symbol: Operation, at_start: bool = False) -> Operation:
        names = self._names if self._names is not None else self._index()
        name = symbol.attributes.get("sym_name")
        names[getattr(name, "value", "")] = symbol
        (self.head if at_start else self.tail).append(symbol)
        return symbol

    def place(self) -> None:
        if not (self.head or self.tail):
            return
        body = self.op.regions[0].blocks[0]
        ops = body.ops
        end = len(ops) - 1 if ops and ods.has_trait(ops[-1], ods.Terminator) else len(ops)
        body.rebuild(self.head[::-1] + ops[:end] + self.tail + ops[end:])
        self.head, self.tail = [], []


class ConversionPatternRewriter:
    """What patterns build with: `create` appends at the insertion point (before the op being rewritten,
    unless an `insertion_at_end`/`insertion_at_start` block moves it)."""

    def __init__(self, converter: LLVMTypeConverter, module: Operation) -> None:
        self.converter = converter
        self.module = module
        self.mapping: dict[Value, Value] = {}
        self.out: list[Operation] = []
        self.current: Operation | None = None
        self.block: Block | None = None
        """The block being converted; `out` holds its new ops, `_pending` the ops it still has to visit."""
        self.region: Region | None = None
        self._pending: list[Operation] = []
        self._added: dict[Region, list[Block]] = {}  # blocks patterns added to a region being converted
        self._done = False
        self._after: dict[Operation, list[list[Operation]]] = {}
        self._casts: dict[tuple[Value, T.Type], Value] = {}
        self._block_id = 0
        self._symbol_tables: dict[Operation, SymbolTable] = {}
        self._last_table: tuple[Operation | None, SymbolTable | None] = (None, None)
        self.emitted_until: dict[Operation, Operation] = {}  # converted op -> the last op emitted for it
        self.convert_entry_arguments: set[Block] = set()
        """Entry blocks whose arguments the driver converts as other blocks' (a region a pattern moved into a
        new op without a signature conversion: convertRegionTypes without one)."""
        self.erase_if_unused: list[tuple[Value, list[Operation]]] = []
        """(value, the ops that compute only it): dropped after the conversion when nothing uses the value, as
        MLIR erases unused argument materializations."""
        self._legalizable: Callable[[Operation], bool] = lambda op: True

    # -- building ---------------------------------------------------------------------------------
    def create(self, op: Operation) -> Operation:
        if op.loc is None and self.current is not None:
            op.loc = self.current.loc
        self.out.append(op)
        return op

    @contextmanager
    def insertion_at_end(self, block: Block) -> Iterator[None]:
        """`create` appends to the end of `block` inside the `with` (upstream's setInsertionPointToEnd)."""
        saved = self.out
        if block is not self.block:
            self.out = block.ops
        try:
            yield
        finally:
            if block is not self.block:
                for op in block.ops:
                    op.parent = block
            self.out = saved

    @contextmanager
    def insertion_at_start(self, block: Block) -> Iterator[None]:
        """`create` inserts at the start of `block` inside the `with`, in creation order."""
        saved = self.out
        self.out = []
        try:
            yield
        finally:
            created, self.out = self.out, saved
            if block is self.block:
                saved[:0] = created
            else:
                block.ops[:0] = created
                for op in created:
                    op.parent = block

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
        """Erase the op being rewritten, or an op the driver has not reached yet (such as the terminator of a
        block being inlined)."""
        if op.regions:
            for nested in op.walk():
                nested.drop_operand_uses()
        else:
            op.drop_operand_uses()
        if op is self.current:
            self._done = True
            return
        block = op.parent
        if block is self.block and op in self._pending:
            self._pending.remove(op)
        elif block is not None and op in block.ops:
            block.ops.remove(op)
        op.parent = None

    def lookup(self, value: Value) -> Value:
        mapping = self.mapping
        while value in mapping:
            value = mapping[value]
        return value

    # -- symbols -------------------------------------------------------------------------------
    def symbol_table(self, op: Operation | None = None) -> SymbolTable:
        """The symbol table of the nearest op with the SymbolTable trait around `op` (by default the op being
        rewritten), or of the conversion's root when there is none: where a pattern declares the functions
        and globals it calls (upstream's `op->getParentOfType<ModuleOp>()` and SymbolTable::insert)."""
        op = op if op is not None else self.current
        last_op, last_table = self._last_table
        if op is last_op and last_table is not None:  # patterns ask several times per op
            return last_table
        owner = self.module
        if op is not None:
            owner = next((a for a in op.ancestors() if ods.has_trait(a, ods.SymbolTable)), self.module)
        table = self._symbol_tables.get(owner)
        if table is None:
            table = self._symbol_tables[owner] = SymbolTable(owner)
        self._last_table = (op, table)
        return table

    # -- blocks and regions ---------------------------------------------------------------------
    def take_region(self, op: Operation, index: int = 0) -> Region:
        """Detach a region from an op that is being replaced, to move it into the replacement."""
        region = op.regions[index]
        op.regions[index] = Region()
        return region

    def _added_to(self, region: Region | None, blocks: list[Block]) -> None:
        """Blocks now in `region`: converted after the current block when `region` is being converted (the
        driver converts any other region when it reaches it)."""
        if region is not None and region is self.region:
            self._added.setdefault(region, []).extend(blocks)

    def inline_region_before(self, region: Region, dest: Region, before: Block | None = None) -> None:
        """Move every block of `region` into `dest`, before `before` (at the end when None).  Into the region
        being converted, they are converted before the other blocks the pattern added: their ops were in
        MLIR's conversion set (in program order, before the ops after the one being rewritten)."""
        blocks, region.blocks = region.blocks, []
        at = len(dest.blocks) if before is None else dest.blocks.index(before)
        dest.blocks[at:at] = blocks
        for block in blocks:
            block.parent = dest
        if dest is self.region:
            self._added.setdefault(dest, [])[0:0] = blocks

    def create_block(self, region: Region, before: Block | None, arg_types: list[T.Type] | None = None) -> Block:
        """A new block with arguments of `arg_types`, placed before `before` (at the end when None)."""
        block = Block()
        for t in arg_types or ():
            block.add_argument(t, self.current.loc if self.current is not None else None)
        at = len(region.blocks) if before is None else region.blocks.index(before)
        region.blocks.insert(at, block)
        block.parent = region
        self._added_to(region, [block])
        return block

    def following_ops(self) -> list[Operation]:
        """The ops after the one being rewritten in the block being converted."""
        pending = self._pending
        return pending[pending.index(self.current) + 1:] if self.current in pending else []

    def legalizable(self, op: Operation) -> bool:
        """Whether the conversion could legalize `op` were a pattern to create it (it is legal, or a pattern
        that makes no blocks converts it): MLIR 14 rolls back a pattern that creates an op it cannot
        legalize."""
        return self._legalizable(op)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """Move `before` and the ops after it into a new block placed right after `block`; returns it.  On the
        block being converted, `before` may be the op being rewritten: the new block then takes the ops after
        it (upstream splits at the insertion point, just before the op, and the op is erased anyway)."""
        new = Block()
        region = block.parent
        if block is self.block:
            ops = self._pending
            at = len(ops) if before is None else ops.index(before) + (before is self.current)
        else:
            ops = block.ops
            at = len(ops) if before is None else ops.index(before)
        new.rebuild(ops[at:])
        del ops[at:]  # on the block being converted, the driver's loop stops here
        if region is not None:
            region.blocks.insert(region.blocks.index(block) + 1, new)
            new.parent = region
        self._added_to(region, [new])
        return new

    def erase_block(self, block: Block) -> None:
        """Remove `block` and everything in it; its values must be unused by then."""
        if block is self.block:
            raise ValueError("the block being converted cannot be erased")
        for op in block.ops:
            for nested in op.walk():
                nested.drop_operand_uses()
        if block.parent is not None:
            block.parent.blocks.remove(block)
            block.parent = None

    def merge_blocks(self, source: Block, dest: Block, args: list[Value] | None = None) -> None:
        """Move `source`'s ops to the end of `dest` and erase `source`, its arguments replaced by `args`.
        `dest` must be the block being converted or one not converted yet, so that the moved ops are."""
        for arg, value in zip(source.args, args or ()):
            arg.replace_all_uses_with(value)
            self.mapping[arg] = value
        ops, source.ops = source.ops, []
        if dest is self.block:
            self._pending.extend(ops)
        else:
            dest.ops.extend(ops)
            for op in ops:
                op.parent = dest
        self.erase_block(source)

    def convert_region_types(self, region: Region, conversion: SignatureConversion | None = None) -> None:
        """Upstream's convertRegionTypes: the entry block takes the signature `conversion` (see
        `apply_signature_conversion`); other blocks' arguments are converted with the type converter when the
        driver reaches them, as for every region it converts."""
        if region.blocks and conversion is not None:
            self.apply_signature_conversion(region.blocks[0], conversion)

    def apply_signature_conversion(self, block: Block, conversion: SignatureConversion) -> None:
        """The block's arguments become `conversion.inputs` (each original argument expands to a list of
        types); each original argument is rebuilt from its new ones by the type converter's
        `materialize_argument` at the start of the block, then cast back to its original type for the users
        left unconverted.  Both are dropped after the conversion when nothing uses them, as MLIR erases unused
        argument materializations."""
        old_args = list(block.args)
        block.args = []
        for old, types in zip(old_args, conversion.inputs):
            for t in types:
                block.add_argument(t, old.loc)  # (MLIR 14 gives the new arguments and casts the old one's place)
        end = 0
        casts: list[Operation] = []  # of arguments converted one to one
        with self.insertion_at_start(block):
            prefix = self.out
            for old, expanded in zip(old_args, conversion.inputs):
                start, end = end, end + len(expanded)  # (a running offset: per-argument sums are quadratic)
                mark = len(prefix)
                value = self.converter.materialize_argument(self, old.type, block.args[start:end])
                built = prefix[mark:]
                if value.type != old.type:
                    self.materialize_argument(value, old.type, casts if not built else prefix)
                    (casts if not built else prefix)[-1].loc = old.loc
                if built and not self.converter.keeps_argument_materializations():
                    self.erase_if_unused.append((value, built))  # MLIR 14 only builds what ends up used
                self.mapping[old] = value
            prefix[:0] = casts[::-1]  # MLIR 14 inserts each at the start of the block: the last comes first

    def materialize(self, value: Value, to_type: T.Type, out: list[Operation], original: Value | None = None
                    ) -> Value:
        """An `unrealized_conversion_cast` from a converted value back to the type an old user expects: after
        the ops the pattern that replaced `original` emitted (MLIR 14 inserts it after the replaced op, which
        its pattern's ops precede), else right after the converted value's definition."""
        from gpuopt.dialects.builtin import UnrealizedConversionCastOp

        owner = getattr(value, "op", None)
        key = (value, to_type)
        cached = self._casts.get(key)
        if cached is not None:
            return cached
        cast = ods.create(UnrealizedConversionCastOp, [[value]], [to_type])
        replaced = getattr(original, "op", None)
        last = self.emitted_until.get(replaced) if replaced is not None else None
        if last is not None and ods.has_trait(last, ods.Terminator):  # the replaced op was just before it
            ops = last.parent.ops if last.parent is not None else []
            at = ops.index(last) if last in ops else 0
            last = ops[at - 1] if at > 0 else None
        if owner is not None and last is not None and last.parent is owner.parent:
            owner = last
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
                             converter: LLVMTypeConverter, materialize_operands: bool = False,
                             convert_block_arguments: bool = True,
                             legalize_created: bool = False) -> ConversionPatternRewriter:
    """Converts every op that has a pattern; an illegal op that no pattern converts is an error.

    `materialize_operands`: an operand whose producer was left unconverted reaches the pattern through an
    `unrealized_conversion_cast` to its converted type (upstream's target materialization), placed after
    the producer, or at the start of the block for a block argument; otherwise the op is not converted and
    the reason noted.  `convert_block_arguments`: the arguments of every non-entry block take their converted
    types (what the func lowerings' convertRegionTypes does); a pass that converts no function leaves them.
    `legalize_created`: the ops a pattern creates are converted in their turn, in creation order, as MLIR's
    driver legalizes a pattern's new ops (a pattern may then build ops of the dialect being converted, such as
    a vector.fma unrolled into 1-D vector.fma ops); a pattern whose new op is neither legal nor converted is
    rolled back and the next one tried."""
    by_name: dict[str, list[ConversionPattern]] = {}
    for p in patterns:
        by_name.setdefault(root_name(p), []).append(p)
    rewriter = ConversionPatternRewriter(converter, root)
    driver = _Driver(target, by_name, rewriter)
    rewriter._legalizable = lambda op: target.is_legal(op) or any(not p.creates_blocks
                                                                  for p in by_name.get(op.op_name, ()))
    driver.materialize_operands = materialize_operands
    driver.convert_block_arguments = convert_block_arguments
    driver.legalize_created = legalize_created
    driver.run(root)
    return rewriter


def llvm_conversion_target() -> ConversionTarget:
    """Upstream's LLVMConversionTarget: the LLVM dialect and the casts are legal, nothing is illegal."""
    target = ConversionTarget()
    target.legal_dialects.add("llvm")
    target.legal_ops.add("builtin.unrealized_conversion_cast")
    return target


def root_name(pattern: ConversionPattern) -> str:
    """The op name a pattern converts, from its `root` op class or name."""
    root = pattern.root
    return root if isinstance(root, str) else root.name


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
        self.materialize_operands = False
        self.convert_block_arguments = True
        self.legalize_created = False
        self._block_start: dict[Block, list[Operation]] = {}  # target materializations of block arguments

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
        for block, casts in self._block_start.items():
            block.rebuild(casts + block.ops)
        rw = self.rewriter
        self._erase_unused(rw)
        for table in rw._symbol_tables.values():
            table.place()

    def _region(self, region: Region) -> Iterator[Region]:
        rw = self.rewriter
        entry = region.blocks[0] if region.blocks else None
        order = _conversion_order(region)
        next_block = 0
        while next_block < len(order):
            block = order[next_block]
            next_block += 1
            if block.parent is not region:  # erased or moved away by a pattern
                continue
            out: list[Operation] = []
            if (block is not entry or block in rw.convert_entry_arguments) and self.convert_block_arguments:
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
            ops = list(block.ops)
            rw.block, rw.region, rw._pending = block, region, ops
            for op in ops:  # (a pattern that splits this block truncates `ops`, which ends the loop)
                if self._convert(op, out, block_id):
                    if self._new_ops_with_regions:
                        for new_op in self._new_ops_with_regions:
                            new_op.parent = block  # (its final place: `out` becomes the block's op list)
                            for r in new_op.regions:
                                yield r
                        rw.block, rw.region, rw._pending = block, region, ops
                else:
                    self._remap_legal(op, out, block_id)
                    out.append(op)
                    if op.regions:
                        for r in op.regions:
                            yield r
                        rw.block, rw.region, rw._pending = block, region, ops
            block.rebuild(out)
            self.touched.append(block)
            added = rw._added.pop(region, None)
            if added:
                order[next_block:next_block] = [b for b in added if b not in order[next_block:]]
        rw.block = None

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
                raise legalize_error(op, ["no conversion pattern is registered for this op"])
            return False
        mapping = rw.mapping
        operands: list[Value] = []
        for v in op.operands:
            while v in mapping:
                v = mapping[v]
            operands.append(v)
        reasons: list[str] = []
        made: list[Operation] = []
        unmapped = None if all(p.remaps_operands for p in candidates) else Adaptor.of(op, list(operands))
        adaptor: Adaptor | None = None
        for pattern in candidates:
            if not pattern.remaps_operands:
                adaptor_for = unmapped
            else:
                if adaptor is None:  # (made at the first pattern that reads converted operands, as upstream)
                    adaptor = self._remap_operands(op, operands, out, reasons, made)
                if adaptor is False:
                    continue
                adaptor_for = adaptor
            mark = len(out)
            rw.out, rw.current, rw._done = out, op, False
            try:
                pattern.match_and_rewrite(op, adaptor_for, rw)
            except MatchFailure as failure:
                for dead in out[mark:]:
                    dead.drop_operand_uses()
                del out[mark:]
                if failure.applies:
                    reasons.append(failure.reason)
                continue
            if not rw._done:
                raise AssertionError(f"pattern for {op.op_name} neither replaced nor erased it")
            if (self.legalize_created or pattern.legalize_created) and len(out) > mark:
                failed = self._legalize_created(out, mark, block_id)
                if failed is not None:  # MLIR rolls the pattern back and tries the next one
                    self._roll_back(op, out, mark)
                    reasons.append(f"the '{failed}' op its pattern created could not be legalized")
                    continue
            if out:
                rw.emitted_until[op] = out[-1]
            self._new_ops_with_regions = list(filter(_REGIONS, out[mark:]))
            return True
        if illegal:
            raise legalize_error(op, reasons)
        rw.erase_if_unused.extend((cast.result, [cast]) for cast in made)  # (MLIR rolls them back with the op)
        return False

    def _remap_operands(self, op: Operation, operands: list[Value], out: list[Operation], reasons: list[str],
                        made: list[Operation]) -> Adaptor | bool:
        """The adaptor of converted operands, casting unconverted ones (target materializations, added to
        `made`); False, with the reason noted, when an operand has no LLVM type."""
        rw = self.rewriter
        is_legal_type = rw.converter.is_legal_type
        ok = True
        for i, v in enumerate(operands):
            if not is_legal_type(v.type):
                converted = rw.converter.convert_type(v.type) if self.materialize_operands else None
                if converted is not None:
                    operands[i] = self._target_materialization(v, converted, out, made)
                    continue
                reasons.append(f"operand #{i} of type '{v.type}' was not converted to an LLVM type")
                ok = False
        return Adaptor.of(op, operands) if ok else False

    def _legalize_created(self, out: list[Operation], mark: int, block_id: int) -> str | None:
        """Converts the ops a pattern just appended to `out` (after `mark`), each in its turn; the name of the
        first one that is not legal and could not be converted (MLIR's legalizePatternCreatedOperations),
        None when all are."""
        created = out[mark:]
        del out[mark:]
        for i, new_op in enumerate(created):
            legal = (self._dispatch.get(new_op.op_name) or self._classify(new_op))[0]
            if not legal:
                try:
                    converted = self._convert(new_op, out, block_id)
                except DiagnosticError as error:
                    if not getattr(error, "legalization", False):
                        raise
                    converted = False
                if not converted:
                    out.extend(created[i:])  # (dropped with the rest by the rollback)
                    return new_op.op_name
                continue
            self._remap_legal(new_op, out, block_id)
            out.append(new_op)
        return None

    def _roll_back(self, op: Operation, out: list[Operation], mark: int) -> None:
        """Undoes a pattern whose created ops could not be legalized: they are dropped and `op` is back as
        it was (its results unmapped, its operands used again)."""
        rw = self.rewriter
        for dead in out[mark:]:
            dead.drop_operand_uses()
        del out[mark:]
        for r in op.results:
            rw.mapping.pop(r, None)
        if op.regions:
            for nested in op.walk():
                nested.set_operands(list(nested.operands))
        else:
            op.set_operands(list(op.operands))
        rw.out, rw.current, rw._done = out, op, False

    def _target_materialization(self, value: Value, to_type: T.Type, out: list[Operation],
                                made: list[Operation]) -> Value:
        """A cast of an unconverted value to its converted type, made once per value and type (a new one is
        added to `made`)."""
        from gpuopt.dialects.builtin import UnrealizedConversionCastOp

        rw = self.rewriter
        key = (value, to_type)
        cached = rw._casts.get(key)
        if cached is not None:
            return cached
        owner = getattr(value, "op", None)
        source = owner
        while source is not None and source.op_name == UnrealizedConversionCastOp.name and len(source.operands) == 1:
            # A chain of casts from a value of the wanted type: that value (MLIR 14 folds the chain).
            if source.operands[0].type == to_type:
                return source.operands[0]
            source = getattr(source.operands[0], "op", None)
        cast = ods.create(UnrealizedConversionCastOp, [[value]], [to_type])
        cast.loc = rw.current.loc if rw.current is not None else None
        if owner is not None:
            rw._after.setdefault(owner, []).append([cast])
        else:
            self._block_start.setdefault(value.block, []).append(cast)  # type: ignore[attr-defined]
        rw._casts[key] = cast.result
        made.append(cast)
        rw.erase_if_unused.append((cast.result, [cast]))  # (MLIR 14 erases unused materializations)
        return cast.result

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
                if not self.target.is_legal(constant):  # (14 rolls the fold back: "generated constant was illegal")
                    return False
                out.append(constant)
            rw.mapping[op.result] = rw.lookup(constant.result)
        rw.current = op
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
                new = rw.materialize(new, v.type, out, v)
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
    """The blocks in MLIR 14's conversion order: `reachable_in_conversion_order`, then the blocks no branch
    reaches, in region order (mlir-opt 14 refuses to convert those)."""
    order = reachable_in_conversion_order(region)
    seen = {id(b) for b in order}
    order.extend(b for b in region.blocks if id(b) not in seen)
    return order


def reachable_in_conversion_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry, depth first along successors, the last successor pushed visited
    first, as MLIR 14's conversion driver visits them (the order runtime functions get declared in depends
    on it)."""
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
    return order


def _constant_value(v: Value):
    """m_Constant, as a fold sees its operands: an arith constant, or an LLVM one that a pattern created (the
    print lowering extends an `llvm.mlir.constant` with `arith.extsi`, which folds)."""
    from gpuopt.rewrite.folder import constant_value

    owner = getattr(v, "op", None)
    return constant_value(owner) if owner is not None else None


def legalize_error(op: Operation, reasons: list[str]) -> DiagnosticError:
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
    err.legalization = True  # type: ignore[attr-defined]  # (a pattern's created op may fail so: a rollback)
    return err
