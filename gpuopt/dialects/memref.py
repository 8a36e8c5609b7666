"""memref (MLIR 14): allocation, access, casts and globals, with upstream's verifier messages.

The strided layout sugar `memref<4x?xf32, offset: ?, strides: [?, 1]>` is parsed here too (see memref.lark):
MLIR 14 keeps no strided attribute, it builds the equivalent affine map, so that is what we store and print.
"""

from __future__ import annotations

from typing import Any

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import AnyAttr, IntEnumAttr, TypedAttr
from gpuopt.dialects.ods import (
    ANY,
    ANY_MEMREF,
    INDEX,
    AttrSizedOperandSegments,
    NoSideEffect,
    Terminator,
    attribute,
    op,
    operand,
    region,
    result,
    variadic_operand,
    variadic_result,
)
from gpuopt.dialects.traits import AllTypesMatch, HasParent, TypesMatchWith
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value
from gpuopt.ir.strided import (
    DYNAMIC_STRIDE,
    layout_symbol_count,
    strided_linear_layout,
    strides_and_offset,
    with_layout,
)
from gpuopt.rewrite.patterns import patterns_of

ANY_RANKED_OR_UNRANKED = ods.of_type(
    T.MemRefType, T.UnrankedMemRefType,
    description="unranked.memref of any type values or memref of any type values")


def _memref_type(p: Any, token: Any, name: str, t: T.Type) -> T.MemRefType:
    """Custom forms whose trailing type must be a ranked memref (parse error otherwise, as in MLIR)."""
    if not isinstance(t, T.MemRefType):
        raise p.error(token, f"custom op '{name}' invalid kind of type specified")
    return t


# ---------------------------------------------------------------------------------------------------------
# Layout maps: strides and offsets (gpuopt.ir.strided, re-exported for the dialects that read them).

map_symbol_count = layout_symbol_count


def _strided_type(p: Any, items: list[Any]) -> T.Type:
    """14 reads the offset and each stride as an unsigned integer or `?`: a negative or zero value is an
    error at the value."""
    from gpuopt.diagnostics import Location
    from gpuopt.syntax import dims as _dims

    dims, element, offset_keyword, offset, *rest = items
    space = rest[-1]
    strides = [s for s in rest[:-1] if s is not None]

    def minus(token: Any) -> Location:
        loc = p.loc(token)
        return Location(loc.file, loc.line, loc.col - 1)

    if isinstance(offset, tuple):
        raise DiagnosticError.at(minus(offset[1]), "invalid offset")
    for stride in strides:
        if isinstance(stride, tuple):
            raise DiagnosticError.at(minus(stride[1]), "invalid integer value: -")
        if stride != DYNAMIC_STRIDE and int(stride) == 0:
            raise p.error(stride, "invalid memref stride")
    shape = _dims(dims)
    if len(strides) != len(shape):
        raise p.error(offset_keyword, f"memref layout mismatch between rank and affine map: {len(shape)} != "
                                      f"{len(strides)}")
    values = [DYNAMIC_STRIDE if s == DYNAMIC_STRIDE else ods.int_literal(s) for s in strides]
    offset_value = DYNAMIC_STRIDE if offset == DYNAMIC_STRIDE else ods.int_literal(offset)
    return with_layout(T.MemRefType(shape, element, None, space), strided_linear_layout(values, offset_value))


# ---------------------------------------------------------------------------------------------------------
# Ops.

