"""Vector-to-vector lowerings (MLIR 14's VectorTransforms.cpp): the rewrite patterns `convert-vector-to-llvm`
applies greedily before converting, which turn n-D vector ops into 1-D ones, masks into constants and
comparisons, and transfers into loads and stores.

One `RewritePattern` class per upstream pattern, named like it.  The `*_patterns()` functions are 14's
`populate*Patterns`, in the order the pass adds them.
"""

from __future__ import annotations

from gpuopt.dialects import memref as M
from gpuopt.dialects import std
from gpuopt.dialects import vector as V
from gpuopt.dialects import vector_contract as VC
from gpuopt.dialects import vector_memory as VM
from gpuopt.dialects import vector_shape as VS
from gpuopt.dialects.vector_folds import i64_array
from gpuopt.dialects.vector_shape import int_list
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern
from gpuopt.rewrite.patterns.vector import (
    Builder,
    CompressStoreFolder,
    CreateMaskFolder,
    ExpandLoadFolder,
    GatherFolder,
    MaskedLoadFolder,
    MaskedStoreFolder,
    ScatterFolder,
    StridedSliceConstantMaskFolder,
    TransposeFolder,
    drop_front,
)

# ---------------------------------------------------------------------------------------------------------
# populateVectorToVectorCanonicalizationPatterns

def canonicalization_patterns() -> list[RewritePattern]:
    """14's populateVectorToVectorCanonicalizationPatterns."""
    return [CreateMaskFolder(), MaskedLoadFolder(), MaskedStoreFolder(), GatherFolder(), ScatterFolder(),
            ExpandLoadFolder(), CompressStoreFolder(), StridedSliceConstantMaskFolder(), TransposeFolder()]


# ---------------------------------------------------------------------------------------------------------
# populateVectorBroadcastLoweringPatterns

