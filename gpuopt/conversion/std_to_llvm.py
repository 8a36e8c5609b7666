"""func/std and arith -> LLVM: functions (memref arguments expanded to descriptor fields), calls, returns,
branches, constants, arithmetic, comparisons and casts."""

from __future__ import annotations

import itertools

from gpuopt.conversion.declarations import declare_function
from gpuopt.conversion.elementwise import lower_elementwise
from gpuopt.conversion.framework import Adaptor, ConversionPattern, ConversionPatternRewriter, MatchFailure
from gpuopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, index_constant
from gpuopt.conversion.memref_lowering import promote_operands
from gpuopt.dialects import arith, builtin, llvm, std
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value

_MEMREFS = (T.MemRefType, T.UnrankedMemRefType)


class FuncOpConversion(ConversionPattern):
    """`func @f(%m: memref<?xf32>)` -> `llvm.func @f(%arg0: !llvm.ptr<f32>, ...)`; the body sees the memref
    as a descriptor rebuilt from the expanded arguments at the top of the entry block."""

    root = builtin.FuncOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ftype = op.function_type
        sig = self.converter.convert_function_signature(ftype)
        if sig is None:
            lowered = self.converter.convert_calling_convention_type
            bad = next(t for t in (*ftype.inputs, *ftype.results)
                       if (c := lowered(t)) is None or not T.is_llvm_compatible(c))
            raise MatchFailure(f"the signature type '{bad}' has no LLVM lowering"
                               + (" (bare-pointer convention)" if self.converter.use_bare_ptr_call_conv else ""))
        keep = {k: v for k, v in op.attributes.items()
                if k not in ("sym_name", "type", "arg_attrs", "res_attrs")}
        new = llvm.LLVMFuncOp.build(op.sym_name, sig.llvm_type, attributes=keep)
        new.loc = op.loc
        c_interface = not self.converter.use_bare_ptr_call_conv and (  # (14's BarePtrFuncOpConversion: none)
            getattr(self.converter, "emit_c_wrappers", False) or "llvm.emit_c_interface" in op.attributes)
        rw.inline_region_before(op.regions[0], new.regions[0])
        rw.convert_region_types(new.regions[0], sig)
        rw.create(new)
        if c_interface:
            self._c_interface(rw, new, ftype, sig, keep)
        rw.replace_op(op, [])

    # -- llvm.emit_c_interface ------------------------------------------------------------------
    # As MLIR 14: a function with a body gets a `_mlir_ciface_<name>` wrapper that takes each memref as a
    # pointer to its descriptor and calls it; a declaration becomes a function that packs its expanded
    # arguments into descriptors on the stack and calls the declared `_mlir_ciface_<name>`.

    def _c_interface_type(self, ftype: T.FunctionType, sig) -> T.LLVMFunctionType:
        """Memrefs by pointer to their descriptor; a struct result (several results, a memref) returned through
        a pointer passed first."""
        result = sig.llvm_type.result
        params: list[T.Type] = [self.converter.pointer(result)] if isinstance(result, T.LLVMStructType) else []
        for t, expanded in zip(ftype.inputs, sig.inputs):
            params += [self.converter.pointer(self.converter.convert_type(t))] if isinstance(t, _MEMREFS) \
                else expanded
        if isinstance(result, T.LLVMStructType):
            result = T.LLVMVoidType()
        return T.LLVMFunctionType(result, tuple(params))

    def _c_interface(self, rw: ConversionPatternRewriter, func: Operation, ftype: T.FunctionType, sig,
                     attributes: dict[str, A.Attribute]) -> None:
        name = "_mlir_ciface_" + func.sym_name
        wrapper = llvm.LLVMFuncOp.build(name, self._c_interface_type(ftype, sig), attributes=attributes)
        wrapper.loc = func.loc
        defined = bool(func.regions[0].blocks)
        if not defined:  # the declaration becomes the caller of the C function
            wrapper, func = func, wrapper
        block = Block()
        wrapper.regions[0].add_block(block)
        for t in wrapper.function_type.params:
            block.add_argument(t)
        with rw.insertion_at_end(block):
            self._c_interface_body(rw, block, func, ftype, sig, defined)
        rw.create(wrapper if defined else func)

    def _c_interface_body(self, rw: ConversionPatternRewriter, block: Block, func: Operation,
                          ftype: T.FunctionType, sig, defined: bool) -> None:
        """The wrapper's body: unpack or pack the descriptors, call, return (created at the end of `block`)."""
        args: list[Value] = []
        position = 0
        result_type = sig.llvm_type.result
        result_slot: Value | None = None
        if isinstance(result_type, T.LLVMStructType):
            if defined:
                result_slot = block.args[0]
                position = 1
            else:
                one = index_constant(rw, 1)
                result_slot = rw.create(llvm.AllocaOp.build(one, self.converter.pointer(result_type),
                                                            result_type)).result
                args.append(result_slot)
        for t, expanded in zip(ftype.inputs, sig.inputs):
            if not isinstance(t, _MEMREFS):
                args += block.args[position:position + len(expanded)]
                position += len(expanded)
                continue
            struct = self.converter.convert_type(t)
            if defined:  # a pointer to the descriptor -> its fields
                loaded = rw.create(llvm.LoadOp.build(block.args[position])).result
                args += (MemRefDescriptor(loaded).unpack(rw, t.rank) if isinstance(t, T.MemRefType)
                         else UnrankedMemRefDescriptor(loaded).unpack(rw))
                position += 1
            else:  # the fields -> a descriptor on the stack
                fields = block.args[position:position + len(expanded)]
                packed = (MemRefDescriptor.pack(rw, struct, fields, t.rank) if isinstance(t, T.MemRefType)
                          else UnrankedMemRefDescriptor.pack(rw, struct, fields))
                one = index_constant(rw, 1)
                slot = rw.create(llvm.AllocaOp.build(one, self.converter.pointer(struct), struct)).result
                rw.create(llvm.StoreOp.build(packed.value, slot))
                args.append(slot)
                position += len(expanded)
        result = func.function_type.result
        call = rw.create(llvm.CallOp.build(func.sym_name, args, None if isinstance(result, T.LLVMVoidType)
                                           else result))
        returned = list(call.results)
        if result_slot is not None and defined:
            rw.create(llvm.StoreOp.build(call.result, result_slot))
            returned = []
        elif result_slot is not None:
            returned = [rw.create(llvm.LoadOp.build(result_slot)).result]
        rw.create(llvm.ReturnOp.build(returned))


