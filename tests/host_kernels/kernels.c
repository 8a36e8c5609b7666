/* Host kernel module "kernels" for tests/test_host_kernels.py, written by
 * hand the way gpu-to-host-object emits one (gpuopt-host-kernel-abi.h):
 * every kernel reads its ids from the context, its arguments through
 * params[i] (as cuLaunchKernel's), and calls the runtime only through
 * ctx->rt. Memref arguments arrive as gpu-to-llvm passes them: allocated
 * pointer, aligned pointer, offset, size, stride. */
#include "gpuopt-host-kernel-abi.h"

#include <stddef.h>

#define ARG(type, i) (*(type *)params[i])
/* A 1-D memref argument starting at params[i]: its aligned pointer plus
 * offset. */
#define MEMREF(type, i) (ARG(type *, (i) + 1) + ARG(int64_t, (i) + 2))

typedef GpuoptKernelContext Ctx;

static int64_t linearThread(const Ctx *c) {
  return c->thread_id[0] + c->block_dim[0] * (c->thread_id[1] + c->block_dim[1] * c->thread_id[2]);
}
static int64_t linearBlock(const Ctx *c) {
  return c->block_id[0] + c->grid_dim[0] * (c->block_id[1] + c->grid_dim[1] * c->block_id[2]);
}
static int64_t blockThreads(const Ctx *c) { return c->block_dim[0] * c->block_dim[1] * c->block_dim[2]; }

enum { SITE_BARRIER_A, SITE_BARRIER_B, SITE_SHUFFLE, SITE_TRAP, SITE_BOUNDS, SITE_COUNT };
static const char *const kSites[SITE_COUNT] = {
    "kernels.mlir:10:5", "kernels.mlir:12:5", "kernels.mlir:20:12", "kernels.mlir:30:3", "kernels.mlir:40:7"};

/* ids(memref<?xi32> out): 13 words per thread, at its global linear index:
 * thread_id, block_dim, block_id, grid_dim (x, y, z each), subgroup size. */
static void ids(Ctx *c, void **params) {
  int32_t *out = MEMREF(int32_t, 0);
  int32_t *row = out + 13 * (linearBlock(c) * blockThreads(c) + linearThread(c));
  for (int i = 0; i < 3; ++i) {
    row[i] = (int32_t)c->thread_id[i];
    row[3 + i] = (int32_t)c->block_dim[i];
    row[6 + i] = (int32_t)c->block_id[i];
    row[9 + i] = (int32_t)c->grid_dim[i];
  }
  row[12] = (int32_t)c->subgroup_size;
}

/* vecadd(memref<?xf32> a, b, c, index n): c[i] = a[i] + b[i]. */
static void vecaddThread(Ctx *c, void **params) {
  const float *a = MEMREF(float, 0), *b = MEMREF(float, 5);
  float *out = MEMREF(float, 10);
  int64_t n = ARG(int64_t, 15);
  int64_t i = c->block_id[0] * c->block_dim[0] + c->thread_id[0];
  if (i < n)
    out[i] = a[i] + b[i];
}

static void vecaddBlock(Ctx *c, void **params) {
  for (int64_t t = 0; t < c->block_dim[0]; ++t) {
    c->thread_id[0] = t;
    vecaddThread(c, params);
  }
}

/* reverse(memref<?xi32> in, out): each block reverses its slice of `in`
 * through workgroup memory, twice over, with a barrier between each write
 * and read. Static workgroup memory: 1024 words, then one word of poison
 * check; dynamic memory (smem bytes) gets a copy of the slice too. */
static void reverse(Ctx *c, void **params) {
  const int32_t *in = MEMREF(int32_t, 0);
  int32_t *out = MEMREF(int32_t, 5);
  int32_t *tile = (int32_t *)c->workgroup_memory;
  int32_t *dynamic = (int32_t *)(c->workgroup_memory + 4112); /* 4100 rounded up to 16 */
  int64_t t = c->thread_id[0], n = c->block_dim[0], base = c->block_id[0] * n;
  if (t == 0) /* fresh workgroup memory holds the poison byte pattern */
    out[2 * c->grid_dim[0] * n + c->block_id[0]] = ((int32_t *)c->workgroup_memory)[1024];
  tile[t] = in[base + t];
  c->rt->barrier(c, SITE_BARRIER_A);
  dynamic[t] = tile[n - 1 - t];
  c->rt->barrier(c, SITE_BARRIER_B);
  out[base + t] = dynamic[t];
  tile[t] = dynamic[n - 1 - t] * 2;
  c->rt->barrier(c, SITE_BARRIER_A);
  out[c->grid_dim[0] * n + base + t] = tile[n - 1 - t];
}

