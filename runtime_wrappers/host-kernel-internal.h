/*===- host-kernel-internal.h - the host runtime's kernel machinery -------===//
 *
 * Part of gpuopt. The host runtime is split by concern:
 *
 *   host-runtime-wrappers.c  the mgpu* entry points, handles and checks
 *   host-kernel-loader.c     module images (ELF shared objects) -> modules
 *   host-kernel-launch.c     a grid on the host's cores: worker pool, block
 *                            order, printf output, fatal kernel errors
 *   host-kernel-block.c      one block: plain loops or fibers, barrier,
 *                            shuffle and the other services of the ABI
 *
 * This header is what they share; the kernel side of the ABI is in
 * gpuopt-host-kernel-abi.h. Everything here is called with the runtime's
 * mutex held (one mgpu* call at a time), except what says otherwise.
 *
 *===----------------------------------------------------------------------===*/

#ifndef GPUOPT_HOST_KERNEL_INTERNAL_H
#define GPUOPT_HOST_KERNEL_INTERNAL_H

#include "gpuopt-host-kernel-abi.h"
#include "host-fiber.h"

#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define HOST_HIDDEN __attribute__((visibility("hidden")))

/* Launch limits, as CUDA's (compute capability 3.0 and later). */
#define kMaxBlockThreads 1024
static const int64_t kMaxBlockDim[3] = {1024, 1024, 64};
static const int64_t kMaxGridDim[3] = {2147483647, 65535, 65535};

/*===----------------------------------------------------------------------===
 * Reporting (host-runtime-wrappers.c)
 *===----------------------------------------------------------------------===*/

/* Reports an error of the call whose text is `callText`: printed if it is
 * the first error of the process, else counted (and `more` further ones
 * with it); GPUOPT_RUNTIME_FATAL ends the process. */
HOST_HIDDEN void hostReportError(const char *callText, const char *message,
                                 uint64_t more);

/*===----------------------------------------------------------------------===
 * Modules (host-kernel-loader.c)
 *===----------------------------------------------------------------------===*/

/* A loaded module image. Loaded images are kept for the life of the process
 * and shared by every mgpuModuleLoad of the same bytes: upstream's lowering
 * loads the module around every launch. */
typedef struct HostModule {
  const GpuoptModuleDescriptor *descriptor;
  void *library;  /* dlopen handle */
  char *image;    /* a copy of the image bytes, the cache key */
  uint64_t size;
} HostModule;

/* The module of `image`, loaded if needed; or NULL with a message in
 * `error` that says what the image is instead. */
HOST_HIDDEN const HostModule *hostLoadModule(const void *image, char *error,
                                             size_t errorSize);

/* The kernel `name` of `module`, or NULL. */
HOST_HIDDEN const GpuoptKernelDescriptor *
hostFindKernel(const HostModule *module, const char *name);

/* Writes all of data with write(2), retrying as needed: async-signal-safe. */
HOST_HIDDEN bool hostWriteAll(int fd, const void *data, size_t size);

/* "file:line:col" of `site`, or a stand-in for an unknown site. */
HOST_HIDDEN const char *hostSiteName(const GpuoptModuleDescriptor *module,
                                     int32_t site, char *buffer, size_t size);

/*===----------------------------------------------------------------------===
 * Launching (host-kernel-launch.c)
 *===----------------------------------------------------------------------===*/

/* Settings from the environment, read at the first launch. */
typedef struct HostSettings {
  int threads;          /* GPUOPT_HOST_THREADS: worker threads, >= 1 */
  int64_t subgroupSize; /* GPUOPT_HOST_SUBGROUP_SIZE */
  size_t stackBytes;    /* GPUOPT_HOST_STACK_SIZE: per fiber */
  size_t pageSize;
} HostSettings;

/* The settings, or NULL with a message in `error` about a bad variable. */
HOST_HIDDEN const HostSettings *hostSettings(char *error, size_t errorSize);

typedef struct HostLaunch {
  const char *callText; /* "mgpuLaunchKernel(...)", for errors */
  const HostSettings *settings;
  const HostModule *module;
  const GpuoptKernelDescriptor *kernel;
  int64_t grid[3], block[3];
  uint64_t dynamicOffset; /* of the dynamic workgroup memory */
  uint64_t workgroupBytes; /* static + alignment + dynamic */
  void **params;
} HostLaunch;

/* Runs every block of the launch, then returns. Output and non-fatal kernel
 * errors are reported in block order; a fatal kernel error ends the
 * process. */
HOST_HIDDEN void hostRunLaunch(const HostLaunch *launch);

/*===----------------------------------------------------------------------===
 * Running one block (host-kernel-block.c), on one worker thread
 *===----------------------------------------------------------------------===*/