def copy_unranked_descriptors(rw: ConversionPatternRewriter, originals: list[Value], values: list[Value],
                              to_heap: bool) -> list[Value]:
    """An unranked memref crossing a call boundary points at a descriptor on the callee's stack: copy it to
    the heap when returning (malloc) and back to the caller's stack after the call (alloca + free), as
    MLIR 14 does."""
    c = rw.converter
    out = []
    for original, value in zip(originals, values):
        if not isinstance(original.type, T.UnrankedMemRefType):
            out.append(value)
            continue
        one, two = index_constant(rw, 1), index_constant(rw, 2)
        ptr_size, index_size = index_constant(rw, 8), index_constant(rw, 8)
        pointers = rw.create(llvm.MulOp.build(two, ptr_size)).result
        rank = rw.create(llvm.ExtractValueOp.build(value, [0])).result
        fields = rw.create(llvm.MulOp.build(two, rank)).result
        fields = rw.create(llvm.AddOp.build(fields, one)).result
        fields = rw.create(llvm.MulOp.build(fields, index_size)).result
        size = rw.create(llvm.AddOp.build(pointers, fields)).result
        false = rw.create(llvm.ConstantOp.build(A.bool_attr(False), T.i1)).result
        if to_heap:
            declare_function(rw, "malloc", T.LLVMFunctionType(c.void_ptr, (c.index_type,)), at_start=True)
            memory = rw.create(llvm.CallOp.build("malloc", [size], c.void_ptr)).result
        else:
            memory = rw.create(llvm.AllocaOp.build(size, c.void_ptr, T.i8)).result
        source = rw.create(llvm.ExtractValueOp.build(value, [1])).result
        rw.create(llvm.MemcpyIntrOp.build(memory, source, size, false))
        if not to_heap:
            declare_function(rw, "free", T.LLVMFunctionType(T.llvm_void, (c.void_ptr,)), at_start=True)
            rw.create(llvm.CallOp.build("free", [source], None))
        desc = rw.create(llvm.UndefOp.build(value.type)).result
        rank = rw.create(llvm.ExtractValueOp.build(value, [0])).result
        desc = rw.create(llvm.InsertValueOp.build(desc, rank, [0])).result
        out.append(rw.create(llvm.InsertValueOp.build(desc, memory, [1])).result)
    return out


