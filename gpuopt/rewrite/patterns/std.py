"""std's canonicalization patterns as MLIR 14 has them (Dialect/StandardOps/IR/Ops.cpp): branches to
pass-through blocks collapsed, blocks with one predecessor merged, constant and repeated conditions folded,
selects of constants turned into extensions and logic."""

from __future__ import annotations

from gpuopt.dialects import ods
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, BlockArgument, Operation, Value
from gpuopt.rewrite.folder import operand_constant
from gpuopt.rewrite.pattern import PatternRewriter, RewritePattern, users
from gpuopt.rewrite.regions import _predecessors


def _create(rewriter: PatternRewriter, name: str, operands: list, result_types: list[T.Type] | None = None,
            attributes: dict | None = None, successors: list[Block] | None = None, loc: object = None) -> Operation:
    return rewriter.insert(ods.create(ods.REGISTRY[name], operands, result_types, attributes, successors=successors,
                                      loc=loc))


def _is_int(v: Value, value: int) -> bool:
    c = operand_constant(v)
    return isinstance(c, A.IntegerAttr) and c.value == value


def _non_zero(v: Value) -> bool:
    c = operand_constant(v)
    return isinstance(c, A.IntegerAttr) and c.value != 0


def _branch(rewriter: PatternRewriter, op: Operation, dest: Block, operands: list[Value]) -> None:
    new = ods.create(ods.REGISTRY["std.br"], [list(operands)], successors=[dest], loc=op.loc)
    rewriter.replace_op_with_new(op, new)


def _cond_branch(rewriter: PatternRewriter, op: Operation, cond: Value, t: Block, t_ops: list[Value], f: Block,
                 f_ops: list[Value]) -> None:
    new = ods.create(ods.REGISTRY["std.cond_br"], [cond, list(t_ops), list(f_ops)], successors=[t, f],
                     attributes={k: v for k, v in op.attributes.items() if k != "operand_segment_sizes"},
                     loc=op.loc)
    rewriter.replace_op_with_new(op, new)


def single_predecessor(block: Block) -> Block | None:
    """Block::getSinglePredecessor: the predecessor when exactly one edge enters the block."""
    preds = _predecessors(block)
    return preds[0][0].parent if len(preds) == 1 else None


def unique_predecessor(block: Block) -> Block | None:
    """Block::getUniquePredecessor: the predecessor when every edge comes from one block."""
    blocks = {id(term.parent): term.parent for term, _ in _predecessors(block)}
    return next(iter(blocks.values())) if len(blocks) == 1 else None


def collapse_branch(successor: Block, operands: list[Value]) -> tuple[Block, list[Value]] | None:
    """A successor that only branches on: its destination and the operands to pass there instead."""
    if len(successor.ops) != 1 or successor.ops[0].op_name != "std.br":
        return None
    branch = successor.ops[0]
    for arg in successor.args:
        if any(user is not branch for user in users(arg)):
            return None
    dest = branch.successors[0]
    if dest is successor:
        return None
    if not successor.args:
        return dest, list(branch.operands)
    out = []
    for v in branch.operands:
        if isinstance(v, BlockArgument) and v.block is successor:
            out.append(operands[v.index])
        else:
            out.append(v)
    return dest, out


class BranchOpCanonicalize(RewritePattern):
    """BranchOp::canonicalize: merge into a successor with one predecessor, else skip a pass-through block."""

    root = "std.br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        succ, parent = op.successors[0], op.parent
        assert parent is not None
        if succ is not parent and len(_predecessors(succ)) == 1:
            operands = list(op.operands)
            rewriter.merge_blocks(succ, parent, operands)
            rewriter.erase_op(op)
            return True
        if succ is parent:
            return False
        collapsed = collapse_branch(succ, list(op.operands))
        if collapsed is None:
            return False
        _branch(rewriter, op, *collapsed)
        return True


