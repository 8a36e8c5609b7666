"""Tests of the C runtime wrappers in runtime_wrappers/ and of their builder.

The host runtime keeps process-wide state (first error, handle table) and
reports at exit, so each scenario runs in a fresh child Python process that
loads the library with ctypes; the test then checks the child's exit status,
stdout and stderr exactly. Scenarios that load a module get a real host kernel
module image (tests/host_kernels/minimal.c, compiled here), since the host
runtime refuses anything else at mgpuModuleLoad.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
WRAPPERS_DIR = ROOT / "runtime_wrappers"
KERNELS_DIR = Path(__file__).resolve().parent / "host_kernels"
MLIR14_RUNNER_UTILS = Path("/usr/lib/llvm-14/lib/libmlir_runner_utils.so.14")
MLIR14_C_RUNNER_UTILS = Path("/usr/lib/llvm-14/lib/libmlir_c_runner_utils.so.14")

MGPU_FUNCTIONS = (
    "mgpuModuleLoad mgpuModuleUnload mgpuModuleGetFunction mgpuLaunchKernel "
    "mgpuStreamCreate mgpuStreamDestroy mgpuStreamSynchronize mgpuStreamWaitEvent "
    "mgpuEventCreate mgpuEventDestroy mgpuEventSynchronize mgpuEventRecord "
    "mgpuMemAlloc mgpuMemFree mgpuMemcpy mgpuMemset32 mgpuMemHostRegister "
    "mgpuMemHostRegisterMemRef"
).split()


def load_build_module(source_dir: Path = WRAPPERS_DIR, name: str = "gpuopt_runtime_build") -> ModuleType:
    """Imports runtime_wrappers/build.py (from `source_dir`) by path."""
    spec = importlib.util.spec_from_file_location(name, source_dir / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while it executes
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The build module, with a private, empty cache for this test session."""
    cache = tmp_path_factory.mktemp("gpuopt-runtime-cache")
    old = os.environ.get("GPUOPT_CACHE_DIR")
    os.environ["GPUOPT_CACHE_DIR"] = str(cache)
    try:
        yield load_build_module()
    finally:
        if old is None:
            os.environ.pop("GPUOPT_CACHE_DIR", None)
        else:
            os.environ["GPUOPT_CACHE_DIR"] = old


@pytest.fixture(scope="session")
def host_lib(build: ModuleType) -> Path:
    return build.build_library("host")


