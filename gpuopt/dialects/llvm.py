"""llvm (MLIR 14, typed pointers): functions, globals, calls, control flow, memory, aggregates, arithmetic; the
intrinsic ops (`llvm.intr.*`) are in llvm_intr.py (`llvm.FAbsOp` reads them from there).

The lowerings build these ops directly, so each class has a short `build(...)`; the class names are
upstream's (LLVMFuncOp, CallOp, GEPOp, ...).  Verifier messages, and the order in which MLIR 14 checks
them, follow mlir-opt 14: where a trait (same operand and result types, inferred result types) is checked
before the operand type constraints, the op declares its groups unconstrained and checks both in `verify`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import ods
from gpuopt.dialects.ods import (
    ANY,
    I1,
    AttrSizedOperandSegments,
    IsolatedFromAbove,
    NoSideEffect,
    Terminator,
    op,
    operand,
    optional_result,
    result,
    variadic_operand,
)
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.valueclass import dataclass

# ---------------------------------------------------------------------------------------------------------
# Types and type constraints.


@dataclass(frozen=True)
class LLVMFixedVectorType(T.LLVMType):
    """`!llvm.vec<4 x ptr<i8>>`: a vector of LLVM-only element types (builtin vectors hold ints and floats)."""

    size: int
    element_type: T.Type

    def body(self) -> str:
        return f"vec<{self.size} x {T.llvm_inner(self.element_type)}>"


@dataclass(frozen=True)
class LLVMTokenType(T.LLVMType):
    """`!llvm.token`: the values that tie coroutine intrinsics together (`llvm.intr.coro.id`)."""

    def body(self) -> str:
        return "token"


_FLOAT_KINDS = {"bf16", "f16", "f32", "f64", "f80", "f128"}


def is_compatible(t: T.Type) -> bool:
    """LLVM::isCompatibleType: signless integers, the LLVM float types, vectors of those, LLVM types."""
    if isinstance(t, T.IntegerType):
        return t.is_signless
    if isinstance(t, T.FloatType):
        return t.kind in _FLOAT_KINDS
    if isinstance(t, T.VectorType):
        return isinstance(t.element_type, (T.IntegerType, T.FloatType)) and is_compatible(t.element_type)
    return isinstance(t, T.LLVMType)


def _scalar_or_vector(check: Any) -> Any:
    return lambda t: check(t) or (isinstance(t, (T.VectorType, LLVMFixedVectorType)) and check(t.element_type))


def _is_int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType)


def _is_float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType) and t.kind in _FLOAT_KINDS


def _is_ptr(t: T.Type) -> bool:
    return isinstance(t, T.LLVMPointerType)


def is_sized(t: T.Type) -> bool:
    """LLVM_TypeWithSize: a compatible type that is not void, a function or an opaque struct."""
    if isinstance(t, (T.LLVMVoidType, T.LLVMFunctionType)):
        return False
    if isinstance(t, T.LLVMStructType) and t.body_types is None:
        return False
    return is_compatible(t)


def is_aggregate(t: T.Type) -> bool:
    return isinstance(t, (T.LLVMStructType, T.LLVMArrayType))


LLVM_ANY = ods.Constraint("LLVM dialect-compatible type", is_compatible)
INT_LIKE = ods.Constraint("integer or LLVM dialect-compatible vector of integer", _scalar_or_vector(_is_int))
FLOAT_LIKE = ods.Constraint(
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
    _scalar_or_vector(_is_float))
PTR_LIKE = ods.Constraint("LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
                          _scalar_or_vector(_is_ptr))
PTR = ods.Constraint("LLVM pointer type", _is_ptr)
I1_LIKE = ods.Constraint(
    "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
    _scalar_or_vector(lambda t: t == T.i1))
INT_OR_PTR_LIKE = ods.Constraint(
    "integer or LLVM dialect-compatible vector of integer or LLVM pointer type or LLVM dialect-compatible vector "
    "of LLVM pointer type", lambda t: INT_LIKE(t) or PTR_LIKE(t))
NON_AGGREGATE = ods.Constraint("LLVM-compatible non-aggregate type",
                               lambda t: is_compatible(t) and not is_aggregate(t))
AGGREGATE = ods.Constraint("LLVM aggregate type", is_aggregate)
SIZED = ods.Constraint("LLVM type with size", is_sized)
PTR_TO_SIZED = ods.Constraint(
    "LLVM pointer to LLVM type with size",
    lambda t: isinstance(t, T.LLVMPointerType) and (t.pointee is None or is_sized(t.pointee)))
ANY_INTEGER = ods.Constraint("integer", _is_int)

DYNAMIC_INDEX = -2147483648
"""A dynamic index in a GEP's `structIndices` (the next index operand supplies it)."""

LINKAGES = ("private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
            "extern_weak", "linkonce_odr", "weak_odr", "external")
