"""Random host programs with `gpu.launch` bodies, for the differential test of the kernel passes
(tests/test_kernel_passes.py): several functions with several launches each, bodies that use the launch's
ids and sizes, host values (arguments, constants, index computations that outlining sinks or passes),
scf.for/scf.if, branches, calls of helper functions (which call each other), a dynamic shared memory size,
function names that clash with the kernels' names, and host-side GPU ops (alloc, memcpy, memset, dealloc,
wait) beside host ops with effects, inside scf regions too, for gpu-async-region."""

from __future__ import annotations

import random

IDS = ("%bx", "%by", "%bz", "%tx", "%ty", "%tz", "%gx", "%gy", "%gz", "%sx", "%sy", "%sz")


class _Body:
    """Writes one launch body; `index`, `floats` are the index and f32 values in scope."""

    def __init__(self, rng: random.Random, host_index: list[str], host_float: list[str], counter: list[int]):
        self.rng = rng
        self.index = list(IDS) + host_index
        self.floats = list(host_float)
        self.counter = counter
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.counter[0] += 1
        return f"%v{self.counter[0]}"

    def pick(self) -> str:
        return self.rng.choice(self.index)

    def pick_float(self) -> str:
        return self.rng.choice(self.floats)

    def emit(self, depth: int, indent: str, budget: int) -> None:
        rng = self.rng
        for _ in range(budget):
            kind = rng.choice(("addi", "addf", "load", "store", "call", "for", "if", "cmp", "const") if depth < 2
                              else ("addi", "addf", "load", "store", "const"))
            if kind == "addi":
                v = self.fresh()
                self.lines.append(f"{indent}{v} = arith.addi {self.pick()}, {self.pick()} : index")
                self.index.append(v)
            elif kind == "addf" and self.floats:
                v = self.fresh()
                self.lines.append(f"{indent}{v} = arith.addf {self.pick_float()}, {self.pick_float()} : f32")
                self.floats.append(v)
            elif kind == "load":
                v = self.fresh()
                self.lines.append(f"{indent}{v} = memref.load %buf[{self.pick()}] : memref<?xf32>")
                self.floats.append(v)
            elif kind == "store" and self.floats:
                self.lines.append(f"{indent}memref.store {self.pick_float()}, %buf[{self.pick()}]"
                                  " : memref<?xf32>")
            elif kind == "call" and self.floats:
                v = self.fresh()
                callee = f"@helper{rng.randrange(3)}"
                self.lines.append(f"{indent}{v} = call {callee}({self.pick_float()}) : (f32) -> f32")
                self.floats.append(v)
            elif kind == "const":
                v = self.fresh()
                self.lines.append(f"{indent}{v} = arith.constant {rng.randrange(100)} : index")
                self.index.append(v)
            elif kind == "cmp":
                v, w = self.fresh(), self.fresh()
                self.lines.append(f"{indent}{v} = arith.cmpi ult, {self.pick()}, {self.pick()} : index")
                self.lines.append(f"{indent}{w} = select {v}, {self.pick()}, {self.pick()} : index")
                self.index.append(w)
            elif kind == "for":
                i = self.fresh()
                saved = (list(self.index), list(self.floats))
                self.lines.append(f"{indent}scf.for {i} = {self.pick()} to {self.pick()} "
                                  f"step {self.pick()} {{")
                self.index.append(i)
                self.emit(depth + 1, indent + "  ", rng.randrange(1, 4))
                self.lines.append(f"{indent}}}")
                self.index, self.floats = saved
            elif kind == "if":
                saved = (list(self.index), list(self.floats))
                self.lines.append(f"{indent}scf.if %flag {{")
                self.emit(depth + 1, indent + "  ", rng.randrange(1, 3))
                self.lines.append(f"{indent}}}")
                self.index, self.floats = saved


def _host_gpu_ops(rng: random.Random, counter: list[int], indent: str) -> list[str]:
    lines = []
    for _ in range(rng.randrange(4)):
        counter[0] += 1
        n = counter[0]
        kind = rng.choice(("alloc", "memcpy", "memset", "wait", "load", "scf"))
        if kind == "alloc":
            lines += [f"{indent}%h{n} = gpu.alloc (%n) : memref<?xf32>", f"{indent}gpu.dealloc %h{n} : memref<?xf32>"]
        elif kind == "memcpy":
            lines.append(f"{indent}gpu.memcpy %buf, %buf : memref<?xf32>, memref<?xf32>")
        elif kind == "memset":
            lines.append(f"{indent}gpu.memset %buf, %x : memref<?xf32>, f32")
        elif kind == "wait":
            lines.append(f"{indent}gpu.wait")
        elif kind == "load":
            lines.append(f"{indent}%h{n} = memref.load %buf[%n] : memref<?xf32>")
        else:
            lines.append(f"{indent}scf.if %flag {{")
            lines.append(f"{indent}  gpu.memset %buf, %x : memref<?xf32>, f32")
            lines.append(f"{indent}}}")
    return lines


def program(seed: int) -> str:
    """One module of a few functions with launches (deterministic in `seed`)."""
    rng = random.Random(seed)
    counter = [0]
    out: list[str] = []
    names = [f"fn{i}" for i in range(rng.randrange(1, 4))]
    for name in names:
        out.append(f"func @{name}(%buf: memref<?xf32>, %n: index, %x: f32, %flag: i1) {{")
        host_index = ["%n"]
        out.append("  %c1 = arith.constant 1 : index")
        out.append("  %c0 = arith.constant 0 : index")
        out.append("  %smem = arith.constant 64 : i32")
        host_index += ["%c1", "%c0"]
        if rng.random() < 0.5:
            out.append("  %lim = arith.constant 32 : index")
            out.append("  %lt = arith.cmpi slt, %n, %lim : index")
            out.append("  %len = select %lt, %n, %lim : index")
            host_index += ["%lim", "%len"]
        if rng.random() < 0.5:
            out.append("  %dim = memref.dim %buf, %c0 : memref<?xf32>")
            host_index.append("%dim")
        out += _host_gpu_ops(rng, counter, "  ")
        for _ in range(rng.randrange(3)):
            size = rng.choice(host_index)
            smem = " dynamic_shared_memory_size %smem" if rng.random() < 0.2 else ""
            inside = rng.random() < 0.3
            lead = "  "
            if inside:
                out.append("  scf.for %it = %c0 to %n step %c1 {")
                lead = "    "
            out.append(f"{lead}gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = {rng.choice(host_index)}, "
                       f"%gz = %c1) threads(%tx, %ty, %tz) in (%sx = {size}, %sy = %c1, %sz = %c1){smem} {{")
            body = _Body(rng, host_index + (["%it"] if inside else []), ["%x"], counter)
            body.emit(0, lead + "  ", rng.randrange(1, 6))
            out += body.lines
            out.append(f"{lead}  gpu.terminator")
            out.append(f"{lead}}}")
            if inside:
                out.append("  }")
            out += _host_gpu_ops(rng, counter, "  ")
        out.append("  return")
        out.append("}")
    out.append("func @helper0(%a: f32) -> f32 {\n  %r = call @helper1(%a) : (f32) -> f32\n  return %r : f32\n}")
    out.append("func @helper1(%a: f32) -> f32 {\n  %r = arith.mulf %a, %a : f32\n  return %r : f32\n}")
    out.append("func @helper2(%a: f32) -> f32 {\n  return %a : f32\n}")
    if rng.random() < 0.5:
        out.append(f"func @{names[0]}_kernel() {{\n  return\n}}")
    return "\n".join(out) + "\n"
