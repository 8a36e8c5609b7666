"""memref's canonicalization patterns as MLIR 14 has them (MemRefOps.cpp): allocations with constant dynamic
sizes become static (cast back to the old type), allocations only stored into and freed are erased."""

from __future__ import annotations

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, users


def constant_index(v: Value) -> int | None:
    """matchConstantIndex: an arith.constant of index type."""
    owner = getattr(v, "op", None)
    if owner is None or owner.op_name != "arith.constant":
        return None
    value = owner.attributes.get("value")
    return value.value if isinstance(value, A.IntegerAttr) and isinstance(value.type, T.IndexType) else None


class SimplifyAllocConst(RewritePattern):
    """alloc(%c8) : memref<?xf32> -> memref.cast (alloc() : memref<8xf32>) to memref<?xf32>."""

    benefit = 1

    def __init__(self, root: str = "memref.alloc") -> None:
        self.root = root  # type: ignore[misc]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        sizes = list(op.dynamic_sizes)  # type: ignore[attr-defined]
        if all(constant_index(v) is None for v in sizes):
            return False
        t = op.results[0].type
        shape: list[int] = []
        dynamic: list[Value] = []
        pos = 0
        for dim in t.shape:
            if dim != T.DYNAMIC:
                shape.append(dim)
                continue
            value = sizes[pos]
            known = constant_index(value)
            if known is not None:
                shape.append(known)
            else:
                shape.append(T.DYNAMIC)
                dynamic.append(value)
            pos += 1
        new_type = T.MemRefType(tuple(shape), t.element_type, t.layout, t.memory_space)
        attrs = {}
        if "alignment" in op.attributes:
            attrs["alignment"] = op.attributes["alignment"]
        cls = type(op)
        alloc = ods.create(cls, [dynamic, list(op.symbol_operands)], [new_type], attrs,  # type: ignore[attr-defined]
                           loc=op.loc)
        rewriter.insert(alloc)
        cast_cls = ods.REGISTRY["memref.cast"]
        cast = rewriter.insert(ods.create(cast_cls, [alloc.results[0]], [t], loc=op.loc))
        rewriter.replace_op(op, cast.results)
        return True


class SimplifyDeadAlloc(RewritePattern):
    """An allocation whose only users are deallocs and stores into it is erased with them."""

    def __init__(self, root: str = "memref.alloc") -> None:
        self.root = root  # type: ignore[misc]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        memref = op.results[0]
        found = users(memref)
        for user in found:
            if user.op_name == "memref.store":
                if user.operands[0] is memref:
                    return False
            elif user.op_name != "memref.dealloc":
                return False
        for user in found:
            if user.parent is not None:
                rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True
