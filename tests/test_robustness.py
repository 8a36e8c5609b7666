"""Hard limits and hostile inputs: no input makes a tool crash, hang on recursion, or lose an output file.

Deep nesting, long lines, big blocks and big files must work (memory growing about linearly with the input);
unreadable or undecodable input, a closed stdout or a full disk must give one clear line and exit 1; a bug
gives one line naming the input and exit 2 (the traceback only with GPUOPT_DEBUG=1); `-o FILE` is all or
nothing.  The 50 MB input is `@pytest.mark.slow` (run it with `pytest -m slow`).
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import re
import stat
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from gpuopt.cli import _run as gpuopt_main
from gpuopt.parser import parse
from gpuopt.runtime.cli import main as runner_main
from gpuopt.translate.cli import main as translate_main
from gpuopt.verifier import verify

GOOD = "func @f() {\n  return\n}\n"
LLVM_GOOD = "llvm.func @f() {\n  llvm.return\n}\n"
TOOLS: dict[str, tuple[Callable[[list[str]], None], list[str]]] = {
    "gpuopt": (gpuopt_main, []),
    "gpuopt-translate": (translate_main, ["--mlir-to-llvmir"]),
    "gpuopt-runner": (runner_main, ["--runtime=host", "-e", "f", "--entry-point-result=void"]),
}
MODULES = {"gpuopt": "gpuopt", "gpuopt-translate": "gpuopt.translate", "gpuopt-runner": "gpuopt.runner"}


def run_in_process(tool: str, *args: str) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of a tool's console entry point, without a subprocess."""
    entry, fixed = TOOLS[tool]
    out, err = io.StringIO(), io.StringIO()
    code = 0
    collecting = gc.isenabled()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            entry([*fixed, *args])
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        finally:
            if collecting:
                gc.enable()
    return code, out.getvalue(), err.getvalue()


def run_subprocess(tool: str, *args: str, **kwargs) -> subprocess.CompletedProcess:
    if "stdout" not in kwargs and "stderr" not in kwargs:
        kwargs["capture_output"] = True
    fixed = TOOLS[tool][1]
    return subprocess.run([sys.executable, "-m", MODULES[tool], *fixed, *args], timeout=300, **kwargs)


def nested(depth: int) -> str:
    return '"test.op"() ({\n' * depth + '"test.op"() : () -> ()\n' + "}) : () -> ()\n" * depth


def chain(ops: int) -> str:
    """One block of `ops` ops, each using the previous one's result."""
    lines = ['  %0 = "test.op"() : () -> i32']
    lines += [f'  %{i} = "test.op"(%{i - 1}) : (i32) -> i32' for i in range(1, ops)]
    return "func @f() {\n" + "\n".join(lines) + "\n  return\n}\n"


def max_rss_kb(*argv: str) -> tuple[int, str]:
    """Peak resident memory (KiB) of `python -m gpuopt ARGV` and its exit status + stderr, measured by the child
    itself (getrusage(RUSAGE_CHILDREN) would fold every earlier child in)."""
    script = ("import resource, sys\nfrom gpuopt.cli import main\ncode = 0\ntry:\n    main(sys.argv[1:])\n"
              "except SystemExit as e:\n    code = e.code\n"
              "sys.stderr.write(f'\\nMAXRSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss} {code}\\n')\n")
    proc = subprocess.run([sys.executable, "-c", script, *argv], capture_output=True, text=True, timeout=900)
    m = re.search(r"MAXRSS (\d+) (\d+)", proc.stderr)
    assert m, proc.stderr[-2000:]
    assert m.group(2) == "0", proc.stderr[-2000:]
    return int(m.group(1)), proc.stderr


# -- hard limits ---------------------------------------------------------------------------------------------

def test_10000_nested_regions_parse_and_verify_without_recursion() -> None:
    """Parsing, name resolution and verification are iterative: fine on an ordinary thread at the default
    recursion limit (printing is not yet: see test_regressions.py)."""
    outcome: list[object] = []

    def target() -> None:
        try:
            module = parse(nested(10_000), "deep.mlir", allow_unregistered=True)
            verify(module)
            outcome.append(sum(1 for _ in module.walk()))
        except BaseException as e:  # noqa: BLE001 - reported below
            outcome.append(e)

    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)
    try:
        worker = threading.Thread(target=target)
        worker.start()
        worker.join()
    finally:
        sys.setrecursionlimit(previous)
    assert outcome == [10_002], outcome  # the module, 10,000 nested ops and the innermost one


@pytest.mark.parametrize("flags", [["--allow-unregistered-dialect"],
                                   ["--allow-unregistered-dialect", "-mlir-print-op-generic"]])
