"""Text -> IR.  A Lark LALR parser whose transformer builds operations directly (no parse tree).

Operands are first recorded by name (`PendingValue`), because MLIR allows uses before definitions across
blocks; `_Resolver` then binds every name in one walk per region, so the cost stays linear in the input.
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from types import CodeType, SimpleNamespace
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from gpuopt import dialects
from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Use, Value
from gpuopt.lexer import MlirLexer

_HERE = Path(__file__).parent


class PendingValue(Value):
    """A use of `%name` seen before name binding; replaced by the real value in `_Resolver`.  It keeps the
    `%name` token, not a Location: only a use that fails to resolve needs one."""

    __slots__ = ("ref", "token")

    def __init__(self, token: Token, type: T.Type | None) -> None:
        self.type = type  # type: ignore[assignment]
        self.uses: list[Use] = []
        self.name_hint = None
        self.ref = str(token)
        self.token = token


class PendingBlock:
    __slots__ = ("ref", "loc", "args")

    def __init__(self, ref: str, loc: Location) -> None:
        self.ref = ref
        self.loc = loc
        self.args: list[Value] = []


def op_terminal(name: str) -> str:
    return "OP_" + re.sub(r"[^A-Za-z0-9]", "_", name).upper()


def grammar_text() -> str:
    """The core grammar, every dialect's fragment, and one keyword terminal per registered op."""
    parts = [(_HERE / "grammar.lark").read_text()]
    for fragment in sorted((_HERE / "dialects").glob("*.lark")):
        parts.append(fragment.read_text())
    by_rule: dict[str, list[str]] = {}
    for name, cls in sorted(ods.REGISTRY.items()):
        if cls.syntax:  # ops without custom syntax exist only in the generic form
            parts.append(f'{op_terminal(name)}: "{cls.keyword}"')
            by_rule.setdefault(cls.syntax, []).append(op_terminal(name))
    for rule, terminals in sorted(by_rule.items()):
        parts.append(f"_kw_{rule}: " + " | ".join(terminals))
    return "\n".join(parts)


_FLOAT_TYPES: dict[str, T.FloatType] = {"f16": T.f16, "f32": T.f32, "f64": T.f64}
"""One `f32` (and so on) for every parse: type comparisons in the verifier then mostly stop at identity."""

_ALIAS_KEYWORDS: dict[str, str] = {}


