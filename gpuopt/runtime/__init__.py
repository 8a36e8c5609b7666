"""`gpuopt-runner`: JIT-run lowered GPU-dialect programs against the `mgpu*` runtime wrappers.

`cli` is the command line, `jit` the MCJIT engine and entry-point checks, `libraries` which runtime and
libraries to load (and the unresolved-symbol check), `devices` the CUDA/HIP device lookup.
"""
