"""The op-anchored pass manager, driven through the CLI with test-only passes (registered only here).

Each test pass records the ops it ran on, so anchoring, nesting (ops directly inside the parent pipeline's op,
and no deeper), implicit nesting of pass flags, explicit anchors in `--pass-pipeline`, merging of adjacent
pipelines, verification after each pass, failures, IR dumps and the timing report are observed directly.
The same behaviour of mlir-opt 14 is shown with its own passes in test_mlir_opt_command_line.py.
"""

from __future__ import annotations

import contextlib
import gc
import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from gpuopt.cli import _run
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.passes import PASSES, Pass, PassFailure, PassOption, register_pass

RUNS: list[tuple[str, str]] = []
"""(pass argument, `op_name @symbol`) for each run of a test pass, in order."""


def _where(op: Operation) -> str:
    name = op.attributes.get("sym_name")
    return op.op_name + (f" @{name.value}" if isinstance(name, A.StringAttr) else "")


class _Recording(Pass):
    def run(self, op: Operation) -> None:
        RUNS.append((self.name, _where(op)))


class CountOpsPass(_Recording):
    """Anchored on gpu.module, as convert-gpu-to-nvvm is; counts the ops in the module it runs on."""

    name = "test-count-ops"
    summary = "Count the ops in each gpu.module"
    anchor = "gpu.module"
    counts: dict[str, int] = {}

    def run(self, op: Operation) -> None:
        super().run(op)
        CountOpsPass.counts[_where(op)] = sum(1 for _ in op.walk()) - 1


class MarkPass(_Recording):
    """Any op (OperationPass<>), as canonicalize and cse are: adds a unit attribute named by its option."""

    name = "test-mark"
    summary = "Mark the op it runs on"
    options = (PassOption("attr", "The attribute to add", "test.mark"),)

    def run(self, op: Operation) -> None:
        super().run(op)
        op.attributes[self.option("attr")] = A.UnitAttr()


class FuncMarkPass(MarkPass):
    name = "test-func-mark"
    anchor = "builtin.func"
    pass_name = "TestFunctionMark"


class DropTerminatorPass(_Recording):
    """Leaves each function without its terminator: invalid IR for -verify-each to catch."""

    name = "test-drop-terminator"
    summary = "Erase the terminator of a function"
    anchor = "builtin.func"

    def run(self, op: Operation) -> None:
        super().run(op)
        op.regions[0].blocks[0].ops[-1].erase()


class FailPass(_Recording):
    name = "test-fail"
    summary = "Fail without a diagnostic"
    anchor = "builtin.module"

    def run(self, op: Operation) -> None:
        super().run(op)
        op.attributes["test.touched"] = A.UnitAttr()
        raise PassFailure()


TEST_PASSES = (CountOpsPass, MarkPass, FuncMarkPass, DropTerminatorPass, FailPass)

INPUT = """\
gpu.module @a {
}
func @f() {
  return
}
module @m {
  gpu.module @b {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func @g() {
    return
  }
  module @deeper {
    gpu.module @c {
    }
  }
}
func @h() {
  return
}
"""


@pytest.fixture(autouse=True)
def test_passes() -> Iterator[None]:
    for cls in TEST_PASSES:
        register_pass(cls)
    RUNS.clear()
    CountOpsPass.counts.clear()
    yield
    for cls in TEST_PASSES:
        del PASSES[cls.name]


