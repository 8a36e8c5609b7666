"""The conversion rewriter's structural API (split, inline, merge and erase blocks, signature conversion, symbol
insertion) driven by small patterns over unregistered `test.*` ops, as upstream's test passes do."""

from __future__ import annotations

import textwrap

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.framework import (
    Adaptor,
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)
from gpuopt.conversion.type_converter import LLVMTypeConverter
from gpuopt.dialects import ods, std
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.parser import parse
from gpuopt.printer import print_module
from gpuopt.verifier import verify

WRAP = """
func @f(%c: i1, %x: i32) -> i32 {
  %0 = "test.wrap"(%x) ({
  ^bb0(%a: i32):
    %1 = arith.addi %a, %a : i32
    "test.yield"(%1) : (i32) -> ()
  ^bb1:
    "test.never"() : () -> ()
  }) : (i32) -> i32
  %2 = arith.muli %0, %x : i32
  return %2 : i32
}
"""


class InlineWrap(ConversionPattern):
    """`test.wrap`: the region becomes blocks of the function, branched to and back (scf.execute_region's
    lowering); `merge` folds the first block into the current one instead of branching."""

    root = "test.wrap"

    def __init__(self, converter: LLVMTypeConverter, merge: bool) -> None:
        super().__init__(converter)
        self.merge = merge

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        here = rw.block
        assert here is not None and rw.region is not None
        after = rw.split_block(here, op)
        result = after.add_argument(op.results[0].type)
        body = op.regions[0]
        first, extra = body.blocks
        rw.inline_region_before(body, rw.region, after)
        rw.erase_block(extra)
        terminator = first.ops[-1]
        with rw.insertion_at_end(first):
            rw.create(ods.create(std.BranchOp, [list(terminator.operands)], [], successors=[after]))
        rw.erase_op(terminator)
        if self.merge:
            rw.merge_blocks(first, here, list(adaptor.operands))
        else:
            with rw.insertion_at_end(here):
                rw.create(ods.create(std.BranchOp, [list(adaptor.operands)], [], successors=[first]))
        rw.replace_op(op, [result])


def _convert(text: str, patterns: list[ConversionPattern]) -> str:
    module = parse(textwrap.dedent(text), allow_unregistered=True)
    target = ConversionTarget()
    apply_partial_conversion(module, target, patterns, LLVMTypeConverter())
    verify(module)
    return print_module(module)


def test_split_inline_and_erase_blocks() -> None:
    out = _convert(WRAP, [InlineWrap(LLVMTypeConverter(), merge=False)])
    assert "test.wrap" not in out and "test.never" not in out and "test.yield" not in out
    body = out[out.index("{", out.index("func")):]
    assert body.split() == """{
    br ^bb1(%arg1 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.addi %0, %0 : i32
    br ^bb2(%1 : i32)
  ^bb2(%2: i32):  // pred: ^bb1
    %3 = arith.muli %2, %arg1 : i32
    return %3 : i32
  }
}""".split()


def test_merge_blocks() -> None:
    out = _convert(WRAP, [InlineWrap(LLVMTypeConverter(), merge=True)])
    body = out[out.index("{", out.index("func")):]
    assert body.split() == """{
    %0 = arith.addi %arg1, %arg1 : i32
    br ^bb1(%0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = arith.muli %1, %arg1 : i32
    return %2 : i32
  }
}""".split()


class Declare(ConversionPattern):
    """`test.declare`: declares `@callee` in the nearest symbol table and goes away."""

    root = "test.declare"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        declare_function(rw, "callee", T.LLVMFunctionType(T.llvm_void, ()))
        declare_function(rw, "first", T.LLVMFunctionType(T.llvm_void, ()), at_start=True)
        rw.erase_op(op)


def test_symbols_go_before_the_module_terminator() -> None:
    text = """
    module attributes {gpu.container_module} {
      gpu.module @kernels {
        builtin.func @k() {
          "test.declare"() : () -> ()
          return
        }
      }
    }
    """
    module = parse(textwrap.dedent(text), allow_unregistered=True)
    apply_partial_conversion(module, ConversionTarget(), [Declare(LLVMTypeConverter())], LLVMTypeConverter())
    gpu_module = module.regions[0].blocks[0].ops[0]
    names = [op.op_name for op in gpu_module.regions[0].blocks[0].ops]
    assert names == ["llvm.func", "builtin.func", "llvm.func", "gpu.module_end"]
    verify(module)
    assert [op.op_name for op in module.regions[0].blocks[0].ops] == ["gpu.module"]
