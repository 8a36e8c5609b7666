"""llvm.intr.* (MLIR 14): the LLVM dialect's intrinsic ops, each one call of an LLVM intrinsic.

Part of the llvm dialect (gpuopt/dialects/llvm.py imports this module).  Every intrinsic op of MLIR 14's
LLVMOps.td is here, most of them declared by table: the one-result "same type" math and bit ops, the vector
reductions, the `*.with.overflow` ops, memcpy/memmove/memset, and the rest one class each.  As in 14,
operands and results are any LLVM-compatible type (`LLVM_Type`) unless named otherwise (the ctlz/cttz flag
and the coroutine operands); the ops that 14 gives an assembly format have it, the others (most of them)
print in the generic form.  14 marks only the one-result math, bit and reduction ops and
get.active.lane.mask NoSideEffect.

Each class says how it translates, as LLVM_IntrOp does in the .td: `intrinsic` is the LLVM name, and
`overloaded_results`/`overloaded_operands` list the values whose types mangle it (`llvm.fabs.f32`,
`llvm.memcpy.p0i8.p0i8.i64`); gpuopt/translate/intrinsic_ops.py reads them.  Ops whose translation is more
than a call of their operands (masked loads and stores, the matrix ops, the reductions with `reassoc`) have
their own there.
"""

from __future__ import annotations

from typing import Any, ClassVar

from gpuopt.dialects import ods
from gpuopt.dialects.attr_kinds import I32, AnyAttr
from gpuopt.dialects.llvm import LLVM_ANY, LLVMTokenType
from gpuopt.dialects.ods import I1, NoSideEffect, attribute, op, operand, result, variadic_operand
from gpuopt.dialects.traits import SameOperandsAndResultType
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation

I8_PTR = ods.Constraint("LLVM pointer to 8-bit signless integer", lambda t: t == T.llvm_i8_ptr,
                        type_class=T.LLVMPointerType, buildable=T.llvm_i8_ptr)
TOKEN = ods.Constraint("LLVM token type", lambda t: isinstance(t, LLVMTokenType), type_class=LLVMTokenType,
                       buildable=LLVMTokenType())
BOOL_ATTR = AnyAttr("bool attribute", lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i1)
I1_ATTR = AnyAttr("1-bit signless integer attribute", lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i1)


class IntrOp(Operation):
    """An op that is a call of the LLVM intrinsic `intrinsic`, declared overloaded on the types of the
    results and operands listed (LLVM_IntrOp's `overloadedResults` and `overloadedOperands`)."""

    intrinsic: ClassVar[str] = ""
    overloaded_results: ClassVar[tuple[int, ...]] = ()
    overloaded_operands: ClassVar[tuple[int, ...]] = ()

    @classmethod
    def build(cls, *operands: Any, result_type: T.Type | None = None,
              attributes: dict[str, A.Attribute] | None = None) -> Operation:
        """One entry per operand group (a value, or a list for a variadic group); the result type, if any."""
        return ods.create(cls, list(operands), [result_type] if result_type is not None else [], attributes)


def _declare(mnemonic: str, class_name: str, operands: tuple[tuple[str, Any], ...], results: int = 1,
             traits: tuple = (), format: str | None = None, overloaded_results: tuple[int, ...] = (),
             overloaded_operands: tuple[int, ...] = (), attributes: dict[str, Any] | None = None,
             doc: str = "") -> type[Operation]:
    """One intrinsic op: `operands` are (group name, constraint) pairs, a constraint inside a list meaning a
    variadic group; generic form only unless `format` is given."""
    body: dict[str, Any] = {"__doc__": doc or f"`llvm.intr.{mnemonic}`: a call of `llvm.{mnemonic}`.",
                            "__module__": __name__, "intrinsic": f"llvm.{mnemonic}",
                            "overloaded_results": overloaded_results, "overloaded_operands": overloaded_operands}
    for name, c in operands:
        body[name] = variadic_operand(c[0]) if isinstance(c, list) else operand(c)
    if results:
        body["res"] = result(LLVM_ANY)
    for name, kind in (attributes or {}).items():
        body[name] = kind
    cls = type(class_name, (IntrOp,), body)
    return op(f"llvm.intr.{mnemonic}", traits=traits, syntax=None if format else "", format=format)(cls)


