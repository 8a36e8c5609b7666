"""The public parse and print contexts that dialects write custom syntax against.

An op with a regular syntax declares a format (`@op(..., format=...)`, see dialects/format.py) and writes no
parser or printer.  An op whose syntax upstream writes by hand (func, gpu.launch, scf.for, ...) has a Lark rule
in its dialect's grammar fragment, a `from_syntax(cls, p: ParseContext, items, loc)` classmethod that builds the
op from the rule's parts, and a `print_custom(self, p: PrintContext)`.  This module is all such code needs from
the parser and the printer: dialects import nothing else of theirs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.literals import dims, int_value, string_value, symbol_name
from gpuopt.tokens import Token

if TYPE_CHECKING:
    from gpuopt.ir import attributes as A

__all__ = ["LabeledBlock", "ParseContext", "PrintContext", "Token", "dims", "int_value", "region_with_entry_args",
           "string_value", "symbol_name"]


class ParseContext(Protocol):
    """What a custom parser (`from_syntax`) gets: source positions, value uses, diagnostics."""

    file: str
    line_offset: int
    text: str
    """The buffer being parsed."""

    def loc(self, token: Token) -> Location:
        """The location of a token."""

    def next_token_loc(self, token: Token) -> Location:
        """Where the token after `token` starts: where mlir-opt reports errors found after reading it."""

    def use(self, token: Token, type: T.Type | None = None) -> Value:
        """A use of the value named by a `%name` token (bound to its definition after the parse)."""

    def uses(self, tokens: list[Token] | None, types: list[T.Type] | None = None) -> list[Value]:
        """Uses of several values, with their types (a count mismatch is an error)."""

    def custom_uses(self, op_name: str, tokens: list[Token] | None, types: list[T.Type]) -> list[Value]:
        """As `uses`, with the count mismatch worded as a custom parser's error."""

    def error(self, token: Token, message: str) -> DiagnosticError:
        """An error at a token (raise it)."""

    def custom_error(self, where: Token | Location | None, op_name: str, message: str) -> DiagnosticError:
        """An error of an op's custom parser: `custom op '<name>' <message>`."""

    def merge_attributes(self, loc: Location, op_name: str, written: dict[str, A.Attribute] | None,
                         inherent: Any, reserved: tuple[str, ...] = ()) -> dict[str, A.Attribute]:
        """The attributes the custom form spells plus the written dictionary (duplicates are an error)."""

    def successor_ref(self, token: Token) -> Any:
        """A `^label` successor (bound to its block after the parse)."""

    def string_value(self, token: Token) -> str:
        """A string literal's value."""

    def symbol_name(self, token: Token) -> str:
        """A `@symbol`'s name."""


class PrintContext(Protocol):
    """What a custom printer (`print_custom`) gets: the output and how values, types and attributes read."""

    def write(self, text: str) -> object:
        """Appends text."""

    def op_name(self, name: str) -> str:
        """An op name as the custom form spells it (the default dialect's prefix dropped)."""

    def value(self, v: Value) -> str:
        """`%name`."""

    def values(self, vs: Sequence[Value]) -> str:
        """`%a, %b`."""

    def type(self, t: T.Type) -> str:
        """A type's text (with aliases)."""

    def types(self, ts: list[T.Type]) -> str:
        """Types, comma separated."""

    def function_type(self, inputs: list[T.Type], results: list[T.Type]) -> str:
        """`(i32) -> f32`."""

    def attr(self, a: A.Attribute, elide_type: bool = False) -> str:
        """An attribute's text."""

    def attr_dict(self, attrs: dict[str, A.Attribute], elide: tuple[str, ...] = (), keyword: bool = False) -> str:
        """` {a = 1 : i64}` (or ` attributes {...}`) without the elided keys; '' when empty."""

    def block_name(self, b: Block) -> str:
        """`^bb1`."""

    def region(self, region: Region, print_entry_args: bool = True, print_empty_block: bool = False,
               print_terminator: Callable[[Operation], bool] | bool = True) -> None:
        """Writes a region in braces."""

    def newline(self) -> None:
        """A new line at the current indentation."""


class LabeledBlock(Block):
    """A parsed block that carries its `^label` (None for an unlabelled entry block) and its arguments' names,
    which the parser binds to uses after the parse."""

    __slots__ = ("arg_names", "_label")

    def __init__(self) -> None:
        super().__init__()
        self.arg_names: list[Any] = []
        self._label: Token | None = None

    @property
    def label(self) -> Token | None:
        return self._label


def region_with_entry_args(p: ParseContext, region: Region, names: list[Token], types: list[T.Type]) -> Region:
    """Gives a custom-form region the entry-block arguments its op's syntax names outside the braces
    (`gpu.launch`'s ids, `scf.for`'s induction variable, a function's arguments); a region written without
    them gets an empty entry block."""
    if not names:
        if not region.blocks:
            region.add_block(Block())
        return region
    entry = LabeledBlock()
    entry.arg_names = [str(n) for n in names]
    for name, t in zip(names, types):
        entry.add_argument(t, p.loc(name))
    if region.blocks:
        first = region.blocks[0]
        label = getattr(first, "_label", None)
        if label is not None:
            raise p.error(label, "invalid block name in region with named arguments")
        for o in first.ops:
            entry.append(o)
        region.blocks[0] = entry
        entry.parent = region
    else:
        region.add_block(entry)
    return region
