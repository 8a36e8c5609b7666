"""lit configuration: `lit test/` runs the same .mlir tests that `python -m pytest` collects, with the
configuration users copy (docs/lit.md), on this checkout's sources (`python -m gpuopt`, not an install)."""

import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, ROOT)
import gpuopt.litconfig  # noqa: E402

config.name = "gpuopt"  # noqa: F821
gpuopt.litconfig.configure(config, use_modules=True)  # noqa: F821
config.excludes += ["tests", "bench", "fuzz", "runtime_wrappers"]  # noqa: F821
config.environment["PYTHONPATH"] = os.pathsep.join(  # noqa: F821
    [ROOT, *filter(None, [os.environ.get("PYTHONPATH")])])
if os.path.exists("/usr/lib/llvm-14/bin/mlir-opt"):
    config.available_features.add("mlir-opt-14")  # noqa: F821
