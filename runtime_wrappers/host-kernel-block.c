/*===- host-kernel-block.c - one GPU block on one host thread -------------===//
 *
 * Part of gpuopt. Runs the threads of one block of a host kernel
 * (gpuopt-host-kernel-abi.h) and provides the services the kernel calls.
 *
 * A kernel that never synchronizes runs as plain calls: its block_entry once
 * per block (a loop over the threads the compiler emitted), or, without
 * one, thread_entry once per thread. That is the fast path, close to the
 * same loop written in C.
 *
 * A kernel that calls gpu.barrier or gpu.shuffle runs each thread as a
 * fiber, in thread order, and a thread that reaches a barrier or shuffle
 * switches to the next runnable one. Sweeps repeat until every thread has
 * returned: a barrier is released when every thread still running waits at
 * it, a shuffle completes when the lanes [0, width) of its subgroup have
 * all arrived. Nothing else ever runs in between, so a block is
 * deterministic, and when no thread can run the block is deadlocked: that
 * is reported, never a hang.
 *
 * Fibers are created once per worker with makecontext on pooled mmap'd
 * stacks (a guard page below each), and switched with _setjmp/_longjmp:
 * swapcontext would cost a signal-mask system call per switch (about 230 ns
 * against 10-16 ns measured here). glibc's fortified longjmp refuses to
 * jump between stacks, hence -U_FORTIFY_SOURCE in build.py. Fiber i of a
 * worker always runs thread i of the block, and each fiber's main loop runs
 * one thread after another, so a fiber is created once and reused by every
 * later block and launch.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "host-kernel-internal.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifdef _FORTIFY_SOURCE
#error "build with -U_FORTIFY_SOURCE: fibers longjmp between stacks"
#endif

/* Fresh workgroup memory is filled with this byte: a GPU does not zero it. */
enum { kPoisonByte = 0xA5 };
/* A block's printf output beyond this is dropped (and said so). */
#define kMaxOutputBytes ((size_t)64 << 20)

/*===----------------------------------------------------------------------===
 * Text and errors
 *===----------------------------------------------------------------------===*/

static bool appendV(TextBuffer *b, const char *format, va_list ap) {
  if (b->length >= kMaxOutputBytes)
    return true;
  va_list copy;
  va_copy(copy, ap);
  size_t room = b->capacity - b->length;
  int n = vsnprintf(room ? b->data + b->length : NULL, room, format, copy);
  va_end(copy);
  if (n < 0)
    return false;
  if ((size_t)n >= room) {
    size_t capacity = b->capacity ? b->capacity : 256;
    while (capacity - b->length <= (size_t)n)
      capacity *= 2;
    char *data = realloc(b->data, capacity);
    if (!data)
      return false;
    b->data = data;
    b->capacity = capacity;
    vsnprintf(b->data + b->length, capacity - b->length, format, ap);
  }
  b->length += (size_t)n;
  if (b->length >= kMaxOutputBytes) {
    static const char kDropped[] =
        "\n[gpuopt: this block's printf output was cut at 64 MiB]\n";
    size_t dropped = sizeof(kDropped) - 1;
    memcpy(b->data + kMaxOutputBytes - dropped, kDropped, dropped);
    b->length = kMaxOutputBytes;
  }
  return true;
}

HOST_HIDDEN bool hostAppendText(TextBuffer *buffer, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  bool ok = appendV(buffer, format, ap);
  va_end(ap);
  return ok;
}

HOST_HIDDEN void hostDescribeThread(const Worker *w,
                                    const GpuoptKernelContext *ctx, char *out,
                                    size_t size) {
  const HostLaunch *l = w->launch;
  const int64_t *b = ctx ? ctx->block_id : NULL;
  int64_t block[3] = {0, 0, 0};
  if (!b) {
    uint64_t i = w->blockIndex;
    block[0] = (int64_t)(i % (uint64_t)l->grid[0]);
    block[1] = (int64_t)(i / (uint64_t)l->grid[0] % (uint64_t)l->grid[1]);
    block[2] = (int64_t)(i / ((uint64_t)l->grid[0] * (uint64_t)l->grid[1]));
    b = block;
  }
  int n = snprintf(out, size,
                   "kernel \"%s\" block (%" PRId64 ", %" PRId64 ", %" PRId64
                   ")",
                   l->kernel->name, b[0], b[1], b[2]);
  if (ctx && n >= 0 && (size_t)n < size)
    snprintf(out + n, size - (size_t)n,
             " thread (%" PRId64 ", %" PRId64 ", %" PRId64 ")",
             ctx->thread_id[0], ctx->thread_id[1], ctx->thread_id[2]);
}

