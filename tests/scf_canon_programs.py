"""Random, valid scf and math programs for the canonicalize differential test (tests/
test_canonicalize_scf_differential.py), made to meet the scf patterns and folds MLIR 14 has.

Each program is one function over a pool of typed values: `scf.if` on arguments, constants, negations
(`xori %c, true`) and comparisons, with and without results and else regions, yielding equal values,
booleans and constants, sometimes twice in a row on one condition or nested; `scf.for` with constant or
equal bounds and iter_args yielded unchanged, unused or computed; `scf.while` passing its condition and
values on, comparing them again after; `scf.parallel` with single-iteration and empty dimensions, nests and
reductions; single- and multi-block `scf.execute_region`; math ops on constants with edge values; stores
that keep regions alive.  Values are used only where they are in scope, so every program is valid.
"""

from __future__ import annotations

import random

TYPES = ("i1", "i32", "index", "f32")
F32 = ["0.0", "-0.0", "1.0", "2.5", "-2.5", "8.0", "0x7F800000", "0xFF800000", "0x7FC00000", "0x7F800001", "0xFFC00000",
       "1.0e-40"]
F64 = ["0.0", "-0.0", "1.0", "3.0", "0.1", "0x7FF0000000000000"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
INVERSE = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle", "ult": "uge", "uge": "ult",
           "ule": "ugt", "ugt": "ule"}
