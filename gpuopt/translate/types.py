"""LLVM-dialect types -> `llvmlite.ir` types, in the typed-pointer form MLIR 14 uses.

Pointers are always built with their pointee (`ir.PointerType(pointee, addrspace)`), so the text is the
LLVM 14 spelling (`i8 addrspace(1)*`) that llc-14 reads, while LLVM 15+ (the LLVM inside llvmlite) reads
`T*` as its opaque `ptr`.  Identified structs are interned by name per translation: the empty name that
`--gpu-to-llvm` gives kernel-parameter structs becomes a numbered type (`%0`), as mlir-translate does.
"""

from __future__ import annotations

from llvmlite import ir

from gpuopt.dialects.llvm import LLVMFixedVectorType, LLVMTokenType
from gpuopt.ir import types as T


class UnsupportedType(Exception):
    """A type with no LLVM IR counterpart here; the caller turns it into a located diagnostic."""


class OtherFloatType(ir.Type):
    """`bfloat`, `x86_fp80`, `fp128`: LLVM float types llvmlite has no class for.  Constants of these
    are pre-formatted hex strings (see `gpuopt.translate.constants`)."""

    def __init__(self, name: str, kind: str) -> None:
        self.name = name
        self.kind = kind

    def _to_string(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OtherFloatType) and other.name == self.name

    def __hash__(self) -> int:
        return hash(("OtherFloatType", self.name))

    def format_constant(self, value: str) -> str:
        return value

    @property
    def intrinsic_name(self) -> str:
        return self.name


class TokenType(ir.Type):
    """`token` (llvmlite has no class for it): the type of `llvm.coro.id`'s and `llvm.coro.save`'s results."""

    def _to_string(self) -> str:
        return "token"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TokenType)

    def __hash__(self) -> int:
        return hash("TokenType")


class NumberedStructType(ir.IdentifiedStructType):
    """An identified struct without a name, printed `%N` like LLVM's own unnamed structs.  Numbers are
    handed out in creation order, which is also the order llvmlite writes type definitions in."""

    def __init__(self, context: ir.Context, number: int, packed: bool = False) -> None:
        super().__init__(context, f"\0unnamed{number}", packed)
        self.number = number

    def _to_string(self) -> str:
        return f"%{self.number}"


_FLOATS = {"f16": ir.HalfType, "f32": ir.FloatType, "f64": ir.DoubleType}
_OTHER_FLOATS = {"bf16": "bfloat", "f80": "x86_fp80", "f128": "fp128"}


class TypeTranslator:
    """Translates and caches types for one LLVM module (one llvmlite context)."""

    def __init__(self, context: ir.Context) -> None:
        self.context = context
        self._cache: dict[T.Type, ir.Type] = {}
        self._identified: dict[str, tuple[ir.IdentifiedStructType, tuple[T.Type, ...] | None]] = {}
        self._numbered = 0
        self._opaque: set[str] = set()

    def finish(self) -> None:
        """Gives an empty body to identified structs only ever referred to (`struct<"name">`, never with a
        body or `opaque`).  The parser reads `struct<".1", ()>`, the empty kernel-parameter struct of
        `--gpu-to-llvm`, as such a reference, so this keeps that IR translatable (and allocatable)."""
        for name, (struct, body) in self._identified.items():
            if body is None and name not in self._opaque and struct.is_opaque:
                struct.set_body()

    def translate(self, t: T.Type) -> ir.Type:
        cached = self._cache.get(t)
        if cached is None:
            cached = self._translate(t)
            self._cache[t] = cached
        return cached

    def _translate(self, t: T.Type) -> ir.Type:
        if isinstance(t, T.IntegerType):
            if not t.is_signless:
                raise UnsupportedType(f"signed or unsigned integer type '{t}' (LLVM integers are signless)")
            return ir.IntType(t.width)
        if isinstance(t, T.FloatType):
            if t.kind in _FLOATS:
                return _FLOATS[t.kind]()
            if t.kind in _OTHER_FLOATS:
                return OtherFloatType(_OTHER_FLOATS[t.kind], t.kind)
        if isinstance(t, T.LLVMVoidType):
            return ir.VoidType()
        if isinstance(t, LLVMTokenType):
            return TokenType()
        if isinstance(t, T.LLVMPointerType):
            if t.pointee is None:
                return ir.PointerType(None, t.address_space)  # `!llvm.ptr`: LLVM 15+ only
            return ir.PointerType(self.translate(t.pointee), t.address_space)
        if isinstance(t, T.LLVMArrayType):
            return ir.ArrayType(self.translate(t.element_type), t.size)
        if isinstance(t, T.LLVMFunctionType):
            return ir.FunctionType(self.translate(t.result), [self.translate(p) for p in t.params],
                                   var_arg=t.var_arg)
        if isinstance(t, T.LLVMStructType):
            if t.name is None:
                return ir.LiteralStructType([self.translate(e) for e in t.body_types or ()], packed=t.packed)
            return self._identified_struct(t)
        if isinstance(t, LLVMFixedVectorType):
            return ir.VectorType(self.translate(t.element_type), t.size)
        if isinstance(t, T.VectorType):
            if getattr(t, "num_scalable", 0):
                raise UnsupportedType(f"scalable vector type '{t}' (llvmlite cannot write `vscale` vectors)")
            if len(t.shape) != 1:
                raise UnsupportedType(f"multi-dimensional vector type '{t}' (LLVM vectors are 1-D; use an "
                                      "array of vectors)")
            return ir.VectorType(self.translate(t.element_type), t.shape[0])
        raise UnsupportedType(f"type '{t}' has no LLVM IR counterpart")

    def _identified_struct(self, t: T.LLVMStructType) -> ir.Type:
        """One llvmlite type per name; a body seen twice must be the same body (MLIR's rule too)."""
        assert t.name is not None
        known = self._identified.get(t.name)
        if known is None:
            if t.name == "":
                struct: ir.IdentifiedStructType = NumberedStructType(self.context, self._numbered, t.packed)
                self.context.identified_types[struct.name] = struct
                self._numbered += 1
            else:
                struct = self.context.get_identified_type(t.name, packed=t.packed)
            known = (struct, None)
            self._identified[t.name] = known
        struct, body = known
        if t.body_types is None and not t.reference:
            self._opaque.add(t.name)
        if t.reference or t.body_types is None:
            return struct
        if body is None:
            self._identified[t.name] = (struct, t.body_types)
            struct.set_body(*[self.translate(e) for e in t.body_types])  # after registering: may recurse
        elif body != t.body_types:
            raise UnsupportedType(f"identified struct \"{t.name}\" is used with two different bodies")
        return struct
