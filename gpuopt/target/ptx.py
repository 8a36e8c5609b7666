"""PTX for NVIDIA GPUs from an NVVM-level `gpu.module`, by llvmlite's NVPTX back end.

PTX is what 14's `gpu-to-cubin` hands to the CUDA driver's linker, and what `gpu-to-cubin{format=ptx}`
embeds as is: the driver JIT-compiles PTX for whatever GPU loads it, so no CUDA toolkit is needed anywhere.

The PTX ISA version is a target feature (`+ptx60`).  LLVM 22 aborts the process when it is below what the
chip needs (sm_80 needs 7.0), so it is checked first: features without one get 14's `+ptx60`, raised to the
chip's minimum; one given explicitly below the minimum is an error with LLVM's message.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from gpuopt.target import codegen
from gpuopt.target.codegen import TargetError

if TYPE_CHECKING:
    from gpuopt.ir.core import Operation

DEFAULT_TRIPLE = "nvptx64-nvidia-cuda"
DEFAULT_CHIP = "sm_50"
"""14's default is sm_35, which CUDA 12 and its nvJitLink no longer compile for; sm_50 is the oldest
architecture they accept (and its PTX JIT-compiles for every later GPU)."""
DEFAULT_PTX = 60
"""14's default feature `+ptx60`: PTX ISA 6.0 (CUDA 9), which every driver since accepts."""

REFLECT_FLAGS = {"nvvm-reflect-ftz": 0}
"""libdevice's `__nvvm_reflect("__CUDA_FTZ")` answer, which LLVM's NVVMReflect reads from this module flag: no
flush-to-zero, nvcc's default (`__CUDA_PREC_SQRT`: see libdevice.py)."""

_PTX_FEATURE = re.compile(r"\+ptx(\d+)")


@cache
def minimum_ptx(triple: str, chip: str) -> int:
    """The lowest PTX ISA version (60 for 6.0) LLVM's NVPTX back end emits for `chip`: its default."""
    llvm = codegen._binding()
    machine = codegen.target_machine(triple, chip, "")
    text = machine.emit_assembly(llvm.parse_assembly(f'target triple = "{triple}"\n'))
    found = re.search(r"^\.version (\d+)\.(\d+)", text, re.MULTILINE)
    return int(found.group(1)) * 10 + int(found.group(2)) if found else DEFAULT_PTX


def resolve_features(triple: str, chip: str, features: str) -> str:
    """`features` with a PTX ISA version the chip supports (see the module docstring), or TargetError."""
    least = minimum_ptx(triple, chip)
    given = _PTX_FEATURE.search(features)
    if given is None:
        return ",".join(filter(None, [features, f"+ptx{max(DEFAULT_PTX, least)}"]))
    version = int(given.group(1))
    if version < least:
        raise TargetError(f"PTX version {version // 10}.{version % 10} does not support target '{chip}'. Minimum "
                          f"required PTX version is {least // 10}.{least % 10}.")
    return features


def emit_ptx(module: Operation, triple: str = DEFAULT_TRIPLE, chip: str = DEFAULT_CHIP, features: str = "",
             libdevice: str = "") -> str:
    """The PTX text of a `gpu.module` of LLVM/NVVM-dialect ops, libdevice linked when it is called
    (`libdevice`: its path, searched for when empty); raises DiagnosticError, TargetError."""
    from gpuopt.target import libdevice as nv

    codegen.require_arch(triple, ("nvptx64", "nvptx"), "PTX")
    machine = codegen.target_machine(triple, chip, resolve_features(triple, chip, features))
    codegen.reject_dialect(module, "rocdl", triple)
    ref = codegen.translate_kernel_module(module, machine, triple, REFLECT_FLAGS)
    nv.link(ref, machine, libdevice)
    return codegen.emit_assembly(ref, machine)
