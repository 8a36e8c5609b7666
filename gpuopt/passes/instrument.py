"""IR printing around passes, as mlir-opt 14's `-print-ir-before(-all)`, `-print-ir-after(-all)`,
`-print-ir-after-change`, `-print-ir-after-failure` and `-print-ir-module-scope` do (MLIR 15 renamed them
`-mlir-print-ir-...`; gpuopt accepts both spellings).

Each dump goes to stderr: `// -----// IR Dump Before CSE //----- //`, then the op the pass runs on (printed in
local scope when it is nested: no aliases), then an empty line.  With module scope the header names the op
(`('gpu.module' operation: @kernels)`) and the whole module is printed.  After a failed pass the dump says
`Failed` and prints the generic form.  "Changed" compares a fingerprint of the op taken before the pass with
one taken after: op identities, attributes, operands, successors, blocks, block arguments and locations, as
upstream's OperationFingerPrint (result types added: a pass may retype a value in place).
"""

from __future__ import annotations

import dataclasses
from typing import TextIO

from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation
from gpuopt.passes import Pass
from gpuopt.valueclass import dataclass, field


@dataclass
class IRPrinting:
    before_all: bool = False
    after_all: bool = False
    after_change: bool = False
    after_failure: bool = False
    module_scope: bool = False
    before: frozenset[str] = frozenset()
    """Pass arguments (`gpu-to-llvm`) to print before (`-print-ir-before=a,b`)."""
    after: frozenset[str] = frozenset()
    flags: object = None
    """The printer's PrintFlags (the CLI's `-mlir-print-*` options)."""
    stream: TextIO | None = None
    _fingerprints: dict[int, list[object]] = field(default_factory=dict)

    @property
    def enabled(self) -> bool:
        """Whether anything would ever be printed (14 installs no instrumentation otherwise)."""
        return bool(self.before_all or self.before or self.after_all or self.after_failure or self.after)

    def _prints_before(self, p: Pass) -> bool:
        return self.before_all or p.name in self.before

    def _prints_after(self, p: Pass) -> bool:
        return self.after_all or self.after_failure or p.name in self.after

    def before_pass(self, p: Pass, op: Operation) -> None:
        if self.after_change:
            self._fingerprints[id(p)] = fingerprint(op)
        if self._prints_before(p):
            self._dump(f"// -----// IR Dump Before {p.pass_name}", op, self.flags)

    def after_pass(self, p: Pass, op: Operation) -> None:
        if self.after_failure:
            return
        if self.after_change and self._fingerprints.pop(id(p), None) == fingerprint(op):
            return
        if self._prints_after(p):
            self._dump(f"// -----// IR Dump After {p.pass_name}", op, self.flags)

    def after_pass_failed(self, p: Pass, op: Operation) -> None:
        self._fingerprints.pop(id(p), None)
        if self._prints_after(p):
            generic = dataclasses.replace(self.flags, generic=True) if self.flags is not None else None
            self._dump(f"// -----// IR Dump After {p.pass_name} Failed", op, generic)

    def _dump(self, header: str, op: Operation, flags: object) -> None:
        from gpuopt.printer import PrintFlags, op_text

        flags = flags if isinstance(flags, PrintFlags) else PrintFlags()
        if self.module_scope:
            name = op.attributes.get("sym_name")
            symbol = f": @{name.value}" if isinstance(name, A.StringAttr) else ""
            top = op
            while top.parent_op is not None:
                top = top.parent_op
            text = f"{header} ('{op.op_name}' operation{symbol}) //----- //\n" + op_text(top, flags)
        else:
            text = f"{header} //----- //\n" + op_text(op, flags, local_scope=op.parent is not None)
        stream = self.stream
        if stream is None:
            import sys

            stream = sys.stderr
        stream.write(text + "\n\n")
        stream.flush()


def fingerprint(top: Operation) -> list[object]:
    """What a pass changing `top` must replace or edit; compared with `==`: ops, blocks and values by identity,
    attributes, locations and types by value."""
    out: list[object] = []
    for op in top.walk():
        out.append(op)
        out.append(op.loc)
        out.extend(op.attributes.items())
        out.extend(op.operands)
        out.extend(r.type for r in op.results)
        out.extend(op.successors)
        for region in op.regions:
            for block in region.blocks:
                out.append(block)
                out.extend(block.args)
        out.append(None)  # ends the op: ops moving between lists still change the sequence
    return out

