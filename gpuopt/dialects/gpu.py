"""gpu: MLIR 14's GPU dialect — kernels and their launch, thread indices, collectives, async memory ops and
the subgroup MMA ops, with mlir-opt 14's custom syntax and diagnostics.

Enum attributes (`#gpu<"dim x">`, `#gpu<"shuffle_mode xor">`, ...) are kept as the opaque attributes the
generic parser makes of them, so custom and generic input give equal IR; `_Enum` reads and writes them.
Ops whose result types are inferred upstream (thread ids, shuffle, mma compute) declare unconstrained groups
and check everything in `verify`, because mlir-opt reports the inferred-type mismatch before any operand or
attribute problem.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.dialects import attr_kinds, ods
from gpuopt.dialects.attr_kinds import DialectEnum, dialect_attr_reader
from gpuopt.dialects.builtin import print_function_signature
from gpuopt.dialects.format import custom_directive
from gpuopt.dialects.ods import (
    ANY,
    ANY_MEMREF,
    ANY_UNRANKED_MEMREF,
    ASYNC_TOKEN,
    I1,
    I32,
    INDEX,
    AsyncOp,
    AttrSizedOperandSegments,
    Constraint,
    IsolatedFromAbove,
    NoSideEffect,
    SymbolTable,
    Terminator,
    attribute,
    op,
    operand,
    optional_operand,
    optional_result,
    result,
    variadic_operand,
)
from gpuopt.dialects.traits import AllTypesMatch, HasParent
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.rewrite.patterns import patterns_of
from gpuopt.syntax import ParseContext, PrintContext, Token, region_with_entry_args

KERNEL_ATTR = "gpu.kernel"
CONTAINER_MODULE_ATTR = "gpu.container_module"
WORKGROUP_ADDRESS_SPACE = 3
PRIVATE_ADDRESS_SPACE = 5
GENERIC_MEMORY_SPACE, GLOBAL_MEMORY_SPACE, SHARED_MEMORY_SPACE = 0, 1, 3
FUNCTION_OPS = ("builtin.func", "gpu.func", "llvm.func")
"""Ops implementing FunctionOpInterface in MLIR 14, the kinds of symbol a launch may name."""

# Type constraints with upstream's descriptions.
I32_OR_F32 = ods.of_type(T.i32, T.f32, description="i32 or f32")
F16_OR_F32 = ods.of_type(T.f16, T.f32, description="16-bit float or 32-bit float")
PRINTF_ARG = Constraint("integer or index or floating-point",
                        lambda t: isinstance(t, (T.IntegerType, T.IndexType, T.FloatType)))
MMA_MATRIX = ods.of_type(T.MMAMatrixType, description="MMAMatrix type")
MMA_MATRIX_F16_F32 = Constraint("gpu.mma_matrix of 16-bit float or 32-bit float values",
                                lambda t: isinstance(t, T.MMAMatrixType) and t.element_type in (T.f16, T.f32))
MMA_MEMREF = Constraint("memref of 16-bit float or 32-bit float values",
                        lambda t: isinstance(t, T.MemRefType) and t.element_type in (T.f16, T.f32))


# ---------------------------------------------------------------------------------------------------------
# Enum attributes


DIMENSION = DialectEnum("gpu", "dim", "::mlir::gpu::Dimension", "GPU_DimensionAttr", ("x", "y", "z"),
                        "a dimension, either 'x', 'y', or 'z'")
SHUFFLE_MODE = DialectEnum("gpu", "shuffle_mode", "::mlir::gpu::ShuffleMode", "GPU_ShuffleModeAttr",
                           ("xor", "up", "down", "idx"), "Indexing modes supported by gpu.shuffle.")
ALL_REDUCE_OP = DialectEnum("gpu", "all_reduce_op", "::mlir::gpu::AllReduceOperation", "GPU_AllReduceOperationAttr",
                            ("add", "and", "max", "min", "mul", "or", "xor"),
                            "built-in reduction operations supported by gpu.allreduce.")
MMA_ELEMENTWISE = DialectEnum("gpu", "mma_element_wise", "::mlir::gpu::MMAElementwiseOp", "MMAElementWiseAttr",
                              ("addf", "mulf", "maxf", "minf", "divf"), "elementwise operation to apply to mma matrix")
ods.DIALECT_ATTR_PARSERS["gpu"] = dialect_attr_reader("gpu", [DIMENSION, SHUFFLE_MODE, ALL_REDUCE_OP, MMA_ELEMENTWISE])


# ---------------------------------------------------------------------------------------------------------
# Shared parsing and verification helpers


def _next_token_loc(p: Any, tok: Token) -> Location:
    """Where the token after `tok` starts (skipping white space and comments), for diagnostics that
    mlir-opt reports at the parser's current position."""
    text: str = getattr(p, "text", "") or ""
    pos = (tok.start_pos or 0) + len(str(tok))
    line, col = tok.line, tok.column + len(str(tok))
    while pos < len(text):
        ch = text[pos]
        if ch == "\n":
            line += 1
            col = 1
            pos += 1
        elif ch in " \t\r":
            col += 1
            pos += 1
        elif text.startswith("//", pos):
            end = text.find("\n", pos)
            pos = len(text) if end < 0 else end
        else:
            break
    return Location(p.file, line + p.line_offset, col)


def _custom_error(loc: Location | None, op_name: str, message: str) -> DiagnosticError:
    return DiagnosticError.at(loc, f"custom op '{op_name}' {message}")


def _resolve(p: Any, op_name: str, tokens: list[Token] | None, types: list[T.Type]) -> list[Value]:
    """Operand uses with their types, with the custom-op prefix on a count mismatch."""
    tokens = tokens or []
    if len(tokens) != len(types):
        where = p.loc(tokens[0]) if tokens else None
        raise _custom_error(where, op_name, f"{len(tokens)} operands present, but expected {len(types)}")
    return p.uses(tokens, types)


def _type_loc(p: Any, op_loc: Location, index: int) -> Location:
    """Where the `index`-th type after the op's top-level `:` starts, for "invalid kind of type" errors
    (the grammar hands types over without positions)."""
    text: str = getattr(p, "text", "") or ""
    lines = text.split("\n")
    row = op_loc.line - p.line_offset - 1
    if not text or not 0 <= row < len(lines):
        return op_loc
    pos = sum(len(line) + 1 for line in lines[:row]) + op_loc.col - 1
    depth, seen_colon, commas = 0, False, 0
    while pos < len(text):
        ch = text[pos]
        if ch == '"':
            end = re.compile(r'"(\\.|[^"\\])*"').match(text, pos)
            pos = end.end() if end else pos + 1
            continue
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and text[pos - 1] == "-"):
            depth -= 1
        elif depth == 0 and ch == ":" and not seen_colon:
            seen_colon = True
            if index == 0:
                break
        elif depth == 0 and seen_colon and ch == ",":
            commas += 1
            if commas == index:
                break
        pos += 1
    pos += 1
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    row = text.count("\n", 0, pos)
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return Location(p.file, row + 1 + p.line_offset, col)


def _expect_type(p: Any, op_name: str, op_loc: Location, index: int, t: T.Type,
                 kind: type | tuple[type, ...]) -> T.Type:
    """A `type($x)` directive whose variable has a concrete C++ type class upstream."""
    if not isinstance(t, kind):
        raise _custom_error(_type_loc(p, op_loc, index), op_name, "invalid kind of type specified")
    return t