def compile_module(source: Path, output: Path, *flags: str) -> Path:
    """Compiles a host kernel module written against gpuopt-host-kernel-abi.h into a shared object."""
    compiler = shlex.split(os.environ.get("CC") or "cc")
    command = [*compiler, "-O2", "-shared", "-fPIC", f"-I{WRAPPERS_DIR}", *flags, str(source), "-o", str(output)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture(scope="session")
def minimal_module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A host kernel module with two kernels that do nothing, "kernel" and "k"."""
    return compile_module(KERNELS_DIR / "minimal.c", tmp_path_factory.mktemp("modules") / "minimal.so")


@pytest.fixture(scope="session")
def runner_lib(build: ModuleType) -> Path:
    return build.build_library("runner-utils")


@pytest.fixture(scope="session")
def cuda_lib(build: ModuleType) -> Path:
    if not build.cuda_include_dirs():
        pytest.skip("cuda.h not found (no CUDA toolkit headers, no nvidia-cuda-runtime-cu12 / cuda-python)")
    return build.build_library("cuda")


@pytest.fixture(scope="session")
def rocm_lib(build: ModuleType) -> Path:
    return build.build_library("rocm")


# Code run at the start of every child process: loads the library given as
# argv[1], reads the module image file argv[2] (if given) into IMAGE, as a
# program holds its kernels' binary in memory, and defines `descriptor`, a
# ranked memref descriptor builder.
PRELUDE = """
import ctypes, sys
vp, i64, isz = ctypes.c_void_p, ctypes.c_int64, ctypes.c_ssize_t
lib = ctypes.CDLL(sys.argv[1])

def image(path):
    data = open(path, "rb").read()
    return ctypes.create_string_buffer(data, len(data))

IMAGE = image(sys.argv[2]) if len(sys.argv) > 2 else None

def descriptor(rank, aligned, offset, sizes, strides, allocated=None):
    class Desc(ctypes.Structure):
        _fields_ = [("allocated", vp), ("aligned", vp), ("offset", i64),
                    ("sizes", i64 * rank), ("strides", i64 * rank)]
    return Desc(allocated or aligned, aligned, offset, tuple(sizes), tuple(strides))
"""

# Declares the mgpu* functions, with the signatures of MLIR 14's wrappers.
MGPU_PRELUDE = """
def fn(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype, f.argtypes = restype, list(argtypes)
    return f
ModuleLoad = fn("mgpuModuleLoad", vp, vp)
ModuleUnload = fn("mgpuModuleUnload", None, vp)
ModuleGetFunction = fn("mgpuModuleGetFunction", vp, vp, ctypes.c_char_p)
LaunchKernel = fn("mgpuLaunchKernel", None, vp, isz, isz, isz, isz, isz, isz, ctypes.c_int32, vp, vp, vp)
StreamCreate = fn("mgpuStreamCreate", vp)
StreamDestroy = fn("mgpuStreamDestroy", None, vp)
StreamSynchronize = fn("mgpuStreamSynchronize", None, vp)
StreamWaitEvent = fn("mgpuStreamWaitEvent", None, vp, vp)
EventCreate = fn("mgpuEventCreate", vp)
EventDestroy = fn("mgpuEventDestroy", None, vp)
EventSynchronize = fn("mgpuEventSynchronize", None, vp)
EventRecord = fn("mgpuEventRecord", None, vp, vp)
MemAlloc = fn("mgpuMemAlloc", vp, ctypes.c_uint64, vp)
MemFree = fn("mgpuMemFree", None, vp, vp)
Memcpy = fn("mgpuMemcpy", None, vp, vp, isz, vp)
Memset32 = fn("mgpuMemset32", None, vp, ctypes.c_int32, isz, vp)
MemHostRegister = fn("mgpuMemHostRegister", None, vp, ctypes.c_uint64)
MemHostRegisterMemRef = fn("mgpuMemHostRegisterMemRef", None, i64, vp, i64)
"""


def run_child(
    library: Path, body: str, *, mgpu: bool = True, image: Path | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    """Runs `body` in a fresh Python with `library` loaded (and its mgpu* functions
    declared, if `mgpu`; the module image file `image` in IMAGE) and with `env` set,
    in place of any GPUOPT_* variables."""
    child_env = {k: v for k, v in os.environ.items() if not k.startswith("GPUOPT_")}
    child_env.update(env)
    extra = [str(image)] if image else []
    return subprocess.run(
        [sys.executable, "-c", PRELUDE + (MGPU_PRELUDE if mgpu else "") + textwrap.dedent(body), str(library), *extra],
        capture_output=True,
        text=True,
        env=child_env,
        timeout=60,
        check=False,
    )


def error_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("gpuopt runtime error:")]


# --------------------------------------------------------------------------
# Host runtime: correct behaviour, and silence when the program is correct
# --------------------------------------------------------------------------


def test_alloc_memcpy_memset_roundtrip(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        s = StreamCreate()
        a = MemAlloc(52, s)
        b = MemAlloc(52, None)
        assert a % 256 == 0 and b % 256 == 0, (a, b)
        fresh = (ctypes.c_uint8 * 52)()
        Memcpy(fresh, a, 52, s)
        print(set(fresh))                              # uninitialised pattern
        src = (ctypes.c_int32 * 13)(*range(100, 113))
        Memcpy(a, src, 52, s)                          # host -> device
        Memset32(a + 8, -7, 4, s)                      # words 2..5
        Memcpy(b, a, 52, None)                         # device -> device
        out = (ctypes.c_int32 * 13)()
        Memcpy(out, b, 52, s)                          # device -> host
        print(list(out))
        Memset32(b, 0x01020304, 13, s)
        raw = (ctypes.c_uint8 * 8)()
        Memcpy(raw, b, 8, s)
        print(list(raw))
        print(MemAlloc(0, s))                          # zero bytes -> null
        MemFree(None, s)                               # and freeing null is fine
        MemFree(a, s); MemFree(b, None)
        StreamSynchronize(s); StreamDestroy(s)
        """,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.splitlines() == [
        "{165}",
        "[100, 101, -7, -7, -7, -7, 106, 107, 108, 109, 110, 111, 112]",
        "[4, 3, 2, 1, 4, 3, 2, 1]",
        "None",
    ]


def test_streams_and_events_in_order_are_silent(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        s1, s2 = StreamCreate(), StreamCreate()
        e = EventCreate()
        a = MemAlloc(16, s1)
        Memset32(a, 5, 4, s1)
        EventRecord(e, s1)
        StreamWaitEvent(s2, e)                 # s2 sees s1's work
        out = (ctypes.c_int32 * 4)()
        Memcpy(out, a, 16, s2)
        EventSynchronize(e)
        StreamWaitEvent(None, e)               # default stream may wait too
        EventRecord(e, None)
        unrecorded = EventCreate()
        StreamWaitEvent(s1, unrecorded)        # never recorded: completes at once
        StreamSynchronize(s1); StreamSynchronize(s2); StreamSynchronize(None)
        MemFree(a, s2)
        EventDestroy(e); EventDestroy(unrecorded)
        StreamDestroy(s1); StreamDestroy(s2)
        print(list(out))
        """,
    )
    assert (result.returncode, result.stderr, result.stdout) == (0, "", "[5, 5, 5, 5]\n")


# --------------------------------------------------------------------------
# Host runtime: checks
# --------------------------------------------------------------------------


def test_leaked_handles_reported_at_exit(host_lib: Path, minimal_module: Path) -> None:
    body = """
        s = StreamCreate()
        e = EventCreate(); EventDestroy(e)     # not leaked
        a = MemAlloc(16, s)
        b = MemAlloc(32, s); MemFree(b, s)     # not leaked
        m = ModuleLoad(IMAGE)
        print("done")
        """
    result = run_child(host_lib, body, image=minimal_module)
    assert result.returncode == 0
    assert result.stdout == "done\n"
    lines = result.stderr.splitlines()
    assert lines[0] == "gpuopt runtime error: at exit: 3 leaked handles (created but never destroyed or freed):"
    assert lines[1] == "  stream#1"
    assert re.fullmatch(r"  module#1 \(image 0x[0-9a-f]+\)", lines[2])
    assert lines[3] == "  ptr#1 (16 bytes)"
    assert len(lines) == 4

    fatal = run_child(host_lib, body, image=minimal_module, GPUOPT_RUNTIME_FATAL="1")
    assert fatal.returncode == 1
    assert fatal.stderr.startswith("gpuopt runtime error: at exit: 3 leaked handles")


def test_double_free_reported(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        a = MemAlloc(52, None)
        MemFree(a, None)
        MemFree(a, None)
        """,
    )
    assert result.returncode == 0
    assert result.stderr == "gpuopt runtime error: mgpuMemFree(ptr#1, default): double free: ptr#1 was already freed\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "buf = ctypes.create_string_buffer(64); MemFree(ctypes.addressof(buf), None)",
            r"mgpuMemFree\(0x[0-9a-f]+, default\): 0x[0-9a-f]+ was not allocated by mgpuMemAlloc",
        ),
        (
            "a = MemAlloc(64, None); MemFree(a + 8, None)",
            r"mgpuMemFree\(ptr#1\+8, default\): pointer is 8 bytes into ptr#1; "
            r"mgpuMemFree needs the start of an allocation",
        ),
        (
            "s = StreamCreate(); MemFree(s, None)",
            r"mgpuMemFree\(stream#1, default\): handle is a stream, expected device memory",
        ),
    ],
    ids=["foreign", "interior", "handle"],
)
def test_bad_free_reported(host_lib: Path, body: str, message: str) -> None:
    result = run_child(host_lib, body)
    errors = error_lines(result.stderr)
    assert len(errors) >= 1
    assert re.fullmatch("gpuopt runtime error: " + message, errors[0]), errors[0]


