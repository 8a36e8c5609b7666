"""The op-anchored pass manager, after MLIR 14's OpPassManager and OpToOpPassAdaptor.

An `OpPassManager` runs its passes, in order, on one op (named `op_name`).  `nest(name)` appends an adaptor
whose nested manager runs on every op of that name directly inside the op (upstream's nested pipelines:
`builtin.module(gpu.module(x))` reaches the gpu.modules of the top module's child modules, and no deeper).
Adjacent adaptors are merged before running, as upstream's `coalesceAdjacentAdaptorPasses` does, so that
`builtin.func(a),builtin.func(b),gpu.module(c)` runs `a, b` on each function and `c` on each gpu.module in one
walk, in IR order.

Passes are added two ways, as mlir-opt 14 adds them.  A pass flag (`--convert-gpu-to-nvvm`) nests
implicitly: a pass anchored on another op than its manager's gets a nested manager for its anchor.  A
`--pass-pipeline` is explicit: a pass anchored on another op is an error (`Can't add pass ...`).

After each pass the op it ran on is verified (`-verify-each`); a pass raising DiagnosticError or
PassFailure, or failing that verification, fails the whole run.  Timing and IR printing hook in around each
pass (see `instrument.py` and `gpuopt/timing.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from gpuopt.diagnostics import Diagnostic, DiagnosticError
from gpuopt.ir.core import Operation
from gpuopt.passes import PASSES, Pass, PassFailure, PassOptionError, PassSpec
from gpuopt.passes.pipeline import Element, parse_pipeline
from gpuopt.valueclass import dataclass, field

if TYPE_CHECKING:
    from gpuopt.passes.instrument import IRPrinting
    from gpuopt.timing import Timer

TOP_OP = "builtin.module"
"""What the top-level manager runs on: the module every input is parsed into."""


class OpPassManager:
    """Passes and nested pipelines to run on an op named `op_name`."""

    def __init__(self, op_name: str, implicit: bool = False) -> None:
        self.op_name = op_name
        self.implicit = implicit
        self.items: list[Pass | Adaptor] = []

    def nest(self, op_name: str) -> OpPassManager:
        """A new manager for the ops named `op_name` directly inside this manager's op."""
        nested = OpPassManager(op_name, self.implicit)
        self.items.append(Adaptor([nested]))
        return nested

    def add_pass(self, p: Pass) -> None:
        if self.implicit and p.anchor is not None and p.anchor != self.op_name:
            self.nest(p.anchor).add_pass(p)
            return
        self.items.append(p)

    def add_registered(self, cls: type[Pass], options: str) -> None:
        """Adds a registered pass configured by `options`, checking its anchor unless nesting is implicit;
        raises PassOptionError with the lines 14 prints (the option errors, then the anchor error)."""
        lines: list[str] = []
        p: Pass | None = None
        try:
            p = cls.from_options(options)
        except PassOptionError as e:
            lines += e.lines
        if not self.implicit and cls.anchor is not None and cls.anchor != self.op_name:
            raise PassOptionError(*lines, unknown_loc_error(
                f"Can't add pass '{cls.pass_name}' restricted to '{cls.anchor}' on a PassManager intended to run "
                f"on '{self.op_name}', did you intend to nest?"))
        if p is None:
            raise PassOptionError(*lines)
        self.add_pass(p)

    def passes(self) -> list[Pass]:
        """Every pass, nested ones included, in pipeline order."""
        out: list[Pass] = []
        for item in self.items:
            if isinstance(item, Adaptor):
                for pm in item.managers:
                    out += pm.passes()
            else:
                out.append(item)
        return out

    def coalesce(self) -> None:
        """Merges adjacent adaptors (and, inside them, managers of the same op name), recursively."""
        merged: list[Pass | Adaptor] = []
        last: Adaptor | None = None
        for item in self.items:
            if isinstance(item, Adaptor):
                if last is None:
                    last = item
                    merged.append(item)
                else:
                    last.merge(item)
                continue
            if last is not None:
                for pm in last.managers:
                    pm.coalesce()
                last = None
            merged.append(item)
        if last is not None:
            for pm in last.managers:
                pm.coalesce()
        self.items = merged


@dataclass
class Adaptor:
    """Upstream's OpToOpPassAdaptor: runs each manager on the ops of its name nested in the current op."""

    managers: list[OpPassManager]

    @property
    def name(self) -> str:
        return "Pipeline Collection : [" + ", ".join(f"'{pm.op_name}'" for pm in self.managers) + "]"

    def manager_for(self, op_name: str) -> OpPassManager | None:
        for pm in self.managers:
            if pm.op_name == op_name:
                return pm
        return None

    def merge(self, other: Adaptor) -> None:
        for pm in other.managers:
            existing = self.manager_for(pm.op_name)
            if existing is not None:
                existing.items += pm.items
            else:
                self.managers.append(pm)
        self.managers.sort(key=lambda pm: pm.op_name)


