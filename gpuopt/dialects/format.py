"""Declarative assembly formats, after MLIR's `assemblyFormat` (OpFormatGen): one string per op gives the
op's grammar rule, the code that builds the op from what the rule parsed, and its printer.

    @op("memref.load", format="$memref `[` $indices `]` attr-dict `:` type($memref)",
        traits=(TypesMatchWith("memref", "result", element_type),))

The string uses upstream's syntax: backquoted literals (`` `to` ``, `` `[` ``; `` ` ` `` is a space and
```` `` ```` none), variables (`$memref`: an operand or result group, an attribute, a region or a successor
declared on the class), directives (`attr-dict`, `attr-dict-with-keyword`, `type(...)`,
`functional-type(..., ...)`, `operands`, `results`, `regions`, `successors`, `qualified(...)`,
`custom<Name>(...)`), and optional groups `(... $anchor^ ...)?`.

Each format becomes a Lark rule (`fmt_<hash>`, shared by every op whose format gives the same rule), and
each optional group a sub-rule whose value is the list of its parsed parts (None when absent).  The
binder and the printer are Python functions generated from the format once per op class, so that they cost
what a hand-written `from_syntax`/`print_custom` costs.  The printer reproduces OpFormatGen's spacing rules
(`shouldEmitSpace`, `lastWasPunctuation`), so text is the same as mlir-opt 14's.

Operand and result types that the format does not spell are resolved as upstream resolves them: from type
traits (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`, see ods.py), from constraints with
one buildable type (`index`, `i32`), or from the op's `infer_result_types`.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from typing import Any

from gpuopt.valueclass import dataclass, field

# -------------------------------------------------------------------------------------------------------
# The format string


class FormatError(Exception):
    """A format string that cannot work for its op (a bug in a dialect module, found when it is compiled)."""


@dataclass(frozen=True)
class Literal:
    text: str


@dataclass(frozen=True)
class Whitespace:
    text: str


@dataclass(frozen=True)
class Variable:
    name: str


@dataclass(frozen=True)
class Directive:
    """attr-dict, attr-dict-with-keyword, operands, results, regions, successors."""

    kind: str


@dataclass(frozen=True)
class TypeOf:
    arg: Variable | Directive
    qualified: bool = False


@dataclass(frozen=True)
class FunctionalType:
    inputs: Variable | Directive
    results: Variable | Directive


@dataclass(frozen=True)
class Custom:
    name: str
    args: tuple[Any, ...]


@dataclass(frozen=True)
class OptionalGroup:
    elements: tuple[Any, ...]
    anchor: Any


_TOKEN = re.compile(r"\s*(?:(`[^`]*`)|(\$[A-Za-z_]\w*)|([A-Za-z_][\w\-]*)|(\)\?|[()^,<>:?]))")


def parse_format(text: str) -> tuple[Any, ...]:
    """The elements of a format string."""
    tokens: list[str] = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise FormatError(f"unexpected text in format at {pos}: {text[pos:pos + 20]!r}")
        tokens.append(m.group(m.lastindex or 0))
        pos = m.end()
        while pos < len(text) and text[pos].isspace():
            pos += 1
    reader = _Reader(tokens)
    elements = reader.elements(top=True)
    if reader.pos != len(tokens):
        raise FormatError(f"unexpected {tokens[reader.pos]!r} in format {text!r}")
    return elements


class _Reader:
    def __init__(self, tokens: list[str]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.anchor: Any = None

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise FormatError(f"expected {expected!r} in format, found {tok!r}")
        self.pos += 1
        return tok

    def elements(self, top: bool) -> tuple[Any, ...]:
        out: list[Any] = []
        while (tok := self.peek()) is not None and tok not in (")", ")?"):
            element = self.element()
            if self.peek() == "^":
                self.take()
                self.anchor = element
            out.append(element)
        return tuple(out)

    def element(self) -> Any:
        tok = self.take()
        if tok.startswith("`"):
            body = tok[1:-1]
            return Whitespace(body) if body in ("", " ", "\\n") else Literal(body)
        if tok.startswith("$"):
            return Variable(tok[1:])
        if tok == "(":
            outer, self.anchor = self.anchor, None
            inner = self.elements(top=False)
            self.take(")?")
            anchor, self.anchor = self.anchor, outer
            if anchor is None:
                raise FormatError("optional group without an anchor (`^`)")
            return OptionalGroup(inner, anchor)
        if tok in ("attr-dict", "attr-dict-with-keyword", "operands", "results", "regions", "successors"):
            return Directive(tok)
        if tok in ("type", "qualified"):
            self.take("(")
            if tok == "qualified":
                inner = self.element()
                self.take(")")
                return TypeOf(inner.arg, True) if isinstance(inner, TypeOf) else inner
            arg = self.element()
            self.take(")")
            return TypeOf(arg)
        if tok == "functional-type":
            self.take("(")
            inputs = self.element()
            self.take(",")
            results = self.element()
            self.take(")")
            return FunctionalType(inputs, results)
        if tok == "custom":
            self.take("<")
            name = self.take()
            self.take(">")
            self.take("(")
            args: list[Any] = []
            while self.peek() != ")":
                args.append(self.element())
                if self.peek() == ",":
                    self.take()
            self.take(")")
            return Custom(name, tuple(args))
        raise FormatError(f"unknown format element {tok!r}")


# -------------------------------------------------------------------------------------------------------
# Custom directives: a grammar fragment with a parser and a printer written in Python (custom<Name>).


@dataclass(frozen=True)
class CustomDirective:
    """`custom<Name>(args)`: `grammar` is the Lark expansion of the directive (its parsed parts reach `parse`
    as a list), `parse(p, parts, op_name)` returns one value per argument (operand tokens, a list of types for
    `type(...)`, an Attribute or None), and `print(p, op, *args)` returns the text (without a leading space)
    from the arguments' values (operands, types, attributes)."""

    grammar: str
    parse: Callable[..., tuple[Any, ...]]
    print: Callable[..., str]
    after: Callable[..., None] | None = None
    """`after(p, op, parts)`, called with the built op: for checks that need it (an async op must be named)."""


