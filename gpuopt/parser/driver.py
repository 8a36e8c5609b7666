"""The LALR loop over the lexer's tokens, and syntax errors worded for people."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.ir import types as T
from gpuopt.tokens import OP_GROUP, LexerState, Token, UnexpectedCharacters, UnexpectedInput, UnexpectedToken


class ParserState:
    """What the lexer asks of the parser: the parse table and the current LALR state."""

    __slots__ = ("parse_conf", "state_stack", "type_cache", "type_spans")

    def __init__(self, states: list[dict[str, int]], state_stack: list[int], builder: Any) -> None:
        self.parse_conf = SimpleNamespace(states=states)
        self.state_stack = state_stack
        self.type_cache: dict[str, T.Type] = builder.type_cache if builder is not None else {}
        self.type_spans: dict[int, int] = builder.type_spans if builder is not None else {}

    @property
    def position(self) -> int:
        return self.state_stack[-1]


def drive(parser: Any, builder: Any, text: str) -> Any:
    """The LALR loop over our lexer's tokens, calling the transformer on every reduction."""
    states = parser.states
    reductions = parser.reductions
    state_stack = [parser.start_state]
    value_stack: list[Any] = []
    shim = ParserState(states, state_stack, builder)
    token = None

    lexer_state = LexerState(text)
    if builder is not None:
        builder.lexer_state = lexer_state
    for token in parser.lexer.lex(lexer_state, shim):
        ttype = token.type
        while True:
            try:
                action = states[state_stack[-1]][ttype]
            except KeyError:
                action = states[state_stack[-1]].get(OP_GROUP) if ttype.startswith("OP_") else None
                if action is None:
                    _unknown_op(parser, builder, state_stack, value_stack)
                    _enum_keyword_expected(builder, value_stack, token)
                    expected = {s for s in states[state_stack[-1]] if s.isupper()}
                    raise UnexpectedToken(token, expected) from None
            if action >= 0:
                state_stack.append(action)
                value_stack.append(token)
                break
            size, origin, callback = reductions[~action]
            if size == 1:  # most reductions: replace the top in place
                if callback is not None:
                    value_stack[-1] = callback([value_stack[-1]])
                state_stack[-1] = states[state_stack[-2]][origin]
                continue
            if size:
                children = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
                value_stack.append(callback(children))
            else:
                value_stack.append(callback([]))
            state_stack.append(states[state_stack[-1]][origin])
    end = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
    end_state = parser.end_state
    while True:
        try:
            action = states[state_stack[-1]]["$END"]
        except KeyError:
            _unknown_op(parser, builder, state_stack, value_stack)
            expected = {s for s in states[state_stack[-1]] if s.isupper()}
            raise UnexpectedToken(end, expected) from None
        size, origin, callback = reductions[~action]
        children = value_stack[-size:] if size else []
        del state_stack[len(state_stack) - size:]
        del value_stack[len(value_stack) - size:]
        value_stack.append(children[0] if callback is None else callback(children))
        state_stack.append(states[state_stack[-1]][origin])
        if state_stack[-1] == end_state:
            return value_stack[-1]


_EXPECT_WORDS = {"RPAR": "')'", "LPAR": "'('", "COLON": "':'", "EQUAL": "'='", "RBRACE": "'}'", "LBRACE": "'{'",
                 "MORETHAN": "'>'", "LESSTHAN": "'<'", "COMMA": "','", "RSQB": "']'", "LSQB": "'['"}


def _unknown_op(parser: Any, builder: Any, state_stack: list[int], value_stack: list[Any]) -> None:
    """A word read where an op starts that names no op (a typo: `gpu.alocc`): mlir-opt 14's error at the
    name, rather than a syntax error at whatever follows it."""
    top = value_stack[-1] if value_stack else None
    if not isinstance(top, Token) or top.type != "BARE_ID" or builder is None:
        return
    actions = parser.states[state_stack[-1]].values()
    if any(a < 0 and parser.reductions[~a][1] == "unknown_custom_op" for a in actions):
        raise DiagnosticError.at(builder.loc(top), f"custom op '{top}' is unknown")


