"""`gpu.subgroup_mma_*` on the host runtime: the subgroup's matrix ops emulated by its first lane.

On a GPU the ops are collective: the lanes of a subgroup execute each one together, with the same operands,
and each holds a share of the matrix.  On the host every thread holds the whole tile, row-major, as one LLVM
vector (`!gpu.mma_matrix<16x16xf16, "AOp">` -> `vector<256xf16>`), and the subgroup's lane 0 (linear thread
id % the context's subgroup size) does the work for all:

- `subgroup_mma_load_matrix`: lane 0 reads element (i, j) at the indices' element + i * leadDimension + j;
  the other lanes get an undefined tile, which they never use (a tile leaves a thread only through a store).
- `subgroup_mma_compute`: lane 0 computes D = A * B + C, each element in f32 (f16 operands widened exactly),
  from C[i][j] then the products in k order, rounded once to D's type; the others pass C through.
- `subgroup_mma_store_matrix`: lane 0 writes the tile; the others write nothing.
- `subgroup_mma_constant_matrix` and `subgroup_mma_elementwise` are vector ops in every lane (maxf/minf give
  NaN when either operand is NaN).

Lane 0 runs a segment of the kernel (what lies between two barriers) before the subgroup's other lanes (the
block entry's loop and the fibers both run threads in order), so its loads see what the subgroup stored
before the op, and nothing a lane stores later.  That is why one lane does the work: if every lane loaded and
stored, lane 1 would load a tile lane 0 had already overwritten (`C = A * B + C` in place).

Load, compute, store and splat are internal functions of the gpu.module (`__gpuopt_mma_load_16x16xf16`, ...),
one per shape and type, each a loop over the tile in a stack buffer.
"""

from __future__ import annotations

from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.gpu_to_host import (
    CTX_SUBGROUP_SIZE,
    Emitter,
    HostTypeConverter,
    enclosing_context,
    enclosing_ids,
)
from gpuopt.conversion.memref_descriptor import MemRefDescriptor
from gpuopt.conversion.memref_lowering import strided_element_ptr
from gpuopt.conversion.wmma_to_nvvm import min_max
from gpuopt.dialects import gpu, llvm
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value


def tile_type(t: T.MMAMatrixType) -> T.VectorType:
    """The whole tile, row-major: `vector<rows * cols x element>`."""
    return T.VectorType((t.shape[0] * t.shape[1],), t.element_type)


class MmaHostTypeConverter(HostTypeConverter):
    """convert-gpu-to-host's converter, with `!gpu.mma_matrix` as its tile vector."""

    def _convert(self, t: T.Type) -> T.Type | None:
        if isinstance(t, T.MMAMatrixType):
            return tile_type(t)
        return super()._convert(t)


def _lane(rw: ConversionPatternRewriter, op: Operation) -> Value:
    """The calling thread's lane in its subgroup: linear thread id % subgroup size."""
    e = Emitter(rw.create)
    linear, _ = e.linear_thread(enclosing_ids(op))
    return e.op(llvm.URemOp.build(linear, e.ctx_word(enclosing_context(op), CTX_SUBGROUP_SIZE)))


def _helper(rw: ConversionPatternRewriter, name: str, build: object) -> str:
    """The internal function `name` of the gpu.module, built (by `build(name)`) the first time it is asked for."""
    table = rw.symbol_table()
    if table.lookup(name) is None:
        table.insert(build(name))  # type: ignore[operator]
    return name


class _Function:
    """An internal llvm.func under construction: blocks added in order, an Emitter for the current one."""

    def __init__(self, name: str, result: T.Type, params: tuple[T.Type, ...]) -> None:
        self.op = llvm.LLVMFuncOp.build(name, T.LLVMFunctionType(result, params), linkage="internal")
        self.entry = self.block(list(params))

    def block(self, args: list[T.Type] | None = None) -> Block:
        b = Block(args or [])
        self.op.regions[0].add_block(b)
        return b

    @staticmethod
    def at(block: Block) -> Emitter:
        return Emitter(block.append)


