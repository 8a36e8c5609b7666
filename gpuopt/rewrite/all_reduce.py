"""`gpu.all_reduce` expanded into shuffles, a workgroup buffer and barriers (upstream's
Dialect/GPU/Transforms/AllReduceLowering.cpp at LLVM 14, applied by the kernel lowerings before they convert).

Each subgroup (32 lanes) reduces its values with xor-shuffles (a guarded loop when the subgroup is partial),
its first lane writes the result to a new workgroup attribution of the function, and after a barrier the
first invocations reduce those partial results the same way and broadcast the total through the buffer:

    %subgroup_reduce = <subgroup reduce of %operand>
    cond_br %is_first_lane, ^then1, ^continue1
  ^then1:  store %subgroup_reduce, %buffer[%subgroup_id]; br ^continue1
  ^continue1:
    gpu.barrier
    cond_br %is_valid_subgroup, ^then2, ^continue2
  ^then2:  %partial = load %buffer[%invocation_idx]; store <subgroup reduce of %partial>, %buffer[%c0] ...
  ^continue2:
    gpu.barrier
    %result = load %buffer[%c0]

The ops are created in upstream's order, so that the greedy driver that runs this pattern leaves them where
mlir-opt 14 does.  An all_reduce with a body region accumulates through a copy of the body placed inline
between split blocks, its `gpu.yield` becoming a branch to the block after it.
"""

from __future__ import annotations

from collections.abc import Callable

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.rewrite.pattern import PatternRewriter

SUBGROUP_SIZE = 32
WORKGROUP_ADDRESS_SPACE = 3


def rewrite_all_reduces(op: Operation, rewriter: PatternRewriter) -> bool:
    """GpuAllReduceConversion: on a `gpu.func`, rewrites each `gpu.all_reduce` in it; reports success on
    every `gpu.func`, as upstream's pattern does."""
    if op.op_name != "gpu.func":
        return False
    while True:
        reduce = next((o for o in op.walk() if o.op_name == "gpu.all_reduce"
                       and (o.regions and o.regions[0].blocks or o.op_kind is not None)),  # type: ignore[attr-defined]
                      None)
        if reduce is None:
            return True
        _Rewriter(op, reduce, rewriter).rewrite()