class SimplifyConstCondBranchPred(RewritePattern):
    """cond_br true, ^a, ^b -> br ^a (false: ^b)."""

    root = "std.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _non_zero(op.operands[0]):
            _branch(rewriter, op, op.successors[0], list(op.true_operands))  # type: ignore[attr-defined]
            return True
        if _is_int(op.operands[0], 0):
            _branch(rewriter, op, op.successors[1], list(op.false_operands))  # type: ignore[attr-defined]
            return True
        return False


class SimplifyPassThroughCondBranch(RewritePattern):
    """cond_br to blocks that only branch on goes to their destinations directly."""

    root = "std.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        t, f = op.successors
        t_ops, f_ops = list(op.true_operands), list(op.false_operands)  # type: ignore[attr-defined]
        ct, cf = collapse_branch(t, t_ops), collapse_branch(f, f_ops)
        if ct is None and cf is None:
            return False
        t, t_ops = ct or (t, t_ops)
        f, f_ops = cf or (f, f_ops)
        _cond_branch(rewriter, op, op.operands[0], t, t_ops, f, f_ops)
        return True


class SimplifyCondBranchIdenticalSuccessors(RewritePattern):
    """cond_br %c, ^a(x), ^a(x) -> br ^a(x); with differing operands (and ^a entered only from here), a select
    per difference."""

    root = "std.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest = op.successors[0]
        if dest is not op.successors[1]:
            return False
        t_ops, f_ops = list(op.true_operands), list(op.false_operands)  # type: ignore[attr-defined]
        if len(t_ops) == len(f_ops) and all(a is b for a, b in zip(t_ops, f_ops)):
            _branch(rewriter, op, dest, t_ops)
            return True
        if unique_predecessor(dest) is not op.parent:
            return False
        merged = []
        cond = op.operands[0]
        for a, b in zip(t_ops, f_ops):
            if a is b:
                merged.append(a)
            else:
                merged.append(_create(rewriter, "std.select", [cond, a, b], [a.type], loc=op.loc).results[0])
        _branch(rewriter, op, dest, merged)
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(RewritePattern):
    """A cond_br on the condition its only predecessor branched on goes the way it came."""

    root = "std.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        assert block is not None
        pred = single_predecessor(block)
        if pred is None:
            return False
        pred_branch = pred.ops[-1]
        if pred_branch.op_name != "std.cond_br" or pred_branch.operands[0] is not op.operands[0]:
            return False
        if block is pred_branch.successors[0]:
            _branch(rewriter, op, op.successors[0], list(op.true_operands))  # type: ignore[attr-defined]
        else:
            _branch(rewriter, op, op.successors[1], list(op.false_operands))  # type: ignore[attr-defined]
        return True


class CondBranchTruthPropagation(RewritePattern):
    """In a successor entered only through this cond_br, the condition is known: its uses there become
    constants."""

    root = "std.cond_br"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import ConstantOp

        cond = op.operands[0]
        replaced = False
        for dest, value in ((op.successors[0], True), (op.successors[1], False)):
            if single_predecessor(dest) is None:
                continue
            constant: Value | None = None
            for use in list(reversed(cond.uses)):
                user = use.owner
                if user.parent is not dest:
                    continue
                replaced = True
                if constant is None:
                    new = ConstantOp.build(A.bool_attr(value))
                    new.loc = op.loc
                    constant = rewriter.insert(new).results[0]
                user.set_operand(use.index, constant)
        return replaced


class SelectI1Simplify(RewritePattern):
    """select %c, %a, %b : i1 -> (c and a) or (not c and b)."""

    root = "std.select"
    named = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import ConstantOp

        if op.results[0].type != T.i1:
            return False
        c, a, b = op.operands
        true = ConstantOp.build(A.bool_attr(True))
        true.loc = op.loc
        rewriter.insert(true)
        not_c = _create(rewriter, "arith.xori", [c, true.results[0]], [T.i1], loc=op.loc)
        lhs = _create(rewriter, "arith.andi", [c, a], [T.i1], loc=op.loc)
        rhs = _create(rewriter, "arith.andi", [not_c.results[0], b], [T.i1], loc=op.loc)
        new = ods.create(ods.REGISTRY["arith.ori"], [lhs.results[0], rhs.results[0]], [T.i1], loc=op.loc)
        rewriter.replace_op_with_new(op, new)
        return True


