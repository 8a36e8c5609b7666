/*===- host-fiber.h - switching between GPU threads run as fibers --------===//
 *
 * Part of gpuopt. The one primitive the host runtime's fibers need: save
 * where the running code is, resume another fiber. On x86-64 it is a
 * dozen instructions of assembly (host-fiber.c) that swap the callee-saved
 * registers and the stack pointer. Elsewhere, or with
 * -DGPUOPT_HOST_PORTABLE_SWITCH, it is _setjmp/_longjmp, with makecontext
 * only to start a fiber on its stack: swapcontext would cost a signal-mask
 * system call per switch. Neither saves the signal mask or the
 * floating-point control registers, which kernels do not change.
 *
 * Not compatible with CET shadow stacks (Linux user shadow stacks are
 * opt-in and off by default).
 *
 *===----------------------------------------------------------------------===*/

#ifndef GPUOPT_HOST_FIBER_H
#define GPUOPT_HOST_FIBER_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__x86_64__) && !defined(GPUOPT_HOST_PORTABLE_SWITCH)
#define HOST_FIBER_ASM 1
#else
#define HOST_FIBER_ASM 0
#endif

/* Where to resume a suspended fiber (or the scheduler). */
typedef struct FiberResume {
#if HOST_FIBER_ASM
  void *sp;
#else
  jmp_buf jb;
#endif
} FiberResume;

/* Saves the running code in *save and resumes *target; returns when *save
 * is resumed. */
#if HOST_FIBER_ASM
__attribute__((visibility("hidden"))) void gpuoptFiberSwitch(void **save,
                                                             void *target);
static inline void hostFiberSwitch(FiberResume *save, FiberResume *target) {
  gpuoptFiberSwitch(&save->sp, target->sp);
}
#else
/* A function of its own (never inlined into its callers): its frame stays
 * live on the suspended fiber's stack until _longjmp comes back to it. */
__attribute__((visibility("hidden"), noinline)) void
hostFiberSwitch(FiberResume *save, FiberResume *target);
#endif

/* Makes *resume a fiber that, when first resumed, calls
 * entry(argument, index) on the stack [base, base + size). `entry` must
 * never return. False if the platform refuses. */
__attribute__((visibility("hidden"))) bool
hostFiberStart(FiberResume *resume, char *base, size_t size,
               void (*entry)(void *argument, int32_t index), void *argument,
               int32_t index);

#endif /* GPUOPT_HOST_FIBER_H */
