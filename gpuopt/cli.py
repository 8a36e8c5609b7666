"""`gpuopt`: the mlir-opt-style driver.  Reads MLIR, verifies it, runs the requested passes, prints it.

mlir-opt accepts `-long-option` as well as `--long-option`, and upstream RUN lines use both, so long
options are normalised before click sees them.  Pass flags (`--gpu-to-llvm=opt=v`) keep their command-line
order, so they are pulled out of argv first; click still documents them in `--help`.
"""

from __future__ import annotations

import gc
import os
import re
import sys
from dataclasses import dataclass
from typing import NoReturn

import click

from gpuopt import __version__
from gpuopt.crash import debugging, internal_error, output_error, run_command
from gpuopt.deepstack import run_with_deep_stack
from gpuopt.diagnostics import Diagnostic, DiagnosticError, Location, SourceManager, check_expected, collect_expected
from gpuopt.inputfile import InputError, read_input
from gpuopt.outputfile import write_result
from gpuopt.passes import PASSES, PassOptionError, PassSpec, load_all, parse_option_string, parse_pipeline

_SPLIT_MARKER = re.compile(r"// -----")  # mlir-opt splits at every occurrence, even mid-line


@dataclass
class Options:
    allow_unregistered: bool
    generic: bool
    pipeline: list[PassSpec]
    verify_each: bool = True


def run_chunk(text: str, file: str, line_offset: int, opts: Options) -> str:
    """parse -> verify -> passes (verifying after each) -> print; raises DiagnosticError on bad input."""
    from gpuopt.parser import parse
    from gpuopt.printer import print_module
    from gpuopt.verifier import verify

    module = parse(text, file, allow_unregistered=opts.allow_unregistered, line_offset=line_offset)
    verify(module)
    for spec in opts.pipeline:
        spec.instantiate().run(module)
        if opts.verify_each:
            verify(module)
    return print_module(module, generic=opts.generic)


def split_chunks(text: str, split: bool) -> list[tuple[str, int]]:
    """(chunk text, number of lines before it) for each `// -----` separated chunk."""
    if not split:
        return [(text, 0)]
    chunks: list[tuple[str, int]] = []
    start = 0
    line = 0
    for m in _SPLIT_MARKER.finditer(text):
        chunk = text[start:m.start()]
        chunks.append((chunk, line))
        line += chunk.count("\n")
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end + 1
        line += text[m.start():end].count("\n")
        start = end
    chunks.append((text[start:], line))
    return chunks


def _normalize_argv(argv: list[str]) -> tuple[list[str], list[PassSpec]]:
    out: list[str] = []
    passes: list[PassSpec] = []
    for arg in argv:
        if re.match(r"-[A-Za-z][\w-]+", arg) and not arg.startswith("--") and not re.fullmatch(r"-o.*", arg):
            arg = "-" + arg
        name, sep, value = arg[2:].partition("=") if arg.startswith("--") else ("", "", "")
        if name in PASSES:
            value = value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" else value
            passes.append(parse_option_string(name, value) if sep else PassSpec(name))
            continue
        out.append(arg)
    return out, passes


def _pass_help() -> str:
    lines = ["\b", "Registered passes (use as --NAME or --NAME=\"opt=value ...\"):"]
    for name, cls in sorted(PASSES.items()):
        lines.append(f"  --{name}  {cls.summary}")
        for o in cls.options:
            lines.append(f"      {o.name}=<value>  {o.help} (default: {o.default})")
    return "\n".join(lines)


