"""async (MLIR 14): asynchronous regions (`async.execute`), their tokens, values and groups, and the
coroutine and runtime ops that `async-to-async-runtime` lowers them to, with mlir-opt 14's syntax and
messages.  (The module is `async_` because `async` is a Python keyword; the dialect is `async`.)

`async.execute` writes its syntax by hand upstream, so it keeps a rule in async.lark; every other op has a
declarative format.  Ops whose result types ODS can build infer them (InferTypeOpInterface), so a wrong
result type is reported as mlir-opt 14 reports it ("inferred type(s) ... are incompatible ...").
"""

from __future__ import annotations

from typing import Any

from gpuopt.dialects import attr_kinds, ods
from gpuopt.dialects.format import custom_directive
from gpuopt.dialects.ods import (
    INDEX,
    AttrSizedOperandSegments,
    Constraint,
    NoSideEffect,
    Terminator,
    attribute,
    op,
    operand,
    optional_result,
    result,
    successor,
    variadic_operand,
    variadic_result,
)
from gpuopt.dialects.traits import HasParent, SingleBlockImplicitTerminator, TypesMatchWith
from gpuopt.ir import attributes as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Region, Value
from gpuopt.rewrite.patterns import patterns_of
from gpuopt.syntax import ParseContext, PrintContext, region_with_entry_args
from gpuopt.valueclass import dataclass

ALLOWED_TO_BLOCK_ATTR = "async.allowed_to_block"
"""On a function: it may block in `async.runtime.await` (async-to-async-runtime leaves its awaits alone)."""


# ---------------------------------------------------------------------------------------------------------
# Types


@dataclass(frozen=True)
class TokenType(T.Type):
    """`!async.token`: the completion of an asynchronous region."""

    def render(self) -> str:
        return "!async.token"


@dataclass(frozen=True)
class ValueType(T.Type):
    """`!async.value<T>`: a value of type T that becomes available later."""

    value_type: T.Type

    def render(self) -> str:
        return f"!async.value<{self.value_type}>"


@dataclass(frozen=True)
class GroupType(T.Type):
    """`!async.group`: a set of tokens and values awaited together."""

    def render(self) -> str:
        return "!async.group"


@dataclass(frozen=True)
class CoroIdType(T.Type):
    def render(self) -> str:
        return "!async.coro.id"


@dataclass(frozen=True)
class CoroHandleType(T.Type):
    def render(self) -> str:
        return "!async.coro.handle"


@dataclass(frozen=True)
class CoroStateType(T.Type):
    def render(self) -> str:
        return "!async.coro.state"


TOKEN_TYPE = TokenType()
GROUP_TYPE = GroupType()
CORO_ID_TYPE = CoroIdType()
CORO_HANDLE_TYPE = CoroHandleType()
CORO_STATE_TYPE = CoroStateType()

TOKEN = ods.of_type(TOKEN_TYPE, description="async token type")
VALUE = ods.of_type(ValueType, description="async value type")
GROUP = ods.of_type(GROUP_TYPE, description="async group type")
VALUE_OR_TOKEN = Constraint("async value type or async token type",
                            lambda t: isinstance(t, (ValueType, TokenType)))
ANY_ASYNC = Constraint("async value type or async token type or async group type",
                       lambda t: isinstance(t, (ValueType, TokenType, GroupType)))
CORO_ID = ods.of_type(CORO_ID_TYPE, description="switched-resume coroutine identifier")
CORO_HANDLE = ods.of_type(CORO_HANDLE_TYPE, description="coroutine handle")
CORO_STATE = ods.of_type(CORO_STATE_TYPE, description="saved coroutine state")
POSITIVE_I64 = attr_kinds.AnyAttr("64-bit signless integer attribute whose value is positive",
                                  lambda a: isinstance(a, A.IntegerAttr) and a.type == T.i64 and a.value > 0)


def unwrapped(t: T.Type) -> T.Type:
    """The type an `!async.value<T>` holds (T); any other type as it is."""
    return t.value_type if isinstance(t, ValueType) else t


class _Inferred:
    """InferTypeOpInterface for ops whose result types are fixed (ODS builds them), as mlir-opt 14 has it:
    a wrong result type is reported before anything else."""

    fixed_result_types: tuple[T.Type, ...] = ()

    @classmethod
    def infer_result_types(cls, operand_types: list[T.Type], attributes: Any) -> list[T.Type]:
        return list(cls.fixed_result_types)


# ---------------------------------------------------------------------------------------------------------
# async.execute and async.yield


@op("async.execute", traits=(SingleBlockImplicitTerminator("async.yield"), AttrSizedOperandSegments),
    syntax="async_execute")
