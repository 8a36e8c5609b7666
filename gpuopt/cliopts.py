"""LLVM's command-line syntax in front of a click command, so that upstream RUN lines work as written.

mlir-opt parses its options with LLVM's `cl`: one or two dashes (`-o`, `--o`), values after `=` or as the next
argument (`-o=out.mlir`, `-o out.mlir`), booleans that take `=true`/`=false`/`=1`/`=0`, enums and unsigned
integers checked with LLVM's messages, each option at most once, pass flags and `--pass-pipeline` kept in
command-line order, and an unknown option answered with the nearest known one ("Did you mean
'--gpu-to-llvm'?").  The options are declared once, on the click command (names, flags, types, help); this
module reads those declarations, checks argv as LLVM would, and hands click an argv in click's own spelling.
"""

from __future__ import annotations

from typing import Any

import click

from gpuopt.passes import PASSES, PROGRAM, PassOptionError, parse_bool, parse_integer
from gpuopt.passes.manager import PassFlag, PipelineText, Step
from gpuopt.valueclass import dataclass, field

PIPELINE = "pass-pipeline"


@dataclass
class CommandLine:
    """argv for click, the pass steps in order, and the error lines LLVM would print (exit 1 if any)."""

    click_args: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Option:
    param: click.Option
    negated: bool = False
    """Spelled by the option's `--no-...` secondary name."""

    @property
    def flag(self) -> bool:
        return bool(self.param.is_flag)


def _options(command: click.Command) -> dict[str, _Option]:
    table: dict[str, _Option] = {}
    for param in command.get_params(click.Context(command, **command.context_settings)):
        if isinstance(param, click.Option):
            for name in param.opts:
                table[name.lstrip("-")] = _Option(param)
            for name in param.secondary_opts:
                table[name.lstrip("-")] = _Option(param, negated=True)
    return table


def parse_command_line(command: click.Command, argv: list[str]) -> CommandLine:
    """Checks `argv` as LLVM's cl would for `command` (plus every registered pass and `--pass-pipeline`)."""
    table = _options(command)
    out = CommandLine()
    seen: set[str] = set()
    positional: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            positional += argv[i:]
            break
        if not arg.startswith("-") or arg == "-":
            positional.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, sep, value = body.partition("=")
        if name in PASSES:
            out.steps.append(PassFlag(name, value))
            continue
        if name == PIPELINE:
            try:
                out.steps.append(PipelineText(value))
            except PassOptionError as e:
                out.errors += e.lines
            continue
        option = table.get(name)
        if option is None:
            out.errors += _unknown(arg, body, table)
            continue
        param = option.param
        display = _display(name)
        if not param.multiple and param.name in seen and param.name not in ("help", "version"):
            out.errors.append(f"{PROGRAM}: for the {display} option: may only occur zero or one times!")
            continue
        seen.add(param.name or name)
        if option.flag:
            truth = parse_bool(value if sep else None)
            if truth is None:
                out.errors.append(f"{PROGRAM}: for the {display} option: '{value}' is invalid value for boolean "
                                  f"argument! Try 0 or 1")
            elif option.negated or param.secondary_opts:
                out.click_args.append(param.opts[0] if truth != option.negated else param.secondary_opts[0])
            elif truth:
                out.click_args.append(param.opts[0])
            continue
        if not sep and not param.multiple:
            if i == len(argv):
                out.errors.append(f"{PROGRAM}: for the {display} option: requires a value!")
                continue
            value = argv[i]
            i += 1
        problem = _check_value(param, value)
        if problem:
            out.errors.append(f"{PROGRAM}: for the {display} option: {problem}")
            continue
        for item in value.split(",") if param.multiple else [value]:
            out.click_args += [param.opts[0], item]
    if len(positional) > 1:
        out.errors += [f"{PROGRAM}: Too many positional arguments specified!",
                       f"Can specify at most 1 positional arguments: See: {PROGRAM} --help"]
    out.click_args += positional
    return out


def _display(name: str) -> str:
    """LLVM's spelling of an option name in messages: `-o`, `--split-input-file`."""
    return ("-" if len(name) == 1 else "--") + name


def _check_value(param: click.Option, value: str) -> str | None:
    """LLVM's complaint about `value` for `param`, or None."""
    kind: Any = param.type
    if isinstance(kind, click.Choice):
        return None if value in kind.choices else f"Cannot find option named '{value}'!"
    if isinstance(kind, click.types.IntParamType):
        number = parse_integer(value)
        return None if number is not None and number >= 0 else f"'{value}' value invalid for uint argument!"
    if param.multiple:  # a list of pass arguments (`-print-ir-after=cse,gpu-to-llvm`)
        for item in value.split(","):
            if item not in PASSES:
                return f"Cannot find option named '{item}'!"
    return None


def _unknown(arg: str, body: str, table: dict[str, _Option]) -> list[str]:
    """LLVM's lines for an unknown option: the complaint, then the nearest option by edit distance (or, for
    `-oFILE`, the one-letter option it starts with, which LLVM tried as a group of one-letter options)."""
    lines: list[str] = []
    name, sep, value = body.partition("=")
    best: str | None = None
    grouped = table.get(body[:1])
    if not arg.startswith("--") and len(name) > 1 and grouped is not None and not grouped.flag:
        lines.append(f"{PROGRAM}: for the -{body[0]} option: may not occur within a group!")
        best, value = body[0], ""
    lines.append(f"{PROGRAM}: Unknown command line argument '{arg}'.  Try: '{PROGRAM} --help'")
    best_distance = 0
    for candidate in [*table, *PASSES, PIPELINE] if best is None else []:
        distance = edit_distance(candidate, name)
        if best is None or distance < best_distance:
            best, best_distance = candidate, distance
    if best is not None:
        lines.append(f"{PROGRAM}: Did you mean '{_display(best + ('=' + value if value else ''))}'?")
    return lines


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (replacements allowed), as LLVM's StringRef::edit_distance."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
