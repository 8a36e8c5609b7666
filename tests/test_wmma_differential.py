"""Differential test of the `gpu.subgroup_mma_*` lowering: random kernels of loads, constant matrices,
elementwise ops, products and stores, over every tile shape and element type NVVM has intrinsics for, in the
default, global and workgroup address spaces, on static and dynamic memrefs, through `gpuopt
--convert-gpu-to-nvvm` and `mlir-opt-14 --convert-gpu-to-nvvm` (also with index-bitwidth=32), which must
print the same text modulo white space.  14's maxf/minf select NaN for ordered operands (a deliberate
difference: gpuopt writes later upstream's `select %isnan, %nan, %max`), so 14's last select of each is
swapped back before comparing.  Skipped when mlir-opt 14 is not installed."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_OPT", "/usr/lib/llvm-14/bin/mlir-opt"))
PROGRAMS_PER_BATCH = 12

if not (ORACLE.is_file() and os.access(ORACLE, os.X_OK)):
    pytest.skip(f"mlir-opt 14 not found at {ORACLE}", allow_module_level=True)

# (m, n, k, operand element type, accumulator element type)
SHAPES = [(16, 16, 16, "f16", "f16"), (16, 16, 16, "f16", "f32"), (32, 8, 16, "f16", "f16"),
          (32, 8, 16, "f16", "f32"), (8, 32, 16, "f16", "f16"), (8, 32, 16, "f16", "f32"),
          (16, 16, 8, "f32", "f32")]
ELEMENTWISE = ["addf", "mulf", "divf", "maxf", "minf"]


def _matrix(rows: int, cols: int, element: str, operand: str) -> str:
    return f'!gpu.mma_matrix<{rows}x{cols}x{element}, "{operand}">'


def wmma_kernel(rng: random.Random) -> str:
    """One kernel: per step a product of freshly loaded (or constant) tiles, elementwise ops, a store."""
    lines: list[str] = []
    args = ["%i: index", "%j: index"]
    buffers: dict[str, str] = {}
    workgroup: list[str] = []

    def buffer(element: str) -> str:
        space = rng.choice(["", ", 3", ", 1"])
        key = element + space
        if key not in buffers:
            name = f"%buf{len(buffers)}"
            shape = rng.choice(["64x64", "32x48"] if space == ", 3" else ["64x64", "32x48", "?x?"])
            memref = f"memref<{shape}x{element}{space}>"
            buffers[key] = f"{name}: {memref}"
            (workgroup if space == ", 3" else args).append(buffers[key])
        return buffers[key]

    def index() -> str:
        return rng.choice(["%i", "%j", "%c0", "%c16"])

    counter = iter(range(1000))
    for _ in range(rng.randint(1, 3)):
        m, n, k, src, acc = rng.choice(SHAPES)
        a_t, b_t, c_t = _matrix(m, k, src, "AOp"), _matrix(k, n, src, "BOp"), _matrix(m, n, acc, "COp")
        values = {}
        for name, t, element in (("a", a_t, src), ("b", b_t, src), ("c", c_t, acc)):
            v = f"%{name}{next(counter)}"
            if name == "c" and rng.random() < 0.4:
                lines.append(f"{v} = gpu.subgroup_mma_constant_matrix %cst_{acc} : {t}")
            else:
                decl = buffer(element)
                ref, memref = decl.split(": ")
                lead = rng.choice([16, 32, 64])
                lines.append(f"{v} = gpu.subgroup_mma_load_matrix {ref}[{index()}, {index()}] "
                             f"{{leadDimension = {lead} : index}} : {memref} -> {t}")
            values[name] = v
        d = f"%d{next(counter)}"
        lines.append(f"{d} = gpu.subgroup_mma_compute {values['a']}, {values['b']}, {values['c']} : "
                     f"{a_t}, {b_t} -> {c_t}")
        for _ in range(rng.randint(0, 2)):
            e = f"%e{next(counter)}"
            other = rng.choice([d, values["c"]])
            lines.append(f"{e} = gpu.subgroup_mma_elementwise {rng.choice(ELEMENTWISE)} {d}, {other} : "
                         f"({c_t}, {c_t}) -> {c_t}")
            d = e
        ref, memref = buffer(acc).split(": ")
        lines.append(f"gpu.subgroup_mma_store_matrix {d}, {ref}[{index()}, {index()}] "
                     f"{{leadDimension = {rng.choice([16, 64])} : index}} : {c_t}, {memref}")
    attribution = f" workgroup({', '.join(workgroup)})" if workgroup else ""
    body = "\n    ".join(["%c0 = arith.constant 0 : index", "%c16 = arith.constant 16 : index",
                          "%cst_f16 = arith.constant 1.5 : f16", "%cst_f32 = arith.constant -2.0 : f32", *lines])
    return (f"gpu.module @wmma {{\n  gpu.func @k({', '.join(args)}){attribution} kernel {{\n    {body}\n"
            f"    gpu.return\n  }}\n}}\n")


def _run(tool: list[str], flags: list[str], path: Path) -> str:
    done = subprocess.run([*tool, *flags, "-split-input-file", str(path)], capture_output=True, text=True,
                          timeout=600, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, f"{tool[-1]} failed:\n{done.stderr[-3000:]}"
    return done.stdout


_UNORDERED = re.compile(r"(%\d+) = llvm\.fcmp \"uno\"")
_SELECT = re.compile(r"(%\d+ = )llvm\.select (%\d+), (%\d+), (%\d+) :")


def later_upstream_min_max(text: str) -> str:
    """14's output with the NaN select of each maxf/minf (the select of the `uno` compare just before it)
    written as later upstream writes it."""
    lines = text.split("\n")
    pending = None
    for n, line in enumerate(lines):
        found = _UNORDERED.search(line)
        if found:
            pending = found.group(1)
            continue
        select = _SELECT.search(line)
        if select and select.group(2) == pending:
            lines[n] = line.replace(select.group(0), f"{select.group(1)}llvm.select {pending}, {select.group(4)}, "
                                                      f"{select.group(3)} :")
            pending = None
    return "\n".join(lines)


def _chunks(text: str) -> list[str]:
    chunks = (re.sub(r"\s+", " ", chunk).strip() for chunk in text.split("// -----"))
    return [c for c in chunks if c]


@pytest.mark.parametrize("flags", [["--convert-gpu-to-nvvm"], ["--convert-gpu-to-nvvm=index-bitwidth=32"]],
                         ids=["nvvm", "nvvm-index32"])
def test_random_wmma_kernels_match_mlir_opt_14(tmp_path: Path, flags: list[str]) -> None:
    programs = [wmma_kernel(random.Random(f"wmma-{flags[0]}-{i}")) for i in range(PROGRAMS_PER_BATCH)]
    path = tmp_path / "kernels.mlir"
    path.write_text("\n// -----\n".join(programs) + "\n")
    ours = _chunks(_run([sys.executable, "-m", "gpuopt"], flags, path))
    theirs = _chunks(later_upstream_min_max(_run([str(ORACLE)], flags, path)))
    assert len(ours) == len(theirs) == PROGRAMS_PER_BATCH
    assert all("nvvm.wmma.mma" in a and "nvvm.wmma.store" in a for a in ours)
    for i, (a, b) in enumerate(zip(ours, theirs)):
        assert a == b, f"program {i} differs:\n{programs[i]}\n--- gpuopt\n{a}\n--- mlir-opt 14\n{b}"


def test_generator_covers_every_shape() -> None:
    """The programs of the test use every tile shape, both element types and every elementwise op."""
    text = "".join(wmma_kernel(random.Random(f"wmma-{flag}-{i}")) for flag in ("--convert-gpu-to-nvvm",
                   "--convert-gpu-to-nvvm=index-bitwidth=32") for i in range(PROGRAMS_PER_BATCH))
    for m, n, k, src, acc in SHAPES:
        assert _matrix(m, n, acc, "COp") in text and _matrix(m, k, src, "AOp") in text
    assert all(f"elementwise {op}" in text for op in ELEMENTWISE)
    assert "memref<64x64xf16, 3>" in text and "memref<?x?xf32>" in text and "subgroup_mma_constant_matrix" in text
