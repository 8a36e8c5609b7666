"""llvm.atomicrmw and llvm.cmpxchg (MLIR 14): part of the llvm dialect (gpuopt/dialects/llvm.py imports this
module), with 14's custom syntax (`llvm.atomicrmw fadd %p, %v acq_rel  : f32`, the second space being 14's),
its verifier messages and the I64EnumAttr spellings of the operation and the orderings."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import op, operand, result
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Value

ATOMIC_BIN_OPS = {"xchg": 0, "add": 1, "sub": 2, "_and": 3, "nand": 4, "_or": 5, "_xor": 6, "max": 7, "min": 8,
                  "umax": 9, "umin": 10, "fadd": 11, "fsub": 12}
ATOMIC_ORDERINGS = {"not_atomic": 0, "unordered": 1, "monotonic": 2, "acquire": 4, "release": 5, "acq_rel": 6,
                    "seq_cst": 7}
_BIN_OP_NAMES = {v: k for k, v in ATOMIC_BIN_OPS.items()}
_ORDERING_NAMES = {v: k for k, v in ATOMIC_ORDERINGS.items()}


def _int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType)


def _float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType)


def _pointer_to(check: Any) -> Any:
    return lambda t: isinstance(t, T.LLVMPointerType) and t.pointee is not None and check(t.pointee)


_RMW_VALUE = ods.Constraint("floating-point or integer", lambda t: _float(t) or _int(t))
_RMW_PTR = ods.Constraint("LLVM pointer to floating-point or integer", _pointer_to(_RMW_VALUE.check))
_CMPXCHG_VALUE = ods.Constraint("integer or LLVM pointer type",
                                lambda t: _int(t) or isinstance(t, T.LLVMPointerType))
_CMPXCHG_PTR = ods.Constraint("LLVM pointer to integer or LLVM pointer type", _pointer_to(_CMPXCHG_VALUE.check))
_CMPXCHG_RESULT = ods.Constraint(
    "an LLVM struct type with any integer or pointer followed by a single-bit integer",
    lambda t: isinstance(t, T.LLVMStructType) and t.body_types is not None and len(t.body_types) == 2
    and _CMPXCHG_VALUE(t.body_types[0]) and t.body_types[1] == T.i1)


def _case_of(table: dict[str, int]) -> Any:
    """An I64EnumAttr check: an i64 integer attribute holding one of the cases' values."""
    return lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i64 and a.value in table.values()


def _keyword(p: Any, token: Any, table: dict[str, int], attr_name: str) -> A.IntegerAttr:
    """parseAtomicBinOp / parseAtomicOrdering: a keyword naming a case."""
    if str(token) not in table:
        raise p.error(token, f"'{token}' is an incorrect value of the '{attr_name}' attribute")
    return A.IntegerAttr(table[str(token)], T.i64)


def _widths_ok(t: T.Type, floats: bool) -> bool:
    if _int(t):
        return t.width in (8, 16, 32, 64)  # type: ignore[attr-defined]
    return floats and _float(t) and t.kind in ("bf16", "f16", "f32", "f64")  # type: ignore[attr-defined]