def test_use_of_destroyed_event_reported(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        e = EventCreate()
        EventDestroy(e)
        EventRecord(e, None)
        """,
    )
    assert result.returncode == 0
    assert result.stderr == (
        "gpuopt runtime error: mgpuEventRecord(event#1, default): "
        "event#1 is used after it was destroyed (by mgpuEventDestroy)\n"
    )


def test_wrong_kind_reported(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        e1, e2 = EventCreate(), EventCreate()
        StreamDestroy(e2)
        EventDestroy(e1); EventDestroy(e2)
        """,
    )
    assert result.returncode == 0
    assert result.stderr == (
        "gpuopt runtime error: mgpuStreamDestroy(event#2): handle is an event, expected a stream\n"
    )


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "a = MemAlloc(8, None); MemAlloc(8, a)",
            "mgpuMemAlloc(8, ptr#1): handle is device memory (ptr#1), expected a stream",
        ),
        (
            "m = ModuleLoad(IMAGE); EventSynchronize(m)",
            "mgpuEventSynchronize(module#1): handle is a module, expected an event",
        ),
        (
            "s = StreamCreate(); StreamDestroy(s); StreamSynchronize(s)",
            "mgpuStreamSynchronize(stream#1): stream#1 is used after it was destroyed (by mgpuStreamDestroy)",
        ),
        (
            "StreamDestroy(None)",
            "mgpuStreamDestroy(default): cannot destroy the default (null) stream",
        ),
        (
            "a = MemAlloc(52, None); b = (ctypes.c_char * 60)(); Memcpy(a, b, 60, None)",
            "mgpuMemcpy(ptr#1, {host}, 60, default): destination range of 60 bytes at ptr#1 overruns "
            "ptr#1 (52 bytes) by 8 bytes",
        ),
        (
            "a = MemAlloc(16, None); MemFree(a, None); b = (ctypes.c_char * 16)(); Memcpy(b, a, 16, None)",
            "mgpuMemcpy({host}, ptr#1, 16, default): source ptr#1 is used after ptr#1 was freed (by mgpuMemFree)",
        ),
        (
            "a = MemAlloc(16, None); Memset32(a + 2, 0, 1, None)",
            "mgpuMemset32(ptr#1+2, 0, 1, default): destination is not 4-byte aligned",
        ),
        (
            "a = MemAlloc(16, None); Memcpy(a, a + 4, 8, None)",
            "mgpuMemcpy(ptr#1, ptr#1+4, 8, default): source and destination overlap",
        ),
        (
            "m = ModuleLoad(IMAGE); f = ModuleGetFunction(m, b'k'); "
            "LaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, None, None, None)",
            "mgpuLaunchKernel(function#1, 1, 1, 1, 2048, 1, 1, 0, default, null, null): block dimension x = 2048 "
            "exceeds the limit 1024 (a GPU's block is at most (1024, 1024, 64) threads)",
        ),
        (
            "m = ModuleLoad(IMAGE); ModuleUnload(m); ModuleGetFunction(m, b'k')",
            'mgpuModuleGetFunction(module#1, "k"): module#1 is used after it was unloaded (by mgpuModuleUnload)',
        ),
        (
            "m = ModuleLoad(IMAGE); f = ModuleGetFunction(m, b'k'); ModuleUnload(m); "
            "LaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, None, None, None)",
            "mgpuLaunchKernel(function#1, 1, 1, 1, 1, 1, 1, 0, default, null, null): "
            "function#1 belongs to module#1, which was unloaded (by mgpuModuleUnload)",
        ),
    ],
    ids=[
        "memory-as-stream",
        "module-as-event",
        "destroyed-stream",
        "destroy-default-stream",
        "copy-overrun",
        "copy-after-free",
        "memset-misaligned",
        "copy-overlap",
        "launch-beyond-limits",
        "unloaded-module",
        "function-of-unloaded-module",
    ],
)
def test_misuse_reported(host_lib: Path, minimal_module: Path, body: str, message: str) -> None:
    result = run_child(host_lib, body, image=minimal_module)
    errors = error_lines(result.stderr)
    assert errors, result.stderr
    pattern = re.escape("gpuopt runtime error: " + message).replace(re.escape("{host}"), "0x[0-9a-f]+")
    assert re.fullmatch(pattern, errors[0]), errors[0]