def _buffer(e: Emitter, vector: T.VectorType) -> tuple[Value, Value]:
    """A stack slot for one tile (aligned as the vector), as a vector pointer and an element pointer."""
    slot = e.op(llvm.AllocaOp.build(e.i64(1), T.LLVMPointerType(vector)))
    return slot, e.op(llvm.BitcastOp.build(slot, T.LLVMPointerType(vector.element_type)))


def _element(e: Emitter, base: Value, index: Value) -> Value:
    return e.op(llvm.GEPOp.build(base, [index], base.type))


def _tile_loop(f: _Function, start: Block, count: int, body: object, done: Block) -> None:
    """`for (e = 0; e < count; e++) body(emitter, e)` from the end of `start`, then on to `done`.  A body that
    adds blocks of its own returns the emitter of the last one."""
    loop = f.block([T.i64])
    e = f.at(start)
    e.op(llvm.BrOp.build(loop, [e.i64(0)]))
    index = loop.args[0]
    tail = body(f.at(loop), index) or f.at(loop)  # type: ignore[operator]
    nxt = tail.op(llvm.AddOp.build(index, tail.i64(1)))
    tail.op(llvm.CondBrOp.build(tail.op(llvm.ICmpOp.build("slt", nxt, tail.i64(count))), loop, [nxt], done, []))


def _row_col_offset(e: Emitter, index: Value, cols: int, lead: Value) -> Value:
    """Element `index` of a row-major rows x cols tile, at (index / cols) * lead + index % cols in memory."""
    row = e.op(llvm.UDivOp.build(index, e.i64(cols)))
    col = e.op(llvm.URemOp.build(index, e.i64(cols)))
    return e.op(llvm.AddOp.build(e.op(llvm.MulOp.build(row, lead)), col))


def _load_function(t: T.MMAMatrixType) -> object:
    """`tile name(lane, src, lead)`: lane 0 reads the tile, the others return undef."""
    vector = tile_type(t)
    element_ptr = T.LLVMPointerType(t.element_type)

    def build(name: str) -> Operation:
        f = _Function(name, vector, (T.i64, element_ptr, T.i64))
        lane, src, lead = f.entry.args
        e = f.at(f.entry)
        slot, buf = _buffer(e, vector)
        work, other, done = f.block(), f.block(), f.block()
        e.op(llvm.CondBrOp.build(e.op(llvm.ICmpOp.build("eq", lane, e.i64(0))), work, [], other, []))
        f.at(other).op(llvm.ReturnOp.build([f.at(other).op(llvm.UndefOp.build(vector))]))

        def copy(b: Emitter, index: Value) -> None:
            value = b.op(llvm.LoadOp.build(_element(b, src, _row_col_offset(b, index, t.shape[1], lead))))
            b.op(llvm.StoreOp.build(value, _element(b, buf, index)))

        _tile_loop(f, work, vector.shape[0], copy, done)
        d = f.at(done)
        d.op(llvm.ReturnOp.build([d.op(llvm.LoadOp.build(slot))]))
        return f.op

    return build


def _store_function(t: T.MMAMatrixType) -> object:
    """`void name(lane, tile, dst, lead)`: lane 0 writes the tile."""
    vector = tile_type(t)
    element_ptr = T.LLVMPointerType(t.element_type)

    def build(name: str) -> Operation:
        f = _Function(name, T.llvm_void, (T.i64, vector, element_ptr, T.i64))
        lane, tile, dst, lead = f.entry.args
        e = f.at(f.entry)
        slot, buf = _buffer(e, vector)
        work, done = f.block(), f.block()
        e.op(llvm.CondBrOp.build(e.op(llvm.ICmpOp.build("eq", lane, e.i64(0))), work, [], done, []))
        f.at(work).op(llvm.StoreOp.build(tile, slot))

        def copy(b: Emitter, index: Value) -> None:
            value = b.op(llvm.LoadOp.build(_element(b, buf, index)))
            b.op(llvm.StoreOp.build(value, _element(b, dst, _row_col_offset(b, index, t.shape[1], lead))))

        _tile_loop(f, work, vector.shape[0], copy, done)
        f.at(done).op(llvm.ReturnOp.build([]))
        return f.op

    return build


def _widen(e: Emitter, value: Value) -> Value:
    return value if value.type == T.f32 else e.op(llvm.FPExtOp.build(value, T.f32))


def _compute_function(a: T.MMAMatrixType, c: T.MMAMatrixType) -> object:
    """`tile name(lane, a, b, c)`: lane 0 computes A * B + C (in f32), the others return C."""
    n, k = c.shape[1], a.shape[1]
    a_vec, b_vec, c_vec = tile_type(a), T.VectorType((k * n,), a.element_type), tile_type(c)

    def build(name: str) -> Operation:
        f = _Function(name, c_vec, (T.i64, a_vec, b_vec, c_vec))
        lane, a_tile, b_tile, c_tile = f.entry.args
        e = f.at(f.entry)
        buffers = [_buffer(e, v) for v in (a_vec, b_vec, c_vec)]
        work, other, done = f.block(), f.block(), f.block()
        e.op(llvm.CondBrOp.build(e.op(llvm.ICmpOp.build("eq", lane, e.i64(0))), work, [], other, []))
        f.at(other).op(llvm.ReturnOp.build([c_tile]))
        w = f.at(work)
        for tile, (slot, _) in zip((a_tile, b_tile, c_tile), buffers):
            w.op(llvm.StoreOp.build(tile, slot))
        (_, pa), (_, pb), (_, pc) = buffers
        inner, finish = f.block([T.i64, T.f32]), f.block([T.f32])

        def element(b: Emitter, index: Value) -> Emitter:
            """The products of row index / n and column index % n, from C's element, in a loop of its own."""
            row = b.op(llvm.UDivOp.build(index, b.i64(n)))
            col = b.op(llvm.URemOp.build(index, b.i64(n)))
            b.op(llvm.BrOp.build(inner, [b.i64(0), _widen(b, b.op(llvm.LoadOp.build(_element(b, pc, index))))]))
            i = f.at(inner)
            step, acc = inner.args
            x = _widen(i, i.op(llvm.LoadOp.build(_element(i, pa, i.op(llvm.AddOp.build(
                i.op(llvm.MulOp.build(row, i.i64(k))), step))))))
            y = _widen(i, i.op(llvm.LoadOp.build(_element(i, pb, i.op(llvm.AddOp.build(
                i.op(llvm.MulOp.build(step, i.i64(n))), col))))))
            acc = i.op(llvm.FAddOp.build(acc, i.op(llvm.FMulOp.build(x, y))))
            nxt = i.op(llvm.AddOp.build(step, i.i64(1)))
            i.op(llvm.CondBrOp.build(i.op(llvm.ICmpOp.build("slt", nxt, i.i64(k))), inner, [nxt, acc], finish, [acc]))
            fin = f.at(finish)
            value = finish.args[0]
            if c.element_type != T.f32:
                value = fin.op(llvm.FPTruncOp.build(value, c.element_type))
            fin.op(llvm.StoreOp.build(value, _element(fin, pc, index)))
            return fin

        _tile_loop(f, work, c_vec.shape[0], element, done)
        d = f.at(done)
        d.op(llvm.ReturnOp.build([d.op(llvm.LoadOp.build(buffers[2][0]))]))
        return f.op

    return build


def _splat_function(vector: T.VectorType) -> object:
    """`tile name(value)`: the value in every element."""

    def build(name: str) -> Operation:
        f = _Function(name, vector, (vector.element_type,))
        (value,) = f.entry.args
        slot, buf = _buffer(f.at(f.entry), vector)
        done = f.block()

        def fill(b: Emitter, index: Value) -> None:
            b.op(llvm.StoreOp.build(value, _element(b, buf, index)))

        _tile_loop(f, f.entry, vector.shape[0], fill, done)
        d = f.at(done)
        d.op(llvm.ReturnOp.build([d.op(llvm.LoadOp.build(slot))]))
        return f.op

    return build


def _shape_name(t: T.MMAMatrixType) -> str:
    return f"{t.shape[0]}x{t.shape[1]}x{t.element_type}"


