/*===- host-runtime-wrappers.c - checking mgpu* ABI on the CPU -----------===//
 *
 * Part of gpuopt. Implements the runtime functions that MLIR 14's
 * `--gpu-to-llvm` lowering calls, on the host CPU, so that lowered programs
 * run (and are checked) on machines without a GPU:
 *
 *   * "device" memory comes from the C heap; mgpuMemcpy and mgpuMemset32 are
 *     done for real. Streams and events are in order: every operation
 *     completes before its call returns.
 *   * It is a *checking* runtime. Every handle it gives out (stream, event,
 *     module, function, allocation) is recorded with its kind, and it
 *     reports a handle of the wrong kind, a handle used after it was
 *     destroyed, a free of memory it did not allocate, a double free, a copy
 *     that overruns an allocation or touches freed memory, and, at exit,
 *     leaked streams, events, modules and allocations.
 *   * Only the first error is printed, with the failing call and its
 *     arguments; later errors are counted and summarised once at exit, since
 *     they are usually consequences of the first. GPUOPT_RUNTIME_FATAL=1
 *     makes the first error exit the process with code 1;
 *     GPUOPT_RUNTIME_TRACE=1 logs every call to stderr.
 *   * Kernels run on the CPU: a module image is a host kernel module (an ELF
 *     shared object, gpuopt-host-kernel-abi.h), loaded by
 *     host-kernel-loader.c; mgpuLaunchKernel checks the launch against a
 *     GPU's limits and runs the grid to completion (host-kernel-launch.c,
 *     host-kernel-block.c).
 *
 * Handles are addresses inside a reserved, inaccessible (PROT_NONE) range:
 * they can never collide with real memory, any dereference faults, and a
 * handle stays recognisable after it is destroyed (it is never reused), so
 * use-after-destroy is always detected. Freed allocations stay in a bounded
 * quarantine before their memory goes back to the C heap, so that within
 * that window a double free or a use after free is recognised as such and
 * not mistaken for a foreign pointer.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "host-kernel-internal.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

/* Handles live at kHandleStride-byte steps inside a reserved address range
 * of kHandleRegionBytes (1 Mi handles per process). */
enum { kHandleStride = 16 };
#define kHandleRegionBytes ((size_t)16 << 20)

/* Fresh allocations are filled with this byte (device memory is not
 * zeroed either); freed ones with kFreedByte. */
enum { kFreshByte = 0xA5, kFreedByte = 0xDD };
/* Allocations are aligned like cuMemAlloc's. */
enum { kAllocAlignment = 256 };
/* Quarantine bounds for freed allocations. */
#define kQuarantineBytes ((uint64_t)64 << 20)
enum { kQuarantineCount = 1024 };
/* Longest leak listing at exit. */
enum { kMaxLeakLines = 20 };

typedef enum Kind {
  KIND_NONE,
  KIND_STREAM,
  KIND_EVENT,
  KIND_MODULE,
  KIND_FUNCTION,
  KIND_COUNT
} Kind;

static const char *const kKindName[KIND_COUNT] = {"?", "stream", "event",
                                                  "module", "function"};
static const char *const kKindArticle[KIND_COUNT] = {"a", "a", "an", "a",
                                                     "a"};
static const char *const kKindDestroyer[KIND_COUNT] = {
    "?", "mgpuStreamDestroy", "mgpuEventDestroy", "mgpuModuleUnload", "?"};

typedef struct Handle {
  Kind kind;
  bool live;
  uint32_t number;   /* Per-kind serial: stream#<number>. */
  const void *image; /* Module: the image pointer it was loaded from. */
  const HostModule *loaded;             /* Module and function. */
  size_t module;     /* Function: index of its module's handle. */
  char *name;        /* Function: kernel name. */
  const GpuoptKernelDescriptor *kernel; /* Function. */
} Handle;

typedef struct Allocation {
  char *base;
  uint64_t size;
  uint32_t number; /* ptr#<number> */
  bool live;       /* false: freed, in quarantine. */
} Allocation;

static struct {
  pthread_mutex_t mutex;
  bool trace, fatal;
  bool errorReported;
  uint64_t suppressed;
  char *region; /* Reserved handle address range; null if mmap failed. */
  Handle *handles; /* Index 0 is unused (it would be the region base). */
  size_t handleCount, handleCapacity;
  uint32_t kindCounters[KIND_COUNT];
  Allocation *allocs; /* Sorted by base address; live and quarantined. */
  size_t allocCount, allocCapacity;
  uint32_t allocCounter;
  char **quarantine; /* FIFO ring of freed bases. */
  size_t qHead, qCount, qCapacity;
  uint64_t qBytes;
} S = {.mutex = PTHREAD_MUTEX_INITIALIZER};

static pthread_once_t gOnce = PTHREAD_ONCE_INIT;

static void atExit(void);

static bool envFlag(const char *name) {
  const char *value = getenv(name);
  if (!value || !*value)
    return false;
  return strcmp(value, "0") != 0 && strcmp(value, "false") != 0 &&
         strcmp(value, "no") != 0 && strcmp(value, "off") != 0;
}