class Builder(Transformer):
    """Lark callbacks: one per grammar rule; op rules dispatch to the op class's `from_syntax`."""

    def __init__(self) -> None:
        super().__init__(visit_tokens=False)
        self.file = "<stdin>"
        self.line_offset = 0
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.allow_unregistered = False
        self.text = ""  # the buffer being parsed, for diagnostics placed at a following token
        self.result_names: dict[Operation, list[tuple[str, int, Token]]] = {}
        self.lexer_state: Any = None  # the running parse's lexer state (its last token locates some errors)
        self.bare_builtin_ops: list[tuple[Operation, Token]] = []
        self.type_cache: dict[str, T.Type] = {}
        self.type_spans: dict[int, int] = {}
        """Builtin ops spelled without `builtin.`, which MLIR only resolves directly inside a module."""
        for cls in ods.REGISTRY.values():
            if cls.syntax and not hasattr(self, cls.syntax):
                setattr(self, cls.syntax, self._make_custom(cls.syntax))
        for rule, callback in dialects.grammar_callbacks().items():
            setattr(self, rule, _bind(callback, self))

    def _make_custom(self, rule: str):
        by_keyword = {op_terminal(cls.name): cls for cls in ods.REGISTRY.values() if cls.syntax == rule}
        """The rule's op classes by keyword terminal (`std.return` is lexed as the terminal of `return`)."""

        def build(children: list[Any]) -> Operation:
            keyword: Token = children[0]
            cls = by_keyword[keyword.type]
            loc = self.loc(keyword)
            op = cls.from_syntax(self, children[1:], loc)
            if op.loc is None:
                op.loc = loc
            if cls.name.startswith("builtin.") and not self.text.startswith("builtin.", keyword.start_pos):
                self.bare_builtin_ops.append((op, keyword))
            return op

        return build

    # -- helpers for op classes --------------------------------------------------------------------
    def loc(self, token: Token) -> Location:
        return Location(self.file, token.line + self.line_offset, token.column)

    def use(self, token: Token, type: T.Type | None = None) -> PendingValue:
        return PendingValue(token, type)

    def uses(self, tokens: list[Token] | None, types: list[T.Type] | None = None) -> list[Value]:
        tokens = tokens or []
        if types is not None and len(types) != len(tokens):
            where = tokens[0] if tokens else None
            raise DiagnosticError.at(
                self.loc(where) if where else None,
                f"{len(tokens)} operands present, but expected {len(types)}")
        if types is None:
            return [PendingValue(t, None) for t in tokens]
        return [PendingValue(t, types[i]) for i, t in enumerate(tokens)]

    def error(self, token: Token, message: str) -> DiagnosticError:
        return DiagnosticError.at(self.loc(token), message)

    # -- structure ------------------------------------------------------------------------------
    def start(self, items: list[Any]) -> list[Operation]:
        return [i for i in items if isinstance(i, Operation)]

    def attr_alias_def(self, items: list[Any]) -> None:
        self.attr_aliases[str(items[0])] = items[1]

    def type_alias_def(self, items: list[Any]) -> None:
        self.type_aliases[str(items[0])] = items[1]

    def operation(self, items: list[Any]) -> Operation:
        results, op, loc = items
        if loc is not None:
            m = re.fullmatch(r'loc\("((?:\\.|[^"\\])*)":(\d+):(\d+)\)', str(loc))
            if m:
                op.loc = Location(m.group(1), int(m.group(2)), int(m.group(3)))
            elif op.loc is not None:
                op.loc = _debug_loc(op.loc, loc)
        total = 0
        if results is not None:
            names, first = results
            total = names[0][1] if len(names) == 1 else sum(n for _, n, _ in names)
        check = getattr(op, "check_result_binding", None)
        if check is not None:  # ops whose custom form depends on being named (`%t = gpu.wait async`)
            check(self, total)
        if results is not None:
            if not op.results:
                raise self.error(first, "cannot name an operation with no results")
            if total != len(op.results):
                raise self.error(first, f"operation defines {len(op.results)} results but was provided "
                                        f"{total} to bind")
            self.result_names[op] = names
        return op

    def op_results(self, items: list[Any]) -> tuple[list[tuple[str, int, Token]], Token]:
        return items, items[0][2]

    def result_group(self, items: list[Any]) -> tuple[str, int, Token]:
        name, count = items
        return (str(name), int(count) if count is not None else 1, name)

    def unknown_custom_op(self, items: list[Token]) -> Operation:
        name = str(items[0])
        raise self.error(items[0], f"custom op '{name}' is unknown")

    def generic_op(self, items: list[Any]) -> Operation:
        name_tok, operands, successors, regions, attrs, ftype = items
        name = A_string(name_tok)
        loc = self.loc(name_tok)
        after_name = Location(loc.file, loc.line, loc.col + len(str(name_tok)))
        canonical = ods.SPELLINGS.get(name, name)
        cls = ods.REGISTRY.get(canonical)
        if cls is None and not self.allow_unregistered and not name.startswith(ods.UNKNOWN_OPS_DIALECT_PREFIXES):
            dialect = name.split(".")[0]
            if "." not in name or dialect not in ods.DIALECTS:
                raise DiagnosticError.at(
                    after_name, "operation being parsed with an unregistered dialect. If this is intended, please "
                         "use -allow-unregistered-dialect with the MLIR tool used")
            raise DiagnosticError.at(
                loc, f"unregistered operation '{name}' found in dialect ('{dialect}') that does not allow "
                     f"unknown operations")
        if len(operands or []) != len(ftype.inputs):
            raise DiagnosticError.at(loc, f"expected {len(operands or [])} operand types but had "
                                          f"{len(ftype.inputs)}")
        values = self.uses(operands, list(ftype.inputs))
        op = (cls or Operation)(canonical, values, list(ftype.results), dict(attrs or {}), regions or [],
                                successors or [], loc)
        return op

    def successor_list(self, items: list[Any]) -> list[Any]:
        return items

    def successor(self, items: list[Any]) -> PendingBlock:
        block = PendingBlock(str(items[0]), self.loc(items[0]))
        block.args = self.uses(items[1], items[2]) if items[1] is not None else []
        return block

    def region_list(self, items: list[Region]) -> list[Region]:
        return items

    def region(self, items: list[Any]) -> Region:
        region = Region()
        entry: Block | None = None
        for item in items:
            if isinstance(item, Operation):
                if entry is None:
                    entry = region.add_block(Block())
                entry.append(item)
            else:
                label, block = item
                region.add_block(block)
                block._label = label  # type: ignore[attr-defined]
        return region

    def block(self, items: list[Any]) -> tuple[Token, Block]:
        label, args = items[0], items[1]
        block = _LabeledBlock()
        for name, type_, loc in args or []:
            block.add_argument(type_, self.loc(name) if loc is None else _debug_loc(self.loc(name), loc))
            block.arg_names.append(name)
        for op in items[2:]:
            block.append(op)
        return label, block

    def block_arg_defs(self, items: list[Any]) -> list[Any]:
        return items

    def block_arg_def(self, items: list[Any]) -> tuple[Token, T.Type, Any]:
        return items[0], items[1], items[2]

    def value_uses(self, items: list[Token]) -> list[Token]:
        return items

    def types(self, items: list[T.Type]) -> list[T.Type]:
        return items

    def typed_uses(self, items: list[Any]) -> list[Value]:
        return self.uses(items[0], items[1])

    def attr_dict(self, items: list[Any]) -> dict[str, A.Attribute]:
        entries = [i for i in items if i is not None]
        attrs = {name: value for name, value, _ in entries}
        if len(attrs) != len(entries):
            seen: set[str] = set()
            for name, _, key in entries:
                if name in seen:
                    raise self.error(key, f"duplicate key '{name}' in dictionary attribute")
                seen.add(name)
        return attrs

    def attr_entry(self, items: list[Any]) -> tuple[str, A.Attribute, Token]:
        key, value = items
        name = A_string(key) if key.type == "STRING" else str(key)
        return name, value if value is not None else A.UnitAttr(), key

    def keyword_as_id(self, items: list[Token]) -> Token:
        return items[0]

    # -- types --------------------------------------------------------------------------------
    def cached_type(self, items: list[Token]) -> T.Type:
        return self.type_cache[items[0]]

    def remember_type(self, keyword: Token, type: T.Type) -> None:
        """Stores a just-built `memref<...>` (or tensor, vector, ...) under its text, for the lexer's
        TYPE_LITERAL.  Only when the extent the lexer recorded is exactly what the parser consumed: the
        lookahead token follows it after nothing but white space."""
        end = self.type_spans.pop(keyword.start_pos, None)
        lookahead = self.lexer_state.last_token
        if end is not None and lookahead.start_pos >= end and not self.text[end:lookahead.start_pos].strip():
            self.type_cache[self.text[keyword.start_pos:end]] = type

    def int_type(self, items: list[Token]) -> T.Type:
        text = str(items[0])
        sign = text[0] if text[0] in "su" else ""
        return T.IntegerType(int(text[len(sign) + 1:]), sign)

    def float_type(self, items: list[Token]) -> T.Type:
        name = str(items[0])
        found = _FLOAT_TYPES.get(name)
        if found is None:
            found = _FLOAT_TYPES[name] = T.FloatType(name)
        return found

    def index_type(self, items: list[Any]) -> T.Type:
        return T.index

    def none_type(self, items: list[Any]) -> T.Type:
        return T.NoneType()

    def complex_type(self, items: list[Any]) -> T.Type:
        return T.ComplexType(items[0])

    def tuple_type(self, items: list[Any]) -> T.Type:
        return T.TupleType(tuple(items[0] or ()))

    def vector_type(self, items: list[Any]) -> T.Type:
        dims, element = items
        if dims is None or "[" not in dims:
            shape, scalable_count = _dims(dims), 0
        else:
            fixed, _, scalable = str(dims)[:-2].partition("[")
            shape = _dims(Token("DIMS", fixed)) + tuple(int(d) for d in scalable.split("x"))
            scalable_count = len(scalable.split("x"))
        if dims is not None:
            if T.DYNAMIC in shape:
                raise self.error(dims, "expected non-function type")
            if 0 in shape:
                raise self.error(dims, "vector types must have positive constant sizes")
        if not isinstance(element, (T.IntegerType, T.IndexType, T.FloatType)):
            raise DiagnosticError.at(self.loc(dims) if dims is not None else None,
                                     "vector elements must be int/index/float type")
        return T.VectorType(shape, element, scalable_count)

    def _no_scalable(self, dims: Token | None) -> None:
        if dims is not None and "[" in dims:
            raise self.error(dims, "expected non-function type")

    def tensor_type(self, items: list[Any]) -> T.Type:
        self._no_scalable(items[0])
        return T.RankedTensorType(_dims(items[0]), items[1], items[2])

    def unranked_tensor_type(self, items: list[Any]) -> T.Type:
        return T.UnrankedTensorType(items[1])

    def memref_type(self, items: list[Any]) -> T.Type:
        dims, element, *rest = items
        self._no_scalable(dims)
        layout: A.Attribute | None = None
        space: A.Attribute | None = None
        for attr in rest:
            if isinstance(attr, A.AffineMapAttr) and layout is None and space is None:
                layout = None if attr.is_identity else attr
            else:
                space = attr
        return T.MemRefType(_dims(dims), element, layout, space)

    def unranked_memref_type(self, items: list[Any]) -> T.Type:
        return T.UnrankedMemRefType(items[1], items[2])

    def named_type(self, items: list[Any]) -> T.Type:
        name, body = str(items[0]), items[1]
        if body is None and name in self.type_aliases:
            return self.type_aliases[name]
        dialect = name[1:].split(".")[0]
        if "." not in name and body is None:
            raise self.error(items[0], f"undefined symbol alias id '{name[1:]}'")
        if dialect in ods.DIALECTS and dialect != "builtin":
            raise self.error(items[0], f"dialect '{dialect}' provides no type named '{name[len(dialect) + 2:]}'")
        if not self.allow_unregistered:
            raise self.error(items[0], f"dialect '{dialect}' is unregistered")
        return T.OpaqueType(_dialect_symbol(name, body))

    def function_type(self, items: list[Any]) -> T.FunctionType:
        inputs = items[0] or []
        rest = items[1:]
        if len(rest) == 1 and isinstance(rest[0], T.Type):
            results = [rest[0]]
        else:
            results = rest[0] or [] if rest else []
        return T.FunctionType(tuple(inputs), tuple(results))

    def llvm_ptr(self, items: list[Any]) -> T.Type:
        pointee = items[0]
        if pointee is None:
            return T.LLVMPointerType(None)
        return pointee

    def llvm_pointee(self, items: list[Any]) -> T.Type:
        if isinstance(items[0], Token):
            return T.LLVMPointerType(None, _int(items[0]))
        return T.LLVMPointerType(items[0], _int(items[1]) if items[1] is not None else 0)

    def llvm_struct(self, items: list[Any]) -> T.Type:
        return items[0]

    def llvm_struct_body(self, items: list[Any]) -> T.Type:
        fields = next((i for i in items if isinstance(i, tuple)), None)
        packed = any(isinstance(i, Token) and i.type == "PACKED" for i in items)
        if items and isinstance(items[0], Token) and items[0].type == "STRING":
            name = A_string(items[0])
            if fields is None:
                if any(isinstance(i, Token) and i.type == "OPAQUE" for i in items):
                    return T.LLVMStructType(None, name)
                return T.LLVMStructType(None, name, reference=True)  # `struct<"name">` inside its own body
            return T.LLVMStructType(fields, name, packed)
        return T.LLVMStructType(fields or (), None, packed)

    def llvm_struct_fields(self, items: list[Any]) -> tuple[T.Type, ...]:
        """The body in parentheses, as a tuple: `()` is an empty body, not a missing one."""
        return tuple(t for t in items if isinstance(t, T.Type))

    def llvm_array(self, items: list[Any]) -> T.Type:
        return T.LLVMArrayType(_int(items[0]), items[1])

    def llvm_void(self, items: list[Any]) -> T.Type:
        return T.llvm_void

    def llvm_func(self, items: list[Any]) -> T.Type:
        params = items[1] or []
        var_arg = bool(params) and params[-1] == "..."
        return T.LLVMFunctionType(items[0], tuple(p for p in params if p != "..."), var_arg)

    def llvm_params(self, items: list[Any]) -> list[Any]:
        return items

    def llvm_vararg(self, items: list[Any]) -> str:
        return "..."

    # -- attributes ---------------------------------------------------------------------------
    def int_attr(self, items: list[Any], sign: int = 1) -> A.Attribute:
        tok, type_ = items
        if isinstance(type_, T.FloatType):
            if not str(tok).startswith("0x"):
                raise self.error(tok, "unexpected decimal integer literal for a floating point value")
            if sign < 0:
                raise self.error(tok, "hexadecimal float literal should not have a leading minus")
            bits = _int(tok)
            if bits >> type_.width:
                raise self.error(tok, "hexadecimal float constant out of range for type")
            decoded = A.bits_to_float(bits, type_.kind)
            return A.FloatAttr(decoded, type_, bits if decoded != decoded else None)
        type_ = type_ or T.i64
        if isinstance(type_, (T.IntegerType, T.IndexType)):
            if sign < 0 and isinstance(type_, T.IntegerType) and type_.signedness == "u":
                raise self.error(tok, "negative integer literal not valid for unsigned integer type")
            value = _build_int(_int(tok), sign < 0, type_)
            if value is None:
                raise self.error(tok, "integer constant out of range for attribute")
            return A.IntegerAttr(value, type_)
        raise self.error(tok, "integer literal not valid for specified type")

    def neg_int_attr(self, items: list[Any]) -> A.Attribute:
        return self.int_attr(items, -1)

    def float_attr(self, items: list[Any], sign: float = 1.0) -> A.Attribute:
        type_ = items[1] or T.f64
        text = str(items[0])
        if isinstance(type_, T.FloatType):
            value = A.parse_float(text, type_.kind)
        else:
            value = float(text)
        return A.FloatAttr(sign * value, type_)

    def neg_float_attr(self, items: list[Any]) -> A.Attribute:
        return self.float_attr(items, -1.0)

    def string_attr(self, items: list[Any]) -> A.Attribute:
        if items[1] is not None:
            return A.OpaqueAttr(f'"{A.escape_string(A_string(items[0]))}" : {items[1]}')
        return A.StringAttr(A_string(items[0]))

    def true_attr(self, items: list[Any]) -> A.Attribute:
        return A.bool_attr(True)

    def false_attr(self, items: list[Any]) -> A.Attribute:
        return A.bool_attr(False)

    def unit_attr(self, items: list[Any]) -> A.Attribute:
        return A.UnitAttr()

    def array_attr(self, items: list[Any]) -> A.Attribute:
        return A.ArrayAttr(tuple(i for i in items if i is not None))

    def dict_attr(self, items: list[Any]) -> A.Attribute:
        return A.DictionaryAttr(tuple(sorted(items[0].items())))

    def symbol_ref(self, items: list[Token]) -> A.Attribute:
        names = [_symbol_name(t) for t in items]
        return A.SymbolRefAttr(names[0], tuple(names[1:]))

    def type_attr(self, items: list[Any]) -> A.Attribute:
        return A.TypeAttr(items[0])

    # Dense literals are parsed into leaves `(kind, payload, negative, token)` first, because what a leaf
    # means depends on the element type that follows the literal: "i" integer, "f" float, "b" bool,
    # "c" complex (payload: two leaves), "s" string (a hex blob for numeric element types).
    def dense_attr(self, items: list[Any]) -> A.Attribute:
        literal, type_ = items
        self._check_elements_type(type_, literal)
        if literal is None:  # `dense<> : tensor<0xi32>`
            return A.DenseElementsAttr((), type_)
        return self._dense(literal, type_, allow_hex=True)

    def _check_elements_type(self, type_: T.Type, literal: Any) -> None:
        if not isinstance(type_, (T.RankedTensorType, T.VectorType)):
            raise self._leaf_error(literal, "elements literal must be a ranked tensor or vector type")

    def _leaf_error(self, literal: Any, message: str) -> DiagnosticError:
        while isinstance(literal, list) and literal:
            literal = literal[0]
        token = literal[3] if isinstance(literal, tuple) and literal[0] != "c" else (
            literal[1][0][3] if isinstance(literal, tuple) else None)
        if token is None:  # an empty literal `[]`: point at the token the parser is looking at
            token = self.lexer_state.last_token if self.lexer_state is not None else None
        return DiagnosticError.at(self.loc(token) if token is not None else None, message)

    def _dense(self, literal: Any, type_: T.Type, allow_hex: bool) -> A.DenseElementsAttr:
        element = type_.element_type  # type: ignore[attr-defined]
        numeric = isinstance(element, (T.IntegerType, T.IndexType, T.FloatType, T.ComplexType))
        if isinstance(literal, tuple) and literal[0] == "s" and numeric:
            if not allow_hex:
                raise self._leaf_error(literal, "expected integer elements, but parsed string")
            return self._dense_hex(literal, type_, element)
        if isinstance(literal, list):
            shape = _literal_shape(literal)
            if shape is None:
                raise self._leaf_error(literal, "tensor literal is invalid; ranks are not consistent between elements")
            if shape != tuple(type_.shape):  # type: ignore[attr-defined]
                raise self._leaf_error(
                    literal, f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not match "
                             f"type ([{', '.join(map(str, type_.shape))}])")  # type: ignore[attr-defined]
            leaves: list[Any] = []
            _flatten(literal, leaves)
        else:
            leaves = [literal]
        convert = self._leaf_converter(element)
        values = [convert(leaf) for leaf in leaves]
        if element == T.i1 and len(values) > 1 and all(values):
            # mlir-opt 14 keeps an all-true i1 list literal unsplatted (an all-false one becomes a splat)
            return A.DenseElementsAttr(tuple(values), type_)
        return A.dense_from_list(values, type_)

    def _leaf_converter(self, element: T.Type):
        if isinstance(element, T.ComplexType):
            part = self._leaf_converter(element.element_type)

            def complex_leaf(leaf: tuple) -> tuple:
                if leaf[0] != "c":
                    raise self._leaf_error(leaf, "expected complex elements, but parsed a scalar")
                return (part(leaf[1][0]), part(leaf[1][1]))
            return complex_leaf
        if isinstance(element, T.FloatType):
            kind = element.kind

            def float_leaf(leaf: tuple) -> float:
                tag, payload, negative, token = leaf
                if tag == "f":
                    value = A.parse_float(payload, kind)
                    return -value if negative else value
                if tag == "i" and payload.startswith("0x"):
                    if negative:
                        raise self.error(token, "hexadecimal float literal should not have a leading minus")
                    bits = int(payload, 16)
                    if bits >> T.FloatType(kind).width:
                        raise self.error(token, "hexadecimal float constant out of range for type")
                    return A.bits_to_float(bits, kind)
                if tag == "i":
                    raise self.error(token, "expected floating-point elements, but parsed integer")
                raise self._leaf_error(leaf, "expected floating-point elements")
            return float_leaf
        if isinstance(element, (T.IntegerType, T.IndexType)):
            def int_leaf(leaf: tuple) -> int:
                tag, payload, negative, token = leaf
                if tag == "b":
                    if element != T.i1:
                        raise self.error(token, "expected i1 type for 'true' or 'false' values")
                    return payload
                if tag == "f":
                    raise self.error(token, "expected integer elements, but parsed floating-point")
                if tag != "i":
                    raise self._leaf_error(leaf, "expected integer elements")
                if negative and isinstance(element, T.IntegerType) and element.signedness == "u":
                    raise self.error(token, "expected unsigned integer elements, but parsed negative value")
                value = _build_int(_int(payload), negative, element)
                if value is None:
                    raise self.error(token, "integer constant out of range for type")
                return value
            return int_leaf

        def string_leaf(leaf: tuple) -> Any:
            if leaf[0] != "s":
                raise self._leaf_error(leaf, "expected string elements")
            return A_string(leaf[3])
        return string_leaf

    def _dense_hex(self, leaf: tuple, type_: T.Type, element: T.Type) -> A.DenseElementsAttr:
        text = A_string(leaf[3])
        try:
            if not text.startswith("0x"):
                raise ValueError
            data = bytes.fromhex(text[2:])
        except ValueError:
            raise self.error(leaf[3], "expected string containing hex digits starting with `0x`") from None
        values = _decode_dense_bytes(data, type_)
        if values is None:
            raise self.error(leaf[3], f"elements hex data size is invalid for provided type: '{type_}'")
        return A.dense_from_list(values, type_)

    def sparse_attr(self, items: list[Any]) -> A.Attribute:
        indices_lit, values_lit, type_ = items
        self._check_elements_type(type_, indices_lit)
        rank = len(type_.shape)
        if indices_lit is None:
            return A.SparseElementsAttr(A.DenseElementsAttr((), T.RankedTensorType((0, rank), T.i64)),
                                        A.DenseElementsAttr((), T.RankedTensorType((0,), type_.element_type)), type_)
        shape = _literal_shape(indices_lit) if isinstance(indices_lit, list) else (1, rank)
        if shape is None:
            raise self._leaf_error(indices_lit, "tensor literal is invalid; ranks are not consistent between elements")
        indices = self._dense(indices_lit, T.RankedTensorType(shape, T.i64), allow_hex=False)
        n = shape[0] if shape else 1
        values_shape = _literal_shape(values_lit) if isinstance(values_lit, list) else (n,)
        if values_shape is None:
            raise self._leaf_error(values_lit, "tensor literal is invalid; ranks are not consistent between elements")
        values = self._dense(values_lit, T.RankedTensorType(values_shape, type_.element_type), allow_hex=True)
        if (len(values_shape) != 1 or (len(shape) == 2 and shape[1] != rank) or (len(shape) != 2 and (
                len(shape) != 1 or rank != 1)) or values_shape[0] != shape[0]):
            def dims(s: tuple[int, ...]) -> str:
                return ", ".join(map(str, s))
            raise self._leaf_error(indices_lit, f"expected shape ([{dims(type_.shape)}]); inferred shape of indices "
                                                f"literal ([{dims(shape)}]); inferred shape of values literal "
                                                f"([{dims(values_shape)}])")
        return A.SparseElementsAttr(indices, values, type_)

    def opaque_elements_attr(self, items: list[Any]) -> A.Attribute:
        _, dialect, blob, type_ = items
        text = A_string(blob)
        try:
            if not text.startswith("0x"):
                raise ValueError
            data = bytes.fromhex(text[2:])
        except ValueError:
            raise self.error(blob, "expected string containing hex digits starting with `0x`") from None
        if not isinstance(type_, (T.RankedTensorType, T.VectorType)):
            raise self.error(blob, "elements literal must be a ranked tensor or vector type")
        return A.OpaqueElementsAttr(A_string(dialect), data, type_)

    def dense_list(self, items: list[Any]) -> list[Any]:
        return [i for i in items if i is not None]

    def dense_string(self, items: list[Token]) -> tuple:
        return ("s", None, False, items[0])

    def dense_int(self, items: list[Token]) -> tuple:
        return ("i", str(items[0]), False, items[0])

    def dense_neg_int(self, items: list[Token]) -> tuple:
        return ("i", str(items[0]), True, items[0])

    def dense_float(self, items: list[Token]) -> tuple:
        return ("f", str(items[0]), False, items[0])

    def dense_neg_float(self, items: list[Token]) -> tuple:
        return ("f", str(items[0]), True, items[0])

    def dense_true(self, items: list[Any]) -> tuple:
        return ("b", 1, False, items[0])

    def dense_false(self, items: list[Any]) -> tuple:
        return ("b", 0, False, items[0])

    def dense_complex(self, items: list[Any]) -> tuple:
        return ("c", (items[0], items[1]), False, None)

    def affine_map_attr(self, items: list[Token]) -> A.Attribute:
        return A.AffineMapAttr(self._affine(items[0], A.canonical_affine_map))

    def integer_set_attr(self, items: list[Token]) -> A.Attribute:
        return A.IntegerSetAttr(self._affine(items[0], A.canonical_integer_set))

    def _affine(self, token: Token, canonical: Any) -> str:
        body_start = len("affine_map<")
        try:
            return canonical(str(token)[body_start:-1])
        except A.AffineSyntaxError as e:
            before = str(token)[:body_start + e.offset]
            line = token.line + before.count("\n")
            col = len(before) - before.rfind("\n") if "\n" in before else token.column + len(before)
            raise DiagnosticError.at(Location(self.file, line + self.line_offset, col), str(e)) from None

    def named_attr(self, items: list[Any]) -> A.Attribute:
        name, body = str(items[0]), items[1]
        if body is None and name in self.attr_aliases:
            return self.attr_aliases[name]
        if "." not in name and body is None:  # `#gpu<"dim x">` is a dialect attribute, not an alias
            raise self.error(items[0], f"undefined symbol alias id '{name[1:]}'")
        dialect = name[1:].split(".")[0]
        if not self.allow_unregistered and dialect not in ods.DIALECTS:
            raise self.error(items[0], f"dialect '{dialect}' is unregistered")
        return A.OpaqueAttr(_dialect_symbol(name, body))


