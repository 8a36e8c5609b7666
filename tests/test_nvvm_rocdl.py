"""The nvvm and rocdl dialects (gpuopt/dialects/{nvvm,rocdl}.py) and their translation (gpuopt/translate/).

Verifier messages are mlir-opt 14's (checked against it when installed); translated kernels are compiled by
the NVPTX and AMDGPU backends of llvmlite's LLVM (PTX text, an AMDGPU ELF object), which is the check that
the IR is what those targets expect: `.entry` kernels, `bar.sync`, warp shuffles, votes.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import pytest
from llvmlite import binding as llvm

from gpuopt.diagnostics import DiagnosticError
from gpuopt.parser import parse
from gpuopt.translate import to_llvm_ir
from gpuopt.verifier import verify

MLIR_OPT14 = Path("/usr/lib/llvm-14/bin/mlir-opt")


def translate(source: str) -> tuple[str, llvm.ModuleRef]:
    module = parse(source, "input.mlir")
    verify(module)
    return to_llvm_ir(module)


def verifier_error(source: str) -> str:
    with pytest.raises(DiagnosticError) as info:
        verify(parse(source, "input.mlir"))
    return info.value.diagnostic.message


def oracle_error(source: str) -> str | None:
    """mlir-opt 14's first error message for `source` (None when it is not installed)."""
    if not MLIR_OPT14.exists():
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(source)
        f.flush()
        proc = subprocess.run([str(MLIR_OPT14), f.name], capture_output=True, text=True, timeout=60)
    line = next(line for line in proc.stderr.splitlines() if "error: " in line)
    return line.split("error: ", 1)[1]


def in_function(body: str, args: str = "%i: i32, %f: f32, %b: i1") -> str:
    return f"llvm.func @f({args}) {{\n  {body}\n  llvm.return\n}}\n"


F16X2 = "vector<2xf16>"
WMMA_ATTRS = ("eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, "
              "layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32")
A_FRAGMENT = "!llvm.struct<(" + ", ".join([F16X2] * 8) + ")>"


@pytest.mark.parametrize(("body", "args", "message"), [
    ('%0 = "nvvm.read.ptx.sreg.tid.x"() : () -> index', None,
     "'nvvm.read.ptx.sreg.tid.x' op result #0 must be LLVM dialect-compatible type, but got 'index'"),
    ('%0 = "nvvm.read.ptx.sreg.laneid"(%i) : (i32) -> i32', None,
     "'nvvm.read.ptx.sreg.laneid' op requires zero operands"),
    ('"nvvm.barrier0"(%i) : (i32) -> ()', None, "'nvvm.barrier0' op requires zero operands"),
    ('%0 = "nvvm.shfl.sync"(%i, %f, %i, %i) : (i32, f32, i32, i32) -> f32', None,
     "'nvvm.shfl.sync' op requires attribute 'kind'"),
    ('%0 = "nvvm.shfl.sync"(%i, %f, %i, %i) {kind = "bfly"} : (i32, f32, i32, i32) -> f32', None,
     "'nvvm.shfl.sync' op attribute 'kind' failed to satisfy constraint: NVVM shuffle kind"),
    ('%0 = "nvvm.shfl.sync"(%i, %f, %i, %i) {kind = #nvvm<"shfl_kind idx">, return_value_and_is_valid} : '
     '(i32, f32, i32, i32) -> f32', None,
     "expected return type to be a two-element struct with i1 as the second element"),
    ('%0 = "nvvm.vote.ballot.sync"(%i) : (i32) -> i32', None,
     "'nvvm.vote.ballot.sync' op expected 2 operands, but found 1"),
    ('"nvvm.cp.async.shared.global"(%d, %s) {size = 3 : i32} : (!llvm.ptr<i8, 3>, !llvm.ptr<i8, 1>) -> ()',
     "%d: !llvm.ptr<i8, 3>, %s: !llvm.ptr<i8, 1>", "expected byte size to be either 4, 8 or 16."),
    ('"nvvm.cp.async.shared.global"(%d, %s) {size = 4 : i32} : (!llvm.ptr<i8, 3>, !llvm.ptr<f32, 1>) -> ()',
     "%d: !llvm.ptr<i8, 3>, %s: !llvm.ptr<f32, 1>",
     "'nvvm.cp.async.shared.global' op operand #1 must be LLVM pointer to 8-bit signless integer, but got "
     "'!llvm.ptr<f32, 1>'"),
    ('"nvvm.cp.async.wait.group"() {n = 2 : i64} : () -> ()', None,
     "'nvvm.cp.async.wait.group' op attribute 'n' failed to satisfy constraint: 32-bit signless integer attribute"),
    (f'%0 = "nvvm.wmma.load"(%p, %i) {{{WMMA_ATTRS}}} : (!llvm.ptr<f16, 3>, i32) -> '
     f'!llvm.struct<({F16X2}, {F16X2}, {F16X2}, {F16X2})>', "%p: !llvm.ptr<f16, 3>, %i: i32",
     "'nvvm.wmma.load' op expected destination type is a structure of 8 elements of type 'vector<2xf16>'"),
    (f'%0 = "nvvm.wmma.load"(%p, %i) {{{WMMA_ATTRS.replace("k = 16", "k = 8")}}} : (!llvm.ptr<f16, 3>, i32) -> '
     f'{A_FRAGMENT}', "%p: !llvm.ptr<f16, 3>, %i: i32", "'nvvm.wmma.load' op invalid attribute combination"),
    (f'%0 = "nvvm.wmma.load"(%p, %i) {{{WMMA_ATTRS}}} : (!llvm.ptr<f16, 5>, i32) -> {A_FRAGMENT}',
     "%p: !llvm.ptr<f16, 5>, %i: i32", "'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3"),
    ('%0 = "nvvm.mma.sync"(%f) : (f32) -> f32', None,
     "'nvvm.mma.sync' op expected operands to be 4 <halfx2>s followed by either 4 <halfx2>s or 8 floats"),
    ('%0 = "rocdl.buffer.load"(%i, %i) : (i32, i32) -> f32', None,
     "'rocdl.buffer.load' op expected 5 operands, but found 2"),
    ('%0 = "rocdl.workgroup.dim.x"() : () -> index', None,
     "'rocdl.workgroup.dim.x' op result #0 must be LLVM dialect-compatible type, but got 'index'"),
    ('"rocdl.barrier"() : () -> (i32)', None, "'rocdl.barrier' op requires zero results"),
])
def test_verifier_messages_are_mlir_opt14s(body: str, args: str | None, message: str) -> None:
    source = in_function(body, args or "%i: i32, %f: f32, %b: i1")
    assert verifier_error(source) == message
    expected = oracle_error(source)
    assert expected is None or expected == message


