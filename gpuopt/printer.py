"""IR -> MLIR text, as mlir-opt 14 prints it (custom forms, value names, block labels, aliases).

Value naming follows MLIR 14's SSANameState: every region is numbered starting from the counters its parent
region reached, entry-block arguments are `%argN`, name hints from ops (`%c8`, `%cst`, `%memref`) are made
unique with a shared `_N` conflict counter, and names are scoped to the region that defines them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from io import StringIO

from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value


class _Names:
    def __init__(self, generic: bool) -> None:
        self.generic = generic
        self.value_names: dict[Value, str] = {}
        self.block_names: dict[Block, str] = {}
        self.block_order: dict[Block, int] = {}
        self.result_groups: dict[Operation, list[int]] = {}

    def number(self, top: Operation) -> None:
        # (region, next value id, next arg id, next conflict id, used names of the parent scopes)
        stack: list[tuple[Region, int, int, int, frozenset[str] | set[str]]] = [
            (r, 0, 0, 0, frozenset()) for r in top.regions
        ]
        while stack:
            region, self.next_value, self.next_arg, self.next_conflict, parent_used = stack.pop()
            self.used = set(parent_used)
            self._number_region(region)
            used = frozenset(self.used)
            for block in region.blocks:
                for op in block.ops:
                    for inner in op.regions:
                        stack.append((inner, self.next_value, self.next_arg, self.next_conflict, used))

    def number_detached(self, op: Operation) -> None:
        """Names for printing one op out of context (in diagnostics): its own results, then its regions."""
        self.used = set()
        self.next_value = self.next_arg = self.next_conflict = 0
        self._number_op(op)
        stack = [(r, self.next_value, self.next_arg, self.next_conflict, frozenset(self.used)) for r in op.regions]
        while stack:
            region, self.next_value, self.next_arg, self.next_conflict, parent_used = stack.pop()
            self.used = set(parent_used)
            self._number_region(region)
            used = frozenset(self.used)
            for block in region.blocks:
                for inner_op in block.ops:
                    for inner in inner_op.regions:
                        stack.append((inner, self.next_value, self.next_arg, self.next_conflict, used))

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

    def _number_region(self, region: Region) -> None:
        parent = region.parent
        if parent is not None and not self.generic:
            hook = getattr(parent, "block_arg_names", None)
            if hook is not None:
                for value, name in hook(region):
                    self.value_names[value] = "%" + self._unique(name)
        for i, block in enumerate(region.blocks):
            self.block_names[block] = f"^bb{i}"
            self.block_order[block] = i
            entry = i == 0
            for arg in block.args:
                if arg in self.value_names:
                    continue
                if entry:
                    self.value_names[arg] = "%" + self._unique(f"arg{self.next_arg}")
                    self.next_arg += 1
                else:
                    self.value_names[arg] = f"%{self.next_value}"
                    self.next_value += 1
            for op in block.ops:
                self._number_op(op)

    def _number_op(self, op: Operation) -> None:
        if not op.results:
            return
        groups = [0]
        if not self.generic:
            hook = getattr(op, "result_names", None)
            if hook is not None:
                for index, name in hook():
                    self.value_names[op.results[index]] = "%" + self._unique(name)
                    if index:
                        groups.append(index)
        first = op.results[0]
        if first not in self.value_names:
            self.value_names[first] = f"%{self.next_value}"
            self.next_value += 1
        if len(groups) > 1:
            self.result_groups[op] = sorted(groups)
        # results inside a group share the group's name with a `#k` suffix
        bounds = sorted(self.result_groups.get(op, [0])) + [len(op.results)]
        for start, end in zip(bounds, bounds[1:]):
            base = self.value_names[op.results[start]]
            for k in range(start + 1, end):
                self.value_names[op.results[k]] = f"{base}#{k - start}"
            if end - start > 1:
                self.value_names[op.results[start]] = f"{base}#0"


class Printer:
    """Writes one op tree; `custom` ops call back into `print_*` helpers for operands, types, regions."""

    def __init__(self, generic: bool = False) -> None:
        self.generic = generic
        self.out = StringIO()
        self.indent = 0
        self.default_dialect = "builtin"  # MLIR drops this prefix from op names; set per region by its parent op
        self.names = _Names(generic)
        self.aliases: dict[str, str] = {}
        """Full attribute text (`affine_map<...>`) -> its alias (`#map0`)."""
        self._alias_visits: _AliasCollector | None = None  # set during the dry run that numbers the aliases

    # -- entry points ---------------------------------------------------------------------------
    def print_top(self, module: Operation) -> str:
        self.names.number(module)
        self._collect_aliases(module)
        for text, alias in self.aliases.items():
            self.out.write(f"{alias} = {text}\n")
        self.print_op(module)
        self.out.write("\n\n")  # mlir-opt ends its output with an empty line
        return self.out.getvalue()

    # -- primitives ops use ---------------------------------------------------------------------
    def write(self, text: str) -> None:
        self.out.write(text)

    def op_name(self, name: str) -> str:
        """The custom-form spelling of an op name: without the default dialect's prefix (`builtin` directly
        inside a module, none elsewhere), and `std.` is always dropped (MLIR 14's printOpName)."""
        dialect, _, rest = name.partition(".")
        if dialect == "std" or (dialect == self.default_dialect and rest):
            return rest
        return name

    def value(self, v: Value) -> str:
        name = self.names.value_names.get(v)
        if name is None:
            return "<<UNKNOWN SSA VALUE>>"
        return name

    def values(self, vs: list[Value]) -> str:
        return ", ".join(self.value(v) for v in vs)

    def type(self, t: T.Type) -> str:
        text = t.text
        if self.aliases and "affine_" in text:
            for full, alias in self.aliases.items():
                text = text.replace(full, alias)
        elif self._alias_visits is not None:
            self._alias_visits.visit_type(t)
        return text

    def types(self, ts: list[T.Type]) -> str:
        return ", ".join(self.type(t) for t in ts)

    def attr(self, a: A.Attribute, elide_type: bool = False) -> str:
        if self._alias_visits is not None:
            self._alias_visits.visit_attr(a)
        text = a.print(elide_type)
        if self.aliases and "affine_" in text:
            for full, alias in self.aliases.items():
                text = text.replace(full, alias)
        return text

    def block_name(self, b: Block) -> str:
        return self.names.block_names.get(b, "^INVALIDBLOCK")

    def attr_dict(self, attrs: dict[str, A.Attribute], elide: tuple[str, ...] = (), keyword: bool = False) -> str:
        """` {a = 1 : i64}` (or ` attributes {...}`), sorted by name, without the elided keys; '' if empty."""
        entries = sorted((k, v) for k, v in attrs.items() if k not in elide)
        if not entries:
            return ""
        body = ", ".join(
            A.quote_key(k) if isinstance(v, A.UnitAttr) else f"{A.quote_key(k)} = {self.attr(v)}"
            for k, v in entries)
        return (" attributes {" if keyword else " {") + body + "}"

    def newline(self) -> None:
        self.out.write("\n" + "  " * self.indent)

    # -- operations --------------------------------------------------------------------------------
    def print_op(self, op: Operation) -> None:
        self.write("  " * self.indent)
        self._print_results(op)
        custom = getattr(op, "print_custom", None)
        if custom is not None and not self.generic:
            custom(self)
        else:
            self.print_generic(op)

    def _print_results(self, op: Operation) -> None:
        if not op.results:
            return
        groups = self.names.result_groups.get(op)
        if groups is None:
            name = self.names.value_names[op.results[0]].split("#")[0]
            self.write(name + (f":{len(op.results)}" if len(op.results) > 1 else "") + " = ")
            return
        bounds = groups + [len(op.results)]
        parts = []
        for start, end in zip(bounds, bounds[1:]):
            name = self.names.value_names[op.results[start]].split("#")[0]
            parts.append(name + (f":{end - start}" if end - start > 1 else ""))
        self.write(", ".join(parts) + " = ")

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
        fn = T.FunctionType(tuple(v.type for v in op.operands), tuple(r.type for r in op.results))
        self.write(" : " + self.type(fn))

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
                self.write("(" + ", ".join(f"{self.value(a)}: {self.type(a.type)}" for a in block.args) + ")")
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
        for op in ops:
            self.write("\n")
            self.print_op(op)

    def _predecessors(self, block: Block) -> list[str]:
        region = block.parent
        preds: list[tuple[int, str]] = []
        if region is None:
            return []
        for b in region.blocks:
            term = b.terminator
            if term is None:
                continue
            for s in term.successors:
                if s is block:
                    preds.append((self.names.block_order[b], self.block_name(b)))
        preds.sort(key=lambda p: p[0])
        return [name for _, name in preds]

    # -- aliases ---------------------------------------------------------------------------------------
    def _collect_aliases(self, module: Operation) -> None:
        """Affine maps become `#map` and integer sets `#set`, numbered `#map0`, `#map1`, ... when there are
        several, in the order a dry run of the printer meets them, as mlir-opt 14 does."""
        if not _mentions_affine(module):
            return
        collector = _AliasCollector()
        saved_out, saved_names = self.out, self.names
        self.out = StringIO()
        self._alias_visits = collector
        try:
            self.print_op(module)
        finally:
            self.out = saved_out
            self._alias_visits = None
            self.indent = 0
            self.default_dialect = "builtin"
        self.names = saved_names
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


def _mentions_affine(module: Operation) -> bool:
    """Whether any attribute or type in the module spells an affine map or set (cheap: texts are cached)."""
    for op in module.walk():
        for a in op.attributes.values():
            if "affine_" in a.text:
                return True
        for v in op.results:
            if "affine_" in v.type.text:
                return True
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if "affine_" in arg.type.text:
                        return True
    return False


def print_module(module: Operation, generic: bool = False) -> str:
    """The module's text; deeply nested modules are printed on a large-stack thread (the printer recurses
    once per region level, a few frames each)."""
    if _nesting_depth(module) * 8 + 100 < sys.getrecursionlimit():
        return Printer(generic).print_top(module)
    from gpuopt.deepstack import run_with_deep_stack

    return run_with_deep_stack(lambda: Printer(generic).print_top(module))


def _nesting_depth(root: Operation) -> int:
    deepest = 0
    stack = [(root, 0)]
    while stack:
        op, depth = stack.pop()
        deepest = max(deepest, depth)
        for region in op.regions:
            for block in region.blocks:
                stack.extend((child, depth + 1) for child in block.ops if child.regions)
    return deepest
