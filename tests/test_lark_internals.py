"""The Lark internals the parser's table compiler relies on (gpuopt/parser/tables.py, LARK_INTERNALS) are
there, with the shape it reads.  A Lark release that changes one fails here, by name, instead of as a
mysterious parse error; pyproject.toml bounds Lark to the versions checked."""

from __future__ import annotations

from functools import partial

from lark import Lark, Token, Transformer, Tree
from lark.lexer import Lexer, LexerState
from lark.parse_tree_builder import (
    ChildFilterLALR,
    ChildFilterLALR_NoPlaceholders,
    ExpandSingleChild,
    ParseTreeBuilder,
)
from lark.parsers.lalr_analysis import Shift

from gpuopt.parser.tables import LARK_INTERNALS

GRAMMAR = """
start: item*
item: "[" [WORD] "]" -> bracket
    | WORD
?wrapped: item
WORD: /[a-z]+/
%ignore " "
"""


def test_parse_table_shape() -> None:
    lark = Lark(GRAMMAR, parser="lalr", maybe_placeholders=True)
    table = lark.parser.parser._parse_table
    assert sorted(table.states) == list(range(len(table.states)))
    assert "start" in table.start_states and "start" in table.end_states
    actions = {action for state in table.states.values() for action, _ in state.values()}
    assert Shift in actions


def test_child_filters_and_tree_callbacks() -> None:
    lark = Lark(GRAMMAR, parser="lalr", maybe_placeholders=True)

    class Callbacks(Transformer):  # the Builder is a Transformer
        def bracket(self, items: list) -> list:
            return items

    callbacks = ParseTreeBuilder(lark.rules, Tree, maybe_placeholders=True).create_callback(Callbacks())
    kinds = {type(c) for c in callbacks.values()}
    assert kinds & {ChildFilterLALR, ChildFilterLALR_NoPlaceholders, ExpandSingleChild, partial}
    for callback in callbacks.values():
        if isinstance(callback, ChildFilterLALR):
            assert hasattr(callback, "to_include") and hasattr(callback, "append_none")
            assert hasattr(callback, "node_builder")
        elif isinstance(callback, ChildFilterLALR_NoPlaceholders):
            assert hasattr(callback, "to_include") and hasattr(callback, "node_builder")
        elif isinstance(callback, ExpandSingleChild):
            assert hasattr(callback, "node_builder")
    defaults = [c for c in callbacks.values() if isinstance(c, partial)]
    assert defaults and all(getattr(c.func, "__name__", "") == "default_callback" for c in defaults)


def test_lexer_interface() -> None:
    assert issubclass(type("L", (Lexer,), {"__future_interface__": 2, "lex": lambda self, s, p: iter(())}), Lexer)
    state = LexerState("text")
    state.last_token = Token("WORD", "x")
    assert state.text == "text" and state.last_token == "x"
    assert Token.new_borrow_pos("$END", "", Token("WORD", "x", 0, 1, 1)).type == "$END"


def test_every_internal_is_named() -> None:
    assert len(LARK_INTERNALS) == 8
