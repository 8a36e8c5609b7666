"""memref's canonicalization patterns as MLIR 14 has them (MemRefOps.cpp, ReshapeOpsUtils): allocations with
constant dynamic sizes become static (cast back to the old type), allocations only stored into and freed are
erased; subviews and views take index constants into their static entries and their types, casts fold into
subviews, collapses and copies, trivial subviews and self copies go, dims of reshapes load the shape, and
chains of expand_shape/collapse_shape become one reshape."""

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


def _create(rewriter: PatternRewriter, name: str, operands: list, result_types: list[T.Type] | None = None,
            attributes: dict | None = None, loc: object = None) -> Operation:
    return rewriter.insert(ods.create(ods.REGISTRY[name], operands, result_types, attributes, loc=loc))


def _cast(rewriter: PatternRewriter, value: Value, t: T.Type, loc: object) -> Value:
    return _create(rewriter, "memref.cast", [value], [t], loc=loc).results[0]


def _cast_source(v: Value) -> Operation | None:
    owner = getattr(v, "op", None)
    return owner if owner is not None and owner.op_name == "memref.cast" else None


# ---------------------------------------------------------------------------------------------------------
# dim, copy


class DimOfMemRefReshape(RewritePattern):
    """dim(reshape(%m, %shape), %i) -> load %shape[%i] (index_cast to index when the shape is of integers),
    placed right after the reshape so the shape is read before anything can change it."""

    root = "memref.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = getattr(op.operands[0], "op", None)
        if reshape is None or reshape.op_name != "memref.reshape":
            return False
        rewriter.set_insertion_point_after(reshape)
        shape = reshape.operands[1]
        load = _create(rewriter, "memref.load", [shape, [op.operands[1]]], [shape.type.element_type],
                       loc=op.loc).results[0]
        if load.type != T.index:
            load = _create(rewriter, "arith.index_cast", [load], [T.index], loc=op.loc).results[0]
        rewriter.replace_op(op, [load])
        return True


class FoldCopyOfCast(RewritePattern):
    """copy(memref.cast %x) -> copy %x.  14 compares the cast's source type with itself where it means to
    compare it with the cast's result type, so any cast from a ranked memref is skipped; kept as 14 does, but
    only where the copy stays valid (fold_copy_casts)."""

    root = "memref.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.memref import fold_copy_casts

        return fold_copy_casts(op, lambda cast: isinstance(cast.operands[0].type, T.MemRefType))


class FoldSelfCopy(RewritePattern):
    """memref.copy %x, %x is erased."""

    root = "memref.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.operands[0] is not op.operands[1]:
            return False
        rewriter.erase_op(op)
        return True


# ---------------------------------------------------------------------------------------------------------
# subview


def _new_subview(rewriter: PatternRewriter, op: Operation, result_type: T.MemRefType, source: Value,
                 offsets: list, sizes: list, strides: list) -> Value:
    """SubViewOp::build from mixed offsets, sizes and strides (constants and values)."""
    from gpuopt.dialects.memref_views import DYNAMIC_STRIDE, i64_array

    lists: list[list[Value]] = []
    attrs: dict[str, A.Attribute] = {}
    for kind, entries, marker in (("offsets", offsets, DYNAMIC_STRIDE), ("sizes", sizes, T.DYNAMIC),
                                  ("strides", strides, DYNAMIC_STRIDE)):
        lists.append([e for e in entries if not isinstance(e, int)])
        attrs[f"static_{kind}"] = i64_array([e if isinstance(e, int) else marker for e in entries])
    return _create(rewriter, "memref.subview", [source, *lists], [result_type], attrs, loc=op.loc).results[0]


def canonical_subview_result_type(current_result: T.MemRefType, current_source: T.MemRefType,
                                  source: T.MemRefType, offsets: list, sizes: list, strides: list
                                  ) -> T.MemRefType | None:
    """getCanonicalSubViewResultType: the type inferred from `source` and the static entries, rank-reduced as
    `current_result` is from `current_source`, the dropped dimensions projected out of its layout."""
    from gpuopt.dialects.memref_views import DYNAMIC_STRIDE, memref_rank_reduction_mask, subview_result_type
    from gpuopt.ir.strided import layout_map, with_layout

    def static(entries: list, marker: int) -> list[int]:
        return [e if isinstance(e, int) else marker for e in entries]

    inferred = subview_result_type(source, static(offsets, DYNAMIC_STRIDE), static(sizes, T.DYNAMIC),
                                   static(strides, DYNAMIC_STRIDE))
    dropped = memref_rank_reduction_mask(current_source, current_result, sizes)
    if dropped is None:
        return None
    shape = [s for i, s in enumerate(inferred.shape) if i not in dropped]
    layout = layout_map(inferred)
    assert layout is not None
    if not layout.is_identity:
        layout = layout.projected(dropped)
    return with_layout(inferred, layout, shape)


