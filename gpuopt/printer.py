"""IR -> MLIR text, as mlir-opt 14 prints it (custom forms, value names, block labels, aliases).

Value naming follows MLIR 14's SSANameState: every region is numbered starting from the counters its parent
region reached, entry-block arguments are `%argN`, name hints from ops (`%c8`, `%cst`, `%memref`) are made
unique with a shared `_N` conflict counter, and names are scoped to the region that defines them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from io import StringIO
from operator import attrgetter

from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.valueclass import dataclass

_UNSEEN = object()


@dataclass(frozen=True)
class PrintFlags:
    """How to print, from mlir-opt's `-mlir-print-*` options (upstream's OpPrintingFlags)."""

    generic: bool = False
    debug_info: bool = False
    pretty_debug_info: bool = False
    local_scope: bool = False
    """No aliases: every affine map, integer set and location is spelled where it is used."""
    elide_elements_limit: int | None = None
    """Elements attributes with more elements than this (splats excepted) print as an elided constant."""
    file: str | None = None
    """The input's name: where the implicit top-level module (which has no location) is, at line 0."""


_Start = tuple[int, int, int, frozenset[str], int]
"""Where the regions of an op start numbering: next value id, next arg id, next conflict id, the names used in
the enclosing scopes, and the nesting level of the region holding the op (0 for the top op)."""

_TOP: _Start = (0, 0, 0, frozenset(), 0)


class _Names:
    def __init__(self, generic: bool) -> None:
        self.generic = generic
        self.value_names: dict[Value, str] = {}
        self.block_names: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.result_groups: dict[Operation, list[int]] = {}
        self._hooks: dict[type, Callable[[Operation], list[tuple[int, str]]] | None] = {}
        """Op class -> its `result_names` (looked up once per class: most ops have none)."""
        self.numbered: set[Operation] = set()
        """Ops whose regions are named."""
        self.depth = 0
        """The deepest nesting level of an op holding regions named so far (ops directly in the top op's: 1)."""
        self._starts: dict[Region, _Start] = {}
        """Region holding ops with regions -> where their regions start (what its own numbering ended with)."""

    def number(self, top: Operation, start: _Start = _TOP) -> int:
        """Names every value and block under `top` (iteratively); returns how many levels of ops holding
        regions it nests."""
        pending = self.number_regions_of(top, start)
        while pending:
            pending += self.number_regions_of(pending.pop())
        return self.depth

    def number_detached(self, op: Operation) -> None:
        """Names for printing one op out of context (in diagnostics): its own results, then its regions."""
        self.used = set()
        self.next_value = self.next_arg = self.next_conflict = 0
        self._number_op(op)
        self.number(op, (self.next_value, self.next_arg, self.next_conflict, frozenset(self.used), 0))

    def number_regions_of(self, op: Operation, start: _Start | None = None) -> list[Operation]:
        """Names the values and blocks of `op`'s regions; returns the ops holding regions found in them.

        As MLIR 14's SSANameState, a region is numbered before the regions nested in its ops, and these
        start from the counters and used names it ended with (`start`: by default, those of the region
        holding `op`, which must be numbered already; the top op's regions start from zero)."""
        self.numbered.add(op)
        if start is None:
            block = op.parent
            start = self._starts.get(block.parent, _TOP) if block is not None else _TOP
        next_value, next_arg, next_conflict, used, level = start
        if level > self.depth:
            self.depth = level
        found: list[Operation] = []
        for region in op.regions:
            self.next_value, self.next_arg, self.next_conflict = next_value, next_arg, next_conflict
            self.used = set(used)
            nested = self._number_region(region)
            if nested:
                self._starts[region] = (self.next_value, self.next_arg, self.next_conflict, frozenset(self.used),
                                        level + 1)
                found += nested
        return found

    def _unique(self, name: str) -> str:
        if name not in self.used:
            self.used.add(name)
            return name
        while True:
            candidate = f"{name}_{self.next_conflict}"
            self.next_conflict += 1
            if candidate not in self.used:
                self.used.add(candidate)
                return candidate

    def _number_region(self, region: Region) -> list[Operation]:
        """Names the region's block arguments and op results; returns its ops that hold regions.  (The hot
        loop of numbering: one pass over every op, with the common cases inline.)"""
        value_names, used, generic = self.value_names, self.used, self.generic
        parent = region.parent
        if parent is not None and not generic:
            hook = getattr(parent, "block_arg_names", None)
            if hook is not None:
                for value, name in hook(region):
                    value_names[value] = "%" + self._unique(name)
        nested: list[Operation] = []
        hooks = self._hooks
        for i, block in enumerate(region.blocks):
            self.block_names[block] = f"^bb{i}"
            self.block_order[block] = i
            if i == 0:
                for arg in block.args:
                    if arg in value_names:
                        continue
                    name = f"arg{self.next_arg}"
                    if name in used:
                        name = self._unique(name)
                    else:
                        used.add(name)
                    value_names[arg] = "%" + name
                    self.next_arg += 1
            else:
                for arg in block.args:
                    if arg not in value_names:
                        value_names[arg] = f"%{self.next_value}"
                        self.next_value += 1
            next_value = self.next_value
            for op in block.ops:
                results = op.results
                if results:
                    if len(results) == 1 and (generic or hooks.get(type(op), _UNSEEN) is None):
                        # the common case (an op class already seen to give no name hints): one result, numbered
                        value_names[results[0]] = f"%{next_value}"
                        next_value += 1
                    else:
                        self.next_value = next_value
                        self._number_op(op)
                        next_value = self.next_value
                if op.regions:
                    nested.append(op)
            self.next_value = next_value
        return nested

    def _number_op(self, op: Operation) -> None:
        results = op.results
        if not results:
            return
        hook = None
        if not self.generic:
            cls = type(op)
            try:
                hook = self._hooks[cls]
            except KeyError:
                hook = self._hooks[cls] = getattr(cls, "result_names", None)
        value_names = self.value_names
        groups = [0]
        if hook is not None:
            for index, name in hook(op):
                value_names[results[index]] = "%" + self._unique(name)
                if index:
                    groups.append(index)
        first = results[0]
        if first not in value_names:
            value_names[first] = f"%{self.next_value}"
            self.next_value += 1
        if len(results) == 1 and len(groups) == 1:
            return  # (one result: no `#k` names)
        if len(groups) > 1:
            self.result_groups[op] = sorted(groups)
        # results inside a group share the group's name with a `#k` suffix
        bounds = sorted(self.result_groups.get(op, [0])) + [len(results)]
        for start, end in zip(bounds, bounds[1:]):
            base = value_names[results[start]]
            for k in range(start + 1, end):
                value_names[results[k]] = f"{base}#{k - start}"
            if end - start > 1:
                value_names[results[start]] = f"{base}#0"


