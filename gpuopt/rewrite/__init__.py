"""Rewriting inside the IR, as MLIR 14's Transforms/Utils do it: side-effect queries (effects.py), dominance
(dominance.py), the folder that uniques constants (folder.py), region simplification (regions.py), the
pattern rewriter (pattern.py) and the greedy pattern driver behind `canonicalize` (greedy.py)."""

IN_PLACE = object()
"""What an op's `fold` returns when it updated the op in place (upstream: success with no results); see
folder.py for the whole `fold` protocol."""
