"""memref (MLIR 14), continued: dma_start/dma_wait and generic_atomic_rmw with its atomic_yield.  Imported by
gpuopt.dialects.memref, whose ops these are."""

from __future__ import annotations

from typing import Any

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.dialects.memref import fold_memref_cast
from gpuopt.dialects.ods import (
    ANY,
    ANY_MEMREF,
    INDEX,
    NoSideEffect,
    Terminator,
    op,
    operand,
    region,
    result,
    variadic_operand,
)
from gpuopt.dialects.traits import HasParent, TypesMatchWith
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

# ---------------------------------------------------------------------------------------------------------
# dma_start, dma_wait


@op("memref.dma_start")
class DmaStartOp(Operation):
    """`memref.dma_start %src[%i], %dst[%j], %n, %tag[%k] [, %stride, %per_stride] : memref<..>, memref<..>,
    memref<..>`: operands are positional, their split follows the memrefs' ranks."""

    operands_ = variadic_operand(ANY)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        src, src_idx, dst, dst_idx, count, tag, tag_idx, stride_list, types = items
        strides = stride_list or []
        if strides and len(strides) != 2:
            raise DiagnosticError.at(loc, "expected two stride related operands")
        if len(types) != 3:
            raise DiagnosticError.at(loc, "fewer/more types expected")

        def indices(tokens: list[Any] | None) -> list[Value]:
            return p.uses(tokens, [T.index] * len(tokens or []))

        operands = [p.use(src, types[0]), *indices(src_idx), p.use(dst, types[1]), *indices(dst_idx),
                    p.use(count, T.index), p.use(tag, types[2]), *indices(tag_idx), *indices(strides)]
        return ods.create(cls, [operands], [], None, loc=loc)

    def _rank(self, i: int) -> int:
        t = self.operands[i].type
        return t.rank if isinstance(t, T.MemRefType) else 0

    def _layout(self) -> tuple[int, int, int, int]:
        """Positions of the destination memref, the element count, the tag memref, and the operand count
        without the stride pair."""
        dst = 1 + self._rank(0)
        count = dst + 1 + self._rank(dst)
        return dst, count, count + 1, count + 2 + self._rank(count + 1)

    @property
    def is_strided(self) -> bool:
        return len(self.operands) != self._layout()[3]

    def print_custom(self, p: Any) -> None:
        o = self.operands
        dst, count, tag, end = self._layout()
        text = (f"memref.dma_start {p.value(o[0])}[{p.values(o[1:dst])}], "
                f"{p.value(o[dst])}[{p.values(o[dst + 1:count])}], "
                f"{p.value(o[count])}, {p.value(o[tag])}[{p.values(o[tag + 1:end])}]")
        if self.is_strided:
            text += f", {p.values(o[end:end + 2])}"
        p.write(text + p.attr_dict(self.attributes) + f" : {p.type(o[0].type)}, {p.type(o[dst].type)}, "
                f"{p.type(o[tag].type)}")

    def verify(self) -> None:
        o = self.operands
        n = len(o)
        if n < 4:
            raise self.error("expected at least 4 operands")

        def indices_ok(values: list[Value]) -> bool:
            return all(isinstance(v.type, T.IndexType) for v in values)

        if not isinstance(o[0].type, T.MemRefType):
            raise self.error("expected source to be of memref type")
        src_rank = self._rank(0)
        if n < src_rank + 4:
            raise self.error(f"expected at least {src_rank + 4} operands")
        if not indices_ok(o[1:1 + src_rank]):
            raise self.error("expected source indices to be of index type")
        dst = 1 + src_rank
        if not isinstance(o[dst].type, T.MemRefType):
            raise self.error("expected destination to be of memref type")
        expected = src_rank + self._rank(dst) + 4
        if n < expected:
            raise self.error(f"expected at least {expected} operands")
        count = dst + 1 + self._rank(dst)
        if not indices_ok(o[dst + 1:count]):
            raise self.error("expected destination indices to be of index type")
        if not isinstance(o[count].type, T.IndexType):
            raise self.error("expected num elements to be of index type")
        if not isinstance(o[count + 1].type, T.MemRefType):
            raise self.error("expected tag to be of memref type")
        expected += self._rank(count + 1)
        if n < expected:
            raise self.error(f"expected at least {expected} operands")
        if not indices_ok(o[count + 2:expected]):
            raise self.error("expected tag indices to be of index type")
        if n not in (expected, expected + 2):
            raise self.error("incorrect number of operands")
        if n == expected + 2 and not indices_ok(o[expected:]):
            raise self.error("expected stride and num elements per stride to be of type index")

    def fold(self, consts: list[A.Attribute | None]) -> object:
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_memref_cast(self) else None


