"""Running recursive work (the printer follows the nesting of regions) on a thread with a large stack.

Parsing, name binding, verification and conversion walk the IR iteratively, but custom printers call back
into the printer for their regions, so printing recurses once per nesting level.  Inputs nested thousands
of regions deep therefore print on a dedicated thread with a 512 MiB stack and a high recursion limit.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

R = TypeVar("R")


def run_with_deep_stack(fn: Callable[[], R]) -> R:
    """Runs `fn` on a large-stack thread; its result or exception (SystemExit included) reaches the caller."""
    outcome: list[R] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            outcome.append(fn())
        except BaseException as e:  # noqa: BLE001 - handed over to the calling thread
            failure.append(e)

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 200_000))
    previous = threading.stack_size(512 * 1024 * 1024)
    try:
        worker = threading.Thread(target=target, name="gpuopt")
        worker.start()
    finally:
        threading.stack_size(previous)
    worker.join()
    if failure:
        raise failure[0]
    return outcome[0]