def _mixed(op: Operation) -> tuple[list, list, list]:
    from gpuopt.dialects.memref_views import mixed

    return mixed(op, "offsets"), mixed(op, "sizes"), mixed(op, "strides")


class OpWithOffsetSizesAndStridesConstantArgumentFolder(RewritePattern):
    """Offsets, sizes and strides given by index constants become static; the subview gets the canonical
    result type and is cast back to the old one."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if all(constant_index(v) is None for v in op.operands):
            return False
        offsets, sizes, strides = _mixed(op)

        def fold(entries: list) -> list:
            out = []
            for e in entries:
                known = None if isinstance(e, int) else constant_index(e)
                out.append(e if known is None else known)
            return out

        offsets, sizes, strides = fold(offsets), fold(sizes), fold(strides)
        source, result = op.operands[0], op.results[0]
        new_type = canonical_subview_result_type(result.type, source.type, source.type, offsets, sizes, strides)
        if new_type is None:  # (the rank reduction cannot be matched up with the source's strides)
            return False
        rewriter.set_insertion_point(op)
        new = _new_subview(rewriter, op, new_type, source, offsets, sizes, strides)
        rewriter.replace_op(op, [_cast(rewriter, new, result.type, op.loc)])
        return True


class SubViewOpMemRefCastFolder(RewritePattern):
    """subview(memref.cast %x) -> memref.cast (subview %x) where the cast only made the type more dynamic."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.memref import can_fold_into_consumer

        if any(constant_index(v) is not None for v in op.operands):
            return False
        cast = _cast_source(op.operands[0])
        if cast is None or not can_fold_into_consumer(cast):
            return False
        offsets, sizes, strides = _mixed(op)
        result = op.results[0]
        new_type = canonical_subview_result_type(result.type, op.operands[0].type, cast.operands[0].type,
                                                 offsets, sizes, strides)
        if new_type is None:
            return False
        rewriter.set_insertion_point(op)
        new = _new_subview(rewriter, op, new_type, cast.operands[0], offsets, sizes, strides)
        rewriter.replace_op(op, [_cast(rewriter, new, result.type, op.loc)])
        return True


def _constant_entry(e: int | Value) -> int | None:
    """getConstantIntValue of a mixed entry."""
    from gpuopt.dialects.memref import constant_int

    return e if isinstance(e, int) else constant_int(e)


class TrivialSubViewOpFolder(RewritePattern):
    """A subview of the whole source (offsets 0, strides 1, the source's static sizes) is its source, cast
    to the subview's type when that differs."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source, result = op.operands[0], op.results[0]
        if source.type.rank != result.type.rank:
            return False
        offsets, sizes, strides = _mixed(op)
        if any(_constant_entry(e) != 0 for e in offsets) or any(_constant_entry(e) != 1 for e in strides):
            return False
        if any(_constant_entry(e) != s for e, s in zip(sizes, source.type.shape)):
            return False
        if source.type == result.type:
            rewriter.replace_op(op, [source])
        else:
            rewriter.set_insertion_point(op)
            rewriter.replace_op(op, [_cast(rewriter, source, result.type, op.loc)])
        return True


# ---------------------------------------------------------------------------------------------------------
# view


class ViewOpShapeFolder(RewritePattern):
    """Sizes given by index constants become static in the view's type, cast back to the old type."""

    root = "memref.view"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if all(constant_index(v) is None for v in op.operands):
            return False
        t = op.results[0].type
        shape: list[int] = []
        kept: list[Value] = []
        sizes = iter(op.sizes)  # type: ignore[attr-defined]
        for d in t.shape:
            if d != T.DYNAMIC:
                shape.append(d)
                continue
            v = next(sizes)
            known = constant_index(v)
            shape.append(T.DYNAMIC if known is None else known)
            if known is None:
                kept.append(v)
        new_type = T.MemRefType(tuple(shape), t.element_type, t.layout, t.memory_space)
        if new_type == t:
            return False
        rewriter.set_insertion_point(op)
        new = _create(rewriter, "memref.view", [op.operands[0], op.operands[1], kept], [new_type],
                      loc=op.loc).results[0]
        rewriter.replace_op(op, [_cast(rewriter, new, t, op.loc)])
        return True


class ViewOpMemrefCastFolder(RewritePattern):
    """view(memref.cast (alloc)) -> view(alloc)."""

    root = "memref.view"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = _cast_source(op.operands[0])
        alloc = getattr(cast.operands[0], "op", None) if cast is not None else None
        if alloc is None or alloc.op_name != "memref.alloc":
            return False
        new = ods.create(ods.REGISTRY["memref.view"], [cast.operands[0], op.operands[1],  # type: ignore[union-attr]
                                                       list(op.sizes)],  # type: ignore[attr-defined]
                         [op.results[0].type], loc=op.loc)
        rewriter.replace_op_with_new(op, new)
        return True


