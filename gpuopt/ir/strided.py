"""Strided memref layouts, as MLIR 14's BuiltinTypes utilities compute them.

getStridesAndOffset (in expression and in integer form), isStrided, makeStridedLinearLayoutMap,
makeCanonicalStridedLayoutExpr and canonicalizeStridedLayout: the memref ops' verifiers and the layouts
they infer are built from these, so each follows upstream's order of operations (what it prints depends on
it).  A dynamic stride or offset is `DYNAMIC_STRIDE` (ShapedType::kDynamicStrideOrOffset).
"""

from __future__ import annotations

from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.affine import AffineMap, const, dim, is_symbolic_or_constant, simplify, sym
from gpuopt.ir.attributes import AffineExpr, affine_add, affine_mul

DYNAMIC_STRIDE = -(2**63)
"""A `?` stride or offset; -1 is a real stride."""


def layout_map(t: T.MemRefType) -> AffineMap | None:
    """The layout as an affine map (the identity when there is none); None for a layout that is no map."""
    if t.layout is None:
        return AffineMap.identity(t.rank)
    return AffineMap.of(t.layout)


def with_layout(t: T.MemRefType, layout: AffineMap | None, shape: tuple[int, ...] | list[int] | None = None
                ) -> T.MemRefType:
    """`t` with another layout (an identity one is no layout, as MLIR drops it) and optionally a shape."""
    attr = None if layout is None or layout.is_identity else layout.attr
    return T.MemRefType(tuple(t.shape if shape is None else shape), t.element_type, attr, t.memory_space)


def canonical_strided_layout_expr(shape: tuple[int, ...] | list[int]) -> AffineExpr:
    """makeCanonicalStridedLayoutExpr: the row-major layout of `shape`, a symbol for each stride behind a
    dynamic size; 0 when a size is 0."""
    if 0 in shape:
        return const(0)
    expr: AffineExpr | None = None
    symbols = 0
    running = 1
    dynamic = False
    for i in reversed(range(len(shape))):
        if dynamic:
            stride = sym(symbols)
            symbols += 1
        else:
            stride = const(running)
        term = affine_mul(dim(i), stride)
        expr = term if expr is None else affine_add(expr, term)
        if shape[i] == T.DYNAMIC:
            dynamic = True
        else:
            running *= shape[i]
    assert expr is not None
    return simplify(expr, len(shape), symbols)


def _extract(e: AffineExpr, factor: AffineExpr, strides: list[AffineExpr], offset: list[AffineExpr]) -> bool:
    """extractStrides: the stride of each dimension and the offset of a sum of products."""
    kind = e[0]
    if kind == "d":
        strides[e[1]] = affine_add(strides[e[1]], factor)
        return True
    if kind in ("c", "s"):
        offset[0] = affine_add(offset[0], affine_mul(e, factor))
        return True
    if kind == "*":
        lhs, rhs = e[1], e[2]
        if lhs[0] == "d":
            strides[lhs[1]] = affine_add(strides[lhs[1]], affine_mul(rhs, factor))
            return True
        if is_symbolic_or_constant(lhs):
            return _extract(rhs, affine_mul(factor, lhs), strides, offset)
        return _extract(lhs, affine_mul(factor, rhs), strides, offset)
    if kind == "+":
        first = _extract(e[1], factor, strides, offset)
        second = _extract(e[2], factor, strides, offset)
        return first and second
    return False


def strides_and_offset_exprs(t: T.MemRefType) -> tuple[list[AffineExpr], AffineExpr] | None:
    """getStridesAndOffset (expressions); None when the layout is not strided."""
    m = layout_map(t)
    if m is None or (len(m.results) != 1 and not m.is_identity):
        return None
    strides: list[AffineExpr] = [const(0)] * t.rank
    offset = [const(0)]
    if m.is_identity:
        if t.rank == 0:
            return strides, offset[0]
        _extract(canonical_strided_layout_expr(t.shape), const(1), strides, offset)
        return strides, offset[0]
    if not _extract(simplify(m.results[0], m.dims, m.symbols), const(1), strides, offset):
        return None
    strides = [simplify(s, m.dims, m.symbols) for s in strides]
    if any(s == const(0) for s in strides):
        return None
    return strides, simplify(offset[0], m.dims, m.symbols)


def strides_and_offset(t: T.MemRefType) -> tuple[list[int], int] | None:
    """getStridesAndOffset (integers): constants, or `DYNAMIC_STRIDE`."""
    found = strides_and_offset_exprs(t)
    if found is None:
        return None
    strides, offset = found
    return ([s[1] if s[0] == "c" else DYNAMIC_STRIDE for s in strides],
            offset[1] if offset[0] == "c" else DYNAMIC_STRIDE)


def is_strided(t: T.MemRefType) -> bool:
    return strides_and_offset_exprs(t) is not None


def strided_linear_layout(strides: list[int] | tuple[int, ...], offset: int) -> AffineMap:
    """makeStridedLinearLayoutMap: `offset + sum(d_i * stride_i)`, a new symbol for each dynamic value."""
    symbols = 0
    if offset == DYNAMIC_STRIDE:
        expr = sym(0)
        symbols = 1
    else:
        expr = const(offset)
    for i, stride in enumerate(strides):
        if stride == DYNAMIC_STRIDE:
            factor = sym(symbols)
            symbols += 1
        else:
            factor = const(stride)
        expr = affine_add(expr, affine_mul(dim(i), factor))
    return AffineMap(len(strides), symbols, (expr,))


def strided_type(t: T.MemRefType, shape: tuple[int, ...] | list[int], strides: list[int], offset: int
                 ) -> T.MemRefType:
    """`t`'s element type and memory space with `shape` and the strided linear layout."""
    return with_layout(t, strided_linear_layout(strides, offset), shape)


def canonicalize_strided_layout(t: T.MemRefType) -> T.MemRefType:
    """canonicalizeStridedLayout: no layout when the simplified layout is the canonical row-major one,
    else the simplified layout."""
    m = layout_map(t)
    if m is None or m.is_identity or len(m.results) > 1:
        return t
    if m.dims == 0 and m.symbols == 0:
        return with_layout(t, None) if m.results[0] == const(0) else t
    if t.rank == 0:
        return t
    simplified = simplify(m.results[0], m.dims, m.symbols)
    if canonical_strided_layout_expr(t.shape) != simplified:
        return with_layout(t, AffineMap(m.dims, m.symbols, (simplified,)))
    return with_layout(t, None)


def layout_symbol_count(layout: A.Attribute | None) -> int:
    m = AffineMap.of(layout) if layout is not None else None
    return m.symbols if m is not None else 0
