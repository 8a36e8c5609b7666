"""`gpuopt`: the mlir-opt-style driver.  Reads MLIR, verifies it, runs the requested passes, prints it.

The options are mlir-opt 14's, spelled as LLVM's command line spells them (see `cliopts.py`: `-o=FILE`,
`--flag=false`, "Did you mean"); they are declared once, below, as a table (`OPTIONS`), from which click
writes `--help`.  Pass flags and `--pass-pipeline`s build one pass manager per input chunk, in command-line
order (`passes/`).
Flags that mean nothing to a single-threaded Python tool (`-mlir-disable-threading`) are accepted and do
nothing, so that upstream RUN lines work unchanged.
"""

from __future__ import annotations

import gc
import os
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NoReturn

from gpuopt import __version__
from gpuopt.cliopts import CliOption, CommandLine, parse_command_line
from gpuopt.crash import debugging, internal_error, output_error, run_main
from gpuopt.deepstack import run_with_deep_stack
from gpuopt.diagnostics import Diagnostic, DiagnosticError, Location, SourceManager, check_expected, collect_expected
from gpuopt.inputfile import InputError, read_input
from gpuopt.outputfile import write_result
from gpuopt.passes import PASSES, PassOptionError
from gpuopt.valueclass import dataclass

if TYPE_CHECKING:
    from gpuopt.passes.instrument import IRPrinting
    from gpuopt.passes.manager import Step
    from gpuopt.printer import PrintFlags
    from gpuopt.timing import Timer

_SPLIT_MARKER = re.compile(r"// -----")  # mlir-opt splits at every occurrence, even mid-line


@dataclass
class Options:
    allow_unregistered: bool
    generic: bool
    pipeline: list[Any]
    """Pass flags and pipelines (`passes.manager` steps), or PassSpecs, in order."""
    verify_each: bool = True
    print_flags: PrintFlags | None = None
    """The printing flags beyond `generic` (debug info, local scope, elision)."""
    ir_printing: Callable[[], IRPrinting] | None = None
    """Makes the `-print-ir-*` instrumentation for one chunk."""
    statistics: bool = False


def run_chunk(text: str, file: str, line_offset: int, opts: Options,
              report: Callable[[Diagnostic], None] | None = None, timer: Timer | None = None) -> str:
    """parse -> verify -> passes (verifying after each) -> print; raises DiagnosticError on bad input and
    PassOptionError when the pipeline cannot be built.  With `report`, a failing pass's diagnostic goes there
    (as it happens) and PassManagerFailure is raised instead."""
    from gpuopt.parser import parse
    from gpuopt.printer import PrintFlags, print_module
    from gpuopt.verifier import verify

    flags = opts.print_flags or PrintFlags(generic=opts.generic)
    scope = timer.nest("Parser", "Parser") if timer is not None else None
    module = parse(text, file, allow_unregistered=opts.allow_unregistered, line_offset=line_offset)
    verify(module)
    if scope is not None:
        scope.stop()
    if opts.pipeline or timer is not None or opts.ir_printing is not None or opts.statistics:
        _run_passes(module, opts, report, timer)
    scope = timer.nest("Output", "Output") if timer is not None else None
    text = print_module(module, flags=flags)
    if scope is not None:
        scope.stop()
    return text


def _run_passes(module: Any, opts: Options, report: Callable[[Diagnostic], None] | None,
                timer: Timer | None) -> None:
    from gpuopt.passes.manager import PassManager, PassManagerFailure, spec_step

    failures: list[Diagnostic] = []
    pm = PassManager(report or failures.append, opts.verify_each,
                     opts.ir_printing() if opts.ir_printing is not None else None, timer)
    for step in opts.pipeline:
        spec_step(step).add_to(pm)
    try:
        pm.run(module)
    except PassManagerFailure:
        if report is None and failures:
            raise DiagnosticError(failures[0]) from None
        raise
    finally:
        if opts.statistics:
            rule = "===" + "-" * 73 + "===\n"
            sys.stderr.write(rule + " " * 25 + "... Pass statistics report ...\n" + rule + "\n")


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


def _pass_help() -> str:
    lines = ["\b", "Passes (use as --NAME, --NAME=\"opt=value ...\" or in --pass-pipeline as NAME{opt=value}):"]
    for name, cls in sorted(PASSES.items()):
        anchor = f" [on {cls.anchor}]" if cls.anchor else ""
        lines.append(f"  --{name}  {cls.summary}{anchor}")
        for o in cls.options:
            lines.append(f"      {o.name}=<{o.kind}>  {o.help} (default: {o.default})")
    return "\n".join(lines)


_NO_OP = "Accepted for mlir-opt compatibility; no effect here."
_IR = "(MLIR 15+ spelling: --mlir-print-ir-...)"


_HELP_SETTINGS = {"help_option_names": ["--help", "-h"], "max_content_width": 110, "terminal_width": 110}


