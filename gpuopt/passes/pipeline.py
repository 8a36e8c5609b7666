"""`--pass-pipeline` text, parsed as MLIR 14's TextualPipeline parses it.

`builtin.module(gpu.module(a{opt=v},b),c)`: a name followed by `(` is an op name whose nested pipeline runs
on the ops of that name directly inside the op the enclosing pipeline runs on; any other name is a pass,
with options in braces.  Parsing happens once, when the command line is read (syntax errors and unknown
pass names are reported then, located in the pipeline text, as `MLIR Textual PassPipeline Parser:1:COL:`);
adding the elements to a pass manager happens per input chunk, after the input is parsed, and reports a pass
anchored on another op than its pipeline's (`Can't add pass ...`), as 14 does.
"""

from __future__ import annotations

from gpuopt.passes import PASSES, PassOptionError
from gpuopt.valueclass import dataclass, field

BUFFER = "MLIR Textual PassPipeline Parser"
"""The buffer name 14's pipeline syntax errors are located in."""


@dataclass
class Element:
    """A pass (`nested` empty) or an op name with its nested pipeline; `start` is where `name` begins."""

    name: str
    start: int
    options: str = ""
    nested: list[Element] = field(default_factory=list)


class PipelineSyntaxError(PassOptionError):
    """A located error in the pipeline text: `FILE:LINE:COL: error: message`, the line and a caret."""

    def __init__(self, text: str, offset: int, message: str) -> None:
        line = text.count("\n", 0, offset) + 1
        line_start = text.rfind("\n", 0, offset) + 1
        line_end = text.find("\n", offset)
        source = text[line_start:line_end if line_end >= 0 else len(text)]
        column = offset - line_start
        super().__init__(f"{BUFFER}:{line}:{column + 1}: error: {message}", source, " " * column + "^")


def parse_pipeline(text: str) -> list[Element]:
    """The pipeline's elements, every pass name resolved; raises PipelineSyntaxError."""
    if not text:
        return []
    elements = _parse_structure(text)
    _resolve(elements, text)
    return elements


def _parse_structure(text: str) -> list[Element]:
    top: list[Element] = []
    stack = [top]
    i, n = 0, len(text)
    while True:
        pos = _find_first_of(text, i, ",(){")
        raw = text[i:pos]
        stripped = raw.lstrip()
        stack[-1].append(Element(stripped.rstrip(), i + len(raw) - len(stripped)))
        if pos == n:
            break
        i = pos
        if text[i] == "{":
            close, depth = -1, 1
            for k in range(i + 1, n):
                if text[k] == "{":
                    depth += 1
                elif text[k] == "}":
                    depth -= 1
                    if depth == 0:
                        close = k
                        break
            if close < 0:
                raise PipelineSyntaxError(text, i, "missing closing '}' while processing pass options")
            stack[-1][-1].options = text[i + 1:close]
            i = close + 1
        elif text[i] == "(":
            stack.append(stack[-1][-1].nested)
            i += 1
            continue
        while i < n and text[i] == ")":
            if len(stack) == 1:
                raise PipelineSyntaxError(
                    text, i, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
            stack.pop()
            i += 1
        if i == n:
            break
        if text[i] != ",":
            raise PipelineSyntaxError(text, i, "expected ',' after parsing pipeline")
        i += 1
    if len(stack) > 1:
        raise PipelineSyntaxError(text, i, "encountered unbalanced parentheses while parsing pipeline")
    return top


def _find_first_of(text: str, start: int, chars: str) -> int:
    for k in range(start, len(text)):
        if text[k] in chars:
            return k
    return len(text)


def _resolve(elements: list[Element], text: str) -> None:
    for element in elements:
        if element.nested:
            _resolve(element.nested, text)
        elif element.name not in PASSES:
            raise PipelineSyntaxError(text, element.start,
                                      f"'{element.name}' does not refer to a registered pass or pass pipeline")
