"""The parser's table cache: built on first use, loaded afterwards, rebuilt when unusable.

Every other test runs with a warm cache, so this one starts from empty cache directories: the parser that
builds the tables and the one that loads them must parse alike, and a damaged cache file must cost only
the time to build it again."""

from __future__ import annotations

import marshal
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "test" / "Dialect" / "GPU" / "ops.mlir"


def _gpuopt(cache: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GPUOPT_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-m", "gpuopt", "-allow-unregistered-dialect", *args], env=env,
                          capture_output=True, text=True, timeout=300)


def _cache_file(cache: Path) -> Path:
    files = list(cache.glob("*.tables"))
    assert len(files) == 1, files
    return files[0]


def test_built_and_loaded_tables_parse_alike(tmp_path: Path) -> None:
    built = _gpuopt(tmp_path, str(SAMPLE))
    assert built.returncode == 0, built.stderr
    tables = marshal.loads(_cache_file(tmp_path).read_bytes())
    assert set(tables) == {"states", "start_state", "end_state", "terminals", "reductions", "code", "catalog"}
    loaded = _gpuopt(tmp_path, str(SAMPLE))
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout == built.stdout
    assert "gpu.launch_func" in loaded.stdout


def test_damaged_cache_is_rebuilt(tmp_path: Path) -> None:
    first = _gpuopt(tmp_path, str(SAMPLE))
    assert first.returncode == 0, first.stderr
    path = _cache_file(tmp_path)
    good = path.read_bytes()
    for damage in (b"not marshal data", good[: len(good) // 2], marshal.dumps({"states": []})):
        path.write_bytes(damage)
        again = _gpuopt(tmp_path, str(SAMPLE))
        assert again.returncode == 0, again.stderr
        assert again.stdout == first.stdout
        assert marshal.loads(path.read_bytes()).keys() == marshal.loads(good).keys()


def test_no_usable_cache_directory_still_parses(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory would go")
    done = _gpuopt(blocker / "cache", str(SAMPLE))
    assert done.returncode == 0, done.stderr
    assert "gpu.launch_func" in done.stdout
    assert not (blocker.parent / "cache").exists()


LAZY_PROBE = """
import sys
from gpuopt.diagnostics import DiagnosticError
from gpuopt.parser import parse
from gpuopt.verifier import verify
from gpuopt.dialects import DIALECT_MODULES
def loaded():  # (the dialects' modules; a dialect may import modules of its own, such as vector_shape)
    return sorted(m.rpartition(".")[2] for m in sys.modules if m.startswith("gpuopt.dialects.")
                  and m.rpartition(".")[2] in DIALECT_MODULES)
module = parse("func @f() {\\n  return\\n}")
verify(module)
print("plain", loaded())
for text in ('"gpu.barrier"(%x) : (index) -> ()', 'llvm.mlir.global @g() {nvvm.kernel} : i32'):
    try:
        verify(parse("func @f(%x: index) { " + text + " return }" if "gpu" in text else text))
    except DiagnosticError as e:
        print("error", e.diagnostic.message)
print("after", loaded())
"""


def test_dialects_load_as_the_input_names_them(tmp_path: Path) -> None:
    """With the tables cached, a run imports only the dialects its input uses: an op in generic form and a
    dialect attribute load their dialect (whose verifiers then run) as a custom form does."""
    assert _gpuopt(tmp_path, str(SAMPLE)).returncode == 0  # builds and caches the tables
    env = {**os.environ, "GPUOPT_CACHE_DIR": str(tmp_path)}
    probe = subprocess.run([sys.executable, "-c", LAZY_PROBE], env=env, capture_output=True, text=True,
                           timeout=300)
    assert probe.returncode == 0, probe.stderr
    lines = probe.stdout.splitlines()
    assert lines[0] == "plain ['builtin', 'std']"
    assert lines[1] == "error 'gpu.barrier' op requires zero operands"
    assert lines[2] == "error 'nvvm.kernel' attribute attached to unexpected op"
    assert lines[3] == "after ['builtin', 'gpu', 'llvm', 'nvvm', 'std']"


def test_op_keywords_are_grouped_where_any_op_may_start(tmp_path: Path) -> None:
    """States where any op may start hold one `OP_*` entry, not one per op keyword: the tables every run
    loads do not grow by (ops x states) as dialects are added."""
    assert _gpuopt(tmp_path, str(SAMPLE)).returncode == 0
    states = marshal.loads(_cache_file(tmp_path).read_bytes())["states"]
    grouped = [s for s in states if "OP_*" in s]
    assert len(grouped) > 100
    op_entries = sum(1 for s in states for name in s if name.startswith("OP_") and name != "OP_*")
    op_terminals = {name for s in states for name in s if name.startswith("OP_") and name != "OP_*"}
    assert op_entries < 20 * len(op_terminals)
    typo = tmp_path / "typo.mlir"
    typo.write_text("func @f() {\n  %0 = gpu.alocc() : index\n  return\n}\n")
    done = _gpuopt(tmp_path, str(typo))
    assert done.returncode == 1
    assert "2:8: error: custom op 'gpu.alocc' is unknown" in done.stderr
