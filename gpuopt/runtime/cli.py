"""`gpuopt-runner [INPUT] -e main --entry-point-result=void --runtime=host|cuda|rocm [--shared-libs=...]`.

The mlir-cpu-runner of gpuopt: GPU-dialect input is lowered with `--gpu-to-llvm` first, the LLVM dialect is
translated to LLVM IR and run with MCJIT against the `mgpu*` runtime of runtime_wrappers/.  Both tools'
spellings are accepted (`-e`, `--entry-point`, `-entry-point-result=`, `-shared-libs=`, ...).
`--print-runtime-library=host|cuda|rocm|async|runner-utils` prints where a runtime library is (built if
needed), so that other runners can load it: `mlir-cpu-runner --shared-libs=$(gpuopt-runner
--print-runtime-library=host)`.  A program that uses the async dialect is lowered with MLIR 14's async
pipeline too, its coroutines are split by LLVM's coroutine passes, and it runs against gpuopt's
`mlirAsyncRuntime*` runtime (`async`).

Exit status: the program's own if the runtime ends it (runtime errors exit 1: `GPUOPT_RUNTIME_FATAL`
defaults to 1 here), 1 for bad input or a failed check before running, 2 for an internal error.
"""

from __future__ import annotations

import os
import re
import sys

import click

from gpuopt import __version__
from gpuopt.crash import debugging, internal_error, run_command
from gpuopt.diagnostics import DiagnosticError, SourceManager
from gpuopt.ir.core import Operation
from gpuopt.runtime.devices import Device
from gpuopt.runtime.jit import RESULT_KINDS
from gpuopt.runtime.libraries import RUNTIMES, RunnerError

_SHORT = re.compile(r"-(e|o|O\d?|v|h)(=.*)?")


def normalize_argv(argv: list[str]) -> list[str]:
    """LLVM command-line style -> click: `-long-opt` -> `--long-opt`, `-e=main` -> `-e main`."""
    out: list[str] = []
    for arg in argv:
        m = _SHORT.fullmatch(arg)
        if m:
            if m.group(2) and m.group(1) in ("e", "o"):
                out.extend([f"-{m.group(1)}", m.group(2)[1:]])
            else:
                out.append(arg)
        elif re.match(r"-[A-Za-z][\w-]+", arg):
            out.append("-" + arg)
        else:
            out.append(arg)
    return out