static void initOnce(void) {
  S.trace = envFlag("GPUOPT_RUNTIME_TRACE");
  S.fatal = envFlag("GPUOPT_RUNTIME_FATAL");
  void *region = mmap(NULL, kHandleRegionBytes, PROT_NONE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  S.region = region == MAP_FAILED ? NULL : (char *)region;
  atexit(atExit);
}

/*===----------------------------------------------------------------------===
 * Call text, errors and tracing
 *===----------------------------------------------------------------------===*/

/* One runtime call being executed: its text, "mgpuFoo(arg, arg)", is built
 * as the arguments are checked, for error and trace lines. */
typedef struct Call {
  char text[640];
  size_t length;
  int args;
} Call;

__attribute__((format(printf, 2, 3))) static void append(Call *c,
                                                         const char *fmt,
                                                         ...) {
  if (c->length >= sizeof(c->text) - 1)
    return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(c->text + c->length, sizeof(c->text) - c->length, fmt, ap);
  va_end(ap);
  if (n > 0)
    c->length += (size_t)n;
  if (c->length > sizeof(c->text) - 1)
    c->length = sizeof(c->text) - 1;
}

static void beginCall(Call *c, const char *name) {
  pthread_once(&gOnce, initOnce);
  pthread_mutex_lock(&S.mutex);
  c->length = 0;
  c->args = 0;
  append(c, "%s(", name);
}

static void endCall(void) { pthread_mutex_unlock(&S.mutex); }

static void nextArg(Call *c) {
  if (c->args++ > 0)
    append(c, ", ");
}

static void finishArgs(Call *c) { append(c, ")"); }

/* Reports an error of the current call: printed if it is the first error of
 * the process, else counted. The caller holds the mutex. */
__attribute__((format(printf, 2, 3))) static void fail(const Call *c,
                                                       const char *fmt, ...) {
  if (S.errorReported) {
    ++S.suppressed;
    return;
  }
  S.errorReported = true;
  char message[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof(message), fmt, ap);
  va_end(ap);
  fprintf(stderr, "gpuopt runtime error: %.*s: %s\n", (int)c->length, c->text,
          message);
  fflush(stderr);
  if (S.fatal) {
    fflush(NULL);
    /* _exit, not exit: the exit-time leak check would only add noise. */
    _exit(1);
  }
}

__attribute__((format(printf, 2, 3))) static void trace(const Call *c,
                                                        const char *fmt,
                                                        ...) {
  if (!S.trace)
    return;
  char result[512] = "";
  if (fmt) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(result, sizeof(result), fmt, ap);
    va_end(ap);
  }
  fprintf(stderr, "gpuopt trace: %.*s%s\n", (int)c->length, c->text, result);
  fflush(stderr);
}

HOST_HIDDEN void hostReportError(const char *callText, const char *message,
                                 uint64_t more) {
  Call c = {.length = 0};
  append(&c, "%s", callText);
  fail(&c, "%s", message);
  S.suppressed += more;
}

/*===----------------------------------------------------------------------===
 * Handles
 *===----------------------------------------------------------------------===*/

/* The index of handle `p`, or 0 if `p` is not in the handle range.
 * *inRegion tells whether it is in the range at all. */
static size_t handleIndex(const void *p, bool *inRegion) {
  uintptr_t u = (uintptr_t)p, base = (uintptr_t)S.region;
  *inRegion = S.region && u >= base && u < base + kHandleRegionBytes;
  if (!*inRegion || (u - base) % kHandleStride != 0)
    return 0;
  size_t index = (u - base) / kHandleStride;
  return index < S.handleCount ? index : 0;
}

static void *handleAddress(size_t index) {
  return S.region + index * kHandleStride;
}

static void *newHandle(const Call *c, Kind kind) {
  if (!S.region) {
    fail(c, "cannot reserve the handle address range");
    return NULL;
  }
  if (S.handleCount == 0)
    S.handleCount = 1; /* Index 0 is never handed out. */
  if (S.handleCount >= kHandleRegionBytes / kHandleStride) {
    fail(c, "too many handles (more than %zu)",
         kHandleRegionBytes / kHandleStride);
    return NULL;
  }
  if (S.handleCount >= S.handleCapacity) {
    size_t capacity = S.handleCapacity ? 2 * S.handleCapacity : 64;
    Handle *handles = realloc(S.handles, capacity * sizeof(Handle));
    if (!handles) {
      fail(c, "out of host memory for handle records");
      return NULL;
    }
    S.handles = handles;
    S.handleCapacity = capacity;
  }
  size_t index = S.handleCount++;
  Handle *h = &S.handles[index];
  memset(h, 0, sizeof(*h));
  h->kind = kind;
  h->live = true;
  h->number = ++S.kindCounters[kind];
  return handleAddress(index);
}

/*===----------------------------------------------------------------------===
 * Allocations
 *===----------------------------------------------------------------------===*/

/* Index of the first allocation whose base is > p. */
static size_t upperBound(const void *p) {
  size_t lo = 0, hi = S.allocCount;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if ((uintptr_t)S.allocs[mid].base <= (uintptr_t)p)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo;
}

/* The allocation (live or quarantined) that contains `p`, or null. A
 * zero-length allocation never exists (mgpuMemAlloc(0) returns null). */
static Allocation *findAllocation(const void *p) {
  size_t i = upperBound(p);
  if (i == 0)
    return NULL;
  Allocation *a = &S.allocs[i - 1];
  if ((uintptr_t)p - (uintptr_t)a->base < a->size)
    return a;
  return NULL;
}

