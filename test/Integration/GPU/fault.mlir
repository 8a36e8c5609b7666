// ORACLE-XFAIL: gpuopt-runner and the host kernel runtime are gpuopt's own
// RUN: not gpuopt-runner %s -e main --entry-point-result=void --runtime=host 2>&1 | FileCheck %s

// Without --check-bounds, a wild access in a kernel is a fault, reported by the host runtime's handler with
// the kernel, block and thread (exit status 1).  The kernel runs as one loop over its block's threads, which
// passes the thread ids in registers only; on the fault the runtime runs that block again one thread at a
// time, so that the message names the thread.  Thread 5 of block 1 stores 2^60 elements past the end.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wild(%a: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %c8 = arith.constant 8 : index
      %far = arith.constant 1152921504606846976 : index
      %is5 = arith.cmpi eq, %t, %c5 : index
      %is1 = arith.cmpi eq, %b, %c1 : index
      %bad = arith.andi %is5, %is1 : i1
      %base = arith.muli %b, %c8 : index
      %i = arith.addi %base, %t : index
      %j = select %bad, %far, %i : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%j] : memref<?xf32>
      gpu.return
    }
  }

  func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %a = memref.alloc(%c16) : memref<?xf32>
    gpu.launch_func @kernels::@wild blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<?xf32>)
    memref.dealloc %a : memref<?xf32>
    return
  }
}

// CHECK: gpuopt runtime error: mgpuLaunchKernel({{.*}}): kernel "wild" block (1, 0, 0) thread (5, 0, 0): segmentation fault (SIGSEGV) at address 0x{{[0-9a-f]+}}
// CHECK-NOT: {{.}}