MATH_F = ["ceil", "log2", "ceil", "log2", "sqrt", "abs", "floor"]


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.n = 0
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, ind: str, text: str, env: dict[str, list[str]] | None = None, t: str | None = None) -> str:
        if t is None:
            self.lines.append(ind + text)
            return ""
        name = self.fresh()
        self.lines.append(f"{ind}{name} = {text}")
        assert env is not None
        env[t].append(name)
        return name

    def const(self, ind: str, env: dict[str, list[str]], t: str) -> str:
        r = self.r
        if t == "i1":
            return self.emit(ind, f"arith.constant {r.choice(['true', 'false'])}", env, t)
        if t == "f32":
            return self.emit(ind, f"arith.constant {r.choice(F32)} : f32", env, t)
        if t == "f64":
            return self.emit(ind, f"arith.constant {r.choice(F64)} : f64", env, t)
        values = [0, 1, 2, 3, 4, 10, -1] if t == "index" else [0, 1, -1, 7, 255]
        return self.emit(ind, f"arith.constant {r.choice(values)} : {t}", env, t)

    def pick(self, ind: str, env: dict[str, list[str]], t: str) -> str:
        if not env[t] or self.r.random() < 0.2:
            return self.const(ind, env, t)
        return self.r.choice(env[t])

    def cond(self, ind: str, env: dict[str, list[str]]) -> str:
        r = self.r.random()
        if r < 0.15:
            return self.const(ind, env, "i1")
        if r < 0.3:
            true = self.emit(ind, "arith.constant true", env, "i1")
            return self.emit(ind, f"arith.xori {self.pick(ind, env, 'i1')}, {true} : i1", env, "i1")
        if r < 0.45:
            t = self.r.choice(["i32", "index"])
            return self.emit(ind, f"arith.cmpi {self.r.choice(CMPI)}, {self.pick(ind, env, t)}, "
                             f"{self.pick(ind, env, t)} : {t}", env, "i1")
        return self.r.choice(env["i1"])

    # -- statements -------------------------------------------------------------------------------------
    def statements(self, ind: str, env: dict[str, list[str]], depth: int, count: int) -> None:
        for _ in range(count):
            kinds = ["arith", "arith", "store", "math"]
            if depth > 0:
                kinds += ["if", "if", "if", "for", "for", "while", "parallel", "execute"]
            getattr(self, "s_" + self.r.choice(kinds))(ind, env, depth)

    def s_arith(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        c = r.choice(["addi", "muli", "cmpi", "select", "andi", "addf", "const"])
        if c in ("addi", "muli"):
            t = r.choice(["i32", "index"])
            self.emit(ind, f"arith.{c} {self.pick(ind, env, t)}, {self.pick(ind, env, t)} : {t}", env, t)
        elif c == "cmpi":
            self.cond(ind, env)
        elif c == "select":
            t = r.choice(TYPES)
            self.emit(ind, f"select {self.cond(ind, env)}, {self.pick(ind, env, t)}, {self.pick(ind, env, t)} : {t}",
                      env, t)
        elif c == "andi":
            self.emit(ind, f"arith.andi {self.pick(ind, env, 'i1')}, {self.pick(ind, env, 'i1')} : i1", env, "i1")
        elif c == "addf":
            self.emit(ind, f"arith.addf {self.pick(ind, env, 'f32')}, {self.pick(ind, env, 'f32')} : f32", env, "f32")
        else:
            self.const(ind, env, r.choice(TYPES))

    def s_store(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        t = self.r.choice(["i32", "f32", "i1"])
        memref = {"i32": "%mi", "f32": "%mf", "i1": "%mb"}[t]
        self.emit(ind, f"memref.store {self.pick(ind, env, t)}, {memref}[{self.pick(ind, env, 'index')}] : "
                  f"memref<?x{t}>")

    def s_math(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        if r.random() < 0.25:
            x = self.const(ind, env, "f64")
            self.emit(ind, f"math.{r.choice(['ceil', 'log2'])} {x} : f64", env, "f64")
            return
        if r.random() < 0.15:
            x = self.emit(ind, f"arith.constant {r.choice(['1.5', '-0.5', '4.0', '-0.0'])} : f16", env, "f16")
            self.emit(ind, f"math.{r.choice(['ceil', 'log2'])} {x} : f16", env, "f16")
            return
        o = r.choice(MATH_F + ["powf", "copysign", "ctlz", "ctpop"])
        if o in ("powf", "copysign"):
            self.emit(ind, f"math.{o} {self.pick(ind, env, 'f32')}, {self.pick(ind, env, 'f32')} : f32", env, "f32")
        elif o in ("ctlz", "ctpop"):
            self.emit(ind, f"math.{o} {self.pick(ind, env, 'i32')} : i32", env, "i32")
        else:
            x = self.const(ind, env, "f32") if r.random() < 0.6 else self.pick(ind, env, "f32")
            self.emit(ind, f"math.{o} {x} : f32", env, "f32")

    def region(self, ind: str, env: dict[str, list[str]], depth: int, args: list[tuple[str, str]] = (),
               count: int | None = None) -> dict[str, list[str]]:
        inner = {t: list(vs) for t, vs in env.items()}
        for name, t in args:
            inner[t].append(name)
        self.statements(ind + "  ", inner, depth - 1, self.r.randint(0, 2) if count is None else count)
        return inner

    def yields(self, ind: str, env: dict[str, list[str]], types: list[str], other: list[str] | None) -> list[str]:
        """Values to yield: sometimes the other branch's (equal on both sides) or boolean constants."""
        out = []
        for i, t in enumerate(types):
            r = self.r.random()
            if other is not None and r < 0.25 and other[i] in env[t]:
                out.append(other[i])
            elif t == "i1" and r < 0.6:
                out.append(self.emit(ind, f"arith.constant {self.r.choice(['true', 'false'])}", env, "i1"))
            else:
                out.append(self.pick(ind, env, t))
        return out

    def s_if(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        cond = self.cond(ind, env)
        for _ in range(2 if r.random() < 0.3 else 1):  # a second scf.if on the same condition
            if r.random() < 0.2:  # nested ifs without results or else
                self.lines.append(f"{ind}scf.if {cond} {{")
                inner = {t: list(vs) for t, vs in env.items()}
                self.lines.append(f"{ind}  scf.if {self.cond(ind + '  ', inner)} {{")
                self.region(ind + "  ", inner, depth, count=r.randint(1, 2))
                self.lines.append(f"{ind}  }}")
                self.lines.append(f"{ind}}}")
                continue
            types = [r.choice(TYPES) for _ in range(r.choice([0, 0, 1, 1, 2, 3]))]
            has_else = bool(types) or r.random() < 0.5
            head = ""
            if types:
                name = self.fresh()
                head = f"{name} = " if len(types) == 1 else f"{name}:{len(types)} = "
            arrow = f" -> ({', '.join(types)})" if types else ""
            self.lines.append(f"{ind}{head}scf.if {cond}{arrow} {{")
            inner = self.region(ind, env, depth, count=r.choice([0, 0, 1, 2]))
            then_values = self.yields(ind + "  ", inner, types, None)
            if types:
                self.lines.append(f"{ind}  scf.yield {', '.join(then_values)} : {', '.join(types)}")
            if has_else:
                self.lines.append(f"{ind}}} else {{")
                inner = self.region(ind, env, depth, count=r.choice([0, 0, 1, 2]))
                else_values = self.yields(ind + "  ", inner, types, then_values)
                if types:
                    self.lines.append(f"{ind}  scf.yield {', '.join(else_values)} : {', '.join(types)}")
            self.lines.append(f"{ind}}}")
            if types:
                self._results(env, head.split(" ")[0].split(":")[0], types)

    def _results(self, env: dict[str, list[str]], name: str, types: list[str]) -> None:
        if len(types) == 1:
            if self.r.random() < 0.8:
                env[types[0]].append(name)
            return
        for i, t in enumerate(types):
            if self.r.random() < 0.7:
                env[t].append(f"{name}#{i}")

    def bound(self, ind: str, env: dict[str, list[str]]) -> str:
        if self.r.random() < 0.7:
            return self.const(ind, env, "index")
        return self.pick(ind, env, "index")

    def s_for(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        lb = self.bound(ind, env)
        ub = lb if r.random() < 0.1 else self.bound(ind, env)
        step = self.emit(ind, f"arith.constant {r.choice([1, 1, 2, 4, 16])} : index", env, "index") \
            if r.random() < 0.8 else "%n"
        types = [r.choice(["i32", "f32", "i1", "index"]) for _ in range(r.choice([0, 1, 1, 2, 3]))]
        inits = [self.pick(ind, env, t) for t in types]
        iv = self.fresh()
        args = [(self.fresh(), t) for t in types]
        head = ""
        if types:
            name = self.fresh()
            head = f"{name} = " if len(types) == 1 else f"{name}:{len(types)} = "
        it = ""
        if types:
            assigned = ", ".join(f"{a} = {v}" for (a, _), v in zip(args, inits))
            it = f" iter_args({assigned}) -> ({', '.join(types)})"
        self.lines.append(f"{ind}{head}scf.for {iv} = {lb} to {ub} step {step}{it} {{")
        inner = self.region(ind, env, depth, [(iv, "index"), *args], count=r.choice([0, 1, 2]))
        if types:
            out = []
            for (a, t), init in zip(args, inits):
                c = r.random()
                out.append(a if c < 0.3 else init if c < 0.45 and init in inner[t] else self.pick(ind + "  ", inner, t))
            self.lines.append(f"{ind}  scf.yield {', '.join(out)} : {', '.join(types)}")
        self.lines.append(f"{ind}}}")
        if types:
            self._results(env, head.split(" ")[0].split(":")[0], types)

    def s_while(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        types = [r.choice(["i32", "index", "f32"]) for _ in range(r.randint(1, 3))]
        inits = [self.pick(ind, env, t) for t in types]
        before = [(self.fresh(), t) for t in types]
        # what the condition passes on: before-region args, outer values, and maybe the condition itself
        pass_types = [r.choice(["i32", "index", "i1"]) for _ in range(r.randint(0, 3))]
        head = ""
        if pass_types:
            name = self.fresh()
            head = f"{name} = " if len(pass_types) == 1 else f"{name}:{len(pass_types)} = "
        assigns = ", ".join(f"{a} = {v}" for (a, _), v in zip(before, inits))
        results = pass_types[0] if len(pass_types) == 1 else f"({', '.join(pass_types)})"
        self.lines.append(f"{ind}{head}scf.while ({assigns}) : ({', '.join(types)}) -> {results} {{")
        inner = {t: list(vs) for t, vs in env.items()}
        for a, t in before:
            inner[t].append(a)
        ints = [a for a, t in before if t in ("i32", "index")]
        compared: tuple[str, str, str, bool] | None = None  # (value, predicate, other operand, value is lhs)
        if ints and r.random() < 0.7:
            a = r.choice(ints)
            t = dict(before)[a]
            other = self.r.choice(env[t]) if env[t] and r.random() < 0.7 else self.pick(ind + "  ", inner, t)
            pred, lhs = r.choice(CMPI), r.random() < 0.7
            compared = (a, pred, other, lhs)
            operands = f"{a}, {other}" if lhs else f"{other}, {a}"
            cond = self.emit(ind + "  ", f"arith.cmpi {pred}, {operands} : {t}", inner, "i1")
        else:
            cond = self.emit(ind + "  ", "\"test.cond\"() : () -> i1", inner, "i1")
        passed = []
        for t in pass_types:
            if t == "i1" and r.random() < 0.5:
                passed.append(cond)
            elif compared is not None and t == dict(before)[compared[0]] and r.random() < 0.6:
                passed.append(compared[0])
            else:
                passed.append(self.pick(ind + "  ", inner, t))
        tail = f" {', '.join(passed)} : {', '.join(pass_types)}" if pass_types else ""
        self.lines.append(f"{ind}  scf.condition({cond}){tail}")
        after_args = [(self.fresh(), t) for t in pass_types]
        self.lines.append(f"{ind}}} do {{")
        header = ", ".join(f"{a}: {t}" for a, t in after_args)
        self.lines.append(f"{ind}^bb0({header}):" if after_args else f"{ind}^bb0:")
        inner = {t: list(vs) for t, vs in env.items()}
        for a, t in after_args:
            inner[t].append(a)
        for (a, t), value in zip(after_args, passed):  # the cmpi of the condition, again (or inverted)
            if t in ("i32", "index") and r.random() < 0.5:
                if compared is not None and value == compared[0] and compared[2] in env[t] and r.random() < 0.7:
                    _, pred, other, lhs = compared
                    pred = pred if r.random() < 0.5 else r.choice([INVERSE[pred], r.choice(CMPI)])
                else:
                    other = self.r.choice(env[t]) if env[t] else self.pick(ind + "  ", inner, t)
                    pred, lhs = r.choice(CMPI), True
                operands = f"{a}, {other}" if lhs else f"{other}, {a}"
                x = self.emit(ind + "  ", f"arith.cmpi {pred}, {operands} : {t}", inner, "i1")
                self.emit(ind + "  ", f"memref.store {x}, %mb[%n] : memref<?xi1>")
            elif t == "i1" and r.random() < 0.5:
                self.emit(ind + "  ", f"memref.store {a}, %mb[%n] : memref<?xi1>")
        self.statements(ind + "  ", inner, depth - 2, r.randint(0, 1))
        yielded = [self.pick(ind + "  ", inner, t) for t in types]
        self.lines.append(f"{ind}  scf.yield {', '.join(yielded)} : {', '.join(types)}")
        self.lines.append(f"{ind}}}")
        if pass_types:
            self._results(env, head.split(" ")[0].split(":")[0], pass_types)

    def s_parallel(self, ind: str, env: dict[str, list[str]], depth: int) -> None:
        r = self.r
        dims = r.randint(1, 3)
        lbs, ubs, steps = [], [], []
        for _ in range(dims):
            kind = r.random()
            if kind < 0.4:  # one iteration
                lb = r.choice([0, 1, 2])
                lbs.append(self.emit(ind, f"arith.constant {lb} : index", env, "index"))
                ubs.append(self.emit(ind, f"arith.constant {lb + r.choice([1, 2])} : index", env, "index"))
                steps.append(self.emit(ind, f"arith.constant {r.choice([2, 3])} : index", env, "index"))
            elif kind < 0.5:
                lbs.append("%n")
                ubs.append("%n")
                steps.append(self.emit(ind, "arith.constant 1 : index", env, "index"))
            else:
                lbs.append(self.bound(ind, env))
                ubs.append(self.bound(ind, env))
                steps.append(self.emit(ind, f"arith.constant {r.choice([1, 2])} : index", env, "index"))
        reduce = r.random() < 0.3
        ivs = [self.fresh() for _ in range(dims)]
        head, init, arrow = "", "", ""
        if reduce:
            name = self.fresh()
            head = f"{name} = "
            init = f" init ({self.pick(ind, env, 'i32')})"
            arrow = " -> i32"
        self.lines.append(f"{ind}{head}scf.parallel ({', '.join(ivs)}) = ({', '.join(lbs)}) to ({', '.join(ubs)}) "
                          f"step ({', '.join(steps)}){init}{arrow} {{")
        inner = {t: list(vs) for t, vs in env.items()}
        for iv in ivs:
            inner["index"].append(iv)
        if not reduce and depth > 1 and r.random() < 0.5:  # a nest
            self.s_parallel(ind + "  ", inner, depth - 1)
        else:
            self.statements(ind + "  ", inner, depth - 2, r.randint(1, 2))
        if reduce:
            v = self.pick(ind + "  ", inner, "i32")
            lhs, rhs, red = self.fresh(), self.fresh(), self.fresh()
            self.lines.append(f"{ind}  scf.reduce({v}) : i32 {{")
            self.lines.append(f"{ind}  ^bb0({lhs}: i32, {rhs}: i32):")
            self.lines.append(f"{ind}    {red} = arith.{r.choice(['addi', 'muli'])} {lhs}, {rhs} : i32")
            self.lines.append(f"{ind}    scf.reduce.return {red} : i32")
            self.lines.append(f"{ind}  }}")
        self.lines.append(f"{ind}}}")
        if reduce:
            env["i32"].append(head.split(" ")[0])

    def s_execute(self, ind: str, env: dict[str, list[str]], depth: int, top: bool = False) -> None:
        r = self.r
        t = r.choice(["i32", "f32", "index"])
        name = self.fresh()
        self.lines.append(f"{ind}{name} = scf.execute_region -> {t} {{")
        if top and r.random() < 0.5:  # several blocks: inlined into the function
            inner = {k: list(vs) for k, vs in env.items()}
            cond = self.cond(ind + "  ", inner)
            labels = [f"^e{self.fresh()[2:]}" for _ in range(2)]
            a = self.pick(ind + "  ", inner, t)
            self.lines.append(f"{ind}  cond_br {cond}, {labels[0]}, {labels[1]}")
            self.lines.append(f"{ind}{labels[0]}:")
            one = self.region(ind, inner, depth, count=r.randint(0, 1))
            self.lines.append(f"{ind}  scf.yield {self.pick(ind + '  ', one, t)} : {t}")
            self.lines.append(f"{ind}{labels[1]}:")
            self.lines.append(f"{ind}  scf.yield {a} : {t}")
        else:
            inner = self.region(ind, env, depth, count=r.randint(0, 2))
            self.lines.append(f"{ind}  scf.yield {self.pick(ind + '  ', inner, t)} : {t}")
        self.lines.append(f"{ind}}}")
        env[t].append(name)


ARGS = [("%c", "i1"), ("%d", "i1"), ("%x", "i32"), ("%y", "i32"), ("%n", "index"), ("%f", "f32"),
        ("%mi", "memref<?xi32>"), ("%mf", "memref<?xf32>"), ("%mb", "memref<?xi1>")]


def program(seed: int, size: int = 4, depth: int = 3) -> str:
    """One function `@f<seed>` in MLIR 14's syntax."""
    g = _Gen(seed)
    env: dict[str, list[str]] = {t: [] for t in (*TYPES, "f64", "f16")}
    for name, t in ARGS:
        if t in env:
            env[t].append(name)
    for _ in range(size):
        if g.r.random() < 0.1:
            g.s_execute("  ", env, depth, top=True)
        else:
            g.statements("  ", env, depth, 1)
    results = [(t, g.pick("  ", env, t)) for t in ("i32", "i1", "f32") if g.r.random() < 0.7]
    g.lines.append(f"  return {', '.join(v for _, v in results)}" + (f" : {', '.join(t for t, _ in results)}"
                                                                    if results else ""))
    params = ", ".join(f"{n}: {t}" for n, t in ARGS)
    head = f"func @f{seed}({params}) -> ({', '.join(t for t, _ in results)}) {{"
    return "\n".join([head, *g.lines, "}"]) + "\n"
