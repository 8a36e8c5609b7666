"""llvm dialect."""