@pytest.mark.parametrize("attr", ["nvvm.kernel", "rocdl.kernel"])
def test_kernel_attributes_belong_on_functions(attr: str) -> None:
    source = f"llvm.mlir.global internal @g(0 : i32) {{{attr}}} : i32\n"
    assert verifier_error(source) == f"'{attr}' attribute attached to unexpected op"
    assert oracle_error(source) in (None, f"'{attr}' attribute attached to unexpected op")


NVVM_KERNEL = '''llvm.mlir.global internal @__wg_k_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
llvm.func @k(%out: !llvm.ptr<f32>, %v: f32, %pred: i1) attributes {gpu.kernel, nvvm.kernel} {
  %tid = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  "nvvm.barrier0"() : () -> ()
  %s = "nvvm.shfl.sync"(%mask, %v, %one, %clamp) {kind = #nvvm<"shfl_kind bfly">, return_value_and_is_valid}
    : (i32, f32, i32, i32) -> !llvm.struct<(f32, i1)>
  %x = llvm.extractvalue %s[0] : !llvm.struct<(f32, i1)>
  %ballot = "nvvm.vote.ballot.sync"(%mask, %pred) : (i32, i1) -> i32
  %r = "nvvm.rcp.approx.ftz.f"(%x) : (f32) -> f32
  %wg = llvm.mlir.addressof @__wg_k_0 : !llvm.ptr<array<32 x f32>, 3>
  %idx = llvm.sext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %slot = llvm.getelementptr %wg[%zero, %idx] : (!llvm.ptr<array<32 x f32>, 3>, i64, i64) -> !llvm.ptr<f32, 3>
  llvm.store %r, %slot : !llvm.ptr<f32, 3>
  %back = llvm.load %slot : !llvm.ptr<f32, 3>
  %p = llvm.getelementptr %out[%ballot] : (!llvm.ptr<f32>, i32) -> !llvm.ptr<f32>
  llvm.store %back, %p : !llvm.ptr<f32>
  llvm.return
}
'''


def target_machine(triple: str, cpu: str) -> llvm.TargetMachine:
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm.Target.from_triple(triple).create_target_machine(cpu=cpu)


def test_nvvm_kernel_compiles_to_ptx() -> None:
    text, module = translate(NVVM_KERNEL)
    assert "!nvvm.annotations = !{!3}" in text
    assert '!3 = !{void (float*, float, i1)* @k, !"kernel", i32 1}' in text
    assert "@__wg_k_0 = internal addrspace(3) global [32 x float] undef" in text
    assert "%8 = call float @llvm.nvvm.rcp.approx.ftz.f(float %6)" in text
    machine = target_machine("nvptx64-nvidia-cuda", "sm_80")
    module.triple = "nvptx64-nvidia-cuda"
    module.data_layout = str(machine.target_data)
    ptx = machine.emit_assembly(module)
    for piece in (".visible .entry k(", "%tid.x", "bar.sync \t0;", "shfl.sync.bfly.b32", "vote.sync.ballot.b32",
                  "rcp.approx.ftz.f32", ".shared .align 4 .b8 __wg_k_0[128];", "st.shared."):
        assert piece in ptx, piece


