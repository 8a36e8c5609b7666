"""Random memref view programs for the canonicalize differential test: subviews (rank-reducing too) with
offsets, sizes and strides that are literals, index constants or arguments, casts that make types more
dynamic, expand_shape/collapse_shape chains, views of byte buffers, reshapes, and the dims, loads, copies and
deallocs that use them.  Result types come from gpuopt's own inference (gpuopt.dialects.memref_views); a
program mlir-opt 14's verifier rejects is skipped by the comparison, so wrong inference shows up as skipped
programs, not as false matches."""

from __future__ import annotations

import random

from gpuopt.dialects import memref  # noqa: F401  (registers memref_views through its dialect module)
from gpuopt.dialects.memref_views import collapsed_type, subview_result_type
from gpuopt.ir import types as T
from gpuopt.ir.strided import DYNAMIC_STRIDE, layout_map, strided_type, strides_and_offset, with_layout


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.n = 0
        self.lines: list[str] = []
        self.memrefs: list[tuple[str, T.MemRefType]] = []
        self.indices: list[str] = []
        self.results: list[tuple[str, str]] = []
        self.origin: dict[str, str] = {}

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text: str) -> str:
        name = self.fresh()
        self.lines.append(f"  {name} = {text}")
        return name

    def const(self, value: int) -> str:
        return self.emit(f"arith.constant {value} : index")

    def entry(self, value: int, dynamic_ok: bool = True) -> tuple[int | str, bool]:
        """A list entry for `value`: the literal, an index constant, or (when allowed) an argument."""
        roll = self.r.random()
        if roll < 0.5:
            return value, False
        if roll < 0.85 or not dynamic_ok:
            return self.const(value), True
        return self.r.choice(self.indices), True

    def add(self, name: str, t: T.MemRefType) -> None:
        self.memrefs.append((name, t))
        if self.r.random() < 0.4:
            self.results.append((name, str(t)))

    # -- ops ----------------------------------------------------------------------------------------------
    def subview(self) -> None:
        name, t = self.r.choice(self.memrefs)
        if strides_and_offset(t) is None or t.rank == 0:
            return
        offsets, sizes, strides = [], [], []
        static_offsets, static_sizes, static_strides = [], [], []
        for d in t.shape:
            extent = d if d != T.DYNAMIC else 8
            size = self.r.choice([1, 1, 2, extent]) if extent > 1 else 1
            offset = self.r.randrange(0, max(1, extent - size + 1))
            stride = self.r.choice([1, 1, 1, 2]) if size * 2 <= extent else 1
            for values, marker, statics, v in ((offsets, DYNAMIC_STRIDE, static_offsets, offset),
                                               (sizes, T.DYNAMIC, static_sizes, size),
                                               (strides, DYNAMIC_STRIDE, static_strides, stride)):
                e, dynamic = self.entry(v)
                values.append(e)
                statics.append(marker if dynamic else v)
        inferred = subview_result_type(t, static_offsets, static_sizes, static_strides)
        result = inferred
        unit = [i for i, s in enumerate(static_sizes) if s == 1]
        if unit and self.r.random() < 0.4:  # rank-reducing
            dropped = set(self.r.sample(unit, self.r.randint(1, len(unit))))
            m = layout_map(inferred)
            assert m is not None
            shape = [s for i, s in enumerate(inferred.shape) if i not in dropped]
            result = with_layout(inferred, m if m.is_identity else m.projected(dropped), shape)
        text = "[" + ", ".join(str(v) for v in offsets) + "] [" + ", ".join(str(v) for v in sizes) + "] [" + \
            ", ".join(str(v) for v in strides) + "]"
        self.add(self.emit(f"memref.subview {name}{text} : {t} to {result}"), result)

    def cast(self) -> None:
        name, t = self.r.choice(self.memrefs)
        found = strides_and_offset(t)
        if found is None:
            return
        shape = [T.DYNAMIC if self.r.random() < 0.5 else d for d in t.shape]
        strides, offset = found
        if t.layout is not None or self.r.random() < 0.3:
            strides = [DYNAMIC_STRIDE if self.r.random() < 0.4 else s for s in strides]
            offset = DYNAMIC_STRIDE if self.r.random() < 0.5 else offset
            result = strided_type(t, shape, strides, offset)
        else:
            result = with_layout(t, None, shape)
        if result == t:
            return
        cast = self.emit(f"memref.cast {name} : {t} to {result}")
        self.origin[cast] = self.origin.get(name, name)
        self.add(cast, result)

    def collapse(self) -> None:
        name, t = self.r.choice(self.memrefs)
        if t.rank < 2 or strides_and_offset(t) is None:
            return
        groups: list[list[int]] = []
        d = 0
        while d < t.rank:
            extent = self.r.randint(1, t.rank - d)
            groups.append(list(range(d, d + extent)))
            d += extent
        if len(groups) == t.rank:
            groups = [list(range(t.rank))]
        result = collapsed_type(t, groups)
        if any(s == T.DYNAMIC and T.DYNAMIC not in [t.shape[d] for d in g] for s, g in zip(result.shape, groups)):
            return  # (a band whose strides do not nest: 14's shape check rejects the dynamic size it infers)
        text = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"
        self.add(self.emit(f"memref.collapse_shape {name} {text} : {t} into {result}"), result)

    def expand(self) -> None:
        name, t = self.r.choice(self.memrefs)
        if t.rank == 0 or t.layout is not None:
            return
        shape: list[int] = []
        groups: list[list[int]] = []
        for d in t.shape:
            start = len(shape)
            if d == T.DYNAMIC:
                parts = self.r.choice([[T.DYNAMIC], [T.DYNAMIC, 1], [1, T.DYNAMIC], [T.DYNAMIC, 2]])
            else:
                factors = [f for f in (2, 3, 4) if d % f == 0 and d > f]
                parts = [d] if not factors or self.r.random() < 0.4 else [self.r.choice(factors)]
                if parts[0] != d:
                    parts.append(d // parts[0])
                if self.r.random() < 0.2:
                    parts.append(1)
            shape += parts
            groups.append(list(range(start, len(shape))))
        if len(shape) == t.rank:
            return
        result = T.MemRefType(tuple(shape), t.element_type, None, t.memory_space)
        if collapsed_type(result, groups) != t:
            return
        text = "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"
        self.add(self.emit(f"memref.expand_shape {name} {text} : {t} into {result}"), result)

    def view(self) -> None:
        shift, _ = self.entry(self.r.choice([0, 16]))
        if isinstance(shift, int):
            shift = self.const(shift)
        buffer = "%buf"
        if self.r.random() < 0.3:
            alloc = self.emit("memref.alloc() : memref<2048xi8>")
            buffer = self.emit(f"memref.cast {alloc} : memref<2048xi8> to memref<?xi8>")
            source_type = "memref<?xi8>"
        else:
            source_type = "memref<2048xi8>"
        shape: list[int] = []
        operands: list[str] = []
        for _ in range(self.r.randint(1, 3)):
            size = self.r.choice([2, 4])
            if self.r.random() < 0.5:
                shape.append(size)
            else:
                shape.append(T.DYNAMIC)
                e, _ = self.entry(size)
                operands.append(e if isinstance(e, str) else self.const(size))
        result = T.MemRefType(tuple(shape), T.f32)
        self.add(self.emit(f"memref.view {buffer}[{shift}][{', '.join(operands)}] : {source_type} to {result}"),
                 result)

    def dim(self) -> None:
        name, t = self.r.choice(self.memrefs)
        if t.rank == 0:
            return
        index = self.const(self.r.randrange(t.rank))
        self.results.append((self.emit(f"memref.dim {name}, {index} : {t}"), "index"))

    def load(self) -> None:
        name, t = self.r.choice(self.memrefs)
        if strides_and_offset(t) is None:
            return
        indices = ", ".join(self.const(0) for _ in range(t.rank))
        self.results.append((self.emit(f"memref.load {name}[{indices}] : {t}"), "f32"))

    def copy(self) -> None:
        """A copy between a memref and itself or a cast of it (copies of unrelated memrefs can be shown to
        mismatch once their types get more static, which 14's canonicalizer then leaves invalid)."""
        a, ta = self.r.choice(self.memrefs)
        same = [(n, u) for n, u in self.memrefs if self.origin.get(n, n) == self.origin.get(a, a)]
        b, tb = self.r.choice(same)
        self.lines.append(f"  memref.copy {a}, {b} : {ta} to {tb}")

    def reshape(self) -> None:
        dims = self.r.choice([["%shape_dyn", "memref<?xindex>", "memref<*xf32>"],
                              ["%shape3", "memref<3xindex>", "memref<?x?x?xf32>"]])
        r = self.emit(f"memref.reshape %unranked({dims[0]}) : (memref<*xf32>, {dims[1]}) -> {dims[2]}")
        index = self.const(self.r.randrange(3))
        self.results.append((self.emit(f"memref.dim {r}, {index} : {dims[2]}"), "index"))


PARAMS = "%m0: memref<8x16x4xf32>, %m1: memref<?x16xf32>, %m2: memref<6x4xf32, offset: ?, strides: [8, 1]>, " \
         "%buf: memref<2048xi8>, %unranked: memref<*xf32>, %shape_dyn: memref<?xindex>, " \
         "%shape3: memref<3xindex>, %i0: index, %i1: index"


def program(seed: int, size: int = 8) -> str:
    """One function `@f<seed>` in MLIR 14's syntax."""
    g = _Gen(seed)
    g.indices = ["%i0", "%i1"]
    m0 = T.MemRefType((8, 16, 4), T.f32)
    g.memrefs += [("%m0", m0), ("%m1", T.MemRefType((T.DYNAMIC, 16), T.f32)),
                  ("%m2", strided_type(m0, (6, 4), [8, 1], DYNAMIC_STRIDE))]
    kinds = ["subview"] * 4 + ["cast"] * 3 + ["collapse", "expand", "expand", "view", "dim", "dim", "load",
                                               "copy", "reshape"]
    for _ in range(size):
        getattr(g, g.r.choice(kinds))()
    for _ in range(2):
        g.dim()
    results = g.results[-6:]
    g.lines.append(f"  return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}")
    head = f"func @f{seed}({PARAMS}) -> ({', '.join(t for _, t in results)}) {{"
    return "\n".join([head, *g.lines, "}"]) + "\n"