def test_first_error_kept_and_rest_summarised(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        e = EventCreate()
        StreamDestroy(e)                       # first error: reported
        a = MemAlloc(8, None)
        MemFree(a, None); MemFree(a, None)     # second: suppressed
        StreamSynchronize(e)                   # third: suppressed
        print("still running")
        EventDestroy(e)
        """,
    )
    assert result.returncode == 0
    assert result.stdout == "still running\n"
    assert result.stderr.splitlines() == [
        "gpuopt runtime error: mgpuStreamDestroy(event#1): handle is an event, expected a stream",
        "gpuopt runtime: 2 further runtime errors suppressed (only the first one is reported)",
    ]


def test_fatal_exits_with_1_at_first_error(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        print("before", flush=True)
        a = MemAlloc(8, None)
        MemFree(a, None); MemFree(a, None)
        print("after")
        """,
        GPUOPT_RUNTIME_FATAL="1",
    )
    assert result.returncode == 1
    assert result.stdout == "before\n"
    assert result.stderr == "gpuopt runtime error: mgpuMemFree(ptr#1, default): double free: ptr#1 was already freed\n"


def test_trace_logs_every_call(host_lib: Path, minimal_module: Path) -> None:
    result = run_child(
        host_lib,
        """
        s = StreamCreate()
        e = EventCreate()
        a = MemAlloc(52, s)
        Memset32(a, 0, 13, s)
        EventRecord(e, s)
        StreamWaitEvent(None, e)
        m = ModuleLoad(IMAGE)
        f = ModuleGetFunction(m, b"kernel")
        ModuleUnload(m)
        MemFree(a, s)
        EventDestroy(e)
        StreamDestroy(s)
        """,
        image=minimal_module,
        GPUOPT_RUNTIME_TRACE="1",
    )
    assert result.returncode == 0
    lines = [re.sub(r"0x[0-9a-f]+", "ADDR", line) for line in result.stderr.splitlines()]
    assert lines == [
        "gpuopt trace: mgpuStreamCreate() -> stream#1",
        "gpuopt trace: mgpuEventCreate() -> event#1",
        "gpuopt trace: mgpuMemAlloc(52, stream#1) -> ptr#1",
        "gpuopt trace: mgpuMemset32(ptr#1, 0, 13, stream#1)",
        "gpuopt trace: mgpuEventRecord(event#1, stream#1)",
        "gpuopt trace: mgpuStreamWaitEvent(default, event#1)",
        "gpuopt trace: mgpuModuleLoad(ADDR) -> module#1",
        'gpuopt trace: mgpuModuleGetFunction(module#1, "kernel") -> function#1',
        "gpuopt trace: mgpuModuleUnload(module#1)",
        "gpuopt trace: mgpuMemFree(ptr#1, stream#1)",
        "gpuopt trace: mgpuEventDestroy(event#1)",
        "gpuopt trace: mgpuStreamDestroy(stream#1)",
    ]


