"""Declaring ops once, in the spirit of MLIR's ODS: operand and result groups, attributes, traits.

An op class lists its operand and result groups as descriptors; `@op` collects them in order, and the
generic verifier (counts, segment sizes, type constraints) and the named accessors all come from that one
list.  Custom syntax lives on the class too: `syntax` names its grammar rule, `from_syntax` builds the op
from the rule's children and `print_custom` writes it back.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from gpuopt.ir import types as T
from gpuopt.ir.attributes import Attribute, DenseElementsAttr, StringAttr, segment_sizes
from gpuopt.ir.core import Block, Operation, Value

REGISTRY: dict[str, type[Operation]] = {}
"""Canonical op name -> op class."""

SPELLINGS: dict[str, str] = {}
"""Every accepted spelling of a registered op (custom keyword and aliases) -> canonical name."""

DIALECTS: set[str] = {"builtin"}

UNKNOWN_OPS_DIALECT_PREFIXES: tuple[str, ...] = ("test.",)
"""Dialects registered in mlir-opt 14 that accept unknown ops (its test dialect): `"test.finish"() : () -> ()`
parses without -allow-unregistered-dialect."""

DIALECT_ATTR_VERIFIERS: dict[str, Callable[[Operation, str, Attribute], None]] = {}
"""Dialect name -> checker of discardable attributes with that prefix (`gpu.container_module`), run on
every op before its own invariants, as MLIR's `Dialect::verifyOperationAttribute`."""


@dataclass(frozen=True)
class Constraint:
    """A type constraint with upstream's description, used in "operand #0 must be ..." messages."""

    description: str
    check: Callable[[T.Type], bool]

    def __call__(self, t: T.Type) -> bool:
        return self.check(t)


def int_literal(token: Any) -> int:
    """An INTEGER token's value: `0x` hexadecimal, else decimal, leading zeros allowed (`01` is 1) as in MLIR
    (Python's `int(text, 0)` rejects those)."""
    text = str(token)
    return int(text, 16) if text.startswith("0x") else int(text, 10)


def of_type(*kinds: type | T.Type, description: str) -> Constraint:
    classes = tuple(k for k in kinds if isinstance(k, type))
    instances = tuple(k for k in kinds if not isinstance(k, type))
    return Constraint(description, lambda t: isinstance(t, classes) or t in instances)


ANY = Constraint("any type", lambda t: True)
INDEX = of_type(T.IndexType, description="index")
ASYNC_TOKEN = of_type(T.AsyncTokenType, description="async token type")
ANY_MEMREF = of_type(T.MemRefType, description="memref of any type values")
ANY_UNRANKED_MEMREF = of_type(T.UnrankedMemRefType, description="unranked.memref of any type values")
SIGNLESS_INT_LIKE = Constraint(
    "signless-integer-like",
    lambda t: (isinstance(t, T.IntegerType) and t.is_signless) or isinstance(t, T.IndexType)
    or (isinstance(t, (T.VectorType, T.RankedTensorType)) and isinstance(t.element_type, (T.IntegerType, T.IndexType))),
)
FLOAT_LIKE = Constraint(
    "floating-point-like",
    lambda t: isinstance(t, T.FloatType)
    or (isinstance(t, (T.VectorType, T.RankedTensorType)) and isinstance(t.element_type, T.FloatType)),
)
LLVM_TYPE = Constraint("LLVM dialect-compatible type", T.is_llvm_compatible)
I1 = of_type(T.i1, description="1-bit signless integer")
I32 = of_type(T.i32, description="32-bit signless integer")


def _as_constraint(c: Constraint | type | T.Type | None) -> Constraint:
    if c is None:
        return ANY
    if isinstance(c, Constraint):
        return c
    return of_type(c, description=str(c) if isinstance(c, T.Type) else c.__name__)


