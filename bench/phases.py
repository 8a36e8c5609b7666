"""Where gpuopt's time goes on one module, phase by phase, inside one process.

    python bench/phases.py N [--repeat R] [--no-launch] [--gpu-to-llvm]

Generates the benchmark module of N functions (as `run.py` does), then times start-up (imports and the
parser's tables, once) and the best of R runs of each phase: parse, verify, the pass (with
`--gpu-to-llvm`), verify again, print.  The garbage collector is off, as in the `gpuopt` command.
Use it to see which phase a change moved; `run.py` gives the figures a user sees.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import generate  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("functions", type=int)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-launch", action="store_true")
    parser.add_argument("--gpu-to-llvm", action="store_true")
    args = parser.parse_args()
    gc.disable()
    start = time.perf_counter()
    from gpuopt.parser import _parser, parse
    from gpuopt.passes import PassSpec, load_all
    from gpuopt.printer import print_module
    from gpuopt.verifier import verify

    _parser()
    load_all()
    startup = time.perf_counter() - start
    text = generate(args.functions, launch=not args.no_launch)
    names = ["parse", "verify"] + (["pass", "verify again"] if args.gpu_to_llvm else []) + ["print"]
    best = dict.fromkeys(names, float("inf"))
    for _ in range(args.repeat):
        laps = []
        t = time.perf_counter()
        module = parse(text, "bench.mlir")
        laps.append(time.perf_counter() - t)
        t = time.perf_counter()
        verify(module)
        laps.append(time.perf_counter() - t)
        if args.gpu_to_llvm:
            t = time.perf_counter()
            PassSpec("gpu-to-llvm", {}).instantiate().run(module)
            laps.append(time.perf_counter() - t)
            t = time.perf_counter()
            verify(module)
            laps.append(time.perf_counter() - t)
        t = time.perf_counter()
        print_module(module)
        laps.append(time.perf_counter() - t)
        for name, lap in zip(names, laps):
            best[name] = min(best[name], lap)
        del module
        gc.collect()
    mb = len(text.encode()) / 1e6
    print(f"{args.functions} functions, {mb:.2f} MB; best of {args.repeat}, seconds:")
    print(f"  start-up (imports, tables) {startup:.3f}")
    for name in names:
        print(f"  {name:<26} {best[name]:.3f}")
    print(f"  total                      {startup + sum(best.values()):.3f}")


if __name__ == "__main__":
    main()
