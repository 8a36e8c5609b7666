"""rocdl (MLIR 14): the ROCDL ops `convert-gpu-to-rocdl` emits and the ones written by hand.

The ids, sizes and the barrier have MLIR 14's declarative custom syntax; the other ops are generic form
only for now, each docstring giving MLIR 14's custom form.  Operand and result constraints and verifier
messages are mlir-opt 14's.  `rocdl.mbcnt.lo`/`.hi` and `rocdl.ds_bpermute`, which `gpu.shuffle` lowers to,
are not in MLIR 14: they have the syntax and constraints later MLIR gives them (LLVM 16).  Their
translation (AMDGPU intrinsics, device-library calls, the kernel calling convention) is in
gpuopt/translate/rocdl.py.
"""

from __future__ import annotations

import dataclasses

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import llvm as L
from gpuopt.dialects import ods
from gpuopt.dialects.ods import I32, NoSideEffect, op, operand, result, variadic_operand
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

KERNEL_ATTR = "rocdl.kernel"
MAX_FLAT_WORK_GROUP_SIZE_ATTR = "rocdl.max_flat_work_group_size"


class IndexOp(Operation):
    """`%0 = rocdl.workitem.id.x : i32`: a work-item/work-group id or size."""

    res = result(L.LLVM_ANY)


INDEX_OPS = {f"rocdl.{what}.{dim}": (what, "xyz".index(dim))
             for what in ("workitem.id", "workgroup.id", "workgroup.dim", "grid.dim") for dim in "xyz"}
"""Work-item id and work-group id (intrinsics), work-group size and grid size (device-library calls)."""

ods.op_family(INDEX_OPS, IndexOp, (NoSideEffect,), "`%0 = {name} : i32`", format="attr-dict `:` type($res)")


@op("rocdl.barrier", format="attr-dict")
class BarrierOp(Operation):
    """`rocdl.barrier`: a work-group barrier between a release and an acquire fence."""


class MbcntOp(Operation):
    """`%lo = rocdl.mbcnt.lo %mask, %base : (i32, i32) -> i32`: `%base` plus the number of bits of `%mask` set
    for the lanes below this one (lo: lanes 0-31, hi: 32-63); with a mask of -1, lo then hi give the lane id."""

    in0 = operand(I32)
    in1 = operand(I32)
    res = result(I32)


ods.op_family(("rocdl.mbcnt.lo", "rocdl.mbcnt.hi"), MbcntOp, (NoSideEffect,),
              format="$in0 `,` $in1 attr-dict `:` `(` type($in0) `,` type($in1) `)` `->` type($res)")


@op("rocdl.ds_bpermute", traits=(NoSideEffect,),
    format="$index `,` $src attr-dict `:` `(` type($index) `,` type($src) `)` `->` type($res)")
class DsBpermuteOp(Operation):
    """`%v = rocdl.ds_bpermute %address, %src : (i32, i32) -> i32`: `%src` of the lane whose number is
    `%address / 4` (a backward permute through the LDS hardware, within the wavefront)."""

    index = operand(I32)
    src = operand(I32)
    res = result(I32)


def _parsed_as(t: T.Type) -> ods.Constraint:
    """An LLVM-type operand that the MUBUF ops' custom form parses as `t` (it spells no operand type)."""
    return dataclasses.replace(L.LLVM_ANY, buildable=t, accepted={})


_RSRC = _parsed_as(T.VectorType((4,), T.i32))
_I32_OPERAND = _parsed_as(T.i32)
_FLAG = _parsed_as(T.i1)


@op("rocdl.buffer.load", format="$rsrc `,` $vindex `,` $offset `,` $glc `,` $slc `:` type($res)")
class MubufLoadOp(Operation):
    """`%0 = rocdl.buffer.load %rsrc, %vindex, %offset, %glc, %slc : vector<2xf32>`: a MUBUF load
    (`%rsrc` a vector<4xi32> descriptor, `%glc` and `%slc` constant i1 cache flags).  As in 14, the custom
    form has no attribute dictionary."""

    rsrc = operand(_RSRC)
    vindex = operand(_I32_OPERAND)
    offset = operand(_I32_OPERAND)
    glc = operand(_FLAG)
    slc = operand(_FLAG)
    res = result(L.LLVM_ANY)


@op("rocdl.buffer.store", format="$vdata `,` $rsrc `,` $vindex `,` $offset `,` $glc `,` $slc `:` type($vdata)")
class MubufStoreOp(Operation):
    """`rocdl.buffer.store %vdata, %rsrc, %vindex, %offset, %glc, %slc : vector<2xf32>`: a MUBUF store."""

    vdata = operand(L.LLVM_ANY)
    rsrc = operand(_RSRC)
    vindex = operand(_I32_OPERAND)
    offset = operand(_I32_OPERAND)
    glc = operand(_FLAG)
    slc = operand(_FLAG)


class MfmaOp(Operation):
    """`%r = rocdl.mfma.f32.32x32x1f32 %a, %b, %c, %cbsz, %abid, %blgp : (f32, f32, vector<32xf32>, i32, i32, i32)
    -> vector<32xf32>`: a matrix fused multiply-add of the CDNA matrix cores."""

    args = variadic_operand(L.LLVM_ANY)
    res = result(L.LLVM_ANY)


MFMA_OPS = ("f32.32x32x1f32", "f32.16x16x1f32", "f32.4x4x1f32", "f32.32x32x2f32", "f32.16x16x4f32",
            "f32.32x32x4f16", "f32.16x16x4f16", "f32.4x4x4f16", "f32.32x32x8f16", "f32.16x16x16f16",
            "i32.32x32x4i8", "i32.16x16x4i8", "i32.4x4x4i8", "i32.32x32x8i8", "i32.16x16x16i8",
            "f32.32x32x2bf16", "f32.16x16x2bf16", "f32.4x4x2bf16", "f32.32x32x4bf16", "f32.16x16x8bf16")
"""MLIR 14's mfma ops (`rocdl.mfma.<suffix>`, translated to `llvm.amdgcn.mfma.<suffix>`)."""

ods.op_family((f"rocdl.mfma.{suffix}" for suffix in MFMA_OPS), MfmaOp, (NoSideEffect,))


def _verify_dialect_attribute(owner: Operation, name: str, attr: A.Attribute) -> None:
    if name == KERNEL_ATTR and not isinstance(owner, L.LLVMFuncOp):
        raise DiagnosticError.at(owner.loc, f"'{KERNEL_ATTR}' attribute attached to unexpected op")


ods.DIALECT_ATTR_VERIFIERS["rocdl"] = _verify_dialect_attribute
