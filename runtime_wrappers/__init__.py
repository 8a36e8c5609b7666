"""gpuopt's runtime wrapper libraries (C/C++ sources) and their builder, :mod:`.build`."""