/* shuffle(memref<?xi64> out, i32 mode, i32 offset, i32 width): every thread
 * shuffles 100 + its linear id and stores the raw result. */
static void shuffle(Ctx *c, void **params) {
  int64_t *out = MEMREF(int64_t, 0);
  int32_t mode = ARG(int32_t, 5), offset = ARG(int32_t, 6), width = ARG(int32_t, 7);
  int64_t t = linearThread(c);
  out[t] = (int64_t)c->rt->shuffle(c, SITE_SHUFFLE, mode, (uint32_t)(100 + t), offset, width);
}

/* reduce(memref<?xi32> in, out): the sum of each block's slice, as MLIR's
 * gpu.all_reduce lowering computes it: an xor-butterfly in every subgroup
 * (width = the subgroup's active lanes, invalid lanes skipped), lane 0 of
 * each subgroup writes to workgroup memory, then the first subgroup's lanes
 * [0, number of subgroups) reduce those the same way. */
static int32_t subgroupReduce(Ctx *c, int32_t value, int32_t width) {
  for (int32_t offset = 1; offset < c->subgroup_size; offset <<= 1) {
    uint64_t r = c->rt->shuffle(c, SITE_SHUFFLE, GPUOPT_SHUFFLE_XOR, (uint32_t)value, offset, width);
    if (r & GPUOPT_SHUFFLE_VALID)
      value += (int32_t)(uint32_t)r;
  }
  return value;
}

static void reduce(Ctx *c, void **params) {
  const int32_t *in = MEMREF(int32_t, 0);
  int32_t *out = MEMREF(int32_t, 5);
  int32_t *partial = (int32_t *)c->workgroup_memory;
  int64_t size = c->subgroup_size, n = blockThreads(c), t = linearThread(c);
  int64_t lane = t % size, subgroup = t / size, subgroups = (n + size - 1) / size;
  int32_t active = (int32_t)(n - subgroup * size < size ? n - subgroup * size : size);
  int32_t value = subgroupReduce(c, in[linearBlock(c) * n + t], active);
  if (lane == 0)
    partial[subgroup] = value;
  c->rt->barrier(c, SITE_BARRIER_A);
  if (t < subgroups) {
    value = subgroupReduce(c, partial[t], (int32_t)subgroups);
    if (t == 0)
      out[linearBlock(c)] = value;
  }
  c->rt->barrier(c, SITE_BARRIER_B);
}

/* hello(f32 x): prints from every thread, before and after a barrier. */
static void hello(Ctx *c, void **params) {
  float x = ARG(float, 0);
  c->rt->printf(c, "block %d thread %d: before %.2f\n", (int)linearBlock(c), (int)linearThread(c), (double)x);
  c->rt->barrier(c, SITE_BARRIER_A);
  c->rt->printf(c, "block %d thread %d: after\n", (int)linearBlock(c), (int)linearThread(c));
}

/* hello_loop(): prints from every thread, without synchronization. */
static void helloLoop(Ctx *c, void **params) {
  (void)params;
  c->rt->printf(c, "b%d t%d\n", (int)linearBlock(c), (int)linearThread(c));
}

/* skip_barrier(i64 skipper): thread `skipper` returns before the barrier. */
static void skipBarrier(Ctx *c, void **params) {
  if (linearThread(c) == ARG(int64_t, 0))
    return;
  c->rt->barrier(c, SITE_BARRIER_A);
  c->rt->printf(c, "%d passed\n", (int)linearThread(c));
}

/* split_barrier(): even threads wait at barrier A, odd ones at barrier B. */
static void splitBarrier(Ctx *c, void **params) {
  (void)params;
  c->rt->barrier(c, linearThread(c) % 2 ? SITE_BARRIER_B : SITE_BARRIER_A);
}

/* shuffle_deadlock(): lanes 16-31 wait at a barrier while lanes 0-15 shuffle. */
static void shuffleDeadlock(Ctx *c, void **params) {
  (void)params;
  if (linearThread(c) >= 16)
    c->rt->barrier(c, SITE_BARRIER_A);
  else
    c->rt->shuffle(c, SITE_SHUFFLE, GPUOPT_SHUFFLE_XOR, 1, 1, 32);
  c->rt->barrier(c, SITE_BARRIER_B);
}

