"""Vector ops against mlir-opt 14, in kernels and in host code: the functions of the random vector programs
(tests/vector_programs.py) inside a gpu.module through `convert-gpu-to-nvvm` (which leaves vector ops, with
casts around them) and `convert-gpu-to-rocdl` (which lowers them with convert-vector-to-llvm's conversion
patterns and ROCDL buffer operations).  Each `vector.print` becomes an unregistered `"test.use"` of its
value: 14 declares the print functions outside the gpu.module and fails, and a use keeps the value from the
passes' dead-code elimination.  Skipped without mlir-opt 14."""

from __future__ import annotations

import re

import pytest
from rewrite_differential import compare, skip_without_oracle
from vector_programs import ProgramGenerator

pytestmark = skip_without_oracle


def kernel_module(seed: int, constants: bool) -> str:
    text = ProgramGenerator(seed, constants=constants).module(length=10)
    text = re.sub(r"vector.print (%\w+) : (.*)", r'"test.use"(\1) : (\2) -> ()', text)
    return "gpu.module @m {\n" + text.replace("func @", "builtin.func @") + "\n}\n"


@pytest.mark.parametrize("target", ["nvvm", "rocdl"])
@pytest.mark.parametrize("constants", [False, True], ids=["arguments", "constants"])
def test_vector_kernels_match_mlir_opt_14(target: str, constants: bool) -> None:
    compare(["-allow-unregistered-dialect", f"-pass-pipeline=gpu.module(convert-gpu-to-{target})"],
            [kernel_module(seed, constants) for seed in range(5000, 5040)])


@pytest.mark.parametrize("constants", [False, True], ids=["arguments", "constants"])
def test_vector_host_code_through_gpu_to_llvm_matches_mlir_opt_14(constants: bool) -> None:
    """`--gpu-to-llvm` takes convert-vector-to-llvm's conversion patterns too (vector.print included: its
    extensions of constants fold)."""
    compare(["-gpu-to-llvm"], [ProgramGenerator(seed, constants=constants).module(length=10)
                               for seed in range(6000, 6040)])
