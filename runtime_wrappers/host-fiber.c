/*===- host-fiber.c - starting and switching fibers -----------------------===//
 *
 * Part of gpuopt. See host-fiber.h.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "host-fiber.h"

#include <stdlib.h>
#include <ucontext.h>

#if HOST_FIBER_ASM

/* gpuoptFiberSwitch(void **save, void *target): pushes the callee-saved
 * registers, stores the stack pointer in *save, takes target as the stack
 * pointer and pops the registers saved there. A new fiber's stack is laid
 * out as if it had switched away just before gpuoptFiberTrampoline, which
 * calls entry(argument, index) from the registers it finds. */
__asm__(".text\n"
        ".p2align 4\n"
        ".globl gpuoptFiberSwitch\n"
        ".hidden gpuoptFiberSwitch\n"
        ".type gpuoptFiberSwitch, @function\n"
        "gpuoptFiberSwitch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size gpuoptFiberSwitch, .-gpuoptFiberSwitch\n"
        ".p2align 4\n"
        ".globl gpuoptFiberTrampoline\n"
        ".hidden gpuoptFiberTrampoline\n"
        ".type gpuoptFiberTrampoline, @function\n"
        "gpuoptFiberTrampoline:\n"
        "  movq %rbx, %rdi\n"
        "  movq %r12, %rsi\n"
        "  callq *%r13\n"
        "  ud2\n"
        ".size gpuoptFiberTrampoline, .-gpuoptFiberTrampoline\n");

__attribute__((visibility("hidden"))) void gpuoptFiberTrampoline(void);

bool hostFiberStart(FiberResume *resume, char *base, size_t size,
                    void (*entry)(void *, int32_t), void *argument,
                    int32_t index) {
  uintptr_t top = (uintptr_t)(base + size) & ~(uintptr_t)15;
  /* 16-byte aligned again after the 6 pops and the return: the call in
   * the trampoline then enters `entry` as the ABI wants. */
  uint64_t *frame = (uint64_t *)(top - 72);
  frame[0] = 0;                                  /* r15 */
  frame[1] = 0;                                  /* r14 */
  frame[2] = (uintptr_t)entry;                   /* r13 */
  frame[3] = (uint64_t)(int64_t)index;           /* r12 */
  frame[4] = (uintptr_t)argument;                /* rbx */
  frame[5] = 0;                                  /* rbp */
  frame[6] = (uintptr_t)gpuoptFiberTrampoline;   /* return address */
  resume->sp = frame;
  return true;
}

#else

void hostFiberSwitch(FiberResume *save, FiberResume *target) {
  if (_setjmp(save->jb) == 0)
    _longjmp(target->jb, 1);
}

/* What a new fiber needs until it has parked itself. */
typedef struct Start {
  FiberResume *resume;
  FiberResume back;
  void (*entry)(void *, int32_t);
  void *argument;
  int32_t index;
} Start;

/* Runs first on the new stack: parks (saving the resume point), and calls
 * entry when resumed. makecontext passes the pointer as two ints. */
static void startHere(unsigned high, unsigned low) {
  Start *start = (Start *)(((uintptr_t)high << 16 << 16) | (uintptr_t)low);
  void (*const entry)(void *, int32_t) = start->entry;
  void *const argument = start->argument;
  const int32_t index = start->index;
  hostFiberSwitch(start->resume, &start->back);
  entry(argument, index);
  abort();
}

bool hostFiberStart(FiberResume *resume, char *base, size_t size,
                    void (*entry)(void *, int32_t), void *argument,
                    int32_t index) {
  Start start = {.resume = resume, .entry = entry, .argument = argument,
                 .index = index};
  ucontext_t context;
  if (getcontext(&context) != 0)
    return false;
  context.uc_stack.ss_sp = base;
  context.uc_stack.ss_size = size;
  context.uc_link = NULL;
  uintptr_t p = (uintptr_t)&start;
  makecontext(&context, (void (*)(void))startHere, 2,
              (unsigned)(p >> 16 >> 16), (unsigned)(p & 0xffffffffu));
  if (_setjmp(start.back.jb) == 0)
    setcontext(&context);
  return true;
}

#endif