def _tile_place(rw: ConversionPatternRewriter, op: Operation, memref: Value, descriptor: Value,
                indices: list[Value]) -> list[Value]:
    """The lane, the tile's first element (as memref.load addresses it) and the row pitch: a helper's arguments."""
    first = strided_element_ptr(rw, MemRefDescriptor(descriptor), memref.type, indices)  # type: ignore[arg-type]
    lead = Emitter(rw.create).i64(op.attributes["leadDimension"].value)  # type: ignore[attr-defined]
    return [_lane(rw, op), first, lead]


class SubgroupMmaLoadMatrixOpToHost(ConversionPattern):
    root = gpu.SubgroupMmaLoadMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t: T.MMAMatrixType = op.res.type  # type: ignore[attr-defined]
        name = _helper(rw, f"__gpuopt_mma_load_{_shape_name(t)}", _load_function(t))
        args = _tile_place(rw, op, op.src_memref, adaptor.src_memref, adaptor.indices)  # type: ignore[attr-defined]
        rw.replace_op(op, [rw.create(llvm.CallOp.build(name, args, tile_type(t))).result])


class SubgroupMmaStoreMatrixOpToHost(ConversionPattern):
    root = gpu.SubgroupMmaStoreMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t: T.MMAMatrixType = op.src.type  # type: ignore[attr-defined]
        name = _helper(rw, f"__gpuopt_mma_store_{_shape_name(t)}", _store_function(t))
        lane, dst, lead = _tile_place(rw, op, op.dst_memref, adaptor.dst_memref, adaptor.indices)  # type: ignore[attr-defined]
        rw.create(llvm.CallOp.build(name, [lane, adaptor.src, dst, lead]))
        rw.erase_op(op)


class SubgroupMmaComputeOpToHost(ConversionPattern):
    root = gpu.SubgroupMmaComputeOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        a: T.MMAMatrixType = op.op_a.type  # type: ignore[attr-defined]
        c: T.MMAMatrixType = op.op_c.type  # type: ignore[attr-defined]
        name = f"__gpuopt_mma_compute_{c.shape[0]}x{c.shape[1]}x{a.shape[1]}_{a.element_type}_{c.element_type}"
        _helper(rw, name, _compute_function(a, c))
        d = rw.create(llvm.CallOp.build(name, [_lane(rw, op), *adaptor.operands], tile_type(c))).result
        rw.replace_op(op, [d])


class SubgroupMmaConstantMatrixOpToHost(ConversionPattern):
    root = gpu.SubgroupMmaConstantMatrixOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        vector = tile_type(op.res.type)  # type: ignore[attr-defined]
        name = _helper(rw, f"__gpuopt_mma_splat_{vector.shape[0]}x{vector.element_type}", _splat_function(vector))
        rw.replace_op(op, [rw.create(llvm.CallOp.build(name, adaptor.operands, vector)).result])


_VECTOR_OPS = {"addf": llvm.FAddOp, "mulf": llvm.FMulOp, "divf": llvm.FDivOp}


class SubgroupMmaElementwiseOpToHost(ConversionPattern):
    root = gpu.SubgroupMmaElementwiseOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        vector = tile_type(op.res.type)  # type: ignore[attr-defined]
        if len(adaptor.operands) != 2 or any(v.type != vector for v in adaptor.operands):
            raise MatchFailure("the elementwise operations take two matrices of the result's type")
        kind: str = op.operation  # type: ignore[attr-defined]
        lhs, rhs = adaptor.operands
        if kind in _VECTOR_OPS:
            result = rw.create(_VECTOR_OPS[kind].build(lhs, rhs)).result
        else:
            nan = A.DenseElementsAttr((float("nan"),), vector)
            result = min_max(rw, lhs, rhs, kind == "minf", nan)
        rw.replace_op(op, [result])


def mma_host_patterns(converter: HostTypeConverter) -> list[ConversionPattern]:
    return [SubgroupMmaLoadMatrixOpToHost(converter), SubgroupMmaStoreMatrixOpToHost(converter),
            SubgroupMmaComputeOpToHost(converter), SubgroupMmaConstantMatrixOpToHost(converter),
            SubgroupMmaElementwiseOpToHost(converter)]
