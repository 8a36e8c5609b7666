"""Times each kernel-side pass on modules of N kernels (10,000 by default), beside mlir-opt 14 on the same file.

    python bench/kernel_passes.py                        # every pass, N = 1000,10000
    python bench/kernel_passes.py --sizes 2000,4000 --passes convert-gpu-to-nvvm

The inputs form the MLIR 14 pipeline, each stage's input made by gpuopt from the one before (the same
file goes to both tools): N host functions, each with a `gpu.launch` whose body reads ids, loops with
`scf.for`, branches with `scf.if`, computes with arith and math, synchronizes and stores (`outline`); the
outlined module (`gpu-async-region`, `convert-scf-to-std`); after `convert-scf-to-std`, the kernels'
`gpu.module`s (`convert-gpu-to-nvvm`, `convert-gpu-to-rocdl`, `strip-debuginfo`, anchored on gpu.module as
14 runs them) and the module after `convert-gpu-to-nvvm` (`canonicalize`, `cse`).  Time per kernel that
stays flat as N grows is the linearity check.  Each figure is the best of `--repeat` runs of the real
command line, process start included; a row says when the two outputs differ (modulo white space).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from run import ORACLE  # noqa: E402
from run import best_time as run  # noqa: E402

LAUNCH = """  func @f{i}(%buf: memref<?xf32>, %n: index, %x: f32) {{
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c{b} = arith.constant {b} : index
    %s = arith.constant {s}.0 : f32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c{b}, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c{b}, %sy = %c1, %sz = %c1) {{
      %id = arith.muli %bx, %sx : index
      %g = arith.addi %id, %tx : index
      %in = arith.cmpi ult, %g, %n : index
      scf.if %in {{
        %v = memref.load %buf[%g] : memref<?xf32>
        %acc = scf.for %k = %c0 to %sx step %c1 iter_args(%a = %v) -> (f32) {{
          %kf = arith.index_cast %k : index to i32
          %f = arith.sitofp %kf : i32 to f32
          %m = arith.mulf %f, %s : f32
          %e = math.exp %m : f32
          %r = arith.addf %a, %e : f32
          scf.yield %r : f32
        }}
        %y = arith.mulf %acc, %x : f32
        memref.store %y, %buf[%g] : memref<?xf32>
      }}
      gpu.barrier
      gpu.terminator
    }}
    return
  }}
"""

STAGES: dict[str, tuple[str, list[str]]] = {
    # pass -> (input stage, flags)
    "gpu-kernel-outlining": ("launch", ["-gpu-kernel-outlining"]),
    "gpu-async-region": ("outlined", ["-gpu-async-region"]),
    "convert-scf-to-std": ("outlined", ["-convert-scf-to-std"]),
    "strip-debuginfo": ("lowered-scf", ["-pass-pipeline=gpu.module(strip-debuginfo)"]),
    "convert-gpu-to-nvvm": ("lowered-scf", ["-pass-pipeline=gpu.module(convert-gpu-to-nvvm)"]),
    "convert-gpu-to-rocdl": ("lowered-scf", ["-pass-pipeline=gpu.module(convert-gpu-to-rocdl)"]),
    "canonicalize": ("nvvm", ["-canonicalize"]),
    "cse": ("nvvm", ["-cse"]),
}

PRODUCERS: dict[str, tuple[str, list[str]]] = {
    "outlined": ("launch", ["-gpu-kernel-outlining"]),
    "lowered-scf": ("outlined", ["-convert-scf-to-std"]),
    "nvvm": ("lowered-scf", ["-pass-pipeline=gpu.module(convert-gpu-to-nvvm)"]),
}


def launches(n: int) -> str:
    body = "".join(LAUNCH.format(i=i, b=32 << (i % 3), s=i % 7 + 1) for i in range(n))
    return "module {\n" + body + "}\n"


def inputs(n: int, tmp: Path) -> dict[str, Path]:
    """Each stage's input file, made by gpuopt from the stage before."""
    files = {"launch": tmp / f"launch{n}.mlir"}
    files["launch"].write_text(launches(n))
    for stage, (source, flags) in PRODUCERS.items():
        files[stage] = tmp / f"{stage}{n}.mlir"
        if run([sys.executable, "-m", "gpuopt", *flags, str(files[source])], 1, files[stage]) is None:
            raise SystemExit(f"making the {stage} input failed")
    return files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--passes", default=",".join(STAGES))
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    oracle = os.path.exists(ORACLE)
    names = args.passes.split(",")
    print(f"{'pass':<22} {'kernels':>7} {'MB':>6} {'gpuopt s':>9} {'us/kernel':>9}"
          + (f" {'mlir-opt14 s':>12} {'gpuopt/14':>9}" if oracle else ""), flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            files = inputs(n, Path(tmp))
            for name in names:
                stage, flags = STAGES[name]
                path = files[stage]
                mine, upstream = Path(tmp) / "ours.mlir", Path(tmp) / "theirs.mlir"
                ours = run([sys.executable, "-m", "gpuopt", *flags, str(path)], args.repeat, mine)
                line = f"{name:<22} {n:>7} {path.stat().st_size / 1e6:>6.2f} "
                line += f"{ours:>9.2f} {ours / n * 1e6:>9.0f}" if ours else f"{'failed':>9} {'':>9}"
                if oracle:
                    theirs = run([ORACLE, *flags, str(path)], args.repeat, upstream)
                    line += f" {theirs:>12.2f}" if theirs else f" {'failed':>12}"
                    if theirs and ours:
                        same = mine.read_bytes().split() == upstream.read_bytes().split()
                        line += f" {ours / theirs:>9.1f}" + ("" if same else "  (output differs)")
                print(line, flush=True)


if __name__ == "__main__":
    main()
