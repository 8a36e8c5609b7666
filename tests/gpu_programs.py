"""Hypothesis strategies for random VALID GPU-dialect programs, used by the property tests.

A program is a `gpu.container_module` holding kernels (`gpu.module`s with a `gpu.binary`) and host functions
whose memref/index/scalar arguments feed chains and fan-ins of async tokens through gpu.alloc, dealloc,
memcpy, memset, wait, host_register and launch_func, mixed with arith ops and br/cond_br control flow
(diamonds and self-loops, values passed as block arguments).  Values are only used where they dominate,
so every program is valid by construction; the tests then check that gpuopt agrees.

`mlir14=True` restricts the programs to what mlir-opt 14's `--gpu-to-llvm` lowers: alloc, dealloc, memcpy
and memset async with exactly one dependency and a 32-bit memset value, launch_func with at most one
dependency, and one launch per gpu.module.  In both modes gpu.memset sets 32-bit values only, the only
ones either lowering handles.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

TOKEN = "!gpu.async.token"
SCALARS = ("index", "i32", "f32", "i1")
MEMREFS = ("memref<4xf32>", "memref<?xf32>", "memref<2x3xi32>", "memref<?x4xf32>", "memref<8xi64>",
           "memref<?xf16>", "memref<16xi8>", "memref<?xi8>")
KERNEL_ARG_TYPES = ("index", "i32", "f32") + MEMREFS


def element_type(memref: str) -> str:
    return memref[len("memref<"):-1].split("x")[-1]


def dynamic_dims(memref: str) -> int:
    return memref.count("?")


def unranked(memref: str) -> str:
    return f"memref<*x{element_type(memref)}>"


@dataclass
class Block:
    label: str
    args: list[tuple[str, str]]
    lines: list[str] = field(default_factory=list)


@dataclass
class FunctionBuilder:
    """Straight-line code goes into `blocks[-1]`; `pool` holds the values that dominate that point."""

    draw: st.DrawFn
    program: ProgramBuilder
    pool: list[tuple[str, str]]
    blocks: list[Block] = field(default_factory=list)

    def fresh(self) -> str:
        return self.program.fresh()

    def values(self, type_: str) -> list[str]:
        return [name for name, t in self.pool if t == type_]

    def value(self, type_: str) -> str:
        """A value of `type_` in scope, made with a constant or a token when there is none."""
        found = self.values(type_)
        if found:
            return self.draw(st.sampled_from(found))
        return self.make(type_)

    def make(self, type_: str) -> str:
        name = self.fresh()
        if type_ == TOKEN:
            self.emit(f"{name} = gpu.wait async", name, type_)
        elif type_ == "index":
            self.emit(f"{name} = arith.constant {self.draw(st.integers(0, 64))} : index", name, type_)
        elif type_ == "i32":
            self.emit(f"{name} = arith.constant {self.draw(st.integers(-2**31, 2**31 - 1))} : i32", name, type_)
        elif type_ == "f32":
            value = self.draw(st.sampled_from(["0.0", "1.5", "-2.0", "3.25", "1.0e+10"]))
            self.emit(f"{name} = arith.constant {value} : f32", name, type_)
        elif type_ == "i1":
            self.emit(f"{name} = arith.constant {self.draw(st.sampled_from(['true', 'false']))}", name, type_)
        else:
            dims = ", ".join(self.value("index") for _ in range(dynamic_dims(type_)))
            if self.program.mlir14:
                token = self.value(TOKEN)
                done = self.fresh()
                self.emit(f"{name}, {done} = gpu.alloc async [{token}] ({dims}) : {type_}", name, type_)
                self.pool.append((done, TOKEN))
            else:
                self.emit(f"{name} = gpu.alloc ({dims}) : {type_}", name, type_)
        return name

    def emit(self, line: str, name: str | None = None, type_: str | None = None) -> None:
        self.blocks[-1].lines.append(line)
        if name is not None and type_ is not None:
            self.pool.append((name, type_))

    def deps(self) -> list[str]:
        """Dependencies of an async op: one for mlir-opt 14, otherwise none, one or a fan-in of several."""
        if self.program.mlir14:
            return [self.value(TOKEN)]
        count = self.draw(st.integers(0, 3))
        tokens = self.values(TOKEN)
        if not tokens:
            return [self.make(TOKEN) for _ in range(count)]
        return [self.draw(st.sampled_from(tokens)) for _ in range(count)]

    def async_prefix(self) -> tuple[str, str]:
        """(`%t = ` or ``, ` async [deps]` or ` [deps]` or ``) for an op that may be async."""
        is_async = self.program.mlir14 or self.draw(st.booleans())
        deps = self.deps() if is_async or self.draw(st.booleans()) else []
        dep_text = f" [{', '.join(deps)}]" if deps else ""
        if is_async:
            token = self.fresh()
            self.pool.append((token, TOKEN))
            return f"{token} = ", f" async{dep_text}"
        return "", dep_text

    # -- one random op --------------------------------------------------------------------------------
    def op(self) -> None:
        kind = self.draw(st.sampled_from(["const", "arith", "cmp", "wait", "alloc", "dealloc", "memcpy", "memset",
                                          "host_register", "launch"]))
        getattr(self, f"op_{kind}")()

    def op_const(self) -> None:
        self.make(self.draw(st.sampled_from(SCALARS)))

    def op_arith(self) -> None:
        type_ = self.draw(st.sampled_from(["index", "i32", "f32"]))
        ops = ["addf", "subf", "mulf"] if type_ == "f32" else ["addi", "subi", "muli", "andi", "ori", "xori"]
        name = self.fresh()
        a, b = self.value(type_), self.value(type_)
        self.emit(f"{name} = arith.{self.draw(st.sampled_from(ops))} {a}, {b} : {type_}", name, type_)

    def op_cmp(self) -> None:
        type_ = self.draw(st.sampled_from(["index", "i32", "f32"]))
        if type_ == "f32":
            pred, op = self.draw(st.sampled_from(["oeq", "olt", "uno", "une", "false", "true"])), "cmpf"
        else:
            pred, op = self.draw(st.sampled_from(["eq", "ne", "slt", "ule", "sge"])), "cmpi"
        name = self.fresh()
        a, b = self.value(type_), self.value(type_)
        self.emit(f"{name} = arith.{op} {pred}, {a}, {b} : {type_}", name, "i1")

    def op_wait(self) -> None:
        tokens = self.values(TOKEN)
        count = self.draw(st.integers(0, min(3, len(tokens))))
        deps = [self.draw(st.sampled_from(tokens)) for _ in range(count)]
        dep_text = f" [{', '.join(deps)}]" if deps else ""
        if self.draw(st.booleans()):
            name = self.fresh()
            self.emit(f"{name} = gpu.wait async{dep_text}", name, TOKEN)
        else:
            self.emit(f"gpu.wait{dep_text}")

    def op_alloc(self) -> None:
        type_ = self.draw(st.sampled_from(MEMREFS))
        dims = ", ".join(self.value("index") for _ in range(dynamic_dims(type_)))
        token, prefix = self.async_prefix()
        name = self.fresh()
        results = f"{name}, {token[:-3]} = " if token else f"{name} = "
        self.emit(f"{results}gpu.alloc{prefix} ({dims}) : {type_}", name, type_)

    def op_dealloc(self) -> None:
        type_ = self.draw(st.sampled_from(MEMREFS))
        memref = self.value(type_)
        token, prefix = self.async_prefix()
        self.emit(f"{token}gpu.dealloc{prefix} {memref} : {type_}")

    def op_memcpy(self) -> None:
        type_ = self.draw(st.sampled_from(MEMREFS))
        dst, src = self.value(type_), self.value(type_)
        token, prefix = self.async_prefix()
        self.emit(f"{token}gpu.memcpy{prefix} {dst}, {src} : {type_}, {type_}")

    def op_memset(self) -> None:
        # gpu-to-llvm (ours and mlir-opt 14's) lowers a memset only with a 32-bit value (mgpuMemset32)
        type_ = self.draw(st.sampled_from([m for m in MEMREFS if element_type(m) in ("f32", "i32")]))
        elt = element_type(type_)
        dst = self.value(type_)
        value = self.value(elt)
        token, prefix = self.async_prefix()
        self.emit(f"{token}gpu.memset{prefix} {dst}, {value} : {type_}, {elt}")

    def op_host_register(self) -> None:
        type_ = self.draw(st.sampled_from(MEMREFS))
        memref = self.value(type_)
        cast = self.fresh()
        self.emit(f"{cast} = memref.cast {memref} : {type_} to {unranked(type_)}", cast, unranked(type_))
        self.emit(f"gpu.host_register {cast} : {unranked(type_)}")

    def op_launch(self) -> None:
        module, kernel, signature = self.program.kernel(self.draw)
        args = [(self.value(t), t) for t in signature]
        sizes = [self.value("index") for _ in range(6)]
        if self.program.mlir14:
            is_async = self.draw(st.booleans())
            deps = self.deps() if is_async and self.draw(st.booleans()) else []
            token = self.fresh() if is_async else ""
            prefix = f" async [{', '.join(deps)}]" if deps else " async" if is_async else ""
            if token:
                self.pool.append((token, TOKEN))
            token = f"{token} = " if token else ""
        else:
            token, prefix = self.async_prefix()
        smem = f" dynamic_shared_memory_size {self.value('i32')}" if self.draw(st.booleans()) else ""
        arg_text = f" args({', '.join(f'{v} : {t}' for v, t in args)})" if args else ""
        self.emit(f"{token}gpu.launch_func{prefix} @{module}::@{kernel} blocks in ({', '.join(sizes[:3])}) "
                  f"threads in ({', '.join(sizes[3:])}){smem}{arg_text}")

    # -- control flow ---------------------------------------------------------------------------------
    def straight(self, max_ops: int) -> None:
        for _ in range(self.draw(st.integers(0, max_ops))):
            self.op()

    def new_block(self, args: list[tuple[str, str]]) -> Block:
        block = Block(self.program.fresh_label(), args)
        self.blocks.append(block)
        return block

    def branch_args(self, types: list[str]) -> str:
        if not types:
            return ""
        values = [self.value(t) for t in types]
        return "(" + ", ".join(values) + " : " + ", ".join(types) + ")"

    def carried_types(self) -> list[str]:
        """Block argument types: ones with a value in scope (so every predecessor has one to pass)."""
        # No memrefs: like mlir-opt 14, the lowering sees a memref block argument of a non-entry block as an
        # LLVM struct and fails to legalize the (sync) gpu ops that use it.
        present = sorted({t for _, t in self.pool if not t.startswith("memref")})
        if not present:
            return []
        return self.draw(st.lists(st.sampled_from(present), max_size=3))

    def diamond(self, max_ops: int) -> None:
        cond = self.value("i1")
        base = list(self.pool)
        merge_types = self.carried_types()
        then_label, else_label = self.program.fresh_label(), self.program.fresh_label()
        true_args_types = self.carried_types()
        self.emit(f"cond_br {cond}, ^{then_label}{self.branch_args(true_args_types)}, ^{else_label}")
        merge_label = self.program.fresh_label()
        for label, arg_types in ((then_label, true_args_types), (else_label, [])):
            args = [(self.fresh(), t) for t in arg_types]
            self.blocks.append(Block(label, args))
            self.pool = base + args
            self.straight(max_ops)
            self.emit(f"br ^{merge_label}{self.branch_args(merge_types)}")
        args = [(self.fresh(), t) for t in merge_types]
        self.blocks.append(Block(merge_label, args))
        self.pool = base + args

    def loop(self, max_ops: int) -> None:
        carried = self.carried_types()
        header = self.program.fresh_label()
        self.emit(f"br ^{header}{self.branch_args(carried)}")
        args = [(self.fresh(), t) for t in carried]
        self.blocks.append(Block(header, args))
        self.pool = self.pool + args
        self.straight(max_ops)
        cond = self.value("i1")
        exit_label = self.program.fresh_label()
        self.emit(f"cond_br {cond}, ^{header}{self.branch_args(carried)}, ^{exit_label}")
        self.blocks.append(Block(exit_label, []))

    def body(self, max_ops: int) -> None:
        self.blocks.append(Block("entry", []))
        for _ in range(self.draw(st.integers(1, 3))):
            shape = self.draw(st.sampled_from(["straight", "straight", "diamond", "loop"]))
            if shape == "straight":
                self.straight(max_ops)
            else:
                getattr(self, shape)(max_ops)
        self.emit("return")

    def text(self, name: str, params: list[tuple[str, str]]) -> str:
        header = ", ".join(f"{n} : {t}" for n, t in params)
        lines = [f"  func @{name}({header}) {{"]
        for i, block in enumerate(self.blocks):
            if i:
                args = ", ".join(f"{n}: {t}" for n, t in block.args)
                lines.append(f"  ^{block.label}" + (f"({args}):" if args else ":"))
            lines.extend(f"    {line}" for line in block.lines)
        lines.append("  }")
        return "\n".join(lines)


@dataclass
class ProgramBuilder:
    mlir14: bool
    counter: int = 0
    labels: int = 0
    modules: list[tuple[str, str, list[str], str]] = field(default_factory=list)
    """(module name, kernel name, argument types, binary) of each gpu.module."""

    def fresh(self) -> str:
        self.counter += 1
        return f"%v{self.counter}"

    def fresh_label(self) -> str:
        self.labels += 1
        return f"bb{self.labels}"

    def kernel(self, draw: st.DrawFn) -> tuple[str, str, list[str]]:
        """A kernel to launch: a new gpu.module, or (not for mlir-opt 14) one made before."""
        if self.modules and not self.mlir14 and draw(st.booleans()):
            name, kernel, signature, _ = draw(st.sampled_from(self.modules))
            return name, kernel, signature
        # At least one argument: a launch without arguments lowers to `!llvm.struct<"", ()>`, which the parser
        # reads back as `!llvm.struct<"">` (xfail in test_regressions.py::test_empty_identified_struct_body).
        signature = draw(st.lists(st.sampled_from(KERNEL_ARG_TYPES), min_size=1, max_size=4))
        binary = draw(st.sampled_from(["BLOB", "CUBIN\\00\\7F", "", "x\\22y"]))
        name = f"kernels{len(self.modules)}"
        kernel = draw(st.sampled_from(["kernel", "main_kernel", "k"]))
        self.modules.append((name, kernel, signature, binary))
        return name, kernel, signature

    def module_text(self, functions: list[str]) -> str:
        parts = ["module attributes {gpu.container_module} {"]
        for name, kernel, signature, binary in self.modules:
            params = ", ".join(f"%arg{i} : {t}" for i, t in enumerate(signature))
            parts.append(f'  gpu.module @{name} attributes {{gpu.binary = "{binary}"}} {{\n'
                         f"    gpu.func @{kernel}({params}) kernel {{\n      gpu.return\n    }}\n  }}")
        parts.extend(functions)
        parts.append("}")
        return "\n".join(parts) + "\n"


@st.composite
def gpu_programs(draw: st.DrawFn, mlir14: bool = False, max_ops: int = 6) -> str:
    """The text of one valid program (custom syntax, as a person would write it)."""
    program = ProgramBuilder(mlir14)
    functions: list[str] = []
    for index in range(draw(st.integers(1, 2))):
        param_types = draw(st.lists(st.sampled_from(MEMREFS + SCALARS), max_size=4))
        params = [(program.fresh(), t) for t in param_types]
        fn = FunctionBuilder(draw, program, list(params))
        fn.body(max_ops)
        functions.append(fn.text(f"f{index}", params))
    return program.module_text(functions)
