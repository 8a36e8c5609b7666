"""Text -> IR.  A Lark LALR parser whose transformer builds operations directly (no parse tree).

The parts: `tables` (grammar assembly, LALR tables and their cache), `driver` (the LALR loop and syntax
errors), `builder` and `builtin_syntax` (the callbacks that build ops, types and attributes), `resolve`
(binding value and block names), `literals` (the values of literal tokens).
"""

from __future__ import annotations

import gc
from types import SimpleNamespace

from gpuopt import dialects
from gpuopt.diagnostics import DiagnosticError, Location
from gpuopt.ir.attributes import Attribute
from gpuopt.ir.core import Operation
from gpuopt.lexer import MlirLexer
from gpuopt.literals import dims, int_value, string_value, symbol_name
from gpuopt.parser.builder import Builder
from gpuopt.parser.driver import drive, syntax_error
from gpuopt.parser.resolve import Resolver
from gpuopt.parser.tables import (
    ALIAS_KEYWORDS,
    REDUCTION_CODE,
    Parser,
    build_tables,
    cache_path,
    fits,
    grammar_text,
    instantiate,
    load_tables,
)
from gpuopt.tokens import UnexpectedInput

_PARSER: Parser | None = None
_BUILDER: Builder | None = None


def _parser() -> tuple[Parser, Builder]:
    global _PARSER, _BUILDER
    if _PARSER is None:
        path = cache_path()
        tables = load_tables(path)
        if tables is not None:
            dialects.install_catalog(tables.catalog)  # the dialects load as the input names them
        _BUILDER = Builder()
        if tables is None or not fits(tables, _BUILDER):
            dialects.reset_catalog()
            _BUILDER = Builder()
            tables = build_tables(grammar_text(), path, _BUILDER)
        ALIAS_KEYWORDS.update(tables.catalog["aliases"])
        MlirLexer.aliases = ALIAS_KEYWORDS
        REDUCTION_CODE.update(tables.code)
        reductions = [(size, origin, instantiate(recipe, _BUILDER)) for size, origin, recipe in tables.reductions]
        lexer = MlirLexer(SimpleNamespace(terminal_specs=tables.terminals))
        _PARSER = Parser(tables.states, tables.start_state, tables.end_state, reductions, lexer)
    assert _BUILDER is not None
    return _PARSER, _BUILDER


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
    builder.arg_locs = {}
    builder.type_cache = {}
    builder.type_spans = {}
    collecting = gc.isenabled()
    gc.disable()  # the IR is acyclic garbage-free while parsing; collections only cost time here
    try:
        ops = drive(parser, builder, text)
    except UnexpectedInput as e:
        raise syntax_error(e, text, file, line_offset, parser.lexer) from None
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
    Resolver(builder.result_names, builder.loc).resolve_top(module)
    builder.result_names = {}
    builder.arg_locs = {}
    return module


_PARSE_STATE = ("file", "line_offset", "attr_aliases", "type_aliases", "allow_unregistered", "text", "result_names",
                "lexer_state", "bare_builtin_ops", "type_cache", "type_spans")
"""The builder's fields that belong to one parse: `parse_attribute` keeps a running parse's aside."""

_ATTRIBUTE_PREFIX = "module attributes {gpuopt.attribute = "


def parse_attribute(text: str, file: str = "<mlir_parser_buffer>") -> Attribute:
    """One attribute from its text, as `mlir::parseAttribute` (an option's value, a dialect attribute's
    nested parts).  Safe while another parse runs: a dialect's attribute reader may call it."""
    _, builder = _parser()
    saved = [getattr(builder, name) for name in _PARSE_STATE]
    try:
        module = parse(_ATTRIBUTE_PREFIX + text + "} {}", file)
    except DiagnosticError as e:
        loc = e.diagnostic.loc
        if loc is not None and loc.file == file and loc.line == 1:
            e.diagnostic.loc = Location(file, 1, max(1, loc.col - len(_ATTRIBUTE_PREFIX)))
        raise
    finally:
        for name, value in zip(_PARSE_STATE, saved):
            setattr(builder, name, value)
    attr = module.attributes.get("gpuopt.attribute")
    if attr is None or len(module.attributes) != 1 or module.body.ops:
        raise DiagnosticError.at(Location(file, 1, 1), "expected attribute value")
    return attr


def _wrap_module(ops: list[Operation]) -> Operation:
    from gpuopt.dialects.builtin import ModuleOp

    if len(ops) == 1 and isinstance(ops[0], ModuleOp):
        return ops[0]
    module = ModuleOp.build()
    for op in ops:
        module.body.append(op)
    return module


__all__ = ["Builder", "dims", "grammar_text", "int_value", "parse", "parse_attribute", "string_value", "symbol_name"]
