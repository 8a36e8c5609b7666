//===- rocm-runtime-wrappers.cpp - mgpu* ABI on HIP (ROCm) ----------------===//
//
// Part of gpuopt. Implements the runtime functions that MLIR 14's
// `--gpu-to-llvm` lowering calls (same names and signatures as upstream's
// mlir/lib/ExecutionEngine/RocmRuntimeWrappers.cpp) on top of HIP.
// Compile with -D__HIP_PLATFORM_AMD__.
//
// As in cuda-runtime-wrappers.cpp, and for the same reasons:
//   * libamdhip64.so is loaded with dlopen at the first call (override with
//     GPUOPT_HIP_LIBRARY), so the library builds, links and loads without
//     ROCm; the HIP headers are only needed for types and constants, and
//     when they are missing the few declarations used are provided below.
//   * hipInit is called once, lazily; HIP selects device 0 by default.
//   * Only the first error is printed (with the call and its arguments),
//     later ones are counted and summarised at exit; GPUOPT_RUNTIME_FATAL=1
//     and GPUOPT_RUNTIME_TRACE=1 work as for CUDA.
//   * Modules are cached by image pointer and unloaded at exit.
//   * A null stream is the default stream and the operation is synchronous.
//   * mgpuMemAlloc(0) returns null, mgpuMemFree(null) does nothing, and
//     registering already-registered host memory is not an error.
//
//===----------------------------------------------------------------------===//

#include "gpu-runtime-common.h"

#include <dlfcn.h>

#include <climits>
#include <vector>

#if !defined(GPUOPT_NO_HIP_HEADERS) && __has_include(<hip/hip_runtime_api.h>)
#include <hip/hip_runtime_api.h>
#define GPUOPT_HAVE_HIP_HEADERS 1
#else
// The subset of <hip/hip_runtime_api.h> used here (values as in HIP 5/6).
typedef int hipError_t;
enum : int {
  hipSuccess = 0,
  hipErrorHostMemoryAlreadyRegistered = 712,
};
typedef struct ihipModule_t *hipModule_t;
typedef struct ihipModuleSymbol_t *hipFunction_t;
typedef struct ihipStream_t *hipStream_t;
typedef struct ihipEvent_t *hipEvent_t;
typedef void *hipDeviceptr_t;
typedef enum hipMemcpyKind { hipMemcpyDefault = 4 } hipMemcpyKind;
#define hipStreamNonBlocking 0x01
#define hipEventDisableTiming 0x2
#define GPUOPT_HAVE_HIP_HEADERS 0
#endif

// Every HIP function the wrappers use, with its signature. (HIP's C++ header
// overloads some of them with templates, so decltype cannot be used.)
#define GPUOPT_HIP_FUNCTIONS(X)                                                \
  X(hipInit, hipError_t, (unsigned int))                                       \
  X(hipGetErrorName, const char *, (hipError_t))                               \
  X(hipGetErrorString, const char *, (hipError_t))                             \
  X(hipModuleLoadData, hipError_t, (hipModule_t *, const void *))              \
  X(hipModuleUnload, hipError_t, (hipModule_t))                                \
  X(hipModuleGetFunction, hipError_t,                                          \
    (hipFunction_t *, hipModule_t, const char *))                              \
  X(hipModuleLaunchKernel, hipError_t,                                         \
    (hipFunction_t, unsigned int, unsigned int, unsigned int, unsigned int,    \
     unsigned int, unsigned int, unsigned int, hipStream_t, void **, void **)) \
  X(hipStreamCreateWithFlags, hipError_t, (hipStream_t *, unsigned int))       \
  X(hipStreamDestroy, hipError_t, (hipStream_t))                               \
  X(hipStreamSynchronize, hipError_t, (hipStream_t))                           \
  X(hipStreamWaitEvent, hipError_t, (hipStream_t, hipEvent_t, unsigned int))   \
  X(hipEventCreateWithFlags, hipError_t, (hipEvent_t *, unsigned int))         \
  X(hipEventDestroy, hipError_t, (hipEvent_t))                                 \
  X(hipEventSynchronize, hipError_t, (hipEvent_t))                             \
  X(hipEventRecord, hipError_t, (hipEvent_t, hipStream_t))                     \
  X(hipMalloc, hipError_t, (void **, size_t))                                  \
  X(hipFree, hipError_t, (void *))                                             \
  X(hipMemcpyAsync, hipError_t,                                                \
    (void *, const void *, size_t, hipMemcpyKind, hipStream_t))                \
  X(hipMemsetD32Async, hipError_t, (hipDeviceptr_t, int, size_t, hipStream_t)) \
  X(hipHostRegister, hipError_t, (void *, size_t, unsigned int))

