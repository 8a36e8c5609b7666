"""builtin: `module`, `func` (builtin.func in MLIR 14, also spelled func.func) and unrealized casts."""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import ods
from gpuopt.dialects.ods import IsolatedFromAbove, NoTerminator, SymbolTable, op, variadic_operand, variadic_result
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region


@op("builtin.module", traits=(IsolatedFromAbove, SymbolTable, NoTerminator), keyword="module")
class ModuleOp(Operation):
    """The top-level container; mlir-opt wraps a file's ops in one when the file has no module."""

    @classmethod
    def build(cls, name: str | None = None) -> ModuleOp:
        attrs = {"sym_name": A.StringAttr(name)} if name else {}
        return cls(cls.name, [], [], attrs, [Region([Block()])])

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def sym_name(self) -> str | None:
        a = self.attributes.get("sym_name")
        return a.value if isinstance(a, A.StringAttr) else None

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        sym, attrs, region = items
        attributes = dict(attrs or {})
        if sym is not None:
            from gpuopt.syntax import symbol_name as _symbol_name  # `@"quoted name"`: the quotes and escapes decoded

            attributes["sym_name"] = A.StringAttr(_symbol_name(sym))
        if not region.blocks:
            region.add_block(Block())
        return cls(cls.name, [], [], attributes, [region], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(p.op_name(self.name))
        if self.sym_name is not None:
            p.write(" @" + A.quote_key(self.sym_name))
        p.write(p.attr_dict(self.attributes, elide=("sym_name",), keyword=True))
        p.write(" ")
        p.region(self.regions[0], print_entry_args=False, print_empty_block=False)

    def verify(self) -> None:
        if len(self.regions) != 1 or len(self.regions[0].blocks) != 1:
            raise self.error("expects one region with one block")
        if self.body.args:
            raise self.error("expects region to have no arguments")


def print_function_signature(p: Any, op: Operation, ftype: T.FunctionType, body: Region | None) -> None:
    """`(%arg0: T {attrs}, ...) -> (R {attrs})`, with types only when the function has no body; the
    attributes are the op's `arg_attrs` and `res_attrs`."""
    attributes = op.attributes
    arg_attrs = res_attrs = None
    if "arg_attrs" in attributes or "res_attrs" in attributes:
        arg_attrs, res_attrs = split_arg_attrs(attributes, len(ftype.inputs), len(ftype.results))
    inputs = ftype.inputs
    if body is not None and body.blocks:
        entry_args = body.blocks[0].args
        args = [f"{p.value(entry_args[i])}: {p.type(t)}" for i, t in enumerate(inputs)]
    else:
        args = [p.type(t) for t in inputs]
    if arg_attrs:
        args = [text + p.attr_dict(attrs) if attrs else text for text, attrs in zip(args, arg_attrs)]
    if body is not None and body.blocks:
        args = [text + p.arg_loc(arg) for text, arg in zip(args, body.blocks[0].args)]
    p.write("(" + ", ".join(args) + ")")
    if ftype.results:
        results = []
        for i, t in enumerate(ftype.results):
            text = p.type(t)
            if res_attrs and res_attrs[i]:
                text += p.attr_dict(res_attrs[i])
            results.append(text)
        if len(results) == 1 and not (res_attrs and res_attrs[0]) and not isinstance(ftype.results[0], T.FunctionType):
            p.write(" -> " + results[0])
        else:
            p.write(" -> (" + ", ".join(results) + ")")


def split_arg_attrs(attrs: dict[str, A.Attribute], n_args: int, n_results: int
                    ) -> tuple[list[dict[str, A.Attribute]], list[dict[str, A.Attribute]]]:
    """MLIR 14 keeps argument and result attributes in `arg_attrs` / `res_attrs` arrays of dictionaries."""
    def get(key: str, n: int) -> list[dict[str, A.Attribute]]:
        a = attrs.get(key)
        if isinstance(a, A.ArrayAttr) and len(a.elements) == n:
            return [dict(d.entries) if isinstance(d, A.DictionaryAttr) else {} for d in a.elements]
        return [{} for _ in range(n)]

    return get("arg_attrs", n_args), get("res_attrs", n_results)


def attr_array(dicts: list[dict[str, A.Attribute]]) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.DictionaryAttr(tuple(sorted(d.items()))) for d in dicts))