class ExecuteOp(Operation):
    """`%token, %results = async.execute [%deps] (%v as %x: !async.value<f32>) -> !async.value<i32> {...}`:
    the body may run concurrently once the dependencies and operands are ready; its block arguments are the
    operands' unwrapped values, its `async.yield` gives the results' values."""

    dependencies = variadic_operand(TOKEN)
    operands_ = variadic_operand(VALUE_OR_TOKEN)
    token = result(TOKEN)
    results_ = variadic_result(VALUE)
    body_region = ods.region()

    @property
    def body(self) -> Any:
        return self.regions[0].blocks[0]

    @classmethod
    def build(cls, result_types: list[T.Type], dependencies: list[Value], operands: list[Value]) -> ExecuteOp:
        """As upstream's builder: a token, then each result type as an `!async.value`, and an entry block
        with the operands' unwrapped types (empty: the caller fills it)."""
        from gpuopt.ir.core import Block

        body = Block([unwrapped(v.type) for v in operands])
        return ods.create(cls, [list(dependencies), list(operands)],  # type: ignore[return-value]
                          [TOKEN_TYPE, [ValueType(t) for t in result_types]], regions=[Region([body])])

    def result_names(self) -> list[tuple[int, str]]:
        names = [(0, "token")]
        if len(self.results) > 1:
            names.append((1, "results"))
        return names

    @classmethod
    def from_syntax(cls, p: ParseContext, items: list[Any], loc: Any) -> Operation:
        dependencies, operands, types, attrs, body = items
        deps = p.uses(dependencies, [TOKEN_TYPE] * len(dependencies)) if dependencies else []
        operands = operands or []
        values = p.uses([v for v, _, _ in operands], [t for _, _, t in operands])
        if operands:
            body = region_with_entry_args(p, body, [a for _, a, _ in operands], [unwrapped(t) for _, _, t in operands])
        return ods.create(cls, [deps, values], [TOKEN_TYPE, list(types or [])], attrs, regions=[body], loc=loc)

    def print_custom(self, p: PrintContext) -> None:
        r = self.regions[0] if len(self.regions) == 1 else None
        operands = self.operands_
        if r is None or not r.blocks or len(r.blocks[0].args) != len(operands) or not self.results:
            p.print_generic(self)  # type: ignore[attr-defined]
            return
        p.write("async.execute")
        if self.dependencies:
            p.write(f" [{p.values(self.dependencies)}]")
        if operands:
            pairs = (f"{p.value(v)} as {p.value(a)}: {p.type(v.type)}" for v, a in zip(operands, r.blocks[0].args))
            p.write(" (" + ", ".join(pairs) + ")")
        types = [v.type for v in self.results[1:]]
        if len(types) == 1 and not isinstance(types[0], T.FunctionType):
            p.write(f" -> {p.type(types[0])}")
        elif types:
            p.write(f" -> ({p.types(types)})")
        p.write(p.attr_dict(self.attributes, elide=("operand_segment_sizes",), keyword=True))
        p.write(" ")
        p.region(r, print_entry_args=False)

    def verify(self) -> None:
        if len(self.regions[0].blocks) != 1:
            raise self.error("region #0 ('body') failed to verify constraint: region with 1 blocks")
        args = self.regions[0].blocks[0].args
        operands = self.operands_
        if len(args) != len(operands) or any(unwrapped(v.type) != a.type for v, a in zip(operands, args)):
            raise self.error("async body region argument types do not match the execute operation arguments types")


@op("async.yield", traits=(HasParent("async.execute"), NoSideEffect, Terminator),
    format="($operands_^ `:` type($operands_))? attr-dict")
class YieldOp(Operation):
    """Ends an `async.execute` body: the values of its results."""

    operands_ = variadic_operand(ods.ANY)

    @classmethod
    def build(cls, values: list[Value]) -> YieldOp:
        return ods.create(cls, [list(values)], [])  # type: ignore[return-value]

    def verify(self) -> None:
        parent = self.parent_op
        want = [unwrapped(r.type) for r in parent.results[1:]] if parent is not None else []
        if [v.type for v in self.operands] != want:
            raise self.error("operand types do not match the types returned from the parent ExecuteOp")


# ---------------------------------------------------------------------------------------------------------
# await and groups


@custom_directive("AwaitResultType", "type")
class _AwaitResultType:
    """`custom<AwaitResultType>(type($operand_), type($result))`: the operand's type; the result is the
    value an `!async.value` holds (none for a token)."""

    @staticmethod
    def parse(p: ParseContext, parts: list[Any], op_name: str) -> tuple[list[T.Type], list[T.Type]]:
        t = parts[0]
        return [t], ([t.value_type] if isinstance(t, ValueType) else [])

    @staticmethod
    def print(p: PrintContext, op: Operation, operand_types: list[T.Type], result_types: list[T.Type]) -> str:
        return p.types(operand_types)