class SelectToExtUI(RewritePattern):
    """select %c, 1, 0 -> extui %c; select %c, 0, 1 -> extui (xori %c, true)."""

    root = "std.select"
    named = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from gpuopt.dialects.arith import ConstantOp

        t = op.results[0].type
        if not isinstance(t, T.IntegerType) or t.width == 1:
            return False
        c, a, b = op.operands
        if _is_int(a, 1) and _is_int(b, 0):
            rewriter.replace_op_with_new(op, ods.create(ods.REGISTRY["arith.extui"], [c], [t], loc=op.loc))
            return True
        if _is_int(a, 0) and _is_int(b, 1):
            one = ConstantOp.build(A.IntegerAttr(1, c.type))
            one.loc = op.loc
            rewriter.insert(one)
            x = _create(rewriter, "arith.xori", [c, one.results[0]], [c.type], loc=op.loc)
            rewriter.replace_op_with_new(op, ods.create(ods.REGISTRY["arith.extui"], [x.results[0]], [t],
                                                        loc=op.loc))
            return True
        return False


# -- switch ----------------------------------------------------------------------------------------------

def _case_values(op: Operation) -> list[int]:
    values = op.attributes.get("case_values")
    return [int(v) for v in values.as_list()] if values is not None else []  # type: ignore[attr-defined]


def _new_switch(rewriter: PatternRewriter, op: Operation, default: Block, default_operands: list[Value],
                values: list[int], dests: list[Block], operands: list[list[Value]]) -> None:
    from gpuopt.dialects.std import _dense_i32

    flag = op.operands[0]
    attrs = {"case_operand_segments": _dense_i32([len(o) for o in operands],
                                                 T.RankedTensorType((len(operands),), T.i32))}
    if values:
        attrs["case_values"] = _dense_i32(values, T.VectorType((len(values),), flag.type))
    new = ods.create(ods.REGISTRY["std.switch"], [flag, list(default_operands), [v for o in operands for v in o]],
                     [], attrs, successors=[default, *dests], loc=op.loc)
    rewriter.replace_op_with_new(op, new)


