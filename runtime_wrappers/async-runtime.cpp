// gpuopt's async runtime: the `mlirAsyncRuntime*` C ABI that MLIR 14's convert-async-to-llvm lowers to
// (mlir/ExecutionEngine/AsyncRuntime.h), written for gpuopt.
//
// Tokens, values and groups are reference-counted objects.  A token or value is created with two
// references: the caller's, and one that the task producing it holds until it makes it available (or an
// error), so that awaiters run by that task cannot see it destroyed under them.  A group is created with one
// reference and the number of members it will have; it is ready when that many tokens have been added and
// become ready.  `Execute` runs a coroutine resumption on a worker thread; `Await*AndExecute` runs it at once
// when the operand is ready, else in the thread that makes it ready, after that thread has released the
// object's lock (MLIR 14's runtime runs awaiters under it, which can deadlock when the resumed coroutine
// waits, in a GPU runtime call, on a thread that needs the object).
//
// Checks (this is a checking runtime, as the host GPU runtime is): dropping more references than an object
// holds, making an object available twice, adding more tokens to a group than its size, and a negative value
// size are reported on stderr as `gpuopt async runtime: ...` and end the process with exit status
// $GPUOPT_RUNTIME_FATAL (default 1); `GPUOPT_ASYNC_WORKERS=N` sets the number of worker threads (default:
// the number of hardware threads).  `gpuoptAsyncRuntimeWaitIdle` (gpuopt's own) waits until no task is
// queued or running; mlir-cpu-runner 14 calls it through `__mlir_runner_destroy`.

#include <atomic>
#include <condition_variable>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#define GPUOPT_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

[[noreturn]] void fatal(const char *format, ...) {
  va_list args;
  va_start(args, format);
  std::fputs("gpuopt async runtime: ", stderr);
  std::vfprintf(stderr, format, args);
  std::fputc('\n', stderr);
  va_end(args);
  std::fflush(stderr);
  const char *status = std::getenv("GPUOPT_RUNTIME_FATAL");
  std::_Exit(status != nullptr ? std::atoi(status) : 1);
}

// A fixed pool of worker threads running tasks in FIFO order.  It is never destroyed: its threads wait on
// a condition variable when idle, which does not hold a process up at exit.
class WorkerPool {
public:
  explicit WorkerPool(unsigned size) {
    for (unsigned i = 0; i < size; ++i)
      threads.emplace_back([this] { work(); });
    for (std::thread &t : threads)
      t.detach();
  }

  void submit(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> lock(mu);
      tasks.push_back(std::move(task));
      ++busy;
    }
    cv.notify_one();
  }

  // Until no task is queued or running (a coroutine's tail after it made its token available included).
  void waitIdle() {
    std::unique_lock<std::mutex> lock(mu);
    idle.wait(lock, [this] { return busy == 0; });
  }

  int64_t size() const { return static_cast<int64_t>(threads.size()); }

private:
  void work() {
    for (;;) {
      std::function<void()> task;
      {
        std::unique_lock<std::mutex> lock(mu);
        cv.wait(lock, [this] { return !tasks.empty(); });
        task = std::move(tasks.front());
        tasks.pop_front();
      }
      task();
      task = nullptr;  // the task's captures (references to tokens) go before the pool can report idle
      std::lock_guard<std::mutex> lock(mu);
      if (--busy == 0)
        idle.notify_all();
    }
  }

  std::vector<std::thread> threads;
  std::deque<std::function<void()>> tasks;
  std::mutex mu;
  std::condition_variable cv;
  std::condition_variable idle;
  int64_t busy = 0;
};

WorkerPool &pool() {
  static WorkerPool *workers = [] {
    unsigned n = std::thread::hardware_concurrency();
    if (const char *env = std::getenv("GPUOPT_ASYNC_WORKERS")) {
      int requested = std::atoi(env);
      if (requested > 0)
        n = static_cast<unsigned>(requested);
    }
    return new WorkerPool(n == 0 ? 1 : n);
  }();
  return *workers;
}

enum class State { Unavailable, Available, Error };

struct Object {
  explicit Object(int64_t references, const char *kind) : references(references), kind(kind) {}
  virtual ~Object() = default;

  void addRef(int64_t count) { references.fetch_add(count); }