class Printer:
    """Writes one op tree; `custom` ops call back into `print_*` helpers for operands, types, regions."""

    def __init__(self, generic: bool = False, lazy: bool = False, flags: PrintFlags | None = None) -> None:
        self.flags = flags if flags is not None else PrintFlags(generic=generic)
        generic = self.generic = self.flags.generic
        self.lazy = lazy
        """Name the values of an op's regions when the op is printed (see `print_module`), not beforehand."""
        self.out = StringIO()
        self.write: Callable[[str], object] = self.out.write
        """Appends text to `out` (bound once: printing the lowered output makes about a million writes)."""
        self.indent = 0
        self.default_dialect = "builtin"  # MLIR drops this prefix from op names; set per region by its parent op
        self.names = _Names(generic)
        self.aliases: dict[str, str] = {}
        self.debug_info = self.flags.debug_info
        self.loc_aliases: dict[tuple, str] = {}
        """Location (see `locations.py`) -> its alias (`#loc3`), with -mlir-print-debuginfo."""
        self._loc_defs: list[tuple[str, tuple, bool]] = []
        """(alias, location, printed after the top-level op) for each location alias, in number order."""
        """Full attribute text (`affine_map<...>`) -> its alias (`#map0`)."""
        self._alias_visits: _AliasCollector | None = None  # set during the dry run that numbers the aliases
        self._customs: dict[type, Callable[[Operation, Printer], None] | None] = {}
        """Op class -> its `print_custom` (None: printed generically), looked up once per class."""
        self._preds: dict[Region, dict[Block, list[Block]]] = {}
        """Region -> block -> its predecessors (one per successor slot), made at the region's first `// preds`
        comment: scanning the region per block is quadratic in a lowered function's thousands of blocks."""

    # -- entry points ---------------------------------------------------------------------------
    def print_top(self, module: Operation) -> str:
        """The whole text of `module`, whose values `names.number` has named: the aliases that must come first,
        the op, a newline, the location aliases that may come last, and the empty line mlir-opt ends with (in
        local scope there are no aliases and the op has no newline of its own)."""
        self.print_op(module)
        if self.flags.local_scope:
            self.write("\n")
            return self.out.getvalue()
        if self.debug_info or "affine_" in self.out.getvalue():  # without maps, sets or locations: no aliases
            self._collect_aliases(module)
            if self.aliases or self.loc_aliases:
                self._set_output(StringIO())
                self._write_loc_aliases(deferred=False)
                for full, alias in self.aliases.items():
                    self.write(f"{alias} = {full}\n")
                self.print_op(module)
        self.write("\n")
        self._write_loc_aliases(deferred=True)
        self.write("\n")
        return self.out.getvalue()

    def _write_loc_aliases(self, deferred: bool) -> None:
        if not self._loc_defs:
            return
        from gpuopt.locations import location_text

        pretty = self.flags.pretty_debug_info
        for alias, node, can_defer in self._loc_defs:
            if can_defer == deferred:
                text = location_text(node, True) if pretty else f"loc({location_text(node)})"
                self.write(f"{alias} = {text}\n")

    def _set_output(self, out: StringIO) -> None:
        self.out = out
        self.write = out.write

    # -- primitives ops use ---------------------------------------------------------------------
    def op_name(self, name: str) -> str:
        """The custom-form spelling of an op name: without the default dialect's prefix (`builtin` directly
        inside a module, none elsewhere), and `std.` is always dropped (MLIR 14's printOpName)."""
        dialect, _, rest = name.partition(".")
        if dialect == "std" or (dialect == self.default_dialect and rest):
            return rest
        return name

    def value(self, v: Value) -> str:
        try:
            return self.names.value_names[v]
        except KeyError:  # a value defined outside what was numbered (an op printed out of context)
            return "<<UNKNOWN SSA VALUE>>"

    def values(self, vs: Sequence[Value]) -> str:
        """The names of `vs`, comma separated (one C-level `map` in the usual case, where all are named)."""
        value_names = self.names.value_names
        try:
            return ", ".join(map(value_names.__getitem__, vs))
        except KeyError:
            return ", ".join([value_names.get(v, "<<UNKNOWN SSA VALUE>>") for v in vs])

    def type(self, t: T.Type) -> str:
        text = t.text
        if self.aliases and "affine_" in text:
            for full, alias in self.aliases.items():
                text = text.replace(full, alias)
        elif self._alias_visits is not None:
            self._alias_visits.visit_type(t)
        return text

    def types(self, ts: list[T.Type]) -> str:
        if self.aliases or self._alias_visits is not None:
            return ", ".join([self.type(t) for t in ts])
        return ", ".join([t.text for t in ts])

    def function_type(self, inputs: list[T.Type], results: list[T.Type]) -> str:
        """`(i64, f32) -> i1`: what `type(FunctionType(...))` prints, without building the type."""
        spell = self.type if self.aliases or self._alias_visits is not None else _text
        return T.function_type_text(inputs, results, spell)

    def attr(self, a: A.Attribute, elide_type: bool = False) -> str:
        if self._alias_visits is not None:
            self._alias_visits.visit_attr(a)
        limit = self.flags.elide_elements_limit
        text = a.print(elide_type) if limit is None else _elided(a, limit, elide_type)
        if self.aliases and "affine_" in text:
            for full, alias in self.aliases.items():
                text = text.replace(full, alias)
        return text

    def block_name(self, b: Block) -> str:
        return self.names.block_names.get(b, "^INVALIDBLOCK")

    def attr_dict(self, attrs: dict[str, A.Attribute], elide: tuple[str, ...] = (), keyword: bool = False) -> str:
        """` {a = 1 : i64}` (or ` attributes {...}`), sorted by name, without the elided keys; '' if empty."""
        for k in attrs:
            if k not in elide:
                break
        else:  # the usual case: no attribute, or only the ones the custom form spells
            return ""
        entries = [(k, v) for k, v in attrs.items() if k not in elide]
        entries.sort()  # keys are distinct: the values are never compared
        quote = A.quote_key
        body = ", ".join([quote(k) if isinstance(v, A.UnitAttr) else f"{quote(k)} = {self.attr(v)}"
                          for k, v in entries])
        return (" attributes {" if keyword else " {") + body + "}"

    def newline(self) -> None:
        self.out.write("\n" + "  " * self.indent)

    # -- operations --------------------------------------------------------------------------------
    def print_op(self, op: Operation) -> None:
        self._print_op(op, "  " * self.indent)

    def _print_op(self, op: Operation, lead: str) -> None:
        """`op` after `lead` (newline and indentation), written together with the names of its results."""
        results = op.results
        if results:
            if len(results) == 1:
                name = self.names.value_names[results[0]]
                lead += (name.split("#")[0] if "#" in name else name) + " = "
            else:
                lead += self._results_text(op)
        self.write(lead)
        if op.regions and self.lazy and op not in self.names.numbered:
            self._number_lazily(op)
        cls = type(op)
        try:
            custom = self._customs[cls]
        except KeyError:
            custom = self._customs[cls] = None if self.generic else getattr(cls, "print_custom", None)
        if not self.debug_info:
            if custom is not None:
                custom(op, self)
            else:
                self.print_generic(op)
            return
        node = self._loc_of(op)
        if self._alias_visits is not None:
            self._alias_visits.locs.setdefault(node, True)  # an op's location may be defined after the op
        if custom is not None:
            custom(op, self)
        else:
            self.print_generic(op)
        if self._alias_visits is None:
            self.write(" " + self._loc_ref(node, alias=True))

    def _loc_of(self, op: Operation) -> tuple:
        from gpuopt.locations import node_of

        if op.loc is None and op.parent is None and self.flags.file is not None:
            return ("file", self.flags.file, 0, 0)  # the implicit top-level module: line 0 of the input
        return node_of(op.loc)

    def _loc_ref(self, node: tuple, alias: bool) -> str:
        from gpuopt.locations import location_text

        if self.flags.pretty_debug_info:
            return location_text(node, True)
        name = self.loc_aliases.get(node) if alias else None
        return f"loc({name or location_text(node)})"

    def arg_loc(self, arg: Value) -> str:
        """` loc(...)` after a block argument (never an alias, as in 14), with -mlir-print-debuginfo; else ''."""
        if not self.debug_info:
            return ""
        from gpuopt.locations import node_of

        node = node_of(getattr(arg, "loc", None))
        if self._alias_visits is not None:
            self._alias_visits.locs[node] = False  # an argument's location must be defined before the op
            return ""
        return " " + self._loc_ref(node, alias=False)

    def _number_lazily(self, op: Operation) -> None:
        """Names the values of `op`'s regions (before its printer, which may name their arguments); gives up
        with `_TooDeep` past the nesting that `print_module` prints on the caller's stack."""
        names = self.names
        names.number_regions_of(op)
        if names.depth * 8 + 100 >= sys.getrecursionlimit():
            raise _TooDeep

    def _results_text(self, op: Operation) -> str:
        """`%0:2 = ` or, with name groups, `%result, %valid = `."""
        results = op.results
        value_names = self.names.value_names
        groups = self.names.result_groups.get(op)
        if groups is None:
            return value_names[results[0]].split("#")[0] + f":{len(results)} = "
        bounds = groups + [len(results)]
        parts = []
        for start, end in zip(bounds, bounds[1:]):
            name = value_names[results[start]].split("#")[0]
            parts.append(name + (f":{end - start}" if end - start > 1 else ""))
        return ", ".join(parts) + " = "

    def print_generic(self, op: Operation) -> None:
        if self._alias_visits is not None:
            # MLIR's alias dry run meets a generic op's regions first, then its types, then its attributes.
            for region in op.regions:
                self.region(region, print_entry_args=True, print_empty_block=True)
            for v in op.operands:
                self.type(v.type)
            for r in op.results:
                self.type(r.type)
            self.attr_dict(op.attributes)
            return
        self.write(f'"{A.escape_string(op.op_name)}"({self.values(op.operands)})')
        if op.successors:
            self.write("[" + ", ".join(self.block_name(b) for b in op.successors) + "]")
        if op.regions:
            self.write(" (")
            for i, region in enumerate(op.regions):
                if i:
                    self.write(", ")
                self.region(region, print_entry_args=True, print_empty_block=True)
            self.write(")")
        self.write(self.attr_dict(op.attributes))
        self.write(" : " + self.function_type([v.type for v in op.operands], [r.type for r in op.results]))

    def region(self, region: Region, print_entry_args: bool = True, print_empty_block: bool = False,
               print_terminator: Callable[[Operation], bool] | bool = True) -> None:
        self.write("{")
        if region.blocks:
            self.indent += 1
            outer_dialect = self.default_dialect
            self.default_dialect = "builtin" if getattr(region.parent, "op_name", None) == "builtin.module" else ""
            for i, block in enumerate(region.blocks):
                self._block(block, i == 0, print_entry_args, print_empty_block, print_terminator)
            self.default_dialect = outer_dialect
            self.indent -= 1
        self.newline()
        self.write("}")

    def _block(self, block: Block, entry: bool, print_entry_args: bool, print_empty_block: bool,
               print_terminator: Callable[[Operation], bool] | bool) -> None:
        show_label = (not entry) or (print_entry_args and block.args) or (print_empty_block and not block.ops)
        if show_label:
            self.out.write("\n" + "  " * (self.indent - 1) + self.block_name(block))
            if block.args:
                self.write("(" + ", ".join(f"{self.value(a)}: {self.type(a.type)}{self.arg_loc(a)}"
                                           for a in block.args) + ")")
            self.write(":")
            if not entry:
                preds = self._predecessors(block)
                if not preds:
                    self.write("  // no predecessors")
                elif len(preds) == 1:
                    self.write(f"  // pred: {preds[0]}")
                else:
                    self.write(f"  // {len(preds)} preds: " + ", ".join(preds))
        ops = block.ops
        if ops and print_terminator is not True:
            last = ops[-1]
            keep = print_terminator(last) if callable(print_terminator) else False
            if not keep:
                ops = ops[:-1]
        lead = "\n" + "  " * self.indent
        print_op = self._print_op
        for op in ops:
            print_op(op, lead)

    def _predecessors(self, block: Block) -> list[str]:
        region = block.parent
        if region is None:
            return []
        table = self._preds.get(region)
        if table is None:
            table = self._preds[region] = {}
            for b in region.blocks:
                term = b.terminator
                for s in term.successors if term is not None else ():
                    table.setdefault(s, []).append(b)
        order = self.names.block_order
        preds = sorted(table.get(block, ()), key=lambda b: order[b])
        return [self.block_name(b) for b in preds]

    # -- aliases ---------------------------------------------------------------------------------------
    def _collect_aliases(self, module: Operation) -> None:
        """Affine maps become `#map` and integer sets `#set`, numbered `#map0`, `#map1`, ... when there are
        several, in the order a dry run of the printer meets them, as mlir-opt 14 does."""
        collector = _AliasCollector()
        saved_out, saved_names = self.out, self.names
        self._set_output(StringIO())
        self._alias_visits = collector
        try:
            self.print_op(module)
        finally:
            self._set_output(saved_out)
            self._alias_visits = None
            self.indent = 0
            self.default_dialect = "builtin"
        self.names = saved_names
        for i, (node, can_defer) in enumerate(collector.locs.items()):
            alias = "#loc" if len(collector.locs) == 1 else f"#loc{i}"
            self.loc_aliases[node] = alias
            self._loc_defs.append((alias, node, can_defer))
        for kind in sorted(collector.groups):
            texts = collector.groups[kind]
            if len(texts) == 1:
                self.aliases[texts[0]] = f"#{kind}"
            else:
                for i, text in enumerate(texts):
                    self.aliases[text] = f"#{kind}{i}"


