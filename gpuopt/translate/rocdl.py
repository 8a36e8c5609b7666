"""The ROCDL dialect to LLVM IR, as MLIR 14's ROCDLToLLVMIRTranslation: AMDGPU intrinsics and kernel attributes.

Work-item and work-group ids are `llvm.amdgcn.*.id.*` intrinsics; work-group and grid sizes are calls of
the device library's `__ockl_get_local_size`/`__ockl_get_num_groups`, which return i64 whatever result
type the op declares (as in 14; the `llvm.sext` to i64 that `convert-gpu-to-rocdl` puts after them then
folds away, IRBuilder making no cast between equal types).  The grid size is the number of work-groups, as
later MLIR has it: 14 calls `__ockl_get_global_size`, which counts work-items (blocks times block size), so
that `gpu.grid_dim` was wrong on AMD GPUs.  The lane ops `rocdl.mbcnt.lo`/`.hi` and `rocdl.ds_bpermute`
(later MLIR's) are the intrinsics of their names.  The barrier is `s.barrier` between a release
and an acquire fence at work-group scope.  `rocdl.kernel` makes a function an `amdgpu_kernel` with the
`"amdgpu-flat-work-group-size"="1, 256"` and `"amdgpu-implicitarg-num-bytes"="56"` attributes;
`rocdl.max_flat_work_group_size = N` sets the former to "1, N".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from llvmlite import ir

from gpuopt.dialects import rocdl as R
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.translate import constants as C
from gpuopt.translate.common import op_error
from gpuopt.translate.fnattrs import Attribute
from gpuopt.translate.intrinsics import mangle
from gpuopt.translate.nvvm import call_intrinsic, result_type
from gpuopt.translate.registry import amends, handles

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation, ModuleTranslation

_I32 = ir.IntType(32)
_DEVICE_FUNCTIONS = {"workgroup.dim": "__ockl_get_local_size", "grid.dim": "__ockl_get_num_groups"}
FLAT_WORK_GROUP_SIZE = "amdgpu-flat-work-group-size"


@handles(*R.INDEX_OPS)
def _index(ft: FunctionTranslation, op: Operation) -> ir.Value:
    what, dim = R.INDEX_OPS[op.op_name]
    if what in _DEVICE_FUNCTIONS:
        fn = ft.mt.info.get_or_insert_function(_DEVICE_FUNCTIONS[what], ir.FunctionType(ir.IntType(64), [_I32]))
        return ft.builder.call(fn, [C.const_int(_I32, dim)])
    return call_intrinsic(ft, f"llvm.amdgcn.{what}.{'xyz'[dim]}", _I32, [])


@handles("rocdl.barrier")
def _barrier(ft: FunctionTranslation, op: Operation) -> None:
    ft.builder.fence("release", "workgroup")
    call_intrinsic(ft, "llvm.amdgcn.s.barrier", ir.VoidType(), [])
    ft.builder.fence("acquire", "workgroup")


@handles("rocdl.mbcnt.lo", "rocdl.mbcnt.hi", "rocdl.ds_bpermute")
def _lane_op(ft: FunctionTranslation, op: Operation) -> ir.Value:
    """`llvm.amdgcn.mbcnt.lo`/`.hi`, `llvm.amdgcn.ds.bpermute` (the op's name, dots for underscores)."""
    return call_intrinsic(ft, "llvm.amdgcn." + op.op_name[len("rocdl."):].replace("_", "."), _I32, ft.operands(op))


@handles("rocdl.buffer.load")
def _buffer_load(ft: FunctionTranslation, op: Operation) -> ir.Value:
    res = result_type(ft, op)
    return call_intrinsic(ft, f"llvm.amdgcn.buffer.load.{mangle(res)}", res, ft.operands(op))


@handles("rocdl.buffer.store")
def _buffer_store(ft: FunctionTranslation, op: Operation) -> None:
    args = ft.operands(op)
    call_intrinsic(ft, f"llvm.amdgcn.buffer.store.{mangle(args[0].type)}", ir.VoidType(), args)


@handles(*(f"rocdl.mfma.{suffix}" for suffix in R.MFMA_OPS))
def _mfma(ft: FunctionTranslation, op: Operation) -> ir.Value:
    return call_intrinsic(ft, "llvm.amdgcn." + op.op_name[len("rocdl."):], result_type(ft, op), ft.operands(op))


@amends(R.KERNEL_ATTR)
def _kernel(mt: ModuleTranslation, op: Operation, fn: ir.Function, name: str, value: Any) -> None:
    info = mt.info.info(fn)
    info.calling_convention = "amdgpu_kernel"
    if not any(a.name == FLAT_WORK_GROUP_SIZE for a in info.attributes):
        info.attributes.append(Attribute(FLAT_WORK_GROUP_SIZE, "1, 256", string=True))
    info.attributes.append(Attribute("amdgpu-implicitarg-num-bytes", "56", string=True))


@amends(R.MAX_FLAT_WORK_GROUP_SIZE_ATTR)
def _max_flat_work_group_size(mt: ModuleTranslation, op: Operation, fn: ir.Function, name: str, value: Any) -> None:
    if not isinstance(value, A.IntegerAttr):
        raise op_error(op, f"cannot translate '{name}': expected an integer attribute")
    mt.info.info(fn).attributes.append(Attribute(FLAT_WORK_GROUP_SIZE, f"1, {value.value}", string=True))