def promote_call_operands(rw: ConversionPatternRewriter, originals: list[Value], converted: list[Value]
                          ) -> list[Value]:
    """Call arguments: memrefs expanded to their descriptor's fields, or under the bare-pointer convention
    passed as their aligned pointer (unranked memrefs have no bare form: check first)."""
    if not rw.converter.use_bare_ptr_call_conv:
        return promote_operands(rw, originals, converted)
    return [MemRefDescriptor(new).aligned_ptr(rw) if isinstance(orig.type, T.MemRefType) else new
            for orig, new in zip(originals, converted)]


def _check_bare_ptr_values(rw: ConversionPatternRewriter, values: list[Value]) -> None:
    if rw.converter.use_bare_ptr_call_conv and any(isinstance(v.type, T.UnrankedMemRefType) for v in values):
        raise MatchFailure("unranked memrefs have no bare-pointer form")


class ReturnOpLowering(ConversionPattern):
    root = std.ReturnOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_bare_ptr_values(rw, list(op.operands))
        packed_type = self.converter.pack_function_results([v.type for v in op.operands])
        if packed_type is None and len(op.operands) > 1:
            raise MatchFailure("a returned memref has no bare-pointer form")
        if self.converter.use_bare_ptr_call_conv:
            values = promote_call_operands(rw, list(op.operands), adaptor.operands)
        else:
            values = copy_unranked_descriptors(rw, list(op.operands), adaptor.operands, to_heap=True)
        if len(values) > 1:
            packed = rw.create(llvm.UndefOp.build(packed_type)).result
            for i, v in enumerate(values):
                packed = rw.create(llvm.InsertValueOp.build(packed, v, [i])).result
            values = [packed]
        rw.create(llvm.ReturnOp.build(values))
        rw.erase_op(op)