class _AllocLike(Operation):
    """`%m = memref.alloc(%d)[%s] {alignment = 8 : i64} : memref<?xf32, #map>`."""

    dynamic_sizes = variadic_operand(INDEX)
    symbol_operands = variadic_operand(INDEX)
    memref = result(ANY_MEMREF)

    @classmethod
    def build(cls, memref_type: T.MemRefType, dynamic_sizes: list[Value] | None = None,
              symbol_operands: list[Value] | None = None, alignment: int | None = None) -> Operation:
        attrs = {"alignment": A.IntegerAttr(alignment, T.i64)} if alignment is not None else {}
        return ods.create(cls, [list(dynamic_sizes or []), list(symbol_operands or [])], [memref_type], attrs)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        sizes, symbols, attrs, type_ = items
        return ods.create(cls, [p.uses(sizes, [T.index] * len(sizes or [])),
                                p.uses(symbols, [T.index] * len(symbols or []))],
                          [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name}({p.values(self.dynamic_sizes)})")
        if self.symbol_operands:
            p.write(f"[{p.values(self.symbol_operands)}]")
        p.write(f"{p.attr_dict(self.attributes, elide=('operand_segment_sizes',))} : {p.type(self.memref.type)}")

    def verify(self) -> None:
        alignment = self.attributes.get("alignment")
        if alignment is not None and not (isinstance(alignment, A.IntegerAttr) and alignment.type == T.i64
                                          and alignment.value >= 0):
            raise self.error("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer "
                             "attribute whose minimum value is 0")
        t = self.memref.type
        if len(self.dynamic_sizes) != t.num_dynamic_dims:
            raise self.error("dimension operand count does not equal memref dynamic dimension count")
        symbols = map_symbol_count(t.layout)
        if len(self.symbol_operands) != symbols:
            raise self.error(f"symbol operand count does not equal memref symbol count: expected {symbols}, "
                             f"got {len(self.symbol_operands)}")


@op("memref.alloc", traits=(AttrSizedOperandSegments,))
class AllocOp(_AllocLike):
    memory_effects = ("alloc",)
    canonicalization_patterns = patterns_of("memref", "SimplifyAllocConst", "SimplifyDeadAlloc")


@op("memref.alloca", traits=(AttrSizedOperandSegments,), syntax="memref_alloc")
class AllocaOp(_AllocLike):
    memory_effects = ("alloc",)

    @classmethod
    def canonicalization_patterns(cls) -> list:
        from gpuopt.rewrite.patterns.memref import SimplifyAllocConst, SimplifyDeadAlloc

        return [SimplifyAllocConst(cls.name), SimplifyDeadAlloc(cls.name)]


@op("memref.dealloc")
class DeallocOp(Operation):
    memory_effects = ("free",)

    def fold(self, consts: list[A.Attribute | None]) -> object:
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_memref_cast(self) else None
    memref = operand(ANY_RANKED_OR_UNRANKED)

    @classmethod
    def build(cls, memref: Value) -> DeallocOp:
        return ods.create(cls, [memref])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        m, attrs, type_ = items
        return ods.create(cls, [p.use(m, type_)], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.dealloc {p.value(self.memref)}{p.attr_dict(self.attributes)} : {p.type(self.memref.type)}")


@op("memref.load")
class LoadOp(Operation):
    memory_effects = ("read",)

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
        return self.results[0] if fold_memref_cast(self) else None
    memref = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    result_ = result(ANY)

    @classmethod
    def build(cls, memref: Value, indices: list[Value]) -> LoadOp:
        return ods.create(cls, [memref, list(indices)], [memref.type.element_type])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        m, indices, attrs, type_ = items
        t = _memref_type(p, m, cls.name, type_)
        return ods.create(cls, [p.use(m, t), p.uses(indices, [T.index] * len(indices or []))], [t.element_type],
                          attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.load {p.value(self.memref)}[{p.values(self.indices)}]{p.attr_dict(self.attributes)} : "
                f"{p.type(self.memref.type)}")

    def verify(self) -> None:
        t = self.memref.type
        if self.result.type != t.element_type:
            raise self.error("failed to verify that result type matches element type of 'memref'")
        if len(self.indices) != t.rank:
            raise self.error("incorrect number of indices for load")


@op("memref.store")
class StoreOp(Operation):
    memory_effects = ("write",)

    def fold(self, consts: list[A.Attribute | None]) -> object:
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_memref_cast(self, self.value) else None
    value = operand(ANY)
    memref = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)

    @classmethod
    def build(cls, value: Value, memref: Value, indices: list[Value]) -> StoreOp:
        return ods.create(cls, [value, memref, list(indices)])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        v, m, indices, attrs, type_ = items
        t = _memref_type(p, m, cls.name, type_)
        return ods.create(cls, [p.use(v, t.element_type), p.use(m, t),
                                p.uses(indices, [T.index] * len(indices or []))], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.store {p.value(self.value)}, {p.value(self.memref)}[{p.values(self.indices)}]"
                f"{p.attr_dict(self.attributes)} : {p.type(self.memref.type)}")

    def verify(self) -> None:
        t = self.memref.type
        if self.value.type != t.element_type:
            raise self.error("failed to verify that type of 'value' matches element type of 'memref'")
        if len(self.indices) != t.rank:
            raise self.error("store index operand count not equal to memref rank")


@op("memref.dim", traits=(NoSideEffect,))
class DimOp(Operation):
    source = operand(ANY_RANKED_OR_UNRANKED)
    index = operand(INDEX)
    result_ = result(INDEX)
    canonicalization_patterns = patterns_of("memref", "DimOfMemRefReshape")

    @classmethod
    def build(cls, source: Value, index: Value) -> DimOp:
        return ods.create(cls, [source, index], [T.index])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, m, i, type_ = items
        return ods.create(cls, [p.use(m, type_), p.use(i, T.index)], [T.index], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.dim{p.attr_dict(self.attributes)} {p.value(self.source)}, {p.value(self.index)} : "
                f"{p.type(self.source.type)}")

    def verify(self) -> None:
        index = constant_int(self.index)
        t = self.source.type
        if index is not None and isinstance(t, T.MemRefType) and not 0 <= index < t.rank:
            raise self.error("index is out of range")

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
        """A static size folds to a constant; a dynamic size of an alloc, alloca, view, subview or
        reinterpret_cast folds to the operand that gave it; dim of a cast is dim of the cast's source."""
        index = consts[1].value if isinstance(consts[1], A.IntegerAttr) else None
        t = self.source.type
        if index is None or not isinstance(t, T.MemRefType) or not 0 <= index < t.rank:
            return None
        if t.shape[index] != T.DYNAMIC:
            return A.IntegerAttr(t.shape[index], T.index)
        owner = getattr(self.source, "op", None)
        if isinstance(owner, _AllocLike):
            return owner.dynamic_sizes[t.shape[:index].count(T.DYNAMIC)]
        if owner is not None and owner.op_name == "memref.view":
            return owner.sizes[t.shape[:index].count(T.DYNAMIC)]  # type: ignore[attr-defined, no-any-return]
        if owner is not None and owner.op_name == "memref.subview":
            dropped = owner.dropped_dims()  # type: ignore[attr-defined]
            if dropped is None:
                return None
            kept = [i for i in range(owner.source.type.rank) if i not in dropped]  # type: ignore[attr-defined]
            return _dynamic_size(owner, kept[index])
        if owner is not None and owner.op_name == "memref.reinterpret_cast":  # (OffsetSizeAndStrideOpInterface)
            return _dynamic_size(owner, index)
        return self.results[0] if fold_memref_cast(self) else None


def _dynamic_size(op: Operation, i: int) -> Value | None:
    """getDynamicSize: the operand of the `i`th size of an op with mixed offsets, sizes and strides (None where
    that size is a constant although the result type has it dynamic, on which 14 asserts)."""
    from gpuopt.dialects.memref_views import static_values

    sizes = static_values(op, "static_sizes")
    if sizes[i] != T.DYNAMIC:
        return None
    return op.sizes[sizes[:i].count(T.DYNAMIC)]  # type: ignore[attr-defined, no-any-return]


def fold_memref_cast(op: Operation, inner: Value | None = None) -> bool:
    """memref::foldMemRefCast: operands (other than `inner`) made by a `memref.cast` from a ranked memref take
    the cast's source instead; whether any did."""
    folded = False
    for i, v in enumerate(op.operands):
        cast = getattr(v, "op", None)
        if isinstance(cast, CastOp) and v is not inner and not isinstance(cast.source.type, T.UnrankedMemRefType):
            op.set_operand(i, cast.source)
            folded = True
    return folded


def can_fold_into_consumer(cast: Operation) -> bool:
    """CastOp::canFoldIntoConsumerOp: a cast between strided ranked memrefs of one element type and rank that
    makes no size, offset or stride more static."""
    src, dst = cast.operands[0].type, cast.results[0].type
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return False
    if src.element_type != dst.element_type or src.rank != dst.rank:
        return False
    a, b = strides_and_offset(src), strides_and_offset(dst)
    if a is None or b is None:
        return False
    if any(s != d and s == T.DYNAMIC and d != T.DYNAMIC for s, d in zip(src.shape, dst.shape)):
        return False
    pairs = [(a[1], b[1]), *zip(a[0], b[0])]
    return not any(s != d and s == DYNAMIC_STRIDE and d != DYNAMIC_STRIDE for s, d in pairs)


def fold_copy_casts(op: Operation, foldable: Any) -> bool:
    """Makes the copy's operands that `foldable` memref.casts their sources; whether any changed.  14 folds
    them even where the copy is left with shapes that cannot match (a cast from memref<8x1xf32> to
    memref<?x?xf32> copied into memref<8x16xf32>), and then fails its verifier; an operand is only taken
    where the copy stays valid, so where 14's result is valid this reaches it."""
    changed = True
    folded = False
    while changed:
        changed = False
        for i in (0, 1):
            cast = getattr(op.operands[i], "op", None)
            if isinstance(cast, CastOp) and foldable(cast) and _compatible_shapes(cast.source.type,
                                                                                   op.operands[1 - i].type):
                op.set_operand(i, cast.source)
                changed = folded = True
    return folded


def constant_int(v: Value) -> int | None:
    """The value of `v` when a constant-like op defines it with an integer attribute (MLIR's m_Constant)."""
    owner = getattr(v, "op", None)
    if owner is None or not ods.has_trait(owner, ods.ConstantLike):
        return None
    value = owner.attributes.get("value")
    return value.value if isinstance(value, A.IntegerAttr) else None


def _compatible_shapes(a: T.Type, b: T.Type) -> bool:
    shaped = (T.MemRefType, T.UnrankedMemRefType, T.RankedTensorType, T.UnrankedTensorType, T.VectorType)
    if not isinstance(a, shaped) or not isinstance(b, shaped):
        return False
    if not hasattr(a, "shape") or not hasattr(b, "shape"):
        return True
    if len(a.shape) != len(b.shape):
        return False
    return all(x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape))


