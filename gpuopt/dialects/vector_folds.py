"""The folders of the vector ops (MLIR 14's `fold` methods), attached to the op classes, and the vector
dialect's constant materializer.  `canonicalize` and `convert-vector-to-llvm` fold through them, and the
conversion driver too, as upstream's legalizeWithFold does.

A folder gets the constant attribute of each operand (None when it is not a constant) and returns None, an
existing value, an attribute, or IN_PLACE after changing the op itself (see gpuopt/rewrite/folder.py).

Part of the vector dialect: gpuopt/dialects/vector.py imports this module.
"""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import vector as V
from gpuopt.dialects import vector_contract as VC
from gpuopt.dialects import vector_memory as VM
from gpuopt.dialects import vector_shape as VS
from gpuopt.dialects.vector_shape import int_list, is_valid_shape_cast
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite import IN_PLACE
from gpuopt.rewrite.folder import splat_element
from gpuopt.rewrite.patterns import patterns_of

Consts = list[A.Attribute | None]
Folded = A.Attribute | Value | object | None


def defining(value: Value, cls: type) -> Any:
    """The op of class `cls` that defines `value`, else None (getDefiningOp<T>)."""
    owner = getattr(value, "op", None)
    return owner if isinstance(owner, cls) else None


def i64_array(values: list[int]) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.IntegerAttr(v, T.i64) for v in values))


def splat(t: T.Type, scalar: A.Attribute) -> A.DenseElementsAttr:
    """DenseElementsAttr::get(type, scalar): `t` filled with `scalar`."""
    return A.DenseElementsAttr((scalar.value,), t)  # type: ignore[attr-defined]


def _fold_broadcast(op: Operation, consts: Consts) -> Folded:
    src, dst = op.source.type, op.vector.type  # type: ignore[attr-defined]
    if src == dst:
        return op.source  # type: ignore[attr-defined]
    c = consts[0]
    if isinstance(c, (A.IntegerAttr, A.FloatAttr)) and not isinstance(src, T.VectorType):
        return splat(dst, c)
    scalar = splat_element(c)
    return splat(dst, scalar) if scalar is not None else None


# -- vector.extract ------------------------------------------------------------------------------------------

def _fold_extract(op: Operation, consts: Consts) -> Folded:
    position = int_list(op.attributes.get("position"))
    if not position:
        return op.vector  # type: ignore[attr-defined]
    if _fold_extract_chain(op):
        return IN_PLACE
    for fold in (_fold_from_insert_transpose_chain, _fold_from_broadcast, _fold_from_shape_cast,
                 _fold_from_extract_strided, _fold_from_insert_strided_chain):
        folded = fold(op)
        if folded is not None:
            return folded
    return None


def _set_extract(op: Operation, source: Value, position: list[int]) -> None:
    op.set_operand(0, source)
    op.attributes["position"] = i64_array(position)


def _fold_extract_chain(op: Operation) -> bool:
    """foldExtractOpFromExtractChain: extract(extract(v, a), b) is extract(v, a + b), in place."""
    inner = defining(op.vector, V.ExtractOp)  # type: ignore[attr-defined]
    if inner is None:
        return False
    position = int_list(op.attributes["position"])
    while inner is not None:
        position = int_list(inner.attributes["position"]) + position
        source = inner.vector
        inner = defining(source, V.ExtractOp)
    _set_extract(op, source, position)
    return True


def _fold_from_insert_transpose_chain(op: Operation) -> Folded:
    """ExtractFromInsertTransposeChainState::fold: walk back through inserts and transposes to the insert
    that wrote the extracted position (or a part of it, extracting from its source in place), past inserts
    that do not overlap it."""
    vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
    extracted_rank = len(int_list(op.attributes["position"]))
    sentinels = [-(i + 1) for i in range(len(vector.shape) - extracted_rank)]
    position = int_list(op.attributes["position"]) + sentinels

    def can_fold() -> bool:
        return position[extracted_rank:] == sentinels

    def fold_in_place(source: Value) -> Folded:
        if source is op.vector or not can_fold():  # type: ignore[attr-defined]
            return None
        _set_extract(op, source, position[:extracted_rank])
        return op.results[0]

    value = op.vector  # type: ignore[attr-defined]
    while True:
        insert = defining(value, V.InsertOp)
        transpose = defining(value, VS.TransposeOp)
        if insert is None and transpose is None:
            break
        if transpose is not None:
            perm = int_list(transpose.attributes["transp"])
            inverse = [0] * len(perm)
            for i, p in enumerate(perm):
                inverse[p] = i
            position = [position[inverse[i]] for i in range(len(perm))]
            value = transpose.vector
            continue
        inserted = int_list(insert.attributes["position"])
        if inserted == position[:extracted_rank]:
            return insert.source if can_fold() else None
        if len(inserted) <= len(position) and position[:len(inserted)] == inserted:
            position = position[len(inserted):]
            extracted_rank = len(position) - len(sentinels)
            return fold_in_place(insert.source)
        prefix_of_insert = len(position) <= len(inserted) and inserted[:len(position)] == position
        intersects = all(a == b for a, b in zip(position, inserted) if a >= 0)  # (14 tests `a < 0` twice)
        if prefix_of_insert or intersects:
            return None
        value = insert.dest
    return fold_in_place(value)


