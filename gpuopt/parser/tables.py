"""The LALR tables.  Building them from the grammar takes seconds and loading Lark's own cache about 0.2 s,
which would dominate the start-up of a run on a small file; so the tables, with each rule's reduction as a
recipe, are cached once per grammar as plain data (marshal) and load in about 10 ms.  Each action is one int:
`n >= 0` shifts (or, after a reduction, goes) to state n, `~n` reduces by rule n.

This module relies on Lark internals (see `LARK_INTERNALS`): the parse table of a built LALR parser, and the
child filters of its parse-tree builder, from which each reduction is compiled into a small function."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, partial
from pathlib import Path
from types import CodeType
from typing import Any

from gpuopt.dialects import catalog, ods
from gpuopt.dialects import format as format_rules
from gpuopt.ir import types as T
from gpuopt.lexer import MlirLexer
from gpuopt.tokens import OP_GROUP
from gpuopt.valueclass import cache_root, dataclass, read_cached, write_cached

_HERE = Path(__file__).parent.parent

LARK_INTERNALS: tuple[str, ...] = (
    "lark.Lark(...).parser.parser._parse_table (states, start_states, end_states)",
    "lark.parsers.lalr_analysis.Shift",
    "lark.parse_tree_builder.ParseTreeBuilder(rules, Tree, maybe_placeholders=True).create_callback",
    "lark.parse_tree_builder.ChildFilterLALR (to_include, append_none, node_builder)",
    "lark.parse_tree_builder.ChildFilterLALR_NoPlaceholders (to_include, node_builder)",
    "lark.parse_tree_builder.ExpandSingleChild (node_builder)",
    "the default Tree callback: functools.partial of a function named default_callback",
    "lark.lexer.Lexer with __future_interface__ = 2, lark.lexer.LexerState (text, last_token)",
)
"""What the table compiler reads of Lark beyond its public API; pyproject.toml bounds Lark to the versions
where tests/test_lark_internals.py finds each of them."""


class ParsedTree:
    """What a rule without a callback of its own reduces to (Lark's Tree, at run time): its name and parts."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list[Any]) -> None:
        self.data = data
        self.children = children


def op_terminal(name: str) -> str:
    return "OP_" + re.sub(r"[^A-Za-z0-9]", "_", name).upper()


def grammar_text() -> str:
    """The core grammar, every dialect's fragment, and one keyword terminal per registered op."""
    parts = [(_HERE / "grammar.lark").read_text()]
    for fragment in sorted((_HERE / "dialects").glob("*.lark")):
        parts.append(fragment.read_text())
    by_rule: dict[str, list[str]] = {}
    formats = []
    for name, cls in sorted(ods.REGISTRY.items()):
        if cls.syntax:  # ops without custom syntax exist only in the generic form
            parts.append(f'{op_terminal(name)}: "{cls.keyword}"')
            if cls.syntax == ods.FORMAT_SYNTAX:
                formats.append(cls)
                rule = format_rules.compile_format(cls).rule
            else:
                rule = cls.syntax
            by_rule.setdefault(rule, []).append(op_terminal(name))
    rules = format_rules.grammar_rules(formats)
    parts.extend(rules)
    op_rules = [r.split(":")[0] for r in rules if not format_rules.is_group_rule(r.split(":")[0])]
    if op_rules:
        parts.append("%extend _custom_op: " + " | ".join(op_rules))
    for rule, terminals in sorted(by_rule.items()):
        parts.append(f"_kw_{rule}: " + " | ".join(terminals))
    return "\n".join(parts)


ALIAS_KEYWORDS: dict[str, str] = {}
"""Other spellings of op keywords (`std.return`, `func.return`) -> the keyword, for the lexer."""


# -------------------------------------------------------------------------------------------------------
# The LALR tables.  Building them from the grammar takes seconds and loading Lark's own cache about 0.2 s,
# which would dominate the start-up of a run on a small file; so the tables, with each rule's reduction as
# a recipe, are cached once per grammar as plain data (marshal) and load in about 10 ms.  Each action is one
# int: `n >= 0` shifts (or, after a reduction, goes) to state n, `~n` reduces by rule n.


@dataclass
class Tables:
    """What a parser needs, as plain data (marshal): the LALR states, each rule's reduction as a `_Recipe`,
    the terminals for the lexer (`MlirLexer.terminal_specs`), and the reduction code compiled once."""

    states: list[dict[str, int]]
    start_state: int
    end_state: int
    terminals: list[tuple[str, str, str, str]]
    reductions: list[tuple[int, str, Any]]
    """Per rule: (number of symbols popped, the rule's nonterminal, its `_Recipe`)."""
    code: dict[str, CodeType]
    catalog: dict[str, Any]
    """What the parser knows of every dialect without importing it (`dialects.catalog`)."""


@dataclass
class Parser:
    states: list[dict[str, int]]
    start_state: int
    end_state: int
    reductions: list[tuple[int, str, Any]]
    """Per rule: (number of symbols popped, the rule's nonterminal, the callback or None to keep the only
    child as the rule's value)."""
    lexer: MlirLexer


_REMEMBERED_TYPES = {"memref_type", "unranked_memref_type", "tensor_type", "unranked_tensor_type", "vector_type",
                     "complex_type", "tuple_type"}
"""The type rules that start with a keyword of lexer.py's _TYPE_KEYWORDS."""


def _remembering(build: Any, builder: Any) -> Any:
    def reduce(children: list[Any]) -> T.Type:
        type = build(children)
        builder.remember_type(children[0], type)
        return type

    return reduce


def _is_default_tree(callback: Any) -> bool:
    """Whether `callback` is Lark's default for a rule the transformer has no method for: a Tree."""
    return isinstance(callback, partial) and getattr(callback.func, "__name__", "") == "default_callback"


def _unit_inline_rules(rules: list[Any], callbacks: dict[Any, Any]) -> set[str]:
    """Inlined rules (`_op_body: generic_op | _custom_op`, `_kw_gpu_wait: OP_GPU_WAIT`) whose every
    alternative is one kept symbol: Lark wraps that symbol in a Tree for the parent to splice; the parser
    can instead pass the symbol's value up as it is."""
    by_origin: dict[str, list[Any]] = {}
    for rule in rules:
        by_origin.setdefault(rule.origin.name, []).append(rule)
    return {name for name, alternatives in by_origin.items()
            if name.startswith("_") and all(
                len(rule.expansion) == 1 and _is_default_tree(callbacks[rule])
                and not (rule.expansion[0].is_term and rule.expansion[0].filter_out)
                for rule in alternatives)}


_Recipe = tuple
"""How to make a rule's reduction callback, as plain data that can be cached with the tables:
`("tree", name)` a Lark Tree; `("call", name)` the Builder's callback `name`; `("single", inner)` the only
child when there is one, else `inner`; `("code", source, inner or None)` the compiled `source` bound to
`inner`; `("remember", inner)` `inner`, its type remembered for the lexer.  None keeps the only child."""


def _recipe(callback: Any, size: int, name: str, builder: Any, unit_children: frozenset[int] = frozenset(),
            left_recursive: bool = False) -> _Recipe | None:
    """The recipe of Lark's reduction `callback` as one small function: Lark wraps the transformer method in
    generic child filters (dropping punctuation tokens, inserting None for absent optional parts) that loop
    over a list of indices on every reduction; here the same selection is compiled once into a list
    display.  None for a
    rule whose value is its only child (`?type: non_function_type`), so that the parser just keeps it.
    `name`: the Builder callback Lark looked up for the rule.  `unit_children`: positions of unit inline
    rules, whose value is their symbol's, not a Tree to splice.  `left_recursive`: the rule's first symbol
    is the rule itself (`__region_star: __region_star operation`)."""
    from lark.parse_tree_builder import ChildFilterLALR, ChildFilterLALR_NoPlaceholders, ExpandSingleChild

    if _is_default_tree(callback):
        return ("tree", str(callback.args[0]))
    if isinstance(callback, ExpandSingleChild):
        inner = _recipe(callback.node_builder, size, name, builder)
        return None if size == 1 else ("single", inner)
    if not isinstance(callback, (ChildFilterLALR, ChildFilterLALR_NoPlaceholders)):
        if callback != getattr(builder, name, None):
            raise TypeError(f"rule callback {callback!r} is not the Builder's {name!r}")
        return ("call", name)
    if isinstance(callback, ChildFilterLALR):
        include, trailing = list(callback.to_include), callback.append_none
    else:
        include, trailing = [(i, expand, 0) for i, expand in callback.to_include], 0
    include = [(i, expand and i not in unit_children, nones) for i, expand, nones in include]
    node_builder = callback.node_builder
    if left_recursive and _is_default_tree(node_builder) and include[0][:3] == (0, True, 0):
        # a list rule (`operation*`): the list's Tree so far takes the next item, no new Tree per item
        lines = ["def reduce(c):", "    t = c[0]", "    r = t.children"]
        for i, expand, nones in include[1:]:
            if nones:
                lines.append(f"    r += [None] * {nones}")
            lines.append(f"    r += c[{i}].children" if expand else f"    r.append(c[{i}])")
        if trailing:
            lines.append(f"    r += [None] * {trailing}")
        lines.append("    return t")
        return ("code", "\n".join(lines), None)
    if any(expand for _, expand, _ in include):
        # Children of inlined rules (`_op_body`) are spliced in; a leading one (left recursion, as in
        # `region: operation*`) lends its list, so that a long list grows in linear time.
        lines = ["def reduce(c):", "    r = []"]
        for n, (i, expand, nones) in enumerate(include):
            if nones:
                lines.append(f"    r += [None] * {nones}")
            if expand:
                lines.append(f"    r = c[{i}].children" if n == 0 and not nones else f"    r += c[{i}].children")
            else:
                lines.append(f"    r.append(c[{i}])")
        if trailing:
            lines.append(f"    r += [None] * {trailing}")
        lines.append("    return builder(r)")
        return ("code", "\n".join(lines), _builder_recipe(node_builder, len(include), name, builder))
    items: list[str] = []
    for i, _, nones in include:
        items += ["None"] * nones + [f"c[{i}]"]
    items += ["None"] * trailing
    if isinstance(node_builder, ExpandSingleChild):
        if len(items) == 1:
            return None if items == ["c[0]"] and size == 1 else ("code", f"reduce = lambda c: {items[0]}", None)
        node_builder = node_builder.node_builder
    inner = _recipe(node_builder, len(items), name, builder)
    if items == [f"c[{i}]" for i in range(size)]:
        return inner  # every child kept, in order: the parser's fresh list of children is the argument
    return ("code", f"reduce = lambda c: builder([{', '.join(items)}])", inner)


def _builder_recipe(node_builder: Any, size: int, name: str, builder: Any) -> _Recipe:
    """The recipe of what a child filter hands its selected children to (never None: it must be called)."""
    from lark.parse_tree_builder import ExpandSingleChild

    if isinstance(node_builder, ExpandSingleChild):
        return ("single", _builder_recipe(node_builder.node_builder, size, name, builder))
    recipe = _recipe(node_builder, size, name, builder)
    assert recipe is not None
    return recipe


def instantiate(recipe: _Recipe | None, builder: Any) -> Any:
    """The reduction callback a `_Recipe` describes, bound to `builder`."""
    if recipe is None:
        return None
    kind = recipe[0]
    if kind == "tree":
        name = recipe[1]
        return lambda children: ParsedTree(name, children)
    if kind == "call":
        return getattr(builder, recipe[1])
    if kind == "single":
        inner = instantiate(recipe[1], builder)
        return lambda c: c[0] if len(c) == 1 else inner(c)
    if kind == "code":
        return _compiled(recipe[1])(instantiate(recipe[2], builder))
    if kind == "remember":
        return _remembering(instantiate(recipe[1], builder), builder)
    raise ValueError(f"unknown reduction recipe {recipe!r}")


REDUCTION_CODE: dict[str, CodeType] = {}
"""Compiled reduction sources, cached with the tables: compiling them anew costs 40 ms a start."""


def _code(source: str) -> CodeType:
    """`source` (defining `reduce`, which may call `builder`) compiled once per shape of rule, wrapped in
    `make(builder)`, which returns `reduce`."""
    code = REDUCTION_CODE.get(source)
    if code is None:
        code = REDUCTION_CODE[source] = compile(
            "def make(builder):\n" + "".join("    " + line for line in source.splitlines(True))
            + "\n    return reduce", "<reduction>", "exec")
    return code


@cache
def _compiled(source: str) -> Any:
    """The factory `make(builder)` of `source` (see `_code`), made once per shape of rule."""
    namespace: dict[str, Any] = {}
    exec(_code(source), namespace)  # noqa: S102
    return namespace["make"]


def _recipes(rules: list[Any], callbacks: dict[Any, Any], builder: Any) -> list[tuple[int, str, Any]]:
    units = _unit_inline_rules(rules, callbacks)
    reductions = []
    for rule in rules:
        unit_children = frozenset(i for i, sym in enumerate(rule.expansion) if not sym.is_term and sym.name in units)
        left_recursive = bool(rule.expansion) and rule.expansion[0] == rule.origin
        name = rule.alias or rule.options.template_source or rule.origin.name
        recipe = None if rule.origin.name in units else _recipe(callbacks[rule], len(rule.expansion), str(name),
                                                                builder, unit_children, left_recursive)
        if rule.alias in _REMEMBERED_TYPES:
            recipe = ("remember", recipe)
        reductions.append((len(rule.expansion), str(rule.origin.name), recipe))
    return reductions


def load_tables(path: Path | None) -> Tables | None:
    """The tables cached at `path` (`cache_path`), or None when there are none."""
    data = read_cached(path)
    try:
        return Tables(**data) if isinstance(data, dict) else None
    except TypeError:
        return None


def fits(tables: Tables, builder: Any) -> bool:
    """Whether `builder` has every callback the tables' recipes call (else they were made for other code)."""
    return all(hasattr(builder, recipe[1]) for recipe in _walk(tables.reductions) if recipe[0] == "call")


def _walk(reductions: list[tuple[int, str, Any]]) -> Iterator[_Recipe]:
    """Every recipe of `reductions`, and every recipe nested in those."""
    for _, _, recipe in reductions:
        while recipe is not None:
            yield recipe
            recipe = recipe[-1] if recipe[0] not in ("tree", "call") else None


def _group_op_keywords(states: list[dict[str, int]], op_terminals: set[str]) -> None:
    """In each state that has an action for every op keyword, the most common of those actions moves to the
    `OP_GROUP` entry (see gpuopt/tokens.py); the keywords with another action keep their own entries."""
    for actions in states:
        if len(op_terminals) < 2 or not op_terminals <= actions.keys():
            continue
        counts: dict[int, int] = {}
        for name in op_terminals:
            counts[actions[name]] = counts.get(actions[name], 0) + 1
        common = max(counts, key=counts.__getitem__)
        for name in op_terminals:
            if actions[name] == common:
                del actions[name]
        actions[OP_GROUP] = common


def build_tables(grammar: str, path: Path | None, builder: Any) -> Tables:
    """The tables built from `grammar` by Lark (seconds), cached at `path` (when there is one)."""
    from lark import Lark, Transformer, Tree
    from lark.lexer import Lexer
    from lark.parse_tree_builder import ParseTreeBuilder
    from lark.parsers.lalr_analysis import Shift

    lexer = type("LarkMlirLexer", (MlirLexer, Lexer), {"__future_interface__": 2})
    lark = Lark(grammar, parser="lalr", lexer=lexer, maybe_placeholders=True)
    table = lark.parser.parser._parse_table
    index = {rule: i for i, rule in enumerate(lark.rules)}
    assert sorted(table.states) == list(range(len(table.states)))
    states = [{str(name): arg if action is Shift else ~index[arg] for name, (action, arg) in actions.items()}
              for _, actions in sorted(table.states.items())]
    _group_op_keywords(states, {t.name for t in lark.terminals if t.name.startswith("OP_")})
    view = type("BuilderView", (Transformer,), {"__getattr__": lambda self, name: getattr(builder, name)})()
    callbacks = ParseTreeBuilder(lark.rules, Tree, maybe_placeholders=True).create_callback(view)
    reductions = _recipes(lark.rules, callbacks, builder)
    for recipe in _walk(reductions):
        if recipe[0] == "code":
            _code(recipe[1])
    tables = Tables(states, table.start_states["start"], table.end_states["start"],
                     MlirLexer.terminal_specs(lark.terminals), reductions, dict(REDUCTION_CODE), catalog())
    write_cached(path, vars(tables))
    return tables


def cache_path() -> Path | None:
    """Where the tables are cached, or None where no cache directory can be made (the tables are then built
    at every start).  The directory is `$GPUOPT_CACHE_DIR`, else `~/.cache/gpuopt`, as for the runtime
    wrappers' builds: the user's own, since the cache holds code that the parser runs.  The file is named by
    a hash of everything the grammar and the tables are made from (the grammar files, the lexer, the
    parser's modules, the dialects, Lark's and gpuopt's versions), so that a run that finds its tables
    never builds the grammar text (the ops' formats compiled to rules) at all."""
    from importlib.util import find_spec
    from zlib import adler32, crc32

    import gpuopt

    sources = [_HERE / "grammar.lark", _HERE / "lexer.py", _HERE / "literals.py", _HERE / "syntax.py",
               *sorted((_HERE / "parser").glob("*.py")), *sorted((_HERE / "dialects").glob("*.py")),
               *sorted((_HERE / "dialects").glob("*.lark"))]
    key = b"\0".join(_read_or_empty(p) for p in sources)
    lark = find_spec("lark")  # (its version, without importing it: its __init__ names it)
    key += _read_or_empty(Path(lark.origin)) if lark is not None and lark.origin else b""
    key += gpuopt.__version__.encode() + _TABLE_FORMAT
    digest = f"{crc32(key):08x}{adler32(key):08x}{len(key) & 0xFFFF:04x}"  # (hashlib's import costs 5 ms)
    root = cache_root()
    return None if root is None else root / f"grammar-{digest}.tables"


def _read_or_empty(path: Path) -> bytes:
    """A source file's bytes; nothing for an install that ships only bytecode (its version still counts)."""
    try:
        return path.read_bytes()
    except OSError:
        return b""


_TABLE_FORMAT = b"marshal-recipes-3"
