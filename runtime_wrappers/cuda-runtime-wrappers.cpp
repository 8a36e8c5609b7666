//===- cuda-runtime-wrappers.cpp - mgpu* ABI on the CUDA driver API -------===//
//
// Part of gpuopt. Implements the runtime functions that MLIR 14's
// `--gpu-to-llvm` lowering calls (same names and signatures as upstream's
// mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp) on top of the CUDA
// driver API.
//
// Differences from upstream, and why:
//   * libcuda.so.1 is loaded with dlopen at the first call instead of being
//     linked: the library then builds, links and loads on machines without a
//     GPU or driver, and a missing driver is one clear message instead of a
//     loader error. <cuda.h> is used for types and constants only.
//   * The driver is initialised once (cuInit, device 0, primary context),
//     lazily; each call makes the primary context current for its duration
//     (push/pop), as upstream's ScopedContext does.
//   * Only the first error is printed, with the call and its arguments;
//     later ones are counted and summarised at exit. GPUOPT_RUNTIME_FATAL=1
//     exits with code 1 after the first error; GPUOPT_RUNTIME_TRACE=1 logs
//     every call.
//   * Modules are cached by image pointer: upstream's lowering loads and
//     unloads the module around every launch, which would re-JIT the image
//     each time. mgpuModuleUnload only drops a reference; cached modules are
//     unloaded at exit.
//   * A null stream is the default stream and the operation is synchronous:
//     the wrapper waits for it before returning.
//   * mgpuMemAlloc(0) returns null and mgpuMemFree(null) does nothing (the
//     driver rejects zero-byte allocations); mgpuMemHostRegister tolerates
//     memory that is already registered.
//
//===----------------------------------------------------------------------===//

#include "gpu-runtime-common.h"

#include <cuda.h>
#include <dlfcn.h>

#include <climits>
#include <vector>

// Every driver function the wrappers use. Names go through <cuda.h>'s macros
// (cuMemAlloc -> cuMemAlloc_v2, ...), so dlsym looks up the same versioned
// symbol a linked program would use.
#define GPUOPT_CUDA_FUNCTIONS(X)                                               \
  X(cuInit)                                                                    \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuDevicePrimaryCtxRelease)                                                 \
  X(cuCtxPushCurrent)                                                          \
  X(cuCtxPopCurrent)                                                           \
  X(cuModuleLoadData)                                                          \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuLaunchKernel)                                                            \
  X(cuStreamCreate)                                                            \
  X(cuStreamDestroy)                                                           \
  X(cuStreamSynchronize)                                                       \
  X(cuStreamWaitEvent)                                                         \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventSynchronize)                                                        \
  X(cuEventRecord)                                                             \
  X(cuMemAlloc)                                                                \
  X(cuMemFree)                                                                 \
  X(cuMemcpyAsync)                                                             \
  X(cuMemsetD32Async)                                                          \
  X(cuMemHostRegister)

#define GPUOPT_STR2(x) #x
#define GPUOPT_STR(x) GPUOPT_STR2(x)

using gpuopt::Call;
using gpuopt::ErrorState;

