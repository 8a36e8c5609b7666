"""memref -> LLVM for the ops whose lowering makes blocks (MLIR 14's MemRefToLLVM): alloca_scope (its body
between llvm.intr.stacksave and stackrestore) and generic_atomic_rmw (a compare-and-swap loop)."""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor
from gpuopt.conversion.memref_lowering import intrinsic, strided_element_ptr
from gpuopt.dialects import llvm, memref
from gpuopt.ir.cloning import IRMapping, clone_op
from gpuopt.ir.core import Operation


class AllocaScopeOpLowering(ConversionPattern):
    """The body inlined where the op was: the stack saved before it and restored before each exit of its last
    block, which branches to a block taking the returned values (then on to the ops after the scope)."""

    root = memref.AllocaScopeOp
    creates_blocks = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        current = rw.block
        region = current.parent  # type: ignore[union-attr]
        remaining = rw.split_block(current, op)  # type: ignore[arg-type]
        if op.results:
            continue_block = rw.create_block(region, remaining, [r.type for r in op.results])  # type: ignore[arg-type]
            with rw.insertion_at_end(continue_block):
                rw.create(llvm.BrOp.build(remaining))
        else:
            continue_block = remaining
        body = op.regions[0]
        before_body, after_body = body.blocks[0], body.blocks[-1]
        rw.inline_region_before(body, region, continue_block)  # type: ignore[arg-type]
        saved = intrinsic(rw, "llvm.intr.stacksave", [], [rw.converter.void_ptr]).results[0]
        rw.create(llvm.BrOp.build(before_body))
        terminator = after_body.ops[-1]
        values = list(terminator.operands)
        rw.erase_op(terminator)
        with rw.insertion_at_end(after_body):
            intrinsic(rw, "llvm.intr.stackrestore", [saved])
            rw.create(llvm.BrOp.build(continue_block, values))
        rw.replace_op(op, list(continue_block.args) if op.results else [])


class GenericAtomicRMWOpLowering(ConversionPattern):
    """The current value loaded, then a loop: the body computes the new value from the loop's, cmpxchg stores
    it if memory still holds the loop's, and the loop repeats with what memory held otherwise.  As in 14, a
    body op or an op after the atomic one that the conversion cannot legalize (say an arith op under
    convert-memref-to-llvm) leaves the op as it is: 14 rolls such a pattern back."""

    root = memref.GenericAtomicRMWOp
    creates_blocks = True

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        entry = op.regions[0].blocks[0]
        current = rw.block
        after = rw.following_ops()
        for nested in entry.ops[:-1] + after:
            if not rw.legalizable(nested):
                raise MatchFailure(f"'{nested.op_name}' would be left unconverted in the lowered loop")
        value_type = rw.converter.convert_type(op.results[0].type)
        region = current.parent  # type: ignore[union-attr]
        end = rw.split_block(current, op)  # type: ignore[arg-type]
        loop = rw.create_block(region, end, [value_type])  # type: ignore[arg-type]
        ptr = strided_element_ptr(rw, MemRefDescriptor(adaptor.memref), op.operands[0].type, list(adaptor.indices))
        initial = rw.create(llvm.LoadOp.build(ptr)).result
        rw.create(llvm.BrOp.build(loop, [initial]))
        loaded = loop.args[0]
        mapping = IRMapping()
        mapping.map(entry.args[0], loaded)
        with rw.insertion_at_end(loop):
            for nested in entry.ops[:-1]:
                rw.create(clone_op(nested, mapping))
            new_value = mapping.lookup(entry.ops[-1].operands[0])
            pair = rw.create(llvm.AtomicCmpXchgOp.build(ptr, loaded, new_value)).result
            seen = rw.create(llvm.ExtractValueOp.build(pair, [0])).result
            ok = rw.create(llvm.ExtractValueOp.build(pair, [1])).result
            rw.create(llvm.CondBrOp.build(ok, end, [], loop, [seen]))
        rw.replace_op(op, [seen])