def _merge_attrs(loc: Location, op_name: str, attrs: dict[str, A.Attribute] | None,
                 inherent: dict[str, A.Attribute] | None = None,
                 reserved: tuple[str, ...] = ()) -> dict[str, A.Attribute]:
    """The op's own attributes plus the written attribute dictionary; a name given twice is an error, as
    mlir-opt checks after every custom parser."""
    merged = dict(inherent or {})
    for key, value in (attrs or {}).items():
        if key in merged or key in reserved:
            raise _custom_error(loc, op_name, f"attribute '{key}' occurs more than once in the attribute list")
        merged[key] = value
    return merged


def _check_value(op_: Operation, what: str, index: int, value: Value, constraint: Constraint) -> None:
    if not constraint(value.type):
        raise op_.error(f"{what} #{index} must be {constraint.description}, but got '{value.type}'")


def _check_inferred(op_: Operation, inferred: list[T.Type]) -> None:
    """InferTypeOpInterface's check, which mlir-opt runs before the ODS constraints."""
    actual = [r.type for r in op_.results]
    if actual != inferred:
        raise op_.error("inferred type(s) " + ", ".join(f"'{t}'" for t in inferred)
                        + " are incompatible with return type(s) of operation "
                        + ", ".join(f"'{t}'" for t in actual))


def _enum_attr(op_: Operation, name: str, enum: DialectEnum, required: bool = True) -> str | None:
    attr = op_.attributes.get(name)
    if attr is None:
        if required:
            raise op_.error(f"requires attribute '{name}'")
        return None
    value = enum.value(attr)
    if value is None:
        raise op_.error(f"attribute '{name}' failed to satisfy constraint: {enum.description}")
    return value


def _index_attr(op_: Operation, name: str) -> A.IntegerAttr:
    attr = op_.attributes.get(name)
    if attr is None:
        raise op_.error(f"requires attribute '{name}'")
    if not (isinstance(attr, A.IntegerAttr) and isinstance(attr.type, T.IndexType)):
        raise op_.error(f"attribute '{name}' failed to satisfy constraint: index attribute")
    return attr


def _expect_parent(op_: Operation, parent: str) -> Operation:
    """HasParent<...>."""
    owner = op_.parent_op
    if owner is None or owner.op_name != parent:
        raise op_.error(f"expects parent op '{parent}'")
    return owner


def _not_terminator(o: Operation) -> bool:
    """For printing regions without their terminator (`printBlockTerminators=false`)."""
    return not ods.has_trait(o, Terminator)


def _memory_space(t: T.MemRefType) -> int | None:
    try:
        return t.memory_space_number
    except ValueError:
        return None


def _func_like(o: Operation | None) -> bool:
    return o is not None and o.op_name in FUNCTION_OPS


class _AsyncOp(Operation):
    """GPU_AsyncOpInterface: `async_dependencies` operands and an optional `async_token` result, written
    `async [%deps]` (upstream's custom<AsyncDependencies>)."""

    async_dependencies: list[Value]
    async_token: Value | None

    @staticmethod
    def _parse_async(p: Any, async_tok: Token | None, deps: list[Token] | None) -> tuple[list[Value], list[T.Type]]:
        deps = deps or []
        return p.uses(deps, [T.async_token] * len(deps)), ([T.async_token] if async_tok is not None else [])

    def _mark_async(self, p: Any, async_tok: Token | None) -> None:
        self._async_keyword = async_tok

    def check_result_binding(self, p: Any, count: int) -> None:
        """Called by the parser with the number of names bound to the op's results."""
        keyword = getattr(self, "_async_keyword", None)
        if keyword is not None and count == 0:
            raise _custom_error(p.loc(keyword), self.name, "needs to be named when marked 'async'")

    def _async_text(self, p: Any, dependencies: list[Value] | None = None) -> str:
        """`async [%deps]` (`dependencies`: the op's `async_dependencies`, when the caller has them)."""
        text = "async " if self.async_token is not None else ""
        if dependencies is None:
            dependencies = self.async_dependencies
        if dependencies:
            text += "[" + p.values(dependencies) + "]"
        return text


@custom_directive("AsyncDependencies", "[GPU_ASYNC] [gpu_deps]")
class _AsyncDependencies:
    """`custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)`: `async [%deps]`."""

    @staticmethod
    def parse(p: ParseContext, parts: list[Any], op_name: str) -> tuple[list[T.Type], list[Token]]:
        async_keyword, dependencies = parts
        return ([T.async_token] if async_keyword is not None else []), dependencies or []

    @staticmethod
    def print(p: PrintContext, op: Operation, token_types: list[T.Type], dependencies: list[Value]) -> str:
        text = "async " if token_types else ""
        return text + "[" + p.values(dependencies) + "]" if dependencies else text

    @staticmethod
    def after(p: ParseContext, op: Operation, parts: list[Any]) -> None:
        op._mark_async(p, parts[0])  # type: ignore[attr-defined]


_ASYNC = "custom<AsyncDependencies>(type($async_token), $async_dependencies)"


# ---------------------------------------------------------------------------------------------------------
# gpu.module, gpu.func and their terminators


@op("gpu.module", traits=(IsolatedFromAbove, SymbolTable), syntax="gpu_module")
class GPUModuleOp(Operation):
    """A device compilation unit; its single block ends with an implicit `gpu.module_end`."""

    @classmethod
    def build(cls, name: str, attributes: dict[str, A.Attribute] | None = None) -> GPUModuleOp:
        block = Block()
        block.append(ModuleEndOp(ModuleEndOp.name))
        return cls(cls.name, [], [], {"sym_name": A.StringAttr(name), **(attributes or {})}, [Region([block])])

    @property
    def sym_name(self) -> str | None:
        return ods.symbol_name(self)

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        sym, attrs, region = items
        from gpuopt.syntax import symbol_name as symbol_text

        if not region.blocks:
            region.add_block(Block())
        _reject_builtin_shorthand(p, region)
        for block in region.blocks:
            last = block.ops[-1] if block.ops else None
            if last is None or type(last) is Operation or not ods.has_trait(last, Terminator):
                block.append(ModuleEndOp(ModuleEndOp.name, loc=loc))
        attributes = _merge_attrs(loc, cls.name, attrs, {"sym_name": A.StringAttr(symbol_text(sym))})
        return cls(cls.name, [], [], attributes, [region], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"gpu.module @{A.quote_key(self.sym_name or '')}")
        p.write(p.attr_dict(self.attributes, elide=("sym_name",), keyword=True))
        p.write(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=_not_terminator)

    def verify(self) -> None:
        if len(self.regions) != 1:
            raise self.error("requires one region")
        if len(self.regions[0].blocks) != 1:
            raise self.error("Operations with a 'SymbolTable' must have exactly one block")
        if not isinstance(self.attributes.get("sym_name"), A.StringAttr):
            raise self.error("requires string attribute 'sym_name'")
        block = self.body
        if not block.ops:
            raise self.error("expects a non-empty block")
        last = block.ops[-1]
        if not isinstance(last, ModuleEndOp):
            raise self.error(f"expects regions to end with 'gpu.module_end', found '{last.op_name}'").note(
                "in custom textual format, the absence of terminator implies 'gpu.module_end'", self.loc)


def _reject_builtin_shorthand(p: Any, region: Region) -> None:
    """Inside gpu.module the default dialect is not builtin, so `func`/`module` need their prefix."""
    text: str = getattr(p, "text", "") or ""
    candidates = [child for block in region.blocks for child in block.ops
                  if child.op_name in ("builtin.func", "builtin.module") and child.loc is not None
                  and child.loc.file == p.file]
    if not text or not candidates:
        return
    lines = text.split("\n")
    for child in candidates:
        loc = child.loc
        index = loc.line - p.line_offset - 1
        if not 0 <= index < len(lines):
            continue
        word = re.match(r"[\w.$]+", lines[index][loc.col - 1:])
        if word and word.group(0) in ("func", "module"):
            raise DiagnosticError.at(loc, f"custom op '{word.group(0)}' is unknown")


