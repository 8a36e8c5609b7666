"""Unit tests of `gpuopt-translate --mlir-to-llvmir` (gpuopt/translate/).

Each op and type is translated from a small LLVM-dialect snippet; every result must also pass LLVM's own
parser and verifier (`llvmlite.binding`), which `translate` below checks, and, when mlir-translate-14 is
installed, be the very text it writes for the same file (the assertions spell out the parts that matter
for each test, so they also hold where the oracle is absent).  Untranslatable input must be a located
diagnostic.  When llc-14 is installed, the IR of the lit inputs must also be accepted by it (it reads the
typed-pointer syntax the translation writes).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from llvmlite import ir

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects.llvm import LLVMFixedVectorType
from gpuopt.ir import types as T
from gpuopt.parser import parse
from gpuopt.passes import PASSES, load_all
from gpuopt.translate import InvalidLLVMIR, parse_and_verify, to_llvm_ir
from gpuopt.translate import cli as translate_cli
from gpuopt.translate.constants import other_float_hex, wrap_int
from gpuopt.translate.types import TypeTranslator
from gpuopt.translate.writer import llvm_name
from gpuopt.verifier import verify

ROOT = Path(__file__).resolve().parents[1]
LLC14 = Path("/usr/lib/llvm-14/bin/llc")
MLIR_TRANSLATE14 = Path("/usr/lib/llvm-14/bin/mlir-translate")


def translate(source: str, lower: bool = False) -> str:
    """LLVM IR text of `source` (verified by LLVM; equal to mlir-translate-14's when it is installed and
    accepts the input)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "input.mlir"
        path.write_text(source)
        module = parse(source, str(path))
        verify(module)
        if lower:
            load_all()
            PASSES["gpu-to-llvm"]().run(module)
            verify(module)
        text, _ = to_llvm_ir(module)
        if not lower and MLIR_TRANSLATE14.exists():
            proc = subprocess.run([str(MLIR_TRANSLATE14), "--mlir-to-llvmir", str(path)], capture_output=True,
                                  text=True, timeout=120)
            if proc.returncode == 0:
                assert text == proc.stdout
    return text


def body(text: str, name: str) -> str:
    """The definition of function `name` in `text`."""
    start = text.index(f"@{name}(", text.index("define "))
    return text[start:text.index("\n}", start)]


def error_of(source: str) -> DiagnosticError:
    with pytest.raises(DiagnosticError) as info:
        translate(source)
    return info.value


# -- types --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("mlir_type", "llvm_text"), [
    (T.i1, "i1"), (T.IntegerType(17), "i17"), (T.f16, "half"), (T.f32, "float"), (T.f64, "double"),
    (T.FloatType("bf16"), "bfloat"), (T.FloatType("f80"), "x86_fp80"), (T.FloatType("f128"), "fp128"),
    (T.llvm_void, "void"),
    (T.LLVMPointerType(T.i8), "i8*"),
    (T.LLVMPointerType(T.f32, 3), "float addrspace(3)*"),
    (T.LLVMPointerType(T.LLVMPointerType(T.i64, 1)), "i64 addrspace(1)**"),
    (T.LLVMArrayType(4, T.LLVMArrayType(2, T.i32)), "[4 x [2 x i32]]"),
    (T.LLVMStructType((T.i32, T.LLVMPointerType(T.f32))), "{i32, float*}"),
    (T.LLVMStructType((T.i8, T.i32), packed=True), "<{i8, i32}>"),
    (T.LLVMStructType(()), "{}"),
    (T.LLVMFunctionType(T.i32, (T.i64,)), "i32 (i64)"),
    (T.LLVMFunctionType(T.llvm_void, (T.i32,), var_arg=True), "void (i32, ...)"),
    (T.LLVMPointerType(T.LLVMFunctionType(T.llvm_void, ())), "void ()*"),
    (T.VectorType((4,), T.f32), "<4 x float>"),
    (LLVMFixedVectorType(2, T.LLVMPointerType(T.i8)), "<2 x i8*>"),
])
def test_type(mlir_type: T.Type, llvm_text: str) -> None:
    assert str(TypeTranslator(ir.Context()).translate(mlir_type)) == llvm_text