@pytest.mark.parametrize(
    ("rank", "offset", "sizes", "strides", "element_bytes", "expected_elements"),
    [
        (1, 2, [5], [1], 4, 5),
        (2, 0, [3, 4], [4, 1], 8, 12),
        (2, 1, [3, 4], [5, 1], 4, 15),  # padded rows: the whole strided extent
        (3, 3, [2, 3, 4], [12, 4, 1], 2, 24),
        (0, 1, [], [], 4, 1),
        (2, 0, [0, 4], [4, 1], 4, 0),
    ],
    ids=["rank1-offset", "rank2", "rank2-padded", "rank3", "rank0", "empty"],
)
def test_host_register_memref(
    host_lib: Path,
    rank: int,
    offset: int,
    sizes: list[int],
    strides: list[int],
    element_bytes: int,
    expected_elements: int,
) -> None:
    result = run_child(
        host_lib,
        f"""
        buf = (ctypes.c_uint8 * 1024)()
        base = ctypes.addressof(buf)
        d = descriptor({rank}, base, {offset}, {sizes}, {strides})
        MemHostRegisterMemRef({rank}, ctypes.byref(d), {element_bytes})
        print(base)
        """,
        GPUOPT_RUNTIME_TRACE="1",
    )
    assert result.returncode == 0
    base = int(result.stdout)
    begin = base + offset * element_bytes if expected_elements else base
    (line,) = result.stderr.splitlines()
    assert re.fullmatch(
        rf"gpuopt trace: mgpuMemHostRegisterMemRef\({rank}, 0x[0-9a-f]+, {element_bytes}\) -> "
        rf"registers {begin:#x}, {expected_elements * element_bytes} bytes",
        line,
    ), line


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "d = descriptor(2, ctypes.addressof(buf), 0, [2, 3], [1, 2]); MemHostRegisterMemRef(2, ctypes.byref(d), 4)",
            "layout is not row-major: the last element is at index 5 but sizes[0] * strides[0] = 2 elements",
        ),
        (
            "d = descriptor(1, ctypes.addressof(buf), 0, [-1], [1]); MemHostRegisterMemRef(1, ctypes.byref(d), 4)",
            "dimension 0 has size -1 and stride 1; expected non-negative values",
        ),
        ("MemHostRegisterMemRef(1, None, 4)", "null memref descriptor"),
        (
            "d = descriptor(1, ctypes.addressof(buf), 0, [4], [1]); MemHostRegisterMemRef(1, ctypes.byref(d), 0)",
            "invalid element size 0",
        ),
        (
            "a = MemAlloc(64, None); d = descriptor(1, a, 0, [16], [1]); MemHostRegisterMemRef(1, ctypes.byref(d), 4)",
            "range overlaps device memory (ptr#1, from mgpuMemAlloc); host register needs host memory",
        ),
        (
            "a = MemAlloc(64, None); MemHostRegister(a, 64)",
            "range overlaps device memory (ptr#1, from mgpuMemAlloc); host register needs host memory",
        ),
    ],
    ids=["column-major", "negative-size", "null", "zero-element-size", "device-memref", "device-pointer"],
)
def test_host_register_validates(host_lib: Path, body: str, message: str) -> None:
    result = run_child(host_lib, "buf = (ctypes.c_uint8 * 1024)()\n" + body)
    errors = error_lines(result.stderr)
    assert errors, result.stderr
    assert errors[0].endswith(": " + message), errors[0]


def test_host_register_plain_pointer_is_silent(host_lib: Path) -> None:
    result = run_child(
        host_lib,
        """
        buf = (ctypes.c_uint8 * 256)()
        MemHostRegister(ctypes.addressof(buf), 256)
        MemHostRegister(None, 0)
        """,
    )
    assert (result.returncode, result.stderr) == (0, "")


# --------------------------------------------------------------------------
# Runner utils: upstream's exact print format
# --------------------------------------------------------------------------