_PURE_SAME = (NoSideEffect, SameOperandsAndResultType())

UNARY = {"fabs": "FAbsOp", "ceil": "FCeilOp", "floor": "FFloorOp", "cos": "CosOp", "sin": "SinOp", "exp": "ExpOp",
         "exp2": "Exp2Op", "log": "LogOp", "log10": "Log10Op", "log2": "Log2Op", "sqrt": "SqrtOp",
         "bitreverse": "BitReverseOp", "ctpop": "CtPopOp"}
"""LLVM_UnaryIntrinsicOp: `%r = "llvm.intr.fabs"(%x) : (f32) -> f32`."""
BINARY = {"copysign": "CopySignOp", "pow": "PowOp", "maxnum": "MaxNumOp", "minnum": "MinNumOp",
          "maximum": "MaximumOp", "minimum": "MinimumOp", "smax": "SMaxOp", "smin": "SMinOp", "umax": "UMaxOp",
          "umin": "UMinOp"}
"""LLVM_BinarySameArgsIntrinsicOp."""
TERNARY = {"fma": "FMAOp", "fmuladd": "FMulAddOp"}
"""LLVM_TernarySameArgsIntrinsicOp."""
REDUCTIONS = ("add", "and", "mul", "fmax", "fmin", "or", "smax", "smin", "umax", "umin", "xor")
"""LLVM_VectorReduction: `%r = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32`."""
ACC_REDUCTIONS = ("fadd", "fmul")
"""LLVM_VectorReductionAcc: a start value, the vector, and `reassoc` (BoolAttr, false by default) that 14
translates to the call's `reassoc` fast-math flag."""
WITH_OVERFLOW = {"sadd": "SAddWithOverflowOp", "uadd": "UAddWithOverflowOp", "ssub": "SSubWithOverflowOp",
                 "usub": "USubWithOverflowOp", "smul": "SMulWithOverflowOp", "umul": "UMulWithOverflowOp"}
"""`%r = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>`."""

OPS: dict[str, type[Operation]] = {}
for _name, _cls in UNARY.items():
    OPS[_name] = _declare(_name, _cls, (("in_", LLVM_ANY),), traits=_PURE_SAME, overloaded_results=(0,))
for _name, _cls in BINARY.items():
    OPS[_name] = _declare(_name, _cls, (("a", LLVM_ANY), ("b", LLVM_ANY)), traits=_PURE_SAME,
                          overloaded_results=(0,))
for _name, _cls in TERNARY.items():
    OPS[_name] = _declare(_name, _cls, (("a", LLVM_ANY), ("b", LLVM_ANY), ("c", LLVM_ANY)), traits=_PURE_SAME,
                          overloaded_results=(0,))
OPS["powi"] = _declare("powi", "PowIOp", (("a", LLVM_ANY), ("b", LLVM_ANY)), traits=(NoSideEffect,),
                       overloaded_operands=(0, 1))
for _name, _cls in (("ctlz", "CountLeadingZerosOp"), ("cttz", "CountTrailingZerosOp")):
    OPS[_name] = _declare(_name, _cls, (("in_", LLVM_ANY), ("zero_undefined", I1)), traits=(NoSideEffect,),
                          overloaded_operands=(0,))
for _name in REDUCTIONS:
    OPS[f"vector.reduce.{_name}"] = _declare(f"vector.reduce.{_name}", f"vector_reduce_{_name}",
                                             (("in_", LLVM_ANY),), traits=(NoSideEffect,), overloaded_operands=(0,))
for _name in ACC_REDUCTIONS:
    OPS[f"vector.reduce.{_name}"] = _declare(
        f"vector.reduce.{_name}", f"vector_reduce_{_name}", (("start_value", LLVM_ANY), ("in_", LLVM_ANY)),
        traits=(NoSideEffect,), overloaded_operands=(1,), attributes={"reassoc": attribute(BOOL_ATTR, optional=True)})
for _name, _cls in WITH_OVERFLOW.items():
    OPS[f"{_name}.with.overflow"] = _declare(f"{_name}.with.overflow", _cls, (("lhs", LLVM_ANY), ("rhs", LLVM_ANY)),
                                             overloaded_operands=(0,))