@op("async.await", format="$operand_ `:` custom<AwaitResultType>(type($operand_), type($result_)) attr-dict")
class AwaitOp(Operation):
    """`async.await %token : !async.token`, `%v = async.await %value : !async.value<f32>`: blocks until ready."""

    operand_ = operand(VALUE_OR_TOKEN)
    result_ = optional_result(ods.ANY)

    @classmethod
    def build(cls, value: Value) -> AwaitOp:
        return ods.create(cls, [value], [unwrapped(value.type) if isinstance(value.type, ValueType)  # type: ignore[return-value]
                                         else None])

    def verify(self) -> None:
        t = self.operand_.type
        if isinstance(t, TokenType) and self.results:
            raise self.error("awaiting on a token must have empty result")
        if isinstance(t, ValueType):
            have = str(self.results[0].type) if self.results else "<<NULL TYPE>>"
            if not self.results or self.results[0].type != t.value_type:
                raise self.error(f"result type '{have}' does not match async value type '{t.value_type}'")


@op("async.create_group", traits=(NoSideEffect,), format="$size `:` type($result_) attr-dict")
class CreateGroupOp(_Inferred, Operation):
    """`%g = async.create_group %size : !async.group`: an empty group that `size` members will fill."""

    canonicalization_patterns = patterns_of("async_", "CreateGroupOnlyAwaited")

    fixed_result_types = (GROUP_TYPE,)
    size = operand(INDEX)
    result_ = result(GROUP)


@op("async.add_to_group", format="$operand_ `,` $group `:` type($operand_) attr-dict")
class AddToGroupOp(_Inferred, Operation):
    """`%rank = async.add_to_group %token, %group : !async.token`."""

    fixed_result_types = (T.index,)
    operand_ = operand(VALUE_OR_TOKEN)
    group = operand(GROUP)
    rank = result(INDEX)


@op("async.await_all", format="$operand_ attr-dict")
class AwaitAllOp(Operation):
    """`async.await_all %group`: blocks until every member of the group is ready."""

    operand_ = operand(GROUP)


# ---------------------------------------------------------------------------------------------------------
# LLVM coroutines (switched-resume lowering), as async-to-async-runtime emits them


@op("async.coro.id", format="attr-dict")
class CoroIdOp(_Inferred, Operation):
    fixed_result_types = (CORO_ID_TYPE,)
    id = result(CORO_ID)


@op("async.coro.begin", format="$id attr-dict")
class CoroBeginOp(_Inferred, Operation):
    """Allocates the coroutine frame; its handle."""

    fixed_result_types = (CORO_HANDLE_TYPE,)
    id = operand(CORO_ID)
    handle = result(CORO_HANDLE)


@op("async.coro.free", format="$id `,` $handle attr-dict")
class CoroFreeOp(Operation):
    id = operand(CORO_ID)
    handle = operand(CORO_HANDLE)


@op("async.coro.end", format="$handle attr-dict")
class CoroEndOp(Operation):
    """Where a resumed coroutine returns control to its caller (a no-op in its first run)."""

    handle = operand(CORO_HANDLE)


@op("async.coro.save", format="$handle attr-dict")
class CoroSaveOp(_Inferred, Operation):
    fixed_result_types = (CORO_STATE_TYPE,)
    handle = operand(CORO_HANDLE)
    state = result(CORO_STATE)


@op("async.coro.suspend", traits=(Terminator,),
    format="$state `,` $suspendDest `,` $resumeDest  `,` $cleanupDest attr-dict")
class CoroSuspendOp(Operation):
    """Suspends the coroutine: control goes to `suspendDest`, and on resumption to `resumeDest` (or to
    `cleanupDest` when the coroutine is destroyed)."""

    state = operand(CORO_STATE)
    suspendDest = successor()
    resumeDest = successor()
    cleanupDest = successor()


# ---------------------------------------------------------------------------------------------------------
# The runtime API (ExecutionEngine/AsyncRuntime.h), as ops


@custom_directive("StrippedValueType", "async_stripped_value_type")
class _StrippedValueType:
    """`type($storage)` of an `!async.value`: OpFormatGen prints a dialect type with its own printer
    without the dialect prefix (`<f32>`); the parser takes either spelling."""

    @staticmethod
    def parse(p: ParseContext, parts: list[Any], op_name: str) -> tuple[list[T.Type]]:
        mark, t = parts[0]
        if not isinstance(t, ValueType):
            raise p.custom_error(mark, op_name, "invalid kind of type specified")
        return ([t],)

    @staticmethod
    def print(p: PrintContext, op: Operation, types: list[T.Type]) -> str:
        text = p.types(types)
        return text[len("!async.value"):] if text.startswith("!async.value<") else text


