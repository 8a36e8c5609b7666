"""--gpu-kernel-outlining: each `gpu.launch` in a function of the module becomes a `gpu.launch_func` of a
kernel `gpu.func` in a new `gpu.module`, as MLIR 14's GpuKernelOutliningPass does it.

What 14 does, step by step, for each launch (functions in module order, launches in post-order):
1. Sinking: constants (`arith.constant`, `std.constant`), `memref.dim`, `select` and `arith.cmpi` used in the
   body are copied into it when that adds no kernel argument (their operands are themselves sunk or
   already used in the body); the originals stay.
2. The kernel `<func>_kernel` takes the values the body still uses from above, in the order the body uses
   them (ops in post-order).  Its entry block computes the 12 ids and sizes (`gpu.block_id` x/y/z,
   `gpu.thread_id`, `gpu.grid_dim`, `gpu.block_dim`) and branches (`br`) to a copy of the launch body, in
   which `gpu.terminator` becomes `gpu.return`.
3. The kernel goes into a `gpu.module` named like it, with copies of the symbols it references (and theirs,
   transitively), inserted after the function; a name already taken gets `_0`, `_1`, ... (one counter for
   the whole module).  With `data-layout-str`, the module gets `dlti.dl_spec`.
4. The launch becomes `gpu.launch_func @module::@kernel`, and the module gets `gpu.container_module`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gpuopt.ir.core import Operation
from gpuopt.passes import Pass, PassOption, register_pass

if TYPE_CHECKING:
    from gpuopt.dialects.gpu import GPUFuncOp, GPUModuleOp, LaunchOp
    from gpuopt.ir.attributes import Attribute
    from gpuopt.ir.core import Value
    from gpuopt.ir.symbol_table import SymbolTable

SINKABLE = frozenset({"arith.constant", "std.constant", "memref.dim", "std.select", "arith.cmpi"})
"""MLIR 14's `isSinkingBeneficiary`: the ops copied into a launch body when that costs no argument."""

INDEX_OPS = ("gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim")
"""The ops that give the launch body's 12 arguments inside the kernel, in the arguments' order."""


@register_pass
class GpuKernelOutliningPass(Pass):
    name = "gpu-kernel-outlining"
    summary = "Outline gpu.launch bodies to kernel functions"
    anchor = "builtin.module"
    options = (
        PassOption("data-layout-str", "String containing the data layout specification to be attached to the "
                   "GPU kernel module", ""),
    )

    def run(self, op: Operation) -> None:
        from gpuopt.dialects.gpu import CONTAINER_MODULE_ATTR, LaunchOp
        from gpuopt.ir import attributes as A
        from gpuopt.ir.regions import post_order
        from gpuopt.ir.symbol_table import SymbolTable, symbol_name

        data_layout = self._data_layout()
        symbols = SymbolTable(op)
        body = op.regions[0].blocks[0]
        modules: dict[Operation, list[Operation]] = {}  # func -> its kernel modules, in launch order
        for func in [child for child in body.ops if child.op_name == "builtin.func"]:
            for launch in [o for o in post_order(func) if isinstance(o, LaunchOp)]:
                owner = next(a for a in launch.ancestors() if a.op_name == "builtin.func")
                sink_operations_into_launch(launch)
                operands, kernel = outline_kernel(launch, f"{symbol_name(owner)}_kernel")
                module = _kernel_module(kernel, symbols, data_layout)
                symbols.insert(module)
                _replace_with_launch_func(launch, kernel, module, operands)
                modules.setdefault(func, []).append(module)
        if modules:
            # Each module goes right after its function, as 14 inserts it; placed in one pass (inserting each
            # into the op list would be quadratic in the module's size).
            placed = {id(m) for ms in modules.values() for m in ms}
            ops: list[Operation] = []
            for child in body.ops:
                if id(child) not in placed:
                    ops.append(child)
                    ops.extend(modules.get(child, ()))
            body.rebuild(ops)
            op.attributes[CONTAINER_MODULE_ATTR] = A.UnitAttr()

    def _data_layout(self) -> Attribute | None:
        """The `data-layout-str` option as an attribute (None when empty); a located error if it does not
        parse, an error if it is not a `#dlti.dl_spec` (where MLIR 14 fails without a word)."""
        text = self.option("data-layout-str")
        if not text:
            return None
        from gpuopt.diagnostics import DiagnosticError
        from gpuopt.dialects.dlti import DataLayoutSpecAttr
        from gpuopt.parser import parse_attribute

        attr = parse_attribute(text)
        if not isinstance(attr, DataLayoutSpecAttr):
            raise DiagnosticError.at(None, f"the data layout '{text}' is not a #dlti.dl_spec attribute")
        return attr


