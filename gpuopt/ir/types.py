"""Builtin, GPU and LLVM types.

Types are immutable, hashable dataclasses; equal types compare equal, so `memref<?x4xf32>` parsed twice is
one value for every check the verifier and the passes make.  Each type renders its own MLIR spelling once
and caches it, because the printer asks for the same few types again and again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from gpuopt.valueclass import dataclass, field

if TYPE_CHECKING:
    from gpuopt.ir.attributes import Attribute

DYNAMIC = -1
"""The size of a `?` dimension."""


class CachedText:
    """The `text` of a type or attribute: `render()` once, kept in the instance's `__dict__` (which then
    shadows this descriptor).  What `functools.cached_property` does, without its per-instance lock, which
    costs more than most renders; a rendering race could only compute the same text twice."""

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        text = obj.__dict__["text"] = obj.render()
        return text


class Type:
    """Base of every type; `str(t)` is its MLIR spelling."""

    text = CachedText()

    def render(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, eq=True)
class IntegerType(Type):
    width: int
    signedness: str = ""  # "", "s" or "u"

    def render(self) -> str:
        return f"{self.signedness}i{self.width}"

    @property
    def is_signless(self) -> bool:
        return self.signedness == ""


@dataclass(frozen=True)
class IndexType(Type):
    def render(self) -> str:
        return "index"


@dataclass(frozen=True)
class FloatType(Type):
    kind: str  # f16, bf16, f32, f64, f80, f128

    def render(self) -> str:
        return self.kind

    @property
    def width(self) -> int:
        return 16 if self.kind == "bf16" else int(self.kind[1:])


@dataclass(frozen=True)
class NoneType(Type):
    def render(self) -> str:
        return "none"


@dataclass(frozen=True)
class ComplexType(Type):
    element_type: Type

    def render(self) -> str:
        return f"complex<{self.element_type}>"


@dataclass(frozen=True)
class TupleType(Type):
    types: tuple[Type, ...]

    def render(self) -> str:
        return "tuple<" + ", ".join(map(str, self.types)) + ">"


@dataclass(frozen=True)
class FunctionType(Type):
    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    def render(self) -> str:
        return function_type_text(self.inputs, self.results)


def function_type_text(inputs: Sequence[Type], results: Sequence[Type], spell: Callable[[Type], str] = str) -> str:
    """`(i64) -> f32` or `(i64) -> (f32, f32)`; the printer passes its own `spell` (for aliases), and prints
    operation signatures with it without building a FunctionType."""
    ins = "(" + ", ".join(map(spell, inputs)) + ")"
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return f"{ins} -> {spell(results[0])}"
    return f"{ins} -> (" + ", ".join(map(spell, results)) + ")"


def _shape_prefix(shape: tuple[int, ...]) -> str:
    return "".join(("?" if d == DYNAMIC else str(d)) + "x" for d in shape)


class ShapedType(Type):
    shape: tuple[int, ...]
    element_type: Type

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def num_dynamic_dims(self) -> int:
        return sum(1 for d in self.shape if d == DYNAMIC)

    @property
    def has_static_shape(self) -> bool:
        return DYNAMIC not in self.shape

    @property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n


@dataclass(frozen=True)
class VectorType(ShapedType):
    shape: tuple[int, ...]
    element_type: Type
    num_scalable: int = 0
    """How many trailing dimensions are scalable: `vector<2x[4]xf32>` has shape (2, 4) and 1."""

    def render(self) -> str:
        if not self.num_scalable:
            return f"vector<{_shape_prefix(self.shape)}{self.element_type}>"
        fixed = self.shape[:len(self.shape) - self.num_scalable]
        scalable = "x".join(str(d) for d in self.shape[len(fixed):])
        return f"vector<{_shape_prefix(fixed)}[{scalable}]x{self.element_type}>"


@dataclass(frozen=True)
class RankedTensorType(ShapedType):
    shape: tuple[int, ...]
    element_type: Type
    encoding: Attribute | None = None

    def render(self) -> str:
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{_shape_prefix(self.shape)}{self.element_type}{enc}>"


@dataclass(frozen=True)
class UnrankedTensorType(Type):
    element_type: Type

    def render(self) -> str:
        return f"tensor<*x{self.element_type}>"


def memory_space_text(space: Attribute) -> str:
    """MLIR prints an i64 memory space bare (`memref<4xf32, 1>`) and any other attribute in full."""
    from gpuopt.ir.attributes import IntegerAttr

    if isinstance(space, IntegerAttr) and space.type == IntegerType(64):
        return str(space.value)
    return str(space)


@dataclass(frozen=True)
class MemRefType(ShapedType):
    shape: tuple[int, ...]
    element_type: Type
    layout: Attribute | None = None
    memory_space: Attribute | None = None

    def render(self) -> str:
        text = f"memref<{_shape_prefix(self.shape)}{self.element_type}"
        if self.layout is not None:
            text += f", {self.layout}"
        if self.memory_space is not None:
            text += f", {memory_space_text(self.memory_space)}"
        return text + ">"

    @property
    def memory_space_number(self) -> int:
        """The integer memory space (0 when absent), the address space of the lowered pointers."""
        from gpuopt.ir.attributes import IntegerAttr

        if self.memory_space is None:
            return 0
        if isinstance(self.memory_space, IntegerAttr):
            return self.memory_space.value
        raise ValueError(f"non-integer memory space {self.memory_space}")


@dataclass(frozen=True)
class UnrankedMemRefType(Type):
    element_type: Type
    memory_space: Attribute | None = None

    def render(self) -> str:
        space = f", {memory_space_text(self.memory_space)}" if self.memory_space is not None else ""
        return f"memref<*x{self.element_type}{space}>"


@dataclass(frozen=True)
class AsyncTokenType(Type):
    def render(self) -> str:
        return "!gpu.async.token"


@dataclass(frozen=True)
class MMAMatrixType(Type):
    shape: tuple[int, ...]
    element_type: Type
    operand: str  # "AOp", "BOp" or "COp"

    def render(self) -> str:
        return f'!gpu.mma_matrix<{_shape_prefix(self.shape)}{self.element_type}, "{self.operand}">'


@dataclass(frozen=True)
class OpaqueType(Type):
    """A type of an unregistered dialect, kept as text: `!foo.bar<...>`."""

    spelling: str

    def render(self) -> str:
        return self.spelling


# ---------------------------------------------------------------------------------------------------------
# LLVM dialect types (typed-pointer era, as in MLIR 14).  Inside an LLVM type, nested LLVM types drop the
# `!llvm.` prefix: `!llvm.ptr<struct<(ptr<f32>, i64)>>`.


class LLVMType(Type):
    def body(self) -> str:
        raise NotImplementedError

    def render(self) -> str:
        return "!llvm." + self.body()


def llvm_inner(t: Type) -> str:
    """`t` nested in an LLVM type: its cached spelling, less the `!llvm.` prefix of an LLVM type."""
    return t.text[6:] if isinstance(t, LLVMType) else t.text


@dataclass(frozen=True)
class LLVMPointerType(LLVMType):
    pointee: Type | None  # None: the opaque `!llvm.ptr`
    address_space: int = 0

    def body(self) -> str:
        if self.pointee is None:
            return "ptr" if self.address_space == 0 else f"ptr<{self.address_space}>"
        space = f", {self.address_space}" if self.address_space else ""
        return f"ptr<{llvm_inner(self.pointee)}{space}>"


@dataclass(frozen=True)
class LLVMStructType(LLVMType):
    body_types: tuple[Type, ...] | None = None  # None: opaque named struct
    name: str | None = None
    packed: bool = False
    reference: bool = False  # `struct<"name">`, naming an identified struct whose body is printed elsewhere

    def body(self) -> str:
        packed = "packed " if self.packed else ""
        if self.name is None:
            return f"struct<{packed}(" + ", ".join(map(llvm_inner, self.body_types or ())) + ")>"
        from gpuopt.ir.attributes import escape_string

        quoted = '"' + escape_string(self.name) + '"'
        if self.reference:
            return f"struct<{quoted}>"
        if self.body_types is None:
            return f"struct<{quoted}, opaque>"
        return f"struct<{quoted}, {packed}(" + ", ".join(map(llvm_inner, self.body_types)) + ")>"


@dataclass(frozen=True)
class LLVMArrayType(LLVMType):
    size: int
    element_type: Type

    def body(self) -> str:
        return f"array<{self.size} x {llvm_inner(self.element_type)}>"


@dataclass(frozen=True)
class LLVMVoidType(LLVMType):
    def body(self) -> str:
        return "void"


@dataclass(frozen=True)
class LLVMFunctionType(LLVMType):
    result: Type
    params: tuple[Type, ...] = field(default=())
    var_arg: bool = False

    def body(self) -> str:
        params = [llvm_inner(p) for p in self.params]
        if self.var_arg:
            params.append("...")
        return f"func<{llvm_inner(self.result)} (" + ", ".join(params) + ")>"


# Common instances.
i1 = IntegerType(1)
i8 = IntegerType(8)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()
f16 = FloatType("f16")
f32 = FloatType("f32")
f64 = FloatType("f64")
async_token = AsyncTokenType()
llvm_void = LLVMVoidType()
llvm_i8_ptr = LLVMPointerType(i8)



def i1_like(t: Type) -> Type:
    """getI1SameShape: i1, or a vector or tensor of i1 of `t`'s shape (the type of a comparison of `t`)."""
    if isinstance(t, VectorType):
        return VectorType(t.shape, i1, t.num_scalable)
    if isinstance(t, RankedTensorType):
        return RankedTensorType(t.shape, i1)
    if isinstance(t, UnrankedTensorType):
        return UnrankedTensorType(i1)
    return i1

def is_llvm_compatible(t: Type) -> bool:
    """Whether `t` may appear in LLVM-dialect IR (builtin ints/floats/vectors or an LLVM type)."""
    return isinstance(t, (LLVMType, IntegerType, FloatType)) or (
        isinstance(t, VectorType) and is_llvm_compatible(t.element_type)
    )