@op("async.runtime.create", format="attr-dict `:` type($result_)")
class RuntimeCreateOp(Operation):
    """A token or value in the non-ready state."""

    result_ = result(VALUE_OR_TOKEN)


@op("async.runtime.create_group", format="$size `:` type($result_) attr-dict ")
class RuntimeCreateGroupOp(_Inferred, Operation):
    fixed_result_types = (GROUP_TYPE,)
    size = operand(INDEX)
    result_ = result(GROUP)


@op("async.runtime.set_available", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeSetAvailableOp(Operation):
    operand_ = operand(VALUE_OR_TOKEN)


@op("async.runtime.set_error", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeSetErrorOp(Operation):
    operand_ = operand(VALUE_OR_TOKEN)


@op("async.runtime.is_error", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeIsErrorOp(_Inferred, Operation):
    fixed_result_types = (T.i1,)
    operand_ = operand(ANY_ASYNC)
    is_error = result(ods.I1)


@op("async.runtime.await", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeAwaitOp(Operation):
    """Blocks the calling thread until the operand is available (or an error)."""

    operand_ = operand(ANY_ASYNC)


@op("async.runtime.resume", format="$handle attr-dict")
class RuntimeResumeOp(Operation):
    """Resumes the coroutine on a thread of the runtime."""

    handle = operand(CORO_HANDLE)


@op("async.runtime.await_and_resume", format="$operand_ `,` $handle attr-dict `:` type($operand_)")
class RuntimeAwaitAndResumeOp(Operation):
    operand_ = operand(ANY_ASYNC)
    handle = operand(CORO_HANDLE)


_STORAGE = "type of 'value' matches element type of 'storage'"


@op("async.runtime.store", traits=(TypesMatchWith("storage", "value", unwrapped, _STORAGE),),
    format="$value `,` $storage attr-dict `:` custom<StrippedValueType>(type($storage))")
class RuntimeStoreOp(Operation):
    value = operand(ods.ANY)
    storage = operand(VALUE)


@op("async.runtime.load", traits=(TypesMatchWith("storage", "result_", unwrapped, _STORAGE),),
    format="$storage attr-dict `:` custom<StrippedValueType>(type($storage))")
class RuntimeLoadOp(Operation):
    storage = operand(VALUE)
    result_ = result(ods.ANY)


@op("async.runtime.add_to_group", format="$operand_ `,` $group attr-dict `:` type($operand_)")
class RuntimeAddToGroupOp(_Inferred, Operation):
    fixed_result_types = (T.index,)
    operand_ = operand(VALUE_OR_TOKEN)
    group = operand(GROUP)
    rank = result(INDEX)


@op("async.runtime.num_worker_threads", format="attr-dict `:` type($result_)")
class RuntimeNumWorkerThreadsOp(_Inferred, Operation):
    fixed_result_types = (T.index,)
    result_ = result(INDEX)


class _RefCountOp(Operation):
    """Adds or drops `count` references to a token, value or group (all are reference counted)."""

    operand_ = operand(ANY_ASYNC)
    count = attribute(POSITIVE_I64)

    @classmethod
    def build(cls, value: Value, count: int) -> Operation:
        return ods.create(cls, [value], [], {"count": A.IntegerAttr(count, T.i64)})


@op("async.runtime.add_ref", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeAddRefOp(_RefCountOp):
    pass


@op("async.runtime.drop_ref", format="$operand_ attr-dict `:` type($operand_)")
class RuntimeDropRefOp(_RefCountOp):
    pass


# ---------------------------------------------------------------------------------------------------------
# Grammar callbacks


def _operand(p: Any, items: list[Any]) -> tuple[Any, Any, T.Type]:
    return items[0], items[1], items[2]


GRAMMAR_CALLBACKS = {
    "async_token_type": lambda p, items: TOKEN_TYPE,
    "async_group_type": lambda p, items: GROUP_TYPE,
    "async_coro_id_type": lambda p, items: CORO_ID_TYPE,
    "async_coro_handle_type": lambda p, items: CORO_HANDLE_TYPE,
    "async_coro_state_type": lambda p, items: CORO_STATE_TYPE,
    "async_value_type": lambda p, items: ValueType(items[1]),
    "async_dependencies": lambda p, items: items[0] or [],
    "async_operands": lambda p, items: [i for i in items if i is not None],
    "async_operand": _operand,
    "async_one_type": lambda p, items: [items[0]],
    "async_type_list": lambda p, items: items[0] or [],
    "async_stripped_value_type": lambda p, items: (items[0], items[1]),
    "async_stripped_value_body": lambda p, items: (items[0], ValueType(items[1])),
}
