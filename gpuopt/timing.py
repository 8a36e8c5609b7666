"""`-mlir-timing`: nested wall-clock timers and MLIR 14's execution time report (`-mlir-timing-display`).

mlir-opt times `Parser`, each pass (by its C++ name) and each nested pipeline (`'gpu.module' Pipeline`, under
the adaptor's `Pipeline Collection : [...]`), and `Output`; a timer started again under the same key adds
up, so a pass run on every function is one line.  The report goes to stderr at the end of each input chunk,
failed ones included.  gpuopt runs on one thread, so user time equals wall time and, as in 14, only the
`Wall Time` column is shown.
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from typing import TextIO


class Timer:
    """A named timer with children by key, in the order they were first started.  A `hidden` timer has no line
    of its own in the tree display (its children take its place); the list display counts it anyway."""

    def __init__(self, name: str, hidden: bool = False) -> None:
        self.name = name
        self.hidden = hidden
        self.wall = 0.0
        self.children: dict[Hashable, Timer] = {}
        self._started: float | None = None

    def start(self) -> Timer:
        self._started = time.perf_counter()
        return self

    def stop(self) -> None:
        if self._started is not None:
            self.wall += time.perf_counter() - self._started
            self._started = None

    def nest(self, key: Hashable, name: str, hidden: bool = False) -> Timer:
        """The child timer for `key` (created with `name` the first time), started."""
        child = self.children.get(key)
        if child is None:
            child = self.children[key] = Timer(name, hidden)
        return child.start()


DISPLAYS = ("tree", "list")
_RULE = "===" + "-" * 73 + "===\n"


def report(root: Timer, display: str = "tree") -> str:
    """The execution time report of `root` (stopped), as mlir-opt 14 prints it."""
    total = root.wall
    title = "... Execution time report ..."
    out = [_RULE, " " * ((80 - len(title)) // 2) + title + "\n", _RULE,
           f"  Total Execution Time: {total:.4f} seconds\n\n", "  ----Wall Time----  ----Name----\n"]
    if display == "list":
        merged: dict[str, float] = {}
        _merge(root, merged)
        for name, wall in sorted(merged.items(), key=lambda item: -item[1]):
            out.append(_entry(name, wall, total, 0))
    else:
        for child in root.children.values():
            _tree(child, total, 0, out)
    rest = total - sum(child.wall for child in root.children.values())
    out.append(_entry("Rest", rest, total, 0))
    out.append(_entry("Total", total, total, 0))
    return "".join(out)


def _merge(timer: Timer, merged: dict[str, float]) -> None:
    merged[timer.name] = merged.get(timer.name, 0.0) + timer.wall
    for child in timer.children.values():
        _merge(child, merged)


def _tree(timer: Timer, total: float, indent: int, out: list[str]) -> None:
    if not timer.hidden:
        out.append(_entry(timer.name, timer.wall, total, indent))
        indent += 2
    for child in timer.children.values():
        _tree(child, total, indent, out)


def _entry(name: str, wall: float, total: float, indent: int) -> str:
    percent = 100.0 * wall / total if total else float("nan")
    return f"  {wall:8.4f} ({percent:5.1f}%)  {' ' * indent}{name}\n"


def write_report(root: Timer, display: str, stream: TextIO) -> None:
    root.stop()
    stream.write(report(root, display))
    stream.flush()
