"""gpu-to-host-object: serialize a `convert-gpu-to-host`ed gpu.module for gpuopt's host runtime and attach it as
the `gpu.binary` string attribute (as MLIR 14's gpu-to-cubin attaches a cubin); see gpuopt/target/host.py."""

from __future__ import annotations

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass


@register_pass
class GpuToHostObjectPass(Pass):
    name = "gpu-to-host-object"
    summary = "Lower GPU kernel function to a host kernel module (shared object) for gpuopt's host runtime"
    anchor = "gpu.module"
    options = (
        PassOption("opt-level", "Optimization level for the kernel code", 2),
        PassOption("gpu-binary-annotation", "Annotation attribute string for GPU binary", "gpu.binary"),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.diagnostics import DiagnosticError
        from gpuopt.ir import attributes as A
        from gpuopt.target.host import HostTargetError, serialize

        if any(o.op_name != "gpu.module_end" and not o.op_name.startswith("llvm.")
               for o in op.regions[0].blocks[0].ops):
            raise DiagnosticError.at(op.loc, "'gpu.module' op is not lowered to the LLVM dialect "
                                             "(run convert-gpu-to-host first)")
        try:
            blob = serialize(op, min(int(self.option("opt-level")), 3))
        except HostTargetError as e:
            raise DiagnosticError.at(op.loc, f"'gpu.module' op cannot be compiled for the host: {e}") from None
        op.attributes[self.option("gpu-binary-annotation")] = A.StringAttr(blob.decode("utf-8", "surrogateescape"))
