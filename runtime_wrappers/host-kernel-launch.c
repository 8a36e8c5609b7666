/*===- host-kernel-launch.c - a grid of GPU blocks on the host's cores ----===//
 *
 * Part of gpuopt. mgpuLaunchKernel on the host runtime runs the whole grid
 * before it returns (the runtime is in order, like its other calls).
 *
 *   * Blocks run on a pool of worker threads (GPUOPT_HOST_THREADS, default
 *     the CPUs this process may use; 1 = on the calling thread only), each
 *     block on one worker (host-kernel-block.c).
 *   * The grid is cut into waves of blocks. Each block writes its printf
 *     output and errors into its own record; after a wave the records are
 *     reported in block order. So the output of a launch does not depend on
 *     the number of workers or on timing.
 *   * A fatal kernel error (trap, bounds error, deadlock) ends its block;
 *     the blocks before it still finish, their output is written, then the
 *     error, and the process exits with status 1: what a GPU would have
 *     computed is unknown past that point.
 *   * A fault (SIGSEGV, SIGBUS, SIGFPE, SIGILL) while a kernel runs is
 *     caught on an alternate signal stack (fiber stacks have guard pages,
 *     so an overflowing thread has no stack left), reported with the
 *     kernel, block and thread through async-signal-safe writes, and the
 *     process exits with status 1. A block entry that does not keep
 *     ctx->thread_id (GPUOPT_KERNEL_BLOCK_ENTRY_NO_IDS) first has its block
 *     run again one thread at a time, to name the thread. The handlers are
 *     installed only for the duration of a launch; the program's own
 *     handlers are restored after.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "host-kernel-internal.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

/* Blocks per wave: the records of a wave are kept until it is reported. */
enum { kWaveBlocks = 4096 };
enum { kMaxWorkers = 1024 };
#define kDefaultStackBytes ((size_t)256 << 10)
#define kAltStackBytes ((size_t)64 << 10)

static const int kFaultSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL};
enum { kFaultSignalCount = sizeof(kFaultSignals) / sizeof(kFaultSignals[0]) };

/*===----------------------------------------------------------------------===
 * Settings
 *===----------------------------------------------------------------------===*/

/* Reads variable `name` as a whole number (with an optional K or M suffix
 * when `units`) in [min, max]; `fallback` when unset. */
static bool readNumber(const char *name, int64_t min, int64_t max,
                       int64_t fallback, bool units, int64_t *out,
                       char *error, size_t size) {
  const char *text = getenv(name);
  if (!text || !*text) {
    *out = fallback;
    return true;
  }
  char *end;
  errno = 0;
  long long value = strtoll(text, &end, 10);
  int64_t scale = 1;
  if (units && (*end == 'k' || *end == 'K'))
    scale = 1024, ++end;
  else if (units && (*end == 'm' || *end == 'M'))
    scale = 1024 * 1024, ++end;
  if (errno || end == text || *end || value < min / scale ||
      value > max / scale) {
    snprintf(error, size,
             "%s=%s: expected a whole number in [%" PRId64 ", %" PRId64 "]%s",
             name, text, min, max, units ? " (K and M suffixes allowed)" : "");
    return false;
  }
  *out = value * scale;
  return true;
}

/* How many CPUs this process may run on. */
static int usableCpus(void) {
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  int count = online > 0 ? (int)online : 1;
#ifdef CPU_COUNT
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0 &&
      CPU_COUNT(&set) < count)
    count = CPU_COUNT(&set);
#endif
  return count;
}

