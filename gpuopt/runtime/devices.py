"""Finding a GPU before running on it, so that `--runtime=cuda` on a machine without one is one clear
error up front instead of a runtime error in the middle of the program.

CUDA devices are found with cuda-python when it is installed (an optional dependency, imported only
here), else with the driver library directly through ctypes; HIP devices through ctypes.  Neither path
needs a GPU library at import time.  A HIP device also tells its architecture (`gcnArchName`, e.g.
"gfx90a:sramecc+:xnack-"), which is what its kernels are compiled for: a code object runs on its own chip
only.
"""

from __future__ import annotations

import ctypes
import os
import re

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
    arch: str = ""  # a HIP device's gcnArchName, e.g. "gfx90a:sramecc+:xnack-" ("" when unknown)

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
    arch = hip_arch_name(lib)
    return Device("rocm", 0, count.value, name.value.decode(errors="replace"), arch, arch)


_ARCH_NAME = re.compile(rb"(?<![!-~])gfx[0-9a-f]{3,4}(?::[a-z][a-z0-9_-]*[+-])*(?=\0)")
_PROPERTIES_SIZE = 1 << 14
"""More than any hipDeviceProp_t so far (about 1.5 KiB in ROCm 6)."""


def hip_arch_name(lib: ctypes.CDLL, device: int = 0) -> str:
    """The device's gcnArchName from hipGetDeviceProperties, "" when it cannot be read.  The layout of
    hipDeviceProp_t changes between ROCm releases (ROCm 6 exports `hipGetDevicePropertiesR0600` besides the
    old one), so the struct is read into a large zeroed buffer and the architecture is the NUL-terminated
    string in it that reads as one (`gfx` and 3 or 4 hex digits, then `:feature+`/`:feature-`): the longest
    one, the `name` field of some chips being a bare "gfx1035"."""
    for function in ("hipGetDevicePropertiesR0600", "hipGetDeviceProperties"):
        get = getattr(lib, function, None)
        if get is None:
            continue
        buffer = ctypes.create_string_buffer(_PROPERTIES_SIZE)
        if get(buffer, device) != 0:
            continue
        found = [m.group(0).decode() for m in _ARCH_NAME.finditer(buffer.raw)]
        if found:
            return max(found, key=len)
    return ""


DEFAULT_AMD_CHIP = "gfx900"
"""What gpu-to-hsaco compiles for without a device to ask (its default)."""


def parse_arch_name(arch: str) -> tuple[str, str]:
    """gcnArchName -> (chip, LLVM target features): "gfx90a:sramecc+:xnack-" -> ("gfx90a", "+sramecc,-xnack")."""
    chip, *settings = arch.split(":")
    if not re.fullmatch(r"gfx[0-9a-f]{3,4}", chip) or not all(re.fullmatch(r"[a-z][a-z0-9_-]*[+-]", s)
                                                               for s in settings):
        raise ValueError(f"'{arch}' is not an AMD GPU architecture name (gfxNNN[:feature+|-]...)")
    return chip, ",".join(setting[-1] + setting[:-1] for setting in settings)


def amd_target(device: Device | None) -> tuple[str, str, str]:
    """(chip, features, warning) to compile a HIP device's kernels for: its architecture, else gfx900 with a
    warning that says why (the code object then loads on a gfx900 only)."""
    arch = device.arch if device is not None else ""
    if arch:
        try:
            chip, features = parse_arch_name(arch)
        except ValueError as e:
            why = str(e)
        else:
            return chip, features, ""
    else:
        why = f"the architecture of {device.describe() if device else 'the HIP device'} could not be read"
    return DEFAULT_AMD_CHIP, "", (f"{why}: compiling the kernels for {DEFAULT_AMD_CHIP}, which loads on a "
                                  f"{DEFAULT_AMD_CHIP} only")


FINDERS = {"cuda": find_cuda_device, "rocm": find_rocm_device}


def find_device(runtime: str) -> Device:
    return FINDERS[runtime]()