/* fault(i64 block, i64 thread, i32 kind): that thread of that block faults:
 * 0 loads through a null pointer, 1 divides by zero, 2 overflows its stack,
 * 3 traps, 4 reports an out-of-bounds index. Kernels with every kind of
 * entry share it. */
static volatile int32_t zero;
static int64_t recurse(int64_t depth) {
  volatile char frame[4096];
  frame[0] = (char)depth;
  return depth > 0 ? recurse(depth - 1) + frame[0] : 0;
}
static void faultThread(Ctx *c, void **params) {
  if (linearBlock(c) != ARG(int64_t, 0) || linearThread(c) != ARG(int64_t, 1))
    return;
  c->rt->printf(c, "thread %d of block %d fails\n", (int)linearThread(c), (int)linearBlock(c));
  switch (ARG(int32_t, 2)) {
  case 0:
    c->rt->printf(c, "%d\n", *(volatile int32_t *)ARG(int32_t *, 3));
    break;
  case 1:
    c->rt->printf(c, "%d\n", 7 / zero);
    break;
  case 2:
    c->rt->printf(c, "%ld\n", (long)recurse(1 << 20));
    break;
  case 3:
    c->rt->trap(c, SITE_TRAP, "assertion failed: x < n");
    break;
  default:
    c->rt->bounds_error(c, SITE_BOUNDS, 17, 16, 0);
    break;
  }
}
static void faultBlock(Ctx *c, void **params) {
  for (int64_t t = 0; t < c->block_dim[0]; ++t) {
    c->thread_id[0] = t;
    faultThread(c, params);
  }
}
static void faultFibers(Ctx *c, void **params) {
  c->rt->barrier(c, SITE_BARRIER_A);
  faultThread(c, params);
  c->rt->barrier(c, SITE_BARRIER_B);
}

/* barrier_count(memref<?xi64> out, i64 rounds): `rounds` barriers, each
 * thread counting the threads that arrived before it, for the fiber cost. */
static void barrierRounds(Ctx *c, void **params) {
  int64_t rounds = ARG(int64_t, 5);
  for (int64_t r = 0; r < rounds; ++r)
    c->rt->barrier(c, SITE_BARRIER_A);
  if (linearThread(c) == 0)
    MEMREF(int64_t, 0)[linearBlock(c)] = rounds;
}

static void noop(Ctx *c, void **params) {
  (void)c;
  (void)params;
}

#define KERNEL(name, thread, block, smem, flags, nparams) {name, thread, block, smem, flags, nparams}
static const GpuoptKernelDescriptor kKernels[] = {
    KERNEL("ids", ids, NULL, 0, 0, 5),
    KERNEL("vecadd", vecaddThread, vecaddBlock, 0, 0, 16),
    KERNEL("vecadd_threads", vecaddThread, NULL, 0, 0, 16),
    KERNEL("reverse", reverse, NULL, 4100, GPUOPT_KERNEL_SYNCHRONIZES, 10),
    KERNEL("shuffle", shuffle, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 8),
    KERNEL("reduce", reduce, NULL, 128, GPUOPT_KERNEL_SYNCHRONIZES, 10),
    KERNEL("hello", hello, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 1),
    KERNEL("hello_loop", helloLoop, NULL, 0, 0, 0),
    KERNEL("skip_barrier", skipBarrier, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 1),
    KERNEL("split_barrier", splitBarrier, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 0),
    KERNEL("shuffle_deadlock", shuffleDeadlock, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 0),
    KERNEL("fault_threads", faultThread, NULL, 0, 0, 4),
    KERNEL("fault_block", faultThread, faultBlock, 0, 0, 4),
    KERNEL("fault_fibers", faultFibers, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 4),
    KERNEL("barrier_rounds", barrierRounds, NULL, 0, GPUOPT_KERNEL_SYNCHRONIZES, 6),
    KERNEL("barrier_unflagged", splitBarrier, NULL, 0, 0, 0),
    KERNEL("big_static", noop, NULL, 40 * 1024, 0, 0),
    KERNEL("k", noop, NULL, 0, 0, 0),
};

__attribute__((visibility("default"))) const GpuoptModuleDescriptor gpuopt_host_module = {
    GPUOPT_HOST_MODULE_MAGIC, GPUOPT_HOST_ABI_VERSION, "kernels", sizeof(kKernels) / sizeof(kKernels[0]), kKernels,
    SITE_COUNT, kSites};