def test_identified_structs_recursive_opaque_and_unnamed() -> None:
    types = TypeTranslator(ir.Context())
    node = T.LLVMStructType((T.i32, T.LLVMPointerType(T.LLVMStructType(None, "node", reference=True))), "node")
    assert str(types.translate(node)) == '%"node"'
    assert types.translate(node).get_declaration() == '%"node" = type {i32, %"node"*}'
    assert types.translate(T.LLVMStructType(None, "opq")).get_declaration() == '%"opq" = type opaque'
    first = types.translate(T.LLVMStructType((T.f32,), ""))
    second = types.translate(T.LLVMStructType((), ".1"))
    assert (str(first), first.get_declaration()) == ("%0", "%0 = type {float}")
    assert second.get_declaration() == '%".1" = type {}'


def test_struct_names_from_gpu_to_llvm_are_declared_in_order() -> None:
    text = translate('''
    llvm.func @f() {
      %0 = llvm.mlir.constant(1 : i32) : i32
      %1 = llvm.alloca %0 x !llvm.struct<"", (f32, i64)> : (i32) -> !llvm.ptr<struct<"", (f32, i64)>>
      %2 = llvm.alloca %0 x !llvm.struct<".1", ()> : (i32) -> !llvm.ptr<struct<".1", ()>>
      %3 = llvm.alloca %0 x !llvm.struct<".2", (i8)> : (i32) -> !llvm.ptr<struct<".2", (i8)>>
      llvm.return
    }''')
    assert "%0 = type { float, i64 }\n%.1 = type {}\n%.2 = type { i8 }\n" in text
    assert "alloca %0, align 8" in text and "alloca %.1, align 8" in text


def test_type_errors_are_located() -> None:
    e = error_of("llvm.func @f(%a: vector<2x2xf32>) {\n  llvm.return\n}")
    assert e.diagnostic.loc is not None and (e.diagnostic.loc.line, e.diagnostic.loc.col) == (1, 1)
    assert "multi-dimensional vector type 'vector<2x2xf32>'" in e.diagnostic.message
    e = error_of('llvm.func @g(!llvm.struct<"o", opaque>)')
    assert "argument #0 has the opaque struct type" in e.diagnostic.message


# -- functions, calls, control flow ---------------------------------------------------------------------------


def test_function_declarations_linkage_and_attributes() -> None:
    text = translate('''
    llvm.func @decl(i32, !llvm.ptr<i8>) -> i64
    llvm.func @vararg(!llvm.ptr<i8>, ...) -> i32
    llvm.func extern_weak @weak() -> i32
    llvm.func internal @internal() attributes {passthrough = ["noinline"]} {
      llvm.return
    }
    llvm.func linkonce_odr @odr(%p: !llvm.ptr<f32> {llvm.noalias, llvm.align = 16 : i64}) {
      llvm.return
    }''')
    assert "declare i64 @decl(i32, i8*)" in text
    assert "declare i32 @vararg(i8*, ...)" in text
    assert "declare extern_weak i32 @weak()" in text
    assert "; Function Attrs: noinline\ndefine internal void @internal() #0 " in text
    assert "attributes #0 = { noinline }" in text
    assert "define linkonce_odr void @odr(float* noalias align 16 %0)" in text