def _same(a: list[Value], b: list[Value]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


class SimplifySwitchWithOnlyDefault(RewritePattern):
    """switch %f, [default: ^a] -> br ^a."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.successors) != 1:
            return False
        _branch(rewriter, op, op.successors[0], list(op.default_operands))  # type: ignore[attr-defined]
        return True


class DropSwitchCasesThatMatchDefault(RewritePattern):
    """Cases going where the default goes, with the same operands, are dropped."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        default, default_ops = op.successors[0], list(op.default_operands)  # type: ignore[attr-defined]
        values = _case_values(op)
        keep: list[tuple[int, Block, list[Value]]] = []
        for i, dest in enumerate(op.successors[1:]):
            operands = op.case_operands_of(i)  # type: ignore[attr-defined]
            if dest is default and _same(operands, default_ops):
                continue
            keep.append((values[i], dest, operands))
        if len(keep) == len(values):
            return False
        _new_switch(rewriter, op, default, default_ops, [k[0] for k in keep], [k[1] for k in keep],
                    [k[2] for k in keep])
        return True


class SimplifyConstSwitchValue(RewritePattern):
    """switch on a constant -> br to its case (or the default)."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        flag = operand_constant(op.operands[0])
        if not isinstance(flag, A.IntegerAttr):
            return False
        width = op.operands[0].type.width  # type: ignore[attr-defined]
        mask = (1 << width) - 1
        for i, value in enumerate(_case_values(op)):
            if value & mask == flag.value & mask:
                _branch(rewriter, op, op.successors[i + 1], op.case_operands_of(i))  # type: ignore[attr-defined]
                return True
        _branch(rewriter, op, op.successors[0], list(op.default_operands))  # type: ignore[attr-defined]
        return True


class SimplifyPassThroughSwitch(RewritePattern):
    """Cases (and the default) going to blocks that only branch on go to their destinations directly."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        changed = False
        dests: list[Block] = []
        operands: list[list[Value]] = []
        for i, dest in enumerate(op.successors[1:]):
            ops = op.case_operands_of(i)  # type: ignore[attr-defined]
            collapsed = collapse_branch(dest, ops)
            if collapsed is not None:
                changed = True
                dest, ops = collapsed
            dests.append(dest)
            operands.append(ops)
        default, default_ops = op.successors[0], list(op.default_operands)  # type: ignore[attr-defined]
        collapsed = collapse_branch(default, default_ops)
        if collapsed is not None:
            changed = True
            default, default_ops = collapsed
        if not changed:
            return False
        _new_switch(rewriter, op, default, default_ops, _case_values(op), dests, operands)
        return True


def _predecessor_switch(op: Operation) -> tuple[Operation, Block] | None:
    """The switch on the same flag that is the only edge into this switch's block, and that block."""
    block = op.parent
    assert block is not None
    pred = single_predecessor(block)
    if pred is None:
        return None
    pred_switch = pred.ops[-1]
    if pred_switch.op_name != "std.switch" or pred_switch.operands[0] is not op.operands[0]:
        return None
    return pred_switch, block


def _masked(op: Operation, value: int) -> int:
    return value & ((1 << op.operands[0].type.width) - 1)  # type: ignore[attr-defined]


class SimplifySwitchFromSwitchOnSameCondition(RewritePattern):
    """A switch entered only through a case of a switch on the same flag knows the flag's value: it
    branches where that value goes."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        found = _predecessor_switch(op)
        if found is None:
            return False
        pred_switch, block = found
        if pred_switch.successors[0] is block:
            return False
        known = _masked(op, _case_values(pred_switch)[pred_switch.successors[1:].index(block)])
        for i, value in enumerate(_case_values(op)):
            if _masked(op, value) == known:
                _branch(rewriter, op, op.successors[i + 1], op.case_operands_of(i))  # type: ignore[attr-defined]
                return True
        _branch(rewriter, op, op.successors[0], list(op.default_operands))  # type: ignore[attr-defined]
        return True


class SimplifySwitchFromDefaultSwitchOnSameCondition(RewritePattern):
    """A switch entered only through the default of a switch on the same flag drops the cases that the
    first switch already took elsewhere."""

    root = "std.switch"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        found = _predecessor_switch(op)
        if found is None:
            return False
        pred_switch, block = found
        if pred_switch.successors[0] is not block:
            return False
        taken = {_masked(op, v) for v, dest in zip(_case_values(pred_switch), pred_switch.successors[1:])
                 if dest is not block}
        values = _case_values(op)
        keep = [i for i, v in enumerate(values) if _masked(op, v) not in taken]
        if len(keep) == len(values):
            return False
        _new_switch(rewriter, op, op.successors[0], list(op.default_operands),  # type: ignore[attr-defined]
                    [values[i] for i in keep], [op.successors[i + 1] for i in keep],
                    [op.case_operands_of(i) for i in keep])  # type: ignore[attr-defined]
        return True


class SimplifyIndirectCallWithKnownCallee(RewritePattern):
    """call_indirect of a `constant @f` -> call @f."""

    root = "std.call_indirect"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        callee = operand_constant(op.operands[0])
        if not isinstance(callee, A.SymbolRefAttr):
            return False
        new = ods.create(ods.REGISTRY["std.call"], [list(op.operands[1:])], [[r.type for r in op.results]],
                         {"callee": callee}, loc=op.loc)
        rewriter.replace_op_with_new(op, new)
        return True
