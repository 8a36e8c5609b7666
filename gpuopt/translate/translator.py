"""LLVM-dialect module -> `llvmlite.ir.Module`, op by op (what mlir-translate --mlir-to-llvmir does).

Globals and function signatures are created first so that bodies may refer to any symbol.  Blocks are
translated in reverse post-order, which puts every definition before its uses whatever order the MLIR
blocks are listed in; block arguments become phi nodes whose incoming values are added by the branches.
Anything without a translation raises a `DiagnosticError` at the op, never a Python error.
"""

from __future__ import annotations

from llvmlite import ir
from llvmlite.ir.values import FunctionAttributes

from gpuopt.diagnostics import DiagnosticError
from gpuopt.dialects import llvm as L
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.translate import constants as C
from gpuopt.translate.common import CASTS, not_translatable, op_error, pointee_of, positions, struct_indices
from gpuopt.translate.ops import HANDLERS
from gpuopt.translate.types import TypeTranslator, UnsupportedType

MODULE_NAME = "LLVMDialectModule"

SKIPPED_TOP_LEVEL = frozenset({"gpu.module"})
"""Top-level ops holding device code, which is compiled separately (to the `gpu.binary` blob): skipped, so
the host side of a module that still has its kernels translates."""


class ModuleTranslation:
    """One translation of a `builtin.module` whose body holds LLVM-dialect globals and functions."""

    def __init__(self, top: Operation) -> None:
        self.top = top
        self.context = ir.Context()
        self.module = ir.Module(MODULE_NAME, context=self.context)
        self.module.triple = ""
        self.types = TypeTranslator(self.context)
        self.globals: dict[str, ir.GlobalValue] = {}

    def type(self, t: T.Type, op: Operation) -> ir.Type:
        try:
            return self.types.translate(t)
        except UnsupportedType as e:
            raise op_error(op, f"cannot translate type: {e}") from None

    def run(self) -> ir.Module:
        self._module_attributes()
        ops = [o for r in self.top.regions for b in r.blocks for o in b.ops]
        global_ops: list[L.GlobalOp] = []
        func_ops: list[L.LLVMFuncOp] = []
        for op in ops:
            if isinstance(op, L.GlobalOp):
                global_ops.append(op)
            elif isinstance(op, L.LLVMFuncOp):
                func_ops.append(op)
            elif op.op_name not in SKIPPED_TOP_LEVEL:
                raise not_translatable(op)
        variables = [(op, self._declare_global(op)) for op in global_ops]
        functions = [(op, self._declare_function(op)) for op in func_ops]
        for op, gv in variables:
            self._initialize_global(op, gv)
        for op, fn in functions:
            if not op.is_declaration:
                FunctionTranslation(self, op, fn).run()
        self.types.finish()
        return self.module

    def _module_attributes(self) -> None:
        for key, attr in (("llvm.target_triple", "triple"), ("llvm.data_layout", "data_layout")):
            value = self.top.attributes.get(key)
            if isinstance(value, A.StringAttr):
                setattr(self.module, attr, value.value)

    # -- globals ------------------------------------------------------------------------------------------
    def _declare_global(self, op: L.GlobalOp) -> ir.GlobalVariable:
        name = op.attributes["sym_name"].value  # type: ignore[attr-defined]
        _require_name(op, name)
        gv = ir.GlobalVariable(self.module, self.type(op.global_type, op), name, addrspace=op.addr_space)
        linkage = L.linkage_of(op)
        gv.linkage = "" if linkage == "external" else linkage
        gv.global_constant = "constant" in op.attributes
        storage = ["thread_local"] if "thread_local_" in op.attributes else []
        unnamed = op.attributes.get("unnamed_addr")
        if isinstance(unnamed, A.IntegerAttr) and unnamed.value == 1:
            storage.append("local_unnamed_addr")  # llvmlite knows only `unnamed_addr`; same position
        gv.unnamed_addr = isinstance(unnamed, A.IntegerAttr) and unnamed.value == 2
        gv.storage_class = " ".join(storage)
        alignment = op.attributes.get("alignment")
        if isinstance(alignment, A.IntegerAttr):
            gv.align = alignment.value
        section = op.attributes.get("section")
        if isinstance(section, A.StringAttr):
            gv.section = section.value
        self.globals[name] = gv
        return gv

    def _initialize_global(self, op: L.GlobalOp, gv: ir.GlobalVariable) -> None:
        value = op.value
        region = op.regions[0] if op.regions else None
        if value is not None:
            gv.initializer = self.constant(value, gv.value_type, op)
        elif region is not None and region.blocks and region.blocks[0].ops:
            gv.initializer = ConstantFolder(self).run(region.blocks[0])

    def constant(self, attr: A.Attribute, ty: ir.Type, op: Operation) -> ir.Constant:
        try:
            return C.from_attribute(attr, ty)
        except C.UnsupportedConstant as e:
            raise op_error(op, f"cannot translate constant: {e}") from None

    # -- functions ----------------------------------------------------------------------------------------
    def _declare_function(self, op: L.LLVMFuncOp) -> ir.Function:
        for i, t in enumerate(op.function_type.params):
            if isinstance(t, T.LLVMStructType) and t.body_types is None:
                raise op_error(op, f"cannot translate: argument #{i} has the opaque struct type '{t}' (LLVM 15+ "
                                   "rejects unsized argument types)")
        ftype = self.type(op.function_type, op)
        _require_name(op, op.sym_name)
        fn = ir.Function(self.module, ftype, op.sym_name)
        linkage = op.linkage
        fn.linkage = "" if linkage == "external" else linkage
        for i, arg in enumerate(fn.args):
            arg.name = f"arg{i}"
        self._argument_attributes(op, fn)
        passthrough = op.attributes.get("passthrough")
        if isinstance(passthrough, A.ArrayAttr):
            for item in passthrough.elements:
                if not isinstance(item, A.StringAttr) or item.value not in FunctionAttributes._known:
                    raise op_error(op, f"cannot translate function attribute {item} in 'passthrough'")
                fn.attributes.add(item.value)
        self.globals[op.sym_name] = fn
        return fn

    def _argument_attributes(self, op: L.LLVMFuncOp, fn: ir.Function) -> None:
        """`llvm.noalias`, `llvm.nonnull`, `llvm.noundef` and `llvm.align`; others have no effect here."""
        arg_attrs = op.attributes.get("arg_attrs")
        if not isinstance(arg_attrs, A.ArrayAttr):
            return
        for arg, attrs in zip(fn.args, arg_attrs.elements):
            if not isinstance(attrs, A.DictionaryAttr):
                continue
            for key, value in attrs.entries:
                if key in ("llvm.noalias", "llvm.nonnull", "llvm.align") and not isinstance(arg.type, ir.PointerType):
                    raise op_error(op, f"{key} attribute attached to LLVM non-pointer argument")
                if key in ("llvm.noalias", "llvm.nonnull", "llvm.noundef"):
                    arg.add_attribute(key[len("llvm."):])
                elif key == "llvm.align" and isinstance(value, A.IntegerAttr):
                    arg.attributes.align = value.value