HOST_HIDDEN const HostSettings *hostSettings(char *error, size_t size) {
  static HostSettings settings;
  static bool ready;
  if (ready)
    return &settings;
  int64_t threads, subgroup, stack;
  int cpus = usableCpus();
  if (!readNumber("GPUOPT_HOST_THREADS", 1, kMaxWorkers,
                  cpus < kMaxWorkers ? cpus : kMaxWorkers, false, &threads,
                  error, size) ||
      !readNumber("GPUOPT_HOST_SUBGROUP_SIZE", 1, kMaxBlockThreads, 32, false,
                  &subgroup, error, size) ||
      !readNumber("GPUOPT_HOST_STACK_SIZE", 16 << 10, (int64_t)1 << 30,
                  (int64_t)kDefaultStackBytes, true, &stack, error, size))
    return NULL;
  settings = (HostSettings){(int)threads, subgroup, (size_t)stack,
                            (size_t)sysconf(_SC_PAGESIZE)};
  ready = true;
  return &settings;
}

/*===----------------------------------------------------------------------===
 * Waves and the worker pool
 *===----------------------------------------------------------------------===*/

typedef struct Wave {
  const HostLaunch *launch;
  uint64_t first, end; /* blocks [first, end) */
  uint64_t chunk;      /* blocks claimed at a time */
  atomic_uint_fast64_t next;
  atomic_uint_fast64_t stopAfter; /* the lowest block that failed fatally */
  BlockRecord *records;           /* records[b - first] */
} Wave;

static struct {
  pthread_mutex_t mutex;
  pthread_cond_t wake, idle;
  Worker *workers[kMaxWorkers];
  int count;           /* background workers started */
  uint64_t generation; /* of the wave being handed out */
  int wanted;          /* background workers that take part in it */
  int pending;         /* of those, not finished yet */
  Wave *wave;
} Pool = {.mutex = PTHREAD_MUTEX_INITIALIZER,
          .wake = PTHREAD_COND_INITIALIZER,
          .idle = PTHREAD_COND_INITIALIZER};

static Worker CallerWorker;
static _Thread_local Worker *CurrentWorker;
/* The wave being run, for the fault handler. */
static Wave *volatile RunningWave;

static void runWave(Worker *w, Wave *wave) {
  w->launch = wave->launch;
  w->settings = wave->launch->settings;
  for (;;) {
    uint64_t first = atomic_fetch_add(&wave->next, wave->chunk);
    if (first >= wave->end)
      return;
    uint64_t end =
        wave->end - first < wave->chunk ? wave->end : first + wave->chunk;
    /* Block ids by division once per chunk, then counted up. */
    const int64_t *grid = wave->launch->grid;
    uint64_t row = first / (uint64_t)grid[0];
    int64_t id[3] = {(int64_t)(first - row * (uint64_t)grid[0]),
                     (int64_t)(row % (uint64_t)grid[1]),
                     (int64_t)(row / (uint64_t)grid[1])};
    for (uint64_t b = first; b < end; ++b) {
      if (b > atomic_load_explicit(&wave->stopAfter, memory_order_relaxed))
        return;
      BlockRecord *record = &wave->records[b - wave->first];
      w->record = record;
      bool finished = hostRunBlock(w, b, id);
      if (++id[0] == grid[0]) {
        id[0] = 0;
        if (++id[1] == grid[1]) {
          id[1] = 0;
          ++id[2];
        }
      }
      if (!finished) {
        uint_fast64_t seen = atomic_load(&wave->stopAfter);
        while (b < seen &&
               !atomic_compare_exchange_weak(&wave->stopAfter, &seen, b)) {
        }
      }
      atomic_store_explicit(&record->done, 1, memory_order_release);
    }
  }
}

static void *workerMain(void *argument) {
  Worker *w = argument;
  CurrentWorker = w;
  stack_t alt = {.ss_sp = w->altStack, .ss_size = kAltStackBytes};
  sigaltstack(&alt, NULL);
  pthread_mutex_lock(&Pool.mutex);
  for (;;) {
    while (Pool.generation == w->seenGeneration)
      pthread_cond_wait(&Pool.wake, &Pool.mutex);
    w->seenGeneration = Pool.generation;
    if (w->poolIndex >= Pool.wanted)
      continue;
    Wave *wave = Pool.wave;
    pthread_mutex_unlock(&Pool.mutex);
    runWave(w, wave);
    pthread_mutex_lock(&Pool.mutex);
    if (--Pool.pending == 0)
      pthread_cond_signal(&Pool.idle);
  }
  return NULL;
}

