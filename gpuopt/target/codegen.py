"""A kernel module to target code with llvmlite's LLVM: the steps 14's `gpu::SerializeToBlobPass` takes.

14 translates the `gpu.module` to an llvm::Module, creates a TargetMachine from the pass's triple, chip and
features, gives the module the machine's data layout, optionally optimises it, and emits assembly (PTX) or
an object (AMDGPU).  The same here, with two choices of our own: the module is translated without debug
info (14 writes line tables that ptxas rejects in optimised code: upstream's pipelines strip them first),
and the module's triple is set to the machine's, so that LLVM never warns about a mismatch.
"""

from __future__ import annotations

import os
import tempfile
from functools import cache
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
    """14's `createTargetMachine`: TargetError("failed to lookup target: ...") for an unknown triple, and
    (unlike 14, which warns and goes on) for a chip or feature LLVM does not know: code generation for an
    unknown chip aborts the process in LLVM's instruction selection."""
    llvm = _binding()
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as e:
        raise TargetError(f"failed to lookup target: {e}") from None
    unknown = _unrecognized(triple, chip, features)
    if unknown:
        raise TargetError(unknown)
    # Position-independent code: an AMDGPU object is linked into a shared object (NVPTX ignores it).
    return target.create_target_machine(cpu=chip, features=features, reloc="pic")


@cache
def _unrecognized(triple: str, chip: str, features: str) -> str:
    """LLVM's first complaint about the chip or features ('x' is not a recognized processor), or "".
    LLVM only prints it, to the process's stderr, when a machine or subtarget is made: one is made and an
    empty module compiled with file descriptor 2 redirected to read it."""
    llvm = _binding()
    empty = llvm.parse_assembly(f'target triple = "{triple}"\n')
    with tempfile.TemporaryFile() as captured:
        saved = os.dup(2)
        os.dup2(captured.fileno(), 2)
        try:
            llvm.Target.from_triple(triple).create_target_machine(cpu=chip, features=features).emit_assembly(empty)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        captured.seek(0)
        text = captured.read().decode(errors="replace")
    for line in text.splitlines():
        if "is not a recognized" in line:
            return line.split(" (ignoring")[0].replace("this target", f"target '{triple}'")
    return ""


def require_arch(triple: str, archs: tuple[str, ...], what: str) -> None:
    """TargetError unless the triple's architecture is one of `archs` (LLVM aborts on the other's code); a
    triple LLVM does not know is left to `target_machine`, which reports it as 14 does."""
    try:
        _binding().Target.from_triple(triple)
    except RuntimeError:
        return
    if triple.split("-")[0] not in archs:
        raise TargetError(f"{what} is generated for the {' or '.join(archs)} architecture, not for '{triple}'")


def reject_dialects(module: Operation, dialects: tuple[str, ...], triple: str) -> None:
    """A DiagnosticError at the first op or function attribute of one of `dialects` (`rocdl` in a module
    compiled for NVPTX): LLVM aborts on another target's intrinsics and calling conventions."""
    from gpuopt.diagnostics import DiagnosticError

    prefix = tuple(dialect + "." for dialect in dialects)
    for op in module.walk():
        if op is module:
            continue
        if op.op_name.startswith(prefix):
            raise DiagnosticError.at(op.loc, f"'{op.op_name}' op cannot be compiled for '{triple}'")
        named = next((n for n in op.attributes if n.startswith(prefix)), None)
        if named is not None:
            raise DiagnosticError.at(op.loc, f"'{op.op_name}' op attribute '{named}' cannot be compiled for '{triple}'")


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


def link_bitcode(module: llvm.ModuleRef, path: str, what: str) -> set[str]:
    """Links the bitcode library at `path` into `module` (given the module's triple and data layout, so that
    LLVM does not warn about a mismatch); the names it defines.  TargetError when it cannot be read."""
    llvm = _binding()
    try:
        with open(path, "rb") as f:
            library = llvm.parse_bitcode(f.read())
    except (OSError, RuntimeError) as e:
        raise TargetError(f"cannot read {what} '{path}': {e}") from None
    library.triple = module.triple
    library.data_layout = module.data_layout
    defined = {g.name for g in (*library.functions, *library.global_variables) if not g.is_declaration}
    module.link_in(library)
    return defined


def drop_unused(module: llvm.ModuleRef, machine: llvm.TargetMachine) -> None:
    """GlobalDCE: the functions and globals nothing uses any more (the rest of a linked library)."""
    llvm = _binding()
    pm = llvm.create_new_module_pass_manager()
    pm.add_global_dead_code_eliminate_pass()
    pm.run(module, llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options()))


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
