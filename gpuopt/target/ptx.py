"""PTX for NVIDIA GPUs from an NVVM-level `gpu.module`, by llvmlite's NVPTX back end.

PTX is what 14's `gpu-to-cubin` hands to the CUDA driver's linker, and what `gpu-to-cubin{format=ptx}`
embeds as is: the driver JIT-compiles PTX for whatever GPU loads it, so no CUDA toolkit is needed anywhere.

The PTX ISA version is a target feature (`+ptx60`).  LLVM 22 aborts the process when it is below what the
chip needs (sm_80 needs 7.0), so it is checked first: features without one get 14's `+ptx60`, raised to the
chip's minimum; one given explicitly below the minimum is an error with LLVM's message.  The NVVM matrix ops
need a chip with tensor cores and, for some shapes, a later PTX ISA (m32n8k16 and m8n32k16: 6.1; mma.sync:
6.4; tf32: sm_80): a chip without them is an error at the op, and the PTX version is raised to theirs.
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


def resolve_features(triple: str, chip: str, features: str, needed: int = 0) -> str:
    """`features` with a PTX ISA version the chip supports (see the module docstring), at least `needed`
    when none is given, or TargetError."""
    least = minimum_ptx(triple, chip)
    given = _PTX_FEATURE.search(features)
    if given is None:
        return ",".join(filter(None, [features, f"+ptx{max(DEFAULT_PTX, least, needed)}"]))
    version = int(given.group(1))
    if version < least:
        raise TargetError(f"PTX version {version // 10}.{version % 10} does not support target '{chip}'. Minimum "
                          f"required PTX version is {least // 10}.{least % 10}.")
    if version < needed:
        raise TargetError(f"PTX version {version // 10}.{version % 10} lacks the matrix instructions of these "
                          f"kernels: they need PTX version {needed // 10}.{needed % 10} (+ptx{needed})")
    return features


def _matrix_op_needs(op: Operation) -> tuple[int, int] | None:
    """The (sm, PTX ISA) an NVVM matrix op's instruction needs in LLVM's NVPTX back end, which aborts the
    process on one it cannot select."""
    if op.op_name == "nvvm.mma.sync":
        return 70, 64
    if not op.op_name.startswith("nvvm.wmma."):
        return None
    shape = tuple(getattr(op.attributes.get(k), "value", 0) for k in "mnk")
    if shape == (16, 16, 8):
        return 80, 70
    return 70, 60 if shape == (16, 16, 16) else 61


def _check_matrix_ops(module: Operation, chip: str) -> int:
    """The PTX ISA version the module's matrix ops need (0: none), or a DiagnosticError at the first one the
    chip has no instruction for."""
    from gpuopt.diagnostics import DiagnosticError

    found = re.fullmatch(r"sm_(\d+)a?", chip)
    sm = int(found.group(1)) if found else 0
    needed = 0
    for op in module.walk():
        needs = _matrix_op_needs(op)
        if needs is None:
            continue
        if sm < needs[0]:
            raise DiagnosticError.at(op.loc, f"'{op.op_name}' op needs sm_{needs[0]} or a later chip, not '{chip}'")
        needed = max(needed, needs[1])
    return needed


def emit_ptx(module: Operation, triple: str = DEFAULT_TRIPLE, chip: str = DEFAULT_CHIP, features: str = "",
             libdevice: str = "") -> str:
    """The PTX text of a `gpu.module` of LLVM/NVVM-dialect ops, libdevice linked when it is called
    (`libdevice`: its path, searched for when empty); raises DiagnosticError, TargetError."""
    from gpuopt.target import libdevice as nv

    codegen.require_arch(triple, ("nvptx64", "nvptx"), "PTX")
    features = resolve_features(triple, chip, features, _check_matrix_ops(module, chip))
    machine = codegen.target_machine(triple, chip, features)
    codegen.reject_dialects(module, ("rocdl",), triple)
    ref = codegen.translate_kernel_module(module, machine, triple, REFLECT_FLAGS)
    nv.link(ref, machine, libdevice)
    return codegen.emit_assembly(ref, machine)
