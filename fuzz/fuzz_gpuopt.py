"""Mutation fuzz target for the whole gpuopt pipeline: parse, verify, print (custom and generic), re-parse the
printed text, `--gpu-to-llvm`, verify, print, and translate to LLVM IR.

Every input must end in success or a located `DiagnosticError` (the CLI's `FILE:LINE:COL: error: ...` and
exit 1); any other exception is a bug in gpuopt, and so is printed text that does not parse back to the same
text.  The functions here are plain Python, importable without atheris: tests/test_fuzz.py drives them with
hypothesis (deterministic, a few thousand inputs) on every test run.

Coverage-guided fuzzing with atheris (libFuzzer):

    pip install atheris
    python fuzz/fuzz_gpuopt.py --write-seeds fuzz/corpus      # the lit test inputs, one chunk per file
    python fuzz/fuzz_gpuopt.py fuzz/corpus -max_total_time=600 # or -runs=N; add -jobs=8 to run in parallel

libFuzzer mutates bytes; `custom_mutator` below adds the structure-aware mutations of this module (token swaps,
duplicated and deleted lines) half of the time.  A crash leaves `crash-<hash>` with the input: reproduce it
with `GPUOPT_DEBUG=1 gpuopt --allow-unregistered-dialect crash-<hash>` (or `gpuopt-translate`) and add it to
tests/test_regressions.py.  To keep fuzzing past bugs already pinned there, give a regular expression of their
messages: `GPUOPT_FUZZ_IGNORE='redefinition of block|operands present' python fuzz/fuzz_gpuopt.py ...`.
"""

from __future__ import annotations

import os
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MUTATIONS = ("flip", "truncate", "swap", "duplicate_line", "delete_line", "replace_token", "insert_token", "splice",
             "insert_char", "generic", "drop_attribute", "replace_attribute")
"""What `mutate` can do to an input: flip one bit of one byte, cut the input short, swap two tokens, duplicate
or delete a line, overwrite a token with another token of the input, insert one, insert a line of another
input (`donors`), insert one of `ODD_CHARACTERS`, rewrite the input in the generic form (when it parses: so that
the attribute mutations reach every attribute an op has), delete one `name = value` attribute entry, or give one
another entry's value."""

ODD_CHARACTERS = "\u00e9\u0687\u03bb\u00a0\u2028\U0001f600\x00\t\r\x0c\\\"#!^%@<>{}()[]?*-.:=,01x"
"""Characters a bit flip rarely makes: letters outside ASCII, odd white space, NUL, and MLIR punctuation."""

_TOKEN = re.compile(r'%[\w$.#-]+|\^[\w$.-]+|@[\w$.-]+|"(?:[^"\\\n]|\\.)*"|#[\w$.]+|![\w$.]+|[\w.$-]+|[^\s\w]')


class FuzzBug(AssertionError):
    """gpuopt misbehaved on a fuzz input (the message says how; the input is attached)."""

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message)
        self.text = text


@dataclass(frozen=True)
class Mutation:
    """One edit, with positions as fractions of the input (so one mutation applies to any input)."""

    kind: str
    where: float
    other: float = 0.0
    bit: int = 0


def corpus(root: Path = ROOT) -> list[str]:
    """The seed inputs: every `// -----` chunk of the lit tests (test/**/*.mlir), in a stable order."""
    from gpuopt.cli import split_chunks

    chunks: list[str] = []
    for path in sorted((root / "test").glob("**/*.mlir")):
        for chunk, _ in split_chunks(path.read_text(), True):
            if chunk.strip():
                chunks.append(chunk)
    return chunks


