"""Constant folding as LLVM 14's IRBuilder does it (ConstantFolder -> ConstantExpr::get -> ConstantFold.cpp).

mlir-translate 14 builds every instruction through `llvm::IRBuilder<>`, whose folder turns an operation on
constants into a constant: `icmp sgt i64 42, 40` becomes `i1 true`, `getelementptr ([6 x i8], [6 x i8]* @s,
i64 0, i64 0)` a constant expression (made `inbounds`), `bitcast` of a constant pointer a GEP of its first
member.  What folds here is what LLVM 14's target-independent folder folds, rule for rule where the rules
touch the IR the LLVM dialect produces; anything else stays a `ConstExpr`, as LLVM keeps it.  Not folded
(left as expressions where LLVM 14 would fold them): arithmetic on x86_fp80/fp128, the byte-extraction rule
for `trunc` of constant expressions, and pointer-relation facts about distinct globals in `icmp`.
"""

from __future__ import annotations

import math

from llvmlite import ir

from gpuopt.translate import constants as C
from gpuopt.translate.constants import ConstExpr

CAST_OPCODES = ("trunc", "zext", "sext", "fptoui", "fptosi", "uitofp", "sitofp", "fptrunc", "fpext", "ptrtoint",
                "inttoptr", "bitcast", "addrspacecast")
COMMUTATIVE = {"add", "mul", "and", "or", "xor", "fadd", "fmul"}
ASSOCIATIVE = {"add", "mul", "and", "or", "xor"}
_DIV_REM = {"udiv", "sdiv", "urem", "srem"}
_FOLDABLE_FLOATS = {"f16", "bf16", "f32", "f64"}


# -- binary operators -----------------------------------------------------------------------------------------


def fold_binary(opcode: str, lhs: ir.Constant, rhs: ir.Constant) -> ir.Constant:
    """ConstantExpr::get(opcode, lhs, rhs): the folded constant, else the expression."""
    folded = _fold_binary(opcode, lhs, rhs)
    return folded if folded is not None else ConstExpr(lhs.type, opcode, [lhs, rhs])


def _identity(opcode: str, ty: ir.Type) -> ir.Constant | None:
    if opcode in ("add", "or", "xor"):
        return _splat_like(ty, C.null)
    if opcode == "mul":
        return _splat_like(ty, lambda t: C.const_int(t, 1))
    if opcode == "and":
        return C.all_ones(ty)
    if opcode == "fadd":
        return _splat_like(ty, lambda t: C.const_float(t, -0.0))
    if opcode == "fmul":
        return _splat_like(ty, lambda t: C.const_float(t, 1.0))
    return None


def _splat_like(ty: ir.Type, make: object) -> ir.Constant:
    if isinstance(ty, ir.VectorType):
        return C.aggregate(ty, [make(ty.element)] * ty.count)  # type: ignore[operator]
    return make(ty)  # type: ignore[operator]


