"""A hand-written contextual lexer for the MLIR grammar, plugged into Lark's LALR parser.

Lark's own contextual lexer tries one regex alternation per parser state; profiling showed it taking about
half of the parse time.  This lexer dispatches on the first character, and only where MLIR's lexical
syntax is genuinely ambiguous does it ask the parser which terminals the current state accepts: `4x8xf32`
is a shape prefix inside `memref<`, `x` is a keyword inside `!llvm.array<4 x i32>`, `func` is an op
keyword at the start of an op but an LLVM type name inside `!llvm.ptr<...>`, and `std.return` is a
spelling of the keyword `return`.

Programs repeat the same few types (`memref<?xf32>`) many times.  The first time a `memref<...>` is seen
its extent is recorded in `type_spans`; once the parser has built it, the parser stores the type under its
text in `type_cache`, and from then on the lexer hands that text over as one TYPE_LITERAL token: a dict
lookup instead of five tokens and their reductions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from gpuopt.tokens import OP_GROUP, LexerState, Token, UnexpectedCharacters

_SKIP = re.compile(r"(?:[ \t\r\n\f\v]+|//[^\n]*)*")
_WORD = re.compile(r"[A-Za-z_][\w$.]*")
_DIALECT_WORD = re.compile(r"[!#][A-Za-z_][\w$.\-]*")
_SUFFIX_ID = r"(?:[0-9]+|[A-Za-z_$.\-][\w$.\-]*)"
"""MLIR's suffix-id, the name after `%` and `^`: digits only, or a word (`%2b` is `%2` then `b`)."""
_VALUE_ID = re.compile(rf"%{_SUFFIX_ID}(?:#[0-9]+)?")
_SYMBOL = re.compile(r'@(?:[A-Za-z_$.\-][\w$.\-]*|"[^"\\]*(?:\\.[^"\\]*)*")')
_CARET_ID = re.compile(rf"\^{_SUFFIX_ID}")
_STRING = re.compile(r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')  # unrolled: no backtracking frame per character
_NUMBER = re.compile(r"0x[0-9a-fA-F]+|[0-9]+(\.[0-9]*([eE][-+]?[0-9]+)?)?")
_DIMS = re.compile(r"(?:(?:[0-9]+|\?)x)+(?:\[[0-9]+(?:x[0-9]+)*\]x)?|\[[0-9]+(?:x[0-9]+)*\]x")
"""A shape prefix: `4x?x`, with trailing scalable vector dimensions `2x[4x8]x`."""
_INT_TYPE = re.compile(r"[su]?i(?:0|[1-9][0-9]*)\Z")
_FLOAT_TYPE = re.compile(r"(?:f16|bf16|f32|f64|f80|f128)\Z")
_AFFINE_MAP = re.compile(r"affine_map<(?:->|[^<>])*>")
_AFFINE_SET = re.compile(r"affine_set<(?:>=|[^<>])*>")
_LOC = re.compile(r"loc\(([^()]|\(([^()]|\(([^()]|\([^()]*\))*\))*\))*\)")
_OPAQUE_BODY = re.compile(r"<([^<>]|<([^<>]|<([^<>]|<[^<>]*>)*>)*>)*>")
_TYPE_KEYWORDS = frozenset(("memref", "tensor", "vector", "complex", "tuple"))
_ANGLE = re.compile(r"<(?:[^<>\-]|->?|<(?:[^<>\-]|->?|<(?:[^<>\-]|->?|<(?:[^<>\-]|->?)*>)*>)*>)*>")
"""Balanced `<...>` to four levels, `->` inside affine maps not closing: the extent of a type's body."""
_SKIP_START = frozenset(" \t\r\n\f\v/")
_SIMPLE_PUNCT = frozenset(",=(){}]>")
"""Punctuation that begins no longer token and means the same in every parser state."""
_new_str = str.__new__
_UNKNOWN = "?unknown"
_PUNCT2 = ("->", "::", "*x")


LEXER_TOKENS = frozenset(("VALUE_ID", "SYMBOL", "CARET_ID", "HASH_ID", "BANG_ID", "OPAQUE_BODY", "BARE_ID",
                          "INT_TYPE", "FLOAT_TYPE", "STRING", "FLOAT", "INTEGER", "DIMS", "UNRANKED", "AFFINE_MAP",
                          "AFFINE_SET", "LOC", "TYPE_LITERAL"))
"""The terminals this lexer defines (the grammar `%declare`s them): the one table of MLIR's token kinds;
keywords and punctuation are the grammar's own strings."""


class MlirLexer:
    """The lexer (Lark's table builder instantiates it too, wrapped as a Lark lexer: see parser/tables.py)."""

    aliases: dict[str, str] = {}
    """Other spellings of op keywords (`std.return`, `func.func`) -> the keyword; set by the parser."""

    def __init__(self, conf: Any) -> None:
        self.keywords: dict[str, list[str]] = {}
        self.punct: dict[str, str] = {}
        self.word_regexes: list[tuple[str, re.Pattern[str]]] = []
        self.word_kinds: dict[tuple[str, int], str | None] = {}
        """(word, parser state) -> the terminal `_word` chose: the grammar alone decides it."""
        known = LEXER_TOKENS
        specs = getattr(conf, "terminal_specs", None)
        if specs is None:  # made by Lark, while it builds the tables
            specs = self.terminal_specs(conf.terminals)
        self.patterns: dict[str, str] = {name: value for name, kind, value, _ in specs if kind == "str"}
        for name, kind, value, regexp in specs:
            if name in known:
                continue
            if kind == "str":
                if re.fullmatch(r"[!#]?[A-Za-z_][\w$.]*", value):
                    self.keywords.setdefault(value, []).append(name)
                else:
                    self.punct[value] = name
            else:
                self.word_regexes.append((name, re.compile(regexp + r"\Z")))

    @staticmethod
    def terminal_specs(terminals: list[Any]) -> list[tuple[str, str, str, str]]:
        """Lark's terminal definitions as plain data, cached with the tables: (name, "str" or "re", the
        pattern's value, its regular expression)."""
        return [(str(t.name), str(t.pattern.type), str(t.pattern.value), str(t.pattern.to_regexp())) for t in terminals]

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:
        text = lexer_state.text
        if not isinstance(text, str):
            text = text.text
        states = parser_state.parse_conf.states
        state_stack = parser_state.state_stack
        type_cache: dict[str, Any] = parser_state.type_cache
        type_spans: dict[int, int] = parser_state.type_spans
        n = len(text)
        pos = 0
        line = 1
        line_start = 0
        keywords, punct, aliases = self.keywords, self.punct, self.aliases
        simple = {c: name for c, name in punct.items() if c in _SIMPLE_PUNCT}
        word_kinds = self.word_kinds
        while True:
            if pos >= n:
                return
            c = text[pos]
            if c == " " and pos + 1 < n and text[pos + 1] not in _SKIP_START:  # the usual single space
                pos += 1
                c = text[pos]
            elif c in _SKIP_START:
                end = _SKIP.match(text, pos).end()
                if end != pos:
                    newlines = text.count("\n", pos, end)
                    if newlines:
                        line += newlines
                        line_start = text.rindex("\n", pos, end) + 1
                    pos = end
                    if pos >= n:
                        return
                    c = text[pos]
            kind: str | None = simple.get(c)
            if kind is not None:
                stop = pos + 1
            elif c == "%" and (m := _VALUE_ID.match(text, pos)) is not None:
                kind, stop = "VALUE_ID", m.end()
            elif c == "[" and "DIMS" not in states[state_stack[-1]]:  # not a scalable shape `[4]x`
                kind, stop = punct["["], pos + 1
            elif c == ":":
                if text.startswith("::", pos):
                    kind, stop = punct.get("::"), pos + 2
                if kind is None:
                    kind, stop = punct[":"], pos + 1
            else:
                state = state_stack[-1]
                accepts = states[state]
                stop = pos
                if (c.isascii() and c.isalpha()) or c == "_":
                    m = _WORD.match(text, pos)
                    stop = m.end()
                    word = m.group()
                    if word in _TYPE_KEYWORDS and "TYPE_LITERAL" in accepts:
                        m = _ANGLE.match(text, stop)
                        if m:
                            end = m.end()
                            literal = text[pos:end]
                            if literal in type_cache:
                                tok = _token("TYPE_LITERAL", literal, pos, line, pos - line_start + 1, end)
                                lexer_state.last_token = tok
                                yield tok
                                pos = end
                                continue
                            type_spans[pos] = end
                    kind = word_kinds.get((word, state), _UNKNOWN)
                    if kind is _UNKNOWN:
                        kind = self._word(word, accepts, text, pos)
                        if word != "loc":  # the only word whose kind depends on what follows it
                            if len(word_kinds) > 100_000:
                                word_kinds.clear()
                            word_kinds[(word, state)] = kind
                    if kind == "AFFINE_MAP" or kind == "LOC" or kind == "AFFINE_SET":
                        m = (_AFFINE_MAP if kind == "AFFINE_MAP" else _AFFINE_SET if kind == "AFFINE_SET" else _LOC
                             ).match(text, pos)
                        if m is None:
                            kind = "BARE_ID"
                        else:
                            stop = m.end()
                    elif kind in ("BARE_ID", None) and word in aliases:
                        word = aliases[word]
                        kind = self._word(word, accepts, text, pos)
                        tok = _token(kind or "BARE_ID", word, pos, line, pos - line_start + 1, stop)
                        lexer_state.last_token = tok
                        yield tok
                        pos = stop
                        continue
                elif c.isdigit() or c == "?" or (c == "[" and "DIMS" in accepts):
                    if "DIMS" in accepts:
                        m = _DIMS.match(text, pos)
                        if m:
                            kind, stop = "DIMS", m.end()
                    if kind is None and c != "?" and c != "[":
                        m = _NUMBER.match(text, pos)
                        kind, stop = ("FLOAT" if m.group(1) else "INTEGER"), m.end()
                elif c == "@":
                    m = _SYMBOL.match(text, pos)
                    if m:
                        kind, stop = "SYMBOL", m.end()
                elif c == "^":
                    m = _CARET_ID.match(text, pos)
                    if m:
                        kind, stop = "CARET_ID", m.end()
                elif c == '"':
                    m = _STRING.match(text, pos)
                    if m:
                        kind, stop = "STRING", m.end()
                elif c == "!" or c == "#":
                    m = _DIALECT_WORD.match(text, pos)
                    if m:
                        stop = m.end()
                        word = m.group()
                        names = keywords.get(word)
                        kind = _pick(names, accepts) if names else None
                        if kind is None:
                            kind = "BANG_ID" if c == "!" else "HASH_ID"
                elif c == "<" and "OPAQUE_BODY" in accepts:
                    m = _OPAQUE_BODY.match(text, pos)
                    if m:
                        kind, stop = "OPAQUE_BODY", m.end()
                if kind is None:
                    if c == "." and text.startswith("...", pos):
                        kind, stop = punct.get("..."), pos + 3
                    if kind is None:
                        two = text[pos:pos + 2]
                        if two in _PUNCT2 and (two != "*x" or "UNRANKED" in accepts):
                            kind, stop = ("UNRANKED" if two == "*x" else punct.get(two)), pos + 2
                    if kind is None and c in punct:
                        kind, stop = punct[c], pos + 1
                    if kind is None:
                        raise UnexpectedCharacters(text, pos, line, pos - line_start + 1,
                                                   allowed={k for k in accepts if k.isupper()})
            # _token(kind, text[pos:stop], pos, line, pos - line_start + 1, stop), inlined: most tokens get here
            tok = _new_str(MlirToken, text[pos:stop])
            tok.type = kind
            tok.start_pos = pos
            tok.end_pos = stop
            tok.line = line
            tok.column = pos - line_start + 1
            lexer_state.last_token = tok
            yield tok
            pos = stop

    def _word(self, word: str, accepts: dict, text: str, pos: int) -> str | None:
        names = self.keywords.get(word)
        if names:
            kind = _pick(names, accepts)
            if kind is not None:
                return kind
        if word == "affine_map" and "AFFINE_MAP" in accepts:
            return "AFFINE_MAP"
        if word == "affine_set" and "AFFINE_SET" in accepts:
            return "AFFINE_SET"
        if word == "loc" and "LOC" in accepts and text.startswith("loc(", pos):
            return "LOC"
        if "INT_TYPE" in accepts and _INT_TYPE.match(word):
            return "INT_TYPE"
        if "FLOAT_TYPE" in accepts and _FLOAT_TYPE.match(word):
            return "FLOAT_TYPE"
        for name, regex in self.word_regexes:
            if name in accepts and regex.match(word):
                return name
        if "BARE_ID" in accepts:
            return "BARE_ID"
        if names:
            return names[0]  # not acceptable here: let the parser report it in context
        return "BARE_ID"


MlirToken = Token
"""(The token class the lexer makes: five fields set per token.)"""


def _token(kind: str, value: str, pos: int, line: int, column: int, end: int) -> Token:
    """A token made without Token.__new__'s argument handling (a third of the lexer's time)."""
    tok = _new_str(MlirToken, value)
    tok.type = kind
    tok.start_pos = pos
    tok.end_pos = end
    tok.line = line
    tok.column = column
    return tok


def _pick(names: list[str], accepts: dict) -> str | None:
    for name in names:
        if name in accepts or (OP_GROUP in accepts and name.startswith("OP_")):
            return name
    return None