def test_return_and_calls() -> None:
    text = translate('''
    llvm.func @callee(i32) -> i32
    llvm.func @printf(!llvm.ptr<i8>, ...) -> i32
    llvm.func @f(%a: i32, %fp: !llvm.ptr<func<void (i32)>>, %s: !llvm.ptr<i8>) -> i32 {
      %0 = llvm.call @callee(%a) : (i32) -> i32
      llvm.call %fp(%0) : (i32) -> ()
      %1 = llvm.call @printf(%s, %a, %0) : (!llvm.ptr<i8>, i32, i32) -> i32
      llvm.return %1 : i32
    }''')
    f = body(text, "f")
    assert "%4 = call i32 @callee(i32 %0)" in f
    assert "call void %1(i32 %4)" in f
    assert "%5 = call i32 (i8*, ...) @printf(i8* %2, i32 %0, i32 %4)" in f
    assert "ret i32 %5" in f


def test_branches_with_block_arguments_become_phis() -> None:
    text = translate('''
    llvm.func @f(%c: i1, %a: i64, %b: i64) -> i64 {
      llvm.cond_br %c, ^bb1(%a : i64), ^bb2(%b, %a : i64, i64)
    ^bb1(%x: i64):
      llvm.br ^bb3(%x : i64)
    ^bb2(%y: i64, %z: i64):
      %s = llvm.add %y, %z : i64
      llvm.br ^bb3(%s : i64)
    ^bb3(%r: i64):
      llvm.return %r : i64
    }''')
    f = body(text, "f")
    assert "br i1 %0, label %4, label %6" in f
    assert "%5 = phi i64 [ %1, %3 ]" in f
    assert "%7 = phi i64 [ %2, %3 ]\n  %8 = phi i64 [ %1, %3 ]\n  %9 = add i64 %7, %8" in f
    # incoming values in the order of the MLIR predecessors, `; preds` in the order the branches were made
    assert "10:" + " " * 47 + "; preds = %4, %6\n  %11 = phi i64 [ %9, %6 ], [ %5, %4 ]" in f
    assert f.count("phi ") == 4


def test_blocks_listed_before_their_dominators() -> None:
    text = translate('''
    llvm.func @f(%a: i64) -> i64 {
      llvm.br ^bb2
    ^bb1:
      llvm.return %v : i64
    ^bb2:
      %v = llvm.add %a, %a : i64
      llvm.br ^bb1
    }''')
    assert "ret i64 %" in body(text, "f")


def test_switch_and_unreachable() -> None:
    text = translate('''
    llvm.func @f(%v: i32, %a: i64) -> i64 {
      llvm.switch %v : i32, ^bb1(%a : i64) [
        -1: ^bb2,
        7: ^bb1(%a : i64)
      ]
    ^bb1(%r: i64):
      llvm.return %r : i64
    ^bb2:
      llvm.unreachable
    }''')
    f = body(text, "f")
    # ^bb1 reached twice with arguments: the second edge goes through a block of its own (%6)
    assert "switch i32 %0, label %3 [\n    i32 -1, label %5\n    i32 7, label %6\n  ]" in f
    assert "%4 = phi i64 [ %7, %6 ], [ %1, %2 ]" in f
    assert "6:" + " " * 48 + "; preds = %2\n  %7 = phi i64 [ %1, %2 ]\n  br label %3" in f
    assert "unreachable" in f


def test_cond_br_branch_weights() -> None:
    text = translate('''
    llvm.func @f(%c: i1) {
      llvm.cond_br %c weights(dense<[7, 1]> : vector<2xi32>), ^bb1, ^bb1
    ^bb1:
      llvm.return
    }''')
    assert "br i1 %0, label %2, label %2, !dbg !7, !prof !9" in text
    assert '!9 = !{!"branch_weights", i32 7, i32 1}' in text
    assert "; preds = %1, %1" in text