/* "kernel "k" block (..) thread (..): message", in a new string. */
static char *threadMessage(const Worker *w, const GpuoptKernelContext *ctx,
                           const char *format, va_list ap) {
  TextBuffer text = {0};
  char where[256];
  hostDescribeThread(w, ctx, where, sizeof(where));
  if (!hostAppendText(&text, "%s: ", where) || !appendV(&text, format, ap)) {
    free(text.data);
    return NULL;
  }
  return text.data;
}

/* A fatal kernel error: recorded for the launch to report, then the block
 * is abandoned. */
__attribute__((noreturn, format(printf, 3, 4))) static void
fatal(Worker *w, const GpuoptKernelContext *ctx, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  char *message = threadMessage(w, ctx, format, ap);
  va_end(ap);
  w->record->fatal =
      message ? message : strdup("fatal kernel error (out of host memory)");
  w->inKernel = 0;
  _longjmp(w->abortBlock, kAbortFatal);
}

/* A non-fatal kernel error: the block's first is kept, the others counted. */
__attribute__((format(printf, 3, 4))) static void
blockError(Worker *w, const GpuoptKernelContext *ctx, const char *format,
           ...) {
  if (w->record->error) {
    ++w->record->more;
    return;
  }
  va_list ap;
  va_start(ap, format);
  w->record->error = threadMessage(w, ctx, format, ap);
  va_end(ap);
}

static const char *site(const Worker *w, int32_t index, char *buffer,
                        size_t size) {
  return hostSiteName(w->launch->module->descriptor, index, buffer, size);
}

/*===----------------------------------------------------------------------===
 * Fibers
 *===----------------------------------------------------------------------===*/

static int32_t nextRunnable(const Worker *w, int32_t from) {
  for (int32_t i = from; i < w->threadCount; ++i)
    if (w->threads[i].state == THREAD_RUNNABLE)
      return i;
  return w->threadCount;
}

/* Leaves fiber `self` (whose state the caller has changed) for the next
 * runnable fiber after it, or for the scheduler at the end of the sweep.
 * Returns when `self` is resumed. */
static void yieldFiber(Worker *w, int32_t self) {
  int32_t next = nextRunnable(w, self + 1);
  if (next < w->threadCount) {
    w->current = &w->contexts[next];
    hostFiberSwitch(&w->fibers[self].resume, &w->fibers[next].resume);
  } else {
    w->current = NULL;
    hostFiberSwitch(&w->fibers[self].resume, &w->scheduler);
  }
}

/* The body of every fiber: run thread `index` of the current block, then
 * park, forever. */
static void fiberMain(void *argument, int32_t index) {
  Worker *w = argument;
  for (;;) {
    w->launch->kernel->thread_entry(&w->contexts[index], w->launch->params);
    w->threads[index].state = THREAD_DONE;
    --w->live;
    --w->runnable;
    yieldFiber(w, index);
  }
}

/* Maps fiber i's stack if needed and makes it ready to run fiberMain. */
static bool startFiber(Worker *w, int32_t i) {
  Fiber *f = &w->fibers[i];
  size_t page = w->settings->pageSize;
  size_t guard = (kFiberGuardBytes + page - 1) / page * page;
  if (!f->mapping) {
    size_t bytes = guard + (w->settings->stackBytes + page - 1) / page * page;
    void *mapping = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mapping == MAP_FAILED)
      return false;
    if (mprotect(mapping, guard, PROT_NONE) != 0) {
      munmap(mapping, bytes);
      return false;
    }
    f->mapping = mapping;
    f->mappingBytes = bytes;
  }
  /* Stack tops a multiple of the page size apart would all compete for the
   * same cache sets; each fiber starts at its own offset instead. */
  size_t color = (size_t)i * 832 % 65536;
  return hostFiberStart(&f->resume, f->mapping + guard,
                        f->mappingBytes - guard - color, fiberMain, w, i);
}