@op("memref.dma_wait",
    format="$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)")
class DmaWaitOp(Operation):
    """`memref.dma_wait %tag[%i], %n : memref<1xi32>`."""

    tagMemRef = operand(ANY_MEMREF)
    tagIndices = variadic_operand(INDEX)
    numElements = operand(INDEX)

    def verify(self) -> None:
        rank = self.tagMemRef.type.rank  # type: ignore[attr-defined]
        if len(self.tagIndices) != rank:
            raise self.error(f"expected tagIndices to have the same number of elements as the tagMemRef rank, "
                             f"expected {rank}, but got {len(self.tagIndices)}")

    def fold(self, consts: list[A.Attribute | None]) -> object:
        from gpuopt.rewrite import IN_PLACE

        return IN_PLACE if fold_memref_cast(self) else None


# ---------------------------------------------------------------------------------------------------------
# generic_atomic_rmw, atomic_yield

_INT_OR_FLOAT = ods.Constraint("signless integer or floating-point",
                               lambda t: (isinstance(t, T.IntegerType) and t.is_signless) or isinstance(t, T.FloatType))
_INT_OR_FLOAT_MEMREF = ods.Constraint("memref of signless integer or floating-point values",
                                      lambda t: isinstance(t, T.MemRefType) and _INT_OR_FLOAT(t.element_type),
                                      type_class=T.MemRefType)


@op("memref.atomic_yield", traits=(NoSideEffect, Terminator, HasParent("memref.generic_atomic_rmw")),
    format="$result_ attr-dict `:` type($result_)")
class AtomicYieldOp(Operation):
    """`memref.atomic_yield %new : f32`: the value generic_atomic_rmw stores."""

    result_ = operand(ANY)

    def verify(self) -> None:
        parent = self.parent_op
        wanted = parent.results[0].type if parent is not None and parent.results else None
        if wanted != self.result_.type:
            raise self.error(f"types mismatch between yield op: '{self.result_.type}' and its parent: '{wanted}'")


@op("memref.generic_atomic_rmw",
    traits=(TypesMatchWith("memref", "result_", lambda t: t.element_type,
                           "result type matches element type of memref"),))
class GenericAtomicRMWOp(Operation):
    """`%old = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... memref.atomic_yield %new
    : f32 }`: the region computes the stored value from the current one, atomically."""

    memref = operand(_INT_OR_FLOAT_MEMREF)
    indices = variadic_operand(INDEX)
    result_ = result(_INT_OR_FLOAT)
    atomic_body = region(terminator=lambda: AtomicYieldOp)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        memref, indices, type_, body, attrs = items
        if not isinstance(type_, T.MemRefType):
            raise p.custom_error(memref, cls.name, "invalid kind of type specified")
        if not body.blocks:
            from gpuopt.ir.core import Block

            body.add_block(Block())
        return ods.create(cls, [p.use(memref, type_), p.uses(indices, [T.index] * len(indices or []))],
                          [type_.element_type], attrs, [body], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"memref.generic_atomic_rmw {p.value(self.memref)}[{p.values(self.indices)}] : "
                f"{p.type(self.memref.type)} ")
        p.region(self.regions[0])
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        from gpuopt.rewrite.effects import has_no_effect

        if len(self.regions) != 1:
            raise self.error("requires one region")
        body = self.regions[0]
        if len(body.blocks) > 1:
            raise self.error("expects region #0 to have 0 or 1 blocks")
        if body.blocks:  # SingleBlockImplicitTerminator
            if not body.blocks[0].ops:
                raise self.error("expects a non-empty block")
            last = body.blocks[0].ops[-1]
            if not isinstance(last, AtomicYieldOp):
                raise self.error(f"expects regions to end with 'memref.atomic_yield', found '{last.op_name}'").note(
                    "in custom textual format, the absence of terminator implies 'memref.atomic_yield'", self.loc)
        entry = body.blocks[0] if body.blocks else None
        if entry is None or len(entry.args) != 1:
            raise self.error("expected single number of entry block arguments")
        if self.results[0].type != entry.args[0].type:
            raise self.error("expected block argument of the same type result type")
        stack = [o for b in self.regions[0].blocks for o in b.ops]
        stack.reverse()
        while stack:
            nested = stack.pop()
            if not has_no_effect(nested):
                raise DiagnosticError.at(nested.loc, "body of 'memref.generic_atomic_rmw' should contain only "
                                                     "operations with no side effects")
            for r in reversed(nested.regions):
                stack.extend(reversed([o for b in r.blocks for o in b.ops]))