def test_two_edges_with_different_values_get_a_block_of_their_own() -> None:
    """mlir-translate 14 (ensureDistinctSuccessors) routes the second edge through a new block."""
    text = translate('''llvm.func @f(%c: i1, %a: i64, %b: i64) -> i64 {
      llvm.cond_br %c, ^bb1(%a : i64), ^bb1(%b : i64)
    ^bb1(%r: i64):
      llvm.return %r : i64
    }''')
    f = body(text, "f")
    assert "br i1 %0, label %4, label %6, !dbg !7" in f
    assert "%5 = phi i64 [ %7, %6 ], [ %1, %3 ]" in f
    assert "%7 = phi i64 [ %2, %3 ]\n  br label %4, !dbg !7" in f


# -- constants and globals --------------------------------------------------------------------------------------


def test_constants() -> None:
    text = translate('''
    llvm.func @use(i64, i32, i1, f32, f16, f64, vector<2xi32>, vector<3xf32>, !llvm.ptr<i8>, !llvm.struct<(i32, f64)>,
                   !llvm.array<3 x i8>, i8)
    llvm.func @f() {
      %0 = llvm.mlir.constant(42 : index) : i64
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(true) : i1
      %3 = llvm.mlir.constant(1.5 : f32) : f32
      %4 = llvm.mlir.constant(0.5 : f16) : f16
      %5 = llvm.mlir.constant(0.1 : f64) : f64
      %6 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
      %7 = llvm.mlir.constant(dense<2.0> : vector<3xf32>) : vector<3xf32>
      %8 = llvm.mlir.null : !llvm.ptr<i8>
      %9 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
      %10 = llvm.mlir.constant("ab\00") : !llvm.array<3 x i8>
      %11 = llvm.mlir.constant(255 : i8) : i8
      llvm.call @use(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11) : (i64, i32, i1, f32, f16, f64, vector<2xi32>,
        vector<3xf32>, !llvm.ptr<i8>, !llvm.struct<(i32, f64)>, !llvm.array<3 x i8>, i8) -> ()
      llvm.return
    }''')
    call = next(line for line in body(text, "f").splitlines() if "call" in line)
    for piece in ("i64 42", "i32 -1", "i1 true", "float 1.500000e+00", "half 0xH3800", "double 1.000000e-01",
                  "<2 x i32> <i32 1, i32 2>",
                  "<3 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>",
                  "i8* null", "{ i32, double } undef", '[3 x i8] c"ab\\00"', "i8 -1"):
        assert piece in call, piece


@pytest.mark.parametrize(("name", "printed"), [
    ("copy", "@copy"), ("a.b-c_d", "@a.b-c_d"), ("1x", '@"1x"'), ("a$b", '@"a$b"'), ("a b", '@"a b"'),
    ("\u00e9t\u00e9", '@"\\C3\\A9t\\C3\\A9"'), ('q"\\', '@"q\\22\\\\"'),
])
def test_names_are_quoted_as_llvm14_prints_them(name: str, printed: str) -> None:
    assert llvm_name(name, "@") == printed


def test_bfloat_arithmetic_is_folded() -> None:
    """1.5 + 1.5 in bfloat (kept out of the lit inputs: llc-14 cannot select bfloat on x86)."""
    text = translate('''llvm.func @use(bf16)
    llvm.func @f() {
      %0 = llvm.mlir.constant(1.5 : bf16) : bf16
      %1 = llvm.fadd %0, %0 : bf16
      llvm.call @use(%1) : (bf16) -> ()
      llvm.return
    }''')
    assert "call void @use(bfloat 0xR4040)" in text


def test_special_float_constants() -> None:
    assert other_float_hex(1.5, "bf16") == "0xR3FC0"
    assert other_float_hex(1.0, "f80") == "0xK3FFF8000000000000000"
    assert other_float_hex(-2.0, "f80") == "0xKC0008000000000000000"
    assert other_float_hex(1.0, "f128") == "0xL00000000000000003FFF000000000000"
    assert other_float_hex(0.0, "f128") == "0xL00000000000000000000000000000000"
    assert wrap_int(255, 8) == -1 and wrap_int(1, 1) == 1 and wrap_int(-1, 64) == -1


