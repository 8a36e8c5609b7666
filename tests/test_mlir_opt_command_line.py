"""gpuopt's command line against mlir-opt 14's, byte for byte: stdout, stderr and exit status of the same
command (upstream RUN lines copied as a new user would).  Skipped without the oracle.

Only the program name differs (`gpuopt:` for `mlir-opt:`, and `Try: 'gpuopt --help'` for the full path of the
mlir-opt binary).  Cases whose output holds times (`-mlir-timing`) compare the report's lines without them.
Differences that are deliberate (gpuopt's extra "not converted because" notes, mlir-opt's "see current
operation" note on verifier errors, suggestions taken from LLVM's own options) are avoided here; they are
listed in the README.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
pytestmark = pytest.mark.skipif(not (ORACLE.is_file() and os.access(ORACLE, os.X_OK)),
                                reason=f"mlir-opt 14 not found at {ORACLE}")

NESTED = """\
func @f() {
  return
}
module @inner {
  func @g() {
    return
  }
  module @deeper {
    func @h() {
      return
    }
  }
}
gpu.module @k {
  gpu.func @kern() kernel {
    gpu.return
  }
}
"""

NOT_OUTLINED = """\
func @launch(%sz : index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%ux = %sz, %uy = %sz, %uz = %sz) {
    gpu.terminator
  }
  return
}
"""

MISSING_TERMINATOR = """\
func @f(%arg0: memref<4xf32>) {
  %memref = gpu.alloc () : memref<4xf32>
  gpu.memcpy %memref, %arg0 : memref<4xf32>, memref<4xf32>
}
"""

ELEMENTS = """\
func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %2 = arith.constant dense<1> : tensor<3xi32>
  %3 = arith.constant sparse<[[0, 0]], [5]> : tensor<2x2xi32>
  %4 = arith.constant opaque<"_", "0xDEADBEEF"> : tensor<4xi8>
  return
}
"""

LOCATIONS = """\
#map = affine_map<(d0) -> (d0 + 1)>
func @f(%arg0: i32, %arg1: memref<4xf32, #map>) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc("named")
  %1 = arith.addi %0, %arg0 : i32 loc(fused["a", fused["b", "a"], unknown])
  %2 = arith.addi %1, %arg0 : i32 loc(callsite("foo" at "bar.c":1:2))
  %3 = arith.addi %2, %arg0 : i32 loc(fused<"meta">["x"("y.c":3:4)])
  %4 = arith.addi %3, %arg0 : i32 loc(unknown)
  %5 = arith.addi %4, %arg0 : i32 loc("x.c":3:4)
  br ^bb1(%5 : i32)
^bb1(%6: i32 loc("named")):
  return %6 : i32 loc(callsite(callsite("a" at "b") at unknown))
}
module @m attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern(%a: f32) workgroup(%w : memref<4xf32, 3>) kernel {
      gpu.return
    }
  }
  llvm.func @g(%x: i32) -> i32 {
    llvm.return %x : i32
  }
}
"""

PIPELINES = [
    "gpu-to-llvm", " gpu-to-llvm , gpu-to-llvm ", "",
    # nesting: builtin.module(...) runs on the child modules; a pass anchored on another op is refused
    "builtin.module(gpu-to-llvm)", "builtin.module(builtin.module(gpu-to-llvm))",
    "builtin.module(gpu-to-llvm),gpu-to-llvm", "gpu.module(gpu-to-llvm)", "builtin.func(gpu-to-llvm)",
    "func(gpu-to-llvm)", "module(gpu-to-llvm)", "builtin.module(gpu.module(gpu-to-llvm))",
    # syntax
    "builtin.module(gpu-to-llvm", "gpu-to-llvm)", "gpu-to-llvm)x", "builtin.module(gpu-to-llvm)x",
    "gpu-to-llvm,,gpu-to-llvm", "gpu-to-llvm()", "gpu.module()", "gpu-to-llvm{x=1}(gpu-to-llvm)",
    "nosuch", "gpu.module(nosuch)",
    # options
    "gpu-to-llvm{bogus=1}", 'gpu-to-llvm{gpu-binary-annotation="a b"}', "gpu-to-llvm{gpu-binary-annotation=x",
    "gpu-to-llvm{ gpu-binary-annotation = x }", "gpu-to-llvm{gpu-binary-annotation}",
    "gpu-to-llvm{bogus=1 gpu-binary-annotation}", "gpu.module(gpu-to-llvm{bogus})",
]

COMMAND_LINES = [
    (["--gpu-to-llvm=bogus"], NESTED), (["--gpu-to-llvm=gpu-binary-annotation"], NESTED),
    (['--gpu-to-llvm=gpu-binary-annotation="a b" x'], NESTED), (["-gpu-to-llvm"], NESTED),
    (["--gpu-to-lvm"], NESTED), (["---gpu-to-llvm"], NESTED), (["-mlir-print-debugifo"], NESTED),
    (["--split-input-fil"], NESTED), (["-foo=3"], NESTED), (["-oout.mlir"], NESTED),
    (["--verify-each=2"], NESTED), (["--verify-each=false", "--gpu-to-llvm"], NESTED),
    (["--mlir-print-op-generic=True"], NESTED), (["--mlir-print-op-generic=0"], NESTED),
    (["--mlir-print-op-generic=yes"], NESTED), (["--split-input-file", "--split-input-file"], NESTED),
    (["-mlir-timing-display=foo"], NESTED), (["-mlir-elide-elementsattrs-if-larger=abc"], NESTED),
    (["-mlir-elide-elementsattrs-if-larger=-1"], NESTED), (["-print-ir-after=nosuch"], NESTED),
    (["-print-ir-after", "gpu-to-llvm"], NESTED), (["-o"], NESTED), (["--pass-pipeline"], NESTED),
    (["-mlir-disable-threading", "-mlir-print-op-on-diagnostic=false"], NESTED),
    # flags and pipelines together, in command-line order
    (["--gpu-to-llvm", "--pass-pipeline=builtin.module(gpu-to-llvm)", "--gpu-to-llvm"], NESTED),
    # IR printing around passes, nested ones included
    (["-print-ir-before-all", "-print-ir-after-all", "--gpu-to-llvm"], NESTED),
    (["-print-ir-after-all", "--pass-pipeline=builtin.module(gpu-to-llvm)"], NESTED),
    (["-print-ir-after-all", "-print-ir-module-scope", "-mlir-disable-threading",
      "--pass-pipeline=builtin.module(gpu-to-llvm)"], NESTED),
    (["-print-ir-after-all", "-print-ir-after-change", "--gpu-to-llvm", "--gpu-to-llvm"], NESTED),
    (["-print-ir-after=gpu-to-llvm", "-print-ir-before=gpu-to-llvm", "--gpu-to-llvm"], NESTED),
    (["-print-ir-after-change", "--gpu-to-llvm"], NESTED),
    (["-print-ir-before-all", "--gpu-to-llvm", "-mlir-print-op-generic"], NESTED),
    (["--pass-statistics", "--gpu-to-llvm"], NESTED),
    # diagnostics that print an op
    (["-mlir-print-op-on-diagnostic=false"], MISSING_TERMINATOR),
    (["-mlir-print-op-on-diagnostic=false", "-mlir-print-op-generic"], MISSING_TERMINATOR),
    # printing flags
    (["-mlir-elide-elementsattrs-if-larger=2"], ELEMENTS),
    (["-mlir-elide-elementsattrs-if-larger", "2", "-mlir-print-op-generic"], ELEMENTS),
    (["-mlir-print-debuginfo"], LOCATIONS), (["-mlir-print-debuginfo", "-mlir-pretty-debuginfo"], LOCATIONS),
    (["-mlir-print-debuginfo", "-mlir-print-op-generic"], LOCATIONS),
    (["-mlir-print-debuginfo", "-mlir-print-local-scope"], LOCATIONS),
    (["-mlir-print-debuginfo"], "module {\n}\n"), (["-mlir-print-debuginfo", "--gpu-to-llvm"], NESTED),
    (["-mlir-print-debuginfo", "-print-ir-after-all", "--pass-pipeline=builtin.module(gpu-to-llvm)"], NESTED),
    (["-mlir-print-local-scope"], "#map = affine_map<(d0) -> (d0 + 1)>\nfunc private @f(memref<4xf32, #map>)\n"),
]

TIMED = [
    ["--gpu-to-llvm", "--pass-pipeline=builtin.module(gpu-to-llvm)"],
    ["-mlir-timing-display=list", "--pass-pipeline=builtin.module(gpu-to-llvm),gpu-to-llvm"],
    ["--gpu-to-llvm"],
    ["-split-input-file", "--gpu-to-llvm"],
]


def run(tool: list[str], args: list[str], src: Path) -> tuple[int, str, str]:
    proc = subprocess.run([*tool, *args, src.name], cwd=src.parent, capture_output=True, text=True, timeout=120)
    err = proc.stderr.replace(str(ORACLE), "gpuopt").replace("mlir-opt:", "gpuopt:")
    return proc.returncode, proc.stdout, err


def compare(args: list[str], text: str, tmp_path: Path) -> None:
    src = tmp_path / "input.mlir"
    src.write_text(text)
    expected = run([str(ORACLE)], args, src)
    actual = run([sys.executable, "-m", "gpuopt"], args, src)
    assert actual == expected, f"gpuopt {' '.join(args)}"


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_pass_pipeline(pipeline: str, tmp_path: Path) -> None:
    compare([f"--pass-pipeline={pipeline}"], NESTED, tmp_path)


@pytest.mark.parametrize(("args", "text"), COMMAND_LINES, ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_command_line(args: list[str], text: str, tmp_path: Path) -> None:
    compare(args, text, tmp_path)


def test_failed_pass_dumps_the_generic_form_after_its_error(tmp_path: Path) -> None:
    """gpuopt's error has one more note (why the op was not converted); the rest is 14's, in 14's order."""
    src = tmp_path / "input.mlir"
    src.write_text(NOT_OUTLINED)
    args = ["--gpu-to-llvm", "-print-ir-after-failure"]
    code, out, err = run([sys.executable, "-m", "gpuopt"], args, src)
    expected = run([str(ORACLE)], args, src)
    assert (code, out) == expected[:2]
    assert err.index("error: failed to legalize") < err.index("IR Dump After GpuToLLVMConversionPass Failed")
    assert err.endswith("}) : () -> ()\n\n\n")


@pytest.mark.parametrize("args", TIMED, ids=" ".join)
def test_timing_report(args: list[str], tmp_path: Path) -> None:
    src = tmp_path / "input.mlir"
    src.write_text(NESTED + "// -----\n" + NESTED if "-split-input-file" in args else NESTED)
    untimed = re.compile(r"\d+\.\d{4}( \( *[\d.]+%\))?")
    expected = run([str(ORACLE)], [*args, "-mlir-timing", "-mlir-disable-threading"], src)
    actual = run([sys.executable, "-m", "gpuopt"], [*args, "-mlir-timing"], src)
    assert actual[:2] == expected[:2]
    report, expected_report = untimed.sub("T", actual[2]), untimed.sub("T", expected[2])
    if "-mlir-timing-display=list" in args:  # sorted by time: the same lines, maybe in another order
        report, expected_report = sorted(report.splitlines()), sorted(expected_report.splitlines())
    assert report == expected_report
