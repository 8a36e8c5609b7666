"""`gpu.shuffle` through `convert-gpu-to-rocdl`, run: the lowered kernel code is translated to LLVM IR and
JIT-compiled for this CPU, with the three AMDGPU lane intrinsics (`llvm.amdgcn.mbcnt.lo`/`.hi`,
`llvm.amdgcn.ds.bpermute`) replaced by functions that do what the ISA says they do for one lane of a
wavefront whose values are in a table.  Every lane of a wave64 and a wave32 wavefront, every mode, many widths
and offsets: the result and validity must be what the GPU dialect asks for, which is also what the host
runtime and NVVM do (a lane of [0, width) of its 32-lane subgroup, 64 when wider, reads the lane `source` of
that subgroup when 0 <= source < width, else its own value, invalid).  No GPU needed.
"""

from __future__ import annotations

import ctypes
import re
import struct

import pytest
from llvmlite import binding as llvm

from gpuopt.parser import parse
from gpuopt.passes import PassSpec, load_all
from gpuopt.verifier import verify

MODES = ("xor", "up", "down", "idx")


def _kernel(mode: str, type_: str) -> str:
    bits = "%bits = arith.bitcast %result : f32 to i32" if type_ == "f32" else "%bits = arith.addi %result, %zero : i32"
    return f"""
  gpu.func @{mode}_{type_}(%value: {type_}, %offset: i32, %width: i32) -> i64 {{
    %zero = arith.constant 0 : i32
    %thirty_two = arith.constant 32 : i64
    %result, %valid = gpu.shuffle {mode} %value, %offset, %width : {type_}
    {bits}
    %low = arith.extui %bits : i32 to i64
    %flag = arith.extui %valid : i1 to i64
    %high = arith.shli %flag, %thirty_two : i64
    %packed = arith.ori %low, %high : i64
    gpu.return %packed : i64
  }}"""


KERNELS = "gpu.module @kernels {" + "".join(_kernel(m, t) for m in MODES for t in ("i32", "f32")) + "\n}\n"
"""One function per mode and value type, returning (valid << 32) | the result's bits."""

LANE_INTRINSICS = """
@lane = global i32 0
@wave = global i32 64
@values = global [64 x i32] zeroinitializer

declare i32 @llvm.ctpop.i32(i32)

define internal i32 @below(i32 %mask, i32 %count) {
  %wide = zext i32 %count to i64
  %bit = shl i64 1, %wide
  %lanes64 = sub i64 %bit, 1
  %lanes = trunc i64 %lanes64 to i32
  %bits = and i32 %mask, %lanes
  %n = call i32 @llvm.ctpop.i32(i32 %bits)
  ret i32 %n
}

; in1 + the bits of in0 set for lanes 0-31 below this lane
define i32 @sim.mbcnt.lo(i32 %in0, i32 %in1) {
  %lane = load i32, i32* @lane
  %small = icmp ult i32 %lane, 32
  %count = select i1 %small, i32 %lane, i32 32
  %n = call i32 @below(i32 %in0, i32 %count)
  %r = add i32 %in1, %n
  ret i32 %r
}

; in1 + the bits of in0 set for lanes 32-63 below this lane
define i32 @sim.mbcnt.hi(i32 %in0, i32 %in1) {
  %lane = load i32, i32* @lane
  %high = icmp ugt i32 %lane, 32
  %minus = sub i32 %lane, 32
  %count = select i1 %high, i32 %minus, i32 0
  %n = call i32 @below(i32 %in0, i32 %count)
  %r = add i32 %in1, %n
  ret i32 %r
}

; the value of lane address / 4, wrapping around the wavefront
define i32 @sim.ds.bpermute(i32 %address, i32 %src) {
  %wave = load i32, i32* @wave
  %quarter = lshr i32 %address, 2
  %last = sub i32 %wave, 1
  %from = and i32 %quarter, %last
  %p = getelementptr [64 x i32], [64 x i32]* @values, i32 0, i32 %from
  %v = load i32, i32* %p
  ret i32 %v
}
"""


