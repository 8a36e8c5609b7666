"""Debug information as mlir-translate 14 emits it (MLIR's DebugTranslation): line tables from op locations.

Decision: matched, not dropped.  mlir-translate 14 writes debug info whenever some op has a file location,
which is always the case for parsed input, so every upstream test output carries `!dbg` attachments and a
metadata block; writing the same keeps whole outputs identical (metadata numbers included, which FileCheck
lines such as `!nvvm.annotations = !{!3}` depend on).  What is emitted, as in 14:
  - a compile unit (file "LLVMDialectModule", directory "/") and the "Debug Info Version" module flag, when
    any op of the module has a location;
  - per function with a location (and no call without one), a distinct DISubprogram at the function's line;
  - per op with a file location, a DILocation (line, column) in a DILexicalBlockFile of the subprogram.
File names are split against the working directory as 14 does (a relative name gets the directory, an
absolute one under it is made relative).  gpuopt knows op positions only: a `loc(...)` written in the input
is ignored by its parser, so such inputs get the position of the op instead of the written location.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from gpuopt.diagnostics import Location
from gpuopt.ir.core import Operation
from gpuopt.translate.llmodule import ModuleInfo
from gpuopt.translate.metadata import DINode, MDNode, MDString, constant

_DEBUG_METADATA_VERSION = 3


def _walk(op: Operation) -> Iterator[Operation]:
    yield op
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                yield from _walk(child)


def _quoted(text: str) -> str:
    from gpuopt.translate.fnattrs import escape_llvm

    return f'"{escape_llvm(text)}"'


class DebugTranslation:
    def __init__(self, top: Operation, info: ModuleInfo, enabled: bool = True) -> None:
        self.info = info
        self.files: dict[str, DINode] = {}
        self.locations: dict[tuple[int, Location], MDNode] = {}
        self.blocks: dict[tuple[int, int], DINode] = {}
        self.unit: MDNode | None = None
        if not enabled or not any(op.loc is not None for op in _walk(top)):
            return
        md = info.md
        cu_file = md.di("DIFile", [("filename", _quoted(info.name)), ("directory", _quoted("/"))], [])
        self.unit = DINode("DICompileUnit", [
            ("language", "DW_LANG_C"), ("file", cu_file), ("producer", _quoted("mlir")), ("isOptimized", "true"),
            ("runtimeVersion", "0"), ("emissionKind", "FullDebug")], [cu_file], distinct=True)
        info.add_named_metadata("llvm.dbg.cu", self.unit)
        from llvmlite import ir

        from gpuopt.translate.constants import const_int

        i32 = ir.IntType(32)
        flag = md.tuple([constant(const_int(i32, 2)), MDString("Debug Info Version"),
                         constant(const_int(i32, _DEBUG_METADATA_VERSION))])
        info.add_named_metadata("llvm.module.flags", flag)

    def subprogram(self, func: Operation) -> MDNode | None:
        """The DISubprogram of an `llvm.func`, or None when it gets no debug info."""
        if self.unit is None:
            return None
        ops = list(_walk(func))
        if not any(op.loc is not None for op in ops):
            return None
        if any(op.op_name == "llvm.call" and op.loc is None for op in ops):
            return None
        loc = func.loc
        file = self.file(loc.file if loc is not None else "<unknown>")
        line = loc.line if loc is not None else 0
        md = self.info.md
        empty = md.tuple([])
        subroutine = md.di("DISubroutineType", [("types", empty)], [empty])
        name = _quoted(func.attributes["sym_name"].value)  # type: ignore[attr-defined]
        fields: list[tuple[str, object]] = [("name", name), ("linkageName", name), ("scope", None), ("file", file)]
        if line:
            fields.append(("line", str(line)))
        fields.append(("type", subroutine))
        if line:
            fields.append(("scopeLine", str(line)))
        fields += [("spFlags", "DISPFlagDefinition | DISPFlagOptimized"), ("unit", self.unit),
                   ("retainedNodes", empty)]
        return DINode("DISubprogram", fields, [file, subroutine, self.unit, empty], distinct=True)

    def location(self, loc: Location | None, scope: MDNode | None) -> MDNode | None:
        """The DILocation of an op (None: no `!dbg`, for ops without a location or outside a subprogram)."""
        if loc is None or scope is None:
            return None
        found = self.locations.get((id(scope), loc))
        if found is None:
            found = self.locations[(id(scope), loc)] = self._location(loc, scope)
        return found

    def _location(self, loc: Location, scope: MDNode) -> MDNode:
        """A new DILocation (the `locations` cache uniques them; blocks are uniqued per scope and file)."""
        file = self.file(loc.file)
        block = self.blocks.get((id(scope), id(file)))
        if block is None:
            block = self.blocks[(id(scope), id(file))] = DINode(
                "DILexicalBlockFile", [("scope", scope), ("file", file), ("discriminator", "0")], [file, scope])
        fields: list[tuple[str, object]] = [("line", str(loc.line))]
        if loc.col:
            fields.append(("column", str(loc.col)))
        fields.append(("scope", block))
        return DINode("DILocation", fields, [block])

    def file(self, name: str) -> DINode:
        found = self.files.get(name)
        if found is None:
            filename, directory = split_file_name(name, current_directory())
            found = self.files[name] = self.info.md.di(
                "DIFile", [("filename", _quoted(filename)), ("directory", _quoted(directory))], [])
        return found


def current_directory() -> str:
    """llvm::sys::fs::current_path: $PWD when it names the working directory, else getcwd()."""
    pwd = os.environ.get("PWD")
    try:
        if pwd and os.path.isabs(pwd) and os.path.samefile(pwd, "."):
            return pwd
    except OSError:
        pass
    return os.getcwd()


def _components(path: str) -> list[str]:
    """llvm::sys::path::begin..end: the root `/`, then the non-empty names."""
    parts = [p for p in path.split("/") if p]
    return (["/"] if path.startswith("/") else []) + parts


def split_file_name(name: str, cwd: str) -> tuple[str, str]:
    """DebugTranslation::translateFile's (filename, directory): relative names keep the working directory;
    absolute ones lose the part they share with it, unless that is only `/`."""
    if not name.startswith("/"):
        return name, cwd
    file_parts, dir_parts = _components(name), _components(cwd)
    common = 0
    while common < len(dir_parts) and common < len(file_parts) and dir_parts[common] == file_parts[common]:
        common += 1
    if common == 1:
        return name, ""
    directory = "/" + "/".join(dir_parts[1:common])
    return "/".join(file_parts[common:]), directory