def _fold_from_broadcast(op: Operation) -> Folded:
    """foldExtractFromBroadcast: the broadcast (or splat) source itself, or an extract from it."""
    owner = getattr(op.vector, "op", None)  # type: ignore[attr-defined]
    if not isinstance(owner, V.BroadcastOp) and getattr(owner, "op_name", "") != "std.splat":
        return None
    source = owner.operands[0]
    result_type = op.results[0].type
    if result_type == source.type:
        return source
    source_rank = len(source.type.shape) if isinstance(source.type, T.VectorType) else 0
    result_rank = len(result_type.shape) if isinstance(result_type, T.VectorType) else 0
    if result_rank < source_rank:
        position = int_list(op.attributes["position"])
        _set_extract(op, source, position[len(position) - (source_rank - result_rank):])
        return op.results[0]
    return None


def _fold_from_shape_cast(op: Operation) -> Folded:
    """foldExtractFromShapeCast: the linearized position, delinearized in the shape_cast's source."""
    cast = defining(op.vector, VS.ShapeCastOp)  # type: ignore[attr-defined]
    if cast is None:
        return None
    src: T.VectorType = cast.source.type
    vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
    result_type = op.results[0].type
    rank = len(result_type.shape) if isinstance(result_type, T.VectorType) else 0
    if rank > len(src.shape):
        return None
    for i in range(rank):
        if src.shape[len(src.shape) - 1 - i] != result_type.shape[len(result_type.shape) - 1 - i]:
            return None
    extracted = int_list(op.attributes["position"])[::-1]
    linear, stride = 0, 1
    for i, p in enumerate(extracted):
        linear += p * stride
        stride *= vector.shape[len(vector.shape) - 1 - (i + rank)]
    strides, stride = [], 1
    for i in range(len(src.shape) - rank):
        strides.append(stride)
        stride *= src.shape[len(src.shape) - 1 - (i + rank)]
    new_position = []
    for s in reversed(strides):
        new_position.append(linear // s)
        linear %= s
    op.attributes["position"] = i64_array(new_position)
    op.set_operand(0, cast.source)
    return op.results[0]


def _fold_from_extract_strided(op: Operation) -> Folded:
    """foldExtractFromExtractStrided: an extract of a unit-stride slice reads the slice's source."""
    slice_op = defining(op.vector, VS.ExtractStridedSliceOp)  # type: ignore[attr-defined]
    if slice_op is None or any(s != 1 for s in int_list(slice_op.attributes["strides"])):
        return None
    offsets = int_list(slice_op.attributes["offsets"])
    sliced: T.VectorType = slice_op.result_.type
    whole: T.VectorType = slice_op.vector.type
    while offsets and offsets[-1] == 0 and sliced.shape[len(offsets) - 1] == whole.shape[len(offsets) - 1]:
        offsets.pop()
    result_type = op.results[0].type
    rank = len(result_type.shape) if isinstance(result_type, T.VectorType) else 0
    if rank > len(whole.shape) - len(offsets):
        return None
    position = int_list(op.attributes["position"])
    for i, offset in enumerate(offsets):
        position[i] += offset
    _set_extract(op, slice_op.vector, position)
    return op.results[0]


def _fold_from_insert_strided_chain(op: Operation) -> Folded:
    """foldExtractStridedOpFromInsertChain (on vector.extract): read from the inserted slice that covers the
    position, past the ones that do not touch it."""
    result_type = op.results[0].type
    rank = len(result_type.shape) if isinstance(result_type, T.VectorType) else 0
    insert = defining(op.vector, VS.InsertStridedSliceOp)  # type: ignore[attr-defined]
    while insert is not None:
        src: T.VectorType = insert.source.type
        dst: T.VectorType = insert.dest.type
        rank_diff = len(dst.shape) - len(src.shape)
        if rank > len(src.shape):
            return None
        offsets = int_list(insert.attributes["offsets"])
        position = int_list(op.attributes["position"])
        if any(s != 1 for s in int_list(insert.attributes["strides"])):
            return None
        disjoint = False
        diffs = []
        for dim, offset in enumerate(position):
            start = offsets[dim]
            size = 1 if dim < rank_diff else src.shape[dim - rank_diff]
            if start <= offset < start + size:
                if dim >= rank_diff:
                    diffs.append(offset - start)
                continue
            disjoint = True
            break
        if not disjoint:
            src_rank_diff = len(src.shape) - rank
            for i in range(rank):
                if src.shape[i + src_rank_diff] != dst.shape[i + src_rank_diff + rank_diff]:
                    return None
            _set_extract(op, insert.source, diffs)
            return op.results[0]
        insert = defining(insert.dest, VS.InsertStridedSliceOp)
    return None


# -- the other ops ---------------------------------------------------------------------------------------------

def _fold_insert(op: Operation, consts: Consts) -> Folded:
    return op.source if not int_list(op.attributes.get("position")) else None  # type: ignore[attr-defined]


def _fold_shape_cast(op: Operation, consts: Consts) -> Folded:
    source, result = op.source, op.results[0]  # type: ignore[attr-defined]
    if source.type == result.type:
        return source
    other = defining(source, VS.ShapeCastOp)
    if other is None:
        return None
    if result.type == other.source.type:
        return other.source
    src, dst = other.source.type.shape, result.type.shape
    if len(src) < len(dst):
        valid = is_valid_shape_cast(src, dst)
    elif len(src) > len(dst):
        valid = is_valid_shape_cast(dst, src)
    else:
        valid = False
    if not valid:
        return None
    op.set_operand(0, other.source)
    return result


def _fold_transpose(op: Operation, consts: Consts) -> Folded:
    perm = int_list(op.attributes.get("transp"))
    return op.vector if perm == list(range(len(perm))) else None  # type: ignore[attr-defined]


def _fold_extract_strided_slice(op: Operation, consts: Consts) -> Folded:
    if op.vector.type == op.results[0].type:  # type: ignore[attr-defined]
        return op.vector  # type: ignore[attr-defined]
    return IN_PLACE if _fold_strided_from_insert_chain(op) else None


def _fold_strided_from_insert_chain(op: Operation) -> bool:
    """foldExtractStridedOpFromInsertChain (on extract_strided_slice): read a slice held whole by one
    inserted slice from its source, past the slices it does not touch."""
    offsets, sizes, strides = (int_list(op.attributes[k]) for k in ("offsets", "sizes", "strides"))
    insert = defining(op.vector, VS.InsertStridedSliceOp)  # type: ignore[attr-defined]
    while insert is not None:
        if len(op.vector.type.shape) != len(insert.source.type.shape):  # type: ignore[attr-defined]
            return False
        insert_offsets, insert_strides = int_list(insert.attributes["offsets"]), int_list(insert.attributes["strides"])
        if len(offsets) > len(insert_offsets):
            return False
        partial = disjoint = False
        diffs = []
        for dim, offset in enumerate(offsets):
            if strides[dim] != insert_strides[dim]:
                return False
            start = insert_offsets[dim]
            end = start + insert.source.type.shape[dim]
            if start <= offset < end:
                if offset + sizes[dim] > end:
                    partial = True
                diffs.append(offset - start)
                continue
            disjoint = True
            break
        if not disjoint and not partial:
            op.set_operand(0, insert.source)
            op.attributes["offsets"] = i64_array(diffs)
            return True
        if not disjoint:
            return False
        insert = defining(insert.dest, VS.InsertStridedSliceOp)
    return False


def _fold_insert_strided_slice(op: Operation, consts: Consts) -> Folded:
    return op.source if op.source.type == op.dest.type else None  # type: ignore[attr-defined]


def _fold_bitcast(op: Operation, consts: Consts) -> Folded:
    source, result = op.source, op.results[0]  # type: ignore[attr-defined]
    if source.type == result.type:
        return source
    other = defining(source, V.BitCastOp)
    if other is not None and result.type == other.source.type:
        return other.source
    scalar = splat_element(consts[0])
    src_elt, dst_elt = source.type.element_type, result.type.element_type
    if isinstance(scalar, A.FloatAttr) and src_elt == T.f16 and dst_elt == T.f32:
        bits = A.float_bits(scalar.value, "f16")
        return A.DenseElementsAttr((A.bits_to_float((bits << 16) | bits, "f32"),), result.type)
    return None


def _fold_multi_reduction(op: Operation, consts: Consts) -> Folded:
    source = op.source  # type: ignore[attr-defined]
    if len(source.type.shape) == 1 and not int_list(op.attributes.get("reduction_dims")):
        return source
    return None


def _fold_extract_map(op: Operation, consts: Consts) -> Folded:
    insert = defining(op.vector, VS.InsertMapOp)  # type: ignore[attr-defined]
    if insert is None or op.results[0].type != insert.vector.type or list(op.ids) != list(insert.ids):  # type: ignore[attr-defined]
        return None
    return insert.vector


def _fold_memref_cast(op: Operation, consts: Consts) -> Folded:
    """foldMemRefCast on the ops that read or write through a memref."""
    from gpuopt.dialects.memref import fold_memref_cast

    if not fold_memref_cast(op):
        return None
    return op.results[0] if op.results else IN_PLACE


def _constant_index(value: Value) -> int | None:
    owner = getattr(value, "op", None)
    attr = owner.attributes.get("value") if getattr(owner, "op_name", "") == "arith.constant" else None
    return attr.value if isinstance(attr, A.IntegerAttr) and attr.type == T.index else None


def fold_in_bounds(op: Operation) -> bool:
    """foldTransferInBoundsAttribute: out-of-bounds dims that a constant index into a static dimension
    keeps in bounds become in bounds; whether any did."""
    vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
    if not vector.shape:
        return False
    shaped = op.source.type  # type: ignore[attr-defined]
    _, _, results = V.map_parts(op.attributes["permutation_map"]) or (0, 0, [])
    in_bounds = op.attributes.get("in_bounds")
    flags = [bool(getattr(b, "value", 0)) for b in in_bounds.elements] if isinstance(in_bounds, A.ArrayAttr) \
        else [False] * len(results)
    changed = False
    new = []
    for i, expr in enumerate(results):
        if not expr.startswith("d") or flags[i]:  # (broadcast dims are in bounds)
            new.append(True)
            continue
        dim = int(expr[1:])
        index = _constant_index(op.indices[dim])  # type: ignore[attr-defined]
        size = shaped.shape[dim]
        fits = size != T.DYNAMIC and index is not None and index + vector.shape[i] <= size
        new.append(fits)
        changed |= fits
    if changed:
        op.attributes["in_bounds"] = A.ArrayAttr(tuple(A.bool_attr(b) for b in new))
    return changed


def _fold_transfer(op: Operation, consts: Consts) -> Folded:
    """TransferReadOp::fold and, for memrefs, TransferWriteOp::fold: in-bounds dims, then memref casts."""
    from gpuopt.dialects.memref import fold_memref_cast

    if not (fold_in_bounds(op) or fold_memref_cast(op)):
        return None
    return op.results[0] if op.results else IN_PLACE


_FOLDS = {
    V.TransferReadOp: _fold_transfer, V.TransferWriteOp: _fold_transfer,
    V.BroadcastOp: _fold_broadcast, V.ExtractOp: _fold_extract, V.InsertOp: _fold_insert,
    VS.ShapeCastOp: _fold_shape_cast, VS.TransposeOp: _fold_transpose,
    VS.ExtractStridedSliceOp: _fold_extract_strided_slice, VS.InsertStridedSliceOp: _fold_insert_strided_slice,
    V.BitCastOp: _fold_bitcast, VC.MultiDimReductionOp: _fold_multi_reduction,
    VS.ExtractMapOp: _fold_extract_map, V.LoadOp: _fold_memref_cast, V.StoreOp: _fold_memref_cast,
    VM.MaskedLoadOp: _fold_memref_cast, VM.MaskedStoreOp: _fold_memref_cast,
}
for _cls, _fold in _FOLDS.items():
    _cls.fold = lambda self, consts, _f=_fold: _f(self, consts)  # type: ignore[attr-defined]

_CANONICALIZATION = {
    V.BroadcastOp: ("BroadcastFolder",), V.InsertOp: ("InsertToBroadcast", "BroadcastFolder"),
    V.ExtractOp: ("ExtractOpConstantFolder", "ExtractOpFromBroadcast"),
    VC.ContractionOp: ("CanonicalizeContractAddI", "CanonicalizeContractAddF"),
    VS.ExtractStridedSliceOp: ("StridedSliceConstantMaskFolder", "StridedSliceConstantFolder",
                               "StridedSliceBroadcast", "StridedSliceSplat"),
    VS.ShapeCastOp: ("ShapeCastConstantFolder",), VS.TransposeOp: ("TransposeFolder",),
    VS.CreateMaskOp: ("CreateMaskFolder",), VM.MaskedLoadOp: ("MaskedLoadFolder",),
    VM.MaskedStoreOp: ("MaskedStoreFolder",), VM.GatherOp: ("GatherFolder",), VM.ScatterOp: ("ScatterFolder",),
    VM.ExpandLoadOp: ("ExpandLoadFolder",), VM.CompressStoreOp: ("CompressStoreFolder",),
}
"""The ops' getCanonicalizationPatterns in MLIR 14 (gpuopt/rewrite/patterns/vector.py)."""
for _cls, _names in _CANONICALIZATION.items():
    _cls.canonicalization_patterns = patterns_of("vector", *_names)  # type: ignore[attr-defined]


def materialize_constant(value: A.Attribute, type_: T.Type) -> Operation | None:
    """VectorDialect::materializeConstant: an `arith.constant`."""
    from gpuopt.dialects.arith import materialize_constant as arith_constant

    return arith_constant(value, type_)
