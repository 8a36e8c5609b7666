"""Locations and diagnostics rendered like mlir-opt: `FILE:LINE:COL: error: message`, source line, caret."""

from __future__ import annotations

from gpuopt.valueclass import dataclass, field


class Location:
    """FILE:LINE:COL of an op or a use.  An immutable value; a plain slotted class rather than a frozen
    dataclass because the parser makes one per op and per operand, and frozen dataclasses construct slowly."""

    __slots__ = ("file", "line", "col")

    def __init__(self, file: str, line: int, col: int) -> None:
        self.file = file
        self.line = line
        self.col = col

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Location):
            return NotImplemented
        return (self.file, self.line, self.col) == (other.file, other.line, other.col)

    def __hash__(self) -> int:
        return hash((self.file, self.line, self.col))

    def __repr__(self) -> str:
        return f"Location(file={self.file!r}, line={self.line!r}, col={self.col!r})"

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass
class Diagnostic:
    severity: str  # "error", "warning", "remark" or "note"
    loc: Location | None
    message: str
    notes: list[Diagnostic] = field(default_factory=list)

    def attach_note(self, message: str, loc: Location | None = None) -> Diagnostic:
        self.notes.append(Diagnostic("note", loc if loc is not None else self.loc, message))
        return self


class DiagnosticError(Exception):
    """Raised for bad input; carries the diagnostic(s) to report."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic

    @classmethod
    def at(cls, loc: Location | None, message: str) -> DiagnosticError:
        return cls(Diagnostic("error", loc, message))

    def note(self, message: str, loc: Location | None = None) -> DiagnosticError:
        self.diagnostic.attach_note(message, loc)
        return self


class SourceManager:
    """Holds the text of each input buffer so diagnostics can show the offending line."""

    def __init__(self) -> None:
        self._lines: dict[str, list[str]] = {}

    def add(self, name: str, text: str) -> None:
        self._lines[name] = text.split("\n")

    def line(self, loc: Location) -> str | None:
        lines = self._lines.get(loc.file)
        if lines is None or not 1 <= loc.line <= len(lines):
            return None
        return lines[loc.line - 1]

    def render(self, diag: Diagnostic) -> str:
        out: list[str] = []
        self._render_one(diag, out)
        loc = diag.loc
        for note in diag.notes:  # (MLIR shows the source line of a note only where the place changes)
            self._render_one(note, out, show_line=note.loc != loc)
            loc = note.loc
        return "\n".join(out) + "\n"

    def _render_one(self, diag: Diagnostic, out: list[str], show_line: bool = True) -> None:
        if diag.loc is None:
            out.append(f"loc(unknown): {diag.severity}: {diag.message}")
            return
        out.append(f"{diag.loc}: {diag.severity}: {diag.message}")
        line = self.line(diag.loc) if show_line else None
        if line is not None:
            out.append(line)
            out.append(" " * max(diag.loc.col - 1, 0) + "^")


# ---------------------------------------------------------------------------------------------------------
# -verify-diagnostics: `// expected-error@+1 {{message}}` annotations checked against what was reported.

import re  # noqa: E402

_EXPECTED = re.compile(r"expected-(error|note|remark|warning) *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}")


@dataclass
class ExpectedDiagnostic:
    severity: str
    loc: Location  # where the annotation is (for "was not produced")
    line: int  # the line it applies to
    message: str
    matched: bool = False

    def matches(self, diag: Diagnostic) -> bool:
        if diag.severity != self.severity or diag.loc is None or diag.loc.line != self.line:
            return False
        return _message_regex(self.message).search(diag.message) is not None


def _message_regex(text: str) -> re.Pattern[str]:
    """A literal substring, where `{{...}}` parts are regular expressions."""
    parts = re.split(r"\{\{(.*?)\}\}", text)
    pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?:{p})" for i, p in enumerate(parts))
    return re.compile(pattern)


def collect_expected(text: str, file: str, first_line: int, last_line: int) -> list[ExpectedDiagnostic]:
    out: list[ExpectedDiagnostic] = []
    lines = text.split("\n")
    pending_below: list[ExpectedDiagnostic] = []
    for number in range(first_line, min(last_line, len(lines)) + 1):
        line = lines[number - 1]
        for m in _EXPECTED.finditer(line):
            where = m.group(3)
            target = number
            if where == "above":
                target = number - 1
            elif where and where[0] in "+-":
                target = number + int(where)
            exp = ExpectedDiagnostic(m.group(1), Location(file, number, m.start() + 1), target, m.group(4))
            out.append(exp)
            if where == "below":
                pending_below.append(exp)
                continue
        if pending_below and not _EXPECTED.search(line):
            for exp in pending_below:
                exp.line = number
            pending_below = []
        elif pending_below and number == last_line:
            pass
    for exp in pending_below:
        exp.line = exp.loc.line + 1
    return out


def check_expected(expected: list[ExpectedDiagnostic], reported: list[Diagnostic]) -> list[Diagnostic]:
    """The errors mlir-opt's verifier prints: unexpected diagnostics and expectations never produced."""
    problems: list[Diagnostic] = []
    flat: list[Diagnostic] = []
    for d in reported:
        flat.append(d)
        flat.extend(d.notes)
    for d in flat:
        for exp in expected:
            if not exp.matched and exp.matches(d):
                exp.matched = True
                break
        else:
            problems.append(Diagnostic("error", d.loc, f"unexpected {d.severity}: {d.message}"))
    for exp in expected:
        if not exp.matched:
            problems.append(Diagnostic("error", exp.loc,
                                       f'expected {exp.severity} "{exp.message}" was not produced'))
    return problems