class CallOpLowering(ConversionPattern):
    root = std.CallOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_bare_ptr_values(rw, [*op.operands, *op.results])
        result = self.converter.pack_function_results([r.type for r in op.results])
        if result is None:
            raise MatchFailure("a result memref has no bare-pointer form")
        args = self.call_arguments(op, adaptor, rw)
        callee = op.attributes["callee"].root  # type: ignore[attr-defined]
        call = rw.create(llvm.CallOp.build(callee, args, None if isinstance(result, T.LLVMVoidType) else result))
        rw.replace_op(op, _call_results(rw, op, call))

    def call_arguments(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> list[Value]:
        """The arguments of the llvm.call: memrefs expanded (a lowering may pass more of its own first)."""
        return promote_call_operands(rw, list(op.operands), adaptor.operands)


def _call_results(rw: ConversionPatternRewriter, op: Operation, call: Operation) -> list[Value]:
    """The call's results as the op's users see them: unpacked from a struct, then memrefs rebuilt as
    descriptors (from a bare pointer, or an unranked one copied back to the stack)."""
    results = _unpack_results(rw, call, len(op.results))
    if not rw.converter.use_bare_ptr_call_conv:
        return copy_unranked_descriptors(rw, list(op.results), results, to_heap=False)
    return [rw.converter.descriptor_from_bare_ptr(rw, r.type, v) if isinstance(r.type, T.MemRefType) else v
            for r, v in zip(op.results, results)]


class CallIndirectOpLowering(ConversionPattern):
    root = std.CallIndirectOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        _check_bare_ptr_values(rw, [*op.operands[1:], *op.results])
        result = self.converter.pack_function_results([r.type for r in op.results])
        if result is None:
            raise MatchFailure("a result memref has no bare-pointer form")
        args = promote_call_operands(rw, list(op.operands[1:]), adaptor.operands[1:])
        call = rw.create(llvm.CallOp.build_indirect(adaptor.operands[0], args,
                                                    None if isinstance(result, T.LLVMVoidType) else result))
        rw.replace_op(op, _call_results(rw, op, call))


def _unpack_results(rw: ConversionPatternRewriter, call: Operation, n: int) -> list[Value]:
    if n <= 1:
        return list(call.results)
    return [rw.create(llvm.ExtractValueOp.build(call.result, [i])).result for i in range(n)]


class ConstantOpLowering(ConversionPattern):
    """`constant @f` -> `llvm.mlir.addressof @f`."""

    root = std.ConstantOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        ref = op.attributes["value"]
        t = self.converter.convert_type(op.result.type)
        if not isinstance(ref, A.SymbolRefAttr) or t is None:
            raise MatchFailure("only function constants are lowered")
        rw.replace_op(op, [rw.create(llvm.AddressOfOp.build(ref.root, t)).result])


class BranchOpLowering(ConversionPattern):
    root = std.BranchOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        rw.create(llvm.BrOp.build(op.successors[0], adaptor.operands))
        rw.erase_op(op)


class CondBranchOpLowering(ConversionPattern):
    root = std.CondBranchOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        rw.create(llvm.CondBrOp.build(adaptor.condition, op.successors[0], adaptor.true_operands,
                                      op.successors[1], adaptor.false_operands))
        rw.erase_op(op)


class AssertOpLowering(ConversionPattern):
    """`assert %c, "msg"` -> a branch to the rest of the block, or to a new block at the end of the region
    that calls `abort` (declared at the start of the module); the message is dropped, as in MLIR 14."""

    root = std.AssertOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        declare_function(rw, "abort", T.LLVMFunctionType(T.llvm_void, ()), at_start=True)
        block, region = rw.block, rw.region
        assert block is not None and region is not None
        continuation = rw.split_block(block, op)
        failure = Block()
        region.blocks.append(failure)
        failure.parent = region
        rw._added_to(region, [failure])
        with rw.insertion_at_end(failure):
            rw.create(llvm.CallOp.build("abort", []))
            rw.create(llvm.UnreachableOp.build())
        rw.create(llvm.CondBrOp.build(adaptor.arg, continuation, [], failure, []))
        rw.erase_op(op)


class SelectOpLowering(ConversionPattern):
    root = std.SelectOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        """An n-D vector select is unrolled as 14's VectorConvertToLLVMPattern unrolls it."""
        lower_elementwise(rw, op, list(adaptor.operands), _result_type(self.converter, op),
                          lambda rw, cab, t: rw.create(llvm.SelectOp.build(*cab)).result)


class ArithConstantLowering(ConversionPattern):
    root = arith.ConstantOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = self.converter.convert_type(op.result.type)
        if t is None:
            raise MatchFailure(f"constants of type '{op.result.type}' have no LLVM lowering")
        rw.replace_op(op, [rw.create(llvm.ConstantOp.build(op.attributes["value"], t)).result])


_BINARY = {
    "addi": llvm.AddOp, "subi": llvm.SubOp, "muli": llvm.MulOp, "divui": llvm.UDivOp, "divsi": llvm.SDivOp,
    "remui": llvm.URemOp, "remsi": llvm.SRemOp, "andi": llvm.AndOp, "ori": llvm.OrOp, "xori": llvm.XOrOp,
    "shli": llvm.ShlOp, "shrui": llvm.LShrOp, "shrsi": llvm.AShrOp, "addf": llvm.FAddOp, "subf": llvm.FSubOp,
    "mulf": llvm.FMulOp, "divf": llvm.FDivOp, "remf": llvm.FRemOp,
}
_CASTS = {
    "extsi": llvm.SExtOp, "extui": llvm.ZExtOp, "trunci": llvm.TruncOp, "extf": llvm.FPExtOp,
    "truncf": llvm.FPTruncOp, "sitofp": llvm.SIToFPOp, "uitofp": llvm.UIToFPOp, "fptosi": llvm.FPToSIOp,
    "fptoui": llvm.FPToUIOp, "bitcast": llvm.BitcastOp,
}


class BinaryOpLowering(ConversionPattern):
    """`arith.addi` -> `llvm.add` and the other one-to-one arithmetic ops."""

    def __init__(self, converter, root: str, target: type[Operation]) -> None:
        super().__init__(converter)
        self.root = root
        self.target = target

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        lower_elementwise(rw, op, list(adaptor.operands), _result_type(self.converter, op),
                          lambda rw, ab, t: rw.create(self.target.build(*ab)).result)


class CastOpLowering(ConversionPattern):
    """`arith.extsi` -> `llvm.sext` and the other one-to-one casts."""

    def __init__(self, converter, root: str, target: type[Operation]) -> None:
        super().__init__(converter)
        self.root = root
        self.target = target

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        lower_elementwise(rw, op, list(adaptor.operands), _result_type(self.converter, op),
                          lambda rw, a, t: rw.create(self.target.build(a[0], t)).result)


class IndexCastOpLowering(ConversionPattern):
    """Truncate or sign-extend between index (i64) and integers; equal widths need no op."""

    root = "arith.index_cast"

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        value = adaptor.operands[0]
        t = self.converter.convert_type(op.result.type)
        src, dst = _element_type(value.type), _element_type(t)
        if not isinstance(src, T.IntegerType) or not isinstance(dst, T.IntegerType):
            # A memref cast (its descriptor struct): 14 builds a trunc, which the verifier then rejects.
            rw.replace_op(op, [rw.create(llvm.TruncOp.build(value, t)).result])
            return
        src_bits, dst_bits = src.width, dst.width
        if src_bits == dst_bits:
            rw.replace_op(op, [value])
            return
        cast = llvm.TruncOp if dst_bits < src_bits else llvm.SExtOp
        rw.replace_op(op, [rw.create(cast.build(value, t)).result])


def _element_type(t: T.Type) -> T.Type:
    """MLIR's getElementTypeOrSelf for vectors: casts of vectors act on each element."""
    return t.element_type if isinstance(t, T.VectorType) else t


class NegFOpLowering(ConversionPattern):
    root = arith.NegFOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        lower_elementwise(rw, op, list(adaptor.operands), _result_type(self.converter, op),
                          lambda rw, a, t: rw.create(llvm.FNegOp.build(a[0])).result)


class CmpOpLowering(ConversionPattern):
    def __init__(self, converter, root: str) -> None:
        super().__init__(converter)
        self.root = root

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        # Both dialects number their predicates alike, but spell two differently ("false" vs "_false"):
        # map by position, not by name.
        index = op.attributes["predicate"].value  # type: ignore[attr-defined]
        target = llvm.ICmpOp if self.root == "arith.cmpi" else llvm.FCmpOp
        lower_elementwise(rw, op, list(adaptor.operands), _result_type(self.converter, op),
                          lambda rw, ab, t: rw.create(target.build(target.predicates[index], *ab)).result)


def _result_type(converter, op: Operation) -> T.Type:
    t = converter.convert_type(op.results[0].type)
    if t is None:
        raise MatchFailure(f"the result type '{op.results[0].type}' has no LLVM lowering")
    return t


class SplatOpLowering(ConversionPattern):
    """A splat to a 0-D or 1-D vector: inserted at lane 0 of an undef vector, then shuffled across it."""

    root = std.SplatOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.aggregate.type  # type: ignore[attr-defined]
        if not isinstance(t, T.VectorType) or len(t.shape) > 1:
            raise MatchFailure("n-D splats are lowered by SplatNdOpLowering", applies=False)
        vector_type = self.converter.convert_type(t)
        undef = rw.create(llvm.UndefOp.build(vector_type)).result
        zero = rw.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.i32), T.i32)).result
        v = rw.create(llvm.InsertElementOp.build(undef, adaptor.input, zero)).result
        if not t.shape:
            rw.replace_op(op, [v])
            return
        mask = A.ArrayAttr(tuple(A.IntegerAttr(0, T.i32) for _ in range(t.shape[0])))
        rw.replace_op(op, [rw.create(llvm.ShuffleVectorOp.build(v, undef, mask)).results[0]])


