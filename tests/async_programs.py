"""Random host programs around `async.execute` for the async differential tests: executes with token
dependencies, `!async.value` operands and results, nested executes and awaits, holding synchronous GPU ops
(alloc, memcpy, memset, launch_func, wait, dealloc) and host ops with effects.  Every program verifies."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

_MEMREF = "memref<8xf32>"


@dataclass
class _Scope:
    """What a point of the program may use: memrefs, f32s, tokens and async values (by type)."""

    memrefs: list[str]
    floats: list[str]
    tokens: list[str] = field(default_factory=list)
    values: list[tuple[str, str]] = field(default_factory=list)  # (name, element type)

    def child(self) -> _Scope:
        return _Scope(list(self.memrefs), list(self.floats), list(self.tokens), list(self.values))


class _Gen:
    def __init__(self, seed: int, gpu_ops: bool) -> None:
        self.rng = random.Random(seed)
        self.next = 0
        self.gpu_ops = gpu_ops

    def name(self, stem: str) -> str:
        self.next += 1
        return f"%{stem}{self.next}"

    def gpu_op(self, scope: _Scope, out: list[str], indent: str) -> None:
        r = self.rng.random()
        m = self.rng.choice(scope.memrefs)
        if r < 0.25:
            new = self.name("m")
            out.append(f"{indent}{new} = gpu.alloc () : {_MEMREF}")
            scope.memrefs.append(new)
        elif r < 0.45:
            other = self.rng.choice(scope.memrefs)
            out.append(f"{indent}gpu.memcpy {m}, {other} : {_MEMREF}, {_MEMREF}")
        elif r < 0.6:
            out.append(f"{indent}gpu.memset {m}, {self.rng.choice(scope.floats)} : {_MEMREF}, f32")
        elif r < 0.8:
            out.append(f"{indent}gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) "
                       f"args({m} : {_MEMREF}, {self.rng.choice(scope.floats)} : f32)")
        elif r < 0.9:
            out.append(f"{indent}gpu.wait")
        else:
            out.append(f"{indent}memref.store {self.rng.choice(scope.floats)}, {m}[%c0] : {_MEMREF}")

    def statement(self, scope: _Scope, out: list[str], indent: str, depth: int) -> None:
        r = self.rng.random()
        if r < 0.35 and self.gpu_ops:
            self.gpu_op(scope, out, indent)
        elif r < 0.7 and depth < 2:
            self.execute(scope, out, indent, depth)
        elif r < 0.76 and (scope.tokens or scope.values):
            self.group(scope, out, indent)
        elif r < 0.8 and depth < 3 and (scope.tokens or scope.values):
            inner = scope.child()
            out.append(f"{indent}scf.if %b {{")
            self.statement(inner, out, indent + "  ", depth + 1)
            out.append(f"{indent}}}")
        elif r < 0.82:
            c = self.name("k")
            out.append(f"{indent}{c} = arith.constant {self.rng.randrange(1, 9)}.0 : f32")
            scope.floats.append(c)
        elif r < 0.84:
            out.append(f'{indent}assert %b, "checked"')
        elif r < 0.92 and scope.tokens:
            out.append(f"{indent}async.await {self.rng.choice(scope.tokens)} : !async.token")
        elif scope.values:
            value, element = self.rng.choice(scope.values)
            got = self.name("w")
            out.append(f"{indent}{got} = async.await {value} : !async.value<{element}>")
            (scope.memrefs if element == _MEMREF else scope.floats).append(got)
        else:
            a, b = self.rng.choice(scope.floats), self.rng.choice(scope.floats)
            s = self.name("s")
            out.append(f"{indent}{s} = arith.addf {a}, {b} : f32")
            scope.floats.append(s)

    def group(self, scope: _Scope, out: list[str], indent: str) -> None:
        members = [(t, "!async.token") for t in scope.tokens] + [(v, f"!async.value<{e}>") for v, e in scope.values]
        chosen = self.rng.sample(members, min(len(members), self.rng.randrange(1, 4)))
        g = self.name("g")
        out.append(f"{indent}{g} = async.create_group %c{len(chosen)} : !async.group")
        for member, type_ in chosen:
            out.append(f"{indent}{self.name('i')} = async.add_to_group {member}, {g} : {type_}")
        if self.rng.random() < 0.8:
            out.append(f"{indent}async.await_all {g}")

    def execute(self, scope: _Scope, out: list[str], indent: str, depth: int) -> None:
        rng = self.rng
        deps = rng.sample(scope.tokens, min(len(scope.tokens), rng.randrange(3)))
        operands = rng.sample(scope.values, min(len(scope.values), rng.randrange(3)))
        inner = scope.child()
        args = []
        for value, element in operands:
            arg = self.name("a")
            args.append(f"{value} as {arg}: !async.value<{element}>")
            (inner.memrefs if element == _MEMREF else inner.floats).append(arg)
        body: list[str] = []
        for _ in range(rng.randrange(1, 5)):
            self.statement(inner, body, indent + "  ", depth + 1)
        yielded = []
        for _ in range(rng.randrange(3)):
            if rng.random() < 0.6:
                yielded.append((rng.choice(inner.memrefs), _MEMREF))
            else:
                yielded.append((rng.choice(inner.floats), "f32"))
        token = self.name("t")
        head = f"{indent}{token}"
        results = ""
        if yielded:
            results_name = self.name("r")
            head += f", {results_name}" + (f":{len(yielded)}" if len(yielded) > 1 else "")
            types = ", ".join(f"!async.value<{t}>" for _, t in yielded)
            results = f" -> ({types})"
            for i, (_, t) in enumerate(yielded):
                scope.values.append((results_name + (f"#{i}" if len(yielded) > 1 else ""), t))
        dep_text = f" [{', '.join(deps)}]" if deps else ""
        arg_text = f" ({', '.join(args)})" if args else ""
        out.append(f"{head} = async.execute{dep_text}{arg_text}{results} {{")
        out.extend(body)
        if yielded:
            out.append(f"{indent}  async.yield {', '.join(v for v, _ in yielded)} : {', '.join(t for _, t in yielded)}")
        else:
            out.append(f"{indent}  async.yield")
        out.append(f"{indent}}}")
        scope.tokens.append(token)


def program(seed: int, statements: int = 8, gpu_ops: bool = True, binary: bool = False) -> str:
    """A module with a kernel and one function of about `statements` top-level statements; `binary`: the
    kernel module carries a `gpu.binary` (for `--gpu-to-llvm`)."""
    gen = _Gen(seed, gpu_ops)
    scope = _Scope(["%h"], ["%x"])
    body: list[str] = []
    for _ in range(statements):
        gen.statement(scope, body, "    ", 0)
    lines = [
        "module attributes {gpu.container_module} {",
        "  gpu.module @kernels attributes {gpu.binary = \"BLOB\"} {" if binary else "  gpu.module @kernels {",
        f"    gpu.func @k(%m: {_MEMREF}, %f: f32) kernel {{",
        "      gpu.return",
        "    }",
        "  }",
        f"  func @f(%h: {_MEMREF}, %x: f32, %b: i1) {{",
        "    %c0 = arith.constant 0 : index",
        "    %c1 = arith.constant 1 : index",
        "    %c2 = arith.constant 2 : index",
        "    %c3 = arith.constant 3 : index",
        "    %c8 = arith.constant 8 : index",
        *body,
        "    return",
        "  }",
        "}",
    ]
    return "\n".join(lines) + "\n"
