"""Property tests on random valid GPU-dialect programs (see gpu_programs.py for what they contain).

Each property holds for every program a person could write, so a counterexample is a bug that a
hand-written test would have had to guess: printing that does not re-parse, custom and generic forms that
disagree, a lowering whose output the verifier rejects, LLVM IR that LLVM rejects, or output that differs
from mlir-opt 14's.  Runs are derandomized (the same examples every run) and bounded to a few seconds each.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
from gpu_programs import gpu_programs
from hypothesis import HealthCheck, given, settings

from gpuopt.cli import Options, run_chunk
from gpuopt.parser import parse
from gpuopt.passes import PassSpec, load_all
from gpuopt.printer import print_module
from gpuopt.translate.verify import to_llvm_ir
from gpuopt.verifier import verify

ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
HAVE_ORACLE = ORACLE.is_file() and os.access(ORACLE, os.X_OK)

load_all()

BOUNDED = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def parse_verified(text: str, name: str = "gen.mlir"):
    module = parse(text, name)
    verify(module)
    return module


def lower(text: str):
    module = parse_verified(text)
    PassSpec("gpu-to-llvm").instantiate().run(module)
    verify(module)
    return module


@BOUNDED
@given(gpu_programs())
def test_verifier_accepts_generated_programs(program: str) -> None:
    parse_verified(program)


@BOUNDED
@given(gpu_programs())
def test_print_parse_print_is_a_fixed_point(program: str) -> None:
    for generic in (False, True):
        first = print_module(parse_verified(program), generic=generic)
        second = print_module(parse_verified(first, "printed.mlir"), generic=generic)
        assert second == first


@BOUNDED
@given(gpu_programs())
def test_generic_and_custom_forms_parse_to_the_same_ir(program: str) -> None:
    module = parse_verified(program)
    custom = print_module(module)
    generic = print_module(module, generic=True)
    assert print_module(parse_verified(generic, "generic.mlir")) == custom


@BOUNDED
@given(gpu_programs())
def test_lowering_verifies_and_reparses(program: str) -> None:
    lowered = print_module(lower(program))
    assert not re.search(r"\bgpu\.", lowered.replace("gpu.container_module", ""))
    again = parse_verified(lowered, "lowered.mlir")
    assert print_module(again) == lowered


@BOUNDED
@given(gpu_programs())
def test_translation_passes_the_llvm_verifier(program: str) -> None:
    text, llvm_module = to_llvm_ir(lower(program))  # to_llvm_ir runs llvmlite's parser and verifier
    assert llvm_module.verify() is None
    assert "define " in text


def _oracle(text: str, flags: list[str]) -> tuple[int, str]:
    proc = subprocess.run([str(ORACLE), *flags], input=text, capture_output=True, text=True, timeout=60)
    return proc.returncode, proc.stdout


def _gpuopt(text: str, flags: list[str]) -> tuple[int, str]:
    generic = "-mlir-print-op-generic" in flags
    pipeline = [PassSpec("gpu-to-llvm")] if "--gpu-to-llvm" in flags else []
    from gpuopt.diagnostics import DiagnosticError

    try:
        return 0, run_chunk(text, "<stdin>", 0, Options(False, generic, pipeline))
    except DiagnosticError:
        return 1, ""


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@pytest.mark.skipif(not HAVE_ORACLE, reason=f"mlir-opt 14 not found at {ORACLE}")
@settings(BOUNDED, max_examples=40)
@given(gpu_programs(mlir14=True))
def test_gpuopt_agrees_with_mlir_opt_14(program: str) -> None:
    for flags in ([], ["-mlir-print-op-generic"], ["--gpu-to-llvm"]):
        expected_rc, expected = _oracle(program, flags)
        actual_rc, actual = _gpuopt(program, flags)
        assert (actual_rc == 0) == (expected_rc == 0), f"flags {flags}: mlir-opt exit {expected_rc}, gpuopt {actual_rc}"
        if expected_rc == 0:
            assert _squeeze(actual) == _squeeze(expected), f"flags {flags}"