static void *mapAltStack(void) {
  void *p = mmap(NULL, kAltStackBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

/* Starts background workers up to `count`; returns how many there are.
 * They take only the fault signals: the others go to the program's threads. */
static int startWorkers(int count) {
  sigset_t all, old;
  sigfillset(&all);
  for (int i = 0; i < kFaultSignalCount; ++i)
    sigdelset(&all, kFaultSignals[i]);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  while (Pool.count < count) {
    Worker *w = calloc(1, sizeof(*w));
    void *alt = mapAltStack();
    if (!w || !alt) {
      free(w);
      if (alt)
        munmap(alt, kAltStackBytes);
      break;
    }
    w->altStack = alt;
    pthread_t thread;
    pthread_mutex_lock(&Pool.mutex);
    w->poolIndex = Pool.count;
    w->seenGeneration = Pool.generation;
    Pool.workers[Pool.count++] = w;
    int failed = pthread_create(&thread, NULL, workerMain, w);
    if (failed)
      --Pool.count;
    pthread_mutex_unlock(&Pool.mutex);
    if (failed) {
      munmap(alt, kAltStackBytes);
      free(w);
      break;
    }
    pthread_detach(thread);
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  return Pool.count;
}

/* Runs a wave on the calling thread and `helpers` background workers. */
static void runWaveOnPool(Wave *wave, int helpers) {
  if (helpers > 0) {
    pthread_mutex_lock(&Pool.mutex);
    Pool.wave = wave;
    Pool.wanted = Pool.pending = helpers;
    ++Pool.generation;
    pthread_cond_broadcast(&Pool.wake);
    pthread_mutex_unlock(&Pool.mutex);
  }
  runWave(&CallerWorker, wave);
  if (helpers > 0) {
    pthread_mutex_lock(&Pool.mutex);
    while (Pool.pending > 0)
      pthread_cond_wait(&Pool.idle, &Pool.mutex);
    pthread_mutex_unlock(&Pool.mutex);
  }
}

/*===----------------------------------------------------------------------===
 * Faults
 *===----------------------------------------------------------------------===*/

/* Async-signal-safe text building. */
typedef struct SafeText {
  char data[2048];
  size_t length;
} SafeText;

static void put(SafeText *t, const char *s) {
  while (s && *s && t->length < sizeof(t->data) - 1)
    t->data[t->length++] = *s++;
}

static void putUnsigned(SafeText *t, uint64_t value, unsigned base) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = "0123456789abcdef"[value % base];
    value /= base;
  } while (value);
  if (base == 16)
    put(t, "0x");
  while (n > 0 && t->length < sizeof(t->data) - 1)
    t->data[t->length++] = digits[--n];
}

static void putSigned(SafeText *t, int64_t value) {
  if (value < 0) {
    put(t, "-");
    putUnsigned(t, (uint64_t)0 - (uint64_t)value, 10);
  } else {
    putUnsigned(t, (uint64_t)value, 10);
  }
}

static void putTriple(SafeText *t, const int64_t v[3]) {
  put(t, "(");
  for (int i = 0; i < 3; ++i) {
    if (i)
      put(t, ", ");
    putSigned(t, v[i]);
  }
  put(t, ")");
}

static struct sigaction OldActions[kFaultSignalCount];

/* The stack pointer of the interrupted code, or 0 where unknown. */
static uintptr_t stackPointer(const void *context) {
  const ucontext_t *uc = context;
#if defined(__x86_64__)
  return (uintptr_t)uc->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
  return (uintptr_t)uc->uc_mcontext.sp;
#else
  (void)uc;
  return 0;
#endif
}

static void putFaultKind(SafeText *t, const Worker *w, int signal,
                         const siginfo_t *info, const void *context) {
  uintptr_t address = (uintptr_t)info->si_addr, sp = stackPointer(context);
  switch (signal) {
  case SIGSEGV:
    if (hostIsFiberGuard(w, info->si_addr)) {
      put(t, "stack overflow (SIGSEGV): the thread needs more than its ");
      putUnsigned(t, w->settings->stackBytes >> 10, 10);
      put(t, " KiB of stack for its private memory and calls "
             "(GPUOPT_HOST_STACK_SIZE sets it)");
      return;
    }
    if (sp && address + kFiberGuardBytes >= sp &&
        address <= sp + kFiberGuardBytes) {
      put(t, "stack overflow (SIGSEGV) at address ");
      putUnsigned(t, address, 16);
      put(t, ", next to the stack pointer");
      return;
    }
    put(t, "segmentation fault (SIGSEGV) at address ");
    putUnsigned(t, (uintptr_t)info->si_addr, 16);
    return;
  case SIGBUS:
    put(t, "bus error (SIGBUS) at address ");
    putUnsigned(t, (uintptr_t)info->si_addr, 16);
    return;
  case SIGFPE:
    put(t, info->si_code == FPE_INTDIV ? "integer division by zero (SIGFPE)"
           : info->si_code == FPE_INTOVF
               ? "integer overflow (SIGFPE)"
               : "arithmetic exception (SIGFPE)");
    return;
  default:
    put(t, "illegal instruction (SIGILL) at ");
    putUnsigned(t, (uintptr_t)info->si_addr, 16);
    put(t, ", e.g. llvm.trap or unreachable code reached");
    return;
  }
}

static void onFault(int signal, siginfo_t *info, void *context) {
  Worker *w = CurrentWorker;
  Wave *wave = RunningWave;
  if (!w || !w->inKernel || !wave) {
    /* Not a kernel's fault: let the program's own handling see it again. */
    for (int i = 0; i < kFaultSignalCount; ++i)
      if (kFaultSignals[i] == signal)
        sigaction(signal, &OldActions[i], NULL);
    return;
  }
  if (w->mode == MODE_BLOCK_ENTRY && !w->locatingFault &&
      (wave->launch->kernel->flags & GPUOPT_KERNEL_BLOCK_ENTRY_NO_IDS)) {
    /* ctx->thread_id is not kept: hostRunBlock runs the block again one
     * thread at a time, and this handler names the thread that faults. */
    SafeText t = {.length = 0};
    putFaultKind(&t, w, signal, info, context);
    size_t n = t.length < sizeof(w->faultText) - 1 ? t.length
                                                   : sizeof(w->faultText) - 1;
    for (size_t i = 0; i < n; ++i)
      w->faultText[i] = t.data[i];
    w->faultText[n] = 0;
    w->faultSignal = signal;
    w->inKernel = 0;
    _longjmp(w->abortBlock, kAbortLocateFault);
  }
  static atomic_flag reporting = ATOMIC_FLAG_INIT;
  if (atomic_flag_test_and_set(&reporting))
    for (;;)
      pause(); /* Another worker reports and exits. */
  /* The output of the blocks before this one that have finished, in
   * order, then this block's own. */
  for (uint64_t b = wave->first; b < w->blockIndex; ++b) {
    const BlockRecord *r = &wave->records[b - wave->first];
    if (!atomic_load(&r->done))
      break;
    hostWriteAll(1, r->output.data, r->output.length);
  }
  hostWriteAll(1, w->record->output.data, w->record->output.length);
  SafeText t = {.length = 0};
  put(&t, "gpuopt runtime error: ");
  put(&t, wave->launch->callText);
  put(&t, ": kernel \"");
  put(&t, wave->launch->kernel->name);
  put(&t, "\" block ");
  const HostLaunch *l = wave->launch;
  uint64_t b = w->blockIndex, gx = (uint64_t)l->grid[0],
           gy = (uint64_t)l->grid[1];
  int64_t block[3] = {(int64_t)(b % gx), (int64_t)(b / gx % gy),
                      (int64_t)(b / (gx * gy))};
  putTriple(&t, block);
  GpuoptKernelContext *ctx = w->current;
  if (ctx) {
    put(&t, " thread ");
    putTriple(&t, ctx->thread_id);
  }
  put(&t, ": ");
  putFaultKind(&t, w, signal, info, context);
  put(&t, "\n");
  hostWriteAll(2, t.data, t.length);
  _exit(1);
}

/* Installs the fault handlers and the calling thread's alternate stack for
 * the duration of a launch. */
static bool catchFaults(stack_t *oldStack) {
  if (!CallerWorker.altStack && !(CallerWorker.altStack = mapAltStack()))
    return false;
  stack_t alt = {.ss_sp = CallerWorker.altStack, .ss_size = kAltStackBytes};
  if (sigaltstack(&alt, oldStack) != 0)
    return false;
  struct sigaction action;
  memset(&action, 0, sizeof(action));
  action.sa_sigaction = onFault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < kFaultSignalCount; ++i)
    sigaction(kFaultSignals[i], &action, &OldActions[i]);
  return true;
}