class _Group:
    """One operand or result group; `kind` is "single", "optional" or "variadic"."""

    is_result: ClassVar[bool] = False

    def __init__(self, constraint: Constraint | type | T.Type | None, kind: str) -> None:
        self.constraint = _as_constraint(constraint)
        self.kind = kind
        self.name = ""
        self.position = 0

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        values = op.results if self.is_result else op.operands
        start, size = segments(op, self.is_result)[self.position]
        group = values[start:start + size]
        if self.kind == "variadic":
            return group
        return group[0] if group else None


class OperandGroup(_Group):
    pass


class ResultGroup(_Group):
    is_result = True


def operand(c: Constraint | type | T.Type | None = None) -> Any:
    return OperandGroup(c, "single")


def optional_operand(c: Constraint | type | T.Type | None = None) -> Any:
    return OperandGroup(c, "optional")


def variadic_operand(c: Constraint | type | T.Type | None = None) -> Any:
    return OperandGroup(c, "variadic")


def result(c: Constraint | type | T.Type | None = None) -> Any:
    return ResultGroup(c, "single")


def optional_result(c: Constraint | type | T.Type | None = None) -> Any:
    return ResultGroup(c, "optional")


def variadic_result(c: Constraint | type | T.Type | None = None) -> Any:
    return ResultGroup(c, "variadic")


# Traits are plain marker classes, checked with `has_trait`.
class Trait:
    pass


class Terminator(Trait):
    pass


class IsolatedFromAbove(Trait):
    pass


class SymbolTable(Trait):
    pass


class NoTerminator(Trait):
    pass


class AttrSizedOperandSegments(Trait):
    pass


class AsyncOp(Trait):
    """GPU_AsyncOpInterface: `async_dependencies` operands and an optional `async_token` result."""


class ConstantLike(Trait):
    pass


class NoSideEffect(Trait):
    pass


def has_trait(op: Operation, trait: type[Trait]) -> bool:
    return trait in getattr(type(op), "traits", ())


def module_like(op: Operation | None) -> bool:
    """LLVM's satisfiesLLVMModule: a symbol table isolated from above (`module`, `gpu.module`)."""
    return op is not None and has_trait(op, SymbolTable) and has_trait(op, IsolatedFromAbove)


def lookup_symbol(op: Operation, name: str, module_only: bool = False) -> Operation | None:
    """The op named `name` in the nearest enclosing symbol table (or LLVM module, for `module_only`)."""
    table = op.parent_op
    while table is not None and not (module_like(table) if module_only else has_trait(table, SymbolTable)):
        table = table.parent_op
    return lookup_symbol_in(table, name) if table is not None else None


_SYMBOLS: OrderedDict[int, tuple[Block, list[Operation], dict[str, Operation]]] = OrderedDict()
"""Recently used symbol-table bodies (by id, holding the block so the id stays its own) -> its op list when the
map was made -> name -> op."""


def lookup_symbol_in(table: Operation, name: str) -> Operation | None:
    """`name` among the ops of `table`'s body.  Each body's name -> op map is cached, and a hit is trusted
    only while that op still sits in the body under that name; anything else rebuilds the map, so verifying
    many calls stays linear however the IR was edited in between.  A body rebuilt with a new op list (as the
    conversion driver does) invalidates its map: the ops it replaced still name the block as their parent."""
    for region in table.regions:
        for block in region.blocks:
            cached = _SYMBOLS.get(id(block))
            fresh = cached is not None and cached[0] is block and cached[1] is block.ops
            found = cached[2].get(name) if fresh else None
            if found is None or found.parent is not block or symbol_name(found) != name:
                names: dict[str, Operation] = {}
                for child in block.ops:
                    sym = symbol_name(child)
                    if sym is not None:
                        names.setdefault(sym, child)
                _SYMBOLS[id(block)] = (block, block.ops, names)
                if len(_SYMBOLS) > 8:
                    _SYMBOLS.popitem(last=False)
                found = names.get(name)
            else:
                _SYMBOLS.move_to_end(id(block))
            if found is not None:
                return found
    return None


def symbol_name(op: Operation) -> str | None:
    sym = op.attributes.get("sym_name")
    return sym.value if isinstance(sym, StringAttr) else None


