//===- gpu-runtime-common.h - shared code of the CUDA and ROCm wrappers ---===//
//
// Part of gpuopt. Included (once) by cuda-runtime-wrappers.cpp and
// rocm-runtime-wrappers.cpp; it is not a public header.
//
// What lives here is everything that does not depend on the vendor API:
//   * first-error reporting ("keep the first error, count the rest"), with
//     GPUOPT_RUNTIME_FATAL=1 turning the first error into exit(1);
//   * GPUOPT_RUNTIME_TRACE=1 call tracing;
//   * the text of the failing call ("mgpuMemAlloc(52, 0x0)");
//   * the module cache key (data pointer + fingerprint of the image);
//   * the byte extent of a strided memref for mgpuMemHostRegisterMemRef.
//
//===----------------------------------------------------------------------===//

#ifndef GPUOPT_GPU_RUNTIME_COMMON_H
#define GPUOPT_GPU_RUNTIME_COMMON_H

#include <cinttypes>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <unistd.h>

#define GPUOPT_EXPORT extern "C" __attribute__((visibility("default")))

namespace gpuopt {

/// An environment flag is on when set to anything but "", "0", "false", "no"
/// or "off"; the wrappers read each flag once, at first use.
inline bool envFlag(const char *name) {
  const char *value = std::getenv(name);
  if (!value || !*value)
    return false;
  return std::strcmp(value, "0") != 0 && std::strcmp(value, "false") != 0 &&
         std::strcmp(value, "no") != 0 && std::strcmp(value, "off") != 0;
}

/// printf into a std::string (the wrappers only format on the error and
/// trace paths, so the allocation does not matter).
inline std::string vformat(const char *fmt, va_list args) {
  char buffer[512];
  va_list copy;
  va_copy(copy, args);
  int n = std::vsnprintf(buffer, sizeof(buffer), fmt, copy);
  va_end(copy);
  if (n < 0)
    return std::string("<format error>");
  if (static_cast<size_t>(n) < sizeof(buffer))
    return std::string(buffer, static_cast<size_t>(n));
  std::string out(static_cast<size_t>(n) + 1, '\0');
  std::vsnprintf(&out[0], out.size(), fmt, args);
  out.resize(static_cast<size_t>(n));
  return out;
}

__attribute__((format(printf, 1, 2))) inline std::string format(const char *fmt,
                                                                 ...) {
  va_list args;
  va_start(args, fmt);
  std::string out = vformat(fmt, args);
  va_end(args);
  return out;
}

/// Process-wide error state. Only the first error is printed: after one
/// failure, later calls usually fail *because of* it (a null module, a null
/// stream, ...), and a cascade of such messages hides the real cause.
class ErrorState {
public:
  static ErrorState &get() {
    // Leaked on purpose: it is used from the atexit handler, after static
    // destructors of this library may already have run.
    static ErrorState *state = new ErrorState();
    return *state;
  }

  bool tracing() const { return trace_; }

  /// Reports `line` (a complete message without newline) if it is the first
  /// error of the process, else counts it. Exits with code 1 right after the
  /// first error when GPUOPT_RUNTIME_FATAL is set.
  void report(const std::string &line) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (reported_) {
      ++suppressed_;
      return;
    }
    reported_ = true;
    std::fprintf(stderr, "%s\n", line.c_str());
    std::fflush(stderr);
    if (fatal_) {
      std::fflush(nullptr);
      // _exit, not exit: the atexit teardown would run against a runtime in
      // an unknown state, and the user asked for an immediate stop.
      _exit(1);
    }
  }

  void trace(const std::string &line) {
    if (!trace_)
      return;
    std::lock_guard<std::mutex> lock(mutex_);
    std::fprintf(stderr, "gpuopt trace: %s\n", line.c_str());
    std::fflush(stderr);
  }

  /// Printed once at exit, only when something was suppressed.
  void printSummary() {
    std::lock_guard<std::mutex> lock(mutex_);
    if (suppressed_ == 0)
      return;
    std::fprintf(stderr,
                 "gpuopt runtime: %" PRIu64
                 " further runtime error%s suppressed (only the first one is "
                 "reported)\n",
                 suppressed_, suppressed_ == 1 ? "" : "s");
    std::fflush(stderr);
    suppressed_ = 0;
  }

private:
  ErrorState()
      : trace_(envFlag("GPUOPT_RUNTIME_TRACE")),
        fatal_(envFlag("GPUOPT_RUNTIME_FATAL")) {}

  std::mutex mutex_;
  bool trace_;
  bool fatal_;
  bool reported_ = false;
  uint64_t suppressed_ = 0;
};

/// The text of one wrapper call, e.g. "mgpuMemcpy(0x7f.., 0x55.., 64, 0x0)",
/// formatted eagerly (a few hundred nanoseconds, small next to any driver
/// call) so that every error and trace line can name the call exactly.
class Call {
public:
  __attribute__((format(printf, 3, 4))) Call(const char *name, const char *fmt,
                                             ...) {
    va_list args;
    va_start(args, fmt);
    text_ = std::string(name) + "(" + vformat(fmt, args) + ")";
    va_end(args);
  }

  const std::string &text() const { return text_; }

  __attribute__((format(printf, 2, 3))) void error(const char *fmt,
                                                   ...) const {
    va_list args;
    va_start(args, fmt);
    std::string message = vformat(fmt, args);
    va_end(args);
    ErrorState::get().report("gpuopt runtime error: " + text_ + ": " +
                             message);
  }

  /// Trace line for a call that returns nothing.
  void trace() const {
    if (ErrorState::get().tracing())
      ErrorState::get().trace(text_);
  }

