"""Canonicalization patterns of the vector ops (MLIR 14's VectorOps.cpp), one class per upstream pattern,
named like it: the ops list theirs with `patterns_of("vector", ...)` (gpuopt/dialects/vector_folds.py), and
`convert-vector-to-llvm`'s greedy phase runs some of them (populateVectorToVectorCanonicalizationPatterns,
gpuopt/conversion/vector_transforms.py).  `Builder` is what these and the vector lowerings create ops with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gpuopt.dialects import arith, ods, std
from gpuopt.dialects import vector as V
from gpuopt.dialects import vector_shape as VS
from gpuopt.dialects.vector_folds import i64_array
from gpuopt.dialects.vector_shape import int_list
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern


class Builder:
    """What the patterns create ops with: each op at the rewriter's insertion point, with the location of the
    op being rewritten (upstream's `rewriter.create<Op>(loc, ...)`)."""

    def __init__(self, rewriter: PatternRewriter, loc: Any) -> None:
        self.rw = rewriter
        self.loc = loc

    def make(self, cls: type[Operation], operands: Sequence[Any], results: Sequence[Any],
             attributes: dict[str, A.Attribute] | None = None) -> Value:
        op = ods.create(cls, list(operands), list(results), attributes)
        op.loc = self.loc
        self.rw.insert(op)
        return op.results[0] if op.results else None  # type: ignore[return-value]

    def constant(self, attr: A.Attribute) -> Value:
        op = arith.ConstantOp.build(attr)
        op.loc = self.loc
        return self.rw.insert(op).results[0]

    def zero(self, t: T.Type) -> Value:
        """`arith.constant` of getZeroAttr(t)."""
        return self.constant(zero_attr(t))

    def index(self, value: int) -> Value:
        return self.constant(A.IntegerAttr(value, T.index))

    def extract(self, vector: Value, position: list[int]) -> Value:
        return self.make(V.ExtractOp, [vector], [V.extract_result_type(vector.type, position)],  # type: ignore[arg-type]
                         {"position": i64_array(position)})

    def insert(self, source: Value, dest: Value, position: list[int]) -> Value:
        return self.make(V.InsertOp, [source, dest], [dest.type], {"position": i64_array(position)})

    def broadcast(self, source: Value, t: T.Type) -> Value:
        return self.make(V.BroadcastOp, [source], [t])

    def splat(self, scalar: Value, t: T.Type) -> Value:
        return self.make(std.SplatOp, [scalar], [t])

    def binary(self, name: str, a: Value, b: Value) -> Value:
        return self.make(arith.BINARY_OPS[f"arith.{name}"], [a, b], [a.type])

    def cmpi(self, predicate: str, a: Value, b: Value) -> Value:
        return self.make(arith.CmpIOp, [a, b], [arith.i1_like(a.type)],
                         {"predicate": A.IntegerAttr(arith.CMPI_PREDICATES.index(predicate))})


def zero_attr(t: T.Type) -> A.Attribute:
    """Builder::getZeroAttr."""
    element = t.element_type if isinstance(t, T.ShapedType) else t
    value: Any = 0.0 if isinstance(element, T.FloatType) else 0
    if isinstance(t, T.ShapedType):
        return A.DenseElementsAttr((value,), t)
    return A.FloatAttr(value, t) if isinstance(t, T.FloatType) else A.IntegerAttr(value, t)


def drop_front(t: T.VectorType) -> T.VectorType:
    return T.VectorType(t.shape[1:], t.element_type)


class CreateMaskFolder(RewritePattern):
    """A create_mask of constant sizes is a constant_mask (each size at most its dimension's)."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        sizes = [VS._constant_index(v) for v in op.operands]
        if any(s is None for s in sizes):
            return False
        sizes = [min(s, n) for s, n in zip(sizes, op.results[0].type.shape)]  # type: ignore[type-var]
        if any(s <= 0 for s in sizes):  # type: ignore[operator]
            sizes = [0] * len(sizes)  # (one empty dimension empties the mask)
        b = Builder(rewriter, op.loc)
        mask = b.make(VS.ConstantMaskOp, [], [op.results[0].type], {"mask_dim_sizes": i64_array(sizes)})
        rewriter.replace_op(op, [mask])
        return True


def mask_format(mask: Value) -> str:
    """get1DMaskFormat: "all_true", "all_false" or "unknown" for a constant or constant_mask mask."""
    owner = getattr(mask, "op", None)
    if isinstance(owner, arith.ConstantOp):
        attr = owner.attributes.get("value")
        if isinstance(attr, A.DenseElementsAttr):
            count = 0
            for bit in attr.as_list():
                if bit and count >= 0:
                    count += 1
                elif not bit and count <= 0:
                    count -= 1
                else:
                    return "unknown"
            if count > 0:
                return "all_true"
            if count < 0:
                return "all_false"
    elif isinstance(owner, VS.ConstantMaskOp):
        size = int_list(owner.attributes["mask_dim_sizes"])[0]
        if size >= owner.result_.type.shape[0]:
            return "all_true"
        if size <= 0:
            return "all_false"
    return "unknown"


class MaskedLoadFolder(RewritePattern):
    root = "vector.maskedload"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        form = mask_format(op.mask)  # type: ignore[attr-defined]
        if form == "all_true":
            load = Builder(rewriter, op.loc).make(V.LoadOp, [op.base, list(op.indices)], [op.results[0].type])  # type: ignore[attr-defined]
            rewriter.replace_op(op, [load])
        elif form == "all_false":
            rewriter.replace_op(op, [op.pass_thru])  # type: ignore[attr-defined]
        return form != "unknown"


class MaskedStoreFolder(RewritePattern):
    root = "vector.maskedstore"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        form = mask_format(op.mask)  # type: ignore[attr-defined]
        if form == "all_true":
            Builder(rewriter, op.loc).make(V.StoreOp, [op.valueToStore, op.base, list(op.indices)], [])  # type: ignore[attr-defined]
            rewriter.erase_op(op)
        elif form == "all_false":
            rewriter.erase_op(op)
        return form != "unknown"


class GatherFolder(RewritePattern):
    root = "vector.gather"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if mask_format(op.mask) != "all_false":  # type: ignore[attr-defined]
            return False  # (all true has no unmasked equivalent)
        rewriter.replace_op(op, [op.pass_thru])  # type: ignore[attr-defined]
        return True


class ScatterFolder(RewritePattern):
    root = "vector.scatter"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if mask_format(op.mask) != "all_false":  # type: ignore[attr-defined]
            return False
        rewriter.erase_op(op)
        return True


class ExpandLoadFolder(MaskedLoadFolder):
    root = "vector.expandload"


class CompressStoreFolder(MaskedStoreFolder):
    root = "vector.compressstore"


class StridedSliceConstantMaskFolder(RewritePattern):
    """An extract_strided_slice of a constant_mask is the constant_mask of the slice."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mask = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
        if not isinstance(mask, VS.ConstantMaskOp) or any(s != 1 for s in int_list(op.attributes["strides"])):
            return False
        sizes = int_list(mask.attributes["mask_dim_sizes"])
        offsets, lengths = int_list(op.attributes["offsets"]), int_list(op.attributes["sizes"])
        sliced = [max(0, min(o + n, s) - o) for s, o, n in zip(sizes, offsets, lengths)]
        if 0 in sliced:
            sliced = [0] * len(sizes)
        sliced += sizes[len(sliced):]  # (dimensions the slice keeps whole: 14 drops them, an invalid mask)
        new = Builder(rewriter, op.loc).make(VS.ConstantMaskOp, [], [op.results[0].type],
                                             {"mask_dim_sizes": i64_array(sliced)})
        rewriter.replace_op(op, [new])
        return True


class TransposeFolder(RewritePattern):
    """Two transposes in a row are one."""

    root = "vector.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
        if not isinstance(parent, VS.TransposeOp):
            return False
        outer, inner = int_list(op.attributes["transp"]), int_list(parent.attributes["transp"])
        new = Builder(rewriter, op.loc).make(VS.TransposeOp, [parent.vector], [op.results[0].type],
                                             {"transp": i64_array([inner[i] for i in outer])})
        rewriter.replace_op(op, [new])
        return True




# ---------------------------------------------------------------------------------------------------------
# The ops' getCanonicalizationPatterns

def _splat_constant(value: Value) -> A.Attribute | None:
    """The element of a splat `arith.constant` (`getDefiningOp<arith::ConstantOp>` of a SplatElementsAttr)."""
    from gpuopt.rewrite.folder import splat_element

    owner = getattr(value, "op", None)
    return splat_element(owner.attributes.get("value")) if isinstance(owner, arith.ConstantOp) else None


def _replace_by_constant(rewriter: PatternRewriter, op: Operation, attr: A.Attribute) -> bool:
    rewriter.replace_op(op, [Builder(rewriter, op.loc).constant(attr)])
    return True


def _splat_to(t: T.Type, scalar: A.Attribute) -> A.Attribute:
    """DenseElementsAttr::get(t, scalar) for a vector `t`, the scalar itself otherwise."""
    from gpuopt.dialects.vector_folds import splat

    return splat(t, scalar) if isinstance(t, T.VectorType) else scalar


def _is_broadcast_like(owner: Operation | None) -> bool:
    return isinstance(owner, V.BroadcastOp) or getattr(owner, "op_name", "") == "std.splat"


class BroadcastFolder(RewritePattern):
    """A broadcast of a broadcast is one broadcast of the first source."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = getattr(op.source, "op", None)  # type: ignore[attr-defined]
        if not isinstance(inner, V.BroadcastOp):
            return False
        new = Builder(rewriter, op.loc).broadcast(inner.source, op.results[0].type)  # type: ignore[attr-defined]
        rewriter.replace_op(op, [new])
        return True


class _SplatConstantFolder(RewritePattern):
    """The op of a splat constant (its first operand) is a constant of its result type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = _splat_constant(op.operands[0])
        if scalar is None:
            return False
        return _replace_by_constant(rewriter, op, _splat_to(op.results[0].type, scalar))


class ExtractOpConstantFolder(_SplatConstantFolder):
    """An extract from a splat constant is a constant."""

    root = "vector.extract"


class ExtractOpFromBroadcast(RewritePattern):
    """An extract from a broadcast (or std.splat) of a lower rank than its result is a broadcast of the
    source (the other cases fold, or stay)."""

    root = "vector.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        owner = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
        if not _is_broadcast_like(owner):
            return False
        source = owner.operands[0]  # type: ignore[union-attr]
        result_type = op.results[0].type
        if result_type == source.type:
            return False
        source_rank = len(source.type.shape) if isinstance(source.type, T.VectorType) else 0
        result_rank = len(result_type.shape) if isinstance(result_type, T.VectorType) else 0
        if result_rank <= source_rank:  # (MLIR 14 leaves an extract of the source's rank, stretched or not)
            return False
        rewriter.replace_op(op, [Builder(rewriter, op.loc).broadcast(source, result_type)])
        return True


def _is_zero(attr: A.Attribute | None, t: T.Type) -> bool:
    """`attr == rewriter.getZeroAttr(t)`: attributes are equal bit for bit (-0.0 is not zero)."""
    import math

    zero = zero_attr(t)
    if attr is None or attr != zero:
        return False
    values = attr.as_list() if isinstance(attr, A.DenseElementsAttr) else [getattr(attr, "value", 0)]
    return all(not (isinstance(v, float) and math.copysign(1.0, v) < 0) for v in values)


class CanonicalizeContractAdd(RewritePattern):
    """`add(contract(a, b, zero), c)` (either operand) is `contract(a, b, c)` (a clone at the add)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects import vector_contract as VC
        from gpuopt.ir.cloning import IRMapping, clone_op

        a, b = op.operands
        for maybe, other in ((a, b), (b, a)):
            contract = getattr(maybe, "op", None)
            if not isinstance(contract, VC.ContractionOp):
                continue
            zero = getattr(contract.acc, "op", None)  # type: ignore[attr-defined]
            if not isinstance(zero, arith.ConstantOp) or not _is_zero(zero.attributes.get("value"),
                                                                      contract.acc.type):  # type: ignore[attr-defined]
                continue
            mapping = IRMapping()
            mapping.map(contract.acc, other)  # type: ignore[attr-defined]
            new = rewriter.insert(clone_op(contract, mapping))
            rewriter.replace_op(op, [new.results[0]])
            return True
        return False


class CanonicalizeContractAddI(CanonicalizeContractAdd):
    root = "arith.addi"


class CanonicalizeContractAddF(CanonicalizeContractAdd):
    root = "arith.addf"


class StridedSliceConstantFolder(_SplatConstantFolder):
    """An extract_strided_slice of a splat constant is a constant."""

    root = "vector.extract_strided_slice"


class StridedSliceBroadcast(RewritePattern):
    """An extract_strided_slice of a broadcast is a broadcast: of the source where its dims are the trailing
    ones of the result, else of the slice of the source (the offsets, sizes and strides of its dims)."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
        if not isinstance(broadcast, V.BroadcastOp):
            return False
        source = broadcast.source  # type: ignore[attr-defined]
        src_shape = list(source.type.shape) if isinstance(source.type, T.VectorType) else []
        dst_type: T.VectorType = op.results[0].type
        diff = len(dst_type.shape) - len(src_shape)
        b = Builder(rewriter, op.loc)
        if any(src_shape[i] != dst_type.shape[i + diff] for i in range(len(src_shape))):
            offsets, sizes, strides = (int_list(op.attributes[k])[diff:] for k in ("offsets", "sizes", "strides"))
            sliced = T.VectorType(tuple(sizes) + tuple(src_shape[len(sizes):]), dst_type.element_type)
            source = b.make(VS.ExtractStridedSliceOp, [source], [sliced],
                            {"offsets": i64_array(offsets), "sizes": i64_array(sizes), "strides": i64_array(strides)})
        rewriter.replace_op(op, [b.broadcast(source, dst_type)])
        return True


class StridedSliceSplat(RewritePattern):
    """An extract_strided_slice of a std.splat is a splat."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        splat = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
        if getattr(splat, "op_name", "") != "std.splat":
            return False
        rewriter.replace_op(op, [Builder(rewriter, op.loc).splat(splat.operands[0], op.results[0].type)])  # type: ignore[union-attr]
        return True


class ShapeCastConstantFolder(_SplatConstantFolder):
    """A shape_cast of a splat constant is a constant."""

    root = "vector.shape_cast"


class InsertToBroadcast(RewritePattern):
    """An insert of a vector with as many elements as its destination is a broadcast of it."""

    root = "vector.insert"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, dest = op.operands[0].type, op.results[0].type
        if not isinstance(source, T.VectorType) or _elements(source) != _elements(dest):
            return False
        rewriter.replace_op(op, [Builder(rewriter, op.loc).broadcast(op.operands[0], dest)])
        return True


def _elements(t: T.VectorType) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n