def sink_operations_into_launch(launch: LaunchOp) -> None:
    """Copies the sinkable ops whose results the body uses into the start of the body (14's
    `sinkOperationsIntoLaunchOp`); only the body's uses move to the copies."""
    from gpuopt.ir.cloning import IRMapping, clone_op
    from gpuopt.ir.core import OpResult
    from gpuopt.ir.regions import replace_all_uses_in_region_with, used_values_defined_above

    body = launch.body
    candidates = used_values_defined_above(body)
    dependencies = set(candidates)
    to_sink: dict[Operation, None] = {}
    available: set[Value] = set()
    for value in candidates:
        if isinstance(value, OpResult):
            _extract_beneficiary_ops(value.op, dependencies, to_sink, available)
    mapping = IRMapping()
    entry = body.blocks[0]
    for position, original in enumerate(to_sink):
        copy = clone_op(original, mapping)
        entry.insert(position, copy)
        for old, new in zip(original.results, copy.results):
            replace_all_uses_in_region_with(old, new, body)


def _extract_beneficiary_ops(op: Operation, dependencies: set[Value], to_sink: dict[Operation, None],
                             available: set[Value]) -> bool:
    """Whether `op` can be sunk without a new kernel argument; if so it is added to `to_sink` after the
    ops its operands need (14's `extractBeneficiaryOps`)."""
    from gpuopt.ir.core import OpResult

    if op in to_sink:
        return True
    if op.op_name not in SINKABLE:
        return False
    for operand in op.operands:
        if operand in available:
            continue
        definer = operand.op if isinstance(operand, OpResult) else None
        if (definer is None or not _extract_beneficiary_ops(definer, dependencies, to_sink, available)) \
                and operand not in dependencies:
            return False
    to_sink[op] = None
    available.update(op.results)
    return True


def outline_kernel(launch: LaunchOp, name: str) -> tuple[list[Value], GPUFuncOp]:
    """The kernel made of `launch`'s body (detached), and the values to pass it (14's
    `outlineKernelFuncImpl`)."""
    from gpuopt.dialects import gpu
    from gpuopt.dialects.std import BranchOp
    from gpuopt.ir import types as T
    from gpuopt.ir.cloning import IRMapping, clone_region_into
    from gpuopt.ir.regions import used_values_defined_above

    loc = launch.loc
    operands = used_values_defined_above(launch.body)
    ftype = T.FunctionType(tuple(v.type for v in operands), ())
    kernel = gpu.GPUFuncOp.build(name, ftype, kernel=True)
    kernel.loc = loc
    entry = kernel.body.blocks[0]
    for arg in entry.args:
        arg.loc = loc
    mapping = IRMapping()
    launch_args = launch.body.blocks[0].args
    position = 0
    for op_name in INDEX_OPS:
        cls = gpu.ods.REGISTRY[op_name]
        for dimension in ("x", "y", "z"):
            index_op = cls.build(dimension)
            index_op.loc = loc
            entry.append(index_op)
            mapping.map(launch_args[position], index_op.results[0])
            position += 1
    for value, arg in zip(operands, entry.args):
        mapping.map(value, arg)
    blocks = clone_region_into(launch.body, kernel.body, mapping)
    entry.append(gpu.ods.create(BranchOp, [[]], [], {}, successors=[blocks[0]], loc=loc))
    for terminator in [o for o in kernel.walk() if isinstance(o, gpu.TerminatorOp)]:
        block = terminator.parent
        assert block is not None
        replacement = gpu.ReturnOp.build()
        replacement.loc = terminator.loc
        block.insert(block.ops.index(terminator), replacement)
        terminator.erase()
    return operands, kernel


def _kernel_module(kernel: GPUFuncOp, parent: SymbolTable, data_layout: Attribute | None) -> GPUModuleOp:
    """A `gpu.module` named like the kernel, holding it and copies of every symbol it needs."""
    from gpuopt.dialects.dlti import DATA_LAYOUT_ATTR
    from gpuopt.dialects.gpu import GPUModuleOp
    from gpuopt.ir.cloning import clone_op
    from gpuopt.ir.symbol_table import SymbolTable, symbol_name, symbol_uses

    module = GPUModuleOp.build(symbol_name(kernel) or "")
    module.loc = kernel.loc
    module.body.ops[-1].loc = kernel.loc
    if data_layout is not None:
        module.attributes[DATA_LAYOUT_ATTR] = data_layout
    symbols = SymbolTable(module)
    symbols.insert(kernel)
    worklist: list[Operation] = [kernel]
    while worklist:
        uses = symbol_uses(worklist.pop())
        for ref in uses or ():
            if symbols.lookup(ref.root) is not None:
                continue
            definition = parent.lookup(ref.root)
            if definition is None:
                continue  # (MLIR 14 crashes on a reference it cannot resolve)
            copy = clone_op(definition)
            worklist.append(copy)
            symbols.insert(copy)
    return module


def _replace_with_launch_func(launch: LaunchOp, kernel: GPUFuncOp, module: GPUModuleOp,
                              operands: list[Value]) -> None:
    from gpuopt.dialects.gpu import LaunchFuncOp
    from gpuopt.ir import attributes as A
    from gpuopt.ir.symbol_table import symbol_name

    ref = A.SymbolRefAttr(symbol_name(module) or "", (symbol_name(kernel) or "",))
    launch_func = LaunchFuncOp.build(ref, launch.grid_size_operands, launch.block_size_operands, list(operands),
                                     launch.dynamic_shared_memory_size)
    launch_func.loc = launch.loc
    block = launch.parent
    assert block is not None
    block.insert(block.ops.index(launch), launch_func)
    launch.erase()
