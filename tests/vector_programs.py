"""Random vector programs for the differential test of `-convert-vector-to-llvm` against mlir-opt 14.

Each function takes vectors, scalars, indices and memrefs, builds a chain of vector ops on them (every op the
pass lowers, with shapes and positions that verify) and prints what it made, so that nothing is dead.  The
generator writes valid programs only; a seed always gives the same program.
"""

from __future__ import annotations

import random

ELEMENTS = ("f32", "i32")
SHAPES = ((4,), (2,), (3,), (8,), (2, 4), (3, 2), (2, 2, 3))


def vtype(shape: tuple[int, ...], elt: str) -> str:
    return f"vector<{'x'.join(map(str, shape))}x{elt}>" if shape else f"vector<{elt}>"


class ProgramGenerator:
    """`constants`: also splat and non-splat constants, constant mask sizes and contractions into a zero
    accumulator that an add then accumulates (what the canonicalization patterns fold)."""

    def __init__(self, seed: int, constants: bool = False) -> None:
        self.rng = random.Random(seed)
        self.constants = constants

    def module(self, functions: int = 4, length: int = 10) -> str:
        return "\n".join(self.function(f"f{i}", length) for i in range(functions))

    def function(self, name: str, length: int) -> str:
        rng = self.rng
        self.lines: list[str] = []
        self.values: list[tuple[str, tuple[int, ...], str]] = []  # (name, shape, element); () is a scalar
        self.counter = 0
        self.constant_names: set[str] = set()
        args = []
        for i, (shape, elt) in enumerate([(rng.choice(SHAPES), rng.choice(ELEMENTS)) for _ in range(3)]
                                         + [((), "f32"), ((), "i32"), ((4,), "f32"), ((4,), "i32")]):
            args.append(f"%a{i}: {vtype(shape, elt) if shape else elt}")
            self.values.append((f"%a{i}", shape, elt))
        args += ["%i: index", "%m: memref<?x8xf32>", "%n: memref<16xi32>"]
        self.lines.append("  %c0 = arith.constant 0 : index")
        self.lines.append("  %c1 = arith.constant 1 : index")
        if self.constants:
            self.lines.append("  %c3 = arith.constant 3 : index")
            self.lines.append("  %c9 = arith.constant 9 : index")
        for _ in range(length):
            getattr(self, "op_" + rng.choice(OPS + CONSTANT_OPS if self.constants else OPS))()
        for value, shape, elt in self.values[7:]:
            self.lines.append(f"  vector.print {value} : {vtype(shape, elt) if shape else elt}")
        return f"func @{name}({', '.join(args)}) {{\n" + "\n".join(self.lines) + "\n  return\n}\n"

    # -- helpers ------------------------------------------------------------------------------------------
    def new(self, text: str, shape: tuple[int, ...], elt: str) -> str:
        name = f"%v{self.counter}"
        self.counter += 1
        if text.startswith("arith.constant"):
            self.constant_names.add(name)
        self.lines.append(f"  {name} = {text}")
        self.values.append((name, shape, elt))
        return name

    def pick(self, rank: int | None = None, min_rank: int = 1, elt: str | None = None
             ) -> tuple[str, tuple[int, ...], str] | None:
        found = [v for v in self.values if len(v[1]) >= min_rank and (rank is None or len(v[1]) == rank)
                 and (v[2] == elt if elt is not None else v[2] != "i1")]
        return self.rng.choice(found) if found else None

    def scalar(self, elt: str) -> str:
        found = [v for v in self.values if not v[1] and v[2] == elt]
        return self.rng.choice(found)[0]

    # -- ops ------------------------------------------------------------------------------------------------
    def op_broadcast(self) -> None:
        rng = self.rng
        src = self.pick(min_rank=0)
        assert src is not None
        value, shape, elt = src
        lead = tuple(rng.choice((2, 3)) for _ in range(rng.randint(0 if shape else 1, 2 - min(len(shape), 1))))
        dst = lead + shape
        if not dst or len(dst) > 3:
            return
        src_type = vtype(shape, elt) if shape else elt
        self.new(f"vector.broadcast {value} : {src_type} to {vtype(dst, elt)}", dst, elt)

    def op_extract(self) -> None:
        src = self.pick(min_rank=1)
        assert src is not None
        value, shape, elt = src
        k = self.rng.randint(1, len(shape))
        pos = [self.rng.randrange(d) for d in shape[:k]]
        self.new(f"vector.extract {value}[{', '.join(map(str, pos))}] : {vtype(shape, elt)}", shape[k:], elt)

    def op_insert(self) -> None:
        dest = self.pick(min_rank=1)
        assert dest is not None
        value, shape, elt = dest
        k = self.rng.randint(1, len(shape))
        sub = shape[k:]
        source = self.pick(rank=len(sub), elt=elt) if sub else None
        if sub and (source is None or source[1] != sub):
            return
        src_value = source[0] if source else self.scalar(elt)
        pos = [self.rng.randrange(d) for d in shape[:k]]
        src_type = vtype(sub, elt) if sub else elt
        self.new(f"vector.insert {src_value}, {value} [{', '.join(map(str, pos))}] : {src_type} into "
                 f"{vtype(shape, elt)}", shape, elt)

    def op_elements(self) -> None:
        src = self.pick(rank=1)
        assert src is not None
        value, shape, elt = src
        e = self.new(f"vector.extractelement {value}[%i : index] : {vtype(shape, elt)}", (), elt)
        self.new(f"vector.insertelement {e}, {value}[%c1 : index] : {vtype(shape, elt)}", shape, elt)

    def op_shuffle(self) -> None:
        a = self.pick(min_rank=1)
        assert a is not None
        b = self.pick(rank=len(a[1]), elt=a[2])
        if b is None or b[1][1:] != a[1][1:]:
            b = a
        n = a[1][0] + b[1][0]
        mask = [self.rng.randrange(n) for _ in range(self.rng.randint(1, 4))]
        self.new(f"vector.shuffle {a[0]}, {b[0]} [{', '.join(map(str, mask))}] : {vtype(a[1], a[2])}, "
                 f"{vtype(b[1], b[2])}", (len(mask), *a[1][1:]), a[2])

    def op_arith(self) -> None:
        a = self.pick(min_rank=1)
        assert a is not None
        if self.constants:  # (op_arith_constants instead: any value may become a constant)
            return
        value, shape, elt = a
        if elt == "f32":
            self.new(f"vector.fma {value}, {value}, {value} : {vtype(shape, elt)}", shape, elt)
        else:
            self.new(f"arith.addi {value}, {value} : {vtype(shape, elt)}", shape, elt)

    def op_reduction(self) -> None:
        a = self.pick(rank=1)
        assert a is not None
        value, shape, elt = a
        kind = self.rng.choice(("add", "mul", "minf", "maxf") if elt == "f32" else ("add", "xor", "minsi", "maxui"))
        self.new(f'vector.reduction "{kind}", {value} : {vtype(shape, elt)} into {elt}', (), elt)

    def op_transpose(self) -> None:
        a = self.pick(min_rank=2)
        if a is None:
            return
        value, shape, elt = a
        perm = list(range(len(shape)))
        self.rng.shuffle(perm)
        out = tuple(shape[p] for p in perm)
        self.new(f"vector.transpose {value}, [{', '.join(map(str, perm))}] : {vtype(shape, elt)} to "
                 f"{vtype(out, elt)}", out, elt)

    def op_shape_cast(self) -> None:
        a = self.pick(min_rank=1)
        assert a is not None
        value, shape, elt = a
        n = 1
        for d in shape:
            n *= d
        out = (n,) if len(shape) > 1 else (2, n // 2) if n % 2 == 0 and n > 2 else None
        if out is None:
            return
        self.new(f"vector.shape_cast {value} : {vtype(shape, elt)} to {vtype(out, elt)}", out, elt)

    def op_slices(self) -> None:
        a = self.pick(min_rank=1)
        assert a is not None
        value, shape, elt = a
        k = self.rng.randint(1, len(shape))
        sizes = [self.rng.randint(1, d) for d in shape[:k]]
        offsets = [self.rng.randint(0, d - s) for d, s in zip(shape, sizes)]
        out = tuple(sizes) + shape[k:]
        sliced = self.new(f"vector.extract_strided_slice {value} {{offsets = {offsets}, sizes = {sizes}, "
                          f"strides = {[1] * k}}} : {vtype(shape, elt)} to {vtype(out, elt)}", out, elt)
        self.new(f"vector.insert_strided_slice {sliced}, {value} {{offsets = {[0] * len(shape)}, strides = "
                 f"{[1] * len(out)}}} : {vtype(out, elt)} into {vtype(shape, elt)}", shape, elt)

    def op_constant(self) -> None:
        rng = self.rng
        shape, elt = rng.choice(SHAPES), rng.choice(ELEMENTS)

        def element() -> str:
            return f"{rng.randint(-3, 3)}.5" if elt == "f32" else str(rng.randint(-3, 3))

        def nested(dims: tuple[int, ...]) -> str:
            return element() if not dims else "[" + ", ".join(nested(dims[1:]) for _ in range(dims[0])) + "]"

        if rng.random() < 0.2:
            self.new(f"arith.constant {element()} : {elt}", (), elt)
            return
        body = element() if rng.random() < 0.6 else nested(shape)
        self.new(f"arith.constant dense<{body}> : {vtype(shape, elt)}", shape, elt)

    def type_of(self, shape: tuple[int, ...], elt: str) -> str:
        return vtype(shape, elt) if shape else elt

    def special_constant(self, shape: tuple[int, ...], elt: str, no_min: bool = False) -> str:
        """A constant of the type that the identities and the folds' edge cases meet: zero, one, all ones, the
        extremes, infinities, a signed zero, a splat or a list with them.  `no_min`: not the least i32, which
        14's ceildivsi and floordivsi fold wrongly (gpuopt does as later MLIR: test/Dialect/Arith)."""
        rng = self.rng
        pool = {"i32": ("0", "1", "-1", "2", "-3", "2147483647") + (() if no_min else ("-2147483648",)),
                "f32": ("0.0", "-0.0", "1.0", "-2.5", "0.5", "0x7F800000", "0xFF800000"),
                "i1": ("true", "false")}[elt]
        if not shape:
            value = rng.choice(pool)
            return self.new(f"arith.constant {value}" + ("" if elt == "i1" else f" : {elt}"), shape, elt)
        if rng.random() < 0.6:
            body = rng.choice(pool)
        else:
            def nested(dims: tuple[int, ...]) -> str:
                return rng.choice(pool) if not dims else "[" + ", ".join(nested(dims[1:]) for _ in range(dims[0])) + "]"
            body = nested(shape)
        return self.new(f"arith.constant dense<{body}> : {vtype(shape, elt)}", shape, elt)

    def op_arith_constants(self) -> None:
        """An arith op on values of one type, often constants (or one value twice): the arith folds on
        scalars, splats and dense vectors, and the identities on splat constants."""
        rng = self.rng
        constants = [v for v in self.values if v[0] in self.constant_names]
        a = rng.choice(constants) if constants and rng.random() < 0.6 else \
            self.pick(min_rank=0, elt=rng.choice(("i32", "f32", "i32", "f32", "i1")))
        if a is None:
            return
        value, shape, elt = a
        roll = rng.random()
        same = [v for v in (constants if rng.random() < 0.7 else self.values) if v[1] == shape and v[2] == elt]
        if roll < 0.3 or not same:
            other = self.special_constant(shape, elt)
        elif roll < 0.4:
            other = value
        else:
            other = rng.choice(same)[0]
        lhs, rhs = (value, other) if rng.random() < 0.75 else (other, value)
        t = self.type_of(shape, elt)
        i1 = self.type_of(shape, "i1")
        kind = rng.random()
        if kind < 0.1 and elt != "i1":
            pred = rng.choice(CMPI_PREDICATES if elt == "i32" else CMPF_PREDICATES)
            self.new(f"arith.{'cmpi' if elt == 'i32' else 'cmpf'} {pred}, {lhs}, {rhs} : {t}", shape, "i1")
        elif kind < 0.18:
            masks = [v for v in self.values if v[1] == shape and v[2] == "i1"]
            cond = rng.choice(masks)[0] if masks and rng.random() < 0.5 else self.special_constant(shape, "i1")
            types = t if not shape else f"{i1}, {t}"
            self.new(f"select {cond}, {lhs}, {rhs} : {types}", shape, elt)
        elif kind < 0.3:
            name, out = rng.choice({"i32": (("bitcast", "f32"), ("sitofp", "f32"), ("uitofp", "f32")),
                                    "f32": (("bitcast", "i32"), ("fptosi", "i32"), ("fptoui", "i32")),
                                    "i1": (("extui", "i32"), ("extsi", "i32"), ("uitofp", "f32"))}[elt])
            self.new(f"arith.{name} {lhs} : {t} to {self.type_of(shape, out)}", shape, out)
        elif elt == "f32" and kind < 0.35:
            self.new(f"arith.negf {lhs} : {t}", shape, elt)
        else:
            name = rng.choice({"i32": INT_BINARY, "f32": FLOAT_BINARY, "i1": BOOL_BINARY}[elt])
            if name in ("ceildivsi", "floordivsi") and elt == "i32":
                lhs = self.special_constant(shape, elt, no_min=True)
            self.new(f"arith.{name} {lhs}, {rhs} : {t}", shape, elt)

    def op_constant_masks(self) -> None:
        n = self.rng.choice((2, 4, 8))
        size = self.rng.choice(("%c0", "%c1", "%c3", "%c9"))
        self.new(f"vector.create_mask {size} : vector<{n}xi1>", (n,), "i1")
        self.new(f"vector.create_mask %c1, {size} : vector<2x{n}xi1>", (2, n), "i1")

    def op_accumulate(self) -> None:
        """contract(m, a, zero) + other: one contraction with the other addend as its accumulator."""
        m, a = self.pick(rank=2, elt="f32"), self.pick(rank=1, elt="f32")
        if m is None or a is None or m[1][1] != a[1][0]:
            return
        rows = (m[1][0],)
        maps = ("indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> "
                "(i)>], iterator_types = [\"parallel\", \"reduction\"]")
        zero = self.new(f"arith.constant dense<{self.rng.choice(('0.0', '-0.0', '1.0'))}> : {vtype(rows, 'f32')}",
                        rows, "f32")
        product = self.new(f"vector.contract {{{maps}}} {m[0]}, {a[0]}, {zero} : {vtype(m[1], 'f32')}, "
                           f"{vtype(a[1], 'f32')} into {vtype(rows, 'f32')}", rows, "f32")
        other = self.pick(rank=1, elt="f32")
        addend = other[0] if other is not None and other[1] == rows else product
        operands = (product, addend) if self.rng.random() < 0.5 else (addend, product)
        self.new(f"arith.addf {operands[0]}, {operands[1]} : {vtype(rows, 'f32')}", rows, "f32")

    def op_masks(self) -> None:
        n = self.rng.choice((2, 4, 8))
        self.new(f"vector.create_mask %i : vector<{n}xi1>", (n,), "i1")
        self.new(f"vector.constant_mask [{self.rng.randint(0, n)}] : vector<{n}xi1>", (n,), "i1")
        self.new(f"vector.create_mask %c1, %i : vector<2x{n}xi1>", (2, n), "i1")

    def op_memory(self) -> None:
        rng = self.rng
        kind = rng.choice(("read", "write", "load", "masked", "gather"))
        if kind == "read":
            n = rng.choice((4, 8))
            bounds = rng.choice(("", " {in_bounds = [true]}"))
            self.new(f"vector.transfer_read %m[%i, %c0], {self.scalar('f32')}{bounds} : memref<?x8xf32>, "
                     f"vector<{n}xf32>", (n,), "f32")
        elif kind == "write":
            a = self.pick(rank=1, elt="f32")
            if a is not None:
                self.lines.append(f"  vector.transfer_write {a[0]}, %m[%c1, %i] : {vtype(a[1], 'f32')}, "
                                  "memref<?x8xf32>")
        elif kind == "load":
            v = self.new("vector.load %n[%i] : memref<16xi32>, vector<4xi32>", (4,), "i32")
            self.lines.append(f"  vector.store {v}, %n[%c1] : memref<16xi32>, vector<4xi32>")
        elif kind == "masked":
            mask = self.new("vector.create_mask %i : vector<4xi1>", (4,), "i1")
            v = self.new(f"vector.maskedload %n[%c0], {mask}, %a6 : memref<16xi32>, vector<4xi1>, vector<4xi32> "
                         "into vector<4xi32>", (4,), "i32")
            self.lines.append(f"  vector.maskedstore %n[%i], {mask}, {v} : memref<16xi32>, vector<4xi1>, "
                              "vector<4xi32>")
        else:
            mask = self.new("vector.constant_mask [3] : vector<4xi1>", (4,), "i1")
            v = self.new(f"vector.gather %n[%c0][%a6], {mask}, %a6 : memref<16xi32>, vector<4xi32>, vector<4xi1>, "
                         "vector<4xi32> into vector<4xi32>", (4,), "i32")
            self.lines.append(f"  vector.scatter %n[%i][%a6], {mask}, {v} : memref<16xi32>, vector<4xi32>, "
                              "vector<4xi1>, vector<4xi32>")

    def op_products(self) -> None:
        a = self.pick(rank=1, elt="f32")
        b = self.pick(rank=1, elt="f32")
        if a is None or b is None:
            return
        if self.rng.random() < 0.5:
            self.new(f"vector.outerproduct {a[0]}, {b[0]} : {vtype(a[1], 'f32')}, {vtype(b[1], 'f32')}",
                     (a[1][0], b[1][0]), "f32")
            return
        m = self.pick(rank=2, elt="f32")
        if m is None or m[1][1] != a[1][0]:
            return
        maps = ("indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> "
                "(i)>], iterator_types = [\"parallel\", \"reduction\"]")
        acc = self.new(f"vector.broadcast {self.scalar('f32')} : f32 to {vtype((m[1][0],), 'f32')}", (m[1][0],),
                       "f32")
        self.new(f"vector.contract {{{maps}}} {m[0]}, {a[0]}, {acc} : {vtype(m[1], 'f32')}, {vtype(a[1], 'f32')} "
                 f"into {vtype((m[1][0],), 'f32')}", (m[1][0],), "f32")

    def op_bitcast(self) -> None:
        a = self.pick(rank=1)
        assert a is not None
        value, shape, elt = a
        other = "i32" if elt == "f32" else "f32"
        self.new(f"vector.bitcast {value} : {vtype(shape, elt)} to {vtype(shape, other)}", shape, other)


OPS = ("broadcast", "extract", "insert", "elements", "shuffle", "arith", "reduction", "transpose", "shape_cast",
       "slices", "masks", "memory", "products", "bitcast")
CONSTANT_OPS = ("constant", "constant", "constant_masks", "accumulate", "broadcast", "slices", "shape_cast",
                "arith_constants", "arith_constants", "arith_constants")
"""Added with `constants`: more constants and broadcasts, for the folds and patterns to meet."""

INT_BINARY = ("addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi",
              "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui")
FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "maxf", "minf")
BOOL_BINARY = ("andi", "ori", "xori", "addi", "maxsi", "minui", "divsi", "floordivsi")
CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                   "une", "uno", "true")

