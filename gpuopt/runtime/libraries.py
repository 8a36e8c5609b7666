"""Which libraries a run needs, and loading them into the process for the JIT.

The `mgpu*` runtime and the runner utilities come from runtime_wrappers/ (built on demand, cached);
`--shared-libs` adds the user's.  Everything is loaded with `llvmlite.binding.load_library_permanently`
(global symbols), and every external symbol of the module is looked up before any code runs: MCJIT
aborts the whole process on an unresolved symbol, so the runner names it, and the library that should
have defined it, first.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from llvmlite import binding as llvm

from gpuopt.runtime.devices import Device, NoDevice, find_device
from gpuopt.valueclass import dataclass, field

RUNTIMES = ("auto", "host", "cuda", "rocm", "none")


class RunnerError(Exception):
    """A one-line, user-facing error of the runner (exit status 1)."""


@dataclass
class LoadedLibrary:
    role: str  # "runtime", "runner-utils" or "shared-lib"
    path: Path


@dataclass
class RuntimeSelection:
    runtime: str  # host, cuda, rocm or none
    device: Device | None = None
    libraries: list[LoadedLibrary] = field(default_factory=list)

    def describe(self) -> str:
        text = f"runtime {self.runtime}"
        return text + (f" on {self.device.describe()}" if self.device else "")


def choose_runtime(requested: str) -> RuntimeSelection:
    """`auto` takes a CUDA device, else a HIP device, else the host runtime; `cuda`/`rocm` must find
    their device (RunnerError otherwise)."""
    if requested in ("host", "none"):
        return RuntimeSelection(requested)
    if requested == "auto":
        for runtime in ("cuda", "rocm"):
            try:
                return RuntimeSelection(runtime, find_device(runtime))
            except NoDevice:
                continue
        return RuntimeSelection("host")
    try:
        return RuntimeSelection(requested, find_device(requested))
    except NoDevice as e:
        hint = "; --runtime=host runs the program on the CPU"
        raise RunnerError(f"--runtime={requested}: {e}{hint}") from None


def _build_module() -> ModuleType:
    """runtime_wrappers/build.py: the installed package, else the file next to this checkout's gpuopt/
    (an editable install made before runtime_wrappers/ was a package maps only gpuopt)."""
    try:
        from runtime_wrappers import build as module
    except ImportError:
        path = Path(__file__).resolve().parents[2] / "runtime_wrappers" / "build.py"
        spec = importlib.util.spec_from_file_location("runtime_wrappers.build", path)
        if spec is None or spec.loader is None or not path.is_file():
            raise RunnerError(f"the runtime wrapper sources are missing ({path} not found)") from None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up while it executes
        spec.loader.exec_module(module)
    return module


def build(name: str) -> Path:
    """runtime_wrappers/build.py's library `name`, built if needed."""
    module = _build_module()
    try:
        return module.build_library(name)
    except module.RuntimeBuildError as e:
        first = str(e).strip().splitlines()[0]
        raise RunnerError(f"cannot build the {name} runtime library: {first}") from None


ASYNC_PREFIX = "mlirAsyncRuntim"
"""The async runtime's functions (`mlirAsyncRuntimeExecute`, ..., and 14's `mlirAsyncRuntimGetNumWorkerThreads`)."""


def uses_async_runtime(module: llvm.ModuleRef) -> bool:
    """Whether the module calls the async runtime (a program lowered from the async dialect)."""
    return any(fn.is_declaration and fn.name.startswith(ASYNC_PREFIX) for fn in module.functions)


def load_libraries(selection: RuntimeSelection, shared_libs: list[str], async_runtime: bool = False) -> None:
    """Builds and loads the runtime wrappers (unless `none`), the async runtime (when the program calls it),
    the runner utils, then `shared_libs`."""
    wanted: list[LoadedLibrary] = []
    if selection.runtime != "none":
        wanted.append(LoadedLibrary("runtime", build(selection.runtime)))
    if async_runtime:
        wanted.append(LoadedLibrary("async-runtime", build("async")))
    wanted.append(LoadedLibrary("runner-utils", build("runner-utils")))
    for lib in shared_libs:
        path = Path(lib).expanduser()
        if not path.exists():
            raise RunnerError(f"shared library '{lib}' not found (from --shared-libs)")
        wanted.append(LoadedLibrary("shared-lib", path))
    for lib in wanted:
        try:
            llvm.load_library_permanently(str(lib.path))
        except RuntimeError as e:
            raise RunnerError(f"cannot load shared library '{lib.path}': {e}") from None
        selection.libraries.append(lib)


def expected_provider(symbol: str, selection: RuntimeSelection) -> str:
    """Who should define `symbol`, for the unresolved-symbol message."""
    names = {lib.role: lib.path.name for lib in selection.libraries}
    if symbol.startswith("mgpu"):
        if selection.runtime == "none":
            return "a GPU runtime library (--runtime=none loads none; pass one with --shared-libs)"
        return f"the {selection.runtime} runtime ({names.get('runtime', '?')})"
    if symbol.startswith(ASYNC_PREFIX):
        return f"the async runtime ({names.get('async-runtime', '?')})"
    if symbol.startswith(("print", "_mlir_ciface_print")):
        return f"the runner utils ({names.get('runner-utils', '?')})"
    return "a library passed with --shared-libs"


def unresolved_symbols(module: llvm.ModuleRef) -> list[str]:
    """External functions and variables of `module` that no loaded library (nor the process) defines.
    Call after creating the execution engine, which makes the process's own symbols searchable."""
    missing = []
    for fn in module.functions:
        if fn.is_declaration and not fn.name.startswith("llvm.") and llvm.address_of_symbol(fn.name) is None:
            missing.append(fn.name)
    for gv in module.global_variables:
        if gv.is_declaration and llvm.address_of_symbol(gv.name) is None:
            missing.append(gv.name)
    return missing


def check_symbols(module: llvm.ModuleRef, selection: RuntimeSelection, origin: Callable[[str], str]) -> None:
    """RunnerError naming the first unresolved symbol, where it comes from (`origin(symbol)`, e.g.
    " (from x.mlir:3:5)") and which library should have defined it."""
    missing = unresolved_symbols(module)
    if not missing:
        return
    first = missing[0]
    more = ""
    if len(missing) > 1:
        more = f" (and {len(missing) - 1} more: {', '.join(missing[1:4])}{', ...' if len(missing) > 4 else ''})"
    raise RunnerError(f"unresolved external symbol '{first}'{origin(first)}: expected from "
                      f"{expected_provider(first, selection)}, but no loaded library defines it{more}")
