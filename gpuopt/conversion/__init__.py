"""The dialect-conversion framework (type converter, patterns, partial conversion) and the lowerings that
`--gpu-to-llvm` applies.  Mirrors MLIR's `mlir/Transforms/DialectConversion.h` in spirit and names."""
