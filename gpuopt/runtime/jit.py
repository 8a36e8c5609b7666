"""Compiling the translated module with llvmlite's MCJIT and calling the entry point, as mlir-cpu-runner
does: no arguments, and a void, i32, i64 or f32 result that is printed afterwards.

The entry point is checked against the LLVM-dialect function before anything is compiled, so a wrong
name or signature is an error message, never a call through a mistyped pointer.
"""

from __future__ import annotations

import ctypes
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


def target_machine(opt_level: int) -> llvm.TargetMachine:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt_level, codemodel="jitdefault")


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
    _flush_c_stdio()  # before anything Python prints after it (e.g. the result)
    return value


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
