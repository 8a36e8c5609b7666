"""Random nested scf programs for the differential test of convert-scf-to-std (tests/
test_scf_to_std_differential.py): scf.for with and without iter_args, scf.if with and without results and
else regions, scf.while in its general and do-while forms, scf.parallel with reductions, single- and
multi-block scf.execute_region, nested to a given depth, with arith ops using the values in scope."""

from __future__ import annotations

import random

TYPES = ("index", "i32", "f32", "i1")
_ADD = {"index": "arith.addi", "i32": "arith.addi", "f32": "arith.addf"}


class ProgramGenerator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.count = 0
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def module(self, functions: int, depth: int = 3) -> str:
        out = []
        for i in range(functions):
            out.append(self.function(f"f{i}", depth))
        return "\n".join(out)

    def function(self, name: str, depth: int) -> str:
        self.lines = []
        env = {"index": ["%lb", "%ub", "%st"], "i32": ["%y"], "f32": ["%x"], "i1": ["%c"]}
        self.statements(env, depth, "  ")
        body = "\n".join(self.lines)
        return (f"func @{name}(%lb: index, %ub: index, %st: index, %x: f32, %y: i32, %c: i1) {{\n{body}\n"
                f"  return\n}}\n")

    def pick(self, env: dict[str, list[str]], t: str) -> str:
        return self.rng.choice(env[t])

    def types(self, most: int) -> list[str]:
        return [self.rng.choice(("index", "i32", "f32")) for _ in range(self.rng.randint(0, most))]

    def statements(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        for _ in range(self.rng.randint(1, 3)):
            kinds = ["arith", "cmp"] + (["for", "if", "while", "parallel", "execute"] if depth > 0 else [])
            getattr(self, "op_" + self.rng.choice(kinds))(env, depth, ind)

    def define(self, env: dict[str, list[str]], ind: str, types: list[str], text: str) -> list[str]:
        """Writes `text` defining values of `types`; adds them to `env`; returns their names."""
        if not types:
            self.lines.append(ind + text)
            return []
        name = self.fresh()
        names = [name] if len(types) == 1 else [f"{name}#{i}" for i in range(len(types))]
        head = name if len(types) == 1 else f"{name}:{len(types)}"
        self.lines.append(f"{ind}{head} = {text}")
        for n, t in zip(names, types):
            env[t].append(n)
        return names

    def op_arith(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        t = self.rng.choice(("index", "i32", "f32"))
        self.define(env, ind, [t], f"{_ADD[t]} {self.pick(env, t)}, {self.pick(env, t)} : {t}")

    def op_cmp(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        t = self.rng.choice(("index", "i32"))
        self.define(env, ind, ["i1"], f"arith.cmpi slt, {self.pick(env, t)}, {self.pick(env, t)} : {t}")

    def region(self, env: dict[str, list[str]], depth: int, ind: str, args: list[tuple[str, str]],
               yields: list[str], terminator: str = "scf.yield") -> None:
        inner = {t: list(vs) for t, vs in env.items()}
        for name, t in args:
            inner[t].append(name)
        self.statements(inner, depth - 1, ind + "  ")
        values = [self.pick(inner, t) for t in yields]
        if values:
            self.lines.append(f"{ind}  {terminator} {', '.join(values)} : {', '.join(yields)}")
        elif terminator != "scf.yield" or self.rng.random() < 0.5:
            self.lines.append(f"{ind}  {terminator}")

    def op_for(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        types = self.types(2)
        iv = self.fresh()
        args = [(self.fresh(), t) for t in types]
        head = f"scf.for {iv} = {self.pick(env, 'index')} to {self.pick(env, 'index')} step {self.pick(env, 'index')}"
        if types:
            inits = ", ".join(f"{a} = {self.pick(env, t)}" for a, t in args)
            head += f" iter_args({inits}) -> ({', '.join(types)})"
        start = len(self.lines)
        self.lines.append("")
        self.region(env, depth, ind, [(iv, "index"), *args], types)
        self.lines.append(ind + "}")
        self.insert_head(env, start, ind, types, head + " {")

    def insert_head(self, env: dict[str, list[str]], start: int, ind: str, types: list[str], text: str) -> None:
        """Fills the placeholder line `start` with the op's first line (results named after its body's)."""
        saved = self.lines
        self.lines = []
        self.define(env, ind, types, text)
        saved[start] = self.lines[0]
        self.lines = saved

    def op_if(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        types = self.types(2)
        head = f"scf.if {self.pick(env, 'i1')}" + (f" -> ({', '.join(types)})" if types else "") + " {"
        start = len(self.lines)
        self.lines.append("")
        self.region(env, depth, ind, [], types)
        if types or self.rng.random() < 0.5:
            self.lines.append(ind + "} else {")
            self.region(env, depth, ind, [], types)
        self.lines.append(ind + "}")
        self.insert_head(env, start, ind, types, head)

    def op_while(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        inits = self.types(2)
        results = inits if self.rng.random() < 0.6 else self.types(2)
        before = [(self.fresh(), t) for t in inits]
        assigns = ", ".join(f"{a} = {self.pick(env, t)}" for a, t in before)
        head = "scf.while " + (f"({assigns}) " if before else "") + \
            f": ({', '.join(inits)}) -> ({', '.join(results)}) {{"
        start = len(self.lines)
        self.lines.append("")
        inner = {t: list(vs) for t, vs in env.items()}
        for name, t in before:
            inner[t].append(name)
        self.statements(inner, depth - 1, ind + "  ")
        values = [self.pick(inner, t) for t in results]
        cond = f"{ind}  scf.condition({self.pick(inner, 'i1')})"
        self.lines.append(cond + (f" {', '.join(values)} : {', '.join(results)}" if values else ""))
        after = [(self.fresh(), t) for t in results]
        self.lines.append(ind + "} do {")
        if after:
            self.lines.append(f"{ind}^bb0({', '.join(f'{a}: {t}' for a, t in after)}):")
        if results == inits and self.rng.random() < 0.5:  # the do-while form: forward the arguments
            if after:
                self.lines.append(f"{ind}  scf.yield {', '.join(a for a, _ in after)} : {', '.join(results)}")
            else:
                self.lines.append(f"{ind}  scf.yield")
        else:
            self.region(env, depth, ind, after, inits)
            if not inits and not self.lines[-1].strip().startswith("scf.yield"):
                self.lines.append(f"{ind}  scf.yield")
        self.lines.append(ind + "}")
        self.insert_head(env, start, ind, results, head)

    def op_parallel(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        dims = self.rng.randint(1, 3)
        ivs = [self.fresh() for _ in range(dims)]
        reductions = [self.rng.choice(("i32", "f32")) for _ in range(self.rng.randint(0, 2))]

        def bounds() -> str:
            return ", ".join(self.pick(env, "index") for _ in range(dims))

        head = f"scf.parallel ({', '.join(ivs)}) = ({bounds()}) to ({bounds()}) step ({bounds()})"
        if reductions:
            head += f" init ({', '.join(self.pick(env, t) for t in reductions)})"
            head += " -> " + (reductions[0] if len(reductions) == 1 else f"({', '.join(reductions)})")
        start = len(self.lines)
        self.lines.append("")
        inner = {t: list(vs) for t, vs in env.items()}
        inner["index"] += ivs
        self.statements(inner, depth - 1, ind + "  ")
        for t in reductions:
            lhs, rhs, res = self.fresh(), self.fresh(), self.fresh()
            self.lines += [f"{ind}  scf.reduce({self.pick(inner, t)}) : {t} {{",
                           f"{ind}  ^bb0({lhs}: {t}, {rhs}: {t}):",
                           f"{ind}    {res} = {_ADD[t]} {lhs}, {rhs} : {t}",
                           f"{ind}    scf.reduce.return {res} : {t}",
                           f"{ind}  }}"]
        self.lines.append(ind + "}")
        self.insert_head(env, start, ind, reductions, head + " {")

    def op_execute(self, env: dict[str, list[str]], depth: int, ind: str) -> None:
        types = self.types(1)
        head = "scf.execute_region" + (f" -> {types[0]}" if types else "") + " {"
        start = len(self.lines)
        self.lines.append("")
        if self.rng.random() < 0.5:
            self.region(env, depth, ind, [], types)
            if not types and not self.lines[-1].strip().startswith("scf.yield"):
                self.lines.append(f"{ind}  scf.yield")
        else:
            self.lines.append(f"{ind}  cond_br {self.pick(env, 'i1')}, ^bb1, ^bb2")
            for label in ("^bb1", "^bb2"):
                self.lines.append(f"{ind}{label}:")
                self.region(env, depth, ind, [], types)
                if not types and not self.lines[-1].strip().startswith("scf.yield"):
                    self.lines.append(f"{ind}  scf.yield")
        self.lines.append(ind + "}")
        self.insert_head(env, start, ind, types, head)
