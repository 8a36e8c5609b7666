"""Functions of a gpu.module besides its kernels, on the host: which take the runtime's context, and calls to them.

On a GPU, `gpu.thread_id` or `gpu.barrier` work in any function a kernel calls; on the host they read the
context and the id arguments a kernel function has (gpu_to_host.py).  So every function that uses a GPU op, or
calls one that does, becomes `llvm.func internal @f(ctx, 12 x i64 ids, args...)` as kernels do, and each call of
it from such a function passes the caller's context and ids on: barriers in a callee then work as in the kernel
(the kernel runs as fibers), and so does printf.  With check-bounds, functions with memory accesses take the
context too, so that their checks can report.  Functions that need none keep their signatures (and external
declarations always do).

A function whose address is taken (`constant @f`) keeps its plain signature, since a call through a pointer
passes no context: that is an error if it uses GPU ops, and under check-bounds it is just not checked.

What a kernel's descriptor says follows its calls: it synchronizes (no block entry) if a function it calls
does, it calls the runtime (its block entry keeps the ids) if one it calls does, and its workgroup memory
holds the all-reduce slots if one it calls reduces.  The slots are at one offset for the whole module (after the
largest attributions of the functions that reduce), so that a function reaches them from any kernel.
"""

from __future__ import annotations

from collections.abc import Collection

from gpuopt.conversion.framework import Adaptor, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.gpu_to_host import (
    GPUFuncOpToHost,
    KernelLayout,
    align_workgroup,
    enclosing_context,
    enclosing_ids,
)
from gpuopt.conversion.gpu_to_host_globals import uses_workgroup_globals
from gpuopt.conversion.std_to_llvm import CallOpLowering
from gpuopt.ir import attributes as A
from gpuopt.ir.core import Operation, Value


class HostFunctions:
    """The functions of one gpu.module that take the context, with their completed layouts (`layouts`, keyed by
    name: exactly those functions)."""

    def __init__(self, module: Operation, runtime_ops: Collection[str], soft_ops: Collection[str] = (),
                 workgroup_globals: set[str] | None = None) -> None:
        """`soft_ops`: ops for which a function takes the context when it can (check-bounds' accesses);
        `workgroup_globals`: the globals in workgroup memory (gpu_to_host_globals.py)."""
        workgroup_globals = workgroup_globals or set()
        body = module.regions[0].blocks[0].ops
        functions = {op.sym_name: op for op in body
                     if op.op_name == "gpu.func" or (op.op_name == "builtin.func" and op.regions[0].blocks)}
        callees: dict[str, set[str]] = {name: set() for name in functions}
        pinned: dict[str, Operation] = {}  # functions that must keep their signature -> the op that pins them
        for name, func in functions.items():
            for op in func.walk():
                if op.op_name == "std.call" and op.attributes["callee"].root in functions:  # type: ignore[attr-defined]
                    callees[name].add(op.attributes["callee"].root)  # type: ignore[attr-defined]
                for attr in (op.attributes.get("value") if op.op_name == "std.constant" else None,
                             op.attributes.get("gpuopt.combiner")):
                    if isinstance(attr, A.SymbolRefAttr) and attr.root in functions:
                        pinned.setdefault(attr.root, op)
        callers: dict[str, set[str]] = {name: set() for name in functions}
        for name, targets in callees.items():
            for target in targets:
                callers[target].add(name)

        def upward(seeds: set[str]) -> set[str]:
            found, work = set(seeds), list(seeds)
            while work:
                for caller in callers[work.pop()]:
                    if caller not in found:
                        found.add(caller)
                        work.append(caller)
            return found

        shared = {name for name, func in functions.items() if uses_workgroup_globals(func, workgroup_globals)}
        gpu_ops = {name for name, func in functions.items()
                   if func.op_name == "gpu.func" or any(o.op_name.startswith("gpu.") for o in func.walk())}
        hard = upward(shared | gpu_ops)
        for name in hard & pinned.keys():
            raise pinned[name].error(f"takes the address of @{name}, which uses GPU ops (or calls a function "
                                     "that does) and so needs the host runtime's context: only direct calls "
                                     "pass it")
        soft = upward({name for name, func in functions.items() if any(o.op_name in soft_ops for o in func.walk())})
        dropped, work = set(pinned), list(pinned)  # pinned, and what they call, keep their signatures
        while work:
            for callee in callees[work.pop()]:
                if callee not in dropped and callee not in hard:
                    dropped.add(callee)
                    work.append(callee)
        self.context = hard | (soft - dropped)
        self.callees = {name: callees[name] & self.context for name in self.context}
        self.layouts = {name: KernelLayout(functions[name], runtime_ops) for name in self.context}
        for name in shared:
            self.layouts[name].uses_workgroup_globals = True
        self._complete()

    def _complete(self) -> None:
        """Each layout takes on what the functions it calls do, to a fixed point (calls may recurse)."""
        layouts = self.layouts
        changed = True
        while changed:
            changed = False
            for name, layout in layouts.items():
                for callee in (layouts[c] for c in self.callees[name]):
                    before = (layout.synchronizes, layout.calls_runtime, layout.uses_workgroup_globals,
                              layout.slot_bytes)
                    layout.synchronizes |= callee.synchronizes
                    layout.calls_runtime |= callee.calls_runtime
                    layout.uses_workgroup_globals |= callee.uses_workgroup_globals
                    layout.slot_bytes = max(layout.slot_bytes, callee.slot_bytes)
                    changed |= before != (layout.synchronizes, layout.calls_runtime, layout.uses_workgroup_globals,
                                          layout.slot_bytes)
        reduce_offset = max((align_workgroup(layout.attributions_bytes) for layout in layouts.values()
                             if layout.slot_bytes), default=0)
        for layout in layouts.values():
            layout.reduce_offset = reduce_offset


class FuncOpToHost(GPUFuncOpToHost):
    """A `func` that takes the context: lowered as a gpu.func is (an internal function)."""

    root = "builtin.func"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        if op.sym_name not in self.layouts:
            raise MatchFailure("the function needs no context", applies=False)
        super().match_and_rewrite(op, adaptor, rw)


class CallOpToHost(CallOpLowering):
    """A call of a function that takes the context passes the caller's context and ids first."""

    def __init__(self, converter, layouts: dict[str, KernelLayout]) -> None:
        super().__init__(converter)
        self.layouts = layouts

    def call_arguments(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> list[Value]:
        if op.attributes["callee"].root not in self.layouts:  # type: ignore[attr-defined]
            raise MatchFailure("the callee takes no context", applies=False)
        return [enclosing_context(op), *enclosing_ids(op), *super().call_arguments(op, adaptor, rw)]