def segments(op: Operation, of_results: bool) -> list[tuple[int, int]]:
    """(start, size) of each declared group, from `operand_segment_sizes` or the lone variadic group."""
    cls = type(op)
    if not of_results and cls._attr_sized:
        attr = op.attributes.get("operand_segment_sizes")
        n = len(cls.operand_groups)
        sizes = [int(v) for v in attr.as_list()] if isinstance(attr, DenseElementsAttr) else [0] * n
    else:
        layout = cls._result_layout if of_results else cls._operand_layout
        if layout[0] is not None:  # no variadic group: the layout is fixed
            return layout[0]
        kinds, fixed = layout[1], layout[2]
        total = len(op.results if of_results else op.operands)
        var_size = total - fixed if layout[3] == 1 else 0
        sizes = [1 if single else var_size for single in kinds]
    out, start = [], 0
    for size in sizes:
        out.append((start, size))
        start += size
    return out


def _layout(groups: list[_Group]) -> tuple[list[tuple[int, int]] | None, list[bool], int, int]:
    """Precomputed per op class: the fixed segments (when nothing is variadic), which groups are single,
    how many single groups there are, and how many variadic/optional ones."""
    kinds = [g.kind == "single" for g in groups]
    n_var = kinds.count(False)
    fixed = [(i, 1) for i in range(len(groups))] if n_var == 0 else None
    return fixed, kinds, len(groups) - n_var, n_var


def op(
    name: str,
    traits: tuple[type[Trait], ...] = (),
    keyword: str | None = None,
    aliases: tuple[str, ...] = (),
    syntax: str | None = None,
) -> Callable[[type[Operation]], type[Operation]]:
    """Registers an op class under `name`, collecting its operand/result groups in declaration order.

    `keyword` is the custom-form spelling when it differs from `name` (`return` for `std.return`),
    `aliases` other accepted spellings (`func.return`), `syntax` the grammar rule of the custom form.
    """

    def register(cls: type[Operation]) -> type[Operation]:
        cls.name = name
        cls.traits = tuple(traits)
        cls.keyword = keyword or (name[4:] if name.startswith("std.") else name)
        cls.syntax = syntax if syntax is not None else name.replace(".", "_")
        cls.operand_groups = [v for v in _own_and_inherited(cls) if isinstance(v, OperandGroup)]
        cls.result_groups = [v for v in _own_and_inherited(cls) if isinstance(v, ResultGroup)]
        for groups in (cls.operand_groups, cls.result_groups):
            for i, g in enumerate(groups):
                g.position = i
        cls._attr_sized = AttrSizedOperandSegments in cls.traits
        cls._operand_layout = _layout(cls.operand_groups)
        cls._result_layout = _layout(cls.result_groups)
        REGISTRY[name] = cls
        DIALECTS.add(name.split(".")[0])
        for spelling in (name, cls.keyword, *aliases):
            SPELLINGS[spelling] = name
        return cls

    return register


def _own_and_inherited(cls: type) -> list[Any]:
    seen: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        for key, value in vars(klass).items():
            if isinstance(value, _Group):
                seen.pop(key, None)
                seen[key] = value
    return list(seen.values())


def create(
    cls: type[Operation],
    operands: list[list[Value] | Value | None] | None = None,
    result_types: list[T.Type | None | list[T.Type]] | None = None,
    attributes: dict[str, Attribute] | None = None,
    regions: list | None = None,
    successors: list | None = None,
    loc: Any = None,
) -> Operation:
    """Builds `cls` from one entry per declared group (a value, None or a list for variadic groups),
    adding `operand_segment_sizes` when the op has several variadic groups."""
    flat: list[Value] = []
    sizes: list[int] = []
    for group in operands or []:
        items = group if isinstance(group, list) else ([] if group is None else [group])
        flat.extend(items)
        sizes.append(len(items))
    attrs = dict(attributes or {})
    if AttrSizedOperandSegments in cls.traits:
        attrs["operand_segment_sizes"] = segment_sizes(sizes)
    types: list[T.Type] = []
    for t in result_types or []:
        if isinstance(t, list):
            types.extend(t)
        elif t is not None:
            types.append(t)
    return cls(cls.name, flat, types, attrs, regions, successors, loc)


