"""Differential tests: gpuopt-translate against the real mlir-translate 14, on corpus and random modules.

Every module is translated by both (`python -m gpuopt.translate` in-process, `mlir-translate-14
--mlir-to-llvmir` as a process) from the same file, and where 14 succeeds the two texts must be identical,
debug info included (from op positions and from locations written with `loc(...)`).

Corpus: the LLVM-dialect inputs of test/Target/LLVMIR but those marked ORACLE-XFAIL (after `gpuopt
--gpu-to-llvm` where the RUN line lowers first) and every chunk of test/Conversion/GPUCommon lowered by
`gpuopt --gpu-to-llvm`.  Random: LLVM-dialect functions over constants and arguments (so that IRBuilder's
constant folding is exercised op by op), globals, casts, GEPs, aggregates, memory, calls and branches with
block arguments.  Skipped when mlir-translate 14 is not installed.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.diagnostics import DiagnosticError
from gpuopt.parser import parse
from gpuopt.translate.verify import translate_to_text
from gpuopt.verifier import verify

ROOT = Path(__file__).resolve().parents[1]
ORACLE = Path(os.environ.get("MLIR_TRANSLATE", "/usr/lib/llvm-14/bin/mlir-translate"))

if not (ORACLE.is_file() and os.access(ORACLE, os.X_OK)):
    pytest.skip(f"mlir-translate 14 not found at {ORACLE}", allow_module_level=True)

def oracle(path: Path) -> str | None:
    proc = subprocess.run([str(ORACLE), "--mlir-to-llvmir", str(path)], capture_output=True, text=True, timeout=120)
    return proc.stdout if proc.returncode == 0 else None


def ours(path: Path) -> str:
    module = parse(path.read_text(), str(path))
    verify(module)
    return translate_to_text(module)


def compare(path: Path) -> bool:
    """True when 14 translated the file (and then gpuopt's text must be the same)."""
    expected = oracle(path)
    if expected is None:
        return False
    assert ours(path) == expected, path
    return True


def lower(source: str) -> str | None:
    proc = subprocess.run([sys.executable, "-m", "gpuopt", "--gpu-to-llvm", "-"], input=source, capture_output=True,
                          text=True, timeout=300)
    return proc.stdout if proc.returncode == 0 else None


def corpus() -> list[tuple[str, str]]:
    """(name, LLVM-dialect text) of the lit inputs."""
    out = []
    for path in sorted((ROOT / "test" / "Target" / "LLVMIR").glob("*.mlir")):
        text = path.read_text()
        if "not gpuopt-translate" in text or text.startswith("// ORACLE-XFAIL:"):  # (deliberate differences)
            continue
        lowered = lower(text) if "gpuopt --gpu-to-llvm %s" in text else text
        if lowered is not None:
            out.append((path.name, lowered))
    for path in sorted((ROOT / "test" / "Conversion" / "GPUCommon").glob("*.mlir")):
        for i, chunk in enumerate(path.read_text().split("\n// -----\n")):
            lowered = lower(chunk)
            if lowered is not None:
                out.append((f"{path.stem}.{i}.mlir", lowered))
    return out


def test_corpus_matches_mlir_translate14(tmp_path: Path) -> None:
    compared = 0
    for name, text in corpus():
        path = tmp_path / name
        path.write_text(text)
        compared += compare(path)
    assert compared >= 20


# -- random modules -------------------------------------------------------------------------------------------

INT_TYPES = ("i1", "i8", "i32", "i64")
FLOAT_TYPES = ("f16", "f32", "f64")
INT_OPS = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl", "lshr", "ashr")
FLOAT_OPS = ("fadd", "fsub", "fmul", "fdiv", "frem")
ICMP = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP = ("oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno")
FLOATS = ("0.0", "-0.0", "1.0", "1.5", "0.1", "3.14159", "1.0e+10", "-2.5", "1.0e-03", "6.550400e+04", "7.0")


def int_constants(t: str) -> list[int]:
    width = int(t[1:])
    if width == 1:
        return [0, 1]
    return [0, 1, 2, -1, 3, 7, width, width + 1, -(1 << (width - 1)), (1 << (width - 1)) - 1, 100]


class Generator:
    """Random, valid LLVM-dialect modules in custom syntax."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.n = 0
        self.pool: dict[str, list[str]] = {}

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)

    def value(self, t: str) -> str:
        """An existing value of type `t` (an argument or result), or a new constant."""
        candidates = self.pool.get(t, [])
        if candidates and self.rng.random() < 0.5:
            return self.rng.choice(candidates)
        return self.constant(t)

    def constant(self, t: str) -> str:
        name = self.fresh()
        if t in INT_TYPES:
            v = self.rng.choice(int_constants(t))
            literal = ("true" if v else "false") if t == "i1" else f"{v} : {t}"
            self.emit(f"{name} = llvm.mlir.constant({literal}) : {t}")
        elif t in FLOAT_TYPES:
            self.emit(f"{name} = llvm.mlir.constant({self.rng.choice(FLOATS)} : {t}) : {t}")
        elif t == "vector<4xi32>":
            values = ", ".join(str(self.rng.choice([0, 1, -1, 5])) for _ in range(4))
            self.emit(f"{name} = llvm.mlir.constant(dense<[{values}]> : vector<4xi32>) : vector<4xi32>")
        else:
            self.emit(f"{name} = llvm.mlir.undef : {t}")
        return name

    def define(self, t: str, name: str) -> str:
        self.pool.setdefault(t, []).append(name)
        return name

    def step(self) -> None:
        """One random op whose operands exist."""
        r = self.rng
        kind = r.choice(["int", "int", "float", "icmp", "fcmp", "select", "cast", "vector", "aggregate", "gep",
                         "memory", "call", "address", "address"])
        name = self.fresh()
        if kind == "int":
            t = r.choice(INT_TYPES[1:])
            self.emit(f"{name} = llvm.{r.choice(INT_OPS)} {self.value(t)}, {self.value(t)} : {t}")
            self.define(t, name)
        elif kind == "float":
            t = r.choice(FLOAT_TYPES)
            op = r.choice(FLOAT_OPS)
            self.emit(f"{name} = llvm.{op} {self.value(t)}, {self.value(t)} : {t}")
            self.define(t, name)
        elif kind == "icmp":
            t = r.choice(INT_TYPES)
            self.emit(f'{name} = llvm.icmp "{r.choice(ICMP)}" {self.value(t)}, {self.value(t)} : {t}')
            self.define("i1", name)
        elif kind == "fcmp":
            t = r.choice(FLOAT_TYPES)
            self.emit(f'{name} = llvm.fcmp "{r.choice(FCMP)}" {self.value(t)}, {self.value(t)} : {t}')
            self.define("i1", name)
        elif kind == "select":
            t = r.choice(("i32", "i64", "f32"))
            self.emit(f"{name} = llvm.select {self.value('i1')}, {self.value(t)}, {self.value(t)} : i1, {t}")
            self.define(t, name)
        elif kind == "cast":
            op, src, dst = r.choice([("sext", "i32", "i64"), ("zext", "i8", "i32"), ("trunc", "i64", "i8"),
                                     ("zext", "i1", "i64"), ("sitofp", "i32", "f32"), ("uitofp", "i64", "f64"),
                                     ("fptosi", "f32", "i32"), ("fptoui", "f64", "i8"), ("fpext", "f32", "f64"),
                                     ("fptrunc", "f64", "f32"), ("bitcast", "f32", "i32"), ("bitcast", "i64", "f64"),
                                     ("fptrunc", "f32", "f16")])
            self.emit(f"{name} = llvm.{op} {self.value(src)} : {src} to {dst}")
            self.define(dst, name)
        elif kind == "vector":
            t = "vector<4xi32>"
            self.emit(f"{name} = llvm.{r.choice(INT_OPS[:5])} {self.value(t)}, {self.value(t)} : {t}")
            self.define(t, name)
        elif kind == "aggregate":
            t = "!llvm.struct<(i32, f64)>"
            agg = self.value(t)
            if r.random() < 0.6:
                index = r.randrange(2)
                member = self.value(("i32", "f64")[index])
                self.emit(f"{name} = llvm.insertvalue {member}, {agg}[{index}] : {t}")
                self.define(t, name)
            else:
                index = r.randrange(2)
                self.emit(f"{name} = llvm.extractvalue {agg}[{index}] : {t}")
                self.define(("i32", "f64")[index], name)
        elif kind == "gep":
            base = self.fresh()
            self.emit(f"{base} = llvm.mlir.addressof @table : !llvm.ptr<array<4 x i32>>")
            first, second = self.value("i64") if r.random() < 0.3 else r.choice(["0", "1"]), r.choice(["0", "3", "5"])
            if first.startswith("%"):
                self.emit(f"{name} = llvm.getelementptr {base}[{first}, {second}] : "
                          "(!llvm.ptr<array<4 x i32>>, i64) -> !llvm.ptr<i32>")
            else:
                self.emit(f"{name} = llvm.getelementptr {base}[{first}, {second}] : "
                          "(!llvm.ptr<array<4 x i32>>) -> !llvm.ptr<i32>")
            self.define("!llvm.ptr<i32>", name)
        elif kind == "memory":
            ptr = self.rng.choice(self.pool["!llvm.ptr<i32>"])
            if r.random() < 0.5:
                self.emit(f"{name} = llvm.load {ptr} : !llvm.ptr<i32>")
                self.define("i32", name)
            else:
                self.emit(f"llvm.store {self.value('i32')}, {ptr} : !llvm.ptr<i32>")
        elif kind == "address":
            self.address(name)
        else:
            self.emit(f"{name} = llvm.call @helper({self.value('i32')}, {self.value('f32')}) : (i32, f32) -> i32")
            self.define("i32", name)

    def address(self, name: str) -> None:
        """Pointer arithmetic on constants: constant expressions (sizeof, casts of globals, GEPs of GEPs)."""
        r = self.rng
        base, cast = self.fresh(), self.fresh()
        if r.random() < 0.5:
            self.emit(f"{base} = llvm.mlir.null : !llvm.ptr<f64>")
            step = self.fresh()
            self.emit(f"{step} = llvm.getelementptr {base}[{r.choice(['0', '1', '3'])}] : "
                      "(!llvm.ptr<f64>) -> !llvm.ptr<f64>")
            self.emit(f"{name} = llvm.ptrtoint {step} : !llvm.ptr<f64> to i64")
        else:
            self.emit(f"{base} = llvm.mlir.addressof @table : !llvm.ptr<array<4 x i32>>")
            self.emit(f"{cast} = llvm.bitcast {base} : !llvm.ptr<array<4 x i32>> to !llvm.ptr<i8>")
            if r.random() < 0.5:
                step = self.fresh()
                self.emit(f"{step} = llvm.getelementptr {cast}[{r.choice(['0', '2'])}] : "
                          "(!llvm.ptr<i8>) -> !llvm.ptr<i8>")
                cast = step
            self.emit(f"{name} = llvm.ptrtoint {cast} : !llvm.ptr<i8> to i64")
            if r.random() < 0.5:
                null, flag = self.fresh(), self.fresh()
                self.emit(f"{null} = llvm.mlir.null : !llvm.ptr<i8>")
                self.emit(f'{flag} = llvm.icmp "{r.choice(("eq", "ne"))}" {cast}, {null} : !llvm.ptr<i8>')
                self.define("i1", flag)
        self.define("i64", name)

    def function(self, index: int) -> str:
        self.pool = {"i32": ["%arg0"], "i64": ["%arg1"], "f32": ["%arg2"], "!llvm.ptr<i32>": ["%arg3"],
                     "i1": ["%arg4"]}
        self.lines = [f"llvm.func @f{index}(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr<i32>, %arg4: i1) "
                      "-> i32 {"]
        for _ in range(self.rng.randrange(4, 14)):
            self.step()
        shape = self.rng.choice(["return", "diamond", "switch", "twice"])
        a, b = self.value("i32"), self.value("i32")
        if shape == "return":
            self.emit(f"llvm.return {a} : i32")
        elif shape == "diamond":
            self.emit(f"llvm.cond_br {self.value('i1')}, ^bb1, ^bb2({b} : i32)")
            self.lines.append("^bb1:")
            self.pool = {k: v for k, v in self.pool.items()}
            c = self.fresh()
            self.emit(f"{c} = llvm.add {a}, {b} : i32")
            self.emit(f"llvm.br ^bb2({c} : i32)")
            self.lines.append("^bb2(%m: i32):")
            self.emit("llvm.return %m : i32")
        elif shape == "switch":
            self.emit(f"llvm.switch {self.value('i32')} : i32, ^bb1({a} : i32) [\n    1: ^bb2,\n    "
                      f"7: ^bb1({b} : i32)\n  ]")
            self.lines.append("^bb1(%m: i32):")
            self.emit("llvm.return %m : i32")
            self.lines.append("^bb2:")
            self.emit(f"llvm.br ^bb1({a} : i32)")
        else:
            self.emit(f"llvm.cond_br {self.value('i1')}, ^bb1({a} : i32), ^bb1({b} : i32)")
            self.lines.append("^bb1(%m: i32):")
            self.emit("llvm.return %m : i32")
        self.lines.append("}")
        return "\n".join(self.lines)

    def module(self) -> str:
        values = ", ".join(str(self.rng.choice([1, 2, 3, -4])) for _ in range(4))
        head = [f"llvm.mlir.global internal @table(dense<[{values}]> : tensor<4xi32>) : !llvm.array<4 x i32>",
                "llvm.func @helper(i32, f32) -> i32"]
        return "\n".join(head + [self.function(i) for i in range(self.rng.randrange(1, 4))]) + "\n"


@pytest.mark.parametrize("seed", range(40))
def test_random_modules_match_mlir_translate14(seed: int, tmp_path: Path) -> None:
    source = Generator(seed).module()
    path = tmp_path / f"random{seed}.mlir"
    path.write_text(source)
    try:
        parse(source, str(path))
    except DiagnosticError as e:  # a generator bug, not a translation one
        pytest.fail(f"generated module does not parse: {e}\n{source}")
    assert compare(path), f"mlir-translate 14 rejected a generated module:\n{source}"