def test_globals() -> None:
    text = translate('''
    llvm.mlir.global internal constant @str("hi\\0A\\00")
    llvm.mlir.global external @i(7 : i64) : i64
    llvm.mlir.global private @arr(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
    llvm.mlir.global external @decl() : i32
    llvm.mlir.global weak @w(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
    llvm.mlir.global private unnamed_addr constant @u("x") : !llvm.array<1 x i8>
    llvm.mlir.global internal @region() : !llvm.struct<(i32, ptr<i64>)> {
      %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr<i64>)>
      %1 = llvm.mlir.constant(3 : i32) : i32
      %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr<i64>)>
      %3 = llvm.mlir.addressof @i : !llvm.ptr<i64>
      %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr<i64>)>
      llvm.return %4 : !llvm.struct<(i32, ptr<i64>)>
    }
    llvm.func @f() -> !llvm.ptr<i8> {
      %0 = llvm.mlir.addressof @str : !llvm.ptr<array<4 x i8>>
      %1 = llvm.getelementptr %0[0, 0] : (!llvm.ptr<array<4 x i8>>) -> !llvm.ptr<i8>
      llvm.return %1 : !llvm.ptr<i8>
    }''')
    assert '@str = internal constant [4 x i8] c"hi\\0A\\00"' in text
    assert "@i = global i64 7" in text
    assert "@arr = private global [2 x float] [float 1.000000e+00, float 2.000000e+00]" in text
    assert "@decl = external global i32" in text
    assert "@w = weak addrspace(1) global i32 0, align 4" in text
    assert '@u = private unnamed_addr constant [1 x i8] c"x"' in text
    assert "@region = internal global { i32, i64* } { i32 3, i64* @i }" in text
    # a GEP of constants is folded (into a constant expression, inbounds on a global), not an instruction
    assert "ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0)" in body(text, "f")


def test_global_initializer_with_unsupported_op_is_located() -> None:
    e = error_of('''llvm.mlir.global internal @g() : i32 {
      %0 = llvm.mlir.constant(1 : i32) : i32
      %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr<i32>
      %2 = llvm.ptrtoint %1 : !llvm.ptr<i32> to i32
      llvm.return %2 : i32
    }''')
    assert e.diagnostic.loc is not None and e.diagnostic.loc.line == 3
    assert "'llvm.alloca' in a global initializer" in e.diagnostic.message


def test_global_initializer_arithmetic_is_folded() -> None:
    """What IRBuilder folds is a constant, in an initializer as in a function (mlir-translate 14 too)."""
    text = translate('''llvm.mlir.global internal @g() : i32 {
      %0 = llvm.mlir.constant(20 : i32) : i32
      %1 = llvm.mlir.constant(22 : i32) : i32
      %2 = llvm.add %0, %1 : i32
      llvm.return %2 : i32
    }''')
    assert "@g = internal global i32 42" in text


# -- memory, aggregates, arithmetic, casts ------------------------------------------------------------------------


