"""Differential test of `--convert-math-to-llvm` against mlir-opt 14, and of the translation of its result
against mlir-translate 14.

Random functions chain every math op over scalars, 1-D and n-D vectors of f16/f32/f64 (the bit counts over
integers), some results returned, some fed to the next op, some to ops 14 has no pattern for.  Both tools'
outputs must be identical; lowered on to the LLVM dialect (`--convert-std-to-llvm
--reconcile-unrealized-casts`, with only ops that lower), the LLVM IR of both translators must be too.
`math.ctlz`/`cttz` on `index` and on n-D vectors are left out: mlir-opt 14 builds an invalid intrinsic op
(an `index` result) on the first and replaces the op once per row on the second (it may crash), where
gpuopt converts the result type and replaces the op once, as later MLIR does.  Skipped without mlir-opt 14.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from oracle_tools import ORACLE, TRANSLATE, oracle_available, run_on

if not oracle_available():
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)

FLOAT_UNARY = ("abs", "ceil", "cos", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "rsqrt",
               "sin", "sqrt")
FLOAT_BINARY = ("copysign", "powf")
INT_UNARY = ("ctlz", "cttz", "ctpop")
UNLOWERED = ("atan", "erf", "tanh")
FLOAT_TYPES = ("f32", "f64", "f16", "vector<4xf32>", "vector<2xf64>", "vector<2x3xf32>", "vector<2x2x2xf64>")
INT_TYPES = ("i32", "i64", "i8", "vector<4xi32>", "vector<2x3xi16>")


def function(rng: random.Random, name: str, lowerable_only: bool) -> str:
    """One function over one float and one integer type: a random chain of math ops."""
    ftype, itype = rng.choice(FLOAT_TYPES), rng.choice(INT_TYPES)
    floats, ints = ["%x", "%y"], ["%i"]
    body = []
    for k in range(rng.randint(6, 14)):
        kind = rng.random()
        if kind < 0.55:
            op = rng.choice(FLOAT_UNARY if lowerable_only else FLOAT_UNARY + UNLOWERED)
            body.append(f"  %v{k} = math.{op} {rng.choice(floats)} : {ftype}")
            floats.append(f"%v{k}")
        elif kind < 0.7:
            a, b = rng.choice(floats), rng.choice(floats)
            body.append(f"  %v{k} = math.{rng.choice(FLOAT_BINARY)} {a}, {b} : {ftype}")
            floats.append(f"%v{k}")
        elif kind < 0.8:
            a, b, c = (rng.choice(floats) for _ in range(3))
            body.append(f"  %v{k} = math.fma {a}, {b}, {c} : {ftype}")
            floats.append(f"%v{k}")
        else:
            op = rng.choice(INT_UNARY) if itype.count("x") < 2 else "ctpop"  # (see the module docstring)
            body.append(f"  %v{k} = math.{op} {rng.choice(ints)} : {itype}")
            ints.append(f"%v{k}")
    return (f"func @{name}(%x: {ftype}, %y: {ftype}, %i: {itype}) -> ({ftype}, {itype}) {{\n" + "\n".join(body)
            + f"\n  return {floats[-1]}, {ints[-1]} : {ftype}, {itype}\n}}\n")



@pytest.mark.parametrize("seed", range(4))
def test_random_math_matches_mlir_opt_14(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    source = tmp_path / f"math{seed}.mlir"
    source.write_text("".join(function(rng, f"f{k}", lowerable_only=False) for k in range(6)))
    want = run_on([str(ORACLE), "--convert-math-to-llvm"], source)
    assert want.returncode == 0, want.stderr
    got = run_on([sys.executable, "-m", "gpuopt", "--convert-math-to-llvm"], source)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout, source.read_text()


@pytest.mark.skipif(not TRANSLATE.is_file(), reason="needs mlir-translate 14")
@pytest.mark.parametrize("seed", range(2))
def test_lowered_math_translates_as_mlir_translate_14(seed: int, tmp_path: Path) -> None:
    rng = random.Random(100 + seed)
    source = tmp_path / f"math{seed}.mlir"
    source.write_text("".join(function(rng, f"f{k}", lowerable_only=True) for k in range(5)))
    flags = ["--convert-math-to-llvm", "--convert-std-to-llvm", "--reconcile-unrealized-casts"]
    lowered = run_on([str(ORACLE), *flags], source)
    assert lowered.returncode == 0, lowered.stderr
    mine = run_on([sys.executable, "-m", "gpuopt", *flags], source)
    assert mine.stdout == lowered.stdout, mine.stderr
    llvm_dialect = tmp_path / "lowered.mlir"
    llvm_dialect.write_text(lowered.stdout)
    want = run_on([str(TRANSLATE), "--mlir-to-llvmir"], llvm_dialect)
    got = run_on([sys.executable, "-m", "gpuopt.translate", "--mlir-to-llvmir"], llvm_dialect)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout
