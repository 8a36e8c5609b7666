"""Declaring ops once, in the spirit of MLIR's ODS: operand and result groups, attributes, traits.

An op class lists its operand and result groups as descriptors; `@op` collects them in order, and the
generic verifier (counts, segment sizes, type constraints) and the named accessors all come from that one
list.  Custom syntax lives on the class too: `syntax` names its grammar rule, `from_syntax` builds the op
from the rule's children and `print_custom` writes it back.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from gpuopt.ir import types as T
from gpuopt.ir.attributes import Attribute, DenseElementsAttr, StringAttr, segment_sizes
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.valueclass import dataclass, field

REGISTRY: dict[str, type[Operation]] = {}
"""Canonical op name -> op class."""

SPELLINGS: dict[str, str] = {}
"""Every accepted spelling of a registered op (custom keyword and aliases) -> canonical name."""

DIALECTS: set[str] = {"builtin"}

UNKNOWN_OPS_DIALECT_PREFIXES: tuple[str, ...] = ("test.",)
"""Dialects registered in mlir-opt 14 that accept unknown ops (its test dialect): `"test.finish"() : () -> ()`
parses without -allow-unregistered-dialect."""

DIALECT_ATTR_PARSERS: dict[str, Callable[[str], Attribute | None]] = {}
"""Dialect name -> reader of its attributes' full spelling (`#gpu<"dim x">`), giving a typed attribute, or None
to keep it opaque; the generic parser asks it for every `#dialect...` attribute.  A reader that knows the
spelling is wrong raises `DialectAttrError`."""

UNKNOWN_TYPE_MESSAGES: dict[str, str] = {
    "async": "unknown  type `{mnemonic}` in dialect `async`",  # (sic: 14's generated type parser)
    "gpu": "unknown gpu type: {mnemonic}",
    "llvm": "unknown LLVM type: {mnemonic}",
}
"""Dialect name -> mlir-opt 14's message for a type of that dialect it does not know (`!gpu.foo`); others
get gpuopt's own wording."""


class DialectAttrError(Exception):
    """What a reader in `DIALECT_ATTR_PARSERS` raises for a spelling its dialect rejects: the message and
    where in the spelling the dialect's parser reports it (mlir-opt 14's `Unknown combining kind: foo`), and
    the further errors the parser emits after it (`(offset, message)`: `failed to parse MMATypesAttr parameter`)."""

    def __init__(self, offset: int, message: str, further: tuple[tuple[int, str], ...] = ()) -> None:
        super().__init__(message)
        self.offset = offset
        self.message = message
        self.further = further


DIALECT_ATTR_VERIFIERS: dict[str, Callable[[Operation, str, Attribute], None]] = {}
"""Dialect name -> checker of discardable attributes with that prefix (`gpu.container_module`), run on
every op before its own invariants, as MLIR's `Dialect::verifyOperationAttribute`."""


@dataclass(frozen=True)
class Constraint:
    """A type constraint with upstream's description, used in "operand #0 must be ..." messages."""

    description: str
    check: Callable[[T.Type], bool]
    accepted: dict[int, T.Type] = field(default_factory=dict, compare=False, repr=False)
    """id -> type of types `check` accepted (see `verify_groups`); holding the type keeps its id its own."""
    type_class: type | None = field(default=None, compare=False)
    """The one type class the constraint admits (upstream's C++ class: `MemRefType` for AnyMemRef, `IndexType`
    for Index), which a custom parser checks at once ("invalid kind of type specified"); None for `Type`."""
    buildable: T.Type | None = field(default=None, compare=False)
    """The one type the constraint admits, which a declarative format need not spell (`index`, `i32`)."""

    def __call__(self, t: T.Type) -> bool:
        return self.check(t)

    def remember(self, t: T.Type) -> None:
        if len(self.accepted) > 4096:
            self.accepted.clear()
        self.accepted[id(t)] = t


