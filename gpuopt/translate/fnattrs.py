"""LLVM 14 function and parameter attributes: which names are attributes, and the order LLVM prints them in.

An AttributeSet is sorted by kind: enum attributes (`nounwind`) in the order of their TableGen record names
(`NoUnwind`, so `nofree nosync nounwind`), then integer attributes (`align 16`), then type attributes, then
string attributes (`"amdgpu-flat-work-group-size"="1, 256"`) by key.  `passthrough` on an `llvm.func` names
them as mlir-translate 14 reads them: a known enum name is that attribute, an unknown one a string attribute.
"""

from __future__ import annotations

from gpuopt.valueclass import dataclass

# display name -> TableGen record name, for LLVM 14's enum attributes
ENUM_ATTRIBUTES: dict[str, str] = {
    "alwaysinline": "AlwaysInline", "argmemonly": "ArgMemOnly", "builtin": "Builtin", "cold": "Cold",
    "convergent": "Convergent", "disable_sanitizer_instrumentation": "DisableSanitizerInstrumentation",
    "hot": "Hot", "immarg": "ImmArg", "inreg": "InReg", "inaccessiblememonly": "InaccessibleMemOnly",
    "inaccessiblemem_or_argmemonly": "InaccessibleMemOrArgMemOnly", "inlinehint": "InlineHint",
    "jumptable": "JumpTable", "minsize": "MinSize", "mustprogress": "MustProgress", "naked": "Naked",
    "nest": "Nest", "noalias": "NoAlias", "nobuiltin": "NoBuiltin", "nocallback": "NoCallback",
    "nocapture": "NoCapture", "nocf_check": "NoCfCheck", "noduplicate": "NoDuplicate", "nofree": "NoFree",
    "noimplicitfloat": "NoImplicitFloat", "noinline": "NoInline", "nomerge": "NoMerge", "noprofile": "NoProfile",
    "norecurse": "NoRecurse", "noredzone": "NoRedZone", "noreturn": "NoReturn",
    "nosanitize_coverage": "NoSanitizeCoverage", "nosync": "NoSync", "noundef": "NoUndef", "nounwind": "NoUnwind",
    "nonlazybind": "NonLazyBind", "nonnull": "NonNull", "null_pointer_is_valid": "NullPointerIsValid",
    "optforfuzzing": "OptForFuzzing", "optsize": "OptimizeForSize", "optnone": "OptimizeNone",
    "readnone": "ReadNone", "readonly": "ReadOnly", "returned": "Returned", "returns_twice": "ReturnsTwice",
    "signext": "SExt", "safestack": "SafeStack", "sanitize_address": "SanitizeAddress",
    "sanitize_hwaddress": "SanitizeHWAddress", "sanitize_memtag": "SanitizeMemTag",
    "sanitize_memory": "SanitizeMemory", "sanitize_thread": "SanitizeThread", "shadowcallstack": "ShadowCallStack",
    "speculatable": "Speculatable", "speculative_load_hardening": "SpeculativeLoadHardening", "ssp": "StackProtect",
    "sspreq": "StackProtectReq", "sspstrong": "StackProtectStrong", "strictfp": "StrictFP",
    "swiftasync": "SwiftAsync", "swifterror": "SwiftError", "swiftself": "SwiftSelf", "uwtable": "UWTable",
    "willreturn": "WillReturn", "writeonly": "WriteOnly", "zeroext": "ZExt",
}
INT_ATTRIBUTES: dict[str, str] = {
    "align": "Alignment", "allocsize": "AllocSize", "dereferenceable": "Dereferenceable",
    "dereferenceable_or_null": "DereferenceableOrNull", "alignstack": "StackAlignment",
    "vscale_range": "VScaleRange",
}


@dataclass(frozen=True)
class Attribute:
    """One attribute: an enum one (`nounwind`), an integer one (`align`, value), or a string one (`key`,
    value, `string=True`)."""

    name: str
    value: str | int | None = None
    string: bool = False

    def sort_key(self) -> tuple:
        if self.string:
            return (3, self.name, str(self.value or ""))
        if self.name in INT_ATTRIBUTES:
            return (1, INT_ATTRIBUTES[self.name], self.value or 0)
        return (0, ENUM_ATTRIBUTES.get(self.name, self.name), 0)

    def text(self, in_group: bool = False) -> str:
        """Attribute::getAsString: integer attributes read `align 16`, `alignstack(8)`, but `align=16`
        inside an `attributes #N = { ... }` group."""
        if self.string:
            key = f'"{escape_llvm(self.name)}"'
            return key if not self.value else f'{key}="{escape_llvm(str(self.value))}"'
        if self.value is None:
            return self.name
        if in_group:
            return f"{self.name}={self.value}"
        return f"align {self.value}" if self.name == "align" else f"{self.name}({self.value})"


def attribute_set(attributes: list[Attribute]) -> tuple[Attribute, ...]:
    """LLVM's AttributeSet: one attribute per kind (a later one replaces an earlier one), sorted."""
    by_kind: dict[tuple[str, bool], Attribute] = {}
    for a in attributes:
        by_kind[(a.name, a.string)] = a
    return tuple(sorted(by_kind.values(), key=Attribute.sort_key))


def set_text(attributes: tuple[Attribute, ...], in_group: bool = False) -> str:
    return " ".join(a.text(in_group) for a in attributes)


def escape_llvm(text: str | bytes) -> str:
    """printEscapedString: a backslash doubled, printable ASCII but `"` as is, every other byte as `\\XX`."""
    out = []
    data = text if isinstance(text, (bytes, bytearray)) else text.encode("utf-8", errors="surrogateescape")
    for byte in data:
        ch = chr(byte)
        if ch == "\\":
            out.append("\\\\")
        elif 0x20 <= byte < 0x7F and ch != '"':
            out.append(ch)
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)