# ---------------------------------------------------------------------------------------------------------
# expand_shape / collapse_shape (ReshapeOpsUtils)


def _reshape(rewriter: PatternRewriter, op: Operation, name: str, result_type: T.Type, source: Value,
             groups: list[list[int]]) -> None:
    from gpuopt.dialects.memref_views import i64_array

    attr = A.ArrayAttr(tuple(i64_array(g) for g in groups))
    new = ods.create(ods.REGISTRY[name], [source], [result_type], {"reassociation": attr}, loc=op.loc)
    rewriter.replace_op_with_new(op, new)


def compose_reassociation(producer: list[list[int]], consumer: list[list[int]]) -> list[list[int]] | None:
    """composeReassociationIndices: the groups of two collapses (or two expansions) in a row as one."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(g) for g in consumer):
        return None
    return [[d for c in group for d in producer[c]] for group in consumer]


def reassociation_for_reshape(source: tuple[int, ...], target: tuple[int, ...]) -> list[list[int]] | None:
    """getReassociationIndicesForReshape: the groups that collapse the higher-rank shape into the other one,
    where the shapes show them (static products, or one dynamic dimension for a dynamic one)."""
    if len(source) == len(target):
        return None
    if len(source) < len(target):
        source, target = target, source
    groups: list[list[int]] = []
    current: list[int] = []
    product = 1
    d = 0
    while d < len(source):
        t = len(groups)
        wanted = target[t] if t < len(target) else 1
        while d < len(source) and source[d] != T.DYNAMIC and product * source[d] < wanted:
            product *= source[d]
            current.append(d)
            d += 1
        if d == len(source):  # (14 reads past the shape here)
            return None
        if source[d] == T.DYNAMIC and (wanted != T.DYNAMIC or product != 1):
            return None
        if wanted == T.DYNAMIC and source[d] != T.DYNAMIC:
            return None
        if product * source[d] != wanted:
            return None
        current.append(d)
        d += 1
        if t == len(target):
            current += range(d, len(source))
            d = len(source)
            if groups and current:
                groups[-1] += current
            break
        groups.append(current)
        current = []
        product = 1
    if len(groups) != len(target) or d != len(source):
        return None
    return groups


class CollapseReshapeOps(RewritePattern):
    """collapse(collapse(x)) -> collapse(x), expand(expand(x)) -> expand(x), with the groups composed."""

    def __init__(self, root: str) -> None:
        self.root = root  # type: ignore[misc]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.memref_views import reassociation

        producer = getattr(op.operands[0], "op", None)
        if producer is None or producer.op_name != op.op_name:
            return False
        groups = compose_reassociation(reassociation(producer), reassociation(op))
        if groups is None:
            return False
        _reshape(rewriter, op, op.op_name, op.results[0].type, producer.operands[0], groups)
        return True


class CollapseMixedReshapeOps(RewritePattern):
    """collapse(expand(x)) or expand(collapse(x)) as one reshape of x, where the shapes give its groups."""

    def __init__(self, root: str, inverse: str) -> None:
        self.root = root  # type: ignore[misc]
        self.inverse = inverse

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = getattr(op.operands[0], "op", None)
        if producer is None or producer.op_name != self.inverse:
            return False
        source = producer.operands[0].type
        intermediate, result = op.operands[0].type, op.results[0].type
        groups = reassociation_for_reshape(source.shape, result.shape)
        if groups is None:
            return False
        original_expands = intermediate.rank > source.rank
        resulting_expands = result.rank > source.rank
        name = self.inverse if resulting_expands == original_expands else op.op_name
        _reshape(rewriter, op, name, result, producer.operands[0], groups)
        return True


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """collapse(memref.cast %x) -> collapse %x (cast back when the type changes) where the cast only made the
    type more dynamic."""

    root = "memref.collapse_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.memref import can_fold_into_consumer
        from gpuopt.dialects.memref_views import collapsed_type, reassociation

        cast = _cast_source(op.operands[0])
        if cast is None or not can_fold_into_consumer(cast):
            return False
        groups = reassociation(op)
        source = cast.operands[0]
        new_type = collapsed_type(source.type, groups)
        if new_type == op.results[0].type:
            op.set_operand(0, source)
            return True
        rewriter.set_insertion_point(op)
        attr = op.attributes["reassociation"]
        new = _create(rewriter, "memref.collapse_shape", [source], [new_type], {"reassociation": attr},
                      loc=op.loc).results[0]
        rewriter.replace_op(op, [_cast(rewriter, new, op.results[0].type, op.loc)])
        return True