PRINT_BODY = """
clib = lib  # where printF32 & co. live
clib.printF32.argtypes = [ctypes.c_float]
clib.printI64.argtypes = [ctypes.c_int64]
class Unranked(ctypes.Structure):
    _fields_ = [("rank", i64), ("descriptor", vp)]
f = (ctypes.c_float * 12)(1, 2, 3, 4, 5, 6, 0.5, -1.25, 1e6, 3.14159265, 7, 8)
i = (ctypes.c_int32 * 12)(*range(12))
q = (ctypes.c_int64 * 3)(-1, 2**40, 7)
print(ctypes.addressof(f), ctypes.addressof(i), ctypes.addressof(q), flush=True)
d2 = descriptor(2, ctypes.addressof(f), 0, [2, 3], [3, 1])
lib.printMemrefF32(i64(2), ctypes.byref(d2))
d1 = descriptor(1, ctypes.addressof(f), 6, [4], [1])
lib.print_memref_f32(i64(1), ctypes.byref(d1))
d0 = descriptor(0, ctypes.addressof(f), 9, [], [])
lib._mlir_ciface_printMemrefF32(ctypes.byref(Unranked(0, ctypes.cast(ctypes.pointer(d0), vp))))
d3 = descriptor(3, ctypes.addressof(f), 0, [2, 2, 3], [6, 3, 1])
lib._mlir_ciface_printMemrefF32(ctypes.byref(Unranked(3, ctypes.cast(ctypes.pointer(d3), vp))))
col = descriptor(1, ctypes.addressof(i), 1, [3], [4])   # a strided column
lib.printMemrefI32(i64(1), ctypes.byref(col))
dq = descriptor(1, ctypes.addressof(q), 0, [3], [1])
lib._mlir_ciface_printMemrefI64(ctypes.byref(Unranked(1, ctypes.cast(ctypes.pointer(dq), vp))))
clib.printOpen(); clib.printF32(1.5); clib.printComma(); clib.printI64(-3); clib.printClose(); clib.printNewline()
"""

EXPECTED_PRINT = """\
Unranked Memref base@ = {f} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n\
[[1,   2,   3], \n\
 [4,   5,   6]]
Unranked Memref base@ = {f} rank = 1 offset = 6 sizes = [4] strides = [1] data = \n\
[0.5,  -1.25,  1e+06,  3.14159]
Unranked Memref base@ = {f} rank = 0 offset = 9 sizes = [] strides = [] data = \n\
[3.14159]
Unranked Memref base@ = {f} rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data = \n\
[[[1,    2,    3], \n\
  [4,    5,    6]], \n\
 [[0.5,    -1.25,    1e+06], \n\
  [3.14159,    7,    8]]]
Unranked Memref base@ = {i} rank = 1 offset = 1 sizes = [3] strides = [4] data = \n\
[1,  5,  9]
Unranked Memref base@ = {q} rank = 1 offset = 0 sizes = [3] strides = [1] data = \n\
[-1,  1099511627776,  7]
( 1.5, -3 )
"""


def test_print_memref_matches_upstream_format(runner_lib: Path) -> None:
    result = run_child(runner_lib, PRINT_BODY, mgpu=False)
    assert (result.returncode, result.stderr) == (0, "")
    first, rest = result.stdout.split("\n", 1)
    f, i, q = (hex(int(x)) for x in first.split())
    assert rest == EXPECTED_PRINT.format(f=f, i=i, q=q)


@pytest.mark.skipif(
    not (MLIR14_RUNNER_UTILS.is_file() and MLIR14_C_RUNNER_UTILS.is_file()),
    reason="upstream MLIR 14 runner utils (Debian package libmlir-14) not installed",
)
def test_print_memref_identical_to_mlir14(runner_lib: Path) -> None:
    """Same calls through upstream's libmlir_runner_utils: byte-identical output."""
    # MLIR 14 only has the snake_case names and keeps printF32 & co. in the C library.
    body = (
        PRINT_BODY.replace("printMemrefF32(i64", "print_memref_f32(i64")
        .replace("_mlir_ciface_printMemrefF32", "_mlir_ciface_print_memref_f32")
        .replace("printMemrefI32", "print_memref_i32")
        .replace("_mlir_ciface_printMemrefI64", "_mlir_ciface_print_memref_i64")
    )
    ours = run_child(runner_lib, body, mgpu=False)
    theirs_body = body.replace("clib = lib", f"clib = ctypes.CDLL({str(MLIR14_C_RUNNER_UTILS)!r})")
    theirs = run_child(MLIR14_RUNNER_UTILS, theirs_body, mgpu=False)
    assert ours.returncode == theirs.returncode == 0, theirs.stderr
    assert ours.stdout.split("\n", 1)[1] == EXPECTED_PRINT.format(
        **dict(zip("fiq", (hex(int(x)) for x in ours.stdout.split("\n", 1)[0].split())))
    )
    normalise = re.compile(r"base@ = 0x[0-9a-f]+")
    assert normalise.sub("base@ = X", ours.stdout.split("\n", 1)[1]) == normalise.sub(
        "base@ = X", theirs.stdout.split("\n", 1)[1]
    )


# --------------------------------------------------------------------------
# Builder
# --------------------------------------------------------------------------


def test_build_is_cached(build: ModuleType, host_lib: Path) -> None:
    assert host_lib == build.library_path("host")
    assert host_lib.parent.parent == Path(os.environ["GPUOPT_CACHE_DIR"])
    mtime = host_lib.stat().st_mtime_ns
    assert build.build_library("host") == host_lib
    assert host_lib.stat().st_mtime_ns == mtime  # not rebuilt


