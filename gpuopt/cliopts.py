"""LLVM's command-line syntax, so that upstream RUN lines work as written.

mlir-opt parses its options with LLVM's `cl`: one or two dashes (`-o`, `--o`), values after `=` or as the next
argument (`-o=out.mlir`, `-o out.mlir`), booleans that take `=true`/`=false`/`=1`/`=0`, enums and unsigned
integers checked with LLVM's messages, each option at most once, pass flags and `--pass-pipeline` kept in
command-line order, and an unknown option answered with the nearest known one ("Did you mean
'--gpu-to-llvm'?").  The options are declared once, as a table of `CliOption`s (names, kind, default, help);
this module reads argv against it.  click, which writes `--help`, is imported only for `--help`: its import
alone would cost every RUN line of a lit suite about a sixth of gpuopt's start-up.
"""

from __future__ import annotations

from typing import Any

from gpuopt.passes import PASSES, PROGRAM, PassOptionError, parse_bool, parse_integer
from gpuopt.passes.manager import PassFlag, PipelineText, Step
from gpuopt.valueclass import dataclass, field

PIPELINE = "pass-pipeline"


@dataclass(frozen=True)
class CliOption:
    """One option: its spellings without dashes (the first is the one messages and `--help` use), the name
    of its value, and its kind: `flag` (a boolean; `negation` is its `no-...` spelling), `string`, `uint`,
    `choice` (one of `choices`) or `list` (comma-separated pass arguments, the option repeatable)."""

    names: tuple[str, ...]
    dest: str
    help: str
    kind: str = "flag"
    default: Any = None
    choices: tuple[str, ...] = ()
    metavar: str | None = None
    negation: str | None = None

    @property
    def flag(self) -> bool:
        return self.kind == "flag"

    @property
    def multiple(self) -> bool:
        return self.kind == "list"

    def initial(self) -> Any:
        if self.multiple:
            return ()
        return bool(self.default) if self.flag else self.default


@dataclass
class CommandLine:
    """The options' values by `dest`, the positional arguments, the pass steps in order, and the error lines
    LLVM would print (exit 1 if any)."""

    values: dict[str, Any] = field(default_factory=dict)
    positional: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Spelling:
    option: CliOption
    negated: bool = False


def _spellings(options: tuple[CliOption, ...]) -> dict[str, _Spelling]:
    table: dict[str, _Spelling] = {}
    for option in options:
        for name in option.names:
            table[name] = _Spelling(option)
        if option.negation:
            table[option.negation] = _Spelling(option, negated=True)
    return table


def parse_command_line(options: tuple[CliOption, ...], argv: list[str]) -> CommandLine:
    """Reads `argv` as LLVM's cl would for `options` (plus every registered pass and `--pass-pipeline`)."""
    table = _spellings(options)
    out = CommandLine(values={o.dest: o.initial() for o in options})
    seen: set[str] = set()
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            out.positional += argv[i:]
            break
        if not arg.startswith("-") or arg == "-":
            out.positional.append(arg)
            continue
        body = arg[2:] if arg.startswith("--") else arg[1:]
        name, sep, value = body.partition("=")
        if name == PIPELINE:
            try:
                out.steps.append(PipelineText(value))
            except PassOptionError as e:
                out.errors += e.lines
            continue
        spelling = table.get(name)
        if spelling is None:
            if name in PASSES:
                out.steps.append(PassFlag(name, value))
            else:
                out.errors += _unknown(arg, body, table)
            continue
        option = spelling.option
        display = _display(name)
        if not option.multiple and option.dest in seen and option.dest not in ("help", "version"):
            out.errors.append(f"{PROGRAM}: for the {display} option: may only occur zero or one times!")
            continue
        seen.add(option.dest)
        if option.flag:
            truth = parse_bool(value if sep else None)
            if truth is None:
                out.errors.append(f"{PROGRAM}: for the {display} option: '{value}' is invalid value for boolean "
                                  f"argument! Try 0 or 1")
            else:
                out.values[option.dest] = truth != spelling.negated
            continue
        if not sep and not option.multiple:
            if i == len(argv):
                out.errors.append(f"{PROGRAM}: for the {display} option: requires a value!")
                continue
            value = argv[i]
            i += 1
        problem = _check_value(option, value)
        if problem:
            out.errors.append(f"{PROGRAM}: for the {display} option: {problem}")
        elif option.multiple:
            out.values[option.dest] += tuple(value.split(","))
        else:
            out.values[option.dest] = parse_integer(value) if option.kind == "uint" else value
    if len(out.positional) > 1:
        out.errors += [f"{PROGRAM}: Too many positional arguments specified!",
                       f"Can specify at most 1 positional arguments: See: {PROGRAM} --help"]
    return out


def help_text(options: tuple[CliOption, ...], prog_name: str, usage_argument: str, epilog: str,
              settings: dict[str, Any]) -> str:
    """`--help`, written by click from the same table."""
    import click

    params: list[click.Parameter] = [click.Argument(["input_file"], default="-", metavar=usage_argument)]
    for option in options:
        if option.dest in ("help", "version"):
            continue
        names = ["-" + n if len(n) == 1 else "--" + n for n in option.names]
        if option.negation:
            names = [f"{names[0]}/--{option.negation}"]
        kwargs: dict[str, Any] = {"help": option.help, "metavar": option.metavar}
        if option.flag:
            kwargs.update(default=bool(option.default))
            if not option.negation:
                kwargs.update(is_flag=True)
        elif option.kind == "choice":
            kwargs.update(type=click.Choice(list(option.choices)), default=option.default)
        elif option.kind == "uint":
            kwargs.update(type=click.IntRange(min=0), default=option.default)
        else:
            kwargs.update(default=option.default, multiple=option.multiple)
        params.append(click.Option([*names, option.dest], **kwargs))
    params.append(click.Option(["--version"], is_flag=True, help="Show the version and exit."))
    command = click.Command(prog_name, params=params, epilog=epilog, context_settings=settings)
    with click.Context(command, info_name=prog_name, **settings) as ctx:
        return command.get_help(ctx) + "\n"


def _display(name: str) -> str:
    """LLVM's spelling of an option name in messages: `-o`, `--split-input-file`."""
    return ("-" if len(name) == 1 else "--") + name


def _check_value(option: CliOption, value: str) -> str | None:
    """LLVM's complaint about `value` for `option`, or None."""
    if option.kind == "choice":
        return None if value in option.choices else f"Cannot find option named '{value}'!"
    if option.kind == "uint":
        number = parse_integer(value)
        return None if number is not None and number >= 0 else f"'{value}' value invalid for uint argument!"
    if option.multiple:  # a list of pass arguments (`-print-ir-after=cse,gpu-to-llvm`)
        for item in value.split(","):
            if item not in PASSES:
                return f"Cannot find option named '{item}'!"
    return None


def _unknown(arg: str, body: str, table: dict[str, _Spelling]) -> list[str]:
    """LLVM's lines for an unknown option: the complaint, then the nearest option by edit distance (or, for
    `-oFILE`, the one-letter option it starts with, which LLVM tried as a group of one-letter options)."""
    lines: list[str] = []
    name, sep, value = body.partition("=")
    best: str | None = None
    grouped = table.get(body[:1])
    if not arg.startswith("--") and len(name) > 1 and grouped is not None and not grouped.option.flag:
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