namespace {

struct Driver {
#define GPUOPT_MEMBER(fn) decltype(&::fn) fn = nullptr;
  GPUOPT_CUDA_FUNCTIONS(GPUOPT_MEMBER)
#undef GPUOPT_MEMBER
  void *library = nullptr;
  CUdevice device = 0;
  CUcontext context = nullptr;
  bool ready = false;
};

struct CachedModule {
  const void *data;
  uint64_t fingerprint;
  CUmodule module;
  int64_t references;
};

/// All mutable state, leaked on purpose so that the atexit handler never
/// sees destroyed objects.
struct State {
  Driver driver;
  std::once_flag once;
  std::mutex moduleMutex;
  std::vector<CachedModule> modules;
};

State &state() {
  static State *s = new State();
  return *s;
}

void teardown();

bool check(const Driver &d, const Call &call, CUresult result,
           const char *what) {
  if (result == CUDA_SUCCESS)
    return true;
  const char *name = nullptr, *text = nullptr;
  if (d.cuGetErrorName)
    d.cuGetErrorName(result, &name);
  if (d.cuGetErrorString)
    d.cuGetErrorString(result, &text);
  call.error("%s failed: %s (%s)", what, name ? name : "unknown CUDA error",
             text ? text : gpuopt::format("code %d", int(result)).c_str());
  return false;
}

void initDriver(Driver &d, const Call &call) {
  const char *name = std::getenv("GPUOPT_CUDA_LIBRARY");
  if (!name || !*name)
    name = "libcuda.so.1";
  d.library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!d.library) {
    const char *why = dlerror();
    std::string reason = why ? why : "unknown dlopen error";
    if (reason.compare(0, std::strlen(name), name) != 0)
      reason = std::string(name) + ": " + reason;
    ErrorState::get().report("gpuopt runtime: no CUDA driver found (" +
                             reason + ")");
    std::atexit(teardown);
    return;
  }
#define GPUOPT_LOAD(fn)                                                        \
  d.fn = reinterpret_cast<decltype(d.fn)>(dlsym(d.library, GPUOPT_STR(fn)));   \
  if (!d.fn) {                                                                 \
    ErrorState::get().report(std::string("gpuopt runtime: the CUDA driver ") + \
                             name + " lacks " GPUOPT_STR(fn) " (too old?)");   \
    std::atexit(teardown);                                                     \
    return;                                                                    \
  }
  GPUOPT_CUDA_FUNCTIONS(GPUOPT_LOAD)
#undef GPUOPT_LOAD
  bool ok = check(d, call, d.cuInit(0), "cuInit") &&
            check(d, call, d.cuDeviceGet(&d.device, 0), "cuDeviceGet(0)") &&
            check(d, call, d.cuDevicePrimaryCtxRetain(&d.context, d.device),
                  "cuDevicePrimaryCtxRetain");
  // Registered after cuInit, so that it runs before the driver's own exit
  // handlers (atexit handlers run in reverse order).
  std::atexit(teardown);
  d.ready = ok;
}

/// The driver, initialised on first use; null when unavailable (the reason
/// was reported once, by the first call).
Driver *driver(const Call &call) {
  State &s = state();
  std::call_once(s.once, [&] { initDriver(s.driver, call); });
  return s.driver.ready ? &s.driver : nullptr;
}

/// Makes the primary context current for the duration of one call.
class ScopedContext {
public:
  ScopedContext(Driver &d, const Call &call) : d_(d) {
    pushed_ = check(d, call, d.cuCtxPushCurrent(d.context), "cuCtxPushCurrent");
  }
  ~ScopedContext() {
    if (pushed_) {
      CUcontext popped;
      (void)d_.cuCtxPopCurrent(&popped);
    }
  }
  bool ok() const { return pushed_; }

private:
  Driver &d_;
  bool pushed_;
};

/// A null stream means "default stream, synchronous": wait for the work just
/// enqueued, so that errors surface at the call that caused them.
bool syncIfDefault(Driver &d, const Call &call, CUstream stream) {
  if (stream)
    return true;
  return check(d, call, d.cuStreamSynchronize(nullptr), "cuStreamSynchronize");
}

void teardown() {
  State &s = state();
  if (s.driver.ready) {
    Driver &d = s.driver;
    std::lock_guard<std::mutex> lock(s.moduleMutex);
    // Errors are ignored here: at exit the driver may already be shutting
    // down (CUDA_ERROR_DEINITIALIZED), and a clean program must print
    // nothing.
    if (d.cuCtxPushCurrent(d.context) == CUDA_SUCCESS) {
      for (CachedModule &m : s.modules)
        (void)d.cuModuleUnload(m.module);
      CUcontext popped;
      d.cuCtxPopCurrent(&popped);
    }
    s.modules.clear();
    d.cuDevicePrimaryCtxRelease(d.device);
    d.ready = false;
  }
  ErrorState::get().printSummary();
}

