"""What an op does to memory, as MLIR 14's MemoryEffectOpInterface and HasRecursiveSideEffects say it, and the
two questions passes ask of it: is the op trivially dead (`isOpTriviallyDead`), and has it no effect at all
(`MemoryEffectOpInterface::hasNoEffect`, what CSE requires).

An op class declares its effects in one of three ways (see docs/adding-a-dialect.md):
- the `NoSideEffect` trait: no effect (upstream's NoSideEffect);
- `memory_effects = ("read",)` (any of "read", "write", "free", "alloc"; "alloc" is an allocation of the
  op's own result, upstream's `Res<..., [MemAlloc]>`): the effects upstream's ODS declares;
- the `RecursiveSideEffects` trait: the effects of the ops in its regions (scf.if, scf.for, ...);
- a method `memory_effects(self)` returning such a tuple, for effects that depend on the op's types
  (vector.transfer_read reads a memref, not a tensor).
An op that declares none of these has unknown effects, as in upstream: it is never erased or merged.
"""

from __future__ import annotations

from gpuopt.dialects.ods import NoSideEffect, RecursiveSideEffects, Terminator
from gpuopt.ir.core import Operation

Effects = tuple[str, ...]


def declared_effects(op: Operation) -> Effects | None:
    """The op's own effects (an empty tuple for none), or None when it does not declare them."""
    cls = type(op)
    traits = getattr(cls, "traits", ())
    if NoSideEffect in traits:
        return ()
    effects = getattr(cls, "memory_effects", None)
    return effects(op) if callable(effects) else effects


def has_no_effect(op: Operation) -> bool:
    """MemoryEffectOpInterface::hasNoEffect: declared without effects, or a recursive-effects op (whose nested
    ops CSE never looks at: it leaves ops with regions alone)."""
    effects = declared_effects(op)
    if effects is not None:
        return not effects
    return RecursiveSideEffects in getattr(type(op), "traits", ())


def is_trivially_dead(op: Operation) -> bool:
    """No result is used and the op would be dead (`isOpTriviallyDead`)."""
    for r in op.results:
        if r.uses:
            return False
    return would_be_trivially_dead(op)


def would_be_trivially_dead(root: Operation) -> bool:
    """`wouldOpBeTriviallyDead`: not a terminator, and it and everything nested in it (for recursive-effects
    ops) only read memory or allocate their own results."""
    traits = getattr(type(root), "traits", ())
    if Terminator in traits:
        return False
    stack = [root]
    while stack:
        op = stack.pop()
        traits = getattr(type(op), "traits", ())
        if RecursiveSideEffects in traits:
            for region in op.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
            effects = declared_effects(op)
            if effects is None:
                continue
        else:
            effects = declared_effects(op)
            if effects is None:
                return False
        for effect in effects:
            if effect != "read" and not (effect == "alloc" and op.results):
                return False
    return True
