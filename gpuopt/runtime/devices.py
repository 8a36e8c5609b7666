"""Finding a GPU before running on it, so that `--runtime=cuda` on a machine without one is one clear
error up front instead of a runtime error in the middle of the program.

CUDA devices are found with cuda-python when it is installed (an optional dependency, imported only
here), else with the driver library directly through ctypes; HIP devices through ctypes.  Neither path
needs a GPU library at import time.
"""

from __future__ import annotations

import ctypes
import os

from gpuopt.valueclass import dataclass


class NoDevice(Exception):
    """No usable device for the asked runtime; the message says why (no driver, no device, ...)."""


@dataclass(frozen=True)
class Device:
    runtime: str  # "cuda" or "rocm"
    index: int
    count: int
    name: str
    detail: str = ""  # e.g. "compute capability 9.0"

    def describe(self) -> str:
        extra = f", {self.detail}" if self.detail else ""
        return f"{self.name} (device {self.index} of {self.count}{extra})"


def cuda_library() -> str:
    """The driver library the CUDA wrappers will load (same variable as runtime_wrappers/)."""
    return os.environ.get("GPUOPT_CUDA_LIBRARY") or "libcuda.so.1"


def hip_library() -> str:
    return os.environ.get("GPUOPT_HIP_LIBRARY") or "libamdhip64.so"


def find_cuda_device() -> Device:
    """The first CUDA device, or NoDevice."""
    try:
        return _cuda_python_device()
    except ImportError:
        return _ctypes_cuda_device()


def _cuda_python_device() -> Device:
    try:
        from cuda.bindings import driver  # cuda-python >= 12.6
    except ImportError:
        from cuda import cuda as driver  # older cuda-python layout

    def check(result: tuple, call: str) -> tuple:
        err, *values = result
        if err != driver.CUresult.CUDA_SUCCESS:
            _, name = driver.cuGetErrorName(err)
            raise NoDevice(f"{call} failed: {name.decode() if isinstance(name, bytes) else name}")
        return tuple(values)

    try:
        check(driver.cuInit(0), "cuInit")
    except RuntimeError as e:  # cuda-python raises when it cannot load the driver library
        raise NoDevice(f"no CUDA driver found ({e})") from None
    (count,) = check(driver.cuDeviceGetCount(), "cuDeviceGetCount")
    if count == 0:
        raise NoDevice("no CUDA device found (the driver reports 0 devices)")
    (device,) = check(driver.cuDeviceGet(0), "cuDeviceGet")
    (raw,) = check(driver.cuDeviceGetName(256, device), "cuDeviceGetName")
    attribute = driver.CUdevice_attribute
    (major,) = check(driver.cuDeviceGetAttribute(attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
                     "cuDeviceGetAttribute")
    (minor,) = check(driver.cuDeviceGetAttribute(attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
                     "cuDeviceGetAttribute")
    name = raw.split(b"\0", 1)[0].decode(errors="replace") if isinstance(raw, bytes) else str(raw)
    return Device("cuda", 0, count, name, f"compute capability {major}.{minor}")


def _ctypes_cuda_device() -> Device:
    library = cuda_library()
    try:
        lib = ctypes.CDLL(library)
    except OSError as e:
        raise NoDevice(f"no CUDA driver found ({e})") from None

    def check(code: int, call: str) -> None:
        if code != 0:
            name = ctypes.c_char_p()
            lib.cuGetErrorName(code, ctypes.byref(name))
            raise NoDevice(f"{call} failed: {(name.value or b'error %d' % code).decode()}")

    check(lib.cuInit(0), "cuInit")
    count = ctypes.c_int()
    check(lib.cuDeviceGetCount(ctypes.byref(count)), "cuDeviceGetCount")
    if count.value == 0:
        raise NoDevice("no CUDA device found (the driver reports 0 devices)")
    device = ctypes.c_int()
    check(lib.cuDeviceGet(ctypes.byref(device), 0), "cuDeviceGet")
    name = ctypes.create_string_buffer(256)
    check(lib.cuDeviceGetName(name, 256, device), "cuDeviceGetName")
    major, minor = ctypes.c_int(), ctypes.c_int()
    check(lib.cuDeviceGetAttribute(ctypes.byref(major), 75, device), "cuDeviceGetAttribute")
    check(lib.cuDeviceGetAttribute(ctypes.byref(minor), 76, device), "cuDeviceGetAttribute")
    return Device("cuda", 0, count.value, name.value.decode(errors="replace"),
                  f"compute capability {major.value}.{minor.value}")


def find_rocm_device() -> Device:
    """The first HIP device, or NoDevice."""
    library = hip_library()
    try:
        lib = ctypes.CDLL(library)
    except OSError as e:
        raise NoDevice(f"no HIP runtime found ({e})") from None
    count = ctypes.c_int()
    code = lib.hipGetDeviceCount(ctypes.byref(count))
    if code != 0:
        lib.hipGetErrorName.restype = ctypes.c_char_p
        name = (lib.hipGetErrorName(code) or b"error %d" % code).decode(errors="replace")
        raise NoDevice(f"no HIP device found (hipGetDeviceCount: {name})")
    if count.value == 0:
        raise NoDevice("no HIP device found (the runtime reports 0 devices)")
    name = ctypes.create_string_buffer(256)
    if lib.hipDeviceGetName(name, 256, 0) != 0:
        name.value = b"HIP device"
    return Device("rocm", 0, count.value, name.value.decode(errors="replace"))


FINDERS = {"cuda": find_cuda_device, "rocm": find_rocm_device}


def find_device(runtime: str) -> Device:
    return FINDERS[runtime]()