static bool insertAllocation(char *base, uint64_t size) {
  if (S.allocCount == S.allocCapacity) {
    size_t capacity = S.allocCapacity ? 2 * S.allocCapacity : 64;
    Allocation *allocs = realloc(S.allocs, capacity * sizeof(Allocation));
    if (!allocs)
      return false;
    S.allocs = allocs;
    S.allocCapacity = capacity;
  }
  size_t i = upperBound(base);
  memmove(&S.allocs[i + 1], &S.allocs[i],
          (S.allocCount - i) * sizeof(Allocation));
  S.allocs[i] = (Allocation){base, size, ++S.allocCounter, true};
  ++S.allocCount;
  return true;
}

static void removeAllocation(Allocation *a) {
  size_t i = (size_t)(a - S.allocs);
  memmove(&S.allocs[i], &S.allocs[i + 1],
          (S.allocCount - i - 1) * sizeof(Allocation));
  --S.allocCount;
}

/* Puts a freed allocation in quarantine and releases the oldest ones beyond
 * the bounds (always keeping the newest). */
static void quarantine(Allocation *a) {
  if (S.qCount == S.qCapacity) {
    size_t capacity = S.qCapacity ? 2 * S.qCapacity : 64;
    char **ring = malloc(capacity * sizeof(char *));
    if (!ring) { /* Cannot track it: release it right away. */
      char *base = a->base;
      removeAllocation(a);
      free(base);
      return;
    }
    for (size_t i = 0; i < S.qCount; ++i)
      ring[i] = S.quarantine[(S.qHead + i) % S.qCapacity];
    free(S.quarantine);
    S.quarantine = ring;
    S.qCapacity = capacity;
    S.qHead = 0;
  }
  S.quarantine[(S.qHead + S.qCount) % S.qCapacity] = a->base;
  ++S.qCount;
  S.qBytes += a->size;
  while (S.qCount > 1 &&
         (S.qBytes > kQuarantineBytes || S.qCount > kQuarantineCount)) {
    char *base = S.quarantine[S.qHead];
    S.qHead = (S.qHead + 1) % S.qCapacity;
    --S.qCount;
    Allocation *old = findAllocation(base);
    if (old) {
      S.qBytes -= old->size;
      removeAllocation(old);
    }
    free(base);
  }
}

/*===----------------------------------------------------------------------===
 * Describing and checking arguments
 *===----------------------------------------------------------------------===*/

/* Writes a short name for pointer `p`: "null", "stream#1", "ptr#2",
 * "ptr#2+16", or the address. */
static void describe(char *out, size_t size, const void *p) {
  if (!p) {
    snprintf(out, size, "null");
    return;
  }
  bool inRegion;
  size_t index = handleIndex(p, &inRegion);
  if (index) {
    const Handle *h = &S.handles[index];
    snprintf(out, size, "%s#%" PRIu32, kKindName[h->kind], h->number);
    return;
  }
  if (!inRegion) {
    const Allocation *a = findAllocation(p);
    if (a) {
      uintptr_t offset = (uintptr_t)p - (uintptr_t)a->base;
      if (offset)
        snprintf(out, size, "ptr#%" PRIu32 "+%" PRIuPTR, a->number, offset);
      else
        snprintf(out, size, "ptr#%" PRIu32, a->number);
      return;
    }
  }
  snprintf(out, size, "%p", p);
}

static void argPointer(Call *c, const void *p) {
  char name[64];
  describe(name, sizeof(name), p);
  nextArg(c);
  append(c, "%s", name);
}

static void argStream(Call *c, const void *stream) {
  if (stream) {
    argPointer(c, stream);
  } else {
    nextArg(c);
    append(c, "default");
  }
}

static void argInt(Call *c, int64_t value) {
  nextArg(c);
  append(c, "%" PRId64, value);
}

static void argUnsigned(Call *c, uint64_t value) {
  nextArg(c);
  append(c, "%" PRIu64, value);
}

static void argString(Call *c, const char *s) {
  nextArg(c);
  if (s)
    append(c, "\"%s\"", s);
  else
    append(c, "null");
}

/* Describes what `p` is, for "handle is ..." messages. */
static void whatIs(char *out, size_t size, const void *p) {
  bool inRegion;
  size_t index = handleIndex(p, &inRegion);
  if (index) {
    Kind k = S.handles[index].kind;
    snprintf(out, size, "%s %s", kKindArticle[k], kKindName[k]);
  } else if (!inRegion && findAllocation(p)) {
    snprintf(out, size, "device memory");
  } else {
    snprintf(out, size, "not a handle of this runtime");
  }
}

/* Returns the record of `p` if it is a live handle of `kind`; else reports
 * the problem and returns null. */
static Handle *expectHandle(const Call *c, const void *p, Kind kind) {
  if (!p) {
    fail(c, "null %s", kKindName[kind]);
    return NULL;
  }
  bool inRegion;
  size_t index = handleIndex(p, &inRegion);
  char name[64];
  describe(name, sizeof(name), p);
  if (!index) {
    if (!inRegion && findAllocation(p))
      fail(c, "handle is device memory (%s), expected %s %s", name,
           kKindArticle[kind], kKindName[kind]);
    else
      fail(c, "%s is not %s %s created by this runtime", name,
           kKindArticle[kind], kKindName[kind]);
    return NULL;
  }
  Handle *h = &S.handles[index];
  if (h->kind != kind) {
    fail(c, "handle is %s %s, expected %s %s", kKindArticle[h->kind],
         kKindName[h->kind], kKindArticle[kind], kKindName[kind]);
    return NULL;
  }
  if (!h->live) {
    fail(c, "%s is used after it was %s (by %s)", name,
         kind == KIND_MODULE ? "unloaded" : "destroyed",
         kKindDestroyer[kind]);
    return NULL;
  }
  if (kind == KIND_FUNCTION && !S.handles[h->module].live) {
    char module[64];
    describe(module, sizeof(module), handleAddress(h->module));
    fail(c, "%s belongs to %s, which was unloaded (by mgpuModuleUnload)",
         name, module);
    return NULL;
  }
  return h;
}

