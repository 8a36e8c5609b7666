"""The ROCm device libraries (ocml for math, ockl for sizes and HIP's printf), linked into kernels that call them.

`convert-gpu-to-rocdl` lowers math ops to `__ocml_*` calls, and `gpu.block_dim` and `gpu.printf` (runtime=HIP)
to `__ockl_*` ones.  As upstream's SerializeToHsaco does: the libraries are linked when the module calls
into them (`ocml.bc` for `__ocml_*`, `ockl.bc` for `__ockl_*`, both and `opencl.bc` for `printf`), their
control constants are defined in the module rather than linked from the `oclc_*.bc` files (no
finite-only, denormals kept, correctly rounded sqrt, no unsafe math; the chip's ISA version, wavefront size
and the code object version), what they define is made internal and what the kernels do not use dropped,
before the module is optimised.  Two things differ from upstream, where upstream is wrong: the wavefront
size is the chip's (upstream always says 64, but gfx10 and later run wave32 unless `+wavefrontsize64`), and
the ISA version of gfx10 and later chips is 1000 * major + 100 * minor + stepping (`gfx1030` is 10300, as
`oclc_isa_version_1030.bc` says; upstream reads "30" as a hexadecimal minor).

The bitcode directory is the `rocm-path` option's (a ROCm install, whose `amdgcn/bitcode` is taken, or the
directory itself; nothing else is looked at then), else the same under `$HIP_DEVICE_LIB_PATH`, `$ROCM_PATH`,
`$ROCM_HOME`, /opt/rocm and /opt/rocm-X.Y (newest first; also where ROCm 6 keeps it, lib/llvm/lib/clang/N/
lib/amdgcn/bitcode), then Debian's and Ubuntu's rocm-device-libs package (/usr/lib/<multiarch>/amdgcn/
bitcode).  llvmlite's LLVM 22 reads bitcode of LLVM 15 (Debian bookworm's 5.2.3, tested) up to its own.
"""

from __future__ import annotations

import glob
import os
import re
from typing import TYPE_CHECKING

from gpuopt.target import codegen
from gpuopt.target.codegen import TargetError

if TYPE_CHECKING:
    from llvmlite import binding as llvm

PREFIXES = ("__ocml_", "__ockl_")
INSTALL_HINT = "apt-get install rocm-device-libs, or name the directory with the rocm-path option or $ROCM_PATH"


def needed_libraries(module: llvm.ModuleRef) -> tuple[list[str], list[str]]:
    """The device-library functions the module declares, and the libraries that define them, in the order
    upstream links them (a library may call into the ones after it)."""
    called = sorted(f.name for f in module.functions if f.is_declaration
                    and (f.name.startswith(PREFIXES) or f.name == "printf"))
    opencl = "printf" in called
    libraries = ["opencl.bc"] if opencl else []
    if opencl or any(name.startswith("__ocml_") for name in called):
        libraries.append("ocml.bc")
    if opencl or any(name.startswith("__ockl_") for name in called):
        libraries.append("ockl.bc")
    return called, libraries


def candidates(option: str = "") -> list[str]:
    """The directories looked at for the bitcode, best first (only the option's when it is given)."""
    if option:
        roots = [option]
    else:
        roots = [os.environ[v] for v in ("HIP_DEVICE_LIB_PATH", "ROCM_PATH", "ROCM_HOME") if os.environ.get(v)]
        roots += ["/opt/rocm", *sorted(glob.glob("/opt/rocm-*"), key=_version, reverse=True)]
    out: list[str] = []
    for root in roots:
        out += [root, os.path.join(root, "amdgcn", "bitcode"),
                *sorted(glob.glob(os.path.join(root, "lib", "llvm", "lib", "clang", "*", "lib", "amdgcn",
                                               "bitcode")), key=_version, reverse=True)]
    if not option:
        out += [*sorted(glob.glob("/usr/lib/*/amdgcn/bitcode")), "/usr/lib/amdgcn/bitcode"]
    return out


def _version(path: str) -> tuple[int, ...]:
    return tuple(int(n) for n in re.findall(r"\d+", path))


