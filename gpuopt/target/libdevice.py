"""libdevice, NVIDIA's bitcode math library, linked into kernels that call it (`__nv_expf`, ...).

`convert-gpu-to-nvvm` lowers math ops to calls of libdevice functions; 14's `gpu-to-cubin` left them
unresolved (the driver's link then failed), later MLIR links libdevice.  Here the bitcode is linked as
later MLIR does: only when the module calls `__nv_*`, its functions made internal, and the module optimised
(-O2: the calls inlined, NVVMReflect resolved for the chip, the unused functions dropped), with nvcc's
defaults for its `__nvvm_reflect` queries (no flush-to-zero, IEEE-rounded sqrt).  The bitcode comes
from the `libdevice` option, else a CUDA toolkit (`$CUDA_HOME`, /usr/local/cuda, Debian's
nvidia-cuda-toolkit), else the nvidia-cuda-nvcc-cu12 wheel.
"""

from __future__ import annotations

import glob
import importlib.util
import os
from typing import TYPE_CHECKING

from gpuopt.target import codegen
from gpuopt.target.codegen import TargetError

if TYPE_CHECKING:
    from llvmlite import binding as llvm

PREFIX = "__nv_"
INSTALL_HINT = "pip install nvidia-cuda-nvcc-cu12 (part of gpuopt[cuda])"


def called(module: llvm.ModuleRef) -> list[str]:
    """The libdevice functions the module declares (and so calls), sorted."""
    return sorted(f.name for f in module.functions if f.is_declaration and f.name.startswith(PREFIX))


def candidates() -> list[str]:
    """Where libdevice is looked for, best first."""
    roots = [os.environ[v] for v in ("CUDA_HOME", "CUDA_PATH", "CUDA_ROOT") if os.environ.get(v)]
    roots += ["/usr/local/cuda", "/usr/lib/cuda"]
    paths = [os.path.join(root, "nvvm", "libdevice", "libdevice.10.bc") for root in roots]
    paths.append("/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc")
    spec = importlib.util.find_spec("nvidia.cuda_nvcc") if importlib.util.find_spec("nvidia") else None
    for location in (spec.submodule_search_locations or []) if spec else []:
        paths += sorted(glob.glob(os.path.join(location, "nvvm", "libdevice", "libdevice*.bc")))
    return paths


def find(option: str = "") -> str:
    if option:
        if not os.path.isfile(option):
            raise TargetError(f"libdevice '{option}' not found")
        return option
    for path in candidates():
        if os.path.isfile(path):
            return path
    raise TargetError(f"libdevice not found: {INSTALL_HINT}, or name it with the libdevice option")


_reflect_set = False


def _answer_prec_sqrt() -> None:
    """`__nvvm_reflect("__CUDA_PREC_SQRT")` answers 1, as under nvcc's default -prec-sqrt=true (else 0 and
    `__nv_sqrtf` is approximate).  LLVM 22 takes it only from a process-wide option, set once."""
    global _reflect_set
    if not _reflect_set:
        codegen._binding().set_option("gpuopt", "-nvvm-reflect-add=__CUDA_PREC_SQRT=1")
        _reflect_set = True


def link(module: llvm.ModuleRef, machine: llvm.TargetMachine, option: str = "") -> bool:
    """Links libdevice into `module` when it calls it, then optimises; False when it calls none."""
    needed = called(module)
    if not needed:
        return False
    try:
        path = find(option)
    except TargetError as e:
        raise TargetError(f"the kernels call {', '.join(needed)} from libdevice: {e}") from None
    _answer_prec_sqrt()
    defined = codegen.link_bitcode(module, path, "libdevice")
    missing = [name for name in needed if name not in defined]
    if missing:
        raise TargetError(f"the kernels call {', '.join(missing)}, which libdevice '{path}' does not define")
    for fn in module.functions:
        if fn.name in defined:
            fn.linkage = "internal"
    codegen.optimize(module, machine, 2)
    return True
