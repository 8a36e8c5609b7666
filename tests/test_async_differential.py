"""The async passes against mlir-opt 14 on random programs around `async.execute` (tests/async_programs.py):
the same text for every program (async-runtime-ref-counting: up to the order of its reference-counting
blocks, see `_refcount_blocks_in_order`).  Skipped without mlir-opt 14."""

from __future__ import annotations

import subprocess
import sys

import pytest
from async_programs import program
from rewrite_differential import ORACLE, compare, skip_without_oracle

from gpuopt.ir.core import Block

pytestmark = skip_without_oracle


@pytest.mark.parametrize("first", range(0, 300, 100))
def test_gpu_async_region_matches_mlir_opt_14(first: int) -> None:
    compare(["-gpu-async-region"], [program(seed, 4 + seed % 9) for seed in range(first, first + 100)])


@pytest.mark.parametrize("first", range(1000, 1300, 100))
def test_async_to_async_runtime_matches_mlir_opt_14(first: int) -> None:
    compare(["-async-to-async-runtime"], [program(seed, 4 + seed % 9) for seed in range(first, first + 100)])


def test_gpu_async_region_then_async_to_async_runtime_matches_mlir_opt_14() -> None:
    compare(["-gpu-async-region", "-async-to-async-runtime"], [program(seed, 4 + seed % 9)
                                                              for seed in range(2000, 2100)])


def test_policy_based_ref_counting_matches_mlir_opt_14() -> None:
    compare(["-async-to-async-runtime", "-async-runtime-policy-based-ref-counting"],
            [program(seed, 4 + seed % 9) for seed in range(3000, 3100)])


def _refcount_blocks_in_order(text: str) -> str:
    """The module with each run of reference-counting blocks (drop_refs, then a branch) that lead to one
    block sorted by the position of their predecessor: mlir-opt 14 orders them as a pointer-keyed hash map
    iterates (memory addresses), gpuopt by block order; nothing else may differ."""
    from gpuopt.parser import parse
    from gpuopt.printer import print_module

    def counting(block: Block) -> bool:
        ops = block.ops
        return (len(ops) >= 2 and not block.args and ops[-1].op_name == "std.br"
                and all(o.op_name == "async.runtime.drop_ref" for o in ops[:-1]))

    module = parse(text)
    for op in module.walk():
        for region in op.regions:
            blocks = region.blocks
            position = {id(b): i for i, b in enumerate(blocks)}

            def predecessor(block: Block, blocks: list[Block] = blocks, position: dict = position) -> int:
                return min((position[id(p)] for p in blocks if p.ops and block in p.ops[-1].successors), default=-1)

            i = 0
            while i < len(blocks):
                j = i
                while j < len(blocks) and counting(blocks[j]) \
                        and blocks[j].ops[-1].successors[0] is blocks[i].ops[-1].successors[0]:
                    j += 1
                blocks[i:max(j, i + 1)] = sorted(blocks[i:max(j, i + 1)], key=predecessor)
                i = max(j, i + 1)
    return print_module(module)


@pytest.mark.parametrize("first", range(4000, 4100, 50))
def test_ref_counting_matches_mlir_opt_14(first: int) -> None:
    flags = ["-async-to-async-runtime", "-async-runtime-ref-counting", "-"]
    for seed in range(first, first + 50):
        source = program(seed, 4 + seed % 9)
        expected = subprocess.run([str(ORACLE), *flags], input=source, capture_output=True, text=True)
        if expected.returncode != 0:
            continue  # (14 lowers an assert inside an scf.if of a coroutine into invalid IR)
        actual = subprocess.run([sys.executable, "-m", "gpuopt", *flags], input=source, capture_output=True,
                                text=True)
        assert actual.returncode == 0, actual.stderr
        assert _refcount_blocks_in_order(actual.stdout) == _refcount_blocks_in_order(expected.stdout), source


def test_convert_async_to_llvm_matches_mlir_opt_14() -> None:
    compare(["-async-to-async-runtime", "-convert-async-to-llvm"],
            [program(seed, 4 + seed % 9) for seed in range(5000, 5100)])


def test_gpu_pipeline_with_async_matches_mlir_opt_14() -> None:
    """MLIR 14's pipeline for GPU programs around async.execute, on programs whose kernel module has a binary
    (most fail in 14, which defines a launched kernel's name global once per function: those are skipped)."""
    compare(["-gpu-async-region", "-gpu-to-llvm", "-async-to-async-runtime", "-async-runtime-policy-based-ref-counting",
             "-convert-async-to-llvm", "-convert-std-to-llvm"],
            [program(seed, 4 + seed % 9, binary=True) for seed in range(6000, 6200)])
