"""Code generation for GPU targets: what turns an LLVM-dialect ``gpu.module`` into the binary a launch loads.

One module per target (PTX and cubin for NVIDIA, HSACO for AMD, the CPU host), each used by the
serialization pass that names it; nothing here is imported until such a pass runs.
"""
