"""memref dialect."""