@op("llvm.atomicrmw")
class AtomicRMWOp(Operation):
    """`%old = llvm.atomicrmw add %ptr, %v acq_rel : i32`."""

    ptr = operand(_RMW_PTR)
    val = operand(_RMW_VALUE)
    res = result(_RMW_VALUE)
    required_attributes = (
        ods.Attr("bin_op", _case_of(ATOMIC_BIN_OPS), "llvm.atomicrmw binary operations"),
        ods.Attr("ordering", _case_of(ATOMIC_ORDERINGS), "Atomic ordering for LLVM's memory model"),
    )

    @classmethod
    def build(cls, bin_op: str, ptr: Value, val: Value, ordering: str = "acq_rel") -> AtomicRMWOp:
        return cls(cls.name, [ptr, val], [val.type],  # type: ignore[return-value]
                   {"bin_op": A.IntegerAttr(ATOMIC_BIN_OPS[bin_op], T.i64),
                    "ordering": A.IntegerAttr(ATOMIC_ORDERINGS[ordering], T.i64)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        bin_op, ptr, val, ordering, attrs, type_ = items
        attributes = {"bin_op": _keyword(p, bin_op, ATOMIC_BIN_OPS, "bin_op"),
                      "ordering": _keyword(p, ordering, ATOMIC_ORDERINGS, "ordering"), **(attrs or {})}
        return ods.create(cls, [p.use(ptr, T.LLVMPointerType(type_)), p.use(val, type_)], [type_], attributes,
                          loc=loc)

    @property
    def bin_op(self) -> str:
        return _BIN_OP_NAMES[self.attributes["bin_op"].value]  # type: ignore[attr-defined]

    @property
    def ordering(self) -> str:
        return _ORDERING_NAMES[self.attributes["ordering"].value]  # type: ignore[attr-defined]

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.atomicrmw {self.bin_op} {p.value(self.ptr)}, {p.value(self.val)} {self.ordering} "
                f"{p.attr_dict(self.attributes, elide=('bin_op', 'ordering'))} : {p.type(self.res.type)}")

    def verify(self) -> None:
        t = self.val.type
        if t != self.ptr.type.pointee:  # type: ignore[attr-defined]
            raise self.error("expected LLVM IR element type for operand #0 to match type for operand #1")
        if self.res.type != t:
            raise self.error("expected LLVM IR result type to match type for operand #1")
        kind = self.bin_op
        if kind in ("fadd", "fsub"):
            if not _float(t):
                raise self.error("expected LLVM IR floating point type")
        elif kind == "xchg":
            if not _widths_ok(t, floats=True):
                raise self.error("unexpected LLVM IR type for 'xchg' bin_op")
        elif not _widths_ok(t, floats=False):
            raise self.error("expected LLVM IR integer type")
        if self.attributes["ordering"].value < ATOMIC_ORDERINGS["monotonic"]:  # type: ignore[attr-defined]
            raise self.error("expected at least 'monotonic' ordering")


@op("llvm.cmpxchg")
class AtomicCmpXchgOp(Operation):
    """`%pair = llvm.cmpxchg %ptr, %expected, %new acq_rel monotonic : i32`: `{old value, success}`."""

    ptr = operand(_CMPXCHG_PTR)
    cmp = operand(_CMPXCHG_VALUE)
    val = operand(_CMPXCHG_VALUE)
    res = result(_CMPXCHG_RESULT)
    required_attributes = (
        ods.Attr("success_ordering", _case_of(ATOMIC_ORDERINGS), "Atomic ordering for LLVM's memory model"),
        ods.Attr("failure_ordering", _case_of(ATOMIC_ORDERINGS), "Atomic ordering for LLVM's memory model"),
    )

    @classmethod
    def build(cls, ptr: Value, cmp: Value, val: Value, success: str = "acq_rel", failure: str = "monotonic"
              ) -> AtomicCmpXchgOp:
        return cls(cls.name, [ptr, cmp, val], [T.LLVMStructType((val.type, T.i1))],  # type: ignore[return-value]
                   {"success_ordering": A.IntegerAttr(ATOMIC_ORDERINGS[success], T.i64),
                    "failure_ordering": A.IntegerAttr(ATOMIC_ORDERINGS[failure], T.i64)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        ptr, cmp, val, success, failure, attrs, type_ = items
        attributes = {"success_ordering": _keyword(p, success, ATOMIC_ORDERINGS, "success_ordering"),
                      "failure_ordering": _keyword(p, failure, ATOMIC_ORDERINGS, "failure_ordering"),
                      **(attrs or {})}
        return ods.create(cls, [p.use(ptr, T.LLVMPointerType(type_)), p.use(cmp, type_), p.use(val, type_)],
                          [T.LLVMStructType((type_, T.i1))], attributes, loc=loc)

    def ordering(self, which: str) -> str:
        return _ORDERING_NAMES[self.attributes[f"{which}_ordering"].value]  # type: ignore[attr-defined]

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.cmpxchg {p.values(self.operands)} {self.ordering('success')} {self.ordering('failure')}"
                f"{p.attr_dict(self.attributes, elide=('success_ordering', 'failure_ordering'))} : "
                f"{p.type(self.val.type)}")

    def verify(self) -> None:
        t = self.val.type
        if self.cmp.type != self.ptr.type.pointee or self.cmp.type != t:  # type: ignore[attr-defined]
            raise self.error("expected LLVM IR element type for operand #0 to match type for all other operands")
        if not isinstance(t, T.LLVMPointerType) and not _widths_ok(t, floats=True):
            raise self.error("unexpected LLVM IR type")
        success = self.attributes["success_ordering"].value  # type: ignore[attr-defined]
        failure = self.attributes["failure_ordering"].value  # type: ignore[attr-defined]
        if success < ATOMIC_ORDERINGS["monotonic"] or failure < ATOMIC_ORDERINGS["monotonic"]:
            raise self.error("ordering must be at least 'monotonic'")
        if failure in (ATOMIC_ORDERINGS["release"], ATOMIC_ORDERINGS["acq_rel"]):
            raise self.error("failure ordering cannot be 'release' or 'acq_rel'")
