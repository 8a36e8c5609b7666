/*===- host-kernel-loader.c - host kernel module images -> loaded modules -===//
 *
 * Part of gpuopt. mgpuModuleLoad gets a bare pointer to a module "binary",
 * as cuModuleLoadData does. For the host runtime that binary is an ELF
 * shared object (gpuopt-host-kernel-abi.h). The loader
 *
 *   * finds the image's size from its ELF header (the end of the section
 *     header table or of the last segment, whichever is further),
 *   * writes the image to an anonymous memory file (memfd_create, Linux;
 *     elsewhere, or where memfd is refused, a temporary file) and dlopens
 *     it from there (RTLD_NOW | RTLD_LOCAL): the dynamic loader maps and
 *     relocates it, so the compiler does not have to,
 *   * checks the exported descriptor (magic, ABI version, kernels).
 *
 * Anything else is refused with a message that says what the image looks
 * like instead (PTX, a CUDA cubin or fatbinary, an AMDGPU code object, ...),
 * since the usual mistake is running a program compiled for a GPU on the
 * host runtime. Loaded images are cached by content for the life of the
 * process.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "host-kernel-internal.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

#ifndef EM_CUDA
#define EM_CUDA 190
#endif
#ifndef EM_AMDGPU
#define EM_AMDGPU 224
#endif

#if defined(__x86_64__)
#define HOST_MACHINE EM_X86_64
#define HOST_MACHINE_NAME "x86-64"
#elif defined(__aarch64__)
#define HOST_MACHINE EM_AARCH64
#define HOST_MACHINE_NAME "AArch64"
#endif

/* Images larger than this are taken for a damaged header. */
#define kMaxImageBytes ((uint64_t)1 << 30)
/* Longest prefix of a text image that is looked at. */
enum { kTextProbeBytes = 4096 };

static const char kNeeded[] =
    "the host runtime needs a host kernel module (an ELF shared object made "
    "by gpu-to-host-object)";

__attribute__((format(printf, 3, 4))) static void say(char *out, size_t size,
                                                      const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(out, size, fmt, ap);
  va_end(ap);
}

/* Whether the bytes at `p` start with `prefix`, reading no byte past the
 * first mismatch (the image may be a short string). */
static bool startsWith(const unsigned char *p, const char *prefix, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (p[i] != (unsigned char)prefix[i])
      return false;
  return true;
}

/* Whether a text image (NUL-terminated or not; at most kTextProbeBytes
 * read, stopping at NUL or a non-text byte) contains `word`. */
static bool textContains(const unsigned char *p, const char *word) {
  size_t n = strlen(word);
  for (size_t i = 0; i < kTextProbeBytes; ++i) {
    unsigned char ch = p[i];
    if (ch == 0 || (ch < 32 && ch != '\n' && ch != '\r' && ch != '\t'))
      return false;
    if (ch == (unsigned char)word[0] && startsWith(p + i, word, n))
      return true;
  }
  return false;
}

/* Says what a non-ELF image looks like. */
static void describeForeign(const unsigned char *p, char *error, size_t size) {
  if (startsWith(p, "\x50\xed\x55\xba", 4)) {
    say(error, size, "image is a CUDA fatbinary; %s", kNeeded);
  } else if (startsWith(p, "__CLANG_OFFLOAD_BUNDLE__", 24)) {
    say(error, size, "image is a clang offload bundle (a HIP fat binary); %s",
        kNeeded);
  } else if (startsWith(p, "BC\xc0\xde", 4)) {
    say(error, size, "image is LLVM bitcode, not compiled code; %s", kNeeded);
  } else if (startsWith(p, "GPUH", 4)) {
    say(error, size,
        "image is a bare module descriptor, not the ELF shared object that "
        "exports it; %s",
        kNeeded);
  } else if (textContains(p, ".version") && (textContains(p, ".target") ||
                                             textContains(p, ".entry"))) {
    say(error, size, "image is PTX text (for the CUDA runtime); %s", kNeeded);
  } else if (textContains(p, "; ModuleID") ||
             textContains(p, "target datalayout")) {
    say(error, size, "image is LLVM IR text, not compiled code; %s", kNeeded);
  } else {
    char bytes[64] = "";
    size_t length = 0;
    for (size_t i = 0; i < 8; ++i) {
      length += (size_t)snprintf(bytes + length, sizeof(bytes) - length,
                                 "%s%02x", i ? " " : "", p[i]);
      if (p[i] == 0)
        break;
    }
    say(error, size, "image is not an ELF file (it starts with bytes %s); %s",
        bytes, kNeeded);
  }
}

