"""gpuopt's async runtime (runtime_wrappers/async-runtime.cpp), the `mlirAsyncRuntime*` C ABI of MLIR 14,
driven directly through ctypes: tokens, values, groups, errors, resumptions on the worker threads and
when operands become ready, reference counts, and the checks that end the process."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RESUME = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


def library_path() -> str:
    result = subprocess.run([sys.executable, "-m", "gpuopt.runner", "--print-runtime-library=async"],
                            capture_output=True, text=True, check=True, cwd=ROOT)
    return result.stdout.strip()


@pytest.fixture(scope="module")
def rt() -> ctypes.CDLL:
    lib = ctypes.CDLL(library_path())
    vp, i64 = ctypes.c_void_p, ctypes.c_int64
    signatures = {
        "mlirAsyncRuntimeAddRef": ([vp, i64], None), "mlirAsyncRuntimeDropRef": ([vp, i64], None),
        "mlirAsyncRuntimeCreateToken": ([], vp), "mlirAsyncRuntimeCreateValue": ([i64], vp),
        "mlirAsyncRuntimeCreateGroup": ([i64], vp), "mlirAsyncRuntimeAddTokenToGroup": ([vp, vp], i64),
        "mlirAsyncRuntimeEmplaceToken": ([vp], None), "mlirAsyncRuntimeEmplaceValue": ([vp], None),
        "mlirAsyncRuntimeSetTokenError": ([vp], None), "mlirAsyncRuntimeSetValueError": ([vp], None),
        "mlirAsyncRuntimeIsTokenError": ([vp], ctypes.c_bool), "mlirAsyncRuntimeIsValueError": ([vp], ctypes.c_bool),
        "mlirAsyncRuntimeIsGroupError": ([vp], ctypes.c_bool), "mlirAsyncRuntimeAwaitToken": ([vp], None),
        "mlirAsyncRuntimeAwaitValue": ([vp], None), "mlirAsyncRuntimeAwaitAllInGroup": ([vp], None),
        "mlirAsyncRuntimeGetValueStorage": ([vp], vp), "mlirAsyncRuntimeExecute": ([vp, RESUME], None),
        "mlirAsyncRuntimeAwaitTokenAndExecute": ([vp, vp, RESUME], None),
        "mlirAsyncRuntimeAwaitValueAndExecute": ([vp, vp, RESUME], None),
        "mlirAsyncRuntimeAwaitAllInGroupAndExecute": ([vp, vp, RESUME], None),
        "mlirAsyncRuntimGetNumWorkerThreads": ([], i64), "gpuoptAsyncRuntimeWaitIdle": ([], None),
    }
    for name, (args, result) in signatures.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = args, result
    return lib


def test_a_token_wakes_a_blocked_waiter(rt: ctypes.CDLL) -> None:
    token = rt.mlirAsyncRuntimeCreateToken()
    waiter = threading.Thread(target=rt.mlirAsyncRuntimeAwaitToken, args=(token,))
    waiter.start()
    rt.mlirAsyncRuntimeEmplaceToken(token)  # drops the producer's reference
    waiter.join(timeout=10)
    assert not waiter.is_alive()
    assert not rt.mlirAsyncRuntimeIsTokenError(token)
    rt.mlirAsyncRuntimeDropRef(token, 1)


def test_a_value_holds_its_payload_and_its_error_state(rt: ctypes.CDLL) -> None:
    value = rt.mlirAsyncRuntimeCreateValue(8)
    storage = ctypes.cast(rt.mlirAsyncRuntimeGetValueStorage(value), ctypes.POINTER(ctypes.c_double))
    storage[0] = 2.5
    rt.mlirAsyncRuntimeEmplaceValue(value)
    rt.mlirAsyncRuntimeAwaitValue(value)
    assert ctypes.cast(rt.mlirAsyncRuntimeGetValueStorage(value), ctypes.POINTER(ctypes.c_double))[0] == 2.5
    rt.mlirAsyncRuntimeDropRef(value, 1)
    failed = rt.mlirAsyncRuntimeCreateValue(4)
    rt.mlirAsyncRuntimeSetValueError(failed)
    assert rt.mlirAsyncRuntimeIsValueError(failed)
    rt.mlirAsyncRuntimeDropRef(failed, 1)


def test_resumptions_run_when_ready_and_on_the_workers(rt: ctypes.CDLL) -> None:
    seen: list[int] = []
    done = threading.Event()

    @RESUME
    def resume(handle: int | None) -> None:
        seen.append(handle or 0)
        if len(seen) == 3:
            done.set()

    token = rt.mlirAsyncRuntimeCreateToken()
    rt.mlirAsyncRuntimeAwaitTokenAndExecute(token, 1, resume)
    assert seen == []  # not ready yet: runs when the token is emplaced
    rt.mlirAsyncRuntimeEmplaceToken(token)
    assert seen == [1]
    rt.mlirAsyncRuntimeAwaitTokenAndExecute(token, 2, resume)  # ready: runs at once
    assert seen == [1, 2]
    rt.mlirAsyncRuntimeExecute(3, resume)  # on a worker thread
    assert done.wait(10)
    rt.gpuoptAsyncRuntimeWaitIdle()
    assert seen == [1, 2, 3]
    rt.mlirAsyncRuntimeDropRef(token, 1)


def test_a_group_is_ready_when_its_members_are(rt: ctypes.CDLL) -> None:
    resumed: list[int] = []

    @RESUME
    def resume(handle: int | None) -> None:
        resumed.append(handle or 0)

    group = rt.mlirAsyncRuntimeCreateGroup(2)
    first, second = rt.mlirAsyncRuntimeCreateToken(), rt.mlirAsyncRuntimeCreateToken()
    assert rt.mlirAsyncRuntimeAddTokenToGroup(first, group) == 0
    assert rt.mlirAsyncRuntimeAddTokenToGroup(second, group) == 1
    rt.mlirAsyncRuntimeAwaitAllInGroupAndExecute(group, 7, resume)
    rt.mlirAsyncRuntimeEmplaceToken(first)
    assert resumed == []
    rt.mlirAsyncRuntimeSetTokenError(second)
    assert resumed == [7]
    rt.mlirAsyncRuntimeAwaitAllInGroup(group)
    assert rt.mlirAsyncRuntimeIsGroupError(group)
    for obj in (first, second, group):
        rt.mlirAsyncRuntimeDropRef(obj, 1)


def test_worker_threads_follow_the_environment() -> None:
    script = (f"import ctypes; lib = ctypes.CDLL({library_path()!r}); "
              "lib.mlirAsyncRuntimGetNumWorkerThreads.restype = ctypes.c_int64; "
              "print(lib.mlirAsyncRuntimGetNumWorkerThreads())")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                            env={**os.environ, "GPUOPT_ASYNC_WORKERS": "3"})
    assert result.stdout.strip() == "3"


@pytest.mark.parametrize(("calls", "message"), [
    ("t = lib.mlirAsyncRuntimeCreateToken(); lib.mlirAsyncRuntimeDropRef(t, 3)",
     "async.runtime.drop_ref of 3 reference(s) to an async token that holds 2"),
    ("t = lib.mlirAsyncRuntimeCreateToken(); lib.mlirAsyncRuntimeEmplaceToken(t); lib.mlirAsyncRuntimeEmplaceToken(t)",
     "an async token was made available (or set to an error) twice"),
    ("g = lib.mlirAsyncRuntimeCreateGroup(1); t = lib.mlirAsyncRuntimeCreateToken(); "
     "lib.mlirAsyncRuntimeAddTokenToGroup(t, g); lib.mlirAsyncRuntimeAddTokenToGroup(t, g)",
     "async.add_to_group: more tokens than the group's size (1) were added to it"),
])
def test_misuse_ends_the_process_with_a_message(calls: str, message: str) -> None:
    script = ("import ctypes\n"
              f"lib = ctypes.CDLL({library_path()!r})\n"
              "vp = ctypes.c_void_p\n"
              "lib.mlirAsyncRuntimeCreateToken.restype = vp\n"
              "lib.mlirAsyncRuntimeCreateGroup.restype = vp\n"
              "lib.mlirAsyncRuntimeCreateGroup.argtypes = [ctypes.c_int64]\n"
              "lib.mlirAsyncRuntimeDropRef.argtypes = [vp, ctypes.c_int64]\n"
              "lib.mlirAsyncRuntimeEmplaceToken.argtypes = [vp]\n"
              "lib.mlirAsyncRuntimeAddTokenToGroup.argtypes = [vp, vp]\n"
              f"{calls}\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False,
                            env={**os.environ, "GPUOPT_RUNTIME_FATAL": "3"})
    assert result.returncode == 3
    assert result.stderr.strip() == f"gpuopt async runtime: {message}"
