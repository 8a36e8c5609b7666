"""Dynamic workgroup memory on the host: `gpu.launch_func ... dynamic_shared_memory_size %n`.

MLIR 14 has no op for a kernel to reach the dynamic part of its workgroup memory; kernels reach it as CUDA's
`extern __shared__ float smem[]`, through the LLVM dialect: an external zero-length array in address space 3,

    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x f32>
    %p = llvm.mlir.addressof @smem : !llvm.ptr<array<0 x f32>, 3>

which convert-gpu-to-nvvm passes through and NVPTX places after the static shared memory.  The host runtime
puts the dynamic bytes at the kernel's static size rounded up to 16 (gpuopt-host-kernel-abi.h), so here each
such address becomes `ctx->workgroup_memory + offset`, cast to the address space the rest of the code expects
(a no-op on the host).  The offset is one for the whole module, so that a function a kernel calls can use it
too: the kernels that reach the memory have their static size padded to the largest of theirs.

Any other global in address space 3 would be one copy for every block on the host, so it is an error.
"""

from __future__ import annotations

from gpuopt.conversion.gpu_to_host import (
    CTX_WORKGROUP_MEMORY,
    Emitter,
    KernelLayout,
    align_workgroup,
)
from gpuopt.dialects import llvm
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation

WORKGROUP_ADDRESS_SPACE = 3
_I8P = T.LLVMPointerType(T.i8)


def dynamic_memory_globals(module: Operation) -> set[str]:
    """The names of the gpu.module's dynamic workgroup memory globals; other workgroup globals are errors."""
    names: set[str] = set()
    for op in module.regions[0].blocks[0].ops:
        if op.op_name != "llvm.mlir.global" or op.addr_space != WORKGROUP_ADDRESS_SPACE:
            continue
        t = op.global_type
        if isinstance(t, T.LLVMArrayType) and t.size == 0 and op.value is None and not op.regions[0].blocks:
            names.add(op.attributes["sym_name"].value)  # type: ignore[attr-defined]
        else:
            raise op.error("in address space 3 (workgroup memory) is not supported on the host, where it would be "
                           "one copy for all blocks: use a workgroup attribution of the gpu.func (an external "
                           "zero-length array is the launch's dynamic workgroup memory)")
    return names


def uses_dynamic_memory(func: Operation, names: set[str]) -> bool:
    return any(o.op_name == "llvm.mlir.addressof" and o.attributes["global_name"].root in names  # type: ignore
               for o in func.walk())


def place_dynamic_memory(layouts: dict[str, KernelLayout]) -> int:
    """The module-wide offset of the dynamic memory; pads the static size of the kernels that use it to it."""
    users = [layout for layout in layouts.values() if layout.uses_dynamic_memory]
    offset = max((align_workgroup(layout.static_bytes) for layout in users), default=0)
    for layout in users:
        layout.minimum_bytes = offset
    return offset


def lower_dynamic_memory(module: Operation, names: set[str], offset: int) -> None:
    """Each address of a dynamic memory global -> ctx->workgroup_memory + offset; the globals go."""
    if not names:
        return
    body = module.regions[0].blocks[0]
    for op in list(module.walk()):
        if op.op_name != "llvm.mlir.addressof" or op.attributes["global_name"].root not in names:  # type: ignore
            continue
        func = next((a for a in op.ancestors() if a.op_name == "llvm.func"), None)
        if func is None or "gpuopt.host_kernel_context" not in func.attributes:
            raise op.error("of the dynamic workgroup memory is supported on the host only in a function of the "
                           "gpu.module")
        ctx = func.regions[0].blocks[0].args[0]
        block: Block = op.parent  # type: ignore[assignment]
        new: list[Operation] = []
        e = Emitter(new.append)
        memory = e.ctx_pointer(ctx, CTX_WORKGROUP_MEMORY, _I8P)
        start = e.op(llvm.GEPOp.build(memory, [e.i64(offset)], _I8P))
        wanted = op.results[0].type
        typed = e.op(llvm.BitcastOp.build(start, T.LLVMPointerType(wanted.pointee)))
        address = e.op(llvm.AddrSpaceCastOp.build(typed, wanted))
        for o in new:
            o.loc = op.loc
        at = block.ops.index(op)
        op.results[0].replace_all_uses_with(address)
        block.rebuild(block.ops[:at] + new + block.ops[at + 1:])
    body.rebuild([o for o in body.ops if not (o.op_name == "llvm.mlir.global"
                                              and o.attributes["sym_name"].value in names)])  # type: ignore
