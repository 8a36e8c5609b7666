"""--gpu-to-hsaco: a ROCDL-level `gpu.module` to an AMDGPU code object in its `gpu.binary` attribute
(upstream's SerializeToHsacoPass).  See gpuopt/target/hsaco.py for the linker search and
rocm_device_libs.py for the device libraries."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import PassOption, register_pass
from gpuopt.passes.serialize_to_blob import SerializeToBlobPass, blob_options


def _code_object_version(text: str) -> int:
    if text not in ("4", "5", "6"):
        raise ValueError(text)
    return int(text)


@register_pass
class SerializeToHsacoPass(SerializeToBlobPass):
    name = "gpu-to-hsaco"
    summary = "Lower GPU kernel function to HSACO binary annotations"
    options = (
        *blob_options("amdgcn-amd-amdhsa", "gfx900", ""),
        PassOption("opt-level", "Optimization level for HSACO compilation", 2),
        PassOption("linker", "The ld.lld to link the code object with, a path or a command line (default: "
                   "ld.lld or ld.lld-N on PATH, /usr/lib/llvm-N/bin/ld.lld, the ziglang wheel's)", ""),
        PassOption("code-object-version", "AMDHSA code object version: 4 (links with ld.lld 14), 5 or 6",
                   4, _code_object_version),
        PassOption("rocm-path", "Path to ROCm install, or to its device libraries' bitcode, linked when kernels "
                   "call __ocml_*/__ockl_* (default: $HIP_DEVICE_LIB_PATH, $ROCM_PATH, /opt/rocm, Debian's "
                   "rocm-device-libs)", ""),
    )

    def serialize(self, op: Operation) -> bytes:
        from gpuopt.target.hsaco import emit_object, find_linker, link

        obj = emit_object(op, self.option("triple"), self.option("chip"), self.option("features"),
                          self.option("opt-level"), self.option("code-object-version"), self.option("rocm-path"))
        return link(obj, find_linker(self.option("linker")))
