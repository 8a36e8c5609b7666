"""Globals in workgroup memory (address space 3) on the host: static ones, and the launch's dynamic memory.

A gpu.module may declare workgroup memory as globals, as CUDA's `__shared__` variables are:

    memref.global "private" @tile : memref<16x16xf32, 3>                     (memref.get_global @tile)
    llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global external @smem() {addr_space = 3 : i32} : !llvm.array<0 x f32>   (`extern __shared__`)

convert-gpu-to-nvvm passes them through, and on a GPU each block has its own copy.  On the host a global is one
copy for the process, so each becomes a piece of the block's workgroup memory: `ctx->workgroup_memory +
offset`, cast to the type the code expects.  The offsets are one set for the whole module, so that a function
a kernel calls finds the same piece: the static globals follow the largest static part (attributions and
all-reduce slots) of the kernels that use any of them, and the dynamic memory (an external zero-length array;
MLIR 14 has no op for it) follows the static globals, where the runtime puts the launch's
`dynamic_shared_memory_size` bytes (the kernel's static size rounded up to 16, gpuopt-host-kernel-abi.h).  The
kernels that use these globals have their static size padded to the dynamic memory's offset.

Workgroup memory starts undefined on a GPU (llvmlite's NVPTX emits a `.shared` variable and drops its
initializer without a word), so an initializer is an error here rather than a value that only the host sees.
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
_UNSUPPORTED = ("in address space 3 (workgroup memory) is not supported on the host: {}")


def _scalar_bytes(t: T.Type) -> int | None:
    if isinstance(t, T.IndexType):
        return 8
    width = getattr(t, "width", None)
    return None if width is None else max(1, (width + 7) // 8)


def _llvm_bytes(t: T.Type) -> int | None:
    """The size of an LLVM-dialect global's type made of scalars and (nested) arrays of them, else None."""
    if isinstance(t, T.LLVMArrayType):
        element = _llvm_bytes(t.element_type)
        return None if element is None else t.size * element
    return _scalar_bytes(t)


def _undef_initializer(op: Operation) -> bool:
    """An initializer region that returns `llvm.mlir.undef` (how `= uninitialized` lowers)."""
    blocks = op.regions[0].blocks
    return len(blocks) == 1 and [o.op_name for o in blocks[0].ops] == ["llvm.mlir.undef", "llvm.return"]


class WorkgroupGlobals:
    """The gpu.module's globals in address space 3, and (after `place`) their offsets in workgroup memory."""

    def __init__(self, module: Operation) -> None:
        self.dynamic: set[str] = set()
        self.static: dict[str, int] = {}
        """Static globals -> their size in bytes, in the module's order."""
        for op in module.regions[0].blocks[0].ops:
            if op.op_name == "memref.global" and getattr(op.type, "memory_space_number", 0) == WORKGROUP_ADDRESS_SPACE:
                self._add_memref_global(op)
            elif op.op_name == "llvm.mlir.global" and op.addr_space == WORKGROUP_ADDRESS_SPACE:
                self._add_llvm_global(op)
        self.offsets: dict[str, int] = {}
        self.dynamic_offset = 0

    def _add_memref_global(self, op: Operation) -> None:
        t = op.type
        init = op.attributes.get("initial_value")
        if init is not None and type(init).__name__ != "UnitAttr":
            raise op.error(_UNSUPPORTED.format("workgroup memory has no initial value"))
        element = _scalar_bytes(t.element_type)
        if not t.has_static_shape or element is None:
            raise op.error(_UNSUPPORTED.format("expected a statically shaped memref of integers or floats"))
        self.static[op.attributes["sym_name"].value] = t.num_elements * element  # type: ignore[attr-defined]

    def _add_llvm_global(self, op: Operation) -> None:
        name = op.attributes["sym_name"].value  # type: ignore[attr-defined]
        t = op.global_type
        if op.value is not None or (op.regions[0].blocks and not _undef_initializer(op)):
            raise op.error(_UNSUPPORTED.format("workgroup memory has no initial value"))
        if isinstance(t, T.LLVMArrayType) and t.size == 0:
            self.dynamic.add(name)
            return
        size = _llvm_bytes(t)
        if size is None:
            raise op.error(_UNSUPPORTED.format("expected a scalar or an array of them"))
        self.static[name] = size

    @property
    def names(self) -> set[str]:
        return self.dynamic | self.static.keys()

    def place(self, layouts: dict[str, KernelLayout]) -> None:
        """Gives each global its module-wide offset; pads the static size of the kernels that use them."""
        users = [layout for layout in layouts.values() if layout.uses_workgroup_globals]
        offset = max((align_workgroup(layout.static_bytes) for layout in users), default=0)
        for name, size in self.static.items():
            self.offsets[name] = offset
            offset = align_workgroup(offset + size)
        self.dynamic_offset = offset
        for name in self.dynamic:
            self.offsets[name] = offset
        for layout in users:
            layout.minimum_bytes = offset

    def lower(self, module: Operation) -> None:
        """Each address of one of the globals -> ctx->workgroup_memory + its offset; the globals go."""
        names = self.names
        if not names:
            return
        body = module.regions[0].blocks[0]
        for op in list(module.walk()):
            if op.op_name != "llvm.mlir.addressof" or op.attributes["global_name"].root not in names:  # type: ignore
                continue
            func = next((a for a in op.ancestors() if a.op_name == "llvm.func"), None)
            if func is None or "gpuopt.host_kernel_context" not in func.attributes:
                raise op.error("of workgroup memory is supported on the host only in a function of the gpu.module")
            ctx = func.regions[0].blocks[0].args[0]
            block: Block = op.parent  # type: ignore[assignment]
            new: list[Operation] = []
            e = Emitter(new.append)
            memory = e.ctx_pointer(ctx, CTX_WORKGROUP_MEMORY, _I8P)
            offset = self.offsets[op.attributes["global_name"].root]  # type: ignore[attr-defined]
            start = e.op(llvm.GEPOp.build(memory, [e.i64(offset)], _I8P))
            wanted = op.results[0].type
            address = e.op(llvm.BitcastOp.build(start, T.LLVMPointerType(wanted.pointee)))
            if wanted.address_space:
                address = e.op(llvm.AddrSpaceCastOp.build(address, wanted))
            for o in new:
                o.loc = op.loc
            at = block.ops.index(op)
            op.results[0].replace_all_uses_with(address)
            block.rebuild(block.ops[:at] + new + block.ops[at + 1:])
        body.rebuild([o for o in body.ops if not (o.op_name == "llvm.mlir.global"
                                                  and o.attributes["sym_name"].value in names)])  # type: ignore


def uses_workgroup_globals(func: Operation, names: set[str]) -> bool:
    return any((o.op_name == "llvm.mlir.addressof" and o.attributes["global_name"].root in names)  # type: ignore
               or (o.op_name == "memref.get_global" and o.attributes["name"].root in names)  # type: ignore
               for o in func.walk())
