"""Differential test of `--convert-std-to-llvm=use-bare-ptr-memref-call-conv` against mlir-opt 14.

Random modules of functions with memref (static, strided, 0-d, in memory spaces) and scalar arguments and
results, declared or defined, calling each other directly and indirectly and returning what they get;
gpuopt's output must be mlir-opt 14's.  Memrefs without a bare form (dynamic, unranked) are left out: 14
crashes on some of their uses (a multi-result return of one, an indirect call with an unranked one); so are
calls with several results among which a memref, whose results 14 extracts with the descriptor type, an
invalid llvm.extractvalue (gpuopt extracts the pointer, as later MLIR does).  Skipped without mlir-opt 14.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from oracle_tools import ORACLE, oracle_available, run_on

if not oracle_available():
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)

TYPES = ("f32", "i64", "index", "memref<4xf32>", "memref<2x3xi32, 1>", "memref<f64>", "memref<8xi8, 3>",
         "memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>", "vector<4xf32>")


def module(rng: random.Random, n: int) -> str:
    sigs = []
    for _ in range(n):
        ins = [rng.choice(TYPES) for _ in range(rng.randint(0, 3))]
        sigs.append((ins, [rng.choice(ins) for _ in range(rng.randint(0, 2))] if ins else []))
    out = []
    for k, (ins, outs) in enumerate(sigs):
        if rng.random() < 0.3:
            out.append(f"func private @f{k}({', '.join(ins)}) -> ({', '.join(outs)})")
            continue
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ins))
        body: list[str] = []
        values = {f"%a{i}": t for i, t in enumerate(ins)}
        for j in range(rng.randint(0, 3)):
            callee = rng.randrange(n)
            c_ins, c_outs = sigs[callee]
            if not all(any(t == c for c in values.values()) for t in c_ins):
                continue
            if len(c_outs) > 1 and any(t.startswith("memref") for t in c_outs):
                continue  # (see the module docstring)
            operands = [rng.choice([v for v, t in values.items() if t == c]) for c in c_ins]
            results = ", ".join(f"%r{j}_{i}" for i in range(len(c_outs)))
            lhs = f"{results} = " if c_outs else ""
            c_type = f"({', '.join(c_ins)}) -> ({', '.join(c_outs)})"
            if rng.random() < 0.3:
                body.append(f"  %fn{j} = constant @f{callee} : {c_type}")
                body.append(f"  {lhs}call_indirect %fn{j}({', '.join(operands)}) : {c_type}")
            else:
                body.append(f"  {lhs}call @f{callee}({', '.join(operands)}) : {c_type}")
            values.update({f"%r{j}_{i}": t for i, t in enumerate(c_outs)})
        returned = [rng.choice([v for v, t in values.items() if t == o]) for o in outs]
        ret = f"  return {', '.join(returned)} : {', '.join(outs)}" if outs else "  return"
        out.append(f"func @f{k}({args}) -> ({', '.join(outs)}) {{\n" + "\n".join([*body, ret]) + "\n}")
    return "\n".join(out) + "\n"



@pytest.mark.parametrize("seed", range(6))
def test_random_signatures_match_mlir_opt_14(seed: int, tmp_path: Path) -> None:
    source = tmp_path / f"bare{seed}.mlir"
    source.write_text(module(random.Random(seed), 6))
    flags = ["--convert-std-to-llvm=use-bare-ptr-memref-call-conv"]
    want = run_on([str(ORACLE), *flags], source)
    assert want.returncode == 0, want.stderr + source.read_text()
    got = run_on([sys.executable, "-m", "gpuopt", *flags], source)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want.stdout, source.read_text()