class SplatNdOpLowering(ConversionPattern):
    """A splat to an n-D vector: one splat 1-D vector inserted at every position of the array."""

    root = std.SplatOp

    def match_and_rewrite(self, op: Operation, adaptor: Adaptor, rw: ConversionPatternRewriter) -> None:
        t = op.aggregate.type  # type: ignore[attr-defined]
        if not isinstance(t, T.VectorType) or len(t.shape) < 2:
            raise MatchFailure("0-D and 1-D splats are lowered by SplatOpLowering", applies=False)
        nd_type = self.converter.convert_type(t)
        one_d = self.converter.convert_type(T.VectorType(t.shape[-1:], t.element_type))
        desc = rw.create(llvm.UndefOp.build(nd_type)).result
        vdesc = rw.create(llvm.UndefOp.build(one_d)).result
        zero = rw.create(llvm.ConstantOp.build(A.IntegerAttr(0, T.i32), T.i32)).result
        v = rw.create(llvm.InsertElementOp.build(vdesc, adaptor.input, zero)).result
        mask = A.ArrayAttr(tuple(A.IntegerAttr(0, T.i32) for _ in range(t.shape[-1])))
        v = rw.create(llvm.ShuffleVectorOp.build(v, v, mask)).results[0]
        for position in itertools.product(*(range(d) for d in t.shape[:-1])):
            desc = rw.create(llvm.InsertValueOp.build(desc, v, list(position))).result
        rw.replace_op(op, [desc])


