"""`-o FILE` for the command-line tools: all or nothing, and never at the expense of what FILE is.

A regular file (or a new one) is written to a temporary file next to it and renamed over it, so an error
leaves the previous content untouched and readers never see half a file; the new file gets the old file's
permissions (or the umask's default).  A symbolic link is followed (the link stays a link).  Anything else,
`/dev/null`, a FIFO, a terminal, is opened and written in place: renaming over it would replace the device.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile


def write_result(path: str, text: str) -> None:
    """A tool's result to `-o PATH`, `-` being standard output.  Raises OSError when it cannot write (a
    standard output closed from the start included); BrokenPipeError, a reader gone, is the caller's to judge."""
    if path == "-":
        if sys.stdout is None or sys.stdout.closed:  # started with stdout closed (`>&-`)
            raise OSError("it is closed")
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        write_output(path, text)


def write_output(path: str, text: str) -> None:
    """Writes `text` to `path` as described above; raises OSError when it cannot."""
    target = os.path.realpath(path)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        with open(target, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        return
    directory = os.path.dirname(target) or "."
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".gpuopt-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        os.chmod(tmp, stat.S_IMODE(mode) if mode is not None else 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