def int_literal(token: Any) -> int:
    """An INTEGER token's value: `0x` hexadecimal, else decimal, leading zeros allowed (`01` is 1) as in MLIR
    (Python's `int(text, 0)` rejects those)."""
    text = str(token)
    return int(text, 16) if text.startswith("0x") else int(text, 10)


def of_type(*kinds: type | T.Type, description: str) -> Constraint:
    classes = tuple(k for k in kinds if isinstance(k, type))
    instances = tuple(k for k in kinds if not isinstance(k, type))
    type_class = buildable = None
    if len(kinds) == 1:
        type_class = classes[0] if classes else type(instances[0])
        buildable = instances[0] if instances else None
    elif not classes and len({type(k) for k in instances}) == 1:
        type_class = type(instances[0])
    return Constraint(description, lambda t: isinstance(t, classes) or t in instances, type_class=type_class,
                      buildable=buildable)


def _always(t: T.Type) -> bool:
    return True


ANY = Constraint("any type", _always)


def unchecked(type_class: type | None = None, buildable: T.Type | None = None) -> Constraint:
    """A group the ODS checks leave alone (the op's own `verify` checks it, in the order upstream reports
    problems), but whose type a custom form still reads as upstream's C++ class (`type_class`) or leaves out
    (`buildable`)."""
    return Constraint("any type", _always, type_class=type_class, buildable=buildable)
INDEX = of_type(T.index, description="index")
ASYNC_TOKEN = of_type(T.async_token, description="async token type")
ANY_MEMREF = of_type(T.MemRefType, description="memref of any type values")
ANY_UNRANKED_MEMREF = of_type(T.UnrankedMemRefType, description="unranked.memref of any type values")


def _signless_int_or_index(t: T.Type) -> bool:
    return (isinstance(t, T.IntegerType) and t.is_signless) or isinstance(t, T.IndexType)


SIGNLESS_INT_LIKE = Constraint(
    "signless-integer-like",
    lambda t: _signless_int_or_index(t) or (isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType))
                                            and _signless_int_or_index(t.element_type)),
)
"""14's SignlessIntegerLike: a signless integer or index, or a vector or tensor (ranked or not) of them."""
FLOAT_LIKE = Constraint(
    "floating-point-like",
    lambda t: isinstance(t, T.FloatType)
    or (isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType))
        and isinstance(t.element_type, T.FloatType)),
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
    """One operand or result group; `kind` is "single", "optional" or "variadic".

    Reading a group (`op.async_dependencies`) is what printers and verifiers do most, so `__get__` works out
    the group's slice inline for the usual shapes of a side (see `_access`): no group is variadic or optional
    (group i is value i), exactly one is (the values before and after it are single), or the sizes come from
    `operand_segment_sizes` (its segments are kept per attribute object: attributes are immutable).  Anything
    else, malformed IR included, takes the general `_side_plan`."""

    is_result: ClassVar[bool] = False

    def __init__(self, constraint: Constraint | type | T.Type | None, kind: str) -> None:
        self.constraint = _as_constraint(constraint)
        self.kind = kind
        self.variadic = kind == "variadic"
        self.name = ""
        self.position = 0

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        if self.is_result:
            values, (mode, singles) = op.results, owner._result_access
        else:
            values, (mode, singles) = op.operands, owner._operand_access
        position = self.position
        if mode == _FIXED:  # group i is value i
            return values[position] if position < len(values) else None
        if mode >= 0:  # one variadic or optional group, at `mode`
            size = len(values) - singles
            if size >= 0:
                if position < mode:
                    return values[position]
                if position > mode:
                    return values[position - 1 + size]
                if self.variadic:
                    return values[mode:mode + size]
                return values[mode] if size else None
            start, size = _side_plan(op, self.is_result)[0][position]
        elif mode == _ATTR_SIZED:
            start, size = _attr_segments(op)[position]
        else:
            start, size = _side_plan(op, self.is_result)[0][position]
        group = values[start:start + size]
        if self.variadic:
            return group
        return group[0] if group else None