def test_10000_nested_regions_through_the_cli(tmp_path: Path, flags: list[str]) -> None:
    src = tmp_path / "deep.mlir"
    src.write_text(nested(10_000))
    proc = run_subprocess("gpuopt", *flags, str(src))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.count(b'"test.op"') == 10_001
    assert proc.stderr == b""


def test_10000_nested_regions_in_a_function_lower(tmp_path: Path) -> None:
    src = tmp_path / "deep-func.mlir"
    src.write_text("func @f() {\n" + nested(10_000) + "  return\n}\n")
    proc = run_subprocess("gpuopt", "--allow-unregistered-dialect", "--gpu-to-llvm", str(src))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert b"llvm.func @f()" in proc.stdout and proc.stdout.count(b'"test.op"') == 10_001


def test_very_long_lines(tmp_path: Path) -> None:
    ops = " ".join(f'"test.op"() {{n = {i} : i64}} : () -> ()' for i in range(20_000))
    src = tmp_path / "long.mlir"
    src.write_text("func @f() { " + ops + " return }\n")
    code, out, err = run_in_process("gpuopt", "--allow-unregistered-dialect", str(src))
    assert code == 0, err
    assert out.count('"test.op"()') == 20_000
    # an error at the end of a very long line is located by its column
    src.write_text("func @f() { " + ops + " return %x }\n")
    code, out, err = run_in_process("gpuopt", "--allow-unregistered-dialect", str(src))
    assert code == 1
    m = re.match(rf"{re.escape(str(src))}:1:(\d+): error: ", err)
    assert m and int(m.group(1)) > 700_000, err[:300]
    long_string = '"test.op"() {s = "' + "a" * 1_000_000 + '"} : () -> ()\n'
    src.write_text(long_string)
    code, out, err = run_in_process("gpuopt", "--allow-unregistered-dialect", str(src))
    assert code == 0 and len(out) > 1_000_000, err


def test_100000_ops_in_one_block_with_memory_about_linear(tmp_path: Path) -> None:
    small, big = tmp_path / "10k.mlir", tmp_path / "100k.mlir"
    small.write_text(chain(10_000))
    big.write_text(chain(100_000))
    out = tmp_path / "out.mlir"
    rss_small, _ = max_rss_kb("--allow-unregistered-dialect", str(small), "-o", str(out))
    rss_big, _ = max_rss_kb("--allow-unregistered-dialect", str(big), "-o", str(out))
    text = out.read_text()
    assert text.count('"test.op"') == 100_000 and "%99999 = " in text
    # ten times the input: at most about ten times the memory above the interpreter's own
    assert rss_big < 12 * rss_small, (rss_small, rss_big)


@pytest.mark.slow
def test_50_megabyte_input(tmp_path: Path) -> None:
    """A realistic big file (thousands of GPU functions): parsed, verified and printed, memory about linear."""
    function = ("func @f{i}(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {{\n"
                "  %t0 = gpu.wait async\n"
                "  %m, %t1 = gpu.alloc async [%t0] (%arg1) : memref<?xf32>\n"
                "  %t2 = gpu.memcpy async [%t1] %m, %arg0 : memref<?xf32>, memref<?xf32>\n"
                "  %t3 = gpu.memset async [%t2] %m, %arg2 : memref<?xf32>, f32\n"
                "  %c1 = arith.constant 1 : index\n  %s = arith.addi %arg1, %c1 : index\n"
                "  %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>\n  gpu.wait [%t4]\n  return\n}}\n")
    sizes: dict[int, tuple[Path, int]] = {}
    for megabytes in (5, 50):
        path = tmp_path / f"{megabytes}mb.mlir"
        with path.open("w") as f:
            written = count = 0
            while written < megabytes * 1_000_000:
                written += f.write(function.format(i=count))
                count += 1
        sizes[megabytes] = (path, count)
    out = tmp_path / "out.mlir"
    rss = {}
    for megabytes, (path, _) in sizes.items():
        rss[megabytes], _ = max_rss_kb(str(path), "-o", str(out))
    assert out.read_text().count("gpu.memset async") == sizes[50][1]
    assert rss[50] < 12 * rss[5], rss


# -- hostile inputs ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("tool", list(TOOLS))
def test_invalid_utf8_is_a_located_error(tool: str, tmp_path: Path) -> None:
    src = tmp_path / "bad.mlir"
    src.write_bytes(b"func @f() {\n  return\n  \xc3\x28 }\n")
    code, _, err = run_in_process(tool, str(src))
    assert code == 1
    assert err == f"{src}:3:3: error: input is not valid UTF-8 (byte 0xc3)\n"


