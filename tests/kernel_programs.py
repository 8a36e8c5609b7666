"""Random `gpu.module`s for the kernel-lowering differential tests: kernels and device functions that read
ids and sizes, load and store through memrefs (arguments, workgroup and private attributions), compute with
arith and math ops in f16/f32/f64/i32/index, shuffle, synchronize and reduce, written in MLIR 14's syntax.

`kernel_module(rng)` draws one module; everything it uses is in the given `random.Random`, so a seed names a
program.  Some values are left unused on purpose: the lowerings' greedy pre-pass erases them.
"""

from __future__ import annotations

import random

FLOAT_UNARY = ("abs", "atan", "ceil", "cos", "erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p",
               "log2", "rsqrt", "sin", "sqrt", "tanh")
FLOAT_BINARY = ("atan2", "copysign", "powf")
INT_UNARY = ("ctlz", "cttz", "ctpop")


class _Kernel:
    def __init__(self, rng: random.Random, name: str, options: dict[str, bool]) -> None:
        self.rng = rng
        self.name = name
        self.options = options
        self.lines: list[str] = []
        self.values: dict[str, list[str]] = {"index": [], "f32": [], "f16": [], "f64": [], "i32": [], "i1": []}
        self.buffers: list[tuple[str, str, int | None]] = []  # (name, memref type, static size)
        self.count = 0

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def emit(self, line: str) -> None:
        self.lines.append("    " + line)

    def pick(self, kind: str) -> str:
        return self.rng.choice(self.values[kind])

    def define(self, kind: str, rhs: str) -> str:
        name = self.fresh()
        self.emit(f"{name} = {rhs}")
        self.values[kind].append(name)
        return name

    def constant(self, kind: str) -> str:
        rng = self.rng
        if kind == "index":
            return self.define(kind, f"arith.constant {rng.randint(0, 7)} : index")
        if kind == "i32":
            return self.define(kind, f"arith.constant {rng.choice([0, 1, 2, 5, 16, 31, 32, -1])} : i32")
        return self.define(kind, f"arith.constant {rng.choice(['0.0', '1.0', '2.5', '-3.0'])} : {kind}")

    def index_in(self, size: int | None) -> str:
        if size is None or self.rng.random() < 0.5:
            return self.pick("index")
        return self.define("index", f"arith.constant {self.rng.randint(0, size - 1)} : index")

    def step(self) -> None:
        rng = self.rng
        choice = rng.randrange(15)
        if choice == 0:
            op = rng.choice(["thread_id", "block_id", "block_dim", "grid_dim"])
            self.define("index", f"gpu.{op} {rng.choice('xyz')}")
        elif choice == 1:
            self.constant(rng.choice(["index", "i32", "f32", "f32", "f64"]))
        elif choice == 2:
            op = rng.choice(["addi", "muli", "subi", "divui", "remui", "andi"])
            kind = rng.choice(["index", "i32"])
            self.define(kind, f"arith.{op} {self.pick(kind)}, {self.pick(kind)} : {kind}")
        elif choice == 3:
            op = rng.choice(["addf", "mulf", "subf", "divf"])
            kind = rng.choice(["f32", "f32", "f64"])
            self.define(kind, f"arith.{op} {self.pick(kind)}, {self.pick(kind)} : {kind}")
        elif choice in (4, 5):
            name, t, size = rng.choice(self.buffers)
            kind = t.split("x")[-1].split(",")[0].rstrip(">")
            self.define(kind, f"memref.load {name}[{self.index_in(size)}] : {t}")
        elif choice in (6, 7):
            name, t, size = rng.choice(self.buffers)
            kind = t.split("x")[-1].split(",")[0].rstrip(">")
            if self.values[kind]:
                self.emit(f"memref.store {self.pick(kind)}, {name}[{self.index_in(size)}] : {t}")
        elif choice == 8:
            kind = rng.choice(["f32", "f32", "f64", "f16"])
            if self.values[kind]:
                op = rng.choice(FLOAT_UNARY)
                self.define(kind, f"math.{op} {self.pick(kind)} : {kind}")
        elif choice == 9:
            kind = rng.choice(["f32", "f64", "f16"])
            if self.values[kind]:
                if rng.random() < 0.3:
                    a, b, c = self.pick(kind), self.pick(kind), self.pick(kind)
                    self.define(kind, f"math.fma {a}, {b}, {c} : {kind}")
                else:
                    op = rng.choice(FLOAT_BINARY)
                    self.define(kind, f"math.{op} {self.pick(kind)}, {self.pick(kind)} : {kind}")
        elif choice == 10:
            self.define("i32", f"math.{rng.choice(INT_UNARY)} {self.pick('i32')} : i32")
        elif choice == 11 and self.options.get("shuffle"):
            kind = rng.choice(["f32", "i32"])
            value, valid = self.fresh(), self.fresh()
            mode = rng.choice(["xor", "up", "down", "idx"])
            self.emit(f"{value}, {valid} = gpu.shuffle {mode} {self.pick(kind)}, {self.pick('i32')}, "
                      f"{self.pick('i32')} : {kind}")
            self.values[kind].append(value)
            self.values["i1"].append(valid)
        elif choice == 12:
            if self.options.get("all_reduce") and rng.random() < 0.5:
                kind = rng.choice(["f32", "i32"])
                ops = ["add", "mul", "max", "min"] + (["and", "or", "xor"] if kind == "i32" else [])
                if rng.random() < 0.25:  # a body region instead of an op
                    add = "arith.addf" if kind == "f32" else "arith.addi"
                    body = (f"^bb0(%lhs: {kind}, %rhs: {kind}):\n      %sum = {add} %lhs, %rhs : {kind}\n"
                            f'      "gpu.yield"(%sum) : ({kind}) -> ()\n    }}')
                    self.define(kind, f"gpu.all_reduce {self.pick(kind)} {{\n    {body} : ({kind}) -> ({kind})")
                else:
                    self.define(kind, f"gpu.all_reduce {rng.choice(ops)} {self.pick(kind)} {{}} : ({kind}) -> ({kind})")
            else:
                self.emit("gpu.barrier")
        elif choice == 13:
            kind, other = rng.choice([("f16", "f32"), ("f64", "f32")])
            if rng.random() < 0.5:
                self.define(kind, f"arith.truncf {self.pick('f32')} : f32 to {kind}" if kind == "f16"
                            else f"arith.extf {self.pick('f32')} : f32 to f64")
            elif self.values[kind]:
                self.define(other, f"arith.extf {self.pick(kind)} : {kind} to f32" if kind == "f16"
                            else f"arith.truncf {self.pick(kind)} : f64 to f32")
        elif choice == 14:
            if rng.random() < 0.5:
                self.define("i32", f"arith.index_cast {self.pick('index')} : index to i32")
            else:
                self.define("index", f"arith.index_cast {self.pick('i32')} : i32 to index")

    def build(self, kernel: bool, steps: int) -> str:
        rng = self.rng
        args = ["%out: memref<?xf32>", "%ints: memref<16xi32>", "%x: f32", "%n: i32", "%len: index"]
        self.buffers += [("%out", "memref<?xf32>", None), ("%ints", "memref<16xi32>", 16)]
        self.values["f32"].append("%x")
        self.values["i32"].append("%n")
        self.values["index"].append("%len")
        if rng.random() < 0.3:
            args.append("%halves: memref<8xf16>")
            self.buffers.append(("%halves", "memref<8xf16>", 8))
        if rng.random() < 0.3:
            args.append("%doubles: memref<4x2xf64>")
        attributions = ""
        if self.options.get("attributions") and rng.random() < 0.6:
            self.buffers.append(("%shared", "memref<32xf32, 3>", 32))
            attributions += " workgroup(%shared: memref<32xf32, 3>)"
            if rng.random() < 0.5:
                self.buffers.append(("%local", "memref<4xi32, 5>", 4))
                attributions += " private(%local: memref<4xi32, 5>)"
        for kind in ("index", "index", "f32", "i32", "f16", "f64"):
            self.constant(kind)
        for _ in range(steps):
            self.step()
        name, t, size = self.buffers[0]
        self.emit(f"memref.store {self.pick('f32')}, {name}[{self.pick('index')}] : {t}")
        head = f"  gpu.func @{self.name}({', '.join(args)}){attributions}{' kernel' if kernel else ''} {{"
        return "\n".join([head, *self.lines, "    gpu.return", "  }"])


def kernel_module(rng: random.Random, name: str = "kernels", steps: int = 12, shuffle: bool = True,
                  attributions: bool = True) -> str:
    """One `gpu.module` with one to three functions (most of them kernels); `shuffle` also allows
    `gpu.all_reduce`, which expands into shuffles."""
    options = {"shuffle": shuffle, "attributions": attributions, "all_reduce": shuffle}
    funcs = [_Kernel(rng, f"k{i}", options).build(kernel=rng.random() < 0.8, steps=steps)
             for i in range(rng.randint(1, 3))]
    return "\n".join([f"gpu.module @{name} {{", *funcs, "}"])