def _print_runtime_library(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    """Eager option: print the library's path (building it if needed) and exit, before INPUT is read."""
    if value is None or ctx.resilient_parsing:
        return
    from gpuopt.runtime.libraries import build

    try:
        path = build(value)
    except RunnerError as e:
        click.echo(f"gpuopt-runner: error: {e}", err=True)
        ctx.exit(1)
    click.echo(str(path))
    ctx.exit(0)


def needs_lowering(module: Operation) -> bool:
    """Whether anything besides the LLVM dialect (and the module itself) is in the input."""
    return any(not op.op_name.startswith("llvm.") for op in module.walk() if op is not module)


@click.command(context_settings={"help_option_names": ["--help", "-h"]})
@click.argument("input_file", default="-", metavar="[INPUT]")
@click.option("-e", "--entry-point", "entry", default="main", show_default=True, metavar="NAME",
              help="The function to call.")
@click.option("--entry-point-result", "result", type=click.Choice(list(RESULT_KINDS)), default=None,
              help="Its result type (default: taken from the function).")
@click.option("--shared-libs", "shared_libs", multiple=True, metavar="A.so,B.so",
              help="Libraries to load, comma-separated; may be repeated.")
@click.option("--runtime", type=click.Choice(list(RUNTIMES)), default="auto", show_default=True,
              help="mgpu* runtime: auto (a CUDA or HIP device if found, else host), host (CPU, checking), cuda, "
                   "rocm, or none (bring your own with --shared-libs).")
@click.option("--check-bounds", is_flag=True,
              help="Check every memory access of a kernel against its memref's sizes (host runtime only): an "
                   "out-of-bounds index is an error naming the kernel, block, thread and the access.")
@click.option("-O", "opt_level", type=click.IntRange(0, 3), default=2, show_default=True,
              help="Code generation optimization level (-O0 .. -O3).")
@click.option("-v", "--verbose", is_flag=True, help="Say which runtime and device are used (on stderr).")
@click.option("--print-runtime-library", type=click.Choice(["host", "cuda", "rocm", "async", "runner-utils"]),
              is_eager=True, expose_value=False, callback=_print_runtime_library,
              help="Print the path of that runtime library (an mgpu* runtime, the mlirAsyncRuntime* runtime, or "
                   "the runner utils; built if needed) and exit.")
@click.version_option(__version__, "--version", message="gpuopt-runner %(version)s (MLIR 14 compatible)")
def _main(input_file: str, entry: str, result: str | None, shared_libs: tuple[str, ...], runtime: str,
          check_bounds: bool, opt_level: int, verbose: bool) -> None:
    from gpuopt.inputfile import InputError, read_input
    from gpuopt.runtime import jit
    from gpuopt.runtime.libraries import check_symbols, choose_runtime, load_libraries, uses_async_runtime
    from gpuopt.translate.cli import load_module
    from gpuopt.translate.verify import InvalidLLVMIR, to_llvm_ir

    os.environ.setdefault("GPUOPT_RUNTIME_FATAL", "1")  # read by the runtime libraries at their first call
    sources = SourceManager()
    name = "<stdin>" if input_file == "-" else input_file
    try:
        name, text = read_input(input_file)
        module = load_module(name, text, sources)
        if check_bounds and runtime not in ("auto", "host"):
            raise RunnerError(f"--check-bounds needs the host runtime, not --runtime={runtime}")
        selection = choose_runtime("host" if check_bounds else runtime)
        if needs_lowering(module):
            lower(module, selection.runtime, sources, check_bounds, selection.device)
        entry_point = jit.find_entry_point(module, entry, result)
        jit.reject_device_ops(module)
        text, llvm_module = to_llvm_ir(module)
        if jit.uses_coroutines(text):
            llvm_module = jit.lower_coroutines(text, opt_level)
        if verbose:
            click.echo(f"gpuopt-runner: {selection.describe()}", err=True)
        load_libraries(selection, [lib for group in shared_libs for lib in group.split(",") if lib],
                       async_runtime=uses_async_runtime(llvm_module))
        engine = jit.create_engine(llvm_module, opt_level)
        check_symbols(llvm_module, selection, lambda symbol: _declaration(module, symbol))
    except click.exceptions.Exit:  # a failed lowering, its diagnostics already printed
        raise
    except InputError as e:
        click.echo(str(e) if e.located else f"gpuopt-runner: error: {e}", err=True)
        raise click.exceptions.Exit(1) from None
    except (RunnerError, InvalidLLVMIR) as e:
        click.echo(f"gpuopt-runner: error: {e}", err=True)
        raise click.exceptions.Exit(1) from None
    except DiagnosticError as e:
        click.echo(sources.render(e.diagnostic), err=True, nl=False)
        raise click.exceptions.Exit(1) from None
    except RecursionError:
        raise
    except Exception as e:  # noqa: BLE001 - a bug in gpuopt: one line naming the input, exit 2
        if debugging():
            raise
        raise internal_error("gpuopt-runner", e, name) from e
    try:
        value = jit.call_entry(engine, entry_point)
    except Exception as e:  # noqa: BLE001 - as above
        if debugging():
            raise
        raise internal_error("gpuopt-runner", e, name) from e
    printed = jit.format_result(entry_point, value)
    if printed is not None:
        click.echo(printed)
    sys.stdout.flush()


KERNEL_PIPELINES = {
    "host": ("convert-gpu-to-host", "gpu-to-host-object"),  # locations kept: they name barrier sites in errors
    # PTX, which the driver JIT-compiles for whatever GPU runs it (a cubin runs on its own architecture only).
    "cuda": ("strip-debuginfo", "convert-gpu-to-nvvm", "gpu-to-cubin{format=ptx}"),
    # The HIP runtime's printf; the code object for the device's chip (see amd_target).
    "rocm": ("strip-debuginfo", "convert-gpu-to-rocdl{runtime=HIP}", "gpu-to-hsaco"),
}
"""The passes that compile a gpu.module's kernels for each runtime (those gpuopt has are run)."""


def pipeline(runtime: str, module: Operation, check_bounds: bool = False, device: Device | None = None) -> str:
    """The whole lowering of a GPU-dialect program for `runtime`, as a `--pass-pipeline` text: outlining and
    scf lowering (when registered), the kernel pipeline on each gpu.module (`check_bounds`: the host's with
    bounds checks; for ROCm, the code object for `device`'s architecture), then `gpu-to-llvm` (run on the
    top-level module)."""
    from gpuopt.passes import PASSES
    from gpuopt.runtime.devices import amd_target

    steps = [name for name in ("gpu-kernel-outlining", "convert-scf-to-std") if name in PASSES]
    has_kernels = any(op.op_name == "gpu.launch" or (op.op_name == "gpu.module" and "gpu.binary" not in op.attributes)
                      for op in module.walk())  # (modules that carry their binary already are left as they are)
    kernel = [name + "{check-bounds}" * (check_bounds and name == "convert-gpu-to-host")
              for name in KERNEL_PIPELINES.get(runtime, ()) if name.split("{")[0] in PASSES]
    if "gpu-to-hsaco" in kernel:
        chip, features, _ = amd_target(device)
        kernel[kernel.index("gpu-to-hsaco")] = f"gpu-to-hsaco{{chip={chip}" + f" features={features}" * bool(
            features) + "}"
    if has_kernels and kernel:
        steps.append("gpu.module(" + ",".join(kernel) + ")")
    ops = list(module.walk())
    uses_async = any(op.op_name.startswith("async.") for op in ops)
    if uses_async and not any(str(r.type) == "!gpu.async.token" for op in ops for r in op.results):
        steps.append("builtin.func(gpu-async-region)")
    steps.append("gpu-to-llvm")
    if uses_async:
        steps += ASYNC_PIPELINE
    return ",".join(steps)


ASYNC_PIPELINE = ("async-to-async-runtime", "async-runtime-ref-counting", "convert-async-to-llvm",
                  "convert-std-to-llvm", "reconcile-unrealized-casts")
"""After `gpu-to-llvm`, for a program that uses the async dialect: MLIR 14's lowering of async.execute to
coroutines and runtime calls, then of the outlined coroutines to LLVM (`gpu-async-region` comes before
`gpu-to-llvm` when none of the program's GPU ops is async yet)."""


def lower(module: Operation, runtime: str, sources: SourceManager, check_bounds: bool = False,
          device: Device | None = None) -> None:
    """Runs `pipeline(runtime, check_bounds, device)` on `module`; a failure's diagnostic is reported as gpuopt
    reports it.  For ROCm, a device whose architecture is unknown gets a warning (the chip is gfx900's)."""
    from gpuopt.passes.manager import PassManager, PassManagerFailure, PipelineText
    from gpuopt.runtime.devices import amd_target

    if runtime == "rocm":
        warning = amd_target(device)[2]
        if warning:
            click.echo(f"gpuopt-runner: warning: {warning}", err=True)

    reported: list[str] = []
    manager = PassManager(lambda diagnostic: reported.append(sources.render(diagnostic)))
    PipelineText(pipeline(runtime, module, check_bounds, device)).add_to(manager)
    try:
        manager.run(module)
    except PassManagerFailure:
        click.echo("".join(reported), err=True, nl=False)
        raise click.exceptions.Exit(1) from None


def _declaration(module: Operation, symbol: str) -> str:
    """Where `symbol` comes from in the input (its declaration, or the op whose lowering declared it)."""
    for op in module.walk():
        sym = op.attributes.get("sym_name")
        if getattr(sym, "value", None) == symbol and op.loc is not None:
            return f" (from {op.loc})"
    return ""


def main(argv: list[str] | None = None) -> None:
    """Console entry point."""
    args = normalize_argv(list(sys.argv[1:] if argv is None else argv))
    run_command(_main, "gpuopt-runner", args)
