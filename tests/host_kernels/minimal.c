/* The smallest host kernel module (gpuopt-host-kernel-abi.h): gpu.module
 * @minimal with two kernels that do nothing, "kernel" and "k". For tests
 * that need a valid module image but run nothing in it. */
#include "gpuopt-host-kernel-abi.h"

static void nothing(GpuoptKernelContext *ctx, void **params) {
  (void)ctx;
  (void)params;
}

static const GpuoptKernelDescriptor kKernels[] = {
    {"kernel", nothing, nothing, 0, 0, 0},
    {"k", nothing, nothing, 0, 0, 0},
};

__attribute__((visibility("default"))) const GpuoptModuleDescriptor gpuopt_host_module = {
    GPUOPT_HOST_MODULE_MAGIC, GPUOPT_HOST_ABI_VERSION, "minimal", 2, kKernels, 0, 0};
