"""Checking the translated text with LLVM's own parser and verifier.

The IR is written in the typed-pointer syntax of LLVM 14 (what mlir-translate 14 writes and llc-14 reads);
the LLVM inside llvmlite is newer and reads `T*` as an opaque `ptr`, so the same text serves both.  A
failure here means the translation produced IR LLVM rejects: it is reported, never written out.
"""

from __future__ import annotations

import gc
import re

from llvmlite import binding as llvm

from gpuopt.ir.core import Operation
from gpuopt.translate.translator import translate_module
from gpuopt.translate.writer import write_module


class InvalidLLVMIR(Exception):
    """LLVM rejected the translated IR; the message is LLVM's."""


_CHANGED_SINCE_14 = ("@llvm.coro.end(",)
"""Intrinsics whose LLVM 14 signature the LLVM inside llvmlite no longer has, and whose automatic upgrade it
cannot survive: `llvm.coro.end` returns void and takes a third (token) operand there, and upgrading a call
of the 14 form aborts the process in an assertion.  The check reads their calls as calls of a plain external
function of the same type (`@gpuopt.check.coro.end`); the text written out keeps 14's name."""


_DEBUG_INFO_FLAG = '!"Debug Info Version"'
_DEBUG_INFO_USES = re.compile(r", !dbg !\d+| !dbg !\d+|^!llvm\.dbg\.cu = .*$|^!llvm\.module\.flags = .*$", re.M)
"""The debug locations, the compile-unit list and the module flags: what makes LLVM see debug info."""


_SIZEOF_TIMES = re.compile(r"mul \(i64 ptrtoint \((?P<p>[^()]+) getelementptr \((?P<t>[^()]+), (?P<q>[^()]+) null, "
                           r"i64 1\) to i64\), i64 (?P<n>-?\d+)\)")
"""`mul (sizeof T, N)` as LLVM 14 folds a memref's byte size: LLVM 15 and later have no `mul` constant
expression; the check reads it as the equal `ptrtoint (gep (T, null, N))`."""


def parse_and_verify(text: str) -> llvm.ModuleRef:
    """The module LLVM reads from `text` (what mlir-translate 14 would write), checked; the constructs LLVM
    14 had and llvmlite's LLVM has not are read in their modern equivalent."""
    for name in _CHANGED_SINCE_14:
        if name in text:
            text = text.replace(name, "@gpuopt.check." + name[len("@llvm."):])
    if "mul (i64 ptrtoint" in text:
        text = _SIZEOF_TIMES.sub(r"ptrtoint (\g<p> getelementptr (\g<t>, \g<q> null, i64 \g<n>) to i64)", text)
    if _DEBUG_INFO_FLAG in text:
        # With the "Debug Info Version" flag, LLVM's parser runs the verifier itself and aborts the process on
        # an invalid module (report_fatal_error); the same module without its debug info is checked first.
        _parse(_DEBUG_INFO_USES.sub("", text))
    return _parse(text)


def _parse(text: str) -> llvm.ModuleRef:
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as e:
        message = " ".join(str(e).split())
        raise InvalidLLVMIR(f"LLVM rejected the translated IR: {message}") from None
    return module


def translate_to_text(top: Operation) -> str:
    """The LLVM IR text of a verified LLVM-dialect module, as mlir-translate 14 writes it (unchecked).
    The cyclic garbage collector is paused meanwhile: the translation only builds objects, and collections
    that walk a large parsed module each time cost it two thirds of its time."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        return write_module(translate_module(top))
    finally:
        if collecting:
            gc.enable()


def to_llvm_ir(top: Operation) -> tuple[str, llvm.ModuleRef]:
    """Translated text (as written out) and the LLVM module parsed from it; raises DiagnosticError for
    ops/types without a translation and InvalidLLVMIR when LLVM rejects the result."""
    text = translate_to_text(top)
    return text, parse_and_verify(text)
