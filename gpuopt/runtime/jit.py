"""Compiling the translated module with llvmlite's MCJIT and calling the entry point, as mlir-cpu-runner
does: no arguments, and a void, i32, i64 or f32 result that is printed afterwards.

The entry point is checked against the LLVM-dialect function before anything is compiled, so a wrong
name or signature is an error message, never a call through a mistyped pointer.
"""

from __future__ import annotations

import ctypes
import re
import sys

from llvmlite import binding as llvm

from gpuopt.dialects import llvm as L
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.runtime.libraries import RunnerError
from gpuopt.valueclass import dataclass

RESULT_KINDS: dict[str, type[ctypes._SimpleCData] | None] = {
    "void": None, "i32": ctypes.c_int32, "i64": ctypes.c_int64, "f32": ctypes.c_float}
_RESULT_TYPES: dict[str, T.Type] = {"void": T.llvm_void, "i32": T.i32, "i64": T.i64, "f32": T.f32}


@dataclass(frozen=True)
class EntryPoint:
    name: str
    result: str  # a key of RESULT_KINDS


def find_entry_point(module: Operation, name: str, result: str | None) -> EntryPoint:
    """The `llvm.func` to call, checked: defined, no inputs, and a result matching `result` (inferred from
    the function when None)."""
    func = next((op for r in module.regions for b in r.blocks for op in b.ops
                 if isinstance(op, L.LLVMFuncOp) and op.sym_name == name), None)
    if func is None:
        raise RunnerError(f"entry point '{name}' not found")
    if func.is_declaration:
        raise RunnerError(f"entry point '{name}' is only declared, not defined")
    ftype = func.function_type
    if ftype.params or ftype.var_arg:
        params = ", ".join(str(p) for p in ftype.params)
        raise RunnerError(f"entry point '{name}' takes arguments ({params}); only functions without inputs can be "
                          "run")
    actual = next((kind for kind, t in _RESULT_TYPES.items() if t == ftype.result), None)
    if result is None:
        if actual is None:
            raise RunnerError(f"entry point '{name}' returns {ftype.result}; supported results are void, i32, i64 "
                              "and f32")
        return EntryPoint(name, actual)
    if actual != result:
        returns = "nothing" if isinstance(ftype.result, T.LLVMVoidType) else str(ftype.result)
        raise RunnerError(f"entry point '{name}' returns {returns}, not {result} (--entry-point-result={result})")
    return EntryPoint(name, result)


def reject_device_ops(module: Operation) -> None:
    """A DiagnosticError at an NVVM or ROCDL op in host code (outside gpu.modules): LLVM aborts the process on
    their intrinsics when it compiles them for this host."""
    from gpuopt.target.codegen import reject_dialects

    for op in (op for r in module.regions for b in r.blocks for op in b.ops if op.op_name != "gpu.module"):
        reject_dialects(op, ("nvvm", "rocdl"), llvm.get_process_triple())


def target_machine(opt_level: int) -> llvm.TargetMachine:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt_level, codemodel="jitdefault")


_CORO_END_CALL = re.compile(r"(%[-\w.]+) = call i1 @llvm\.coro\.end\(([^,()]+), (i1 [\w]+)\)")


def uses_coroutines(text: str) -> bool:
    return "@llvm.coro.id(" in text


def coroutines_for_this_llvm(text: str) -> str:
    """MLIR 14's coroutine IR in the form the LLVM inside llvmlite lowers: the `"coroutine.presplit"="0"`
    string attribute is the `presplitcoroutine` attribute there, and `llvm.coro.end` returns nothing and takes
    a token (a call of 14's form is replaced by one of the new form, its value number kept by a constant)."""
    text = text.replace('"coroutine.presplit"="0"', "presplitcoroutine")
    text = _CORO_END_CALL.sub(r"\1 = add i1 false, false\n  call void @llvm.coro.end(\2, \3, token none)", text)
    return text.replace("declare i1 @llvm.coro.end(i8*, i1)", "declare void @llvm.coro.end(i8*, i1, token)")


def lower_coroutines(text: str, opt_level: int) -> llvm.ModuleRef:
    """The module parsed from `coroutines_for_this_llvm(text)`, run through LLVM's default pipeline at
    `opt_level` (which splits the coroutines: CoroEarly, CoroSplit, CoroCleanup), as mlir-cpu-runner
    optimizes the module before code generation."""
    module = llvm.parse_assembly(coroutines_for_this_llvm(text))
    module.verify()
    machine = target_machine(opt_level)
    module.triple = machine.triple
    module.data_layout = str(machine.target_data)
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(speed_level=opt_level))
    builder.getModulePassManager().run(module, builder)
    return module


def create_engine(module: llvm.ModuleRef, opt_level: int) -> llvm.ExecutionEngine:
    """An MCJIT engine owning `module` (not yet finalized: symbols are resolved at `finalize_object`)."""
    machine = target_machine(opt_level)
    module.triple = machine.triple
    module.data_layout = str(machine.target_data)
    return llvm.create_mcjit_compiler(module, machine)


def call_entry(engine: llvm.ExecutionEngine, entry: EntryPoint) -> int | float | None:
    engine.finalize_object()
    engine.run_static_constructors()
    address = engine.get_function_address(entry.name)
    if not address:
        raise RunnerError(f"entry point '{entry.name}' was not compiled")
    function = ctypes.CFUNCTYPE(RESULT_KINDS[entry.result])(address)
    sys.stdout.flush()  # the program writes to the same file descriptors through C stdio
    sys.stderr.flush()
    value = function()
    _wait_for_async_workers()
    _flush_c_stdio()  # before anything Python prints after it (e.g. the result)
    return value


def _wait_for_async_workers() -> None:
    """When the async runtime is loaded: until its workers are idle (a coroutine may still be finishing after
    making its token available), so that none runs JIT-compiled code after the engine is gone."""
    address = llvm.address_of_symbol("gpuoptAsyncRuntimeWaitIdle")
    if address:
        ctypes.CFUNCTYPE(None)(address)()


def _flush_c_stdio() -> None:
    try:
        libc = ctypes.CDLL(None)
        libc.fflush.argtypes = [ctypes.c_void_p]
        libc.fflush(None)
    except (OSError, AttributeError):
        pass


def format_result(entry: EntryPoint, value: int | float | None) -> str | None:
    """mlir-cpu-runner's printing: integers as is, f32 like raw_ostream (`1.500000e+00`)."""
    if entry.result == "void":
        return None
    if entry.result == "f32":
        return f"{value:e}"
    return str(value)
