/*===- gpuopt-host-kernel-abi.h - GPU kernels as host shared objects -----===//
 *
 * Part of gpuopt. The contract between a *host kernel module* and gpuopt's
 * host runtime (libgpuopt_host_runtime.so), ABI version 1.
 *
 * A host kernel module is to the host runtime what a cubin is to CUDA: the
 * "binary" of one gpu.module, produced by gpuopt's gpu-to-host-object pass
 * and handed to mgpuModuleLoad as a bare pointer. It is a self-contained
 * ELF shared object for the host machine that exports one symbol,
 *
 *     const GpuoptModuleDescriptor gpuopt_host_module;
 *
 * and needs nothing from the runtime at link time: every service a kernel
 * uses (barrier, shuffle, printf, trap, bounds errors) comes through the
 * function table its context points to. It may use the C library (LLVM may
 * emit memcpy/memset), which is already loaded in any host process.
 *
 * Why an ELF shared object and not a table in the JIT'd host code: the
 * runtime gets only a pointer, as a GPU driver does, so the same lowered
 * host program runs on CUDA, ROCm or the host by swapping the binary; and
 * the dynamic loader resolves the kernel's relocations, so the compiler does
 * not have to.
 *
 * Everything here is plain structs of fixed-size fields (no unions, no TLS),
 * so that a compiler can emit the descriptor as constant LLVM IR globals and
 * read the context with constant-offset loads. The offsets are given and
 * checked below.
 *
 *===----------------------------------------------------------------------===*/

#ifndef GPUOPT_HOST_KERNEL_ABI_H
#define GPUOPT_HOST_KERNEL_ABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GPUOPT_HOST_ABI_VERSION 1u
/* "GPUH", read as a little-endian 32-bit word. */
#define GPUOPT_HOST_MODULE_MAGIC 0x48555047u
/* The one symbol a module exports. */
#define GPUOPT_HOST_MODULE_SYMBOL "gpuopt_host_module"

/* GpuoptKernelDescriptor.flags */
#define GPUOPT_KERNEL_SYNCHRONIZES 1u /* calls barrier or shuffle */
/* Its block_entry does not write ctx->thread_id (it passes the ids to the
 * kernel in registers): a fault in it is located by running the block again
 * through thread_entry, one thread at a time. */
#define GPUOPT_KERNEL_BLOCK_ENTRY_NO_IDS 2u

/* The `mode` argument of GpuoptKernelRuntime.shuffle (gpu.shuffle's modes). */
enum {
  GPUOPT_SHUFFLE_XOR = 0,
  GPUOPT_SHUFFLE_UP = 1,
  GPUOPT_SHUFFLE_DOWN = 2,
  GPUOPT_SHUFFLE_IDX = 3
};

/* Bit 32 of the shuffle's result: the source lane was valid. */
#define GPUOPT_SHUFFLE_VALID ((uint64_t)1 << 32)

/* Workgroup memory limit per block (static + dynamic), as CUDA's default:
 * the mgpu* ABI has no way to opt in to more. */
#define GPUOPT_HOST_MAX_WORKGROUP_BYTES (48u * 1024u)

/* workgroup_memory is aligned to this many bytes. The dynamic part of a
 * block's workgroup memory starts at static_workgroup_bytes rounded up to
 * GPUOPT_HOST_DYNAMIC_WORKGROUP_ALIGN. */
#define GPUOPT_HOST_WORKGROUP_ALIGN 64u
#define GPUOPT_HOST_DYNAMIC_WORKGROUP_ALIGN 16u

struct GpuoptKernelRuntime;

/* The state of one running GPU thread: one per thread (fiber) when the
 * kernel runs through thread_entry, one per block when it runs through
 * block_entry (which then writes thread_id itself). The runtime owns it;
 * a kernel reads the ids and passes it back to every runtime call.
 * subgroup_size is 32 unless GPUOPT_HOST_SUBGROUP_SIZE says otherwise;
 * workgroup_memory is this block's, the static part first, then the
 * dynamic one. */
typedef struct GpuoptKernelContext {
  int64_t thread_id[3];                 /* offset 0   */
  int64_t block_dim[3];                 /* offset 24  */
  int64_t block_id[3];                  /* offset 48  */
  int64_t grid_dim[3];                  /* offset 72  */
  int64_t subgroup_size;                /* offset 96  */
  char *workgroup_memory;               /* offset 104 */
  const struct GpuoptKernelRuntime *rt; /* offset 112 */
  void *internal;                       /* offset 120: runtime-private */
} GpuoptKernelContext;

/* Services of the runtime. `site` indexes the module's `sites` table (the
 * source location of the call, for error messages; -1 if unknown). */