class _AliasCollector:
    """Records aliasable attributes in first-visit order, walking into the sub-elements of attributes and
    types the way MLIR's AliasInitializer does (arrays, dictionaries, type attributes; the element, layout,
    memory space and encoding of shaped types; function, tuple and complex types)."""

    def __init__(self) -> None:
        self.groups: dict[str, list[str]] = {}
        self.locs: dict[tuple, bool] = {}
        """Location -> whether its alias may be defined after the top-level op (only ops' locations may)."""
        self.seen_attrs: set[int] = set()
        self.seen_types: set[int] = set()
        self.keep: list[object] = []  # keeps visited objects alive so their ids stay unique

    def visit_attr(self, a: A.Attribute) -> None:
        key = id(a)
        if key in self.seen_attrs:
            return
        self.seen_attrs.add(key)
        self.keep.append(a)
        if isinstance(a, (A.AffineMapAttr, A.IntegerSetAttr)):
            kind = "map" if isinstance(a, A.AffineMapAttr) else "set"
            texts = self.groups.setdefault(kind, [])
            if a.text not in texts:
                texts.append(a.text)
        elif isinstance(a, A.ArrayAttr):
            for e in a.elements:
                self.visit_attr(e)
        elif isinstance(a, A.DictionaryAttr):
            for _, e in a.entries:
                self.visit_attr(e)
        elif isinstance(a, A.TypeAttr):
            self.visit_type(a.value)

    def visit_type(self, t: T.Type) -> None:
        key = id(t)
        if key in self.seen_types:
            return
        self.seen_types.add(key)
        self.keep.append(t)
        if "affine_" not in t.text:
            return
        if isinstance(t, T.FunctionType):
            for x in (*t.inputs, *t.results):
                self.visit_type(x)
        elif isinstance(t, T.TupleType):
            for x in t.types:
                self.visit_type(x)
        elif isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType, T.ComplexType)):
            self.visit_type(t.element_type)
            for a in (getattr(t, "layout", None), getattr(t, "memory_space", None), getattr(t, "encoding", None)):
                if a is not None:
                    self.visit_attr(a)


