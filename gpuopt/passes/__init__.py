"""The pass registry.  A pass is declared once, as one decorated class: its argument (`name`, the CLI flag and
the pipeline element), summary, options, the op it is anchored on and its upstream C++ name; the CLI flags,
`--help`, `--pass-pipeline` parsing and the pass manager's nesting all come from that declaration.

    @register_pass
    class GpuKernelOutliningPass(Pass):            # the C++ name: IR dump headers and the timing report
        name = "gpu-kernel-outlining"
        summary = "Outline gpu.launch bodies to kernel functions"
        anchor = "builtin.module"                  # OperationPass<ModuleOp>; None: any op, as OperationPass<>

        def run(self, op: Operation) -> None: ...  # `op` is a builtin.module

Option strings (`--NAME=a=1 b="x y"`, `NAME{a=1 b="x y"}`) are split and their values parsed exactly as
MLIR 14's PassOptions and LLVM's `cl::opt<T>` do, with their messages: a quoted value keeps its quotes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping
from typing import Any, ClassVar

from gpuopt.ir.core import Operation
from gpuopt.valueclass import dataclass, field

PROGRAM = "gpuopt"
"""The program name LLVM's option errors start with (mlir-opt's are `mlir-opt: for the --x option: ...`)."""


class PassOptionError(ValueError):
    """A bad pass option or pipeline: `lines` are what mlir-opt 14 prints for it, in order."""

    def __init__(self, *lines: str) -> None:
        super().__init__("\n".join(lines))
        self.lines = list(lines)


class PassFailure(Exception):
    """Raised by a pass that fails without a diagnostic of its own (upstream's `signalPassFailure()`)."""


@dataclass(frozen=True)
class PassOption:
    """One option of a pass.  `parse` turns the text into a value (raising ValueError); by default the
    default value's type decides, as `cl::opt<bool>`, `cl::opt<unsigned>`, `cl::opt<int>`, `cl::opt<string>`."""

    name: str
    help: str
    default: Any
    parse: Callable[[str], Any] | None = None

    @property
    def kind(self) -> str:
        """LLVM's name for the value type, as its messages spell it."""
        if self.parse is not None or isinstance(self.default, str):
            return "string"
        if isinstance(self.default, bool):
            return "boolean"
        if isinstance(self.default, int):
            return "uint" if self.default >= 0 else "integer"
        return "string"

    def value_of(self, text: str | None) -> Any:
        """The option's value from its text (None: `name` given without `=`), or PassOptionError."""
        kind = self.kind
        if kind == "boolean":
            value = parse_bool(text)
            if value is None:
                raise self.error(f"'{text}' is invalid value for boolean argument! Try 0 or 1")
            return value
        if text is None:
            raise self.error("requires a value!")
        if kind in ("uint", "integer"):
            number = parse_integer(text)
            if number is None or (kind == "uint" and number < 0):
                raise self.error(f"'{text}' value invalid for {kind} argument!")
            return number
        if self.parse is None:
            return text
        try:
            return self.parse(text)
        except PassOptionError:  # the parser's own message (an enum option's "Cannot find option named")
            raise
        except ValueError:
            raise self.error(f"'{text}' value invalid for {self.name} argument!") from None

    def error(self, message: str) -> PassOptionError:
        return PassOptionError(f"{PROGRAM}: for the --{self.name} option: {message}")


def parse_bool(text: str | None) -> bool | None:
    """LLVM's `cl::parser<bool>`: no value is true; None for anything it rejects."""
    if text is None or text in ("", "true", "TRUE", "True", "1"):
        return True
    if text in ("false", "FALSE", "False", "0"):
        return False
    return None


def parse_integer(text: str) -> int | None:
    """LLVM's `StringRef::getAsInteger(0, ...)`: decimal, 0x hex, 0b binary, 0o or leading-0 octal."""
    body = text[1:] if text[:1] == "-" else text
    base = 10
    lowered = body.lower()
    if lowered.startswith(("0x", "0b", "0o")):
        base = {"x": 16, "b": 2, "o": 8}[lowered[1]]
        body = body[2:]
    elif len(body) > 1 and body[0] == "0":
        base = 8
    try:
        value = int(body, base) if body and body.isalnum() else None
    except ValueError:
        return None
    if value is None:
        return None
    return -value if text[:1] == "-" else value


class Pass:
    """A pass: subclasses declare `name`, `summary`, `options`, `anchor` and implement `run`."""

    name: ClassVar[str]
    """The pass argument: `--NAME` and the element of a `--pass-pipeline`."""
    summary: ClassVar[str]
    options: ClassVar[tuple[PassOption, ...]] = ()
    anchor: ClassVar[str | None] = None
    """The op it runs on (`builtin.module`, `gpu.module`, `builtin.func`), None for any op (OperationPass<>)."""
    pass_name: ClassVar[str]
    """The upstream C++ class name (`GpuToLLVMConversionPass`): the class's own name unless declared."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "pass_name" not in cls.__dict__:
            cls.pass_name = cls.__name__

    def __init__(self, **values: Any) -> None:
        self.values = {o.name: values.get(o.name, o.default) for o in self.options}

    def option(self, name: str) -> Any:
        return self.values[name]

    def run(self, op: Operation) -> None:
        """Transforms `op` (an op named `anchor`); raises DiagnosticError or PassFailure when it fails."""
        raise NotImplementedError

    @classmethod
    def from_options(cls, text: str) -> Pass:
        """An instance configured by an option string (`a=1 b="x y"`), or PassOptionError as MLIR 14 reports."""
        known = {o.name: o for o in cls.options}
        values: dict[str, Any] = {}
        for key, value in split_options(text):
            option = known.get(key)
            if option is None:
                raise PassOptionError(f"<Pass-Options-Parser>: no such option {key}")
            values[key] = option.value_of(value)
        return cls(**values)


class PassRegistry(MutableMapping[str, type[Pass]]):
    """Every pass by name.  Start-up pays only for the passes a run asks for: the names come from a catalog
    (pass name -> the module that registers it) cached beside the parser tables, and a pass's module is
    imported at its first lookup.  The catalog is rebuilt, by importing every module in PASS_MODULES, when
    one of the pass modules' sources changes.  Passes registered at run time (tests) live beside it."""

    def __init__(self) -> None:
        self.loaded: dict[str, type[Pass]] = {}
        self._catalog: dict[str, str] | None = None

    def catalog(self) -> dict[str, str]:
        if self._catalog is None:
            self._catalog = _load_catalog()
        return self._catalog

    def __getitem__(self, name: str) -> type[Pass]:
        cls = self.loaded.get(name)
        if cls is None:
            import importlib

            importlib.import_module(self.catalog()[name])
            cls = self.loaded[name]
        return cls

    def __setitem__(self, name: str, cls: type[Pass]) -> None:
        self.loaded[name] = cls

    def __delitem__(self, name: str) -> None:
        del self.loaded[name]
        if self._catalog is not None:
            self._catalog.pop(name, None)

    def __contains__(self, name: object) -> bool:
        return name in self.loaded or name in self.catalog()

    def __iter__(self) -> Iterator[str]:
        return iter({**dict.fromkeys(self.catalog()), **dict.fromkeys(self.loaded)})

    def __len__(self) -> int:
        return len(set(self.catalog()) | set(self.loaded))


PASSES = PassRegistry()


def register_pass(cls: type[Pass]) -> type[Pass]:
    PASSES[cls.name] = cls
    return cls


PASS_MODULES: tuple[str, ...] = (
    "arith_to_llvm",
    "async_ref_counting",
    "async_region",
    "async_to_async_runtime",
    "async_to_llvm",
    "canonicalize",
    "cse",
    "gpu_to_host",
    "gpu_to_host_object",
    "gpu_to_llvm",
    "gpu_to_nvvm",
    "gpu_to_rocdl",
    "kernel_outlining",
    "math_to_llvm",
    "memref_to_llvm",
    "reconcile_unrealized_casts",
    "scf_to_std",
    "serialize_to_cubin",
    "serialize_to_hsaco",
    "std_to_llvm",
    "strip_debuginfo",
    "vector_to_llvm",
    "vector_to_rocdl",
)
"""The modules of `gpuopt.passes` that declare passes; adding a pass module is one entry here."""


def load_all() -> None:
    """Imports every pass module, which registers its passes (their runs import what they need)."""
    import importlib

    for name in PASS_MODULES:
        importlib.import_module(f"gpuopt.passes.{name}")


_CATALOG_FORMAT = b"pass-catalog-1"


def _load_catalog() -> dict[str, str]:
    """{pass name: module} from the cache, else by importing every pass module (and caching the result).
    The cache file is named by a checksum of the pass modules' sources, as the parser tables are."""
    import os
    from zlib import adler32, crc32

    from gpuopt.valueclass import cache_root, read_cached, write_cached

    here = os.path.dirname(__file__)
    key = _CATALOG_FORMAT + ",".join(PASS_MODULES).encode()
    for name in PASS_MODULES:
        try:
            with open(os.path.join(here, *name.split(".")) + ".py", "rb") as f:
                key += b"\0" + f.read()
        except OSError:  # an install that ships only bytecode: the module list still counts
            pass
    root = cache_root()
    path = None if root is None else root / f"passes-{crc32(key):08x}{adler32(key):08x}.marshal"
    catalog = read_cached(path)
    if isinstance(catalog, dict):
        return catalog
    load_all()
    catalog = {name: cls.__module__ for name, cls in PASSES.loaded.items()
               if cls.__module__.startswith("gpuopt.")}
    write_cached(path, catalog)
    return catalog


def split_options(text: str) -> list[tuple[str, str | None]]:
    """`a=1 b="x y" c` -> [("a", "1"), ("b", '"x y"'), ("c", None)], split as MLIR 14's `parseNextArg`: at
    spaces outside quotes and braces, quotes kept (an unterminated quote is an ordinary character)."""
    out: list[tuple[str, str | None]] = []
    rest = text
    while rest:
        i, n = 0, len(rest)
        while i < n and rest[i] not in " =":
            i += 1
        key = rest[:i].strip()
        if i == n or rest[i] == " ":
            rest = rest[i:].lstrip()
            if key:
                out.append((key, None))
            continue
        rest = rest[i + 1:].lstrip()
        j, n = 0, len(rest)
        while j < n and rest[j] != " ":
            if rest[j] in "'\"":
                close = rest.find(rest[j], j + 1)
                j = close if close >= 0 else j
            elif rest[j] == "{":
                j = _brace_end(rest, j)
            j += 1
        value = rest[:j].strip()
        rest = rest[j:].lstrip()
        if key:
            out.append((key, value))
    return out


def _brace_end(text: str, start: int) -> int:
    """The index just before where the `{...}` opened at `start` ends, quotes skipped (parseNextArg's scan)."""
    depth = 1
    i = start + 1
    while i < len(text):
        c = text[i]
        if c in "'\"":
            close = text.find(c, i + 1)
            i = close if close >= 0 else i
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i - 1
        i += 1
    return i - 1


@dataclass
class PassSpec:
    """A registered pass by argument, with option texts (`PassSpec("gpu-to-llvm").instantiate().run(m)`)."""

    name: str
    options: dict[str, str] = field(default_factory=dict)

    def instantiate(self) -> Pass:
        cls = PASSES.get(self.name)
        if cls is None:
            raise PassOptionError(f"'{self.name}' does not refer to a registered pass or pass pipeline")
        known = {o.name: o for o in cls.options}
        for key in self.options:
            if key not in known:
                raise PassOptionError(f"<Pass-Options-Parser>: no such option {key}")
        return cls(**{key: known[key].value_of(text) for key, text in self.options.items()})