def mutate(data: bytes, mutation: Mutation, donors: list[bytes] | None = None) -> bytes:
    """`data` with `mutation` applied; works on bytes, so a flip can leave invalid UTF-8 behind."""
    if not data:
        return data
    kind = mutation.kind
    if kind == "splice":
        if not donors:
            return data
        donor = donors[min(int(mutation.other * len(donors)), len(donors) - 1)].split(b"\n")
        lines = data.split(b"\n")
        at = min(int(mutation.where * len(lines)), len(lines) - 1)
        lines.insert(at, donor[(mutation.bit * 7919 + at) % len(donor)])
        return b"\n".join(lines)
    if kind == "flip":
        i = min(int(mutation.where * len(data)), len(data) - 1)
        return data[:i] + bytes([data[i] ^ (1 << (mutation.bit % 8))]) + data[i + 1:]
    if kind == "truncate":
        return data[:int(mutation.where * len(data))]
    if kind in ("duplicate_line", "delete_line"):
        lines = data.split(b"\n")
        i = min(int(mutation.where * len(lines)), len(lines) - 1)
        if kind == "duplicate_line":
            lines.insert(i, lines[i])
        else:
            del lines[i]
        return b"\n".join(lines)
    text = data.decode("utf-8", "surrogateescape")
    if kind == "generic":
        try:
            return _generic_form(data.decode("utf-8")).encode("utf-8")
        except UnicodeDecodeError:
            return data  # (the tools reject such input before parsing it)
    if kind in ("drop_attribute", "replace_attribute"):
        entries = list(_ATTR_ENTRY.finditer(text))
        if not entries:
            return data
        a = entries[min(int(mutation.where * len(entries)), len(entries) - 1)]
        if kind == "drop_attribute":
            text = text[:a.start()] + text[a.end():]
        else:
            valued = [e for e in entries if e.group("value")]
            if a.group("value") is None or not valued:
                return data
            b = valued[min(int(mutation.other * len(valued)), len(valued) - 1)]
            text = text[:a.start("value")] + b.group("value") + text[a.end("value"):]
        return text.encode("utf-8", "surrogateescape")
    if kind == "insert_char":
        at = int(mutation.where * len(text))
        char = ODD_CHARACTERS[mutation.bit % len(ODD_CHARACTERS)]
        return (text[:at] + char + text[at:]).encode("utf-8", "surrogateescape")
    tokens = list(_TOKEN.finditer(text))
    if len(tokens) < 2:
        return data
    a = tokens[min(int(mutation.where * len(tokens)), len(tokens) - 1)]
    b = tokens[min(int(mutation.other * len(tokens)), len(tokens) - 1)]
    if kind == "swap":
        first, second = sorted((a, b), key=lambda m: m.start())
        if first.start() == second.start():
            return data
        text = (text[:first.start()] + second.group() + text[first.end():second.start()] + first.group()
                + text[second.end():])
    elif kind == "replace_token":
        text = text[:a.start()] + b.group() + text[a.end():]
    elif kind == "insert_token":
        text = text[:a.start()] + b.group() + " " + text[a.start():]
    else:
        raise ValueError(f"unknown mutation {kind!r}")
    return text.encode("utf-8", "surrogateescape")


_ATTR_ENTRY = re.compile(r'(?<=[{,])\s*[\w.$]+(?:\s*=\s*(?P<value>"(?:[^"\\\n]|\\.)*"'
                         r'|[^,{}()<>\s][^,{}()<>\n]*(?:<[^<>\n]*>)?))?\s*,?')
"""One `name = value` (or unit `name`) entry of an attribute dictionary, with its trailing comma."""


def _generic_form(text: str) -> str:
    """`text` printed in the generic form, or unchanged when it does not parse and verify."""
    from gpuopt.diagnostics import DiagnosticError
    from gpuopt.parser import parse
    from gpuopt.printer import print_module
    from gpuopt.verifier import verify

    try:
        module = parse(text, "fuzz.mlir", allow_unregistered=True)
        verify(module)
        return print_module(module, generic=True)
    except DiagnosticError:
        return text


def random_mutations(rng: random.Random, count: int) -> list[Mutation]:
    return [Mutation(rng.choice(MUTATIONS), rng.random(), rng.random(), rng.randrange(1 << 16))
            for _ in range(count)]


