"""The alignments of LLVM 14's `DataLayout`, for the `align` that IRBuilder puts on loads, stores and allocas.

mlir-translate 14 builds loads and stores with `IRBuilder::CreateLoad`/`CreateStore`, which take the ABI
alignment of the type from the module's data layout, and allocas with `CreateAlloca`, which takes the
preferred one; so `store i64` is `align 4` under LLVM's default layout (`i64:32:64`) and `align 8` under
NVPTX's.  Only alignments are modelled (no sizes, offsets or mangling): that is all the text depends on.
"""

from __future__ import annotations

from llvmlite import ir

from gpuopt.translate.types import OtherFloatType

# (kind, bit width) -> (ABI alignment, preferred alignment), in bytes: LLVM 14's DefaultAlignments.
_DEFAULTS: dict[tuple[str, int], tuple[int, int]] = {
    ("i", 1): (1, 1), ("i", 8): (1, 1), ("i", 16): (2, 2), ("i", 32): (4, 4), ("i", 64): (4, 8),
    ("f", 16): (2, 2), ("f", 32): (4, 4), ("f", 64): (8, 8), ("f", 128): (16, 16),
    ("v", 64): (8, 8), ("v", 128): (16, 16),
}
_FLOAT_BITS = {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80, "fp128": 128}


class InvalidDataLayout(ValueError):
    """A `llvm.data_layout` string LLVM would reject."""


class DataLayout:
    """Parsed from a data layout string (empty: LLVM's defaults)."""

    def __init__(self, text: str = "") -> None:
        self.text = text
        self.alignments = dict(_DEFAULTS)
        self.aggregate = (1, 8)
        self.pointers: dict[int, tuple[int, int, int]] = {0: (64, 8, 8)}  # space -> (bits, ABI, preferred)
        for spec in filter(None, text.split("-")):
            self._spec(spec)

    def _spec(self, spec: str) -> None:
        kind, rest = spec[0], spec[1:]
        try:
            if kind == "p":
                space_text, *fields = rest.split(":")
                space = int(space_text) if space_text else 0
                bits, abi = int(fields[0]), int(fields[1]) // 8
                pref = int(fields[2]) // 8 if len(fields) > 2 else abi
                self.pointers[space] = (bits, abi, pref)
            elif kind in "ifv":
                width_text, *fields = rest.split(":")
                abi = int(fields[0]) // 8
                pref = int(fields[1]) // 8 if len(fields) > 1 else abi
                self.alignments[(kind, int(width_text))] = (abi, pref)
            elif kind == "a":
                _, *fields = rest.split(":")  # `a:<abi>:<pref>` (an ABI alignment of 0 means 1)
                abi = max(int(fields[0]) // 8, 1)
                pref = int(fields[1]) // 8 if len(fields) > 1 else abi
                self.aggregate = (abi, pref)
        except (ValueError, IndexError):
            raise InvalidDataLayout(f"malformed data layout specification '{spec}'") from None

    # -- queries ---------------------------------------------------------------------------------------------
    def abi_alignment(self, ty: ir.Type) -> int:
        return self._alignment(ty, abi=True)

    def pref_alignment(self, ty: ir.Type) -> int:
        return self._alignment(ty, abi=False)

    def _alignment(self, ty: ir.Type, abi: bool) -> int:
        pick = 0 if abi else 1
        if isinstance(ty, ir.PointerType):
            return self.pointers.get(ty.addrspace, self.pointers[0])[1 + pick]
        if isinstance(ty, ir.IntType):
            return self._integer(ty.width)[pick]
        if isinstance(ty, ir.ArrayType):
            return self._alignment(ty.element, abi)
        if isinstance(ty, ir.BaseStructType):
            if ty.packed and abi:
                return 1
            members = max((self._alignment(e, True) for e in ty.elements or ()), default=1)
            return max(self.aggregate[pick], 1 if ty.packed else members)
        if isinstance(ty, ir.VectorType):
            bits = self.size_in_bits(ty)
            found = self.alignments.get(("v", bits))
            return found[pick] if found else _power_of_two_ceil((bits + 7) // 8)
        bits = self._float_bits(ty)
        if bits:
            found = self.alignments.get(("f", bits))
            return found[pick] if found else _power_of_two_ceil((bits + 7) // 8)
        return 1

    def _integer(self, width: int) -> tuple[int, int]:
        """The entry for `width`, else the next wider integer's, else the widest one's (LLVM's lookup)."""
        widths = sorted(w for k, w in self.alignments if k == "i")
        wider = [w for w in widths if w >= width]
        return self.alignments[("i", wider[0] if wider else widths[-1])]

    @staticmethod
    def _float_bits(ty: ir.Type) -> int:
        name = ty.name if isinstance(ty, OtherFloatType) else str(ty)
        return _FLOAT_BITS.get(name, 0)

    def size_in_bits(self, ty: ir.Type) -> int:
        """getTypeSizeInBits: scalars and vectors by their bits, aggregates by their allocation sizes."""
        if isinstance(ty, ir.IntType):
            return ty.width
        if isinstance(ty, ir.PointerType):
            return self.pointers.get(ty.addrspace, self.pointers[0])[0]
        if isinstance(ty, ir.VectorType):
            return ty.count * self.size_in_bits(ty.element)
        if isinstance(ty, ir.ArrayType):
            return ty.count * self.alloc_size(ty.element) * 8
        if isinstance(ty, ir.BaseStructType):
            offset = 0
            for element in ty.elements or ():
                if not ty.packed:
                    offset = _align_to(offset, self.abi_alignment(element))
                offset += self.alloc_size(element)
            return _align_to(offset, 1 if ty.packed else self.abi_alignment(ty)) * 8
        return self._float_bits(ty)

    def alloc_size(self, ty: ir.Type) -> int:
        """getTypeAllocSize, in bytes: the store size rounded up to the ABI alignment."""
        return _align_to((self.size_in_bits(ty) + 7) // 8, self.abi_alignment(ty))

    def global_alignment(self, gv: ir.GlobalValue) -> int:
        """Value::getPointerAlignment of a global: its `align`, else the preferred alignment of a strong
        definition (16 for big initialized ones), else the type's ABI alignment; functions 1."""
        if isinstance(gv, ir.Function):
            return 1
        explicit = gv.align or 0
        if explicit:
            return explicit
        ty = gv.value_type
        strong = gv.initializer is not None and gv.linkage not in (
            "weak", "weak_odr", "linkonce", "linkonce_odr", "common", "extern_weak", "available_externally")
        if not strong:
            return self.abi_alignment(ty)
        alignment = self.pref_alignment(ty)
        if alignment < 16 and self.size_in_bits(ty) > 128:
            alignment = 16
        return alignment


def _align_to(n: int, alignment: int) -> int:
    return (n + alignment - 1) // alignment * alignment


def _power_of_two_ceil(n: int) -> int:
    p = 1
    while p < n:
        p <<= 1
    return p