@dataclass(frozen=True)
class Attr:
    """An attribute an op cannot do without, declared as `required_attributes = (Attr(...), ...)` on the op
    class.  The generic verifier checks it before the op's own `verify` (as ODS does), so op code and printers
    can rely on it: a generic-form op missing it, or carrying the wrong kind, is a located error, not a crash."""

    name: str
    check: Callable[[Attribute], bool] = lambda attr: True
    constraint: str = ""
    """The text after "failed to satisfy constraint: " when `check` fails."""
    message: str | None = None
    """One message for both missing and invalid (upstream ops with a hand-written check say e.g. "requires a
    'callee' symbol reference attribute")."""


def verify_attributes(op: Operation) -> None:
    for required in getattr(type(op), "required_attributes", ()):
        attr = op.attributes.get(required.name)
        if attr is None:
            raise op.error(required.message or f"requires attribute '{required.name}'")
        if not required.check(attr):
            raise op.error(required.message
                           or f"attribute '{required.name}' failed to satisfy constraint: {required.constraint}")


def verify_groups(op: Operation) -> None:
    """The checks ODS generates: required attributes, group counts, segment sizes and type constraints."""
    cls = type(op)
    verify_attributes(op)
    _verify_side(op, cls, False, cls.operand_groups, op.operands, cls._operand_layout, "operand")
    _verify_side(op, cls, True, cls.result_groups, op.results, cls._result_layout, "result")


def _verify_side(op: Operation, cls: type, of_results: bool, groups: list[_Group], values: list[Value],
                 layout: tuple, what: str) -> None:
    fixed, _, n_single, n_var = layout
    attr_sized = not of_results and cls._attr_sized
    if fixed is not None and not attr_sized:  # the common case: no variadic group
        if len(values) != len(groups):
            raise op.error(_count_message(what, len(groups), len(values), at_least=False))
        for i, g in enumerate(groups):
            if not g.constraint.check(values[i].type):
                raise op.error(f"{what} #{i} must be {g.constraint.description}, but got '{values[i].type}'")
        return
    if n_var and len(values) < n_single:
        raise op.error(_count_message(what, n_single, len(values), at_least=True))
    if attr_sized:
        attr = op.attributes.get("operand_segment_sizes")
        if not isinstance(attr, DenseElementsAttr):
            raise op.error("requires 1D i32 elements attribute 'operand_segment_sizes'")
        sizes = [int(v) for v in attr.as_list()]
        if len(sizes) != len(groups):
            raise op.error(
                f"'operand_segment_sizes' attribute for specifying operand segments must have "
                f"{len(groups)} elements, but got {len(sizes)}")
        if sum(sizes) != len(values):
            raise op.error(
                f"operand count ({len(values)}) does not match with the total size ({sum(sizes)}) "
                f"specified in attribute 'operand_segment_sizes'")
    for (start, size), g in zip(segments(op, of_results), groups):
        if g.kind == "optional" and size > 1:
            raise op.error(f"{what} group starting at #{start} requires 0 or 1 element, but found {size}")
        if g.kind == "single" and size != 1:
            # mlir-opt 14 lets this through and then reads a neighbouring operand; gpuopt rejects it
            raise op.error(f"{what} group starting at #{start} requires 1 element, but found {size}")
        check = g.constraint.check
        for i in range(start, start + size):
            if not check(values[i].type):
                # mlir-opt 14 names the element constraint even for variadic groups
                raise op.error(f"{what} #{i} must be {g.constraint.description}, but got '{values[i].type}'")


def _count_message(what: str, expected: int, found: int, at_least: bool) -> str:
    """The wording of MLIR's NOperands/AtLeastNOperands (and result) trait verifiers."""
    if at_least:
        return f"expected {expected} or more {what}s, but found {found}"
    if expected == 0:
        return f"requires zero {what}s"
    if expected == 1:
        return "requires a single operand" if what == "operand" else "requires one result"
    return f"expected {expected} {what}s, but found {found}"