def cast_compatible(a: T.Type, b: T.Type) -> bool:
    """memref.cast's rule: same element type and memory space, compatible shapes and strides; unranked to
    unranked is not a cast."""
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType):
        if a.element_type != b.element_type:
            return False
        if a.layout != b.layout:
            sa, sb = strides_and_offset(a), strides_and_offset(b)
            if sa is None or sb is None or len(sa[0]) != len(sb[0]):
                return False

            def ok(x: int, y: int) -> bool:
                return x == y or DYNAMIC_STRIDE in (x, y)

            if not ok(sa[1], sb[1]) or not all(ok(x, y) for x, y in zip(sa[0], sb[0])):
                return False
        if a.memory_space != b.memory_space or a.rank != b.rank:
            return False
        return all(x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape))
    kinds = (T.MemRefType, T.UnrankedMemRefType)
    if not isinstance(a, kinds) or not isinstance(b, kinds):
        return False
    if isinstance(a, T.UnrankedMemRefType) and isinstance(b, T.UnrankedMemRefType):
        return False
    return a.element_type == b.element_type and a.memory_space == b.memory_space


@op("memref.cast", traits=(NoSideEffect,))
class CastOp(Operation):
    source = operand(ANY)
    dest = result(ANY)

    @classmethod
    def build(cls, source: Value, dest_type: T.Type) -> CastOp:
        return ods.create(cls, [source], [dest_type])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        m, attrs, src, dst = items
        return ods.create(cls, [p.use(m, src)], [dst], attrs, loc=loc)

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | Value | None:
        """cast(cast(x)) casts x; a cast to its source's type is the source (CastOpInterface's fold)."""
        in_place = fold_memref_cast(self)
        if self.source.type == self.dest.type:
            return self.source
        return self.results[0] if in_place else None

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.cast {p.value(self.source)}{p.attr_dict(self.attributes)} : {p.type(self.source.type)} "
                f"to {p.type(self.dest.type)}")

    def verify(self) -> None:
        src, dst = self.source.type, self.dest.type
        if not _compatible_shapes(src, dst):
            raise self.error("requires the same shape for all operands and results")
        for what, t in (("operand", src), ("result", dst)):
            if not ANY_RANKED_OR_UNRANKED(t):
                raise self.error(f"{what} #0 must be {ANY_RANKED_OR_UNRANKED.description}, but got '{t}'")
        if not cast_compatible(src, dst):
            raise self.error(f"operand type '{src}' and result type '{dst}' are cast incompatible")