bool checkDim(const Call &call, const char *what, intptr_t value) {
  if (value >= 1 && value <= INT_MAX)
    return true;
  call.error("%s dimension %" PRIdPTR " is out of range [1, %d]", what, value,
             INT_MAX);
  return false;
}

void registerHost(Driver &d, const Call &call, void *ptr, uint64_t sizeBytes) {
  if (sizeBytes == 0)
    return;
  if (!ptr) {
    call.error("null host pointer");
    return;
  }
  ScopedContext scope(d, call);
  if (!scope.ok())
    return;
  CUresult result = d.cuMemHostRegister(ptr, sizeBytes, /*Flags=*/0);
  // Registering the same buffer twice is harmless for the program.
  if (result == CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED)
    return;
  check(d, call, result, "cuMemHostRegister");
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and kernels
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuModuleLoad(void *data) {
  Call call("mgpuModuleLoad", "%p", data);
  CUmodule module = nullptr;
  if (Driver *d = driver(call)) {
    if (!data) {
      call.error("null module image");
    } else {
      State &s = state();
      uint64_t fingerprint = gpuopt::imageFingerprint(data);
      std::lock_guard<std::mutex> lock(s.moduleMutex);
      for (size_t i = 0; i < s.modules.size(); ++i) {
        CachedModule &m = s.modules[i];
        if (m.data != data)
          continue;
        if (m.fingerprint == fingerprint) {
          ++m.references;
          module = m.module;
          break;
        }
        // Another image now lives at this address; drop the stale module
        // if nobody holds it any more.
        if (m.references == 0) {
          ScopedContext scope(*d, call);
          if (scope.ok())
            (void)d->cuModuleUnload(m.module);
          s.modules.erase(s.modules.begin() + static_cast<long>(i));
          --i;
        }
      }
      if (!module) {
        ScopedContext scope(*d, call);
        if (scope.ok() && check(*d, call, d->cuModuleLoadData(&module, data),
                                "cuModuleLoadData"))
          s.modules.push_back({data, fingerprint, module, 1});
        else
          module = nullptr;
      }
    }
  }
  call.trace(module);
  return module;
}

GPUOPT_EXPORT void mgpuModuleUnload(void *module) {
  Call call("mgpuModuleUnload", "%p", module);
  call.trace();
  if (!driver(call))
    return;
  State &s = state();
  std::lock_guard<std::mutex> lock(s.moduleMutex);
  for (auto it = s.modules.rbegin(); it != s.modules.rend(); ++it) {
    if (it->module != module)
      continue;
    if (it->references <= 0)
      call.error("module unloaded more often than it was loaded");
    else
      --it->references; // Stays cached until exit.
    return;
  }
  call.error("not a module returned by mgpuModuleLoad");
}

GPUOPT_EXPORT void *mgpuModuleGetFunction(void *module, const char *name) {
  Call call("mgpuModuleGetFunction", "%p, \"%s\"", module,
            name ? name : "(null)");
  CUfunction function = nullptr;
  if (Driver *d = driver(call)) {
    if (!module || !name) {
      call.error("null %s", module ? "kernel name" : "module");
    } else {
      ScopedContext scope(*d, call);
      if (scope.ok() &&
          !check(*d, call,
                 d->cuModuleGetFunction(&function, static_cast<CUmodule>(module),
                                        name),
                 "cuModuleGetFunction"))
        function = nullptr;
    }
  }
  call.trace(function);
  return function;
}

GPUOPT_EXPORT void mgpuLaunchKernel(void *function, intptr_t gridX,
                                    intptr_t gridY, intptr_t gridZ,
                                    intptr_t blockX, intptr_t blockY,
                                    intptr_t blockZ, int32_t smem, void *stream,
                                    void **params, void **extra) {
  Call call("mgpuLaunchKernel",
            "%p, %" PRIdPTR ", %" PRIdPTR ", %" PRIdPTR ", %" PRIdPTR
            ", %" PRIdPTR ", %" PRIdPTR ", %d, %p, %p, %p",
            function, gridX, gridY, gridZ, blockX, blockY, blockZ, smem, stream,
            static_cast<void *>(params), static_cast<void *>(extra));
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!function) {
    call.error("null kernel function");
    return;
  }
  if (!checkDim(call, "grid", gridX) || !checkDim(call, "grid", gridY) ||
      !checkDim(call, "grid", gridZ) || !checkDim(call, "block", blockX) ||
      !checkDim(call, "block", blockY) || !checkDim(call, "block", blockZ))
    return;
  if (smem < 0) {
    call.error("negative dynamic shared memory size %d", smem);
    return;
  }
  ScopedContext scope(*d, call);
  if (!scope.ok())
    return;
  CUstream s = static_cast<CUstream>(stream);
  if (check(*d, call,
            d->cuLaunchKernel(static_cast<CUfunction>(function),
                              unsigned(gridX), unsigned(gridY), unsigned(gridZ),
                              unsigned(blockX), unsigned(blockY),
                              unsigned(blockZ), unsigned(smem), s, params,
                              extra),
            "cuLaunchKernel"))
    syncIfDefault(*d, call, s);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuStreamCreate() {
  Call call("mgpuStreamCreate", "%s", "");
  CUstream stream = nullptr;
  if (Driver *d = driver(call)) {
    ScopedContext scope(*d, call);
    if (scope.ok() &&
        !check(*d, call, d->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING),
               "cuStreamCreate"))
      stream = nullptr;
  }
  call.trace(stream);
  return stream;
}