def _enum_keyword_expected(builder: Any, value_stack: list[Any], token: Token) -> None:
    """Something other than a word where an op's format starts with a dialect enum (`gpu.thread_id "x"`,
    `gpu.subgroup_mma_elementwise %a`): mlir-opt 14's two errors of the enum attribute's parser."""
    top = value_stack[-1] if value_stack else None
    if builder is None or not isinstance(top, Token) or not top.type.startswith("OP_"):
        return
    from gpuopt.dialects import terminal_op
    from gpuopt.dialects.attr_kinds import DialectEnum
    from gpuopt.dialects.format import leading_attribute_kind

    cls = terminal_op(top.type)
    kind = leading_attribute_kind(cls) if getattr(cls, "format", None) else None
    if isinstance(kind, DialectEnum):
        raise kind.keyword_expected(builder, token, cls.name)


def syntax_error(e: UnexpectedInput, text: str, file: str, line_offset: int, lexer: Any = None) -> DiagnosticError:
    line = getattr(e, "line", 1) or 1
    col = getattr(e, "column", 1) or 1
    if isinstance(e, UnexpectedToken) and e.token.type == "$END":
        lines = text.split("\n")
        line = len(lines)
        col = len(lines[-1]) + 1
        if text.endswith("\n"):
            line -= 1
            col = len(lines[-2]) + 1 if len(lines) > 1 else 1
        return DiagnosticError.at(Location(file, line + line_offset, col), "unexpected end of input")
    loc = Location(file, line + line_offset, col)
    if isinstance(e, UnexpectedCharacters):
        word = re.match(r"[\w.$]+", text[e.pos_in_stream:])
        if word and _at_op_start(e):
            return DiagnosticError.at(loc, f"custom op '{word.group(0)}' is unknown")
        return DiagnosticError.at(loc, f"unexpected character '{text[e.pos_in_stream]}'")
    assert isinstance(e, UnexpectedToken)
    expected = sorted({_describe_terminal(x, lexer) for x in e.expected})
    if len(expected) == 1:
        return DiagnosticError.at(loc, f"expected {expected[0]}")
    shown = ", ".join(expected[:8]) + (", ..." if len(expected) > 8 else "")
    return DiagnosticError.at(loc, f"unexpected '{e.token}', expected one of: {shown}")


_TERMINAL_WORDS = {
    "VALUE_ID": "SSA value", "SYMBOL": "symbol reference", "CARET_ID": "block label", "STRING": "string",
    "INTEGER": "integer", "FLOAT": "float", "INT_TYPE": "type", "FLOAT_TYPE": "type", "BANG_ID": "type",
    "HASH_ID": "attribute", "DIMS": "dimension list", "BARE_ID": "operation name", "LOC": "location",
    "AFFINE_MAP": "attribute", "OPAQUE_BODY": "'<'",
}


def _describe_terminal(name: str, lexer: Any) -> str:
    """A terminal as a person reads it: `')'`, `SSA value`, `operation name` (every op keyword)."""
    if name.startswith("OP_"):
        return "operation name"
    if name in _TERMINAL_WORDS:
        return _TERMINAL_WORDS[name]
    pattern = lexer.patterns.get(name) if lexer is not None else None
    if pattern is not None and (pattern.startswith("!") or pattern in _TYPE_WORDS):
        return "type"
    return f"'{pattern}'" if pattern is not None else _EXPECT_WORDS.get(name, name.lower())


_TYPE_WORDS = {"index", "none", "memref", "tensor", "vector", "complex", "tuple", "ptr", "struct", "array", "void"}


def _at_op_start(e: UnexpectedCharacters) -> bool:
    allowed = getattr(e, "allowed", None) or set()
    return "BARE_ID" in allowed or any(a.startswith("OP_") for a in allowed)
