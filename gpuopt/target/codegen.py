"""A kernel module to target code with llvmlite's LLVM: the steps 14's `gpu::SerializeToBlobPass` takes.

14 translates the `gpu.module` to an llvm::Module, creates a TargetMachine from the pass's triple, chip and
features, gives the module the machine's data layout, optionally optimises it, and emits assembly (PTX) or
an object (AMDGPU).  The same here, with two choices of our own: the module is translated without debug
info (14 writes line tables that ptxas rejects in optimised code: upstream's pipelines strip them first),
and the module's triple is set to the machine's, so that LLVM never warns about a mismatch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from llvmlite import binding as llvm

    from gpuopt.ir.core import Operation


class TargetError(Exception):
    """A step of code generation failed; the message is what the pass reports at the `gpu.module`."""


_initialized = False


def _binding() -> llvm:
    global _initialized
    from llvmlite import binding as llvm

    if not _initialized:
        llvm.initialize_all_targets()
        llvm.initialize_all_asmprinters()
        _initialized = True
    return llvm


def target_machine(triple: str, chip: str, features: str) -> llvm.TargetMachine:
    """14's `createTargetMachine`: TargetError("failed to lookup target: ...") for an unknown triple."""
    llvm = _binding()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise TargetError(f"failed to lookup target: {e}") from None
    # Position-independent code: an AMDGPU object is linked into a shared object (NVPTX ignores it).
    return target.create_target_machine(cpu=chip, features=features, reloc="pic")


def translate_kernel_module(module: Operation, machine: llvm.TargetMachine, triple: str,
                            flags: dict[str, int] | None = None) -> llvm.ModuleRef:
    """The `gpu.module`'s LLVM module, with the machine's data layout and triple and the given module flags
    (`{"amdhsa_code_object_version": 400}`, behaviour Error as clang writes them); raises DiagnosticError
    for an op without translation, TargetError when LLVM rejects the result."""
    from gpuopt.translate.translator import translate_module
    from gpuopt.translate.verify import InvalidLLVMIR, parse_and_verify
    from gpuopt.translate.writer import write_module

    llvm = _binding()
    text = write_module(translate_module(module, debug_info=False))
    try:
        ref = parse_and_verify(text)
    except InvalidLLVMIR as e:
        raise TargetError(str(e)) from None
    layout = str(machine.target_data)
    ref.triple = triple
    ref.data_layout = layout
    if flags:
        nodes = "".join(f'!{i} = !{{i32 1, !"{name}", i32 {value}}}\n' for i, (name, value) in enumerate(flags.items()))
        refs = ", ".join(f"!{i}" for i in range(len(flags)))
        ref.link_in(llvm.parse_assembly(f'target triple = "{triple}"\ntarget datalayout = "{layout}"\n'
                                        f"!llvm.module.flags = !{{{refs}}}\n{nodes}"))
    return ref


def optimize(module: llvm.ModuleRef, machine: llvm.TargetMachine, level: int) -> None:
    """LLVM's default `-O<level>` pipeline for the machine (14's `makeOptimizingTransformer`); 0 does nothing."""
    if level <= 0:
        return
    llvm = _binding()
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=min(level, 3)))
    builder.getModulePassManager().run(module, builder)


def emit_assembly(module: llvm.ModuleRef, machine: llvm.TargetMachine) -> str:
    try:
        return machine.emit_assembly(module)
    except RuntimeError as e:
        raise TargetError(f"failed to emit target assembly: {e}") from None


def emit_object(module: llvm.ModuleRef, machine: llvm.TargetMachine) -> bytes:
    try:
        return machine.emit_object(module)
    except RuntimeError as e:
        raise TargetError(f"failed to emit target object: {e}") from None


def blob_text(data: bytes) -> str:
    """Bytes as the text of a StringAttr (gpuopt keeps non-UTF-8 bytes as surrogate escapes)."""
    return data.decode("utf-8", errors="surrogateescape")