/* A null stream is the default stream; anything else must be a live
 * stream. */
static bool checkStream(const Call *c, const void *stream) {
  return !stream || expectHandle(c, stream, KIND_STREAM) != NULL;
}

/* Checks that [p, p + bytes) is usable memory: not a handle, not freed, and
 * within its allocation if it is device memory. Host memory cannot be
 * checked and is accepted. `role` names the argument. */
static bool checkRange(const Call *c, const void *p, uint64_t bytes,
                       const char *role) {
  if (bytes == 0)
    return true;
  if (!p) {
    fail(c, "null %s pointer", role);
    return false;
  }
  char name[64];
  describe(name, sizeof(name), p);
  bool inRegion;
  size_t index = handleIndex(p, &inRegion);
  if (inRegion) {
    char what[64];
    whatIs(what, sizeof(what), p);
    fail(c, "%s %s is %s, expected memory", role, name,
         index ? what : "an invalid handle");
    return false;
  }
  Allocation *a = findAllocation(p);
  if (a) {
    if (!a->live) {
      fail(c, "%s %s is used after ptr#%" PRIu32 " was freed (by mgpuMemFree)",
           role, name, a->number);
      return false;
    }
    uint64_t offset = (uint64_t)((uintptr_t)p - (uintptr_t)a->base);
    if (bytes > a->size - offset) {
      fail(c,
           "%s range of %" PRIu64 " bytes at %s overruns ptr#%" PRIu32
           " (%" PRIu64 " bytes) by %" PRIu64 " bytes",
           role, bytes, name, a->number, a->size, bytes - (a->size - offset));
      return false;
    }
    return true;
  }
  /* Host memory: it must not run into device memory. */
  uintptr_t end;
  if (__builtin_add_overflow((uintptr_t)p, (uintptr_t)bytes, &end)) {
    fail(c, "%s range of %" PRIu64 " bytes at %s wraps around", role, bytes,
         name);
    return false;
  }
  size_t next = upperBound(p);
  if (next < S.allocCount && (uintptr_t)S.allocs[next].base < end) {
    fail(c, "%s range of %" PRIu64 " bytes at %s runs into ptr#%" PRIu32, role,
         bytes, name, S.allocs[next].number);
    return false;
  }
  return true;
}

/*===----------------------------------------------------------------------===
 * Exit
 *===----------------------------------------------------------------------===*/

/* At exit: report leaked handles and allocations (as one error), then the
 * number of suppressed errors, then release the quarantine. */
static void atExit(void) {
  pthread_mutex_lock(&S.mutex);
  size_t leaked = 0;
  for (size_t i = 1; i < S.handleCount; ++i)
    if (S.handles[i].live && S.handles[i].kind != KIND_FUNCTION)
      ++leaked;
  for (size_t i = 0; i < S.allocCount; ++i)
    if (S.allocs[i].live)
      ++leaked;
  if (leaked && S.errorReported) {
    ++S.suppressed;
  } else if (leaked) {
    S.errorReported = true;
    fprintf(stderr,
            "gpuopt runtime error: at exit: %zu leaked handle%s (created but "
            "never destroyed or freed):\n",
            leaked, leaked == 1 ? "" : "s");
    size_t lines = 0;
    for (size_t i = 1; i < S.handleCount; ++i) {
      const Handle *h = &S.handles[i];
      if (!h->live || h->kind == KIND_FUNCTION)
        continue;
      if (lines++ < kMaxLeakLines) {
        if (h->kind == KIND_MODULE)
          fprintf(stderr, "  module#%" PRIu32 " (image %p)\n", h->number,
                  h->image);
        else
          fprintf(stderr, "  %s#%" PRIu32 "\n", kKindName[h->kind],
                  h->number);
      }
    }
    for (size_t i = 0; i < S.allocCount; ++i) {
      const Allocation *a = &S.allocs[i];
      if (a->live && lines++ < kMaxLeakLines)
        fprintf(stderr, "  ptr#%" PRIu32 " (%" PRIu64 " bytes)\n", a->number,
                a->size);
    }
    if (lines > kMaxLeakLines)
      fprintf(stderr, "  ... and %zu more\n", lines - kMaxLeakLines);
    fflush(stderr);
    if (S.fatal) {
      fflush(NULL);
      _exit(1);
    }
  }
  if (S.suppressed) {
    fprintf(stderr,
            "gpuopt runtime: %" PRIu64
            " further runtime error%s suppressed (only the first one is "
            "reported)\n",
            S.suppressed, S.suppressed == 1 ? "" : "s");
    fflush(stderr);
    S.suppressed = 0;
  }
  /* Leaked (live) allocations are left alone: later exit handlers of the
   * program may still use them. */
  while (S.qCount) {
    char *base = S.quarantine[S.qHead];
    S.qHead = (S.qHead + 1) % S.qCapacity;
    --S.qCount;
    Allocation *a = findAllocation(base);
    if (a)
      removeAllocation(a);
    free(base);
  }
  S.qBytes = 0;
  pthread_mutex_unlock(&S.mutex);
}