def _fold_binary(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    ty = c1.type
    identity = _identity(op, ty)
    if identity is not None:
        if C.key(c1) == C.key(identity):
            return c2
        if C.key(c2) == C.key(identity):
            return c1
    if C.is_poison(c1) or C.is_poison(c2):
        return C.poison(ty)
    if not isinstance(ty, ir.VectorType) and (C.is_undef(c1) or C.is_undef(c2)):
        return _fold_undef(op, c1, c2)
    if C.is_int(c2):
        simplified = _fold_rhs_int(op, c1, c2)
        if simplified is not None:
            return simplified
    elif C.is_int(c1) and op in COMMUTATIVE:
        return fold_binary(op, c2, c1)
    if C.is_int(c1):
        if C.is_int(c2):
            return _fold_ints(op, c1, c2)
        if op in ("sdiv", "udiv", "urem", "srem", "lshr", "ashr", "shl") and c1.constant == 0:
            return c1
    elif C.is_float(c1):
        if C.is_float(c2):
            return _fold_floats(op, c1, c2)
    elif isinstance(ty, ir.VectorType):
        folded = _fold_vector(op, c1, c2)
        if folded is not None:
            return folded
    if isinstance(c1, ConstExpr):
        if op in ASSOCIATIVE and c1.opcode == op:
            t = fold_binary(op, c1.operands[1], c2)
            if not (isinstance(t, ConstExpr) and t.opcode == op):
                return fold_binary(op, c1.operands[0], t)
    elif isinstance(c2, ConstExpr) and op in COMMUTATIVE:
        return _fold_binary(op, c2, c1)
    if isinstance(ty, ir.IntType) and ty.width == 1:
        if op in ("add", "sub"):
            return fold_binary("xor", c1, c2)
        if op == "mul":
            return fold_binary("and", c1, c2)
        if op in ("shl", "lshr", "ashr", "sdiv", "udiv"):
            return c1
        if op in ("urem", "srem"):
            return C.const_int(ty, 0)
    return None


def _fold_undef(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant:
    ty = c1.type
    both = C.is_undef(c1) and C.is_undef(c2)
    if op == "xor" and both:
        return C.null(ty)
    if op in ("xor", "add", "sub"):
        return C.undef(ty)
    if op == "and":
        return c1 if both else C.null(ty)
    if op == "mul":
        if both:
            return c1
        known = c1 if C.is_int(c1) else c2 if C.is_int(c2) else None
        return C.undef(ty) if known is not None and known.constant & 1 else C.null(ty)
    if op in ("sdiv", "udiv", "urem", "srem"):
        if C.is_undef(c2) or C.is_null(c2):
            return C.poison(ty)
        if op in ("sdiv", "udiv") and C.is_int(c2) and c2.constant == 1:
            return c1
        return C.null(ty)
    if op == "or":
        return c1 if both else C.all_ones(ty)
    if op in ("lshr", "ashr", "shl"):
        if C.is_undef(c2):
            return C.poison(ty)
        return c1 if C.is_null(c2) else C.null(ty)
    if op == "fsub" and C.is_float(c1) and c1.constant == 0 and math.copysign(1.0, c1.constant) < 0:
        return c2
    return c1 if both else C.nan(ty)


def _fold_rhs_int(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    v = c2.constant
    if op in ("add", "sub", "or", "xor") and v == 0:
        return c1
    if op == "mul":
        return c2 if v == 0 else c1 if v == 1 else None
    if op in ("udiv", "sdiv"):
        return c1 if v == 1 else C.poison(c2.type) if v == 0 else None
    if op in ("urem", "srem"):
        return C.null(c2.type) if v == 1 else C.poison(c2.type) if v == 0 else None
    if op == "and":
        if v == 0:
            return c2
        if v == -1 or (c2.type.width == 1 and v == 1):
            return c1
        if isinstance(c1, ConstExpr) and c1.opcode == "zext":
            low = (1 << c1.operands[0].type.width) - 1
            if C.unsigned(c2) & low == low:
                return c1
        if isinstance(c1, ConstExpr) and c1.opcode == "ptrtoint" and isinstance(c1.operands[0], ir.GlobalValue):
            known_zero = _known_zero_low_bits(c1.operands[0], c2.type.width)
            if C.unsigned(c2) & known_zero == C.unsigned(c2):
                return C.null(c2.type)
    if op == "or" and (v == -1 or (c2.type.width == 1 and v == 1)):
        return c2
    if op == "xor" and isinstance(c1, ConstExpr) and c1.opcode in ("icmp", "fcmp"):
        return fold_compare(c1.opcode, _INVERSE[c1.predicate], c1.operands[0], c1.operands[1])
    if op == "ashr" and isinstance(c1, ConstExpr) and c1.opcode == "zext":
        return fold_binary("lshr", c1, c2)
    return None


def _known_zero_low_bits(g: ir.GlobalValue, width: int) -> int:
    """The low address bits of global `g` that its alignment keeps zero (functions: 4-byte aligned, as
    LLVM 14 assumes when the data layout says nothing)."""
    layout = getattr(g, "data_layout", None)
    if isinstance(g, ir.Function):
        alignment = 4
    elif layout is not None:
        alignment = layout.global_alignment(g)
    else:
        alignment = g.align or 1
    if alignment <= 1:
        return 0
    return (1 << min(width, alignment.bit_length() - 1)) - 1


def _fold_ints(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    ty = c1.type
    width = ty.width
    a, b = C.signed(c1), C.signed(c2)
    ua, ub = C.unsigned(c1), C.unsigned(c2)
    if op == "add":
        return C.const_int(ty, a + b)
    if op == "sub":
        return C.const_int(ty, a - b)
    if op == "mul":
        return C.const_int(ty, a * b)
    if op == "udiv":
        return C.const_int(ty, ua // ub)
    if op == "urem":
        return C.const_int(ty, ua % ub)
    if op in ("sdiv", "srem"):
        if b == -1 and a == -(1 << (width - 1)):
            return C.poison(ty)
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return C.const_int(ty, q if op == "sdiv" else a - b * q)
    if op == "and":
        return C.const_int(ty, ua & ub)
    if op == "or":
        return C.const_int(ty, ua | ub)
    if op == "xor":
        return C.const_int(ty, ua ^ ub)
    if op in ("shl", "lshr", "ashr"):
        if ub >= width:
            return C.poison(ty)
        return C.const_int(ty, ua << ub if op == "shl" else ua >> ub if op == "lshr" else a >> ub)
    return None


def _fold_floats(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    kind = C.float_kind(c1.type)
    if kind not in _FOLDABLE_FLOATS:
        return None
    a, b = c1.constant, c2.constant
    if op == "fadd":
        r = a + b
    elif op == "fsub":
        r = a - b
    elif op == "fmul":
        r = a * b
    elif op == "fdiv":
        r = _divide(a, b)
    elif op == "frem":
        r = math.nan if b == 0 or math.isinf(a) or math.isnan(a) or math.isnan(b) else math.fmod(a, b)
    else:
        return None
    return C.const_float(c1.type, r)


def _divide(a: float, b: float) -> float:
    if b != 0:
        return a / b
    if a == 0 or math.isnan(a):
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _fold_vector(op: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    ty = c1.type
    s2 = C.splat_value(c2)
    if s2 is not None:
        if op in _DIV_REM and C.is_null(s2):
            return C.poison(ty)
        s1 = C.splat_value(c1)
        if s1 is not None:
            return C.aggregate(ty, [fold_binary(op, s1, s2)] * ty.count)
    left, right = C.elements_of(c1), C.elements_of(c2)
    if left is None or right is None:
        return None
    out = []
    for x, y in zip(left, right):
        if op in _DIV_REM and C.is_null(y):
            return C.poison(ty)
        out.append(fold_binary(op, x, y))
    return C.aggregate(ty, out)


def fold_fneg(c: ir.Constant) -> ir.Constant:
    if C.is_undef(c) and not isinstance(c.type, ir.VectorType):
        return c
    if C.is_float(c):
        return C.const_float(c.type, -c.constant)
    if isinstance(c.type, ir.VectorType):
        members = C.elements_of(c)
        if members is not None:
            return C.aggregate(c.type, [fold_fneg(m) for m in members])
    return ConstExpr(c.type, "fneg", [c])


# -- compares -------------------------------------------------------------------------------------------------

_INVERSE = {"eq": "ne", "ne": "eq", "ugt": "ule", "uge": "ult", "ult": "uge", "ule": "ugt", "sgt": "sle",
            "sge": "slt", "slt": "sge", "sle": "sgt", "false": "true", "oeq": "une", "ogt": "ule", "oge": "ult",
            "olt": "uge", "ole": "ugt", "one": "ueq", "ord": "uno", "uno": "ord", "ueq": "one", "ugt_": "",
            "true": "false", "une": "oeq"}
_INVERSE.pop("ugt_")
_SWAPPED = {"eq": "eq", "ne": "ne", "ugt": "ult", "uge": "ule", "ult": "ugt", "ule": "uge", "sgt": "slt",
            "sge": "sle", "slt": "sgt", "sle": "sge"}
# fcmp predicates as LLVM encodes them: bits for unordered (8), less (4), greater (2) and equal (1)
_FCMP_BITS = {"false": 0, "oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7, "uno": 8,
              "ueq": 9, "ugt": 10, "uge": 11, "ult": 12, "ule": 13, "une": 14, "true": 15}


def i1_type_of(ty: ir.Type) -> ir.Type:
    return ir.VectorType(ir.IntType(1), ty.count) if isinstance(ty, ir.VectorType) else ir.IntType(1)


def fold_compare(opcode: str, pred: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant:
    folded = _fold_compare(opcode, pred, c1, c2)
    return folded if folded is not None else ConstExpr(i1_type_of(c1.type), opcode, [c1, c2], predicate=pred)


def _bool(ty: ir.Type, value: bool) -> ir.Constant:
    if isinstance(ty, ir.VectorType):
        return C.aggregate(ty, [C.const_int(ty.element, int(value))] * ty.count)
    return C.const_int(ty, int(value))


def _fold_compare(opcode: str, pred: str, c1: ir.Constant, c2: ir.Constant) -> ir.Constant | None:
    rty = i1_type_of(c1.type)
    if pred == "false":
        return C.null(rty)
    if pred == "true":
        return C.all_ones(rty)
    if C.is_poison(c1) or C.is_poison(c2):
        return C.poison(rty)
    integer = opcode == "icmp"
    if C.is_undef(c1) or C.is_undef(c2):
        if pred in ("eq", "ne") or (integer and C.key(c1) == C.key(c2)):
            return C.undef(rty)
        if integer:
            return _bool(rty, pred in ("eq", "uge", "ule", "sge", "sle"))
        return _bool(rty, bool(_FCMP_BITS[pred] & 8))
    if integer and pred in ("eq", "ne"):
        for a, b in ((c1, c2), (c2, c1)):
            if C.is_null(a) and isinstance(b, ir.GlobalValue) and b.linkage != "extern_weak" \
                    and b.type.addrspace == 0:
                return _bool(rty, pred == "ne")
    if integer and pred == "uge" and C.is_null(c2):
        return C.all_ones(rty)
    if integer and pred == "ult" and C.is_null(c2):
        return C.null(rty)
    if isinstance(c1.type, ir.IntType) and c1.type.width == 1 and pred in ("eq", "ne"):
        if pred == "ne":
            return fold_binary("xor", c1, c2)
        if C.is_int(c2):
            return fold_binary("xor", c1, fold_binary("xor", c2, C.all_ones(c2.type)))
        return fold_binary("xor", fold_binary("xor", c1, C.all_ones(c1.type)), c2)
    if C.is_int(c1) and C.is_int(c2):
        return _bool(rty, _icmp(pred, c1, c2))
    if C.is_float(c1) and C.is_float(c2):
        return _bool(rty, _fcmp(pred, c1.constant, c2.constant))
    if isinstance(c1.type, ir.VectorType):
        s1, s2 = C.splat_value(c1), C.splat_value(c2)
        if s1 is not None and s2 is not None:
            return C.aggregate(rty, [fold_compare(opcode, pred, s1, s2)] * rty.count)
        left, right = C.elements_of(c1), C.elements_of(c2)
        if left is None or right is None:
            return None
        return C.aggregate(rty, [fold_compare(opcode, pred, x, y) for x, y in zip(left, right)])
    if not integer:
        return None
    known = _RELATION_RESULTS.get((_icmp_relation(c1, c2, pred[0] == "s"), pred))
    if known is not None:
        return _bool(rty, known)
    if (not isinstance(c1, ConstExpr) and isinstance(c2, ConstExpr)) or (C.is_null(c1) and not C.is_null(c2)):
        return fold_compare(opcode, _SWAPPED[pred], c2, c1)
    return None


def _relation_table() -> dict[tuple[str, str], bool]:
    """What a known relation between two constants says about each predicate (ConstantFoldCompareInstruction)."""
    table: dict[tuple[str, str], bool] = {}
    for pred in _SWAPPED:
        table[("eq", pred)] = pred in ("eq", "uge", "ule", "sge", "sle")
    for rel, true, false in (("ult", ("ult", "ne", "ule"), ("ugt", "eq", "uge")),
                             ("slt", ("slt", "ne", "sle"), ("sgt", "eq", "sge")),
                             ("ugt", ("ugt", "ne", "uge"), ("ult", "eq", "ule")),
                             ("sgt", ("sgt", "ne", "sge"), ("slt", "eq", "sle")),
                             ("ule", ("ult", "ule"), ("ugt",)), ("sle", ("slt", "sle"), ("sgt",)),
                             ("uge", ("ugt", "uge"), ("ult",)), ("sge", ("sgt", "sge"), ("slt",)),
                             ("ne", ("ne",), ("eq",))):
        table.update({(rel, p): True for p in true})
        table.update({(rel, p): False for p in false})
    return table


_RELATION_RESULTS = _relation_table()


def _interposable(g: ir.GlobalValue) -> bool:
    return g.linkage in ("weak", "linkonce", "common", "extern_weak")


def _globals_relation(a: ir.GlobalValue, b: ir.GlobalValue) -> str:
    """areGlobalsPotentiallyEqual: distinct, sized, not interposable globals are not equal."""
    def unsafe(g: ir.GlobalValue) -> bool:
        if _interposable(g) or getattr(g, "unnamed", "") == "unnamed_addr":
            return True
        if isinstance(g, ir.GlobalVariable):
            t = g.value_type
            return not _sized(t) or (isinstance(t, ir.BaseStructType) and not t.elements) or \
                (isinstance(t, ir.ArrayType) and t.count == 0)
        return False
    return "" if unsafe(a) or unsafe(b) else "ne"


def _icmp_relation(v1: ir.Constant, v2: ir.Constant, signed: bool) -> str:
    """evaluateICmpRelation: what is known of v1 against v2 ("" when nothing), for globals, null and the
    casts and GEPs of them."""
    if C.key(v1) == C.key(v2):
        return "eq"
    simple1 = not isinstance(v1, (ConstExpr, ir.GlobalValue))
    if simple1:
        if not isinstance(v2, (ConstExpr, ir.GlobalValue)):
            for pred, rel in (("eq", "eq"), ("slt" if signed else "ult", ""), ("sgt" if signed else "ugt", "")):
                result = _fold_compare("icmp", pred, v1, v2)
                if result is not None and C.is_int(result) and result.constant:
                    return rel or pred
            return ""
        swapped = _icmp_relation(v2, v1, signed)
        return _SWAPPED.get(swapped, "")
    if isinstance(v1, ir.GlobalValue):
        if isinstance(v2, ConstExpr):
            return _SWAPPED.get(_icmp_relation(v2, v1, signed), "")
        if isinstance(v2, ir.GlobalValue):
            return _globals_relation(v1, v2)
        if C.is_null(v2) and v1.linkage != "extern_weak" and v1.type.addrspace == 0:
            return "ugt"
        return ""
    assert isinstance(v1, ConstExpr)
    inner = v1.operands[0]
    if v1.opcode == "bitcast" and isinstance(inner, ir.GlobalValue) and isinstance(v2, ir.GlobalValue):
        return _globals_relation(inner, v2)
    if v1.opcode in ("bitcast", "uitofp", "sitofp", "zext", "sext"):
        if C.float_kind(inner.type) is not None or isinstance(inner.type, ir.VectorType):
            return ""
        if C.is_null(v2) and isinstance(v1.type, (ir.IntType, ir.PointerType)):
            signed = {"zext": False, "sext": True}.get(v1.opcode, signed)
            return _icmp_relation(inner, C.null(inner.type), signed)
        return ""
    if v1.opcode == "getelementptr":
        indices = v1.operands[1:]
        if C.is_null(v2):
            if isinstance(inner, ir.GlobalValue):
                return "ugt" if inner.linkage != "extern_weak" and v1.inbounds else ""
            if C.is_null(inner):
                return "ugt" if any(not C.is_null(i) for i in indices) else "eq"
        elif isinstance(v2, ir.GlobalValue):
            if C.is_null(inner):
                return "ult" if v2.linkage != "extern_weak" and v1.inbounds else ""
            if isinstance(inner, ir.GlobalValue):
                if inner is v2 or inner.name == v2.name:
                    return "sgt" if signed else "ugt"
                return _globals_relation(inner, v2) if all(C.is_null(i) for i in indices) else ""
    return ""


def _icmp(pred: str, c1: ir.Constant, c2: ir.Constant) -> bool:
    if pred in ("eq", "ne"):
        return (c1.constant == c2.constant) == (pred == "eq")
    a, b = (C.signed(c1), C.signed(c2)) if pred[0] == "s" else (C.unsigned(c1), C.unsigned(c2))
    return {"gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b}[pred[1:]]


def _fcmp(pred: str, a: float, b: float) -> bool:
    if math.isnan(a) or math.isnan(b):
        relation = 8
    else:
        relation = 4 if a < b else 1 if a == b else 2
    return bool(_FCMP_BITS[pred] & relation)


# -- casts ----------------------------------------------------------------------------------------------------


def fold_cast(opcode: str, c: ir.Value, ty: ir.Type) -> ir.Constant:
    """ConstantExpr::getCast (a no-op cast gives `c` back, as IRBuilder's CreateCast does)."""
    if c.type == ty and _same_type(c.type, ty):
        return c  # type: ignore[return-value]
    folded = _fold_cast(opcode, c, ty)
    return folded if folded is not None else ConstExpr(ty, opcode, [c])  # type: ignore[list-item]


def _same_type(a: ir.Type, b: ir.Type) -> bool:
    """llvmlite's typed pointers compare equal to opaque ones; LLVM 14's types are equal only if identical."""
    return str(a) == str(b)


def _fold_cast(op: str, c: ir.Value, ty: ir.Type) -> ir.Constant | None:
    if C.is_poison(c):
        return C.poison(ty)
    if C.is_undef(c):
        return C.null(ty) if op in ("zext", "sext", "uitofp", "sitofp") else C.undef(ty)
    if C.is_null(c) and op != "addrspacecast":
        return C.null(ty)
    if isinstance(c, ConstExpr):
        if c.opcode in CAST_OPCODES:
            merged = _eliminable_cast_pair(c.opcode, op, c.operands[0].type, c.type, ty)
            if merged:
                return fold_cast(merged, c.operands[0], ty)
        elif c.opcode == "getelementptr" and op != "addrspacecast" and not isinstance(c.type, ir.VectorType):
            if all(C.is_null(i) for i in c.operands[1:]):
                return pointer_cast(c.operands[0], ty)
    if isinstance(c, ir.Constant) and isinstance(c.type, ir.VectorType) and isinstance(ty, ir.VectorType) \
            and ty.count == c.type.count and not C.is_null(c):
        splat = C.splat_value(c)
        if splat is not None:
            return C.aggregate(ty, [fold_cast(op, splat, ty.element)] * ty.count)
        members = C.elements_of(c)
        if members is not None:
            return C.aggregate(ty, [fold_cast(op, m, ty.element) for m in members])
    if op in ("fptrunc", "fpext") and C.is_float(c):
        return C.const_float(ty, c.constant)  # type: ignore[union-attr]
    if op in ("fptoui", "fptosi") and C.is_float(c):
        value = c.constant  # type: ignore[union-attr]
        if math.isnan(value) or math.isinf(value):
            return C.poison(ty)
        n = int(value)
        lo, hi = (0, (1 << ty.width) - 1) if op == "fptoui" else (-(1 << (ty.width - 1)), (1 << (ty.width - 1)) - 1)
        return C.const_int(ty, n) if lo <= n <= hi else C.poison(ty)
    if op in ("uitofp", "sitofp") and C.is_int(c):
        n = C.signed(c) if op == "sitofp" else C.unsigned(c)  # type: ignore[arg-type]
        return C.const_float(ty, _int_to_float(n, C.float_kind(ty) or "f64"))
    if op in ("zext", "sext", "trunc") and C.is_int(c):
        n = C.unsigned(c) if op == "zext" else C.signed(c)  # type: ignore[arg-type]
        return C.const_int(ty, n)
    if op == "bitcast":
        return _fold_bitcast(c, ty)
    return None


def _int_to_float(n: int, kind: str) -> float:
    """An integer rounded once (to nearest even) to `kind`, however wide it is."""
    try:
        exact = float(n)  # correctly rounded to f64
    except OverflowError:
        return math.copysign(math.inf, n)
    if kind == "f64" or abs(n) < (1 << 53):
        return C.round_float(exact, kind)
    from fractions import Fraction

    from gpuopt.ir.attributes import round_float

    return round_float(Fraction(n), kind)


def pointer_cast(c: ir.Constant, ty: ir.Type) -> ir.Constant:
    """ConstantExpr::getPointerCast."""
    if isinstance(ty, ir.PointerType) and isinstance(c.type, ir.PointerType) and ty.addrspace != c.type.addrspace:
        return fold_cast("addrspacecast", c, ty)
    if isinstance(ty, ir.IntType):
        return fold_cast("ptrtoint", c, ty)
    return fold_cast("bitcast", c, ty)


def _fold_bitcast(c: ir.Value, ty: ir.Type) -> ir.Constant | None:
    src = c.type
    if isinstance(src, ir.PointerType) and isinstance(ty, ir.PointerType) and src.addrspace == ty.addrspace \
            and not src.is_opaque and not ty.is_opaque and _sized(src.pointee):
        indices = [C.null(ir.IntType(32))]
        element = src.pointee
        while element is not None and not _same_type(element, ty.pointee):
            element = _type_at_index(element)
            indices.append(C.null(ir.IntType(32)))
        if element is not None:
            return fold_gep(src.pointee, c, indices, inbounds=True)  # type: ignore[arg-type]
    if isinstance(ty, ir.VectorType) and isinstance(src, ir.VectorType):
        if C.is_null(c):  # type: ignore[arg-type]
            return C.null(ty)
        return None
    if C.is_int(c):
        if isinstance(ty, ir.IntType):
            return c  # type: ignore[return-value]
        kind = C.float_kind(ty)
        if kind in _FOLDABLE_FLOATS or kind in ("f80", "f128"):
            from gpuopt.ir.attributes import bits_to_float

            return C.const_float(ty, bits_to_float(C.unsigned(c), kind))  # type: ignore[arg-type]
        return None
    if C.is_float(c) and isinstance(ty, ir.IntType):
        from gpuopt.ir.attributes import float_bits

        return C.const_int(ty, float_bits(c.constant, C.float_kind(src) or "f64"))  # type: ignore[union-attr]
    return None


def _sized(ty: ir.Type) -> bool:
    if isinstance(ty, (ir.FunctionType, ir.VoidType, ir.LabelType)):
        return False
    if isinstance(ty, ir.IdentifiedStructType) and ty.is_opaque:
        return False
    if isinstance(ty, ir.BaseStructType):
        return all(_sized(e) for e in ty.elements or ())
    if isinstance(ty, (ir.ArrayType, ir.VectorType)):
        return _sized(ty.element)
    return True


def _type_at_index(ty: ir.Type) -> ir.Type | None:
    """GetElementPtrInst::getTypeAtIndex(ty, 0)."""
    if isinstance(ty, ir.BaseStructType):
        return ty.elements[0] if ty.elements else None
    if isinstance(ty, (ir.ArrayType, ir.VectorType)):
        return ty.element
    return None


# The LLVM 14 CastInst::isEliminableCastPair table: rows are the first cast, columns the second.
_CAST_PAIRS = [
    [1, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0],
    [8, 1, 9, 99, 99, 2, 17, 99, 99, 99, 2, 3, 0],
    [8, 0, 1, 99, 99, 0, 2, 99, 99, 99, 0, 3, 0],
    [0, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0],
    [0, 0, 0, 99, 99, 0, 0, 99, 99, 99, 0, 3, 0],
    [99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0],
    [99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0],
    [99, 99, 99, 0, 0, 99, 99, 0, 0, 99, 99, 4, 0],
    [99, 99, 99, 2, 2, 99, 99, 8, 2, 99, 99, 4, 0],
    [1, 0, 0, 99, 99, 0, 0, 99, 99, 99, 7, 3, 0],
    [99, 99, 99, 99, 99, 99, 99, 99, 99, 11, 99, 15, 0],
    [5, 5, 5, 6, 6, 5, 5, 6, 6, 16, 5, 1, 14],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 13, 12],
]


def _scalar_bits(ty: ir.Type) -> int:
    if isinstance(ty, ir.VectorType):
        ty = ty.element
    if isinstance(ty, ir.IntType):
        return ty.width
    return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128}.get(C.float_kind(ty) or "", 0)


def _eliminable_cast_pair(first: str, second: str, src: ir.Type, mid: ir.Type, dst: ir.Type) -> str:
    """foldConstantCastPair: the one cast doing both (empty: none), with LLVM's fake 64-bit intptr type."""
    scalar_vector = (first == "bitcast" and isinstance(src, ir.VectorType) != isinstance(mid, ir.VectorType)) or \
        (second == "bitcast" and isinstance(mid, ir.VectorType) != isinstance(dst, ir.VectorType))
    if scalar_vector and not (first == second == "bitcast"):
        return ""
    case = _CAST_PAIRS[CAST_OPCODES.index(first)][CAST_OPCODES.index(second)]
    floating = C.float_kind(dst) is not None
    if case == 1:
        return first
    if case == 2:
        return second
    if case == 3:
        return first if not isinstance(src, ir.VectorType) and isinstance(dst, ir.IntType) else ""
    if case == 4:
        return first if floating else ""
    if case == 5:
        return second if isinstance(src, ir.IntType) else ""
    if case == 6:
        return second if C.float_kind(src) is not None else ""
    if case == 7:
        if src.addrspace != dst.addrspace:
            return ""
        return "bitcast" if _scalar_bits(mid) == 64 else ""
    if case == 8:
        s, d = _scalar_bits(src), _scalar_bits(dst)
        return "bitcast" if s == d else first if s < d else second
    if case == 9:
        return "zext"
    if case == 11:
        s, d = _scalar_bits(src), _scalar_bits(dst)
        return "bitcast" if s <= 64 and s == d else ""
    if case == 12:
        return "addrspacecast" if src.addrspace != dst.addrspace else "bitcast"
    if case in (13, 15):
        return first
    if case == 14:
        same = not src.is_opaque and not dst.is_opaque and _same_type(src.pointee, dst.pointee)
        return "addrspacecast" if same else ""
    if case == 16:
        return second
    if case == 17:
        return "uitofp"
    return ""


# -- getelementptr, aggregates, select ------------------------------------------------------------------------


def indexed_type(source: ir.Type, indices: list[ir.Value]) -> ir.Type | None:
    """GetElementPtrInst::getIndexedType: the type the last index selects (None if an index is invalid)."""
    ty = source
    for index in indices[1:]:
        if isinstance(ty, ir.BaseStructType):
            if not C.is_int(index) or not 0 <= index.constant < len(ty.elements or ()):
                return None
            ty = ty.elements[index.constant]
        elif isinstance(ty, (ir.ArrayType, ir.VectorType)):
            ty = ty.element
        else:
            return None
    return ty


def fold_gep(source: ir.Type, base: ir.Constant, indices: list[ir.Constant], inbounds: bool = False) -> ir.Constant:
    """ConstantExpr::getGetElementPtr."""
    result_element = indexed_type(source, indices)
    assert result_element is not None
    ty = ir.PointerType(result_element, base.type.addrspace)
    folded = _fold_gep(source, base, indices, inbounds, ty)
    if folded is not None:
        return folded
    return ConstExpr(ty, "getelementptr", [base, *indices], source_type=source, inbounds=inbounds)


def _fold_gep(source: ir.Type, base: ir.Constant, indices: list[ir.Constant], inbounds: bool,
              ty: ir.Type) -> ir.Constant | None:
    if not indices:
        return base
    if C.is_poison(base):
        return C.poison(ty)
    if C.is_undef(base):
        return C.poison(ty) if inbounds else C.undef(ty)
    if len(indices) == 1 and (C.is_null(indices[0]) or C.is_undef(indices[0])):
        return base
    if C.is_null(base) and all(C.is_undef(i) or C.is_null(i) for i in indices):
        return C.null(ty)
    if isinstance(base, ConstExpr):
        if base.opcode == "getelementptr":
            combined = _fold_gep_of_gep(base, source, indices, inbounds)
            if combined is not None:
                return combined
        if base.opcode in CAST_OPCODES and len(indices) > 1 and C.is_null(indices[0]):
            inner = base.operands[0].type
            if isinstance(inner, ir.PointerType) and not inner.is_opaque and isinstance(base.type, ir.PointerType) \
                    and isinstance(inner.pointee, ir.ArrayType) and isinstance(base.type.pointee, ir.ArrayType) \
                    and _same_type(inner.pointee.element, base.type.pointee.element) \
                    and inner.addrspace == base.type.addrspace:
                return fold_gep(inner.pointee, base.operands[0], indices, inbounds)
    return _normalize_gep(source, base, indices, inbounds)


def _fold_gep_of_gep(inner: ConstExpr, source: ir.Type, indices: list[ir.Constant],
                     inbounds: bool) -> ir.Constant | None:
    inner_indices = inner.operands[1:]
    if not _same_type(inner.type.pointee, source):
        return None
    both_inbounds = inbounds and inner.inbounds
    assert inner.source_type is not None
    if C.is_null(indices[0]):
        return fold_gep(inner.source_type, inner.operands[0], [*inner_indices, *indices[1:]], both_inbounds)
    # the last index of the inner GEP must step through an array or vector (not a struct)
    last_container = indexed_type(inner.source_type, inner_indices[:-1]) if len(inner_indices) > 1 else None
    if len(inner_indices) > 1 and not isinstance(last_container, (ir.ArrayType, ir.VectorType)):
        return None
    if not C.is_int(indices[0]):
        return None
    last, first = inner_indices[-1], indices[0]
    if isinstance(last.type, ir.VectorType):
        return None
    if str(last.type) != str(first.type):
        width = max(last.type.width, first.type.width, 64)
        wide = ir.IntType(width)
        first = fold_cast("sext", first, wide) if first.type.width != width else first
        last = fold_cast("sext", last, wide) if last.type.width != width else last
    merged = [*inner_indices[:-1], fold_binary("add", first, last), *indices[1:]]
    return fold_gep(inner.source_type, inner.operands[0], merged, both_inbounds)


def _normalize_gep(source: ir.Type, base: ir.Constant, indices: list[ir.Constant],
                   inbounds: bool) -> ir.Constant | None:
    """Out-of-range array indices folded into the preceding dimension; `inbounds` inferred on globals."""
    new: list[ir.Constant | None] = [None] * len(indices)
    unknown = not C.is_int(indices[0])
    for i in range(1, len(indices)):
        index = indices[i]
        ty = indexed_type(source, indices[:i])
        prev = base.type if i == 1 else indexed_type(source, indices[:i - 1])
        if not C.is_int(index):
            unknown = True
            continue
        if not C.is_int(indices[i - 1]):
            continue
        if isinstance(ty, ir.BaseStructType):
            continue
        if isinstance(ty, ir.VectorType):
            unknown = True
            continue
        if not isinstance(ty, ir.ArrayType):
            continue
        count = ty.count
        if _in_range(count, index):
            continue
        if index.constant < 0:
            unknown = True
            continue
        if isinstance(prev, ir.BaseStructType):
            unknown = True
            continue
        previous = new[i - 1] if new[i - 1] is not None else indices[i - 1]
        factor = C.const_int(index.type, count)
        new[i] = fold_binary("srem", index, factor)
        div = fold_binary("sdiv", index, factor)
        width = max(previous.type.width, div.type.width, 64)  # type: ignore[union-attr]
        wide = ir.IntType(width)
        if previous.type.width != width:  # type: ignore[union-attr]
            previous = fold_cast("sext", previous, wide)  # type: ignore[arg-type]
        if div.type.width != width:
            div = fold_cast("sext", div, wide)
        new[i - 1] = fold_binary("add", previous, div)  # type: ignore[arg-type]
    if any(n is not None for n in new):
        return fold_gep(source, base, [n if n is not None else i for n, i in zip(new, indices)], inbounds)
    if not unknown and not inbounds and isinstance(base, ir.GlobalVariable) and base.linkage != "extern_weak" \
            and _in_bounds_indices(indices):
        return ConstExpr(ir.PointerType(indexed_type(source, indices), base.type.addrspace), "getelementptr",
                         [base, *indices], source_type=source, inbounds=True)
    return None


def _in_range(count: int, index: ir.Constant) -> bool:
    """isIndexInRangeOfArrayType: 0 <= index < count, where count is a 64-bit unsigned size."""
    if index.constant < 0:
        return False
    if count == 0:  # `[0 x T]` is used for variable-sized arrays: any non-negative index is in range
        return True
    return index.constant < count


def _in_bounds_indices(indices: list[ir.Constant]) -> bool:
    if C.is_null(indices[0]):
        return True
    if not (C.is_int(indices[0]) and indices[0].constant == 1):
        return False
    return all(C.is_null(i) for i in indices[1:])


def fold_extractvalue(agg: ir.Constant, indices: list[int]) -> ir.Constant:
    current: ir.Constant | None = agg
    for i in indices:
        current = C.element(current, i) if current is not None else None
    if current is not None:
        return current
    ty = agg.type
    for i in indices:
        ty = C.members_of(ty)[i]
    return ConstExpr(ty, "extractvalue", [agg], indices=tuple(indices))


def fold_insertvalue(agg: ir.Constant, value: ir.Constant, indices: list[int]) -> ir.Constant:
    folded = _insert(agg, value, indices)
    return folded if folded is not None else ConstExpr(agg.type, "insertvalue", [agg, value],
                                                       indices=tuple(indices))


def _insert(agg: ir.Constant, value: ir.Constant, indices: list[int]) -> ir.Constant | None:
    if not indices:
        return value
    members = C.elements_of(agg)
    if members is None:
        return None
    out = []
    for i, member in enumerate(members):
        if i == indices[0]:
            member = _insert(member, value, indices[1:])  # type: ignore[assignment]
            if member is None:
                return None
        out.append(member)
    return C.aggregate(agg.type, out)


def fold_extractelement(vector: ir.Constant, index: ir.Constant) -> ir.Constant:
    """ConstantFoldExtractElementInstruction (fixed vectors)."""
    element_type = vector.type.element
    if C.is_poison(vector) or C.is_undef(index):
        return C.poison(element_type)
    if C.is_undef(vector):
        return C.undef(element_type)
    if C.is_int(index):
        if C.unsigned(index) >= vector.type.count:
            return C.poison(element_type)
        found = C.element(vector, C.unsigned(index))
        if found is not None:
            return found
    return ConstExpr(element_type, "extractelement", [vector, index])


def fold_insertelement(vector: ir.Constant, value: ir.Constant, index: ir.Constant) -> ir.Constant:
    """ConstantFoldInsertElementInstruction (fixed vectors): a constant vector with `value` at `index`."""
    if C.is_undef(index):
        return C.poison(vector.type)
    if C.is_int(index):
        at = C.unsigned(index)
        if at >= vector.type.count:
            return C.poison(vector.type)
        members = [value if i == at else fold_extractelement(vector, C.const_int(ir.IntType(32), i))
                   for i in range(vector.type.count)]
        return C.aggregate(vector.type, members)
    return ConstExpr(vector.type, "insertelement", [vector, value, index])


def fold_shufflevector(v1: ir.Constant, v2: ir.Constant, mask: list[int]) -> ir.Constant:
    """ConstantFoldShuffleVectorInstruction (fixed vectors): the picked elements (undef for a -1 lane)."""
    result_type = ir.VectorType(v1.type.element, len(mask))
    if all(m == -1 for m in mask):
        return C.undef(result_type)
    count = v1.type.count
    members = []
    for m in mask:
        if m == -1:
            members.append(C.undef(v1.type.element))
            continue
        source, at = (v1, m) if m < count else (v2, m - count)
        members.append(fold_extractelement(source, C.const_int(ir.IntType(32), at)))
    return C.aggregate(result_type, members)


def fold_select(cond: ir.Constant, true: ir.Constant, false: ir.Constant) -> ir.Constant:
    folded = _fold_select(cond, true, false)
    return folded if folded is not None else ConstExpr(true.type, "select", [cond, true, false])


def _fold_select(cond: ir.Constant, v1: ir.Constant, v2: ir.Constant) -> ir.Constant | None:
    if C.is_null(cond):
        return v2
    if C.key(cond) == C.key(C.all_ones(cond.type)):
        return v1
    if isinstance(cond.type, ir.VectorType) and isinstance(cond.constant, list):
        left, right = C.elements_of(v1), C.elements_of(v2)
        if left is not None and right is not None:
            out = []
            for c, x, y in zip(cond.constant, left, right):
                if C.is_poison(c):
                    out.append(C.poison(x.type))
                elif C.key(x) == C.key(y):
                    out.append(x)
                elif C.is_undef(c):
                    out.append(x if C.is_undef(x) else y)
                elif C.is_int(c):
                    out.append(y if c.constant == 0 else x)
                else:
                    break
            if len(out) == len(left):
                return C.aggregate(v1.type, out)
    if C.is_poison(cond):
        return C.poison(v1.type)
    if C.is_undef(cond):
        return v1 if C.is_undef(v1) else v2
    if C.key(v1) == C.key(v2):
        return v1
    if C.is_poison(v1):
        return v2
    if C.is_poison(v2):
        return v1
    if C.is_undef(v1) and _not_poison(v2):
        return v2
    if C.is_undef(v2) and _not_poison(v1):
        return v1
    return None


def _not_poison(c: ir.Constant) -> bool:
    """The conservative NotPoison of ConstantFoldSelectInstruction: a plain scalar or an aggregate of them."""
    if isinstance(c, (ConstExpr, ir.GlobalValue)) or C.is_undef(c):
        return False
    if isinstance(c.type, ir.VectorType):
        members = C.elements_of(c)
        return members is not None and all(_not_poison(m) for m in members)
    return True
