"""The one line the command-line tools print for an internal error (a bug in gpuopt), instead of a traceback.

It names the input and the closest location known: the op being worked on when the exception was raised
(found in the traceback's frames), else the start of the input chunk.  `GPUOPT_DEBUG=1` shows the traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from gpuopt.diagnostics import Location

DEBUG_VARIABLE = "GPUOPT_DEBUG"


def debugging() -> bool:
    """Whether internal errors should raise (full traceback) rather than print one line."""
    return os.environ.get(DEBUG_VARIABLE, "") not in ("", "0")


class InternalError(Exception):
    """Wraps an unexpected exception with the line to print; the tools exit 2 for it."""

    def __init__(self, line: str, original: BaseException) -> None:
        super().__init__(line)
        self.line = line
        self.original = original


def location_in_traceback(exc: BaseException, file: str) -> Location | None:
    """The location of the innermost `op` (or `self` op) with one, among the frames `exc` went through."""
    from gpuopt.ir.core import Operation

    found: Location | None = None
    tb = exc.__traceback__
    while tb is not None:
        frame_locals = tb.tb_frame.f_locals
        for key in ("op", "self", "operation"):
            candidate = frame_locals.get(key)
            if isinstance(candidate, Operation):
                loc = candidate.loc
                while loc is None and candidate is not None:
                    candidate = candidate.parent_op
                    loc = candidate.loc if candidate is not None else None
                if isinstance(loc, Location) and loc.file == file:
                    found = loc
                break
        tb = tb.tb_next
    return found


def internal_error(tool: str, exc: BaseException, file: str, fallback_line: int = 1) -> InternalError:
    """`tool: internal error at FILE:LINE:COL: Type: message (set GPUOPT_DEBUG=1 for a traceback)`."""
    loc = location_in_traceback(exc, file) or Location(file, fallback_line, 1)
    message = " ".join(str(exc).split())
    if len(message) > 300:
        message = message[:297] + "..."
    detail = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
    line = f"{tool}: internal error at {loc}: {detail} (set {DEBUG_VARIABLE}=1 for a traceback)"
    return InternalError(line, exc)


def utf8_error(name: str, data: bytes, error: UnicodeDecodeError) -> str:
    """`FILE:LINE:COL: error: input is not valid UTF-8 ...`, the line and column of the first bad byte."""
    before = data[:error.start]
    line = before.count(b"\n") + 1
    column = error.start - (before.rfind(b"\n") + 1) + 1
    return f"{name}:{line}:{column}: error: input is not valid UTF-8 (byte 0x{data[error.start]:02x})"


def output_error(tool: str, target: str, error: BaseException | None = None) -> str:
    """One line for output that cannot be written (closed stdout, full disk, unwritable directory)."""
    what = "standard output" if target == "-" else f"'{target}'"
    reason = getattr(error, "strerror", None) or (str(error) if error else "it is closed")
    return f"{tool}: error: cannot write {what}: {reason}"


def silence_stdout() -> None:
    """After a closed pipe, point stdout at /dev/null so the interpreter's final flush stays quiet."""
    import sys

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


def run_main(call: Callable[[], int | None], prog_name: str) -> NoReturn:
    """Runs a tool's body and exits as every gpuopt tool does: its status (0 for None), 0 quietly when a
    reader closed the pipe, 1 for input nested too deeply, 2 with one line for a bug."""
    try:
        code = call()
        sys.exit(code if isinstance(code, int) else 0)
    except BrokenPipeError:
        silence_stdout()
        sys.exit(0)
    except RecursionError:
        sys.stderr.write(f"{prog_name}: error: input nested too deeply\n")
        sys.exit(1)
    except InternalError as e:
        sys.stderr.write(e.line + "\n")
        sys.exit(2)
    except Exception as e:  # noqa: BLE001 - anything else is a bug in gpuopt
        if debugging():
            raise
        sys.stderr.write(f"{prog_name}: internal error: {type(e).__name__}: {e} (set GPUOPT_DEBUG=1 for a "
                         "traceback)\n")
        sys.exit(2)


def run_command(command: Any, prog_name: str, args: list[str], obj: Any = None) -> NoReturn:
    """Runs a click command as `run_main` runs a tool; click's own usage errors exit 1."""
    import click

    def call() -> int | None:
        try:
            code = command.main(args=args, prog_name=prog_name, standalone_mode=False, obj=obj)
            return code if isinstance(code, int) else 0
        except click.exceptions.Exit as e:
            return e.exit_code
        except click.ClickException as e:
            e.show()
            return 1

    run_main(call, prog_name)