def find(libraries: list[str], option: str = "") -> str:
    """The first candidate directory holding all of `libraries` (TargetError naming where it looked)."""
    looked = candidates(option)
    for directory in looked:
        if all(os.path.isfile(os.path.join(directory, lib)) for lib in libraries):
            return directory
    where = f"'{option}'" if option else "$HIP_DEVICE_LIB_PATH, $ROCM_PATH, /opt/rocm, /usr/lib/*/amdgcn/bitcode"
    raise TargetError(f"{' and '.join(libraries)} not found in {where}: {INSTALL_HINT}")


def isa_version(chip: str) -> int:
    """`__oclc_ISA_version` of a chip: gfx90a -> 9010, gfx1030 -> 10300 (the last two characters are the
    minor version and the stepping, a hexadecimal digit)."""
    digits = chip[3:] if chip.startswith("gfx") else chip
    if len(digits) < 3 or not digits[:-2].isdigit():
        raise TargetError(f"cannot tell the ISA version of chip '{chip}' for the ROCm device libraries")
    return 1000 * int(digits[:-2]) + 100 * int(digits[-2], 16) + int(digits[-1], 16)


def wavefront_size_64(chip: str, features: str) -> bool:
    """Whether kernels for the chip run 64 lanes a wavefront: gfx9 and older always, gfx10 and later only with
    `+wavefrontsize64` (LLVM's default for them is wave32)."""
    flags = features.replace(" ", "").split(",")
    if "+wavefrontsize64" in flags:
        return True
    if "+wavefrontsize32" in flags:
        return False
    return isa_version(chip) < 10000


def control_constants(chip: str, features: str, code_object_version: int) -> dict[str, tuple[int, int]]:
    """The `__oclc_*` constants the libraries read: name -> (bit width, value)."""
    return {
        "__oclc_finite_only_opt": (8, 0), "__oclc_daz_opt": (8, 0), "__oclc_correctly_rounded_sqrt32": (8, 1),
        "__oclc_unsafe_math_opt": (8, 0), "__oclc_wavefrontsize64": (8, int(wavefront_size_64(chip, features))),
        "__oclc_ISA_version": (32, isa_version(chip)), "__oclc_ABI_version": (32, 100 * code_object_version),
    }


def link(module: llvm.ModuleRef, machine: llvm.TargetMachine, chip: str, features: str, code_object_version: int,
         option: str = "") -> bool:
    """Links the device libraries the module calls into it; False when it calls none."""
    called, libraries = needed_libraries(module)
    if not libraries:
        return False
    try:
        directory = find(libraries, option)
    except TargetError as e:
        raise TargetError(f"the kernels call {', '.join(called)} from the ROCm device libraries: {e}") from None
    defined: set[str] = set()
    for lib in libraries:
        defined |= codegen.link_bitcode(module, os.path.join(directory, lib), "ROCm device library")
    # After the libraries: the linker takes a linkonce_odr definition only where something refers to it.
    values = control_constants(chip, features, code_object_version)
    wanted = [g.name for g in module.global_variables if g.is_declaration and g.name in values]
    llvm = codegen._binding()
    module.link_in(llvm.parse_assembly(
        f'target triple = "{module.triple}"\ntarget datalayout = "{module.data_layout}"\n' + "".join(
            f"@{name} = linkonce_odr protected local_unnamed_addr addrspace(4) constant i{values[name][0]} "
            f"{values[name][1]}, align {values[name][0] // 8}\n" for name in wanted)))
    missing = [name for name in called if name not in defined]
    if missing:
        raise TargetError(f"the kernels call {', '.join(missing)}, which the ROCm device libraries in "
                          f"'{directory}' do not define")
    for symbol in [*module.functions, *module.global_variables]:
        if symbol.name in defined and not symbol.is_declaration:
            symbol.linkage = "internal"
    codegen.drop_unused(module, machine)
    unresolved = sorted(g.name for g in [*module.functions, *module.global_variables]
                        if g.is_declaration and g.name.startswith((*PREFIXES, "__oclc_")))
    if unresolved:
        raise TargetError(f"the ROCm device libraries in '{directory}' need {', '.join(unresolved)}, which "
                          "gpuopt does not define or link")
    return True