def tensor_type_of(t: T.MemRefType) -> T.Type:
    return T.RankedTensorType(t.shape, t.element_type)


@op("memref.global")
class GlobalOp(Operation):
    """`memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>` (or `= uninitialized`)."""

    required_attributes = (
        ods.Attr("sym_name", lambda a: isinstance(a, A.StringAttr), message="requires string attribute 'sym_name'"),
        ods.Attr("type", lambda a: isinstance(a, A.TypeAttr) and isinstance(a.value, T.MemRefType),
                 "memref type attribute"),
    )

    @classmethod
    def build(cls, name: str, memref_type: T.MemRefType, initial_value: A.Attribute | None = None,
              visibility: str | None = None, constant: bool = False) -> GlobalOp:
        attrs: dict[str, A.Attribute] = {"sym_name": A.StringAttr(name), "type": A.TypeAttr(memref_type)}
        if visibility:
            attrs["sym_visibility"] = A.StringAttr(visibility)
        if initial_value is not None:
            attrs["initial_value"] = initial_value
        if constant:
            attrs["constant"] = A.UnitAttr()
        return cls(cls.name, [], [], attrs)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        visibility, constant, sym, type_, initial, attrs = items
        from gpuopt.syntax import string_value as A_string
        from gpuopt.syntax import symbol_name as _symbol_name

        if not isinstance(type_, T.MemRefType) or not type_.has_static_shape:
            raise DiagnosticError.at(loc, f"custom op 'memref.global' type should be static shaped memref, but got "
                                    f"'{type_}'")
        attributes: dict[str, A.Attribute] = {"sym_name": A.StringAttr(_symbol_name(sym))}
        if visibility is not None:
            attributes["sym_visibility"] = A.StringAttr(A_string(visibility))
        if constant is not None:
            attributes["constant"] = A.UnitAttr()
        attributes["type"] = A.TypeAttr(type_)
        if initial is not None:
            if initial is _UNINITIALIZED:
                attributes["initial_value"] = A.UnitAttr()
            else:
                attributes["initial_value"] = _dense(p, loc, initial, tensor_type_of(type_))
        attributes.update(attrs or {})
        return cls(cls.name, [], [], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("memref.global ")
        vis = self.attributes.get("sym_visibility")
        if isinstance(vis, A.StringAttr):
            p.write(f"{vis} ")
        if "constant" in self.attributes:
            p.write("constant ")
        p.write(f"@{A.quote_key(self.attributes['sym_name'].value)} : {p.type(self.type)}")  # type: ignore[attr-defined]
        init = self.attributes.get("initial_value")
        if isinstance(init, A.UnitAttr):
            p.write(" = uninitialized")
        elif isinstance(init, A.DenseElementsAttr):
            p.write(f" = dense<{init.literal()}>")
        elif init is not None:
            p.write(f" = {p.attr(init)}")
        p.write(p.attr_dict(self.attributes, elide=("sym_name", "sym_visibility", "constant", "type",
                                                    "initial_value")))

    @property
    def type(self) -> T.Type:
        t = self.attributes.get("type")
        return t.value if isinstance(t, A.TypeAttr) else T.NoneType()

    def verify(self) -> None:
        t = self.type
        if not isinstance(t, T.MemRefType) or not t.has_static_shape:
            raise self.error(f"type should be static shaped memref, but got '{t}'")
        init = self.attributes.get("initial_value")
        if init is not None:
            if not isinstance(init, (A.UnitAttr, A.DenseElementsAttr)):
                raise self.error(f"initial value should be a unit or elements attribute, but got {init}")
            if isinstance(init, A.DenseElementsAttr) and init.type != tensor_type_of(t):
                raise self.error(f"initial value expected to be of type {tensor_type_of(t)}, but was of type "
                                 f"{init.type}")
        alignment = self.attributes.get("alignment")
        if isinstance(alignment, A.IntegerAttr) and (alignment.value <= 0
                                                     or alignment.value & (alignment.value - 1)):
            raise DiagnosticError.at(self.loc, f"alignment attribute value {alignment.value} is not a power of 2")


@op("memref.get_global", traits=(NoSideEffect,))
class GetGlobalOp(Operation):
    result_ = result(ods.Constraint("statically shaped memref of any type values",
                                    lambda t: isinstance(t, T.MemRefType) and t.has_static_shape))

    @classmethod
    def build(cls, name: str, memref_type: T.MemRefType) -> GetGlobalOp:
        return cls(cls.name, [], [memref_type], {"name": A.SymbolRefAttr(name)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        sym, attrs, type_ = items
        return ods.create(cls, [], [type_], {"name": sym, **(attrs or {})}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.get_global {self.attributes['name']}{p.attr_dict(self.attributes, elide=('name',))} : "
                f"{p.type(self.result.type)}")

    def verify(self) -> None:
        name = self.attributes.get("name")
        if not isinstance(name, A.SymbolRefAttr):
            raise self.error("requires attribute 'name'")
        from gpuopt.dialects.ods import lookup_symbol

        target = lookup_symbol(self, name.root)
        if not isinstance(target, GlobalOp):
            raise self.error(f"'{name.root}' does not reference a valid global memref")
        if target.type != self.result.type:
            raise self.error(f"result type '{self.result.type}' does not match type '{target.type}' of the global "
                             f"memref @{name.root}")


# ---------------------------------------------------------------------------------------------------------
# The rest of MLIR 14's memref ops.

@op("memref.rank", traits=(NoSideEffect,), format="$memref attr-dict `:` type($memref)")
class RankOp(Operation):
    """`%r = memref.rank %m : memref<*xf32>`."""

    memref = operand(ANY_RANKED_OR_UNRANKED)
    result_ = result(INDEX)

    def fold(self, consts: list[A.Attribute | None]) -> A.Attribute | None:
        t = self.memref.type
        return A.IntegerAttr(t.rank, T.index) if isinstance(t, T.MemRefType) else None


@op("memref.copy", format="$source `,` $target attr-dict `:` type($source) `to` type($target)")
class CopyOp(Operation):
    """`memref.copy %a, %b : memref<4xf32> to memref<4xf32>`."""

    source = operand(ANY_RANKED_OR_UNRANKED)
    target = operand(ANY_RANKED_OR_UNRANKED)
    canonicalization_patterns = patterns_of("memref", "FoldCopyOfCast", "FoldSelfCopy")

    def fold(self, consts: list[A.Attribute | None]) -> object:
        """copy(memref.cast) -> copy, for the casts canFoldIntoConsumerOp allows."""
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_copy_casts(self, can_fold_into_consumer) else None

    def verify(self) -> None:
        a, b = self.source.type, self.target.type
        if a.element_type != b.element_type:  # type: ignore[attr-defined]
            raise self.error("requires the same element type for all operands")
        if not _compatible_shapes(a, b):
            raise self.error("requires the same shape for all operands")


@op("memref.assume_alignment", format="$memref `,` $alignment attr-dict `:` type($memref)")
class AssumeAlignmentOp(Operation):
    """`memref.assume_alignment %m, 16 : memref<4xf32>`."""

    memref = operand(ANY_MEMREF)
    alignment = attribute(TypedAttr(T.i32, "32-bit signless integer attribute whose value is positive"))

    def verify(self) -> None:
        value = self.attributes["alignment"].value  # type: ignore[attr-defined]
        if value <= 0:
            raise self.error("attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute "
                             "whose value is positive")
        if value & (value - 1):
            raise self.error("alignment must be power of 2")


def _tensor_of(t: T.Type) -> T.Type:
    if isinstance(t, T.MemRefType):
        return T.RankedTensorType(t.shape, t.element_type)
    return T.UnrankedTensorType(t.element_type)  # type: ignore[attr-defined]


@op("memref.tensor_store",
    traits=(TypesMatchWith("memref", "tensor", _tensor_of, "type of 'value' matches tensor equivalent of 'memref'"),),
    format="$tensor `,` $memref attr-dict `:` type($memref)")
class TensorStoreOp(Operation):
    """`memref.tensor_store %t, %m : memref<4xf32>`."""

    tensor = operand(ods.Constraint("tensor of any type values",
                                    lambda t: isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))))
    memref = operand(ANY_RANKED_OR_UNRANKED)


_BYTE_BUFFER = ods.Constraint("1D memref of 8-bit signless integer values",
                              lambda t: isinstance(t, T.MemRefType) and t.rank == 1 and t.element_type == T.i8,
                              type_class=T.MemRefType)


@op("memref.view", traits=(NoSideEffect,),
    format="$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type($result_)")
class ViewOp(Operation):
    """`%v = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>`."""

    source = operand(_BYTE_BUFFER)
    byte_shift = operand(INDEX)
    sizes = variadic_operand(INDEX)
    result_ = result(ods.unchecked())  # (14's parser takes any type here; the verifier rejects it)
    canonicalization_patterns = patterns_of("memref", "ViewOpShapeFolder", "ViewOpMemrefCastFolder")

    def verify(self) -> None:
        """14 reports these without the op's name (emitError)."""
        if not ANY_MEMREF(self.result_.type):
            raise self.error(f"result #0 must be {ANY_MEMREF.description}, but got '{self.result_.type}'")
        base: T.MemRefType = self.source.type  # type: ignore[assignment]
        view: T.MemRefType = self.result_.type  # type: ignore[assignment]
        if base.layout is not None and not getattr(base.layout, "is_identity", False):
            raise DiagnosticError.at(self.loc, f"unsupported map for base memref type '{base}'")
        if view.layout is not None and not getattr(view.layout, "is_identity", False):
            raise DiagnosticError.at(self.loc, f"unsupported map for result memref type '{view}'")
        if base.memory_space != view.memory_space:
            raise DiagnosticError.at(self.loc, f"different memory spaces specified for base memref type '{base}' "
                                               f"and view memref type '{view}'")
        if len(self.sizes) != view.num_dynamic_dims:
            raise DiagnosticError.at(self.loc, f"incorrect number of size operands for type '{view}'")


class _EnumKeyword(IntEnumAttr):
    """An I64EnumAttr that 14's declarative parser reads as a string or keyword, with its message."""

    def __init__(self, cases: list[str], cpp_enum: str, attr_name: str) -> None:
        super().__init__(cases, cpp_enum)
        self.attr_name = attr_name

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        if str(parsed) not in self.cases:
            raise p.custom_error(parsed, op_name, "expected string or keyword containing one of the following enum "
                                 f"values for attribute '{self.attr_name}' [{', '.join(self.cases)}]")
        return self.attr(str(parsed))


ATOMIC_RMW_KINDS = ["addf", "addi", "assign", "maxf", "maxs", "maxu", "minf", "mins", "minu", "mulf", "muli", "ori",
                    "andi"]
ATOMIC_RMW_KIND = _EnumKeyword(ATOMIC_RMW_KINDS, "AtomicRMWKind", "kind")
_ATOMIC_VALUE = ods.Constraint("signless integer or floating-point",
                               lambda t: (isinstance(t, T.IntegerType) and t.is_signless)
                               or isinstance(t, T.FloatType))


def _element_type(t: T.Type) -> T.Type:
    return t.element_type  # type: ignore[attr-defined, no-any-return]


@op("memref.atomic_rmw",
    traits=(TypesMatchWith("memref", "value", _element_type, "value type matches element type of memref"),
            AllTypesMatch("value", "result_")),
    format="$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` "
           "type($result_)")
class AtomicRMWOp(Operation):
    """`%old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`."""

    kind = attribute(ATOMIC_RMW_KIND)
    value = operand(_ATOMIC_VALUE)
    memref = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    result_ = result(_ATOMIC_VALUE)

    def verify(self) -> None:
        if self.memref.type.rank != len(self.indices):
            raise self.error("expects the number of subscripts to be equal to memref rank")
        kind = self.kind
        t = self.value.type
        if kind in ("addf", "maxf", "minf", "mulf") and not isinstance(t, T.FloatType):
            raise self.error(f"with kind '{kind}' expects a floating-point type")
        if kind in ("addi", "maxs", "maxu", "mins", "minu", "muli") and not isinstance(t, T.IntegerType):
            raise self.error(f"with kind '{kind}' expects an integer type")

    def fold(self, consts: list[A.Attribute | None]) -> Value | None:
        return self.results[0] if fold_memref_cast(self, self.value) else None


_LOCALITY = AnyAttr("32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
                    lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i32 and 0 <= a.value <= 3)
_BOOL = AnyAttr("bool attribute", lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i1)


@op("memref.prefetch")
class PrefetchOp(Operation):
    """`memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`."""

    memref = operand(ANY_MEMREF)
    indices = variadic_operand(INDEX)
    isWrite = attribute(_BOOL)
    localityHint = attribute(_LOCALITY)
    isDataCache = attribute(_BOOL)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        m, indices, rw, *locality_parts, cache, attrs, type_ = items
        locality = next(t for t in locality_parts if getattr(t, "type", None) == "INTEGER")
        t = _memref_type(p, m, cls.name, type_)
        if str(rw) not in ("read", "write"):
            raise DiagnosticError.at(loc, f"custom op '{cls.name}' rw specifier has to be 'read' or 'write'")
        if str(cache) not in ("data", "instr"):
            raise DiagnosticError.at(loc, f"custom op '{cls.name}' cache type has to be 'data' or 'instr'")
        attributes = {"localityHint": A.IntegerAttr(ods.int_literal(locality), T.i32),
                      "isWrite": A.bool_attr(str(rw) == "write"), "isDataCache": A.bool_attr(str(cache) == "data"),
                      **(attrs or {})}
        return ods.create(cls, [p.use(m, t), p.uses(indices, [T.index] * len(indices or []))], [], attributes,
                          loc=loc)

    def print_custom(self, p: Any) -> None:
        a = self.attributes
        p.write(f"memref.prefetch {p.value(self.memref)}[{p.values(self.indices)}], "
                f"{'write' if a['isWrite'].value else 'read'}, "  # type: ignore[attr-defined]
                f"locality<{a['localityHint'].value}>, "  # type: ignore[attr-defined]
                f"{'data' if a['isDataCache'].value else 'instr'}"  # type: ignore[attr-defined]
                f"{p.attr_dict(a, elide=('localityHint', 'isWrite', 'isDataCache'))} : {p.type(self.memref.type)}")

    def verify(self) -> None:
        if len(self.operands) != 1 + self.memref.type.rank:
            raise self.error("too few indices")

    def fold(self, consts: list[A.Attribute | None]) -> object:
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_memref_cast(self) else None


@op("memref.alloca_scope.return", traits=(NoSideEffect, Terminator, HasParent("memref.alloca_scope")),
    format="attr-dict ($results_^ `:` type($results_))?")
class AllocaScopeReturnOp(Operation):
    """`memref.alloca_scope.return %v : f32` (left out of the custom form when it returns nothing)."""

    results_ = variadic_operand(ANY)


@op("memref.alloca_scope")
class AllocaScopeOp(Operation):
    """`%r = memref.alloca_scope -> (f32) { ... }`: allocas inside are freed when the region exits."""

    results_ = variadic_result(ANY)
    bodyRegion = region(terminator=lambda: AllocaScopeReturnOp)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        types, body, attrs = items
        ods.ensure_terminator(lambda: AllocaScopeReturnOp, body, loc)
        return ods.create(cls, [], [list(types or [])], attrs, [body], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("memref.alloca_scope ")
        if self.results:
            p.write(f" -> ({p.types([r.type for r in self.results])})")
        p.write(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(self.results))
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        """RegionBranchOpInterface: what the region returns is what the op gives."""
        block = self.regions[0].blocks[0] if self.regions and self.regions[0].blocks else None
        last = block.ops[-1] if block is not None and block.ops else None
        if not isinstance(last, AllocaScopeReturnOp):
            return
        returned, wanted = last.operands, self.results
        if len(returned) != len(wanted):
            raise self.error(f" region control flow edge from Region #0 to parent results: source has "
                             f"{len(returned)} operands, but target successor needs {len(wanted)}")
        for i, (a, b) in enumerate(zip(returned, wanted)):
            if a.type != b.type:
                raise self.error(f" along control flow edge from Region #0 to parent results: source type #{i} "
                                 f"'{a.type}' should match input type #{i} '{b.type}'")


# ---------------------------------------------------------------------------------------------------------
# Grammar helpers.

_UNINITIALIZED = object()


def _dense(p: Any, loc: Any, literal: Any, tensor_type: T.Type) -> A.Attribute:
    """`dense<...>` without a type takes the global's tensor type; its shape must match the literal's."""
    shape = _literal_shape(literal)
    if shape is not None and isinstance(tensor_type, T.ShapedType) and shape != tensor_type.shape:
        inferred = ", ".join(map(str, shape))
        expected = ", ".join(map(str, tensor_type.shape))
        raise DiagnosticError.at(loc, f"inferred shape of elements literal ([{inferred}]) does not match type "
                                      f"([{expected}])")
    return p.dense_attr([literal, tensor_type])


def _literal_shape(literal: Any) -> tuple[int, ...] | None:
    """The nesting of a `[..]` literal; None for a splat."""
    if not isinstance(literal, list):
        return None
    shape = [len(literal)]
    inner = literal[0] if literal else None
    while isinstance(inner, list):
        shape.append(len(inner))
        inner = inner[0] if inner else None
    return tuple(shape)


def _initial_value(p: Any, items: list[Any]) -> Any:
    """`uninitialized`, or the literal of `dense<...>` (typed later, from the global's memref type)."""
    if items and getattr(items[0], "type", None) == "MEMREF_UNINITIALIZED":
        return _UNINITIALIZED
    return items[0] if items else None


GRAMMAR_CALLBACKS = {
    "memref_initial_value": _initial_value,
    "memref_strided_type": _strided_type,
    "memref_stride": lambda p, items: items[0],
    "memref_negative_stride": lambda p, items: ("-", items[0]),
    "memref_dynamic_stride": lambda p, items: DYNAMIC_STRIDE,
}


def materialize_constant(value: A.Attribute, type_: T.Type) -> Operation | None:
    """MemRefDialect::materializeConstant: an arith constant."""
    from gpuopt.dialects.arith import materialize_constant as arith_constant

    return arith_constant(value, type_)


_PARTS = {**dict.fromkeys(("AtomicYieldOp", "DmaStartOp", "DmaWaitOp", "GenericAtomicRMWOp"), "memref_dma"),
          **dict.fromkeys(("CollapseShapeOp", "ExpandShapeOp", "ReinterpretCastOp", "ReshapeOp", "SubViewOp",
                           "TransposeOp"), "memref_views")}
"""The view, DMA and generic atomic ops live beside this module, imported at their first use."""


def __getattr__(name: str) -> Any:
    from gpuopt.dialects import part_attribute

    return part_attribute(_PARTS, name, __name__)