  void dropRef(int64_t count) {
    int64_t before = references.fetch_sub(count);
    if (before < count)
      fatal("async.runtime.drop_ref of %lld reference(s) to an async %s that holds %lld", (long long)count,
            kind, (long long)before);
    if (before == count)
      delete this;
  }

  std::atomic<int64_t> references;
  const char *kind;
  std::mutex mu;
  std::condition_variable cv;
  std::vector<std::function<void()>> awaiters;
};

// A token or a value: something a task makes available (or sets to an error) once.
struct Awaitable : Object {
  Awaitable(const char *kind) : Object(2, kind) {}

  bool ready() const { return state != State::Unavailable; }

  void wait() {
    std::unique_lock<std::mutex> lock(mu);
    cv.wait(lock, [this] { return ready(); });
  }

  // Sets the state, then runs the awaiters (outside the lock: an awaiter resumes a coroutine, which may call
  // back into the runtime on this object or block in a GPU runtime call), then drops the reference the
  // producing task held, which kept the object alive for them.
  void finish(State to) {
    std::vector<std::function<void()>> run;
    {
      std::lock_guard<std::mutex> lock(mu);
      if (ready())
        fatal("an async %s was made available (or set to an error) twice", kind);
      state = to;
      cv.notify_all();
      run.swap(awaiters);
    }
    for (auto &awaiter : run)
      awaiter();
    dropRef(1);
  }

  // Runs `then` now if ready, else when it becomes ready (in that thread).
  void onReady(std::function<void()> then) {
    std::unique_lock<std::mutex> lock(mu);
    if (ready()) {
      lock.unlock();
      then();
      return;
    }
    awaiters.push_back(std::move(then));
  }

  std::atomic<State> state{State::Unavailable};
};

struct Token : Awaitable {
  Token() : Awaitable("token") {}
};

struct Value : Awaitable {
  explicit Value(int64_t size) : Awaitable("value"), storage(static_cast<size_t>(size)) {}
  std::vector<int8_t> storage;
};

struct Group : Object {
  explicit Group(int64_t size) : Object(1, "group"), pending(size), size(size) {}

  bool ready() const { return pending.load() == 0; }

  // One member became ready: count its error; the last one wakes the group's waiters and runs its awaiters
  // (outside the lock, as a token's).
  void memberReady(bool error) {
    std::vector<std::function<void()>> run;
    {
      std::lock_guard<std::mutex> lock(mu);
      if (error)
        errors.fetch_add(1);
      if (pending.fetch_sub(1) == 1) {
        cv.notify_all();
        run.swap(awaiters);
      }
    }
    for (auto &awaiter : run)
      awaiter();
  }

  std::atomic<int64_t> pending;
  std::atomic<int64_t> errors{0};
  std::atomic<int64_t> rank{0};
  int64_t size;
};

using CoroHandle = void *;
using CoroResume = void (*)(void *);

std::function<void()> resumption(CoroHandle handle, CoroResume resume) {
  return [handle, resume] { (*resume)(handle); };
}

} // namespace

GPUOPT_EXPORT void mlirAsyncRuntimeAddRef(void *object, int64_t count) {
  static_cast<Object *>(object)->addRef(count);
}

GPUOPT_EXPORT void mlirAsyncRuntimeDropRef(void *object, int64_t count) {
  static_cast<Object *>(object)->dropRef(count);
}

GPUOPT_EXPORT void *mlirAsyncRuntimeCreateToken() { return new Token(); }

GPUOPT_EXPORT void *mlirAsyncRuntimeCreateValue(int64_t size) {
  if (size < 0)
    fatal("async.runtime.create of a value of %lld bytes", (long long)size);
  return new Value(size);
}

GPUOPT_EXPORT void *mlirAsyncRuntimeCreateGroup(int64_t size) {
  if (size < 0)
    fatal("async.runtime.create_group of size %lld", (long long)size);
  return new Group(size);
}

GPUOPT_EXPORT int64_t mlirAsyncRuntimeAddTokenToGroup(void *tokenPtr, void *groupPtr) {
  auto *token = static_cast<Token *>(tokenPtr);
  auto *group = static_cast<Group *>(groupPtr);
  int64_t rank = group->rank.fetch_add(1);
  if (rank >= group->size)
    fatal("async.add_to_group: more tokens than the group's size (%lld) were added to it", (long long)group->size);
  group->addRef(1);  // held until the token is ready
  token->onReady([token, group] {
    group->memberReady(token->state == State::Error);
    group->dropRef(1);
  });
  return rank;
}