@pytest.mark.parametrize("tool", list(TOOLS))
def test_nul_bytes_are_a_located_error(tool: str, tmp_path: Path) -> None:
    src = tmp_path / "nul.mlir"
    src.write_bytes(b"func @f() {\n  return\x00\n}\n")
    code, _, err = run_in_process(tool, str(src))
    assert code == 1
    assert err.startswith(f"{src}:2:9: error: "), err


@pytest.mark.parametrize("tool", list(TOOLS))
def test_empty_input(tool: str, tmp_path: Path) -> None:
    src = tmp_path / "empty.mlir"
    src.write_bytes(b"")
    code, out, err = run_in_process(tool, str(src))
    if tool == "gpuopt":
        assert (code, out, err) == (0, "module {\n}\n\n", "")
    elif tool == "gpuopt-translate":
        assert code == 0 and out.startswith("; ModuleID") and err == ""
    else:  # nothing to run: the entry point is missing
        assert code == 1 and err.count("\n") == 1 and "'f'" in err, err


@pytest.mark.parametrize("tool", list(TOOLS))
@pytest.mark.parametrize("kind", ["directory", "missing", "not-a-directory", "no-permission"])
def test_unreadable_input_is_one_line(tool: str, kind: str, tmp_path: Path) -> None:
    if kind == "directory":
        path = tmp_path
    elif kind == "missing":
        path = tmp_path / "missing.mlir"
    elif kind == "not-a-directory":
        (tmp_path / "file").write_text(GOOD)
        path = tmp_path / "file" / "x.mlir"
    else:
        if os.geteuid() == 0:
            pytest.skip("root reads files without read permission")
        path = tmp_path / "secret.mlir"
        path.write_text(GOOD)
        path.chmod(0)
    code, out, err = run_in_process(tool, str(path))
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and f"'{path}'" in err and "Traceback" not in err, err


@pytest.mark.parametrize("tool", ["gpuopt", "gpuopt-translate"])
def test_closed_stdout_is_one_line(tool: str, tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(GOOD if tool == "gpuopt" else LLVM_GOOD)
    proc = run_subprocess(tool, str(src), stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))
    assert proc.returncode == 1
    assert proc.stderr == f"{tool}: error: cannot write standard output: it is closed\n".encode()


@pytest.mark.parametrize("tool", ["gpuopt", "gpuopt-translate"])
def test_full_disk_is_one_line(tool: str, tmp_path: Path) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    src = tmp_path / "in.mlir"
    src.write_text(GOOD if tool == "gpuopt" else LLVM_GOOD)
    with open("/dev/full", "w") as full:
        proc = run_subprocess(tool, str(src), stdout=full, stderr=subprocess.PIPE)
    assert proc.returncode == 1
    assert proc.stderr == f"{tool}: error: cannot write standard output: No space left on device\n".encode()


def test_closed_pipe_is_quiet(tmp_path: Path) -> None:
    src = tmp_path / "deep.mlir"
    src.write_text(nested(2000))
    proc = subprocess.run(f"{sys.executable} -m gpuopt --allow-unregistered-dialect {src} | head -c 10",
                          shell=True, capture_output=True, timeout=300)
    assert proc.stdout == b"module {\n "[:10] or proc.stdout.startswith(b"module")
    assert proc.stderr == b""


# -- -o is all or nothing ------------------------------------------------------------------------------------

@pytest.mark.parametrize("tool", ["gpuopt", "gpuopt-translate"])
def test_output_file_untouched_on_error(tool: str, tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    out.write_text("previous\n")
    out.chmod(0o640)
    bad = tmp_path / "bad.mlir"
    bad.write_text("func @f() -> i32 {\n  return\n}\n")
    assert run_in_process(tool, str(bad), "-o", str(out))[0] == 1
    assert out.read_text() == "previous\n"
    good = tmp_path / "good.mlir"
    good.write_text(GOOD if tool == "gpuopt" else LLVM_GOOD)
    code, _, err = run_in_process(tool, str(good), "-o", str(out))
    assert code == 0, err
    assert out.read_text() != "previous\n"
    assert stat.S_IMODE(out.stat().st_mode) == 0o640  # the file keeps its permissions
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".gpuopt")] == []


def test_output_file_untouched_on_internal_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import gpuopt.cli

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(gpuopt.cli, "run_chunk", broken)
    out = tmp_path / "out.txt"
    out.write_text("previous\n")
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    assert run_in_process("gpuopt", str(src), "-o", str(out))[0] == 2
    assert out.read_text() == "previous\n"