@op("gpu.module_end", traits=(Terminator, HasParent("gpu.module")), format="attr-dict")
class ModuleEndOp(Operation):
    """The implicit terminator of a gpu.module body."""


@op("gpu.func", traits=(IsolatedFromAbove,), syntax="gpu_func")
class GPUFuncOp(Operation):
    """A device function; kernels carry `gpu.kernel`.  The body's entry arguments are the function's
    arguments, then `workgroup_attributions` workgroup buffers, then the private buffers."""

    @classmethod
    def build(cls, name: str, ftype: T.FunctionType, workgroup: list[T.Type] | None = None,
              private: list[T.Type] | None = None, kernel: bool = False,
              attributes: dict[str, A.Attribute] | None = None) -> GPUFuncOp:
        workgroup = workgroup or []
        attrs: dict[str, A.Attribute] = {
            "sym_name": A.StringAttr(name), "type": A.TypeAttr(ftype),
            "workgroup_attributions": A.IntegerAttr(len(workgroup), T.i64), **(attributes or {})}
        if kernel:
            attrs[KERNEL_ATTR] = A.UnitAttr()
        entry = Block([*ftype.inputs, *workgroup, *(private or [])])
        return cls(cls.name, [], [], attrs, [Region([entry])])

    @property
    def sym_name(self) -> str | None:
        return ods.symbol_name(self)

    @property
    def function_type(self) -> T.FunctionType:
        return self.attributes["type"].value  # type: ignore[attr-defined]

    @property
    def is_kernel(self) -> bool:
        return isinstance(self.attributes.get(KERNEL_ATTR), A.UnitAttr)

    @property
    def body(self) -> Region:
        return self.regions[0]

    @property
    def num_workgroup_attributions(self) -> int:
        attr = self.attributes.get("workgroup_attributions")
        return attr.value if isinstance(attr, A.IntegerAttr) else 0

    def _entry_args(self) -> list[Value]:
        return list(self.body.blocks[0].args) if self.regions and self.body.blocks else []

    @property
    def arguments(self) -> list[Value]:
        return self._entry_args()[:len(self.function_type.inputs)]

    @property
    def workgroup_attributions(self) -> list[Value]:
        start = len(self.function_type.inputs)
        return self._entry_args()[start:start + self.num_workgroup_attributions]

    @property
    def private_attributions(self) -> list[Value]:
        start = len(self.function_type.inputs) + self.num_workgroup_attributions
        return self._entry_args()[start:]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.dialects.builtin import attr_array
        from gpuopt.syntax import symbol_name as symbol_text

        sym, args, results, workgroup, private, kernel, attrs, region = items
        args = args or []
        results = results or []
        if args and any(name is None for name, _, _ in args):
            where = Location(p.file, sym.line + p.line_offset, sym.column + len(str(sym)))
            if all(name is None for name, _, _ in args):
                raise _custom_error(where, cls.name, "gpu.func requires named arguments")
            raise _custom_error(where, cls.name, "expected SSA identifier")
        ftype = T.FunctionType(tuple(t for _, t, _ in args), tuple(t for t, _ in results))
        workgroup = workgroup or []
        private = private or []
        attributes: dict[str, A.Attribute] = {
            "sym_name": A.StringAttr(symbol_text(sym)), "type": A.TypeAttr(ftype),
            "workgroup_attributions": A.IntegerAttr(len(workgroup), T.i64)}
        if kernel is not None:
            attributes[KERNEL_ATTR] = A.UnitAttr()
        attributes = _merge_attrs(loc, cls.name, attrs, attributes)
        if any(a for _, _, a in args):
            attributes["arg_attrs"] = attr_array([a or {} for _, _, a in args])
        if any(r for _, r in results):
            attributes["res_attrs"] = attr_array([r or {} for _, r in results])
        entries = [(n, t) for n, t, _ in args] + list(workgroup) + list(private)
        region = region_with_entry_args(p, region, [n for n, _ in entries], [t for _, t in entries])
        return cls(cls.name, [], [], attributes, [region], loc=loc)

    def print_custom(self, p: Any) -> None:
        ftype = self.function_type
        p.write(f"gpu.func @{A.quote_key(self.sym_name or '')}")
        print_function_signature(p, self, ftype, self.body)
        if len(self._entry_args()) > len(ftype.inputs):  # workgroup or private attributions
            for keyword, values in (("workgroup", self.workgroup_attributions),
                                    ("private", self.private_attributions)):
                if values:
                    p.write(f" {keyword}(" + ", ".join(f"{p.value(v)} : {p.type(v.type)}" for v in values) + ")")
        if self.is_kernel:
            p.write(" kernel")
        elide = ("sym_name", "type", "arg_attrs", "res_attrs", "workgroup_attributions", KERNEL_ATTR)
        p.write(p.attr_dict(self.attributes, elide=elide, keyword=True))
        p.write(" ")
        p.region(self.body, print_entry_args=False)

    def verify(self) -> None:
        _expect_parent(self, "gpu.module")
        ftype = self.attributes.get("type")
        if not isinstance(ftype, A.TypeAttr) or not isinstance(ftype.value, T.FunctionType):
            raise self.error("requires 'type' attribute of function type")
        if self.is_kernel and ftype.value.results:
            raise self.error("expected void return type for kernel function")
        self._verify_arg_attrs("arg_attrs", len(ftype.value.inputs), "argument", "arguments")
        self._verify_arg_attrs("res_attrs", len(ftype.value.results), "result", "results")
        if len(self.regions) != 1:
            raise self.error("expects one region")
        self._verify_body(ftype.value)
        if not isinstance(self.attributes.get("sym_name"), A.StringAttr):
            raise self.error("requires string attribute 'sym_name'")

    def _verify_arg_attrs(self, key: str, count: int, what: str, plural: str) -> None:
        attr = self.attributes.get(key)
        if attr is None:
            return
        if not isinstance(attr, A.ArrayAttr) or len(attr.elements) != count:
            got = len(attr.elements) if isinstance(attr, A.ArrayAttr) else 0
            raise self.error(f"expects {what} attribute array `{key}` to have the same number of elements as the "
                             f"number of function {plural}, got {got}, but expected {count}")
        for d in attr.elements:
            if not isinstance(d, A.DictionaryAttr):
                raise self.error(f"expects {what} attribute dictionary to be a DictionaryAttr, but got `{d}`")
            if any("." not in name for name, _ in d.entries):
                raise self.error(f"{plural} may only have dialect attributes")

    def _verify_body(self, ftype: T.FunctionType) -> None:
        if not self.body.blocks:  # (its custom form would print a body with one empty block)
            raise self.error("expected body with at least one block")
        count = self.attributes.get("workgroup_attributions")
        if count is not None and not (isinstance(count, A.IntegerAttr) and count.value >= 0):
            raise self.error("attribute 'workgroup_attributions' failed to satisfy constraint: 64-bit signless "
                             "integer attribute")
        n_args = len(ftype.inputs)
        n_workgroup = self.num_workgroup_attributions
        block_args = self.body.blocks[0].args if self.body.blocks else []
        if len(block_args) < n_args + n_workgroup:
            raise self.error(f"expected at least {n_args + n_workgroup} arguments to body region")
        for i, t in enumerate(ftype.inputs):
            if block_args[i].type is not t and block_args[i].type != t:
                raise self.error(f"expected body region argument #{i} to be of type '{t}', got '{block_args[i].type}'")
        if len(block_args) == n_args:
            return  # (no attributions)
        for values, space in ((block_args[n_args:n_args + n_workgroup], WORKGROUP_ADDRESS_SPACE),
                              (block_args[n_args + n_workgroup:], PRIVATE_ADDRESS_SPACE)):
            for v in values:
                if not isinstance(v.type, T.MemRefType):
                    raise self.error("expected memref type in attribution")
                if _memory_space(v.type) != space:
                    raise self.error(f"expected memory space {space} in attribution")