class BroadcastOpLowering(RewritePattern):
    """A broadcast becomes a splat (scalar or one-element source to 1-D), an extract, or one broadcast per
    leading position inserted into a zero vector."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        b = Builder(rewriter, op.loc)
        dst: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        src = op.source.type  # type: ignore[attr-defined]
        source = op.source  # type: ignore[attr-defined]
        if not isinstance(src, T.VectorType):
            rewriter.replace_op(op, [b.splat(source, dst)])
            return True
        src_rank, dst_rank = len(src.shape), len(dst.shape)
        if src_rank <= 1 and dst_rank == 1:
            ext = b.make(V.ExtractElementOp, [source, None], [src.element_type]) if src_rank == 0 \
                else b.extract(source, [0])
            rewriter.replace_op(op, [b.splat(ext, dst)])
            return True
        lower = drop_front(dst)
        if src_rank < dst_rank:
            bcst = b.broadcast(source, lower)
            result = b.zero(dst)
            for d in range(dst.shape[0]):
                result = b.insert(bcst, result, [d])
            rewriter.replace_op(op, [result])
            return True
        m = next((r for r in range(dst_rank) if src.shape[r] != dst.shape[r]), -1)
        if m == -1:
            rewriter.replace_op(op, [source])
            return True
        result = b.zero(dst)
        if m == 0:
            bcst = b.broadcast(b.extract(source, [0]), lower)
            for d in range(dst.shape[0]):
                result = b.insert(bcst, result, [d])
        else:
            for d in range(dst.shape[0]):
                bcst = b.broadcast(b.extract(source, [d]), lower)
                result = b.insert(bcst, result, [d])
        rewriter.replace_op(op, [result])
        return True


# ---------------------------------------------------------------------------------------------------------
# populateVectorContractLoweringPatterns (14's default options: contractions as dot products)

_INT_COMBINE = {"add": "addi", "mul": "muli", "minui": "minui", "minsi": "minsi", "maxui": "maxui",
                "maxsi": "maxsi", "and": "andi", "or": "ori", "xor": "xori"}
_FLOAT_COMBINE = {"mul": "mulf", "minf": "minf", "maxf": "maxf"}


def _multiply(b: Builder, x: Value, y: Value, acc: Value | None, kind: str, is_int: bool) -> Value | None:
    """genMultI / genMultF: x * y combined with the accumulator by `kind` (add on floats is one fma)."""
    if not is_int and acc is not None and kind == "add":
        return b.make(V.FMAOp, [x, y, acc], [x.type])
    product = b.binary("muli" if is_int else "mulf", x, y)
    if acc is None:
        return product
    combine = (_INT_COMBINE if is_int else _FLOAT_COMBINE).get(kind)
    return b.binary(combine, product, acc) if combine is not None else None


class OuterProductOpLowering(RewritePattern):
    """An outer product becomes, per row, a broadcast lhs element times the rhs (an fma with the accumulator
    row); an AXPY becomes one product with the broadcast scalar."""

    root = "vector.outerproduct"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        b = Builder(rewriter, op.loc)
        lhs_type: T.VectorType = op.lhs.type  # type: ignore[attr-defined]
        rhs_type = op.rhs.type  # type: ignore[attr-defined]
        res_type: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        is_int = isinstance(res_type.element_type, (T.IntegerType, T.IndexType))
        acc = op.acc[0] if op.acc else None  # type: ignore[attr-defined]
        kind = VC._kind(op)
        if not isinstance(rhs_type, T.VectorType):
            scalar = b.broadcast(op.rhs, lhs_type)  # type: ignore[attr-defined]
            product = _multiply(b, op.lhs, scalar, acc, kind, is_int)  # type: ignore[attr-defined]
            if product is None:
                return False
            rewriter.replace_op(op, [product])
            return True
        result = b.zero(res_type)
        for d in range(res_type.shape[0]):
            x = b.extract(op.lhs, [d])  # type: ignore[attr-defined]
            a = b.broadcast(x, rhs_type)
            r = b.extract(acc, [d]) if acc is not None else None
            m = _multiply(b, a, op.rhs, r, kind, is_int)  # type: ignore[attr-defined]
            if m is None:
                return False
            result = b.insert(m, result, [d])
        rewriter.replace_op(op, [result])
        return True


def _map(attr: A.Attribute) -> tuple[int, list[int]]:
    """An indexing map as (number of dims, the dim position of each result)."""
    dims, _, results = V.map_parts(attr) or (0, 0, [])
    return dims, [int(r[1:]) for r in results]


def _map_attr(dims: int, positions: list[int]) -> A.AffineMapAttr:
    names = ", ".join(f"d{i}" for i in range(dims))
    return A.AffineMapAttr(f"({names}) -> ({', '.join(f'd{p}' for p in positions)})")


def _adjust_map(attr: A.Attribute, index: int) -> A.AffineMapAttr:
    """adjustMap: the map without dim `index` (later dims renumbered)."""
    dims, positions = _map(attr)
    return _map_attr(dims - 1, [p if p < index else p - 1 for p in positions if p != index])


class ContractionOpLowering(RewritePattern):
    """A contraction (14's default strategy, `dot`): a matmat or matvec becomes products reduced row by row;
    otherwise it is unrolled one parallel dimension at a time (batch, then free lhs, then free rhs) and finally
    one reduction dimension at a time, down to a 1-D product and vector.reduction.  The lowered contractions
    get the default kind, as in 14."""

    root = "vector.contract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.masks:  # type: ignore[attr-defined]
            return False
        acc_elt = op.acc.type.element_type if isinstance(op.acc.type, T.VectorType) else op.acc.type  # type: ignore[attr-defined]
        if op.lhs.type.element_type != acc_elt or op.rhs.type.element_type != acc_elt:  # type: ignore[attr-defined]
            return False
        b = Builder(rewriter, op.loc)
        dot = self._dot(op, b)
        if dot is not None:
            rewriter.replace_op(op, [dot])
            return True
        maps = [_map(m)[1] for m in op.attributes["indexing_maps"].elements]  # type: ignore[attr-defined]
        iterators = list(op.attributes["iterator_types"].elements)  # type: ignore[attr-defined]
        batch = VC._dim_map([[f"d{p}" for p in m] for m in maps], iterators, "parallel")
        if batch:
            rewriter.replace_op(op, [self._lower_parallel(op, b, batch[0][0], batch[0][1])])
            return True
        contracting = VC._dim_map([[f"d{p}" for p in m] for m in maps], iterators, "reduction")
        lhs_contracting = {a for a, _ in contracting}
        rhs_contracting = {c for _, c in contracting}
        for i in range(len(op.lhs.type.shape)):  # type: ignore[attr-defined]
            if i not in lhs_contracting:
                rewriter.replace_op(op, [self._lower_parallel(op, b, i, -1)])
                return True
        for i in range(len(op.rhs.type.shape)):  # type: ignore[attr-defined]
            if i not in rhs_contracting:
                rewriter.replace_op(op, [self._lower_parallel(op, b, -1, i)])
                return True
        if contracting:
            rewriter.replace_op(op, [self._lower_reduction(op, b)])
            return True
        return False

    def _dot(self, op: Operation, b: Builder) -> Value | None:
        """ContractionOpToDotLowering: matmat (par, par, red) and matvec (par, red) layouts."""
        iterators = [getattr(i, "value", "") for i in op.attributes["iterator_types"].elements]  # type: ignore[attr-defined]
        maps = [_map(m) for m in op.attributes["indexing_maps"].elements]  # type: ignore[attr-defined]
        lhs, rhs = op.lhs, op.rhs  # type: ignore[attr-defined]

        def t(v: Value) -> Value:
            vt: T.VectorType = v.type  # type: ignore[assignment]
            return b.make(VS.TransposeOp, [v], [T.VectorType(vt.shape[::-1], vt.element_type)],
                          {"transp": i64_array([1, 0])})

        def layout(*expected: list[int]) -> bool:
            dims = max((max(e) for e in expected if e), default=-1) + 1
            return [m[1] for m in maps] == list(expected) and all(m[0] == dims for m in maps)

        m, n, k = 0, 1, 2
        if iterators[:3] == ["parallel", "parallel", "reduction"] and len(iterators) >= 3:
            if layout([m, k], [k, n], [m, n]):
                rhs = t(rhs)
            elif layout([m, k], [n, k], [m, n]):
                pass
            elif layout([k, m], [k, n], [m, n]):
                lhs, rhs = t(lhs), t(rhs)
            elif layout([k, m], [n, k], [m, n]):
                lhs = t(lhs)
            elif layout([m, k], [k, n], [n, m]):
                lhs, rhs = t(rhs), lhs
            elif layout([m, k], [n, k], [n, m]):
                lhs, rhs = rhs, lhs
            elif layout([k, m], [k, n], [n, m]):
                lhs, rhs = t(rhs), t(lhs)
            elif layout([k, m], [n, k], [n, m]):
                lhs, rhs = rhs, t(lhs)
            else:
                return None
        elif iterators[:2] == ["parallel", "reduction"] and len(iterators) >= 2:
            if layout([m, n], [n], [m]):
                pass
            elif layout([n, m], [n], [m]):
                lhs = t(lhs)
            elif layout([n], [m, n], [m]):
                lhs, rhs = rhs, lhs
            elif layout([n], [n, m], [m]):
                lhs, rhs = t(rhs), lhs
            else:
                return None
        else:
            return None
        dst: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        rank = len(dst.shape)
        rows, columns = dst.shape[0], 1 if rank == 1 else dst.shape[1]
        res = b.zero(dst)
        is_int = isinstance(dst.element_type, T.IntegerType)
        for r in range(rows):
            a = b.extract(lhs, [r])
            for c in range(columns):
                bv = rhs if rank == 1 else b.extract(rhs, [c])
                product = b.binary("muli" if is_int else "mulf", a, bv)
                reduced = b.make(V.ReductionOp, [product, []], [dst.element_type], {"kind": A.StringAttr("add")})
                res = b.insert(reduced, res, [r] if rank == 1 else [r, c])
        return b.binary("addi" if is_int else "addf", res, op.acc)  # type: ignore[attr-defined]

    def _contract(self, b: Builder, lhs: Value, rhs: Value, acc: Value, maps: A.ArrayAttr,
                  iterators: A.ArrayAttr) -> Value:
        return b.make(VC.ContractionOp, [lhs, rhs, acc, []], [acc.type],
                      {"indexing_maps": maps, "iterator_types": iterators, "kind": VC.CombiningKindAttr("add")})

    def _lowered(self, op: Operation, iter_index: int) -> tuple[A.ArrayAttr, A.ArrayAttr]:
        maps = A.ArrayAttr(tuple(_adjust_map(m, iter_index)
                                 for m in op.attributes["indexing_maps"].elements))  # type: ignore[attr-defined]
        iterators = A.ArrayAttr(tuple(it for i, it in enumerate(op.attributes["iterator_types"].elements)  # type: ignore[attr-defined]
                                      if i != iter_index))
        return maps, iterators

    def _lower_parallel(self, op: Operation, b: Builder, lhs_index: int, rhs_index: int) -> Value:
        lhs_type: T.VectorType = op.lhs.type  # type: ignore[attr-defined]
        rhs_type: T.VectorType = op.rhs.type  # type: ignore[attr-defined]
        res_type: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        maps = [_map(m)[1] for m in op.attributes["indexing_maps"].elements]  # type: ignore[attr-defined]
        if lhs_index >= 0:
            iter_index, size = maps[0][lhs_index], lhs_type.shape[lhs_index]
        else:
            iter_index, size = maps[1][rhs_index], rhs_type.shape[rhs_index]
        res_index = maps[2].index(iter_index)
        low_maps, low_iter = self._lowered(op, iter_index)
        result = b.zero(res_type)
        for d in range(size):
            lhs = _reshape_load(b, op.lhs, lhs_type, lhs_index, d)  # type: ignore[attr-defined]
            rhs = _reshape_load(b, op.rhs, rhs_type, rhs_index, d)  # type: ignore[attr-defined]
            acc = _reshape_load(b, op.acc, res_type, res_index, d)  # type: ignore[attr-defined]
            low = self._contract(b, lhs, rhs, acc, low_maps, low_iter)
            result = _reshape_store(b, low, result, res_type, res_index, d)
        return result

    def _lower_reduction(self, op: Operation, b: Builder) -> Value:
        lhs_type: T.VectorType = op.lhs.type  # type: ignore[attr-defined]
        rhs_type: T.VectorType = op.rhs.type  # type: ignore[attr-defined]
        res_type = op.result_.type  # type: ignore[attr-defined]
        is_int = isinstance(res_type, T.IntegerType)
        maps = [_map(m)[1] for m in op.attributes["indexing_maps"].elements]  # type: ignore[attr-defined]
        lhs_index, rhs_index = maps[0].index(0), maps[1].index(0)
        if len(lhs_type.shape) == 1:
            product = b.binary("muli" if is_int else "mulf", op.lhs, op.rhs)  # type: ignore[attr-defined]
            res = b.make(V.ReductionOp, [product, []], [res_type], {"kind": A.StringAttr("add")})
            return b.binary("addi" if is_int else "addf", res, op.acc)  # type: ignore[attr-defined]
        low_maps, low_iter = self._lowered(op, 0)
        result = op.acc  # type: ignore[attr-defined]
        for d in range(lhs_type.shape[lhs_index]):
            lhs = _reshape_load(b, op.lhs, lhs_type, lhs_index, d)  # type: ignore[attr-defined]
            rhs = _reshape_load(b, op.rhs, rhs_type, rhs_index, d)  # type: ignore[attr-defined]
            result = self._contract(b, lhs, rhs, result, low_maps, low_iter)
        return result


def _drop_dim(t: T.VectorType, index: int) -> T.VectorType:
    return T.VectorType(t.shape[:index] + t.shape[index + 1:], t.element_type)


def _reshape_load(b: Builder, value: Value, t: T.VectorType, index: int, pos: int) -> Value:
    """reshapeLoad: the slice at `pos` of dimension `index` (unrolling the leading dimensions before it)."""
    if index == -1:
        return value
    if index == 0:
        return b.extract(value, [pos])
    low = drop_front(t)
    res_type = _drop_dim(t, index)
    result = b.zero(res_type)
    for d in range(res_type.shape[0]):
        ext = b.extract(value, [d])
        load = _reshape_load(b, ext, low, index - 1, pos)
        result = b.insert(load, result, [d])
    return result


def _reshape_store(b: Builder, value: Value, result: Value, t: T.VectorType, index: int, pos: int) -> Value:
    """reshapeStore: `value` written as the slice at `pos` of dimension `index` of `result`."""
    if index == -1:
        return value
    if index == 0:
        return b.insert(value, result, [pos])
    low = drop_front(t)
    for d in range(t.shape[0]):
        ext = b.extract(result, [d])
        ins = b.extract(value, [d])
        sto = _reshape_store(b, ins, ext, low, index - 1, pos)
        result = b.insert(sto, result, [d])
    return result


# ---------------------------------------------------------------------------------------------------------
# populateVectorMaskOpLoweringPatterns

class CreateMaskOpLowering(RewritePattern):
    """An n-D create_mask (n > 1) becomes one (n-1)-D create_mask selected per leading position."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dst: T.VectorType = op.results[0].type
        if len(dst.shape) <= 1:
            return False
        b = Builder(rewriter, op.loc)
        lower = drop_front(dst)
        true_val = b.make(VS.CreateMaskOp, [list(op.operands[1:])], [lower])
        false_val = b.zero(lower)
        result = b.zero(dst)
        for d in range(dst.shape[0]):
            bound = b.index(d)
            cond = b.cmpi("slt", bound, op.operands[0])
            sel = b.make(std.SelectOp, [cond, true_val, false_val], [lower])
            result = b.insert(sel, result, [d])
        rewriter.replace_op(op, [result])
        return True


class ConstantMaskOpLowering(RewritePattern):
    """A constant_mask becomes a constant (0-D and 1-D), or its lower-rank mask inserted at each set
    leading position of a zero vector."""

    root = "vector.constant_mask"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        b = Builder(rewriter, op.loc)
        dst: T.VectorType = op.results[0].type
        sizes = int_list(op.attributes["mask_dim_sizes"])
        if not dst.shape:
            rewriter.replace_op(op, [b.constant(A.DenseElementsAttr((sizes[0] == 1,), dst))])
            return True
        true_dim = min(dst.shape[0], sizes[0])
        if len(dst.shape) == 1:
            bits = [d < true_dim for d in range(dst.shape[0])]
            rewriter.replace_op(op, [b.constant(A.dense_from_list(bits, dst))])
            return True
        lower = drop_front(dst)
        true_val = b.make(VS.ConstantMaskOp, [], [lower], {"mask_dim_sizes": i64_array(sizes[1:])})
        result = b.zero(dst)
        for d in range(true_dim):
            result = b.insert(true_val, result, [d])
        rewriter.replace_op(op, [result])
        return True


# ---------------------------------------------------------------------------------------------------------
# populateVectorShapeCastLoweringPatterns

class ShapeCastOp2DDownCastRewritePattern(RewritePattern):
    """2-D to 1-D: each row inserted as a strided slice."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        src: T.VectorType = op.source.type  # type: ignore[attr-defined]
        dst: T.VectorType = op.results[0].type
        if len(src.shape) != 2 or len(dst.shape) != 1:
            return False
        b = Builder(rewriter, op.loc)
        desc = b.zero(dst)
        for i in range(src.shape[0]):
            row = b.extract(op.source, [i])  # type: ignore[attr-defined]
            desc = b.make(VS.InsertStridedSliceOp, [row, desc], [dst],
                          {"offsets": i64_array([i * src.shape[1]]), "strides": i64_array([1])})
        rewriter.replace_op(op, [desc])
        return True


class ShapeCastOp2DUpCastRewritePattern(RewritePattern):
    """1-D to 2-D: each row extracted as a strided slice."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        src: T.VectorType = op.source.type  # type: ignore[attr-defined]
        dst: T.VectorType = op.results[0].type
        if len(src.shape) != 1 or len(dst.shape) != 2:
            return False
        b = Builder(rewriter, op.loc)
        desc = b.zero(dst)
        minor = dst.shape[1]
        for i in range(dst.shape[0]):
            row = b.make(VS.ExtractStridedSliceOp, [op.source], [T.VectorType((minor,), dst.element_type)],  # type: ignore[attr-defined]
                         {"offsets": i64_array([i * minor]), "sizes": i64_array([minor]),
                          "strides": i64_array([1])})
            desc = b.insert(row, desc, [i])
        rewriter.replace_op(op, [desc])
        return True


class ShapeCastOpRewritePattern(RewritePattern):
    """Any other shape_cast: every element extracted and inserted in row-major order."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        src: T.VectorType = op.source.type  # type: ignore[attr-defined]
        dst: T.VectorType = op.results[0].type
        if (len(src.shape), len(dst.shape)) in ((2, 1), (1, 2)):
            return False
        b = Builder(rewriter, op.loc)
        result = b.zero(dst)
        src_idx, dst_idx = [0] * len(src.shape), [0] * len(dst.shape)
        for i in range(VS.product(src.shape)):
            if i:
                _increment(src_idx, src.shape)
                _increment(dst_idx, dst.shape)
            e = b.extract(op.source, list(src_idx))  # type: ignore[attr-defined]
            result = b.insert(e, result, list(dst_idx))
        rewriter.replace_op(op, [result])
        return True


def _increment(index: list[int], shape: tuple[int, ...]) -> None:
    r = len(index) - 1
    while r >= 0:
        index[r] += 1
        if index[r] < shape[r]:
            return
        index[r] = 0
        r -= 1


# ---------------------------------------------------------------------------------------------------------
# populateVectorTransposeLoweringPatterns (14's default options: element-wise)

class TransposeOpLowering(RewritePattern):
    """A transpose becomes one extract and one insert per element."""

    root = "vector.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        b = Builder(rewriter, op.loc)
        res: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        transp = int_list(op.attributes["transp"])
        result = b.zero(res)
        lhs, rhs = [0] * len(transp), [0] * len(transp)

        def expand(pos: int, result: Value) -> Value:
            if pos >= len(res.shape):
                e = b.extract(op.vector, list(rhs))  # type: ignore[attr-defined]
                return b.insert(e, result, list(lhs))
            for d in range(res.shape[pos]):
                lhs[pos] = d
                rhs[transp[pos]] = d
                result = expand(pos + 1, result)
            return result

        rewriter.replace_op(op, [expand(0, result)])
        return True


# ---------------------------------------------------------------------------------------------------------
# populateVectorTransferLoweringPatterns

def _last_dim_unit_stride(t: T.MemRefType) -> bool:
    found = M.strides_and_offset(t)
    return found is not None and (not found[0] or found[0][-1] == 1)


def _out_of_bounds(op: Operation) -> bool:
    """hasOutOfBoundsDim: a non-broadcast dim not marked in bounds."""
    _, _, results = V.map_parts(op.attributes["permutation_map"]) or (0, 0, [])
    flags = op.attributes.get("in_bounds")
    values = [bool(getattr(x, "value", 0)) for x in flags.elements] if isinstance(flags, A.ArrayAttr) \
        else [False] * len(results)
    return any(expr.startswith("d") and not inb for expr, inb in zip(results, values))


def _broadcast_dims(op: Operation) -> list[int] | None:
    """isMinorIdentityWithBroadcasting: the broadcast result positions, or None when the map permutes."""
    dims, _, results = V.map_parts(op.attributes["permutation_map"]) or (0, 0, [])
    if len(results) > dims:
        return None
    lead = dims - len(results)
    broadcast = []
    for i, expr in enumerate(results):
        if expr == "0":
            broadcast.append(i)
        elif expr != f"d{lead + i}":
            return None
    return broadcast


class TransferReadToVectorLoadLowering(RewritePattern):
    """An in-bounds transfer_read with a minor identity map (broadcasts allowed) from a unit-stride memref is
    a vector.load (a maskedload when it has a mask), broadcast when the map broadcasts."""

    root = "vector.transfer_read"

    def __init__(self, max_rank: int | None = None) -> None:
        self.max_rank = max_rank

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        if self.max_rank is not None and len(vector.shape) > self.max_rank:
            return False
        broadcast = _broadcast_dims(op)
        memref = op.source.type  # type: ignore[attr-defined]
        if broadcast is None or not isinstance(memref, T.MemRefType) or not _last_dim_unit_stride(memref):
            return False
        shape = list(vector.shape)
        for i in broadcast:
            shape[i] = 1
        unbroadcast = T.VectorType(tuple(shape), vector.element_type)
        element = memref.element_type
        if isinstance(element, T.VectorType) and element != unbroadcast:
            return False
        if not isinstance(element, T.VectorType) and element != vector.element_type:
            return False
        if _out_of_bounds(op):
            return False
        b = Builder(rewriter, op.loc)
        indices = list(op.indices)  # type: ignore[attr-defined]
        if op.mask is not None:  # type: ignore[attr-defined]
            fill = b.splat(op.padding, unbroadcast)  # type: ignore[attr-defined]
            load = b.make(VM.MaskedLoadOp, [op.source, indices, op.mask, fill], [unbroadcast])  # type: ignore[attr-defined]
        else:
            load = b.make(V.LoadOp, [op.source, indices], [unbroadcast])  # type: ignore[attr-defined]
        rewriter.replace_op(op, [b.broadcast(load, vector) if broadcast else load])
        return True


class TransferWriteToVectorStoreLowering(RewritePattern):
    """An in-bounds transfer_write with a minor identity map to a unit-stride memref is a vector.store (a
    maskedstore when it has a mask)."""

    root = "vector.transfer_write"

    def __init__(self, max_rank: int | None = None) -> None:
        self.max_rank = max_rank

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector: T.VectorType = op.vector.type  # type: ignore[attr-defined]
        if self.max_rank is not None and len(vector.shape) > self.max_rank:
            return False
        if not V.is_minor_identity(op.attributes.get("permutation_map")):
            return False
        memref = op.source.type  # type: ignore[attr-defined]
        if not isinstance(memref, T.MemRefType) or not _last_dim_unit_stride(memref):
            return False
        element = memref.element_type
        if isinstance(element, T.VectorType) and element != vector:
            return False
        if not isinstance(element, T.VectorType) and element != vector.element_type:
            return False
        if _out_of_bounds(op):
            return False
        b = Builder(rewriter, op.loc)
        indices = list(op.indices)  # type: ignore[attr-defined]
        if op.mask is not None:  # type: ignore[attr-defined]
            b.make(VM.MaskedStoreOp, [op.source, indices, op.mask, op.vector], [])  # type: ignore[attr-defined]
        else:
            b.make(V.StoreOp, [op.vector, op.source, indices], [])  # type: ignore[attr-defined]
        rewriter.erase_op(op)
        return True


class VectorLoadToMemrefLoadLowering(RewritePattern):
    """A one-element vector.load is a memref.load, broadcast."""

    root = "vector.load"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector: T.VectorType = op.result_.type  # type: ignore[attr-defined]
        if VS.product(vector.shape) != 1:
            return False
        b = Builder(rewriter, op.loc)
        scalar = b.make(M.LoadOp, [op.base, list(op.indices)], [op.base.type.element_type])  # type: ignore[attr-defined]
        rewriter.replace_op(op, [b.broadcast(scalar, vector)])
        return True


class VectorStoreToMemrefStoreLowering(RewritePattern):
    """A one-element vector.store is a memref.store of its element."""

    root = "vector.store"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        vector: T.VectorType = op.valueToStore.type  # type: ignore[attr-defined]
        if VS.product(vector.shape) != 1:
            return False
        b = Builder(rewriter, op.loc)
        if not vector.shape:
            scalar = b.make(V.ExtractElementOp, [op.valueToStore, None], [vector.element_type])  # type: ignore[attr-defined]
        else:
            scalar = b.extract(op.valueToStore, [0] * len(vector.shape))  # type: ignore[attr-defined]
        b.make(M.StoreOp, [scalar, op.base, list(op.indices)], [])  # type: ignore[attr-defined]
        rewriter.erase_op(op)
        return True


def transfer_lowering_patterns(max_rank: int | None = None) -> list[RewritePattern]:
    return [TransferReadToVectorLoadLowering(max_rank), TransferWriteToVectorStoreLowering(max_rank),
            VectorLoadToMemrefLoadLowering(), VectorStoreToMemrefStoreLowering()]


def lowering_patterns() -> list[RewritePattern]:
    """The patterns of the pass's greedy phase, in 14's order."""
    return [*canonicalization_patterns(), BroadcastOpLowering(), OuterProductOpLowering(), ContractionOpLowering(),
            CreateMaskOpLowering(), ConstantMaskOpLowering(), ShapeCastOp2DDownCastRewritePattern(),
            ShapeCastOp2DUpCastRewritePattern(), ShapeCastOpRewritePattern(), TransposeOpLowering(),
            *transfer_lowering_patterns(max_rank=1)]