_FIXED, _ATTR_SIZED, _OTHER = -1, -2, -3
"""`_access` modes other than the index of a side's one variadic or optional group."""


def _access(layout: tuple[Any, list[bool], int, int], attr_sized: bool) -> tuple[int, int]:
    """How `_Group.__get__` finds the groups of one side of an op class, from its `_layout`: (mode, number
    of single groups)."""
    _, single_kinds, singles, n_var = layout
    if attr_sized:
        return _ATTR_SIZED, singles
    if n_var == 0:
        return _FIXED, singles
    if n_var == 1:
        return single_kinds.index(False), singles
    return _OTHER, singles


_ATTR_SEGMENTS: dict[int, tuple[Attribute, list[tuple[int, int]]]] = {}
"""id of an `operand_segment_sizes` attribute -> (the attribute, keeping the id its own; its segments)."""


def _attr_segments(op: Operation) -> list[tuple[int, int]]:
    """The operand segments of an attribute-sized `op`, remembered for its `operand_segment_sizes` when that
    is an elements attribute (well-formed or not), whose segments depend on nothing else."""
    attr = op.attributes.get("operand_segment_sizes")
    known = _ATTR_SEGMENTS.get(id(attr))
    if known is not None and known[0] is attr:
        return known[1]
    segs = _side_plan(op, False)[0]
    if isinstance(attr, DenseElementsAttr):
        if len(_ATTR_SEGMENTS) > 4096:
            _ATTR_SEGMENTS.clear()
        _ATTR_SEGMENTS[id(attr)] = (attr, segs)
    return segs


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


class _Declared:
    """What attribute, region and successor declarations share: the name they are declared under and their
    position among the op's declarations of their kind (set by `op`)."""

    def __init__(self) -> None:
        self.name = ""
        self.index = 0

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name


class AttrDef(_Declared):
    """An attribute the op declares (upstream's attribute arguments): `dimension = attribute(DIMENSION)`.
    Reading it gives the op's attribute (None when an optional one is absent), or for an enum its case, as
    upstream's `dimension()` gives the enum value; the generic verifier checks
    that a required one is there and that any present one satisfies its kind."""

    def __init__(self, kind: Any, optional: bool = False) -> None:
        super().__init__()
        self.kind = kind
        self.optional = optional

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        attr = op.attributes.get(self.name)
        value = getattr(self.kind, "value", None)
        return value(attr) if value is not None else attr


def attribute(kind: Any, optional: bool = False) -> Any:
    return AttrDef(kind, optional)


class RegionDef(_Declared):
    """A region the op declares; `terminator` names the op class added when the custom form leaves the
    block's terminator out (SingleBlockImplicitTerminator), which the printer then leaves out too when it
    carries nothing."""

    def __init__(self, terminator: Callable[[], type[Operation]] | None = None) -> None:
        super().__init__()
        self.terminator = terminator

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        return op.regions[self.index] if self.index < len(op.regions) else None

    @property
    def implicit_terminator(self) -> Callable[[Any, Any], None] | None:
        if self.terminator is None:
            return None
        return partial(ensure_terminator, self.terminator)

    def printer(self, p: Any, region: Any) -> None:
        if self.terminator is None:
            p.region(region)
            return
        p.region(region, print_terminator=_prints_implicit_terminator)


def _prints_implicit_terminator(op: Operation) -> bool:
    """MLIR prints an implicit terminator only when it carries something."""
    return bool(op.attributes or op.operands or op.results)


def ensure_terminator(terminator: Callable[[], type[Operation]], region: Any, loc: Any) -> None:
    """MLIR's ensureTerminator: a parsed single-block region whose block does not end in a terminator gets
    one (an empty region gets a block first)."""
    from gpuopt.ir.core import Region

    if not isinstance(region, Region):
        return
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1] if len(region.blocks) == 1 else None
    if block is None:
        return
    last = block.ops[-1] if block.ops else None
    if last is None or type(last) is Operation or Terminator not in getattr(type(last), "traits", ()):
        cls = terminator()
        block.append(cls(cls.name, [], [], {}, loc=loc))


