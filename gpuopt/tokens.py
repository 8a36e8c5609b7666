"""Tokens, the lexer's state and syntax errors, without Lark.

Lark builds the parse tables (once, then they are cached); running the parser needs none of it, and importing
Lark costs a fifth of a small run's start-up.  So the parser's runtime has its own token class, with the
fields of Lark's, and its own syntax-error exceptions."""

from __future__ import annotations

from typing import Any

OP_GROUP = "OP_*"
"""In a parse-table state, the action of every op keyword terminal (`OP_GPU_ALLOC`, ...) the state does not
list itself.  Where any op may start, a state would otherwise hold one entry per op with custom syntax (most
of the tables' size, which every run loads): with the group, the tables stay the same size as dialects come."""


class Token(str):
    """A token: its text, with its kind (`type`), offsets and 1-based line and column.  MLIR tokens lie on
    one line, so the end line and column follow from the rest."""

    __slots__ = ("type", "start_pos", "end_pos", "line", "column")

    def __new__(cls, type: str, value: str, start_pos: int | None = None, line: int | None = None,
                column: int | None = None, end_pos: int | None = None) -> Token:
        tok = str.__new__(cls, value)
        tok.type = type
        tok.start_pos = start_pos
        tok.line = line
        tok.column = column
        tok.end_pos = end_pos if end_pos is not None or start_pos is None else start_pos + len(value)
        return tok

    @property
    def value(self) -> str:
        return str.__str__(self)

    @property
    def end_line(self) -> int | None:
        return self.line

    @property
    def end_column(self) -> int | None:
        return self.column + len(self) if self.column is not None else None

    @classmethod
    def new_borrow_pos(cls, type: str, value: str, borrow: Token) -> Token:
        return cls(type, value, borrow.start_pos, borrow.line, borrow.column, borrow.end_pos)

    def __reduce__(self) -> Any:
        return (Token, (self.type, str(self), self.start_pos, self.line, self.column, self.end_pos))

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


class LexerState:
    """What the lexer keeps across tokens of one buffer: its text and the last token it produced."""

    __slots__ = ("text", "last_token")

    def __init__(self, text: str) -> None:
        self.text = text
        self.last_token: Token | None = None


class UnexpectedInput(Exception):
    """A syntax error at `line`, `column`."""

    line = 1
    column = 1


class UnexpectedToken(UnexpectedInput):
    """A token no grammar rule accepts here; `expected`: the terminals that would have been."""

    def __init__(self, token: Token, expected: set[str]) -> None:
        super().__init__(f"unexpected {token!r}")
        self.token = token
        self.expected = expected
        self.line = token.line or 1
        self.column = token.column or 1


class UnexpectedCharacters(UnexpectedInput):
    """Text that starts no token; `allowed`: the terminals the parser accepted there."""

    def __init__(self, text: str, pos: int, line: int, column: int, allowed: set[str]) -> None:
        super().__init__(f"unexpected character at {line}:{column}")
        self.pos_in_stream = pos
        self.line = line
        self.column = column
        self.allowed = allowed
