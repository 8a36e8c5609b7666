"""nvvm (MLIR 14): the NVVM IR ops `convert-gpu-to-nvvm` emits and the ones written by hand.

The ops the GPU lowerings emit (special registers, `nvvm.barrier0`, `nvvm.shfl.sync`, the wmma ops) and
`nvvm.mma.sync` have MLIR 14's declarative custom syntax; the others are generic form only for now, each
docstring giving MLIR 14's custom form.  Operand and result constraints, required attributes and verifier
messages are mlir-opt 14's.  The dialect's attributes are read as 14's NVVMDialect::parseAttribute reads
them, with its errors: the shuffle kind (`#nvvm<"shfl_kind bfly">`, spelled `bfly` in the custom form) and
the wmma ops' `#nvvm.mma_layout<row>`, `#nvvm.mma_type<f16>`, `#nvvm.mma_frag<a>`.  Their translation to
LLVM intrinsics is in gpuopt/translate/nvvm.py.

`nvvm.rcp.approx.ftz.f` is not in MLIR 14 (it arrived in 15); it is declared, as 15 has it, because
hand-written kernels use it; mlir-opt 14 rejects it.
"""

from __future__ import annotations

import re
from typing import Any

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import llvm as L
from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import DialectEnum as EnumKind
from gpuopt.dialects.ods import NoSideEffect, attribute, op, operand, result, variadic_operand
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation
from gpuopt.valueclass import dataclass

KERNEL_ATTR = "nvvm.kernel"


@dataclass(frozen=True)
class DialectEnum:
    """An enum attribute of a dialect, spelled `#nvvm<"mnemonic case">` or, `pretty`, `#nvvm.mnemonic<case>`."""

    dialect: str
    mnemonic: str
    cases: tuple[str, ...]
    description: str
    pretty: bool = False

    def attr(self, case: str) -> A.Attribute:
        if self.pretty:
            return A.OpaqueAttr(f"#{self.dialect}.{self.mnemonic}<{case}>")
        return A.OpaqueAttr(f'#{self.dialect}<"{self.mnemonic} {case}">')

    def value(self, attr: A.Attribute | None) -> str | None:
        if isinstance(attr, A.EnumAttr) and attr.dialect == self.dialect and attr.mnemonic == self.mnemonic:
            return attr.case if attr.case in self.cases else None
        if not isinstance(attr, A.OpaqueAttr):
            return None
        if self.pretty:
            m = re.fullmatch(rf"#{self.dialect}\.{self.mnemonic}<\s*(\w+)\s*>", attr.spelling)
            found = m.group(1) if m else None
        else:
            m = re.fullmatch(rf'#{self.dialect}<\s*"(\w+) (\w+)"\s*>', attr.spelling)
            found = m.group(2) if m and m.group(1) == self.mnemonic else None
        return found if found in self.cases else None

    def required(self, name: str) -> ods.Attr:
        return ods.Attr(name, lambda a: self.value(a) is not None, self.description)


SHFL_KIND = DialectEnum("nvvm", "shfl_kind", ("bfly", "up", "down", "idx"), "NVVM shuffle kind")
SHFL_KIND_ATTR = EnumKind("nvvm", "shfl_kind", "::mlir::NVVM::ShflKind", "ShflKindAttr", SHFL_KIND.cases,
                          SHFL_KIND.description)
MMA_LAYOUT = DialectEnum("nvvm", "mma_layout", ("row", "col"), "NVVM MMA layout", pretty=True)
MMA_TYPE = DialectEnum("nvvm", "mma_type", ("f16", "f32", "tf32"), "NVVM MMA types", pretty=True)
MMA_FRAG = DialectEnum("nvvm", "mma_frag", ("a", "b", "c"), "NVVM MMA frag type", pretty=True)
_ATTR_DEFS = {"shfl_kind": (SHFL_KIND, "ShflKindAttr", "::mlir::NVVM::ShflKind"),
              "mma_layout": (MMA_LAYOUT, "MMALayoutAttr", "::mlir::NVVM::MMALayout"),
              "mma_type": (MMA_TYPE, "MMATypesAttr", "::mlir::NVVM::MMATypes"),
              "mma_frag": (MMA_FRAG, "MMAFragAttr", "::mlir::NVVM::MMAFrag")}