def region(terminator: Callable[[], type[Operation]] | None = None) -> Any:
    return RegionDef(terminator)


class SuccessorDef(_Declared):
    def __init__(self, variadic: bool = False) -> None:
        super().__init__()
        self.variadic = variadic

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        if self.variadic:
            return op.successors[self.index:]
        return op.successors[self.index] if self.index < len(op.successors) else None


def successor(variadic: bool = False) -> Any:
    return SuccessorDef(variadic)


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


class RecursiveSideEffects(Trait):
    """The op's effects are those of the ops in its regions (see gpuopt/rewrite/effects.py)."""


class Commutative(Trait):
    """Operands may be swapped: the folder moves constant operands last (upstream's IsCommutative)."""


def has_trait(op: Operation, trait: type[Trait]) -> bool:
    return trait in getattr(type(op), "traits", ())


def module_like(op: Operation | None) -> bool:
    """LLVM's satisfiesLLVMModule: a symbol table isolated from above (`module`, `gpu.module`)."""
    return op is not None and has_trait(op, SymbolTable) and has_trait(op, IsolatedFromAbove)


def lookup_symbol(op: Operation, name: str, module_only: bool = False) -> Operation | None:
    """The op named `name` in the nearest enclosing symbol table (or LLVM module, for `module_only`)."""
    table = op.parent_op
    while table is not None:
        f = OP_FACTS.get(type(table)) or facts(type(table))
        if f.symbol_table and (f.isolated or not module_only):
            break
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
            if len(block.ops) <= 8:  # a scan is cheaper than a map (and keeps the cache for big tables)
                for child in block.ops:
                    if symbol_name(child) == name:
                        return child
                continue
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
    return _side_plan(op, of_results)[0]


def operand_values(op: Operation) -> list[Any]:
    """Every operand group of `op`, in declaration order, as its accessor reads it (a list for a variadic
    group, else a value or None), from one segment plan: for printers that read most of an op's groups."""
    cls = type(op)
    values = op.operands
    segs = _attr_segments(op) if cls._operand_access[0] == _ATTR_SIZED else _side_plan(op, False)[0]
    if len(segs) != len(cls.operand_groups):  # (malformed segment sizes: as the accessors fail)
        return [group.__get__(op, cls) for group in cls.operand_groups]
    out: list[Any] = []
    for (start, size), group in zip(segs, cls.operand_groups):
        found = values[start:start + size]
        out.append(found if group.variadic else found[0] if found else None)
    return out