def test_source_change_rebuilds(tmp_path: Path, build: ModuleType) -> None:
    copy = tmp_path / "runtime_wrappers"
    shutil.copytree(WRAPPERS_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    module = load_build_module(copy, "gpuopt_runtime_build_copy")
    before = module.library_path("runner-utils")
    assert module.library_path("runner-utils") == before  # stable hash
    built = module.build_library("runner-utils")
    assert built == before and built.is_file()
    source = copy / "runner-utils.c"
    source.write_text(source.read_text() + "\n/* changed */\n")
    after = module.library_path("runner-utils")
    assert after != before
    assert not after.exists()
    assert module.build_library("runner-utils") == after and after.is_file()
    # The header of the GPU wrappers is part of their hash too.
    rocm_before = module.library_path("rocm")
    header = copy / "gpu-runtime-common.h"
    header.write_text(header.read_text() + "\n// changed\n")
    assert module.library_path("rocm") != rocm_before


def test_build_reports_compiler_errors(tmp_path: Path, build: ModuleType) -> None:
    copy = tmp_path / "runtime_wrappers"
    shutil.copytree(WRAPPERS_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "runner-utils.c").write_text("this is not C\n")
    module = load_build_module(copy, "gpuopt_runtime_build_broken")
    with pytest.raises(module.RuntimeBuildError, match="building the runner-utils runtime library failed"):
        module.build_library("runner-utils")
    output = module.library_path("runner-utils")
    assert not output.exists()
    assert not output.parent.exists() or list(output.parent.iterdir()) == []  # no temporary left behind
    with pytest.raises(ValueError, match="unknown runtime library"):
        module.build_library("opencl")


def test_cli_builds_and_prints_paths(build: ModuleType) -> None:
    result = subprocess.run(
        [sys.executable, str(WRAPPERS_DIR / "build.py"), "host", "runner-utils"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(build.library_path("host")), str(build.library_path("runner-utils"))]
    bad = subprocess.run(
        [sys.executable, str(WRAPPERS_DIR / "build.py"), "opencl"], capture_output=True, text=True, check=False
    )
    assert bad.returncode == 1 and "unknown runtime library 'opencl'" in bad.stderr


def _needed_libraries(library: Path) -> list[str]:
    readelf = shutil.which("readelf")
    if not readelf:
        pytest.skip("readelf not available")
    dynamic = subprocess.run([readelf, "-d", str(library)], capture_output=True, text=True, check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


# --------------------------------------------------------------------------
# CUDA and ROCm wrappers: build, link and fail cleanly without a GPU
# --------------------------------------------------------------------------


def test_cuda_wrapper_builds_without_linking_libcuda(cuda_lib: Path) -> None:
    library = ctypes.CDLL(str(cuda_lib))
    for name in MGPU_FUNCTIONS:
        assert hasattr(library, name), name
    needed = _needed_libraries(cuda_lib)
    assert not any("libcuda" in n for n in needed), needed


def test_cuda_wrapper_without_driver(cuda_lib: Path) -> None:
    body = """
        print(StreamCreate(), MemAlloc(16, None), EventCreate())
        StreamDestroy(None); MemFree(None, None)
        """
    result = run_child(cuda_lib, body, GPUOPT_CUDA_LIBRARY="/nonexistent/libcuda.so.1")
    assert result.returncode == 0
    assert result.stdout == "None None None\n"
    assert result.stderr == (
        "gpuopt runtime: no CUDA driver found "
        "(/nonexistent/libcuda.so.1: cannot open shared object file: No such file or directory)\n"
    )
    fatal = run_child(cuda_lib, body, GPUOPT_CUDA_LIBRARY="/nonexistent/libcuda.so.1", GPUOPT_RUNTIME_FATAL="1")
    assert fatal.returncode == 1 and fatal.stdout == ""


def _cuda_driver_loads() -> bool:
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return False
    return True


@pytest.mark.skipif(_cuda_driver_loads(), reason="a CUDA driver is installed on this machine")
def test_cuda_wrapper_default_library_missing(cuda_lib: Path) -> None:
    result = run_child(cuda_lib, "print(StreamCreate()); print(StreamCreate())")
    assert result.returncode == 0
    assert result.stdout == "None\nNone\n"
    (line,) = result.stderr.splitlines()
    assert line.startswith("gpuopt runtime: no CUDA driver found (libcuda.so.1: ")


def test_cuda_wrapper_checks_memref_descriptor_before_driver(cuda_lib: Path) -> None:
    result = run_child(
        cuda_lib,
        """
        buf = (ctypes.c_float * 6)()
        d = descriptor(2, ctypes.addressof(buf), 0, [2, 3], [1, 2])
        MemHostRegisterMemRef(2, ctypes.byref(d), 4)
        d = descriptor(2, ctypes.addressof(buf), 0, [2, 3], [3, 1])
        MemHostRegisterMemRef(2, ctypes.byref(d), 4)
        print(ctypes.addressof(buf))
        """,
        GPUOPT_CUDA_LIBRARY="/nonexistent/libcuda.so.1",
        GPUOPT_RUNTIME_TRACE="1",
    )
    assert result.returncode == 0
    base = int(result.stdout)
    lines = [re.sub(r"0x[0-9a-f]+", "ADDR", line, count=1) for line in result.stderr.splitlines()]
    assert lines == [
        "gpuopt runtime error: mgpuMemHostRegisterMemRef(2, ADDR, 4): layout is not row-major: the last "
        "element is at index 5 but sizes[0] * strides[0] = 2 elements",
        "gpuopt trace: mgpuMemHostRegisterMemRef(2, ADDR, 4) -> invalid descriptor",
        f"gpuopt trace: mgpuMemHostRegisterMemRef(2, ADDR, 4) -> registers {base:#x}, 24 bytes",
        "gpuopt runtime: 1 further runtime error suppressed (only the first one is reported)",
    ]


def _cuda_device_count() -> int:
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
    except OSError:
        return 0
    count = ctypes.c_int(0)
    if cuda.cuInit(0) != 0 or cuda.cuDeviceGetCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


@pytest.mark.skipif(_cuda_device_count() == 0, reason="needs a CUDA GPU and driver")
def test_cuda_wrapper_roundtrip_on_gpu(cuda_lib: Path) -> None:
    result = run_child(
        cuda_lib,
        """
        s = StreamCreate(); e = EventCreate()
        a = MemAlloc(52, s); b = MemAlloc(52, s)
        src = (ctypes.c_int32 * 13)(*range(100, 113))
        Memcpy(a, src, 52, s)
        Memset32(a + 8, -7, 4, s)
        EventRecord(e, s); StreamWaitEvent(None, e)
        Memcpy(b, a, 52, None)
        out = (ctypes.c_int32 * 13)()
        Memcpy(out, b, 52, s)
        StreamSynchronize(s); EventSynchronize(e)
        buf = (ctypes.c_float * 6)()
        d = descriptor(2, ctypes.addressof(buf), 0, [2, 3], [3, 1])
        MemHostRegisterMemRef(2, ctypes.byref(d), 4)
        MemFree(a, s); MemFree(b, s); EventDestroy(e); StreamDestroy(s)
        print(list(out))
        """,
    )
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "[100, 101, -7, -7, -7, -7, 106, 107, 108, 109, 110, 111, 112]\n"


def test_rocm_wrapper_builds_without_linking_hip(rocm_lib: Path) -> None:
    library = ctypes.CDLL(str(rocm_lib))
    for name in MGPU_FUNCTIONS:
        assert hasattr(library, name), name
    needed = _needed_libraries(rocm_lib)
    assert not any("amdhip" in n for n in needed), needed


def test_rocm_wrapper_builds_with_own_hip_declarations(build: ModuleType, tmp_path: Path) -> None:
    """The fallback used where <hip/hip_runtime_api.h> is missing compiles too."""
    output = tmp_path / "librocm-fallback.so"
    command = build.compile_command("rocm", output) + ["-DGPUOPT_NO_HIP_HEADERS"]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # no warnings either
    library = ctypes.CDLL(str(output))
    assert all(hasattr(library, name) for name in MGPU_FUNCTIONS)


def test_rocm_wrapper_without_runtime(rocm_lib: Path) -> None:
    result = run_child(
        rocm_lib,
        "print(StreamCreate(), MemAlloc(16, None)); MemFree(None, None)",
        GPUOPT_HIP_LIBRARY="/nonexistent/libamdhip64.so",
    )
    assert result.returncode == 0
    assert result.stdout == "None None\n"
    assert result.stderr == (
        "gpuopt runtime: no HIP runtime found "
        "(/nonexistent/libamdhip64.so: cannot open shared object file: No such file or directory)\n"
    )


def test_rocm_wrapper_default_library_fails_cleanly(rocm_lib: Path) -> None:
    """With the real libamdhip64 (if installed) but no AMD GPU: one clear line."""
    result = run_child(rocm_lib, "print(StreamCreate()); print(EventCreate())")
    assert result.returncode == 0
    if result.stderr == "" and result.stdout != "None\nNone\n":
        pytest.skip("an AMD GPU is available here")
    assert result.stdout == "None\nNone\n"
    (line,) = result.stderr.splitlines()
    assert line.startswith(
        ("gpuopt runtime: no HIP runtime found (", "gpuopt runtime error: mgpuStreamCreate(): hipInit failed: ")
    ), line
