"""The async ops' structural type conversion that `--gpu-to-llvm` runs (MLIR 14's
populateAsyncStructuralTypeConversionsAndLegality): `async.execute`, `async.await` and `async.yield` keep
their kind and take converted types (`!async.value<memref<...>>` -> `!async.value<!llvm.struct<...>>`,
`!gpu.async.token` inside -> `!llvm.ptr<i8>`); an op whose types are legal already is left as it is."""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation


class _StructuralPattern(ConversionPattern):
    def converted_types(self, op: Operation) -> list[T.Type]:
        """The op's result types converted; MatchFailure when the op is legal (its types are their own
        lowering) or a type has none."""
        values = [*op.operands, *op.results]
        if all(self.converter.is_legal_type(v.type) for v in values):
            raise MatchFailure("the op's types are legal", applies=False)
        types = [self.converter.convert_type(r.type) for r in op.results]
        if any(t is None for t in types) or any(self.converter.convert_type(v.type) is None for v in op.operands):
            raise MatchFailure("a type has no LLVM lowering")
        return types  # type: ignore[return-value]


class ConvertExecuteOpTypes(_StructuralPattern):
    """The execute rebuilt with converted operands and result types; its body's arguments are converted as
    the driver reaches it."""

    root = "async.execute"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        types = self.converted_types(op)
        new = type(op)(op.op_name, list(adaptor.operands), types, dict(op.attributes), None, [], op.loc)
        region = rw.take_region(op)
        new.add_region(region)
        if region.blocks:
            rw.convert_entry_arguments.add(region.blocks[0])
        rw.create(new)
        rw.replace_op(op, list(new.results))


class ConvertAwaitOpTypes(_StructuralPattern):
    root = "async.await"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects.async_ import AwaitOp

        self.converted_types(op)
        new = rw.create(AwaitOp.build(adaptor.operands[0]))
        rw.replace_op(op, list(new.results))


class ConvertYieldOpTypes(_StructuralPattern):
    root = "async.yield"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        from gpuopt.dialects.async_ import YieldOp

        self.converted_types(op)
        rw.create(YieldOp.build(list(adaptor.operands)))
        rw.replace_op(op, [])


def async_structural_patterns(converter) -> list[ConversionPattern]:
    converter.async_structural = True
    return [cls(converter) for cls in (ConvertExecuteOpTypes, ConvertAwaitOpTypes, ConvertYieldOpTypes)]