def run_pipeline(data: bytes, name: str = "fuzz.mlir") -> str:
    """Runs every stage that applies; returns "ok", "invalid" (a located diagnostic) or "not-utf8".

    Raises FuzzBug when gpuopt misbehaves: an exception other than DiagnosticError (a crash), a diagnostic
    without a location, or printed IR that does not parse back to the same text."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "not-utf8"  # the CLI reports it in one line (tests/test_robustness.py checks that)
    from gpuopt.cli import split_chunks

    outcome = "ok"
    for chunk, offset in split_chunks(text, True):
        if _run_chunk(chunk, name, offset) == "invalid":
            outcome = "invalid"
    return outcome


def _run_chunk(text: str, name: str, offset: int) -> str:
    from gpuopt.diagnostics import DiagnosticError
    from gpuopt.parser import parse
    from gpuopt.passes import PassSpec, load_all
    from gpuopt.printer import print_module
    from gpuopt.translate.verify import InvalidLLVMIR, to_llvm_ir
    from gpuopt.verifier import verify

    load_all()
    stage = "parse"
    try:
        module = parse(text, name, allow_unregistered=True, line_offset=offset)
        stage = "verify"
        verify(module)
        for generic in (False, True):
            stage = "print" + (" (generic)" if generic else "")
            printed = print_module(module, generic=generic)
            stage = "re-parse of the printed" + (" generic" if generic else "") + " form"
            again = parse(printed, "printed.mlir", allow_unregistered=True)
            verify(again)
            if print_module(again, generic=generic) != printed:
                raise FuzzBug(f"{stage}: print -> parse -> print is not a fixed point", text)
        stage = "--gpu-to-llvm"
        PassSpec("gpu-to-llvm").instantiate().run(module)
        stage = "verify after --gpu-to-llvm"
        verify(module)
        stage = "print after --gpu-to-llvm"
        print_module(module)
        stage = "translate"
        try:
            to_llvm_ir(module)
        except InvalidLLVMIR:
            pass  # reported by gpuopt-translate as a one-line error (exit 1)
    except DiagnosticError as e:
        # (`verify after --gpu-to-llvm` may fail: like mlir-opt 14, a partial conversion can leave ops whose
        # parent was converted, e.g. `return` in an llvm.func; that is a located error, not a crash)
        if e.diagnostic.loc is None and stage != "translate":
            raise FuzzBug(f"{stage}: diagnostic without a location: {e}", text) from e
        if stage.startswith("re-parse"):
            raise FuzzBug(f"{stage} failed: {e.diagnostic.loc}: {e}", text) from e
        return "invalid"
    except FuzzBug:
        raise
    except Exception as e:  # noqa: BLE001 - anything but a diagnostic is a bug
        raise FuzzBug(f"{stage}: {type(e).__name__}: {e}", text) from e
    return "ok"


# -- atheris ---------------------------------------------------------------------------------------------

def TestOneInput(data: bytes) -> None:  # noqa: N802 - the name atheris looks for
    try:
        run_pipeline(data)
    except FuzzBug as bug:
        known = os.environ.get("GPUOPT_FUZZ_IGNORE")
        if not (known and re.search(known, str(bug))):
            raise


def custom_mutator(data: bytes, max_size: int, seed: int) -> bytes:
    """Half libFuzzer's own byte mutations, half this module's structure-aware ones."""
    import atheris  # type: ignore[import-not-found]

    rng = random.Random(seed)
    if rng.random() < 0.5:
        return atheris.Mutate(data, max_size)
    for m in random_mutations(rng, rng.randint(1, 3)):
        data = mutate(data, m, _donors())
    return data[:max_size]


_DONORS: list[bytes] = []


def _donors() -> list[bytes]:
    if not _DONORS:
        _DONORS.extend(chunk.encode() for chunk in corpus())
    return _DONORS


def write_seeds(directory: Path) -> int:
    directory.mkdir(parents=True, exist_ok=True)
    chunks = corpus()
    for i, chunk in enumerate(chunks):
        (directory / f"seed-{i:04d}.mlir").write_text(chunk)
    return len(chunks)


def main(argv: list[str]) -> None:
    if len(argv) > 2 and argv[1] == "--write-seeds":
        print(f"wrote {write_seeds(Path(argv[2]))} seeds to {argv[2]}")
        return
    try:
        import atheris  # type: ignore[import-not-found]
    except ImportError:
        raise SystemExit("fuzz_gpuopt.py: atheris is not installed (pip install atheris); without it, run "
                         "`python -m pytest tests/test_fuzz.py`") from None

    sys.setrecursionlimit(20_000)
    with atheris.instrument_imports():
        import gpuopt.cli  # noqa: F401
        import gpuopt.translate.verify  # noqa: F401
    atheris.Setup(argv, TestOneInput, custom_mutator=custom_mutator)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