# Memory.
_MEM_COPY = (("dst", LLVM_ANY), ("src", LLVM_ANY), ("len", LLVM_ANY), ("isVolatile", LLVM_ANY))
MemcpyOp = _declare("memcpy", "MemcpyOp", _MEM_COPY, results=0, overloaded_operands=(0, 1, 2))
MemcpyInlineOp = _declare("memcpy.inline", "MemcpyInlineOp", _MEM_COPY, results=0, overloaded_operands=(0, 1, 2))
MemmoveOp = _declare("memmove", "MemmoveOp", _MEM_COPY, results=0, overloaded_operands=(0, 1, 2))
MemsetOp = _declare("memset", "MemsetOp", (("dst", LLVM_ANY), ("val", LLVM_ANY), ("len", LLVM_ANY),
                                           ("isVolatile", LLVM_ANY)), results=0, overloaded_operands=(0, 2))
_ALIGNMENT = {"alignment": attribute(I32)}
MaskedLoadOp = _declare("masked.load", "MaskedLoadOp", (("data", LLVM_ANY), ("mask", LLVM_ANY),
                                                         ("pass_thru", [LLVM_ANY])), attributes=_ALIGNMENT,
                        format="operands attr-dict `:` functional-type(operands, results)",
                        doc="`%r = llvm.intr.masked.load %ptr, %mask[, %pass_thru] {alignment = 4 : i32} : "
                            "(...) -> vector<4xf32>`; without a pass-through value the masked-off lanes are undef.")
MaskedStoreOp = _declare("masked.store", "MaskedStoreOp", (("value", LLVM_ANY), ("data", LLVM_ANY),
                                                           ("mask", LLVM_ANY)), results=0, attributes=_ALIGNMENT,
                         format="$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
                                "type($data)")
masked_gather = _declare("masked.gather", "masked_gather", (("ptrs", LLVM_ANY), ("mask", LLVM_ANY),
                                                            ("pass_thru", [LLVM_ANY])), attributes=_ALIGNMENT,
                         format="operands attr-dict `:` functional-type(operands, results)")
masked_scatter = _declare("masked.scatter", "masked_scatter", (("value", LLVM_ANY), ("ptrs", LLVM_ANY),
                                                               ("mask", LLVM_ANY)), results=0, attributes=_ALIGNMENT,
                          format="$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
                                 "type($ptrs)")
masked_expandload = _declare("masked.expandload", "masked_expandload",
                             (("ptr", LLVM_ANY), ("mask", LLVM_ANY), ("pass_thru", LLVM_ANY)), overloaded_results=(0,))
masked_compressstore = _declare("masked.compressstore", "masked_compressstore",
                                (("value", LLVM_ANY), ("ptr", LLVM_ANY), ("mask", LLVM_ANY)), results=0,
                                overloaded_operands=(0,))
GetActiveLaneMaskOp = _declare("get.active.lane.mask", "GetActiveLaneMaskOp", (("base", LLVM_ANY), ("n", LLVM_ANY)),
                               traits=(NoSideEffect,), overloaded_results=(0,), overloaded_operands=(0,),
                               format="$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)")

# Matrices (flattened into vectors, column-major).
MatrixMultiplyOp = _declare("matrix.multiply", "MatrixMultiplyOp", (("lhs", LLVM_ANY), ("rhs", LLVM_ANY)),
                            attributes={n: attribute(I32) for n in ("lhs_rows", "lhs_columns", "rhs_columns")},
                            format="$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)")
MatrixTransposeOp = _declare("matrix.transpose", "MatrixTransposeOp", (("matrix", LLVM_ANY),),
                             attributes={n: attribute(I32) for n in ("rows", "columns")},
                             format="$matrix attr-dict `:` type($matrix) `into` type($res)")
_MATRIX_MEMORY = {"isVolatile": attribute(I1_ATTR), "rows": attribute(I32), "columns": attribute(I32)}
MatrixColumnMajorLoadOp = _declare(
    "matrix.column.major.load", "MatrixColumnMajorLoadOp", (("data", LLVM_ANY), ("stride", LLVM_ANY)),
    attributes=_MATRIX_MEMORY,
    format="$data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($res) `from` type($data) `stride` "
           "type($stride)")