_BODY_TOKEN = re.compile(r'\s*(?:([A-Za-z_][\w$.]*)|"(?:\\.|[^"\\])*"|[-+]?\d[\w.+-]*|(\S))')


def _read_attribute(spelling: str) -> A.Attribute | None:
    """NVVMDialect::parseAttribute of MLIR 14: `shfl_kind <case>` (spelled `#nvvm<"shfl_kind bfly">`) and
    `mma_layout<row>` (and `mma_type`, `mma_frag`); anything else is an error, with 14's messages."""
    if spelling.startswith("#nvvm."):
        start, body = len("#nvvm."), spelling[len("#nvvm."):]
    elif spelling.startswith('#nvvm<"') and spelling.endswith('">'):
        start, body = len('#nvvm<"'), spelling[len('#nvvm<"'):-len('">')]
    else:
        return None
    tokens: list[tuple[int, str, bool]] = []  # offset in the spelling, text, whether a keyword
    pos = 0
    while (m := _BODY_TOKEN.match(body, pos)) and m.end() > pos:
        tokens.append((start + m.end() - len(m.group().lstrip()), m.group().strip(), m.group(1) is not None))
        pos = m.end()
    tokens.append((start + len(body), "", False))
    offset, mnemonic, keyword = tokens[0]
    if not keyword:
        raise ods.DialectAttrError(offset, "expected valid keyword")
    if mnemonic not in _ATTR_DEFS:
        raise ods.DialectAttrError(offset, f"unknown attribute `{mnemonic}` in dialect `nvvm`")
    enum, attr_def, cpp_enum = _ATTR_DEFS[mnemonic]
    rest = tokens[1:]
    if enum.pretty:
        rest = _expect(rest, "<")
    offset, case, keyword = rest[0]
    failed = f"failed to parse {attr_def} parameter 'value' which is to be a `{cpp_enum}`"
    if not keyword:
        raise ods.DialectAttrError(offset, "expected valid keyword", ((offset, failed),))
    if case not in enum.cases:
        raise ods.DialectAttrError(offset, f"expected {cpp_enum} to be one of: {', '.join(enum.cases)}",
                                   ((rest[1][0], failed),))
    rest = rest[1:]
    if enum.pretty:
        rest = _expect(rest, ">")
    if rest[0][1]:
        raise ods.DialectAttrError(rest[0][0], "encountered unexpected token")
    return enum.attr(case) if enum.pretty else SHFL_KIND_ATTR.attr(case)


def _expect(tokens: list[tuple[int, str, bool]], punctuation: str) -> list[tuple[int, str, bool]]:
    if tokens[0][1] != punctuation:
        raise ods.DialectAttrError(tokens[0][0], f"expected '{punctuation}'")
    return tokens[1:]


ods.DIALECT_ATTR_PARSERS["nvvm"] = _read_attribute

I32_ATTR = "32-bit signless integer attribute"


def _i32_attr(name: str) -> ods.Attr:
    return ods.Attr(name, lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i32, I32_ATTR)


LLVM_STRUCT = ods.Constraint("LLVM structure type", lambda t: isinstance(t, T.LLVMStructType))
I8_PTR = ods.Constraint("LLVM pointer to 8-bit signless integer",
                        lambda t: isinstance(t, T.LLVMPointerType) and t.pointee == T.i8)


# ---------------------------------------------------------------------------------------------------------
# Special registers.


class SpecialRegisterOp(Operation):
    """`%0 = nvvm.read.ptx.sreg.tid.x : i32`: reads one PTX special register."""

    res = result(L.LLVM_ANY)


SPECIAL_REGISTERS = ("laneid", "warpsize", "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z",
                     "ctaid.x", "ctaid.y", "ctaid.z", "nctaid.x", "nctaid.y", "nctaid.z")
"""The registers MLIR 14 has ops for: lane and warp size, thread id and block size (tid, ntid), block id
and grid size (ctaid, nctaid)."""

ods.op_family((f"nvvm.read.ptx.sreg.{r}" for r in SPECIAL_REGISTERS), SpecialRegisterOp, (NoSideEffect,),
              "`%0 = {name} : i32`", format="attr-dict `:` type($res)")