typedef struct GpuoptKernelRuntime {
  uint32_t abi_version; /* GPUOPT_HOST_ABI_VERSION */
  /* gpu.barrier: waits until every thread of the block has arrived. */
  void (*barrier)(GpuoptKernelContext *ctx, int32_t site);
  /* gpu.shuffle. lane = linear thread id % subgroup_size; the lanes
   * [0, width) of the caller's subgroup take part (and the caller must be
   * one of them). Source lane: XOR lane ^ offset, UP lane - offset, DOWN
   * lane + offset, IDX offset; it is valid iff 0 <= src < width. Returns
   * the source lane's 32-bit value (the caller's own when invalid) in bits
   * 0..31, and GPUOPT_SHUFFLE_VALID when valid. */
  uint64_t (*shuffle)(GpuoptKernelContext *ctx, int32_t site, int32_t mode,
                      uint32_t value, int32_t offset, int32_t width);
  /* C printf semantics (an f32 argument is passed as a double). Output is
   * buffered per block and written in block order. Returns the number of
   * characters, or -1 on a bad format. */
  int32_t (*printf)(GpuoptKernelContext *ctx, const char *format, ...);
  /* Fatal: reports `message` with the kernel, block, thread and site, then
   * ends the process. Never returns. */
  void (*trap)(GpuoptKernelContext *ctx, int32_t site, const char *message);
  /* Fatal: `index` is outside [0, size) in dimension `dim` of an access. */
  void (*bounds_error)(GpuoptKernelContext *ctx, int32_t site, int64_t index,
                       int64_t size, int32_t dim);
} GpuoptKernelRuntime;

/* params: as cuLaunchKernel's kernelParams, params[i] points to the value of
 * argument i.
 *
 * A thread's private memory is its entry's stack frame. Under fibers that
 * stack is GPUOPT_HOST_STACK_SIZE bytes (256 KiB by default) above a 64 KiB
 * guard region; a compiler that makes larger frames should probe them
 * (LLVM's "probe-stack"="inline-asm") so that an overflow faults in the
 * guard and is reported as one. */
typedef void (*GpuoptKernelEntry)(GpuoptKernelContext *ctx, void **params);

typedef struct GpuoptKernelDescriptor {
  const char *name; /* the gpu.func's symbol name */
  /* Runs ONE thread: the runtime has set ctx->thread_id. */
  GpuoptKernelEntry thread_entry;
  /* Runs ALL threads of a block in a plain loop (x fastest, then y, then z),
   * writing ctx->thread_id itself (unless GPUOPT_KERNEL_BLOCK_ENTRY_NO_IDS);
   * or NULL. Only for kernels without barrier or shuffle. */
  GpuoptKernelEntry block_entry;
  uint64_t static_workgroup_bytes;
  uint32_t flags;      /* GPUOPT_KERNEL_* */
  uint32_t num_params; /* entries of `params` the kernel reads */
} GpuoptKernelDescriptor;

typedef struct GpuoptModuleDescriptor {
  uint32_t magic;          /* GPUOPT_HOST_MODULE_MAGIC */
  uint32_t abi_version;    /* GPUOPT_HOST_ABI_VERSION */
  const char *module_name; /* the gpu.module's symbol name */
  uint64_t num_kernels;
  const GpuoptKernelDescriptor *kernels;
  uint64_t num_sites;
  /* "file:line:col" of each barrier/shuffle/trap/bounds call site. */
  const char *const *sites;
} GpuoptModuleDescriptor;

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L && \
    UINTPTR_MAX == UINT64_MAX
/* The offsets a compiler relies on (64-bit hosts). */
#define GPUOPT_ABI_OFFSET(field, offset)                                      \
  _Static_assert(__builtin_offsetof(GpuoptKernelContext, field) == (offset),  \
                 "GpuoptKernelContext." #field " is not at " #offset)
GPUOPT_ABI_OFFSET(block_dim, 24);
GPUOPT_ABI_OFFSET(block_id, 48);
GPUOPT_ABI_OFFSET(grid_dim, 72);
GPUOPT_ABI_OFFSET(subgroup_size, 96);
GPUOPT_ABI_OFFSET(workgroup_memory, 104);
GPUOPT_ABI_OFFSET(rt, 112);
GPUOPT_ABI_OFFSET(internal, 120);
#undef GPUOPT_ABI_OFFSET
_Static_assert(sizeof(GpuoptKernelContext) == 128, "ABI");
_Static_assert(sizeof(GpuoptKernelDescriptor) == 40, "ABI");
_Static_assert(sizeof(GpuoptModuleDescriptor) == 48, "ABI");
#endif

#ifdef __cplusplus
}
#endif

#endif /* GPUOPT_HOST_KERNEL_ABI_H */