#if GPUOPT_HAVE_HIP_HEADERS
// With the real header, check at compile time that the signatures above
// match it (an unevaluated static_cast selects the exact overload).
#define GPUOPT_CHECK_SIGNATURE(fn, ret, args)                                  \
  static_assert(sizeof(static_cast<ret(*) args>(&::fn)) != 0,                  \
                "signature of " #fn " differs from <hip/hip_runtime_api.h>");
GPUOPT_HIP_FUNCTIONS(GPUOPT_CHECK_SIGNATURE)
#undef GPUOPT_CHECK_SIGNATURE
#endif

using gpuopt::Call;
using gpuopt::ErrorState;

namespace {

struct Runtime {
#define GPUOPT_MEMBER(fn, ret, args) ret(*fn) args = nullptr;
  GPUOPT_HIP_FUNCTIONS(GPUOPT_MEMBER)
#undef GPUOPT_MEMBER
  void *library = nullptr;
  bool ready = false;
};

struct CachedModule {
  const void *data;
  uint64_t fingerprint;
  hipModule_t module;
  int64_t references;
};

/// All mutable state, leaked on purpose so that the atexit handler never
/// sees destroyed objects.
struct State {
  Runtime runtime;
  std::once_flag once;
  std::mutex moduleMutex;
  std::vector<CachedModule> modules;
};

State &state() {
  static State *s = new State();
  return *s;
}

void teardown();

bool check(const Runtime &r, const Call &call, hipError_t result,
           const char *what) {
  if (result == hipSuccess)
    return true;
  const char *name = r.hipGetErrorName ? r.hipGetErrorName(result) : nullptr;
  const char *text =
      r.hipGetErrorString ? r.hipGetErrorString(result) : nullptr;
  call.error("%s failed: %s (%s)", what, name ? name : "unknown HIP error",
             text ? text : gpuopt::format("code %d", int(result)).c_str());
  return false;
}

void initRuntime(Runtime &r, const Call &call) {
  const char *override = std::getenv("GPUOPT_HIP_LIBRARY");
  const char *candidates[] = {"libamdhip64.so", "libamdhip64.so.6",
                              "libamdhip64.so.5"};
  const char *name = candidates[0];
  std::string reason;
  if (override && *override) {
    name = override;
    r.library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!r.library) {
      const char *why = dlerror();
      reason = why ? why : "unknown dlopen error";
    }
  } else {
    for (const char *candidate : candidates) {
      r.library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL);
      if (r.library) {
        name = candidate;
        break;
      }
      if (reason.empty()) { // Keep the reason for the unversioned name.
        const char *why = dlerror();
        reason = why ? why : "unknown dlopen error";
      }
    }
  }
  if (!r.library) {
    if (reason.compare(0, std::strlen(name), name) != 0)
      reason = std::string(name) + ": " + reason;
    ErrorState::get().report("gpuopt runtime: no HIP runtime found (" +
                             reason + ")");
    std::atexit(teardown);
    return;
  }
#define GPUOPT_LOAD(fn, ret, args)                                             \
  r.fn = reinterpret_cast<ret(*) args>(dlsym(r.library, #fn));                 \
  if (!r.fn) {                                                                 \
    ErrorState::get().report(std::string("gpuopt runtime: the HIP runtime ") + \
                             name + " lacks " #fn " (too old?)");              \
    std::atexit(teardown);                                                     \
    return;                                                                    \
  }
  GPUOPT_HIP_FUNCTIONS(GPUOPT_LOAD)
#undef GPUOPT_LOAD
  bool ok = check(r, call, r.hipInit(0), "hipInit");
  // Registered after hipInit, so that it runs before the runtime's own exit
  // handlers (atexit handlers run in reverse order).
  std::atexit(teardown);
  r.ready = ok;
}

/// The HIP runtime, initialised on first use; null when unavailable (the
/// reason was reported once, by the first call).
Runtime *runtime(const Call &call) {
  State &s = state();
  std::call_once(s.once, [&] { initRuntime(s.runtime, call); });
  return s.runtime.ready ? &s.runtime : nullptr;
}

/// A null stream means "default stream, synchronous": wait for the work just
/// enqueued, so that errors surface at the call that caused them.
bool syncIfDefault(Runtime &r, const Call &call, hipStream_t stream) {
  if (stream)
    return true;
  return check(r, call, r.hipStreamSynchronize(nullptr),
               "hipStreamSynchronize");
}

void teardown() {
  State &s = state();
  if (s.runtime.ready) {
    std::lock_guard<std::mutex> lock(s.moduleMutex);
    // Errors are ignored: at exit the runtime may already be shutting down,
    // and a clean program must print nothing.
    for (CachedModule &m : s.modules)
      (void)s.runtime.hipModuleUnload(m.module);
    s.modules.clear();
    s.runtime.ready = false;
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

void registerHost(Runtime &r, const Call &call, void *ptr,
                  uint64_t sizeBytes) {
  if (sizeBytes == 0)
    return;
  if (!ptr) {
    call.error("null host pointer");
    return;
  }
  hipError_t result = r.hipHostRegister(ptr, sizeBytes, /*flags=*/0);
  // Registering the same buffer twice is harmless for the program.
  if (result == hipErrorHostMemoryAlreadyRegistered)
    return;
  check(r, call, result, "hipHostRegister");
}

} // namespace

//===----------------------------------------------------------------------===//
// Modules and kernels
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuModuleLoad(void *data) {
  Call call("mgpuModuleLoad", "%p", data);
  hipModule_t module = nullptr;
  if (Runtime *r = runtime(call)) {
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
          (void)r->hipModuleUnload(m.module);
          s.modules.erase(s.modules.begin() + static_cast<long>(i));
          --i;
        }
      }
      if (!module) {
        if (check(*r, call, r->hipModuleLoadData(&module, data),
                  "hipModuleLoadData"))
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
  if (!runtime(call))
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
  hipFunction_t function = nullptr;
  if (Runtime *r = runtime(call)) {
    if (!module || !name)
      call.error("null %s", module ? "kernel name" : "module");
    else if (!check(*r, call,
                    r->hipModuleGetFunction(
                        &function, static_cast<hipModule_t>(module), name),
                    "hipModuleGetFunction"))
      function = nullptr;
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
  Runtime *r = runtime(call);
  if (!r)
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
  hipStream_t s = static_cast<hipStream_t>(stream);
  if (check(*r, call,
            r->hipModuleLaunchKernel(
                static_cast<hipFunction_t>(function), unsigned(gridX),
                unsigned(gridY), unsigned(gridZ), unsigned(blockX),
                unsigned(blockY), unsigned(blockZ), unsigned(smem), s, params,
                extra),
            "hipModuleLaunchKernel"))
    syncIfDefault(*r, call, s);
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuStreamCreate() {
  Call call("mgpuStreamCreate", "%s", "");
  hipStream_t stream = nullptr;
  if (Runtime *r = runtime(call))
    if (!check(*r, call,
               r->hipStreamCreateWithFlags(&stream, hipStreamNonBlocking),
               "hipStreamCreateWithFlags"))
      stream = nullptr;
  call.trace(stream);
  return stream;
}

GPUOPT_EXPORT void mgpuStreamDestroy(void *stream) {
  Call call("mgpuStreamDestroy", "%p", stream);
  call.trace();
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!stream) {
    call.error("cannot destroy the default (null) stream");
    return;
  }
  check(*r, call, r->hipStreamDestroy(static_cast<hipStream_t>(stream)),
        "hipStreamDestroy");
}

GPUOPT_EXPORT void mgpuStreamSynchronize(void *stream) {
  Call call("mgpuStreamSynchronize", "%p", stream);
  call.trace();
  if (Runtime *r = runtime(call))
    check(*r, call, r->hipStreamSynchronize(static_cast<hipStream_t>(stream)),
          "hipStreamSynchronize");
}

GPUOPT_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  Call call("mgpuStreamWaitEvent", "%p, %p", stream, event);
  call.trace();
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  check(*r, call,
        r->hipStreamWaitEvent(static_cast<hipStream_t>(stream),
                              static_cast<hipEvent_t>(event), /*flags=*/0),
        "hipStreamWaitEvent");
}

GPUOPT_EXPORT void *mgpuEventCreate() {
  Call call("mgpuEventCreate", "%s", "");
  hipEvent_t event = nullptr;
  if (Runtime *r = runtime(call))
    if (!check(*r, call,
               r->hipEventCreateWithFlags(&event, hipEventDisableTiming),
               "hipEventCreateWithFlags"))
      event = nullptr;
  call.trace(event);
  return event;
}

GPUOPT_EXPORT void mgpuEventDestroy(void *event) {
  Call call("mgpuEventDestroy", "%p", event);
  call.trace();
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  check(*r, call, r->hipEventDestroy(static_cast<hipEvent_t>(event)),
        "hipEventDestroy");
}

GPUOPT_EXPORT void mgpuEventSynchronize(void *event) {
  Call call("mgpuEventSynchronize", "%p", event);
  call.trace();
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  check(*r, call, r->hipEventSynchronize(static_cast<hipEvent_t>(event)),
        "hipEventSynchronize");
}

GPUOPT_EXPORT void mgpuEventRecord(void *event, void *stream) {
  Call call("mgpuEventRecord", "%p, %p", event, stream);
  call.trace();
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!event) {
    call.error("null event");
    return;
  }
  check(*r, call,
        r->hipEventRecord(static_cast<hipEvent_t>(event),
                          static_cast<hipStream_t>(stream)),
        "hipEventRecord");
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

GPUOPT_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, void *stream) {
  Call call("mgpuMemAlloc", "%" PRIu64 ", %p", sizeBytes, stream);
  void *ptr = nullptr;
  if (sizeBytes != 0)
    if (Runtime *r = runtime(call))
      // Synchronous allocation, as upstream: the stream is not used.
      if (!check(*r, call, r->hipMalloc(&ptr, sizeBytes), "hipMalloc"))
        ptr = nullptr;
  call.trace(ptr);
  return ptr;
}

GPUOPT_EXPORT void mgpuMemFree(void *ptr, void *stream) {
  Call call("mgpuMemFree", "%p, %p", ptr, stream);
  call.trace();
  if (!ptr)
    return;
  if (Runtime *r = runtime(call))
    check(*r, call, r->hipFree(ptr), "hipFree");
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
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!dst || !src) {
    call.error("null %s pointer", dst ? "source" : "destination");
    return;
  }
  hipStream_t s = static_cast<hipStream_t>(stream);
  if (check(*r, call,
            r->hipMemcpyAsync(dst, src, size_t(sizeBytes), hipMemcpyDefault,
                              s),
            "hipMemcpyAsync"))
    syncIfDefault(*r, call, s);
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
  Runtime *r = runtime(call);
  if (!r)
    return;
  if (!dst) {
    call.error("null destination pointer");
    return;
  }
  hipStream_t s = static_cast<hipStream_t>(stream);
  if (check(*r, call,
            r->hipMemsetD32Async(static_cast<hipDeviceptr_t>(dst), value,
                                 size_t(count), s),
            "hipMemsetD32Async"))
    syncIfDefault(*r, call, s);
}

GPUOPT_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  Call call("mgpuMemHostRegister", "%p, %" PRIu64, ptr, sizeBytes);
  call.trace();
  if (sizeBytes == 0)
    return;
  if (Runtime *r = runtime(call))
    registerHost(*r, call, ptr, sizeBytes);
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
  if (Runtime *r = runtime(call))
    registerHost(*r, call, begin, sizeBytes);
}