# ---------------------------------------------------------------------------------------------------------
# Synchronization, shuffles, votes.


@op("nvvm.barrier0", format="attr-dict")
class Barrier0Op(Operation):
    """`nvvm.barrier0`: `bar.sync 0`, the block-wide barrier."""


@op("nvvm.shfl.sync",
    format="$kind $dst `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)")
class ShflOp(Operation):
    """`%0 = nvvm.shfl.sync bfly %dst, %val, %offset, %mask_and_clamp {return_value_and_is_valid} : f32 ->
    !llvm.struct<(f32, i1)>`: a warp shuffle of kind bfly, up, down or idx; with `return_value_and_is_valid`
    the result is a {value, predicate} struct."""

    dst = operand(ods.I32)
    val = operand(L.LLVM_ANY)
    offset = operand(ods.I32)
    mask_and_clamp = operand(ods.I32)
    res = result(L.LLVM_ANY)
    kind = attribute(SHFL_KIND_ATTR)

    @property
    def with_predicate(self) -> bool:
        return "return_value_and_is_valid" in self.attributes

    def verify(self) -> None:
        flag = self.attributes.get("return_value_and_is_valid")
        if flag is None:
            return
        if not isinstance(flag, A.UnitAttr):
            raise self.error("attribute 'return_value_and_is_valid' failed to satisfy constraint: unit attribute")
        t = self.res.type
        body = t.body_types if isinstance(t, T.LLVMStructType) else None
        if not body or len(body) != 2 or not (isinstance(body[1], T.IntegerType) and body[1].width == 1):
            raise DiagnosticError.at(self.loc, "expected return type to be a two-element struct with i1 as the "
                                               "second element")


@op("nvvm.vote.ballot.sync", format="$mask `,` $pred attr-dict `:` type($res)")
class VoteBallotOp(Operation):
    """`%0 = nvvm.vote.ballot.sync %mask, %pred : i32`: the lanes of `mask` whose `pred` is true.  14's
    hand-written parser reads the mask as i32 and the predicate as i1 (any LLVM types verify)."""

    mask = operand(ods.unchecked(buildable=T.i32))
    pred = operand(ods.unchecked(buildable=T.i1))
    res = result(L.LLVM_ANY)

    def print_custom(self, p: Any) -> None:
        """14's printer writes no attribute dictionary."""
        p.write(f"nvvm.vote.ballot.sync {p.values(self.operands)} : {p.type(self.res.type)}")


@op("nvvm.rcp.approx.ftz.f", traits=(NoSideEffect,), syntax="")
class RcpApproxFtzF32Op(Operation):
    """`%0 = nvvm.rcp.approx.ftz.f %x : f32` (MLIR 15): approximate reciprocal, denormals flushed."""

    arg = operand(ods.of_type(T.f32, description="32-bit float"))
    res = result(ods.of_type(T.f32, description="32-bit float"))


# ---------------------------------------------------------------------------------------------------------
# Asynchronous copies (sm_80).


@op("nvvm.cp.async.shared.global", syntax="")
class CpAsyncOp(Operation):
    """`nvvm.cp.async.shared.global %dst, %src, 16`: copy 4, 8 or 16 bytes from global to shared memory
    without waiting."""

    dst = operand(I8_PTR)
    src = operand(I8_PTR)
    required_attributes = (_i32_attr("size"),)

    def verify(self) -> None:
        if self.attributes["size"].value not in (4, 8, 16):  # type: ignore[attr-defined]
            raise DiagnosticError.at(self.loc, "expected byte size to be either 4, 8 or 16.")


@op("nvvm.cp.async.commit.group", syntax="")
class CpAsyncCommitGroupOp(Operation):
    """`nvvm.cp.async.commit.group`: ends a group of asynchronous copies."""


@op("nvvm.cp.async.wait.group", syntax="")
class CpAsyncWaitGroupOp(Operation):
    """`nvvm.cp.async.wait.group 0`: waits until at most `n` groups are still in flight."""

    required_attributes = (_i32_attr("n"),)


