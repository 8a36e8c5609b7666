/* Host kernel module "bench" for bench/host_kernels.py, in the shape
 * gpu-to-host-object emits (gpuopt-host-kernel-abi.h); reference.c has the
 * same work as plain C loops. */
#include "gpuopt-host-kernel-abi.h"

#define ARG(type, i) (*(type *)params[i])

typedef GpuoptKernelContext Ctx;

/* vecadd(ptr a, ptr b, ptr c, i64 n): c[i] = a[i] + b[i]. */
static void vecaddThread(Ctx *c, void **params) {
  const float *a = ARG(const float *, 0), *b = ARG(const float *, 1);
  float *out = ARG(float *, 2);
  int64_t n = ARG(int64_t, 3);
  int64_t i = c->block_id[0] * c->block_dim[0] + c->thread_id[0];
  if (i < n)
    out[i] = a[i] + b[i];
}

/* The thread loop the compiler wraps around the thread body; it keeps
 * thread_id current, so that a fault names the thread. */
static void vecaddBlock(Ctx *c, void **params) {
  const float *a = ARG(const float *, 0), *b = ARG(const float *, 1);
  float *out = ARG(float *, 2);
  int64_t n = ARG(int64_t, 3);
  for (int64_t t = 0; t < c->block_dim[0]; ++t) {
    c->thread_id[0] = t;
    int64_t i = c->block_id[0] * c->block_dim[0] + t;
    if (i < n)
      out[i] = a[i] + b[i];
  }
}

/* matmul(ptr a, ptr b, ptr c, i64 n): C = A * B for n x n floats, n a
 * multiple of 16, in 16 x 16 tiles through workgroup memory: the classic
 * CUDA shared-memory kernel, two barriers per tile. */
enum { TILE = 16, SITE_LOADED, SITE_USED };
static void matmul(Ctx *c, void **params) {
  const float *a = ARG(const float *, 0), *b = ARG(const float *, 1);
  float *out = ARG(float *, 2);
  int64_t n = ARG(int64_t, 3);
  float(*tileA)[TILE] = (float(*)[TILE])c->workgroup_memory;
  float(*tileB)[TILE] = (float(*)[TILE])(c->workgroup_memory + sizeof(float) * TILE * TILE);
  int64_t tx = c->thread_id[0], ty = c->thread_id[1];
  int64_t row = c->block_id[1] * TILE + ty, col = c->block_id[0] * TILE + tx;
  float sum = 0;
  for (int64_t k0 = 0; k0 < n; k0 += TILE) {
    tileA[ty][tx] = a[row * n + k0 + tx];
    tileB[ty][tx] = b[(k0 + ty) * n + col];
    c->rt->barrier(c, SITE_LOADED - 1);
    for (int k = 0; k < TILE; ++k)
      sum += tileA[ty][k] * tileB[k][tx];
    c->rt->barrier(c, SITE_USED - 1);
  }
  out[row * n + col] = sum;
}

/* barriers(i64 rounds): nothing but barriers, for the switch cost. */
static void barriers(Ctx *c, void **params) {
  int64_t rounds = ARG(int64_t, 0);
  for (int64_t r = 0; r < rounds; ++r)
    c->rt->barrier(c, 0);
}

static const char *const kSites[] = {"bench.mlir:1:1", "bench.mlir:2:1"};
static const GpuoptKernelDescriptor kKernels[] = {
    {"vecadd", vecaddThread, vecaddBlock, 0, 0, 4},
    {"matmul", matmul, 0, 2 * sizeof(float) * TILE * TILE, GPUOPT_KERNEL_SYNCHRONIZES, 4},
    {"barriers", barriers, 0, 0, GPUOPT_KERNEL_SYNCHRONIZES, 1},
};

__attribute__((visibility("default"))) const GpuoptModuleDescriptor gpuopt_host_module = {
    GPUOPT_HOST_MODULE_MAGIC, GPUOPT_HOST_ABI_VERSION, "bench", 3, kKernels, 2, kSites};
