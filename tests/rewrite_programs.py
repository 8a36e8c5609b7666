"""Random, valid arith/std/memref/gpu programs for the cse and canonicalize differential tests.

Each program is one function: straight-line code over a pool of typed values (constants with edge values,
integer and float arithmetic, comparisons, selects, casts, memref loads/stores/dims/casts/allocations, GPU
allocations, copies and waits), optionally a diamond (`cond_br` to two blocks that rejoin with a block
argument), a counted loop, and a `gpu.launch` whose body uses the launch ids and outer values.  Values are
only used where they dominate, so every program is valid; a seed makes a program reproducible.
"""

from __future__ import annotations

import random

INT_OPS = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi",
           "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui"]
FLOAT_OPS = ["addf", "subf", "mulf", "divf", "maxf", "minf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "ogt", "olt", "one", "ord", "ueq", "ult", "une", "uno", "true", "false"]
INT_CONSTS = [0, 1, -1, 2, 3, 7, -8, 255, 2147483647, -2147483648]


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.n = 0
        self.lines: list[str] = []
        self.pool: dict[str, list[str]] = {}

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def add(self, t: str, name: str) -> None:
        self.pool.setdefault(t, []).append(name)

    def pick(self, t: str) -> str:
        values = self.pool.get(t)
        if not values or self.r.random() < 0.15:
            return self.const(t)
        return self.r.choice(values)

    def const(self, t: str) -> str:
        name = self.fresh()
        if t == "f32":
            v = self.r.choice(["0.0", "-0.0", "1.0", "2.5", "-3.0", "0x7FC00000", "0xFF800000"])
        elif t == "i1":
            v = self.r.choice(["true", "false"])
        else:
            v = str(self.r.choice(INT_CONSTS if t == "i32" else [0, 1, 2, 3, 4, 8, 16]))
        self.lines.append(f"  {name} = arith.constant {v} : {t}" if t != "i1" else f"  {name} = arith.constant {v}")
        self.add(t, name)
        return name

    def zero(self) -> str:
        """An index zero (memref.dim's index must be in range)."""
        name = self.fresh()
        self.lines.append(f"  {name} = arith.constant 0 : index")
        self.add("index", name)
        return name

    def emit(self, text: str, t: str | None = None) -> str | None:
        if t is None:
            self.lines.append(f"  {text}")
            return None
        name = self.fresh()
        self.lines.append(f"  {name} = {text}")
        self.add(t, name)
        return name

    def op(self, gpu: bool) -> None:
        r = self.r
        kind = r.choice(["int", "int", "int", "index", "float", "cmpi", "cmpf", "select", "cast", "cast", "mem",
                         "const"] + (["gpu"] if gpu else []))
        if kind == "const":
            self.const(r.choice(["i32", "index", "f32", "i1"]))
        elif kind in ("int", "index"):
            t = "i32" if kind == "int" else "index"
            o = r.choice(INT_OPS)
            a = self.pick(t)
            b = a if r.random() < 0.1 else self.pick(t)
            self.emit(f"arith.{o} {a}, {b} : {t}", t)
        elif kind == "float":
            o = r.choice(FLOAT_OPS)
            self.emit(f"arith.{o} {self.pick('f32')}, {self.pick('f32')} : f32", "f32")
        elif kind == "cmpi":
            t = r.choice(["i32", "index"])
            a = self.pick(t)
            b = a if r.random() < 0.1 else self.pick(t)
            self.emit(f"arith.cmpi {r.choice(CMPI)}, {a}, {b} : {t}", "i1")
        elif kind == "cmpf":
            self.emit(f"arith.cmpf {r.choice(CMPF)}, {self.pick('f32')}, {self.pick('f32')} : f32", "i1")
        elif kind == "select":
            t = r.choice(["i32", "index", "f32", "i1"])
            a = self.pick(t)
            b = a if r.random() < 0.1 else self.pick(t)
            self.emit(f"select {self.pick('i1')}, {a}, {b} : {t}", t)
        elif kind == "cast":
            c = r.choice(["i32>index", "index>i32", "i1>i32u", "i1>i32s", "i32>i64s", "i32>i64u", "i64>i32",
                          "i32>f32", "f32>i32", "i32>f32u", "i1>i32xor"])
            if c == "i32>index":
                self.emit(f"arith.index_cast {self.pick('i32')} : i32 to index", "index")
            elif c == "index>i32":
                self.emit(f"arith.index_cast {self.pick('index')} : index to i32", "i32")
            elif c in ("i1>i32u", "i1>i32s"):
                self.emit(f"arith.ext{c[-1]}i {self.pick('i1')} : i1 to i32", "i32")
            elif c in ("i32>i64s", "i32>i64u"):
                self.emit(f"arith.ext{c[-1]}i {self.pick('i32')} : i32 to i64", "i64")
            elif c == "i64>i32":
                self.emit(f"arith.trunci {self.pick('i64')} : i64 to i32", "i32")
            elif c == "i32>f32":
                self.emit(f"arith.sitofp {self.pick('i32')} : i32 to f32", "f32")
            elif c == "i32>f32u":
                self.emit(f"arith.uitofp {self.pick('i32')} : i32 to f32", "f32")
            elif c == "f32>i32":
                self.emit(f"arith.fptosi {self.pick('f32')} : f32 to i32", "i32")
            else:
                true = self.const("i1") if r.random() < 0.3 else self.emit("arith.constant true", "i1")
                self.emit(f"arith.xori {self.pick('i1')}, {true} : i1", "i1")
        elif kind == "mem":
            m = self.r.choice(self.pool["memref<?xf32>"])
            c = r.choice(["load", "store", "dim", "cast", "alloc", "dealloc"])
            if c == "load":
                self.emit(f"memref.load {m}[{self.pick('index')}] : memref<?xf32>", "f32")
            elif c == "store":
                self.emit(f"memref.store {self.pick('f32')}, {m}[{self.pick('index')}] : memref<?xf32>")
            elif c == "dim":
                self.emit(f"memref.dim {m}, {self.zero()} : memref<?xf32>", "index")
            elif c == "cast":
                self.emit(f"memref.cast {self.pool['memref<8xf32>'][0]} : memref<8xf32> to memref<?xf32>",
                          "memref<?xf32>")
            elif c == "alloc":
                self.emit(f"memref.alloc({self.pick('index')}) : memref<?xf32>", "memref<?xf32>")
            else:
                self.emit("memref.alloc() : memref<4xf32>", "memref<4xf32>")
        else:
            m = self.r.choice(self.pool["memref<?xf32>"])
            c = r.choice(["wait", "alloc", "memcpy", "dim"])
            if c == "wait":
                tok = self.emit("gpu.wait async", "!gpu.async.token")
                if r.random() < 0.5:
                    self.emit(f"gpu.wait [{tok}]")
            elif c == "alloc":
                self.emit(f"gpu.alloc ({self.pick('index')}) : memref<?xf32>", "memref<?xf32>")
            elif c == "memcpy":
                other = self.r.choice(self.pool["memref<?xf32>"])
                self.emit(f"gpu.memcpy {m}, {other} : memref<?xf32>, memref<?xf32>")
            else:
                g = self.emit(f"gpu.alloc ({self.pick('index')}) : memref<?xf32>", "memref<?xf32>")
                self.emit(f"memref.dim {g}, {self.zero()} : memref<?xf32>", "index")

    def block(self, count: int, gpu: bool) -> None:
        for _ in range(count):
            self.op(gpu)


ARGS = [("i32", 2), ("index", 2), ("i1", 1), ("f32", 2), ("memref<?xf32>", 1), ("memref<8xf32>", 1), ("i64", 1)]


def program(seed: int, size: int = 14) -> str:
    """One function `@f<seed>` in MLIR 14's syntax."""
    g = _Gen(seed)
    params = []
    for t, count in ARGS:
        for _ in range(count):
            name = f"%a{len(params)}"
            params.append(f"{name}: {t}")
            g.add(t, name)
    g.block(size, gpu=True)
    r = g.r
    if r.random() < 0.5:  # a diamond rejoining with a block argument
        t = r.choice(["i32", "index", "f32"])
        cond = g.pick("i1")
        a, b = g.pick(t), g.pick(t)
        g.lines.append(f"  cond_br {cond}, ^bb1, ^bb2")
        saved = {k: list(v) for k, v in g.pool.items()}
        g.lines.append("^bb1:")
        g.block(3, gpu=False)
        x = g.pick(t) if r.random() < 0.5 else a
        g.lines.append(f"  br ^bb3({x} : {t})")
        g.pool = {k: list(v) for k, v in saved.items()}
        g.lines.append("^bb2:")
        g.block(3, gpu=False)
        y = g.pick(t) if r.random() < 0.5 else (b if r.random() < 0.5 else x if x in saved.get(t, []) else b)
        g.lines.append(f"  br ^bb3({y} : {t})")
        g.pool = saved
        g.lines.append(f"^bb3(%join: {t}):")
        g.add(t, "%join")
        g.block(3, gpu=False)
    if r.random() < 0.5:  # a gpu.launch body
        one = g.emit("arith.constant 1 : index", "index")
        sizes = [one if r.random() < 0.5 else g.pick("index") for _ in range(6)]
        g.lines.append(f"  gpu.launch blocks(%bx, %by, %bz) in (%gx = {sizes[0]}, %gy = {sizes[1]}, "
                       f"%gz = {sizes[2]}) threads(%tx, %ty, %tz) in (%sx = {sizes[3]}, %sy = {sizes[4]}, "
                       f"%sz = {sizes[5]}) {{")
        saved = {k: list(v) for k, v in g.pool.items()}
        for v in ("%bx", "%by", "%tx", "%tz", "%gx", "%sy"):
            g.add("index", v)
        g.block(4, gpu=False)
        m = g.pool["memref<?xf32>"][0]
        g.lines.append(f"  memref.store {g.pick('f32')}, {m}[{g.pick('index')}] : memref<?xf32>")
        g.lines.append("  gpu.terminator")
        g.lines.append("  }")
        g.pool = saved
    results = [(t, g.pick(t)) for t in ("i32", "index", "f32", "i1")]
    g.lines.append(f"  return {', '.join(v for _, v in results)} : {', '.join(t for t, _ in results)}")
    head = f"func @f{seed}({', '.join(params)}) -> ({', '.join(t for t, _ in results)}) {{"
    return "\n".join([head, *g.lines, "}"]) + "\n"
