"""Builtin types and attributes as the grammar's callbacks build them (with MLIR 14's diagnostics), and the
LLVM dialect's types, whose rules sit in the core grammar."""

from __future__ import annotations

from typing import Any

from gpuopt import literals as lit
from gpuopt.diagnostics import Diagnostic, DiagnosticError, Location
from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.tokens import Token

_FLOAT_TYPES: dict[str, T.FloatType] = {"f16": T.f16, "f32": T.f32, "f64": T.f64}
"""One `f32` (and so on) for every parse: type comparisons in the verifier then mostly stop at identity."""


class BuiltinSyntax:
    """Callbacks of the type and attribute rules (a mixin of the Builder, whose state they use)."""

    file: str
    line_offset: int
    text: str
    allow_unregistered: bool
    attr_aliases: dict[str, A.Attribute]
    type_aliases: dict[str, T.Type]
    type_cache: dict[str, T.Type]
    type_spans: dict[int, int]
    lexer_state: Any

    def loc(self, token: Token) -> Location:
        return Location(self.file, token.line + self.line_offset, token.column)

    def error(self, token: Token, message: str) -> DiagnosticError:
        return DiagnosticError.at(self.loc(token), message)

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
            shape, scalable_count = lit.dims(dims), 0
        else:
            fixed, _, scalable = str(dims)[:-2].partition("[")
            shape = lit.dims(Token("DIMS", fixed)) + tuple(int(d) for d in scalable.split("x"))
            scalable_count = len(scalable.split("x"))
        if dims is not None:
            if T.DYNAMIC in shape:
                raise self.error(dims, "expected non-function type")
            if 0 in shape:
                raise self.error(dims, "vector types must have positive constant sizes")
        if not isinstance(element, (T.IntegerType, T.IndexType, T.FloatType)):
            raise DiagnosticError.at(self._vector_element_loc(), "vector elements must be int/index/float type")
        return T.VectorType(shape, element, scalable_count)

    def _vector_element_loc(self) -> Location:
        """Where the element type of a just-reduced `vector<type>` starts (mlir-opt reports a bad element
        there): after the shape that follows the `<` matching the `>` before the lookahead token."""
        pos = self.lexer_state.last_token.start_pos
        pos = self.text.rfind(">", 0, pos)
        depth = 0
        while pos > 0:
            char = self.text[pos]
            depth += (char == ">") - (char == "<")
            if depth == 0:
                break
            pos -= 1
        pos += 1
        while self.text[pos].isspace():
            pos += 1
        while self.text[pos] in "0123456789x[]":  # the shape
            pos += 1
        line = self.text.count("\n", 0, pos) + 1
        return Location(self.file, line + self.line_offset, pos - self.text.rfind("\n", 0, pos))

    def _no_scalable(self, dims: Token | None) -> None:
        if dims is not None and "[" in dims:
            raise self.error(dims, "expected non-function type")

    def tensor_type(self, items: list[Any]) -> T.Type:
        self._no_scalable(items[0])
        return T.RankedTensorType(lit.dims(items[0]), items[1], items[2])

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
        return T.MemRefType(lit.dims(dims), element, layout, space)

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
            mnemonic = name[len(dialect) + 2:]
            wording = ods.UNKNOWN_TYPE_MESSAGES.get(dialect)
            if wording is None:
                raise self.error(items[0], f"dialect '{dialect}' provides no type named '{mnemonic}'")
            at = self.loc(items[0])  # (mlir-opt 14 points at the mnemonic)
            raise DiagnosticError.at(Location(at.file, at.line, at.col + len(dialect) + 2),
                                     wording.format(mnemonic=mnemonic))
        if not self.allow_unregistered:
            raise self.error(items[0], f"dialect '{dialect}' is unregistered")
        return T.OpaqueType(lit.dialect_symbol(name, body))

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
            return T.LLVMPointerType(None, lit.int_value(items[0]))
        return T.LLVMPointerType(items[0], lit.int_value(items[1]) if items[1] is not None else 0)

    def llvm_struct(self, items: list[Any]) -> T.Type:
        return items[0]

    def llvm_struct_body(self, items: list[Any]) -> T.Type:
        fields = next((i for i in items if isinstance(i, tuple)), None)
        packed = any(isinstance(i, Token) and i.type == "PACKED" for i in items)
        if items and isinstance(items[0], Token) and items[0].type == "STRING":
            name = lit.string_value(items[0])
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
        return T.LLVMArrayType(lit.int_value(items[0]), items[1])

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
            bits = lit.int_value(tok)
            if bits >> type_.width:
                raise self.error(tok, "hexadecimal float constant out of range for type")
            decoded = A.bits_to_float(bits, type_.kind)
            return A.FloatAttr(decoded, type_, bits if decoded != decoded else None)
        type_ = type_ or T.i64
        if isinstance(type_, (T.IntegerType, T.IndexType)):
            if sign < 0 and isinstance(type_, T.IntegerType) and type_.signedness == "u":
                raise self.error(tok, "negative integer literal not valid for unsigned integer type")
            value = lit.build_int(lit.int_value(tok), sign < 0, type_)
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
            return A.OpaqueAttr(f'"{A.escape_string(lit.string_value(items[0]))}" : {items[1]}')
        return A.StringAttr(lit.string_value(items[0]))

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
        names = [lit.symbol_name(t) for t in items]
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
            shape = lit.literal_shape(literal)
            if shape is None:
                raise self._leaf_error(literal, "tensor literal is invalid; ranks are not consistent between elements")
            if shape != tuple(type_.shape):  # type: ignore[attr-defined]
                raise self._leaf_error(
                    literal, f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not match "
                             f"type ([{', '.join(map(str, type_.shape))}])")  # type: ignore[attr-defined]
            leaves: list[Any] = []
            lit.flatten(literal, leaves)
        else:
            leaves = [literal]
        convert = self._leaf_converter(element)
        return A.dense_from_elements([convert(leaf) for leaf in leaves], type_)

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
                value = lit.build_int(lit.int_value(payload), negative, element)
                if value is None:
                    raise self.error(token, "integer constant out of range for type")
                return value
            return int_leaf

        def string_leaf(leaf: tuple) -> Any:
            if leaf[0] != "s":
                raise self._leaf_error(leaf, "expected string elements")
            return lit.string_value(leaf[3])
        return string_leaf

    def _dense_hex(self, leaf: tuple, type_: T.Type, element: T.Type) -> A.DenseElementsAttr:
        text = lit.string_value(leaf[3])
        try:
            if not text.startswith("0x"):
                raise ValueError
            data = bytes.fromhex(text[2:])
        except ValueError:
            raise self.error(leaf[3], "expected string containing hex digits starting with `0x`") from None
        values = lit.decode_dense_bytes(data, type_)
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
        shape = lit.literal_shape(indices_lit) if isinstance(indices_lit, list) else (1, rank)
        if shape is None:
            raise self._leaf_error(indices_lit, "tensor literal is invalid; ranks are not consistent between elements")
        indices = self._dense(indices_lit, T.RankedTensorType(shape, T.i64), allow_hex=False)
        n = shape[0] if shape else 1
        values_shape = lit.literal_shape(values_lit) if isinstance(values_lit, list) else (n,)
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
        text = lit.string_value(blob)
        try:
            if not text.startswith("0x"):
                raise ValueError
            data = bytes.fromhex(text[2:])
        except ValueError:
            raise self.error(blob, "expected string containing hex digits starting with `0x`") from None
        if not isinstance(type_, (T.RankedTensorType, T.VectorType)):
            raise self.error(blob, "elements literal must be a ranked tensor or vector type")
        return A.OpaqueElementsAttr(lit.string_value(dialect), data, type_)

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
        spelling = lit.dialect_symbol(name, body)
        reader = ods.DIALECT_ATTR_PARSERS.get(dialect)
        try:
            typed = reader(spelling) if reader is not None else None
        except ods.DialectAttrError as e:
            raise self._dialect_attr_error(items[0], body, spelling, e) from None
        return typed if typed is not None else A.OpaqueAttr(spelling)

    def _dialect_attr_error(self, name: Token, body: Token | None, spelling: str,
                            e: ods.DialectAttrError) -> DiagnosticError:
        """A dialect attribute reader's errors at their places in the source.  Offsets count in the spelling;
        when the parser rewrote the quoted form (`#nvvm<"mma_type<f16>">` read as `#nvvm.mma_type<f16>`), an
        offset past `#nvvm.` falls inside the quotes."""
        verbatim = body is None or spelling == name + str(body)
        pretty_prefix = f"{name}."

        def where(offset: int) -> Location:
            if verbatim and offset <= len(spelling):
                return Location(self.file, name.line + self.line_offset, name.column + offset)
            if body is not None and '"' in body and spelling.startswith(pretty_prefix) and offset >= len(pretty_prefix):
                column = body.column + str(body).index('"') + 1 + offset - len(pretty_prefix)
                return Location(self.file, body.line + self.line_offset, column)
            return Location(self.file, name.line + self.line_offset, name.column)

        err = DiagnosticError.at(where(e.offset), e.message)
        err.diagnostic.notes.extend(Diagnostic("error", where(offset), message) for offset, message in e.further)
        return err
