"""PTX to a cubin with nvJitLink, ahead of time and without a GPU or a driver.

14 linked the PTX with the CUDA driver (`cuLinkCreate`/`cuLinkAddData`/`cuLinkComplete`), so its
`gpu-to-cubin` needed a GPU at compile time.  nvJitLink (cuda-python's `cuda.bindings.nvjitlink` over the
`nvidia-nvjitlink-cu12` wheel) runs the same ptxas in process with no device: it is an optional dependency,
the `cuda` extra, imported only here.
"""

from __future__ import annotations

from gpuopt.target.codegen import TargetError

INSTALL_HINT = "pip install 'gpuopt[cuda]' (cuda-bindings, nvidia-nvjitlink-cu12)"


def _nvjitlink():  # noqa: ANN202 - the cuda.bindings module, typed by cuda-python
    try:
        from cuda.bindings import nvjitlink
    except ImportError as e:
        raise TargetError(f"linking PTX to a cubin needs nvJitLink, which is not installed ({e}): "
                          f"{INSTALL_HINT}, or use format=ptx to embed the PTX") from None
    return nvjitlink


def link_cubin(ptx: str, chip: str, name: str = "kernels.ptx") -> bytes:
    """The cubin for `chip` (`sm_90`) of the PTX; TargetError with nvJitLink's log when it fails."""
    nvjitlink = _nvjitlink()
    data = ptx.encode()
    try:
        handle = nvjitlink.create(1, [f"-arch={chip}"])
    except (nvjitlink.nvJitLinkError, RuntimeError) as e:
        raise TargetError(f"nvJitLink cannot link for '{chip}': {e} ({INSTALL_HINT})") from None
    try:
        nvjitlink.add_data(handle, nvjitlink.InputType.PTX, data, len(data), name)
        nvjitlink.complete(handle)
        cubin = bytearray(nvjitlink.get_linked_cubin_size(handle))
        nvjitlink.get_linked_cubin(handle, cubin)
        return bytes(cubin)
    except nvjitlink.nvJitLinkError as e:
        raise TargetError(f"nvJitLink failed: {e}: {_error_log(nvjitlink, handle)}") from None
    finally:
        nvjitlink.destroy(handle)


def _error_log(nvjitlink, handle: int) -> str:  # noqa: ANN001
    size = nvjitlink.get_error_log_size(handle)
    log = bytearray(size)
    if size:
        nvjitlink.get_error_log(handle, log)
    return " ".join(log.rstrip(b"\0").decode(errors="replace").split())
