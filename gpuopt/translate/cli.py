"""`gpuopt-translate --mlir-to-llvmir [INPUT] [-o OUTPUT]`, the mlir-translate of gpuopt.

Like `gpuopt`, it takes mlir-translate's single-dash long options too (`-mlir-to-llvmir`).  Bad input is a
located diagnostic and exit 1; an internal failure is one line and exit 2; `-o` is only written, atomically,
when the whole translation succeeded.
"""

from __future__ import annotations

import re
import sys

import click

from gpuopt import __version__
from gpuopt.crash import debugging, internal_error, output_error, run_command
from gpuopt.diagnostics import DiagnosticError, SourceManager
from gpuopt.inputfile import InputError, read_input
from gpuopt.ir.core import Operation
from gpuopt.outputfile import write_result


def load_module(name: str, text: str, sources: SourceManager) -> Operation:
    """Parse and verify (DiagnosticError on bad input)."""
    from gpuopt.parser import parse
    from gpuopt.verifier import verify

    sources.add(name, text)
    module = parse(text, name)
    verify(module)
    return module


def normalize_long_options(argv: list[str]) -> list[str]:
    """`-mlir-to-llvmir` -> `--mlir-to-llvmir` (LLVM's command lines accept both); `-o` stays."""
    return ["-" + a if re.match(r"-[A-Za-z][\w-]+", a) and not re.fullmatch(r"-o.*", a) else a for a in argv]


@click.command(context_settings={"help_option_names": ["--help", "-h"]})
@click.argument("input_file", default="-", metavar="[INPUT]")
@click.option("-o", "output", default="-", metavar="FILE", help="Output file (default: stdout).")
@click.option("--mlir-to-llvmir", "to_llvmir", is_flag=True, help="Translate an LLVM-dialect module to LLVM IR.")
@click.version_option(__version__, "--version", message="gpuopt-translate %(version)s (MLIR 14 compatible)")
def _main(input_file: str, output: str, to_llvmir: bool) -> None:
    from gpuopt.translate.verify import InvalidLLVMIR, to_llvm_ir

    if not to_llvmir:
        raise click.UsageError("no translation selected: use --mlir-to-llvmir")
    sources = SourceManager()
    name = "<stdin>" if input_file == "-" else input_file
    try:
        name, text = read_input(input_file)
        module = load_module(name, text, sources)
        result, _ = to_llvm_ir(module)
    except InputError as e:
        click.echo(str(e) if e.located else f"gpuopt-translate: {e}", err=True)
        raise click.exceptions.Exit(1) from None
    except DiagnosticError as e:
        click.echo(sources.render(e.diagnostic), err=True, nl=False)
        raise click.exceptions.Exit(1) from None
    except InvalidLLVMIR as e:
        click.echo(f"gpuopt-translate: error: {e}", err=True)
        raise click.exceptions.Exit(1) from None
    except RecursionError:
        raise
    except Exception as e:  # noqa: BLE001 - a bug in gpuopt: one line naming the input, exit 2
        if debugging():
            raise
        raise internal_error("gpuopt-translate", e, name) from e
    try:
        write_result(output, result)
    except BrokenPipeError:
        raise
    except OSError as e:
        click.echo(output_error("gpuopt-translate", output, e), err=True)
        raise click.exceptions.Exit(1) from None


def main(argv: list[str] | None = None) -> None:
    """Console entry point: exit 0 on success, 1 on bad input or options, 2 on an internal error."""
    args = normalize_long_options(list(sys.argv[1:] if argv is None else argv))
    run_command(_main, "gpuopt-translate", args)