HOST_HIDDEN bool hostIsFiberGuard(const Worker *w, const void *address) {
  size_t page = w->settings->pageSize;
  size_t guard = (kFiberGuardBytes + page - 1) / page * page;
  uintptr_t a = (uintptr_t)address;
  for (size_t i = 0; w->fibers && i < w->capacity; ++i) {
    uintptr_t base = (uintptr_t)w->fibers[i].mapping;
    if (base && a >= base && a - base < guard)
      return true;
  }
  return false;
}

/*===----------------------------------------------------------------------===
 * Barrier and shuffle
 *===----------------------------------------------------------------------===*/

/* Releases a barrier every running thread waits at. Threads that returned
 * instead, or that wait at another barrier, are errors, and released
 * anyway, as `bar.sync 0` counts arrivals whatever the call site. */
static void releaseBarrier(Worker *w) {
  int32_t first = -1, other = -1, returned = -1;
  for (int32_t i = 0; i < w->threadCount; ++i) {
    FiberThread *t = &w->threads[i];
    if (t->state == THREAD_DONE && returned < 0)
      returned = i;
    if (t->state != THREAD_AT_BARRIER)
      continue;
    if (first < 0)
      first = i;
    else if (other < 0 && t->site != w->threads[first].site)
      other = i;
    t->state = THREAD_RUNNABLE;
  }
  char a[256], b[256];
  const char *firstSite = site(w, w->threads[first].site, a, sizeof(a));
  if (returned >= 0) {
    blockError(w, &w->contexts[returned],
               "returned while %" PRId32
               " other threads wait at the barrier at %s; every thread of a "
               "block must reach each barrier (the others were released as "
               "bar.sync 0 would)",
               w->atBarrier, firstSite);
  } else if (other >= 0) {
    const int64_t *id = w->contexts[first].thread_id;
    blockError(w, &w->contexts[other],
               "waits at the barrier at %s while thread (%" PRId64 ", %" PRId64
               ", %" PRId64 ") waits at the barrier at %s; the threads of a "
               "block must meet at the same barrier (they were released "
               "together, as bar.sync 0 would)",
               site(w, w->threads[other].site, b, sizeof(b)), id[0], id[1],
               id[2], firstSite);
  }
  w->runnable = w->atBarrier;
  w->atBarrier = 0;
}

static void rtBarrier(GpuoptKernelContext *ctx, int32_t where) {
  Worker *w = ctx->internal;
  if (w->mode != MODE_FIBERS) {
    char buffer[64];
    fatal(w, ctx,
          "calls the barrier at %s, but its kernel descriptor does not set "
          "GPUOPT_KERNEL_SYNCHRONIZES (a compiler bug)",
          site(w, where, buffer, sizeof(buffer)));
  }
  int32_t self = (int32_t)(ctx - w->contexts);
  w->threads[self].state = THREAD_AT_BARRIER;
  w->threads[self].site = where;
  ++w->atBarrier;
  --w->runnable;
  yieldFiber(w, self);
}

/* Writes "4-7, 9" for the lanes of subgroup base `base` in [0, width) that
 * have not arrived at its shuffle. Returns the first such lane. */
static int32_t missingLanes(const Worker *w, int32_t base, int32_t width,
                            char *out, size_t size) {
  int32_t first = -1;
  size_t length = 0;
  out[0] = 0;
  for (int32_t lane = 0; lane < width;) {
    if (w->threads[base + lane].state == THREAD_AT_SHUFFLE) {
      ++lane;
      continue;
    }
    int32_t end = lane;
    while (end + 1 < width &&
           w->threads[base + end + 1].state != THREAD_AT_SHUFFLE)
      ++end;
    if (first < 0)
      first = lane;
    int n = end == lane ? snprintf(out + length, size - length, "%s%" PRId32,
                                   length ? ", " : "", lane)
                        : snprintf(out + length, size - length,
                                   "%s%" PRId32 "-%" PRId32,
                                   length ? ", " : "", lane, end);
    if (n > 0 && (size_t)n < size - length)
      length += (size_t)n;
    lane = end + 1;
  }
  return first;
}

