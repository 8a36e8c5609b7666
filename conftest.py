"""Makes every `test/**/*.mlir` file a pytest test, so `python -m pytest` runs the lit suite too.

Each file's `RUN:` lines are executed the way lit's shell tests run them (`%s`, `%S`, `%t`, `%p`
substitutions, `FileCheck` -> the Python `filecheck`, `not`, pipefail); `lit.cfg.py` configures the same
substitutions for people who prefer `lit test/`.  Files whose first line says `// REQUIRES: mlir-opt-14`
are skipped when the oracle is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent
ORACLE = Path("/usr/lib/llvm-14/bin/mlir-opt")
_RUN = re.compile(r"(?://|#)\s*RUN:\s?(.*)$")
_REQUIRES = re.compile(r"(?://|#)\s*REQUIRES:\s*(.*)$")


def tool_substitutions() -> dict[str, str]:
    """Tool names in RUN lines -> commands of this environment."""
    py = sys.executable
    filecheck = shutil.which("filecheck") or f"{py} -m filecheck"
    return {
        "gpuopt-translate": f"{py} -m gpuopt.translate",
        "gpuopt-runner": f"{py} -m gpuopt.runner",
        "gpuopt": f"{py} -m gpuopt",
        "FileCheck": filecheck,
        "not": f"{py} {ROOT / 'test' / 'not.py'}",
    }


def run_lines(path: Path) -> list[str]:
    """The file's RUN commands, continuation lines (`\\` at the end) joined."""
    lines: list[str] = []
    pending = ""
    for line in path.read_text().splitlines():
        m = _RUN.search(line)
        if not m:
            continue
        text = m.group(1).rstrip()
        if text.endswith("\\"):
            pending += text[:-1] + " "
            continue
        lines.append(pending + text)
        pending = ""
    if pending:
        lines.append(pending)
    return lines


def substitute(command: str, path: Path, tmp: Path) -> str:
    command = command.replace("%s", str(path)).replace("%S", str(path.parent)).replace("%p", str(path.parent))
    command = command.replace("%t", str(tmp / "t"))
    tools = tool_substitutions()
    pattern = re.compile(r"(?<![\w./-])(" + "|".join(re.escape(t) for t in sorted(tools, key=len, reverse=True))
                         + r")(?![\w.-])")
    return pattern.sub(lambda m: tools[m.group(1)], command)


class MlirFile(pytest.File):
    def collect(self):
        yield MlirTest.from_parent(self, name=self.path.name)


class MlirTest(pytest.Item):
    def runtest(self) -> None:
        path = Path(self.path)
        for line in path.read_text().splitlines()[:5]:
            m = _REQUIRES.search(line)
            if m and "mlir-opt-14" in m.group(1) and not ORACLE.exists():
                pytest.skip("needs /usr/lib/llvm-14/bin/mlir-opt")
        commands = run_lines(path)
        if not commands:
            pytest.fail(f"{path} has no RUN lines")
        with tempfile.TemporaryDirectory() as tmp:
            for command in commands:
                shell = substitute(command, path, Path(tmp))
                proc = subprocess.run(["bash", "-o", "pipefail", "-c", shell], cwd=path.parent,
                                      capture_output=True, text=True, timeout=300)
                if proc.returncode != 0:
                    raise RunLineFailure(command, shell, proc)

    def repr_failure(self, excinfo):  # type: ignore[override]
        if isinstance(excinfo.value, RunLineFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"lit: {self.name}"


class RunLineFailure(Exception):
    def __init__(self, command: str, shell: str, proc: subprocess.CompletedProcess) -> None:
        super().__init__(
            f"RUN: {command}\n$ {shell}\nexit code {proc.returncode}\n"
            f"--- stdout (tail) ---\n{proc.stdout[-3000:]}\n--- stderr (tail) ---\n{proc.stderr[-6000:]}")


def pytest_collect_file(parent, file_path: Path):
    in_lit_suite = "test" in file_path.relative_to(ROOT).parts[:1] and "Inputs" not in file_path.parts
    if file_path.suffix == ".mlir" and in_lit_suite:
        return MlirFile.from_parent(parent, path=file_path)
    return None


os.environ.setdefault("GPUOPT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "gpuopt-cache"))