UNNAMED_ADDR = ("", "local_unnamed_addr", "unnamed_addr")
ICMP_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FCMP_PREDICATES = ["_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                   "une", "uno", "_true"]


_LINKAGE = re.compile(r"#llvm\.linkage<\s*(\w+)\s*>")


@lru_cache(maxsize=64)
def linkage_attr(name: str) -> A.Attribute:
    """Shared per linkage (attributes are immutable): every function and global carries one."""
    return A.OpaqueAttr(f"#llvm.linkage<{name}>")


def linkage_of(op: Operation) -> str:
    """The `linkage` attribute's keyword; MLIR 14 treats a missing one as external."""
    a = op.attributes.get("linkage")
    m = _LINKAGE.fullmatch(str(a)) if a is not None else None
    return m.group(1) if m else "external"


def verify_linkage(op: Operation) -> None:
    """A `linkage` other than `#llvm.linkage<KNOWN>` (the printers write the keyword, which must parse back)."""
    a = op.attributes.get("linkage")
    if a is None:
        return
    m = _LINKAGE.fullmatch(str(a))
    if m is None or m.group(1) not in LINKAGES:
        raise op.error("attribute 'linkage' failed to satisfy constraint: LLVM Linkage specification")


def check_type(op: Operation, constraint: ods.Constraint, value: Value, what: str, index: int) -> None:
    if not constraint(value.type):
        raise op.error(f"{what} #{index} must be {constraint.description}, but got '{value.type}'")


def _custom_error(p: Any, token: Any, name: str, message: str) -> DiagnosticError:
    """A parse error from an op's custom parser, worded as MLIR does: `custom op 'llvm.load' ...`."""
    return p.error(token, f"custom op '{name}' {message}")


def _function_type(ftype: T.FunctionType) -> T.LLVMFunctionType:
    result = ftype.results[0] if ftype.results else T.llvm_void
    return T.LLVMFunctionType(result, tuple(ftype.inputs))


def _is_i32_elements(attr: A.Attribute) -> bool:
    """A dense elements attribute of i32, as GEP `structIndices` and switch `case_operand_segments` are."""
    if not isinstance(attr, A.DenseElementsAttr):
        return False
    element_type = getattr(attr.type, "element_type", None)
    return element_type is T.i32 or element_type == T.i32


def verify_successor_operands(op: Operation, index: int, operands: list[Value]) -> None:
    """BranchOpInterface: forwarded operands must match the target block's arguments."""
    block = op.successors[index]
    if len(operands) != len(block.args):
        raise DiagnosticError.at(op.loc, f"branch has {len(operands)} operands for successor #{index}, but target "
                                         f"block has {len(block.args)}")
    for i, (v, arg) in enumerate(zip(operands, block.args)):
        if v.type != arg.type:
            raise DiagnosticError.at(op.loc, f"type mismatch for bb argument #{i} of successor #{index}")


def print_successor(p: Any, block: Block, operands: list[Value]) -> str:
    text = p.block_name(block)
    if operands:
        text += f"({p.values(operands)} : {p.types([v.type for v in operands])})"
    return text


# ---------------------------------------------------------------------------------------------------------
# Functions, calls and control flow.


@op("llvm.func", traits=(IsolatedFromAbove,), syntax="llvm_func_op")
class LLVMFuncOp(Operation):
    """`llvm.func internal @f(%arg0: i64) -> !llvm.ptr<i8> {...}`; the `type` attribute is an !llvm.func."""

    @classmethod
    def build(cls, name: str, ftype: T.LLVMFunctionType, linkage: str = "external",
              attributes: dict[str, A.Attribute] | None = None) -> LLVMFuncOp:
        attrs = {**(attributes or {}), "sym_name": A.StringAttr(name), "type": A.TypeAttr(ftype),
                 "linkage": linkage_attr(linkage)}
        return cls(cls.name, [], [], attrs, [Region()])

    @property
    def sym_name(self) -> str:
        return self.attributes["sym_name"].value  # type: ignore[attr-defined]

    @property
    def function_type(self) -> T.LLVMFunctionType:
        return self.attributes["type"].value  # type: ignore[attr-defined]

    @property
    def linkage(self) -> str:
        return linkage_of(self)

    @property
    def body(self) -> Region:
        return self.regions[0]

    @property
    def is_declaration(self) -> bool:
        return not self.regions or not self.regions[0].blocks

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.dialects.builtin import attr_array
        from gpuopt.syntax import LabeledBlock as _LabeledBlock
        from gpuopt.syntax import symbol_name as _symbol_name

        linkage, sym, params, results, attrs, region = items
        params = params or []
        var_arg = bool(params) and params[-1] == "..."
        args = [a for a in params if a != "..."]
        results = results or []
        if len(results) > 1:
            raise _custom_error(p, sym, cls.name, "failed to construct function type: expected zero or one "
                                                  "function result")
        if not all(is_compatible(t) for _, t, _ in args):
            raise _custom_error(p, sym, cls.name, "failed to construct function type: expected LLVM type for "
                                                  "function arguments")
        result_type = results[0][0] if results else T.llvm_void
        if not is_compatible(result_type):
            raise _custom_error(p, sym, cls.name, "failed to construct function type: expected LLVM type for "
                                                  "function results")
        ftype = T.LLVMFunctionType(result_type, tuple(t for _, t, _ in args), var_arg)
        attributes: dict[str, A.Attribute] = {"sym_name": A.StringAttr(_symbol_name(sym)), "type": A.TypeAttr(ftype),
                                              "linkage": linkage_attr(str(linkage) if linkage else "external")}
        if any(a for _, _, a in args):
            attributes["arg_attrs"] = attr_array([a or {} for _, _, a in args])
        if any(r for _, r in results):
            attributes["res_attrs"] = attr_array([r or {} for _, r in results])
        attributes.update(attrs or {})
        named = [a for a in args if a[0] is not None]
        if named and len(named) != len(args):
            raise p.error(sym, "expected SSA identifier")
        if region is None:
            region = Region()
        elif region.blocks:
            entry = region.blocks[0]
            if getattr(entry, "_label", None) is not None:
                if named:
                    raise p.error(sym, "invalid block name in region with named arguments")
            else:
                new_entry = _LabeledBlock()
                new_entry.arg_names = [name for name, _, _ in named]
                for name, t, _ in named:
                    new_entry.add_argument(t, p.loc(name))
                for o in entry.ops:
                    new_entry.append(o)
                region.blocks[0] = new_entry
                new_entry.parent = region
        return cls(cls.name, [], [], attributes, [region], loc=loc)

    def print_custom(self, p: Any) -> None:
        from gpuopt.dialects.builtin import split_arg_attrs

        p.write("llvm.func ")
        if self.linkage != "external":
            p.write(self.linkage + " ")
        p.write("@" + A.quote_key(self.sym_name))
        ftype = self.function_type
        void = isinstance(ftype.result, T.LLVMVoidType)
        arg_attrs, res_attrs = split_arg_attrs(self.attributes, len(ftype.params), 0 if void else 1)
        entry = None if self.is_declaration else self.body.blocks[0]
        args = []
        for i, t in enumerate(ftype.params):
            text = f"{p.value(entry.args[i])}: {p.type(t)}" if entry is not None and i < len(entry.args) else p.type(t)
            text += p.attr_dict(arg_attrs[i]) if arg_attrs[i] else ""
            args.append(text + p.arg_loc(entry.args[i]) if entry is not None and i < len(entry.args) else text)
        if ftype.var_arg:
            args.append("...")
        p.write("(" + ", ".join(args) + ")")
        if not void:
            if res_attrs[0]:
                p.write(f" -> ({p.type(ftype.result)}{p.attr_dict(res_attrs[0])})")
            else:
                p.write(f" -> {p.type(ftype.result)}")
        p.write(p.attr_dict(self.attributes, elide=("sym_name", "type", "linkage", "arg_attrs", "res_attrs"),
                            keyword=True))
        if not self.is_declaration:
            p.write(" ")
            p.region(self.body, print_entry_args=False)

    def verify(self) -> None:
        if not isinstance(self.attributes.get("sym_name"), A.StringAttr):  # checked first, as in mlir-opt 14
            raise self.error("requires string attribute 'sym_name'")
        ftype = self.attributes.get("type")
        if not isinstance(ftype, A.TypeAttr) or not isinstance(ftype.value, T.LLVMFunctionType):
            raise self.error("requires 'type' attribute of wrapped LLVM function type")
        verify_linkage(self)
        params = ftype.value.params
        if not self.is_declaration:
            entry = self.body.blocks[0]
            if len(entry.args) != len(params):
                raise self.error(f"entry block must have {len(params)} arguments to match function signature")
            for i, (arg, t) in enumerate(zip(entry.args, params)):
                if arg.type != t:
                    raise self.error(f"the type of entry block argument #{i} does not match the function signature")
        linkage = self.linkage
        if linkage == "common":
            raise self.error("functions cannot have 'common' linkage")
        if self.is_declaration:
            if linkage not in ("external", "extern_weak"):
                raise self.error("external functions must have 'external' or 'extern_weak' linkage")
            return
        if ftype.value.var_arg:
            raise self.error("only external functions can be variadic")


@op("llvm.return", traits=(Terminator, NoSideEffect))
class ReturnOp(Operation):
    args = variadic_operand(LLVM_ANY)

    @classmethod
    def build(cls, values: list[Value] | None = None) -> ReturnOp:
        return ods.create(cls, [list(values or [])])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, uses, types = items
        return ods.create(cls, [p.uses(uses, types)], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("llvm.return" + p.attr_dict(self.attributes))
        if self.operands:
            p.write(f" {p.values(self.operands)} : {p.types([v.type for v in self.operands])}")

    def verify(self) -> None:
        if len(self.operands) > 1:
            raise self.error("expected at most 1 operand")
        func = next((a for a in self.ancestors() if isinstance(a, LLVMFuncOp)), None)
        if func is None or not isinstance(func.attributes.get("type"), A.TypeAttr):
            return
        expected = func.function_type.result
        if isinstance(expected, T.LLVMVoidType):
            if self.operands:
                raise self.error("expected no operands").note("when returning from function", func.loc)
            return
        if not self.operands:
            raise self.error("expected 1 operand").note("when returning from function", func.loc)
        if self.operands[0].type != expected:
            raise self.error("mismatching result types").note("when returning from function", func.loc)


@op("llvm.call")
class CallOp(Operation):
    """Direct (`callee` attribute) or indirect (first operand, a function pointer) calls."""

    operands_ = variadic_operand(LLVM_ANY)
    result_ = optional_result(LLVM_ANY)

    @classmethod
    def build(cls, callee: str, args: list[Value], result_type: T.Type | None = None) -> CallOp:
        return cls(cls.name, list(args), [] if result_type is None else [result_type],  # type: ignore[return-value]
                   {"callee": _symbol_ref(callee)})

    @classmethod
    def build_indirect(cls, callee: Value, args: list[Value], result_type: T.Type | None = None) -> CallOp:
        return ods.create(cls, [[callee, *args]], [result_type])  # type: ignore[return-value]

    @property
    def callee(self) -> str | None:
        a = self.attributes.get("callee")
        return a.root if isinstance(a, A.SymbolRefAttr) else None

    @property
    def arg_operands(self) -> list[Value]:
        return self.operands if self.callee is not None else self.operands[1:]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        callee, uses, attrs, ftype = items
        if len(ftype.results) > 1:
            raise DiagnosticError.at(loc, f"custom op '{cls.name}' expected function with 0 or 1 result")
        args = p.uses(uses, list(ftype.inputs))
        result_types = [ftype.results[0]] if ftype.results else []
        if isinstance(callee, A.SymbolRefAttr):
            return ods.create(cls, [args], result_types, {"callee": callee, **(attrs or {})}, loc=loc)
        fn_ptr = T.LLVMPointerType(_function_type(ftype))
        return ods.create(cls, [[p.use(callee, fn_ptr), *args]], result_types, attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        callee = self.callee
        target = f"@{A.quote_key(callee)}" if callee is not None else p.value(self.operands[0])
        args = self.arg_operands
        signature = p.function_type([v.type for v in args], [r.type for r in self.results])
        p.write(f"llvm.call {target}({p.values(args)}){p.attr_dict(self.attributes, elide=('callee',))} : "
                f"{signature}")

    def verify(self) -> None:
        results = self.results
        if len(results) > 1:
            raise self.error("must have 0 or 1 result")
        callee = self.callee
        args = self.operands
        if callee is None:
            if not args:
                raise self.error("must have either a `callee` attribute or at least an operand")
            ptr = args[0].type
            if not isinstance(ptr, T.LLVMPointerType):
                raise self.error("indirect call expects a pointer as callee: '<<NULL TYPE>>'")
            fn_type = ptr.pointee
            args = args[1:]
        else:
            target = ods.lookup_symbol(self, callee)
            if target is None:
                raise self.error(f"'{callee}' does not reference a symbol in the current scope")
            if not isinstance(target, LLVMFuncOp):
                raise self.error(f"'{callee}' does not reference a valid LLVM function")
            fn_type = target.function_type
        if not isinstance(fn_type, T.LLVMFunctionType):
            raise self.error(f"callee does not have a functional type: '{fn_type}'")
        params = fn_type.params
        if not fn_type.var_arg and len(params) != len(args):
            raise self.error(f"incorrect number of operands ({len(args)}) for callee (expecting: {len(params)})")
        if len(params) > len(args):
            raise self.error(f"incorrect number of operands ({len(args)}) for varargs callee (expecting at least: "
                             f"{len(params)})")
        for i, (v, t) in enumerate(zip(args, params)):
            if v.type is not t and v.type != t:
                raise self.error(f"operand type mismatch for operand {i}: '{v.type}' != '{t}'")
        void = isinstance(fn_type.result, T.LLVMVoidType)
        if not results and not void:
            raise self.error("expected function call to produce a value")
        if results and void:
            raise self.error("calling function with void result must not produce values")
        if results and results[0].type is not fn_type.result and results[0].type != fn_type.result:
            raise self.error(f"result type mismatch: '{results[0].type}' != '{fn_type.result}'")


@op("llvm.br", traits=(Terminator, NoSideEffect))
class BrOp(Operation):
    successor_operand_groups = ("dest_operands",)
    dest_operands = variadic_operand(LLVM_ANY)

    @classmethod
    def build(cls, dest: Block, operands: list[Value] | None = None) -> BrOp:
        return ods.create(cls, [list(operands or [])], successors=[dest])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        succ, attrs = items
        return ods.create(cls, [succ.args], [], attrs, successors=[succ], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("llvm.br " + print_successor(p, self.successors[0], list(self.operands)) + p.attr_dict(self.attributes))

    def verify(self) -> None:
        verify_successor_operands(self, 0, list(self.operands))


@op("llvm.cond_br", traits=(Terminator, NoSideEffect, AttrSizedOperandSegments))
class CondBrOp(Operation):
    successor_operand_groups = ("true_dest_operands", "false_dest_operands")
    condition = operand(I1)
    true_dest_operands = variadic_operand(LLVM_ANY)
    false_dest_operands = variadic_operand(LLVM_ANY)

    @classmethod
    def build(cls, condition: Value, true_dest: Block, true_operands: list[Value], false_dest: Block,
              false_operands: list[Value]) -> CondBrOp:
        return ods.create(cls, [condition, list(true_operands), list(false_operands)],  # type: ignore[return-value]
                          successors=[true_dest, false_dest])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        cond, weights, t, f, attrs = items
        attributes = dict(attrs or {})
        if weights is not None:
            attributes["branch_weights"] = weights
        return ods.create(cls, [p.use(cond, T.i1), t.args, f.args], [], attributes, successors=[t, f], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.cond_br {p.value(self.condition)}")
        weights = self.attributes.get("branch_weights")
        if weights is not None:
            p.write(f" weights({p.attr(weights)})")
        p.write(f", {print_successor(p, self.successors[0], self.true_dest_operands)}, "
                f"{print_successor(p, self.successors[1], self.false_dest_operands)}"
                f"{p.attr_dict(self.attributes, elide=('operand_segment_sizes', 'branch_weights'))}")

    def verify(self) -> None:
        verify_successor_operands(self, 0, self.true_dest_operands)
        verify_successor_operands(self, 1, self.false_dest_operands)


@op("llvm.switch", traits=(Terminator, NoSideEffect, AttrSizedOperandSegments))
class SwitchOp(Operation):
    """`llvm.switch %v : i32, ^default [ 1: ^bb1(%x : i64), ... ]`; case operands are split by
    `case_operand_segments`."""

    value = operand(ANY_INTEGER)
    default_operands = variadic_operand(LLVM_ANY)
    case_operands = variadic_operand(LLVM_ANY)
    required_attributes = (ods.Attr("case_operand_segments", lambda a: _is_i32_elements(a),
                                    "constant vector/tensor attribute"),)

    @classmethod
    def build(cls, value: Value, default_dest: Block, default_operands: list[Value], case_values: list[int],
              case_dests: list[Block], case_operands: list[list[Value]]) -> SwitchOp:
        attrs = _switch_attrs(value.type, case_values, [len(ops) for ops in case_operands])
        flat = [v for ops in case_operands for v in ops]
        return ods.create(cls, [value, list(default_operands), flat], [], attrs,  # type: ignore[return-value]
                          successors=[default_dest, *case_dests])

    def case_operands_of(self, i: int) -> list[Value]:
        sizes = _dense_values(self.attributes.get("case_operand_segments"))
        start = sum(sizes[:i])
        return list(self.case_operands[start:start + sizes[i]])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, type_, default, *rest = items
        attrs = rest[-1]
        cases = [c for c in rest[:-1] if c is not None]
        attributes = _switch_attrs(type_, [v for v, _ in cases], [len(s.args) for _, s in cases])
        attributes.update(attrs or {})
        flat = [v for _, s in cases for v in s.args]
        return ods.create(cls, [p.use(value, type_), default.args, flat], [], attributes,
                          successors=[default, *(s for _, s in cases)], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.switch {p.value(self.value)} : {p.type(self.value.type)}, "
                f"{print_successor(p, self.successors[0], self.default_operands)} [")
        values = _dense_values(self.attributes.get("case_values"))
        width = self.value.type.width if isinstance(self.value.type, T.IntegerType) else 64
        indent = "  " * (p.indent + 1)
        for i, v in enumerate(values):
            sep = "," if i + 1 < len(values) else ""
            p.write(f"\n{indent}{v & ((1 << width) - 1)}: "
                    f"{print_successor(p, self.successors[i + 1], self.case_operands_of(i))}{sep}")
        p.write("\n" + "  " * p.indent + "]")
        p.write(p.attr_dict(self.attributes, elide=("operand_segment_sizes", "case_values", "case_operand_segments")))

    def verify(self) -> None:
        values = self.attributes.get("case_values")
        n_cases = len(self.successors) - 1
        if (values is None and n_cases) or (values is not None and len(_dense_values(values)) != n_cases):
            raise self.error("expects number of case values to match number of case destinations")
        verify_successor_operands(self, 0, self.default_operands)
        for i in range(n_cases):
            verify_successor_operands(self, i + 1, self.case_operands_of(i))


def _dense_values(a: A.Attribute | None) -> list[int]:
    return [int(v) for v in a.as_list()] if isinstance(a, A.DenseElementsAttr) else []


def _switch_attrs(value_type: T.Type, values: list[int], case_sizes: list[int]) -> dict[str, A.Attribute]:
    segments = T.RankedTensorType((len(case_sizes),), T.i32)
    attrs: dict[str, A.Attribute] = {}
    if case_sizes:
        same = all(s == case_sizes[0] for s in case_sizes)
        attrs["case_operand_segments"] = A.DenseElementsAttr(tuple(case_sizes[:1] if same else case_sizes), segments)
        width = value_type.width if isinstance(value_type, T.IntegerType) else 64
        wrapped = [_signed(v, width) for v in values]
        same = all(v == wrapped[0] for v in wrapped)
        attrs["case_values"] = A.DenseElementsAttr(tuple(wrapped[:1] if same else wrapped),
                                                   T.VectorType((len(values),), value_type))
    else:
        attrs["case_operand_segments"] = A.DenseElementsAttr((), segments)
    return attrs


def _signed(v: int, width: int) -> int:
    v &= (1 << width) - 1
    return v - (1 << width) if width > 1 and v >> (width - 1) else v


@op("llvm.unreachable", traits=(Terminator,))
class UnreachableOp(Operation):
    @classmethod
    def build(cls) -> UnreachableOp:
        return cls(cls.name)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        return ods.create(cls, [], [], items[0], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("llvm.unreachable" + p.attr_dict(self.attributes))


# ---------------------------------------------------------------------------------------------------------
# Constants and globals.


@op("llvm.mlir.constant", traits=(NoSideEffect, ods.ConstantLike))
class ConstantOp(Operation):
    """`llvm.mlir.constant(1 : index) : i64`: the attribute keeps its own type, the result is an LLVM type."""

    res = result(LLVM_ANY)

    @classmethod
    def build(cls, value: A.Attribute, type_: T.Type) -> ConstantOp:
        return cls(cls.name, [], [type_], {"value": value})

    @property
    def value(self) -> A.Attribute:
        return self.attributes["value"]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, attrs, type_ = items
        return ods.create(cls, [], [type_], {**(attrs or {}), "value": value}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.mlir.constant({p.attr(self.value)}){p.attr_dict(self.attributes, elide=('value',))} : "
                f"{p.type(self.res.type)}")

    def verify(self) -> None:
        value = self.attributes.get("value")
        if value is None:
            raise self.error("requires attribute 'value'")
        t = self.res.type
        if isinstance(value, A.StringAttr):
            n = len(value.value.encode("utf-8", errors="surrogateescape"))
            if not (isinstance(t, T.LLVMArrayType) and t.size == n and t.element_type == T.i8):
                raise self.error(f"expected array type of {n} i8 elements for the string constant")
            return
        if isinstance(t, T.LLVMStructType):
            body = t.body_types or ()
            if len(body) != 2 or body[0] != body[1]:
                raise DiagnosticError.at(self.loc, "expected struct type with two elements of the same type, the "
                                                   "type of a complex constant")
        if not isinstance(value, (A.IntegerAttr, A.FloatAttr, A.ArrayAttr, A.DenseElementsAttr)):
            raise self.error("only supports integer, float, string or elements attributes")


class _Nullary(Operation):
    res = result(LLVM_ANY)

    @classmethod
    def build(cls, type_: T.Type) -> Operation:
        return cls(cls.name, [], [type_])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, type_ = items
        return ods.create(cls, [], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"{self.name}{p.attr_dict(self.attributes)} : {p.type(self.res.type)}")


@op("llvm.mlir.null", traits=(NoSideEffect,), syntax="llvm_nullary")
class NullOp(_Nullary):
    res = result(PTR)


@op("llvm.mlir.undef", traits=(NoSideEffect,), syntax="llvm_nullary")
class UndefOp(_Nullary):
    pass


@op("llvm.mlir.addressof", traits=(NoSideEffect,))
class AddressOfOp(Operation):
    res = result(PTR)

    @classmethod
    def build(cls, global_name: str, type_: T.Type) -> AddressOfOp:
        return cls(cls.name, [], [type_], {"global_name": _symbol_ref(global_name)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        sym, attrs, type_ = items
        return ods.create(cls, [], [type_], {"global_name": sym, **(attrs or {})}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.mlir.addressof {self.attributes['global_name']}"
                f"{p.attr_dict(self.attributes, elide=('global_name',))} : {p.type(self.res.type)}")

    def verify(self) -> None:
        name = self.attributes.get("global_name")
        if not isinstance(name, A.SymbolRefAttr):
            raise self.error("requires attribute 'global_name'")
        target = ods.lookup_symbol(self, name.root, module_only=True)
        if isinstance(target, GlobalOp):
            if T.LLVMPointerType(target.global_type, target.addr_space) != self.res.type:
                raise self.error("the type must be a pointer to the type of the referenced global")
        elif isinstance(target, LLVMFuncOp):
            ftype = target.attributes.get("type")  # (a malformed one is reported by the llvm.func itself)
            if isinstance(ftype, A.TypeAttr) and T.LLVMPointerType(ftype.value) != self.res.type:
                raise self.error("the type must be a pointer to the type of the referenced function")
        else:
            raise self.error("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")


@op("llvm.mlir.global", traits=(IsolatedFromAbove,))
class GlobalOp(Operation):
    """`llvm.mlir.global internal constant @str("hello\\00")`, `... @g(0 : i64) {addr_space = 1 : i32} : i64`,
    or with an initializer region returning the value."""

    @classmethod
    def build(cls, type_: T.Type, name: str, value: A.Attribute | None = None, linkage: str = "external",
              constant: bool = False, addr_space: int = 0, unnamed_addr: str = "") -> GlobalOp:
        attrs: dict[str, A.Attribute] = {"global_type": A.TypeAttr(type_), "sym_name": A.StringAttr(name),
                                         "linkage": linkage_attr(linkage),
                                         "unnamed_addr": A.IntegerAttr(UNNAMED_ADDR.index(unnamed_addr), T.i64)}
        if constant:
            attrs["constant"] = A.UnitAttr()
        if value is not None:
            attrs["value"] = value
        if addr_space:
            attrs["addr_space"] = A.IntegerAttr(addr_space, T.i32)
        return cls(cls.name, [], [], attrs, [Region()])

    @property
    def global_type(self) -> T.Type:
        t = self.attributes.get("global_type")
        return t.value if isinstance(t, A.TypeAttr) else T.NoneType()

    @property
    def addr_space(self) -> int:
        a = self.attributes.get("addr_space")
        return a.value if isinstance(a, A.IntegerAttr) else 0

    @property
    def value(self) -> A.Attribute | None:
        return self.attributes.get("value")

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.syntax import symbol_name as _symbol_name

        linkage, unnamed, constant, sym, value, attrs, type_, region = items
        if type_ is None:
            if not isinstance(value, A.StringAttr):
                raise DiagnosticError.at(loc, f"custom op '{cls.name}' type can only be omitted for string globals")
            type_ = T.LLVMArrayType(len(value.value.encode("utf-8", errors="surrogateescape")), T.i8)
        attributes: dict[str, A.Attribute] = {
            "sym_name": A.StringAttr(_symbol_name(sym)), "global_type": A.TypeAttr(type_),
            "linkage": linkage_attr(str(linkage) if linkage else "external"),
            "unnamed_addr": A.IntegerAttr(UNNAMED_ADDR.index(str(unnamed)) if unnamed else 0, T.i64)}
        if constant is not None:
            attributes["constant"] = A.UnitAttr()
        if value is not None:
            attributes["value"] = value
        attributes.update(attrs or {})
        return cls(cls.name, [], [], attributes, [region or Region()], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.mlir.global {linkage_of(self)} ")
        unnamed = self.attributes.get("unnamed_addr")
        if isinstance(unnamed, A.IntegerAttr) and 0 < unnamed.value < len(UNNAMED_ADDR):
            p.write(UNNAMED_ADDR[unnamed.value] + " ")
        if "constant" in self.attributes:
            p.write("constant ")
        name = self.attributes["sym_name"].value  # type: ignore[attr-defined]
        value = self.value
        p.write(f"@{A.quote_key(name)}({p.attr(value) if value is not None else ''})")
        p.write(p.attr_dict(self.attributes, elide=("sym_name", "global_type", "constant", "value", "linkage",
                                                    "unnamed_addr")))
        if isinstance(value, A.StringAttr):
            return
        p.write(f" : {p.type(self.global_type)}")
        if self.regions and self.regions[0].blocks:
            p.write(" ")
            p.region(self.regions[0], print_entry_args=False)

    def verify(self) -> None:
        if not isinstance(self.attributes.get("sym_name"), A.StringAttr):
            raise self.error("requires attribute 'sym_name'")
        if not isinstance(self.attributes.get("global_type"), A.TypeAttr):
            raise self.error("requires attribute 'global_type'")
        if "linkage" not in self.attributes:
            raise self.error("requires attribute 'linkage'")
        verify_linkage(self)
        region = self.regions[0] if self.regions else None
        if region is not None and len(region.blocks) > 1:
            raise self.error("expects region #0 to have 0 or 1 blocks")
        block = region.blocks[0] if region is not None and region.blocks else None
        if block is not None and block.ops and not isinstance(block.ops[-1], ReturnOp):
            raise self.error(f"expects regions to end with 'llvm.return', found '{block.ops[-1].op_name}'").note(
                "in custom textual format, the absence of terminator implies 'llvm.return'", self.loc)
        t = self.global_type
        if isinstance(t, T.LLVMVoidType):
            raise self.error("expects type to be a valid element type for an LLVM pointer")
        if self.parent_op is not None and not ods.module_like(self.parent_op):
            raise self.error("must appear at the module level")
        value = self.value
        if isinstance(value, A.StringAttr):
            n = len(value.value.encode("utf-8", errors="surrogateescape"))
            if not (isinstance(t, T.LLVMArrayType) and t.element_type == T.i8 and t.size == n):
                raise self.error("requires an i8 array type of the length equal to that of the string attribute")
        if block is not None and block.ops:
            ret = block.ops[-1]
            if not ret.operands:
                raise self.error("initializer region cannot return void")
            if ret.operands[0].type != t:
                raise self.error(f"initializer region type '{ret.operands[0].type}' does not match global type "
                                 f"'{t}'")
            if value is not None:
                raise self.error("cannot have both initializer value and region")
        linkage = linkage_of(self)
        if linkage == "common" and value is not None and not _is_zero(value):
            raise self.error("expected zero value for 'common' linkage")
        if linkage == "appending" and not isinstance(t, T.LLVMArrayType):
            raise self.error("expected array type for 'appending' linkage")
        alignment = self.attributes.get("alignment")
        if isinstance(alignment, A.IntegerAttr) and (alignment.value <= 0 or alignment.value & (alignment.value - 1)):
            raise DiagnosticError.at(self.loc, "alignment attribute is not a power of 2")


def _is_zero(a: A.Attribute) -> bool:
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.value == 0
    if isinstance(a, A.DenseElementsAttr):
        return all(v == 0 for v in a.values)
    return False


# ---------------------------------------------------------------------------------------------------------
# Memory.


@op("llvm.getelementptr", traits=(NoSideEffect,))
class GEPOp(Operation):
    """`llvm.getelementptr %base[%i, 1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>`: constant
    indices live in `structIndices`, where DYNAMIC_INDEX marks a place taken by the next index operand."""

    base = operand(PTR_LIKE)
    indices = variadic_operand(INT_LIKE)
    res = result(PTR_LIKE)
    required_attributes = (ods.Attr("structIndices", lambda a: _is_i32_elements(a),
                                    "32-bit signless integer elements attribute"),)

    def fold(self, consts: list[A.Attribute | None]) -> Value | None:
        """gep %x[0] : T -> T is %x (MLIR 14's GEPOp::fold)."""
        if len(self.indices) == 1 and self.base.type == self.res.type and isinstance(consts[1], A.IntegerAttr) \
                and consts[1].value == 0:
            return self.base
        return None

    @classmethod
    def build(cls, base: Value, indices: list[Value | int], result_type: T.Type) -> GEPOp:
        operands = [base]
        struct: list[int] = []
        for i in indices:
            if isinstance(i, Value):
                operands.append(i)
                struct.append(DYNAMIC_INDEX)
            else:
                struct.append(int(i))
        return cls(cls.name, operands, [result_type],  # type: ignore[return-value]
                   {"structIndices": _struct_indices_of(tuple(struct))})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        base, *rest = items
        attrs, ftype = rest[-2], rest[-1]
        indices = [i for i in rest[:-2] if i is not None]
        dynamic = [i for i in indices if not isinstance(i, int)]
        struct = [DYNAMIC_INDEX if not isinstance(i, int) else i for i in indices]
        if len(ftype.results) != 1:
            raise _custom_error(p, base, cls.name, "expected one result type")
        values = p.uses([base, *dynamic], list(ftype.inputs))
        return ods.create(cls, [values[0], values[1:]], [ftype.results[0]],
                          {"structIndices": _struct_indices(struct), **(attrs or {})}, loc=loc)

    def print_custom(self, p: Any) -> None:
        dynamic = iter(self.indices)
        parts = []
        for i in _dense_values(self.attributes.get("structIndices")):
            if i != DYNAMIC_INDEX:
                parts.append(str(i))
            else:  # like MLIR 14, index operands beyond the markers are not printed
                v = next(dynamic, None)
                parts.append(p.value(v) if v is not None else "<<NULL VALUE>>")
        signature = p.function_type([v.type for v in self.operands], [self.res.type])
        p.write(f"llvm.getelementptr {p.value(self.base)}[{', '.join(parts)}]"
                f"{p.attr_dict(self.attributes, elide=('structIndices',))} : {signature}")


def _struct_indices(values: list[int]) -> A.Attribute:
    return _struct_indices_of(tuple(values))


@lru_cache(maxsize=1024)
def _struct_indices_of(values: tuple[int, ...]) -> A.Attribute:
    """Shared per index list (attributes are immutable; a shared one renders its text once)."""
    t = T.RankedTensorType((len(values),), T.i32)
    if not values:
        return A.DenseElementsAttr((), t)
    same = all(v == values[0] for v in values)
    return A.DenseElementsAttr(tuple(values[:1] if same else values), t)


@op("llvm.alloca")
class AllocaOp(Operation):
    """`llvm.alloca %n x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr<f32>`; the element type printed is
    the result's pointee (MLIR 14 ignores the one written)."""

    memory_effects = ("alloc",)

    array_size = operand(ANY_INTEGER)
    res = result(PTR)

    @classmethod
    def build(cls, size: Value, ptr_type: T.Type, element_type: T.Type | None = None,
              alignment: int | None = None) -> AllocaOp:
        attrs = {"alignment": A.IntegerAttr(alignment, T.i64)} if alignment else None
        return cls(cls.name, [size], [ptr_type], attrs)  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        size, _element, attrs, ftype = items
        if len(ftype.inputs) != 1 or len(ftype.results) != 1:
            raise _custom_error(p, size, cls.name, "expected trailing function type with one argument and one "
                                                   "result")
        return ods.create(cls, [p.use(size, ftype.inputs[0])], [ftype.results[0]], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        t = self.res.type
        element = t.pointee if isinstance(t, T.LLVMPointerType) and t.pointee is not None else t
        size = self.array_size
        p.write(f"llvm.alloca {p.value(size)} x {p.type(element)}{p.attr_dict(self.attributes)} : "
                f"{p.function_type([size.type], [t])}")


@op("llvm.load")
class LoadOp(Operation):
    memory_effects = ("read",)
    addr = operand(PTR_TO_SIZED)
    res = result(SIZED)

    @classmethod
    def build(cls, ptr: Value, volatile: bool = False, alignment: int | None = None) -> LoadOp:
        attrs: dict[str, A.Attribute] = {"volatile_": A.UnitAttr()} if volatile else {}
        if alignment:
            attrs["alignment"] = A.IntegerAttr(alignment, T.i64)
        return cls(cls.name, [ptr], [ptr.type.pointee], attrs)  # type: ignore[attr-defined,return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        volatile, ptr, attrs, type_ = items
        if not isinstance(type_, T.LLVMPointerType) or type_.pointee is None:
            raise _custom_error(p, ptr, cls.name, "expected LLVM pointer type")
        attributes = {"volatile_": A.UnitAttr()} if volatile is not None else {}
        attributes.update(attrs or {})
        return ods.create(cls, [p.use(ptr, type_)], [type_.pointee], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        volatile = "volatile " if "volatile_" in self.attributes else ""
        addr = self.addr
        p.write(f"llvm.load {volatile}{p.value(addr)}{p.attr_dict(self.attributes, elide=('volatile_',))} : "
                f"{p.type(addr.type)}")


@op("llvm.store")
class StoreOp(Operation):
    memory_effects = ("write",)
    value = operand(SIZED)
    addr = operand(PTR_TO_SIZED)

    @classmethod
    def build(cls, value: Value, ptr: Value, volatile: bool = False, alignment: int | None = None) -> StoreOp:
        attrs: dict[str, A.Attribute] = {"volatile_": A.UnitAttr()} if volatile else {}
        if alignment:
            attrs["alignment"] = A.IntegerAttr(alignment, T.i64)
        return cls(cls.name, [value, ptr], [], attrs)  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        volatile, value, ptr, attrs, type_ = items
        if not isinstance(type_, T.LLVMPointerType) or type_.pointee is None:
            raise _custom_error(p, ptr, cls.name, "expected LLVM pointer type")
        attributes = {"volatile_": A.UnitAttr()} if volatile is not None else {}
        attributes.update(attrs or {})
        return ods.create(cls, [p.use(value, type_.pointee), p.use(ptr, type_)], [], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        volatile = "volatile " if "volatile_" in self.attributes else ""
        addr = self.addr
        p.write(f"llvm.store {volatile}{p.value(self.value)}, {p.value(addr)}"
                f"{p.attr_dict(self.attributes, elide=('volatile_',))} : {p.type(addr.type)}")


# ---------------------------------------------------------------------------------------------------------
# Aggregates.


def element_type_at(op: Operation | None, container: T.Type, position: Sequence[Any]) -> T.Type:
    """The type at `position` inside a struct/array (getInsertExtractValueElementType), or raise op's error."""
    t = container
    for item in position:
        if not isinstance(item, A.IntegerAttr):
            raise _position_error(op, f"expected an array of integer literals, got: {item}")
        i = item.value
        if isinstance(t, T.LLVMArrayType):
            if not 0 <= i < t.size:
                raise _position_error(op, f"position out of bounds: {i}")
            t = t.element_type
        elif isinstance(t, T.LLVMStructType):
            body = t.body_types or ()
            if not 0 <= i < len(body):
                raise _position_error(op, f"position out of bounds{i}")
            t = body[i]
        else:
            raise _position_error(op, f"expected LLVM IR structure/array type, got: '{t}'")
    return t


class _PositionError(Exception):
    pass


def _position_error(op: Operation | None, message: str) -> Exception:
    return op.error(message) if op is not None else _PositionError(message)


def _parse_element_type(p: Any, cls: type, at: Any, container: T.Type, position: list[Any]) -> T.Type:
    """The custom parsers' version: the same walk, with MLIR's parse-time messages."""
    try:
        return element_type_at(None, container, position)
    except _PositionError as e:
        message = "position out of bounds" if "out of bounds" in str(e) else "expected LLVM IR structure/array type"
        raise _custom_error(p, at, cls.name, message) from None


def _position_attr(position: list[int] | int) -> A.ArrayAttr:
    return _position_attr_of((position,) if isinstance(position, int) else tuple(position))


def _parsed_position(items: list[tuple[Any, T.Type | None]]) -> A.ArrayAttr:
    """`[0, 1]` or with typed indices, `[0 : i32]` (as MLIR 14's WMMA lowering builds them)."""
    if all(t is None for _, t in items):
        return _position_attr([ods.int_literal(i) for i, _ in items])
    return A.ArrayAttr(tuple(A.IntegerAttr(ods.int_literal(i), t or T.i64) for i, t in items))


@lru_cache(maxsize=1024)
def _position_attr_of(items: tuple[int, ...]) -> A.ArrayAttr:
    """Shared per position (attributes are immutable; a shared one renders its text once)."""
    return A.ArrayAttr(tuple(A.IntegerAttr(int(i), T.i64) for i in items))


@lru_cache(maxsize=1024)
def _symbol_ref(name: str) -> A.SymbolRefAttr:
    """`@name`, shared per name: the lowering calls the same few runtime functions over and over."""
    return A.SymbolRefAttr(name)


def _position_text(op: Operation) -> str:
    pos = op.attributes.get("position")
    return pos.print(elide_type=True) if pos is not None else "[]"


@op("llvm.extractvalue", traits=(NoSideEffect,))
class ExtractValueOp(Operation):
    container = operand(AGGREGATE)
    res = result(LLVM_ANY)

    def fold(self, consts: list[A.Attribute | None]) -> Value | None:
        """The value an insertvalue chain put at this position (MLIR 14's ExtractValueOp::fold); the walk stops
        at an insertion into an enclosing or enclosed position."""
        position = list(self.attributes["position"].elements)  # type: ignore[attr-defined]
        insert = getattr(self.container, "op", None)
        while isinstance(insert, InsertValueOp):
            other = list(insert.attributes["position"].elements)  # type: ignore[attr-defined]
            if other == position:
                return insert.value
            common = min(len(other), len(position))
            if other[:common] == position[:common]:
                return None
            insert = getattr(insert.container, "op", None)
        return None

    @classmethod
    def build(cls, container: Value, position: list[int] | int) -> ExtractValueOp:
        pos = _position_attr(position)
        return cls(cls.name, [container], [element_type_at(None, container.type, pos.elements)],
                   {"position": pos})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        container, position, attrs, type_ = items
        pos = _parsed_position(position)
        element = _parse_element_type(p, cls, position[0][0], type_, list(pos.elements))
        return ods.create(cls, [p.use(container, type_)], [element], {**(attrs or {}), "position": pos}, loc=loc)

    def print_custom(self, p: Any) -> None:
        container = self.container
        p.write(f"llvm.extractvalue {p.value(container)}{_position_text(self)}"
                f"{p.attr_dict(self.attributes, elide=('position',))} : {p.type(container.type)}")

    def verify(self) -> None:
        pos = self.attributes.get("position")
        if not isinstance(pos, A.ArrayAttr):
            raise self.error("requires attribute 'position'")
        container = self.container.type
        t = element_type_at(self, container, pos.elements)
        res = self.res.type
        if res is not t and res != t:
            raise self.error(f"Type mismatch: extracting from '{container}' should produce '{t}' but this "
                             f"op returns '{res}'")


@op("llvm.insertvalue", traits=(NoSideEffect,))
class InsertValueOp(Operation):
    container = operand(AGGREGATE)
    value = operand(LLVM_ANY)
    res = result(AGGREGATE)

    @classmethod
    def build(cls, container: Value, value: Value, position: list[int] | int) -> InsertValueOp:
        return cls(cls.name, [container, value], [container.type], {"position": _position_attr(position)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, container, position, attrs, type_ = items
        pos = _parsed_position(position)
        element = _parse_element_type(p, cls, position[0][0], type_, list(pos.elements))
        return ods.create(cls, [p.use(container, type_), p.use(value, element)], [type_],
                          {**(attrs or {}), "position": pos}, loc=loc)

    def print_custom(self, p: Any) -> None:
        container = self.container
        p.write(f"llvm.insertvalue {p.value(self.value)}, {p.value(container)}{_position_text(self)}"
                f"{p.attr_dict(self.attributes, elide=('position',))} : {p.type(container.type)}")

    def verify(self) -> None:
        pos = self.attributes.get("position")
        if not isinstance(pos, A.ArrayAttr):
            raise self.error("requires attribute 'position'")
        t = element_type_at(self, self.container.type, pos.elements)
        if self.value.type is not t and self.value.type != t:
            raise self.error(f"Type mismatch: cannot insert '{self.value.type}' into '{self.container.type}'")


def _is_vector(t: T.Type) -> bool:
    """LLVM::isCompatibleVectorType: a builtin vector of integers or floats, or `!llvm.vec`."""
    return isinstance(t, LLVMFixedVectorType) or (isinstance(t, T.VectorType) and is_compatible(t))


VECTOR = ods.Constraint("LLVM dialect-compatible vector type", _is_vector)
PRIMITIVE = ods.Constraint("primitive LLVM type", lambda t: is_compatible(t) and not isinstance(
    t, (T.LLVMVoidType, T.LLVMFunctionType)))


def _vector_from_syntax(p: Any, cls: type, first_operand: Any, type_: T.Type) -> T.Type:
    if not _is_vector(type_):
        raise _custom_error(p, first_operand, cls.name, "expected LLVM dialect-compatible vector type for operand #1")
    return type_.element_type  # type: ignore[attr-defined]


@op("llvm.extractelement", traits=(NoSideEffect,), syntax="llvm_extractelement")
class ExtractElementOp(Operation):
    """`%e = llvm.extractelement %v[%i : i32] : vector<2xf16>`."""

    vector = operand(VECTOR)
    position = operand(ANY_INTEGER)
    res = result(LLVM_ANY)

    @classmethod
    def build(cls, vector: Value, position: Value) -> ExtractElementOp:
        return cls(cls.name, [vector, position], [vector.type.element_type])  # type: ignore[attr-defined]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        vector, position, position_type, attrs, type_ = items
        element = _vector_from_syntax(p, cls, vector, type_)
        return ods.create(cls, [p.use(vector, type_), p.use(position, position_type)], [element], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.extractelement {p.value(self.vector)}[{p.value(self.position)} : "
                f"{p.type(self.position.type)}]{p.attr_dict(self.attributes)} : {p.type(self.vector.type)}")

    def verify(self) -> None:
        want = self.vector.type.element_type  # type: ignore[attr-defined]
        if self.res.type != want:
            raise self.error(f"Type mismatch: extracting from '{self.vector.type}' should produce '{want}' but this "
                             f"op returns '{self.res.type}'")


@op("llvm.insertelement", traits=(NoSideEffect,), syntax="llvm_insertelement")
class InsertElementOp(Operation):
    """`%w = llvm.insertelement %x, %v[%i : i32] : vector<2xf16>`."""

    vector = operand(VECTOR)
    value = operand(PRIMITIVE)
    position = operand(ANY_INTEGER)
    res = result(VECTOR)

    @classmethod
    def build(cls, vector: Value, value: Value, position: Value) -> InsertElementOp:
        return cls(cls.name, [vector, value, position], [vector.type])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, vector, position, position_type, attrs, type_ = items
        element = _vector_from_syntax(p, cls, value, type_)
        return ods.create(cls, [p.use(vector, type_), p.use(value, element), p.use(position, position_type)],
                          [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.insertelement {p.value(self.value)}, {p.value(self.vector)}[{p.value(self.position)} : "
                f"{p.type(self.position.type)}]{p.attr_dict(self.attributes)} : {p.type(self.vector.type)}")

    def verify(self) -> None:
        if self.value.type != self.vector.type.element_type:  # type: ignore[attr-defined]
            raise self.error(f"Type mismatch: cannot insert '{self.value.type}' into '{self.vector.type}'")


# ---------------------------------------------------------------------------------------------------------
# Arithmetic, comparisons, select and casts.


class _SameTypeOp(Operation):
    """Ops with SameOperandsAndResultType, checked (as in MLIR 14) before the type constraints."""

    constraint: ods.Constraint = LLVM_ANY

    @classmethod
    def build(cls, *operands: Value) -> Operation:
        return cls(cls.name, list(operands), [operands[0].type])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        *uses, attrs, type_ = items
        return ods.create(cls, [p.use(u, type_) for u in uses], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        # MLIR 14 prints a space for the (usually empty) attribute dictionary: `llvm.add %a, %b  : i32`
        p.write(f"{self.name} {p.values(self.operands)} {p.attr_dict(self.attributes)} : "
                f"{p.type(self.results[0].type)}")

    def verify(self) -> None:
        t = self.results[0].type
        for v in self.operands:
            if v.type is not t and v.type != t:
                raise self.error("requires the same type for all operands and results")
        for i, v in enumerate(self.operands):
            check_type(self, self.constraint, v, "operand", i)
        check_type(self, self.constraint, self.results[0], "result", 0)


def _binary(name: str, class_name: str, constraint: ods.Constraint) -> type[Operation]:
    cls = type(class_name, (_SameTypeOp,), {"lhs": operand(ANY), "rhs": operand(ANY), "res": result(ANY),
                                            "constraint": constraint, "__doc__": f"`{name}`",
                                            "__module__": __name__})
    traits: tuple = (NoSideEffect,)
    if name in ("llvm.add", "llvm.mul"):  # (the only LLVM ops MLIR 14 marks Commutative)
        traits = (NoSideEffect, ods.Commutative)
    return op(name, traits=traits, syntax="llvm_binary")(cls)


AddOp = _binary("llvm.add", "AddOp", INT_LIKE)
SubOp = _binary("llvm.sub", "SubOp", INT_LIKE)
MulOp = _binary("llvm.mul", "MulOp", INT_LIKE)
UDivOp = _binary("llvm.udiv", "UDivOp", INT_LIKE)
SDivOp = _binary("llvm.sdiv", "SDivOp", INT_LIKE)
URemOp = _binary("llvm.urem", "URemOp", INT_LIKE)
SRemOp = _binary("llvm.srem", "SRemOp", INT_LIKE)
AndOp = _binary("llvm.and", "AndOp", INT_LIKE)
OrOp = _binary("llvm.or", "OrOp", INT_LIKE)
XOrOp = _binary("llvm.xor", "XOrOp", INT_LIKE)
ShlOp = _binary("llvm.shl", "ShlOp", INT_LIKE)
LShrOp = _binary("llvm.lshr", "LShrOp", INT_LIKE)
AShrOp = _binary("llvm.ashr", "AShrOp", INT_LIKE)
FAddOp = _binary("llvm.fadd", "FAddOp", FLOAT_LIKE)
FSubOp = _binary("llvm.fsub", "FSubOp", FLOAT_LIKE)
FMulOp = _binary("llvm.fmul", "FMulOp", FLOAT_LIKE)
FDivOp = _binary("llvm.fdiv", "FDivOp", FLOAT_LIKE)
FRemOp = _binary("llvm.frem", "FRemOp", FLOAT_LIKE)


@op("llvm.fneg", traits=(NoSideEffect,), syntax="llvm_unary")
class FNegOp(_SameTypeOp):
    operand_ = operand(ANY)
    res = result(ANY)
    constraint = FLOAT_LIKE


class _CmpOp(Operation):
    """`llvm.icmp "slt" %a, %b : i64`; the predicate is an i64 attribute indexing `predicates`."""

    lhs = operand(ANY)
    rhs = operand(ANY)
    res = result(I1_LIKE)
    predicates: list[str] = []

    @classmethod
    def build(cls, predicate: str, lhs: Value, rhs: Value) -> Operation:
        return cls(cls.name, [lhs, rhs], [_i1_like(lhs.type)],
                   {"predicate": A.IntegerAttr(cls.predicates.index(predicate), T.i64)})

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.syntax import string_value as A_string

        pred, a, b, attrs, type_ = items
        name = A_string(pred)
        if name not in cls.predicates:
            raise _custom_error(p, pred, cls.name, f"'{name}' is an incorrect value of the 'predicate' attribute")
        attributes = {**(attrs or {}), "predicate": A.IntegerAttr(cls.predicates.index(name), T.i64)}
        return ods.create(cls, [p.use(a, type_), p.use(b, type_)], [_i1_like(type_)], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        pred = self.attributes["predicate"].value  # type: ignore[attr-defined]
        p.write(f'{self.name} "{self.predicates[pred]}" {p.values(self.operands)}'
                f"{p.attr_dict(self.attributes, elide=('predicate',))} : {p.type(self.lhs.type)}")

    def verify(self) -> None:
        pred = self.attributes.get("predicate")
        if pred is None:
            raise self.error("requires attribute 'predicate'")
        if not (isinstance(pred, A.IntegerAttr) and 0 <= pred.value < len(self.predicates)):
            raise self.error(f"attribute 'predicate' failed to satisfy constraint: {self.name} comparison predicate")


def _i1_like(t: T.Type) -> T.Type:
    return T.VectorType(t.shape, T.i1) if isinstance(t, T.VectorType) else T.i1


@op("llvm.icmp", traits=(NoSideEffect,), syntax="llvm_cmp")
class ICmpOp(_CmpOp):
    lhs = operand(INT_OR_PTR_LIKE)
    rhs = operand(INT_OR_PTR_LIKE)
    predicates = ICMP_PREDICATES


@op("llvm.fcmp", traits=(NoSideEffect,), syntax="llvm_cmp")
class FCmpOp(_CmpOp):
    lhs = operand(FLOAT_LIKE)
    rhs = operand(FLOAT_LIKE)
    predicates = FCMP_PREDICATES


@op("llvm.select", traits=(NoSideEffect,))
class SelectOp(Operation):
    condition = operand(ANY)
    true_value = operand(ANY)
    false_value = operand(ANY)
    res = result(ANY)

    @classmethod
    def build(cls, condition: Value, true_value: Value, false_value: Value) -> SelectOp:
        return cls(cls.name, [condition, true_value, false_value], [true_value.type])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        c, a, b, attrs, cond_type, type_ = items
        return ods.create(cls, [p.use(c, cond_type), p.use(a, type_), p.use(b, type_)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"llvm.select {p.values(self.operands)}{p.attr_dict(self.attributes)} : "
                f"{p.type(self.condition.type)}, {p.type(self.res.type)}")

    def verify(self) -> None:
        if self.true_value.type != self.res.type:
            raise self.error(f"inferred type(s) '{self.true_value.type}' are incompatible with return type(s) of "
                             f"operation '{self.res.type}'")
        check_type(self, I1_LIKE, self.condition, "operand", 0)
        check_type(self, LLVM_ANY, self.true_value, "operand", 1)
        check_type(self, LLVM_ANY, self.false_value, "operand", 2)
        check_type(self, LLVM_ANY, self.res, "result", 0)
        if self.false_value.type != self.res.type:
            raise self.error("failed to verify that all of {trueValue, falseValue, res} have same type")


class _CastOp(Operation):
    """`%r = llvm.bitcast %p : !llvm.ptr<f32> to !llvm.ptr<i8>`."""

    arg = operand(ANY)
    res = result(ANY)

    @classmethod
    def build(cls, value: Value, type_: T.Type) -> Operation:
        return cls(cls.name, [value], [type_])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        a, attrs, src, dst = items
        return ods.create(cls, [p.use(a, src)], [dst], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        arg = self.arg
        p.write(f"{self.name} {p.value(arg)}{p.attr_dict(self.attributes)} : {p.type(arg.type)} to "
                f"{p.type(self.res.type)}")


def _cast(name: str, class_name: str, source: ods.Constraint, dest: ods.Constraint) -> type[Operation]:
    cls = type(class_name, (_CastOp,), {"arg": operand(source), "res": result(dest), "__doc__": f"`{name}`",
                                        "__module__": __name__})
    return op(name, traits=(NoSideEffect,), syntax="llvm_cast")(cls)


BitcastOp = _cast("llvm.bitcast", "BitcastOp", NON_AGGREGATE, NON_AGGREGATE)
AddrSpaceCastOp = _cast("llvm.addrspacecast", "AddrSpaceCastOp", PTR_LIKE, PTR_LIKE)


def _fold_cast_pair(op: Operation, consts: list[A.Attribute | None]) -> Value | None:
    """MLIR 14's bitcast and addrspacecast folds: a cast to its own type is its operand, and so is a cast
    undoing the same kind of cast just before it."""
    arg = op.operands[0]
    if arg.type == op.results[0].type:
        return arg
    prev = getattr(arg, "op", None)
    if prev is not None and prev.op_name == op.op_name and prev.operands[0].type == op.results[0].type:
        return prev.operands[0]
    return None


BitcastOp.fold = _fold_cast_pair  # type: ignore[attr-defined]
AddrSpaceCastOp.fold = _fold_cast_pair  # type: ignore[attr-defined]
PtrToIntOp = _cast("llvm.ptrtoint", "PtrToIntOp", PTR_LIKE, INT_LIKE)
IntToPtrOp = _cast("llvm.inttoptr", "IntToPtrOp", INT_LIKE, PTR_LIKE)
SExtOp = _cast("llvm.sext", "SExtOp", INT_LIKE, INT_LIKE)
ZExtOp = _cast("llvm.zext", "ZExtOp", INT_LIKE, INT_LIKE)
TruncOp = _cast("llvm.trunc", "TruncOp", INT_LIKE, INT_LIKE)
FPExtOp = _cast("llvm.fpext", "FPExtOp", FLOAT_LIKE, FLOAT_LIKE)
FPTruncOp = _cast("llvm.fptrunc", "FPTruncOp", FLOAT_LIKE, FLOAT_LIKE)
SIToFPOp = _cast("llvm.sitofp", "SIToFPOp", INT_LIKE, FLOAT_LIKE)
UIToFPOp = _cast("llvm.uitofp", "UIToFPOp", INT_LIKE, FLOAT_LIKE)
FPToSIOp = _cast("llvm.fptosi", "FPToSIOp", FLOAT_LIKE, INT_LIKE)
FPToUIOp = _cast("llvm.fptoui", "FPToUIOp", FLOAT_LIKE, INT_LIKE)

# ---------------------------------------------------------------------------------------------------------
# Grammar helpers.


def _func_params(p: Any, items: list[Any]) -> list[Any]:
    return [i for i in items if i is not None]


# llvm.shufflevector lives in its own module.
from gpuopt.dialects.llvm_vector import ShuffleVectorOp  # noqa: E402,F401

GRAMMAR_CALLBACKS = {
    "llvm_func_params": _func_params,
    "llvm_func_vararg": lambda p, items: "...",
    "llvm_switch_case": lambda p, items: (ods.int_literal(items[0]), items[1]),
    "llvm_switch_negative_case": lambda p, items: (-ods.int_literal(items[0]), items[1]),
    "llvm_gep_index": lambda p, items: items[0],
    "llvm_gep_constant": lambda p, items: ods.int_literal(items[0]),
    "llvm_gep_negative": lambda p, items: -ods.int_literal(items[0]),
    "llvm_position": lambda p, items: items,
    "llvm_position_index": lambda p, items: (items[0], items[1]),
    "llvm_vec": lambda p, items: LLVMFixedVectorType(ods.int_literal(items[0]), items[1]),
    "llvm_token": lambda p, items: LLVMTokenType(),
}


_PARTS = {"AtomicRMWOp": "llvm_atomic", "AtomicCmpXchgOp": "llvm_atomic"}
"""The op classes of llvm_atomic.py (llvm.atomicrmw, llvm.cmpxchg)."""


def __getattr__(name: str) -> Any:
    """The op classes of the dialect's parts, imported at the first use (most runs that read the LLVM dialect
    use none of them): llvm_atomic's, and the intrinsics (`llvm.FAbsOp`, `llvm.vector_reduce_fadd`;
    `MemcpyIntrOp` is `MemcpyOp`) from llvm_intr.py."""
    from gpuopt.dialects import llvm_intr, part_attribute

    if name in _PARTS:
        return part_attribute(_PARTS, name, __name__)

    found = getattr(llvm_intr, "MemcpyOp" if name == "MemcpyIntrOp" else name, None)
    if found is None or (name != "MemcpyIntrOp" and name not in llvm_intr.__all__):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return found
