"""The Lark callbacks that build IR while the LALR parser reduces: the structure of ops, regions and blocks,
the ops' custom forms (hand-written `from_syntax` or a declarative format), and the parse context that
custom parsers use (see gpuopt/syntax.py).  Types and attributes are built by `BuiltinSyntax`."""

from __future__ import annotations

import re
from typing import Any

from gpuopt import dialects
from gpuopt import literals as lit
from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.dialects import format as format_rules
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.parser.builtin_syntax import BuiltinSyntax
from gpuopt.parser.resolve import PendingBlock, PendingValue
from gpuopt.syntax import LabeledBlock
from gpuopt.tokens import Token


class Builder(BuiltinSyntax):
    """Lark callbacks: one per grammar rule; op rules dispatch to the op class's `from_syntax`."""

    def __init__(self) -> None:
        self.file = "<stdin>"
        self.line_offset = 0
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.allow_unregistered = False
        self.text = ""  # the buffer being parsed, for diagnostics placed at a following token
        self.result_names: dict[Operation, list[tuple[str, int, Token]]] = {}
        self.lexer_state: Any = None  # the running parse's lexer state (its last token locates some errors)
        self.bare_builtin_ops: list[tuple[Operation, Token]] = []
        self.arg_locs: dict[int, tuple[Token, Token]] = {}
        """A function argument's `%name` token (by id) -> the `loc(...)` written after it (only `func` uses it,
        as in MLIR 14: `llvm.func` and `gpu.func` parse and drop it)."""
        self.type_cache: dict[str, T.Type] = {}
        self.type_spans: dict[int, int] = {}
        """Builtin ops spelled without `builtin.`, which MLIR only resolves directly inside a module."""
        self._ops: dict[str, type[Operation]] = {}
        """Keyword terminal -> op class (filled on first use: a dialect is imported at its first op)."""
        for rule in dialects.custom_rules():
            if not hasattr(self, rule):
                setattr(self, rule, self._make_custom())
        for rule, callback in dialects.grammar_callbacks().items():
            setattr(self, rule, _bind(callback, self))

    def _op(self, keyword: Token) -> type[Operation]:
        """The op class a keyword names (`std.return` is lexed as the terminal of `return`)."""
        cls = self._ops.get(keyword.type)
        if cls is None:
            cls = self._ops[keyword.type] = dialects.terminal_op(keyword.type)
        return cls

    def _make_custom(self):
        def build(children: list[Any]) -> Operation:
            keyword: Token = children[0]
            cls = self._op(keyword)
            loc = self.loc(keyword)
            op = cls.from_syntax(self, children[1:], loc)
            if op.loc is None:
                op.loc = loc
            if cls.name.startswith("builtin.") and not self.text.startswith("builtin.", keyword.start_pos):
                self.bare_builtin_ops.append((op, keyword))
            return op

        return build

    def __getattr__(self, name: str) -> Any:
        """The callbacks of the rules generated from declarative formats (format.py): an op rule
        `fmt_<hash>` builds the op its keyword names; an optional-group rule `fmt_<hash>_g<i>` passes its
        parts on as a list."""
        m = _FORMAT_RULE.fullmatch(name)
        if m is not None:
            callback = _group_parts if m.group(1) else self._build_format_op
            setattr(self, name, callback)
            return callback
        raise AttributeError(name)

    def _build_format_op(self, children: list[Any]) -> Operation:
        keyword: Token = children[0]
        cls = self._op(keyword)
        loc = self.loc(keyword)
        op = format_rules.binder(cls)(self, children[1:], loc)
        if cls.name.startswith("builtin.") and not self.text.startswith("builtin.", keyword.start_pos):
            self.bare_builtin_ops.append((op, keyword))
        return op

    # -- rules shared by declarative formats ---------------------------------------------------------
    def fmt_mark(self, items: list[Any]) -> Token:
        """An empty rule reduced when the parser sees the first token of what follows: that token."""
        return self.lexer_state.last_token

    def fmt_type(self, items: list[Any]) -> tuple[T.Type, Token]:
        return items[1], items[0]

    def fmt_successors(self, items: list[Token]) -> list[Token]:
        return items

    def fmt_regions(self, items: list[Region]) -> list[Region]:
        return items

    def fmt_int(self, items: list[Token]) -> tuple:
        return ("i", str(items[0]), False, items[0])

    def fmt_neg_int(self, items: list[Token]) -> tuple:
        return ("i", str(items[0]), True, items[0])

    def fmt_float(self, items: list[Token]) -> tuple:
        return ("f", str(items[0]), False, items[0])

    def fmt_neg_float(self, items: list[Token]) -> tuple:
        return ("f", str(items[0]), True, items[0])

    def fmt_true(self, items: list[Token]) -> tuple:
        return ("b", 1, False, items[0])

    def fmt_false(self, items: list[Token]) -> tuple:
        return ("b", 0, False, items[0])

    # -- the parse context ops use (see gpuopt/syntax.py) -----------------------------------------------
    def custom_error(self, where: Token | Location | None, op_name: str, message: str) -> DiagnosticError:
        """An error from an op's custom parser: mlir-opt prefixes them with `custom op '<name>'`."""
        loc = self.loc(where) if isinstance(where, Token) else where
        return DiagnosticError.at(loc, f"custom op '{op_name}' {message}")

    def custom_uses(self, op_name: str, tokens: list[Token] | None, types: list[T.Type]) -> list[Value]:
        """Operand uses with their types; a count mismatch is the custom parser's error."""
        tokens = tokens or []
        if len(tokens) != len(types):
            raise self.custom_error(tokens[0] if tokens else None, op_name,
                                    f"{len(tokens)} operands present, but expected {len(types)}")
        return [PendingValue(t, types[i]) for i, t in enumerate(tokens)]

    def merge_attributes(self, loc: Location, op_name: str, written: dict[str, A.Attribute] | None,
                         inherent: Any, reserved: tuple[str, ...] = ()) -> dict[str, A.Attribute]:
        """The attributes the custom form spells (`inherent`: name, attribute or None) plus the written
        attribute dictionary; a name given twice is an error, as mlir-opt checks after a custom parser."""
        merged = {name: value for name, value in inherent if value is not None}
        if written:
            for key, value in written.items():
                if key in merged or key in reserved:
                    raise self.custom_error(loc, op_name, f"attribute '{key}' occurs more than once in the "
                                                          f"attribute list")
                merged[key] = value
        return merged

    def successor_ref(self, token: Token) -> PendingBlock:
        return PendingBlock(str(token), self.loc(token))

    def string_value(self, token: Token) -> str:
        return lit.string_value(token)

    def symbol_name(self, token: Token) -> str:
        return lit.symbol_name(token)

    def untyped_attribute(self, leaf: tuple, type_: T.Type) -> A.Attribute:
        """A number (or true/false) spelled without its type, which the op gives (`5` of an I64Attr)."""
        tag, payload, negative, token = leaf
        if isinstance(type_, T.FloatType):
            if tag == "b":
                raise self.error(token, "expected floating point literal")
            value = A.parse_float(payload, type_.kind) if tag == "f" else float(lit.int_value(token))
            return A.FloatAttr(-value if negative else value, type_)
        if tag == "f":
            raise self.error(token, "floating point value not valid for specified type")
        if tag == "b":
            return A.IntegerAttr(payload, type_) if type_ == T.i1 else A.bool_attr(bool(payload))
        value = lit.build_int(lit.int_value(token), negative, type_)
        if value is None:
            raise self.error(token, "integer constant out of range for attribute")
        return A.IntegerAttr(value, type_)

    def next_token_loc(self, token: Token) -> Location:
        """Where the token after `token` starts (skipping white space and comments): where mlir-opt reports
        errors found after reading `token`."""
        text = self.text
        pos = token.end_pos
        match = _SKIP_SPACE.match(text, pos)
        end = match.end() if match else pos
        line = token.line + text.count("\n", pos, end)
        col = end - text.rfind("\n", 0, end) if "\n" in text[pos:end] else token.column + (end - token.start_pos)
        return Location(self.file, line + self.line_offset, col)

    # -- helpers for op classes --------------------------------------------------------------------
    def use(self, token: Token, type: T.Type | None = None) -> PendingValue:
        return PendingValue(token, type)

    def uses(self, tokens: list[Token] | None, types: list[T.Type] | None = None) -> list[Value]:
        tokens = tokens or []
        if types is not None and len(types) != len(tokens):
            where = tokens[0] if tokens else None
            raise DiagnosticError.at(
                self.loc(where) if where else None,
                f"{len(tokens)} operands present, but expected {len(types)}")
        if types is None:
            return [PendingValue(t, None) for t in tokens]
        return [PendingValue(t, types[i]) for i, t in enumerate(tokens)]

    # -- structure ------------------------------------------------------------------------------
    def start(self, items: list[Any]) -> list[Operation]:
        return [i for i in items if isinstance(i, Operation)]

    def attr_alias_def(self, items: list[Any]) -> None:
        self.attr_aliases[str(items[0])] = items[1]

    def type_alias_def(self, items: list[Any]) -> None:
        """`!name = type <type>`: MLIR 14 requires the `type` keyword (MLIR 15 dropped it)."""
        name, keyword, (type_, first) = items
        if keyword is None:
            raise self.error(first, "expected 'type' in type alias definition")
        self.type_aliases[str(name)] = type_

    def operation(self, items: list[Any]) -> Operation:
        results, op, loc = items
        if loc is not None:
            m = re.fullmatch(r'loc\("((?:\\.|[^"\\])*)":(\d+):(\d+)\)', str(loc))
            if m:
                op.loc = Location(m.group(1), int(m.group(2)), int(m.group(3)))
            elif op.loc is not None:
                op.loc = _debug_loc(op.loc, loc)
        total = 0
        if results is not None:
            names, first = results
            total = names[0][1] if len(names) == 1 else sum(n for _, n, _ in names)
        check = getattr(op, "check_result_binding", None)
        if check is not None:  # ops whose custom form depends on being named (`%t = gpu.wait async`)
            check(self, total)
        if results is not None:
            if not op.results:
                raise self.error(first, "cannot name an operation with no results")
            if total != len(op.results):
                raise self.error(first, f"operation defines {len(op.results)} results but was provided "
                                        f"{total} to bind")
            self.result_names[op] = names
        return op

    def op_results(self, items: list[Any]) -> tuple[list[tuple[str, int, Token]], Token]:
        return items, items[0][2]

    def result_group(self, items: list[Any]) -> tuple[str, int, Token]:
        name, count = items
        return (str(name), int(count) if count is not None else 1, name)

    def unknown_custom_op(self, items: list[Token]) -> Operation:
        name = str(items[0])
        raise self.error(items[0], f"custom op '{name}' is unknown")

    def generic_op(self, items: list[Any]) -> Operation:
        name_tok, operands, successors, regions, attrs, ftype = items
        name = lit.string_value(name_tok)
        loc = self.loc(name_tok)
        after_name = Location(loc.file, loc.line, loc.col + len(str(name_tok)))
        canonical = ods.SPELLINGS.get(name, name)
        cls = ods.REGISTRY.get(canonical) or dialects.op_class(canonical)
        if cls is None and not self.allow_unregistered and not name.startswith(ods.UNKNOWN_OPS_DIALECT_PREFIXES):
            dialect = name.split(".")[0]
            if "." not in name or dialect not in ods.DIALECTS:
                raise DiagnosticError.at(
                    after_name, "operation being parsed with an unregistered dialect. If this is intended, please "
                         "use -allow-unregistered-dialect with the MLIR tool used")
            raise DiagnosticError.at(
                loc, f"unregistered operation '{name}' found in dialect ('{dialect}') that does not allow "
                     f"unknown operations")
        if len(operands or []) != len(ftype.inputs):
            raise DiagnosticError.at(loc, f"expected {len(operands or [])} operand types but had "
                                          f"{len(ftype.inputs)}")
        values = self.uses(operands, list(ftype.inputs))
        op = (cls or Operation)(canonical, values, list(ftype.results), dict(attrs or {}), regions or [],
                                successors or [], loc)
        return op

    def successor_list(self, items: list[Any]) -> list[Any]:
        return items

    def successor(self, items: list[Any]) -> PendingBlock:
        block = PendingBlock(str(items[0]), self.loc(items[0]))
        block.args = self.uses(items[1], items[2]) if items[1] is not None else []
        return block

    def region_list(self, items: list[Region]) -> list[Region]:
        return items

    def region(self, items: list[Any]) -> Region:
        region = Region()
        entry: Block | None = None
        for item in items:
            if isinstance(item, Operation):
                if entry is None:
                    entry = region.add_block(Block())
                entry.append(item)
            else:
                label, block = item
                region.add_block(block)
                block._label = label  # type: ignore[attr-defined]
        return region

    def block(self, items: list[Any]) -> tuple[Token, Block]:
        label, args = items[0], items[1]
        block = LabeledBlock()
        for name, type_, loc in args or []:
            block.add_argument(type_, self.loc(name) if loc is None else _debug_loc(self.loc(name), loc))
            block.arg_names.append(name)
        for op in items[2:]:
            block.append(op)
        return label, block

    def func_arg_loc(self, name: Token) -> Location:
        """Where a function argument is defined: its name, carrying the `loc(...)` written after it."""
        written = self.arg_locs.get(id(name))
        return self.loc(name) if written is None else _debug_loc(self.loc(name), written[1])

    def block_arg_defs(self, items: list[Any]) -> list[Any]:
        return items

    def block_arg_def(self, items: list[Any]) -> tuple[Token, T.Type, Any]:
        return items[0], items[1], items[2]

    def value_uses(self, items: list[Token]) -> list[Token]:
        return items

    def types(self, items: list[T.Type]) -> list[T.Type]:
        return items

    def typed_uses(self, items: list[Any]) -> list[Value]:
        return self.uses(items[0], items[1])

    def attr_dict(self, items: list[Any]) -> dict[str, A.Attribute]:
        entries = [i for i in items if i is not None]
        attrs = {name: value for name, value, _ in entries}
        if len(attrs) != len(entries):
            seen: set[str] = set()
            for name, _, key in entries:
                if name in seen:
                    raise self.error(key, f"duplicate key '{name}' in dictionary attribute")
                seen.add(name)
        return attrs

    def attr_entry(self, items: list[Any]) -> tuple[str, A.Attribute, Token]:
        key, value = items
        name = lit.string_value(key) if key.type == "STRING" else str(key)
        return name, value if value is not None else A.UnitAttr(), key

    def keyword_as_id(self, items: list[Token]) -> Token:
        return items[0]

_FORMAT_RULE = re.compile(r"fmt_[0-9a-f]{16}(_g[0-9]+)?")
_SKIP_SPACE = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")


def _debug_loc(where: Location, spelling: Token) -> Location:
    """`where` (what diagnostics point at), carrying the `loc(...)` written there for -mlir-print-debuginfo."""
    from gpuopt.locations import DebugLoc, parse_location

    node = parse_location(str(spelling))
    if node is None:
        return where
    if node[0] == "file":
        return Location(node[1], node[2], node[3])
    return DebugLoc(where.file, where.line, where.col, node)


def _group_parts(items: list[Any]) -> list[Any]:
    return items


def _bind(callback: Any, builder: Builder) -> Any:
    return lambda items: callback(builder, items)