@click.command(context_settings={"help_option_names": ["--help", "-h"]})
@click.argument("input_file", default="-", metavar="[INPUT]")
@click.option("-o", "output", default="-", metavar="FILE", help="Output file (default: stdout).")
@click.option("--allow-unregistered-dialect", is_flag=True, help="Allow operations of unknown dialects.")
@click.option("--split-input-file", is_flag=True, help="Split the input at '// -----' and process each chunk.")
@click.option("--verify-diagnostics", is_flag=True, help="Check diagnostics against expected-* annotations.")
@click.option("--mlir-print-op-generic", is_flag=True, help="Print every op in the generic form.")
@click.option("--pass-pipeline", default=None, metavar="PIPELINE", help="A textual pass pipeline to run.")
@click.option("--verify-each/--no-verify-each", default=True, help="Verify the IR after each pass.")
@click.version_option(__version__, "--version", message="gpuopt %(version)s (MLIR 14 compatible)")
@click.pass_context
def _main(ctx: click.Context, input_file: str, output: str, allow_unregistered_dialect: bool,
          split_input_file: bool, verify_diagnostics: bool, mlir_print_op_generic: bool,
          pass_pipeline: str | None, verify_each: bool) -> None:
    pipeline: list[PassSpec] = list(ctx.obj or [])
    try:
        if pass_pipeline:
            pipeline = parse_pipeline(pass_pipeline) + pipeline
        for spec in pipeline:
            spec.instantiate()
    except PassOptionError as e:
        click.echo(f"gpuopt: {e}", err=True)
        ctx.exit(1)
    try:
        name, text = read_input(input_file)
    except InputError as e:
        click.echo(str(e) if e.located else f"gpuopt: {e}", err=True)
        ctx.exit(1)
    sources = SourceManager()
    sources.add(name, text)
    opts = Options(allow_unregistered_dialect, mlir_print_op_generic, pipeline, verify_each)
    outputs: list[str] = []
    failed = False
    for chunk, offset in split_chunks(text, split_input_file):
        reported: list[Diagnostic] = []
        try:
            outputs.append(run_chunk(chunk, name, offset, opts))
        except DiagnosticError as e:
            outputs.append("")
            reported.append(e.diagnostic)
        except RecursionError:
            outputs.append("")
            reported.append(Diagnostic("error", Location(name, offset + 1, 1), "input nested too deeply"))
        except Exception as e:  # noqa: BLE001 - a bug in gpuopt: one line naming the input, exit 2
            if debugging():
                raise
            raise internal_error("gpuopt", e, name, offset + 1) from e
        if verify_diagnostics:
            last = offset + chunk.count("\n") + 1
            problems = check_expected(collect_expected(text, name, offset + 1, last), reported)
            for problem in problems:
                click.echo(sources.render(problem), err=True, nl=False)
            failed = failed or bool(problems)
        else:
            for d in reported:
                click.echo(sources.render(d), err=True, nl=False)
            failed = failed or bool(reported)
    # mlir-opt 14 ends every chunk's output with the separator, the last one and failed ones included
    result = "".join(o + "// -----\n" for o in outputs) if split_input_file else "".join(outputs)
    try:
        if output == "-" or not failed:  # a file is only written on success
            write_result(output, result)
    except BrokenPipeError:
        raise
    except OSError as e:
        click.echo(output_error("gpuopt", output, e), err=True)
        ctx.exit(1)
    ctx.exit(1 if failed else 0)


def main(argv: list[str] | None = None) -> None:
    """Runs gpuopt and exits (SystemExit): 0 on success, 1 on bad input or options, 2 on an internal error."""
    run_with_deep_stack(lambda: _run(argv))


def console_main() -> NoReturn:
    """The `gpuopt` command: `main`, then an immediate process exit once the output is flushed.  Tearing
    down a lowered module of a million objects (and the interpreter's final garbage collection over it)
    would take a third as long again as the whole run, for memory the operating system frees anyway."""
    try:
        main()
        code = 0
    except SystemExit as e:
        code = _exit_status(e.code)
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None and not stream.closed:
                stream.flush()
        except (OSError, ValueError):  # a reader that closed the pipe: nothing more to say
            pass
    os._exit(code)


def _exit_status(code: object) -> int:
    """`sys.exit`'s meaning of its argument: None is 0, an int itself, anything else printed and 1."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    sys.stderr.write(f"{code}\n")
    return 1


def _run(argv: list[str] | None) -> None:
    gc.disable()  # a short-lived process building a large object graph: collections are pure overhead
    load_all()
    try:
        args, passes = _normalize_argv(list(sys.argv[1:] if argv is None else argv))
    except PassOptionError as e:  # `--gpu-to-llvm="opt"`: reported like the other option errors
        click.echo(f"gpuopt: {e}", err=True)
        sys.exit(1)
    if "--help" in args or "-h" in args:
        _main.epilog = _pass_help()
    run_command(_main, "gpuopt", args, obj=passes)