OPTIONS: tuple[CliOption, ...] = (
    CliOption(("o",), "output", "Output filename (default: stdout).", "string", "-", metavar="<filename>"),
    CliOption(("allow-unregistered-dialect",), "allow_unregistered_dialect", "Allow operations of unknown dialects."),
    CliOption(("split-input-file",), "split_input_file", "Split the input at '// -----' and process each chunk."),
    CliOption(("verify-diagnostics",), "verify_diagnostics", "Check diagnostics against expected-* annotations."),
    CliOption(("verify-each",), "verify_each", "Run the verifier after each pass (default: on).", default=True,
              negation="no-verify-each"),
    CliOption(("show-dialects",), "show_dialects", "Print the list of registered dialects."),
    CliOption(("pass-pipeline",), "pass_pipeline", "A textual pass pipeline, e.g. "
              "'builtin.module(gpu.module(PASS),PASS{opt=v})'.", "string", metavar="<pipeline>"),
    CliOption(("mlir-print-op-generic",), "mlir_print_op_generic", "Print every op in the generic form."),
    CliOption(("mlir-print-debuginfo",), "mlir_print_debuginfo", "Print locations: loc(...) after each op."),
    CliOption(("mlir-pretty-debuginfo",), "mlir_pretty_debuginfo", "With --mlir-print-debuginfo, pretty locations."),
    CliOption(("mlir-print-local-scope",), "mlir_print_local_scope",
              "No aliases: spell maps, sets, locations inline."),
    CliOption(("mlir-elide-elementsattrs-if-larger",), "elide",
              "Elide elements attributes with more elements than this.", "uint", metavar="<uint>"),
    CliOption(("mlir-timing",), "mlir_timing", "Print the execution time report to stderr."),
    CliOption(("mlir-timing-display",), "mlir_timing_display", "The timing report's form (default: tree).",
              "choice", "tree", ("list", "tree")),
    CliOption(("print-ir-before", "mlir-print-ir-before"), "ir_before",
              "Print the IR before the named passes (comma separated). " + _IR, "list", metavar="<pass-arg>"),
    CliOption(("print-ir-after", "mlir-print-ir-after"), "ir_after", "Print the IR after the named passes.", "list",
              metavar="<pass-arg>"),
    CliOption(("print-ir-before-all", "mlir-print-ir-before-all"), "ir_before_all",
              "Print the IR before each pass (to stderr)."),
    CliOption(("print-ir-after-all", "mlir-print-ir-after-all"), "ir_after_all", "Print the IR after each pass."),
    CliOption(("print-ir-after-change", "mlir-print-ir-after-change"), "ir_after_change",
              "With -print-ir-after(-all): only when the pass changed the IR."),
    CliOption(("print-ir-after-failure", "mlir-print-ir-after-failure"), "ir_after_failure",
              "Print the IR after a pass only if it failed."),
    CliOption(("print-ir-module-scope", "mlir-print-ir-module-scope"), "ir_module_scope",
              "When printing the IR around a pass, print the whole module."),
    CliOption(("pass-statistics",), "pass_statistics", "Print the pass statistics report (gpuopt's passes keep none)."),
    CliOption(("pass-statistics-display",), "pass_statistics_display", _NO_OP, "choice", "pipeline",
              ("list", "pipeline")),
    CliOption(("mlir-disable-threading",), "mlir_disable_threading", _NO_OP + " gpuopt runs on one thread."),
    CliOption(("mlir-print-op-on-diagnostic",), "mlir_print_op_on_diagnostic",
              _NO_OP + " gpuopt never adds the `see current operation` note to verifier errors.", default=True,
              negation="no-mlir-print-op-on-diagnostic"),
    CliOption(("mlir-print-stacktrace-on-diagnostic",), "mlir_print_stacktrace_on_diagnostic", _NO_OP),
    CliOption(("help", "h"), "help", "Show this message and exit."),
    CliOption(("version",), "version", "Show the version and exit."),
)
"""mlir-opt 14's options as gpuopt accepts them (`cliopts.py` reads argv against this table)."""


def _echo_err(text: str) -> None:
    sys.stderr.write(text + "\n")


def _main(command_line: CommandLine) -> int:
    values = command_line.values
    if values["show_dialects"]:
        from gpuopt.dialects import load_all as load_dialects
        from gpuopt.dialects.ods import DIALECTS

        load_dialects()
        sys.stdout.write("Available Dialects:\n" + "\n".join(sorted(DIALECTS)))
        return 0
    try:
        name, text = read_input(command_line.positional[0] if command_line.positional else "-")
    except InputError as e:
        _echo_err(str(e) if e.located else f"gpuopt: {e}")
        return 1
    sources = SourceManager()
    sources.add(name, text)
    from gpuopt import printer

    split_input_file = values["split_input_file"]
    try:
        opts = _options(command_line.steps, name, values)
        outputs, failed = _run_chunks(text, name, sources, opts, split_input_file, values["verify_diagnostics"],
                                      values)
    finally:
        printer.DEFAULT_FLAGS = printer.PrintFlags()  # in-process callers (tests) get the defaults back
    # mlir-opt 14 ends every chunk's output with the separator, the last one and failed ones included
    result = "".join(o + "// -----\n" for o in outputs) if split_input_file else "".join(outputs)
    output = values["output"]
    try:
        if output == "-" or not failed:  # a file is only written on success
            write_result(output, result)
    except BrokenPipeError:
        raise
    except OSError as e:
        _echo_err(output_error("gpuopt", output, e))
        return 1
    return 1 if failed else 0