def _segments(cls: type, of_results: bool, total: int, sizes_attr: tuple | None) -> list[tuple[int, int]]:
    """`segments` for `total` values (and, for attribute-sized operands, `_sizes_attr`)."""
    if not of_results and cls._attr_sized:
        n = len(cls.operand_groups)
        sizes = [int(v) for v in sizes_attr] if sizes_attr is not None else [0] * n
    else:
        layout = cls._result_layout if of_results else cls._operand_layout
        if layout[0] is not None:  # no variadic group: the layout is fixed
            return layout[0]
        kinds, fixed = layout[1], layout[2]
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
    format: str | None = None,
) -> Callable[[type[Operation]], type[Operation]]:
    """Registers an op class under `name`, collecting its operand/result groups, attributes, regions and
    successors in declaration order.

    `keyword` is the custom-form spelling when it differs from `name` (`return` for `std.return`),
    `aliases` other accepted spellings (`func.return`), `syntax` the grammar rule of a hand-written custom
    form, `format` a declarative assembly format (see format.py) that gives the rule, binder and printer.
    """

    def register(cls: type[Operation]) -> type[Operation]:
        cls.name = name
        cls.traits = tuple(traits)
        cls.keyword = keyword or (name[4:] if name.startswith("std.") else name)
        if format is not None:
            cls.format = format
            cls.syntax = FORMAT_SYNTAX
            if "print_custom" not in cls.__dict__:
                cls.print_custom = _print_by_format
        else:
            cls.syntax = syntax if syntax is not None else name.replace(".", "_")
        groups = _own_and_inherited(cls)
        cls.operand_groups = [v for v in groups if isinstance(v, OperandGroup)]
        cls.result_groups = [v for v in groups if isinstance(v, ResultGroup)]
        cls.attribute_defs = [v for v in groups if isinstance(v, AttrDef)]
        cls.region_defs = [v for v in groups if isinstance(v, RegionDef)]
        cls.successor_defs = [v for v in groups if isinstance(v, SuccessorDef)]
        for groups in (cls.operand_groups, cls.result_groups, cls.region_defs, cls.successor_defs):
            for i, g in enumerate(groups):
                if isinstance(g, _Group):
                    g.position = i
                else:
                    g.index = i
        declared = tuple(Attr(d.name, d.kind.check, d.kind.description, optional=d.optional)
                         for d in cls.attribute_defs)
        if declared:
            names = {a.name for a in declared}
            inherited = tuple(a for a in getattr(cls, "required_attributes", ()) if a.name not in names)
            cls.required_attributes = inherited + declared
        cls._attr_sized = AttrSizedOperandSegments in cls.traits
        cls._operand_layout = _layout(cls.operand_groups)
        cls._result_layout = _layout(cls.result_groups)
        cls._operand_access = _access(cls._operand_layout, cls._attr_sized)
        cls._result_access = _access(cls._result_layout, False)
        REGISTRY[name] = cls
        DIALECTS.add(name.split(".")[0])
        for spelling in (name, cls.keyword, *aliases):
            SPELLINGS[spelling] = name
        return cls

    return register


def _print_by_format(op: Operation, p: Any) -> None:
    """The printer of an op with a declarative format, generated at its first use (format.py)."""
    from gpuopt.dialects.format import printer

    cls = type(op)
    generated = printer(cls)
    if cls.__dict__.get("print_custom") is _print_by_format:
        cls.print_custom = generated
    generated(op, p)


FORMAT_SYNTAX = "<format>"
"""`syntax` of an op with a declarative format: its rule is named after the format (format.py)."""


def op_family(names: Any, base: type[Operation], traits: tuple[type[Trait], ...] = (),
              doc: str = "", format: str | None = None) -> dict[str, type[Operation]]:
    """Registers one op per name, each a subclass of `base` (which declares their groups): for families of
    ops that differ in name only (`nvvm.read.ptx.sreg.tid.x`, `...tid.y`, ...); generic form only unless a
    declarative `format` is given."""
    out = {}
    for name in names:
        cls = type(name.replace(".", "_"), (base,), {"__doc__": doc.format(name=name) or base.__doc__})
        out[name] = op(name, traits=traits, syntax=None if format else "", format=format)(cls)
    return out


def _own_and_inherited(cls: type) -> list[Any]:
    seen: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass is Operation or klass is object:  # (many attributes, no groups)
            continue
        for key, value in vars(klass).items():
            if isinstance(value, (_Group, _Declared)):
                seen.pop(key, None)
                seen[key] = value
    return list(seen.values())