@pytest.fixture(scope="module")
def engine() -> llvm.ExecutionEngine:
    from gpuopt.translate.translator import translate_module
    from gpuopt.translate.writer import write_module

    load_all()
    top = parse(KERNELS, "shuffles.mlir")
    verify(top)
    module = next(op for op in top.regions[0].blocks[0].ops if op.op_name == "gpu.module")
    PassSpec("convert-gpu-to-rocdl", {}).instantiate().run(module)
    text = write_module(translate_module(module, debug_info=False))
    assert "@llvm.amdgcn.ds.bpermute" in text and "@llvm.amdgcn.mbcnt.hi" in text
    dropped = ("declare i32 @llvm.amdgcn.", "; Function Attrs", "attributes #")  # (the intrinsics' declarations)
    text = "\n".join(line for line in text.splitlines() if not line.startswith(dropped))
    text = re.sub(r"@llvm\.amdgcn\.(mbcnt\.lo|mbcnt\.hi|ds\.bpermute)", r"@sim.\1", text)
    text = re.sub(r"\) #\d+ \{", ") {", text)
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    ref = llvm.parse_assembly(text + LANE_INTRINSICS)
    ref.triple = llvm.get_process_triple()
    ref.verify()
    machine = llvm.Target.from_default_triple().create_target_machine()
    jit = llvm.create_mcjit_compiler(ref, machine)
    jit.finalize_object()
    return jit


def expected(values: list[int], lane: int, mode: str, offset: int, width: int) -> tuple[int, bool]:
    """The GPU dialect's shuffle for a lane of [0, width) of its subgroup (what the host runtime does)."""
    size = 32 if width <= 32 else 64
    base, r = lane - lane % size, lane % size
    source = {"xor": r ^ offset, "up": r - offset, "down": r + offset, "idx": offset}[mode]
    valid = 0 <= source < width
    return (values[base + source] if valid else values[lane]), valid


@pytest.mark.parametrize("wave", [64, 32])
@pytest.mark.parametrize("mode", MODES)
def test_every_lane_reads_the_source_the_gpu_dialect_names(engine: llvm.ExecutionEngine, wave: int,
                                                           mode: str) -> None:
    """i32 values, each lane's own; widths of both kinds (powers of two and not: an all_reduce over 37
    threads shuffles its last subgroup with width 5), offsets in and out of range."""
    ctypes.c_int32.from_address(engine.get_global_value_address("wave")).value = wave
    lane_var = ctypes.c_int32.from_address(engine.get_global_value_address("lane"))
    table = (ctypes.c_int32 * 64).from_address(engine.get_global_value_address("values"))
    values = [1000 + 17 * i for i in range(64)]
    table[:] = values
    shuffle = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)(
        engine.get_function_address(f"{mode}_i32"))
    widths = [1, 2, 3, 5, 7, 8, 16, 17, 31, 32] + ([33, 48, 63, 64] if wave == 64 else [])
    checked = 0
    for width in widths:
        size = 32 if width <= 32 else 64
        for offset in (0, 1, 2, 3, 4, 5, 8, 16, 31, 32, 40):
            for lane in range(wave):
                if lane % size >= width:
                    continue  # not one of the lanes that take part
                lane_var.value = lane
                packed = shuffle(values[lane], offset, width)
                got = (packed & 0xFFFFFFFF, bool(packed >> 32))
                assert got == expected(values, lane, mode, offset, width), (mode, wave, width, offset, lane)
                checked += 1
    assert checked > 1000


def test_floats_are_permuted_as_their_bits(engine: llvm.ExecutionEngine) -> None:
    ctypes.c_int32.from_address(engine.get_global_value_address("wave")).value = 64
    lane_var = ctypes.c_int32.from_address(engine.get_global_value_address("lane"))
    table = (ctypes.c_int32 * 64).from_address(engine.get_global_value_address("values"))
    floats = [0.5 * i - 3.25 for i in range(64)]
    table[:] = [struct.unpack("<i", struct.pack("<f", f))[0] for f in floats]
    shuffle = ctypes.CFUNCTYPE(ctypes.c_uint64, ctypes.c_float, ctypes.c_int32, ctypes.c_int32)(
        engine.get_function_address("down_f32"))
    for lane in (0, 5, 31, 32, 40):
        lane_var.value = lane
        packed = shuffle(floats[lane], 1, 32)
        value = struct.unpack("<f", struct.pack("<I", packed & 0xFFFFFFFF))[0]
        last = lane % 32 == 31
        assert (value, bool(packed >> 32)) == (floats[lane] if last else floats[lane + 1], not last)
