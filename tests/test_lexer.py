"""The lexer's tokens as the parser sees them: kinds, text, positions, and the type texts it hands over
whole once the parser has built them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from gpuopt.parser import _parser, parse

TEXT = """func @f(%arg0: memref<?xf32>, %arg1: index) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%arg1) : memref<?xf32>
  gpu.wait [%t1]
  return
}
"""


def _tokens(text: str, allow_unregistered: bool = False) -> list[Any]:
    parser, _ = _parser()
    seen: list[Any] = []
    lex = parser.lexer.lex

    def spy(*args: Any) -> Iterator[Any]:
        for token in lex(*args):
            seen.append(token)
            yield token

    parser.lexer.lex = spy  # type: ignore[method-assign]
    try:
        parse(text, "t.mlir", allow_unregistered=allow_unregistered)
    finally:
        del parser.lexer.lex
    return seen


@pytest.fixture(scope="module")
def tokens() -> list[Any]:
    return _tokens(TEXT)


def test_kinds_and_text(tokens: list[Any]) -> None:
    assert [(t.type, str(t)) for t in tokens[:6]] == [
        ("OP_BUILTIN_FUNC", "func"), ("SYMBOL", "@f"), ("LPAR", "("), ("VALUE_ID", "%arg0"), ("COLON", ":"),
        ("MEMREF", "memref")]
    assert [(t.type, str(t)) for t in tokens if str(t) in ("[", "]")] == [("LSQB", "["), ("RSQB", "]")] * 2


def test_positions(tokens: list[Any]) -> None:
    lines = TEXT.split("\n")
    for token in tokens:
        assert TEXT[token.start_pos:token.end_pos] == str(token) == token.value
        assert lines[token.line - 1][token.column - 1:].startswith(str(token)), token
        assert (token.end_line, token.end_column) == (token.line, token.column + len(token))


def test_a_type_seen_before_is_one_token(tokens: list[Any]) -> None:
    literals = [str(t) for t in tokens if t.type == "TYPE_LITERAL"]
    assert literals == ["memref<?xf32>"]  # the second memref<?xf32>; the first one is lexed piece by piece
    first = next(t for t in tokens if str(t) == "memref")
    assert first.line == 1


def test_dims_and_brackets_by_context() -> None:
    tokens = _tokens('"t.op"() : () -> (memref<4x?xf32>, vector<2x[4]xf32>)\n', allow_unregistered=True)
    assert [(t.type, str(t)) for t in tokens if t.type == "DIMS"] == [("DIMS", "4x?x"), ("DIMS", "2x[4]x")]


@pytest.mark.parametrize("text, column", [("  %2b = arith.constant 1 : i32\n", 5), ("  br ^1b\n^1b:\n", 8)])
def test_a_numeric_suffix_id_ends_at_its_digits(text: str, column: int) -> None:
    """`%2b` and `^1b` are the name `%2` (`^1`) then the word `b`, as MLIR's lexer reads a suffix-id: an
    error at the `b`, where mlir-opt 14 reports it."""
    from gpuopt.diagnostics import DiagnosticError

    with pytest.raises(DiagnosticError) as info:
        parse("func @f() {\n" + text + "  return\n}\n", "t.mlir")
    loc = info.value.diagnostic.loc
    assert loc is not None and (loc.line, loc.col) == (2, column)