@op("gpu.return", traits=(Terminator, NoSideEffect), syntax="gpu_return")
class ReturnOp(Operation):
    """Returns from a gpu.func."""

    operands_ = variadic_operand()

    @classmethod
    def build(cls, values: list[Value] | None = None) -> ReturnOp:
        return ods.create(cls, [list(values or [])])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        attrs, uses, types = items
        return ods.create(cls, [_resolve(p, cls.name, uses, types or [])], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("gpu.return" + p.attr_dict(self.attributes))
        if self.operands:
            p.write(f" {p.values(self.operands)} : {p.types([v.type for v in self.operands])}")

    def verify(self) -> None:
        func = _expect_parent(self, "gpu.func")
        ftype = func.attributes.get("type")
        results = ftype.value.results if isinstance(ftype, A.TypeAttr) and isinstance(ftype.value, T.FunctionType) \
            else ()
        if len(results) != len(self.operands):
            raise self.error(f"expected {len(results)} result operands").note("return type declared here", func.loc)
        for i, (t, v) in enumerate(zip(results, self.operands)):
            if t != v.type:
                raise self.error(f"unexpected type `'{v.type}'' for operand #{i}")


@op("gpu.terminator", traits=(Terminator, NoSideEffect), syntax="gpu_bare")
class TerminatorOp(Operation):
    """Ends a gpu.launch body."""

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        return cls(cls.name, [], [], items[0] or {}, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write("gpu.terminator" + p.attr_dict(self.attributes))

    def verify(self) -> None:
        _expect_parent(self, "gpu.launch")


@op("gpu.yield", traits=(Terminator, NoSideEffect), syntax="gpu_no_custom")
class YieldOp(Operation):
    """Ends a gpu.all_reduce body; MLIR 14 gives it no custom form, so it always prints generically."""

    values = variadic_operand()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        raise _custom_error(loc, cls.name, "has no custom assembly form")


# ---------------------------------------------------------------------------------------------------------
# gpu.launch and gpu.launch_func


@op("gpu.launch", syntax="gpu_launch")
class LaunchOp(Operation):
    """A kernel written inline.  The body's 12 arguments are the block ids, thread ids, grid sizes and
    block sizes (x, y, z each), in that order."""

    canonicalization_patterns = patterns_of("gpu", "FoldLaunchArguments")

    grid_size_x = operand(INDEX)
    grid_size_y = operand(INDEX)
    grid_size_z = operand(INDEX)
    block_size_x = operand(INDEX)
    block_size_y = operand(INDEX)
    block_size_z = operand(INDEX)
    dynamic_shared_memory_size = optional_operand(I32)

    @property
    def body(self) -> Region:
        return self.regions[0]

    def _args(self, start: int) -> tuple[Value, Value, Value]:
        args = self.body.blocks[0].args
        return args[start], args[start + 1], args[start + 2]

    @property
    def block_ids(self) -> tuple[Value, Value, Value]:
        return self._args(0)

    @property
    def thread_ids(self) -> tuple[Value, Value, Value]:
        return self._args(3)

    @property
    def grid_size(self) -> tuple[Value, Value, Value]:
        return self._args(6)

    @property
    def block_size(self) -> tuple[Value, Value, Value]:
        return self._args(9)

    @property
    def grid_size_operands(self) -> tuple[Value, Value, Value]:
        return self.grid_size_x, self.grid_size_y, self.grid_size_z

    @property
    def block_size_operands(self) -> tuple[Value, Value, Value]:
        return self.block_size_x, self.block_size_y, self.block_size_z

    @classmethod
    def build(cls, grid: tuple[Value, Value, Value], block: tuple[Value, Value, Value],
              dynamic_shared_memory_size: Value | None = None) -> LaunchOp:
        body = Region([Block([T.index] * 12)])
        return ods.create(cls, [*grid, *block, dynamic_shared_memory_size], [], {},  # type: ignore[return-value]
                          regions=[body])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        blocks, threads, smem, region, attrs = items
        sizes = p.uses([*blocks[4::2], *threads[4::2]], [T.index] * 6)
        names = [*blocks[:3], *threads[:3], *blocks[3::2], *threads[3::2]]
        region = region_with_entry_args(p, region, names, [T.index] * 12)
        dyn = p.use(smem, T.i32) if smem is not None else None
        return ods.create(cls, [*sizes, dyn], [], attrs, regions=[region], loc=loc)

    def print_custom(self, p: Any) -> None:
        if not self.body.blocks or len(self.body.blocks[0].args) < 12:
            p.print_generic(self)  # not printable in custom form (mlir-opt 14 crashes here)
            return
        p.write("gpu.launch")
        for keyword, ids, sizes, operands in (("blocks", self.block_ids, self.grid_size, self.grid_size_operands),
                                              ("threads", self.thread_ids, self.block_size,
                                               self.block_size_operands)):
            pairs = ", ".join(f"{p.value(s)} = {p.value(o)}" for s, o in zip(sizes, operands))
            p.write(f" {keyword}({p.values(list(ids))}) in ({pairs})")
        if self.dynamic_shared_memory_size is not None:
            p.write(f" dynamic_shared_memory_size {p.value(self.dynamic_shared_memory_size)}")
        p.write(" ")
        p.region(self.body, print_entry_args=False)
        p.write(p.attr_dict(self.attributes))

    def verify(self) -> None:
        if self.body.blocks:
            expected = 6 + len(self.operands) - (1 if self.dynamic_shared_memory_size is not None else 0)
            if len(self.body.blocks[0].args) != expected:
                raise self.error("unexpected number of region arguments")
        for block in self.body.blocks:
            if not block.ops:
                continue
            last = block.ops[-1]
            if last.successors:
                continue
            if not isinstance(last, TerminatorOp):
                raise DiagnosticError.at(
                    last.loc, "expected 'gpu.terminator' or a terminator with successors").note(
                    "in 'gpu.launch' body region", self.loc)


@custom_directive("LaunchFuncOperands", '[_GPU_ARGS "(" [gpu_launch_args] ")"]')
class _LaunchFuncOperands:
    """`custom<LaunchFuncOperands>($operands, type($operands))`: `args(%a : T, ...)`."""

    @staticmethod
    def parse(p: ParseContext, parts: list[Any], op_name: str) -> tuple[list[Token], list[T.Type]]:
        args = parts[0] or []
        for name, _, arg_attrs in args:
            if arg_attrs is not None:
                raise p.custom_error(name, op_name, "expected arguments without attributes")
        return [n for n, _, _ in args], [t for _, t, _ in args]

    @staticmethod
    def print(p: PrintContext, op: Operation, operands: list[Value], types: list[T.Type]) -> str:
        if not operands:
            return ""
        return "args(" + ", ".join(f"{p.value(v)} : {p.type(v.type)}" for v in operands) + ")"


class _KernelRef(attr_kinds.SymbolRefAttr):
    """The launched kernel, `@module::@kernel`; other attributes get upstream's parse errors."""

    symbol = "gpu_kernel_ref"

    def from_syntax(self, p: Any, parsed: Any, op_name: str) -> A.Attribute:
        if isinstance(parsed, Token) and parsed.type == "INTEGER":
            raise p.error(parsed, "integer literal not valid for specified type")
        if not isinstance(parsed, A.SymbolRefAttr):
            raise p.custom_error(parsed, op_name, "invalid kind of attribute specified")
        return parsed


@op("gpu.launch_func", traits=(AttrSizedOperandSegments, AsyncOp),
    format=_ASYNC + " $kernel `blocks` `in` ` ` `(` $grid_size_x `,` $grid_size_y `,` $grid_size_z `)`"
                    " `threads` `in` ` ` `(` $block_size_x `,` $block_size_y `,` $block_size_z `)`"
                    " (`dynamic_shared_memory_size` $dynamic_shared_memory_size^)?"
                    " custom<LaunchFuncOperands>($kernel_operands, type($kernel_operands)) attr-dict")
class LaunchFuncOp(_AsyncOp):
    """Launches `@module::@kernel` on a grid: `gpu.launch_func [async [%deps]] @m::@k blocks in (...)
    threads in (...) [dynamic_shared_memory_size %s] [args(%a : T, ...)]`."""

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    grid_size_x = operand(INDEX)
    grid_size_y = operand(INDEX)
    grid_size_z = operand(INDEX)
    block_size_x = operand(INDEX)
    block_size_y = operand(INDEX)
    block_size_z = operand(INDEX)
    dynamic_shared_memory_size = optional_operand(I32)
    kernel_operands = variadic_operand(ANY)
    async_token = optional_result(ASYNC_TOKEN)
    kernel = attribute(_KernelRef())

    @classmethod
    def build(cls, kernel: A.SymbolRefAttr, grid: tuple[Value, Value, Value], block: tuple[Value, Value, Value],
              kernel_operands: list[Value] | None = None, dynamic_shared_memory_size: Value | None = None,
              async_dependencies: list[Value] | None = None, async_: bool = False) -> LaunchFuncOp:
        return ods.create(cls, [list(async_dependencies or []), *grid, *block,  # type: ignore[return-value]
                                dynamic_shared_memory_size, list(kernel_operands or [])],
                          [T.async_token if async_ else None], {"kernel": kernel})

    @property
    def kernel_module_name(self) -> str:
        return self.kernel.root

    @property
    def kernel_name(self) -> str:
        ref = self.kernel
        return ref.nested[-1] if ref.nested else ref.root

    kernel_module = kernel_module_name

    @property
    def grid_size(self) -> tuple[Value, Value, Value]:
        return self.grid_size_x, self.grid_size_y, self.grid_size_z

    @property
    def block_size(self) -> tuple[Value, Value, Value]:
        return self.block_size_x, self.block_size_y, self.block_size_z

    @property
    def first_kernel_operand(self) -> int:
        """Counted as upstream does: the kernel operands are whatever follows the launch configuration."""
        smem = 1 if self.dynamic_shared_memory_size is not None else 0
        return len(self.async_dependencies) + 6 + smem

    @property
    def num_kernel_operands(self) -> int:
        return len(self.operands) - self.first_kernel_operand

    def kernel_operand(self, i: int) -> Value:
        return self.operands[self.first_kernel_operand + i]

    def verify(self) -> None:
        module = self.parent_op
        while module is not None and module.op_name != "builtin.module":
            module = module.parent_op
        if module is None:
            raise self.error("expected to belong to a module")
        if not isinstance(module.attributes.get(CONTAINER_MODULE_ATTR), A.UnitAttr):
            raise self.error(f"expected the closest surrounding module to have the '{CONTAINER_MODULE_ATTR}' "
                             f"attribute")


def _has_function_type(func: Operation) -> bool:
    attr = func.attributes.get("type")
    return isinstance(attr, A.TypeAttr) and isinstance(attr.value, T.FunctionType)


def _verify_container_module(module: Operation) -> None:
    """What `gpu.container_module` promises: every launch in a function of the module names a kernel of
    one of its gpu.modules, with matching operands.  Checked before the module's contents, as upstream.
    Only launches directly in the body of an op of the module count, so only those ops are looked at."""
    launches = (launch for region in module.regions for block in region.blocks for parent in block.ops
                for parent_region in parent.regions for parent_block in parent_region.blocks
                for launch in parent_block.ops if isinstance(launch, LaunchFuncOp))
    for launch in launches:
        _verify_launch_in_container(module, launch)


def _verify_launch_in_container(module: Operation, launch: LaunchFuncOp) -> None:
    """`_verify_container_module`'s check of one launch."""
    kernel = launch.attributes.get("kernel")
    if not isinstance(kernel, A.SymbolRefAttr):
        return
    kernel_module = ods.lookup_symbol_in(module, kernel.root)
    if not isinstance(kernel_module, GPUModuleOp):
        raise launch.error(f"kernel module '{kernel.root}' is undefined")
    func = ods.lookup_symbol_in(kernel_module, kernel.nested[0]) if len(kernel.nested) == 1 else None
    if func is None:
        raise launch.error(f"kernel function '{kernel}' is undefined")
    if not _func_like(func):
        raise launch.error(f"referenced kernel '{kernel}' is not a function").note(
            "see the kernel definition here", func.loc)
    if not isinstance(func.attributes.get(KERNEL_ATTR), A.UnitAttr):
        raise launch.error(f"kernel function is missing the '{KERNEL_ATTR}' attribute")
    if not isinstance(func, GPUFuncOp) or not _has_function_type(func):
        return  # (a malformed `type` is reported when the gpu.func itself is verified)
    ftype = func.function_type
    first = launch.first_kernel_operand
    actual = len(launch.operands) - first
    if actual != len(ftype.inputs):
        raise launch.error(f"got {actual} kernel operands but expected {len(ftype.inputs)}")
    for i, t in enumerate(ftype.inputs):
        operand_type = launch.operands[first + i].type
        if operand_type is not t and operand_type != t:
            raise launch.error(f"type of function argument {i} does not match")


def _verify_dialect_attribute(owner: Operation, name: str, attr: A.Attribute) -> None:
    if name != CONTAINER_MODULE_ATTR or not isinstance(attr, A.UnitAttr):
        return
    if owner.op_name != "builtin.module":
        raise DiagnosticError.at(owner.loc, f"expected '{CONTAINER_MODULE_ATTR}' attribute to be attached to "
                                            f"'builtin.module'")
    _verify_container_module(owner)


ods.DIALECT_ATTR_VERIFIERS["gpu"] = _verify_dialect_attribute


# ---------------------------------------------------------------------------------------------------------
# Thread and subgroup queries, barrier


class _IndexOp(Operation):
    """`%0 = gpu.thread_id x` (printed with two spaces, as mlir-opt 14 does)."""

    dimension = attribute(DIMENSION)
    result_ = result(ANY)

    @classmethod
    def build(cls, dimension: str) -> Operation:
        return ods.create(cls, [], [T.index], {"dimension": DIMENSION.attr(dimension)})

    @classmethod
    def infer_result_types(cls, operand_types: list[T.Type], attributes: Any) -> list[T.Type]:
        return [T.index]


@op("gpu.thread_id", traits=(NoSideEffect,), format="$dimension attr-dict")
class ThreadIdOp(_IndexOp):
    pass


@op("gpu.block_id", traits=(NoSideEffect,), format="$dimension attr-dict")
class BlockIdOp(_IndexOp):
    pass


@op("gpu.block_dim", traits=(NoSideEffect,), format="$dimension attr-dict")
class BlockDimOp(_IndexOp):
    pass


@op("gpu.grid_dim", traits=(NoSideEffect,), format="$dimension attr-dict")
class GridDimOp(_IndexOp):
    pass


class _SubgroupQueryOp(Operation):
    """`%0 = gpu.subgroup_id : index`."""

    result_ = result(ods.unchecked(type_class=T.IndexType))

    @classmethod
    def infer_result_types(cls, operand_types: list[T.Type], attributes: Any) -> list[T.Type]:
        return [T.index]


@op("gpu.subgroup_id", traits=(NoSideEffect,), format="attr-dict `:` type($result_)")
class SubgroupIdOp(_SubgroupQueryOp):
    pass


@op("gpu.num_subgroups", traits=(NoSideEffect,), format="attr-dict `:` type($result_)")
class NumSubgroupsOp(_SubgroupQueryOp):
    pass


@op("gpu.subgroup_size", traits=(NoSideEffect,), format="attr-dict `:` type($result_)")
class SubgroupSizeOp(_SubgroupQueryOp):
    pass


@op("gpu.barrier", format="attr-dict")
class BarrierOp(Operation):
    """Synchronizes the work items of a workgroup."""


# ---------------------------------------------------------------------------------------------------------
# Collectives and printf


@op("gpu.all_reduce", traits=(IsolatedFromAbove,), syntax="gpu_all_reduce")
class AllReduceOp(Operation):
    """Reduces a value across the workgroup, with an `op` attribute or a body ending in gpu.yield."""

    value = operand(ANY)
    result_ = result(ANY)

    @property
    def body(self) -> Region:
        return self.regions[0]

    @property
    def op_kind(self) -> str | None:
        return ALL_REDUCE_OP.value(self.attributes.get("op"))

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        kind, value, region, attrs, ftype = items
        inherent: dict[str, A.Attribute] = {}
        if kind is not None:
            if str(kind) not in ALL_REDUCE_OP.cases:
                raise _custom_error(_next_token_loc(p, kind), cls.name, "invalid op kind")
            inherent["op"] = ALL_REDUCE_OP.attr(str(kind))
        attributes = _merge_attrs(loc, cls.name, attrs, inherent)
        operands = _resolve(p, cls.name, [value], list(ftype.inputs))
        return ods.create(cls, operands, [list(ftype.results)], attributes, regions=[region], loc=loc)

    def print_custom(self, p: Any) -> None:
        kind = self.op_kind
        p.write("gpu.all_reduce  " + (f"{kind} " if kind else "") + p.value(self.value) + " ")
        p.region(self.body, print_entry_args=True)
        signature = p.function_type([v.type for v in self.operands], [r.type for r in self.results])
        p.write(f"{p.attr_dict(self.attributes, elide=('op',))} : {signature}")

    def verify(self) -> None:
        t = self.value.type
        if any(v.type != t for v in [*self.operands, *self.results]):
            raise self.error("requires the same type for all operands and results")
        kind = _enum_attr(self, "op", ALL_REDUCE_OP, required=False)
        if self.body.blocks:
            if kind is not None:
                raise DiagnosticError.at(self.loc, "expected either an op attribute or a non-empty body")
            entry = self.body.blocks[0]
            if len(entry.args) != 2:
                raise DiagnosticError.at(self.loc, "expected two region arguments")
            if any(a.type != t for a in entry.args):
                raise DiagnosticError.at(self.loc, "incorrect region argument type")
            yields = 0
            for block in self.body.blocks:
                last = block.ops[-1] if block.ops else None
                if isinstance(last, YieldOp):
                    if len(last.operands) != 1:
                        raise DiagnosticError.at(self.loc, "expected one gpu.yield operand")
                    if last.operands[0].type != t:
                        raise DiagnosticError.at(self.loc, "incorrect gpu.yield type")
                    yields += 1
            if not yields:
                raise DiagnosticError.at(self.loc, "expected gpu.yield op in region")
        elif kind is None:
            raise DiagnosticError.at(self.loc, "expected either an op attribute or a non-empty body")
        elif kind in ("and", "or", "xor") and not isinstance(t, T.IntegerType):
            raise DiagnosticError.at(self.loc, f"`{kind}` accumulator is only compatible with Integer type")


@op("gpu.shuffle", traits=(NoSideEffect,), format="$mode $value `,` $offset `,` $width attr-dict `:` type($value)")
class ShuffleOp(Operation):
    """`%result, %valid = gpu.shuffle xor %v, %offset, %width : f32`."""

    mode = attribute(SHUFFLE_MODE)
    value = operand(ANY)
    offset = operand(ods.unchecked(buildable=T.i32))
    width = operand(ods.unchecked(buildable=T.i32))
    result_ = result(ANY)
    valid = result(ANY)

    @classmethod
    def build(cls, mode: str, value: Value, offset: Value, width: Value) -> ShuffleOp:
        return ods.create(cls, [value, offset, width], [value.type, T.i1],  # type: ignore[return-value]
                          {"mode": SHUFFLE_MODE.attr(mode)})

    @classmethod
    def infer_result_types(cls, operand_types: list[T.Type], attributes: Any) -> list[T.Type]:
        return [operand_types[0], T.i1]

    def result_names(self) -> list[tuple[int, str]]:
        return [(0, "result"), (1, "valid")]

    def verify(self) -> None:
        for i, (v, c) in enumerate(zip(self.operands, (I32_OR_F32, I32, I32))):
            _check_value(self, "operand", i, v, c)
        for i, (v, c) in enumerate(zip(self.results, (I32_OR_F32, I1))):
            _check_value(self, "result", i, v, c)


@op("gpu.printf", syntax="gpu_printf")
class PrintfOp(Operation):
    """`gpu.printf "fmt" %a, %b : i32, f32`."""

    memory_effects = ("write",)

    args = variadic_operand(ANY)

    @property
    def format(self) -> str | None:
        attr = self.attributes.get("format")
        return attr.value if isinstance(attr, A.StringAttr) else None

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        from gpuopt.syntax import string_value as A_string

        fmt, attrs, uses, types = items
        operands = _resolve(p, cls.name, uses, types or [])
        attributes = _merge_attrs(loc, cls.name, attrs, {"format": A.StringAttr(A_string(fmt))})
        return ods.create(cls, [operands], [], attributes, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"gpu.printf {p.attr(self.attributes['format'])}{p.attr_dict(self.attributes, elide=('format',))}")
        if self.operands:
            p.write(f" {p.values(self.operands)} : {p.types([v.type for v in self.operands])}")

    def verify(self) -> None:
        fmt = self.attributes.get("format")
        if fmt is None:
            raise self.error("requires attribute 'format'")
        if not isinstance(fmt, A.StringAttr):
            raise self.error("attribute 'format' failed to satisfy constraint: string attribute")
        for i, v in enumerate(self.operands):
            _check_value(self, "operand", i, v, PRINTF_ARG)


# ---------------------------------------------------------------------------------------------------------
# Host-side memory ops (GPU_AsyncOpInterface)


@op("gpu.host_register", syntax="gpu_host_register")
class HostRegisterOp(Operation):
    """Maps a host buffer into the device address space: `gpu.host_register %m : memref<*xf32>`."""

    value = operand(ANY_UNRANKED_MEMREF)

    @classmethod
    def build(cls, value: Value) -> HostRegisterOp:
        return ods.create(cls, [value])  # type: ignore[return-value]

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, attrs, type_ = items
        _expect_type(p, cls.name, loc, 0, type_, T.UnrankedMemRefType)
        return ods.create(cls, [p.use(value, type_)], [], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"gpu.host_register {p.value(self.value)}{p.attr_dict(self.attributes)} : "
                f"{p.type(self.value.type)}")


@op("gpu.wait", traits=(AsyncOp,), format=_ASYNC + " attr-dict")
class WaitOp(_AsyncOp):
    """`gpu.wait [%deps]` blocks the host; `%t = gpu.wait async [%deps]` joins tokens into one."""

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    async_token = optional_result(ASYNC_TOKEN)

    @classmethod
    def build(cls, async_dependencies: list[Value] | None = None, async_: bool = False) -> WaitOp:
        return ods.create(cls, [list(async_dependencies or [])],  # type: ignore[return-value]
                          [T.async_token if async_ else None])


def _layout_symbols(t: T.MemRefType) -> int | None:
    """The number of symbols of the memref's affine layout (0 for the identity); None if unknown."""
    if t.layout is None:
        return 0
    if isinstance(t.layout, A.AffineMapAttr):
        m = re.match(r"\s*\([^)]*\)\s*(\[([^\]]*)\])?", t.layout.map_text)
        if m is None:
            return None
        inside = (m.group(2) or "").strip()
        return len(inside.split(",")) if inside else 0
    return None


@op("gpu.alloc", traits=(AttrSizedOperandSegments, AsyncOp),
    format=_ASYNC + " ` ` `(` $dynamic_sizes `)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)")
class AllocOp(_AsyncOp):
    """`%m = gpu.alloc [async [%deps]] (%dynamic_sizes)[%symbols] : memref<...>`."""

    memory_effects = ("alloc",)
    canonicalization_patterns = patterns_of("gpu", "SimplifyDimOfAllocOp")

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    dynamic_sizes = variadic_operand(INDEX)
    symbol_operands = variadic_operand(INDEX)
    memref = result(ANY_MEMREF)
    async_token = optional_result(ASYNC_TOKEN)

    @classmethod
    def build(cls, memref_type: T.MemRefType, dynamic_sizes: list[Value] | None = None,
              symbol_operands: list[Value] | None = None, async_dependencies: list[Value] | None = None,
              async_: bool = False) -> AllocOp:
        return ods.create(cls, [list(async_dependencies or []), list(dynamic_sizes or []),  # type: ignore[return-value]
                                list(symbol_operands or [])],
                          [memref_type, T.async_token if async_ else None])

    def result_names(self) -> list[tuple[int, str]]:
        return [(0, "memref"), (1, "asyncToken")] if len(self.results) > 1 else [(0, "memref")]

    def verify(self) -> None:
        t = self.memref.type
        expected = t.num_dynamic_dims
        dynamic_sizes = self.dynamic_sizes
        if len(dynamic_sizes) != expected:
            raise self.error(f"incorrect number of dynamic sizes, has {len(dynamic_sizes)}, expected {expected}")
        symbols = _layout_symbols(t)
        if symbols is not None and len(self.symbol_operands) != symbols:
            raise self.error("symbol operand count does not equal memref symbol count")


@op("gpu.dealloc", traits=(AsyncOp,), format=_ASYNC + " $memref attr-dict `:` type($memref)")
class DeallocOp(_AsyncOp):
    """`gpu.dealloc [async [%deps]] %m : memref<...>`."""

    memory_effects = ("free",)

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    memref = operand(ANY_MEMREF)
    async_token = optional_result(ASYNC_TOKEN)

    @classmethod
    def build(cls, memref: Value, async_dependencies: list[Value] | None = None, async_: bool = False) -> DeallocOp:
        return ods.create(cls, [list(async_dependencies or []), memref],  # type: ignore[return-value]
                          [T.async_token if async_ else None])


def _shapes_compatible(a: T.Type, b: T.Type) -> bool:
    """verifyCompatibleShape: equal ranks, and each pair of sizes equal or one of them dynamic."""
    if not isinstance(a, T.ShapedType) or not isinstance(b, T.ShapedType) or a.shape == b.shape:
        return True
    if len(a.shape) != len(b.shape):
        return False
    return all(x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape))


def _element_type(t: T.Type) -> T.Type:
    return getattr(t, "element_type", t)



def _fold_memref_casts(op: Operation) -> object:
    """gpu.memcpy/gpu.memset fold the memref.casts of their operands (memref::foldMemRefCast), in place."""
    from gpuopt.dialects.memref import fold_memref_cast
    from gpuopt.rewrite import IN_PLACE

    return IN_PLACE if fold_memref_cast(op) else None


@op("gpu.memcpy", traits=(AsyncOp,),
    format=_ASYNC + " $dst `,` $src `:` type($dst) `,` type($src) attr-dict")
class MemcpyOp(_AsyncOp):
    """Copies `src` into `dst`."""

    memory_effects = ("write", "read")

    def fold(self, consts: list[A.Attribute | None]) -> object:
        return _fold_memref_casts(self)

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    dst = operand(ANY_MEMREF)
    src = operand(ANY_MEMREF)
    async_token = optional_result(ASYNC_TOKEN)

    @classmethod
    def build(cls, dst: Value, src: Value, async_dependencies: list[Value] | None = None,
              async_: bool = False) -> MemcpyOp:
        return ods.create(cls, [list(async_dependencies or []), dst, src],  # type: ignore[return-value]
                          [T.async_token if async_ else None])

    def verify(self) -> None:
        src, dst = self.src.type, self.dst.type
        src_element, dst_element = _element_type(src), _element_type(dst)
        if src_element is not dst_element and src_element != dst_element:
            raise self.error("arguments have incompatible element type")
        if not _shapes_compatible(src, dst):
            raise self.error("arguments have incompatible shape")


@op("gpu.memset", traits=(AsyncOp,),
    format=_ASYNC + " $dst `,` $value `:` type($dst) `,` type($value) attr-dict")
class MemsetOp(_AsyncOp):
    """Fills `dst` with `value`."""

    memory_effects = ("write",)

    def fold(self, consts: list[A.Attribute | None]) -> object:
        return _fold_memref_casts(self)

    async_dependencies = variadic_operand(ASYNC_TOKEN)
    dst = operand(ANY_MEMREF)
    value = operand(ANY)
    async_token = optional_result(ASYNC_TOKEN)

    @classmethod
    def build(cls, dst: Value, value: Value, async_dependencies: list[Value] | None = None,
              async_: bool = False) -> MemsetOp:
        return ods.create(cls, [list(async_dependencies or []), dst, value],  # type: ignore[return-value]
                          [T.async_token if async_ else None])

    def verify(self) -> None:
        if _element_type(self.dst.type) != _element_type(self.value.type):
            raise self.error("failed to verify that all of {dst, value} have same element type")


# ---------------------------------------------------------------------------------------------------------
# Subgroup MMA ops


_MMA_SPACES = (GENERIC_MEMORY_SPACE, SHARED_MEMORY_SPACE, GLOBAL_MEMORY_SPACE)


@op("gpu.subgroup_mma_load_matrix",
    format="$src_memref `[` $indices `]` attr-dict `:` type($src_memref) `->` type($res)")
class SubgroupMmaLoadMatrixOp(Operation):
    """`%m = gpu.subgroup_mma_load_matrix %src[%i, %j] {leadDimension = 32 : index} : memref<..> -> T`."""

    memory_effects = ("read",)

    src_memref = operand(ods.unchecked(type_class=T.MemRefType))
    indices = variadic_operand(ods.unchecked(buildable=T.index))
    res = result(ods.unchecked(type_class=T.MMAMatrixType))

    def verify(self) -> None:
        _index_attr(self, "leadDimension")
        _check_value(self, "operand", 0, self.src_memref, MMA_MEMREF)
        for i, v in enumerate(self.indices, start=1):
            _check_value(self, "operand", i, v, INDEX)
        _check_value(self, "result", 0, self.res, MMA_MATRIX)
        src: T.MemRefType = self.src_memref.type  # type: ignore[assignment]
        if src.layout is not None:
            raise DiagnosticError.at(self.loc, "expected identity layout map for source memref")
        if _memory_space(src) not in _MMA_SPACES:
            raise DiagnosticError.at(self.loc, "source memorySpace kGenericMemorySpace, kSharedMemorySpace or "
                                               "kGlobalMemorySpace only allowed")


@op("gpu.subgroup_mma_store_matrix",
    format="$src `,` $dst_memref `[` $indices `]` attr-dict `:` type($src) `,` type($dst_memref)")
class SubgroupMmaStoreMatrixOp(Operation):
    """`gpu.subgroup_mma_store_matrix %m, %dst[%i, %j] {leadDimension = 32 : index} : T, memref<..>`."""

    memory_effects = ("write",)

    src = operand(ods.unchecked(type_class=T.MMAMatrixType))
    dst_memref = operand(ods.unchecked(type_class=T.MemRefType))
    indices = variadic_operand(ods.unchecked(buildable=T.index))

    def verify(self) -> None:
        _index_attr(self, "leadDimension")
        _check_value(self, "operand", 0, self.src, MMA_MATRIX_F16_F32)
        _check_value(self, "operand", 1, self.dst_memref, MMA_MEMREF)
        for i, v in enumerate(self.indices, start=2):
            _check_value(self, "operand", i, v, INDEX)
        dst: T.MemRefType = self.dst_memref.type  # type: ignore[assignment]
        if dst.layout is not None:
            raise DiagnosticError.at(self.loc, "expected identity layout map for destination memref")
        if _memory_space(dst) not in _MMA_SPACES:
            raise DiagnosticError.at(self.loc, "destination memorySpace of kGenericMemorySpace, "
                                               "kGlobalMemorySpace or kSharedMemorySpace only allowed")
        if self.src.type.operand != "COp":  # type: ignore[attr-defined]
            raise DiagnosticError.at(self.loc, "expected the operand matrix being stored to have 'COp' operand type")


@op("gpu.subgroup_mma_compute", traits=(NoSideEffect, AllTypesMatch("op_c", "res")),
    format="$op_a `,` $op_b `,` $op_c attr-dict `:` type($op_a) `,` type($op_b) `->` type($res)")
class SubgroupMmaComputeOp(Operation):
    """`%d = gpu.subgroup_mma_compute %a, %b, %c : A, B -> C` (D = A * B + C)."""

    op_a = operand(ods.unchecked(type_class=T.MMAMatrixType))
    op_b = operand(ods.unchecked(type_class=T.MMAMatrixType))
    op_c = operand(ANY)
    res = result(ANY)

    @classmethod
    def infer_result_types(cls, operand_types: list[T.Type], attributes: Any) -> list[T.Type]:
        return [operand_types[2]]

    def verify(self) -> None:
        for i, v in enumerate(self.operands):
            _check_value(self, "operand", i, v, MMA_MATRIX_F16_F32)
        _check_value(self, "result", 0, self.res, MMA_MATRIX)
        a, b, c = (v.type for v in self.operands)
        if (a.operand, b.operand, c.operand) != ("AOp", "BOp", "COp"):  # type: ignore[attr-defined]
            raise DiagnosticError.at(self.loc, "operands must be in the order AOp, BOp, COp")
        if a.shape[1] != b.shape[0] or a.shape[0] != c.shape[0] or b.shape[1] != c.shape[1]:  # type: ignore
            raise DiagnosticError.at(self.loc, "operand shapes do not satisfy matmul constraints")


@op("gpu.subgroup_mma_constant_matrix", traits=(NoSideEffect,), syntax="gpu_mma_constant")
class SubgroupMmaConstantMatrixOp(Operation):
    """`%m = gpu.subgroup_mma_constant_matrix %v : !gpu.mma_matrix<16x16xf32, "COp">`."""

    value = operand(F16_OR_F32)
    res = result(MMA_MATRIX)

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        value, attrs, type_ = items
        if not isinstance(type_, T.MMAMatrixType):
            raise _custom_error(loc, cls.name, f"'res' must be MMAMatrix type, but got '{type_}'")
        return ods.create(cls, [p.use(value, type_.element_type)], [type_], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(f"gpu.subgroup_mma_constant_matrix {p.value(self.value)}{p.attr_dict(self.attributes)} : "
                f"{p.type(self.res.type)}")

    def verify(self) -> None:
        if self.value.type != self.res.type.element_type:  # type: ignore[attr-defined]
            raise self.error("failed to verify that value type matches element type of mma_matrix")


@op("gpu.subgroup_mma_elementwise", traits=(NoSideEffect,),
    format="$operation $args attr-dict `:` functional-type($args, $res)")
class SubgroupMmaElementwiseOp(Operation):
    """`%r = gpu.subgroup_mma_elementwise addf %a, %b : (A, B) -> C`."""

    operation = attribute(MMA_ELEMENTWISE)
    args = variadic_operand(ANY)
    res = result(ANY)

    def verify(self) -> None:
        for i, v in enumerate(self.operands):
            _check_value(self, "operand", i, v, MMA_MATRIX)
        _check_value(self, "result", 0, self.res, MMA_MATRIX)


# ---------------------------------------------------------------------------------------------------------
# Types and helper rules of gpu.lark


def _mma_matrix_type(p: Any, items: list[Any]) -> T.Type:
    """`!gpu.mma_matrix<16x16xf16, "AOp">`, checked at parse time as upstream's getChecked does."""
    from gpuopt.syntax import dims as _dims
    from gpuopt.syntax import string_value as A_string

    keyword, dims, element, operand_tok = items
    if "?" in str(dims):
        at = p.loc(dims)
        raise DiagnosticError.at(Location(at.file, at.line, at.col + str(dims).index("?") + 1), "expected static shape")
    shape = _dims(dims)
    operand_name = A_string(operand_tok)
    loc = p.loc(keyword)
    where = Location(loc.file, loc.line, loc.col + len("!gpu."))
    if operand_name not in ("AOp", "BOp", "COp"):
        raise DiagnosticError.at(where, "operand expected to be one of AOp, BOp or COp")
    if len(shape) != 2:
        raise DiagnosticError.at(where, "MMAMatrixType must have exactly two dimensions")
    if element not in (T.f16, T.f32):
        raise DiagnosticError.at(where, "MMAMatrixType elements must be F16 or F32")
    return T.MMAMatrixType(shape, element, operand_name)


def _optional_list(p: Any, items: list[Any]) -> list[Any]:
    return items[0] or []


GRAMMAR_CALLBACKS: dict[str, Callable[[Any, list[Any]], Any]] = {
    "gpu_async_token_type": lambda p, items: T.async_token,
    "gpu_mma_matrix_type": _mma_matrix_type,
    "gpu_workgroup": _optional_list,
    "gpu_private": _optional_list,
    "gpu_attributions": lambda p, items: items,
    "gpu_attribution": lambda p, items: (items[0], items[1]),
    "gpu_size_assignment": lambda p, items: items,
    "gpu_kernel_ref": lambda p, items: items[0],
    "gpu_launch_args": lambda p, items: items,
    "gpu_launch_arg": lambda p, items: (items[0], items[1], items[2]),
    "gpu_deps": _optional_list,
}