/* No thread can run: a shuffle waits for lanes that are elsewhere. */
__attribute__((noreturn)) static void deadlock(Worker *w) {
  int32_t size = (int32_t)w->settings->subgroupSize;
  for (int32_t base = 0; base < w->threadCount; base += size) {
    const Subgroup *g = &w->subgroups[base / size];
    if (!g->arrived)
      continue;
    char lanes[512], a[256], b[256];
    int32_t lane = missingLanes(w, base, g->width, lanes, sizeof(lanes));
    int32_t waiter = base;
    while (w->threads[waiter].state != THREAD_AT_SHUFFLE)
      ++waiter;
    const FiberThread *missing = &w->threads[base + lane];
    char state[320];
    if (missing->state == THREAD_DONE)
      snprintf(state, sizeof(state), "lane %" PRId32 " returned", lane);
    else
      snprintf(state, sizeof(state),
               "lane %" PRId32 " waits at the barrier at %s", lane,
               site(w, missing->site, b, sizeof(b)));
    fatal(w, &w->contexts[waiter],
          "deadlock: the shuffle at %s (subgroup %" PRId32 ", width %" PRId32
          ") waits for lanes %s, which cannot arrive: %s",
          site(w, g->site, a, sizeof(a)), base / size, g->width, lanes, state);
  }
  fatal(w, NULL, "deadlock: no thread of the block can run");
}

/* Completes the shuffle of subgroup `base` and makes its lanes runnable. */
static void completeShuffle(Worker *w, int32_t base, Subgroup *g) {
  for (int32_t lane = 0; lane < g->width; ++lane) {
    FiberThread *t = &w->threads[base + lane];
    int64_t source = lane;
    switch (t->mode) {
    case GPUOPT_SHUFFLE_XOR:
      source = lane ^ (int64_t)t->offset;
      break;
    case GPUOPT_SHUFFLE_UP:
      source = lane - (int64_t)t->offset;
      break;
    case GPUOPT_SHUFFLE_DOWN:
      source = lane + (int64_t)t->offset;
      break;
    default:
      source = t->offset;
      break;
    }
    bool valid = source >= 0 && source < g->width;
    uint32_t value = valid ? w->threads[base + source].value : t->value;
    t->result = value | (valid ? GPUOPT_SHUFFLE_VALID : 0);
  }
  for (int32_t lane = 0; lane < g->width; ++lane)
    w->threads[base + lane].state = THREAD_RUNNABLE;
  /* The caller (the last lane) was counted as runnable all along. */
  w->runnable += g->width - 1;
  g->arrived = 0;
}

static uint64_t rtShuffle(GpuoptKernelContext *ctx, int32_t where,
                          int32_t mode, uint32_t value, int32_t offset,
                          int32_t width) {
  Worker *w = ctx->internal;
  char buffer[256];
  const char *at = site(w, where, buffer, sizeof(buffer));
  if (w->mode != MODE_FIBERS)
    fatal(w, ctx,
          "calls the shuffle at %s, but its kernel descriptor does not set "
          "GPUOPT_KERNEL_SYNCHRONIZES (a compiler bug)",
          at);
  int32_t self = (int32_t)(ctx - w->contexts);
  int32_t size = (int32_t)w->settings->subgroupSize;
  int32_t base = self / size * size, lane = self - base;
  int32_t lanes = w->threadCount - base < size ? w->threadCount - base : size;
  if (mode < GPUOPT_SHUFFLE_XOR || mode > GPUOPT_SHUFFLE_IDX)
    fatal(w, ctx, "invalid shuffle mode %" PRId32 " at %s", mode, at);
  if (width < 1 || width > size)
    fatal(w, ctx,
          "shuffle width %" PRId32 " at %s is outside [1, %" PRId32
          "] (the subgroup size)",
          width, at, size);
  if (lane >= width)
    fatal(w, ctx,
          "lane %" PRId32 " calls the shuffle at %s with width %" PRId32
          "; only lanes [0, %" PRId32 ") may take part",
          lane, at, width, width);
  if (width > lanes)
    fatal(w, ctx,
          "the shuffle at %s has width %" PRId32 ", but subgroup %" PRId32
          " has only %" PRId32 " lanes (the block has %" PRId32
          " threads): lanes %" PRId32 "-%" PRId32 " do not exist",
          at, width, base / size, lanes, w->threadCount, lanes, width - 1);
  Subgroup *g = &w->subgroups[base / size];
  if (g->arrived == 0) {
    g->width = width;
    g->site = where;
  } else if (g->width != width) {
    char other[256];
    fatal(w, ctx,
          "calls the shuffle at %s with width %" PRId32
          " while other lanes of its subgroup wait at the shuffle at %s with "
          "width %" PRId32,
          at, width, site(w, g->site, other, sizeof(other)), g->width);
  }
  FiberThread *t = &w->threads[self];
  t->mode = mode;
  t->offset = offset;
  t->value = value;
  t->site = where;
  if (++g->arrived == width) {
    completeShuffle(w, base, g);
    return t->result;
  }
  t->state = THREAD_AT_SHUFFLE;
  --w->runnable;
  yieldFiber(w, self);
  return w->threads[self].result;
}