/* Size of a 64-bit ELF image of this host's byte order, from its headers;
 * 0 with a message in `error` if it is not one or the headers are damaged.
 * `error` may be NULL. */
static uint64_t elfImageSize(const unsigned char *p, char *error, size_t size) {
  char scratch[8];
  if (!error) {
    error = scratch;
    size = sizeof(scratch);
  }
  if (!startsWith(p, ELFMAG, SELFMAG)) {
    say(error, size, "not an ELF file");
    return 0;
  }
  if (p[EI_CLASS] != ELFCLASS64) {
    say(error, size, "image is a 32-bit ELF file; %s", kNeeded);
    return 0;
  }
  const unsigned char hostData =
      __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? ELFDATA2LSB : ELFDATA2MSB;
  if (p[EI_DATA] != hostData) {
    say(error, size, "image is an ELF file of the other byte order; %s",
        kNeeded);
    return 0;
  }
  Elf64_Ehdr header;
  memcpy(&header, p, sizeof(header));
  if (header.e_shoff > kMaxImageBytes || header.e_phoff > kMaxImageBytes) {
    say(error, size, "image has a damaged ELF header (table offsets)");
    return 0;
  }
  uint64_t end = header.e_ehsize;
  uint64_t sectionCount = header.e_shnum;
  if (header.e_shoff && sectionCount == 0) {
    /* More than SHN_LORESERVE sections: section 0's sh_size has the count. */
    Elf64_Shdr first;
    memcpy(&first, p + header.e_shoff, sizeof(first));
    sectionCount = first.sh_size;
  }
  if (header.e_shoff) {
    uint64_t tableEnd = header.e_shoff + sectionCount * header.e_shentsize;
    end = tableEnd > end ? tableEnd : end;
  }
  if (header.e_phoff && header.e_phnum != PN_XNUM) {
    if (header.e_phentsize != sizeof(Elf64_Phdr)) {
      say(error, size, "image has a damaged ELF header (program headers)");
      return 0;
    }
    uint64_t tableEnd =
        header.e_phoff + (uint64_t)header.e_phnum * header.e_phentsize;
    end = tableEnd > end ? tableEnd : end;
    for (uint16_t i = 0; i < header.e_phnum; ++i) {
      Elf64_Phdr segment;
      memcpy(&segment, p + header.e_phoff + (uint64_t)i * sizeof(segment),
             sizeof(segment));
      uint64_t segmentEnd = segment.p_offset + segment.p_filesz;
      if (segmentEnd < segment.p_offset) {
        say(error, size, "image has a damaged ELF program header");
        return 0;
      }
      end = segmentEnd > end ? segmentEnd : end;
    }
  }
  if (end > kMaxImageBytes) {
    say(error, size,
        "image has a damaged ELF header: it gives a size of %" PRIu64
        " bytes",
        end);
    return 0;
  }
  return end;
}

/* Exported for tests and tools: the size mgpuModuleLoad takes an image to
 * have, or 0 if it is not a 64-bit ELF image of this host's byte order. */
EXPORT uint64_t gpuoptHostImageSize(const void *image) {
  return image ? elfImageSize(image, NULL, 0) : 0;
}

/* Checks the ELF header of an image meant for this host; false with a
 * message saying what it is instead. */