MatrixColumnMajorStoreOp = _declare(
    "matrix.column.major.store", "MatrixColumnMajorStoreOp",
    (("matrix", LLVM_ANY), ("data", LLVM_ANY), ("stride", LLVM_ANY)), results=0, attributes=_MATRIX_MEMORY,
    format="$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict `:` type($matrix) `to` type($data) "
           "`stride` type($stride)")

# Hints, stack and exception handling.
AssumeOp = _declare("assume", "AssumeOp", (("cond", LLVM_ANY),), results=0)
Prefetch = _declare("prefetch", "Prefetch", (("addr", LLVM_ANY), ("rw", LLVM_ANY), ("hint", LLVM_ANY),
                                             ("cache", LLVM_ANY)), results=0, overloaded_operands=(0,))
StackSaveOp = _declare("stacksave", "StackSaveOp", (), format="attr-dict `:` type($res)")
StackRestoreOp = _declare("stackrestore", "StackRestoreOp", (("ptr", I8_PTR),), results=0, format="$ptr attr-dict")
vscale = _declare("vscale", "vscale", (), overloaded_results=(0,))
EhTypeidForOp = _declare("eh.typeid.for", "EhTypeidForOp", (("type_info", I8_PTR),),
                         format="$type_info attr-dict `:` type($res)")

# Coroutines.
CoroIdOp = _declare("coro.id", "CoroIdOp", (("align", ods.I32), ("promise", I8_PTR), ("coroaddr", I8_PTR),
                                            ("fnaddrs", I8_PTR)),
                    format="$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` type($res)")
CoroBeginOp = _declare("coro.begin", "CoroBeginOp", (("token", TOKEN), ("mem", I8_PTR)),
                       format="$token `,` $mem attr-dict `:` type($res)")
CoroSizeOp = _declare("coro.size", "CoroSizeOp", (), overloaded_results=(0,), format="attr-dict `:` type($res)")
CoroAlignOp = _declare("coro.align", "CoroAlignOp", (), overloaded_results=(0,), format="attr-dict `:` type($res)")
CoroSaveOp = _declare("coro.save", "CoroSaveOp", (("handle", I8_PTR),), format="$handle attr-dict `:` type($res)")
CoroSuspendOp = _declare("coro.suspend", "CoroSuspendOp", (("save", TOKEN), ("final", I1)),
                         format="$save `,` $final attr-dict `:` type($res)")
CoroEndOp = _declare("coro.end", "CoroEndOp", (("handle", I8_PTR), ("unwind", I1)),
                     format="$handle `,` $unwind attr-dict `:` type($res)")
CoroFreeOp = _declare("coro.free", "CoroFreeOp", (("id", TOKEN), ("handle", I8_PTR)),
                      format="$id `,` $handle attr-dict `:` type($res)")
CoroResumeOp = _declare("coro.resume", "CoroResumeOp", (("handle", I8_PTR),), results=0, format="$handle attr-dict")

for _cls in (MemcpyOp, MemcpyInlineOp, MemmoveOp, MemsetOp, MaskedLoadOp, MaskedStoreOp, masked_gather, masked_scatter,
             masked_expandload, masked_compressstore, GetActiveLaneMaskOp, MatrixMultiplyOp, MatrixTransposeOp,
             MatrixColumnMajorLoadOp, MatrixColumnMajorStoreOp, AssumeOp, Prefetch, StackSaveOp, StackRestoreOp,
             vscale, EhTypeidForOp, CoroIdOp, CoroBeginOp, CoroSizeOp, CoroAlignOp, CoroSaveOp, CoroSuspendOp,
             CoroEndOp, CoroFreeOp, CoroResumeOp):
    OPS[_cls.name[len("llvm.intr."):]] = _cls

globals().update({c.__name__: c for c in OPS.values()})  # the table's classes by name, as the others


def intr_op(mnemonic: str) -> type[Operation]:
    """The class of `llvm.intr.<mnemonic>` (`vector.reduce.fadd`, `sadd.with.overflow`)."""
    return OPS[mnemonic]


__all__ = ["IntrOp", "intr_op", *sorted({c.__name__ for c in OPS.values()})]
"""What llvm.py re-exports: the op classes under upstream's names (`llvm.FAbsOp`, `llvm.vector_reduce_fadd`)."""