# ---------------------------------------------------------------------------------------------------------
# Matrix multiply-accumulate: the warp-level wmma ops (the shapes MLIR 14 has intrinsics for) and mma.sync.


def _f16x2() -> T.Type:
    return T.VectorType((2,), T.f16)


def mma_fragment(eltype: str, frag: str) -> tuple[T.Type, int]:
    """NVVM::inferMMAType: the element type and count of one thread's share of a fragment."""
    if eltype == "f16":
        return _f16x2(), 8 if frag in ("a", "b") else 4
    if eltype == "f32":
        return T.f32, 8
    return T.i32, 4


_F16_SHAPES = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
_F16_FRAGMENTS = (("a", "f16"), ("b", "f16"), ("c", "f16"), ("c", "f32"))
WMMA_SHAPES_LDST = {*((s, f, t) for s in _F16_SHAPES for f, t in _F16_FRAGMENTS),
                    ((16, 16, 8), "a", "tf32"), ((16, 16, 8), "b", "tf32"), ((16, 16, 8), "c", "f32")}
"""NVVM::WMMALoadOp::getIntrinsicID's table in MLIR 14: (m, n, k), fragment, element type."""
WMMA_SHAPES_MMA = {*((s, "f16", c) for s in _F16_SHAPES for c in ("f16", "f32")), ((16, 16, 8), "tf32", "f32")}
"""The same for NVVM::WMMAMmaOp: (m, n, k), A/B element type, accumulator element type."""


def _shape(o: Operation) -> tuple[int, int, int]:
    return tuple(o.attributes[k].value for k in ("m", "n", "k"))  # type: ignore[attr-defined,return-value]


def _struct_of(t: T.Type, count: int) -> T.Type:
    return T.LLVMStructType((t,) * count)


_WMMA_COMMON = (_i32_attr("m"), _i32_attr("n"), _i32_attr("k"))


@op("nvvm.wmma.load", format="$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)")
class WMMALoadOp(Operation):
    """`%0 = nvvm.wmma.load %ptr, %stride {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32,
    layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<f16, 3>) -> !llvm.struct<(...)>`:
    a warp loads a matrix fragment."""

    ptr = operand(L.PTR)
    stride = operand(ods.I32)
    res = result(LLVM_STRUCT)
    required_attributes = (*_WMMA_COMMON, MMA_LAYOUT.required("layout"), MMA_TYPE.required("eltype"),
                           MMA_FRAG.required("frag"))

    def verify(self) -> None:
        if self.ptr.type.address_space not in (0, 1, 3):
            raise self.error("expected source pointer in memory space 0, 1, 3")
        eltype, frag = MMA_TYPE.value(self.attributes["eltype"]), MMA_FRAG.value(self.attributes["frag"])
        if (_shape(self), frag, eltype) not in WMMA_SHAPES_LDST:
            raise self.error("invalid attribute combination")
        element, count = mma_fragment(eltype or "", frag or "")
        if self.res.type != _struct_of(element, count):
            raise self.error(f"expected destination type is a structure of {count} elements of type '{element}'")


@op("nvvm.wmma.store", format="$ptr `,` $stride `,` $args attr-dict `:` type($ptr) `,` type($args)")
class WMMAStoreOp(Operation):
    """`nvvm.wmma.store %ptr, %stride, %d0, %d1, ... {eltype = ..., k = 16 : i32, layout = ..., m = 16 : i32,
    n = 16 : i32} : !llvm.ptr<f16, 3>, vector<2xf16>, ...`: a warp stores a result fragment."""

    ptr = operand(L.PTR)
    args = variadic_operand(L.LLVM_ANY)
    stride = operand(ods.I32)
    required_attributes = (*_WMMA_COMMON, MMA_LAYOUT.required("layout"), MMA_TYPE.required("eltype"))

    def verify(self) -> None:
        if self.ptr.type.address_space not in (0, 1, 3):
            raise self.error("expected operands to be a source pointer in memory space 0, 1, 3")
        eltype = MMA_TYPE.value(self.attributes["eltype"]) or ""
        if (_shape(self), "c", eltype) not in WMMA_SHAPES_LDST:
            raise self.error("invalid attribute combination")
        element, count = mma_fragment(eltype, "c")
        if len(self.args) != count:
            raise self.error(f"expected {count} data operands")
        if any(a.type != element for a in self.args):
            raise self.error(f"expected data operands of type '{element}'")


