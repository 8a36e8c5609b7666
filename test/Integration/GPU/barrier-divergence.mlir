// RUN: not gpuopt-runner %s -e main --entry-point-result=void --runtime=host 2>&1 | FileCheck %s

// A barrier that not every thread of the block reaches (thread 2 returns first) deadlocks a GPU; the host
// runtime reports it, naming the kernel, block and thread and the barrier's source location (gpuopt-runner
// keeps locations for the kernel's site table), and the run fails.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @skipper() kernel {
      %c2 = arith.constant 2 : index
      %t = gpu.thread_id x
      %skip = arith.cmpi eq, %t, %c2 : index
      cond_br %skip, ^done, ^wait
    ^wait:
      gpu.barrier
      br ^done
    ^done:
      gpu.return
    }
  }
  func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@skipper blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
    return
  }
}

// CHECK: kernel "skipper" block (0, 0, 0) thread (2, 0, 0): returned while 3 other threads wait at the barrier at {{.*}}barrier-divergence.mlir:15:7