static bool checkElfKind(const unsigned char *p, char *error, size_t size) {
  Elf64_Ehdr header;
  memcpy(&header, p, sizeof(header));
  if (header.e_machine == EM_CUDA) {
    say(error, size, "image is a CUDA cubin (ELF for NVIDIA GPUs); %s",
        kNeeded);
    return false;
  }
  if (header.e_machine == EM_AMDGPU) {
    say(error, size, "image is an AMDGPU code object (HSACO); %s", kNeeded);
    return false;
  }
#ifdef HOST_MACHINE
  if (header.e_machine != HOST_MACHINE) {
    say(error, size,
        "image is an ELF file for machine %u, but this host is "
        HOST_MACHINE_NAME " (%u); %s",
        header.e_machine, HOST_MACHINE, kNeeded);
    return false;
  }
#endif
  if (header.e_type == ET_REL) {
    say(error, size,
        "image is a relocatable object (ET_REL), not yet linked into a "
        "shared object; %s",
        kNeeded);
    return false;
  }
  if (header.e_type != ET_DYN) {
    say(error, size, "image is an ELF file of type %u, not a shared object; %s",
        header.e_type, kNeeded);
    return false;
  }
  return true;
}

/*===----------------------------------------------------------------------===
 * Loading
 *===----------------------------------------------------------------------===*/

static struct {
  HostModule **modules;
  size_t count, capacity;
} Cache;

HOST_HIDDEN bool hostWriteAll(int fd, const void *data, size_t size) {
  const char *p = data;
  while (size) {
    ssize_t n = write(fd, p, size);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    p += n;
    size -= (size_t)n;
  }
  return true;
}

/* dlopens the image bytes: from a memfd where Linux offers one, else from a
 * temporary file that is removed at once. The file stays open as long as the
 * library is loaded: the dynamic loader knows a library by its path, and
 * a later memfd given the same number would otherwise be taken for it. */
static void *openImage(const char *image, uint64_t size, char *error,
                       size_t errorSize) {
  char path[4096];
  int fd = -1;
  bool temporary = false;
#ifdef MFD_CLOEXEC
  fd = memfd_create("gpuopt-host-module", MFD_CLOEXEC);
  if (fd >= 0)
    snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
#endif
  if (fd < 0) {
    const char *dir = getenv("TMPDIR");
    snprintf(path, sizeof(path), "%s/gpuopt-host-module-XXXXXX",
             dir && *dir ? dir : "/tmp");
    fd = mkstemp(path);
    temporary = fd >= 0;
  }
  if (fd < 0) {
    say(error, errorSize, "cannot create a file for the module image: %s",
        strerror(errno));
    return NULL;
  }
  void *library = NULL;
  if (!hostWriteAll(fd, image, size)) {
    say(error, errorSize, "cannot write the module image: %s",
        strerror(errno));
  } else {
    library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      const char *why = dlerror();
      say(error, errorSize, "the dynamic loader refused the image: %s",
          why ? why : "unknown error");
    }
  }
  if (temporary)
    unlink(path);
  if (!library)
    close(fd);
  return library;
}