def test_memory_ops() -> None:
    text = translate('''
    llvm.func @f(%p: !llvm.ptr<struct<(i32, array<4 x f32>)>>, %n: i64, %q: !llvm.ptr<f32, 1>) -> f32 {
      %0 = llvm.alloca %n x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr<i64>
      %1 = llvm.getelementptr %p[%n, 1, 2] : (!llvm.ptr<struct<(i32, array<4 x f32>)>>, i64) -> !llvm.ptr<f32>
      %2 = llvm.load %1 {alignment = 4 : i64} : !llvm.ptr<f32>
      %3 = llvm.load volatile %q : !llvm.ptr<f32, 1>
      llvm.store %n, %0 : !llvm.ptr<i64>
      llvm.store volatile %3, %1 : !llvm.ptr<f32>
      %4 = llvm.bitcast %0 : !llvm.ptr<i64> to !llvm.ptr<i8>
      %5 = llvm.addrspacecast %q : !llvm.ptr<f32, 1> to !llvm.ptr<f32>
      %6 = llvm.ptrtoint %5 : !llvm.ptr<f32> to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<i8>
      %8 = llvm.mlir.constant(8 : i64) : i64
      %9 = llvm.mlir.constant(false) : i1
      "llvm.intr.memcpy"(%4, %7, %8, %9) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
      llvm.return %2 : f32
    }''')
    f = body(text, "f")
    for piece in ("%4 = alloca i64, i64 %1, align 8",
                  "getelementptr { i32, [4 x float] }, { i32, [4 x float] }* %0, i64 %1, i32 1, i32 2",
                  "%6 = load float, float* %5, align 4",
                  "%7 = load volatile float, float addrspace(1)* %2, align 4",
                  "store i64 %1, i64* %4, align 4",  # the ABI alignment of i64 in LLVM's default layout
                  "store volatile float %7, float* %5, align 4",
                  "bitcast i64* %4 to i8*", "addrspacecast float addrspace(1)* %2 to float*",
                  "ptrtoint float* %9 to i64", "inttoptr i64 %10 to i8*",
                  "call void @llvm.memcpy.p0i8.p0i8.i64(i8* %8, i8* %11, i64 8, i1 false)"):
        assert piece in f, piece


def test_aggregates() -> None:
    text = translate('''
    llvm.func @f(%a: i64, %s: !llvm.struct<(i64, array<2 x i64>)>) -> i64 {
      %0 = llvm.insertvalue %a, %s[1, 0] : !llvm.struct<(i64, array<2 x i64>)>
      %1 = llvm.extractvalue %0[1, 0] : !llvm.struct<(i64, array<2 x i64>)>
      llvm.return %1 : i64
    }''')
    f = body(text, "f")
    assert "%3 = insertvalue { i64, [2 x i64] } %1, i64 %0, 1, 0" in f
    assert "%4 = extractvalue { i64, [2 x i64] } %3, 1, 0" in f


@pytest.mark.parametrize("name", ["add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl",
                                  "lshr", "ashr"])
def test_integer_arithmetic(name: str) -> None:
    text = translate(f'''llvm.func @f(%a: i32, %b: i32) -> i32 {{
      %0 = llvm.{name} %a, %b : i32
      llvm.return %0 : i32
    }}''')
    assert f"{name} i32 %0, %1" in text


@pytest.mark.parametrize("name", ["fadd", "fsub", "fmul", "fdiv", "frem"])
def test_float_arithmetic(name: str) -> None:
    text = translate(f'''llvm.func @f(%a: f64, %b: f64) -> f64 {{
      %0 = llvm.{name} %a, %b {{fastmathFlags = #llvm.fastmath<nnan, ninf>}} : f64
      %1 = llvm.fneg %0 : f64
      llvm.return %1 : f64
    }}''')
    assert f"%3 = {name} nnan ninf double %0, %1" in text and "%4 = fneg double %3" in text


