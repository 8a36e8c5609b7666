"""--gpu-to-cubin: an NVVM-level `gpu.module` to a cubin (or PTX) in its `gpu.binary` attribute (upstream's
SerializeToCubinPass).  See gpuopt/target/ptx.py and cubin.py for the steps and the defaults that differ."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import PassOption, register_pass
from gpuopt.passes.serialize_to_blob import SerializeToBlobPass, blob_options

FORMATS = ("cubin", "ptx")


def _format(text: str) -> str:
    if text not in FORMATS:
        raise ValueError(text)
    return text


@register_pass
class SerializeToCubinPass(SerializeToBlobPass):
    name = "gpu-to-cubin"
    summary = "Lower GPU kernel function to CUBIN binary annotations"
    options = (
        *blob_options("nvptx64-nvidia-cuda", "sm_50", "", "Target features (without a +ptxNN: +ptx60, or the "
                      "chip's minimum PTX version if higher)"),
        PassOption("format", "Binary to embed: 'cubin' (linked by nvJitLink) or 'ptx' (JIT-compiled by the "
                   "CUDA driver at load time; needs no CUDA library here)", "cubin", _format),
        PassOption("libdevice", "libdevice.10.bc to link when kernels call __nv_* functions (default: from "
                   "$CUDA_HOME, /usr/local/cuda or the nvidia-cuda-nvcc-cu12 wheel)", ""),
    )

    def serialize(self, op: Operation) -> bytes:
        from gpuopt.target.ptx import emit_ptx

        ptx = emit_ptx(op, self.option("triple"), self.option("chip"), self.option("features"),
                       self.option("libdevice"))
        if self.option("format") == "ptx":
            return ptx.encode() + b"\0"  # cuModuleLoadData reads PTX up to its NUL
        from gpuopt.target.cubin import link_cubin

        return link_cubin(ptx, self.option("chip"), f"{op.attributes['sym_name'].value}.ptx")  # type: ignore[attr-defined]
