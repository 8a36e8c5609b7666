"""The input of the command-line tools: a file or `-` (stdin), decoded as UTF-8, with the one-line errors
every tool reports the same way."""

from __future__ import annotations

import sys

from gpuopt.crash import utf8_error


class InputError(Exception):
    """The input file cannot be read or decoded (one-line message; `located`: it starts with FILE:LINE:COL)."""

    def __init__(self, message: str, located: bool = False) -> None:
        super().__init__(message)
        self.located = located


def read_input(path: str) -> tuple[str, str]:
    """(buffer name for diagnostics, text) of a file or `-` (stdin)."""
    name = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as e:
        raise InputError(f"could not open input file '{path}': {e.strerror}") from None
    try:
        return name, data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InputError(utf8_error(name, data, e), located=True) from None
