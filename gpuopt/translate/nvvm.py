"""The NVVM dialect to LLVM IR, as MLIR 14's NVVMToLLVMIRTranslation: NVPTX intrinsic calls and kernel metadata.

Each op is a call of the intrinsic named after it (`nvvm.read.ptx.sreg.tid.x` -> `llvm.nvvm.read.ptx.sreg.tid.x`),
declared on first use with LLVM 14's attributes; the shuffle picks its intrinsic by kind, value type and
whether it also returns the validity predicate (`llvm.nvvm.shfl.sync.bfly.f32p` returns `{ float, i1 }`).
`nvvm.kernel` on a function adds `!{void (...)* @k, !"kernel", i32 1}` to `!nvvm.annotations`, which is what
makes it a `.entry` for the NVPTX backend.  Beyond MLIR 14 (which drops them silently), `nvvm.maxntid`,
`nvvm.reqntid` (three integers), `nvvm.minctasm` and `nvvm.maxnreg` become the annotations later MLIR
versions write (`!"maxntidx"`, ..., `!"minctasm"`, `!"maxnreg"`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from llvmlite import ir

from gpuopt.dialects import nvvm as N
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.translate import constants as C
from gpuopt.translate.common import op_error
from gpuopt.translate.intrinsics import call_intrinsic, mangle, result_type
from gpuopt.translate.metadata import MDString, constant
from gpuopt.translate.registry import amends, handles

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation, ModuleTranslation

_I32 = ir.IntType(32)


@handles(*(f"nvvm.read.ptx.sreg.{r}" for r in N.SPECIAL_REGISTERS))
def _special_register(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return call_intrinsic(ft, "llvm." + op.op_name, _I32, [])


@handles("nvvm.barrier0")
def _barrier0(ft: FunctionTranslation, op: Operation) -> None:
    call_intrinsic(ft, "llvm.nvvm.barrier0", ir.VoidType(), [])


@handles("nvvm.shfl.sync")
def _shfl(ft: FunctionTranslation, op: Operation) -> ir.Value:
    assert isinstance(op, N.ShflOp)
    res = result_type(ft, op)
    value_type = res.elements[0] if op.with_predicate else res
    suffix = "f32" if isinstance(value_type, ir.FloatType) else "i32"
    intrinsic_value = ir.FloatType() if suffix == "f32" else _I32
    returned = ir.LiteralStructType([intrinsic_value, ir.IntType(1)]) if op.with_predicate else intrinsic_value
    name = f"llvm.nvvm.shfl.sync.{op.kind}.{suffix}{'p' if op.with_predicate else ''}"
    return call_intrinsic(ft, name, returned, ft.operands(op))


@handles("nvvm.vote.ballot.sync")
def _vote_ballot(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return call_intrinsic(ft, "llvm.nvvm.vote.ballot.sync", _I32, ft.operands(op))


@handles("nvvm.rcp.approx.ftz.f")
def _rcp(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return call_intrinsic(ft, "llvm.nvvm.rcp.approx.ftz.f", ir.FloatType(), ft.operands(op))


@handles("nvvm.cp.async.shared.global")
def _cp_async(ft: FunctionTranslation, op: Operation) -> None:
    size = op.attributes["size"].value  # type: ignore[attr-defined]
    call_intrinsic(ft, f"llvm.nvvm.cp.async.ca.shared.global.{size}", ir.VoidType(), ft.operands(op))


@handles("nvvm.cp.async.commit.group")
def _cp_async_commit(ft: FunctionTranslation, op: Operation) -> None:
    call_intrinsic(ft, "llvm.nvvm.cp.async.commit.group", ir.VoidType(), [])


@handles("nvvm.cp.async.wait.group")
def _cp_async_wait(ft: FunctionTranslation, op: Operation) -> None:
    n = op.attributes["n"].value  # type: ignore[attr-defined]
    call_intrinsic(ft, "llvm.nvvm.cp.async.wait.group", ir.VoidType(), [C.const_int(_I32, n)])


def _geometry(op: Operation) -> str:
    m, n, k = (op.attributes[a].value for a in ("m", "n", "k"))  # type: ignore[attr-defined]
    return f"m{m}n{n}k{k}"


@handles("nvvm.wmma.load")
def _wmma_load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    ptr, stride = ft.operands(op)
    frag = N.MMA_FRAG.value(op.attributes["frag"])
    layout = N.MMA_LAYOUT.value(op.attributes["layout"])
    eltype = N.MMA_TYPE.value(op.attributes["eltype"])
    name = f"llvm.nvvm.wmma.{_geometry(op)}.load.{frag}.{layout}.stride.{eltype}.{mangle(ptr.type)}"
    return call_intrinsic(ft, name, result_type(ft, op), [ptr, stride])


@handles("nvvm.wmma.store")
def _wmma_store(ft: FunctionTranslation, op: Operation) -> None:
    args = ft.operands(op)
    layout = N.MMA_LAYOUT.value(op.attributes["layout"])
    eltype = N.MMA_TYPE.value(op.attributes["eltype"])
    name = f"llvm.nvvm.wmma.{_geometry(op)}.store.d.{layout}.stride.{eltype}.{mangle(args[0].type)}"
    call_intrinsic(ft, name, ir.VoidType(), args)


@handles("nvvm.wmma.mma")
def _wmma_mma(ft: FunctionTranslation, op: Operation) -> ir.Value:
    layouts = ".".join(N.MMA_LAYOUT.value(op.attributes[k]) or "" for k in ("layoutA", "layoutB"))
    a_type = N.MMA_TYPE.value(op.attributes["eltypeA"])
    c_type = N.MMA_TYPE.value(op.attributes["eltypeB"])
    types = f"{c_type}.{c_type}" if a_type == "f16" else f"{a_type}"
    name = f"llvm.nvvm.wmma.{_geometry(op)}.mma.{layouts}.{types}"
    return call_intrinsic(ft, name, result_type(ft, op), ft.operands(op))


@handles("nvvm.mma.sync")
def _mma_sync(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return call_intrinsic(ft, "llvm.nvvm.mma.m8n8k4.row.col.f32.f32", result_type(ft, op), ft.operands(op))


# -- kernel annotations -----------------------------------------------------------------------------------------


def annotate(mt: ModuleTranslation, fn: ir.Function, key: str, value: int) -> None:
    """One `!{<fn>, !"key", i32 value}` entry of `!nvvm.annotations`."""
    node = mt.info.md.tuple([constant(fn), MDString(key), constant(C.const_int(_I32, value))])
    mt.info.add_named_metadata("nvvm.annotations", node)


@amends(N.KERNEL_ATTR)
def _kernel(mt: ModuleTranslation, op: Operation, fn: ir.Function, name: str, value: Any) -> None:
    annotate(mt, fn, "kernel", 1)


def _integers(op: Operation, name: str, value: Any, count: int) -> list[int]:
    if isinstance(value, A.IntegerAttr):
        found = [value.value]
    elif isinstance(value, A.ArrayAttr) and all(isinstance(e, A.IntegerAttr) for e in value.elements):
        found = [e.value for e in value.elements]  # type: ignore[attr-defined]
    elif isinstance(value, A.DenseElementsAttr):
        found = [int(v) for v in value.as_list()]
    else:
        found = []
    if not found or len(found) > count:
        raise op_error(op, f"'{name}' must be {'an integer' if count == 1 else f'1 to {count} integers'}")
    return found


@amends("nvvm.maxntid", "nvvm.reqntid")
def _threads(mt: ModuleTranslation, op: Operation, fn: ir.Function, name: str, value: Any) -> None:
    for dim, n in zip("xyz", _integers(op, name, value, 3)):
        annotate(mt, fn, f"{name[len('nvvm.'):]}{dim}", n)


@amends("nvvm.minctasm", "nvvm.maxnreg")
def _scalar(mt: ModuleTranslation, op: Operation, fn: ir.Function, name: str, value: Any) -> None:
    annotate(mt, fn, name[len("nvvm."):], _integers(op, name, value, 1)[0])
