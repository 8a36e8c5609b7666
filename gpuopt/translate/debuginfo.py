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
absolute one under it is made relative).  A `loc(...)` written in the input is translated as 14's
translateLoc does: `unknown` gets no `!dbg`, a name its child's location, a call site the callee's location
`inlinedAt` the caller's, a fused location its parts merged as LLVM's DILocation::getMergedLocation merges
them (line 0 in their common scope when they differ).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from gpuopt.diagnostics import Location
from gpuopt.ir.core import Operation
from gpuopt.locations import UNKNOWN, Loc, node_of
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
        self.locations: dict[tuple[int, int, Loc], MDNode | None] = {}
        """(scope, 0, location) -> its translation; (block, inlinedAt, ("at", line, column)) -> the DILocation."""
        self.blocks: dict[tuple[int, int], DINode] = {}
        self.parents: dict[int, MDNode | None] = {}
        """Scope -> its parent scope (a lexical block file's subprogram; a subprogram's is null)."""
        self.unit: MDNode | None = None
        if not enabled or not any(_known(op.loc) for op in _walk(top)):
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
        if not any(_known(op.loc) for op in ops):
            return None
        if any(op.op_name == "llvm.call" and not _known(op.loc) for op in ops):
            return None  # (LLVM's verifier wants a location on every inlinable call of a function with one)
        loc = _file_loc(node_of(func.loc))
        file = self.file(loc[1] if loc is not None else "<unknown>")
        line = loc[2] if loc is not None else 0
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
        program = DINode("DISubprogram", fields, [file, subroutine, self.unit, empty], distinct=True)
        self.parents[id(program)] = None
        return program

    def location(self, loc: Location | None, scope: MDNode | None) -> MDNode | None:
        """The DILocation of an op (None: no `!dbg`, for ops without a location or outside a subprogram)."""
        if loc is None or scope is None:
            return None
        return self.translate_loc(node_of(loc), scope, None)

    def translate_loc(self, node: Loc, scope: MDNode, inlined_at: MDNode | None) -> MDNode | None:
        """DebugTranslation::translateLoc, cached per (scope, location) as 14 caches it (so a location met
        again under another inlinedAt keeps its first translation)."""
        if node == UNKNOWN:
            return None
        key = (id(scope), 0, node)
        if key in self.locations:
            return self.locations[key]
        kind = node[0]
        found: MDNode | None
        if kind == "file":
            found = self._location(node[1], node[2], node[3], self._block(scope, self.file(node[1])), inlined_at)
        elif kind == "name":
            found = self.translate_loc(node[2], scope, inlined_at)
        elif kind == "callsite":
            found = self.translate_loc(node[1], scope, self.translate_loc(node[2], scope, inlined_at))
        else:
            parts = node[2]
            found = self.translate_loc(parts[0], scope, inlined_at)
            for part in parts[1:]:
                found = self._merged(found, self.translate_loc(part, scope, inlined_at))
        self.locations[key] = found
        return found

    def _block(self, scope: MDNode, file: DINode) -> DINode:
        """The DILexicalBlockFile of `file` in `scope` (one per scope and file)."""
        block = self.blocks.get((id(scope), id(file)))
        if block is None:
            block = self.blocks[(id(scope), id(file))] = DINode(
                "DILexicalBlockFile", [("scope", scope), ("file", file), ("discriminator", "0")], [file, scope])
            self.parents[id(block)] = scope
        return block

    def _location(self, file: str, line: int, col: int, scope: MDNode, inlined_at: MDNode | None) -> MDNode:
        """DILocation::get: one node per (line, column, scope, inlinedAt)."""
        key = (id(scope), id(inlined_at), ("at", line, col))
        found = self.locations.get(key)
        if found is not None:
            return found
        fields: list[tuple[str, object]] = [("line", str(line))]
        if col:
            fields.append(("column", str(col)))
        fields.append(("scope", scope))
        children = [scope]
        if inlined_at is not None:
            fields.append(("inlinedAt", inlined_at))
            children.append(inlined_at)
        found = self.locations[key] = DINode("DILocation", fields, children)
        return found

    def _merged(self, a: MDNode | None, b: MDNode | None) -> MDNode | None:
        """DILocation::getMergedLocation (LLVM 14): the same location, or line 0 in the nearest scope the two
        share (walking out through their inlinedAt chains), else in a's scope."""
        if a is None or b is None:
            return None
        if a is b:
            return a
        seen: set[tuple[int, int]] = set()
        s, at = _scope(a), _inlined_at(a)
        while s is not None:
            seen.add((id(s), id(at)))
            s = self.parents.get(id(s))
            if s is None and at is not None:
                s, at = _scope(at), _inlined_at(at)
        s, at = _scope(b), _inlined_at(b)
        while s is not None:
            if (id(s), id(at)) in seen:
                break
            s = self.parents.get(id(s))
            if s is None and at is not None:
                s, at = _scope(at), _inlined_at(at)
        if s is None:
            s = _scope(a)
        return self._location("", 0, 0, s, at)

    def file(self, name: str) -> DINode:
        found = self.files.get(name)
        if found is None:
            filename, directory = split_file_name(name, current_directory())
            found = self.files[name] = self.info.md.di(
                "DIFile", [("filename", _quoted(filename)), ("directory", _quoted(directory))], [])
        return found


def _known(loc: Location | None) -> bool:
    return loc is not None and node_of(loc) != UNKNOWN


def _file_loc(node: Loc) -> Loc | None:
    """extractFileLoc: a file location, or a name's file location; else None."""
    if node[0] == "file":
        return node
    if node[0] == "name":
        return _file_loc(node[2])
    return None


def _scope(location: MDNode) -> MDNode:
    return dict(location.fields)["scope"]  # type: ignore[attr-defined,no-any-return]


def _inlined_at(location: MDNode) -> MDNode | None:
    return dict(location.fields).get("inlinedAt")  # type: ignore[attr-defined]


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