def _run_chunks(text: str, name: str, sources: SourceManager, opts: Options, split: bool, verify_diagnostics: bool,
                flags: dict[str, Any]) -> tuple[list[str], bool]:
    """Each chunk's output ('' when it failed) and whether any failed; diagnostics and reports go to stderr."""
    outputs: list[str] = []
    failed = False
    for chunk, offset in split_chunks(text, split):
        reported: list[Diagnostic] = []
        report = _reporter(reported, None if verify_diagnostics else sources)
        timer = _start_timer() if flags["mlir_timing"] else None
        try:
            outputs.append(run_chunk(chunk, name, offset, opts, report, timer))
        except DiagnosticError as e:
            outputs.append("")
            report(e.diagnostic)
        except PassOptionError as e:
            outputs.append("")
            _echo_err("\n".join(e.lines))
            failed = True
        except RecursionError:
            outputs.append("")
            report(Diagnostic("error", Location(name, offset + 1, 1), "input nested too deeply"))
        except Exception as e:  # noqa: BLE001 - a bug in gpuopt (or a failed pass, already reported)
            from gpuopt.passes.manager import PassManagerFailure

            if not isinstance(e, PassManagerFailure):
                if debugging():
                    raise
                raise internal_error("gpuopt", e, name, offset + 1) from e
            outputs.append("")
            failed = failed or not reported
        if verify_diagnostics:
            last = offset + chunk.count("\n") + 1
            problems = check_expected(collect_expected(text, name, offset + 1, last), reported)
            for problem in problems:
                sys.stderr.write(sources.render(problem))
            failed = failed or bool(problems)
        else:
            failed = failed or bool(reported)
        if timer is not None:
            from gpuopt.timing import write_report

            write_report(timer, flags["mlir_timing_display"], sys.stderr)
    return outputs, failed


def _reporter(reported: list[Diagnostic], sources: SourceManager | None) -> Callable[[Diagnostic], None]:
    """Collects a chunk's diagnostics, printing each at once unless they are checked (`-verify-diagnostics`)."""
    def report(d: Diagnostic) -> None:
        reported.append(d)
        if sources is not None:
            sys.stderr.write(sources.render(d))

    return report


def _start_timer() -> Timer:
    from gpuopt.timing import Timer

    return Timer("root", hidden=True).start()


def _options(steps: list[Step], name: str, flags: dict[str, Any]) -> Options:
    """The chunk-independent settings, printing flags set as the default for diagnostics too."""
    from gpuopt import printer

    print_flags = printer.PrintFlags(
        generic=flags["mlir_print_op_generic"], debug_info=flags["mlir_print_debuginfo"],
        pretty_debug_info=flags["mlir_pretty_debuginfo"], local_scope=flags["mlir_print_local_scope"],
        elide_elements_limit=flags["elide"], file=name)
    printer.DEFAULT_FLAGS = print_flags
    ir_printing = None
    if any(flags[k] for k in ("ir_before", "ir_after", "ir_before_all", "ir_after_all", "ir_after_failure")):
        def ir_printing() -> IRPrinting:
            from gpuopt.passes.instrument import IRPrinting

            return IRPrinting(flags["ir_before_all"], flags["ir_after_all"], flags["ir_after_change"],
                              flags["ir_after_failure"], flags["ir_module_scope"], frozenset(flags["ir_before"]),
                              frozenset(flags["ir_after"]), print_flags)
    return Options(flags["allow_unregistered_dialect"], print_flags.generic, list(steps), flags["verify_each"],
                   print_flags, ir_printing, flags["pass_statistics"])


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
    from gpuopt.cliopts import help_text

    gc.disable()  # a short-lived process building a large object graph: collections are pure overhead
    command_line = parse_command_line(OPTIONS, list(sys.argv[1:] if argv is None else argv))
    if command_line.errors:
        _echo_err("\n".join(command_line.errors))
        sys.exit(1)
    if command_line.values["help"]:
        sys.stdout.write(help_text(OPTIONS, "gpuopt", "[INPUT]", _pass_help(), _HELP_SETTINGS))
        sys.exit(0)
    if command_line.values["version"]:
        sys.stdout.write(f"gpuopt {__version__} (MLIR 14 compatible)\n")
        sys.exit(0)
    run_main(lambda: _main(command_line), "gpuopt")
