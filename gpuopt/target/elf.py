"""A small ELF64 reader: the header and the symbol tables of the binaries the serialization passes make.

Enough to check a cubin (machine EM_CUDA, the kernels' symbols) or a code object (EM_AMDGPU, the chip in
e_flags, `k` and `k.kd` in .dynsym) in tests and tools without binutils.
"""

from __future__ import annotations

import struct

from gpuopt.valueclass import dataclass

EM_CUDA = 190
EM_AMDGPU = 224
ET_REL, ET_EXEC, ET_DYN = 1, 2, 3
SHT_SYMTAB, SHT_DYNSYM = 2, 11
STT_OBJECT, STT_FUNC = 1, 2

AMDGPU_MACH = {0x2C: "gfx900", 0x2D: "gfx902", 0x2F: "gfx906", 0x30: "gfx908", 0x3F: "gfx90a", 0x4C: "gfx942",
               0x36: "gfx1030", 0x41: "gfx1100", 0x4F: "gfx950", 0x48: "gfx1200"}
"""EF_AMDGPU_MACH values (the low byte of e_flags) of common chips."""


class ELFError(ValueError):
    """Not an ELF64 little-endian file, or a truncated one."""


@dataclass(frozen=True)
class Symbol:
    name: str
    kind: int
    """STT_*: STT_FUNC for a kernel entry, STT_OBJECT for an AMDGPU kernel descriptor."""
    section: str
    """`.symtab` or `.dynsym`."""
    size: int
    defined: bool = True
    """False for a symbol the file needs from elsewhere (section index SHN_UNDEF)."""


@dataclass(frozen=True)
class ELFFile:
    type: int
    machine: int
    flags: int
    abi_version: int
    sections: tuple[str, ...]
    symbols: tuple[Symbol, ...]

    @property
    def amdgpu_chip(self) -> str | None:
        return AMDGPU_MACH.get(self.flags & 0xFF) if self.machine == EM_AMDGPU else None

    def functions(self) -> set[str]:
        return {s.name for s in self.symbols if s.kind == STT_FUNC}

    def undefined(self) -> set[str]:
        """The symbols the file needs from elsewhere (none, in a code object that loads)."""
        return {s.name for s in self.symbols if not s.defined}


def read_elf(data: bytes) -> ELFFile:
    if data[:4] != b"\x7fELF" or len(data) < 64 or data[4] != 2 or data[5] != 1:
        raise ELFError("not a little-endian ELF64 file")
    try:
        e_type, machine, _version, _entry, _phoff, shoff, flags, _ehsize, _phentsize, _phnum, shentsize, shnum, \
            shstrndx = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
        headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
        names = headers[shstrndx] if shnum else None

        def string(table: tuple[int, ...], offset: int) -> str:
            start = table[4] + offset
            return data[start:data.index(b"\0", start)].decode(errors="replace")

        section_names = tuple(string(names, h[0]) for h in headers) if names else ()
        symbols: list[Symbol] = []
        for header, section in zip(headers, section_names):
            if header[1] not in (SHT_SYMTAB, SHT_DYNSYM):
                continue
            strtab = headers[header[6]]
            for offset in range(header[4] + header[9], header[4] + header[5], header[9]):
                name, info, _other, shndx, _value, size = struct.unpack_from("<IBBHQQ", data, offset)
                if name:
                    symbols.append(Symbol(string(strtab, name), info & 0xF, section, size, shndx != 0))
    except (struct.error, IndexError, ValueError) as e:
        raise ELFError(f"truncated or corrupt ELF file: {e}") from None
    return ELFFile(e_type, machine, flags, data[8], section_names, tuple(symbols))
