"""LLVM 14 intrinsic declarations: names (with overload mangling) and the attributes LLVM gives them.

`llvm::Intrinsic::getDeclaration` appends the declaration to the module the first time an intrinsic is used,
with the attributes of its TableGen definition; LLVM's writer then prints them (`; Function Attrs: ...`,
`#N`).  The attribute lists below are LLVM 14's (read off `llvm-as-14 | llvm-dis-14` of each declaration).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import llvmlite
from llvmlite import ir

from gpuopt.ir.core import Operation
from gpuopt.translate.fnattrs import Attribute
from gpuopt.translate.llmodule import ModuleInfo

if TYPE_CHECKING:
    from gpuopt.translate.translator import FunctionTranslation

_PURE = ("nofree", "nosync", "nounwind", "readnone", "speculatable", "willreturn")
_FN_ATTRIBUTES: list[tuple[str, tuple[str, ...]]] = [
    (r"llvm\.(memcpy|memcpy\.inline|memmove)\..*", ("argmemonly", "nofree", "nounwind", "willreturn")),
    (r"llvm\.memset\..*", ("argmemonly", "nofree", "nounwind", "willreturn", "writeonly")),
    (r"llvm\.(fabs|ceil|floor|cos|sin|exp|exp2|log|log10|log2|sqrt|pow|powi|fma|fmuladd|copysign|maxnum|minnum"
     r"|maximum|minimum|bitreverse|ctlz|cttz|ctpop|smax|smin|umax|umin|[su](add|sub|mul)\.with\.overflow"
     r"|matrix\.multiply|matrix\.transpose)\..*", _PURE),
    (r"llvm\.(vector\.reduce\.\w+|get\.active\.lane\.mask|vscale)\..*",
     ("nofree", "nosync", "nounwind", "readnone", "willreturn")),
    (r"llvm\.(masked\.load|matrix\.column\.major\.load)\..*",
     ("argmemonly", "nofree", "nosync", "nounwind", "readonly", "willreturn")),
    (r"llvm\.(masked\.store|masked\.compressstore|matrix\.column\.major\.store)\..*",
     ("argmemonly", "nofree", "nosync", "nounwind", "willreturn", "writeonly")),
    (r"llvm\.masked\.(gather|expandload)\..*", ("nofree", "nosync", "nounwind", "readonly", "willreturn")),
    (r"llvm\.masked\.scatter\..*", ("nofree", "nosync", "nounwind", "willreturn", "writeonly")),
    (r"llvm\.assume", ("inaccessiblememonly", "nofree", "nosync", "nounwind", "willreturn")),
    (r"llvm\.prefetch\..*", ("inaccessiblemem_or_argmemonly", "nofree", "nosync", "nounwind", "willreturn")),
    (r"llvm\.(stacksave|stackrestore)", ("nofree", "nosync", "nounwind", "willreturn")),
    (r"llvm\.(eh\.typeid\.for|coro\.size\..*|coro\.align\..*)", ("nounwind", "readnone")),
    (r"llvm\.coro\.(id|free)", ("argmemonly", "nounwind", "readonly")),
    (r"llvm\.coro\.(begin|save|suspend|end)", ("nounwind",)),
    (r"llvm\.nvvm\.read\.ptx\.sreg\.(laneid|warpsize)", ("nofree", "nosync", "nounwind", "readnone", "speculatable",
                                                        "willreturn")),
    (r"llvm\.nvvm\.read\.ptx\.sreg\..*", ("nounwind", "readnone", "speculatable")),
    (r"llvm\.nvvm\.barrier0", ("convergent", "nounwind")),
    (r"llvm\.nvvm\.(shfl\.sync|vote)\..*", ("convergent", "inaccessiblememonly", "nounwind")),
    (r"llvm\.nvvm\.rcp\.approx\..*", ("nofree", "nosync", "nounwind", "readnone", "willreturn")),
    (r"llvm\.nvvm\.cp\.async\.c[ag]\..*", ("argmemonly", "nounwind")),
    (r"llvm\.nvvm\.cp\.async\..*", ("nounwind",)),
    (r"llvm\.nvvm\.wmma\..*\.load\..*", ("argmemonly", "nounwind", "readonly")),
    (r"llvm\.nvvm\.wmma\..*\.store\..*", ("argmemonly", "nounwind", "writeonly")),
    (r"llvm\.nvvm\.(wmma|mma)\..*", ("nounwind", "readnone")),
    (r"llvm\.amdgcn\.(workitem|workgroup)\.id\..*", ("nounwind", "readnone", "speculatable", "willreturn")),
    (r"llvm\.amdgcn\.s\.barrier", ("convergent", "nounwind", "willreturn")),
    (r"llvm\.amdgcn\.mbcnt\.(lo|hi)", ("nounwind", "readnone", "willreturn")),
    (r"llvm\.amdgcn\.ds\.bpermute", ("convergent", "nounwind", "readnone", "willreturn")),
    (r"llvm\.amdgcn\.buffer\.load\..*", ("nounwind", "readonly", "willreturn")),
    (r"llvm\.amdgcn\.buffer\.store\..*", ("nounwind", "willreturn", "writeonly")),
    (r"llvm\.amdgcn\.mfma\..*", ("convergent", "nounwind", "readnone", "willreturn")),
]
_PARAM_ATTRIBUTES: list[tuple[str, dict[int, tuple[str, ...]]]] = [
    (r"llvm\.memcpy\.inline\..*", {0: ("noalias", "nocapture", "writeonly"),
                                   1: ("noalias", "nocapture", "readonly"), 2: ("immarg",), 3: ("immarg",)}),
    (r"llvm\.memcpy\..*", {0: ("noalias", "nocapture", "writeonly"), 1: ("noalias", "nocapture", "readonly"),
                           3: ("immarg",)}),
    (r"llvm\.memmove\..*", {0: ("nocapture", "writeonly"), 1: ("nocapture", "readonly"), 3: ("immarg",)}),
    (r"llvm\.memset\..*", {0: ("nocapture", "writeonly"), 3: ("immarg",)}),
    (r"llvm\.(ctlz|cttz|masked\.load|masked\.gather)\..*", {1: ("immarg",)}),
    (r"llvm\.masked\.(store|scatter)\..*", {2: ("immarg",)}),
    (r"llvm\.matrix\.multiply\..*", {2: ("immarg",), 3: ("immarg",), 4: ("immarg",)}),
    (r"llvm\.matrix\.transpose\..*", {1: ("immarg",), 2: ("immarg",)}),
    (r"llvm\.matrix\.column\.major\.load\..*", {0: ("nocapture",), 2: ("immarg",), 3: ("immarg",),
                                                  4: ("immarg",)}),
    (r"llvm\.matrix\.column\.major\.store\..*", {1: ("nocapture", "writeonly"), 3: ("immarg",), 4: ("immarg",),
                                                   5: ("immarg",)}),
    (r"llvm\.assume", {0: ("noundef",)}),
    (r"llvm\.prefetch\..*", {0: ("nocapture", "readonly"), 1: ("immarg",), 2: ("immarg",)}),
    (r"llvm\.coro\.id", {1: ("readnone",), 2: ("nocapture", "readonly")}),
    (r"llvm\.coro\.begin", {1: ("writeonly",)}),
    (r"llvm\.coro\.free", {1: ("nocapture", "readonly")}),
    (r"llvm\.nvvm\.cp\.async\.c[ag]\..*", {0: ("noalias", "writeonly"), 1: ("noalias", "readonly")}),
    (r"llvm\.nvvm\.cp\.async\.wait\.group", {0: ("immarg",)}),
    (r"llvm\.nvvm\.wmma\..*\.load\..*", {0: ("nocapture", "readonly")}),
    (r"llvm\.nvvm\.wmma\..*\.store\..*", {0: ("nocapture", "writeonly")}),
    (r"llvm\.amdgcn\.buffer\.load\..*", {3: ("immarg",), 4: ("immarg",)}),
    (r"llvm\.amdgcn\.buffer\.store\..*", {4: ("immarg",), 5: ("immarg",)}),
    (r"llvm\.amdgcn\.mfma\..*", {3: ("immarg",), 4: ("immarg",), 5: ("immarg",)}),
]


def declare(info: ModuleInfo, name: str, ftype: ir.FunctionType) -> ir.Function:
    """The declaration of intrinsic `name` (appended on first use, with LLVM 14's attributes)."""
    existing = info.function(name)
    if existing is not None:
        return existing
    fn = info.get_or_insert_function(name, ftype)
    fi = info.info(fn)
    fi.attributes = [Attribute(a) for a in _lookup(_FN_ATTRIBUTES, name, ())]
    fi.params = {i: [Attribute(a) for a in attrs] for i, attrs in _lookup(_PARAM_ATTRIBUTES, name, {}).items()}
    return fn


def call_intrinsic(ft: FunctionTranslation, name: str, result: ir.Type, args: list[ir.Value]) -> ir.Value:
    """createIntrinsicCall: declare `name` (returning `result`, taking the arguments' types) and call it."""
    fn = declare(ft.mt.info, name, ir.FunctionType(result, [a.type for a in args]))
    return ft.builder.call(fn, args)


def result_type(ft: FunctionTranslation, op: Operation) -> ir.Type:
    return ft.mt.type(op.results[0].type, op)


def _lookup(table: list, name: str, default: object) -> object:
    for pattern, value in table:
        if re.fullmatch(pattern, name):
            return value
    return default


def mangle(ty: ir.Type) -> str:
    """Intrinsic::getMangledTypeStr (typed pointers: `p0i8`, `p3f32`; `v4f32`, `sl_f32i1s`)."""
    if isinstance(ty, ir.PointerType):
        typed = not ty.is_opaque and llvmlite.ir_layer_typed_pointers_enabled
        return f"p{ty.addrspace}" + (mangle(ty.pointee) if typed else "")
    if isinstance(ty, ir.ArrayType):
        return f"a{ty.count}{mangle(ty.element)}"
    if isinstance(ty, ir.IdentifiedStructType):
        return f"s_{ty.name}s"
    if isinstance(ty, ir.BaseStructType):
        return "sl_" + "".join(mangle(e) for e in ty.elements or ()) + "s"
    if isinstance(ty, ir.FunctionType):
        return "f_" + mangle(ty.return_type) + "".join(mangle(p) for p in ty.args) + \
            ("vararg" if ty.var_arg else "") + "f"
    if isinstance(ty, ir.VectorType):
        return f"v{ty.count}{mangle(ty.element)}"
    if isinstance(ty, ir.IntType):
        return f"i{ty.width}"
    if isinstance(ty, ir.VoidType):
        return "isVoid"
    from gpuopt.translate.constants import float_kind

    kind = float_kind(ty)
    if kind is None:
        raise TypeError(f"cannot mangle type {ty}")
    return kind