CUSTOM_DIRECTIVES: dict[str, CustomDirective] = {}


def custom_directive(name: str, grammar: str) -> Callable[[type], type]:
    """Registers the class's static `parse`, `print` (and optional `after`) as `custom<name>`."""

    def register(cls: type) -> type:
        CUSTOM_DIRECTIVES[name] = CustomDirective(grammar, cls.parse, cls.print,  # type: ignore[attr-defined]
                                                  getattr(cls, "after", None))
        return cls

    return register


# -------------------------------------------------------------------------------------------------------
# Printing rules of OpFormatGen


def _space_before(value: str, last_was_punctuation: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punctuation:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


# -------------------------------------------------------------------------------------------------------
# Compiling a format for one op class


@dataclass
class _Var:
    """A format variable resolved against the op class."""

    name: str
    kind: str  # "operand", "result", "attribute", "region", "successor"
    group: Any


@dataclass
class CompiledFormat:
    rule: str
    """The Lark rule name (`fmt_<hash>`), shared by ops whose rules are the same."""
    grammar: list[str]
    """The rule and its optional-group sub-rules, as Lark text."""
    group_rules: list[str]
    bind: Callable[..., Any] | None = None
    print: Callable[..., None] | None = None
    source: dict[str, str] = field(default_factory=dict)


def compile_format(cls: type) -> CompiledFormat:
    """The grammar of `cls.format`, and its binder and printer (generated on first use)."""
    found = cls.__dict__.get("_compiled_format")
    if found is None:
        found = _Compiler(cls).compile()
        cls._compiled_format = found  # type: ignore[attr-defined]
    return found


class _Compiler:
    def __init__(self, cls: type) -> None:
        from gpuopt.dialects import ods

        self.ods = ods
        self.cls = cls
        self.name: str = cls.name  # type: ignore[attr-defined]
        self.elements = parse_format(cls.format)  # type: ignore[attr-defined]
        self.operands = {g.name: g for g in cls.operand_groups}  # type: ignore[attr-defined]
        self.results = {g.name: g for g in cls.result_groups}  # type: ignore[attr-defined]
        self.attributes = {g.name: g for g in cls.attribute_defs}  # type: ignore[attr-defined]
        self.regions = {g.name: g for g in cls.region_defs}  # type: ignore[attr-defined]
        self.successors = {g.name: g for g in cls.successor_defs}  # type: ignore[attr-defined]

    def var(self, v: Variable) -> _Var:
        for kind, table in (("operand", self.operands), ("result", self.results), ("attribute", self.attributes),
                            ("region", self.regions), ("successor", self.successors)):
            if v.name in table:
                return _Var(v.name, kind, table[v.name])
        raise FormatError(f"{self.name}: format variable ${v.name} is not declared on {self.cls.__name__}")

    # -- grammar -------------------------------------------------------------------------------------
    def compile(self) -> CompiledFormat:
        self.sub_rules: list[list[str]] = []
        body = self.symbols(self.elements, top=True)
        self.check_ambiguities(self.elements)
        text = " ".join(body)
        key = (text + "|" + "|".join(" ".join(r) for r in self.sub_rules)).encode()
        digest = f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"
        rule = f"fmt_{digest}"
        grammar = [f"{rule}: _kw_{rule} {text}".rstrip()]
        group_rules = []
        for i, sub in enumerate(self.sub_rules):
            name = f"{rule}_g{i}"
            group_rules.append(name)
            grammar.append(f"{name}: {' '.join(sub)}")
        text_all = "\n".join(grammar)
        for i in range(len(self.sub_rules)):
            text_all = text_all.replace(f"@GROUP{i}@", f"{rule}_g{i}")
        return CompiledFormat(rule, text_all.split("\n"), group_rules)

    def symbols(self, elements: tuple[Any, ...], top: bool) -> list[str]:
        out: list[str] = []
        for e in elements:
            out.extend(self.element_symbols(e))
        return out

    def element_symbols(self, e: Any) -> list[str]:
        if isinstance(e, Literal):
            return [_lark_string(e.text)]
        if isinstance(e, Whitespace):
            return []
        if isinstance(e, Directive):
            if e.kind == "attr-dict":
                return ["[attr_dict]"]
            if e.kind == "attr-dict-with-keyword":
                return ['["attributes" attr_dict]']
            if e.kind == "operands":
                return ["[value_uses]"]
            if e.kind == "regions":
                return ["[fmt_regions]"]
            if e.kind == "successors":
                return ["[fmt_successors]"]
            raise FormatError(f"{self.name}: `{e.kind}` is only valid inside type directives")
        if isinstance(e, TypeOf):
            return [self.type_symbol(e.arg)]
        if isinstance(e, FunctionalType):
            return ["function_type"]
        if isinstance(e, Custom):
            directive = CUSTOM_DIRECTIVES.get(e.name)
            if directive is None:
                raise FormatError(f"{self.name}: unknown custom directive custom<{e.name}>")
            index = len(self.sub_rules)
            self.sub_rules.append([directive.grammar])
            return [f"@GROUP{index}@"]
        if isinstance(e, OptionalGroup):
            index = len(self.sub_rules)
            self.sub_rules.append([])  # reserve the index: nested groups come after
            inner: list[str] = []
            for child in e.elements:
                if isinstance(child, Variable) and child is e.anchor and self.var(child).kind == "attribute" \
                        and self.var(child).group.kind.is_unit:
                    continue  # a unit attribute anchor is spelled by the group's literals
                symbols = self.element_symbols(child)
                if not inner and child is e.anchor and symbols == ["[value_uses]"]:
                    symbols = ["value_uses"]  # a variadic anchor leads: the group is there when a value is
                inner.extend(symbols)
            if not inner:
                raise FormatError(f"{self.name}: optional group with nothing to parse")
            self.sub_rules[index] = inner
            return [f"[@GROUP{index}@]"]
        if isinstance(e, Variable):
            v = self.var(e)
            if v.kind == "operand":
                return ["VALUE_ID"] if v.group.kind == "single" else ["[VALUE_ID]"] if v.group.kind == "optional" \
                    else ["[value_uses]"]
            if v.kind == "attribute":
                sym = v.group.kind.symbol
                return [f"[{sym}]"] if v.group.optional and not v.group.kind.is_unit else [sym]
            if v.kind == "region":
                return ["region"]
            if v.kind == "successor":
                return ["CARET_ID"] if not getattr(v.group, "variadic", False) else ["[fmt_successors]"]
            raise FormatError(f"{self.name}: result ${v.name} can only appear in type directives")
        raise FormatError(f"{self.name}: unsupported format element {e!r}")

    def type_symbol(self, arg: Any) -> str:
        if isinstance(arg, Directive):
            return "[types]"
        v = self.var(arg)
        if v.kind not in ("operand", "result"):
            raise FormatError(f"{self.name}: type(${v.name}) of a {v.kind}")
        if v.group.kind == "single":
            return "fmt_type" if v.group.constraint.type_class is not None else "type"
        return "[type]" if v.group.kind == "optional" else "[types]"

    def check_ambiguities(self, elements: tuple[Any, ...]) -> None:
        flat = list(elements)
        for a, b in zip(flat, flat[1:]):
            if isinstance(a, Directive) and a.kind == "attr-dict" and isinstance(b, Variable) \
                    and self.var(b).kind == "region":
                raise FormatError(f"{self.name}: format ambiguity caused by `attr-dict` directive followed by "
                                  f"region `{b.name}` (use attr-dict-with-keyword)")


def leading_attribute_kind(cls: type) -> Any:
    """The kind of the attribute `cls`'s format begins with (`$dimension attr-dict ...`), or None."""
    first = next((e for e in parse_format(cls.format) if not isinstance(e, Whitespace)), None)  # type: ignore[attr-defined]
    if not isinstance(first, Variable):
        return None
    found = next((g for g in cls.attribute_defs if g.name == first.name), None)  # type: ignore[attr-defined]
    return found.kind if found is not None else None


def _lark_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def is_group_rule(name: str) -> bool:
    return "_g" in name[len("fmt_") + 12:]


def grammar_rules(classes: list[type]) -> list[str]:
    """The Lark rules of every format among `classes`, each rule once."""
    seen: set[str] = set()
    out: list[str] = []
    for cls in classes:
        compiled = compile_format(cls)
        if compiled.rule in seen:
            continue
        seen.add(compiled.rule)
        out.extend(compiled.grammar)
    return out


# -------------------------------------------------------------------------------------------------------
# The binder: parsed parts -> op


def binder(cls: type) -> Callable[..., Any]:
    """`bind(p, items, loc)`, building a `cls` op from its format rule's parts (generated once per class)."""
    compiled = compile_format(cls)
    if compiled.bind is None:
        source, namespace = _BinderGen(cls).generate()
        compiled.source["bind"] = source
        exec(compile(source, f"<format binder {cls.name}>", "exec"), namespace)  # type: ignore[attr-defined]  # noqa: S102
        compiled.bind = namespace["bind"]
    return compiled.bind


def printer(cls: type) -> Callable[..., None]:
    """`print_custom(op, p)` of `cls`'s format (generated once per class)."""
    compiled = compile_format(cls)
    if compiled.print is None:
        source, namespace = _PrinterGen(cls).generate()
        compiled.source["print"] = source
        exec(compile(source, f"<format printer {cls.name}>", "exec"), namespace)  # type: ignore[attr-defined]  # noqa: S102
        compiled.print = namespace["print_custom"]
    return compiled.print


class _Gen:
    """What the binder and printer generators share: the op class's variables and constants."""

    def __init__(self, cls: type) -> None:
        self.c = _Compiler(cls)
        self.cls = cls
        self.name = self.c.name
        self.lines: list[str] = []
        self.namespace: dict[str, Any] = {"cls": cls}
        self.constants: dict[int, str] = {}

    def const(self, value: Any) -> str:
        """A name for `value` in the generated code's globals."""
        key = id(value)
        name = self.constants.get(key)
        if name is None:
            name = self.constants[key] = f"K{len(self.constants)}"
            self.namespace[name] = value
        return name

    def emit(self, indent: int, line: str) -> None:
        self.lines.append("    " * indent + line)

    def uses_attr(self, elements: tuple[Any, ...], out: set[str]) -> set[str]:
        for e in elements:
            if isinstance(e, Variable) and self.c.var(e).kind == "attribute":
                out.add(e.name)
            elif isinstance(e, OptionalGroup):
                self.uses_attr(e.elements, out)
                if isinstance(e.anchor, Variable) and self.c.var(e.anchor).kind == "attribute":
                    out.add(e.anchor.name)
            elif isinstance(e, Custom):
                self.uses_attr(e.args, out)
        return out


def _typed_vars(elements: tuple[Any, ...], c: _Compiler, out: dict[str, str]) -> dict[str, str]:
    """Operand/result names whose types the format spells: name -> how ("type", "functional", "custom")."""
    for e in elements:
        if isinstance(e, TypeOf):
            _typed_arg(e.arg, c, out)
        elif isinstance(e, FunctionalType):
            _typed_arg(e.inputs, c, out)
            _typed_arg(e.results, c, out)
        elif isinstance(e, OptionalGroup):
            _typed_vars(e.elements, c, out)
        elif isinstance(e, Custom):
            _typed_vars(e.args, c, out)
    return out


def _typed_arg(arg: Any, c: _Compiler, out: dict[str, str]) -> None:
    if isinstance(arg, Directive):
        for g in (c.operands if arg.kind == "operands" else c.results).values():
            out[g.name] = arg.kind
    else:
        out[arg.name] = "type"


class _BinderGen(_Gen):
    def generate(self) -> tuple[str, dict[str, Any]]:
        c = self.c
        self.after: list[tuple[str, str]] = []
        self.emit(0, "def bind(p, items, loc):")
        for g in c.operands.values():
            self.emit(1, f"o_{g.name} = {'[]' if g.kind == 'variadic' else 'None'}")
        for g in (*c.operands.values(), *c.results.values()):
            self.emit(1, f"t_{g.name} = {'[]' if g.kind == 'variadic' else 'None'}")
        for name in c.attributes:
            self.emit(1, f"a_{name} = None")
        for name in c.regions:
            self.emit(1, f"r_{name} = None")
        for name, g in c.successors.items():
            self.emit(1, f"s_{name} = {'[]' if getattr(g, 'variadic', False) else 'None'}")
        self.emit(1, "attrs = None")
        self.emit(1, "first = {}")
        self.elements(c.elements, "items", 1)
        self.resolve_types()
        self.build()
        return "\n".join(self.lines) + "\n", self.namespace

    def elements(self, elements: tuple[Any, ...], src: str, indent: int) -> None:
        i = 0
        c = self.c
        for e in elements:
            if isinstance(e, (Literal, Whitespace)):
                continue
            item = f"{src}[{i}]"
            i += 1
            if isinstance(e, Variable):
                v = c.var(e)
                if v.kind == "operand":
                    if v.group.kind == "variadic":
                        self.emit(indent, f"o_{v.name} = {item} or []")
                    else:
                        self.emit(indent, f"o_{v.name} = {item}")
                elif v.kind == "attribute":
                    kind = self.const(v.group.kind)
                    if v.group.optional:
                        self.emit(indent, f"if {item} is not None:")
                        self.emit(indent + 1, f"a_{v.name} = {kind}.from_syntax(p, {item}, cls.name)")
                    else:
                        self.emit(indent, f"a_{v.name} = {kind}.from_syntax(p, {item}, cls.name)")
                elif v.kind == "region":
                    self.emit(indent, f"r_{v.name} = {item}")
                elif v.kind == "successor":
                    if getattr(v.group, "variadic", False):
                        self.emit(indent, f"s_{v.name} = [p.successor_ref(t) for t in {item} or []]")
                    else:
                        self.emit(indent, f"s_{v.name} = p.successor_ref({item})")
            elif isinstance(e, Directive):
                if e.kind in ("attr-dict", "attr-dict-with-keyword"):
                    self.emit(indent, f"attrs = {item}")
                elif e.kind == "operands":
                    self.emit(indent, f"o__operands = {item} or []")
                elif e.kind == "regions":
                    self.emit(indent, f"r__regions = {item} or []")
                elif e.kind == "successors":
                    self.emit(indent, f"s__successors = [p.successor_ref(t) for t in {item} or []]")
            elif isinstance(e, TypeOf):
                self.type_of(e.arg, item, indent)
            elif isinstance(e, FunctionalType):
                self.emit(indent, f"ft = {item}")
                self.assign_types(e.inputs, "list(ft.inputs)", indent)
                self.assign_types(e.results, "list(ft.results)", indent)
            elif isinstance(e, Custom):
                spec = CUSTOM_DIRECTIVES[e.name]
                directive = self.const(spec)
                self.emit(indent, f"cv = {directive}.parse(p, {item}, cls.name)")
                if spec.after is not None:
                    self.after.append((directive, item))
                    self.emit(indent, f"cp{len(self.after) - 1} = {item}")
                for k, arg in enumerate(e.args):
                    self.custom_arg(arg, f"cv[{k}]", indent)
            elif isinstance(e, OptionalGroup):
                self.emit(indent, f"g{indent} = {item}")
                self.emit(indent, f"if g{indent} is not None:")
                anchor = e.anchor
                if isinstance(anchor, Variable) and c.var(anchor).kind == "attribute" \
                        and c.var(anchor).group.kind.is_unit:
                    self.emit(indent + 1, f"a_{anchor.name} = {self.const(_unit())}")
                    inner = tuple(x for x in e.elements if x is not anchor)
                else:
                    inner = e.elements
                self.emit(indent + 1, "pass")
                self.elements(inner, f"g{indent}", indent + 1)

    def type_of(self, arg: Any, item: str, indent: int) -> None:
        if isinstance(arg, Directive):
            self.emit(indent, f"t__{arg.kind} = {item} or []")
            return
        v = self.c.var(arg)
        if v.group.kind == "variadic":
            self.emit(indent, f"t_{v.name} = {item} or []")
            return
        if v.group.kind == "single" and v.group.constraint.type_class is not None:
            self.emit(indent, f"t_{v.name}, first[{v.name!r}] = {item}")
            kind = self.const(v.group.constraint.type_class)
            self.emit(indent, f"if not isinstance(t_{v.name}, {kind}):")
            self.emit(indent + 1, f"raise p.custom_error(first[{v.name!r}], cls.name, "
                                  f"'invalid kind of type specified')")
            return
        self.emit(indent, f"t_{v.name} = {item}")

    def assign_types(self, arg: Any, expr: str, indent: int) -> None:
        if isinstance(arg, Directive):
            self.emit(indent, f"t__{arg.kind} = {expr}")
            return
        v = self.c.var(arg)
        if v.group.kind == "variadic":
            self.emit(indent, f"t_{v.name} = {expr}")
        else:
            self.emit(indent, f"t_{v.name} = ({expr} or [None])[0]")

    def custom_arg(self, arg: Any, expr: str, indent: int) -> None:
        """A custom directive's value for one argument: operand tokens, a list of types for `type(...)`
        (whatever the group's kind), an attribute or None."""
        c = self.c
        if isinstance(arg, TypeOf):
            self.assign_types(arg.arg, expr, indent)
        elif isinstance(arg, Variable):
            v = c.var(arg)
            prefix = {"operand": "o", "attribute": "a", "region": "r", "successor": "s"}[v.kind]
            self.emit(indent, f"{prefix}_{v.name} = {expr}")
        elif isinstance(arg, Directive) and arg.kind.startswith("attr-dict"):
            self.emit(indent, f"attrs = {expr}")

    # -- types the format does not spell ------------------------------------------------------------------
    def resolve_types(self) -> None:
        c = self.c
        spelled = _typed_vars(c.elements, c, {})
        known: set[str] = set(spelled)
        groups = {**c.operands, **c.results}
        if any(how == "operands" for how in spelled.values()):
            self.split_all("operands", c.operands)
        if any(how == "results" for how in spelled.values()):
            self.split_all("results", c.results)
        rules = [t for t in getattr(self.cls, "traits", ()) if hasattr(t, "type_links")]
        progress = True
        while progress:
            progress = False
            for name, g in groups.items():
                if name in known:
                    continue
                expr = self.infer(name, g, known, rules)
                if expr is not None:
                    self.emit(1, f"t_{name} = {expr}")
                    known.add(name)
                    progress = True
        missing = [n for n in groups if n not in known]
        infer = getattr(self.cls, "infer_result_types", None)
        if missing and infer is not None and all(n in c.results for n in missing):
            operand_types = ", ".join(f"t_{n}" for n in c.operands)
            self.emit(1, f"inferred = cls.infer_result_types([{operand_types}], attrs)")
            for k, n in enumerate(n for n in c.results):
                if n in missing:
                    self.emit(1, f"t_{n} = inferred[{k}]")
            missing = []
        if missing:
            raise FormatError(f"{self.name}: the type of ${missing[0]} is neither in the format nor inferable")

    def split_all(self, kind: str, groups: dict[str, Any], prefix: str = "t") -> None:
        """`type(operands)` / `functional-type(operands, results)`: the flat type list, split by group (and,
        `prefix` "v", the values of the `operands` directive)."""
        flat = f"{prefix}__{kind}"
        if len(groups) == 1:
            (g,) = groups.values()
            if g.kind == "variadic":
                self.emit(1, f"{prefix}_{g.name} = {flat}")
            else:
                self.emit(1, f"{prefix}_{g.name} = {flat}[0] if {flat} else None")
            return
        variadic = [g for g in groups.values() if g.kind != "single"]
        if len(variadic) > 1:
            raise FormatError(f"{self.name}: `{kind}` types over several variable-length groups")
        fixed = len(groups) - len(variadic)
        pos = "0"
        for g in groups.values():
            if g.kind == "single":
                self.emit(1, f"{prefix}_{g.name} = {flat}[{pos}] if len({flat}) > {pos} else None")
                pos = f"({pos} + 1)"
            else:
                size = f"(len({flat}) - {fixed})"
                self.emit(1, f"{prefix}_{g.name} = {flat}[{pos}:{pos} + {size}]")
                pos = f"({pos} + {size})"

    def infer(self, name: str, g: Any, known: set[str], rules: list[Any]) -> str | None:
        for rule in rules:
            for target, source, transform in rule.type_links(self.c):
                if target == name and source in known:
                    src = f"t_{source}"
                    if transform is not None:
                        src = f"{self.const(transform)}({src}) if {src} is not None else None"
                    return self.repeat(g, src, source)
        buildable = g.constraint.buildable
        if buildable is not None:
            return self.repeat(g, self.const(buildable), None)
        return None

    def repeat(self, g: Any, expr: str, source: str | None) -> str:
        """A single type for a group: as it is for single groups, one per operand for variadic ones."""
        groups = {**self.c.operands, **self.c.results}
        if source is not None and groups[source].kind == "variadic":
            return expr if g.kind == "variadic" else f"({expr} or [None])[0]"
        if g.kind != "variadic":
            return expr
        if g.name in self.c.operands:
            return f"[{expr}] * len(o_{g.name})"
        return f"[{expr}]"

    # -- building -------------------------------------------------------------------------------------------
    def build(self) -> None:
        c = self.c
        values = []
        all_operands = any(isinstance(e, Directive) and e.kind == "operands" for e in c.elements)
        if all_operands:
            self.operand_values()
        for g in c.operands.values():
            if all_operands:
                pass
            elif g.kind == "single":
                self.emit(1, f"v_{g.name} = p.use(o_{g.name}, t_{g.name})")
            elif g.kind == "optional":
                self.emit(1, f"v_{g.name} = p.use(o_{g.name}, t_{g.name}) if o_{g.name} is not None else None")
            else:
                self.emit(1, f"v_{g.name} = p.custom_uses(cls.name, o_{g.name}, t_{g.name})")
            values.append(f"v_{g.name}")
        results = [f"t_{g.name}" for g in c.results.values()]
        attr_names = list(c.attributes)
        if attr_names:
            entries = ", ".join(f"({n!r}, a_{n})" for n in attr_names)
            self.emit(1, f"attributes = p.merge_attributes(loc, cls.name, attrs, [{entries}], {self.reserved()!r})")
        else:
            self.emit(1, f"attributes = p.merge_attributes(loc, cls.name, attrs, (), {self.reserved()!r})")
        regions = [f"r_{n}" for n in c.regions]
        if any(isinstance(e, Directive) and e.kind == "regions" for e in c.elements):
            regions_expr = "r__regions"
        else:
            regions_expr = "[" + ", ".join(regions) + "]"
        for n, g in c.regions.items():
            if g.implicit_terminator is not None:
                self.emit(1, f"{self.const(g.implicit_terminator)}(r_{n}, loc)")
        if any(isinstance(e, Directive) and e.kind == "successors" for e in c.elements):
            succ_expr = "s__successors"
        else:
            parts = []
            for n, g in c.successors.items():
                parts.append(f"*s_{n}" if getattr(g, "variadic", False) else f"s_{n}")
            succ_expr = "[" + ", ".join(parts) + "]"
        self.emit(1, f"op = {self.const(self.c.ods.create)}(cls, [{', '.join(values)}], [{', '.join(results)}], "
                     f"attributes, {regions_expr}, {succ_expr}, loc)")
        for k, (directive, _) in enumerate(self.after):
            self.emit(1, f"{directive}.after(p, op, cp{k})")
        self.emit(1, "return op")

    def operand_values(self) -> None:
        """The `operands` directive: every operand in one list, resolved against the flat type list (a count
        mismatch is the custom parser's error, as `resolveOperands` reports it), then split by group."""
        c = self.c
        if any(how == "operands" for how in _typed_vars(c.elements, c, {}).values()):
            types = "t__operands"
        else:
            types = " + ".join(f"list(t_{g.name})" if g.kind == "variadic" else f"[t_{g.name}]"
                               for g in c.operands.values()) or "[]"
        self.emit(1, f"v__operands = p.custom_uses(cls.name, o__operands, {types})")
        self.split_all("operands", c.operands, prefix="v")

    def reserved(self) -> tuple[str, ...]:
        if self.cls._attr_sized:  # type: ignore[attr-defined]
            return ("operand_segment_sizes",)
        return ()


def _unit() -> Any:
    from gpuopt.ir.attributes import UnitAttr

    return UnitAttr()


# -------------------------------------------------------------------------------------------------------
# The printer


class _PrinterGen(_Gen):
    def generate(self) -> tuple[str, dict[str, Any]]:
        c = self.c
        self.emit(0, "def print_custom(op, p):")
        self.emit(1, "w = p.write")
        self.emit(1, f"w(p.op_name({self.name!r}))")
        self.should_space = True
        self.last_punct = False
        elided = set(self.uses_attr(c.elements, set()))
        if self.cls._attr_sized and not any(  # type: ignore[attr-defined]
                isinstance(e, Directive) and e.kind == "operands" for e in c.elements):
            elided.add("operand_segment_sizes")
        self.elided = tuple(sorted(elided))
        self.elements(c.elements, 1, elide=None)
        self.flush(1)
        return "\n".join(self.lines) + "\n", self.namespace

    pending = ""

    def text(self, indent: int, literal: str) -> None:
        self.pending += literal

    def flush(self, indent: int) -> None:
        if self.pending:
            self.emit(indent, f"w({self.pending!r})")
            self.pending = ""

    def elements(self, elements: tuple[Any, ...], indent: int, elide: Any) -> None:
        for e in elements:
            if e is elide:
                continue
            self.element(e, indent)

    def element(self, e: Any, indent: int) -> None:
        c = self.c
        if isinstance(e, Literal):
            if self.should_space and _space_before(e.text, self.last_punct):
                self.text(indent, " ")
            self.text(indent, e.text)
            self.should_space = len(e.text) != 1 or e.text not in "<({["
            self.last_punct = e.text[0] != "_" and not e.text[0].isalpha()
            return
        if isinstance(e, Whitespace):
            if e.text == "\\n":
                self.flush(indent)
                self.emit(indent, "p.newline()")
            elif e.text:
                self.text(indent, " ")
                self.last_punct = False
            else:
                self.last_punct = True
            if e.text != "\\n":
                self.should_space = False
            return
        if isinstance(e, OptionalGroup):
            self.flush(indent)
            self.emit(indent, f"if {self.present(e.anchor)}:")
            self.emit(indent + 1, "pass")
            anchor = e.anchor
            elide = anchor if (isinstance(anchor, Variable) and c.var(anchor).kind == "attribute"
                               and c.var(anchor).group.kind.is_unit and e.elements[0] is not anchor) else None
            self.elements(e.elements, indent + 1, elide)
            self.flush(indent + 1)
            return
        if isinstance(e, Directive) and e.kind in ("attr-dict", "attr-dict-with-keyword"):
            self.flush(indent)
            keyword = e.kind == "attr-dict-with-keyword"
            self.emit(indent, f"w(p.attr_dict(op.attributes, {self.elided!r}, {keyword}))")
            self.last_punct = False
            return
        if self.should_space or not self.last_punct:
            self.text(indent, " ")
        self.last_punct = False
        self.should_space = True
        self.flush(indent)
        self.emit(indent, self.print_value(e))

    def print_value(self, e: Any) -> str:
        c = self.c
        if isinstance(e, Variable):
            v = c.var(e)
            if v.kind == "operand":
                if v.group.kind == "single":
                    return f"w(p.value(op.{v.name}))"
                if v.group.kind == "optional":
                    return f"w(p.value(op.{v.name}) if op.{v.name} is not None else '')"
                return f"w(p.values(op.{v.name}))"
            if v.kind == "attribute":
                kind = self.const(v.group.kind)
                if v.group.optional:
                    return f"w({kind}.print(p, op.attributes[{v.name!r}]) if {v.name!r} in op.attributes else '')"
                return f"w({kind}.print(p, op.attributes[{v.name!r}]))"
            if v.kind == "region":
                index = list(c.regions).index(v.name)
                return f"{self.const(v.group.printer)}(p, op.regions[{index}])"
            if v.kind == "successor":
                index = list(c.successors).index(v.name)
                if getattr(v.group, "variadic", False):
                    return "w(', '.join(p.block_name(b) for b in op.successors))"
                return f"w(p.block_name(op.successors[{index}]))"
        if isinstance(e, Directive):
            if e.kind == "operands":
                return "w(p.values(op.operands))"
            if e.kind == "successors":
                return "w(', '.join(p.block_name(b) for b in op.successors))"
            if e.kind == "regions":
                return "p.regions_list(op.regions)"
        if isinstance(e, TypeOf):
            return f"w({self.types_text(e.arg, single=True)})"
        if isinstance(e, FunctionalType):
            return f"w(p.function_type({self.types_list(e.inputs)}, {self.types_list(e.results)}))"
        if isinstance(e, Custom):
            args = ", ".join(self.custom_arg(a) for a in e.args)
            return f"w({self.const(CUSTOM_DIRECTIVES[e.name])}.print(p, op{', ' if args else ''}{args}))"
        raise FormatError(f"{self.name}: cannot print {e!r}")

    def types_list(self, arg: Any) -> str:
        if isinstance(arg, Directive):
            return "[v.type for v in op.operands]" if arg.kind == "operands" else "[v.type for v in op.results]"
        v = self.c.var(arg)
        if v.group.kind == "variadic":
            return f"[v.type for v in op.{v.name}]"
        if v.group.kind == "optional":
            return f"([op.{v.name}.type] if op.{v.name} is not None else [])"
        return f"[op.{v.name}.type]"

    def types_text(self, arg: Any, single: bool) -> str:
        if isinstance(arg, Directive):
            return f"p.types({self.types_list(arg)})"
        v = self.c.var(arg)
        if v.group.kind == "single":
            return f"p.type(op.{v.name}.type)"
        if v.group.kind == "optional":
            return f"(p.type(op.{v.name}.type) if op.{v.name} is not None else '')"
        return f"p.types({self.types_list(arg)})"

    def custom_arg(self, arg: Any) -> str:
        if isinstance(arg, TypeOf):
            return self.types_list(arg.arg)
        if isinstance(arg, Variable):
            v = self.c.var(arg)
            if v.kind == "attribute":
                return f"op.attributes.get({v.name!r})"
            if v.kind == "region":
                return f"op.regions[{list(self.c.regions).index(v.name)}]"
            return f"op.{v.name}"
        if isinstance(arg, Directive) and arg.kind.startswith("attr-dict"):
            return "op.attributes"
        raise FormatError(f"{self.name}: unsupported custom directive argument {arg!r}")

    def present(self, anchor: Any) -> str:
        if isinstance(anchor, TypeOf):
            return self.present(anchor.arg)
        if isinstance(anchor, FunctionalType):
            return self.present(anchor.inputs)
        if isinstance(anchor, Custom):
            return self.present(anchor.args[0])
        if isinstance(anchor, Directive):
            return {"operands": "op.operands", "results": "op.results", "regions": "op.regions",
                    "successors": "op.successors"}.get(anchor.kind, "True")
        v = self.c.var(anchor)
        if v.kind == "attribute":
            return f"{anchor.name!r} in op.attributes"
        if v.kind == "region":
            return f"op.regions[{list(self.c.regions).index(v.name)}].blocks"
        if v.group.kind == "variadic":
            return f"op.{v.name}"
        return f"op.{v.name} is not None"