/* Growable text: one block's printf output. */
typedef struct TextBuffer {
  char *data;
  size_t length, capacity;
} TextBuffer;

/* What a block leaves behind for the launch to report, in block order. */
typedef struct BlockRecord {
  TextBuffer output;
  char *error;       /* the block's first non-fatal error, or NULL */
  uint64_t more;     /* further non-fatal errors */
  char *fatal;       /* a fatal error that ended the block, or NULL */
  atomic_int done;   /* set when the block has finished (or failed) */
} BlockRecord;

typedef enum ThreadState {
  THREAD_RUNNABLE,
  THREAD_AT_BARRIER,
  THREAD_AT_SHUFFLE,
  THREAD_DONE
} ThreadState;

/* A GPU thread run as a fiber: its scheduling state and shuffle slot. */
typedef struct FiberThread {
  ThreadState state;
  int32_t site;   /* of the barrier or shuffle it waits at */
  int32_t mode, offset;
  uint32_t value; /* shuffle input */
  uint64_t result;
} FiberThread;

/* A subgroup's shuffle in progress. */
typedef struct Subgroup {
  int32_t arrived, width, site;
} Subgroup;

/* A fiber: a stack (with a guard region below it) and where to resume it.
 * Fiber i of a worker always runs thread i of the block. The guard is
 * larger than a page so that a frame of up to that size that overflows
 * faults instead of writing into the next fiber's stack. */
#define kFiberGuardBytes ((size_t)64 << 10)
typedef struct Fiber {
  FiberResume resume;
  char *mapping; /* guard + stack */
  size_t mappingBytes;
} Fiber;

typedef enum BlockMode {
  MODE_BLOCK_ENTRY,
  MODE_THREAD_LOOP,
  MODE_FIBERS
} BlockMode;

/* Everything one worker thread needs to run blocks. Workers are reused by
 * every launch; their buffers only grow. */
typedef struct Worker {
  /* The block being run. */
  const HostLaunch *launch;
  const HostSettings *settings;
  BlockRecord *record;
  BlockMode mode;
  int32_t threadCount; /* of the block */
  GpuoptKernelContext *contexts; /* one per thread (fibers), else one */
  FiberThread *threads;
  Subgroup *subgroups;
  int32_t live, runnable, atBarrier;
  size_t capacity; /* of contexts and threads */
  /* Fibers. */
  Fiber *fibers;
  int32_t fiberCount; /* booted fibers */
  bool fibersBroken;  /* a block was abandoned: reboot them */
  FiberResume scheduler; /* a sweep over the runnable fibers returns here */
  /* A fatal kernel error leaves the block through here (kAbortFatal), and
   * so does a fault to be located (kAbortLocateFault). */
  jmp_buf abortBlock;
  /* A block entry that does not keep ctx->thread_id faulted: the block runs
   * again thread by thread, so that the fault names its thread. */
  bool locatingFault;
  int faultSignal;
  char faultText[512]; /* what the first fault was */
  /* Workgroup memory. */
  char *workgroup;
  size_t workgroupCapacity;
  /* For the fault handler: the thread being run, if any. */
  GpuoptKernelContext *volatile current;
  volatile sig_atomic_t inKernel;
  uint64_t blockIndex; /* linear, in the grid */
  /* Pool bookkeeping (background workers). */
  void *altStack;
  int poolIndex;
  uint64_t seenGeneration;
} Worker;

/* How a block is left through Worker.abortBlock. */
enum { kAbortFatal = 1, kAbortLocateFault = 2 };

HOST_HIDDEN extern const GpuoptKernelRuntime hostKernelRuntime;

/* Runs block `blockIndex` (linear; blockId in the grid) of w->launch into
 * w->record. Returns false when a fatal kernel error ended it (the message
 * is in w->record->fatal). */
HOST_HIDDEN bool hostRunBlock(Worker *w, uint64_t blockIndex,
                              const int64_t blockId[3]);

/* Whether `address` is in the guard page of one of w's fibers. */
HOST_HIDDEN bool hostIsFiberGuard(const Worker *w, const void *address);

/* Appends to a text buffer (printf style); false if out of memory. */
HOST_HIDDEN bool hostAppendText(TextBuffer *buffer, const char *format,
                                ...) __attribute__((format(printf, 2, 3)));

/* "kernel "k" block (x, y, z) thread (x, y, z)" for ctx. */
HOST_HIDDEN void hostDescribeThread(const Worker *w,
                                    const GpuoptKernelContext *ctx,
                                    char *out, size_t size);

#endif /* GPUOPT_HOST_KERNEL_INTERNAL_H */