  /// Trace line for a call that returns a pointer.
  void trace(const void *result) const {
    if (ErrorState::get().tracing())
      ErrorState::get().trace(text_ + format(" -> %p", result));
  }

private:
  std::string text_;
};

/// Size of a device code image, where the format says it: an ELF file (cubin,
/// HSA code object) ends at its section header table; a CUDA fatbinary
/// header carries its size; PTX is NUL-terminated text. Returns 0 when
/// unknown.
inline uint64_t imageSize(const void *data) {
  const unsigned char *bytes = static_cast<const unsigned char *>(data);
  if (std::memcmp(bytes, "\x7f"
                         "ELF",
                  4) == 0 &&
      bytes[4] == 2 /*ELFCLASS64*/) {
    uint64_t shoff;
    uint16_t shentsize, shnum;
    std::memcpy(&shoff, bytes + 0x28, sizeof(shoff));
    std::memcpy(&shentsize, bytes + 0x3A, sizeof(shentsize));
    std::memcpy(&shnum, bytes + 0x3C, sizeof(shnum));
    return shoff + uint64_t(shentsize) * shnum;
  }
  uint32_t magic;
  std::memcpy(&magic, bytes, sizeof(magic));
  if (magic == 0xBA55ED50u) { // CUDA fatbinary: magic, version, hdr, size.
    uint16_t headerSize;
    uint64_t fatSize;
    std::memcpy(&headerSize, bytes + 6, sizeof(headerSize));
    std::memcpy(&fatSize, bytes + 8, sizeof(fatSize));
    return uint64_t(headerSize) + fatSize;
  }
  if (bytes[0] == '/' || bytes[0] == '.' || bytes[0] == '\n' ||
      bytes[0] == ' ' || bytes[0] == '\t')
    return std::strlen(static_cast<const char *>(data)) + 1; // PTX text.
  return 0;
}

/// Identity of a code image for the module cache: the cache is keyed by the
/// data pointer (the image is normally a constant global of the program),
/// and the fingerprint guards against a different image later placed at the
/// same address (e.g. by a JIT that freed the first one). It hashes the size
/// and at most the first 4 KiB, to keep mgpuModuleLoad cheap: upstream's
/// lowering loads the module around *every* launch. For an image of unknown
/// format only the first 16 bytes (its magic) are read.
inline uint64_t imageFingerprint(const void *data) {
  uint64_t size = imageSize(data);
  uint64_t hash = 1469598103934665603ull ^ size; // FNV-1a
  uint64_t n = size == 0 ? 16 : (size < 4096 ? size : 4096);
  const unsigned char *bytes = static_cast<const unsigned char *>(data);
  for (uint64_t i = 0; i < n; ++i) {
    hash ^= bytes[i];
    hash *= 1099511628211ull;
  }
  return hash;
}

/// Layout of a ranked memref descriptor, as in MLIR's StridedMemRefType:
/// { T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
///   int64_t strides[rank]; }.
struct MemRefDescriptor {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizesAndStrides[1];
};

/// Computes the host range [*begin, *begin + *sizeBytes) that
/// mgpuMemHostRegisterMemRef registers: sizes[0] * strides[0] elements
/// starting at aligned + offset (one element for rank 0). Upstream asserts
/// that the memref is dense; here any layout whose elements all lie inside
/// that extent is accepted, the others are reported (returns false).
inline bool memrefExtent(const Call &call, int64_t rank, const void *desc,
                         int64_t elementSizeBytes, char **begin,
                         uint64_t *sizeBytes) {
  if (!desc) {
    call.error("null memref descriptor");
    return false;
  }
  if (rank < 0 || rank > 1024) {
    call.error("invalid rank %" PRId64, rank);
    return false;
  }
  if (elementSizeBytes <= 0) {
    call.error("invalid element size %" PRId64, elementSizeBytes);
    return false;
  }
  const MemRefDescriptor *d = static_cast<const MemRefDescriptor *>(desc);
  if (d->offset < 0) {
    call.error("negative memref offset %" PRId64, d->offset);
    return false;
  }
  const int64_t *sizes = d->sizesAndStrides;
  const int64_t *strides = sizes + rank;
  int64_t extent = 1, last = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] < 0 || strides[i] < 0) {
      call.error("dimension %" PRId64 " has size %" PRId64 " and stride %" PRId64
                 "; expected non-negative values",
                 i, sizes[i], strides[i]);
      return false;
    }
    if (sizes[i] == 0)
      extent = 0;
  }
  if (rank > 0 && extent != 0) {
    if (__builtin_mul_overflow(sizes[0], strides[0], &extent)) {
      call.error("memref extent overflows");
      return false;
    }
    for (int64_t i = 0; i < rank; ++i) {
      int64_t term;
      if (__builtin_mul_overflow(sizes[i] - 1, strides[i], &term) ||
          __builtin_add_overflow(last, term, &last)) {
        call.error("memref extent overflows");
        return false;
      }
    }
    if (last >= extent) {
      call.error("layout is not row-major: the last element is at index %" PRId64
                 " but sizes[0] * strides[0] = %" PRId64 " elements",
                 last, extent);
      return false;
    }
  }
  int64_t bytes;
  if (__builtin_mul_overflow(extent, elementSizeBytes, &bytes)) {
    call.error("memref extent overflows");
    return false;
  }
  if (bytes > 0 && !d->aligned) {
    call.error("memref has a null aligned pointer");
    return false;
  }
  *begin = bytes > 0 ? d->aligned + d->offset * elementSizeBytes : d->aligned;
  *sizeBytes = static_cast<uint64_t>(bytes);
  return true;
}

} // namespace gpuopt

#endif // GPUOPT_GPU_RUNTIME_COMMON_H