@op("builtin.func", traits=(IsolatedFromAbove,), keyword="func", aliases=("func.func",))
class FuncOp(Operation):
    """A function; attributes `sym_name`, `type` and optional `sym_visibility` as in MLIR 14."""

    @property
    def sym_name(self) -> str:
        return self.attributes["sym_name"].value  # type: ignore[attr-defined]

    @property
    def function_type(self) -> T.FunctionType:
        return self.attributes["type"].value  # type: ignore[attr-defined]

    @property
    def body(self) -> Region:
        return self.regions[0]

    @property
    def is_declaration(self) -> bool:
        return not self.regions or not self.regions[0].blocks

    @classmethod
    def build(cls, name: str, ftype: T.FunctionType, visibility: str | None = None,
              attributes: dict[str, A.Attribute] | None = None) -> FuncOp:
        attrs = {"sym_name": A.StringAttr(name), "type": A.TypeAttr(ftype), **(attributes or {})}
        if visibility:
            attrs["sym_visibility"] = A.StringAttr(visibility)
        return cls(cls.name, [], [], attrs, [Region()])

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        visibility, sym, args, results, attrs, region = items
        attributes: dict[str, A.Attribute] = {"sym_name": A.StringAttr(_symbol(sym))}
        if visibility is not None:
            attributes["sym_visibility"] = A.StringAttr(str(visibility))
        args = args or []
        named = [a for a in args if a[0] is not None]
        if named and len(named) != len(args):
            raise p.error(sym, "expected SSA identifier")
        results = results or []
        if any(a for _, _, a in args):
            attributes["arg_attrs"] = attr_array([a or {} for _, _, a in args])
        if any(r for _, r in results):
            attributes["res_attrs"] = attr_array([r or {} for _, r in results])
        ftype = T.FunctionType(tuple(t for _, t, _ in args), tuple(t for t, _ in results))
        attributes["type"] = A.TypeAttr(ftype)
        for inferred in ("sym_visibility", "sym_name", "type"):
            if attrs and inferred in attrs:
                raise p.error(sym, f"custom op '{cls.name}' '{inferred}' is an inferred attribute and should not be "
                                   f"specified in the explicit attribute dictionary")
        attributes.update(attrs or {})
        if region is None:
            region = Region()
        elif region.blocks:
            if not named and args:
                raise p.error(sym, "expected SSA identifier")
            entry = region.blocks[0]
            if getattr(entry, "_label", None) is not None:
                raise p.error(sym, "entry block of a function may not be labelled in custom form")
            if not named and region.blocks and not args:
                pass
            from gpuopt.syntax import LabeledBlock as _LabeledBlock

            new_entry = _LabeledBlock()
            new_entry.arg_names = [name for name, _, _ in named]
            for name, t, _ in named:
                new_entry.add_argument(t, p.func_arg_loc(name))
            for o in entry.ops:
                new_entry.append(o)
            region.blocks[0] = new_entry
            new_entry.parent = region
        else:
            region.add_block(Block())
        return cls(cls.name, [], [], attributes, [region], loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(p.op_name(self.name) + " ")
        vis = self.attributes.get("sym_visibility")
        if isinstance(vis, A.StringAttr):
            p.write(vis.value + " ")
        p.write("@" + A.quote_key(self.sym_name))
        declaration = self.is_declaration
        print_function_signature(p, self, self.function_type, None if declaration else self.body)
        elide = ("sym_name", "type", "sym_visibility", "arg_attrs", "res_attrs")
        p.write(p.attr_dict(self.attributes, elide=elide, keyword=True))
        if not declaration:
            p.write(" ")
            p.region(self.body, print_entry_args=False)

    def verify_symbol(self) -> None:
        """SymbolOpInterface's check, which the enclosing symbol table runs once all it holds has verified."""
        visibility = self.attributes.get("sym_visibility")
        if self.is_declaration and (not isinstance(visibility, A.StringAttr) or visibility.value == "public"):
            raise self.error("symbol declaration cannot have public visibility")

    def verify(self) -> None:
        ftype = self.attributes.get("type")
        if not isinstance(ftype, A.TypeAttr) or not isinstance(ftype.value, T.FunctionType):
            raise self.error("requires a type attribute 'type'")
        if not isinstance(self.attributes.get("sym_name"), A.StringAttr):
            raise self.error("requires string attribute 'sym_name'")
        if self.is_declaration:
            return
        entry = self.body.blocks[0]
        inputs = ftype.value.inputs
        if len(entry.args) != len(inputs):
            raise self.error(f"entry block must have {len(inputs)} arguments to match function signature")
        for i, (arg, t) in enumerate(zip(entry.args, inputs)):
            if arg.type is not t and arg.type != t:
                raise self.error(f"type of entry block argument #{i}({arg.type}) must match the type of the "
                                 f"corresponding argument in function signature({t})")


def _symbol(tok: Any) -> str:
    from gpuopt.syntax import symbol_name as _symbol_name

    return _symbol_name(tok)


@op("builtin.unrealized_conversion_cast", traits=(ods.NoSideEffect,), aliases=("unrealized_conversion_cast",))
class UnrealizedConversionCastOp(Operation):
    """Bridges types during partial conversion; printed `builtin.unrealized_conversion_cast %a : A to B`."""

    inputs = variadic_operand()
    outputs = variadic_result()

    @classmethod
    def from_syntax(cls, p: Any, items: list[Any], loc: Any) -> Operation:
        uses, in_types, out_types, attrs = items
        return ods.create(cls, [p.uses(uses, in_types)], [out_types], attrs, loc=loc)

    def print_custom(self, p: Any) -> None:
        p.write(p.op_name(self.name))
        if self.operands:
            p.write(f" {p.values(self.operands)} : {p.types([v.type for v in self.operands])}")
        p.write(f" to {p.types([r.type for r in self.results])}{p.attr_dict(self.attributes)}")


def _named_func_arg(p: Any, items: list[Any]) -> tuple[Any, T.Type, Any]:
    """`%name: type {attrs} loc(...)`: the location is kept for the entry block's argument."""
    name, type_, attrs, written = items
    if written is not None:
        p.arg_locs[id(name)] = (name, written)
    return name, type_, attrs


GRAMMAR_CALLBACKS = {
    "named_func_arg": _named_func_arg,
    "anonymous_func_arg": lambda p, items: (None, items[0], items[1]),
    "func_args": lambda p, items: items,
    "func_results": lambda p, items: [(i, None) if isinstance(i, T.Type) else i for i in items if i is not None],
    "func_result": lambda p, items: (items[0], items[1]),
}
