"""Build gpuopt's runtime wrapper libraries with the system C/C++ compiler.

The wrappers are plain C/C++ sources (no CMake, no LLVM) so that gpuopt can
build them on demand wherever a compiler exists. Each library is compiled
into a cache directory keyed by a hash of everything that affects the build
(sources, headers, compiler, flags), so it is rebuilt only when one of those
changes, and a process that has an older build loaded keeps a valid file.

Usable as a module (``build_library("host")``) and as a script::

    python runtime_wrappers/build.py --all
    python runtime_wrappers/build.py host runner-utils

The script prints the path of each library, one per line, in the order asked.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Sequence
from pathlib import Path

SOURCE_DIR = Path(__file__).resolve().parent
"""Directory holding the wrapper sources (this file's directory)."""

COMMON_HEADER = "gpu-runtime-common.h"


class RuntimeBuildError(RuntimeError):
    """A wrapper library could not be built (missing headers or compiler error)."""


@dataclasses.dataclass(frozen=True)
class WrapperSpec:
    """How to build one wrapper library."""

    sources: tuple[str, ...]
    library: str
    language: str  # "c" or "c++"
    headers: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()


WRAPPERS: dict[str, WrapperSpec] = {
    "host": WrapperSpec(
        ("host-runtime-wrappers.c", "host-kernel-loader.c", "host-kernel-launch.c", "host-kernel-block.c",
         "host-fiber.c"),
        "libgpuopt_host_runtime.so",
        "c",
        headers=("host-kernel-internal.h", "host-fiber.h", "gpuopt-host-kernel-abi.h"),
        # Fibers switch stacks with _longjmp, which fortified glibc refuses.
        flags=("-U_FORTIFY_SOURCE", "-fvisibility=hidden"),
    ),
    "cuda": WrapperSpec(
        ("cuda-runtime-wrappers.cpp",),
        "libgpuopt_cuda_runtime.so",
        "c++",
        headers=(COMMON_HEADER,),
    ),
    "rocm": WrapperSpec(
        ("rocm-runtime-wrappers.cpp",),
        "libgpuopt_rocm_runtime.so",
        "c++",
        headers=(COMMON_HEADER,),
        defines=("__HIP_PLATFORM_AMD__",),
    ),
    "runner-utils": WrapperSpec(("runner-utils.c",), "libgpuopt_runner_utils.so", "c"),
    "async": WrapperSpec(("async-runtime.cpp",), "libgpuopt_async_runtime.so", "c++", flags=("-fvisibility=hidden",)),
}
"""The buildable libraries, by the name used on the command line."""


def cache_dir() -> Path:
    """Root of the build cache: ``$GPUOPT_CACHE_DIR`` or ``~/.cache/gpuopt/runtime``.

    An explicit variable wins so that tests and CI can use a private,
    disposable cache.
    """
    override = os.environ.get("GPUOPT_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    return Path.home() / ".cache" / "gpuopt" / "runtime"


def _spec(name: str) -> WrapperSpec:
    try:
        return WRAPPERS[name]
    except KeyError:
        known = ", ".join(WRAPPERS)
        raise ValueError(f"unknown runtime library {name!r}; expected one of: {known}") from None


def _compiler(language: str) -> list[str]:
    """The compiler command: ``$CC``/``$CXX`` if set (may carry flags), else cc/c++."""
    variable, default = ("CXX", "c++") if language == "c++" else ("CC", "cc")
    return shlex.split(os.environ.get(variable) or default)


def _python_include_roots() -> list[Path]:
    """Directories where pip packages (nvidia-cuda-runtime-cu12, cuda-python) live."""
    roots: list[Path] = []
    for key in ("purelib", "platlib"):
        path = sysconfig.get_paths().get(key)
        if path and Path(path) not in roots:
            roots.append(Path(path))
    return roots


def cuda_include_dirs() -> list[Path]:
    """Directories with ``cuda.h``, best first; empty when none is found.

    Only the header is needed: the wrapper loads libcuda.so.1 at run time, so
    the toolkit's header or the one shipped in pip wheels both do.
    """
    candidates: list[Path] = []
    for variable in ("CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"):
        value = os.environ.get(variable)
        if value:
            candidates.append(Path(value) / "include")
    candidates.append(Path("/usr/local/cuda/include"))
    for root in _python_include_roots():
        candidates.append(root / "nvidia" / "cuda_runtime" / "include")
        candidates.append(root / "nvidia" / "cuda_nvcc" / "include")
        candidates.append(root / "cuda" / "bindings" / "include")
        candidates.append(root / "cuda" / "include")
    candidates.append(Path("/usr/include"))
    for candidate in candidates:
        if (candidate / "cuda.h").is_file():
            return [candidate]
    return []


def rocm_include_dirs() -> list[Path]:
    """Directories with ``hip/hip_runtime_api.h`` outside the default search path.

    Returning none is fine: the ROCm wrapper then declares the few HIP types
    it needs itself (the library is loaded at run time anyway).
    """
    candidates: list[Path] = []
    for variable in ("HIP_PATH", "ROCM_PATH"):
        value = os.environ.get(variable)
        if value:
            candidates.append(Path(value) / "include")
    candidates.append(Path("/opt/rocm/include"))
    return [c for c in candidates if (c / "hip" / "hip_runtime_api.h").is_file()][:1]


def compile_command(name: str, output: Path) -> list[str]:
    """The full compiler command line that builds library ``name`` into ``output``."""
    spec = _spec(name)
    command = _compiler(spec.language)
    if spec.language == "c++":
        command += ["-std=c++17"]
    else:
        command += ["-std=c11"]
    command += ["-shared", "-fPIC", "-O2", "-g", "-Wall", "-Wextra", "-pthread"]
    command += [f"-D{define}" for define in spec.defines]
    command += list(spec.flags)
    command += [f"-I{SOURCE_DIR}"]
    if name == "cuda":
        includes = cuda_include_dirs()
        if not includes:
            raise RuntimeBuildError(
                "cannot build the CUDA wrappers: cuda.h not found (looked in "
                "$CUDA_HOME/include, /usr/local/cuda/include and the include "
                "directories of the nvidia-cuda-runtime-cu12 / cuda-python pip "
                "packages); set CUDA_HOME or install one of them"
            )
        command += [f"-I{d}" for d in includes]
    elif name == "rocm":
        command += [f"-I{d}" for d in rocm_include_dirs()]
    command += [str(SOURCE_DIR / source) for source in spec.sources]
    command += ["-o", str(output)]
    # The GPU libraries are dlopen'ed at run time, never linked: -ldl only.
    command += ["-ldl"]
    return command


def _compiler_identity(command: Sequence[str]) -> str:
    """Resolved compiler path plus its size and mtime: a compiler upgrade rebuilds."""
    path = shutil.which(command[0])
    if not path:
        return command[0]
    resolved = Path(path).resolve()
    stat = resolved.stat()
    return f"{resolved}:{stat.st_size}:{stat.st_mtime_ns}"


def build_hash(name: str) -> str:
    """Hash of the inputs of a build: sources, local headers, compiler, flags."""
    spec = _spec(name)
    digest = hashlib.sha256()
    for file_name in (*spec.sources, *spec.headers):
        digest.update(file_name.encode())
        digest.update((SOURCE_DIR / file_name).read_bytes())
    placeholder = Path("OUTPUT")
    command = compile_command(name, placeholder)
    digest.update("\0".join(command).encode())
    digest.update(_compiler_identity(command).encode())
    return digest.hexdigest()[:16]


def library_path(name: str) -> Path:
    """Where library ``name`` built from the current sources lives (built or not).

    The hash is a directory, not part of the file name, so that the library
    keeps its plain name (``libgpuopt_host_runtime.so``) for ``-l``/loaders.
    """
    spec = _spec(name)
    return cache_dir() / build_hash(name) / spec.library


def build_library(name: str, *, force: bool = False) -> Path:
    """Build library ``name`` unless an up-to-date build exists; return its path.

    The compiler writes to a temporary file that is then renamed into place,
    so concurrent builds (parallel tests, several tools) never expose a
    half-written library.
    """
    output = library_path(name)
    if output.is_file() and not force:
        return output
    output.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary_name = tempfile.mkstemp(prefix=f".{output.name}.", suffix=".tmp", dir=output.parent)
    os.close(fd)
    temporary = Path(temporary_name)
    command = compile_command(name, temporary)
    try:
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeBuildError(
                f"building the {name} runtime library failed "
                f"(exit {result.returncode}):\n$ {shlex.join(command)}\n"
                f"{result.stdout}{result.stderr}"
            )
        os.replace(temporary, output)
    finally:
        temporary.unlink(missing_ok=True)
    return output


def link_shared_object(objects: Sequence[Path], output: Path, flags: Sequence[str] = ()) -> Path:
    """Links object files into a shared object with the C compiler the wrappers are built with (``$CC`` or cc).

    gpu-to-host-object uses it to turn a kernel module's object file into the ELF shared object the host
    runtime loads; undefined symbols (the C library's memcpy, ...) stay for the dynamic loader.
    """
    command = [*_compiler("c"), "-shared", "-s", *(str(o) for o in objects), *flags, "-o", str(output)]
    try:
        result = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        raise RuntimeBuildError(f"cannot run the C compiler ({command[0]}): {error}") from None
    if result.returncode != 0:
        raise RuntimeBuildError(f"linking failed (exit {result.returncode}):\n$ {shlex.join(command)}\n"
                                f"{result.stdout}{result.stderr}")
    return output


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point: build the named libraries and print their paths."""
    parser = argparse.ArgumentParser(description="Build gpuopt's runtime wrapper libraries and print their paths.")
    parser.add_argument(
        "names",
        nargs="*",
        metavar="NAME",
        help=f"libraries to build: {', '.join(WRAPPERS)} (default: host)",
    )
    parser.add_argument("--all", action="store_true", help="build every library")
    parser.add_argument("--force", action="store_true", help="rebuild even if cached")
    args = parser.parse_args(argv)
    names = list(WRAPPERS) if args.all else (args.names or ["host"])
    status = 0
    for name in names:
        try:
            print(build_library(name, force=args.force))
        except (RuntimeBuildError, ValueError) as error:
            print(f"error: {error}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