class ConstantFolder:
    """Evaluates a global's initializer region into one constant (the ops there must all be constant)."""

    def __init__(self, mt: ModuleTranslation) -> None:
        self.mt = mt
        self.values: dict[Value, ir.Constant] = {}

    def run(self, block: Block) -> ir.Constant:
        for op in block.ops:
            if isinstance(op, L.ReturnOp):
                return self.values[op.operands[0]]
            if not op.results:
                self._fail(op)
            try:
                self.values[op.results[0]] = self.fold(op)
            except DiagnosticError:
                raise
            except (C.UnsupportedConstant, TypeError, ValueError, KeyError, IndexError) as e:
                raise op_error(op, f"cannot translate '{op.op_name}' in a global initializer: {e}") from None
        raise op_error(block.ops[-1], "global initializer region does not return a value")

    def _fail(self, op: Operation) -> ir.Constant:
        raise op_error(op, f"cannot translate '{op.op_name}' in a global initializer: not a constant expression")

    def fold(self, op: Operation) -> ir.Constant:
        mt = self.mt
        ty = mt.type(op.results[0].type, op)
        if isinstance(op, L.ConstantOp):
            return mt.constant(op.value, ty, op)
        if isinstance(op, L.UndefOp):
            return C.undef(ty)
        if isinstance(op, L.NullOp):
            return ir.Constant(ty, None)
        if isinstance(op, L.AddressOfOp):
            return mt.globals[op.attributes["global_name"].root]  # type: ignore[attr-defined,return-value]
        if isinstance(op, L.InsertValueOp):
            return _insert_constant(self.values[op.container], self.values[op.value], positions(op))
        if isinstance(op, L.ExtractValueOp):
            const = self.values[op.container]
            for i in positions(op):
                const = C.elements_of(const, const.type)[i]
            return const
        if isinstance(op, L._CastOp) and op.op_name in CASTS:
            value = self.values[op.operands[0]]
            return ir.FormattedConstant(ty, f"{CASTS[op.op_name]} ({_typed_ref(value)} to {ty})")
        if isinstance(op, L.GEPOp):
            base = self.values[op.base]
            indices = []
            dynamic = iter(op.indices)
            for i in struct_indices(op):
                indices.append(_typed_ref(self.values[next(dynamic)]) if i == L.DYNAMIC_INDEX else f"i32 {i}")
            source = mt.type(pointee_of(op, op.base.type), op)
            return ir.FormattedConstant(ty, f"getelementptr ({source}, {_typed_ref(base)}, {', '.join(indices)})")
        return self._fail(op)