def _bind(callback: Any, builder: Builder) -> Any:
    return lambda items: callback(builder, items)


class _LabeledBlock(Block):
    """A parsed block that carries its `^label` (None for an unlabelled entry block) and its arguments' names."""

    __slots__ = ("arg_names", "_label")

    def __init__(self) -> None:
        super().__init__()
        self.arg_names: list[Any] = []
        self._label: Token | None = None


def _debug_loc(where: Location, spelling: Token) -> Location:
    """`where` (what diagnostics point at), carrying the `loc(...)` written there for -mlir-print-debuginfo."""
    from gpuopt.locations import DebugLoc, parse_location

    node = parse_location(str(spelling))
    if node is None:
        return where
    if node[0] == "file":
        return Location(node[1], node[2], node[3])
    return DebugLoc(where.file, where.line, where.col, node)


def A_string(token: Token) -> str:
    """The value of a string literal token, with MLIR's escapes (`\\n`, `\\"`, `\\\\`, `\\XX`) decoded."""
    body = str(token)[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    raw = body.encode("utf-8")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            n = chr(raw[i + 1])
            simple = {"n": 10, "t": 9, '"': 34, "\\": 92}
            if n in simple:
                out.append(simple[n])
                i += 2
                continue
            if i + 2 < len(raw) and re.fullmatch(r"[0-9a-fA-F]{2}", raw[i + 1:i + 3].decode("latin-1")):
                out.append(int(raw[i + 1:i + 3], 16))
                i += 3
                continue
        out.append(c)
        i += 1
    return out.decode("utf-8", errors="surrogateescape")


_PRETTY_SYMBOL = re.compile(r"[A-Za-z][\w.]*(<[^\"]*>)?")


def _dialect_symbol(name: str, body: Token | None) -> str:
    """The spelling MLIR prints for a dialect type or attribute: `!foo<"ty">` is `!foo.ty` when the quoted
    body is simple enough for the pretty form, otherwise the quoted form is kept."""
    if body is None:
        return name
    text = str(body)
    if "." not in name:
        m = re.fullmatch(r'<\s*("(?:\\.|[^"\\])*")\s*>', text)
        if m:
            inner = A_string(Token("STRING", m.group(1)))
            if _PRETTY_SYMBOL.fullmatch(inner):
                return f"{name}.{inner}"
            return f'{name}<"{A.escape_string(inner)}">'
    return name + text


def _symbol_name(token: Token) -> str:
    text = str(token)[1:]
    return A_string(Token("STRING", text)) if text.startswith('"') else text


def _int(token: Token) -> int:
    text = str(token)
    return int(text, 16) if text.startswith("0x") else int(text)


def _wrap(value: int, type_: T.IntegerType) -> int:
    """Integer attributes print as signed for signless/signed types, as MLIR does."""
    if type_.width == 1:
        return value & 1
    if type_.signedness == "u":
        return value & ((1 << type_.width) - 1)
    value &= (1 << type_.width) - 1
    return value - (1 << type_.width) if value >> (type_.width - 1) else value


def _dims(token: Token | None) -> tuple[int, ...]:
    if token is None:
        return ()
    return tuple(T.DYNAMIC if d == "?" else int(d) for d in str(token).split("x")[:-1])


def _literal_shape(literal: Any) -> tuple[int, ...] | None:
    """The shape of a nested list literal (`[[1, 2], [3, 4]]` -> (2, 2)); None when it is ragged."""
    if not isinstance(literal, list):
        return ()
    if not literal:
        return (0,)
    inner = _literal_shape(literal[0])
    if inner is None:
        return None
    for item in literal[1:]:
        if _literal_shape(item) != inner:
            return None
    return (len(literal),) + inner


def _build_int(value: int, negative: bool, type_: T.Type) -> int | None:
    """MLIR's buildAttributeAPInt: the literal must fit the type's width (unsigned spelling allowed for signless
    types, `255 : i8` is -1); None when it does not.  The result is signed unless the type is unsigned."""
    width = 64 if isinstance(type_, T.IndexType) else type_.width  # type: ignore[attr-defined]
    signedness = getattr(type_, "signedness", "s")
    if width == 0:
        return None if value or negative else 0
    if value >> width:
        return None
    if negative:
        value = -value & ((1 << width) - 1)
        if not value >> (width - 1):
            return None
    elif signedness == "s" and value >> (width - 1):
        return None
    if signedness == "u":
        return value
    return value - (1 << width) if value >> (width - 1) else value


def _decode_dense_bytes(data: bytes, type_: T.Type) -> list[Any] | None:
    """The elements of a hex `dense<"0x...">` blob (little-endian, MLIR's storage widths); None on a size
    mismatch.  A blob holding one element is a splat."""
    element = type_.element_type  # type: ignore[attr-defined]
    count = 1
    for d in type_.shape:  # type: ignore[attr-defined]
        count *= d
    if element == T.i1:
        if len(data) == 1 and data[0] in (0, 0xFF):
            return [1 if data[0] else 0]
        if len(data) != (count + 7) // 8:
            return None
        return [(data[i // 8] >> (i % 8)) & 1 for i in range(count)]
    scalar = element.element_type if isinstance(element, T.ComplexType) else element
    bits = 64 if isinstance(scalar, T.IndexType) else getattr(scalar, "width", 0)
    size = (bits + 7) // 8
    parts = 2 if isinstance(element, T.ComplexType) else 1
    if size == 0 or len(data) not in (size * parts, size * parts * count):
        return None
    raw = [int.from_bytes(data[i:i + size], "little") for i in range(0, len(data), size)]
    if isinstance(scalar, T.FloatType):
        scalars: list[Any] = [A.bits_to_float(r, scalar.kind) for r in raw]
    else:
        scalars = [_wrap(r, scalar) if isinstance(scalar, T.IntegerType) else _wrap(r, T.i64) for r in raw]
    if parts == 2:
        return [(scalars[i], scalars[i + 1]) for i in range(0, len(scalars), 2)]
    return scalars


def _flatten(literal: Any, out: list[Any]) -> None:
    if isinstance(literal, list):
        for item in literal:
            _flatten(item, out)
    else:
        out.append(literal)


def normalize_affine(text: str) -> str:
    """The canonical MLIR 14 spelling of an affine map body: `(i)[s] -> (i * 2 + s)` -> `(d0)[s0] -> (d0 * 2 + s0)`."""
    return A.canonical_affine_map(text)


# -------------------------------------------------------------------------------------------------------
# The LALR tables.  Building them from the grammar takes seconds and loading Lark's own cache about 0.2 s,
# which would dominate the start-up of a run on a small file; so the tables, with each rule's reduction as
# a recipe, are cached once per grammar as plain data (marshal) and load in about 10 ms.  Each action is one
# int: `n >= 0` shifts (or, after a reduction, goes) to state n, `~n` reduces by rule n.


@dataclass
class _Tables:
    """What a parser needs, as plain data (marshal): the LALR states, each rule's reduction as a `_Recipe`,
    the terminals for the lexer (`MlirLexer.terminal_specs`), and the reduction code compiled once."""

    states: list[dict[str, int]]
    start_state: int
    end_state: int
    terminals: list[tuple[str, str, str, str]]
    reductions: list[tuple[int, str, Any]]
    """Per rule: (number of symbols popped, the rule's nonterminal, its `_Recipe`)."""
    code: dict[str, CodeType]


@dataclass
class _Parser:
    states: list[dict[str, int]]
    start_state: int
    end_state: int
    reductions: list[tuple[int, str, Any]]
    """Per rule: (number of symbols popped, the rule's nonterminal, the callback or None to keep the only
    child as the rule's value)."""
    lexer: MlirLexer


_PARSER: _Parser | None = None
_BUILDER: Builder | None = None


def _parser() -> tuple[_Parser, Builder]:
    global _PARSER, _BUILDER
    if _PARSER is None:
        dialects.load_all()
        _BUILDER = Builder()
        for spelling, name in ods.SPELLINGS.items():
            keyword = ods.REGISTRY[name].keyword
            if spelling != keyword:
                _ALIAS_KEYWORDS[spelling] = keyword
        MlirLexer.aliases = _ALIAS_KEYWORDS
        grammar = grammar_text()
        path = _cache_path(grammar)
        tables = _load_tables(path, _BUILDER)
        if tables is None:
            tables = _build_tables(grammar, path, _BUILDER)
        _REDUCTION_CODE.update(tables.code)
        reductions = [(size, origin, _instantiate(recipe, _BUILDER)) for size, origin, recipe in tables.reductions]
        lexer = MlirLexer(SimpleNamespace(terminal_specs=tables.terminals))
        _PARSER = _Parser(tables.states, tables.start_state, tables.end_state, reductions, lexer)
    assert _BUILDER is not None
    return _PARSER, _BUILDER


_REMEMBERED_TYPES = {"memref_type", "unranked_memref_type", "tensor_type", "unranked_tensor_type", "vector_type",
                     "complex_type", "tuple_type"}
"""The type rules that start with a keyword of lexer.py's _TYPE_KEYWORDS."""


def _remembering(build: Any, builder: Builder) -> Any:
    def reduce(children: list[Any]) -> T.Type:
        type = build(children)
        builder.remember_type(children[0], type)
        return type

    return reduce


def _is_default_tree(callback: Any) -> bool:
    """Whether `callback` is Lark's default for a rule the transformer has no method for: a Tree."""
    return isinstance(callback, partial) and getattr(callback.func, "__name__", "") == "default_callback"


def _unit_inline_rules(rules: list[Any], callbacks: dict[Any, Any]) -> set[str]:
    """Inlined rules (`_op_body: generic_op | _custom_op`, `_kw_gpu_wait: OP_GPU_WAIT`) whose every
    alternative is one kept symbol: Lark wraps that symbol in a Tree for the parent to splice; the parser
    can instead pass the symbol's value up as it is."""
    by_origin: dict[str, list[Any]] = {}
    for rule in rules:
        by_origin.setdefault(rule.origin.name, []).append(rule)
    return {name for name, alternatives in by_origin.items()
            if name.startswith("_") and all(
                len(rule.expansion) == 1 and _is_default_tree(callbacks[rule])
                and not (rule.expansion[0].is_term and rule.expansion[0].filter_out)
                for rule in alternatives)}


_Recipe = tuple
"""How to make a rule's reduction callback, as plain data that can be cached with the tables:
`("tree", name)` a Lark Tree; `("call", name)` the Builder's callback `name`; `("single", inner)` the only
child when there is one, else `inner`; `("code", source, inner or None)` the compiled `source` bound to
`inner`; `("remember", inner)` `inner`, its type remembered for the lexer.  None keeps the only child."""


def _recipe(callback: Any, size: int, name: str, builder: Builder, unit_children: frozenset[int] = frozenset(),
            left_recursive: bool = False) -> _Recipe | None:
    """The recipe of Lark's reduction `callback` as one small function: Lark wraps the transformer method in
    generic child filters (dropping punctuation tokens, inserting None for absent optional parts) that loop
    over a list of indices on every reduction; here the same selection is compiled once into a list
    display.  None for a
    rule whose value is its only child (`?type: non_function_type`), so that the parser just keeps it.
    `name`: the Builder callback Lark looked up for the rule.  `unit_children`: positions of unit inline
    rules, whose value is their symbol's, not a Tree to splice.  `left_recursive`: the rule's first symbol
    is the rule itself (`__region_star: __region_star operation`)."""
    from lark.parse_tree_builder import ChildFilterLALR, ChildFilterLALR_NoPlaceholders, ExpandSingleChild

    if _is_default_tree(callback):
        return ("tree", str(callback.args[0]))
    if isinstance(callback, ExpandSingleChild):
        inner = _recipe(callback.node_builder, size, name, builder)
        return None if size == 1 else ("single", inner)
    if not isinstance(callback, (ChildFilterLALR, ChildFilterLALR_NoPlaceholders)):
        if callback != getattr(builder, name, None):
            raise TypeError(f"rule callback {callback!r} is not the Builder's {name!r}")
        return ("call", name)
    if isinstance(callback, ChildFilterLALR):
        include, trailing = list(callback.to_include), callback.append_none
    else:
        include, trailing = [(i, expand, 0) for i, expand in callback.to_include], 0
    include = [(i, expand and i not in unit_children, nones) for i, expand, nones in include]
    node_builder = callback.node_builder
    if left_recursive and _is_default_tree(node_builder) and include[0][:3] == (0, True, 0):
        # a list rule (`operation*`): the list's Tree so far takes the next item, no new Tree per item
        lines = ["def reduce(c):", "    t = c[0]", "    r = t.children"]
        for i, expand, nones in include[1:]:
            if nones:
                lines.append(f"    r += [None] * {nones}")
            lines.append(f"    r += c[{i}].children" if expand else f"    r.append(c[{i}])")
        if trailing:
            lines.append(f"    r += [None] * {trailing}")
        lines.append("    return t")
        return ("code", "\n".join(lines), None)
    if any(expand for _, expand, _ in include):
        # Children of inlined rules (`_op_body`) are spliced in; a leading one (left recursion, as in
        # `region: operation*`) lends its list, so that a long list grows in linear time.
        lines = ["def reduce(c):", "    r = []"]
        for n, (i, expand, nones) in enumerate(include):
            if nones:
                lines.append(f"    r += [None] * {nones}")
            if expand:
                lines.append(f"    r = c[{i}].children" if n == 0 and not nones else f"    r += c[{i}].children")
            else:
                lines.append(f"    r.append(c[{i}])")
        if trailing:
            lines.append(f"    r += [None] * {trailing}")
        lines.append("    return builder(r)")
        return ("code", "\n".join(lines), _builder_recipe(node_builder, len(include), name, builder))
    items: list[str] = []
    for i, _, nones in include:
        items += ["None"] * nones + [f"c[{i}]"]
    items += ["None"] * trailing
    if isinstance(node_builder, ExpandSingleChild):
        if len(items) == 1:
            return None if items == ["c[0]"] and size == 1 else ("code", f"reduce = lambda c: {items[0]}", None)
        node_builder = node_builder.node_builder
    inner = _recipe(node_builder, len(items), name, builder)
    if items == [f"c[{i}]" for i in range(size)]:
        return inner  # every child kept, in order: the parser's fresh list of children is the argument
    return ("code", f"reduce = lambda c: builder([{', '.join(items)}])", inner)


def _builder_recipe(node_builder: Any, size: int, name: str, builder: Builder) -> _Recipe:
    """The recipe of what a child filter hands its selected children to (never None: it must be called)."""
    from lark.parse_tree_builder import ExpandSingleChild

    if isinstance(node_builder, ExpandSingleChild):
        return ("single", _builder_recipe(node_builder.node_builder, size, name, builder))
    recipe = _recipe(node_builder, size, name, builder)
    assert recipe is not None
    return recipe


def _instantiate(recipe: _Recipe | None, builder: Builder) -> Any:
    """The reduction callback a `_Recipe` describes, bound to `builder`."""
    if recipe is None:
        return None
    kind = recipe[0]
    if kind == "tree":
        from lark import Tree

        name = recipe[1]
        return lambda children: Tree(name, children)
    if kind == "call":
        return getattr(builder, recipe[1])
    if kind == "single":
        inner = _instantiate(recipe[1], builder)
        return lambda c: c[0] if len(c) == 1 else inner(c)
    if kind == "code":
        return _compiled(recipe[1])(_instantiate(recipe[2], builder))
    if kind == "remember":
        return _remembering(_instantiate(recipe[1], builder), builder)
    raise ValueError(f"unknown reduction recipe {recipe!r}")


_REDUCTION_CODE: dict[str, CodeType] = {}
"""Compiled reduction sources, cached with the tables: compiling them anew costs 40 ms a start."""


def _code(source: str) -> CodeType:
    """`source` (defining `reduce`, which may call `builder`) compiled once per shape of rule, wrapped in
    `make(builder)`, which returns `reduce`."""
    code = _REDUCTION_CODE.get(source)
    if code is None:
        code = _REDUCTION_CODE[source] = compile(
            "def make(builder):\n" + "".join("    " + line for line in source.splitlines(True))
            + "\n    return reduce", "<reduction>", "exec")
    return code


@cache
def _compiled(source: str) -> Any:
    """The factory `make(builder)` of `source` (see `_code`), made once per shape of rule."""
    namespace: dict[str, Any] = {}
    exec(_code(source), namespace)  # noqa: S102
    return namespace["make"]


def _recipes(rules: list[Any], callbacks: dict[Any, Any], builder: Builder) -> list[tuple[int, str, Any]]:
    units = _unit_inline_rules(rules, callbacks)
    reductions = []
    for rule in rules:
        unit_children = frozenset(i for i, sym in enumerate(rule.expansion) if not sym.is_term and sym.name in units)
        left_recursive = bool(rule.expansion) and rule.expansion[0] == rule.origin
        name = rule.alias or rule.options.template_source or rule.origin.name
        recipe = None if rule.origin.name in units else _recipe(callbacks[rule], len(rule.expansion), str(name),
                                                                builder, unit_children, left_recursive)
        if rule.alias in _REMEMBERED_TYPES:
            recipe = ("remember", recipe)
        reductions.append((len(rule.expansion), str(rule.origin.name), recipe))
    return reductions


def _load_tables(path: Path | None, builder: Builder) -> _Tables | None:
    """The tables cached at `path` (`_cache_path`), or None when there are none usable."""
    import marshal

    if path is None:
        return None
    try:
        tables = _Tables(**marshal.loads(path.read_bytes()))
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not all(hasattr(builder, recipe[1]) for recipe in _walk(tables.reductions) if recipe[0] == "call"):
        return None  # (made with other Builder callbacks)
    return tables


def _walk(reductions: list[tuple[int, str, Any]]) -> Iterator[_Recipe]:
    """Every recipe of `reductions`, and every recipe nested in those."""
    for _, _, recipe in reductions:
        while recipe is not None:
            yield recipe
            recipe = recipe[-1] if recipe[0] not in ("tree", "call") else None


def _build_tables(grammar: str, path: Path | None, builder: Builder) -> _Tables:
    """The tables built from `grammar` by Lark (seconds), cached at `path` (when there is one)."""
    import marshal

    from lark import Tree
    from lark.parse_tree_builder import ParseTreeBuilder
    from lark.parsers.lalr_analysis import Shift

    lark = Lark(grammar, parser="lalr", lexer=MlirLexer, maybe_placeholders=True)
    table = lark.parser.parser._parse_table
    index = {rule: i for i, rule in enumerate(lark.rules)}
    assert sorted(table.states) == list(range(len(table.states)))
    states = [{str(name): arg if action is Shift else ~index[arg] for name, (action, arg) in actions.items()}
              for _, actions in sorted(table.states.items())]
    callbacks = ParseTreeBuilder(lark.rules, Tree, maybe_placeholders=True).create_callback(builder)
    reductions = _recipes(lark.rules, callbacks, builder)
    for recipe in _walk(reductions):
        if recipe[0] == "code":
            _code(recipe[1])
    tables = _Tables(states, table.start_states["start"], table.end_states["start"],
                     MlirLexer.terminal_specs(lark.terminals), reductions, dict(_REDUCTION_CODE))
    if path is not None:
        try:
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(marshal.dumps(vars(tables)))
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only cache directory only costs start-up time
    return tables


def _cache_path(grammar: str) -> Path | None:
    """Where the tables for `grammar` are cached, or None where no cache directory can be made (the tables
    are then built at every start).  The directory is `$GPUOPT_CACHE_DIR`, else `~/.cache/gpuopt`, as for
    the runtime wrappers' builds: the user's own, since the cache holds code that the parser runs.  The
    file is named by a hash of everything the tables depend on (the grammar, the lexer, this module's
    recipes, the dialects' callbacks, Lark's and gpuopt's versions)."""
    import hashlib

    import lark as lark_module

    import gpuopt

    sources = [_HERE / "lexer.py", _HERE / "parser.py", *sorted((_HERE / "dialects").glob("*.py"))]
    key = grammar.encode() + b"".join(_read_or_empty(p) for p in sources)
    key += f"{lark_module.__version__} {gpuopt.__version__}".encode()
    digest = hashlib.sha256(key + _TABLE_FORMAT).hexdigest()[:16]
    override = os.environ.get("GPUOPT_CACHE_DIR")
    try:
        root = Path(override).expanduser() if override else Path.home() / ".cache" / "gpuopt"
        root.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError):  # (RuntimeError: no home directory)
        return None
    return root / f"grammar-{digest}.tables"


def _read_or_empty(path: Path) -> bytes:
    """A source file's bytes; nothing for an install that ships only bytecode (its version still counts)."""
    try:
        return path.read_bytes()
    except OSError:
        return b""


_TABLE_FORMAT = b"marshal-recipes-1"


class _ParserState:
    """What the lexer asks of the parser: the parse table and the current LALR state."""

    __slots__ = ("parse_conf", "state_stack", "type_cache", "type_spans")

    def __init__(self, states: list[dict[str, int]], state_stack: list[int], builder: Builder | None) -> None:
        self.parse_conf = SimpleNamespace(states=states)
        self.state_stack = state_stack
        self.type_cache: dict[str, T.Type] = builder.type_cache if builder is not None else {}
        self.type_spans: dict[int, int] = builder.type_spans if builder is not None else {}

    @property
    def position(self) -> int:
        return self.state_stack[-1]


def _drive(parser: _Parser, text: str) -> Any:
    """The LALR loop over our lexer's tokens, calling the transformer on every reduction."""
    from lark.lexer import LexerState

    states = parser.states
    reductions = parser.reductions
    state_stack = [parser.start_state]
    value_stack: list[Any] = []
    shim = _ParserState(states, state_stack, _BUILDER)
    token = None

    lexer_state = LexerState(text)
    if _BUILDER is not None:
        _BUILDER.lexer_state = lexer_state
    for token in parser.lexer.lex(lexer_state, shim):
        ttype = token.type
        while True:
            try:
                action = states[state_stack[-1]][ttype]
            except KeyError:
                expected = {s for s in states[state_stack[-1]] if s.isupper()}
                raise UnexpectedToken(token, expected, state=shim) from None
            if action >= 0:
                state_stack.append(action)
                value_stack.append(token)
                break
            size, origin, callback = reductions[~action]
            if size == 1:  # most reductions: replace the top in place
                if callback is not None:
                    value_stack[-1] = callback([value_stack[-1]])
                state_stack[-1] = states[state_stack[-2]][origin]
                continue
            if size:
                children = value_stack[-size:]
                del state_stack[-size:]
                del value_stack[-size:]
                value_stack.append(callback(children))
            else:
                value_stack.append(callback([]))
            state_stack.append(states[state_stack[-1]][origin])
    end = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
    end_state = parser.end_state
    while True:
        try:
            action = states[state_stack[-1]]["$END"]
        except KeyError:
            expected = {s for s in states[state_stack[-1]] if s.isupper()}
            raise UnexpectedToken(end, expected, state=shim) from None
        size, origin, callback = reductions[~action]
        children = value_stack[-size:] if size else []
        del state_stack[len(state_stack) - size:]
        del value_stack[len(value_stack) - size:]
        value_stack.append(children[0] if callback is None else callback(children))
        state_stack.append(states[state_stack[-1]][origin])
        if state_stack[-1] == end_state:
            return value_stack[-1]


def parse(text: str, file: str = "<stdin>", allow_unregistered: bool = False, line_offset: int = 0) -> Operation:
    """Parses a whole buffer into a `builtin.module` (wrapping top-level ops in one, as mlir-opt does)."""
    parser, builder = _parser()
    builder.file = file
    builder.line_offset = line_offset
    builder.attr_aliases = {}
    builder.type_aliases = {}
    builder.allow_unregistered = allow_unregistered
    builder.text = text
    builder.result_names = {}
    builder.bare_builtin_ops = []
    builder.type_cache = {}
    builder.type_spans = {}
    collecting = gc.isenabled()
    gc.disable()  # the IR is acyclic garbage-free while parsing; collections only cost time here
    try:
        ops = _drive(parser, text)
    except VisitError as e:  # an error raised inside a callback
        if isinstance(e.orig_exc, DiagnosticError):
            raise e.orig_exc from None
        raise
    except UnexpectedInput as e:
        raise _syntax_error(e, text, file, line_offset) from None
    finally:
        if collecting:
            gc.enable()
    misplaced = [keyword for op, keyword in builder.bare_builtin_ops
                 if op.parent_op is not None and op.parent_op.op_name != "builtin.module"]
    if misplaced:
        first = min(misplaced, key=lambda k: k.start_pos)
        raise builder.error(first, f"custom op '{text[first.start_pos:first.end_pos]}' is unknown")
    builder.bare_builtin_ops = []
    module = _wrap_module(ops)
    _Resolver(builder.result_names, builder.loc).resolve_top(module)
    builder.result_names = {}
    return module


def _wrap_module(ops: list[Operation]) -> Operation:
    from gpuopt.dialects.builtin import ModuleOp

    if len(ops) == 1 and isinstance(ops[0], ModuleOp):
        return ops[0]
    module = ModuleOp.build()
    for op in ops:
        module.body.append(op)
    return module


_EXPECT_WORDS = {"RPAR": "')'", "LPAR": "'('", "COLON": "':'", "EQUAL": "'='", "RBRACE": "'}'", "LBRACE": "'{'",
                 "MORETHAN": "'>'", "LESSTHAN": "'<'", "COMMA": "','", "RSQB": "']'", "LSQB": "'['"}


def _syntax_error(e: UnexpectedInput, text: str, file: str, line_offset: int) -> DiagnosticError:
    line = getattr(e, "line", 1) or 1
    col = getattr(e, "column", 1) or 1
    if isinstance(e, UnexpectedEOF) or (isinstance(e, UnexpectedToken) and e.token.type == "$END"):
        lines = text.split("\n")
        line = len(lines)
        col = len(lines[-1]) + 1
        if text.endswith("\n"):
            line -= 1
            col = len(lines[-2]) + 1 if len(lines) > 1 else 1
        return DiagnosticError.at(Location(file, line + line_offset, col), "unexpected end of input")
    loc = Location(file, line + line_offset, col)
    if isinstance(e, UnexpectedCharacters):
        word = re.match(r"[\w.$]+", text[e.pos_in_stream:])
        if word and _at_op_start(e):
            return DiagnosticError.at(loc, f"custom op '{word.group(0)}' is unknown")
        return DiagnosticError.at(loc, f"unexpected character '{text[e.pos_in_stream]}'")
    assert isinstance(e, UnexpectedToken)
    expected = sorted({_describe_terminal(x) for x in e.expected})
    if len(expected) == 1:
        return DiagnosticError.at(loc, f"expected {expected[0]}")
    shown = ", ".join(expected[:8]) + (", ..." if len(expected) > 8 else "")
    return DiagnosticError.at(loc, f"unexpected '{e.token}', expected one of: {shown}")


_TERMINAL_WORDS = {
    "VALUE_ID": "SSA value", "SYMBOL": "symbol reference", "CARET_ID": "block label", "STRING": "string",
    "INTEGER": "integer", "FLOAT": "float", "INT_TYPE": "type", "FLOAT_TYPE": "type", "BANG_ID": "type",
    "HASH_ID": "attribute", "DIMS": "dimension list", "BARE_ID": "operation name", "LOC": "location",
    "AFFINE_MAP": "attribute", "OPAQUE_BODY": "'<'",
}


def _describe_terminal(name: str) -> str:
    """A terminal as a person reads it: `')'`, `SSA value`, `operation name` (every op keyword)."""
    if name.startswith("OP_"):
        return "operation name"
    if name in _TERMINAL_WORDS:
        return _TERMINAL_WORDS[name]
    pattern = _PARSER.lexer.patterns.get(name) if _PARSER is not None else None
    if pattern is not None and (pattern.startswith("!") or pattern in _TYPE_WORDS):
        return "type"
    return f"'{pattern}'" if pattern is not None else _EXPECT_WORDS.get(name, name.lower())


_TYPE_WORDS = {"index", "none", "memref", "tensor", "vector", "complex", "tuple", "ptr", "struct", "array", "void"}


def _at_op_start(e: UnexpectedCharacters) -> bool:
    allowed = getattr(e, "allowed", None) or set()
    return "BARE_ID" in allowed or any(a.startswith("OP_") for a in allowed)


class _Resolver:
    """Binds `%name` uses and `^label` successors, one region at a time, with scopes for nesting."""

    def __init__(self, result_names: dict[Operation, list[tuple[str, int, Token]]],
                 loc_of: Any = None) -> None:
        self.result_names = result_names
        self.loc_of = loc_of

    def resolve_top(self, module: Operation) -> None:
        self._region_stack: list[tuple[Region, list[dict[str, Value]]]] = []
        for region in module.regions:
            self._resolve_region(region, [])

    def _resolve_region(self, region: Region, scopes: list[dict[str, Value]]) -> None:
        # Iterative over nesting: a work list of (region, scope chain).
        work: list[tuple[Region, list[dict[str, Value]]]] = [(region, scopes)]
        result_names = self.result_names
        while work:
            reg, chain = work.pop()
            scope: dict[str, Value] = {}
            blocks: dict[str, Block] = {}
            chain = [*chain, scope]
            for block in reg.blocks:
                if type(block) is _LabeledBlock:
                    label = block._label
                    if label is not None:
                        if str(label) in blocks:
                            where = self.loc_of(label) if self.loc_of is not None else None
                            raise DiagnosticError.at(where, f"redefinition of block '{label}'")
                        blocks[str(label)] = block
                    for arg, name in zip(block.args, block.arg_names):
                        self._define(scope, str(name), arg, arg.loc)
                for op in block.ops:
                    names = result_names.get(op)
                    if names:
                        results = op.results
                        if len(names) == 1 and names[0][1] == 1:  # `%x = ...`, the usual case
                            name = names[0][0]
                            if name in scope:
                                self._define(scope, name, results[0], op.loc)
                            scope[name] = results[0]
                            continue
                        i = 0
                        for name, count, _tok in names:
                            if count == 1:
                                self._define(scope, name, results[i], op.loc)
                            else:
                                for k in range(count):
                                    self._define(scope, f"{name}#{k}", results[i + k], op.loc)
                                scope.setdefault(name, results[i])
                            i += count
            for block in reg.blocks:
                for op in block.ops:
                    operands = op.operands
                    for i, v in enumerate(operands):
                        if type(v) is PendingValue:  # its use list dies with it: no Operation.set_operand
                            value = scope.get(v.ref)
                            if value is None or (v.type is not None and value.type is not v.type
                                                 and value.type != v.type):
                                value = self._lookup(chain, v)
                            operands[i] = value
                            value.uses.append(op._uses[i])
                    if op.successors:
                        op.successors = [self._block(blocks, s) if isinstance(s, PendingBlock) else s
                                         for s in op.successors]
                    for inner in op.regions:
                        work.append((inner, chain))

    def _define(self, scope: dict[str, Value], name: str, value: Value, loc: Location | None) -> None:
        if name in scope:
            raise DiagnosticError.at(loc, f"redefinition of SSA value '{name}'")
        scope[name] = value

    def _lookup(self, chain: list[dict[str, Value]], pending: PendingValue) -> Value:
        ref = pending.ref
        for scope in reversed(chain):
            value = scope.get(ref)
            if value is not None:
                break
        else:
            raise DiagnosticError.at(self._use_loc(pending), "use of undeclared SSA value name")
        if pending.type is not None and value.type != pending.type:
            raise DiagnosticError.at(
                self._use_loc(pending), f"use of value '{ref.split('#')[0]}' expects different type than prior uses: "
                             f"'{pending.type}' vs '{value.type}'").note("prior use here", self._def_loc(value))
        return value

    def _use_loc(self, pending: PendingValue) -> Location | None:
        return self.loc_of(pending.token) if self.loc_of is not None else None

    def _def_loc(self, value: Value) -> Location | None:
        """Where `value` was named: its `%name` in the block header or in the result list of its op."""
        loc = getattr(value, "loc", None)
        if loc is not None or self.loc_of is None:
            return loc
        op = getattr(value, "op", None)
        index = getattr(value, "index", 0)
        for _, count, tok in self.result_names.get(op, ()):
            if index < count:
                return self.loc_of(tok)
            index -= count
        return getattr(op, "loc", None)

    def _block(self, blocks: dict[str, Block], pending: PendingBlock) -> Block:
        block = blocks.get(pending.ref)
        if block is None:
            raise DiagnosticError.at(pending.loc, "reference to an undefined block")
        return block