GPUOPT_EXPORT void mgpuStreamDestroy(void *stream) {
  Call call("mgpuStreamDestroy", "%p", stream);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!stream) {
    call.error("cannot destroy the default (null) stream");
    return;
  }
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call, d->cuStreamDestroy(static_cast<CUstream>(stream)),
          "cuStreamDestroy");
}

GPUOPT_EXPORT void mgpuStreamSynchronize(void *stream) {
  Call call("mgpuStreamSynchronize", "%p", stream);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call, d->cuStreamSynchronize(static_cast<CUstream>(stream)),
          "cuStreamSynchronize");
}

GPUOPT_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  Call call("mgpuStreamWaitEvent", "%p, %p", stream, event);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call,
          d->cuStreamWaitEvent(static_cast<CUstream>(stream),
                               static_cast<CUevent>(event), /*Flags=*/0),
          "cuStreamWaitEvent");
}

GPUOPT_EXPORT void *mgpuEventCreate() {
  Call call("mgpuEventCreate", "%s", "");
  CUevent event = nullptr;
  if (Driver *d = driver(call)) {
    ScopedContext scope(*d, call);
    if (scope.ok() &&
        !check(*d, call, d->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING),
               "cuEventCreate"))
      event = nullptr;
  }
  call.trace(event);
  return event;
}

GPUOPT_EXPORT void mgpuEventDestroy(void *event) {
  Call call("mgpuEventDestroy", "%p", event);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call, d->cuEventDestroy(static_cast<CUevent>(event)),
          "cuEventDestroy");
}

GPUOPT_EXPORT void mgpuEventSynchronize(void *event) {
  Call call("mgpuEventSynchronize", "%p", event);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call, d->cuEventSynchronize(static_cast<CUevent>(event)),
          "cuEventSynchronize");
}