def unknown_loc_error(message: str) -> str:
    """A diagnostic without a location, as mlir-opt 14 prints one."""
    return f"<unknown>:0: error: {message}"


class Step(Protocol):
    """One pass flag or `--pass-pipeline`, in command-line order: adds itself to the top-level manager."""

    def add_to(self, pm: OpPassManager) -> None: ...


@dataclass
class PassFlag:
    """`--NAME` or `--NAME=OPTIONS`: implicitly nested under the top-level manager."""

    name: str
    options: str = ""

    def add_to(self, pm: OpPassManager) -> None:
        pm.add_registered(PASSES[self.name], self.options)


@dataclass
class PipelineText:
    """`--pass-pipeline=TEXT`, parsed when the command line is read (raises PipelineSyntaxError there)."""

    text: str
    elements: list[Element] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.elements = parse_pipeline(self.text)

    def add_to(self, pm: OpPassManager) -> None:
        implicit = pm.implicit
        pm.implicit = False
        try:
            _add_elements(self.elements, pm)
        finally:
            pm.implicit = implicit


def _add_elements(elements: list[Element], pm: OpPassManager) -> None:
    for element in elements:
        if not element.nested:
            try:
                pm.add_registered(PASSES[element.name], element.options)
            except PassOptionError as e:
                raise PassOptionError(*e.lines, unknown_loc_error(
                    f"failed to add `{element.name}` with options `{element.options}`")) from None
            continue
        try:
            _add_elements(element.nested, pm.nest(element.name))
        except PassOptionError as e:
            raise PassOptionError(*e.lines, unknown_loc_error(
                f"failed to add `{element.name}` with options `{element.options}` to inner pipeline")) from None


@dataclass
class PassInstance:
    """A pass made by the caller (a PassSpec's), added as a pass flag adds its pass."""

    instance: Pass

    def add_to(self, pm: OpPassManager) -> None:
        pm.add_pass(self.instance)


def spec_step(spec: PassSpec | Step) -> Step:
    """A PassSpec (the programmatic form) as a step; other steps as they are."""
    return PassInstance(spec.instantiate()) if isinstance(spec, PassSpec) else spec


class PassManagerFailure(Exception):
    """The run failed; its diagnostics were already reported."""


class PassManager(OpPassManager):
    """The top-level manager: runs on the module, verifying after each pass, with optional instrumentation.

    `report` receives a failing pass's diagnostic at once, before any `IR Dump After ... Failed` is printed,
    which is mlir-opt's order on stderr."""

    def __init__(self, report: Callable[[Diagnostic], None], verify_each: bool = True,
                 printing: IRPrinting | None = None, timer: Timer | None = None) -> None:
        super().__init__(TOP_OP, implicit=True)
        self.report = report
        self.verify_each = verify_each
        self.printing = printing
        self.timer = timer

    def run(self, op: Operation) -> None:
        """Runs the pipeline on `op`; raises PassManagerFailure after reporting what failed."""
        self.coalesce()
        self._run_items(self, op, self.timer)

    def _run_items(self, pm: OpPassManager, op: Operation, timer: Timer | None) -> None:
        for item in pm.items:
            if isinstance(item, Adaptor):
                self._run_adaptor(item, op, timer)
            else:
                self._run_pass(item, op, timer)

    def _run_adaptor(self, adaptor: Adaptor, op: Operation, timer: Timer | None) -> None:
        # the tree display shows a collection of one pipeline as that pipeline alone, as 14's does
        scope = timer.nest(id(adaptor), adaptor.name, len(adaptor.managers) == 1) if timer is not None else None
        try:
            for region in op.regions:
                for block in region.blocks:
                    for child in list(block.ops):
                        pm = adaptor.manager_for(child.op_name)
                        if pm is None:
                            continue
                        pipeline = scope.nest(pm.op_name, f"'{pm.op_name}' Pipeline") if scope is not None else None
                        try:
                            self._run_items(pm, child, pipeline)
                        finally:
                            if pipeline is not None:
                                pipeline.stop()
        finally:
            if scope is not None:
                scope.stop()

    def _run_pass(self, p: Pass, op: Operation, timer: Timer | None) -> None:
        from gpuopt.verifier import verify

        if self.printing is not None:
            self.printing.before_pass(p, op)
        scope = timer.nest(id(p), p.pass_name) if timer is not None else None
        try:
            p.run(op)
            if self.verify_each:
                verify(op)
        except (DiagnosticError, PassFailure) as e:
            if scope is not None:
                scope.stop()
            if isinstance(e, DiagnosticError):
                self.report(e.diagnostic)
            if self.printing is not None:
                self.printing.after_pass_failed(p, op)
            raise PassManagerFailure(p.pass_name) from e
        if scope is not None:
            scope.stop()
        if self.printing is not None:
            self.printing.after_pass(p, op)