def test_nvvm_launch_bounds_annotations() -> None:
    """Beyond MLIR 14 (which drops them): maxntid/reqntid/minctasm/maxnreg as later MLIR writes them."""
    text, module = translate('''llvm.func @k() attributes {nvvm.kernel, nvvm.maxntid = [128 : i32, 2 : i32, 1 : i32],
                                 nvvm.minctasm = 4 : i32, nvvm.maxnreg = 32 : i32} {
      llvm.return
    }''')
    annotations = [line for line in text.splitlines() if '@k, !"' in line]
    keys = [line.split('!"')[1].split('"')[0] + line.rsplit("i32 ", 1)[1] for line in annotations]
    assert keys == ["kernel1}", "maxnreg32}", "maxntidx128}", "maxntidy2}", "maxntidz1}", "minctasm4}"]
    machine = target_machine("nvptx64-nvidia-cuda", "sm_80")
    module.triple = "nvptx64-nvidia-cuda"
    ptx = machine.emit_assembly(module)
    assert ".maxntid 128, 2, 1" in ptx and ".minnctapersm 4" in ptx and ".maxnreg 32" in ptx


ROCDL_KERNEL = '''llvm.func @k(%out: !llvm.ptr<i64, 1>)
    attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 512 : i32} {
  %tid = "rocdl.workitem.id.x"() : () -> i32
  %bid = "rocdl.workgroup.id.x"() : () -> i32
  %dim = "rocdl.workgroup.dim.x"() : () -> i32
  %size = llvm.sext %dim : i32 to i64
  "rocdl.barrier"() : () -> ()
  %i = llvm.add %tid, %bid : i32
  %p = llvm.getelementptr %out[%i] : (!llvm.ptr<i64, 1>, i32) -> !llvm.ptr<i64, 1>
  llvm.store %size, %p : !llvm.ptr<i64, 1>
  llvm.return
}
'''


def test_rocdl_kernel_compiles_to_an_amdgpu_object() -> None:
    text, module = translate(ROCDL_KERNEL)
    assert "define amdgpu_kernel void @k(i64 addrspace(1)* %0) #0" in text
    assert 'attributes #0 = { "amdgpu-flat-work-group-size"="1, 512" "amdgpu-implicitarg-num-bytes"="56" }' in text
    assert "%4 = call i64 @__ockl_get_local_size(i32 0)" in text and "sext" not in text  # i64 already
    assert ('fence syncscope("workgroup") release\n  call void @llvm.amdgcn.s.barrier()\n'
            '  fence syncscope("workgroup") acquire') in text.replace(", !dbg !11", "")
    machine = target_machine("amdgcn-amd-amdhsa", "gfx90a")
    module.triple = "amdgcn-amd-amdhsa"
    module.data_layout = str(machine.target_data)
    obj = machine.emit_object(module)
    assert obj[:4] == b"\x7fELF" and int.from_bytes(obj[18:20], "little") == 224  # EM_AMDGPU
    assert b"k.kd" in obj  # the kernel descriptor of an amdgpu_kernel
    asm = machine.emit_assembly(module)
    assert "s_barrier" in asm and ".amdhsa_kernel k" in asm


def test_rocdl_buffer_and_mfma_translate() -> None:
    text, _ = translate('''llvm.func @f(%rsrc: vector<4xi32>, %i: i32, %a: f32, %acc: vector<4xf32>) -> vector<4xf32> {
      %false = llvm.mlir.constant(false) : i1
      %zero = llvm.mlir.constant(0 : i32) : i32
      %0 = "rocdl.buffer.load"(%rsrc, %i, %i, %false, %false) : (vector<4xi32>, i32, i32, i1, i1) -> f32
      "rocdl.buffer.store"(%0, %rsrc, %i, %i, %false, %false) : (f32, vector<4xi32>, i32, i32, i1, i1) -> ()
      %1 = "rocdl.mfma.f32.4x4x1f32"(%a, %0, %acc, %zero, %zero, %zero)
        : (f32, f32, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
      llvm.return %1 : vector<4xf32>
    }''')
    assert "call float @llvm.amdgcn.buffer.load.f32(<4 x i32> %0, i32 %1, i32 %1, i1 false, i1 false)" in text
    assert "call void @llvm.amdgcn.buffer.store.f32(float %5, <4 x i32> %0, i32 %1, i32 %1, i1 false, i1 false)" in text
    assert ("call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %2, float %5, <4 x float> %3, i32 0, i32 0, "
            "i32 0)") in text