GPUOPT_EXPORT void mgpuEventRecord(void *event, void *stream) {
  Call call("mgpuEventRecord", "%p, %p", event, stream);
  call.trace();
  Driver *d = driver(call);
  if (!d)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call,
          d->cuEventRecord(static_cast<CUevent>(event),
                           static_cast<CUstream>(stream)),
          "cuEventRecord");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream) {
  Call call("mgpuMemAlloc", "%" PRIu64 ", %p", sizeBytes, stream);
  CUdeviceptr ptr = 0;
  if (sizeBytes != 0) {
    if (Driver *d = driver(call)) {
      ScopedContext scope(*d, call);
      // Synchronous allocation, as upstream: the stream is not used.
      if (scope.ok() &&
          !check(*d, call, d->cuMemAlloc(&ptr, sizeBytes), "cuMemAlloc"))
        ptr = 0;
    }
  }
  void *result = reinterpret_cast<void *>(ptr);
  call.trace(result);
  return result;
}

GPUOPT_EXPORT void mgpuMemFree(void *ptr, void *stream) {
  Call call("mgpuMemFree", "%p, %p", ptr, stream);
  call.trace();
  if (!ptr)
    return;
  Driver *d = driver(call);
  if (!d)
    return;
  ScopedContext scope(*d, call);
  if (scope.ok())
    check(*d, call, d->cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)),
          "cuMemFree");
}

GPUOPT_EXPORT void mgpuMemcpy(void *dst, void *src, intptr_t sizeBytes,
                              void *stream) {
  Call call("mgpuMemcpy", "%p, %p, %" PRIdPTR ", %p", dst, src, sizeBytes,
            stream);
  call.trace();
  if (sizeBytes < 0) {
    call.error("negative size");
    return;
  }
  if (sizeBytes == 0)
    return;
  Driver *d = driver(call);
  if (!d)
    return;
  if (!dst || !src) {
    call.error("null %s pointer", dst ? "source" : "destination");
    return;
  }
  ScopedContext scope(*d, call);
  CUstream s = static_cast<CUstream>(stream);
  if (scope.ok() &&
      check(*d, call,
            d->cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                             reinterpret_cast<CUdeviceptr>(src),
                             size_t(sizeBytes), s),
            "cuMemcpyAsync"))
    syncIfDefault(*d, call, s);
}

GPUOPT_EXPORT void mgpuMemset32(void *dst, int32_t value, intptr_t count,
                                void *stream) {
  Call call("mgpuMemset32", "%p, %" PRId32 ", %" PRIdPTR ", %p", dst, value,
            count, stream);
  call.trace();
  if (count < 0) {
    call.error("negative count");
    return;
  }
  if (count == 0)
    return;
  Driver *d = driver(call);
  if (!d)
    return;
  if (!dst) {
    call.error("null destination pointer");
    return;
  }
  ScopedContext scope(*d, call);
  CUstream s = static_cast<CUstream>(stream);
  if (scope.ok() &&
      check(*d, call,
            d->cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst),
                                static_cast<unsigned int>(value),
                                size_t(count), s),
            "cuMemsetD32Async"))
    syncIfDefault(*d, call, s);
}

GPUOPT_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  Call call("mgpuMemHostRegister", "%p, %" PRIu64, ptr, sizeBytes);
  call.trace();
  if (sizeBytes == 0)
    return;
  if (Driver *d = driver(call))
    registerHost(*d, call, ptr, sizeBytes);
}

GPUOPT_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *desc,
                                             int64_t elementSizeBytes) {
  Call call("mgpuMemHostRegisterMemRef", "%" PRId64 ", %p, %" PRId64, rank,
            desc, elementSizeBytes);
  char *begin = nullptr;
  uint64_t sizeBytes = 0;
  bool ok = gpuopt::memrefExtent(call, rank, desc, elementSizeBytes, &begin,
                                 &sizeBytes);
  if (ErrorState::get().tracing())
    ErrorState::get().trace(
        call.text() +
        (ok ? gpuopt::format(" -> registers %p, %" PRIu64 " bytes",
                             static_cast<void *>(begin), sizeBytes)
            : std::string(" -> invalid descriptor")));
  if (!ok || sizeBytes == 0)
    return;
  if (Driver *d = driver(call))
    registerHost(*d, call, begin, sizeBytes);
}
