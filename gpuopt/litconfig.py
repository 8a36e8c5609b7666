"""lit configuration for test suites that run gpuopt where LLVM 14-era suites ran mlir-opt (see docs/lit.md).

    # lit.cfg.py
    import gpuopt.litconfig

    config.name = "my-kernels"
    gpuopt.litconfig.configure(config)

An LLVM 14-era `lit.cfg.py` does not work as it is: it imports `lit.llvm` (LLVM's build-tree helpers), today's
lit refuses `ShTest(True)` ("execute_external=True is deprecated"), and `FileCheck` is an LLVM binary that a
Python install does not have.  `configure` uses lit's internal shell (which has `not`, with `--crash`, built in),
runs `.mlir` files, and substitutes `FileCheck` (the Python `filecheck`), `gpuopt`, `gpuopt-translate` and
`gpuopt-runner` with the console scripts installed beside this Python (or `python -m ...` where there are none,
or with GPUOPT_LIT_USE_MODULES=1, which tests a source checkout without installing it).
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from typing import Any

MODULES = {"gpuopt-translate": "gpuopt.translate", "gpuopt-runner": "gpuopt.runner", "gpuopt": "gpuopt"}
"""Each tool's module, longest name first: a name must be substituted before the names it contains."""

PASSED_ENVIRONMENT = ("PATH", "PYTHONPATH", "HOME", "GPUOPT_CACHE_DIR", "GPUOPT_DEBUG", "TMPDIR")
"""What the RUN lines need from the caller's environment (lit starts them with almost none of it)."""


def tool_commands(use_modules: bool | None = None) -> dict[str, str]:
    """The shell command for each tool name a RUN line may use."""
    if use_modules is None:
        use_modules = os.environ.get("GPUOPT_LIT_USE_MODULES", "") not in ("", "0")
    bindir = os.path.dirname(sys.executable)
    python = shlex.quote(sys.executable)
    commands: dict[str, str] = {}
    for tool, module in MODULES.items():
        script = os.path.join(bindir, tool)
        installed = not use_modules and os.access(script, os.X_OK)
        commands[tool] = shlex.quote(script) if installed else f"{python} -m {module}"
    filecheck = os.path.join(bindir, "filecheck")
    if not os.access(filecheck, os.X_OK):
        filecheck = shutil.which("filecheck") or ""
    commands["FileCheck"] = shlex.quote(filecheck) if filecheck else f"{python} -m filecheck"
    return commands


def tool_pattern(name: str) -> str:
    """`name` as a command word: not inside a path, an option or a longer tool name (`gpuopt-translate`)."""
    return r"(?<![\w./%=-])" + name.replace(".", r"\.") + r"(?![\w.-])"


def configure(config: Any, suffixes: tuple[str, ...] = (".mlir",), use_modules: bool | None = None) -> None:
    """Sets up a lit `config` (the object lit hands to lit.cfg.py) to run gpuopt tests."""
    import lit.formats

    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = list(suffixes)
    config.excludes = sorted({*getattr(config, "excludes", ()), "Inputs"})
    for name, command in tool_commands(use_modules).items():
        config.substitutions.append((tool_pattern(name), command))
    for variable in PASSED_ENVIRONMENT:
        if variable in os.environ:
            config.environment[variable] = os.environ[variable]