_text: Callable[[T.Type], str] = attrgetter("text")
"""A type's own spelling (what `Printer.type` returns when there are no aliases)."""


class _TooDeep(Exception):
    """The module nests too deeply to print on the caller's stack."""


DEFAULT_FLAGS = PrintFlags()
"""The command line's printing flags, which every op printed in a diagnostic follows too (as upstream's
OpPrintingFlags read the `-mlir-print-*` options); the CLI sets them."""


def _elided(a: A.Attribute, limit: int, elide_type: bool = False) -> str:
    """`a` printed with its large elements attributes elided, as `-mlir-elide-elementsattrs-if-larger` does."""
    def large(e: A.Attribute) -> bool:
        if isinstance(e, A.DenseElementsAttr) and e.is_splat:
            return False
        shape = getattr(e, "type", None)
        return isinstance(shape, T.ShapedType) and shape.num_elements > limit

    if isinstance(a, (A.DenseElementsAttr, A.OpaqueElementsAttr)) and large(a) or (
            isinstance(a, A.SparseElementsAttr) and (large(a.indices) or large(a.values))):
        return f'opaque<"elided_large_const", "0xDEADBEEF"> : {a.type}'  # type: ignore[attr-defined]
    if isinstance(a, A.ArrayAttr):
        return "[" + ", ".join(_elided(e, limit, True) for e in a.elements) + "]"
    if isinstance(a, A.DictionaryAttr):
        return "{" + ", ".join(A.quote_key(k) if isinstance(v, A.UnitAttr) else f"{A.quote_key(k)} = "
                               + _elided(v, limit) for k, v in a.entries) + "}"
    return a.print(elide_type)


