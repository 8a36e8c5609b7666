"""gpuopt: an mlir-opt-style driver for MLIR's GPU dialect, in pure Python."""

__version__ = "0.1.0"
