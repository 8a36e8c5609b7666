"""The pass registry.  A pass declares its name, summary and options once; the CLI flags, `--help` and
`--pass-pipeline` parsing all come from that declaration."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from gpuopt.ir.core import Operation


@dataclass(frozen=True)
class PassOption:
    name: str
    help: str
    default: Any
    parse: Callable[[str], Any] = str


class Pass:
    name: ClassVar[str]
    summary: ClassVar[str]
    options: ClassVar[tuple[PassOption, ...]] = ()

    def __init__(self, **values: Any) -> None:
        self.values = {o.name: values.get(o.name, o.default) for o in self.options}

    def option(self, name: str) -> Any:
        return self.values[name]

    def run(self, module: Operation) -> None:
        raise NotImplementedError


PASSES: dict[str, type[Pass]] = {}


def register_pass(cls: type[Pass]) -> type[Pass]:
    PASSES[cls.name] = cls
    return cls


def load_all() -> None:
    from gpuopt.passes import gpu_to_llvm  # noqa: F401


class PassOptionError(ValueError):
    pass


@dataclass
class PassSpec:
    name: str
    options: dict[str, str] = field(default_factory=dict)

    def instantiate(self) -> Pass:
        cls = PASSES.get(self.name)
        if cls is None:
            raise PassOptionError(f"'{self.name}' does not refer to a registered pass or pass pipeline")
        known = {o.name: o for o in cls.options}
        values: dict[str, Any] = {}
        for key, text in self.options.items():
            opt = known.get(key)
            if opt is None:
                raise PassOptionError(f"no such option '{key}' for pass '{self.name}'")
            try:
                values[key] = opt.parse(text)
            except ValueError:
                raise PassOptionError(f"invalid value '{text}' for option '{key}' of pass '{self.name}'") from None
        return cls(**values)


def parse_option_string(name: str, text: str) -> PassSpec:
    """`a=1 b="x y"` (as in `--gpu-to-llvm="a=1 b=2"`) -> options."""
    import shlex  # here, not at the top: only option strings need it (2 ms of every start-up otherwise)

    options: dict[str, str] = {}
    try:
        words = shlex.split(text)
    except ValueError as e:  # an unterminated quote: a bad option string, not a bug
        raise PassOptionError(f"invalid options '{text}' for pass '{name}': {e}") from None
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise PassOptionError(f"expected '=' in option '{word}' of pass '{name}'")
        options[key] = value
    return PassSpec(name, options)


def parse_pipeline(text: str) -> list[PassSpec]:
    """`builtin.module(gpu-to-llvm{opt=v})`, `gpu-to-llvm,other` or `func(...)` nesting (flattened here:
    every registered pass runs on the whole module)."""
    specs: list[PassSpec] = []
    i = 0
    n = len(text)
    while i < n:
        j = i
        while j < n and text[j] not in ",(){}":
            j += 1
        name = text[i:j].strip()
        if j < n and text[j] == "(":
            i = j + 1  # an op-anchored nested pipeline: descend
            continue
        options = ""
        if j < n and text[j] == "{":
            k = text.find("}", j)
            if k < 0:
                raise PassOptionError("unterminated pass options in pipeline")
            options = text[j + 1:k]
            j = k + 1
        if name:
            specs.append(parse_option_string(name, options))
        while j < n and text[j] in "),":
            j += 1
        i = j
    return specs