def op_text(op: Operation, flags: PrintFlags, local_scope: bool = False) -> str:
    """What upstream's `op->print(os, flags)` writes: a top-level op with its aliases, or (`local_scope`) the
    op alone, its values named from its closest isolated-from-above ancestor (or itself), without aliases."""
    if op.parent is None and not local_scope:
        return print_module(op, flags=flags)[:-1]
    from gpuopt.dialects import ods

    root = op
    while not ods.has_trait(root, ods.IsolatedFromAbove) and root.parent_op is not None:
        root = root.parent_op
    printer = Printer(flags=PrintFlags(**{**flags.__dict__, "local_scope": True}))
    printer.names.number_detached(root)
    printer.print_op(op)
    return printer.out.getvalue()


def print_module(module: Operation, generic: bool = False, flags: PrintFlags | None = None) -> str:
    """The module's text.

    Each op's regions are named when the printer reaches the op, so that their ops are still in the CPU
    caches when printed (naming the whole module first made printing a large one about 10% slower).  The
    printer recurses once per region level, a few frames each: when the naming finds the nesting too deep
    for the caller's stack, the module is printed again, named up front, on a large-stack thread."""
    try:
        return Printer(generic, lazy=True, flags=flags).print_top(module)
    except _TooDeep:
        pass
    printer = Printer(generic, flags=flags)
    printer.names.number(module)  # (iterative)
    from gpuopt.deepstack import run_with_deep_stack

    return run_with_deep_stack(lambda: printer.print_top(module))