/* Checks the module's descriptor; false with a message. */
static bool checkDescriptor(const GpuoptModuleDescriptor *d, char *error,
                            size_t size) {
  if (d->magic != GPUOPT_HOST_MODULE_MAGIC) {
    say(error, size,
        GPUOPT_HOST_MODULE_SYMBOL " has magic 0x%08" PRIx32
        ", expected 0x%08x (\"GPUH\"); %s",
        d->magic, GPUOPT_HOST_MODULE_MAGIC, kNeeded);
    return false;
  }
  if (d->abi_version != GPUOPT_HOST_ABI_VERSION) {
    say(error, size,
        "module has host kernel ABI version %" PRIu32
        "; this runtime supports version %u",
        d->abi_version, GPUOPT_HOST_ABI_VERSION);
    return false;
  }
  const char *module = d->module_name ? d->module_name : "?";
  if ((d->num_kernels && !d->kernels) || (d->num_sites && !d->sites)) {
    say(error, size, "module \"%s\" has a null kernel or site table", module);
    return false;
  }
  for (uint64_t i = 0; i < d->num_kernels; ++i) {
    const GpuoptKernelDescriptor *k = &d->kernels[i];
    if (!k->name || !k->thread_entry) {
      say(error, size, "kernel %" PRIu64 " of module \"%s\" has a null %s", i,
          module, k->name ? "thread_entry" : "name");
      return false;
    }
    if (k->flags &
        ~(GPUOPT_KERNEL_SYNCHRONIZES | GPUOPT_KERNEL_BLOCK_ENTRY_NO_IDS)) {
      say(error, size, "kernel \"%s\" has unknown flags 0x%" PRIx32, k->name,
          k->flags);
      return false;
    }
    if ((k->flags & GPUOPT_KERNEL_SYNCHRONIZES) && k->block_entry) {
      say(error, size,
          "kernel \"%s\" synchronizes (barrier or shuffle) but has a "
          "block_entry, which cannot",
          k->name);
      return false;
    }
  }
  return true;
}

HOST_HIDDEN const HostModule *hostLoadModule(const void *data, char *error,
                                             size_t errorSize) {
  const unsigned char *p = data;
  if (!startsWith(p, ELFMAG, SELFMAG)) {
    describeForeign(p, error, errorSize);
    return NULL;
  }
  uint64_t size = elfImageSize(p, error, errorSize);
  if (!size || !checkElfKind(p, error, errorSize))
    return NULL;
  for (size_t i = 0; i < Cache.count; ++i) {
    HostModule *m = Cache.modules[i];
    if (m->size == size && memcmp(m->image, p, size) == 0)
      return m;
  }
  HostModule *m = calloc(1, sizeof(*m));
  char *copy = malloc(size);
  if (Cache.count == Cache.capacity) {
    size_t capacity = Cache.capacity ? 2 * Cache.capacity : 8;
    HostModule **modules = realloc(Cache.modules, capacity * sizeof(*modules));
    if (modules) {
      Cache.modules = modules;
      Cache.capacity = capacity;
    }
  }
  if (!m || !copy || Cache.count == Cache.capacity) {
    free(m);
    free(copy);
    say(error, errorSize, "out of host memory");
    return NULL;
  }
  memcpy(copy, p, size);
  void *library = openImage(copy, size, error, errorSize);
  if (!library) {
    free(m);
    free(copy);
    return NULL;
  }
  const GpuoptModuleDescriptor *descriptor =
      dlsym(library, GPUOPT_HOST_MODULE_SYMBOL);
  if (!descriptor) {
    say(error, errorSize,
        "image is a shared object without the symbol " GPUOPT_HOST_MODULE_SYMBOL
        "; %s",
        kNeeded);
  } else if (checkDescriptor(descriptor, error, errorSize)) {
    *m = (HostModule){descriptor, library, copy, size};
    Cache.modules[Cache.count++] = m;
    return m;
  }
  /* The file stays open: closing it now could let a later image reuse the
   * path of a library the loader may not have forgotten yet. */
  dlclose(library);
  free(m);
  free(copy);
  return NULL;
}

HOST_HIDDEN const GpuoptKernelDescriptor *
hostFindKernel(const HostModule *module, const char *name) {
  const GpuoptModuleDescriptor *d = module->descriptor;
  for (uint64_t i = 0; i < d->num_kernels; ++i)
    if (strcmp(d->kernels[i].name, name) == 0)
      return &d->kernels[i];
  return NULL;
}

HOST_HIDDEN const char *hostSiteName(const GpuoptModuleDescriptor *module,
                                     int32_t site, char *buffer, size_t size) {
  if (site >= 0 && (uint64_t)site < module->num_sites && module->sites[site])
    return module->sites[site];
  if (site < 0)
    return "an unknown site";
  snprintf(buffer, size, "site #%" PRId32 " (not in the module's site table)",
           site);
  return buffer;
}
