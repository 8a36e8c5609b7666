"""lit configuration: `lit test/` runs the same .mlir tests that `python -m pytest` collects."""

import os
import sys

import lit.formats

config.name = "gpuopt"  # noqa: F821
config.test_format = lit.formats.ShTest()  # noqa: F821
config.suffixes = [".mlir"]  # noqa: F821
config.test_source_root = os.path.join(os.path.dirname(__file__), "test")  # noqa: F821
config.excludes = ["Inputs"]  # noqa: F821
py = sys.executable
config.substitutions.append(("gpuopt-translate", f"{py} -m gpuopt.translate"))  # noqa: F821
config.substitutions.append(("gpuopt-runner", f"{py} -m gpuopt.runner"))  # noqa: F821
config.substitutions.append(("gpuopt", f"{py} -m gpuopt"))  # noqa: F821
config.substitutions.append(("FileCheck", "filecheck"))  # noqa: F821
config.environment["PATH"] = os.environ.get("PATH", "")  # noqa: F821
if os.path.exists("/usr/lib/llvm-14/bin/mlir-opt"):
    config.available_features.add("mlir-opt-14")  # noqa: F821