def std_to_llvm_patterns(converter) -> list[ConversionPattern]:
    """The func/std lowerings and the arith ones, as `--convert-std-to-llvm` and `--gpu-to-llvm` use them."""
    return std_patterns(converter) + arith_to_llvm_patterns(converter)


def std_patterns(converter) -> list[ConversionPattern]:
    """The func/std lowerings alone (populateStdToLLVMConversionPatterns, which in 14 leaves arith to
    populateArithmeticToLLVMConversionPatterns)."""
    return [cls(converter) for cls in (FuncOpConversion, ReturnOpLowering, CallOpLowering, CallIndirectOpLowering,
                                       ConstantOpLowering, BranchOpLowering, CondBranchOpLowering, SelectOpLowering,
                                       AssertOpLowering, SplatOpLowering, SplatNdOpLowering)]


def arith_to_llvm_patterns(converter) -> list[ConversionPattern]:
    """The arith lowerings alone (`--convert-arith-to-llvm`)."""
    patterns: list[ConversionPattern] = [ArithConstantLowering(converter)]
    patterns += [BinaryOpLowering(converter, f"arith.{k}", v) for k, v in _BINARY.items()]
    patterns += [CastOpLowering(converter, f"arith.{k}", v) for k, v in _CASTS.items()]
    patterns += [IndexCastOpLowering(converter), NegFOpLowering(converter)]
    patterns += [CmpOpLowering(converter, "arith.cmpi"), CmpOpLowering(converter, "arith.cmpf")]
    return patterns