/*===----------------------------------------------------------------------===
 * Modules and kernels
 *===----------------------------------------------------------------------===*/

EXPORT void *mgpuModuleLoad(void *data) {
  Call c;
  beginCall(&c, "mgpuModuleLoad");
  argPointer(&c, data);
  finishArgs(&c);
  void *module = NULL;
  char error[1024];
  const HostModule *loaded = NULL;
  bool inRegion;
  if (!data) {
    fail(&c, "null module image");
  } else if (handleIndex(data, &inRegion), inRegion) {
    fail(&c, "module image is a handle, not memory");
  } else if (!(loaded = hostLoadModule(data, error, sizeof(error)))) {
    fail(&c, "%s", error);
  } else {
    module = newHandle(&c, KIND_MODULE);
    if (module) {
      Handle *h = &S.handles[handleIndex(module, &inRegion)];
      h->image = data;
      h->loaded = loaded;
    }
  }
  char name[64];
  describe(name, sizeof(name), module);
  trace(&c, " -> %s", name);
  endCall();
  return module;
}

EXPORT void mgpuModuleUnload(void *module) {
  Call c;
  beginCall(&c, "mgpuModuleUnload");
  argPointer(&c, module);
  finishArgs(&c);
  trace(&c, NULL);
  Handle *h = expectHandle(&c, module, KIND_MODULE);
  if (h)
    h->live = false;
  endCall();
}

/* Reports a kernel name the module does not have, listing the ones it has. */
static void missingKernel(const Call *c, const void *module,
                          const GpuoptModuleDescriptor *d, const char *name) {
  char handle[64], kernels[512] = "";
  describe(handle, sizeof(handle), module);
  size_t length = 0;
  for (uint64_t i = 0; i < d->num_kernels && length < sizeof(kernels); ++i) {
    int n = snprintf(kernels + length, sizeof(kernels) - length, "%s\"%s\"",
                     i ? ", " : "", d->kernels[i].name);
    length += n > 0 ? (size_t)n : 0;
  }
  fail(c, "%s (gpu.module @%s) has no kernel \"%s\"; it has %s%s", handle,
       d->module_name ? d->module_name : "?", name,
       d->num_kernels ? "" : "none", kernels);
}

EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  Call c;
  beginCall(&c, "mgpuModuleGetFunction");
  argPointer(&c, module);
  argString(&c, name);
  finishArgs(&c);
  void *function = NULL;
  const Handle *m = expectHandle(&c, module, KIND_MODULE);
  const GpuoptKernelDescriptor *kernel = NULL;
  if (m) {
    if (!name || !*name) {
      fail(&c, "%s kernel name", name ? "empty" : "null");
    } else if (!(kernel = hostFindKernel(m->loaded, name))) {
      missingKernel(&c, module, m->loaded->descriptor, name);
    } else {
      char *copy = strdup(name);
      function = copy ? newHandle(&c, KIND_FUNCTION) : NULL;
      if (function) {
        bool inRegion;
        size_t moduleIndex = handleIndex(module, &inRegion);
        Handle *h = &S.handles[handleIndex(function, &inRegion)];
        h->module = moduleIndex;
        h->name = copy;
        h->kernel = kernel;
        h->loaded = S.handles[moduleIndex].loaded;
      } else {
        if (!copy)
          fail(&c, "out of host memory");
        free(copy);
      }
    }
  }
  char result[64];
  describe(result, sizeof(result), function);
  trace(&c, " -> %s", result);
  endCall();
  return function;
}

static bool checkDim(const Call *c, const char *what, intptr_t value) {
  if (value >= 1 && value <= INT32_MAX)
    return true;
  fail(c, "%s dimension %" PRIdPTR " is out of range [1, %d]", what, value,
       INT32_MAX);
  return false;
}

/* Checks a launch against a GPU's limits (CUDA's, which are also within
 * ROCm's): a GPU refuses such a launch rather than running it. */
static bool checkLimits(const Call *c, const intptr_t grid[3],
                        const intptr_t block[3],
                        const GpuoptKernelDescriptor *k, int32_t smem,
                        uint64_t *dynamicOffset, uint64_t *total) {
  static const struct {
    const char *what, *limits;
    const int64_t *max;
  } kShapes[2] = {
      {"grid", "a GPU's grid is at most (2147483647, 65535, 65535) blocks",
       kMaxGridDim},
      {"block", "a GPU's block is at most (1024, 1024, 64) threads",
       kMaxBlockDim}};
  const intptr_t *shapes[2] = {grid, block};
  for (int i = 0; i < 3; ++i)
    for (int s = 0; s < 2; ++s) {
      intptr_t value = shapes[s][i];
      if (!checkDim(c, kShapes[s].what, value))
        return false;
      if (value > kShapes[s].max[i]) {
        fail(c,
             "%s dimension %c = %" PRIdPTR " exceeds the limit %" PRId64
             " (%s)",
             kShapes[s].what, "xyz"[i], value, kShapes[s].max[i],
             kShapes[s].limits);
        return false;
      }
    }
  int64_t threads = (int64_t)block[0] * block[1] * block[2];
  if (threads > kMaxBlockThreads) {
    fail(c, "a block of %" PRId64 " threads exceeds the limit of %d threads",
         threads, kMaxBlockThreads);
    return false;
  }
  if (smem < 0) {
    fail(c, "negative dynamic shared memory size %" PRId32, smem);
    return false;
  }
  uint64_t align = GPUOPT_HOST_DYNAMIC_WORKGROUP_ALIGN;
  uint64_t staticBytes = k->static_workgroup_bytes;
  *dynamicOffset = staticBytes > GPUOPT_HOST_MAX_WORKGROUP_BYTES
                       ? staticBytes
                       : (staticBytes + align - 1) / align * align;
  *total = *dynamicOffset + (uint64_t)smem;
  if (*total > GPUOPT_HOST_MAX_WORKGROUP_BYTES) {
    fail(c,
         "kernel \"%s\" needs %" PRIu64 " bytes of shared memory per block (%"
         PRIu64 " static + %" PRId32 " dynamic), more than the %u bytes (48 "
         "KiB) a launch may use",
         k->name, *total, staticBytes, smem, GPUOPT_HOST_MAX_WORKGROUP_BYTES);
    return false;
  }
  return true;
}

EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                             intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t smem, void *stream,
                             void **params, void **extra) {
  Call c;
  beginCall(&c, "mgpuLaunchKernel");
  argPointer(&c, function);
  argInt(&c, gridX);
  argInt(&c, gridY);
  argInt(&c, gridZ);
  argInt(&c, blockX);
  argInt(&c, blockY);
  argInt(&c, blockZ);
  argInt(&c, smem);
  argStream(&c, stream);
  argPointer(&c, (void *)params);
  argPointer(&c, (void *)extra);
  finishArgs(&c);
  const intptr_t grid[3] = {gridX, gridY, gridZ};
  const intptr_t block[3] = {blockX, blockY, blockZ};
  Handle *f = expectHandle(&c, function, KIND_FUNCTION);
  HostLaunch launch = {.callText = c.text};
  char error[256];
  const HostSettings *settings = NULL;
  bool ok = f && checkStream(&c, stream) &&
            checkLimits(&c, grid, block, f->kernel, smem,
                        &launch.dynamicOffset, &launch.workgroupBytes);
  if (ok && !params && f->kernel->num_params > 0) {
    fail(&c, "kernel \"%s\" takes %" PRIu32 " parameters, but params is null",
         f->name, f->kernel->num_params);
    ok = false;
  } else if (ok && extra) {
    fail(&c, "extra launch parameters (CU_LAUNCH_PARAM_*) are not supported "
             "by the host runtime; pass the kernel's parameters in params");
    ok = false;
  } else if (ok && !(settings = hostSettings(error, sizeof(error)))) {
    fail(&c, "%s", error);
    ok = false;
  }
  if (!ok) {
    trace(&c, NULL);
    endCall();
    return;
  }
  const GpuoptKernelDescriptor *k = f->kernel;
  trace(&c,
        ": kernel \"%s\" of gpu.module @%s, grid (%" PRIdPTR ", %" PRIdPTR
        ", %" PRIdPTR "), block (%" PRIdPTR ", %" PRIdPTR ", %" PRIdPTR
        "), shared memory %" PRIu64 " static + %" PRId32 " dynamic bytes, %s",
        k->name, f->loaded->descriptor->module_name, gridX, gridY, gridZ,
        blockX, blockY, blockZ, k->static_workgroup_bytes, smem,
        (k->flags & GPUOPT_KERNEL_SYNCHRONIZES) ? "thread_entry on fibers"
        : k->block_entry                        ? "block_entry per block"
                                                : "thread_entry per thread");
  launch.settings = settings;
  launch.module = f->loaded;
  launch.kernel = k;
  for (int i = 0; i < 3; ++i) {
    launch.grid[i] = grid[i];
    launch.block[i] = block[i];
  }
  launch.params = params;
  hostRunLaunch(&launch);
  endCall();
}

/*===----------------------------------------------------------------------===
 * Streams and events
 *===----------------------------------------------------------------------===*/

static void *createHandle(const char *callName, Kind kind) {
  Call c;
  beginCall(&c, callName);
  finishArgs(&c);
  void *handle = newHandle(&c, kind);
  char name[64];
  describe(name, sizeof(name), handle);
  trace(&c, " -> %s", name);
  endCall();
  return handle;
}

EXPORT void *mgpuStreamCreate(void) {
  return createHandle("mgpuStreamCreate", KIND_STREAM);
}

EXPORT void *mgpuEventCreate(void) {
  return createHandle("mgpuEventCreate", KIND_EVENT);
}

EXPORT void mgpuStreamDestroy(void *stream) {
  Call c;
  beginCall(&c, "mgpuStreamDestroy");
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  if (!stream) {
    fail(&c, "cannot destroy the default (null) stream");
  } else {
    Handle *h = expectHandle(&c, stream, KIND_STREAM);
    if (h)
      h->live = false;
  }
  endCall();
}

EXPORT void mgpuStreamSynchronize(void *stream) {
  Call c;
  beginCall(&c, "mgpuStreamSynchronize");
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  checkStream(&c, stream); /* Work completes at issue: nothing to wait for. */
  endCall();
}

EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  Call c;
  beginCall(&c, "mgpuStreamWaitEvent");
  argStream(&c, stream);
  argPointer(&c, event);
  finishArgs(&c);
  trace(&c, NULL);
  if (checkStream(&c, stream))
    expectHandle(&c, event, KIND_EVENT);
  endCall();
}

