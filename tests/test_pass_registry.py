"""The pass registry's catalog: a run imports the modules of the passes it asks for and no others, and the
catalog (pass name -> module) is cached, rebuilt when damaged, and complete (every pass module's passes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gpuopt.passes import PASS_MODULES, PASSES, load_all

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "test" / "Conversion" / "GPUCommon" / "lower-alloc-to-gpu-runtime-calls.mlir"

PROBE = """
import sys
from gpuopt.cli import main
try:
    main(sys.argv[1:])
except SystemExit as e:
    code = e.code
sys.stdout.flush()
loaded = sorted(m.rpartition(".")[2] for m in sys.modules if m.startswith("gpuopt.passes.")
                and m.rpartition(".")[2] not in ("manager", "pipeline", "instrument"))
print("exit", code, "passes", loaded, file=sys.stderr)
"""


def _probe(cache: Path, *args: str) -> str:
    env = {**os.environ, "GPUOPT_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", PROBE, *args], env=env, capture_output=True, text=True,
                          timeout=300, cwd=ROOT)
    return done.stderr.splitlines()[-1]


def test_a_run_imports_only_the_passes_it_names(tmp_path: Path) -> None:
    assert _probe(tmp_path, str(SAMPLE)) == "exit 0 passes []"  # no pass named: no catalog read
    assert not list(tmp_path.glob("passes-*.marshal"))
    assert _probe(tmp_path, "--gpu-to-llvm", str(SAMPLE)).startswith("exit 0")  # builds and caches it
    assert list(tmp_path.glob("passes-*.marshal"))
    assert _probe(tmp_path, "--gpu-to-llvm", str(SAMPLE)) == "exit 0 passes ['gpu_to_llvm']"
    assert _probe(tmp_path, "--pass-pipeline=builtin.module(gpu-to-llvm)", str(SAMPLE)) == \
        "exit 0 passes ['gpu_to_llvm']"


def test_a_damaged_catalog_is_rebuilt(tmp_path: Path) -> None:
    assert _probe(tmp_path, "--gpu-to-llvm", str(SAMPLE)).startswith("exit 0")
    (catalog,) = tmp_path.glob("passes-*.marshal")
    catalog.write_bytes(b"not marshal data")
    assert _probe(tmp_path, "--gpu-to-lvm", str(SAMPLE)).startswith("exit 1")
    assert _probe(tmp_path, "--gpu-to-llvm", str(SAMPLE)) == "exit 0 passes ['gpu_to_llvm']"


def test_the_catalog_names_every_registered_pass() -> None:
    load_all()
    catalog = PASSES.catalog()
    for name, cls in PASSES.loaded.items():
        if cls.__module__.startswith("gpuopt."):
            assert catalog.get(name) == cls.__module__
    assert {module.rpartition(".")[2] for module in catalog.values()} <= set(PASS_MODULES)