def gpuopt(tmp_path: Path, *args: str, text: str = INPUT) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of the gpuopt command line, run in this process."""
    src = tmp_path / "in.mlir"
    src.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            _run([*args, str(src)])
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        finally:
            gc.enable()
    return code, out.getvalue(), err.getvalue().replace(str(src), "in.mlir")


def test_the_upstream_name_defaults_to_the_class_name() -> None:
    assert CountOpsPass.pass_name == "CountOpsPass" and FuncMarkPass.pass_name == "TestFunctionMark"


def test_nested_pipeline_runs_on_ops_directly_inside_the_parent_op(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=gpu.module(test-count-ops)")
    assert code == 0, err
    assert RUNS == [("test-count-ops", "gpu.module @a")]
    RUNS.clear()
    CountOpsPass.counts.clear()
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=builtin.module(gpu.module(test-count-ops))")
    assert code == 0, err
    assert RUNS == [("test-count-ops", "gpu.module @b")]  # not @a (top level) nor @c (two levels down)
    assert CountOpsPass.counts == {"gpu.module @b": 3}  # gpu.func, gpu.return, gpu.module_end


def test_builtin_module_nests_into_child_modules_only(tmp_path: Path) -> None:
    code, out, err = gpuopt(tmp_path, "--pass-pipeline=builtin.module(test-mark)")
    assert code == 0, err
    assert RUNS == [("test-mark", "builtin.module @m")]
    assert "module @m attributes {test.mark}" in out and "module attributes" not in out
    RUNS.clear()
    gpuopt(tmp_path, "--pass-pipeline=test-mark")
    assert RUNS == [("test-mark", "builtin.module")]


def test_flag_for_a_pass_anchored_elsewhere_nests_implicitly(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--test-count-ops", "--test-func-mark")
    assert code == 0, err
    assert RUNS == [("test-count-ops", "gpu.module @a"), ("test-func-mark", "builtin.func @f"),
                    ("test-func-mark", "builtin.func @h")]


def test_pipeline_rejects_a_pass_anchored_on_another_op(tmp_path: Path) -> None:
    code, out, err = gpuopt(tmp_path, "--pass-pipeline=test-count-ops")
    assert (code, out) == (1, "")
    assert err == ("<unknown>:0: error: Can't add pass 'CountOpsPass' restricted to 'gpu.module' on a PassManager "
                   "intended to run on 'builtin.module', did you intend to nest?\n"
                   "<unknown>:0: error: failed to add `test-count-ops` with options ``\n")
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=builtin.module(builtin.func(test-count-ops{bogus=1}))")
    assert code == 1 and not RUNS
    assert err.splitlines() == [
        "<Pass-Options-Parser>: no such option bogus",
        "<unknown>:0: error: Can't add pass 'CountOpsPass' restricted to 'gpu.module' on a PassManager intended to "
        "run on 'builtin.func', did you intend to nest?",
        "<unknown>:0: error: failed to add `test-count-ops` with options `bogus=1`",
        "<unknown>:0: error: failed to add `builtin.func` with options `` to inner pipeline",
        "<unknown>:0: error: failed to add `builtin.module` with options `` to inner pipeline"]


def test_any_op_pass_runs_wherever_it_is_nested(tmp_path: Path) -> None:
    code, out, err = gpuopt(tmp_path, "--pass-pipeline=builtin.func(test-mark{attr=test.f}),"
                                      "gpu.module(test-mark{attr=test.g})")
    assert code == 0, err
    assert "func @f() attributes {test.f}" in out and "gpu.module @a attributes {test.g}" in out


def test_adjacent_pipelines_merge_and_run_in_ir_order(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=builtin.func(test-mark),gpu.module(test-count-ops),"
                                    "builtin.func(test-func-mark)")
    assert code == 0, err
    assert RUNS == [("test-count-ops", "gpu.module @a"),
                    ("test-mark", "builtin.func @f"), ("test-func-mark", "builtin.func @f"),
                    ("test-mark", "builtin.func @h"), ("test-func-mark", "builtin.func @h")]


def test_flags_and_pipelines_run_in_command_line_order(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--test-mark", "--pass-pipeline=builtin.module(test-mark{attr=x})",
                          "--test-count-ops")
    assert code == 0, err
    # the two nested pipelines are adjacent: merged, they run in IR order, where gpu.module @a comes first
    assert RUNS == [("test-mark", "builtin.module"), ("test-count-ops", "gpu.module @a"),
                    ("test-mark", "builtin.module @m")]


def test_each_pass_is_verified_unless_told_otherwise(tmp_path: Path) -> None:
    code, out, err = gpuopt(tmp_path, "--test-drop-terminator")
    assert (code, out) == (1, "")
    assert err.startswith("in.mlir:3:1: error: empty block: expect at least a terminator")
    assert RUNS == [("test-drop-terminator", "builtin.func @f")]  # the run stops at the first failure
    code, out, err = gpuopt(tmp_path, "--test-drop-terminator", "--verify-each=false")
    assert code == 0, err
    assert "func @f() {\n  }" in out


def test_failing_pass_exits_1_and_dumps_the_generic_form(tmp_path: Path) -> None:
    code, out, err = gpuopt(tmp_path, "--test-fail", "--test-mark", "-print-ir-after-failure")
    assert (code, out) == (1, "")
    assert RUNS == [("test-fail", "builtin.module")]
    assert err.startswith('// -----// IR Dump After FailPass Failed //----- //\n"builtin.module"() ({\n')
    assert err.endswith("}) {test.touched} : () -> ()\n\n\n")


def test_ir_dumps_name_the_pass_and_print_nested_ops_alone(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=builtin.module(builtin.func(test-func-mark))",
                          "-print-ir-before-all", "-print-ir-after-all")
    assert code == 0, err
    assert err == ("// -----// IR Dump Before TestFunctionMark //----- //\nfunc @g() {\n  return\n}\n\n"
                   "// -----// IR Dump After TestFunctionMark //----- //\nfunc @g() attributes {test.mark} {\n"
                   "  return\n}\n\n")
    code, _, err = gpuopt(tmp_path, "--test-count-ops", "-mlir-print-ir-after=test-count-ops",
                          "-mlir-print-ir-module-scope")
    assert err.startswith("// -----// IR Dump After CountOpsPass ('gpu.module' operation: @a) //----- //\n"
                          "module {\n  gpu.module @a {\n")
    assert err.endswith("}\n\n\n")


def test_print_after_change_skips_passes_that_changed_nothing(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--test-count-ops", "--test-mark", "-print-ir-after-all",
                          "-print-ir-after-change")
    assert code == 0, err
    assert re.findall(r"IR Dump After (\w+)", err) == ["MarkPass"]


def test_timing_report_nests_pipelines(tmp_path: Path) -> None:
    code, _, err = gpuopt(tmp_path, "--pass-pipeline=builtin.func(test-mark),gpu.module(test-count-ops)",
                          "--test-mark", "-mlir-timing")
    assert code == 0, err
    names = [line[19:] for line in err.splitlines()[6:]]
    # managers listed by name; pipelines in the order they first ran (gpu.module @a is the first op)
    assert names == ["  Parser", "  Pipeline Collection : ['builtin.func', 'gpu.module']",
                     "    'gpu.module' Pipeline", "      CountOpsPass", "    'builtin.func' Pipeline",
                     "      MarkPass", "  MarkPass", "  Output", "  Rest", "  Total"]
    code, _, err = gpuopt(tmp_path, "--test-func-mark", "-mlir-timing", "-mlir-timing-display=list")
    names = sorted(line[19:] for line in err.splitlines()[6:-2])
    assert names == ["  'builtin.func' Pipeline", "  Output", "  Parser", "  Pipeline Collection : ['builtin.func']",
                     "  TestFunctionMark", "  root"]  # the list counts the timers the tree hides
    assert err.splitlines()[6].endswith("(100.0%)  root")
