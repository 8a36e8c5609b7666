"""What 14's `gpu-to-cubin` and `gpu-to-hsaco` share (upstream's `gpu::SerializeToBlobPass`): the options
every serialization takes, and attaching the binary to the `gpu.module` as the string attribute that
`--gpu-to-llvm`'s `gpu-binary-annotation` option names (`gpu.binary` by default).

Not a pass module itself: `serialize_to_cubin` and `serialize_to_hsaco` declare the passes.
"""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError
from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption


def blob_options(triple: str, chip: str, features: str, features_help: str = "Target features"
                 ) -> tuple[PassOption, ...]:
    """SerializeToBlobPass's options, with a pass's defaults."""
    return (
        PassOption("triple", "Target triple", triple),
        PassOption("chip", "Target architecture", chip),
        PassOption("features", features_help, features),
        PassOption("gpu-binary-annotation", "Annotation attribute string for GPU binary", "gpu.binary"),
    )


class SerializeToBlobPass(Pass):
    """Runs on each `gpu.module`: `serialize` makes the binary, which is attached as a string attribute."""

    anchor = "gpu.module"

    def run(self, op: Operation) -> None:
        from gpuopt.ir import attributes as A
        from gpuopt.target.codegen import TargetError, blob_text

        try:
            blob = self.serialize(op)
        except TargetError as e:
            raise DiagnosticError.at(op.loc, str(e)) from None
        op.attributes[self.option("gpu-binary-annotation")] = A.StringAttr(blob_text(blob))

    def serialize(self, op: Operation) -> bytes:
        """The binary of the `gpu.module` (raises TargetError or DiagnosticError)."""
        raise NotImplementedError