def flatten_groups(groups: list[list[Value] | Value | None]) -> tuple[list[Value], list[int]]:
    """One entry per declared operand group (a value, None, or a list for a variadic group) -> the op's flat
    operand list and each group's size (`operand_segment_sizes`).  The loop stays plain: the parser makes
    every op through `create`."""
    flat: list[Value] = []
    sizes: list[int] = []
    for group in groups:
        if isinstance(group, list):
            flat += group
            sizes.append(len(group))
        elif group is None:
            sizes.append(0)
        else:
            flat.append(group)
            sizes.append(1)
    return flat, sizes


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
    adding `operand_segment_sizes` when the op has several variadic groups.  (The parser makes every op
    through here: the loops stay plain.)"""
    flat, sizes = flatten_groups(operands) if operands else ([], [])
    if cls._attr_sized:
        attrs = dict(attributes) if attributes else {}
        attrs["operand_segment_sizes"] = segment_sizes(sizes)
    else:
        attrs = attributes  # the Operation copies it
    types: list[T.Type] = []
    if result_types:
        for t in result_types:
            if isinstance(t, list):
                types += t
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
    optional: bool = False
    """Only checked when present."""


def verify_attributes(op: Operation, required_attributes: tuple[Attr, ...] | None = None) -> None:
    """The op's `required_attributes` (or those given) are there and satisfy their checks."""
    if required_attributes is None:
        required_attributes = getattr(type(op), "required_attributes", ())
    for required in required_attributes:
        attr = op.attributes.get(required.name)
        if attr is None:
            if required.optional:
                continue
            raise op.error(required.message or f"requires attribute '{required.name}'")
        if not required.check(attr):
            raise op.error(required.message
                           or f"attribute '{required.name}' failed to satisfy constraint: {required.constraint}")


class OpFacts:
    """What the verifier asks of every op of one class, worked out once per class (an op class does not change
    after `@op`): its traits as booleans, whether it has its own `verify`, and the `_SidePlan`s and `_OpPlan`s
    of the shapes already met: by operand count (and segment-size attribute), then by result count."""

    __slots__ = ("registered", "terminator", "isolated", "symbol_table", "needs_terminator", "own_verify",
                 "required", "attr_sized", "operand_plans", "result_plans", "plans", "checked_traits", "native_traits",
                 "infer", "successors")

    def __init__(self, cls: type[Operation]) -> None:
        traits = getattr(cls, "traits", ())
        self.registered = cls is not Operation
        self.terminator = self.registered and Terminator in traits
        self.isolated = IsolatedFromAbove in traits
        self.symbol_table = self.registered and SymbolTable in traits
        self.needs_terminator = self.registered and NoTerminator not in traits
        self.own_verify = cls.verify is not Operation.verify
        self.required = tuple(getattr(cls, "required_attributes", ()))
        self.attr_sized = AttrSizedOperandSegments in traits
        checked = [t for t in traits if callable(getattr(t, "verify", None)) and not isinstance(t, type)]
        self.native_traits = tuple(t for t in checked if getattr(t, "native", False))
        """NativeOpTraits with a check (SameOperandsAndResultType): after the count traits, before ODS's checks."""
        self.checked_traits = tuple(t for t in checked if not getattr(t, "native", False))
        """The other trait instances with a check of their own (traits.py), run after the ODS checks."""
        defs = getattr(cls, "successor_defs", ())
        self.successors = len(defs) if defs and not any(d.variadic for d in defs) else None
        """The number of successors the op declares (NSuccessors), when it declares a fixed number."""
        self.infer = getattr(cls, "infer_result_types", None)
        """InferTypeOpInterface: checked before anything else, as mlir-opt 14 reports a mismatch first."""
        self.operand_plans: dict[Any, _SidePlan] = {}
        self.result_plans: dict[Any, _SidePlan] = {}
        self.plans: dict[Any, dict[int, _OpPlan]] = {}


OP_FACTS: dict[type, OpFacts] = {}
"""Op class -> its `OpFacts`, filled by `facts`; hot loops read it as `OP_FACTS.get(cls) or facts(cls)`."""


def facts(cls: type[Operation]) -> OpFacts:
    """`OpFacts` of `cls`, made on first use."""
    found = OP_FACTS.get(cls)
    if found is None:
        found = OP_FACTS[cls] = OpFacts(cls)
    return found


