"""Times the serialization passes on one gpu.module with N kernels, and where the time goes.

    python bench/serialize.py                  # N = 1, 10, 100, 400
    python bench/serialize.py --sizes 50 --repeat 3

For each N: the whole command line (`gpuopt -gpu-to-cubin=format=ptx`, `-gpu-to-cubin`, `-gpu-to-hsaco`,
process start included, least CPU time of --repeat runs, the linker's subprocess included), then the
phases in process (wall time): parse + verify, translation to LLVM IR (gpuopt's translator + LLVM's
parser), LLVM code generation (PTX / AMDGPU object), and the tool after it (nvJitLink / ld.lld).
Passes whose tool is missing are left out.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KERNEL = {
    "nvvm": ("nvvm.kernel", "nvvm.read.ptx.sreg.tid.x : i32", "nvvm.barrier0", "!llvm.ptr<f32>", "f32>"),
    "rocdl": ("rocdl.kernel", "rocdl.workitem.id.x : i32", "rocdl.barrier", "!llvm.ptr<f32, 1>", "f32, 1>"),
}


def generate(n: int, dialect: str) -> str:
    """A gpu.module of `n` kernels: a load, arithmetic, a workgroup buffer, a barrier, a store each."""
    kernel_attr, tid, barrier, ptr, ptr_tail = KERNEL[dialect]
    lines = ["gpu.module @kernels {"]
    for i in range(n):
        lines += [
            f"  llvm.mlir.global internal @tile{i}() {{addr_space = 3 : i32}} : !llvm.array<64 x f32>",
            f"  llvm.func @k{i}(%data: {ptr}, %f: f32) attributes {{gpu.kernel, {kernel_attr}}} {{",
            f"    %tid = {tid}",
            "    %zero = llvm.mlir.constant(0 : i32) : i32",
            f"    %p = llvm.getelementptr %data[%tid] : ({ptr}, i32) -> !llvm.ptr<{ptr_tail}",
            f"    %x = llvm.load %p : !llvm.ptr<{ptr_tail}",
            "    %y = llvm.fmul %x, %f : f32",
            f"    %c = llvm.mlir.constant({i}.0 : f32) : f32",
            "    %z = llvm.fadd %y, %c : f32",
            f"    %t = llvm.mlir.addressof @tile{i} : !llvm.ptr<array<64 x f32>, 3>",
            "    %q = llvm.getelementptr %t[%zero, %tid] : (!llvm.ptr<array<64 x f32>, 3>, i32, i32)"
            " -> !llvm.ptr<f32, 3>",
            "    llvm.store %z, %q : !llvm.ptr<f32, 3>",
            f"    {barrier}",
            "    %w = llvm.load %q : !llvm.ptr<f32, 3>",
            f"    llvm.store %w, %p : !llvm.ptr<{ptr_tail}",
            "    llvm.return",
            "  }",
        ]
    lines.append("}")
    return "\n".join(lines) + "\n"


def best(cmd: list[str], repeat: int) -> float | None:
    """The least CPU time (user + system) of the command: on a shared machine, wall time mostly measures
    the other processes."""
    import resource

    times = []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode != 0:
            sys.stderr.write(f"{' '.join(cmd)} failed: {done.stderr[:500]}\n")
            return None
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return min(times)


def phases(source: str, dialect: str) -> dict[str, float]:
    """Seconds of each phase, in process."""
    from gpuopt.parser import parse
    from gpuopt.target import codegen
    from gpuopt.verifier import verify

    out: dict[str, float] = {}
    start = time.perf_counter()
    top = parse(source, "bench.mlir")
    verify(top)
    module = top.regions[0].blocks[0].ops[0]
    out["parse+verify"] = time.perf_counter() - start
    triple, chip, features = (("nvptx64-nvidia-cuda", "sm_50", "+ptx60") if dialect == "nvvm"
                              else ("amdgcn-amd-amdhsa", "gfx900", ""))
    machine = codegen.target_machine(triple, chip, features)
    start = time.perf_counter()
    flags = {"amdhsa_code_object_version": 400} if dialect == "rocdl" else None
    ref = codegen.translate_kernel_module(module, machine, triple, flags)
    out["translate"] = time.perf_counter() - start
    start = time.perf_counter()
    if dialect == "nvvm":
        ptx = codegen.emit_assembly(ref, machine)
        out["codegen (PTX)"] = time.perf_counter() - start
        try:
            from gpuopt.target.cubin import link_cubin

            start = time.perf_counter()
            link_cubin(ptx, chip)
            out["nvJitLink"] = time.perf_counter() - start
        except Exception as e:  # noqa: BLE001 - a missing tool leaves the phase out
            sys.stderr.write(f"nvJitLink: {e}\n")
    else:
        codegen.optimize(ref, machine, 2)
        obj = codegen.emit_object(ref, machine)
        out["-O2 + codegen (object)"] = time.perf_counter() - start
        try:
            from gpuopt.target.hsaco import find_linker, link

            start = time.perf_counter()
            link(obj, find_linker())
            out["ld.lld"] = time.perf_counter() - start
        except Exception as e:  # noqa: BLE001
            sys.stderr.write(f"ld.lld: {e}\n")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 10, 100, 400])
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    env_python = [sys.executable, "-m", "gpuopt"]
    os.environ.setdefault("PYTHONPATH", str(ROOT))
    runs = (("gpu-to-cubin=format=ptx", "nvvm"), ("gpu-to-cubin", "nvvm"), ("gpu-to-hsaco", "rocdl"))
    print("| kernels | " + " | ".join(f"`-{flag}` (CPU s)" for flag, _ in runs) + " | phases, in process (wall s) |")
    print("|---:|" + "---:|" * len(runs) + "---|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            cells = []
            details = []
            for dialect in ("nvvm", "rocdl"):
                path = Path(tmp) / f"{dialect}{n}.mlir"
                path.write_text(generate(n, dialect))
                details.append(f"{dialect}: " + ", ".join(f"{k} {v:.3f}" for k, v in
                                                           phases(path.read_text(), dialect).items()))
            for flag, dialect in runs:
                elapsed = best([*env_python, f"-{flag}", str(Path(tmp) / f"{dialect}{n}.mlir")], args.repeat)
                cells.append("n/a" if elapsed is None else f"{elapsed:.2f}")
            print(f"| {n} | " + " | ".join(cells) + " | " + "; ".join(details) + " |", flush=True)


if __name__ == "__main__":
    main()