@pytest.mark.parametrize("predicate", ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
def test_icmp(predicate: str) -> None:
    text = translate(f'''llvm.func @f(%a: i64, %b: i64) -> i1 {{
      %0 = llvm.icmp "{predicate}" %a, %b : i64
      llvm.return %0 : i1
    }}''')
    assert f"icmp {predicate} i64 %0, %1" in text


@pytest.mark.parametrize("predicate", ["_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                                       "ult", "ule", "une", "uno", "_true"])
def test_fcmp(predicate: str) -> None:
    text = translate(f'''llvm.func @f(%a: f32, %b: f32) -> i1 {{
      %0 = llvm.fcmp "{predicate}" %a, %b : f32
      llvm.return %0 : i1
    }}''')
    assert f'fcmp {predicate.lstrip("_")} float %0, %1' in text


def test_vector_compare_and_select() -> None:
    text = translate('''llvm.func @f(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
      %0 = llvm.icmp "sgt" %a, %b : vector<4xi32>
      %1 = llvm.select %0, %a, %b : vector<4xi1>, vector<4xi32>
      llvm.return %1 : vector<4xi32>
    }''')
    assert "%3 = icmp sgt <4 x i32> %0, %1" in text
    assert "%4 = select <4 x i1> %3, <4 x i32> %0, <4 x i32> %1" in text


@pytest.mark.parametrize(("op", "source", "target", "expected"), [
    ("sext", "i32", "i64", "sext i32 %0 to i64"),
    ("zext", "i1", "i32", "zext i1 %0 to i32"),
    ("trunc", "i64", "i16", "trunc i64 %0 to i16"),
    ("fpext", "f32", "f64", "fpext float %0 to double"),
    ("fptrunc", "f64", "f16", "fptrunc double %0 to half"),
    ("sitofp", "i32", "f32", "sitofp i32 %0 to float"),
    ("uitofp", "i64", "f64", "uitofp i64 %0 to double"),
    ("fptosi", "f32", "i32", "fptosi float %0 to i32"),
    ("fptoui", "f64", "i8", "fptoui double %0 to i8"),
    ("bitcast", "f32", "i32", "bitcast float %0 to i32"),
])
def test_casts(op: str, source: str, target: str, expected: str) -> None:
    text = translate(f'''llvm.func @f(%a: {source}) -> {target} {{
      %0 = llvm.{op} %a : {source} to {target}
      llvm.return %0 : {target}
    }}''')
    assert expected in text


# -- whole pipeline, errors, command line ----------------------------------------------------------------------------


def test_gpu_to_llvm_output_translates() -> None:
    text = translate('''
    func @f(%n : index) {
      %t0 = gpu.wait async
      %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
      %t2 = gpu.dealloc async [%t1] %m : memref<?xf32>
      gpu.wait [%t2]
      return
    }''', lower=True)
    assert "call i8* @mgpuMemAlloc(i64 %" in text and "declare void @mgpuMemFree(i8*, i8*)" in text


def test_unconverted_ops_are_located_errors() -> None:
    e = error_of("func @f() {\n  return\n}")
    assert (e.diagnostic.loc.line, e.diagnostic.loc.col) == (1, 1)  # type: ignore[union-attr]
    assert "no translation for op 'builtin.func'" in e.diagnostic.message and "--gpu-to-llvm" in e.diagnostic.message
    e = error_of("llvm.func @f(%a: i64) -> i64 {\n  %0 = builtin.unrealized_conversion_cast %a : i64 to i64\n"
                 "  llvm.return %0 : i64\n}")
    assert (e.diagnostic.loc.line, e.diagnostic.loc.col) == (2, 8)  # type: ignore[union-attr]


def test_attribute_on_non_pointer_argument_is_located() -> None:
    e = error_of("llvm.func @f(%a: i32 {llvm.noalias}) {\n  llvm.return\n}")
    assert e.diagnostic.message == "llvm.noalias attribute attached to LLVM non-pointer argument"


def test_llvm_rejection_is_reported() -> None:
    with pytest.raises(InvalidLLVMIR, match="LLVM rejected the translated IR"):
        parse_and_verify("define void @f() {\n  ret i32 0\n}\n")


def run_cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        translate_cli.main(args)
    out, err = capsys.readouterr()
    return int(info.value.code or 0), out, err


def test_cli_located_error_and_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "bad.mlir"
    source.write_text("llvm.func @f() {\n  %0 = \"test.op\"() : () -> i32\n  llvm.return\n}\n")
    code, out, err = run_cli(["-mlir-to-llvmir", str(source)], capsys)
    assert code == 1 and out == ""
    assert err.startswith(f"{source}:2:")
    assert "Traceback" not in err


def test_cli_output_is_atomic(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.mlir"
    good.write_text("llvm.func @f() {\n  llvm.return\n}\n")
    bad = tmp_path / "bad.mlir"
    bad.write_text("func @f() {\n  return\n}\n")
    output = tmp_path / "out.ll"
    code, out, _ = run_cli(["--mlir-to-llvmir", str(good), "-o", str(output)], capsys)
    assert code == 0 and out == "" and "define void @f()" in output.read_text()
    before = output.read_text()
    code, _, err = run_cli(["--mlir-to-llvmir", str(bad), "-o", str(output)], capsys)
    assert code == 1 and "no translation for op 'builtin.func'" in err
    assert output.read_text() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir", "good.mlir", "out.ll"]


def test_cli_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_cli([str(tmp_path / "missing.mlir"), "--mlir-to-llvmir"], capsys)
    assert code == 1 and "could not open input file" in err
    source = tmp_path / "ok.mlir"
    source.write_text("llvm.func @f()\n")
    code, _, err = run_cli([str(source)], capsys)
    assert code == 1 and "--mlir-to-llvmir" in err


def test_opaque_pointer_mode_of_llvmlite_still_verifies(tmp_path: Path) -> None:
    """With llvmlite's typed-pointer printing turned off, the output is LLVM 15+ `ptr` IR, still valid."""
    source = tmp_path / "p.mlir"
    source.write_text('''llvm.func @f(%p: !llvm.ptr<f32>, %i: i64) -> f32 {
      %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>
      %1 = llvm.load %0 : !llvm.ptr<f32>
      llvm.return %1 : f32
    }''')
    env = {**os.environ, "LLVMLITE_ENABLE_IR_LAYER_TYPED_POINTERS": "0"}
    proc = subprocess.run([sys.executable, "-m", "gpuopt.translate", "--mlir-to-llvmir", str(source)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "getelementptr float, ptr %0, i64 %1" in proc.stdout and "load float, ptr %3, align 4" in proc.stdout


def lit_inputs() -> list[Path]:
    return sorted([*(ROOT / "test" / "Target" / "LLVMIR").glob("*.mlir"),
                   *(ROOT / "test" / "Integration" / "HostRuntime").glob("*.mlir"),
                   *(ROOT / "test" / "Conversion" / "GPUCommon").glob("lower-*.mlir")])


@pytest.mark.skipif(not LLC14.exists(), reason="needs /usr/lib/llvm-14/bin/llc")
def test_llc14_accepts_the_ir(tmp_path: Path) -> None:
    """llc-14 compiles the translated IR of every lit input that translates (typed pointers, LLVM 14 syntax);
    NVVM and ROCDL inputs for their GPU targets.  A file marked `// NO-LLC14: reason` is left out."""
    checked = 0
    for path in lit_inputs():
        if "// NO-LLC14:" in path.read_text():
            continue  # intrinsics that need IR passes before codegen (coroutines), as the file says
        try:
            text = translate(path.read_text(), lower=True)
        except (DiagnosticError, InvalidLLVMIR):
            continue  # the invalid-input tests
        ll = tmp_path / (path.stem + ".ll")
        ll.write_text(text)
        target = ["-mtriple=nvptx64-nvidia-cuda", "-mcpu=sm_80"] if "nvvm." in text else \
            ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a"] if "amdgcn" in text else []
        proc = subprocess.run([str(LLC14), *target, str(ll), "-o", os.devnull], capture_output=True, text=True,
                              timeout=120)
        assert proc.returncode == 0, f"{path}: {proc.stderr}"
        checked += 1
    assert checked >= 10


def test_gpu_modules_are_left_out() -> None:
    text = translate('''module attributes {gpu.container_module} {
      gpu.module @kernels {
        gpu.func @k() kernel {
          gpu.return
        }
      }
      llvm.func @host() {
        llvm.return
      }
    }''')
    assert "define void @host()" in text and "kernels" not in text