_SidePlan = tuple[list[tuple[int, int]], tuple[tuple[int, Constraint], ...], "str | None"]
"""One side of an op for a given value count (and segment sizes): its segments, the (index, constraint) pairs
to check in order (`ANY` left out), and the message of the count or segment error that follows them, if any.
It depends on nothing else, so it is worked out once and kept in the class's `OpFacts`."""


def _sizes_attr(op: Operation) -> tuple | None:
    """The elements of `operand_segment_sizes` (None when it is not an elements attribute)."""
    attr = op.attributes.get("operand_segment_sizes")
    if not isinstance(attr, DenseElementsAttr):
        return None
    return attr.values if len(attr.values) != 1 else tuple(attr.as_list())


def _side_plan(op: Operation, of_results: bool) -> _SidePlan:
    cls = type(op)
    f = OP_FACTS.get(cls) or facts(cls)
    if of_results:
        plans, key = f.result_plans, len(op.results)
    else:
        plans, key = f.operand_plans, len(op.operands)
        if f.attr_sized:
            key = (key, _sizes_attr(op))
    plan = plans.get(key)
    if plan is None:
        if len(plans) > 64:  # only malformed IR has many shapes; keep the table small
            plans.clear()
        plan = plans[key] = _make_plan(cls, of_results, len(op.results if of_results else op.operands),
                                       key[1] if isinstance(key, tuple) else None)
    return plan


def _make_plan(cls: type, of_results: bool, total: int, sizes_attr: tuple | None) -> _SidePlan:
    """The checks ODS generates for one side, in mlir-opt 14's order: the count, the segment-size attribute,
    then group by group its size and the constraint of each of its values."""
    groups = cls.result_groups if of_results else cls.operand_groups
    fixed, _, n_single, n_var = cls._result_layout if of_results else cls._operand_layout
    what = "result" if of_results else "operand"
    segs = _segments(cls, of_results, total, sizes_attr)
    attr_sized = not of_results and cls._attr_sized
    if fixed is not None and not attr_sized:  # the common case: no variadic group
        if total != len(groups):
            return segs, (), _count_message(what, len(groups), total, at_least=False)
        return segs, tuple((i, g.constraint) for i, g in enumerate(groups) if g.constraint.check is not _always), None
    if n_var and total < n_single:
        return segs, (), _count_message(what, n_single, total, at_least=True)
    if attr_sized:
        if sizes_attr is None:
            return segs, (), "requires 1D i32 elements attribute 'operand_segment_sizes'"
        sizes = [int(v) for v in sizes_attr]
        if len(sizes) != len(groups):
            return segs, (), (f"'operand_segment_sizes' attribute for specifying operand segments must have "
                              f"{len(groups)} elements, but got {len(sizes)}")
        if sum(sizes) != total:
            return segs, (), (f"operand count ({total}) does not match with the total size ({sum(sizes)}) "
                              f"specified in attribute 'operand_segment_sizes'")
    checks: list[tuple[int, Constraint]] = []
    for (start, size), g in zip(segs, groups):
        if g.kind == "optional" and size > 1:
            return segs, tuple(checks), f"{what} group starting at #{start} requires 0 or 1 element, but found {size}"
        if g.kind == "single" and size != 1:
            # mlir-opt 14 lets this through and then reads a neighbouring operand; gpuopt rejects it
            return segs, tuple(checks), f"{what} group starting at #{start} requires 1 element, but found {size}"
        if g.constraint.check is not _always:
            # mlir-opt 14 names the element constraint even for variadic groups
            checks.extend((i, g.constraint) for i in range(start, start + size))
    return segs, tuple(checks), None


_Checks = tuple[tuple[int, dict, Constraint], ...]
_OpPlan = tuple[_Checks, _Checks, "str | None"]
"""Both sides' `_SidePlan`s as one: the (index, the constraint's `accepted`, constraint) to check in order on
the operands, then on the results, then the message of the error that follows them, if any."""