static void releaseFaults(const stack_t *oldStack) {
  for (int i = 0; i < kFaultSignalCount; ++i)
    sigaction(kFaultSignals[i], &OldActions[i], NULL);
  sigaltstack(oldStack, NULL);
}

/*===----------------------------------------------------------------------===
 * Launch
 *===----------------------------------------------------------------------===*/

/* Writes the wave's output and reports its errors in block order; a fatal
 * error ends the process. */
static void reportWave(Wave *wave) {
  bool wrote = false;
  for (uint64_t b = wave->first; b < wave->end; ++b) {
    BlockRecord *r = &wave->records[b - wave->first];
    if (r->output.length) {
      fwrite(r->output.data, 1, r->output.length, stdout);
      wrote = true;
    }
    if (r->error) {
      if (wrote)
        fflush(stdout);
      wrote = false;
      hostReportError(wave->launch->callText, r->error, r->more);
      free(r->error);
      r->error = NULL;
    }
    if (r->fatal) {
      fflush(stdout);
      fprintf(stderr, "gpuopt runtime error: %s: %s\n",
              wave->launch->callText, r->fatal);
      fflush(NULL);
      _exit(1);
    }
  }
  if (wrote)
    fflush(stdout);
}

HOST_HIDDEN void hostRunLaunch(const HostLaunch *launch) {
  static BlockRecord records[kWaveBlocks];
  const HostSettings *settings = launch->settings;
  uint64_t blocks = (uint64_t)launch->grid[0] * (uint64_t)launch->grid[1] *
                    (uint64_t)launch->grid[2];
  int helpers = 0;
  if (settings->threads > 1 && blocks > 1) {
    int want = blocks < (uint64_t)settings->threads ? (int)blocks
                                                    : settings->threads;
    helpers = startWorkers(want - 1);
    helpers = helpers < want - 1 ? helpers : want - 1;
  }
  fflush(stdout); /* Faults write kernel output with write(2). */
  stack_t oldStack;
  bool catching = catchFaults(&oldStack);
  Worker *previous = CurrentWorker;
  CurrentWorker = &CallerWorker;
  for (uint64_t first = 0; first < blocks; first += kWaveBlocks) {
    uint64_t end = blocks - first < kWaveBlocks ? blocks : first + kWaveBlocks;
    uint64_t perWorker = (end - first) / (uint64_t)(helpers + 1);
    Wave wave = {.launch = launch,
                 .first = first,
                 .end = end,
                 .chunk = perWorker >= 64 ? perWorker / 16 : 1,
                 .records = records};
    atomic_init(&wave.next, first);
    atomic_init(&wave.stopAfter, UINT64_MAX);
    for (uint64_t b = first; b < end; ++b) {
      BlockRecord *r = &records[b - first];
      r->output.length = 0;
      r->more = 0;
      r->fatal = NULL;
      atomic_store(&r->done, 0);
    }
    RunningWave = &wave;
    runWaveOnPool(&wave, helpers);
    RunningWave = NULL;
    reportWave(&wave);
  }
  CurrentWorker = previous;
  if (catching)
    releaseFaults(&oldStack);
}
