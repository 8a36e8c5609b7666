"""Affine maps as values to compute with, as MLIR 14's AffineMap and AffineExpr utilities do.

An `AffineMapAttr` keeps a map as the text MLIR prints; layouts of memref types are such attributes.  The
memref ops derive layouts from one another (a subview's strided layout, a transposed layout, a collapsed
one), so they need the maps as expressions: `AffineMap` parses the text into the expression tuples of
gpuopt.ir.attributes, and builds results with the same operators MLIR builds them with, so that what it
prints is what mlir-opt 14 prints.  `simplify` is simplifyAffineExpr (the flattened, canonical sum).
"""

from __future__ import annotations

from functools import lru_cache

from gpuopt.ir import attributes as A
from gpuopt.ir.attributes import AffineExpr, affine_add, affine_mul
from gpuopt.valueclass import dataclass

_BUILD = {"+": affine_add, "*": affine_mul, "floordiv": A.affine_floordiv, "ceildiv": A.affine_ceildiv,
          "mod": A.affine_mod}


def const(value: int) -> AffineExpr:
    return ("c", value)


def dim(position: int) -> AffineExpr:
    return ("d", position)


def sym(position: int) -> AffineExpr:
    return ("s", position)


def is_symbolic_or_constant(e: AffineExpr) -> bool:
    return e[0] in ("c", "s") or (e[0] not in ("d",) and is_symbolic_or_constant(e[1])
                                  and is_symbolic_or_constant(e[2]))


def is_pure_affine(e: AffineExpr) -> bool:
    """AffineExpr::isPureAffine: multiplications have a constant side, divisors are constants."""
    kind = e[0]
    if kind in ("c", "d", "s"):
        return True
    if kind == "+":
        return is_pure_affine(e[1]) and is_pure_affine(e[2])
    if kind == "*":
        return is_pure_affine(e[1]) and is_pure_affine(e[2]) and "c" in (e[1][0], e[2][0])
    return is_pure_affine(e[1]) and e[2][0] == "c"


def substitute(e: AffineExpr, dims: list[AffineExpr] | tuple[AffineExpr, ...],
               syms: list[AffineExpr] | tuple[AffineExpr, ...] = ()) -> AffineExpr:
    """AffineExpr::replaceDimsAndSymbols: replaced leaves, rebuilt with the simplifying operators (an
    unchanged subtree is kept as it is)."""
    kind = e[0]
    if kind == "c":
        return e
    if kind == "d":
        return dims[e[1]] if e[1] < len(dims) else e
    if kind == "s":
        return syms[e[1]] if e[1] < len(syms) else e
    lhs, rhs = substitute(e[1], dims, syms), substitute(e[2], dims, syms)
    if lhs == e[1] and rhs == e[2]:
        return e
    return _BUILD[kind](lhs, rhs)


def _flatten(e: AffineExpr, out: dict[tuple[str, int] | str, int], factor: int) -> bool:
    """Adds `factor * e` to the linear form `out`; False when `e` has a division or modulo."""
    kind = e[0]
    if kind == "c":
        out["c"] = out.get("c", 0) + factor * e[1]
    elif kind in ("d", "s"):
        out[(kind, e[1])] = out.get((kind, e[1]), 0) + factor
    elif kind == "+":
        return _flatten(e[1], out, factor) and _flatten(e[2], out, factor)
    elif kind == "*":
        if e[2][0] == "c":
            return _flatten(e[1], out, factor * e[2][1])
        return _flatten(e[2], out, factor * e[1][1])
    else:
        return False
    return True


def simplify(e: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """simplifyAffineExpr: a pure affine expression becomes its flattened form, rebuilt as
    getAffineExprFromFlatForm does (dimensions, then symbols, then the constant); a semi-affine one (a
    product with a symbol) is left as built.  Expressions with a division or modulo are left as built too
    (the strided layouts this serves have none)."""
    if not is_pure_affine(e):
        return e
    linear: dict[tuple[str, int] | str, int] = {}
    if not _flatten(e, linear, 1):
        return e
    out = const(0)
    for key in [("d", i) for i in range(num_dims)] + [("s", i) for i in range(num_symbols)]:
        coefficient = linear.get(key, 0)
        if coefficient:
            out = affine_add(out, affine_mul(key, const(coefficient)))
    constant = linear.get("c", 0)
    if constant:
        out = affine_add(out, const(constant))
    return out


@dataclass(frozen=True)
class AffineMap:
    """`(d0, d1)[s0] -> (d0 * s0 + d1)`: dimension and symbol counts and result expressions."""

    dims: int
    symbols: int
    results: tuple[AffineExpr, ...]

    @staticmethod
    def parse(text: str) -> AffineMap:
        return _parse(text)

    @staticmethod
    def of(attr: A.Attribute) -> AffineMap | None:
        return _parse(attr.map_text) if isinstance(attr, A.AffineMapAttr) else None

    @staticmethod
    def identity(rank: int) -> AffineMap:
        return AffineMap(rank, 0, tuple(dim(i) for i in range(rank)))

    @property
    def text(self) -> str:
        return A.affine_map_text(self.dims, self.symbols, self.results)

    @property
    def attr(self) -> A.AffineMapAttr:
        return A.AffineMapAttr(self.text)

    @property
    def is_identity(self) -> bool:
        """AffineMap::isIdentity (symbols are not looked at)."""
        return self.dims == len(self.results) and all(r == dim(i) for i, r in enumerate(self.results))

    @property
    def is_permutation(self) -> bool:
        if self.symbols or self.dims != len(self.results):
            return False
        seen = [r[1] for r in self.results if r[0] == "d"]
        return len(seen) == len(self.results) and len(set(seen)) == len(seen)

    def compose(self, other: AffineMap) -> AffineMap:
        """AffineMap::compose: `self` applied to the results of `other` (other's symbols follow self's)."""
        shifted = tuple(substitute(r, [dim(i) for i in range(other.dims)],
                                   [sym(self.symbols + i) for i in range(other.symbols)]) for r in other.results)
        return AffineMap(other.dims, self.symbols + other.symbols,
                         tuple(substitute(r, shifted) for r in self.results))

    def projected(self, dropped: set[int]) -> AffineMap:
        """getProjectedMap: the dropped dimensions become 0, the rest are renumbered, and symbols no result
        uses any more are removed."""
        dims: list[AffineExpr] = []
        kept = 0
        for i in range(self.dims):
            if i in dropped:
                dims.append(const(0))
            else:
                dims.append(dim(kept))
                kept += 1
        results = tuple(substitute(r, dims) for r in self.results)
        used = set()
        for r in results:
            _symbols_in(r, used)
        syms: list[AffineExpr] = []
        count = 0
        for i in range(self.symbols):
            if i in used:
                syms.append(sym(count))
                count += 1
            else:
                syms.append(const(0))
        return AffineMap(kept, count, tuple(substitute(r, [], syms) for r in results))


def _symbols_in(e: AffineExpr, out: set[int]) -> None:
    if e[0] == "s":
        out.add(e[1])
    elif e[0] not in ("c", "d"):
        _symbols_in(e[1], out)
        _symbols_in(e[2], out)


@lru_cache(maxsize=2048)
def _parse(text: str) -> AffineMap:
    return AffineMap(*A.parse_affine_map(text))