def _typed_ref(value: ir.Value) -> str:
    """`i32 7`, `[3 x i8]* @g`: how a constant operand is written inside a constant expression."""
    return f"{value.type} {value.get_reference()}"


def _insert_constant(container: ir.Constant, value: ir.Constant, position: list[int]) -> ir.Constant:
    members = C.elements_of(container, container.type)
    if len(position) > 1:
        members[position[0]] = _insert_constant(members[position[0]], value, position[1:])
    else:
        members[position[0]] = value
    return ir.Constant(container.type, members)




class FunctionTranslation:
    """The body of one `llvm.func`: blocks, phi nodes for block arguments, and the value map."""

    def __init__(self, mt: ModuleTranslation, op: L.LLVMFuncOp, fn: ir.Function) -> None:
        self.mt = mt
        self.op = op
        self.fn = fn
        self.values: dict[Value, ir.Value] = {}
        self.blocks: dict[Block, ir.Block] = {}
        self.phis: dict[Block, list[ir.PhiInstr]] = {}
        self.edges: dict[tuple[Block, ir.Block], list[Value]] = {}
        self.builder = ir.IRBuilder()

    def run(self) -> None:
        region = self.op.body
        for i, block in enumerate(region.blocks):
            self.blocks[block] = self.fn.append_basic_block(f"bb{i}")
        for arg, value in zip(region.blocks[0].args, self.fn.args):
            self.values[arg] = value
        for block in region.blocks[1:]:
            self.builder.position_at_end(self.blocks[block])
            phis = []
            for arg in block.args:
                phi = self.builder.phi(self.mt.type(arg.type, self.op))
                self.values[arg] = phi
                phis.append(phi)
            self.phis[block] = phis
        for block in self._order(region.blocks):
            self.builder.position_at_end(self.blocks[block])
            for op in block.ops:
                self.translate(op)

    @staticmethod
    def _order(blocks: list[Block]) -> list[Block]:
        """Reverse post-order from the entry (dominators first), then unreachable blocks."""
        seen: set[Block] = set()
        post: list[Block] = []
        stack: list[tuple[Block, int]] = [(blocks[0], 0)]
        seen.add(blocks[0])
        while stack:
            block, i = stack.pop()
            succs = block.terminator.successors if block.terminator is not None else []
            if i < len(succs):
                stack.append((block, i + 1))
                if succs[i] not in seen:
                    seen.add(succs[i])
                    stack.append((succs[i], 0))
            else:
                post.append(block)
        order = post[::-1]
        return order + [b for b in blocks if b not in seen]

    def value(self, v: Value, user: Operation) -> ir.Value:
        try:
            return self.values[v]
        except KeyError:
            raise op_error(user, "cannot translate: operand is not defined before this use (unreachable "
                                 "definition?)") from None

    def operands(self, op: Operation) -> list[ir.Value]:
        return [self.value(v, op) for v in op.operands]

    def translate(self, op: Operation) -> None:
        handler = HANDLERS.get(op.op_name)
        if handler is None:
            raise not_translatable(op)
        try:
            result = handler(self, op)
        except DiagnosticError:
            raise
        except (TypeError, ValueError, AttributeError, AssertionError, IndexError, KeyError) as e:
            raise op_error(op, f"cannot translate '{op.op_name}': {e}") from None
        if op.results:
            assert result is not None
            self.values[op.results[0]] = result

    def branch(self, op: Operation, dest: Block, operands: list[Value]) -> None:
        """Adds this edge's values to the phi nodes of `dest`; LLVM wants one value per predecessor."""
        key = (dest, self.builder.block)
        previous = self.edges.get(key)
        if previous is not None:
            if previous != list(operands):
                raise op_error(op, "cannot translate: two edges from one block to the same successor pass "
                                   "different values (an LLVM phi takes one value per predecessor)")
        else:
            self.edges[key] = list(operands)
        for phi, v in zip(self.phis.get(dest, []), operands):
            phi.add_incoming(self.value(v, op), self.builder.block)



def translate_module(top: Operation) -> ir.Module:
    """The llvmlite module for a verified `builtin.module` of LLVM-dialect ops (raises DiagnosticError)."""
    return ModuleTranslation(top).run()


def _require_name(op: Operation, name: str) -> None:
    """LLVM would number a global without a name (`@0`); llvmlite cannot make one, so it is an error here."""
    if not name:
        raise op_error(op, f"cannot translate '{op.op_name}' with an empty symbol name")