@op("nvvm.wmma.mma", format="$args attr-dict `:` functional-type($args, $res)")
class WMMAMmaOp(Operation):
    """`%0 = nvvm.wmma.mma %a0, ..., %b0, ..., %c0, ... {eltypeA = #nvvm.mma_type<f16>, eltypeB = ..., k = 16 : i32,
    layoutA = #nvvm.mma_layout<row>, layoutB = ..., m = 16 : i32, n = 16 : i32} : (...) -> !llvm.struct<(...)>`:
    D = A * B + C on one warp's fragments (`eltypeB` is the accumulator's element type)."""

    args = variadic_operand(L.LLVM_ANY)
    res = result(LLVM_STRUCT)
    required_attributes = (*_WMMA_COMMON, MMA_LAYOUT.required("layoutA"), MMA_LAYOUT.required("layoutB"),
                           MMA_TYPE.required("eltypeA"), MMA_TYPE.required("eltypeB"))

    def verify(self) -> None:
        a_type = MMA_TYPE.value(self.attributes["eltypeA"]) or ""
        c_type = MMA_TYPE.value(self.attributes["eltypeB"]) or ""
        if (_shape(self), a_type, c_type) not in WMMA_SHAPES_MMA:
            raise self.error("invalid attribute combination")
        expected: list[T.Type] = []
        for eltype, frag in ((a_type, "a"), (a_type, "b"), (c_type, "c")):
            element, count = mma_fragment(eltype, frag)
            expected += [element] * count
        if len(self.args) != len(expected):
            raise self.error(f"expected {len(expected)} arguments")
        for i, (arg, want) in enumerate(zip(self.args, expected)):
            if arg.type != want:
                raise self.error(f"expected argument {i} to be of type '{want}'")
        element, count = mma_fragment(c_type, "c")
        if self.res.type != _struct_of(element, count):
            raise self.error(f"expected destination type is a structure of {count} elements of type '{element}'")


@op("nvvm.mma.sync", format="$args attr-dict `:` functional-type($args, $res)")
class MmaOp(Operation):
    """`%0 = nvvm.mma.sync %a0, %a1, %b0, %b1, %c0, ... {alayout = "row", blayout = "col"} : (vector<2xf16>, ...,
    f32, ...) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>`: the m8n8k4 mma of MLIR 14 (only the
    row/col, f32-accumulator variant is implemented there)."""

    args = variadic_operand(L.LLVM_ANY)
    res = result(L.LLVM_ANY)

    def verify(self) -> None:
        f16x2 = _f16x2()
        types = [a.type for a in self.args]
        f32_form = [f16x2] * 4 + [T.f32] * 8
        if types != [f16x2] * 8 and types != f32_form:
            raise self.error("expected operands to be 4 <halfx2>s followed by either 4 <halfx2>s or 8 floats")
        if self.res.type not in (_struct_of(T.f32, 8), _struct_of(f16x2, 4)):
            raise self.error("expected result type to be a struct of either 4 <halfx2>s or 8 floats")
        layouts = [self.attributes.get(k) for k in ("alayout", "blayout")]
        if not all(isinstance(a, A.StringAttr) and a.value in ("row", "col") for a in layouts):
            raise self.error('alayout and blayout attributes must be set to either "row" or "col"')
        if not (types == f32_form and self.res.type == _struct_of(T.f32, 8)
                and [a.value for a in layouts] == ["row", "col"]):  # type: ignore[union-attr]
            raise self.error("unimplemented mma.sync variant")


# ---------------------------------------------------------------------------------------------------------
# Dialect attributes.


def _verify_dialect_attribute(owner: Operation, name: str, attr: A.Attribute) -> None:
    if name == KERNEL_ATTR and not isinstance(owner, L.LLVMFuncOp):
        raise DiagnosticError.at(owner.loc, f"'{KERNEL_ATTR}' attribute attached to unexpected op")


ods.DIALECT_ATTR_VERIFIERS["nvvm"] = _verify_dialect_attribute
