"""What the module, initializer and op translations share: diagnostics at an op, and reading the
attributes the LLVM dialect keeps positions, GEP indices and successor operands in."""

from __future__ import annotations

from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.dialects import llvm as L
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

CASTS = {name: name[len("llvm."):] for name in (
    "llvm.bitcast", "llvm.addrspacecast", "llvm.ptrtoint", "llvm.inttoptr", "llvm.sext", "llvm.zext",
    "llvm.trunc", "llvm.fpext", "llvm.fptrunc", "llvm.sitofp", "llvm.uitofp", "llvm.fptosi", "llvm.fptoui")}
"""Cast ops -> their LLVM instruction (and constant-expression) name."""


class NotConstant(Exception):
    """An op in a global initializer would have to become an instruction."""


def location_of(op: Operation | None) -> Location | None:
    """The op's location, else its nearest ancestor's (ops built by passes may have none)."""
    while op is not None:
        if op.loc is not None:
            return op.loc
        op = op.parent_op
    return None


def op_error(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError.at(location_of(op), message)


def not_translatable(op: Operation) -> DiagnosticError:
    in_kernels = any(a.op_name == "gpu.module" for a in op.ancestors())
    lowering = "the kernels with `convert-gpu-to-nvvm` or `convert-gpu-to-rocdl`" if in_kernels else \
        "the input with `gpuopt --gpu-to-llvm`"
    hint = "" if op.op_name.startswith("llvm.") else \
        f" (gpuopt-translate expects the LLVM dialect; lower {lowering} first)"
    return op_error(op, f"cannot be converted to LLVM IR: no translation for op '{op.op_name}'{hint}")


def positions(op: Operation) -> list[int]:
    """The `position` of an insertvalue/extractvalue."""
    pos = op.attributes.get("position")
    return [a.value for a in pos.elements] if isinstance(pos, A.ArrayAttr) else []  # type: ignore[attr-defined]


def struct_indices(op: Operation) -> list[int]:
    """A GEP's indices: constants, or DYNAMIC_INDEX where the next index operand goes."""
    attr = op.attributes.get("structIndices")
    if isinstance(attr, A.DenseElementsAttr):
        return [int(v) for v in attr.as_list()]
    return [L.DYNAMIC_INDEX] * (len(op.operands) - 1)


def pointee_of(op: Operation, t: T.Type) -> T.Type:
    """The element type a typed pointer (or vector of them) points to; opaque pointers have none."""
    if isinstance(t, L.LLVMFixedVectorType):
        t = t.element_type
    if not isinstance(t, T.LLVMPointerType) or t.pointee is None:
        raise op_error(op, f"cannot translate '{op.op_name}' on '{t}': the element type of an opaque pointer is "
                           "unknown")
    return t.pointee


def successor_operands(op: Operation, index: int) -> list[Value]:
    """The operands a branch passes to its `index`-th successor."""
    if isinstance(op, L.CondBrOp):
        return list(op.true_dest_operands if index == 0 else op.false_dest_operands)
    if isinstance(op, L.SwitchOp):
        return list(op.default_operands) if index == 0 else op.case_operands_of(index - 1)
    return list(op.operands)