/*===----------------------------------------------------------------------===
 * printf, trap, bounds errors
 *===----------------------------------------------------------------------===*/

static int32_t rtPrintf(GpuoptKernelContext *ctx, const char *format, ...) {
  Worker *w = ctx->internal;
  if (!format)
    return -1;
  TextBuffer *out = &w->record->output;
  size_t before = out->length;
  va_list ap;
  va_start(ap, format);
  bool ok = appendV(out, format, ap);
  va_end(ap);
  return ok ? (int32_t)(out->length - before) : -1;
}

static void rtTrap(GpuoptKernelContext *ctx, int32_t where,
                   const char *message) {
  Worker *w = ctx->internal;
  char buffer[256];
  fatal(w, ctx, "trap at %s: %s", site(w, where, buffer, sizeof(buffer)),
        message ? message : "(no message)");
}

static void rtBoundsError(GpuoptKernelContext *ctx, int32_t where,
                          int64_t index, int64_t size, int32_t dim) {
  Worker *w = ctx->internal;
  char buffer[256];
  fatal(w, ctx,
        "index %" PRId64 " is out of bounds for dimension %" PRId32
        " of size %" PRId64 " at %s",
        index, dim, size, site(w, where, buffer, sizeof(buffer)));
}

HOST_HIDDEN const GpuoptKernelRuntime hostKernelRuntime = {
    GPUOPT_HOST_ABI_VERSION, rtBarrier, rtShuffle, rtPrintf, rtTrap,
    rtBoundsError};

/*===----------------------------------------------------------------------===
 * Running a block
 *===----------------------------------------------------------------------===*/

/* Grows the per-thread arrays to `count` threads. */
static bool reserveThreads(Worker *w, size_t count) {
  if (count <= w->capacity)
    return true;
  GpuoptKernelContext *contexts =
      realloc(w->contexts, count * sizeof(*contexts));
  if (contexts)
    w->contexts = contexts;
  FiberThread *threads = realloc(w->threads, count * sizeof(*threads));
  if (threads)
    w->threads = threads;
  Subgroup *subgroups = realloc(w->subgroups, count * sizeof(*subgroups));
  if (subgroups)
    w->subgroups = subgroups;
  Fiber *fibers = realloc(w->fibers, count * sizeof(*fibers));
  if (fibers) {
    memset(fibers + w->capacity, 0, (count - w->capacity) * sizeof(*fibers));
    w->fibers = fibers;
  }
  if (!contexts || !threads || !subgroups || !fibers)
    return false;
  w->capacity = count;
  return true;
}

static void runFibers(Worker *w) {
  int32_t count = w->threadCount;
  if (w->fibersBroken) {
    w->fiberCount = 0;
    w->fibersBroken = false;
  }
  for (; w->fiberCount < count; ++w->fiberCount)
    if (!startFiber(w, w->fiberCount))
      fatal(w, NULL,
            "cannot create a fiber for thread %" PRId32 ": %s (every fiber "
            "takes %zu KiB of address space in two mappings; fewer "
            "GPUOPT_HOST_THREADS, a smaller GPUOPT_HOST_STACK_SIZE or a "
            "higher vm.max_map_count helps)",
            w->fiberCount, strerror(errno),
            (w->settings->stackBytes + kFiberGuardBytes) >> 10);
  for (int32_t i = 0; i < count; ++i)
    w->threads[i] = (FiberThread){.state = THREAD_RUNNABLE};
  int32_t size = (int32_t)w->settings->subgroupSize;
  memset(w->subgroups, 0,
         (size_t)((count + size - 1) / size) * sizeof(Subgroup));
  w->live = w->runnable = count;
  w->atBarrier = 0;
  for (;;) {
    if (w->runnable > 0) {
      int32_t first = nextRunnable(w, 0);
      w->current = &w->contexts[first];
      hostFiberSwitch(&w->scheduler, &w->fibers[first].resume);
      continue;
    }
    if (w->live == 0)
      return;
    if (w->atBarrier == w->live) {
      releaseBarrier(w);
      continue;
    }
    deadlock(w);
  }
}

