"""`-reconcile-unrealized-casts` against mlir-opt 14 on the random programs of the canonicalize tests: 14's
partial conversion tries every op's fold and keeps those to existing values (`select %c, %x, %x`, `andi %x,
%x`, identity casts, an `extractvalue` of an `insertvalue` chain), with replacements deferred to the end.
Skipped without mlir-opt 14."""

from __future__ import annotations

import memref_view_programs
import pytest
import rewrite_programs
import scf_canon_programs
from rewrite_differential import compare, skip_without_oracle
from vector_programs import ProgramGenerator

pytestmark = skip_without_oracle
FLAGS = ["-reconcile-unrealized-casts"]


@pytest.mark.parametrize("first", range(30000, 30300, 100))
def test_reconcile_of_arith_programs_matches_mlir_opt_14(first: int) -> None:
    compare(FLAGS, [rewrite_programs.program(seed, 10 + seed % 25) for seed in range(first, first + 100)])


def test_reconcile_of_memref_view_programs_matches_mlir_opt_14() -> None:
    compare(FLAGS, [memref_view_programs.program(seed, 6 + seed % 10) for seed in range(3000, 3150)])


def test_reconcile_of_scf_programs_matches_mlir_opt_14() -> None:
    compare(["-allow-unregistered-dialect", *FLAGS], [scf_canon_programs.program(seed, 4)
                                                      for seed in range(3000, 3150)])


def test_reconcile_of_vector_programs_matches_mlir_opt_14() -> None:
    compare(FLAGS, [ProgramGenerator(seed, constants=True).module(length=14) for seed in range(3000, 3080)])
