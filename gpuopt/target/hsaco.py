"""HSACO (an AMDGPU code object) from a ROCDL-level `gpu.module`: llvmlite emits an object, ld.lld links it.

HIP loads linked shared objects only; llvmlite cannot link, so an `ld.lld` does it, as 14 did in process
(`lld::elf::link -shared`).  Which one: the pass's `linker` option (a path or a command line), else
`ld.lld` on PATH, a versioned `ld.lld-N` on PATH, LLVM's install directories, then the `ziglang` wheel's
bundled LLD.  The code object version defaults to 4, LLVM 14's and the newest one ld.lld 14 links; 5 needs
a newer ld.lld.  The ROCm device libraries (ocml, ockl) are linked when the kernels call them
(rocm_device_libs.py).
"""

from __future__ import annotations

import glob
import os
import re
import shlex
import shutil
import subprocess
import tempfile
from typing import TYPE_CHECKING

from gpuopt.target import codegen
from gpuopt.target.codegen import TargetError

if TYPE_CHECKING:
    from llvmlite import binding as llvm

    from gpuopt.ir.core import Operation

DEFAULT_TRIPLE = "amdgcn-amd-amdhsa"
DEFAULT_CHIP = "gfx900"
DEFAULT_CODE_OBJECT_VERSION = 4


def emit_object(module: Operation, triple: str = DEFAULT_TRIPLE, chip: str = DEFAULT_CHIP, features: str = "",
                opt_level: int = 2, code_object_version: int = DEFAULT_CODE_OBJECT_VERSION,
                rocm_path: str = "") -> bytes:
    """The relocatable AMDGPU object of a `gpu.module`, with the ROCm device libraries it calls linked in
    (found through `rocm_path`, see rocm_device_libs.py) (DiagnosticError, TargetError)."""
    from gpuopt.target import rocm_device_libs

    codegen.require_arch(triple, ("amdgcn",), "HSACO")
    machine = codegen.target_machine(triple, chip, features)
    codegen.reject_dialects(module, ("nvvm",), triple)
    ref = codegen.translate_kernel_module(module, machine, triple,
                                          {"amdhsa_code_object_version": code_object_version * 100})
    rocm_device_libs.link(ref, machine, chip, features, code_object_version, rocm_path)
    codegen.optimize(ref, machine, opt_level)
    return codegen.emit_object(without_comment_asm(ref), machine)


_COMMENT_ASM = re.compile(r'^(\s*%[-\w.]+ = )(?:tail |musttail |notail )?call (\w+) asm sideeffect "(;[^"$]*\$0)",'
                          r' "=v,0"\((\w+) (%[-\w.]+)\)[^\n]*$', re.M)


def without_comment_asm(module: llvm.ModuleRef) -> llvm.ModuleRef:
    """The module with each inline assembly that is only a comment on a register (`asm sideeffect "; O0 $0",
    "=v,0"(i32 %x)`, ockl's barriers to IR-level hoisting, which the optimiser has run past by now) replaced by
    `freeze` of that register.  LLVM emits an object with inline assembly only through the target's assembler
    parser, which llvmlite does not build in (LLVM aborts the process); any other inline assembly is a
    TargetError."""
    text = str(module)
    if " asm " not in text:
        return module
    text = _COMMENT_ASM.sub(lambda m: f"{m.group(1)}freeze {m.group(4)} {m.group(5)}"
                            if m.group(2) == m.group(4) else m.group(0), text)
    for function in re.finditer(r"^define [^@]*@\"?([-\w.$]+)\"?\(.*?^\}", text, re.M | re.S):
        if re.search(r"\basm (sideeffect )?\"", function.group(0)):
            raise TargetError(f"function '{function.group(1)}' uses inline assembly, which gpuopt cannot assemble "
                              "for AMDGPU (llvmlite has no AMDGPU assembler)")
    return codegen._binding().parse_assembly(text)


def find_linker(option: str = "") -> list[str]:
    """The command that runs ld.lld: the option's (split as a shell would), else the first one found."""
    if option:
        command = shlex.split(option)
        if not command or shutil.which(command[0]) is None:
            raise TargetError(f"linker '{option}' not found")
        return command
    for name in ("ld.lld", *(f"ld.lld-{v}" for v in range(30, 13, -1))):
        found = shutil.which(name)
        if found:
            return [found]
    for path in sorted(glob.glob("/usr/lib/llvm-*/bin/ld.lld"), key=_llvm_version, reverse=True):
        if os.access(path, os.X_OK):
            return [path]
    import importlib.util
    import sys

    if importlib.util.find_spec("ziglang") is not None:
        return [sys.executable, "-m", "ziglang", "ld.lld"]
    raise TargetError("no ld.lld found to link the HSACO: install LLVM's lld (apt-get install lld-14) or the "
                      "ziglang wheel (pip install ziglang), or name one with the linker option")


def _llvm_version(path: str) -> int:
    digits = path.split("/llvm-")[1].split("/")[0]
    return int(digits) if digits.isdigit() else 0


def link(obj: bytes, linker: list[str]) -> bytes:
    """`ld.lld -shared` of the object: the code object HIP loads; TargetError with ld.lld's message."""
    with tempfile.TemporaryDirectory(prefix="gpuopt-hsaco-") as tmp:
        source, target = os.path.join(tmp, "kernels.o"), os.path.join(tmp, "kernels.hsaco")
        with open(source, "wb") as f:
            f.write(obj)
        try:
            done = subprocess.run([*linker, "-shared", source, "-o", target],
                                  capture_output=True, text=True, check=False)
        except OSError as e:
            raise TargetError(f"cannot run linker '{shlex.join(linker)}': {e.strerror}") from None
        if done.returncode != 0:
            message = " ".join(done.stderr.replace(source, "kernels.o").split()) or f"exit code {done.returncode}"
            if "unknown abi version" in message:
                message += " (this ld.lld is too old for the code object version: use code-object-version=4)"
            raise TargetError(f"linking the HSACO failed: {message}")
        with open(target, "rb") as f:
            return f.read()
