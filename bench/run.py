"""Times gpuopt (and mlir-opt 14, when installed) on generated modules of growing size.

    python bench/run.py parse        # parse + verify + print, MB/s
    python bench/run.py gpu-to-llvm  # --gpu-to-llvm, seconds and time per function, vs mlir-opt 14
    python bench/run.py startup      # gpuopt on a small file, process start included
    python bench/run.py lit          # a lit-style run: 200 small files, one process each, vs mlir-opt 14

Each figure is the best of `--repeat` runs of the real command line (process start included), so it is
what a user waits for.  Time per function staying flat as N grows is the linearity check.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import generate  # noqa: E402

ORACLE = "/usr/lib/llvm-14/bin/mlir-opt"


ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""gpuopt runs as installed: from cached bytecode (pip compiles it at install; some sandboxes turn it off)."""


def best_time(cmd: list[str], repeat: int, out: Path | None = None) -> float | None:
    """The best wall time of `repeat` runs of `cmd` (None if it fails), its output kept in `out` if given."""
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        with open(out or os.devnull, "wb") as sink:
            proc = subprocess.run(cmd, stdout=sink, stderr=subprocess.PIPE, env=ENV)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            sys.stderr.write(f"{' '.join(cmd)} failed:\n{proc.stderr.decode()[:2000]}\n")
            return None
        best = elapsed if best is None else min(best, elapsed)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["parse", "gpu-to-llvm", "startup", "lit"])
    parser.add_argument("--files", type=int, default=200, help="lit mode: how many small files")
    parser.add_argument("--sizes", default="1000,2000,4000,6000")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--no-launch", action="store_true", help="modules without gpu.launch_func")
    args = parser.parse_args()
    small = Path(__file__).parent.parent / "test/Conversion/GPUCommon/lower-alloc-to-gpu-runtime-calls.mlir"
    best_time([sys.executable, "-m", "gpuopt", str(small)], 1)  # writes the bytecode and parser-table caches
    if args.mode == "startup":
        times = sorted(t for t in (best_time([sys.executable, "-m", "gpuopt", str(small)], 1)
                                   for _ in range(max(args.repeat, 10))) if t is not None)
        python = min(best_time([sys.executable, "-c", "pass"], 1) or 0 for _ in range(5))
        print(f"gpuopt {small.name}: best {times[0]:.3f} s, median {times[len(times) // 2]:.3f} s "
              f"(python -c pass: {python:.3f} s)")
        return
    if args.mode == "lit":
        lit_style(args.files)
        return
    flags = ["--gpu-to-llvm"] if args.mode == "gpu-to-llvm" else []
    oracle = os.path.exists(ORACLE)
    print(f"{'functions':>9} {'MB':>6} {'gpuopt s':>9} {'MB/s':>6} {'us/fn':>7}"
          + (f" {'mlir-opt14 s':>12} {'ratio':>6}" if oracle else ""))
    with tempfile.TemporaryDirectory() as tmp:
        for n in (int(s) for s in args.sizes.split(",")):
            path = Path(tmp) / f"m{n}.mlir"
            path.write_text(generate(n, launch=not args.no_launch))
            mb = path.stat().st_size / 1e6
            ours = best_time([sys.executable, "-m", "gpuopt", *flags, str(path)], args.repeat)
            line = f"{n:>9} {mb:>6.2f} "
            line += f"{ours:>9.2f} {mb / ours:>6.2f} {ours / n * 1e6:>7.0f}" if ours else f"{'failed':>9}"
            if oracle:
                theirs = best_time([ORACLE, *flags, str(path)], args.repeat)
                if theirs and ours:
                    line += f" {theirs:>12.2f} {theirs / ours:>6.2f}"
                else:
                    line += f" {'failed':>12}"
            print(line, flush=True)


def lit_style(count: int) -> None:
    """What a lit suite feels: `count` small modules (one to three functions of GPU ops), each lowered by its
    own process, one after the other, as RUN lines are; the total for gpuopt and for mlir-opt 14."""
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for i in range(count):
            path = Path(tmp) / f"t{i}.mlir"
            path.write_text(generate(1 + i % 3, launch=i % 2 == 0))
            files.append(str(path))
        tools = {"gpuopt": [sys.executable, "-m", "gpuopt"]}
        if os.path.exists(ORACLE):
            tools["mlir-opt 14"] = [ORACLE]
        totals = {}
        for name, command in tools.items():
            start = time.perf_counter()
            for path in files:
                if best_time([*command, "--gpu-to-llvm", path], 1) is None:
                    return
            totals[name] = time.perf_counter() - start
            per_line = totals[name] / count * 1e3
            print(f"{name:>12}: {totals[name]:.2f} s for {count} files, {per_line:.1f} ms per RUN line")
        if len(totals) == 2:
            print(f"{'ratio':>12}: gpuopt / mlir-opt 14 = {totals['gpuopt'] / totals['mlir-opt 14']:.1f}")


if __name__ == "__main__":
    main()
