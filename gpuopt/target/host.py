"""The CPU host target: a `convert-gpu-to-host`ed gpu.module -> the ELF shared object gpuopt's host runtime loads.

gpuopt's translator writes the module's LLVM IR, llvmlite optimizes it (O2) and emits an x86-64 (or whatever the
host is) object file, and the C compiler that builds the runtime wrappers links it into a shared object
(runtime_wrappers/build.py's `link_shared_object`).  The bytes are the kernel "binary": mgpuModuleLoad of the
host runtime opens them from memory and finds `gpuopt_host_module` in them, as cuModuleLoadData reads a cubin.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from llvmlite import binding as llvm

from gpuopt.ir.core import Block, Operation


class HostTargetError(Exception):
    """The kernel module could not be compiled or linked; the message says why."""


def module_ir(gpu_module: Operation) -> str:
    """The LLVM IR text of a gpu.module whose body is LLVM dialect (the ops are shared, not moved)."""
    from gpuopt.dialects.builtin import ModuleOp
    from gpuopt.translate.verify import translate_to_text

    top = ModuleOp.build()
    block: Block = top.regions[0].blocks[0]
    block.ops = [op for op in gpu_module.regions[0].blocks[0].ops if op.op_name != "gpu.module_end"]
    top.loc = gpu_module.loc
    return translate_to_text(top)


def host_target_machine(opt_level: int = 2) -> llvm.TargetMachine:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt_level, reloc="pic", codemodel="default")


def compile_object(ir_text: str, opt_level: int = 2) -> bytes:
    """An object file for this host from LLVM IR text, optimized at `opt_level`."""
    from gpuopt.translate.verify import InvalidLLVMIR, parse_and_verify

    try:
        module = parse_and_verify(ir_text)
    except InvalidLLVMIR as e:
        raise HostTargetError(str(e)) from None
    machine = host_target_machine(opt_level)
    module.triple = machine.triple
    module.data_layout = str(machine.target_data)
    if opt_level:
        options = llvm.create_pipeline_tuning_options(speed_level=opt_level)
        builder = llvm.create_pass_builder(machine, options)
        builder.getModulePassManager().run(module, builder)
    return machine.emit_object(module)


def link_shared_object(obj: bytes) -> bytes:
    """The object linked into a shared object by the runtime wrappers' C compiler."""
    from gpuopt.runtime.libraries import _build_module

    build = _build_module()
    with tempfile.TemporaryDirectory(prefix="gpuopt-host-") as directory:
        source, output = Path(directory) / "kernels.o", Path(directory) / "kernels.so"
        source.write_bytes(obj)
        try:
            build.link_shared_object([source], output, ["-lm"])
        except build.RuntimeBuildError as e:
            raise HostTargetError(str(e)) from None
        return output.read_bytes()


def serialize(gpu_module: Operation, opt_level: int = 2) -> bytes:
    """The host kernel module (ELF shared object bytes) of a lowered gpu.module; a DiagnosticError at an NVVM or
    ROCDL op (their intrinsics abort LLVM's code generation for this host)."""
    from gpuopt.target import codegen

    codegen.reject_dialects(gpu_module, ("nvvm", "rocdl"), llvm.get_process_triple())
    return link_shared_object(compile_object(module_ir(gpu_module), opt_level))