def test_output_through_a_symlink_and_into_a_fifo(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    target = tmp_path / "target.mlir"
    target.write_text("old\n")
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    assert run_in_process("gpuopt", str(src), "-o", str(link))[0] == 0
    assert link.is_symlink() and target.read_text().startswith("module {")
    # a device or FIFO (like /dev/null) is written in place, never renamed over
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    code, _, err = run_in_process("gpuopt", str(src), "-o", str(fifo))
    reader.join(timeout=60)
    assert code == 0, err
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert received == [b"module {\n  func @f() {\n    return\n  }\n}\n\n"]


def test_unwritable_output_is_one_line(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    out = tmp_path / "missing-dir" / "out.mlir"
    code, _, err = run_in_process("gpuopt", str(src), "-o", str(out))
    assert code == 1
    assert err == f"gpuopt: error: cannot write '{out}': No such file or directory\n"


# -- exit codes and internal errors --------------------------------------------------------------------------

def test_exit_codes(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(GOOD)
    assert run_in_process("gpuopt", str(src))[0] == 0
    src.write_text("func @f() -> i32 {\n  return\n}\n")
    assert run_in_process("gpuopt", str(src))[0] == 1
    assert run_in_process("gpuopt", "--no-such-option", str(src))[0] == 1
    assert run_in_process("gpuopt", "--gpu-to-llvm=bogus=1", str(src))[0] == 1


INTERNAL = re.compile(r"^(gpuopt|gpuopt-translate|gpuopt-runner): internal error at (.+):(\d+):(\d+): "
                      r"RuntimeError: boom \(set GPUOPT_DEBUG=1 for a traceback\)\n$")


@pytest.mark.parametrize(("tool", "target", "name"), [
    ("gpuopt", "gpuopt.cli", "run_chunk"),
    ("gpuopt-translate", "gpuopt.translate.verify", "to_llvm_ir"),
    ("gpuopt-runner", "gpuopt.runtime.jit", "find_entry_point"),
])
def test_internal_error_is_one_line_naming_the_input(tool: str, target: str, name: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(importlib.import_module(target), name, broken)
    monkeypatch.delenv("GPUOPT_DEBUG", raising=False)
    src = tmp_path / "in.mlir"
    src.write_text(GOOD if tool == "gpuopt" else LLVM_GOOD)
    code, out, err = run_in_process(tool, str(src))
    assert code == 2 and out == ""
    m = INTERNAL.match(err)
    assert m and m.group(1) == tool and m.group(2) == str(src), err
    monkeypatch.setenv("GPUOPT_DEBUG", "1")
    with pytest.raises(RuntimeError, match="boom"):
        TOOLS[tool][0]([*TOOLS[tool][1], str(src)])


def test_internal_error_names_the_op_being_lowered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The location is the op a pass was working on when it failed, when the traceback shows one."""
    from gpuopt.conversion import gpu_to_runtime_calls

    def broken(self, op, adaptor, rw):
        raise RuntimeError("boom")

    monkeypatch.setattr(gpu_to_runtime_calls.MemcpyOpLowering, "match_and_rewrite", broken)
    monkeypatch.delenv("GPUOPT_DEBUG", raising=False)
    src = tmp_path / "in.mlir"
    src.write_text("func @f(%a: memref<4xf32>) {\n  %t = gpu.wait async\n"
                   "  %t2 = gpu.memcpy async [%t] %a, %a : memref<4xf32>, memref<4xf32>\n  return\n}\n")
    code, _, err = run_in_process("gpuopt", "--gpu-to-llvm", str(src))
    assert code == 2
    assert err.startswith(f"gpuopt: internal error at {src}:3:9: RuntimeError: boom"), err


def test_internal_error_in_a_subprocess_has_no_traceback(tmp_path: Path) -> None:
    """End to end through the console script: a crash found by the fuzzer (an xfail in test_regressions.py)
    exits 2 with one line; with GPUOPT_DEBUG=1 the traceback is shown.  Uses whichever crash is still open."""
    src = tmp_path / "crash.mlir"
    src.write_text('"test.op"() : () -> (!llvm.ptr<i32, 0x1>)\n')
    proc = run_subprocess("gpuopt", "--allow-unregistered-dialect", str(src))
    if proc.returncode == 0:
        pytest.skip("the crash this test used is fixed")
    assert proc.returncode == 2
    assert proc.stderr.count(b"\n") == 1 and b"Traceback" not in proc.stderr
    assert proc.stderr.startswith(f"gpuopt: internal error at {src}:".encode())
    env = {**os.environ, "GPUOPT_DEBUG": "1"}
    debug = run_subprocess("gpuopt", "--allow-unregistered-dialect", str(src), env=env)
    assert debug.returncode != 0 and b"Traceback" in debug.stderr