GPUOPT_EXPORT void mlirAsyncRuntimeEmplaceToken(void *token) { static_cast<Token *>(token)->finish(State::Available); }

GPUOPT_EXPORT void mlirAsyncRuntimeEmplaceValue(void *value) { static_cast<Value *>(value)->finish(State::Available); }

GPUOPT_EXPORT void mlirAsyncRuntimeSetTokenError(void *token) { static_cast<Token *>(token)->finish(State::Error); }

GPUOPT_EXPORT void mlirAsyncRuntimeSetValueError(void *value) { static_cast<Value *>(value)->finish(State::Error); }

GPUOPT_EXPORT bool mlirAsyncRuntimeIsTokenError(void *token) {
  return static_cast<Token *>(token)->state == State::Error;
}

GPUOPT_EXPORT bool mlirAsyncRuntimeIsValueError(void *value) {
  return static_cast<Value *>(value)->state == State::Error;
}

GPUOPT_EXPORT bool mlirAsyncRuntimeIsGroupError(void *group) { return static_cast<Group *>(group)->errors > 0; }

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitToken(void *token) { static_cast<Token *>(token)->wait(); }

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitValue(void *value) { static_cast<Value *>(value)->wait(); }

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitAllInGroup(void *groupPtr) {
  auto *group = static_cast<Group *>(groupPtr);
  std::unique_lock<std::mutex> lock(group->mu);
  group->cv.wait(lock, [group] { return group->ready(); });
}

GPUOPT_EXPORT void *mlirAsyncRuntimeGetValueStorage(void *value) {
  return static_cast<Value *>(value)->storage.data();
}

GPUOPT_EXPORT void mlirAsyncRuntimeExecute(CoroHandle handle, CoroResume resume) {
  pool().submit(resumption(handle, resume));
}

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitTokenAndExecute(void *token, CoroHandle handle, CoroResume resume) {
  static_cast<Token *>(token)->onReady(resumption(handle, resume));
}

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitValueAndExecute(void *value, CoroHandle handle, CoroResume resume) {
  static_cast<Value *>(value)->onReady(resumption(handle, resume));
}

GPUOPT_EXPORT void mlirAsyncRuntimeAwaitAllInGroupAndExecute(void *groupPtr, CoroHandle handle, CoroResume resume) {
  auto *group = static_cast<Group *>(groupPtr);
  std::unique_lock<std::mutex> lock(group->mu);
  if (group->ready()) {
    lock.unlock();
    (*resume)(handle);
    return;
  }
  group->awaiters.push_back(resumption(handle, resume));
}

// Returns once the worker threads have nothing left to do: a runner calls it after the entry point
// returns, before it frees the JIT-compiled code that coroutines still finishing would run.
GPUOPT_EXPORT void gpuoptAsyncRuntimeWaitIdle() { pool().waitIdle(); }

// (sic: the name MLIR 14 declares and calls)
GPUOPT_EXPORT int64_t mlirAsyncRuntimGetNumWorkerThreads() { return pool().size(); }

GPUOPT_EXPORT void mlirAsyncRuntimePrintCurrentThreadId() {
  std::printf("Current thread id: %zu\n", std::hash<std::thread::id>()(std::this_thread::get_id()));
  std::fflush(stdout);
}

// MLIR 14's runner protocol for --shared-libs (JitRunner.cpp): a library that exports both hooks has `init`
// called with the runner's symbol map before the JIT is made (gpuopt's symbols are found in the process, so
// it adds none) and `destroy` called after the entry point returns, before the JIT-compiled code is freed.
// Without it a worker thread still running a coroutine's tail (after it made the last awaited token
// available) would run freed code when mlir-cpu-runner-14 exits.
GPUOPT_EXPORT void __mlir_runner_init(void * /*llvm::StringMap<void *> &*/) {}

GPUOPT_EXPORT void __mlir_runner_destroy() { gpuoptAsyncRuntimeWaitIdle(); }