EXPORT void mgpuEventDestroy(void *event) {
  Call c;
  beginCall(&c, "mgpuEventDestroy");
  argPointer(&c, event);
  finishArgs(&c);
  trace(&c, NULL);
  Handle *h = expectHandle(&c, event, KIND_EVENT);
  if (h)
    h->live = false;
  endCall();
}

EXPORT void mgpuEventSynchronize(void *event) {
  Call c;
  beginCall(&c, "mgpuEventSynchronize");
  argPointer(&c, event);
  finishArgs(&c);
  trace(&c, NULL);
  expectHandle(&c, event, KIND_EVENT);
  endCall();
}

EXPORT void mgpuEventRecord(void *event, void *stream) {
  Call c;
  beginCall(&c, "mgpuEventRecord");
  argPointer(&c, event);
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  if (expectHandle(&c, event, KIND_EVENT))
    checkStream(&c, stream);
  endCall();
}

/*===----------------------------------------------------------------------===
 * Memory
 *===----------------------------------------------------------------------===*/

EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream) {
  Call c;
  beginCall(&c, "mgpuMemAlloc");
  argUnsigned(&c, sizeBytes);
  argStream(&c, stream);
  finishArgs(&c);
  void *ptr = NULL;
  checkStream(&c, stream); /* Allocation is synchronous: go on regardless. */
  if (sizeBytes != 0) { /* Like the GPU wrappers: zero bytes -> null. */
    if (sizeBytes > (uint64_t)PTRDIFF_MAX ||
        posix_memalign(&ptr, kAllocAlignment, (size_t)sizeBytes) != 0) {
      ptr = NULL;
      fail(&c, "out of memory: cannot allocate %" PRIu64 " bytes", sizeBytes);
    } else if (!insertAllocation(ptr, sizeBytes)) {
      free(ptr);
      ptr = NULL;
      fail(&c, "out of host memory for allocation records");
    } else {
      memset(ptr, kFreshByte, (size_t)sizeBytes);
    }
  }
  char name[64];
  describe(name, sizeof(name), ptr);
  trace(&c, " -> %s", name);
  endCall();
  return ptr;
}

EXPORT void mgpuMemFree(void *ptr, void *stream) {
  Call c;
  beginCall(&c, "mgpuMemFree");
  argPointer(&c, ptr);
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  checkStream(&c, stream);
  bool inRegion;
  size_t index = handleIndex(ptr, &inRegion);
  Allocation *a = ptr && !inRegion ? findAllocation(ptr) : NULL;
  if (!ptr) {
    /* Freeing null is a no-op, as mgpuMemAlloc(0) returns null. */
  } else if (inRegion) {
    char what[64];
    whatIs(what, sizeof(what), ptr);
    fail(&c, "handle is %s, expected device memory",
         index ? what : "an invalid handle");
  } else if (!a) {
    fail(&c, "%p was not allocated by mgpuMemAlloc", ptr);
  } else if (a->base != (char *)ptr) {
    fail(&c,
         "pointer is %" PRIuPTR " bytes into ptr#%" PRIu32
         "%s; mgpuMemFree needs the start of an allocation",
         (uintptr_t)ptr - (uintptr_t)a->base, a->number,
         a->live ? "" : ", which was already freed");
  } else if (!a->live) {
    fail(&c, "double free: ptr#%" PRIu32 " was already freed", a->number);
  } else {
    a->live = false;
    memset(a->base, kFreedByte, (size_t)a->size);
    quarantine(a);
  }
  endCall();
}

EXPORT void mgpuMemcpy(void *dst, void *src, intptr_t sizeBytes,
                       void *stream) {
  Call c;
  beginCall(&c, "mgpuMemcpy");
  argPointer(&c, dst);
  argPointer(&c, src);
  argInt(&c, sizeBytes);
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  checkStream(&c, stream); /* A bad stream does not make the copy unsafe. */
  if (sizeBytes < 0) {
    fail(&c, "negative size");
  } else if (sizeBytes > 0 &&
             checkRange(&c, dst, (uint64_t)sizeBytes, "destination") &&
             checkRange(&c, src, (uint64_t)sizeBytes, "source")) {
    uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
    if (d < s + (uintptr_t)sizeBytes && s < d + (uintptr_t)sizeBytes)
      fail(&c, "source and destination overlap");
    else
      memcpy(dst, src, (size_t)sizeBytes);
  }
  endCall();
}

EXPORT void mgpuMemset32(void *dst, int32_t value, intptr_t count,
                         void *stream) {
  Call c;
  beginCall(&c, "mgpuMemset32");
  argPointer(&c, dst);
  argInt(&c, value);
  argInt(&c, count);
  argStream(&c, stream);
  finishArgs(&c);
  trace(&c, NULL);
  checkStream(&c, stream);
  uint64_t bytes;
  if (count < 0) {
    fail(&c, "negative count");
  } else if (count > 0 &&
             __builtin_mul_overflow((uint64_t)count, (uint64_t)4, &bytes)) {
    fail(&c, "count overflows");
  } else if (count > 0 && dst && (uintptr_t)dst % 4 != 0) {
    fail(&c, "destination is not 4-byte aligned");
  } else if (count > 0 && checkRange(&c, dst, bytes, "destination")) {
    uint32_t word = (uint32_t)value;
    unsigned char *out = dst;
    for (intptr_t i = 0; i < count; ++i)
      memcpy(out + 4 * i, &word, 4);
  }
  endCall();
}

