"""convert-gpu-to-host{check-bounds}: every memory access of a kernel checks its indices against its memref's sizes.

A GPU reads or writes past the end of a buffer silently; on the host it may crash far from the cause or not at
all.  With the option, each access whose lowering the pass has (memref.load/store/atomic_rmw/generic_atomic_rmw,
vector.load/store) first calls `__gpuopt_check_index(ctx, index, size, site, dim)` for every dimension, an
internal function of the gpu.module that calls the runtime's `bounds_error` (fatal: the message names the
kernel, block, thread, the index, the size, the dimension and the access's `file:line:col` from the site table)
when `index` is outside `[0, size)`, compared unsigned so that a negative index fails too.  LLVM inlines it, so
a check costs a compare and a branch.  A vector access checks its first and its last element in each dimension
it spans.

The wrapper takes the place of the access's ordinary lowering and delegates to it, so whatever lowers an access
on the host (here or in a later module) is checked the same way.  An access outside a function with the
runtime's context (see gpu_to_host.py) is left to the unchecked lowering.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, root_name
from gpuopt.conversion.gpu_to_host import (
    BOUNDS_FN,
    RT_BOUNDS_ERROR,
    Emitter,
    SitePattern,
    enclosing_context,
    site_index,
)
from gpuopt.conversion.memref_descriptor import MemRefDescriptor
from gpuopt.dialects import llvm
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value

ACCESSES: dict[str, tuple[int, int]] = {
    "memref.load": (0, 1), "memref.store": (1, 2), "memref.atomic_rmw": (1, 2),
    "memref.generic_atomic_rmw": (0, 1), "vector.load": (0, 1), "vector.store": (1, 2),
}
"""The accesses checked: op name -> (position of the memref operand, position of its first index)."""
CHECK_FUNCTION = "__gpuopt_check_index"
_I8P = T.LLVMPointerType(T.i8)
_CHECK_FN = T.LLVMFunctionType(T.LLVMVoidType(), (_I8P, T.i64, T.i64, T.i32, T.i32))


def _extents(op: Operation, rank: int) -> list[int]:
    """How many elements the access spans in each dimension: a vector's shape covers the trailing ones."""
    vector = next((v.type for v in (*op.results, *op.operands) if isinstance(v.type, T.VectorType)), None)
    shape = list(vector.shape) if vector is not None else []
    return [1] * (rank - len(shape)) + shape


class CheckedAccess(SitePattern):
    """An access lowered by `inner`, after a check of each index (see the module's docstring)."""

    def __init__(self, inner: ConversionPattern, sites: list[str], used: list[bool]) -> None:
        super().__init__(inner.converter, sites)
        self.inner = inner
        self.root = inner.root
        self.memref_at, self.index_at = ACCESSES[root_name(inner)]
        self.used = used

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.operands[self.memref_at].type
        if isinstance(t, T.MemRefType) and t.rank:
            ctx = enclosing_context(op)
            e = Emitter(rw.create)
            desc = MemRefDescriptor(adaptor.operands[self.memref_at])
            site = e.i32(site_index(self.sites, op))
            indices = adaptor.operands[self.index_at:self.index_at + t.rank]
            for dim, (index, extent, static) in enumerate(zip(indices, _extents(op, t.rank), t.shape)):
                size = desc.size(rw, dim) if static == T.DYNAMIC else e.i64(static)
                self._check(e, ctx, index, size, site, dim)
                if extent > 1:
                    last = e.op(llvm.AddOp.build(index, e.i64(extent - 1)))
                    self._check(e, ctx, last, size, site, dim)
        self.inner.match_and_rewrite(op, adaptor, rw)

    def _check(self, e: Emitter, ctx: Value, index: Value, size: Value, site: Value, dim: int) -> None:
        e.op(llvm.CallOp.build(CHECK_FUNCTION, [ctx, index, size, site, e.i32(dim)]))
        self.used[0] = True


def checked_patterns(patterns: list[ConversionPattern], sites: list[str], used: list[bool]
                     ) -> list[ConversionPattern]:
    """`patterns` with a checking twin before each access lowering; `used[0]` is set once a check is emitted."""
    return [CheckedAccess(p, sites, used) for p in patterns if root_name(p) in ACCESSES] + patterns


def check_function() -> Operation:
    """`llvm.func internal @__gpuopt_check_index(ctx, index, size, site, dim)`: `bounds_error` unless
    `index <u size`."""
    fn = llvm.LLVMFuncOp.build(CHECK_FUNCTION, _CHECK_FN, linkage="internal")
    entry, fail, ok = Block(list(_CHECK_FN.params)), Block(), Block()
    for b in (entry, fail, ok):
        fn.regions[0].add_block(b)
    ctx, index, size, site, dim = entry.args
    e = Emitter(entry.append)
    e.op(llvm.CondBrOp.build(e.op(llvm.ICmpOp.build("uge", index, size)), fail, [], ok, []))
    e = Emitter(fail.append)
    bounds_error = e.runtime_function(ctx, RT_BOUNDS_ERROR, BOUNDS_FN)
    e.op(llvm.CallOp.build_indirect(bounds_error, [ctx, site, index, size, dim]))
    e.op(llvm.UnreachableOp.build())
    ok.append(llvm.ReturnOp.build([]))
    return fn
