"""Source locations as MLIR 14 spells them in `loc(...)`, for `-mlir-print-debuginfo`.

A location is a small tuple tree: `("unknown",)`, `("file", name, line, col)`, `("name", name, child)`,
`("callsite", callee, caller)` or `("fused", metadata_text, (locations...))`.  Ops keep a `Location` (FILE:
LINE:COL), which diagnostics use; an op written with another kind of `loc(...)` gets a `DebugLoc`: still the
op's own FILE:LINE:COL for diagnostics, carrying the location as written for printing.  Fused locations are
simplified as MLIR builds them (nested fused ones with the same metadata flattened, unknown ones and duplicates
dropped, a single location without metadata is that location).
"""

from __future__ import annotations

import re

from gpuopt.diagnostics import Location

Loc = tuple
UNKNOWN: Loc = ("unknown",)


class DebugLoc(Location):
    """A diagnostic location that also remembers the `loc(...)` the source gave the op or argument."""

    __slots__ = ("node",)

    def __init__(self, file: str, line: int, col: int, node: Loc) -> None:
        super().__init__(file, line, col)
        self.node = node


def node_of(loc: Location | None) -> Loc:
    """The printable location of an op or block argument (None: unknown, as for ops passes create)."""
    if loc is None:
        return UNKNOWN
    if isinstance(loc, DebugLoc):
        return loc.node
    return ("file", loc.file, loc.line, loc.col)


def location_text(node: Loc, pretty: bool = False) -> str:
    """The location as upstream's printLocationInternal writes it (inside `loc(...)` unless pretty)."""
    from gpuopt.ir.attributes import escape_string

    kind = node[0]
    if kind == "unknown":
        return "[unknown]" if pretty else "unknown"
    if kind == "file":
        name = node[1] if pretty else '"' + escape_string(node[1]) + '"'
        return f"{name}:{node[2]}:{node[3]}"
    if kind == "name":
        child = node[2]
        text = '"' + escape_string(node[1]) + '"'
        return text if child == UNKNOWN else f"{text}({location_text(child, pretty)})"
    if kind == "callsite":
        callee, caller = node[1], node[2]
        if not pretty:
            return f"callsite({location_text(callee)} at {location_text(caller)})"
        separator = " at " if callee[0] == "name" and caller[0] == "file" else "\n at "
        return location_text(callee, True) + separator + location_text(caller, True)
    metadata = f"<{node[1]}>" if node[1] is not None else ""
    return ("" if pretty else "fused") + metadata + "[" + ", ".join(location_text(n, pretty) for n in node[2]) + "]"


def fused(locations: list[Loc], metadata: str | None) -> Loc:
    """MLIR's FusedLoc::get, simplifications included."""
    flat: list[Loc] = []
    for loc in locations:
        parts = loc[2] if loc[0] == "fused" and loc[1] == metadata else [loc]
        for part in parts:
            if part != UNKNOWN and part not in flat:
                flat.append(part)
    if not flat:
        return UNKNOWN if metadata is None else ("fused", metadata, (UNKNOWN,))
    if len(flat) == 1 and metadata is None:
        return flat[0]
    return ("fused", metadata, tuple(flat))


_TOKEN = re.compile(r'\s*("(?:\\.|[^"\\])*"|\d+|unknown\b|callsite\b|fused\b|at\b|[()\[\],:<>])')


def parse_location(text: str) -> Loc | None:
    """The location of a `loc(...)` spelling, or None if it is not one this module reads (an alias)."""
    body = text.strip()
    if not (body.startswith("loc(") and body.endswith(")")):
        return None
    parser = _Parser(body[4:-1])
    try:
        node = parser.location()
    except ValueError:
        return None
    return node if parser.at_end() else None


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def at_end(self) -> bool:
        return not self.text[self.pos:].strip()

    def peek(self) -> str:
        m = _TOKEN.match(self.text, self.pos)
        return m.group(1) if m else ""

    def take(self, expected: str | None = None) -> str:
        m = _TOKEN.match(self.text, self.pos)
        if m is None or (expected is not None and m.group(1) != expected):
            raise ValueError(expected)
        self.pos = m.end()
        return m.group(1)

    def location(self) -> Loc:
        from gpuopt.literals import string_value as A_string

        token = self.take()
        if token == "unknown":
            return UNKNOWN
        if token == "callsite":
            self.take("(")
            callee = self.location()
            self.take("at")
            caller = self.location()
            self.take(")")
            return ("callsite", callee, caller)
        if token == "fused":
            metadata = None
            if self.peek() == "<":
                close = self._metadata_end()
                metadata = self.text[self.pos + 1:close].strip()
                self.pos = close + 1
            self.take("[")
            parts = [self.location()]
            while self.peek() == ",":
                self.take(",")
                parts.append(self.location())
            self.take("]")
            return fused(parts, metadata)
        if not token.startswith('"'):
            raise ValueError(token)
        name = A_string(token)
        if self.peek() == ":":
            self.take(":")
            line = int(self.take())
            self.take(":")
            return ("file", name, line, int(self.take()))
        if self.peek() == "(":
            self.take("(")
            child = self.location()
            self.take(")")
            return ("name", name, child)
        return ("name", name, UNKNOWN)

    def _metadata_end(self) -> int:
        """The index of the `>` closing the metadata attribute that starts at the current `<`."""
        start = self.text.index("<", self.pos)
        depth = 0
        in_string = False
        for i in range(start, len(self.text)):
            c = self.text[i]
            if in_string:
                in_string = c != '"' or self.text[i - 1] == "\\"
            elif c == '"':
                in_string = True
            elif c == "<":
                depth += 1
            elif c == ">":
                depth -= 1
                if depth == 0:
                    return i
        raise ValueError("metadata")