def _op_plan(op: Operation, f: OpFacts) -> _OpPlan:
    operands_key: Any = len(op.operands)
    if f.attr_sized:
        operands_key = (operands_key, _sizes_attr(op))
    by_results = f.plans.get(operands_key)
    plan = by_results.get(len(op.results)) if by_results is not None else None
    if plan is None:
        operand_side, result_side = _side_plan(op, False), _side_plan(op, True)
        operand_checks = tuple((i, c.accepted, c) for i, c in operand_side[1])
        result_error = result_side[2]
        if result_error is not None and not result_error.startswith(_GROUP_ERRORS):
            plan = ((), (), result_error)  # OneResult/ZeroResults come before the operand count traits in 14
        elif operand_side[2] is not None:
            plan = (operand_checks, (), operand_side[2])
        else:
            plan = (operand_checks, tuple((i, c.accepted, c) for i, c in result_side[1]), result_side[2])
        if len(f.plans) > 64:
            f.plans.clear()
        f.plans.setdefault(operands_key, {})[len(op.results)] = plan
    return plan


def verify_groups(op: Operation, f: OpFacts | None = None) -> None:
    """The checks ODS generates: required attributes, group counts, segment sizes and type constraints
    (`f`: the op class's `OpFacts`, when the caller has them at hand).

    A type a constraint accepted is remembered (by identity, and kept alive so that the identity stays its
    own): the same few type objects recur on most values of a module."""
    if f is None:
        f = facts(type(op))
    if f.successors is not None and len(op.successors) != f.successors:
        raise op.error(f"requires {f.successors} successors but found {len(op.successors)}")
    if f.infer is not None:
        verify_inferred_types(op, f.infer)
    operands = op.operands
    results = op.results
    by_results = None if f.attr_sized else f.plans.get(len(operands))
    plan = None if by_results is None else by_results.get(len(results))
    if plan is None:
        plan = _op_plan(op, f)
    operand_checks, result_checks, error = plan
    if error is not None and not error.startswith(_GROUP_ERRORS):
        raise op.error(error)  # the count traits (NOperands, OneResult, ...) run before everything ODS generates
    for trait in f.native_traits:
        trait.verify(op)
    if f.required:
        verify_attributes(op, f.required)
    for i, accepted, c in operand_checks:
        t = operands[i].type
        if id(t) not in accepted:
            _check_type(op, c, t, "operand", i)
    for i, accepted, c in result_checks:
        t = results[i].type
        if id(t) not in accepted:
            _check_type(op, c, t, "result", i)
    if error is not None:
        raise op.error(error)


_GROUP_ERRORS = ("operand group", "result group")
"""Plan errors from ODS's own checks (after the attributes); the others come from the count traits."""


def verify_inferred_types(op: Operation, infer: Callable[..., list[T.Type]]) -> None:
    """The result types `infer` gives for the op's operands and attributes are the ones it has."""
    try:
        inferred = list(infer([v.type for v in op.operands], op.attributes))
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return  # operands too malformed to infer from: the checks that follow report them
    actual = [r.type for r in op.results]
    if actual != inferred:
        raise op.error("inferred type(s) " + ", ".join(f"'{t}'" for t in inferred)
                       + " are incompatible with return type(s) of operation "
                       + ", ".join(f"'{t}'" for t in actual))


def _check_type(op: Operation, c: Constraint, t: T.Type, what: str, index: int) -> None:
    if not c.check(t):
        raise op.error(f"{what} #{index} must be {c.description}, but got '{t}'")
    c.remember(t)


def _count_message(what: str, expected: int, found: int, at_least: bool) -> str:
    """The wording of MLIR's NOperands/AtLeastNOperands (and result) trait verifiers."""
    if at_least:
        return f"expected {expected} or more {what}s, but found {found}"
    if expected == 0:
        return f"requires zero {what}s"
    if expected == 1:
        return "requires a single operand" if what == "operand" else "requires one result"
    return f"expected {expected} {what}s, but found {found}"