/* Runs the block whose context w->contexts[0] holds (thread 0's). */
static void runBlockBody(Worker *w) {
  const HostLaunch *l = w->launch;
  GpuoptKernelContext *ctx = &w->contexts[0];
  w->current = ctx;
  w->inKernel = 1;
  if (w->mode == MODE_BLOCK_ENTRY) {
    l->kernel->block_entry(ctx, l->params);
  } else if (w->mode == MODE_THREAD_LOOP) {
    GpuoptKernelEntry entry = l->kernel->thread_entry;
    for (int64_t z = 0; z < l->block[2]; ++z)
      for (int64_t y = 0; y < l->block[1]; ++y)
        for (int64_t x = 0; x < l->block[0]; ++x) {
          ctx->thread_id[0] = x;
          ctx->thread_id[1] = y;
          ctx->thread_id[2] = z;
          entry(ctx, l->params);
        }
  } else {
    int64_t bx = l->block[0], by = l->block[1];
    for (int32_t t = 1; t < w->threadCount; ++t) {
      GpuoptKernelContext *other = &w->contexts[t];
      *other = *ctx;
      other->thread_id[0] = t % bx;
      other->thread_id[1] = t / bx % by;
      other->thread_id[2] = t / (bx * by);
    }
    runFibers(w);
  }
  w->inKernel = 0;
  w->current = NULL;
}

HOST_HIDDEN bool hostRunBlock(Worker *w, uint64_t blockIndex,
                              const int64_t blockId[3]) {
  const HostLaunch *l = w->launch;
  const GpuoptKernelDescriptor *k = l->kernel;
  w->blockIndex = blockIndex;
  w->threadCount = (int32_t)(l->block[0] * l->block[1] * l->block[2]);
  w->mode = (k->flags & GPUOPT_KERNEL_SYNCHRONIZES) ? MODE_FIBERS
            : k->block_entry                       ? MODE_BLOCK_ENTRY
                                                   : MODE_THREAD_LOOP;
  switch (_setjmp(w->abortBlock)) {
  case 0:
    break;
  case kAbortLocateFault: {
    /* Back from the fault handler, with the signal still blocked. */
    sigset_t fault;
    sigemptyset(&fault);
    sigaddset(&fault, w->faultSignal);
    pthread_sigmask(SIG_UNBLOCK, &fault, NULL);
    w->mode = MODE_THREAD_LOOP;
    w->locatingFault = true;
    break;
  }
  default:
    w->inKernel = 0;
    w->current = NULL;
    w->locatingFault = false;
    if (w->mode == MODE_FIBERS)
      w->fibersBroken = true;
    return false;
  }
  if (!reserveThreads(w, w->mode == MODE_FIBERS ? (size_t)w->threadCount : 1))
    fatal(w, NULL, "out of host memory for %" PRId32 " threads",
          w->threadCount);
  if (l->workgroupBytes > w->workgroupCapacity) {
    free(w->workgroup);
    w->workgroup = aligned_alloc(GPUOPT_HOST_WORKGROUP_ALIGN,
                                 (l->workgroupBytes + 63) / 64 * 64);
    w->workgroupCapacity = w->workgroup ? l->workgroupBytes : 0;
    if (!w->workgroup)
      fatal(w, NULL, "out of host memory for workgroup memory");
  }
  if (l->workgroupBytes)
    memset(w->workgroup, kPoisonByte, l->workgroupBytes);
  /* Field by field: building the struct elsewhere and copying it stalls
   * on store forwarding, which shows at one block per 256 additions. */
  GpuoptKernelContext *ctx = &w->contexts[0];
  for (int i = 0; i < 3; ++i) {
    ctx->thread_id[i] = 0;
    ctx->block_dim[i] = l->block[i];
    ctx->block_id[i] = blockId[i];
    ctx->grid_dim[i] = l->grid[i];
  }
  ctx->subgroup_size = w->settings->subgroupSize;
  ctx->workgroup_memory = w->workgroup;
  ctx->rt = &hostKernelRuntime;
  ctx->internal = w;
  runBlockBody(w);
  if (w->locatingFault)
    fatal(w, NULL,
          "%s, running the block as one loop over its threads; run again "
          "one thread at a time, the block did not fault, so the thread is "
          "not known",
          w->faultText);
  return true;
}
