"""Symbol tables after upstream's `SymbolTable`: the symbols directly in the body of a symbol-table op
(`builtin.module`, `gpu.module`), inserting with a unique name, and the symbol references nested in an op.

`insert` follows MLIR 14: a new op goes before the given op, else at the end of the body (before its
terminator, such as `gpu.module_end`), and a name already taken gets the suffix `_N`, N counting up from 0
over every clash in this table (`f_kernel`, `f_kernel_0`, `g_kernel_1`, ...).
"""

from __future__ import annotations

from collections.abc import Iterator

from gpuopt.ir import attributes as A
from gpuopt.ir.core import Block, Operation, Region

SYMBOL_ATTR = "sym_name"


def symbol_name(op: Operation) -> str | None:
    attr = op.attributes.get(SYMBOL_ATTR)
    return attr.value if isinstance(attr, A.StringAttr) else None


class SymbolTable:
    """The symbols of `op`'s single-block body, by name (the first op of each name)."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.symbols: dict[str, Operation] = {}
        self.uniquing_counter = 0
        for child in self.body.ops:
            name = symbol_name(child)
            if name is not None:
                self.symbols.setdefault(name, child)

    @property
    def body(self) -> Block:
        return self.op.regions[0].blocks[0]

    def lookup(self, name: str) -> Operation | None:
        return self.symbols.get(name)

    def insert(self, symbol: Operation, before: Operation | None = None) -> str:
        """Adds the detached `symbol` before `before` (None: at the end, before a terminator); renames it
        if its name is taken.  Returns its name."""
        from gpuopt.dialects import ods

        body = self.body
        if symbol.parent is None:
            if before is not None:
                body.insert(body.ops.index(before), symbol)
            elif body.ops and ods.has_trait(body.ops[-1], ods.Terminator):
                body.insert(len(body.ops) - 1, symbol)
            else:
                body.append(symbol)
        name = symbol_name(symbol) or ""
        if name not in self.symbols:
            self.symbols[name] = symbol
            return name
        while True:
            candidate = f"{name}_{self.uniquing_counter}"
            self.uniquing_counter += 1
            if candidate not in self.symbols:
                break
        self.symbols[candidate] = symbol
        symbol.attributes[SYMBOL_ATTR] = A.StringAttr(candidate)
        return candidate


def symbol_uses(op: Operation) -> list[A.SymbolRefAttr] | None:
    """The symbol references in the attributes of the ops nested in `op` (not `op`'s own), in the order of
    MLIR 14's `SymbolTable::getSymbolUses`: a region's ops in order before the regions they hold (the last
    region found first), nested symbol tables not entered, a reference's nested parts before itself.  None
    where an unregistered op with one region might be a symbol table of its own, as upstream."""
    from gpuopt.dialects import ods

    out: list[A.SymbolRefAttr] = []
    worklist: list[Region] = list(op.regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            for child in block.ops:
                if type(child) is Operation and len(child.regions) == 1:
                    return None
                for _, value in sorted(child.attributes.items()):
                    out.extend(_refs(value))
                if not ods.has_trait(child, ods.SymbolTable):
                    worklist.extend(child.regions)
    return out


def _refs(attr: A.Attribute) -> Iterator[A.SymbolRefAttr]:
    """The symbol references in `attr`, each after those nested in it (`walkSubElements`)."""
    if isinstance(attr, A.SymbolRefAttr):
        for name in attr.nested:
            yield A.SymbolRefAttr(name)
        yield attr
    elif isinstance(attr, A.ArrayAttr):
        for element in attr.elements:
            yield from _refs(element)
    elif isinstance(attr, A.DictionaryAttr):
        for _, value in attr.entries:
            yield from _refs(value)
