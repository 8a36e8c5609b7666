"""Bounded mutation fuzzing of the whole pipeline, on every test run (fuzz/fuzz_gpuopt.py has the target and
how to run it for hours under atheris).

Inputs are the lit test chunks with one to four mutations (bit flips, truncation, token swaps, duplicated,
deleted and spliced lines); hypothesis picks them deterministically and shrinks any failure to a small
input.  Every input must end in success or a located diagnostic, in-process (fast) and through the CLI
(exit 0 or 1 and `FILE:LINE:COL: error:`, never a traceback).
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]


def _load_fuzz_module():
    spec = importlib.util.spec_from_file_location("fuzz_gpuopt", ROOT / "fuzz" / "fuzz_gpuopt.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_gpuopt"] = module
    spec.loader.exec_module(module)
    return module


fz = _load_fuzz_module()
CORPUS = [chunk.encode() for chunk in fz.corpus()]

mutations = st.builds(fz.Mutation, st.sampled_from(fz.MUTATIONS), st.floats(0, 1), st.floats(0, 1),
                      st.integers(0, 1 << 16))
fuzz_inputs = st.builds(lambda seed, ms: (seed, ms), st.integers(0, len(CORPUS) - 1),
                        st.lists(mutations, min_size=1, max_size=4))


def mutated(seed: int, ms: list) -> bytes:
    data = CORPUS[seed]
    for m in ms:
        data = fz.mutate(data, m, CORPUS)
    return data


def test_the_corpus_is_the_lit_tests() -> None:
    assert len(CORPUS) > 100
    assert all(fz.run_pipeline(chunk) in ("ok", "invalid") for chunk in CORPUS[:20])


def test_mutations_are_deterministic_and_bounded() -> None:
    data = b'%0 = "test.op"() : () -> i32\nreturn\n'
    for kind in fz.MUTATIONS:
        m = fz.Mutation(kind, 0.5, 0.25, 3)
        assert fz.mutate(data, m, CORPUS) == fz.mutate(data, m, CORPUS)
        assert len(fz.mutate(data, m, CORPUS)) < 4 * len(data) + 200
    assert fz.mutate(b"", fz.Mutation("flip", 0.5)) == b""


@settings(max_examples=3000, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(fuzz_inputs)
def test_mutated_inputs_end_in_success_or_a_located_error(case: tuple[int, list]) -> None:
    data = mutated(*case)
    assert fz.run_pipeline(data) in ("ok", "invalid", "not-utf8")


_LOCATED = re.compile(r"^fuzz\.mlir:\d+:\d+: error: ")


@settings(max_examples=400, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(fuzz_inputs, st.sampled_from([["--allow-unregistered-dialect"], ["--gpu-to-llvm"],
                                     ["--mlir-print-op-generic", "--allow-unregistered-dialect"]]))
def test_cli_on_mutated_inputs_exits_0_or_1_with_located_errors(
        tmp_path_factory: pytest.TempPathFactory, case: tuple[int, list], flags: list[str]) -> None:
    from gpuopt.cli import _run

    path = tmp_path_factory.getbasetemp() / "fuzz.mlir"
    path.write_bytes(mutated(*case))
    code, _out, err = _run_captured(_run, [*flags, str(path)])
    assert code in (0, 1), err
    assert "Traceback" not in err and "internal error" not in err
    if code == 1:
        assert _LOCATED.match(err.splitlines()[0].replace(str(path.parent) + "/", "")), err


def _run_captured(entry, argv: list[str]) -> tuple[int, str, str]:
    """Runs a console entry point in-process: (exit status, stdout, stderr)."""
    import contextlib
    import gc
    import io

    out, err = io.StringIO(), io.StringIO()
    code = 0
    collecting = gc.isenabled()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            entry(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        finally:
            if collecting:
                gc.enable()  # the CLI turns collections off for its short-lived process
    return code, out.getvalue(), err.getvalue()
