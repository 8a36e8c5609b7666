"""`gpuopt-runner --runtime=rocm` compiles kernels for the HIP device's architecture: its gcnArchName
("gfx90a:sramecc+:xnack-") read through hipGetDeviceProperties, parsed into gpu-to-hsaco's chip and
features; gfx900 with a warning when it cannot be read.  There is no AMD GPU here: HIP is a small stand-in
library built by the C compiler (`GPUOPT_HIP_LIBRARY` names it, as for the runtime wrappers), laying the
properties out as ROCm 6 or as ROCm 5 does.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from gpuopt.runtime import devices
from gpuopt.runtime.devices import Device, amd_target, parse_arch_name

FAKE_HIP = r"""
#include <string.h>
int hipGetDeviceCount(int *count) { *count = 1; return 0; }
int hipDeviceGetName(char *name, int size, int device) { strncpy(name, "AMD Instinct MI210", size); return 0; }
const char *hipGetErrorName(int code) { return "hipErrorUnknown"; }
int PROPERTIES(char *props, int device) {
  strcpy(props, NAME);         /* hipDeviceProp_t.name comes first */
  strcpy(props + OFFSET, ARCH); /* gcnArchName, wherever the release puts it */
  return STATUS;
}
"""


def fake_hip(tmp_path: Path, properties: str = "hipGetDevicePropertiesR0600", arch: str = "gfx90a:sramecc+:xnack-",
             name: str = "AMD Instinct MI210", offset: int = 1160, status: int = 0) -> Path:
    if shutil.which("cc") is None:
        pytest.skip("needs a C compiler")
    source, library = tmp_path / "hip.c", tmp_path / f"libfakehip-{properties}-{status}.so"
    source.write_text(FAKE_HIP)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(library), str(source), f"-DPROPERTIES={properties}",
                    f'-DARCH="{arch}"', f'-DNAME="{name}"', f"-DOFFSET={offset}", f"-DSTATUS={status}"],
                   check=True)
    return library


@pytest.mark.parametrize(("arch", "chip", "features"), [
    ("gfx90a:sramecc+:xnack-", "gfx90a", "+sramecc,-xnack"),
    ("gfx1030", "gfx1030", ""),
    ("gfx942:xnack+", "gfx942", "+xnack"),
    ("gfx1100", "gfx1100", ""),
])
def test_architecture_names_parse_into_chip_and_features(arch: str, chip: str, features: str) -> None:
    assert parse_arch_name(arch) == (chip, features)


@pytest.mark.parametrize("arch", ["sm_80", "gfx90a:xnack", "gfx90a:+xnack", "GFX90A", ""])
def test_other_names_are_not_architectures(arch: str) -> None:
    with pytest.raises(ValueError, match="is not an AMD GPU architecture name"):
        parse_arch_name(arch)


def test_an_unknown_architecture_falls_back_to_gfx900_with_a_warning() -> None:
    assert amd_target(Device("rocm", 0, 2, "MI210", arch="gfx90a:xnack-")) == ("gfx90a", "-xnack", "")
    chip, features, warning = amd_target(Device("rocm", 0, 2, "Some GPU"))
    assert (chip, features) == ("gfx900", "")
    assert warning == ("the architecture of Some GPU (device 0 of 2) could not be read: compiling the kernels "
                       "for gfx900, which loads on a gfx900 only")
    assert amd_target(Device("rocm", 0, 1, "GPU", arch="gfx9x"))[2].startswith(
        "'gfx9x' is not an AMD GPU architecture name")


@pytest.mark.parametrize(("properties", "offset"), [("hipGetDevicePropertiesR0600", 1160),
                                                    ("hipGetDeviceProperties", 396)])
def test_the_architecture_is_read_from_the_device_properties(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             properties: str, offset: int) -> None:
    """ROCm 6's hipGetDevicePropertiesR0600 or the older hipGetDeviceProperties, whatever the offset."""
    monkeypatch.setenv("GPUOPT_HIP_LIBRARY", str(fake_hip(tmp_path, properties, offset=offset)))
    device = devices.find_rocm_device()
    assert (device.name, device.arch) == ("AMD Instinct MI210", "gfx90a:sramecc+:xnack-")
    assert device.describe() == "AMD Instinct MI210 (device 0 of 1, gfx90a:sramecc+:xnack-)"


def test_a_bare_chip_in_the_name_does_not_hide_the_features(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPUOPT_HIP_LIBRARY", str(fake_hip(tmp_path, name="gfx1035", arch="gfx1035:xnack-")))
    assert devices.find_rocm_device().arch == "gfx1035:xnack-"


def test_unreadable_properties_leave_the_architecture_unknown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GPUOPT_HIP_LIBRARY", str(fake_hip(tmp_path, status=1)))
    device = devices.find_rocm_device()
    assert device.arch == "" and amd_target(device)[0] == "gfx900"


def test_the_runner_compiles_for_the_device_it_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """choose_runtime('rocm') finds the (stand-in) device; the lowering embeds a code object for its chip
    and features (EF_AMDGPU_MACH, and the sramecc-on/xnack-off bits of e_flags); without the architecture,
    gfx900 and the warning on stderr."""
    from test_serialize import SHUFFLE_PROGRAM, embedded_binary, has_ld_lld

    if not has_ld_lld():
        pytest.skip("needs ld.lld")
    from gpuopt.diagnostics import SourceManager
    from gpuopt.parser import parse
    from gpuopt.printer import print_module
    from gpuopt.runtime.cli import lower
    from gpuopt.runtime.libraries import choose_runtime
    from gpuopt.target import elf

    monkeypatch.setenv("GPUOPT_HIP_LIBRARY", str(fake_hip(tmp_path)))
    selection = choose_runtime("rocm")
    for device, chip, feature_bits in ((selection.device, "gfx90a", 0xC00 | 0x200),
                                       (Device("rocm", 0, 1, "GPU"), "gfx900", 0x100)):  # xnack "any"
        sources = SourceManager()
        sources.add("shuffle.mlir", SHUFFLE_PROGRAM)
        module = parse(SHUFFLE_PROGRAM, "shuffle.mlir")
        lower(module, "rocm", sources, device=device)
        code = elf.read_elf(embedded_binary(print_module(module)))
        assert (code.amdgpu_chip, code.flags & 0xF00) == (chip, feature_bits)
    assert capsys.readouterr().err == ("gpuopt-runner: warning: the architecture of GPU (device 0 of 1) could not "
                                       "be read: compiling the kernels for gfx900, which loads on a gfx900 only\n")