class _Rewriter:
    def __init__(self, func: Operation, reduce: Operation, rewriter: PatternRewriter) -> None:
        self.func = func
        self.reduce = reduce
        self.rw = rewriter
        self.loc = reduce.loc
        self.value_type = reduce.operands[0].type

    # -- building ---------------------------------------------------------------------------------------
    def create(self, name: str, operands: list, result_types: list, attributes: dict | None = None,
               successors: list[Block] | None = None) -> Operation:
        from gpuopt.dialects import op_class

        cls = op_class(name)
        op = ods.create(cls, operands, result_types, attributes or {}, successors=successors)
        op.loc = self.loc
        return self.rw.insert(op)

    def value(self, name: str, operands: list, result_type: T.Type, attributes: dict | None = None) -> Value:
        return self.create(name, [[v] for v in operands], [result_type], attributes).results[0]

    def i32(self, value: int) -> Value:
        return self.value("arith.constant", [], T.i32, {"value": A.IntegerAttr(value, T.i32)})

    def cmpi(self, predicate: str, a: Value, b: Value) -> Value:
        from gpuopt.dialects.arith import CMPI_PREDICATES

        return self.value("arith.cmpi", [a, b], T.i1,
                          {"predicate": A.IntegerAttr(CMPI_PREDICATES.index(predicate), T.i64)})

    def dim(self, name: str, dimension: str) -> Value:
        from gpuopt.dialects.gpu import DIMENSION

        index = self.value(name, [], T.index, {"dimension": DIMENSION.attr(dimension)})
        return self.value("arith.index_cast", [index], T.i32)

    def br(self, dest: Block, operands: list[Value]) -> None:
        self.create("std.br", [list(operands)], [], successors=[dest])

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """Block::splitBlock: the ops from `before` on move to a new block right after `block`."""
        region = block.parent
        new = Block()
        new.parent = region
        region.blocks.insert(region.blocks.index(block) + 1, new)  # type: ignore[union-attr]
        if before is not None:
            i = block.ops.index(before)
            moved, block.ops = block.ops[i:], block.ops[:i]
            new.rebuild(moved)
        return new

    # -- the rewrite ------------------------------------------------------------------------------------
    def rewrite(self) -> None:
        rw = self.rw
        rw.set_insertion_point(self.reduce)
        dim_x, dim_y, dim_z = (self.dim("gpu.block_dim", d) for d in "xyz")
        tid_x, tid_y, tid_z = (self.dim("gpu.thread_id", d) for d in "xyz")
        tmp1 = self.value("arith.muli", [tid_z, dim_y], T.i32)
        tmp2 = self.value("arith.addi", [tmp1, tid_y], T.i32)
        tmp3 = self.value("arith.muli", [tmp2, dim_x], T.i32)
        tmp4 = self.value("arith.muli", [dim_x, dim_y], T.i32)
        invocation = self.value("arith.addi", [tmp3, tid_x], T.i32)
        workgroup_size = self.value("arith.muli", [tmp4, dim_z], T.i32)
        mask = self.i32(SUBGROUP_SIZE - 1)
        lane = self.value("arith.andi", [invocation, mask], T.i32)
        is_first_lane = self.cmpi("eq", lane, self.i32(0))
        before_lanes = self.value("arith.subi", [invocation, lane], T.i32)
        active_width = self.value("arith.subi", [workgroup_size, before_lanes], T.i32)
        accumulate = self.factory()
        subgroup_reduce = self.subgroup_reduce(active_width, self.reduce.operands[0], accumulate)
        buffer = self.workgroup_buffer()

        def store_partial() -> None:
            subgroup = self.divide_by_subgroup_size(invocation)
            index = self.value("arith.index_cast", [subgroup], T.index)
            self.create("memref.store", [[subgroup_reduce], [buffer], [index]], [])

        self.predicated_block(is_first_lane, store_partial)
        self.create("gpu.barrier", [], [])
        biased = self.value("arith.addi", [workgroup_size, mask], T.i32)
        num_subgroups = self.divide_by_subgroup_size(biased)
        is_valid = self.cmpi("slt", invocation, num_subgroups)
        zero = self.value("arith.constant", [], T.index, {"value": A.IntegerAttr(0, T.index)})

        def reduce_partials() -> None:
            index = self.value("arith.index_cast", [invocation], T.index)
            partial = self.create("memref.load", [[buffer], [index]], [self.value_type]).results[0]
            total = self.subgroup_reduce(num_subgroups, partial, accumulate)
            self.create("memref.store", [[total], [buffer], [zero]], [])

        self.predicated_block(is_valid, reduce_partials)
        self.create("gpu.barrier", [], [])
        result = self.create("memref.load", [[buffer], [zero]], [self.value_type]).results[0]
        rw.replace_op(self.reduce, [result])

    def factory(self) -> Callable[[Value, Value], Value]:
        if self.reduce.regions and self.reduce.regions[0].blocks:
            return self.body_factory()
        kind = self.reduce.op_kind  # type: ignore[attr-defined]
        is_float = isinstance(self.value_type, T.FloatType)
        simple = {"add": "arith.addf" if is_float else "arith.addi", "mul": "arith.mulf" if is_float else "arith.muli",
                  "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori"}
        if kind in simple:
            return lambda a, b: self.value(simple[kind], [a, b], a.type)
        predicate = {"max": "ugt", "min": "ult"}[kind]

        def compare(a: Value, b: Value) -> Value:
            if is_float:
                from gpuopt.dialects.arith import CMPF_PREDICATES

                cmp = self.value("arith.cmpf", [a, b], T.i1,
                                 {"predicate": A.IntegerAttr(CMPF_PREDICATES.index(predicate), T.i64)})
            else:
                cmp = self.cmpi(predicate, a, b)
            return self.value("std.select", [cmp, a, b], a.type)

        return compare

    def body_factory(self) -> Callable[[Value, Value], Value]:
        """Each accumulation inlines a copy of the body: `br` into it, its gpu.yields branch to the split-off
        rest, whose new argument is the accumulated value."""
        from gpuopt.ir.cloning import IRMapping, clone_region_into
        from gpuopt.ir.core import Region

        body = self.reduce.regions[0]

        def accumulate(lhs: Value, rhs: Value) -> Value:
            rw = self.rw
            block = rw.block
            split = self.split_block(block, rw.point)  # type: ignore[arg-type]
            mapping = IRMapping()
            mapping.map(body.blocks[0].args[0], lhs)
            mapping.map(body.blocks[0].args[1], rhs)
            scratch = Region()
            copies = clone_region_into(body, scratch, mapping)
            region = block.parent  # type: ignore[union-attr]
            at = region.blocks.index(split)  # type: ignore[union-attr]
            for copy in reversed(copies):
                copy.parent = region
                region.blocks.insert(at, copy)  # type: ignore[union-attr]
            self.br(copies[0], [])
            for copy in copies:
                terminator = copy.ops[-1] if copy.ops else None
                if terminator is None or terminator.op_name != "gpu.yield":
                    continue
                rw.set_insertion_point_to_end(copy)
                value = terminator.operands[0]
                terminator.erase()
                self.br(split, [value])
            rw.set_insertion_point_to_start(split)
            return split.add_argument(lhs.type)

        return accumulate

    def workgroup_buffer(self) -> Value:
        """GPUFuncOp::addWorkgroupAttribution: a memref<32xT, 3> entry argument after the workgroup ones."""
        func = self.func
        entry = func.regions[0].blocks[0]
        count = func.num_workgroup_attributions  # type: ignore[attr-defined]
        position = len(func.function_type.inputs) + count  # type: ignore[attr-defined]
        t = T.MemRefType((SUBGROUP_SIZE,), self.value_type, None, A.IntegerAttr(WORKGROUP_ADDRESS_SPACE, T.i64))
        from gpuopt.ir.core import BlockArgument

        arg = BlockArgument(t, entry, position)
        entry.args.insert(position, arg)
        for i, a in enumerate(entry.args):
            a.index = i
        func.attributes["workgroup_attributions"] = A.IntegerAttr(count + 1, T.i64)
        return arg

    def divide_by_subgroup_size(self, value: Value) -> Value:
        return self.value("arith.divsi", [value, self.i32(SUBGROUP_SIZE)], T.i32)

    def create_if(self, condition: Value, then: Callable[[], list[Value]], otherwise: Callable[[], list[Value]]
                  ) -> Block:
        """cond_br %condition, ^then, ^else; each branches to ^continue with its values; the insertion point
        ends at the start of ^continue, whose arguments take the values."""
        rw = self.rw
        current, point = rw.block, rw.point
        then_block = self.split_block(current, point)  # type: ignore[arg-type]
        else_block = self.split_block(then_block, then_block.ops[0] if then_block.ops else None)
        continue_block = self.split_block(else_block, else_block.ops[0] if else_block.ops else None)
        rw.set_insertion_point_to_end(current)  # type: ignore[arg-type]
        self.create("std.cond_br", [[condition], [], []], [], successors=[then_block, else_block])
        rw.set_insertion_point_to_start(then_block)
        then_values = then()
        self.br(continue_block, then_values)  # where `then` left the insertion point (after nested ifs)
        rw.set_insertion_point_to_start(else_block)
        else_values = otherwise()
        self.br(continue_block, else_values)
        rw.set_insertion_point_to_start(continue_block)
        for v in then_values:
            continue_block.add_argument(v.type)
        return continue_block

    def predicated_block(self, condition: Value, body: Callable[[], None]) -> None:
        def then() -> list[Value]:
            body()
            return []

        self.create_if(condition, then, lambda: [])

    def shuffle(self, value: Value, offset: Value, width: Value) -> Operation:
        from gpuopt.dialects.gpu import SHUFFLE_MODE

        return self.create("gpu.shuffle", [[value], [offset], [width]], [self.value_type, T.i1],
                           {"mode": SHUFFLE_MODE.attr("xor")})

    def subgroup_reduce(self, active_width: Value, operand: Value, accumulate: Callable[[Value, Value], Value]
                        ) -> Value:
        """A reduction over the first `active_width` lanes of the subgroup (all of it when that is 32 or
        more); the first lane holds the result."""
        subgroup_size = self.i32(SUBGROUP_SIZE)
        is_partial = self.cmpi("slt", active_width, subgroup_size)

        def partial() -> list[Value]:
            value = operand
            i = 1
            while i < SUBGROUP_SIZE:
                offset = self.i32(i)
                shuffle = self.shuffle(value, offset, active_width)
                current = value
                joined = self.create_if(shuffle.results[1],
                                        lambda shuffle=shuffle, current=current: [accumulate(current,
                                                                                             shuffle.results[0])],
                                        lambda current=current: [current])
                value = joined.args[0]
                i <<= 1
            return [value]

        def whole() -> list[Value]:
            value = operand
            i = 1
            while i < SUBGROUP_SIZE:
                offset = self.i32(i)
                shuffle = self.shuffle(value, offset, subgroup_size)
                value = accumulate(value, shuffle.results[0])
                i <<= 1
            return [value]

        joined = self.create_if(is_partial, partial, whole)
        return joined.args[0]