/* Host registration is a no-op on the CPU, but the range must be host
 * memory: registering device memory fails on a real GPU. */
static void checkHostRange(const Call *c, const void *ptr, uint64_t bytes) {
  if (bytes == 0)
    return;
  if (!ptr) {
    fail(c, "null host pointer");
    return;
  }
  bool inRegion;
  size_t index = handleIndex(ptr, &inRegion);
  if (inRegion) {
    char what[64];
    whatIs(what, sizeof(what), ptr);
    fail(c, "%s, expected host memory", index ? what : "an invalid handle");
    return;
  }
  const Allocation *a = findAllocation(ptr);
  if (!a) {
    size_t next = upperBound(ptr);
    uintptr_t end;
    if (!__builtin_add_overflow((uintptr_t)ptr, (uintptr_t)bytes, &end) &&
        next < S.allocCount && (uintptr_t)S.allocs[next].base < end)
      a = &S.allocs[next];
  }
  if (a)
    fail(c,
         "range overlaps device memory (ptr#%" PRIu32
         ", from mgpuMemAlloc); host register needs host memory",
         a->number);
}

EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  Call c;
  beginCall(&c, "mgpuMemHostRegister");
  argPointer(&c, ptr);
  argUnsigned(&c, sizeBytes);
  finishArgs(&c);
  trace(&c, NULL);
  checkHostRange(&c, ptr, sizeBytes);
  endCall();
}

/* The range mgpuMemHostRegisterMemRef registers: sizes[0] * strides[0]
 * elements from aligned + offset (one element for rank 0), as upstream.
 * Upstream asserts a dense layout; here any layout whose elements all lie
 * in that extent is accepted. Returns false after reporting a bad
 * descriptor. */
static bool memrefExtent(const Call *c, int64_t rank, const void *desc,
                         int64_t elementSizeBytes, char **begin,
                         uint64_t *sizeBytes) {
  if (!desc) {
    fail(c, "null memref descriptor");
    return false;
  }
  if (rank < 0 || rank > 1024) {
    fail(c, "invalid rank %" PRId64, rank);
    return false;
  }
  if (elementSizeBytes <= 0) {
    fail(c, "invalid element size %" PRId64, elementSizeBytes);
    return false;
  }
  bool inRegion;
  handleIndex(desc, &inRegion);
  if (inRegion) {
    fail(c, "memref descriptor pointer is a handle");
    return false;
  }
  /* { T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
   *   int64_t strides[rank]; } */
  char *aligned;
  int64_t offset;
  memcpy(&aligned, (const char *)desc + sizeof(void *), sizeof(aligned));
  memcpy(&offset, (const char *)desc + 2 * sizeof(void *), sizeof(offset));
  const int64_t *sizes =
      (const int64_t *)((const char *)desc + 2 * sizeof(void *) + 8);
  const int64_t *strides = sizes + rank;
  if (offset < 0) {
    fail(c, "negative memref offset %" PRId64, offset);
    return false;
  }
  int64_t extent = 1, last = 0;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] < 0 || strides[i] < 0) {
      fail(c,
           "dimension %" PRId64 " has size %" PRId64 " and stride %" PRId64
           "; expected non-negative values",
           i, sizes[i], strides[i]);
      return false;
    }
    if (sizes[i] == 0)
      extent = 0;
  }
  if (rank > 0 && extent != 0) {
    if (__builtin_mul_overflow(sizes[0], strides[0], &extent)) {
      fail(c, "memref extent overflows");
      return false;
    }
    for (int64_t i = 0; i < rank; ++i) {
      int64_t term;
      if (__builtin_mul_overflow(sizes[i] - 1, strides[i], &term) ||
          __builtin_add_overflow(last, term, &last)) {
        fail(c, "memref extent overflows");
        return false;
      }
    }
    if (last >= extent) {
      fail(c,
           "layout is not row-major: the last element is at index %" PRId64
           " but sizes[0] * strides[0] = %" PRId64 " elements",
           last, extent);
      return false;
    }
  }
  int64_t bytes, offsetBytes;
  if (__builtin_mul_overflow(extent, elementSizeBytes, &bytes) ||
      __builtin_mul_overflow(offset, elementSizeBytes, &offsetBytes)) {
    fail(c, "memref extent overflows");
    return false;
  }
  if (bytes > 0 && !aligned) {
    fail(c, "memref has a null aligned pointer");
    return false;
  }
  *begin = bytes > 0 ? aligned + offsetBytes : aligned;
  *sizeBytes = (uint64_t)bytes;
  return true;
}

EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *desc,
                                      int64_t elementSizeBytes) {
  Call c;
  beginCall(&c, "mgpuMemHostRegisterMemRef");
  argInt(&c, rank);
  argPointer(&c, desc);
  argInt(&c, elementSizeBytes);
  finishArgs(&c);
  char *begin = NULL;
  uint64_t sizeBytes = 0;
  bool ok = memrefExtent(&c, rank, desc, elementSizeBytes, &begin, &sizeBytes);
  if (ok) {
    trace(&c, " -> registers %p, %" PRIu64 " bytes", (void *)begin,
          sizeBytes);
    checkHostRange(&c, begin, sizeBytes);
  } else {
    trace(&c, " -> invalid descriptor");
  }
  endCall();
}
